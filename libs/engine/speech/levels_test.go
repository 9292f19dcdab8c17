package speech

import (
	"bufio"
	"fmt"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"maltu/libs/gate/golden"
)

// TestLevelCases runs the hand-written case file (testdata/levels.tsv): class, sentence, target,
// what a person writes. The target is a level, optionally with the first person the writer uses
// (해요체+저: the rules 해요체로 끝맺기 and 1인칭은 '저' together). It reports the share exact per
// ending class, per pair of levels and per pass of Convert that decided, and fails on any miss not in testdata/levels.misses (and on
// a miss there that is fixed), on any case whose figures or Latin names change, and on any case
// that Convert changes without saying so (or the reverse).
func TestLevelCases(t *testing.T) {
	known := golden.LoadMisses(t, "testdata/levels.misses")
	f, err := os.Open("testdata/levels.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	levels := map[string]Level{}
	for _, l := range []Level{Formal, Polite, Plain, Casual} {
		levels[l.String()] = l
	}
	type tally struct{ exact, all int }
	byClass, byPair, byPass := map[string]*tally{}, map[string]*tally{}, map[string]*tally{}
	count := func(m map[string]*tally, key string, exact bool) {
		if m[key] == nil {
			m[key] = &tally{}
		}
		m[key].all++
		if exact {
			m[key].exact++
		}
	}
	total := tally{}
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		text := sc.Text()
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		cols := strings.Split(text, "\t")
		if len(cols) != 4 {
			t.Fatalf("line %d: want class, sentence, target, expected: %q", line, text)
		}
		class, sentence, target, want := cols[0], cols[1], cols[2], cols[3]
		name, form, _ := strings.Cut(target, "+")
		to, ok := levels[name]
		if !ok {
			t.Fatalf("line %d: no level %q", line, name)
		}
		got, changed, by := convert(sentence, to)
		if changed == (got == sentence) {
			t.Errorf("line %d: Convert(%q) = %q, changed %v", line, sentence, got, changed)
		}
		if form != "" {
			got, _ = Person(got, form)
		}
		if a, b := kept(sentence), kept(got); !slices.Equal(a, b) {
			t.Errorf("line %d: %q → %q changes figures or names: %q → %q", line, sentence, got, a, b)
		}
		exact := got == want
		count(byClass, class, exact)
		count(byPair, Detect(sentence).Level.String()+"→"+name, exact)
		count(byPass, "pass "+by, exact)
		total.all++
		if exact {
			total.exact++
		} else {
			known.Miss(t, missName(target, sentence, got),
				fmt.Sprintf("line %d %s: %q → %s: %q, a person writes %q", line, class, sentence, target, got, want))
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	for _, m := range []map[string]*tally{byClass, byPair, byPass} {
		for _, key := range slices.Sorted(func(yield func(string) bool) {
			for k := range m {
				if !yield(k) {
					return
				}
			}
		}) {
			c := m[key]
			t.Logf("%-14s %3d of %3d exact (%.1f%%)", key, c.exact, c.all, 100*float64(c.exact)/float64(c.all))
		}
	}
	t.Logf("all: %d of %d exact (%.1f%%)", total.exact, total.all, 100*float64(total.exact)/float64(total.all))
	known.Close(t)
}

// missName is a miss of the case file as its known-misses file lists it: the target, the sentence
// and what Convert made of it, so that another wrong answer is a new miss.
func missName(target, sentence, got string) string { return target + "\t" + sentence + "\t" + got }

// figuresAndNames are what a change of speech level must never touch.
var figuresAndNames = regexp.MustCompile(`[0-9][0-9,.%]*|[A-Za-z][A-Za-z0-9-]*`)

func kept(s string) []string { return figuresAndNames.FindAllString(s, -1) }
