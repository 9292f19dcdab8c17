package main

import (
	"context"
	"io"
	"net"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

func TestFreshIP(t *testing.T) {
	for _, tc := range []struct {
		name  string
		block int
		n     uint32
		want  string
	}{
		{"first", 1, 0, "127.1.0.1"},
		{"end of a /24", 1, 249, "127.1.0.250"},
		{"next /24", 2, 250, "127.2.1.1"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := freshIP(tc.block, tc.n); got != tc.want {
				t.Fatalf("freshIP(%d, %d) = %s, want %s", tc.block, tc.n, got, tc.want)
			}
		})
	}
	seen := map[string]bool{}
	for n := range uint32(20000) {
		ip := freshIP(3, n)
		if seen[ip] || net.ParseIP(ip) == nil {
			t.Fatalf("request %d: %s repeats or is not an address", n, ip)
		}
		seen[ip] = true
	}
}

func TestPhasedLoadTalliesByPhase(t *testing.T) {
	var answer atomic.Int32
	answer.Store(http.StatusOK)
	load := startLoad(2, func(uint32) int {
		time.Sleep(time.Millisecond)
		return int(answer.Load())
	})
	time.Sleep(30 * time.Millisecond)
	answer.Store(http.StatusBadGateway)
	load.next()
	time.Sleep(30 * time.Millisecond)
	answer.Store(http.StatusOK)
	load.next()
	time.Sleep(30 * time.Millisecond)
	load.finish()

	if load.count(before, http.StatusOK) == 0 || load.count(during, http.StatusBadGateway) == 0 || load.count(after, http.StatusOK) == 0 {
		t.Fatalf("phases: %s", load)
	}
	// A request sent before a phase change is counted in the phase it was sent in, so each
	// phase holds at most the in-flight requests of the other answer.
	if n := load.count(after, http.StatusBadGateway); n > 2 {
		t.Fatalf("%d answers of 502 counted after recovery, want at most the 2 in flight", n)
	}
	if load.firstOK.Before(load.back) {
		t.Fatalf("first 200 after recovery at %v, before recovery at %v", load.firstOK, load.back)
	}
	if got, want := load.others(http.StatusOK), load.total(http.StatusBadGateway); got != want {
		t.Fatalf("others = %d, want the %d answers of 502", got, want)
	}
}

func TestSlowConnEndsWithTheServer(t *testing.T) {
	for _, tc := range []struct {
		name   string
		answer string // written after the server has read for a while; empty closes instead
		want   string
	}{
		{"answered", "HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n", "408"},
		{"closed", "", "closed"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ln, err := net.Listen("tcp", "127.0.0.1:0")
			if err != nil {
				t.Fatal(err)
			}
			defer ln.Close()
			got := make(chan int, 1)
			go func() {
				c, err := ln.Accept()
				if err != nil {
					return
				}
				defer c.Close()
				_ = c.SetReadDeadline(time.Now().Add(1200 * time.Millisecond))
				n, _ := io.Copy(io.Discard, c)
				got <- int(n)
				_, _ = io.WriteString(c, tc.answer)
			}()
			took, answer := slowConn("127.0.0.1", ln.Addr().String(), "POST / HTTP/1.1\r\n")
			if answer != tc.want || took < time.Second || took > 5*time.Second {
				t.Fatalf("slowConn = %s after %s, want %s after about 1.2 s", answer, took, tc.want)
			}
			// The head and then one byte per tick: the trickle went on until the server ended it.
			if n := <-got; n < len("POST / HTTP/1.1\r\n")+2 {
				t.Fatalf("the server read %d bytes, want the head and the trickle after it", n)
			}
		})
	}
}

func TestHangingEngineHoldsUntilTheCallerLeaves(t *testing.T) {
	hang, base, err := startHangingEngine()
	if err != nil {
		t.Fatal(err)
	}
	defer hang.srv.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, base+"/chat/completions", strings.NewReader(`{"model":"멈춘-모델"}`))
	if _, err := http.DefaultClient.Do(req); err == nil {
		t.Fatal("the hanging engine answered")
	}
	for end := time.Now().Add(2 * time.Second); hang.abandoned.Load() == 0 && time.Now().Before(end); {
		time.Sleep(10 * time.Millisecond)
	}
	if c, a := hang.calls.Load(), hang.abandoned.Load(); c != 1 || a != 1 {
		t.Fatalf("calls %d, abandoned %d, want 1 and 1", c, a)
	}
}

func TestRunRefusesAnUnknownMode(t *testing.T) {
	getenv := func(k string) string {
		if k == "BENCH_MODE" {
			return "fault"
		}
		return ""
	}
	if err := run(context.Background(), getenv, io.Discard); err == nil || !strings.Contains(err.Error(), "faults-short") {
		t.Fatalf("run = %v, want the modes listed", err)
	}
}
