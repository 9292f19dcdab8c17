package speech

import (
	"strings"
	"testing"
)

// TestGrammarRows holds each row of the grammar to its example: the form at the row's own level
// is read by that row, and written at every other level as the row says.
func TestGrammarRows(t *testing.T) {
	for _, e := range grammar {
		if e.as == (forms{}) {
			continue // the rows of families, held by the case file
		}
		own := e.as[e.level-1]
		t.Run(e.level.String()+"/"+e.suffix, func(t *testing.T) {
			prev, word, ok := strings.Cut(own, " ")
			if !ok {
				prev, word = "", own
			}
			r, ok := read(word, context{question: e.mood == Question, prev: prev, body: own})
			if e.before == nil {
				if ok {
					t.Fatalf("read(%q) = %s %s, want no reading", own, r.level, r.ending)
				}
				return
			}
			if !ok || r.level != e.level || r.ending != e.label {
				t.Fatalf("read(%q) = %s %s, %v; want %s %s", own, r.level, r.ending, ok, e.level, e.label)
			}
			for _, to := range []Level{Formal, Polite, Plain, Casual} {
				if to == e.level {
					continue
				}
				got, ok := r.pred.form(to)
				if ok && prev != "" {
					got = prev + " " + got
				}
				if want := e.as[to-1]; got != want || ok != (want != "") {
					t.Errorf("%q at %s = %q, %v; want %q", own, to, got, ok, want)
				}
			}
		})
	}
}
