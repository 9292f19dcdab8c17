package arrange

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"maltu/libs/engine/internal/wordlist"
	"maltu/libs/engine/speech"
	"maltu/libs/gate/contract"
	"maltu/libs/gate/markers"
)

// Does a reading of next actions learned over generic features pick a draft's steps better than the
// hand's classes on a set it never saw (issue 30, round 30d)? Each sentence of a draft (once) is a
// candidate; its features are each class of step and each noStep check as the engine matched it, the
// engine's own decision, the ending as speech.Detect reads it, person, a time to come, a deadline, an
// owner, its place, its shape (a speaker's line, a bullet, a heading above it, length) and past
// tense. A logistic fit (plain gradient descent from zero, ranker_test.go's L2, steps and rate, fixed
// before any set was scored) gives each candidate a probability; those over one half, the four most
// probable at most (the engine's cap), are the next actions, scored as TestReportCases scores them.
// Each of sets 10-25 is left out in turn, the fit made on the rest of the design drafts (the team's
// and sets 1-25); only a reading that beats the engine (precision plus recall) on most of them is fitted on
// them all and scored on the validation sets 26-30, their summary only.

// stepCand is what a step feature reads of one candidate: sentence i of the draft d as the engine left
// it after its next actions, with its ending and its reading by the classes of step.
type stepCand struct {
	d   *draft
	i   int
	end speech.Ending
	x   *stepReading
	// the label of the nearest heading above it, "" for none; whether a heading is above it at all
	above   string
	underHd bool
}

func (c stepCand) s() string { return c.d.in[c.i] }
func (c stepCand) ro() role  { return c.d.roles[c.i] }

// stepFeature is one named feature of a step's candidate.
type stepFeature = feature[stepCand]

// noStepChecks are noStep's checks by name, as it runs them (a decision taken keeps what is past).
var noStepChecks = []struct {
	name string
	is   func(s string, decided bool) bool
}{
	{"past, not decided", func(s string, decided bool) bool { return past(s) && !decided }},
	{"courtesy", func(s string, _ bool) bool { return courtesy(s) }},
	{"a reply", func(s string, _ bool) bool { return reply(s) }},
	{"announcing", func(s string, _ bool) bool { return announcing(s) }},
	{"introduces a list", func(s string, _ bool) bool { return introduces(s) }},
	{"a pledge", func(s string, _ bool) bool { return pledges.In(s) }},
	{"deferred", func(s string, _ bool) bool { return deferred(s) }},
	{"standstill", func(s string, _ bool) bool { return standstill(s) }},
	{"agenda", func(s string, _ bool) bool { return agenda(s) }},
	{"a rule cited", func(s string, _ bool) bool { return ruleSources.In(s) }},
	{"guessed", func(s string, _ bool) bool { return guessed(s) }},
	{"likely", func(s string, _ bool) bool { return likely(s) }},
	{"habitual", func(s string, _ bool) bool { return habitual(s) }},
	{"the floor given", func(s string, _ bool) bool { return floorGiven(s) }},
	{"hoped", func(s string, _ bool) bool { return hoped(s) }},
	{"terms offered", func(s string, _ bool) bool { return offeredTerms(s) }},
}

var (
	// firstPerson are words of the writer's side (저는, 제가, 저희, 우리, 내가).
	firstPerson = []string{"저", "저는", "저도", "제가", "저희", "저희가", "저희는", "저희도", "나", "나는", "난", "내가", "나도", "우리", "우리가", "우리는", "우리도", "제"}
	// secondPerson are words of the reader (너, 니가, 당신, 여러분).
	secondPerson = []string{"너", "너는", "넌", "너도", "니가", "네가", "당신", "당신이", "당신은", "여러분", "여러분은", "여러분이", "여러분도", "자네"}
	// honoredEnds close a predicate with the subject's -시- (하세요, 주십시오, 보내 주시기, 하시면).
	honoredEnds = regexp.MustCompile(`(세요|셔요|십시오|십니다|시죠|시지요|시기|시길|시면|시고|시고요|시래요|실게요|실래요|셔야|셨으면)[.!?~ ]*$`)
	// comingDays are words of a day to come (내일, 다음 주, 이번 주, 다음 달).
	comingDays = []string{"내일", "모레", "다음 주", "다음주", "이번 주", "이번주", "다음 달", "다음달", "내주", "차주", "금주", "내달"}
	// dayBy is a day of the month something is due by (15일까지).
	dayBy = regexp.MustCompile(`\d+일까지`)
	// ownerNamed is a name or a title before a subject's or topic's particle (김 대리가, 팀장님께서, 민수는).
	ownerNamed = regexp.MustCompile(`(^|\s)\S*(님|씨|장|리|팀|원|사|관|생|자)(은|는|이|가|께서)(\s|$)|께서\s`)
)

