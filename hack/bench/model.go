package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"slices"
	"strings"
	"text/tabwriter"
	"time"

	"maltu/libs/engine"
	"maltu/libs/engine/scripted"
)

// The model rows: the three engine services through the edge against the scripted model at the
// speed issue 17 measured a real one (0.6 s to the first token, then 60 tokens a second), with the
// offline engine behind it. Each row is the median of modelTries requests one at a time; "from the
// model" is the share of sentences (rewrite) or observations (extract) the model wrote, or whether
// the report is the model's: the scripted model marks its own. A streamed row asks for the
// rewrite's NDJSON answer (Accept: application/x-ndjson) and reports, beside the whole time, the
// time to its first line, the first sentences a page can show.
const (
	modelTries = 3
	modelMark  = " ✎"
)

// modelRow is one request shape of the model rows, with its target (0: measured only), and the
// edge it goes through.
type modelRow struct {
	name   string
	path   string
	body   []byte
	target time.Duration
	edge   string
	// firstTarget, for a streamed row, is the time its first sentences may take (0: not streamed).
	firstTarget time.Duration
}

type modelResult struct {
	modelRow
	p50, max  time.Duration
	firstP50  time.Duration // time to the first streamed sentences
	fromModel float64
	failed    int
}

// thinks is how long the reasoning model of issue 27's rows thinks before each answer.
const thinks = 500

// modelRows starts the scripted model, extract, rewrite and report services that call it and an
// edge in front of them, and a reasoning model behind a rewrite service and an edge of its own,
// and measures each row.
func modelRows(ctx context.Context, st *stack) ([]modelResult, error) {
	edge, stop, err := behindEdge(ctx, st, "model", &scripted.Server{TTFT: 600 * time.Millisecond, TokensPerSecond: 60, Mark: modelMark}, "extract", "rewrite", "report")
	if err != nil {
		return nil, err
	}
	defer stop()
	// Issue 27: a model that thinks before it answers, its thinking counted against max_tokens.
	reasoning := map[string]string{}
	for _, in := range []string{"reasoning_content", ""} {
		srv := &scripted.Server{TTFT: 600 * time.Millisecond, TokensPerSecond: 60, Mark: modelMark, Think: thinks, ThinkIn: in}
		addr, stop, err := behindEdge(ctx, st, "thinking"+in, srv, "rewrite")
		if err != nil {
			return nil, err
		}
		defer stop()
		reasoning[in] = addr
	}

	draft := sentences(draftText)
	rewrite := func(chars int, target time.Duration) modelRow {
		return modelRow{fmt.Sprintf("rewrite %s chars", thousands(chars)), "rewrite", mustJSON(map[string]any{"draft": repeatTo(draft, chars), "rules": voiceRules}), target, edge, 0}
	}
	// Issue 26: the first sentences within 2.5 s for 10,000 characters, the whole as unstreamed.
	streamed := func(chars int, target time.Duration) modelRow {
		r := rewrite(chars, target)
		r.name, r.firstTarget = r.name+", streamed", 2500*time.Millisecond
		return r
	}
	thinking := func(in, addr string) modelRow {
		r := rewrite(4000, engine.DefaultBudget)
		r.name, r.edge = fmt.Sprintf("rewrite 4,000 chars, model thinks %d tokens %s", thinks, in), addr
		return r
	}
	var report []string
	for n := 0; ; n += len([]rune(draft[len(report)%len(draft)])) {
		if next := draft[len(report)%len(draft)]; n+len([]rune(next)) > 12000 {
			break
		}
		report = append(report, draft[len(report)%len(draft)])
	}
	rows := []modelRow{
		rewrite(1000, 6*time.Second), rewrite(4000, 0), rewrite(10000, 15*time.Second),
		streamed(1000, 6*time.Second), streamed(10000, 15*time.Second),
		{"style-extract 20,000 chars", "style-extract", mustJSON(map[string]any{"text": repeatTo(draft, 20000)}), engine.DefaultBudget, edge, 0},
		{fmt.Sprintf("report %d sentences, 12,000 chars", len(report)), "report", mustJSON(map[string]any{"sentences": report}), engine.DefaultBudget, edge, 0},
		thinking("apart", reasoning["reasoning_content"]), thinking("in <think>", reasoning[""]),
	}
	client := &http.Client{Timeout: time.Minute}
	var out []modelResult
	for _, row := range rows {
		fmt.Fprintf(os.Stderr, "bench: %s against the scripted model\n", row.name)
		res := modelResult{modelRow: row}
		var took, firsts []time.Duration
		var model, total int
		for range modelTries {
			t0 := time.Now()
			by, n, first, err := modelCall(ctx, client, "http://"+row.edge+"/api/"+row.path, row.body, row.firstTarget > 0)
			took, firsts = append(took, time.Since(t0)), append(firsts, first)
			if err != nil {
				res.failed++
				continue
			}
			model, total = model+by, total+n
		}
		slices.Sort(took)
		slices.Sort(firsts)
		res.p50, res.max, res.firstP50 = took[len(took)/2], took[len(took)-1], firsts[len(firsts)/2]
		if total > 0 {
			res.fromModel = float64(model) / float64(total)
		}
		out = append(out, res)
	}
	return out, nil
}

