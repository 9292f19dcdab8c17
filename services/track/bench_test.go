package main

import (
	"context"
	"io"
	"net/http"
	"runtime"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/valyala/fasthttp"

	"maltu/libs/gate/door"
	"maltu/libs/gate/door/doortest"
	"maltu/libs/gate/eventstore"
	"maltu/libs/gate/eventstore/eventstoretest"
)

// oneByOne is the default writer with batches of one: every event its own insert.
var oneByOne = func() eventstore.Batching { b := eventstore.DefaultBatching; b.Size = 1; return b }()

// BenchmarkTrack posts events through the whole service (HTTP, the door, the rules, the writer)
// into real ClickHouse from 256 concurrent clients that each send their next event once answered,
// and reports events answered 200 per second with latency percentiles: once with the batch
// writer, once with one insert per event. Such clients wait out the flush interval, so with the
// batch writer their rate is about 256 per interval: BenchmarkTrackManyClients has 2,048.
func BenchmarkTrack(b *testing.B) {
	benchTrack(b, 128, []batched{{"batched", eventstore.DefaultBatching}, {"one-insert-per-event", oneByOne}})
}

// BenchmarkTrackManyClients is BenchmarkTrack's batched writer with 2,048 waiting clients: about
// as many as wait at any moment when browsers send 2,000 events a second.
func BenchmarkTrackManyClients(b *testing.B) {
	benchTrack(b, 1024, []batched{{"batched", eventstore.DefaultBatching}})
}

type batched struct {
	name     string
	batching eventstore.Batching
}

// benchTrack runs one sub-benchmark per writer with clients per core.
func benchTrack(b *testing.B, clients int, writers []batched) {
	for _, bc := range writers {
		b.Run(bc.name, func(b *testing.B) {
			serve := func(ctx context.Context, getenv func(string) string, stdout io.Writer) error {
				return door.Run(ctx, getenv, stdout, "track", func(ctx context.Context, kit door.Kit) (door.Service, error) {
					return build(ctx, kit, bc.batching)
				})
			}
			base := doortest.Start(b, serve, map[string]string{
				"CLICKHOUSE_URL": eventstoretest.URL(b), "TRACK_DAILY_LIMIT": "1000000000",
			})
			load(b, base+"/api/track", clients)
		})
	}
}

// load sends b.N events from clients per core and reports the rate of 200 answers and the latencies.
// The clients are fasthttp's: they share the machine's cores with the service, and cost less of them
// than net/http's.
func load(b *testing.B, url string, clients int) {
	client := &fasthttp.Client{MaxConnsPerHost: 2 * clients * runtime.GOMAXPROCS(0)}
	body := []byte(`{"ev":"transform_done","anon":"세션-부하","props":{"view":"editor","changed_ratio":0.42}}`)
	var mu sync.Mutex
	var took []time.Duration
	var ok, other int
	b.SetParallelism(clients) // clients × GOMAXPROCS goroutines
	b.ResetTimer()
	start := time.Now()
	b.RunParallel(func(pb *testing.PB) {
		req, resp, release := eventRequest(url)
		defer release()
		req.SetBody(body)
		var mine []time.Duration
		var stored, not int
		for pb.Next() {
			t0 := time.Now()
			if err := client.Do(req, resp); err != nil {
				b.Error(err)
				return
			}
			mine = append(mine, time.Since(t0))
			if resp.StatusCode() == http.StatusOK {
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

// eventRequest is a POST of an event to url as the page sends it; call release when done.
func eventRequest(url string) (req *fasthttp.Request, resp *fasthttp.Response, release func()) {
	req, resp = fasthttp.AcquireRequest(), fasthttp.AcquireResponse()
	req.SetRequestURI(url)
	req.Header.SetMethod(http.MethodPost)
	req.Header.SetContentType("application/json")
	req.Header.SetUserAgent(browser)
	return req, resp, func() { fasthttp.ReleaseRequest(req); fasthttp.ReleaseResponse(resp) }
}
