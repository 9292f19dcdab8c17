package speech

import (
	"bufio"
	"fmt"
	"maps"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"maltu/libs/gate/golden"
)

// TestLevelCases runs the hand-written case file (testdata/levels.tsv): class, sentence, target,
// what a person writes. The target is a level, optionally with the first person the writer uses
// (해요체+저: the rules 해요체로 끝맺기 and 1인칭은 '저' together). It reports the share exact per
// ending class, per pair of levels, per pass of Convert that decided and per set of levelSets and
// target level (issue 30's outside sets apart from the team's own), and fails on any miss not in
// testdata/levels.misses (and on a miss there that is fixed), on any case whose figures or Latin
// names change, and on any case that Convert changes without saying so (or the reverse).
//
// It runs the held-out lines (testdata/heldout.tsv: 반말 → 해요체 and 해요체 → 반말, written before
// they are run, as people speak up to a senior or a stranger and down to a friend) the same way,
// against testdata/heldout.misses, and reports their exact share per direction. No one designing
// the engine reads them or their misses; once scored after a round of fixes they join levels.tsv
// (sets 1-14 of issue 30 are its batches 23, 26, 28-34 and 38-42) and a new set takes their place. The last 16 lines of
// levels.tsv's batch 24, under their own heading, were kept out of round 2's design the same way, the last 16
// of batch 25 out of round 3's, and those of batch 27 out of round 4's.
func TestLevelCases(t *testing.T) {
	t.Run("levels", func(t *testing.T) {
		s := runLevelFile(t, "testdata/levels.tsv", "testdata/levels.misses")
		for _, m := range []tallies{s.byClass, s.byPair, s.byPass} {
			logTallies(t, m, nil)
		}
		for _, set := range levelSets {
			for _, d := range directions {
				if c := s.bySet[set.Name+d.target]; c != nil {
					t.Logf("%-18s %-10s %s", set.Name+":", d.label, c)
				}
			}
		}
		t.Logf("all: %s", s.total)
	})
	t.Run("heldout", func(t *testing.T) {
		s := runLevelFile(t, "testdata/heldout.tsv", "testdata/heldout.misses")
		logTallies(t, s.byTarget, map[string]string{Polite.String(): "반말 → 해요체", Casual.String(): "해요체 → 반말"})
		t.Logf("all: %s", s.total)
	})
}

