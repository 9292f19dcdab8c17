package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"unicode"

	"github.com/valyala/fasthttp"
)

// faultLimit is the daily limit of the fault stack: small, so one IP's burst meets it.
const faultLimit = 30

// faults is `make faults`: the stack with a small daily limit, then each fault in turn, each
// printing what it did and whether the promise held. Any promise broken makes it fail.
func faults(ctx context.Context, stdout io.Writer) error {
	st, err := startStack(ctx, fmt.Sprint(faultLimit))
	if err != nil {
		return err
	}
	defer st.close()
	url := "http://" + st.edge.addr + "/api/rewrite"
	draft := sentences(draftText)
	body, _ := json.Marshal(map[string]any{"draft": strings.Join(draft, "\n"), "rules": []map[string]any{{"id": 1, "rule": "~요 체로 끝맺기"}}})

	broken := 0
	check := func(held bool, format string, args ...any) {
		verdict := "held"
		if !held {
			verdict, broken = "BROKEN", broken+1
		}
		fmt.Fprintf(stdout, "  %-6s "+format+"\n", append([]any{verdict}, args...)...)
	}

	fmt.Fprintf(stdout, "burst from one IP: %d rewrites from 127.0.0.2, daily limit %d\n", 2*faultLimit, faultLimit)
	burst := countStatuses(fromIP("127.0.0.2"), url, body, 2*faultLimit)
	check(burst[200] == faultLimit && burst[429] == faultLimit, "%d answered 200, %d answered 429 (want %d and %d)", burst[200], burst[429], faultLimit, faultLimit)
	other := countStatuses(fromIP("127.0.0.3"), url, body, 5)
	check(other[200] == 5, "another IP, 127.0.0.3, right after: %d of 5 answered 200", other[200])

	fmt.Fprintln(stdout, "malformed and oversized bodies from 127.0.0.4")
	client := fromIP("127.0.0.4")
	// Whole sentences up to 10,100 characters: always past the 10,000 limit, by less than a sentence.
	long, _ := json.Marshal(map[string]any{"draft": repeatTo(draft, 10100), "rules": []map[string]any{{"id": 1, "rule": "~요 체로 끝맺기"}}})
	for _, b := range []struct {
		name string
		body []byte
		want int
	}{
		{"cut-off JSON", []byte(`{"draft": "이번 주말에는`), http.StatusBadRequest},
		{"draft over 10,000 characters", long, http.StatusBadRequest},
		// Past rewrite's 128 KiB limit and within the door's read ceiling (twice that).
		{"a 200 KiB body", []byte(`{"draft":"` + strings.Repeat("가", 68_000) + `"}`), http.StatusRequestEntityTooLarge},
	} {
		status, msg := send(client, url, b.body)
		check(status == b.want && hasHangul(msg), "%s: %d, Korean message %t (want %d and a message)", b.name, status, hasHangul(msg), b.want)
	}
	// Past the ceiling the door closes the connection while the edge may still be sending (see
	// door.New), so the edge answers 413 or 502: refused and bounded either way, never served.
	t0 := time.Now()
	status, _ := send(client, url, []byte(`{"draft":"`+strings.Repeat("가", 350_000)+`"}`))
	took := time.Since(t0)
	check((status == http.StatusRequestEntityTooLarge || status == http.StatusBadGateway) && took < 5*time.Second,
		"a 1 MiB body, past the door's read ceiling: %d in %s (want 413 or 502 within 5 s)", status, took.Round(time.Millisecond))

	fmt.Fprintln(stdout, "Redis killed and restarted under load: rewrites from fresh IPs for 4 s, kill at 1 s, restart at 2.5 s")
	counts := map[int]int{}
	var mu sync.Mutex
	var ip atomic.Uint32
	var down atomic.Bool
	servedWhileDown := 0
	done := make(chan struct{})
	go func() {
		defer close(done)
		var wg sync.WaitGroup
		stop := time.Now().Add(4 * time.Second)
		for range 8 {
			wg.Go(func() {
				for time.Now().Before(stop) {
					// A new source address per request, so the daily limit is never what answers.
					n := ip.Add(1)
					status, _ := send(fromIP(fmt.Sprintf("127.1.%d.%d", n/250, 1+n%250)), url, body)
					mu.Lock()
					counts[status]++
					if status == http.StatusOK && down.Load() {
						servedWhileDown++
					}
					mu.Unlock()
				}
			})
		}
		wg.Wait()
	}()
	time.Sleep(time.Second)
	st.redis.Kill()
	down.Store(true)
	time.Sleep(1500 * time.Millisecond)
	restartErr := st.redis.Restart(ctx)
	down.Store(false)
	<-done
	fivexx := 0
	for s, n := range counts {
		if s >= 500 || s == 0 {
			fivexx += n
		}
	}
	check(restartErr == nil, "Redis restarted (%v)", restartErr)
	check(fivexx == 0 && counts[200] > 0, "statuses %v: %d 5xx or failed requests", counts, fivexx)
	check(servedWhileDown > 0, "%d answered 200 while Redis was down", servedWhileDown)

	if broken > 0 {
		return fmt.Errorf("%d promises broken", broken)
	}
	fmt.Fprintln(stdout, "every promise held")
	return nil
}

// fromIP is a client whose connections leave from the given loopback address.
func fromIP(ip string) *fasthttp.Client {
	local := &net.TCPAddr{IP: net.ParseIP(ip)}
	return &fasthttp.Client{
		ReadTimeout: 10 * time.Second, WriteTimeout: 10 * time.Second, MaxIdleConnDuration: time.Second,
		Dial: func(addr string) (net.Conn, error) {
			return (&net.Dialer{LocalAddr: local, Timeout: 5 * time.Second}).Dial("tcp", addr)
		},
	}
}

// send posts body and returns the status (0 when the request failed) and the error message.
func send(c *fasthttp.Client, url string, body []byte) (int, string) {
	req, resp := fasthttp.AcquireRequest(), fasthttp.AcquireResponse()
	defer fasthttp.ReleaseRequest(req)
	defer fasthttp.ReleaseResponse(resp)
	req.SetRequestURI(url)
	req.Header.SetMethod(http.MethodPost)
	req.Header.SetContentType("application/json")
	req.SetBody(body)
	if err := c.Do(req, resp); err != nil {
		return 0, ""
	}
	var e struct {
		Error string `json:"error"`
	}
	_ = json.Unmarshal(resp.Body(), &e)
	return resp.StatusCode(), e.Error
}

func countStatuses(c *fasthttp.Client, url string, body []byte, n int) map[int]int {
	got := map[int]int{}
	for range n {
		s, _ := send(c, url, body)
		got[s]++
	}
	return got
}

func hasHangul(s string) bool {
	return strings.IndexFunc(s, func(r rune) bool { return unicode.Is(unicode.Hangul, r) }) >= 0
}
