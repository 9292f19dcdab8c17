// Package restyle rewrites sentences with the voice rules the local engine understands (package
// rules): speech level with correct conjugation, sentence length, connectors, commas, full stops,
// laughter marks, first-person forms and avoided phrases. It changes voice only: figures, Latin
// names and quotations are never touched, and a rule it cannot carry out with certainty leaves
// the sentence as it was.
package restyle

import (
	"slices"
	"strings"
	"unicode/utf8"

	"maltu/libs/engine/internal/wordlist"
	"maltu/libs/engine/rules"
	"maltu/libs/engine/speech"
	"maltu/libs/gate/chars"
	"maltu/libs/gate/contract"
)

// Numbered is a client's rule as understood, with the client's id.
type Numbered struct {
	ID   int
	Rule rules.Rule
}

// Understood keeps the rules the local engine can carry out, in the order they were sent.
func Understood(in []contract.NumberedRule) []Numbered {
	var out []Numbered
	for _, r := range in {
		if rule, ok := rules.Parse(r.Rule); ok {
			out = append(out, Numbered{ID: r.ID, Rule: rule})
		}
	}
	return out
}

// Result is one sentence rewritten and the ids of the rules that changed it.
type Result struct {
	Text    string
	RuleIDs []int
	Held    string // HeldUnconfined when a rule's change of the sentence was undone, "" otherwise
}

// HeldUnconfined: a change of level or person reached past the final predicate and the level's own
// words (speech.Confined), so the sentence was kept as it stood before that rule.
const HeldUnconfined = "unconfined"

// order is the order kinds are applied in: connectives dropped first (before a phrase rule
// turns 또한 into 또, which opens no sentence as a connective without its comma), then plain
// phrases and pronouns, then splitting (which needs the target level), the avoided phrases and
// the writer's connective (after splitting, which may open a part with 하지만 or 그래서), the
// level itself, and the marks at the end last.
var order = []rules.Kind{
	rules.FewerConnectors, rules.PlainKorean, rules.Person,
	rules.Short, rules.Avoid, rules.Connector, rules.Level, rules.FewerCommas, rules.MoreCommas, rules.Laugh, rules.NoPeriod,
}

// Sentences rewrites each sentence with the rules. Sentences are independent, except that a
// laughter mark goes on every third sentence only (on every one it would be a tic, not a voice),
// or on the next light one when that sentence cannot take it.
func Sentences(sentences []string, rs []Numbered) []Result {
	target := speech.Unknown
	for _, r := range rs {
		if r.Rule.Kind == rules.Level {
			target = r.Rule.Level
			break
		}
	}
	avoid := map[string]replacer{}
	for _, r := range rs {
		if r.Rule.Kind == rules.Avoid {
			avoid[r.Rule.Word] = avoider(r.Rule.Word)
		}
	}
	out := make([]Result, len(sentences))
	sinceLaugh := 0
	for i, s := range sentences {
		sinceLaugh++
		j := &job{parts: []string{s}, ids: []int{}, avoid: avoid}
		j.laughDue = sinceLaugh >= 3 || (len(sentences) < 3 && i == len(sentences)-1)
		for _, kind := range order {
			for _, r := range rs {
				if r.Rule.Kind == kind {
					j.do(r, target)
				}
			}
		}
		if j.laughed {
			sinceLaugh = 0
		}
		out[i] = Result{Text: strings.Join(j.parts, " "), RuleIDs: j.ids, Held: j.held}
	}
	return out
}

// job is one sentence under rewriting: splitting may turn it into several parts.
type job struct {
	parts []string
	ids   []int
	level bool // a level rule already applied
	// laughDue: a laughter mark is due on this sentence; laughed: it got one.
	laughDue, laughed bool
	avoid             map[string]replacer // the avoid rules' rewrites by phrase, shared by every sentence
	held              string              // why a rule's change was undone (HeldUnconfined), or ""
}