// stepLabels are the ending labels read as features: those that end at least ten sentences of the
// team's drafts and sets 1-9 (never left out, so the words chosen see no set scored).
func stepLabels(all []prepared) []string {
	count := map[string]int{}
	for _, p := range all {
		if set := caseSet(p.c.name); set != "" && setNumber(set) <= 9 {
			for _, s := range p.c.sentences {
				count[speech.Detect(s).Label]++
			}
		}
	}
	var out []string
	for l, n := range count {
		if n >= 10 && l != "" {
			out = append(out, l)
		}
	}
	slices.Sort(out)
	return out
}

// stepRankFeatures are the reading's features; with engine, also the engine's own decision (an
// action, listed, its weight, the conclusion).
func stepRankFeatures(labels []string, engine bool) []stepFeature {
	fs := []stepFeature{{"bias", func(stepCand) float64 { return 1 }}}
	for _, cl := range stepClasses {
		fs = append(fs, boolFeature("class: "+cl.name, func(c stepCand) bool { return cl.match(c.x) }))
	}
	for _, ch := range noStepChecks {
		fs = append(fs, boolFeature("noStep: "+ch.name, func(c stepCand) bool { return ch.is(c.s(), c.x.decided) }))
	}
	fs = append(fs, boolFeature("the opening's own act", func(c stepCand) bool { return c.x.opening && ownAct(c.s()) }))
	if engine {
		fs = append(fs,
			boolFeature("engine: an action", func(c stepCand) bool { return c.ro().action }),
			boolFeature("engine: listed", func(c stepCand) bool { return c.d.acted[c.s()] }),
			boolFeature("engine: weighs two or more", func(c stepCand) bool { return c.ro().act >= 2 }),
			boolFeature("engine: the conclusion", func(c stepCand) bool { return c.i == c.d.conclusion }),
		)
	}
	for _, l := range []struct {
		name  string
		level speech.Level
	}{{"unread", speech.Unknown}, {"합쇼체", speech.Formal}, {"해요체", speech.Polite}, {"해라체", speech.Plain}, {"해체", speech.Casual}} {
		fs = append(fs, boolFeature("level: "+l.name, func(c stepCand) bool { return c.end.Level == l.level }))
	}
	for _, m := range []struct {
		name string
		mood speech.Mood
	}{{"statement", speech.Statement}, {"question", speech.Question}, {"command", speech.Command}, {"proposal", speech.Proposal}} {
		fs = append(fs, boolFeature("mood: "+m.name, func(c stepCand) bool { return c.end.Level != speech.Unknown && c.end.Mood == m.mood }))
	}
	for _, l := range labels {
		fs = append(fs, boolFeature("ending: "+l, func(c stepCand) bool { return c.end.Label == l }))
	}
	words := func(c stepCand) []string {
		return strings.Fields(strings.Map(func(r rune) rune {
			if strings.ContainsRune(".,!?~:()[]\"'", r) {
				return ' '
			}
			return r
		}, c.s()))
	}
	for q := range 4 {
		fs = append(fs, boolFeature(fmt.Sprintf("place: quarter %d", q+1), func(c stepCand) bool { return c.i*4/len(c.d.in) == q }))
	}
	fs = append(fs,
		boolFeature("person: first", func(c stepCand) bool {
			return slices.ContainsFunc(words(c), func(w string) bool { return slices.Contains(firstPerson, w) })
		}),
		boolFeature("person: second", func(c stepCand) bool {
			return slices.ContainsFunc(words(c), func(w string) bool { return slices.Contains(secondPerson, w) })
		}),
		boolFeature("person: honorific -시-", func(c stepCand) bool { return honoredEnds.MatchString(c.s()) }),
		boolFeature("time: a day to come", func(c stepCand) bool { return wordlist.Has(c.s(), comingDays...) || dayBy.MatchString(c.s()) }),
		boolFeature("time: coming (comingTime)", func(c stepCand) bool { return comingTime(c.s()) }),
		boolFeature("time: a deadline", func(c stepCand) bool { return deadline(c.s()) }),
		boolFeature("time: dated", func(c stepCand) bool { return dated(c.s()) }),
		boolFeature("owner: owners", func(c stepCand) bool { return wordlist.Has(c.s(), owners...) }),
		boolFeature("owner: a name or a title", func(c stepCand) bool { return ownerNamed.MatchString(c.s()) }),
		boolFeature("place: the opening", func(c stepCand) bool { return c.i == c.d.opening }),
		boolFeature("place: last", func(c stepCand) bool { return c.i == len(c.d.in)-1 }),
		boolFeature("place: last before the closing greetings", func(c stepCand) bool { return c.i == lastBeforeGreetings(c.d) }),
		boolFeature("a speaker's line", func(c stepCand) bool { return spoken(c.s()) }),
		boolFeature("a bullet", func(c stepCand) bool { m, _ := markers.Lead(c.s()); return m != "" }),
		boolFeature("a heading", func(c stepCand) bool { return c.ro().heading }),
		boolFeature("a greeting", func(c stepCand) bool { return c.ro().phatic }),
		boolFeature("under a heading", func(c stepCand) bool { return c.underHd }),
		boolFeature("under a plan heading", func(c stepCand) bool { return planHeading(c.above) }),
		boolFeature("a frame", func(c stepCand) bool { return c.ro().frame }),
		boolFeature("figures", func(c stepCand) bool { return c.ro().figures }),
		boolFeature("short (under 15 letters)", func(c stepCand) bool { return utf8.RuneCountInString(c.s()) < 15 }),
		boolFeature("long (over 60 letters)", func(c stepCand) bool { return utf8.RuneCountInString(c.s()) > 60 }),
		boolFeature("past tense", func(c stepCand) bool { return past(c.s()) }),
	)
	return fs
}

