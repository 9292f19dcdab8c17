package arrange

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"maltu/libs/gate/contract"
	"maltu/libs/gate/golden"
)

// reportCase is a draft of testdata/cases with the report a careful reader expects of it.
type reportCase struct {
	name       string
	sentences  []string
	conclusion int         // 1-based; 0 when the draft has none
	key        []int       // sentences whose point a key point should make
	numbers    [][2]string // value and the head noun its context should hold
	actions    []int       // sentences that propose or plan an action
}

// readCases reads the drafts of dir (testdata/cases, testdata/heldout).
func readCases(t testing.TB, dir string) []reportCase {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(dir, "*.txt"))
	if len(files) == 0 {
		t.Fatalf("no drafts in %s", dir) // a set moved away must not pass as a set scored
	}
	var out []reportCase
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		c := reportCase{name: filepath.Base(f)}
		for line := range strings.SplitSeq(strings.TrimSpace(string(b)), "\n") {
			switch {
			case strings.HasPrefix(line, "# "): // a comment; a line of text may open on # (#36 크라운)
			case strings.HasPrefix(line, "== "):
				key, val, _ := strings.Cut(strings.TrimPrefix(line, "== "), ": ")
				switch key {
				case "conclusion":
					c.conclusion, _ = strconv.Atoi(val)
				case "key":
					c.key = indexes(val)
				case "actions":
					c.actions = indexes(val)
				case "numbers":
					for _, item := range strings.Split(val, "; ") {
						v, head, _ := strings.Cut(item, "=")
						c.numbers = append(c.numbers, [2]string{v, head})
					}
				}
			default:
				c.sentences = append(c.sentences, line)
			}
		}
		out = append(out, c)
	}
	return out
}

func indexes(s string) []int {
	var out []int
	for _, f := range strings.Split(s, ",") {
		if n, err := strconv.Atoi(strings.TrimSpace(f)); err == nil {
			out = append(out, n)
		}
	}
	return out
}

// TestReportCases arranges every draft of testdata/cases and scores each part against what a
// careful reader expects: the conclusion found, key points among the expected sentences, every
// sentence in one section, each measured figure with a context holding its head noun (and no
// date or ordinal listed), next actions. The test prints the scores, of all drafts and of each set
// of caseSets; every part of a draft short of its expected report is a miss named with what it
// got, and testdata/cases.misses lists those known today, exactly. How each batch was written, what
// it scored on its first run and what each round of fixes changed: docs/report-cases.md.
func TestReportCases(t *testing.T) {
	all, sets := runReportSet(t, "testdata/cases", "testdata/cases.misses")
	all.log(t, "cases")
	for _, set := range caseSets {
		t.Logf("%-16s %s", set.Name+":", sets[set.Name].summary())
	}
}