// behindEdge starts srv on loopback, the engine services named calling it (as name), and an edge in
// front of them and of the stack's other services. It returns the edge's address and what stops
// them all.
func behindEdge(ctx context.Context, st *stack, name string, srv *scripted.Server, services ...string) (string, func(), error) {
	var stops []func()
	stop := func() {
		for _, f := range slices.Backward(stops) {
			f()
		}
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", stop, err
	}
	hs := &http.Server{Handler: srv.Handler()}
	go func() { _ = hs.Serve(ln) }()
	stops = append(stops, func() { _ = hs.Close() })
	env := with(st.Env, "ENGINES", "model,local", "ENGINE_MODEL_BASE_URL", "http://"+ln.Addr().String()+"/v1", "ENGINE_MODEL_MODEL", "scripted")
	// The same edge as the stack's, with the engine services named replaced by ones that call the model.
	var upstreams []string
	for _, svc := range st.Services {
		addr := st.Procs[svc].Addr
		if slices.Contains(services, svc) {
			p, err := st.Launch(ctx, svc+"-"+name, st.Bin(svc), "ADDR", env)
			if err != nil {
				stop()
				return "", func() {}, err
			}
			stops = append(stops, p.Stop)
			addr = p.Addr
		}
		upstreams = append(upstreams, svc+"=http://"+addr)
	}
	edge, err := st.Launch(ctx, "edge-"+name, st.Bin("edge"), "EDGE_ADDR", map[string]string{"UPSTREAMS": strings.Join(upstreams, ",")})
	if err != nil {
		stop()
		return "", func() {}, err
	}
	stops = append(stops, edge.Stop)
	return edge.Addr, stop, nil
}

