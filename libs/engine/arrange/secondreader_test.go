package arrange

import (
	"flag"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"maltu/libs/gate/contract"
)

var updateAgreement = flag.Bool("update-agreement", false, "rewrite testdata/secondreader.scores from the second reader's reports")

// TestSecondReader scores a second careful reader's reports of drafts of testdata/cases against
// their writers' reports, as TestReportCases scores the engine's: how far two careful readers
// given the same brief (docs/heldout-writer-brief.md) agree on the same text, which bounds what any
// reader can score on unseen text. The second reader read the brief's rules and the drafts' text
// only. Its key points have no rank, so they are scored two ways: all it listed (more than the
// three a report holds, so an upper bound) and any three of them at random (the expected share, a
// lower bound: a reader who ranks does better). The scores are kept in testdata/secondreader.scores, exactly.
func TestSecondReader(t *testing.T) {
	cases := map[string]reportCase{}
	for _, c := range readCases(t, "testdata/cases") {
		cases[c.name] = c
	}
	all, sets := newSetScore(), map[string]setScore{}
	allThree, threes := 0.0, map[string]float64{}
	for _, r := range readCases(t, "testdata/secondreader") {
		c, ok := cases[r.name]
		if !ok || !slices.Equal(r.sentences, c.sentences) {
			t.Errorf("%s: the second reader's text is not the draft's of testdata/cases", r.name)
			continue
		}
		set := caseSet(c.name)
		one := newSetScore()
		one.tally(c, r.asReport())
		all.add(one)
		s, ok := sets[set]
		if !ok {
			s = newSetScore()
		}
		s.add(one)
		sets[set] = s
		three := anyThree(r.key, c.key, min(contract.KeyPointsMax, len(c.key)))
		allThree += three
		threes[set] += three
	}
	var got []string
	line := func(name string, s setScore, three float64) {
		got = append(got, fmt.Sprintf("%s: %s; key points, any three of the reader's: %.1f%%", name, s.summary(), 100*three/float64(s.drafts)))
	}
	names := make([]string, 0, len(sets))
	for set := range sets {
		names = append(names, set)
	}
	slices.Sort(names)
	for _, set := range names {
		line(set, sets[set], threes[set])
	}
	line("all", all, allThree)
	const path = "testdata/secondreader.scores"
	if *updateAgreement {
		if err := os.WriteFile(path, []byte(strings.Join(got, "\n")+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if want := strings.Split(strings.TrimSpace(string(b)), "\n"); !slices.Equal(got, want) {
		t.Errorf("the second reader scores\n%s\nwhere %s holds\n%s\n(go test -run '^TestSecondReader$' -update-agreement after a change of the reports or the scoring)",
			strings.Join(got, "\n"), path, strings.Join(want, "\n"))
	}
	for _, l := range got {
		t.Log(l)
	}
}

// asReport is the report r's annotations make of its draft, in the contract's limits: the
// conclusion's sentence, the key points listed (all of them: TestSecondReader scores three too),
// the figures with their head nouns as context and the first NextActionsMax actions.
func (r reportCase) asReport() contract.Report {
	var rep contract.Report
	if r.conclusion > 0 && r.conclusion <= len(r.sentences) {
		rep.Conclusion = r.sentences[r.conclusion-1]
	}
	for _, k := range r.key {
		if k > 0 && k <= len(r.sentences) {
			rep.KeyPoints = append(rep.KeyPoints, contract.KeyPoint{Evidence: r.sentences[k-1]})
		}
	}
	for _, n := range r.numbers {
		rep.Numbers = append(rep.Numbers, contract.Number{Value: n[0], Context: n[1]})
	}
	for _, a := range r.actions[:min(len(r.actions), contract.NextActionsMax)] {
		if a > 0 && a <= len(r.sentences) {
			rep.NextActions = append(rep.NextActions, contract.NextAction{Evidence: r.sentences[a-1]})
		}
	}
	return rep
}

// anyThree is the expected key-point score (overlap over n) of three of got drawn at random (all of
// them when got has three or fewer) against want: every draw of three counted once.
func anyThree(got, want []int, n int) float64 {
	k := min(len(got), contract.KeyPointsMax)
	sum, draws := 0.0, 0
	var draw func(from int, picked []int)
	draw = func(from int, picked []int) {
		if len(picked) == k {
			sum += overlap(picked, want, n)
			draws++
			return
		}
		for i := from; i < len(got); i++ {
			draw(i+1, append(picked, got[i]))
		}
	}
	draw(0, nil)
	return sum / float64(draws)
}
