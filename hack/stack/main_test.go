package main

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"maltu/libs/gate/door/doortest"
	"maltu/libs/gate/localdb"
)

// TestStackComesUpAndStops is `make run` in miniature: real Redis and ClickHouse, every service
// and the edge built and started, the contract's door behaviour through the edge, then a clean stop.
func TestStackComesUpAndStops(t *testing.T) {
	if testing.Short() {
		t.Skip("builds every service")
	}
	port, err := localdb.FreePort()
	if err != nil {
		t.Fatal(err)
	}
	edge := fmt.Sprintf("127.0.0.1:%d", port)
	env := map[string]string{"EDGE_ADDR": edge, "RUN_DIR": t.TempDir(), "ADMIN_TOKEN": "테스트 키"}
	ctx, cancel := context.WithCancel(context.Background())
	var runErr error
	finished := make(chan struct{}) // closed once run has returned; runErr is set by then
	// Every write goes through a prefixed writer, which holds one lock for all of them.
	var logs bytes.Buffer
	go func() { runErr = run(ctx, func(k string) string { return env[k] }, &logs); close(finished) }()
	defer func() {
		cancel()
		if <-finished; runErr != nil {
			t.Errorf("stack stopped with: %v", runErr)
		}
		if _, err := http.Get("http://" + edge + "/readyz"); err == nil {
			t.Error("edge still answering after the stack stopped")
		}
	}()

	base := "http://" + edge
	deadline := time.Now().Add(3 * time.Minute)
	for {
		if resp, err := http.Get(base + "/readyz"); err == nil {
			resp.Body.Close()
			if resp.StatusCode == 200 {
				break
			}
		}
		select {
		case <-finished:
			t.Fatalf("stack ended during start-up: %v\n%s", runErr, logs.String())
		case <-time.After(200 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			t.Fatal("stack not ready in 3 minutes")
		}
	}
	status, resp := doortest.Do(t, http.MethodGet, base+"/api/rewrite", "")
	if status != 405 || resp.Header.Get("Allow") != "POST" || !strings.Contains(resp.ErrorText, "POST") {
		t.Fatalf("GET /api/rewrite through the edge: %d Allow=%q %q", status, resp.Header.Get("Allow"), resp.ErrorText)
	}
	status, resp = doortest.Do(t, http.MethodGet, base+"/어디에도-없는-길", "")
	if status != 404 || resp.ErrorText == "" {
		t.Fatalf("unknown path through the edge: %d %q", status, resp.ErrorText)
	}
}
