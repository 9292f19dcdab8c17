package arrange

import (
	"fmt"
	"math"
	"os"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"maltu/libs/gate/contract"
)

// Round 32a's learned choice of the noun a figure's context names, as a test. A candidate is a noun
// of a listed figure's sentence (a word read as topicNouns reads it, its particle cut as
// contextParticles end it); its features are the engine's context holding it (the hand's pick), where
// it stands against the figure, its particle, a clause between, a noun of measure, a time, its place
// in a compound and the contextStrategies that offer it. The weights are the logistic fit of whether
// the noun holds the writer's head noun, mean over candidates, ranker_test.go's L2 and steps from
// zero. The ranker's output is the engine's context replaced by its best noun when that noun is not
// in the context, is more likely than not and beats the context's best noun by ctxMargin; figures
// are then scored as TestReportCases scores contexts (named of found). TestContextRankerHeldOut
// leaves each of sets 10-25 out in turn; docs/report-cases.md has the round.

// ctxCand is one noun of a listed figure's sentence.
type ctxCand struct {
	noun, particle string
	at, figure     int      // word places of the noun and of the figure
	words          []string // the sentence's words
	context        string   // the engine's context of the figure
	offered        int      // how many of contextStrategies' phrases hold the noun
}

// ctxFeature is one feature of a candidate.
type ctxFeature = feature[ctxCand]

func ctxBool(name string, of func(c ctxCand) bool) ctxFeature {
	return ctxFeature{name, func(c ctxCand) float64 { return b(of(c)) }}
}

// gap is the candidate's distance in words from the figure, negative before it.
func (c ctxCand) gap() int { return c.at - c.figure }

// clauseBetween reports a comma or a clause's ending between the candidate and the figure.
func (c ctxCand) clauseBetween() bool {
	from, to := min(c.at, c.figure), max(c.at, c.figure)
	for i := from; i < to; i++ {
		w := c.words[i]
		if strings.ContainsAny(w, ",;") || !bareNoun(strings.Trim(w, punctuation)) && clauseEnd(strings.Trim(w, punctuation)) {
			return true
		}
	}
	return false
}

// particleIs reports the candidate's particle one of ps.
func particleIs(ps ...string) func(c ctxCand) bool {
	return func(c ctxCand) bool { return slices.Contains(ps, c.particle) }
}

// ctxFeatures are the ranker's features, a bias first.
var ctxFeatures = []ctxFeature{
	{"bias", func(ctxCand) float64 { return 1 }},
	ctxBool("in the engine's context", func(c ctxCand) bool { return c.context != "" && strings.Contains(c.context, c.noun) }),
	ctxBool("first of the engine's context", func(c ctxCand) bool { return strings.HasPrefix(c.context, c.noun) }),
	ctxBool("the engine's context empty", func(c ctxCand) bool { return c.context == "" }),
	ctxBool("right before", func(c ctxCand) bool { return c.gap() == -1 }),
	ctxBool("two before", func(c ctxCand) bool { return c.gap() == -2 }),
	ctxBool("three before", func(c ctxCand) bool { return c.gap() == -3 }),
	ctxBool("four or five before", func(c ctxCand) bool { return c.gap() <= -4 && c.gap() >= -5 }),
	ctxBool("six or more before", func(c ctxCand) bool { return c.gap() <= -6 }),
	ctxBool("right after", func(c ctxCand) bool { return c.gap() == 1 }),
	ctxBool("two after", func(c ctxCand) bool { return c.gap() == 2 }),
	ctxBool("three or more after", func(c ctxCand) bool { return c.gap() >= 3 }),
	ctxBool("topic 은/는", particleIs("은", "는", "에서는", "에는")),
	ctxBool("subject 이/가", particleIs("이", "가")),
	ctxBool("object 을/를", particleIs("을", "를")),
	ctxBool("genitive 의", particleIs("의")),
	ctxBool("place or time 에/에서", particleIs("에", "에서", "에게")),
	ctxBool("with 과/와", particleIs("과", "와")),
	ctxBool("also 도, only 만, up to 까지", particleIs("도", "만", "까지")),
	ctxBool("toward 로/으로", particleIs("로", "으로")),
	ctxBool("compared 보다/대비", func(c ctxCand) bool { return c.particle == "보다" || c.noun == "대비" }),
	ctxBool("bare", particleIs("")),
	ctxBool("a clause between", ctxCand.clauseBetween),
	ctxBool("a noun of an act", func(c ctxCand) bool { return actNouns[c.noun] }),
	ctxBool("a light noun", func(c ctxCand) bool { return lightNouns[c.noun] }),
	ctxBool("a time", func(c ctxCand) bool { return onlyWhen(c.noun) || whenWord(c.noun) }),
	ctxBool("one syllable", func(c ctxCand) bool { return utf8.RuneCountInString(c.noun) == 1 }),
	ctxBool("a compound's head (a bare noun after)", func(c ctxCand) bool {
		return c.particle == "" && c.at+1 < len(c.words) && c.at+1 != c.figure && bareNoun(strings.Trim(c.words[c.at+1], punctuation))
	}),
	ctxBool("a compound's tail (a bare noun before)", func(c ctxCand) bool {
		return c.at > 0 && c.at-1 != c.figure && bareNoun(strings.Trim(c.words[c.at-1], punctuation))
	}),
	ctxBool("the sentence's first word", func(c ctxCand) bool { return c.at == 0 }),
	ctxBool("offered by a strategy", func(c ctxCand) bool { return c.offered > 0 }),
	ctxBool("offered by three strategies or more", func(c ctxCand) bool { return c.offered >= 3 }),
}

