package main

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"slices"
	"sync"
	"testing"
	"time"

	"maltu/libs/gate/door"
	"maltu/libs/gate/door/doortest"
	"maltu/libs/gate/eventstore"
	"maltu/libs/gate/eventstore/eventstoretest"
)

// BenchmarkTrack posts events through the whole service (HTTP, the door, the rules, the writer)
// into real ClickHouse from 256 concurrent clients, and reports events answered 200 per second
// with latency percentiles: once with the batch writer, once with one insert per event.
func BenchmarkTrack(b *testing.B) {
	for _, bc := range []struct {
		name     string
		batching eventstore.Batching
	}{
		{"batched", eventstore.DefaultBatching},
		// One insert per event, as many at once as the connection pool holds.
		{"one-insert-per-event", eventstore.Batching{Size: 1, Interval: time.Millisecond, Timeout: 1500 * time.Millisecond, Inserts: 8}},
	} {
		b.Run(bc.name, func(b *testing.B) {
			serve := func(ctx context.Context, getenv func(string) string, stdout io.Writer) error {
				return door.Run(ctx, getenv, stdout, "track", func(ctx context.Context, kit door.Kit) (door.Service, error) {
					return build(ctx, kit, bc.batching)
				})
			}
			base := doortest.Start(b, serve, map[string]string{
				"CLICKHOUSE_URL": eventstoretest.URL(b), "TRACK_DAILY_LIMIT": "1000000000",
			})
			load(b, base+"/api/track")
		})
	}
}

// load sends b.N events from 256 clients and reports the rate of 200 answers and the latencies.
func load(b *testing.B, url string) {
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 512}}
	body := []byte(`{"ev":"transform_done","anon":"세션-부하","props":{"view":"editor","changed_ratio":0.42}}`)
	var mu sync.Mutex
	var took []time.Duration
	var ok, other int
	b.SetParallelism(128) // 128 × GOMAXPROCS goroutines
	b.ResetTimer()
	start := time.Now()
	b.RunParallel(func(pb *testing.PB) {
		var mine []time.Duration
		var stored, not int
		for pb.Next() {
			t0 := time.Now()
			req, err := http.NewRequest(http.MethodPost, url, bytes.NewReader(body))
			if err != nil {
				b.Error(err)
				return
			}
			req.Header.Set("Content-Type", "application/json")
			req.Header.Set("User-Agent", browser)
			resp, err := client.Do(req)
			if err != nil {
				b.Error(err)
				return
			}
			_, _ = io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
			mine = append(mine, time.Since(t0))
			if resp.StatusCode == http.StatusOK {
				stored++
			} else {
				not++
			}
		}
		mu.Lock()
		defer mu.Unlock()
		took, ok, other = append(took, mine...), ok+stored, other+not
	})
	elapsed := time.Since(start)
	b.StopTimer()
	client.CloseIdleConnections()
	if len(took) == 0 {
		return
	}
	slices.Sort(took)
	pct := func(p float64) float64 { return float64(took[int(p*float64(len(took)-1))]) / float64(time.Millisecond) }
	b.ReportMetric(float64(ok)/elapsed.Seconds(), "events/s")
	b.ReportMetric(pct(0.50), "p50-ms")
	b.ReportMetric(pct(0.99), "p99-ms")
	b.ReportMetric(float64(other), "non-200")
	b.ReportMetric(0, "ns/op") // the rate above is the figure; per-op time of parallel clients misleads
}
