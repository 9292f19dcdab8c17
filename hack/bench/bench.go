package main

import (
	"context"
	"fmt"
	"io"
	"maps"
	"net/http"
	"os"
	"slices"
	"strings"
	"sync"
	"text/tabwriter"
	"time"

	"maltu/hack/localstack"
)

const (
	workers  = 64              // concurrent clients of a throughput row
	count    = 20000           // at most this many requests per row
	budget   = 8 * time.Second // and at most this long
	adminKey = "bench-operator-key"
)

// row is one line of the table.
type row struct {
	name    string
	s       shot
	workers int
	note    string
}

func bench(ctx context.Context, stdout io.Writer) error {
	// High daily limits: the limiter is measured, not the quota.
	st, err := startStack(ctx, "1000000000")
	if err != nil {
		return err
	}
	defer st.close()
	root, procs, edge, env := st.Root, st.Procs, st.Edge, st.Env
	self, err := os.Executable()
	if err != nil {
		return err
	}
	bare, err := st.Launch(ctx, "bare", self, "ADDR", map[string]string{"BENCH_MODE": childBare})
	if err != nil {
		return err
	}
	doorProc, err := st.Launch(ctx, "door", self, "ADDR", with(env, "BENCH_MODE", childDoor))
	if err != nil {
		return err
	}

	idle := map[string]float64{}
	for name, p := range procs {
		idle[name], _ = rssMiB(p.Pid())
	}
	peak := watchPeaks(ctx, procs)

	api := "http://" + edge.Addr + "/api/"
	draft := sentences(draftText)
	apiPost := func(path string, v any) shot { return post(api+path, mustJSON(v)) }
	// Track events carry a browser's User-Agent, as the web app's do; others count as synthetic.
	trackShot := func(base string) shot {
		s := post(base+"track", mustJSON(trackEvent))
		s.header = map[string]string{"User-Agent": browserAgent}
		return s
	}
	empty := []byte("{}")
	rows := []row{
		{"bare Fiber handler", post("http://"+bare.Addr+"/bare", empty), workers, "floor: no door"},
		{"door, no limiter", post("http://"+doorProc.Addr+"/free", empty), workers, "door middleware only"},
		{"door + Redis limiter", post("http://"+doorProc.Addr+"/charged", empty), workers, "door.Charge, one Redis round trip"},
		{rowFree1, post("http://"+doorProc.Addr+"/free", empty), 1, "one client: latency without queueing"},
		{rowCharged1, post("http://"+doorProc.Addr+"/charged", empty), 1, "one client: latency without queueing"},
		{"edge → style-extract", apiPost("style-extract", map[string]any{"text": strings.Join(draft, " ")}), workers, fmt.Sprintf("%d-char text", len([]rune(strings.Join(draft, " "))))},
		{"edge → rewrite", post(api+"rewrite", rewriteBody()), workers, fmt.Sprintf("%d-char draft, local engine", len([]rune(strings.Join(draft, "\n"))))},
		{"edge → report", apiPost("report", map[string]any{"sentences": draft}), workers, fmt.Sprintf("%d sentences", len(draft))},
		// Each client waits up to the 1 s flush interval for its answer: 256 would measure the interval.
		{"edge → track (batched)", trackShot(api), 2048, "events/s answered 200, 2,048 clients; ClickHouse insert per batch"},
		{rowTrack, trackShot("http://" + procs["track"].Addr + "/api/"), 2048, "events/s answered 200, 2,048 clients, straight to the service"},
		{"edge → kpi read", shot{method: http.MethodGet, url: api + "kpi", header: map[string]string{"x-admin-token": adminKey}, wantOK: http.StatusOK}, 8, "operator read"},
		{"rewrite 1,000 chars", apiPost("rewrite", map[string]any{"draft": repeatTo(draft, 1000), "rules": voiceRules}), 1, "one at a time: time per request"},
		{rowRewrite, apiPost("rewrite", map[string]any{"draft": repeatTo(draft, 10000), "rules": voiceRules}), 1, "one at a time: time per request"},
	}

	var out strings.Builder
	tw := tabwriter.NewWriter(&out, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "row\treq/s\tp50\tp99\tserver p50\tserved\tother\tnotes\t")
	got := map[string]result{}
	for _, r := range rows {
		fmt.Fprintf(os.Stderr, "bench: %s\n", r.name)
		res := drive(r.s, r.workers, count, budget)
		got[r.name] = res
		fmt.Fprintf(tw, "%s\t%.0f\t%s\t%s\t%s\t%d\t%d\t%s\t\n", r.name, res.perSecond(), ms(res.p50), ms(res.p99), serverP50(res), res.served, res.other, r.note)
	}
	peaks := peak()
	models, err := modelRows(ctx, st)
	if err != nil {
		return err
	}
	// After the stack rows: this benchmark starts its own ClickHouse and service, and would skew them.
	fmt.Fprintln(os.Stderr, "bench: track benchmark, batched vs one insert per event")
	inserts, err := trackInserts(ctx, root)
	if err != nil {
		return err
	}
	for _, k := range []string{"batched", "one-insert-per-event"} {
		r := inserts[k]
		fmt.Fprintf(tw, "track in-process, %s\t%.0f\t%s\t%s\t%s\t%d\t%d\t%s\t\n", k, r.perSecond(), ms(r.p50), ms(r.p99), "-", r.served, r.other, "services/track BenchmarkTrack, 256 clients in its process")
	}
	tw.Flush()
	fmt.Fprintln(&out)
	tw = tabwriter.NewWriter(&out, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "service\tRSS idle MiB\tRSS peak under load MiB\t")
	for _, name := range st.Services {
		fmt.Fprintf(tw, "%s\t%.1f\t%.1f\t\n", name, idle[name], peaks[name])
	}
	tw.Flush()
	fmt.Fprintln(&out)
	printModelRows(&out, models)
	fmt.Fprintln(&out)
	targets(&out, got, idle)
	load, _ := os.ReadFile("/proc/loadavg")
	fmt.Fprintf(&out, "\nload average at the end: %s", load)
	_, err = io.WriteString(stdout, out.String())
	return err
}

