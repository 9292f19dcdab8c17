package arrange

import (
	"cmp"
	"fmt"
	"math"
	"os"
	"slices"
	"strings"
	"testing"

	"maltu/libs/engine/speech"
	"maltu/libs/gate/contract"
)

// A fit reruns the steps that read the weights, over every draft, hundreds of times; what no weight
// changes (the reading of every sentence) is read once (prepare).

// prepared is a draft of testdata/cases read up to the step that weighs it.
type prepared struct {
	c reportCase
	d draft
}

// weighing is where the steps that read the weights begin (weighRoles) and end (the key points:
// the steps after them write the numbers and the sections only).
func weighing() (from, to int) {
	at := func(name string) int { return slices.IndexFunc(steps, func(s step) bool { return s.name == name }) }
	return at("weights"), at("ranked key points") + 1
}

// prepare reads each draft up to the step that weighs it.
func prepare(cases []reportCase) []prepared {
	from, _ := weighing()
	out := make([]prepared, len(cases))
	for i, c := range cases {
		d := newDraft(c.sentences)
		for _, step := range steps[:from] {
			step.run(d)
		}
		out[i] = prepared{c, *d}
	}
	return out
}

// report is the draft's conclusion and key points under the weights as they stand.
func (p prepared) report() contract.Report {
	return p.weighed().report
}

// weighed is the draft weighed under the weights as they stand, up to its key points.
func (p prepared) weighed() draft {
	_, to := weighing()
	return p.weighedTo(to)
}

// weighedTo is the draft weighed under the weights as they stand, up to the step before steps[to].
func (p prepared) weighedTo(to int) draft {
	d := p.d
	d.roles, d.report = slices.Clone(p.d.roles), emptyReport()
	from, _ := weighing()
	for _, step := range steps[from:to] {
		step.run(&d)
	}
	return d
}

// scoreOf is what the fit of the conclusion and the key points raises: the share of drafts
// concluded where expected plus the mean share of expected key points found, as TestReportCases
// scores them.
func scoreOf(drafts []prepared) (conclusion, key float64) {
	for _, p := range drafts {
		r := p.report()
		conclusion += p.c.conclusionScore(r)
		key += p.c.keyScore(r)
	}
	n := float64(max(len(drafts), 1))
	return conclusion / n, key / n
}

// actionsOf is what the fit of the next actions raises: their precision plus their recall, as
// TestReportCases counts them. Which sentences are actions is read with the roles, before the step
// prepare stops at, so every draft is arranged whole.
func actionsOf(drafts []prepared) (precision, recall float64) {
	got, want, hit := 0, 0, 0
	for _, p := range drafts {
		var acts []int
		for _, a := range Report(p.c.sentences).NextActions {
			acts = append(acts, p.c.index(a.Evidence))
		}
		got, want, hit = got+len(acts), want+min(contract.NextActionsMax, len(p.c.actions)), hit+min(hits(acts, p.c.actions), contract.NextActionsMax)
	}
	return float64(hit) / float64(max(got, 1)), float64(hit) / float64(max(want, 1))
}

// weight is one weight the fit sets and the values it may take.
type weight struct {
	name   string
	at     *int
	lo, hi int
}

// weightGroup is weights fitted and judged together, by the two measures score gives, named.
type weightGroup struct {
	name     string
	ws       []weight
	score    func(drafts []prepared) (float64, float64)
	measures [2]string
}

// objective is the fit's score as one figure: the group's two measures summed.
func (g weightGroup) objective(drafts []prepared) float64 {
	a, b := g.score(drafts)
	return a + b
}

// weightGroups are the weights of the conclusion (its cues and the bar it must clear), those of
// the key points (the classes and the key shifts) and those of the next actions (the classes of
// step, the step shifts and the bar), fitted and judged apart, as three changes are. A
// weight keeps the side its cue is on (a caveat never adds to a conclusion; a cue that came to
// weigh nothing would be removed) and is at most 4 from nothing, so the fit weighs the cues the
// catalogue names rather than inventing new ones; and a refit moves it at most one from where it
// stands (stepped).
func weightGroups() []weightGroup {
	signed := func(name string, at *int) weight {
		if *at < 0 {
			return weight{name, at, -4, 0}
		}
		return weight{name, at, 0, 4}
	}
	conclusion := []weight{{"minConclusion", &minConclusion, 1, 5}}
	for i := range conclusionCues {
		conclusion = append(conclusion, signed(conclusionCues[i].name, &conclusionCues[i].weight))
	}
	var key []weight
	for i := range keyClasses {
		key = append(key, signed(keyClasses[i].name, &keyClasses[i].weight))
	}
	key = append(key, signed("emphasis", &keyShifts.emphasis), signed("opening news", &keyShifts.openingNews), signed("topic", &keyShifts.topic), signed("after the verdict", &keyShifts.afterVerdict))
	reports := [2]string{"conclusion", "key points"}
	return []weightGroup{{"conclusion", stepped(conclusion), scoreOf, reports}, {"key points", stepped(key), scoreOf, reports}, {"next actions", stepped(stepWeights()), actionsOf, [2]string{"actions P", "R"}}}
}