// caseSets are the drafts of testdata/cases by who wrote them and when, scored apart as well as
// together: issue 30's outside sets (first run unseen, then design material) against the team's own.
// A change is judged on each outside set, not on the sum.
var caseSets = []golden.Set{
	{Name: "own 1-211", From: 1, To: 211},
	{Name: "set 1 (212-241)", From: 212, To: 241},
	{Name: "own 242-301", From: 242, To: 301},
	{Name: "set 2 (302-331)", From: 302, To: 331},
	{Name: "own 332-361", From: 332, To: 361},
	{Name: "set 3 (362-391)", From: 362, To: 391},
	{Name: "set 4 (392-421)", From: 392, To: 421},
	{Name: "set 5 (422-451)", From: 422, To: 451},
	// written for issue 30's conclusion and key-point classes (C1-C5, K1-K3) in forms the files above
	// lack; 468-471 were held out of every design decision (docs/report-cases.md has both parts' runs).
	{Name: "own 452-471", From: 452, To: 471},
	{Name: "set 6 (472-501)", From: 472, To: 501},
	{Name: "set 7 (502-531)", From: 502, To: 531},
	{Name: "set 8 (532-561)", From: 532, To: 561},
	{Name: "set 9 (562-591)", From: 562, To: 591},
	{Name: "set 10 (592-621)", From: 592, To: 621},
	{Name: "set 11 (622-651)", From: 622, To: 651},
	{Name: "set 12 (652-681)", From: 652, To: 681},
	{Name: "set 13 (682-711)", From: 682, To: 711},
	{Name: "set 14 (712-741)", From: 712, To: 741},
	{Name: "set 15 (742-771)", From: 742, To: 771},
	{Name: "set 16 (772-801)", From: 772, To: 801},
	{Name: "set 17 (802-831)", From: 802, To: 831},
	{Name: "set 18 (832-861)", From: 832, To: 861},
	{Name: "set 19 (862-891)", From: 862, To: 891},
	{Name: "set 20 (892-921)", From: 892, To: 921},
	{Name: "set 21 (922-951)", From: 922, To: 951},
	{Name: "set 22 (952-981)", From: 952, To: 981},
	{Name: "set 23 (982-1011)", From: 982, To: 1011},
	{Name: "set 24 (1012-1041)", From: 1012, To: 1041},
	{Name: "set 25 (1042-1071)", From: 1042, To: 1071},
	{Name: "set 26 (1072-1101)", From: 1072, To: 1101},
	{Name: "set 27 (1102-1131)", From: 1102, To: 1131},
	{Name: "set 28 (1132-1161)", From: 1132, To: 1161},
	{Name: "set 29 (1162-1191)", From: 1162, To: 1191},
	{Name: "set 30 (1192-1221)", From: 1192, To: 1221},
	{Name: "set 31 (1222-1251)", From: 1222, To: 1251},
	{Name: "set 32 (1252-1281)", From: 1252, To: 1281},
	{Name: "set 33 (1282-1311)", From: 1282, To: 1311},
	{Name: "set 34 (1312-1341)", From: 1312, To: 1341},
	{Name: "set 35 (1342-1371)", From: 1342, To: 1371},
	{Name: "set 36 (1372-1401)", From: 1372, To: 1401},
	{Name: "set 37 (1402-1431)", From: 1402, To: 1431},
	{Name: "set 38 (1432-1461)", From: 1432, To: 1461},
	{Name: "set 39 (1462-1491)", From: 1462, To: 1491},
	{Name: "set 40 (1492-1521)", From: 1492, To: 1521},
	{Name: "set 41 (1522-1551)", From: 1522, To: 1551},
	{Name: "set 42 (1552-1581)", From: 1552, To: 1581},
	{Name: "set 43 (1582-1611)", From: 1582, To: 1611},
}

// caseSet names the set of caseSets a draft of testdata/cases belongs to by its number ("" for none).
func caseSet(name string) string {
	n, _ := strconv.Atoi(strings.SplitN(name, "-", 2)[0])
	return golden.SetOf(caseSets, n)
}

// TestReportHeldOut scores the drafts of testdata/heldout as TestReportCases scores its own,
// against testdata/heldout.misses. They are written by other writers, registers and domains than
// testdata/cases, with their reports, and committed before they are run; no one designing the
// engine reads them or their misses. They are scored once after a round of fixes, that first run
// is reported, and then they join testdata/cases as design material and a new set takes their
// place. Every set's first runs are in docs/report-cases.md; set 44 is testdata/heldout now.
func TestReportHeldOut(t *testing.T) {
	all, _ := runReportSet(t, "testdata/heldout", "testdata/heldout.misses")
	all.log(t, "heldout")
}

// reportParts are the parts each draft is scored on, as its misses name them.
var reportParts = []string{"conclusion", "key points", "sections", "numbers", "next actions"}

// setScore is what a set of drafts scored: each part's per-draft scores summed, and the counts of
// issue 30's measures.
type setScore struct {
	drafts int
	parts  map[string]float64
	// figures expected, those listed with their value (whatever the context), those whose context
	// holds the head noun, and listed figures whose value no expected figure has
	figures, found, named, nonFigures int
	// of the expected figures, those written with digits and those of them found: the rest are
	// written in words (두 명, 이틀), which the engine keeps out (docs/report-cases.md, round 39a)
	inDigits, foundInDigits int
	// next actions listed, expected (at most NextActionsMax a draft) and listed among the expected
	actsGot, actsWant, actsHit int
}

// runReportSet arranges every draft of dir and scores it, failing on a part short of its expected
// report that the known-misses file at misses does not list (or lists and no longer misses). It
// returns the scores of all drafts and of each set of caseSets.
func runReportSet(t *testing.T, dir, misses string) (setScore, map[string]setScore) {
	known := golden.LoadMisses(t, misses)
	all, sets := newSetScore(), map[string]setScore{}
	for _, c := range readCases(t, dir) {
		one := newSetScore()
		one.score(t, c, known)
		all.add(one)
		if set := caseSet(c.name); set != "" {
			s, ok := sets[set]
			if !ok {
				s = newSetScore()
			}
			s.add(one)
			sets[set] = s
		}
	}
	known.Close(t)
	return all, sets
}

func newSetScore() setScore { return setScore{parts: map[string]float64{}} }

