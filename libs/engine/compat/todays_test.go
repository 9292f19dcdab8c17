package compat_test

import (
	"context"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"maltu/libs/engine"
	"maltu/libs/engine/compat"
	"maltu/libs/engine/scripted"
)

// fast is a model served fast (a small model on a large GPU): 100 ms to the first token, then 300
// tokens a second, so that a model that thinks 500 tokens takes seconds, not tens of them.
func fast() *scripted.Server {
	return &scripted.Server{TTFT: 100 * time.Millisecond, TokensPerSecond: 300, Mark: mark}
}

// retries counts the exchanges of every attempt that were followed by another for why.
func (r *modelRun) retries(why string) int {
	r.mu.Lock()
	defer r.mu.Unlock()
	n := 0
	for _, a := range r.attempts {
		for _, x := range a.Exchanges {
			if x.Retry == why {
				n++
			}
		}
	}
	return n
}

// TestTodaysServers: how today's servers and models answer, one behaviour at a time; whatever
// they do, the model writes every sentence of the draft, and only what must be asked again is.
func TestTodaysServers(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name   string
		srv    func() *scripted.Server
		config compat.Config
		check  func(t *testing.T, run *modelRun, calls []scripted.Call)
	}{
		{"thinks 500 tokens in reasoning_content", func() *scripted.Server {
			s := fast()
			s.Think, s.ThinkIn = 500, "reasoning_content"
			return s
		}, compat.Config{Model: "deepseek-r1"}, askedAgainToReason},
		{"thinks 500 tokens in a think block", func() *scripted.Server {
			s := fast()
			s.Think = 500
			return s
		}, compat.Config{Model: "qwen3-8b"}, askedAgainToReason},
		{"thinks 500 tokens in reasoning, as Ollama sends it", func() *scripted.Server {
			s := fast()
			s.Think, s.ThinkIn = 500, "reasoning"
			return s
		}, compat.Config{Model: "qwen3:8b"}, askedAgainToReason},
		{"gpt-5-mini, thinking 500 tokens it keeps to itself", func() *scripted.Server {
			s := fast()
			s.Think, s.ThinkIn = 500, "hidden"
			s.Refuses = []string{"max_tokens", "temperature"}
			return s
		}, compat.Config{Model: "gpt-5-mini"}, askedAgainToReason},
		{"asked not to think", func() *scripted.Server {
			s := fast()
			s.Think, s.ThinkIn = 500, "reasoning_content"
			return s
		}, compat.Config{Model: "qwen3-8b", NoThinking: true}, func(t *testing.T, run *modelRun, calls []scripted.Call) {
			for _, c := range calls {
				if !c.NoThinking {
					t.Errorf("call %d did not ask the model not to think", c.Seq)
				}
			}
			if n := run.retries("reasoning"); n != 0 {
				t.Errorf("%d calls asked again to reason; the model was asked not to", n)
			}
		}},
		{"asked not to think, by a server that knows none of the ways", func() *scripted.Server {
			s := fast()
			s.Refuses = []string{"chat_template_kwargs", "reasoning_effort", "think"}
			return s
		}, compat.Config{Model: "gpt-4o-mini", NoThinking: true}, func(t *testing.T, run *modelRun, calls []scripted.Call) {
			// OpenAI names no param for a field it does not know: tried once without them, and
			// learnt once the server answers.
			asked := 0
			for _, c := range calls {
				if c.NoThinking {
					asked++
				}
			}
			if asked == 0 || asked > chunksOfDraft || run.retries("param") != asked {
				t.Errorf("%d calls asked not to think, %d tried again without; want each chunk's first at most, then none", asked, run.retries("param"))
			}
		}},
		{"gpt-5-mini where the server refuses max_tokens and temperature", func() *scripted.Server {
			s := fast()
			s.Refuses = []string{"max_tokens", "temperature"}
			return s
		}, compat.Config{Model: "gpt-5-mini"}, func(t *testing.T, run *modelRun, calls []scripted.Call) {
			// The client library's own rule for these models: never asked otherwise.
			for _, c := range calls {
				if c.Field != "max_completion_tokens" || c.Temperature {
					t.Errorf("call %d: cap in %q, temperature sent %v", c.Seq, c.Field, c.Temperature)
				}
			}
		}},
		{"the same model behind a proxy, under another name", func() *scripted.Server {
			s := fast()
			s.Refuses = []string{"max_tokens", "temperature"}
			return s
		}, compat.Config{Model: "openai/gpt-5-mini"}, func(t *testing.T, run *modelRun, calls []scripted.Call) {
			if n := run.retries("param"); n == 0 {
				t.Error("no parameter was left out after a refusal")
			}
		}},
		{"two 429s, then an answer", func() *scripted.Server {
			s := fast()
			s.Script = func(c scripted.Call) scripted.Script {
				if c.Seq <= 2*chunksOfDraft {
					return scripted.Script{Status: 429, RetryAfter: 1}
				}
				return scripted.Script{}
			}
			return s
		}, compat.Config{Model: "m"}, func(t *testing.T, run *modelRun, calls []scripted.Call) {
			if n := run.retries("rate_limit"); n < 2 {
				t.Errorf("%d 429s waited out, want every chunk's two", n)
			}
		}},
		{"a JSON body to a streamed request", func() *scripted.Server {
			s := fast()
			s.NoStream = true
			return s
		}, compat.Config{Model: "m"}, func(t *testing.T, run *modelRun, calls []scripted.Call) {
			seen := map[string]bool{}
			for _, c := range calls {
				key := strings.Join(c.Sentences, "|")
				if seen[key] {
					t.Errorf("call %d asked again for a chunk whose answer came in one body", c.Seq)
				}
				seen[key] = true
			}
		}},
		{"a sentence skipped", func() *scripted.Server {
			s := fast()
			s.Script = func(c scripted.Call) scripted.Script {
				if len(c.Sentences) > 1 {
					return scripted.Script{Skip: []int{2}}
				}
				return scripted.Script{}
			}
			return s
		}, compat.Config{Model: "m"}, func(t *testing.T, run *modelRun, calls []scripted.Call) {
			alone := 0
			for _, c := range calls {
				if len(c.Sentences) == 1 {
					alone++
				}
			}
			if alone != chunksOfDraft {
				t.Errorf("%d calls asked for one sentence; want each chunk's skipped one, alone", alone)
			}
		}},
	}
	draft := longDraft(t)
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			srv := tc.srv()
			run := newRun(t, srv, tc.config)
			byModel, took := run.rewrite(t, draft)
			if n := count(byModel); n != len(draft) {
				t.Errorf("the model wrote %d of %d sentences in %v", n, len(draft), took)
			}
			tc.check(t, run, rewriteCalls(srv))
		})
	}
}

