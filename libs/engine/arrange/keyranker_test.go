package arrange

import (
	"bytes"
	"flag"
	"fmt"
	"go/format"
	"math"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"maltu/libs/gate/contract"
)

// The key ranker (keyranker.go) is fitted here: a candidate is a sentence keyPoints' passes may list
// (handsCandidates) and scores the sum of its features' weights; the weights are the logistic fit of
// whether the writer listed it, mean over candidates, L2 and steps as ranker_test.go's (fixed before
// any set was scored), from zero. TestKeyRankerHeldOut leaves each of sets 10-25 out in turn and
// scores it beside the hand's key points; TestKeyWeightsAreTheFit checks keyweights.go against the
// fit on every draft. Round 30b's other variants (every sentence a candidate, without the hand's
// pick, the softmax) are in docs/report-cases.md.

// keyDraft is a draft as the key ranker reads it: its candidates (once each), their features and
// whether each is expected, the hand's key points as scored.
type keyDraft struct {
	c     reportCase
	set   string
	cands []int // the candidates' places in the draft, from 1
	x     [][]feat
	right []bool
	hand  float64 // the hand's key points scored as TestReportCases scores them
}

// keyDrafts reads every draft's candidates under fs as rankKeyPoints does: after the hand's passes,
// before the ranker.
func keyDrafts(all []prepared, fs []keyFeature) []keyDraft {
	at := slices.IndexFunc(steps, func(s step) bool { return s.name == "ranked key points" })
	out := make([]keyDraft, len(all))
	for k, p := range all {
		d := p.weighedTo(at)
		c := newKeyCands(&d)
		r := keyDraft{c: p.c, set: caseSet(p.c.name), hand: p.c.keyScore(d.report)}
		_, cands := keyCandidates(&d)
		for _, i := range cands {
			c.i = i
			v := featuresOf(fs, c)
			r.cands, r.x = append(r.cands, i+1), append(r.x, v)
			r.right = append(r.right, slices.Contains(p.c.key, i+1))
		}
		out[k] = r
	}
	return out
}

// score is the ranker's key points under w (the three best candidates), scored as TestReportCases
// scores them.
func (r keyDraft) score(w []float64) float64 {
	var top []int
	for _, i := range byScore(rankDraft{x: r.x}.scores(w)) {
		top = append(top, r.cands[i])
	}
	return overlap(top[:min(len(top), contract.KeyPointsMax)], r.c.key, min(contract.KeyPointsMax, len(r.c.key)))
}

// keyFitLogistic fits w by the logistic loss of each candidate on its own, mean over candidates,
// plus rankLambda/2 the squared weights, by rankSteps steps of rankRate from zero.
func keyFitLogistic(train []keyDraft, nf int) []float64 {
	w, grad := make([]float64, nf), make([]float64, nf)
	n := 0
	for _, r := range train {
		n += len(r.x)
	}
	for range rankSteps {
		for j := range grad {
			grad[j] = rankLambda * w[j]
		}
		for _, r := range train {
			for i, v := range r.x {
				g := 1/(1+math.Exp(-logOdds(v, w))) - b(r.right[i])
				for _, f := range v {
					grad[f.j] += g * f.v / float64(n)
				}
			}
		}
		for j := range w {
			w[j] -= rankRate * grad[j]
		}
	}
	return w
}

// setNumber is the number of a set of caseSets ("set 12 (652-681)" is 12), 0 for the team's own.
func setNumber(set string) int {
	n, _ := strconv.Atoi(strings.Fields(strings.TrimPrefix(set, "set ") + " ")[0])
	if !strings.HasPrefix(set, "set ") {
		return 0
	}
	return n
}

// designSet reports a set of the design material (caseSets' name): the team's own or sets 1-25;
// sets 26 on are the validation sets.
func designSet(set string) bool { return set != "" && setNumber(set) <= 25 }

// leaveOut splits the drafts for set n held out: the design drafts to fit on, the others of set n
// left out, and set n's drafts to score.
func leaveOut[D any](all []D, n int, setOf func(D) string) (train, held []D) {
	for _, d := range all {
		switch set := setOf(d); {
		case setNumber(set) == n:
			held = append(held, d)
		case designSet(set):
			train = append(train, d)
		}
	}
	return train, held
}

// reads reports feature j reading something of one of the candidates x.
func reads(x [][]feat, j int) bool {
	return slices.ContainsFunc(x, func(v []feat) bool { return slices.ContainsFunc(v, func(f feat) bool { return f.j == j }) })
}

// keyHeldOut fits on every design draft but set n's and scores set n, for each of sets 10-25: the
// hand's key points and the ranker's, each summed over the set's drafts.
func keyHeldOut(all []keyDraft, nf int) (hand, learned []float64) {
	for n := 10; n <= 25; n++ {
		train, held := leaveOut(all, n, func(r keyDraft) string { return r.set })
		w := keyFitLogistic(train, nf)
		var h, l float64
		for _, r := range held {
			h, l = h+r.hand, l+r.score(w)
		}
		hand, learned = append(hand, h), append(learned, l)
	}
	return
}