// modelCall sends one request and counts the parts of the answer the model wrote and all of them;
// streamed, it asks for the NDJSON answer and also says when its first line came.
func modelCall(ctx context.Context, client *http.Client, url string, body []byte, streamed bool) (byModel, total int, first time.Duration, err error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(body))
	if err != nil {
		return 0, 0, 0, err
	}
	req.Header.Set("Content-Type", "application/json")
	if streamed {
		req.Header.Set("Accept", "application/x-ndjson")
	}
	t0 := time.Now()
	resp, err := client.Do(req)
	if err != nil {
		return 0, 0, 0, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return 0, 0, 0, fmt.Errorf("status %d", resp.StatusCode)
	}
	if streamed {
		return streamCall(resp.Body, t0)
	}
	var got struct {
		Sentences []struct {
			Rewritten string `json:"rewritten"`
		} `json:"sentences"`
		Observations []struct {
			Title string `json:"title"`
		} `json:"observations"`
		Sections []struct {
			Heading string `json:"heading"`
		} `json:"sections"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&got); err != nil {
		return 0, 0, 0, err
	}
	mark := strings.TrimSpace(modelMark)
	for _, s := range got.Sentences {
		if strings.HasSuffix(s.Rewritten, mark) {
			byModel++
		}
	}
	for _, o := range got.Observations {
		if strings.HasSuffix(o.Title, mark) {
			byModel++
		}
	}
	if len(got.Sections) > 0 {
		if got.Sections[0].Heading == "본문" {
			byModel++
		}
		return byModel, 1, 0, nil
	}
	return byModel, len(got.Sentences) + len(got.Observations), 0, nil
}

// streamCall reads a streamed rewrite line by line: the sentences the model wrote among those the
// answer holds (its last line's count), and when the first line came after t0.
func streamCall(body io.Reader, t0 time.Time) (byModel, total int, first time.Duration, err error) {
	mark := strings.TrimSpace(modelMark)
	model := map[int]bool{}
	dec := json.NewDecoder(body)
	for {
		var line struct {
			Sentences []struct {
				Index     int    `json:"index"`
				Rewritten string `json:"rewritten"`
			} `json:"sentences"`
			Count *int   `json:"count"`
			Error string `json:"error"`
		}
		if err := dec.Decode(&line); err != nil {
			return 0, 0, first, fmt.Errorf("the stream ended without its summary: %w", err)
		}
		if first == 0 {
			first = time.Since(t0)
		}
		switch {
		case line.Error != "":
			return 0, 0, first, errors.New("the stream ended with an error line")
		case line.Count != nil:
			for i := range *line.Count {
				if model[i] {
					byModel++
				}
			}
			return byModel, *line.Count, first, nil
		}
		for _, s := range line.Sentences {
			model[s.Index] = strings.HasSuffix(s.Rewritten, mark)
		}
	}
}

func thousands(n int) string {
	if n < 1000 {
		return fmt.Sprint(n)
	}
	return fmt.Sprintf("%d,%03d", n/1000, n%1000)
}

// benchModel is `make bench-model`: the stack and the model rows alone.
func benchModel(ctx context.Context, stdout io.Writer) error {
	st, err := startStack(ctx, "1000000000")
	if err != nil {
		return err
	}
	defer st.close()
	rows, err := modelRows(ctx, st)
	if err != nil {
		return err
	}
	printModelRows(stdout, rows)
	return nil
}

// printModelRows writes the model rows and their targets.
func printModelRows(w io.Writer, rows []modelResult) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "through the edge, scripted model 60 tok/s, 0.6 s TTFT\tfirst sentences p50\twall p50\twall max\tfrom the model\tfailed\t")
	for _, r := range rows {
		first := "-"
		if r.firstTarget > 0 {
			first = fmt.Sprintf("%.2f s", r.firstP50.Seconds())
		}
		fmt.Fprintf(tw, "%s\t%s\t%.2f s\t%.2f s\t%.1f%%\t%d\t\n", r.name, first, r.p50.Seconds(), r.max.Seconds(), 100*r.fromModel, r.failed)
	}
	tw.Flush()
	fmt.Fprintln(w)
	for _, r := range rows {
		if r.target == 0 {
			continue
		}
		verdict := "held"
		if r.p50 > r.target || r.fromModel < 1 || r.failed > 0 {
			verdict = "MISSED"
		}
		fmt.Fprintf(w, "%-6s  %s with a model: p50 %.2f s, %.1f%% from the model (target <= %s, 100%%)\n",
			verdict, r.name, r.p50.Seconds(), 100*r.fromModel, r.target)
		if r.firstTarget > 0 {
			verdict = "held"
			if r.firstP50 > r.firstTarget || r.failed > 0 {
				verdict = "MISSED"
			}
			fmt.Fprintf(w, "%-6s  %s: first sentences p50 %.2f s (target <= %s)\n", verdict, r.name, r.firstP50.Seconds(), r.firstTarget)
		}
	}
}
