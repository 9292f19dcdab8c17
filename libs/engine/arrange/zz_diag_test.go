package arrange

import (
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"maltu/libs/gate/contract"
	"maltu/libs/gate/figures"
)

// temporary diagnostic: not committed
func TestZZDiag(t *testing.T) {
	from, _ := strconv.Atoi(os.Getenv("DIAG_FROM"))
	to, _ := strconv.Atoi(os.Getenv("DIAG_TO"))
	for _, c := range readCases(t, "testdata/cases") {
		n, _ := strconv.Atoi(strings.SplitN(c.name, "-", 2)[0])
		if n < from || n > to {
			continue
		}
		r := Report(c.sentences)
		for _, g := range r.Numbers {
			if !slices.ContainsFunc(c.numbers, func(w [2]string) bool { return sameValue(g, w[0]) }) {
				t.Logf("NONFIG\t%s\t%s\t%s\t| %s", c.name, withUnit(g), g.Context, sentenceOf(c.sentences, g.Value))
			}
		}
		used := make([]bool, len(r.Numbers))
		for _, w := range c.numbers {
			i := slices.IndexFunc(r.Numbers, func(g contract.Number) bool { return sameValue(g, w[0]) })
			for i >= 0 && used[i] {
				j := slices.IndexFunc(r.Numbers[i+1:], func(g contract.Number) bool { return sameValue(g, w[0]) })
				if j < 0 {
					i = -1
				} else {
					i += 1 + j
				}
			}
			if i >= 0 {
				used[i] = true
			}
			if i < 0 {
				t.Logf("MISS\t%s\t%s=%s\t| %s", c.name, w[0], w[1], sentenceOf(c.sentences, strings.Fields(w[0])[0]))
			}
		}
	}
}

func sentenceOf(ss []string, v string) string {
	for _, s := range ss {
		if strings.Contains(s, v) {
			return s
		}
	}
	return "?"
}

func TestZZOne(t *testing.T) {
	for _, s := range strings.Split(os.Getenv("DIAG_S"), "|") {
		t.Logf("%s => %v", s, brief(numbersIn(s)))
		for _, f := range figures.Scan(s) {
			t.Logf("   gate: %q kind=%v measures=%v", f.Value, f.Kind, f.Measures())
		}
	}
}

func TestZZUnlisted(t *testing.T) {
	for _, c := range readCases(t, "testdata/cases") {
		for _, s := range c.sentences {
			for _, loc := range numberRe.FindAllStringIndex(s, -1) {
				fig := s[loc[0]:loc[1]]
				unit, _ := unitOf(s[loc[1]:], false)
				if !unlistedCounter(unit) {
					continue
				}
				want := slices.ContainsFunc(c.numbers, func(w [2]string) bool {
					return strings.ReplaceAll(w[0], " ", "") == strings.ReplaceAll(fig+unit, " ", "")
				})
				listed := false
				for _, n := range numbersIn(s) {
					if strings.ReplaceAll(withUnit(n), " ", "") == fig+unit {
						listed = true
					}
				}
				t.Logf("UNL\t%s\t%v\t%v\t%s%s\t| %s", c.name[:3], want, listed, fig, unit, s)
			}
		}
	}
}
