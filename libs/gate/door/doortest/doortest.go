// Package doortest starts a service through its own run function, as main would, on a free
// loopback port, and stops it when the test ends: tests meet the service exactly as clients do.
package doortest

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"testing"
	"time"
)

// Run is a service's run function.
type Run func(ctx context.Context, getenv func(string) string, stdout io.Writer) error

// Start runs the service with env (ADDR defaults to a free loopback port) and returns its base URL.
func Start(t testing.TB, run Run, env map[string]string) string {
	t.Helper()
	getenv := func(k string) string {
		if k == "ADDR" && env[k] == "" {
			return "127.0.0.1:0"
		}
		return env[k]
	}
	logs, w := io.Pipe()
	ctx, cancel := context.WithCancel(context.Background())
	var runErr error
	finished := make(chan struct{}) // closed when run has returned; runErr is set by then
	go func() { runErr = run(ctx, getenv, w); w.Close(); close(finished) }()
	addr := make(chan string, 1)
	scanned := make(chan struct{})
	go func() {
		defer close(scanned)
		sc := bufio.NewScanner(logs)
		for sc.Scan() {
			var line struct{ Msg, Addr string }
			if json.Unmarshal(sc.Bytes(), &line) == nil && line.Msg == "listening" {
				addr <- line.Addr
			}
			if testing.Verbose() {
				t.Log(sc.Text())
			}
		}
	}()
	started := false
	t.Cleanup(func() {
		cancel()
		<-finished
		<-scanned
		if started && runErr != nil {
			t.Errorf("service stopped with: %v", runErr)
		}
	})
	select {
	case a := <-addr:
		started = true
		return "http://" + a
	case <-finished:
		t.Fatalf("service did not start: %v", runErr)
	case <-time.After(30 * time.Second):
		t.Fatal("service did not start in 30s")
	}
	return ""
}
