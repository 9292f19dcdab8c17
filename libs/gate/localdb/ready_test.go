package localdb

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

func TestWaitReady(t *testing.T) {
	t.Run("ready after a few polls", func(t *testing.T) {
		var polls atomic.Int32
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if polls.Add(1) < 3 {
				w.WriteHeader(http.StatusServiceUnavailable)
			}
		}))
		defer srv.Close()
		if err := WaitReady(context.Background(), srv.URL, nil); err != nil || polls.Load() != 3 {
			t.Fatalf("WaitReady = %v after %d polls, want nil after 3", err, polls.Load())
		}
	})
	t.Run("a process exits while starting", func(t *testing.T) {
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.WriteHeader(http.StatusServiceUnavailable)
		}))
		defer srv.Close()
		exited := make(chan string, 1)
		exited <- "rewrite"
		if err := WaitReady(context.Background(), srv.URL, exited); err == nil || !strings.Contains(err.Error(), "rewrite exited") {
			t.Fatalf("WaitReady = %v, want the process named", err)
		}
	})
	t.Run("cancelled", func(t *testing.T) {
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		if err := WaitReady(ctx, "http://127.0.0.1:1/readyz", nil); err != context.Canceled {
			t.Fatalf("WaitReady = %v, want context.Canceled", err)
		}
	})
	t.Run("the caller's deadline", func(t *testing.T) {
		ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
		defer cancel()
		if err := WaitReady(ctx, "http://127.0.0.1:1/readyz", nil); err != context.DeadlineExceeded {
			t.Fatalf("WaitReady = %v, want context.DeadlineExceeded", err)
		}
	})
}
