package door

import (
	"context"
	"errors"
	"syscall"
	"time"

	"github.com/gofiber/fiber/v2"
)

// attendPoll is how often a long request checks that its client is still there.
const attendPoll = 200 * time.Millisecond

// Attended is the request's context, cancelled as soon as the client closes its connection, so a
// handler stops its engine calls for a writer who left (fasthttp does not notice on its own). The
// connection is peeked, never read: a pipelined next request stays where fasthttp will read it.
// stop must be called when the handler is done.
func Attended(c *fiber.Ctx) (ctx context.Context, stop func()) {
	ctx, cancel := context.WithCancel(c.UserContext())
	raw, ok := c.Context().Conn().(syscall.Conn)
	if !ok {
		return ctx, cancel
	}
	sc, err := raw.SyscallConn()
	if err != nil {
		return ctx, cancel
	}
	done := make(chan struct{})
	go func() {
		t := time.NewTicker(attendPoll)
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case <-ctx.Done():
				return
			case <-t.C:
				if closed(sc) {
					cancel()
					return
				}
			}
		}
	}()
	return ctx, func() {
		close(done)
		cancel()
	}
}

// closed peeks at the socket without waiting: 0 bytes is the peer's end of stream; data or
// "nothing yet" means the client is still there.
func closed(sc syscall.RawConn) bool {
	gone := false
	buf := make([]byte, 1)
	_ = sc.Control(func(fd uintptr) {
		n, _, err := syscall.Recvfrom(int(fd), buf, syscall.MSG_PEEK|syscall.MSG_DONTWAIT)
		gone = (err == nil && n == 0) || (err != nil && !errors.Is(err, syscall.EAGAIN) && !errors.Is(err, syscall.EWOULDBLOCK) && !errors.Is(err, syscall.EINTR))
	})
	return gone
}
