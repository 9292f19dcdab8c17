package local

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"maltu/libs/engine"
	"maltu/libs/engine/internal/golden"
	"maltu/libs/gate/check"
	"maltu/libs/gate/contract"
	"maltu/libs/gate/sentence"
)

// TestExtractionPassesTheGate: the local extraction of every sample survives the service's
// evidence gate whole.
func TestExtractionPassesTheGate(t *testing.T) {
	for _, name := range golden.Voices {
		t.Run(name, func(t *testing.T) {
			text := golden.Voice(t, name)
			x, err := New().Extract(context.Background(), text)
			if err != nil {
				t.Fatal(err)
			}
			out, dropped, err := check.Extraction(text, x)
			if err != nil || dropped != 0 {
				t.Fatalf("gate: %v, %d dropped", err, dropped)
			}
			if len(out.Observations) != len(x.Observations) || len(out.Rules) != len(x.Rules) || len(out.Avoids) != len(x.Avoids) {
				t.Errorf("the gate cut items: %d/%d/%d of %d/%d/%d", len(out.Observations), len(out.Rules), len(out.Avoids), len(x.Observations), len(x.Rules), len(x.Avoids))
			}
		})
	}
}

// rulesOf numbers the rules the local extraction found in a voice, as the client does.
func rulesOf(t *testing.T, voice string) []contract.NumberedRule {
	x, err := New().Extract(context.Background(), golden.Voice(t, voice))
	if err != nil {
		t.Fatal(err)
	}
	var out []contract.NumberedRule
	for i, r := range x.Rules {
		out = append(out, contract.NumberedRule{ID: i + 1, Rule: r.Rule, Evidence: r.Evidence})
	}
	return out
}

// TestRewriteRoundTrip takes a stiff 합니다-style draft through the voice extracted from a
// sample and compares with testdata/DRAFT.VOICE.golden. Every sentence must pass the service's
// per-sentence gate (figures and Latin names kept) without being reverted.
func TestRewriteRoundTrip(t *testing.T) {
	cases := []struct{ draft, voice string }{
		{"launch", "blog"}, {"trip", "blog"}, {"launch", "messenger"}, {"trip", "essay"}, {"launch", "review"}, {"trip", "report"},
	}
	for _, tc := range cases {
		t.Run(tc.draft+" in the "+tc.voice+" voice", func(t *testing.T) {
			sentences := sentence.Split(golden.Read(t, filepath.Join("testdata", tc.draft+".txt")))
			rules := rulesOf(t, tc.voice)
			out, err := New().Rewrite(context.Background(), engine.RewriteRequest{Sentences: sentences, Rules: rules})
			if err != nil || len(out.Sentences) != len(sentences) || out.Truncated {
				t.Fatalf("rewrite: %v, %d sentences", err, len(out.Sentences))
			}
			var b strings.Builder
			for _, r := range rules {
				fmt.Fprintf(&b, "# %d %s\n", r.ID, r.Rule)
			}
			changed := 0
			for i, s := range out.Sentences {
				if v := check.Sentence(sentences[i], s.Text); v.Reverted {
					t.Errorf("the gate reverted %q → %q: %s", sentences[i], s.Text, v.Reason)
				}
				if s.Text != sentences[i] {
					changed++
				}
				if (s.Text != sentences[i]) != (len(s.RuleIDs) > 0) {
					t.Errorf("%q: changed %v but rule ids %v", s.Text, s.Text != sentences[i], s.RuleIDs)
				}
				fmt.Fprintf(&b, "- %s\n+ %s %v\n", sentences[i], s.Text, s.RuleIDs)
			}
			if changed == 0 {
				t.Error("nothing changed")
			}
			golden.Check(t, filepath.Join("testdata", tc.draft+"."+tc.voice+".golden"), []byte(b.String()))
		})
	}
}

// TestRulesLeftAlone: rules the engine does not understand are never reported as applied, and
// a draft already in the voice comes back unchanged.
func TestRulesLeftAlone(t *testing.T) {
	rules := []contract.NumberedRule{{ID: 7, Rule: "유머를 살짝 섞기"}, {ID: 9, Rule: "해요체로 끝맺기"}}
	in := []string{"오늘 회의는 3시에 시작해요.", "자료는 미리 읽어 주세요.", "질문이 있으면 편하게 말씀해 주세요!"}
	out, err := New().Rewrite(context.Background(), engine.RewriteRequest{Sentences: in, Rules: rules})
	if err != nil {
		t.Fatal(err)
	}
	for i, s := range out.Sentences {
		if s.Text != in[i] || len(s.RuleIDs) != 0 {
			t.Errorf("%q → %q %v", in[i], s.Text, s.RuleIDs)
		}
	}
}

// TestReportPassesTheGate: the local report of every sample and draft survives the service's
// report verification whole.
func TestReportPassesTheGate(t *testing.T) {
	texts := map[string]string{}
	for _, v := range golden.Voices {
		texts[v] = golden.Voice(t, v)
	}
	for _, d := range []string{"launch", "trip"} {
		texts[d] = golden.Read(t, filepath.Join("testdata", d+".txt"))
	}
	for name, text := range texts {
		t.Run(name, func(t *testing.T) {
			in := sentence.Split(text)
			r, err := New().Report(context.Background(), in)
			if err != nil {
				t.Fatal(err)
			}
			if _, dropped := check.Report(in, r); dropped != 0 {
				t.Errorf("the gate dropped %d items of %+v", dropped, r)
			}
			if len(r.Sections) == 0 {
				t.Error("no sections")
			}
		})
	}
}

func TestCanceled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	e := New()
	if _, err := e.Extract(ctx, "글"); err == nil {
		t.Error("extract ran on a canceled context")
	}
	if _, err := e.Rewrite(ctx, engine.RewriteRequest{Sentences: []string{"문장."}}); err == nil {
		t.Error("rewrite ran on a canceled context")
	}
	if _, err := e.Report(ctx, []string{"문장."}); err == nil {
		t.Error("report ran on a canceled context")
	}
}

var _ engine.Engine = New()