// confined holds a speech rule to its own confinement: a part whose change reaches past its final
// predicate and the level's own words (speech.Confined) stays as it was, and the job says so. The
// rules are meant never to do that; this is their defence in depth, as the gate is for a model.
func (j *job) confined(f func(string) (string, bool)) func(string) (string, bool) {
	return func(s string) (string, bool) {
		out, ok := f(s)
		if ok && out != s && !speech.Confined(s, out) {
			j.held = HeldUnconfined
			return s, false
		}
		return out, ok
	}
}

// each applies f to every part and records id when anything changed.
func (j *job) each(id int, f func(string) (string, bool)) {
	for k, p := range j.parts {
		if q, ok := f(p); ok && q != p {
			j.parts[k] = q
			j.record(id)
		}
	}
}

func (j *job) first(id int, f func(string) (string, bool)) {
	if q, ok := f(j.parts[0]); ok && q != j.parts[0] {
		j.parts[0] = q
		j.record(id)
	}
}

func (j *job) last(id int, f func(string) (string, bool)) {
	n := len(j.parts) - 1
	if q, ok := f(j.parts[n]); ok && q != j.parts[n] {
		j.parts[n] = q
		j.record(id)
	}
}

func (j *job) record(id int) {
	if !slices.Contains(j.ids, id) {
		j.ids = append(j.ids, id)
	}
}

func (j *job) do(r Numbered, target speech.Level) {
	rule := r.Rule
	switch rule.Kind {
	case rules.Avoid:
		j.each(r.ID, j.avoid[rule.Word])
	case rules.PlainKorean:
		j.each(r.ID, plainKorean)
	case rules.Connector:
		j.each(r.ID, func(s string) (string, bool) { return useConnector(s, rule.Word) })
	case rules.FewerConnectors:
		j.first(r.ID, dropConnector)
	case rules.Person:
		j.each(r.ID, j.confined(func(s string) (string, bool) { return speech.Person(s, rule.Word) }))
	case rules.Short:
		if parts, ok := split(j.parts[len(j.parts)-1], rule.Chars, target); ok {
			j.parts = append(j.parts[:len(j.parts)-1], parts...)
			j.record(r.ID)
		}
	case rules.Level:
		if !j.level {
			j.level = true
			j.each(r.ID, j.confined(func(s string) (string, bool) { return speech.Convert(s, rule.Level) }))
		}
	case rules.FewerCommas:
		j.each(r.ID, fewerCommas)
	case rules.MoreCommas:
		j.first(r.ID, commaAfterConnector)
	case rules.Laugh:
		if j.laughDue && !j.laughed {
			j.last(r.ID, func(s string) (string, bool) {
				out, ok := laugh(s, rule.Word)
				j.laughed = ok
				return out, ok
			})
		}
	case rules.NoPeriod:
		j.last(r.ID, dropPeriod)
	}
}

// sombre words make a sentence no place for a laugh.
var sombre = []string{"부담", "문제", "우려", "감소", "하락", "손실", "위험", "어려", "걱정", "실패", "지연", "사고", "피해",
	"죄송", "유감", "슬프", "힘들", "아프", "불편", "부족", "악화", "적자", "중단", "취소", "통증", "부상", "질병", "해충", "약해지", "약하게 만"}

// laugh puts the writer's laughter mark after a light statement, in place of its full stop. A
// question, a sentence with figures or a contrast, or one about trouble gets none.
func laugh(s, mark string) (string, bool) {
	w, _, _ := rules.Opening(s)
	if strings.HasSuffix(s, "?") || strings.Contains(s, mark) || strings.ContainsAny(s, "0123456789") ||
		rules.ClassOf(w).Contrasts() || wordlist.Has(s, sombre...) {
		return s, false
	}
	body := strings.TrimRight(s, " ")
	if strings.HasSuffix(body, ".") && !strings.HasSuffix(body, "..") {
		body = strings.TrimSuffix(body, ".")
	}
	return body + " " + mark, true
}

// dropPeriod removes a single full stop at the end (an ellipsis stays).
func dropPeriod(s string) (string, bool) {
	body := strings.TrimRight(s, " ")
	if !strings.HasSuffix(body, ".") || strings.HasSuffix(body, "..") {
		return s, false
	}
	return strings.TrimSuffix(body, "."), true
}

