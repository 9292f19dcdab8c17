package engine_test

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"maltu/libs/engine"
	"maltu/libs/gate/contract"
)

// fake is an engine whose rewrite answer and behaviour a test sets.
type fake struct {
	name    string
	rewrite func(ctx context.Context, req engine.RewriteRequest) (engine.Rewrite, error)
}

func (f fake) Name() string { return f.name }
func (f fake) Extract(context.Context, string) (contract.Extraction, error) {
	return contract.Extraction{}, nil
}
func (f fake) Rewrite(ctx context.Context, req engine.RewriteRequest) (engine.Rewrite, error) {
	return f.rewrite(ctx, req)
}
func (f fake) Report(context.Context, []string) (contract.Report, error) {
	return contract.Report{}, nil
}

func echo(_ context.Context, req engine.RewriteRequest) (engine.Rewrite, error) {
	out := engine.Rewrite{}
	for _, s := range req.Sentences {
		out.Sentences = append(out.Sentences, engine.Rewritten{Text: s, RuleIDs: []int{1, 1, 99, 2}})
	}
	return out, nil
}

var quiet = engine.WithLogger(slog.New(slog.DiscardHandler))

var req = engine.RewriteRequest{
	Sentences: []string{"보고서를 내일까지 제출하겠습니다.", "검토 부탁드립니다."},
	Rules:     []contract.NumberedRule{{ID: 1, Rule: "해요체로 끝맺기"}, {ID: 2, Rule: "문장은 짧게 끊기"}},
}

func TestChainOutcomes(t *testing.T) {
	cases := []struct {
		name     string
		engines  []engine.Link
		ctx      func() (context.Context, context.CancelFunc)
		answered string
		is       []error
		isNot    []error
	}{
		{name: "none configured", is: []error{engine.ErrNoEngine}, isNot: []error{engine.ErrAllFailed}},
		{
			name: "an engine that ignores its deadline is left behind",
			engines: []engine.Link{
				{Engine: fake{"stuck", func(context.Context, engine.RewriteRequest) (engine.Rewrite, error) {
					time.Sleep(2 * time.Second)
					return engine.Rewrite{}, nil
				}}, Timeout: 50 * time.Millisecond},
				{Engine: fake{"local", echo}},
			},
			answered: "local",
		},
		{
			name: "a panic is a failure, not a crash",
			engines: []engine.Link{
				{Engine: fake{"broken", func(context.Context, engine.RewriteRequest) (engine.Rewrite, error) { panic("index out of range") }}},
				{Engine: fake{"local", echo}},
			},
			answered: "local",
		},
		{
			name: "too many sentences is the wrong shape",
			engines: []engine.Link{{Engine: fake{"chatty", func(ctx context.Context, r engine.RewriteRequest) (engine.Rewrite, error) {
				out, _ := echo(ctx, r)
				out.Sentences = append(out.Sentences, engine.Rewritten{Text: "덧붙인 문장."})
				return out, nil
			}}}},
			is: []error{engine.ErrAllFailed, engine.ErrBadShape},
		},
		{
			name: "truncated with nothing left",
			engines: []engine.Link{{Engine: fake{"cut", func(context.Context, engine.RewriteRequest) (engine.Rewrite, error) {
				return engine.Rewrite{Truncated: true}, nil
			}}}},
			is: []error{engine.ErrAllFailed, engine.ErrTruncated}, isNot: []error{engine.ErrUpstreamLimit},
		},
		{
			name: "the caller gave up",
			engines: []engine.Link{{Engine: fake{"slow", func(ctx context.Context, _ engine.RewriteRequest) (engine.Rewrite, error) {
				<-ctx.Done()
				return engine.Rewrite{}, ctx.Err()
			}}}, {Engine: fake{"local", echo}}},
			// The client left (a cancel, not a deadline: a deadline keeps some time back for local).
			ctx: func() (context.Context, context.CancelFunc) {
				ctx, cancel := context.WithCancel(context.Background())
				time.AfterFunc(30*time.Millisecond, cancel)
				return ctx, cancel
			},
			is: []error{engine.ErrAllFailed, context.Canceled}, isNot: []error{engine.ErrTimeout},
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			ctx, cancel := context.WithCancel(context.Background())
			if tc.ctx != nil {
				ctx, cancel = tc.ctx()
			}
			defer cancel()
			out, name, err := engine.NewChain(tc.engines, quiet).Rewrite(ctx, req, nil)
			if name != tc.answered {
				t.Errorf("answered by %q, want %q (err %v)", name, tc.answered, err)
			}
			if tc.answered != "" {
				if err != nil || len(out.Sentences) != 2 {
					t.Fatalf("err %v, out %+v", err, out)
				}
				if ids := out.Sentences[0].RuleIDs; len(ids) != 2 || ids[0] != 1 || ids[1] != 2 {
					t.Errorf("rule ids %v, want [1 2]: unsent ids and repeats dropped", ids)
				}
			}
			for _, want := range tc.is {
				if !errors.Is(err, want) {
					t.Errorf("err %v is not %v", err, want)
				}
			}
			for _, not := range tc.isNot {
				if errors.Is(err, not) {
					t.Errorf("err %v is %v", err, not)
				}
			}
		})
	}
}

