package main

import (
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/valyala/fasthttp"
)

// shot is one kind of request a row sends, over and over.
type shot struct {
	method string
	url    string
	body   []byte
	header map[string]string
	wantOK int // the status that counts as served (200 for every row here)
}

// post is a JSON POST of body to url, served when answered 200.
func post(url string, body []byte) shot {
	return shot{method: http.MethodPost, url: url, body: body, wantOK: http.StatusOK}
}

// fill writes s into req.
func (s shot) fill(req *fasthttp.Request) {
	req.Reset()
	req.SetRequestURI(s.url)
	req.Header.SetMethod(s.method)
	if s.body != nil {
		req.Header.SetContentType("application/json")
		req.SetBody(s.body)
	}
	for k, v := range s.header { // a header given wins, Content-Type included
		req.Header.Set(k, v)
	}
}

// result is what one row measured: served requests per second and their latencies, as the
// client saw them and, where the answer says (Server-Timing), as the service spent them.
type result struct {
	served, other int
	elapsed       time.Duration
	p50, p99      time.Duration
	server50      time.Duration
	timed         bool // the answers carried Server-Timing, so server50 means something
}

func (r result) perSecond() float64 { return float64(r.served) / r.elapsed.Seconds() }

// drive sends s from workers concurrent clients until count requests were sent or budget ran out,
// whichever comes first. The clients are fasthttp's: they share two cores with the servers and
// cost less of them than net/http's.
func drive(s shot, workers, count int, budget time.Duration) result {
	client := &fasthttp.Client{MaxConnsPerHost: workers, ReadTimeout: 10 * time.Second, WriteTimeout: 10 * time.Second}
	var next atomic.Int64
	var mu sync.Mutex
	var took, spent []time.Duration
	var served, other int
	deadline := time.Now().Add(budget)
	start := time.Now()
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			req, resp := fasthttp.AcquireRequest(), fasthttp.AcquireResponse()
			defer fasthttp.ReleaseRequest(req)
			defer fasthttp.ReleaseResponse(resp)
			var mine, theirs []time.Duration
			ok, bad := 0, 0
			for next.Add(1) <= int64(count) && time.Now().Before(deadline) {
				s.fill(req)
				t := time.Now()
				err := client.Do(req, resp)
				if err == nil && resp.StatusCode() == s.wantOK {
					ok++
					mine = append(mine, time.Since(t))
					if d, ok := serverTiming(resp.Header.Peek("Server-Timing")); ok {
						theirs = append(theirs, d)
					}
				} else {
					bad++
				}
			}
			mu.Lock()
			took = append(took, mine...)
			spent = append(spent, theirs...)
			served += ok
			other += bad
			mu.Unlock()
		})
	}
	wg.Wait()
	r := result{served: served, other: other, elapsed: time.Since(start)}
	r.p50, r.p99 = percentile(took, 50), percentile(took, 99)
	r.server50, r.timed = percentile(spent, 50), len(spent) > 0
	return r
}

// serverTiming reads the door's "app;dur=12.34" (milliseconds).
func serverTiming(v []byte) (time.Duration, bool) {
	ms, ok := strings.CutPrefix(string(v), "app;dur=")
	if !ok {
		return 0, false
	}
	f, err := strconv.ParseFloat(ms, 64)
	if err != nil || f < 0 {
		return 0, false
	}
	return time.Duration(f * float64(time.Millisecond)), true
}

func percentile(d []time.Duration, p int) time.Duration {
	if len(d) == 0 {
		return 0
	}
	slices.Sort(d)
	return d[min(len(d)-1, len(d)*p/100)]
}