// split cuts a sentence much longer than chars at a connective near its middle (…늘었고, → …늘었어요.)
// and ends the first clause at the sentence's level (the target level when a level rule is
// given). A sentence may be cut twice.
func split(s string, chars int, target speech.Level) ([]string, bool) {
	level := target
	if level == speech.Unknown {
		level = speech.Detect(s).Level
	}
	if level == speech.Unknown {
		return nil, false
	}
	var parts []string
	rest := s
	for range 2 {
		first, second, ok := cutOnce(rest, chars, level)
		if !ok {
			break
		}
		parts = append(parts, first)
		rest = second
	}
	if len(parts) == 0 {
		return nil, false
	}
	return append(parts, rest), true
}

// cutOnce finds the connective nearest the middle of s whose clause can be finished, when s is
// over one and a half times chars long and both halves keep at least 10 characters. A cause in
// -기 때문에 is cut too, and the second half opens with 그래서, unless a report or question at the
// end reaches it (비가 오기 때문에 취소했다고 합니다 reports the cause too).
func cutOnce(s string, chars int, level speech.Level) (first, second string, ok bool) {
	total := utf8.RuneCountInString(s)
	if total <= chars*3/2 {
		return "", "", false
	}
	words := strings.Split(s, " ")
	_, governs := finalScope(s)
	inThePast := past(s)
	best, from, bestGap, done, finished := -1, -1, total, 0, ""
	for i, w := range words[:len(words)-1] {
		done += utf8.RuneCountInString(w) + 1
		if done < 10 || total-done < 10 || openQuoteOrBracket(strings.Join(words[:i+1], " ")) {
			continue
		}
		f, start, ok := "", i, false
		if stem, cause := causeClause(words, i); cause && governs != all {
			f, ok = speech.Finish(stem+"고", level)
			start = i - 1
		} else {
			own := tensed(strings.TrimSuffix(w, ",")) || (progressive(words, i) && !inThePast) || ownSubject(words, i)
			f, ok = finishClause(words, i, own, governs, inThePast, level)
		}
		if !ok {
			continue
		}
		if gap := max(done-total/2, total/2-done); gap < bestGap {
			best, from, bestGap, finished = i, start, gap, f
		}
	}
	if best < 0 {
		return "", "", false
	}
	w := strings.TrimSuffix(words[best], ",")
	first = strings.Join(append(slices.Clone(words[:from]), finished), " ") + "."
	second = strings.TrimLeft(strings.Join(words[best+1:], " "), " ")
	switch {
	case strings.HasSuffix(w, "지만"):
		second = "하지만 " + second
	case from < best:
		second = "그래서 " + second
	}
	return first, second, true
}

// causeClause reports words[i] as 때문에 after a predicate in -기 (남아 있기 때문에), and gives the
// predicate's stem (남아 있).
func causeClause(words []string, i int) (string, bool) {
	if i == 0 || strings.TrimSuffix(words[i], ",") != "때문에" {
		return "", false
	}
	stem, ok := strings.CutSuffix(words[i-1], "기")
	return stem, ok && stem != ""
}

// finishClause ends the clause in words[i] at level, or says it must not end there. A clause in
// -지만 stands on its own; one in -고 or -(으)며 is cut only when the final predicate does not
// govern it (own: it has a tense, aspect or subject of its own), not before an auxiliary
// (검토하고 있고) nor, untensed, inside a noun clause (insideNominal), and in the past when the sentence ends
// in the past.
func finishClause(words []string, i int, own bool, governs reach, inThePast bool, level speech.Level) (string, bool) {
	w := strings.TrimSuffix(words[i], ",")
	if !strings.HasSuffix(w, "지만") {
		if governs == all || (governs == untensed && !own) || wordlist.Opens(words[i+1], auxiliaries...) || (!own && insideNominal(words, i)) {
			return "", false
		}
		if inThePast && !own {
			var ok bool
			if w, ok = inPast(w); !ok {
				return "", false
			}
		}
	}
	return speech.Finish(w, level)
}

func openQuoteOrBracket(s string) bool {
	return chars.LeavesOpen(s, '(', '"', '“', '\'')
}