func TestTruncatedCountIsChecked(t *testing.T) {
	two := fake{"two", func(ctx context.Context, r engine.RewriteRequest) (engine.Rewrite, error) {
		out, _ := echo(ctx, r)
		out.Truncated = true
		return out, nil
	}}
	out, _, err := engine.NewChain([]engine.Link{{Engine: two}}, quiet).Rewrite(context.Background(), req, nil)
	if err != nil || out.Truncated {
		t.Errorf("every sentence came back, so nothing was lost: truncated=%v err=%v", out.Truncated, err)
	}
}

func TestEmptyListsAreNotNull(t *testing.T) {
	c := engine.NewChain([]engine.Link{{Engine: fake{"local", echo}}}, quiet)
	x, _, err := c.Extract(context.Background(), "글", nil)
	if err != nil || x.Observations == nil || x.Rules == nil || x.Avoids == nil {
		t.Errorf("extraction %+v, err %v", x, err)
	}
	r, _, err := c.Report(context.Background(), []string{"문장."}, nil)
	if err != nil || r.KeyPoints == nil || r.Sections == nil || r.Numbers == nil || r.NextActions == nil {
		t.Errorf("report %+v, err %v", r, err)
	}
}

// limited is a model over its upstream limit.
type limited struct{ fake }

func (limited) Extract(context.Context, string) (contract.Extraction, error) {
	return contract.Extraction{}, engine.ErrUpstreamLimit
}

func TestFailedErrorSaysWhoFailedHow(t *testing.T) {
	var seen []string
	c := engine.NewChain([]engine.Link{{Engine: limited{fake{name: "openai"}}}, {Engine: fake{"local", echo}}}, quiet,
		engine.WithObserver(func(a engine.Attempt) { seen = append(seen, a.Engine+":"+a.Class) }))
	_, _, err := c.Extract(context.Background(), "글", func(contract.Extraction) error { return errors.New("gate") })
	var failed *engine.FailedError
	if !errors.As(err, &failed) || len(failed.Attempts) != 2 {
		t.Fatalf("err %v", err)
	}
	if got := err.Error(); got != "engine: extract: every engine failed (openai: limited, local: rejected)" {
		t.Errorf("message %q", got)
	}
	if strings.Join(seen, " ") != "openai:limited local:rejected" {
		t.Errorf("observed %v", seen)
	}
	if !errors.Is(err, engine.ErrUpstreamLimit) || !errors.Is(err, engine.ErrRejected) {
		t.Errorf("causes missing from %v", err)
	}
}

// stuck is a model that ignores its deadline and hands back only after hold: a call cut off at
// its deadline then takes grace to come back, longer than the reserve of a short budget.
type stuck struct{ hold time.Duration }

func (s stuck) Name() string { return "stuck" }
func (s stuck) Extract(context.Context, string) (contract.Extraction, error) {
	time.Sleep(s.hold)
	return contract.Extraction{}, errors.New("too late")
}
func (s stuck) Rewrite(context.Context, engine.RewriteRequest) (engine.Rewrite, error) {
	time.Sleep(s.hold)
	return engine.Rewrite{}, errors.New("too late")
}
func (s stuck) Report(context.Context, []string) (contract.Report, error) {
	time.Sleep(s.hold)
	return contract.Report{}, errors.New("too late")
}

// reporter answers a report at once, as the offline engine does.
type reporter struct{ fake }

func (reporter) Report(context.Context, []string) (contract.Report, error) {
	return contract.Report{Conclusion: "검토 부탁드립니다."}, nil
}

func TestTheOfflineEngineAnswersAfterASpentBudget(t *testing.T) {
	links := []engine.Link{
		{Engine: stuck{hold: 2 * time.Second}, Timeout: 20 * time.Second, Chunked: true},
		{Engine: reporter{fake{"local", echo}}},
	}
	chain := engine.NewChain(links, quiet, engine.WithBudget(400*time.Millisecond))
	t.Run("rewrite", func(t *testing.T) {
		out, name, err := chain.Rewrite(context.Background(), req, nil)
		if err != nil || name != "local" || len(out.Sentences) != len(req.Sentences) || out.Truncated {
			t.Fatalf("answered by %q, %d sentences, truncated %v, err %v; want every sentence from local", name, len(out.Sentences), out.Truncated, err)
		}
	})
	t.Run("report", func(t *testing.T) {
		_, name, err := chain.Report(context.Background(), req.Sentences, nil)
		if err != nil || name != "local" {
			t.Fatalf("answered by %q, err %v; want local", name, err)
		}
	})
	t.Run("not for a writer who left", func(t *testing.T) {
		ctx, cancel := context.WithCancel(context.Background())
		time.AfterFunc(50*time.Millisecond, cancel)
		if _, _, err := chain.Rewrite(ctx, req, nil); !errors.Is(err, context.Canceled) {
			t.Fatalf("err %v, want the caller's cancel", err)
		}
	})
}

