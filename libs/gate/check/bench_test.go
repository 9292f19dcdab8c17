package check

import (
	"os"
	"strings"
	"testing"
	"unicode/utf8"

	"maltu/libs/gate/claim"
	"maltu/libs/gate/contract"
	"maltu/libs/gate/sentence"
)

// rewrite imitates an engine's answer: a change of speech level on every sentence, a gained figure
// on every seventh (reverted) and a new list marker on every eleventh (stripped).
func rewrite(sentences []string) []string {
	endings := strings.NewReplacer("했습니다", "했어요", "되었습니다", "됐어요", "입니다", "이에요", "습니다", "어요",
		"드리겠습니다", "드릴게요", "했다", "했어", "보입니다", "보여요")
	out := make([]string, len(sentences))
	for i, s := range sentences {
		out[i] = endings.Replace(s)
		switch {
		case i%7 == 3:
			out[i] += " 약 3% 정도요"
		case i%11 == 5:
			out[i] = "- " + out[i]
		}
	}
	return out
}

// draft10k repeats the sample report to the contract's longest draft, 10,000 characters.
func draft10k(tb testing.TB) string {
	sample, err := os.ReadFile("testdata/draft.txt")
	if err != nil {
		tb.Fatal(err)
	}
	var b strings.Builder
	for utf8.RuneCountInString(b.String()) < contract.DraftMaxChars {
		b.Write(sample)
	}
	return string([]rune(b.String())[:contract.DraftMaxChars])
}

// gateDraft is the whole per-request work of the rewrite gate: split the draft, mark claims, gate each
// sentence against the engine's rewrite, and score the change.
func gateDraft(draft string, rewritten []string) ([]contract.Sentence, *float64) {
	sentences := sentence.Split(draft)
	out := make([]contract.Sentence, len(sentences))
	for i, s := range sentences {
		v := Sentence(s, rewritten[i])
		out[i] = contract.Sentence{Original: s, Rewritten: v.Text, Claim: claim.Is(s), Reverted: v.Reverted, Reason: v.Reason.Message}
	}
	return out, ChangedRatio(out)
}

func TestGateDraft(t *testing.T) {
	draft := draft10k(t)
	rewritten := rewrite(sentence.Split(draft))
	out, ratio := gateDraft(draft, rewritten)
	var reverted, stripped int
	for i, s := range out {
		if s.Reverted {
			reverted++
			if s.Rewritten != s.Original {
				t.Errorf("reverted sentence %d ships %q", i, s.Rewritten)
			}
		}
		if strings.HasPrefix(rewritten[i], "- ") && !s.Reverted && !strings.HasPrefix(s.Rewritten, "- ") {
			stripped++
		}
	}
	if reverted == 0 || stripped == 0 || ratio == nil || *ratio <= 0 || *ratio >= 1 {
		t.Errorf("%d sentences: %d reverted, %d markers stripped, ratio %v", len(out), reverted, stripped, show(ratio))
	}
	t.Logf("%d sentences, %d reverted, %d markers stripped, changed_ratio %v", len(out), reverted, stripped, *ratio)
}

// BenchmarkGateDraft10k: run with -cpu=1; the budget is 5 ms per 10,000-character draft.
func BenchmarkGateDraft10k(b *testing.B) {
	draft := draft10k(b)
	rewritten := rewrite(sentence.Split(draft))
	b.SetBytes(int64(len(draft)))
	for b.Loop() {
		gateDraft(draft, rewritten)
	}
}
