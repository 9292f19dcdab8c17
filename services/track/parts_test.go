package main

import (
	"context"
	"fmt"
	"net/http"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/valyala/fasthttp"

	"maltu/libs/gate/door/doortest"
	"maltu/libs/gate/eventstore/eventstoretest"
)

// BenchmarkInsertParts reports the parts ClickHouse creates per 10,000 events stored, which is what
// its merges must keep up with (issue 18): at low load (50 events a second, each from its own
// request, for 4 s) and at high load (10,000 events from 2,000 clients at once), with the writer
// of before issue 18 (a batch every 10 ms) and today's defaults. Run it with -benchtime 1x.
func BenchmarkInsertParts(b *testing.B) {
	writers := []struct{ name, interval, size string }{
		{"every-10ms", "10ms", "5000"},
		{"defaults", "", ""},
	}
	loads := []struct {
		name        string
		events      int
		concurrency int           // clients sending at once
		pace        time.Duration // between two events' starts; 0 for as fast as the clients go
	}{
		{"low-50-per-s", 200, 200, 20 * time.Millisecond},
		{"high-2000-clients", 10000, 2000, 0},
	}
	for _, w := range writers {
		for _, l := range loads {
			b.Run(w.name+"/"+l.name, func(b *testing.B) {
				url := eventstoretest.URL(b)
				base := doortest.Start(b, run, map[string]string{"CLICKHOUSE_URL": url, "TRACK_DAILY_LIMIT": "1000000000",
					"TRACK_FLUSH_INTERVAL": w.interval, "TRACK_BATCH_SIZE": w.size})
				for range b.N {
					ok := send(b, base+"/api/track", l.events, l.concurrency, l.pace)
					conn, db := eventstoretest.Conn(b, url)
					var parts uint64
					// Every insert writes parts of level 0; merged-away ones stay listed, inactive, for minutes.
					err := conn.QueryRow(context.Background(), `SELECT count() FROM system.parts
						WHERE database = ? AND table = 'events_by_id' AND level = 0`, db).Scan(&parts)
					if err != nil {
						b.Fatal(err)
					}
					b.ReportMetric(float64(parts)*10000/float64(ok), "parts/10k-events")
					b.ReportMetric(float64(l.events-ok), "non-200")
				}
				b.ReportMetric(0, "ns/op")
			})
		}
	}
}

// send posts n events from concurrency clients, started pace apart (or at once), and returns how
// many were answered 200.
func send(b *testing.B, url string, n, concurrency int, pace time.Duration) int {
	b.Helper()
	client := &fasthttp.Client{MaxConnsPerHost: concurrency}
	defer client.CloseIdleConnections()
	var next, ok atomic.Int64
	var wg sync.WaitGroup
	start := time.Now()
	for c := range concurrency {
		wg.Add(1)
		go func() {
			defer wg.Done()
			req, resp, release := eventRequest(url)
			defer release()
			for i := next.Add(1) - 1; i < int64(n); i = next.Add(1) - 1 {
				if pace > 0 {
					time.Sleep(time.Until(start.Add(time.Duration(i) * pace)))
				}
				req.SetBodyString(fmt.Sprintf(`{"ev":"transform_done","anon":"세션-%d-%d","props":{"changed_ratio":0.42}}`, c, i))
				if err := client.Do(req, resp); err != nil {
					b.Error(err)
					return
				}
				if resp.StatusCode() == http.StatusOK {
					ok.Add(1)
				}
			}
		}()
	}
	wg.Wait()
	return int(ok.Load())
}
