package speech

import (
	"bufio"
	"os"
	"slices"
	"strings"
	"testing"
)

// TestLevelCases runs the hand-written case file (testdata/levels.tsv) and reports the share
// exact per class. A case is exact when Convert writes what the person wrote, unchanged
// included. The floor is what this package reaches today; raise it as the grammar grows.
func TestLevelCases(t *testing.T) {
	const floor = 0.9
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
	byClass := map[string]*tally{}
	total := tally{}
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		text := sc.Text()
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		cols := strings.Split(text, "\t")
		to, ok := levels[cols[2]]
		if len(cols) != 4 || !ok {
			t.Fatalf("line %d: want class, sentence, level, expected: %q", line, text)
		}
		class, sentence, want := cols[0], cols[1], cols[3]
		got, _ := Convert(sentence, to)
		if byClass[class] == nil {
			byClass[class] = &tally{}
		}
		byClass[class].all++
		total.all++
		if got == want {
			byClass[class].exact++
			total.exact++
		} else {
			t.Logf("%s: %q → %s: %q, a person writes %q", class, sentence, cols[2], got, want)
		}
	}
	for _, class := range slices.Sorted(func(yield func(string) bool) {
		for c := range byClass {
			if !yield(c) {
				return
			}
		}
	}) {
		c := byClass[class]
		t.Logf("%-12s %3d of %3d exact (%.1f%%)", class, c.exact, c.all, 100*float64(c.exact)/float64(c.all))
	}
	share := float64(total.exact) / float64(total.all)
	t.Logf("all: %d of %d exact (%.1f%%)", total.exact, total.all, 100*share)
	if share < floor {
		t.Errorf("%.1f%% exact, below the floor of %.0f%%", 100*share, 100*floor)
	}
}
