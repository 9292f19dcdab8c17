package compat_test

import (
	"context"
	"log/slog"
	"math/rand/v2"
	"net/http/httptest"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"maltu/libs/engine"
	"maltu/libs/engine/compat"
	"maltu/libs/engine/local"
	"maltu/libs/engine/scripted"
	"maltu/libs/gate/contract"
)

// mark ends every sentence the scripted model wrote, so a test can tell them from the offline
// engine's.
const mark = " †"

var voice = []contract.NumberedRule{{ID: 1, Rule: "해요체로 끝맺기"}, {ID: 2, Rule: "1인칭은 '저'"}}

// longDraft is twenty sentences of an ordinary operations memo, one a line.
func longDraft(t *testing.T) []string {
	t.Helper()
	b, err := os.ReadFile("testdata/draft.txt")
	if err != nil {
		t.Fatal(err)
	}
	return strings.Split(strings.TrimSpace(string(b)), "\n")
}

// modelRun is a chain of the scripted model (streaming, chunked) then the offline engine, and
// what it observed.
type modelRun struct {
	chain    *engine.Chain
	mu       sync.Mutex
	attempts []engine.Attempt
}

func newModelRun(t *testing.T, srv *scripted.Server, opts ...engine.Option) *modelRun {
	t.Helper()
	return newRun(t, srv, compat.Config{Model: "m"}, opts...)
}

// newRun is newModelRun with the engine configured as c says (its name and URL aside).
func newRun(t *testing.T, srv *scripted.Server, c compat.Config, opts ...engine.Option) *modelRun {
	t.Helper()
	ts := httptest.NewServer(srv.Handler())
	t.Cleanup(ts.Close)
	c.Name, c.BaseURL = "model-x", ts.URL+"/v1"
	e, err := compat.New(c)
	if err != nil {
		t.Fatal(err)
	}
	r := &modelRun{}
	opts = append([]engine.Option{engine.WithLogger(slog.New(slog.DiscardHandler)), engine.WithObserver(func(a engine.Attempt) {
		r.mu.Lock()
		defer r.mu.Unlock()
		r.attempts = append(r.attempts, a)
	})}, opts...)
	r.chain = engine.NewChain([]engine.Link{
		{Engine: e, Timeout: 20 * time.Second, Concurrency: 48, Chunked: true},
		{Engine: local.New()},
	}, opts...)
	return r
}

// rewrite runs one rewrite and checks what must always hold: every sentence back once, in draft
// order, each the model's or the offline engine's rewrite of that very sentence. It returns
// which sentences the model wrote and how long the call took.
func (r *modelRun) rewrite(t *testing.T, draft []string) (byModel []bool, took time.Duration) {
	t.Helper()
	start := time.Now()
	out, _, err := r.chain.Rewrite(context.Background(), engine.RewriteRequest{Sentences: draft, Rules: voice}, nil)
	took = time.Since(start)
	if err != nil {
		t.Fatalf("rewrite failed: %v", err)
	}
	if out.Truncated || len(out.Sentences) != len(draft) {
		t.Fatalf("%d of %d sentences back (truncated %v)", len(out.Sentences), len(draft), out.Truncated)
	}
	want, _ := local.New().Rewrite(context.Background(), engine.RewriteRequest{Sentences: draft, Rules: voice})
	for i, s := range out.Sentences {
		text, model := strings.CutSuffix(s.Text, mark)
		if text != want.Sentences[i].Text {
			t.Errorf("sentence %d is %q, want the rewrite of %q", i+1, s.Text, draft[i])
		}
		byModel = append(byModel, model)
	}
	return byModel, took
}

func count(bs []bool) (n int) {
	for _, b := range bs {
		if b {
			n++
		}
	}
	return n
}

func rewriteCalls(srv *scripted.Server) []scripted.Call {
	return slices.DeleteFunc(srv.Calls(), func(c scripted.Call) bool { return c.Task != "rewrite" })
}

func TestLongDraftGoesToTheModelInParallelChunks(t *testing.T) {
	srv := &scripted.Server{TTFT: 100 * time.Millisecond, TokensPerSecond: 300, Mark: mark}
	draft := longDraft(t)
	byModel, took := newModelRun(t, srv).rewrite(t, draft)
	if n := count(byModel); n != len(draft) {
		t.Errorf("the model wrote %d of %d sentences", n, len(draft))
	}
	calls := rewriteCalls(srv)
	if len(calls) < 2 {
		t.Fatalf("%d calls: the draft was not cut into chunks", len(calls))
	}
	var sent []string
	for _, c := range calls {
		if !c.Stream || c.Format != "json_schema" {
			t.Errorf("call %d: stream %v, format %q; want a streamed json_schema request", c.Seq, c.Stream, c.Format)
		}
		sent = append(sent, c.Sentences...)
	}
	slices.Sort(sent)
	want := slices.Sorted(slices.Values(draft))
	if !slices.Equal(sent, want) {
		t.Errorf("the chunks sent %d sentences, want each of the %d once", len(sent), len(draft))
	}
	t.Logf("%d sentences in %d chunks: %v", len(draft), len(calls), took)
}