const (
	rowFree1    = "door, no limiter, 1 client"
	rowCharged1 = "door + limiter, 1 client"
	rowTrack    = "track direct (batched)"
	rowRewrite  = "rewrite 10,000 chars"
)

const browserAgent = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Safari/605.1.15"

// voiceRules are rules the local engine acts on, as style-extract gives them for a casual writer:
// with them a rewrite changes nearly every sentence of the draft, so the figures are of real work.
var voiceRules = []map[string]any{{"id": 1, "rule": "해요체로 끝맺기"}, {"id": 2, "rule": "'또한' 쓰지 않기"}, {"id": 3, "rule": "번역투 피하기"}}

var trackEvent = map[string]any{"ev": "transform_done", "anon": "세션-부하", "props": map[string]any{"view": "editor", "changed_ratio": 0.42}}

// targets prints each of the targets beside what this run measured.
func targets(w io.Writer, got map[string]result, idle map[string]float64) {
	say := func(held bool, format string, args ...any) {
		verdict := "held"
		if !held {
			verdict = "MISSED"
		}
		fmt.Fprintf(w, "%-6s  "+format+"\n", append([]any{verdict}, args...)...)
	}
	overhead := got[rowCharged1].p50 - got[rowFree1].p50
	say(overhead <= 300*time.Microsecond, "limiter p50 overhead %s (target <= 0.30 ms)", ms(overhead))
	track := got[rowTrack].perSecond()
	say(track >= 5000, "track %.0f events/s answered 200 (target >= 5,000)", track)
	rw := got[rowRewrite]
	say(rw.timed && rw.server50 <= 20*time.Millisecond, "10,000-char rewrite p50 %s server time, %s at the client through the edge (target <= 20 ms server time)", ms(rw.server50), ms(rw.p50))
	for _, name := range slices.Sorted(maps.Keys(idle)) {
		say(idle[name] <= 64, "%s idle RSS %.1f MiB (target <= 64 MiB)", name, idle[name])
	}
}

// watchPeaks samples every service's RSS until the returned function is called, which gives the
// highest value seen per service.
func watchPeaks(ctx context.Context, procs map[string]*localstack.Proc) func() map[string]float64 {
	ctx, cancel := context.WithCancel(ctx)
	peaks := map[string]float64{}
	var mu sync.Mutex
	done := make(chan struct{})
	go func() {
		defer close(done)
		for {
			mu.Lock()
			for name, p := range procs {
				if v, err := rssMiB(p.Pid()); err == nil {
					peaks[name] = max(peaks[name], v)
				}
			}
			mu.Unlock()
			select {
			case <-ctx.Done():
				return
			case <-time.After(100 * time.Millisecond):
			}
		}
	}()
	return func() map[string]float64 {
		cancel()
		<-done
		return peaks
	}
}

// serverP50 is the row's server time, or "-" when its answers did not say.
func serverP50(r result) string {
	if !r.timed {
		return "-"
	}
	return ms(r.server50)
}

func ms(d time.Duration) string { return fmt.Sprintf("%.2f ms", float64(d.Microseconds())/1000) }

func sentences(text string) []string {
	var out []string
	for line := range strings.SplitSeq(text, "\n") {
		if line = strings.TrimSpace(line); line != "" {
			out = append(out, line)
		}
	}
	return out
}

// repeatTo joins whole sentences, cycling, while the draft stays within n characters.
func repeatTo(s []string, n int) string {
	var b strings.Builder
	size := 0
	for i := 0; ; i++ {
		next := len([]rune(s[i%len(s)])) + 1
		if size+next > n {
			return b.String()
		}
		if size > 0 {
			b.WriteString(" ")
		}
		b.WriteString(s[i%len(s)])
		size += next
	}
}