// chunksOfDraft is how many chunks longDraft is cut into at the default request concurrency.
const chunksOfDraft = 6

// askedAgainToReason checks that chunks cut inside the model's reasoning were asked again, and
// that the engine learnt it: a second draft is not cut so.
func askedAgainToReason(t *testing.T, run *modelRun, calls []scripted.Call) {
	t.Helper()
	if n := run.retries("reasoning"); n == 0 {
		t.Fatal("no call was asked again with room to reason")
	}
	before := run.retries("reasoning")
	draft := longDraft(t)
	byModel, took := run.rewrite(t, draft[:2])
	if n := count(byModel); n != 2 || run.retries("reasoning") != before {
		t.Errorf("second draft: the model wrote %d of 2 in %v, %d more asked again to reason", n, took, run.retries("reasoning")-before)
	}
}

// A prompt a server refuses for its content costs that call only: the engine keeps its JSON mode,
// whether the refusal says why (OpenAI's and Azure's content filter) or names nothing (it is then
// tried once without the format, refused again, and nothing is learnt).
func TestContentRefusalLeavesJSONMode(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name   string
		script scripted.Script
		class  string
		code   string
	}{
		{"content filter", scripted.Script{ContentFilter: true}, "refused", "content_filter"},
		{"a 400 that names nothing", scripted.Script{Status: 400}, "upstream", ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			srv := fast()
			srv.Script = func(c scripted.Call) scripted.Script {
				if slices.Contains(c.Sentences, draft[1]) {
					return tc.script
				}
				return scripted.Script{}
			}
			run := newModelRun(t, srv)
			out, by, err := run.chain.Rewrite(context.Background(), engine.RewriteRequest{Sentences: draft, Rules: rules}, nil)
			if err != nil || len(out.Sentences) != len(draft) || by != "local" {
				t.Fatalf("by %q: %+v, %v; want the offline engine's", by, out, err)
			}
			first := run.attempts[0]
			if first.Class != tc.class || first.Exchanges[0].Status != 400 || first.Exchanges[0].Code != tc.code {
				t.Errorf("first attempt %+v; want %s, status 400, code %q", first, tc.class, tc.code)
			}
			before := len(srv.Calls())
			run.rewrite(t, longDraft(t)[:3])
			for _, c := range srv.Calls()[before:] {
				if c.Format != "json_schema" {
					t.Errorf("call %d after the refusal asked for %q; want json_schema still", c.Seq, c.Format)
				}
			}
		})
	}
}