// A model that skips sentences is asked again for those alone, as for the rest of an answer cut
// short; a sentence it skips every time is the next engine's, and only that one.
func TestSkippedSentencesAreAskedForAgain(t *testing.T) {
	sentences := []string{"첫째 문장입니다.", "둘째 문장입니다.", "셋째 문장입니다.", "넷째 문장입니다."}
	cases := []struct {
		name  string
		skip  func(sent []string) []bool // which of the sentences sent the model leaves out
		asked []int                      // how many sentences each model call got
		by    string
	}{
		{"skipped once", func(sent []string) []bool {
			if len(sent) == 4 {
				return []bool{false, true, false, true}
			}
			return make([]bool, len(sent))
		}, []int{4, 2}, "model"},
		{"skipped every time", func(sent []string) []bool {
			out := make([]bool, len(sent))
			for i, s := range sent {
				out[i] = s == "셋째 문장입니다."
			}
			return out
		}, []int{4, 1}, "model+local"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var asked []int
			model := fake{"model", func(_ context.Context, r engine.RewriteRequest) (engine.Rewrite, error) {
				asked = append(asked, len(r.Sentences))
				out := engine.Rewrite{}
				for i, skip := range tc.skip(r.Sentences) {
					out.Sentences = append(out.Sentences, engine.Rewritten{Text: r.Sentences[i] + " †", Missing: skip})
				}
				if len(r.Sentences) == 1 && out.Sentences[0].Missing {
					return engine.Rewrite{}, engine.ErrBadShape // nothing answered
				}
				return out, nil
			}}
			chain := engine.NewChain([]engine.Link{{Engine: model, Chunked: true}, {Engine: fake{"local", echo}}}, quiet, engine.WithRequestConcurrency(1))
			out, by, err := chain.Rewrite(context.Background(), engine.RewriteRequest{Sentences: sentences, Rules: req.Rules}, nil)
			if err != nil || len(out.Sentences) != len(sentences) || out.Truncated || by != tc.by {
				t.Fatalf("by %q: %+v, %v", by, out, err)
			}
			for i, s := range out.Sentences {
				if !strings.HasPrefix(s.Text, sentences[i]) || strings.HasSuffix(s.Text, "†") == (by == "model+local" && i == 2) {
					t.Errorf("sentence %d is %q", i+1, s.Text)
				}
			}
			if fmt.Sprint(asked) != fmt.Sprint(tc.asked) {
				t.Errorf("the model was asked for %v sentences, want %v", asked, tc.asked)
			}
		})
	}
}

// A caller that shows sentences as they come is told of each one once, by its index, as its call
// answers; the draft's start goes out in small chunks that grow, so it comes back first. A caller
// that waits for the whole answer gets even chunks.
func TestReadySentencesComeAsTheirChunksAnswer(t *testing.T) {
	sentences := make([]string, 200) // about 8,000 characters
	for i := range sentences {
		sentences[i] = fmt.Sprintf("%d번째 문장은 초안의 한 부분이며 고객 지원 자동화 이야기를 조금 길게 이어 갑니다.", i+1)
	}
	cases := []struct {
		name  string
		ready bool
		lead  []int // sentences of the first chunks, in draft order
	}{
		{"shown as they come", true, []int{1, 3, 7}},
		{"one answer", false, []int{9, 8, 9}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var mu sync.Mutex
			size := map[string]int{} // a chunk's first sentence -> its length
			model := fake{"model", func(ctx context.Context, r engine.RewriteRequest) (engine.Rewrite, error) {
				mu.Lock()
				size[r.Sentences[0]] = len(r.Sentences)
				mu.Unlock()
				return echo(ctx, r)
			}}
			chain := engine.NewChain([]engine.Link{{Engine: model, Chunked: true}}, quiet)
			seen := make([]int, len(sentences))
			var ready func([]int, []engine.Rewritten)
			if tc.ready {
				ready = func(at []int, got []engine.Rewritten) {
					for k, i := range at {
						seen[i]++
						if got[k].Text != sentences[i] {
							t.Errorf("sentence %d told as %q", i, got[k].Text)
						}
					}
				}
			}
			out, _, err := chain.Rewrite(context.Background(), engine.RewriteRequest{Sentences: sentences, Rules: req.Rules}, ready)
			if err != nil || len(out.Sentences) != len(sentences) {
				t.Fatalf("%d sentences, %v", len(out.Sentences), err)
			}
			for i, n := range seen {
				if tc.ready && n != 1 {
					t.Errorf("sentence %d told %d times", i, n)
				}
			}
			var lead []int
			for at := 0; len(lead) < len(tc.lead); at += size[sentences[at]] {
				lead = append(lead, size[sentences[at]])
			}
			if fmt.Sprint(lead) != fmt.Sprint(tc.lead) {
				t.Errorf("lead chunks of %v sentences, want %v", lead, tc.lead)
			}
		})
	}
}