// stepped bounds each weight of ws to one either side of where it stands. Unbounded, a fit without
// one of the strangers' sets took to nothing a cue that set alone leans on (resolution 4 -> 0
// without set 12, whose minutes vote) and lost it two conclusions; one step at a time the fit
// moves the cues every set moves (round 21, docs/report-cases.md).
func stepped(ws []weight) []weight {
	for i := range ws {
		ws[i].lo, ws[i].hi = max(ws[i].lo, *ws[i].at-1), min(ws[i].hi, *ws[i].at+1)
	}
	return ws
}

// stepWeights are the weights of the next actions: each class of step 0-3, the shifts 0-2 and the
// bar 1-3 (a class at nothing still counts with a day or an owner, where the bar lets it).
func stepWeights() []weight {
	var ws []weight
	for i := range stepClasses {
		ws = append(ws, weight{stepClasses[i].name, &stepClasses[i].weight, 0, 3})
	}
	return append(ws, weight{"a day set", &stepShifts.day, 0, 2}, weight{"an owner named", &stepShifts.owner, 0, 2}, weight{"minAction", &minAction, 1, 3})
}

// values are the weights as they stand.
func values(ws []weight) []int {
	out := make([]int, len(ws))
	for i, w := range ws {
		out[i] = *w.at
	}
	return out
}

// set puts the weights at vs.
func set(ws []weight, vs []int) {
	for i, w := range ws {
		*w.at = vs[i]
	}
}

// fit is coordinate descent from the weights as they stand: each weight in turn takes the value of
// its range that scores best on train, if any scores better than where it stands (the lowest of
// equals) and every one of TestRoles' cases still holds (rolesHold), until a pass moves none or
// after three passes. The weights are left fitted.
func fit(g weightGroup, train []prepared) {
	ws, objective := g.ws, g.objective
	best := objective(train)
	for range 3 {
		moved := false
		for _, w := range ws {
			start, pick := *w.at, *w.at
			for v := w.lo; v <= w.hi; v++ {
				if *w.at = v; v != start {
					if s := objective(train); s > best+1e-9 && rolesHold() {
						best, pick = s, v
					}
				}
			}
			*w.at = pick
			moved = moved || pick != start
		}
		if !moved {
			return
		}
	}
}

// rolesHold is whether the report of each of TestRoles' cases holds under the weights as they
// stand: the catalogue's classes, each written as a case, which a fit to the drafts may not undo
// (fitted without them, the decision's weight went 2 -> 1 and a chair's decision in minutes,
// issue 30's C5, stopped concluding).
func rolesHold() bool {
	for _, tc := range roleCases {
		if !tc.check(Report(tc.in)) {
			return false
		}
	}
	return true
}

// fold is a part of the drafts held out: the fit is made on the rest and scored on it.
type fold struct {
	name string
	held func(p prepared) bool
}

// strangers is the first of issue 30's outside sets by writers who read none of the team's notes:
// those sets are the folds a fit is judged on.
const strangers = 10

// folds are the outside sets from set 10 on (caseSets' "set N"), each left out in turn: the fit is
// made on every other draft (the team's, sets 1-9 and the other strangers') and scored on it.
func folds() []fold {
	var out []fold
	for _, set := range caseSets {
		var n int
		if fmt.Sscanf(set.Name, "set %d", &n); n >= strangers {
			out = append(out, fold{set.Name, func(p prepared) bool { return caseSet(p.c.name) == set.Name }})
		}
	}
	return out
}

// adopted is the rule a fit's gains in drafts on each set left out must pass for it to be kept
// (it must also read no more drafts differently by speech level: levelDifferences): it beats the
// committed weights on their sum, wins on at least as many sets as it loses, and loses no set more
// than one draft.
func adopted(gains []float64) bool {
	sum, wins, losses := 0.0, 0, 0
	for _, g := range gains {
		sum += g
		switch {
		case g < -1-1e-6:
			return false
		case g > 1e-6:
			wins++
		case g < -1e-6:
			losses++
		}
	}
	return sum > 1e-6 && wins >= losses
}

// TestWeighedApart holds the fit's shortcut to Report: a draft read once and weighed again under
// the weights as they stand has the conclusion and the key points Report gives it.
func TestWeighedApart(t *testing.T) {
	for _, p := range prepare(readCases(t, "testdata/cases")) {
		want, got := Report(p.c.sentences), p.report()
		if got.Conclusion != want.Conclusion || !slices.Equal(got.KeyPoints, want.KeyPoints) {
			t.Errorf("%s: weighed apart, conclusion %q and key points %v; Report gives %q and %v", p.c.name, got.Conclusion, got.KeyPoints, want.Conclusion, want.KeyPoints)
		}
	}
}