// ENGINE_<NAME>_MAX_TOKENS is what each answer may take, above a rewrite chunk's twice its
// estimate as well as below it; unset, extraction is left to the server's limit.
func TestMaxTokensIsWhatEachAnswerMayTake(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name      string
		maxTokens int
		rewrite   func(sent []string) int
		extract   int
	}{
		{"unset", 0, func(sent []string) int { return 2*engine.OutputTokens(sent) + 64 }, 0},
		{"raised", 4000, func([]string) int { return 4000 }, 4000},
		{"lowered", 120, func([]string) int { return 120 }, 120},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			srv := &scripted.Server{Mark: mark}
			e, err := compat.New(compat.Config{Name: "m", BaseURL: httptestURL(t, srv), Model: "m", MaxTokens: tc.maxTokens})
			if err != nil {
				t.Fatal(err)
			}
			_, _ = e.Rewrite(context.Background(), engine.RewriteRequest{Sentences: draft, Rules: rules})
			_, _ = e.Extract(context.Background(), voiceText)
			calls := srv.Calls()
			if len(calls) != 2 || calls[0].MaxTokens != tc.rewrite(draft) || calls[1].MaxTokens != tc.extract {
				t.Errorf("calls %+v; want max_tokens %d for the rewrite, %d for the extraction", calls, tc.rewrite(draft), tc.extract)
			}
		})
	}
}

func httptestURL(t *testing.T, srv *scripted.Server) string {
	ts := httptest.NewServer(srv.Handler())
	t.Cleanup(ts.Close)
	return ts.URL + "/v1"
}

// A model that skips one sentence whenever it is asked for it costs the writer that sentence
// only: the others of its chunk are the model's, and the one skipped the offline engine's.
func TestASkippedSentenceCostsOnlyItself(t *testing.T) {
	t.Parallel()
	d := longDraft(t)
	skipped := d[7]
	srv := fast()
	srv.Script = func(c scripted.Call) scripted.Script {
		if i := slices.Index(c.Sentences, skipped); i >= 0 {
			return scripted.Script{Skip: []int{i + 1}}
		}
		return scripted.Script{}
	}
	byModel, _ := newModelRun(t, srv).rewrite(t, d)
	for i, model := range byModel {
		if model == (d[i] == skipped) {
			t.Errorf("sentence %d by the model %v; want every one but the skipped one", i+1, model)
		}
	}
}
