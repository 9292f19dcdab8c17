package arrange

import (
	"slices"
	"testing"

	"maltu/libs/gate/contract"
)

// readerPairs are the people who read drafts of testdata/cases without their writer's answers and
// wrote the report they expect (testdata/readers/<name>, the drafts' text unchanged), two to each
// set of drafts: how far careful readers agree with each other bounds what any engine can score
// against one of them. docs/report-cases.md tells who they are.
var readerPairs = []struct {
	drafts string
	names  [2]string
}{
	{"sets 13-14", [2]string{"A", "B"}},
	{"set 17", [2]string{"C", "D"}},
}

// TestReadersAgree scores each reader's report against the writer's as TestReportCases scores the
// engine's, the two readers against each other, and the engine against each reader and against the
// conclusion most of the three take.
func TestReadersAgree(t *testing.T) {
	writer := map[string]reportCase{}
	for _, c := range readCases(t, "testdata/cases") {
		writer[c.name] = c
	}
	for _, pair := range readerPairs {
		t.Run(pair.drafts, func(t *testing.T) { readersAgree(t, writer, pair.names) })
	}
}

// readersAgree logs how the two readers named agree with the writer, each other and the engine.
func readersAgree(t *testing.T, writer map[string]reportCase, names [2]string) {
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
	a, b := names[0], names[1]
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
		agree("engine vs reader "+r, func(n string) (reportCase, bool) { c, ok := read[r][n]; return c, ok }, engine)
	}
	agree("reader "+b+" vs reader "+a, func(n string) (reportCase, bool) { c, ok := read[a][n]; return c, ok }, func(n string) contract.Report { return asReport(read[b][n]) })
	agree("engine vs writer", func(n string) (reportCase, bool) { return writer[n], true }, engine)
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