func TestFailingChunkGoesToTheNextEngineAlone(t *testing.T) {
	draft := longDraft(t)
	bad := draft[9]
	srv := &scripted.Server{Mark: mark, Script: func(c scripted.Call) scripted.Script {
		if slices.Contains(c.Sentences, bad) {
			return scripted.Script{Status: 503}
		}
		return scripted.Script{}
	}}
	run := newModelRun(t, srv)
	byModel, _ := run.rewrite(t, draft)
	var failedChunk []string
	for _, c := range rewriteCalls(srv) {
		if slices.Contains(c.Sentences, bad) {
			failedChunk = c.Sentences
		}
	}
	for i, s := range draft {
		if byModel[i] == slices.Contains(failedChunk, s) {
			t.Errorf("sentence %d: by the model %v; only the failing chunk %q should be the offline engine's", i+1, byModel[i], failedChunk)
		}
	}
	if len(failedChunk) == len(draft) {
		t.Fatal("one chunk held the whole draft")
	}
}

func TestStreamCutAtTheDeadlineKeepsItsCompleteSentences(t *testing.T) {
	// One chunk that needs ~10 s at 80 tokens a second, within a 5 s budget: the model's share of it
	// carries several sentences even on a loaded machine, and never the whole chunk.
	srv := &scripted.Server{TTFT: 200 * time.Millisecond, TokensPerSecond: 80, Mark: mark}
	budget := 5 * time.Second
	draft := longDraft(t)
	byModel, took := newModelRun(t, srv, engine.WithBudget(budget), engine.WithRequestConcurrency(1)).rewrite(t, draft)
	n := count(byModel)
	if n == 0 || n == len(draft) || slices.Contains(byModel[:n], false) {
		t.Errorf("by the model: %v; want the leading sentences that arrived, then the offline engine's", byModel)
	}
	if took > budget+time.Second {
		t.Errorf("answered after %v, budget %v", took, budget)
	}
}

func TestLengthCutChunkAsksAgainForTheRest(t *testing.T) {
	srv := &scripted.Server{MaxTokens: 110, Mark: mark}
	draft := longDraft(t)
	byModel, _ := newModelRun(t, srv).rewrite(t, draft)
	if n := count(byModel); n != len(draft) {
		t.Errorf("the model wrote %d of %d sentences; a chunk cut at max_tokens should continue", n, len(draft))
	}
	chunks := map[string]bool{}
	for _, c := range rewriteCalls(srv) {
		chunks[c.Sentences[len(c.Sentences)-1]] = true
	}
	if calls := len(rewriteCalls(srv)); calls <= len(chunks) {
		t.Errorf("%d calls for %d chunk ends: nothing was asked again", calls, len(chunks))
	}
}

func TestThinkBlocksAndFencesAreRead(t *testing.T) {
	srv := &scripted.Server{Mark: mark, Script: func(c scripted.Call) scripted.Script {
		return scripted.Script{Think: "문장마다 해요체로 바꾸면 된다. {\"sentences\": []} 형식으로 답하자.", Fence: c.Seq%2 == 0}
	}}
	draft := longDraft(t)
	if n := count(must(newModelRun(t, srv).rewrite(t, draft))); n != len(draft) {
		t.Errorf("the model wrote %d of %d sentences", n, len(draft))
	}
}

// What a server refused once is remembered: the next request does not ask for it again.
func TestServerRefusalsAreRemembered(t *testing.T) {
	cases := []struct {
		name  string
		srv   *scripted.Server
		again func(scripted.Call) bool // a call that asks for what was refused
	}{
		{"json_schema", &scripted.Server{Mark: mark, NoSchema: true}, func(c scripted.Call) bool { return c.Format != "json_object" }},
		{"streaming", &scripted.Server{Mark: mark, NoStream: true}, func(c scripted.Call) bool { return c.Stream }},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			run := newModelRun(t, tc.srv)
			draft := longDraft(t)
			if n := count(must(run.rewrite(t, draft))); n != len(draft) {
				t.Errorf("the model wrote %d of %d sentences", n, len(draft))
			}
			before := len(tc.srv.Calls())
			run.rewrite(t, draft)
			for _, c := range tc.srv.Calls()[before:] {
				if tc.again(c) {
					t.Errorf("call %d asked again for what the server refused: %+v", c.Seq, c)
				}
			}
		})
	}
}