// ctxParticles are the particles a candidate's word is read without, longest first.
var ctxParticles = []string{"에서는", "에게", "에서", "에는", "까지", "보다", "으로", "로", "은", "는", "이", "가", "을", "를", "의", "과", "와", "도", "에", "만"}

// figure is a listed figure with its candidates: their features and whether each holds a head noun
// the writer gave the figure's value.
type ctxFigure struct {
	nouns []string
	x     [][]feat
	right []bool
	held  []bool // the engine's context holds the noun
	named bool   // the engine's context holds a head noun of the figure's value
	heads bool   // the writer gave the figure's value a head noun
}

// ctxDraft is a draft's report and its figures as the ranker reads them.
type ctxDraft struct {
	c    reportCase
	set  string
	r    contract.Report
	figs []ctxFigure // one a listed figure, in r.Numbers' order
}

// figureAt is the byte place of n's value in its sentence, from from on, -1 when it is not written so.
func figureAt(n contract.Number, from int) int {
	s := n.Evidence
	if from > len(s) {
		from = len(s)
	}
	if i := strings.Index(s[from:], n.Value); i >= 0 {
		return from + i
	}
	return strings.Index(s, n.Value)
}

// offeredBy runs each of contextStrategies on the figure at pos as contextOf reads it and returns
// the phrases they find.
func offeredBy(s string, pos int, n contract.Number) (phrases []string) {
	before := openBracket(unbracketed(fieldTopic(s[:pos])))
	after := s[pos+len(n.Value):]
	if !strings.HasSuffix(n.Value, n.Unit) {
		after = strings.TrimPrefix(strings.TrimPrefix(after, " "), n.Unit)
	}
	x := spot{before: before, unit: n.Unit, after: after, words: strings.Fields(before), next: strings.Fields(after)}
	_, x.words = oneBefore(x.words)
	for _, st := range contextStrategies {
		func() {
			defer func() { _ = recover() }() // a reading the engine never meets at this spot
			if h := st.find(x); len(h) > 0 {
				phrases = append(phrases, strings.Join(h, " "))
			}
		}()
	}
	return phrases
}

// ctxDrafts reports each case and reads its listed figures' candidates.
func ctxDrafts(cases []reportCase) []ctxDraft {
	var out []ctxDraft
	for _, c := range cases {
		d := ctxDraft{c: c, set: caseSet(c.name), r: Report(c.sentences)}
		at := map[string]int{}
		for _, n := range d.r.Numbers {
			var heads []string
			for _, w := range c.numbers {
				if sameValue(n, w[0]) {
					heads = append(heads, w[1])
				}
			}
			pos := figureAt(n, at[n.Evidence])
			var f ctxFigure
			if pos >= 0 {
				at[n.Evidence] = pos + len(n.Value)
				f = ctxFigureOf(n, pos, heads)
			}
			d.figs = append(d.figs, f)
		}
		out = append(out, d)
	}
	return out
}