// levelSets are levels.tsv's batches by who wrote them, scored apart as well as together: issue
// 30's outside sets (written by people who designed nothing, first run unseen, then design material)
// against the team's own, as arrange's caseSets are. A row belongs to the batch whose "# batch N"
// heading is the last above it (0 before batch 1); a change is judged on each outside set, not on
// the sum. Round 6 of issue 30, → 해요체 and → 반말 of 100 each: set 1 88/97 → 92/97, set 2 83/97 →
// 85/97, set 3 83/95 → 88/97, set 4 73/89 → 81/94; own 0-22 948/644 → 947/643 of 981/658, own 24-25
// 109/57 → 111/57 of 124/60, own 27 47/37 of 55/37 before and after. Round 7 (set 5 now design
// material), → 해요체: set 1 92 → 94, set 2 85 → 89, set 3 88 → 90, set 4 81 → 82, set 5 83 → 89;
// own 0-22 947 → 946, own 24-25 111, own 27 47 → 46; → 반말 as before in every set.
var levelSets = []golden.Set{
	{Name: "own 0-22", From: 0, To: 22},
	{Name: "set 1 (batch 23)", From: 23, To: 23},
	{Name: "own 24-25", From: 24, To: 25},
	{Name: "set 2 (batch 26)", From: 26, To: 26},
	{Name: "own 27", From: 27, To: 27},
	{Name: "set 3 (batch 28)", From: 28, To: 28},
	{Name: "set 4 (batch 29)", From: 29, To: 29},
	{Name: "set 5 (batch 30)", From: 30, To: 30},
	{Name: "set 6 (batch 31)", From: 31, To: 31},
	{Name: "set 7 (batch 32)", From: 32, To: 32},
	{Name: "set 8 (batch 33)", From: 33, To: 33},
	{Name: "set 9 (batch 34)", From: 34, To: 34},
	{Name: "set 10 (batch 38)", From: 38, To: 38},
	{Name: "set 11 (batch 39)", From: 39, To: 39},
	{Name: "set 12 (batch 40)", From: 40, To: 40},
	{Name: "set 13 (batch 41)", From: 41, To: 41},
	{Name: "set 14 (batch 42)", From: 42, To: 42},
	{Name: "own 43", From: 43, To: 43},
	{Name: "own 44", From: 44, To: 44},
	{Name: "set 15 (batch 45)", From: 45, To: 45},
	{Name: "set 16 (batch 46)", From: 46, To: 46},
	{Name: "set 17 (batch 47)", From: 47, To: 47},
	{Name: "own 48", From: 48, To: 48},
	{Name: "own 49", From: 49, To: 49},
	{Name: "own 50", From: 50, To: 50},
	{Name: "own 51", From: 51, To: 51},
	{Name: "own 52", From: 52, To: 52},
	{Name: "own 53", From: 53, To: 53},
	{Name: "set 18 (batch 54)", From: 54, To: 54},
	{Name: "own 55", From: 55, To: 55},
	{Name: "own 56", From: 56, To: 56},
	{Name: "own 57", From: 57, To: 57},
	{Name: "own 58", From: 58, To: 58},
	{Name: "own 59", From: 59, To: 59},
	{Name: "own 60", From: 60, To: 60},
	{Name: "own 61", From: 61, To: 61},
	{Name: "set 19 (batch 62)", From: 62, To: 62},
	{Name: "set 20 (batch 63)", From: 63, To: 63},
	{Name: "own 64", From: 64, To: 64},
	{Name: "set 21 (batch 65)", From: 65, To: 65},
	{Name: "set 22 (batch 66)", From: 66, To: 66},
	{Name: "set 23 (batch 67)", From: 67, To: 67},
	{Name: "set 24 (batch 68)", From: 68, To: 68},
	{Name: "set 25 (batch 69)", From: 69, To: 69},
	{Name: "set 26 (batch 70)", From: 70, To: 70},
	{Name: "set 27 (batch 71)", From: 71, To: 71},
	{Name: "set 28 (batch 72)", From: 72, To: 72},
	{Name: "set 29 (batch 73)", From: 73, To: 73},
	{Name: "set 30 (batch 74)", From: 74, To: 74},
	{Name: "set 31 (batch 75)", From: 75, To: 75},
	{Name: "set 32 (batch 76)", From: 76, To: 76},
	{Name: "set 33 (batch 77)", From: 77, To: 77},
	{Name: "set 34 (batch 78)", From: 78, To: 78},
	{Name: "set 35 (batch 79)", From: 79, To: 79},
	{Name: "set 36 (batch 80)", From: 80, To: 80},
	{Name: "set 37 (batch 81)", From: 81, To: 81},
	{Name: "set 38 (batch 82)", From: 82, To: 82},
	{Name: "set 39 (batch 83)", From: 83, To: 83},
	{Name: "set 40 (batch 84)", From: 84, To: 84},
	{Name: "set 41 (batch 85)", From: 85, To: 85},
	{Name: "set 42 (batch 86)", From: 86, To: 86},
	{Name: "set 43 (batch 87)", From: 87, To: 87},
}

// directions are the targets a set's shares are logged for, in order, with their labels.
var directions = []struct{ target, label string }{
	{Polite.String(), "→ 해요체"}, {Casual.String(), "→ 반말"}, {Formal.String(), "→ 합쇼체"}, {Plain.String(), "→ 해라체"},
}

// batchHeading is the heading that opens a batch of a case file, with its number.
var batchHeading = regexp.MustCompile(`^# batch ([0-9]+)\b`)

// tally counts the cases of a group and those a person would write exactly so.
type tally struct{ exact, all int }

func (c *tally) add(exact bool) {
	c.all++
	if exact {
		c.exact++
	}
}