// stepDraft is a draft as the step reading reads it: its candidates (each sentence once), their
// features, whether each is expected, and the engine's next actions (from 1).
type stepDraft struct {
	c      reportCase
	set    string // the set of caseSets the draft belongs to
	cands  []int
	x      [][]feat
	right  []bool
	engine []int
}

// stepDrafts reads every draft's candidates under fs.
func stepDrafts(all []prepared, fs []stepFeature) []stepDraft {
	out := make([]stepDraft, len(all))
	for k, p := range all {
		d := p.weighed()
		r := stepDraft{c: p.c, set: caseSet(p.c.name)}
		for _, a := range d.report.NextActions {
			r.engine = append(r.engine, p.c.index(a.Evidence))
		}
		above, under := "", false
		for i, s := range d.in {
			if d.roles[i].heading {
				above, under = labelOf(s), true
			}
			if slices.Index(d.in, s) != i {
				continue
			}
			end := speech.Detect(s)
			c := stepCand{d: &d, i: i, end: end, x: readStep(s, end, i == 0 || i == d.opening), above: above, underHd: under}
			v := featuresOf(fs, c)
			r.cands, r.x = append(r.cands, i+1), append(r.x, v)
			r.right = append(r.right, slices.Contains(p.c.actions, i+1))
		}
		out[k] = r
	}
	return out
}

// stepSet is the set of caseSets a step draft belongs to.
func stepSet(r stepDraft) string { return r.set }

// picks are the places (from 1) of the candidates over one half under w, the NextActionsMax most
// probable at most, of equals the earlier.
func (r stepDraft) picks(w []float64) []int {
	z := rankDraft{x: r.x}.scores(w)
	var out []int
	for _, i := range byScore(z) {
		if z[i] > 0 && len(out) < contract.NextActionsMax {
			out = append(out, r.cands[i])
		}
	}
	slices.Sort(out)
	return out
}

// actTally is next actions listed, expected (at most NextActionsMax a draft) and listed among the
// expected, as TestReportCases counts them.
type actTally struct{ got, want, hit int }

func (a *actTally) add(got, want []int) {
	a.got += len(got)
	a.want += min(contract.NextActionsMax, len(want))
	a.hit += min(hits(got, want), contract.NextActionsMax)
}

func (a actTally) precision() float64 { return 100 * float64(a.hit) / float64(max(a.got, 1)) }
func (a actTally) recall() float64    { return 100 * float64(a.hit) / float64(max(a.want, 1)) }
func (a actTally) String() string     { return fmt.Sprintf("P %.1f / R %.1f", a.precision(), a.recall()) }

// stepFit fits w by keyFitLogistic's loss: each candidate on its own, mean over candidates, plus
// rankLambda/2 the squared weights, by rankSteps steps of rankRate from zero.
func stepFit(train []stepDraft, nf int) []float64 {
	var k keyDraft // keyFitLogistic's reading: candidates and whether each is right
	for _, r := range train {
		k.x, k.right = append(k.x, r.x...), append(k.right, r.right...)
	}
	return keyFitLogistic([]keyDraft{k}, nf)
}

// stepHeldOut fits on every design draft but set n's and scores set n, for each of sets 10-25: the
// engine's next actions and the reading's.
func stepHeldOut(all []stepDraft, nf int) (engine, learned []actTally) {
	for n := 10; n <= 25; n++ {
		train, held := leaveOut(all, n, stepSet)
		w := stepFit(train, nf)
		var e, l actTally
		for _, r := range held {
			e.add(r.engine, r.c.actions)
			l.add(r.picks(w), r.c.actions)
		}
		engine, learned = append(engine, e), append(learned, l)
	}
	return
}

