package main

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// TestRunCountsWhatWasNotASuccess: every answer that is not the call's success is counted as a
// failure by its call and status, and only stored events count as tracked.
func TestRunCountsWhatWasNotASuccess(t *testing.T) {
	for _, tc := range []struct {
		name        string
		handler     func(n int64, w http.ResponseWriter, r *http.Request)
		wantFailure string // "" = no request fails
	}{
		{"every answer a success", func(_ int64, w http.ResponseWriter, r *http.Request) {
			if r.URL.Path == "/api/track" {
				w.Write([]byte(`{"stored":true}`))
			}
		}, ""},
		{"one 503 from kpi", func(n int64, w http.ResponseWriter, r *http.Request) {
			switch {
			case r.URL.Path == "/api/kpi" && n == 3:
				w.WriteHeader(http.StatusServiceUnavailable)
			case r.URL.Path == "/api/track":
				w.Write([]byte(`{"stored":true}`))
			}
		}, "kpi 503 x1"},
		{"an event not stored", func(_ int64, w http.ResponseWriter, r *http.Request) {
			if r.URL.Path == "/api/track" {
				w.Write([]byte(`{"stored":false}`))
			}
		}, "track 200"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var n atomic.Int64
			var hosts atomic.Value
			srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				hosts.Store(r.Host)
				tc.handler(n.Add(1), w, r)
			}))
			defer srv.Close()
			ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
			defer cancel()
			r := run(ctx, calls(srv.URL, "localhost", "e2e", "key"), 1, 1000)
			if r.requests < 3 {
				t.Fatalf("%d requests in 200 ms", r.requests)
			}
			if hosts.Load() != "localhost" {
				t.Errorf("sent Host %v, want localhost", hosts.Load())
			}
			if got := r.String(); (tc.wantFailure == "") != (r.failed == 0) || !strings.Contains(got, tc.wantFailure) {
				t.Errorf("%s; want failures %q", got, tc.wantFailure)
			}
			if tc.wantFailure == "" && r.tracked != (r.requests+1)/3 && r.tracked != r.requests/3 {
				t.Errorf("%d tracked of %d requests, want every third", r.tracked, r.requests)
			}
		})
	}
}

// TestRunKeepsToTheRate: however many workers, no more than rate requests a second are sent.
func TestRunKeepsToTheRate(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(http.ResponseWriter, *http.Request) {}))
	defer srv.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 500*time.Millisecond)
	defer cancel()
	if r := run(ctx, calls(srv.URL, "", "e2e", ""), 8, 20); r.requests > 11 {
		t.Errorf("%d requests in 0.5 s at 20/s", r.requests)
	}
}