// ctxFigureOf reads the candidates of the figure n written at pos.
func ctxFigureOf(n contract.Number, pos int, heads []string) ctxFigure {
	s := n.Evidence
	words := strings.Fields(s)
	fig := len(strings.Fields(s[:pos]))
	if pos > 0 && s[pos-1] != ' ' {
		fig-- // the figure is glued to the word before (약12%)
	}
	phrases := offeredBy(s, pos, n)
	f := ctxFigure{heads: len(heads) > 0, named: n.Context != "" && slices.ContainsFunc(heads, func(h string) bool { return strings.Contains(n.Context, h) })}
	for i, w := range words {
		if i == fig {
			continue
		}
		bare := strings.Trim(w, punctuation)
		noun, _ := cutParticle(bare, ctxParticles)
		particle := strings.TrimPrefix(bare, noun)
		if noun == "" || numeric(noun) || !bareNoun(noun) || functionWords.Holds(noun) || slices.Contains(f.nouns, noun) {
			continue
		}
		c := ctxCand{noun: noun, particle: particle, at: i, figure: fig, words: words, context: n.Context}
		for _, p := range phrases {
			if strings.Contains(p, noun) {
				c.offered++
			}
		}
		v := featuresOf(ctxFeatures, c)
		f.nouns, f.x = append(f.nouns, noun), append(f.x, v)
		f.right = append(f.right, slices.ContainsFunc(heads, func(h string) bool { return strings.Contains(noun, h) }))
		f.held = append(f.held, n.Context != "" && strings.Contains(n.Context, noun))
	}
	return f
}

// design reports a draft of the design material: the team's own or sets 1-25.

// ctxFit fits w by the logistic loss of each candidate on its own, mean over candidates, plus
// rankLambda/2 the squared weights, by rankSteps steps of rankRate from zero.
func ctxFit(train []ctxDraft) []float64 {
	var k keyDraft // keyFitLogistic's reading: candidates and whether each is right
	for _, d := range train {
		for _, f := range d.figs {
			k.x, k.right = append(k.x, f.x...), append(k.right, f.right...)
		}
	}
	return keyFitLogistic([]keyDraft{k}, len(ctxFeatures))
}

// ranked is the report's figures with the ranker's nouns: each context replaced (or, prepend, led)
// by the ranker's best noun where that noun is not in the context and scores at least margin more
// than the best noun the context holds.
func (d ctxDraft) ranked(w []float64, margin float64, prepend bool) []contract.Number {
	out := slices.Clone(d.r.Numbers)
	for i, f := range d.figs {
		best, bestZ, heldZ := -1, math.Inf(-1), math.Inf(-1)
		for k, v := range f.x {
			s := logOdds(v, w)
			if f.held[k] {
				heldZ = max(heldZ, s)
			}
			if s > bestZ {
				best, bestZ = k, s
			}
		}
		if best >= 0 && !f.held[best] && bestZ >= heldZ+margin {
			out[i].Context = led(f.nouns[best], out[i].Context, prepend)
		}
	}
	return out
}

// led is the context c replaced by noun, or with noun put first.
func led(noun, c string, prepend bool) string {
	if prepend {
		return strings.TrimSpace(noun + " " + c)
	}
	return noun
}

// ctxCounts are the figures found and named over drafts.
type ctxCounts struct{ found, named int }

func (c ctxCounts) pct() float64 { return 100 * float64(c.named) / float64(max(c.found, 1)) }

func countFigures(ds []ctxDraft, numbers func(d ctxDraft) []contract.Number) ctxCounts {
	var c ctxCounts
	for _, d := range ds {
		m := matchFigures(numbers(d), d.c.numbers)
		c.found, c.named = c.found+m.found, c.named+m.named
	}
	return c
}

// keepFeats are the features of the softmax's candidate "keep the engine's context", after
// ctxFeatures: keeping, an empty context, a context of one word.
func keepFeats(n contract.Number) []feat {
	nf := len(ctxFeatures)
	v := []feat{{nf, 1}}
	if n.Context == "" {
		v = append(v, feat{nf + 1, 1})
	}
	if len(strings.Fields(n.Context)) == 1 {
		v = append(v, feat{nf + 2, 1})
	}
	return v
}

// choice is a figure as the softmax reads it: keep the engine's context (right when it holds a head
// noun), or one noun it lacks.
func (d ctxDraft) choice(i int) (r rankDraft, nouns []string) {
	f := d.figs[i]
	r.x, r.right, nouns = [][]feat{keepFeats(d.r.Numbers[i])}, []bool{f.named}, []string{""}
	for k := range f.x {
		if !f.held[k] {
			r.x, r.right, nouns = append(r.x, f.x[k]), append(r.right, f.right[k]), append(nouns, f.nouns[k])
		}
	}
	return r, nouns
}

// softFit fits the softmax over each figure's choice (ranker_test.go's rankFit), over the figures
// whose choice has a right candidate.
func softFit(train []ctxDraft) []float64 {
	var rs []rankDraft
	for _, d := range train {
		for i, f := range d.figs {
			if r, _ := d.choice(i); f.heads && slices.Contains(r.right, true) {
				rs = append(rs, r)
			}
		}
	}
	return rankFit(rs, len(ctxFeatures)+3, rankLambda)
}

