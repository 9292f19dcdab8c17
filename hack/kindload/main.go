// Command kindload puts a steady load on the stack through its edge while the cluster changes
// under it (make kind-e2e: an upgrade, a rollback, pods deleted, a node drained) and reports every
// answer that was not a success. Each worker loops over the writer's page, one usage event and the
// operator's KPI read, so the web, track and kpi services, ClickHouse and Redis all stay in use.
//
//	kindload -url http://172.18.0.2:30080 -host localhost -anon e2e-upgrade -token $TOKEN
//
// It runs until SIGINT or SIGTERM (or -duration), then prints one line of counts and exits 1 if any
// request failed. "tracked" is the events answered 200 {"stored": true}: ClickHouse must then hold
// exactly that many rows with the -anon session id.
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/signal"
	"sort"
	"strings"
	"sync"
	"syscall"
	"time"
)

func main() {
	url := flag.String("url", "", "the edge, e.g. http://172.18.0.2:30080")
	host := flag.String("host", "", "Host header (the chart's edge.host)")
	anon := flag.String("anon", "kindload", "session id of the events sent, to count them in ClickHouse")
	token := flag.String("token", "", "operator key for /api/kpi; empty leaves the KPI read out")
	workers := flag.Int("c", 4, "requests in flight at most")
	rate := flag.Int("rate", 50, "requests per second at most, all workers together")
	duration := flag.Duration("duration", 0, "stop after this long; 0 = at SIGINT/SIGTERM")
	flag.Parse()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if *duration > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, *duration)
		defer cancel()
	}
	r := run(ctx, calls(*url, *host, *anon, *token), *workers, *rate)
	fmt.Println(r)
	if r.failed > 0 {
		os.Exit(1)
	}
}

// call is one request of the loop and whether its answer is a success.
type call struct {
	name string
	make func(ctx context.Context) (*http.Request, error)
	ok   func(status int, body string) bool
}

func calls(base, host, anon, token string) []call {
	req := func(method, path, body string, header ...string) func(context.Context) (*http.Request, error) {
		return func(ctx context.Context) (*http.Request, error) {
			r, err := http.NewRequestWithContext(ctx, method, base+path, strings.NewReader(body))
			if err != nil {
				return nil, err
			}
			r.Host = host
			for i := 0; i+1 < len(header); i += 2 {
				r.Header.Set(header[i], header[i+1])
			}
			return r, nil
		}
	}
	status200 := func(status int, _ string) bool { return status == http.StatusOK }
	cs := []call{
		{"voice", req(http.MethodGet, "/voice", ""), status200},
		{"track", req(http.MethodPost, "/api/track", `{"ev":"draft_submitted","anon":"`+anon+`","props":{"mode":"personal"}}`, "Content-Type", "application/json"),
			func(status int, body string) bool {
				return status == http.StatusOK && strings.Contains(body, `"stored":true`)
			}},
	}
	if token != "" {
		cs = append(cs, call{"kpi", req(http.MethodGet, "/api/kpi", "", "x-admin-token", token), status200})
	}
	return cs
}

// result counts what the load was answered.
type result struct {
	mu       sync.Mutex
	requests int
	failed   int
	tracked  int
	took     time.Duration
	failures map[string]int // "track 503", "voice connection refused", ...
}

func (r *result) String() string {
	var fs []string
	for k, n := range r.failures {
		fs = append(fs, fmt.Sprintf("%s x%d", k, n))
	}
	sort.Strings(fs)
	return fmt.Sprintf("requests=%d failed=%d tracked=%d seconds=%.1f rate=%.1f/s failures=[%s]",
		r.requests, r.failed, r.tracked, r.took.Seconds(), float64(r.requests)/max(r.took.Seconds(), 0.001), strings.Join(fs, ", "))
}

// run loops the calls in each of workers, rate a second at most, until ctx ends; a request cut by
// that end is not counted.
func run(ctx context.Context, cs []call, workers, rate int) *result {
	r := &result{failures: map[string]int{}}
	client := &http.Client{Timeout: 30 * time.Second}
	tick := time.NewTicker(time.Second / time.Duration(rate))
	defer tick.Stop()
	start := time.Now()
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			for i := 0; ; i++ {
				select {
				case <-ctx.Done():
					return
				case <-tick.C:
				}
				c := cs[i%len(cs)]
				status, body, err := do(ctx, client, c)
				if ctx.Err() != nil {
					return
				}
				r.mu.Lock()
				r.requests++
				switch {
				case err != nil:
					r.failed++
					r.failures[c.name+" "+errText(err)]++
				case !c.ok(status, body):
					r.failed++
					r.failures[fmt.Sprintf("%s %d", c.name, status)]++
				case c.name == "track":
					r.tracked++
				}
				r.mu.Unlock()
			}
		})
	}
	wg.Wait()
	r.took = time.Since(start)
	return r
}

func do(ctx context.Context, client *http.Client, c call) (int, string, error) {
	req, err := c.make(ctx)
	if err != nil {
		return 0, "", err
	}
	resp, err := client.Do(req)
	if err != nil {
		return 0, "", err
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	return resp.StatusCode, string(body), err
}

// errText shortens a transport error to its cause ("connection refused", "EOF").
func errText(err error) string {
	s := err.Error()
	if i := strings.LastIndex(s, ": "); i >= 0 {
		s = s[i+2:]
	}
	return s
}