func (c tally) String() string {
	return fmt.Sprintf("%3d of %3d exact (%.1f%%)", c.exact, c.all, 100*float64(c.exact)/float64(c.all))
}

// levelScores are a case file's tallies: in all, and per ending class, pair of levels (as Detect
// reads the sentence), pass of Convert that decided and target level.
type levelScores struct {
	total                             tally
	byClass, byPair, byPass, byTarget tallies
	bySet                             tallies // by set of levelSets and target level, keyed by the two joined
}

// tallies are the tallies of groups by key.
type tallies map[string]*tally

func (m tallies) add(key string, exact bool) {
	if m[key] == nil {
		m[key] = &tally{}
	}
	m[key].add(exact)
}

// runLevelFile converts every case of the file at path toward its target and scores it, failing on
// a miss the known-misses file at misses does not list (or lists and no longer makes), on figures
// or Latin names changed, and on a change Convert does not report (or the reverse).
func runLevelFile(t *testing.T, path, misses string) levelScores {
	known := golden.LoadMisses(t, misses)
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	levels := map[string]Level{}
	for _, l := range []Level{Formal, Polite, Plain, Casual} {
		levels[l.String()] = l
	}
	s := levelScores{byClass: tallies{}, byPair: tallies{}, byPass: tallies{}, byTarget: tallies{}, bySet: tallies{}}
	batch := 0
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		text := sc.Text()
		if m := batchHeading.FindStringSubmatch(text); m != nil {
			batch, _ = strconv.Atoi(m[1])
		}
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		cols := strings.Split(text, "\t")
		if len(cols) != 4 {
			t.Fatalf("%s line %d: want class, sentence, target, expected: %q", path, line, text)
		}
		class, sentence, target, want := cols[0], cols[1], cols[2], cols[3]
		name, form, _ := strings.Cut(target, "+")
		to, ok := levels[name]
		if !ok {
			t.Fatalf("%s line %d: no level %q", path, line, name)
		}
		got, changed, by := convert(sentence, to)
		if changed == (got == sentence) {
			t.Errorf("%s line %d: Convert(%q) = %q, changed %v", path, line, sentence, got, changed)
		}
		if form != "" {
			got, _ = Person(got, form)
		}
		if a, b := kept(sentence), kept(got); !slices.Equal(a, b) {
			t.Errorf("%s line %d: %q → %q changes figures or names: %q → %q", path, line, sentence, got, a, b)
		}
		exact := got == want
		s.byClass.add(class, exact)
		s.byPair.add(Detect(sentence).Level.String()+"→"+name, exact)
		s.byPass.add("pass "+by, exact)
		s.byTarget.add(name, exact)
		s.bySet.add(golden.SetOf(levelSets, batch)+name, exact)
		s.total.add(exact)
		if !exact {
			known.Miss(t, missName(target, sentence, got),
				fmt.Sprintf("%s line %d %s: %q → %s: %q, a person writes %q", path, line, class, sentence, target, got, want))
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if s.total == (tally{}) {
		t.Fatalf("%s: no lines", path) // a set moved away must not pass as a set scored
	}
	known.Close(t)
	return s
}

// logTallies logs each group's share in the order of its keys, under the label given for the key
// if any.
func logTallies(t *testing.T, m tallies, labels map[string]string) {
	for _, key := range slices.Sorted(maps.Keys(m)) {
		label := key
		if l, ok := labels[key]; ok {
			label = l
		}
		t.Logf("%-14s %s", label, m[key])
	}
}

// missName is a miss of the case file as its known-misses file lists it: the target, the sentence
// and what Convert made of it, so that another wrong answer is a new miss.
func missName(target, sentence, got string) string { return target + "\t" + sentence + "\t" + got }

// figuresAndNames are what a change of speech level must never touch.
var figuresAndNames = regexp.MustCompile(`[0-9][0-9,.%]*|[A-Za-z][A-Za-z0-9-]*`)

func kept(s string) []string { return figuresAndNames.FindAllString(s, -1) }
