package localdb

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"time"
)

// WaitReady polls url (a service's /readyz) until it answers 200, for the commands that start
// services beside these servers (`make run`, `make bench`, the e2e tests). It gives up when ctx
// ends, when a name arrives on exited (a process that died while starting; nil watches none), or,
// when ctx has no deadline of its own, after 60 s.
func WaitReady(ctx context.Context, url string, exited <-chan string) error {
	client := &http.Client{Timeout: time.Second}
	var deadline <-chan time.Time // nil: the caller's deadline is the limit
	if _, ok := ctx.Deadline(); !ok {
		deadline = time.After(60 * time.Second)
	}
	for {
		if resp, err := client.Get(url); err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return nil
			}
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case name := <-exited:
			return fmt.Errorf("%s exited during start-up", name)
		case <-deadline:
			return errors.New("not ready within 60s")
		case <-time.After(100 * time.Millisecond):
		}
	}
}