// TestKeyRankerHeldOut leaves each of sets 10-25 out in turn, fits the key ranker on the rest of the
// design drafts and scores the set left out beside the hand's key points: the ranker must beat the
// hand on more sets than it loses and on the sets together (round 30c: 11 won, 3 lost; round 33's
// hand, which concludes more drafts rightly, 8 won, 0 lost, 8 the same). Every feature must read
// something on a design draft. About 6 s of a core.
func TestKeyRankerHeldOut(t *testing.T) {
	if testing.Short() {
		t.Skip("fits 16 rankers")
	}
	fs := keyRanker.fs
	all := keyDrafts(prepare(readCases(t, "testdata/cases")), fs)
	for j, f := range fs {
		if !slices.ContainsFunc(all, func(r keyDraft) bool {
			return designSet(r.set) && reads(r.x, j)
		}) {
			t.Errorf("feature %q reads nothing on any design draft", f.name)
		}
	}
	hand, learned := keyHeldOut(all, len(fs))
	row, wins, losses := "", 0, 0
	var sh, sl float64
	for k := range hand {
		row += fmt.Sprintf(" %d:%.1f/%.1f", k+10, hand[k], learned[k])
		sh, sl = sh+hand[k], sl+learned[k]
		if learned[k] > hand[k]+1e-9 {
			wins++
		} else if learned[k] < hand[k]-1e-9 {
			losses++
		}
	}
	t.Logf("hand/ranker per set held out:%s", row)
	t.Logf("sets 10-25: hand %.1f%%, ranker %.1f%%; beats the hand on %d, loses on %d", 100*sh/480, 100*sl/480, wins, losses)
	if wins <= losses || sl <= sh {
		t.Errorf("the key ranker beats the hand on %d of sets 10-25 held out and loses on %d, %.1f to %.1f drafts", wins, losses, sl, sh)
	}
}

var updateKeyWeights = flag.Bool("update-key-weights", false, "rewrite keyweights.go from the fit on testdata/cases")

// TestKeyWeightsAreTheFit fits the key ranker on the design drafts of testdata/cases (the team's and
// sets 1-25: the fit validated once on sets 26-30, which it leaves out) and checks keyWeights against
// it, feature by feature; go test -run '^TestKeyWeightsAreTheFit$' -update-key-weights writes
// keyweights.go instead. About 3 s of a core.
func TestKeyWeightsAreTheFit(t *testing.T) {
	fs := keyRanker.fs
	all := keyDrafts(prepare(readCases(t, "testdata/cases")), fs)
	w := keyFitLogistic(slices.DeleteFunc(all, func(r keyDraft) bool { return !designSet(r.set) }), len(fs))
	if *updateKeyWeights {
		writeKeyWeights(t, fs, w)
		return
	}
	if len(keyWeights) != len(fs) {
		t.Errorf("keyWeights has %d weights, the ranker %d features", len(keyWeights), len(fs))
	}
	for j, f := range fs {
		if got, ok := keyWeights[f.name]; !ok || math.Abs(got-w[j]) > 1e-3 {
			t.Errorf("%q weighs %.4f in keyweights.go, %.4f by the fit: go test -run '^TestKeyWeightsAreTheFit$' -update-key-weights", f.name, got, w[j])
		}
	}
}

// writeKeyWeights writes keyweights.go: the weights w of fs, by name, in the features' order.
func writeKeyWeights(t *testing.T, fs []keyFeature, w []float64) {
	var src bytes.Buffer
	src.WriteString("// Code generated by go test -run '^TestKeyWeightsAreTheFit$' -update-key-weights; DO NOT EDIT.\n\n")
	src.WriteString("package arrange\n\n")
	src.WriteString("// keyWeights are keyRanker's weights by feature name: the logistic fit (keyFitLogistic) over the\n")
	src.WriteString("// hand's candidates of the design drafts of testdata/cases (the team's and sets 1-25).\n")
	src.WriteString("var keyWeights = map[string]float64{\n")
	for j, f := range fs {
		fmt.Fprintf(&src, "%q: %.4f,\n", f.name, w[j])
	}
	src.WriteString("}\n")
	out, err := format.Source(src.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile("keyweights.go", out, 0o644); err != nil {
		t.Fatal(err)
	}
}

// featuresOf is a candidate's features under fs, the ones that read nothing left out, as the fits
// take them.
func featuresOf[C any](fs []feature[C], c C) []feat {
	var v []feat
	for j, f := range fs {
		if x := f.of(c); x != 0 {
			v = append(v, feat{j, x})
		}
	}
	return v
}