// TestCueWeightsCrossValidated fits each group of weights (weightGroups) on all drafts of
// testdata/cases but one of the strangers' sets (folds) and scores it there beside the weights as
// committed, each set in turn. A group fails when its fit passes that (adopted) and, fitted on all
// drafts, reads no more drafts differently by speech level (levelDifferences): its committed
// weights should then be that fit, which it logs. The next actions are arranged whole for every
// score (actionsOf), about twenty minutes of a shared core, the conclusion's and the key points' a
// minute each: so only with ARRANGE_FIT=1, or ARRANGE_FIT naming one group.
func TestCueWeightsCrossValidated(t *testing.T) {
	only := os.Getenv("ARRANGE_FIT")
	if only == "" {
		t.Skip("fits the weights many times over all the drafts; set ARRANGE_FIT=1 (or a group's name) to run it")
	}
	cases := readCases(t, "testdata/cases")
	all, leveled := prepare(cases), atEveryLevel(cases)
	for _, g := range weightGroups() {
		if only != "1" && only != g.name {
			continue
		}
		t.Run(g.name, func(t *testing.T) {
			committed := values(g.ws)
			t.Cleanup(func() { set(g.ws, committed) })
			var gains []float64
			for _, f := range folds() {
				set(g.ws, committed)
				gains = append(gains, heldOut(t, g, all, f))
			}
			set(g.ws, committed)
			before, apart := g.objective(all), levelDifferences(g.name, leveled)
			fit(g, all)
			fitApart := levelDifferences(g.name, leveled)
			t.Logf("held out, summed: %+.2f drafts; fit on all drafts (%+.1f points on them): %s; readings that differ by speech level %d -> %d", sum(gains), 100*(g.objective(all)-before), moves(g.ws, committed), apart, fitApart)
			if adopted(gains) && fitApart <= apart {
				t.Errorf("the fit left out set by set gains %+.2f drafts, wins on as many sets as it loses, loses none by more than a draft and reads no more drafts differently by speech level: commit its fit on all drafts", sum(gains))
			}
		})
	}
}

// sum is the gains of the sets left out, summed.
func sum(xs []float64) (s float64) {
	for _, x := range xs {
		s += x
	}
	return s
}

// heldOut fits the weights on the drafts f does not hold, logs both weights' scores on those it
// holds with what the fit moved, and returns the fit's gain there in drafts (the objective's gain
// times the drafts held; 0 for a tie).
func heldOut(t *testing.T, g weightGroup, all []prepared, f fold) float64 {
	var train, held []prepared
	for _, p := range all {
		if f.held(p) {
			held = append(held, p)
		} else {
			train = append(train, p)
		}
	}
	from := values(g.ws)
	a0, b0 := g.score(held)
	fit(g, train)
	a1, b1 := g.score(held)
	gain := (a1 + b1 - a0 - b0) * float64(len(held))
	if math.Abs(gain) < 1e-6 {
		gain = 0 // the same drafts hit, summed in another order
	}
	t.Logf("%-16s %3d drafts: %s %5.1f%% -> %5.1f%%, %s %5.1f%% -> %5.1f%% (%+.2f drafts); moved %s",
		f.name, len(held), g.measures[0], 100*a0, 100*a1, g.measures[1], 100*b0, 100*b1, gain, moves(g.ws, from))
	return gain
}

// moves names the weights that stand elsewhere than from.
func moves(ws []weight, from []int) string {
	out := ""
	for i, w := range ws {
		if *w.at != from[i] {
			out += fmt.Sprintf("%s %d -> %d; ", w.name, from[i], *w.at)
		}
	}
	return cmp.Or(strings.TrimSuffix(out, "; "), "none")
}

// atEveryLevel is each draft rewritten at each speech level, as TestReportReadsAlikeAtEveryLevel
// rewrites it: the draft first, then its rewritings.
func atEveryLevel(cases []reportCase) [][]reportCase {
	out := make([][]reportCase, len(cases))
	for i, c := range cases {
		out[i] = []reportCase{c}
		for _, to := range speech.Levels {
			at := reportCase{sentences: make([]string, len(c.sentences))}
			for j, s := range c.sentences {
				at.sentences[j], _ = speech.Convert(s, to)
			}
			out[i] = append(out[i], at)
		}
	}
	return out
}

// levelDifferences counts the readings of the part named (alikeParts) that differ between a draft
// and its rewriting at a speech level, under the weights as they stand. A fit that adds some makes
// the report hang on how the writer speaks rather than on what they say (round 21: the key points'
// fit gained 0.67 drafts held out and read 7 more drafts differently by level), so it is not kept.
func levelDifferences(part string, leveled [][]reportCase) int {
	i := slices.IndexFunc(alikeParts, func(p alikePart) bool { return p.name == part })
	n := 0
	for _, drafts := range leveled {
		c, r := drafts[0], Report(drafts[0].sentences)
		for _, at := range drafts[1:] {
			if !slices.Equal(alikeParts[i].read(c, r), alikeParts[i].read(at, Report(at.sentences))) {
				n++
			}
		}
	}
	return n
}
