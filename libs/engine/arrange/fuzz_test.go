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

// FuzzLastWords checks lastWords, which reads from the end, against strings.Fields.
func FuzzLastWords(f *testing.F) {
	for _, s := range []string{"", " ", "한 마디", "효과가 있었다는 것이 판단이다.", " a\u00a0b\u3000c \xe3\xc2\xa0d\xf0\xe2\x80\x80 ", "\xff \x80"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		words := strings.Fields(s)
		n := len(words)
		want := [2]string{}
		for k := range min(n, 2) {
			want[k] = words[n-1-k]
		}
		if before, last, m := lastWords(s); before != want[1] || last != want[0] || m != min(n, 3) {
			t.Errorf("lastWords(%q) = %q, %q, %d; want %q, %q, %d", s, before, last, m, want[1], want[0], min(n, 3))
		}
	})
}
