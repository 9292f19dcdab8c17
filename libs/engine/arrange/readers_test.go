package arrange

import (
	"slices"
	"testing"

	"maltu/libs/gate/contract"
)

// readerSets are the people who read drafts of testdata/cases without their writer's answers and
// wrote the report they expect (testdata/readers/<name>, the drafts' text unchanged), one or two to
// each set of drafts: how far careful readers agree with the writer and each other bounds what any
// engine can score against one of them. docs/report-cases.md tells who they are.
var readerSets = []struct {
	drafts string
	names  []string
}{
	{"sets 13-14", []string{"A", "B"}},
	{"set 17", []string{"C", "D"}},
	{"set 35", []string{"E"}},
	{"set 36", []string{"F"}},
	{"set 37", []string{"G"}},
	{"set 38", []string{"H"}},
	{"set 39", []string{"I"}},
	{"set 42", []string{"J"}},
}

// TestReadersAgree scores each reader's report against the writer's as TestReportCases scores the
// engine's, the two readers against each other, and the engine against each reader and against the
// conclusion most of the three take.
func TestReadersAgree(t *testing.T) {
	writer := map[string]reportCase{}
	for _, c := range readCases(t, "testdata/cases") {
		writer[c.name] = c
	}
	for _, set := range readerSets {
		t.Run(set.drafts, func(t *testing.T) { readersAgree(t, writer, set.names) })
	}
}

// readersAgree logs how the readers named (one or two) agree with the writer, each other and the
// engine.
func readersAgree(t *testing.T, writer map[string]reportCase, names []string) {
	read := map[string]map[string]reportCase{}
	for _, name := range names {
		read[name] = map[string]reportCase{}
		for _, c := range readCases(t, "testdata/readers/"+name) {
			w, ok := writer[c.name]
			if !ok || !slices.Equal(c.sentences, w.sentences) {
				t.Errorf("reader %s: %s is not a draft of testdata/cases as written", name, c.name)
				continue
			}
			read[name][c.name] = c
		}
	}
	a := names[0]
	score := func(want func(name string) (reportCase, bool), got func(name string) contract.Report) setScore {
		s := newSetScore()
		for name := range read[a] {
			if w, ok := want(name); ok {
				s.tally(w, got(name))
			}
		}
		return s
	}
	agree := func(label string, want func(name string) (reportCase, bool), got func(name string) contract.Report) {
		t.Logf("%-22s %s", label+":", score(want, got).summary())
	}
	engine := func(name string) contract.Report { return Report(writer[name].sentences) }
	for _, r := range names {
		agree("reader "+r+" vs writer", func(n string) (reportCase, bool) { return writer[n], true }, func(n string) contract.Report { return asReport(read[r][n]) })
		t.Logf("%-22s key points %.1f%% for any three of the reader's (a report holds three; the reader ranks none)", "reader "+r+" vs writer:", 100*anyThreeKeys(writer, read[r]))
		agree("engine vs reader "+r, func(n string) (reportCase, bool) { c, ok := read[r][n]; return c, ok }, engine)
	}
	agree("engine vs writer", func(n string) (reportCase, bool) { return writer[n], true }, engine)
	if len(names) < 2 {
		return
	}
	b := names[1]
	agree("reader "+b+" vs reader "+a, func(n string) (reportCase, bool) { c, ok := read[a][n]; return c, ok }, func(n string) contract.Report { return asReport(read[b][n]) })
	// the conclusion two of the three readers take, where two do
	majority := func(n string) (reportCase, bool) {
		c := writer[n]
		w, x, y := c.conclusion, read[a][n].conclusion, read[b][n].conclusion
		switch {
		case w == x || w == y:
		case x == y:
			c.conclusion = x
		default:
			return c, false
		}
		return c, true
	}
	s := score(majority, engine)
	t.Logf("engine vs majority:    conclusion %s of the drafts where two readers of three take the same", share(int(s.parts["conclusion"]), s.drafts))
}

// anyThreeKeys is a reader's mean key-point score against the writer's (keyScore) with three of the
// reader's key points drawn at random (all, when it lists three or fewer): every draw counted once.
// A reader lists every line that deserves a point, more than a report's three, so scoring all of
// them is generous; this is the share a reader who could not rank them would get.
func anyThreeKeys(writer, reader map[string]reportCase) float64 {
	total := 0.0
	for name, r := range reader {
		w := writer[name]
		n, k := min(contract.KeyPointsMax, len(w.key)), min(len(r.key), contract.KeyPointsMax)
		sum, draws := 0.0, 0
		var draw func(from int, picked []int)
		draw = func(from int, picked []int) {
			if len(picked) == k {
				sum, draws = sum+overlap(picked, w.key, n), draws+1
				return
			}
			for i := from; i < len(r.key); i++ {
				draw(i+1, append(picked, r.key[i]))
			}
		}
		draw(0, nil)
		total += sum / float64(draws)
	}
	return total / float64(max(len(reader), 1))
}

// asReport is the report a reader's answers make, as the engine would give it: the conclusion's
// sentence, every key point and next action the reader lists, and each figure with the reader's
// noun as its context.
func asReport(c reportCase) contract.Report {
	at := func(i int) string {
		if i < 1 || i > len(c.sentences) {
			return ""
		}
		return c.sentences[i-1]
	}
	r := contract.Report{Conclusion: at(c.conclusion)}
	for _, k := range c.key {
		r.KeyPoints = append(r.KeyPoints, contract.KeyPoint{Evidence: at(k)})
	}
	for _, a := range c.actions {
		r.NextActions = append(r.NextActions, contract.NextAction{Evidence: at(a)})
	}
	for _, n := range c.numbers {
		r.Numbers = append(r.Numbers, contract.Number{Value: n[0], Context: n[1]})
	}
	return r
}
