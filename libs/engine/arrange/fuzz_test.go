package arrange

import (
	"strings"
	"testing"
)

// FuzzReport arranges arbitrary lines, one sentence a line, and holds the report to the contract
// (checkFaithful): no panic, every quote an input sentence as it stands and every text a part of
// it, the maxima, every sentence in exactly one section in input order, no empty heading. The
// engine is given the lines untrimmed; the contract's input is what is left once they are
// trimmed and the blank ones dropped, as the service sends them.
func FuzzReport(f *testing.F) {
	for _, c := range readCases(f, "testdata/cases") { // the drafts of testdata/cases seed it
		f.Add(strings.Join(c.sentences, "\n"))
	}
	f.Fuzz(func(t *testing.T, text string) {
		lines := strings.Split(text, "\n")
		var in []string
		for _, l := range lines {
			if l = strings.TrimSpace(l); l != "" {
				in = append(in, l)
			}
		}
		checkFaithful(t, in, Report(lines))
	})
}
