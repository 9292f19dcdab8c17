package arrange

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
)

// TestCueCounts counts, over the drafts of one set of caseSets (ARRANGE_CUES names it, as the
// per-set lines do, or a prefix: "set 6"), which cues and classes weigh each sentence that the
// careful reader and the report place differently: expected key points found and missed (every one
// not listed, also where a draft expects more than the three listed), key points listed that were
// not expected, the expected conclusion found and missed, and the
// sentence taken wrongly as the conclusion. It decides nothing; it shows where a set's misses
// fall before a cue is reweighed or a candidate added (TestCueWeightsCrossValidated judges it).
func TestCueCounts(t *testing.T) {
	which := os.Getenv("ARRANGE_CUES")
	if which == "" {
		t.Skip("set ARRANGE_CUES to a set of caseSets (\"set 6\") to count its cues")
	}
	columns := []string{"key hit", "key missed", "key false", "concl hit", "concl missed", "concl wrong"}
	counts := map[string][]int{}
	var order []string
	count := func(col int, names []string) {
		for _, n := range names {
			if counts[n] == nil {
				counts[n], order = make([]int, len(columns)), append(order, n)
			}
			counts[n][col]++
		}
	}
	for _, p := range prepare(readCases(t, "testdata/cases")) {
		if !strings.HasPrefix(caseSet(p.c.name), which) {
			continue
		}
		d := p.weighed()
		// tally counts the i-th sentence's cues in column col and, where what says what befell it
		// (a format of its number), logs them.
		tally := func(col, i int, what string) {
			names := cueNames(&d, i)
			count(col, names)
			if what != "" {
				t.Logf("%s: %s (%s): %s", p.c.name, fmt.Sprintf(what, i+1), strings.Join(names, ", "), d.in[i])
			}
		}
		got := p.c.keyPoints(d.report)
		for i := range d.in {
			switch want, listed := slices.Contains(p.c.key, i+1), slices.Contains(got, i+1); {
			case want && listed:
				tally(0, i, "")
			case want:
				tally(1, i, "key %d missed")
			case listed:
				tally(2, i, "key %d listed")
			}
		}
		picked := d.conclusion + 1
		switch {
		case picked == p.c.conclusion && picked > 0:
			tally(3, d.conclusion, "")
		case picked != p.c.conclusion:
			if p.c.conclusion > 0 {
				tally(4, p.c.conclusion-1, "conclusion %d missed")
			}
			if picked > 0 {
				tally(5, d.conclusion, "conclusion %d taken")
			}
		}
	}
	slices.Sort(order)
	out := fmt.Sprintf("\n%-28s", "cue or class")
	for _, c := range columns {
		out += fmt.Sprintf("%13s", c)
	}
	for _, n := range order {
		out += fmt.Sprintf("\n%-28s", n)
		for _, v := range counts[n] {
			out += fmt.Sprintf("%13d", v)
		}
	}
	t.Log(out)
}

// cueNames are the conclusion cues (c:) and key classes (k:) that match the i-th sentence of d,
// with its weights and what else decides whether it is listed.
func cueNames(d *draft, i int) []string {
	ro := d.roles[i]
	var out []string
	for j, c := range conclusionCues {
		if ro.concluding&(1<<j) != 0 {
			out = append(out, "c: "+c.name)
		}
	}
	for j, c := range keyClasses {
		if ro.classes&(1<<j) != 0 {
			out = append(out, "k: "+c.name)
		}
	}
	if ro.classes == 0 {
		out = append(out, "k: (no class)")
	}
	flags := []struct {
		name string
		on   bool
	}{{"emphasis", ro.emphasis > 0}, {"frame", ro.frame}, {"names", ro.names}, {"minor", ro.minor}, {"action", ro.action},
		{"decision", ro.decision}, {"verdict", ro.verdict}, {"proposes", ro.proposes}, {"heading", ro.heading}, {"phatic", ro.phatic},
		{"figures", ro.figures}, {"is the conclusion", i == d.conclusion}, {"listed as action", d.acted[d.in[i]]}}
	for _, f := range flags {
		if f.on {
			out = append(out, "= "+f.name)
		}
	}
	return append(out, fmt.Sprintf("# key weight %d", ro.key), fmt.Sprintf("# conclusion weight %d", ro.conclusion))
}