// softRanked is the report's figures with each context replaced by the softmax's pick, when it does
// not keep the engine's.
func (d ctxDraft) softRanked(w []float64) []contract.Number {
	out := slices.Clone(d.r.Numbers)
	for i := range d.figs {
		if r, nouns := d.choice(i); r.pick(w) > 0 {
			out[i].Context = nouns[r.pick(w)]
		}
	}
	return out
}

// ctxVariant is one way of reading the ranker into the report's contexts.
type ctxVariant struct {
	name string
	fit  func([]ctxDraft) []float64
	out  func(d ctxDraft, w []float64) []contract.Number
}

// ctxVariants are round 32a's readings: the logistic's noun in place of the context at the margin
// fixed before scoring (1 in log-odds) and at none, the logistic's noun put first, and the softmax
// that may keep the context.
var ctxVariants = []ctxVariant{
	{"logistic, replaced, margin 1", ctxFit, func(d ctxDraft, w []float64) []contract.Number { return d.ranked(w, 1, false) }},
	{"logistic, replaced, margin 0", ctxFit, func(d ctxDraft, w []float64) []contract.Number { return d.ranked(w, 0, false) }},
	{"logistic, put first, margin 0", ctxFit, func(d ctxDraft, w []float64) []contract.Number { return d.ranked(w, 0, true) }},
	{"softmax, keep or replace", softFit, ctxDraft.softRanked},
}

// TestContextRankerHeldOut leaves each of sets 10-25 out in turn, fits the context ranker on the
// rest of the design drafts (the team's and sets 1-25; never sets 26-31) and scores the set left out
// beside the engine's contexts, named of found, with the contexts each variant changes and how many
// of those newly hold the head noun. A noun put first never removes a head noun the context held, so
// that variant cannot lose on the score: what it costs is the changed contexts that gain nothing. The
// test fails when a variant that replaces beats the engine on most of the sets (round 32a: none
// did; docs/report-cases.md), so that it is scored once on the validation sets. About 60 s of a core:
// so only with ARRANGE_FIT=1 or ARRANGE_FIT=contexts, as TestCueWeightsCrossValidated.
func TestContextRankerHeldOut(t *testing.T) {
	if only := os.Getenv("ARRANGE_FIT"); only != "1" && only != "contexts" {
		t.Skip("reports every design draft and fits 48 rankers; set ARRANGE_FIT=1 (or contexts) to run it")
	}
	var cases []reportCase
	for _, c := range readCases(t, "testdata/cases") {
		if designSet(caseSet(c.name)) {
			cases = append(cases, c) // sets 26-31 are the validation sets: never read here
		}
	}
	all := ctxDrafts(cases)
	for _, v := range ctxVariants {
		row, wins, losses, changed, gained := "", 0, 0, 0, 0
		var he, hr ctxCounts
		for n := 10; n <= 25; n++ {
			train, held := leaveOut(all, n, func(d ctxDraft) string { return d.set })
			w := v.fit(train)
			e := countFigures(held, func(d ctxDraft) []contract.Number { return d.r.Numbers })
			r := countFigures(held, func(d ctxDraft) []contract.Number { return v.out(d, w) })
			for _, d := range held {
				for i, n := range v.out(d, w) {
					if n.Context != d.r.Numbers[i].Context {
						changed++
						if !d.figs[i].named && slices.ContainsFunc(d.c.numbers, func(x [2]string) bool { return sameValue(n, x[0]) && strings.Contains(n.Context, x[1]) }) {
							gained++
						}
					}
				}
			}
			row += fmt.Sprintf(" %d:%d/%d", n, e.named, r.named)
			he.found, he.named, hr.found, hr.named = he.found+e.found, he.named+e.named, hr.found+r.found, hr.named+r.named
			if r.named*e.found > e.named*r.found {
				wins++
			} else if r.named*e.found < e.named*r.found {
				losses++
			}
		}
		t.Logf("%s: engine/ranker named per set held out:%s", v.name, row)
		t.Logf("%s: sets 10-25 context engine %.1f%% (%d of %d), ranker %.1f%% (%d of %d); beats the engine on %d, loses on %d; %d contexts changed, %d of them newly naming the head",
			v.name, he.pct(), he.named, he.found, hr.pct(), hr.named, hr.found, wins, losses, changed, gained)
		if wins*2 > 16 && !strings.Contains(v.name, "put first") {
			t.Errorf("%s beats the engine on %d of sets 10-25 held out: score it once on sets 26-31", v.name, wins)
		}
	}
}