// stepWins counts the sets the reading beats the engine on (precision plus recall) and loses on, and
// whether it beats it on most.
func stepWins(engine, learned []actTally) (wins, losses int, ok bool) {
	for k := range engine {
		e, l := engine[k].precision()+engine[k].recall(), learned[k].precision()+learned[k].recall()
		if l > e+1e-9 {
			wins++
		} else if l < e-1e-9 {
			losses++
		}
	}
	return wins, losses, wins*2 > len(engine)
}

// TestStepRankerHeldOut leaves each of sets 10-25 out in turn, fits the step reading on the rest of
// the design drafts and logs the set left out's precision and recall beside the engine's, over the
// generic features alone and given the engine's decision as well. A reading that beats the engine on
// most of sets 10-25 is fitted on all the design drafts and scored on sets 26-30, their summary
// only, its weights logged, and the test fails: it belongs in the engine, not in a test. It fails
// too when a feature reads nothing on any design draft. Round 30d: neither wins (docs/report-cases.md),
// so sets 26-30 were never scored. About 15 s of a core.
func TestStepRankerHeldOut(t *testing.T) {
	if testing.Short() {
		t.Skip("fits 32 readings")
	}
	cases := prepare(readCases(t, "testdata/cases"))
	labels := stepLabels(cases)
	for _, engine := range []bool{false, true} {
		fs := stepRankFeatures(labels, engine)
		all := stepDrafts(cases, fs)
		for j, f := range fs {
			if !slices.ContainsFunc(all, func(r stepDraft) bool {
				return designSet(r.set) && reads(r.x, j)
			}) {
				t.Errorf("feature %q reads nothing on any design draft", f.name)
			}
		}
		name := map[bool]string{false: "alone", true: "+ engine's decision"}[engine]
		e, l := stepHeldOut(all, len(fs))
		var se, sl actTally
		for k := range e {
			t.Logf("%-20s set %d held out: engine %s, learned %s", name, k+10, e[k], l[k])
			se = actTally{se.got + e[k].got, se.want + e[k].want, se.hit + e[k].hit}
			sl = actTally{sl.got + l[k].got, sl.want + l[k].want, sl.hit + l[k].hit}
		}
		wins, losses, ok := stepWins(e, l)
		t.Logf("%-20s sets 10-25: engine %s, learned %s; beats the engine (P+R) on %d, loses on %d", name, se, sl, wins, losses)
		if !ok {
			continue
		}
		t.Errorf("%s beats the engine on most of sets 10-25: put it in the engine if sets 26-30 agree", name)
		w := stepFit(slices.DeleteFunc(slices.Clone(all), func(r stepDraft) bool { return !designSet(r.set) }), len(fs))
		for n := 26; n <= 30; n++ {
			var ev, lv actTally
			_, held := leaveOut(all, n, stepSet)
			for _, r := range held {
				ev.add(r.engine, r.c.actions)
				lv.add(r.picks(w), r.c.actions)
			}
			t.Logf("%-20s validation set %d: engine %s, learned %s", name, n, ev, lv)
		}
		for j, f := range fs {
			t.Logf("  %-44s %+.2f", f.name, w[j])
		}
	}
}

// TestStepPersonTimeOwner checks the readers of person, a day to come and an owner on forms each
// should and should not read.
func TestStepPersonTimeOwner(t *testing.T) {
	first := func(s string) bool {
		return slices.ContainsFunc(strings.Fields(s), func(w string) bool { return slices.Contains(firstPerson, strings.Trim(w, ".,")) })
	}
	second := func(s string) bool {
		return slices.ContainsFunc(strings.Fields(s), func(w string) bool { return slices.Contains(secondPerson, strings.Trim(w, ".,")) })
	}
	for _, c := range []struct {
		name, s string
		read    func(string) bool
		want    bool
	}{
		{"first person", "제가 내일 견적을 보내겠습니다.", first, true},
		{"first person: none", "견적은 내일 나옵니다.", first, false},
		{"second person", "여러분은 오늘까지 제출하세요.", second, true},
		{"honorific -시-", "자료를 확인해 주세요.", honoredEnds.MatchString, true},
		{"honorific: a verb of the writer", "자료를 확인하겠습니다.", honoredEnds.MatchString, false},
		{"a day to come", "다음 주 화요일에 모입니다.", func(s string) bool { return wordlist.Has(s, comingDays...) }, true},
		{"due by a day", "보고서는 15일까지 냅니다.", dayBy.MatchString, true},
		{"a title before 께서", "팀장님께서 직접 확인하십니다.", ownerNamed.MatchString, true},
		{"a title before 이", "김 대리가 발주를 넣습니다.", ownerNamed.MatchString, true},
		{"no owner", "발주는 월요일에 넣습니다.", ownerNamed.MatchString, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := c.read(c.s); got != c.want {
				t.Errorf("%q: %v, want %v", c.s, got, c.want)
			}
		})
	}
}