func TestRetryAfterIsWaitedWhenTheBudgetAllows(t *testing.T) {
	srv := &scripted.Server{Mark: mark, Script: func(c scripted.Call) scripted.Script {
		if c.Seq == 1 {
			return scripted.Script{Status: 429, RetryAfter: 1}
		}
		return scripted.Script{}
	}}
	draft := longDraft(t)[:3]
	if n := count(must(newModelRun(t, srv, engine.WithBudget(5*time.Second)).rewrite(t, draft))); n != len(draft) {
		t.Errorf("the model wrote %d of %d sentences after its 429", n, len(draft))
	}
}

// TestRandomFailuresNeverLoseASentence: whatever each chunk's call does (fail, stall, refuse,
// answer slowly or in a fence), every sentence comes back once, in order, inside the budget.
func TestRandomFailuresNeverLoseASentence(t *testing.T) {
	draft := longDraft(t)
	budget := 800 * time.Millisecond
	for seed := range uint64(8) {
		t.Run(string(rune('a'+seed)), func(t *testing.T) {
			rng := rand.New(rand.NewPCG(seed, 17))
			var mu sync.Mutex
			srv := &scripted.Server{Mark: mark, TokensPerSecond: 2000, Script: func(scripted.Call) scripted.Script {
				mu.Lock()
				defer mu.Unlock()
				return []scripted.Script{{}, {}, {Status: 500}, {Status: 429}, {Stall: true}, {Refuse: true}, {Fence: true}}[rng.IntN(7)]
			}}
			srv.TTFT = time.Duration(rng.IntN(300)) * time.Millisecond
			_, took := newModelRun(t, srv, engine.WithBudget(budget)).rewrite(t, draft)
			if took > budget+time.Second {
				t.Errorf("answered after %v, budget %v", took, budget)
			}
		})
	}
}

func must(byModel []bool, _ time.Duration) []bool { return byModel }

// A stream that ends before the model finished, with no finish reason (a proxy's timeout, a
// server that died), keeps the sentences that arrived whole; the rest is the offline engine's.
func TestStreamThatJustEndsKeepsItsCompleteSentences(t *testing.T) {
	t.Parallel()
	cut := `{"sentences":[{"i":1,"text":"올해 3분기 매출은 1,200억 원으로 전년 대비 12% 늘었어요.","rule_ids":[1]},` +
		`{"i":2,"text":"신규 고객은 주로 20대였어요.","rule_ids":[1]},{"i":3,"text":"다음 달에는 Open`
	for name, sc := range map[string]scripted.Script{
		"no finish reason, no [DONE]": {Answer: cut, NoFinish: true, NoDone: true},
		"the connection closed":       {Answer: cut, Hangup: true},
	} {
		t.Run(name, func(t *testing.T) {
			srv := realSpeed()
			srv.Script = func(scripted.Call) scripted.Script { return sc }
			run := newModelRun(t, srv)
			out, by, err := run.chain.Rewrite(context.Background(), engine.RewriteRequest{Sentences: draft, Rules: rules}, nil)
			if err != nil {
				t.Fatal(err)
			}
			if by != "model-x+local" || len(out.Sentences) != 3 || out.Sentences[1].Text != "신규 고객은 주로 20대였어요." {
				t.Errorf("by %q: %+v; want the model's two whole sentences, then the offline engine's", by, out)
			}
		})
	}
}

// A model under a JSON grammar (vLLM's guided decoding, llama.cpp's) may go on writing blanks
// after the object closed, until max_tokens or the deadline: the call ends with the object.
func TestBlanksAfterTheAnswerEndTheCall(t *testing.T) {
	t.Parallel()
	srv := realSpeed()
	srv.Script = func(scripted.Call) scripted.Script {
		return scripted.Script{Answer: extractJSON + strings.Repeat("\n", 3000)}
	}
	run := newModelRun(t, srv)
	start := time.Now()
	_, by, err := run.chain.Extract(context.Background(), voiceText, nil)
	if took := time.Since(start); err != nil || by != "model-x" || took > 10*time.Second {
		t.Fatalf("by %q after %v, err %v; want the model's answer as soon as its object closed (about 6 s)", by, took, err)
	}
	for end := time.Now().Add(time.Second); srv.Left() == 0 && time.Now().Before(end); {
		time.Sleep(10 * time.Millisecond)
	}
	if srv.Left() != 1 {
		t.Errorf("the model was not told to stop writing blanks")
	}
}