// add adds the scores of o to s.
func (s *setScore) add(o setScore) {
	for p, v := range o.parts {
		s.parts[p] += v
	}
	s.drafts += o.drafts
	s.figures, s.found, s.named, s.nonFigures = s.figures+o.figures, s.found+o.found, s.named+o.named, s.nonFigures+o.nonFigures
	s.inDigits, s.foundInDigits = s.inDigits+o.inDigits, s.foundInDigits+o.foundInDigits
	s.actsGot, s.actsWant, s.actsHit = s.actsGot+o.actsGot, s.actsWant+o.actsWant, s.actsHit+o.actsHit
}

// summary is issue 30's measures of the set on one line.
func (s setScore) summary() string {
	pct := func(part, all int) float64 { return 100 * float64(part) / float64(max(all, 1)) }
	return fmt.Sprintf("conclusion %.1f%%, key points %.1f%%, found %.1f%%, context %.1f%%, non-figures %d, actions P %.1f%% / R %.1f%% (%d drafts)",
		100*s.parts["conclusion"]/float64(s.drafts), 100*s.parts["key points"]/float64(s.drafts), pct(s.found, s.figures), pct(s.named, s.found),
		s.nonFigures, pct(s.actsHit, s.actsGot), pct(s.actsHit, s.actsWant), s.drafts)
}

// score arranges one draft, adds its scores to s and names each part short of the expected
// report to known.
func (s *setScore) score(t *testing.T, c reportCase, known *golden.Misses) {
	r := Report(c.sentences)
	checkFaithful(t, c.sentences, r)
	score, got := s.tally(c, r)
	for _, p := range reportParts {
		if score[p] < 1 {
			known.Miss(t, c.name+"\t"+p+"\t"+got[p], fmt.Sprintf("%s: %s %.2f (conclusion %s, keys %s, actions %s, numbers %v)", c.name, p, score[p],
				got["conclusion"], got["key points"], got["next actions"], brief(r.Numbers)))
		}
	}
}

// tally scores the report r of c's draft against the report c expects and adds it to s. It returns
// each part's score and what r got in it, as a miss names it.
func (s *setScore) tally(c reportCase, r contract.Report) (score map[string]float64, got map[string]string) {
	score = map[string]float64{"conclusion": c.conclusionScore(r), "key points": c.keyScore(r)}
	keys := c.keyPoints(r)
	score["sections"] = 1 // checkFaithful fails the test otherwise
	figures := matchFigures(r.Numbers, c.numbers)
	score["numbers"] = figures.score()
	var acts []int
	for _, a := range r.NextActions {
		acts = append(acts, c.index(a.Evidence))
	}
	score["next actions"] = overlap(acts, c.actions, max(len(acts), len(c.actions)))
	got = map[string]string{
		"conclusion":   fmt.Sprintf("%d, want %d", c.index(r.Conclusion), c.conclusion),
		"key points":   fmt.Sprintf("%v, want %v", keys, c.key),
		"numbers":      strings.Join(figures.unmatched, "; "),
		"next actions": fmt.Sprintf("%v, want %v", acts, c.actions),
	}
	for _, p := range reportParts {
		s.parts[p] += score[p]
	}
	s.drafts++
	s.figures += len(c.numbers)
	s.found += figures.found
	s.named += figures.named
	s.nonFigures += figures.nonFigures
	s.inDigits += figures.inDigits
	s.foundInDigits += figures.foundInDigits
	s.actsGot += len(acts)
	s.actsWant += min(contract.NextActionsMax, len(c.actions))
	s.actsHit += min(hits(acts, c.actions), contract.NextActionsMax)
	return score, got
}

// index is the place of s among the draft's sentences, from 1 (0 for none).
func (c reportCase) index(s string) int { return slices.Index(c.sentences, s) + 1 }

// conclusionScore is 1 when r concludes at the expected sentence or, as expected, nowhere.
func (c reportCase) conclusionScore(r contract.Report) float64 {
	if (r.Conclusion == "" && c.conclusion == 0) || c.index(r.Conclusion) == c.conclusion {
		return 1
	}
	return 0
}

// keyPoints are the sentences r's key points quote.
func (c reportCase) keyPoints(r contract.Report) []int {
	var keys []int
	for _, k := range r.KeyPoints {
		keys = append(keys, c.index(k.Evidence))
	}
	return keys
}

// keyScore is the share of the expected key points r finds, as TestReportCases scores it.
func (c reportCase) keyScore(r contract.Report) float64 {
	return overlap(c.keyPoints(r), c.key, min(contract.KeyPointsMax, len(c.key)))
}

