package main

import (
	"bufio"
	"context"
	"fmt"
	"net"
	"net/http"
	"strings"
	"sync"
	"time"
)

const (
	slowTick   = 500 * time.Millisecond // a slow client sends one byte this often
	slowGiveUp = 45 * time.Second       // past this a slow connection counts as held open
)

// slowKind is one way to hold a connection open, and how soon the server must end it.
type slowKind struct {
	name  string
	addr  func(*stack) string
	head  string
	bound time.Duration
}

func faultSlow(_ context.Context, st *stack, plan faultPlan, v *verdicts) error {
	const headers = "POST /api/rewrite HTTP/1.1\r\nHost: bench\r\nX-Slow: "
	const body = "POST /api/rewrite HTTP/1.1\r\nHost: bench\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{\"draft\":\""
	edge := func(st *stack) string { return st.Edge.Addr }
	door := func(st *stack) string { return st.Procs["rewrite"].Addr }
	// The bounds are the servers' read deadlines, plus a second: the edge's 5 s for headers and
	// 15 s for a whole request (it forwards a body in 4 KiB writes, so the door behind it never
	// sees a slow client), the door's 10 s for a whole request.
	kinds := []slowKind{
		{"headers to the edge", edge, headers, 6 * time.Second},
		{"body to the edge", edge, body, 16 * time.Second},
		{"headers to rewrite's door", door, headers, 11 * time.Second},
		{"body to rewrite's door", door, body, 11 * time.Second},
	}
	v.fault("slow clients: %d connections of each kind from 127.0.0.8 sending a byte every %s; rewrites from other IPs meanwhile", plan.slow, slowTick)
	type outcome struct {
		took   time.Duration
		answer string
	}
	got := make([][]outcome, len(kinds))
	var wg sync.WaitGroup
	for k, kind := range kinds {
		got[k] = make([]outcome, plan.slow)
		for i := range plan.slow {
			wg.Go(func() {
				took, answer := slowConn("127.0.0.8", kind.addr(st), kind.head)
				got[k][i] = outcome{took, answer}
			})
		}
	}
	done := make(chan struct{})
	go func() { wg.Wait(); close(done) }()

	normal := map[int]int{}
	var slowest time.Duration
	rewrite := post("http://"+st.Edge.Addr+"/api/rewrite", rewriteBody())
	for n, waiting := uint32(0), true; waiting; n++ {
		t0 := time.Now()
		status, _ := send(fromIP(freshIP(3, n)), rewrite)
		slowest = max(slowest, time.Since(t0))
		normal[status]++
		select {
		case <-done:
			waiting = false
		case <-time.After(200 * time.Millisecond):
		}
	}
	for k, kind := range kinds {
		var worst time.Duration
		answers := map[string]int{}
		for _, o := range got[k] {
			worst = max(worst, o.took)
			answers[o.answer]++
		}
		v.check(worst <= kind.bound, "%s: every one ended within %s, the last after %s; answers %v", kind.name, kind.bound, worst.Round(time.Millisecond), answers)
	}
	v.check(normal[http.StatusOK] > 0 && len(normal) == 1 && slowest < 2*time.Second,
		"rewrites meanwhile: %v, the slowest in %s (want every one 200, within 2 s)", normal, slowest.Round(time.Millisecond))
	return nil
}

// slowConn connects from ip to addr, writes head, then one more byte every slowTick until the
// server answers or closes. It gives how long that took and the status the server sent, or
// "closed" when it sent none.
func slowConn(ip, addr, head string) (time.Duration, string) {
	t0 := time.Now()
	d := net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(ip)}, Timeout: 5 * time.Second}
	conn, err := d.Dial("tcp", addr)
	if err != nil {
		return 0, "dial failed"
	}
	defer conn.Close()
	answered := make(chan string, 1)
	go func() {
		line, err := bufio.NewReader(conn).ReadString('\n')
		if err != nil && line == "" {
			answered <- "closed"
			return
		}
		if f := strings.Fields(line); len(f) >= 2 {
			line = f[1]
		}
		answered <- line
	}()
	_, _ = conn.Write([]byte(head))
	tick := time.NewTicker(slowTick)
	defer tick.Stop()
	giveUp := time.After(slowGiveUp)
	for {
		select {
		case answer := <-answered:
			return time.Since(t0), answer
		case <-tick.C:
			_ = conn.SetWriteDeadline(time.Now().Add(slowTick))
			_, _ = conn.Write([]byte("a"))
		case <-giveUp:
			return time.Since(t0), fmt.Sprintf("still open after %s", slowGiveUp)
		}
	}
}
