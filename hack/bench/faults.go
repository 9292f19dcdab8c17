package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"time"
	"unicode"

	"github.com/valyala/fasthttp"
)

// faultLimit is the daily limit of the fault stack: small, so one IP's burst meets it.
const faultLimit = 30

// faultPlan is how hard and how long the faults push: `make faults` and its short form in
// `make test` run the same faults with the same promises.
type faultPlan struct {
	workers int           // concurrent clients while a server is killed
	before  time.Duration // load before the kill
	down    time.Duration // how long a killed server stays dead
	hang    time.Duration // how long a hung server stays frozen: past track's 2 s bound
	after   time.Duration // load once it is back
	slow    int           // slow connections of each kind
}

var (
	fullFaults  = faultPlan{workers: 8, before: time.Second, down: 1500 * time.Millisecond, hang: 4 * time.Second, after: 1500 * time.Millisecond, slow: 64}
	shortFaults = faultPlan{workers: 4, before: 500 * time.Millisecond, down: time.Second, hang: 3 * time.Second, after: time.Second, slow: 16}
)

// verdicts prints each promise as held or BROKEN and counts the broken ones.
type verdicts struct {
	w      io.Writer
	broken int
}

func (v *verdicts) fault(format string, args ...any) { fmt.Fprintf(v.w, format+"\n", args...) }

func (v *verdicts) check(held bool, format string, args ...any) {
	verdict := "held"
	if !held {
		verdict = "BROKEN"
		v.broken++
	}
	fmt.Fprintf(v.w, "  %-6s "+format+"\n", append([]any{verdict}, args...)...)
}

// faults starts the stack with a small daily limit and puts it through each fault in turn.
// Any promise broken makes it fail.
func faults(ctx context.Context, plan faultPlan, stdout io.Writer) error {
	st, err := startStack(ctx, fmt.Sprint(faultLimit))
	if err != nil {
		return err
	}
	defer st.close()
	v := &verdicts{w: stdout}
	for _, f := range []func(context.Context, *stack, faultPlan, *verdicts) error{
		faultBurst, faultBodies, faultDoor, faultSlow, faultEngine, faultRedis, faultClickHouseKilled, faultClickHouseHung,
	} {
		if err := f(ctx, st, plan, v); err != nil {
			return err
		}
	}
	if v.broken > 0 {
		return fmt.Errorf("%d promises broken", v.broken)
	}
	fmt.Fprintln(stdout, "every promise held")
	return nil
}

// rewriteBody is a rewrite of the bench draft with one rule.
func rewriteBody() []byte {
	return mustJSON(map[string]any{"draft": strings.Join(sentences(draftText), "\n"), "rules": voiceRules})
}

func faultBurst(_ context.Context, st *stack, _ faultPlan, v *verdicts) error {
	rewrite := post("http://"+st.Edge.Addr+"/api/rewrite", rewriteBody())
	v.fault("burst from one IP: %d rewrites from 127.0.0.2, daily limit %d", 2*faultLimit, faultLimit)
	burst := countStatuses(fromIP("127.0.0.2"), rewrite, 2*faultLimit)
	v.check(burst[200] == faultLimit && burst[429] == faultLimit, "%d answered 200, %d answered 429 (want %d and %d)", burst[200], burst[429], faultLimit, faultLimit)
	other := countStatuses(fromIP("127.0.0.3"), rewrite, 5)
	v.check(other[200] == 5, "another IP, 127.0.0.3, right after: %d of 5 answered 200", other[200])
	return nil
}

func faultBodies(_ context.Context, st *stack, _ faultPlan, v *verdicts) error {
	url := "http://" + st.Edge.Addr + "/api/rewrite"
	v.fault("malformed and oversized bodies from 127.0.0.4")
	client := fromIP("127.0.0.4")
	// Whole sentences up to 10,100 characters: always past the 10,000 limit, by less than a sentence.
	long := mustJSON(map[string]any{"draft": repeatTo(sentences(draftText), 10100), "rules": voiceRules})
	for _, b := range []struct {
		name string
		body []byte
		want int
	}{
		{"cut-off JSON", []byte(`{"draft": "이번 주말에는`), http.StatusBadRequest},
		{"draft over 10,000 characters", long, http.StatusBadRequest},
		// Past rewrite's 320 KiB limit: the door reads what the front forwards and answers itself.
		{"a 400 KiB body", []byte(`{"draft":"` + strings.Repeat("가", 136_000) + `"}`), http.StatusRequestEntityTooLarge},
		{"a 1 MiB body", []byte(`{"draft":"` + strings.Repeat("가", 350_000) + `"}`), http.StatusRequestEntityTooLarge},
		// Past routes.MaxBody: the edge refuses it without forwarding, as the Ingress would.
		{"a 3 MiB body", []byte(`{"draft":"` + strings.Repeat("가", 1_050_000) + `"}`), http.StatusRequestEntityTooLarge},
	} {
		t0 := time.Now()
		status, msg := send(client, post(url, b.body))
		took := time.Since(t0)
		v.check(status == b.want && hasHangul(msg) && took < 5*time.Second, "%s: %d in %s, Korean message %t (want %d and a message within 5 s)",
			b.name, status, took.Round(time.Millisecond), hasHangul(msg), b.want)
	}
	return nil
}

// fromIP is a client whose connections leave from the given loopback address.
func fromIP(ip string) *fasthttp.Client {
	local := &net.TCPAddr{IP: net.ParseIP(ip)}
	return &fasthttp.Client{
		ReadTimeout: 10 * time.Second, WriteTimeout: 10 * time.Second,
		Dial: func(addr string) (net.Conn, error) {
			return (&net.Dialer{LocalAddr: local, Timeout: 5 * time.Second}).Dial("tcp", addr)
		},
	}
}

// freshIP is the n-th of 62,500 loopback addresses in 127.block.0.0/16: under load, a new source
// per request keeps the daily limit from being what answers.
func freshIP(block int, n uint32) string {
	return fmt.Sprintf("127.%d.%d.%d", block, n/250%250, 1+n%250)
}

// send sends s and returns the status (0 when the request failed) and the error message. The
// connection is closed after each answer, so clients made per request leave none open.
func send(c *fasthttp.Client, s shot) (int, string) {
	req, resp := fasthttp.AcquireRequest(), fasthttp.AcquireResponse()
	defer fasthttp.ReleaseRequest(req)
	defer fasthttp.ReleaseResponse(resp)
	s.fill(req)
	req.SetConnectionClose()
	if err := c.Do(req, resp); err != nil {
		return 0, ""
	}
	var e struct {
		Error string `json:"error"`
	}
	_ = json.Unmarshal(resp.Body(), &e)
	return resp.StatusCode(), e.Error
}

func countStatuses(c *fasthttp.Client, s shot, n int) map[int]int {
	got := map[int]int{}
	for range n {
		status, _ := send(c, s)
		got[status]++
	}
	return got
}

func hasHangul(s string) bool {
	return strings.IndexFunc(s, func(r rune) bool { return unicode.Is(unicode.Hangul, r) }) >= 0
}