// log reports the set's scores: each part's mean over the drafts as the ratchet scores it, then
// issue 30's measures one by one.
func (s setScore) log(t *testing.T, set string) {
	for _, p := range reportParts {
		t.Logf("%s: %-12s %.1f%% over %d drafts", set, p, 100*s.parts[p]/float64(s.drafts), s.drafts)
	}
	t.Logf("%s: conclusion exact %s of drafts", set, share(int(s.parts["conclusion"]), s.drafts))
	t.Logf("%s: key points %.1f%% (mean share of the expected ones found, up to %d a draft)", set, 100*s.parts["key points"]/float64(s.drafts), contract.KeyPointsMax)
	t.Logf("%s: figures found %s of expected figures (value listed, any context)", set, share(s.found, s.figures))
	t.Logf("%s: figures found %s of those written with digits", set, share(s.foundInDigits, s.inDigits))
	t.Logf("%s: context names what is measured %s of found figures", set, share(s.named, s.found))
	t.Logf("%s: non-figures listed %d over %d drafts (listed values no expected figure has)", set, s.nonFigures, s.drafts)
	t.Logf("%s: next actions precision %s of listed, recall %s of expected (up to %d a draft)", set, share(s.actsHit, s.actsGot), share(s.actsHit, s.actsWant), contract.NextActionsMax)
}

// share is part of all, as a count and a percentage (100% of nothing).
func share(part, all int) string {
	if all == 0 {
		return "0 of 0 (100.0%)"
	}
	return fmt.Sprintf("%d of %d (%.1f%%)", part, all, 100*float64(part)/float64(all))
}

// hits counts the items of got that want has.
func hits(got, want []int) int {
	hit := 0
	for _, g := range got {
		if slices.Contains(want, g) {
			hit++
		}
	}
	return hit
}

// overlap is the share of want found in got, over n (1 when both are empty).
func overlap(got, want []int, n int) float64 {
	if n == 0 {
		if len(got) == 0 {
			return 1
		}
		return 0
	}
	return float64(min(hits(got, want), n)) / float64(n)
}

// figureMatch is how a report's figures meet the expected ones.
type figureMatch struct {
	got, want int // figures listed and expected
	named     int // expected figures listed with their value and a context holding the head noun
	found     int // expected figures listed with their value, whatever the context
	// expected figures written with digits, and those of them found
	inDigits, foundInDigits int
	// listed figures whose value no expected figure has (a date, an ordinal, a code)
	nonFigures int
	// the figures not named: expected ones (want value=head) and listed ones (got value=context)
	unmatched []string
}

// matchFigures matches each expected figure, in order, to a listed one of the same value whose
// context holds the head noun, then the rest to a listed one of the same value alone.
func matchFigures(got []contract.Number, want [][2]string) figureMatch {
	m := figureMatch{got: len(got), want: len(want)}
	used := make([]bool, len(got))
	pick := func(w [2]string, named bool) bool {
		for i, n := range got {
			if !used[i] && sameValue(n, w[0]) && (!named || n.Context != "" && strings.Contains(n.Context, w[1])) {
				used[i] = true
				m.found++
				if withDigits(w[0]) {
					m.foundInDigits++
				}
				return true
			}
		}
		return false
	}
	var rest [][2]string
	for _, w := range want {
		if withDigits(w[0]) {
			m.inDigits++
		}
		if pick(w, true) {
			m.named++
		} else {
			rest = append(rest, w)
			m.unmatched = append(m.unmatched, "want "+w[0]+"="+w[1])
		}
	}
	for i, n := range got {
		if !used[i] {
			m.unmatched = append(m.unmatched, "got "+withUnit(n)+"="+n.Context)
		}
	}
	for _, w := range rest {
		pick(w, false)
	}
	for _, n := range got {
		if !slices.ContainsFunc(want, func(w [2]string) bool { return sameValue(n, w[0]) }) {
			m.nonFigures++
		}
	}
	return m
}

// score is the share of figures named, over the listed or the expected ones, whichever are more;
// listed figures nobody expects count against.
func (m figureMatch) score() float64 {
	if n := max(m.got, m.want); n > 0 {
		return float64(m.named) / float64(n)
	}
	return 1
}

// withDigits says whether a figure is written with digits (3명, 2.5kg), not in words (두 명, 이틀).
func withDigits(v string) bool { return strings.ContainsAny(v, "0123456789") }

// sameValue says whether a listed figure has the value v, spaces aside.
func sameValue(n contract.Number, v string) bool {
	return strings.ReplaceAll(withUnit(n), " ", "") == strings.ReplaceAll(v, " ", "")
}

func brief(ns []contract.Number) []string {
	var out []string
	for _, n := range ns {
		out = append(out, n.Value+n.Unit+"="+n.Context)
	}
	return out
}
