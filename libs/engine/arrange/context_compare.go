// The readings of figures set against others: the sides of a pair in 대, a standard, the ends of
// a change, an earlier time's figure, and what contextOf adds: the base of a share, the other side
// of a difference, the noun that makes a figure a difference (3.1%p 차이).

package arrange

import (
	"slices"
	"strings"
	"unicode/utf8"

	"maltu/libs/engine/internal/wordlist"
)

// shareBase is the noun a percentage is taken of, written right before it: X의 or X 대비 (목표의
// 92%, 계획 대비 96%, which keeps its 대비: 생산량 계획 대비, not 생산량 계획, a plan of
// production), or what an earlier figure in 의 measures (목표 1만 명의 62%, 계획 61GWh의 86%), or "".
func shareBase(words []string, unit string) string {
	n := len(words)
	if unit != "%" || n == 0 {
		return ""
	}
	base, ok := strings.CutSuffix(words[n-1], "의")
	against := !ok && n > 1 && words[n-1] == "대비"
	switch {
	case ok && startsWithFigure(base):
		return strings.Join(figureNouns(words[:n-1]), " ")
	case ok && n > 1 && unitApart(words[n-2], base):
		return strings.Join(figureNouns(words[:n-2]), " ")
	case against:
		base, ok = words[n-2], true
	}
	if !ok || !bareNoun(base) || functionWords.Holds(base) || wordlist.Closes(base, timeWords...) || n > 1 && startsWithFigure(words[n-2]) {
		return ""
	}
	if against {
		return base + " 대비"
	}
	return base
}

// comparedWith is the noun of the other side of a difference written right before it (기준보다 2도,
// 다른 제품보다 10만 원 정도), or "" for a time (작년보다 12%: when, which the topic's noun says
// with it) or a figure's (9월 39대보다).
func comparedWith(words []string) string {
	n := len(words)
	if n > 0 && slices.Contains(approximators, words[n-1]) {
		n--
	}
	if n == 0 {
		return ""
	}
	than, ok := strings.CutSuffix(words[n-1], "보다")
	if !ok || !bareNoun(than) || utf8.RuneCountInString(than) < 2 || functionWords.Holds(than) || wordlist.Closes(than, timeWords...) || slices.Contains(whenNouns, than) {
		return ""
	}
	return than
}

// pairAfter reports a figure set against the next in 대 (14건 대 9건).
func pairAfter(next []string) bool {
	return len(next) >= 2 && next[0] == "대" && startsWithFigure(next[1])
}

// pairSide: 투약군 대 위약군이 48% 대 11%였다: two figures set against each other in 대 take the
// sides named the same way, in order; else the second measures what the nouns before the first
// name (B와 C의 비율은 42% 대 20%).
func pairSide(x spot) []string {
	n := len(x.words)
	second := n >= 2 && x.words[n-1] == "대" && startsWithFigure(x.words[n-2])
	first := pairAfter(x.next)
	if !first && !second {
		return nil
	}
	words := x.words
	if second {
		words = x.words[:n-2]
	}
	if k := len(words); k >= 3 && words[k-2] == "대" {
		a, b := strings.Trim(words[k-3], ",."), strings.Trim(words[k-1], ",.")
		b, _ = cutParticle(b, contextParticles)
		if second {
			return []string{b}
		}
		return []string{a}
	}
	if side := contestSide(words, x.next, second); side != nil {
		return side
	}
	if !second {
		return nil
	}
	return nonEmpty(figureNouns(words))
}

// contestSide reads the sides of a pair in 대 from the clause's roles: A가 B를 142표 대 97표로 gives
// the first to the subject and the second to the object; A가 14건 대 9건으로 B보다 the second to
// what is compared after it. Without either the pair is left to the other readings.
func contestSide(words, next []string, second bool) []string {
	subject, object := -1, -1
	for i := len(words) - 1; i >= 0 && i >= len(words)-6; i-- {
		noun, ok := cutParticle(words[i], sideParticles)
		switch {
		case !ok || !bareNoun(noun) || bareNoun(words[i]):
		case object < 0 && subject < 0 && wordlist.Closes(words[i], "을", "를"):
			object = i
		case subject < 0 && wordlist.Closes(words[i], "이", "가"):
			subject = i
		}
	}
	side := func(from, i int) []string {
		noun, _ := cutParticle(words[i], sideParticles)
		return nounsBefore(words[from:i], []string{noun})
	}
	switch {
	case subject >= 0 && object > subject && second:
		return side(subject+1, object) // the object's nouns start after the subject
	case subject >= 0 && object > subject:
		return side(0, subject)
	case second:
		for k, w := range next[:min(4, len(next))] {
			if than, ok := strings.CutSuffix(w, "보다"); ok && bareNoun(than) && !whenWord(than) && !wordlist.Closes(than, timeWords...) {
				return nounsBefore(next[:k], []string{than})
			}
		}
	}
	return nil
}

// sideParticles mark the object and the subject, the two sides of a contest (A가 B를 142표 대 97표로).
var sideParticles = []string{"을", "를", "이", "가"}

// standardAgainst: 4.8초로 기준 3초를 넘어, 0.4ppm으로 기준 0.25ppm 초과: 기준 right after a figure
// in 로 names the standard that figure is set against, which the figure after it is; so does 기준
// after whose standard it is when the figure after is compared (내부 기준 40%를 밑돈다, 권고 기준
// 8자에 못 미친다, 풍속 기준 0.5m/s 미달). 평일 기준 50분, 복수여권 기준 5만 원으로 and 20L 기준
// 31개 say on what basis.
func standardAgainst(x spot) []string {
	n := len(x.words)
	if n < 2 || x.words[n-1] != "기준" {
		return nil
	}
	if startsWithFigure(x.words[n-2]) && wordlist.Closes(x.words[n-2], "로", "으로") {
		return []string{"기준"}
	}
	compared := wordlist.Opens(x.after, "에 ", "을 ", "를 ", "의 ") || x.spacedBefore() && wordlist.Opens(x.next[0], append(bounds, "미달")...)
	if w := x.words[n-2]; compared && bareNoun(w) && !functionWords.Holds(w) && !wordlist.Closes(w, timeWords...) {
		return append(nounsBefore(x.words[:n-2], []string{w}), "기준")
	}
	return nil
}

// changedObject: 기본급 인상률을 1차 제시안 2.1%에서 3.4%로 올렸다, 알림 기준을 응답 시간 2초로
// 낮춘다: a figure a change starts from or ends at is a value of the object it changes, with what
// the bare nouns between say of that value.
func changedObject(x spot) []string {
	if !wordlist.Opens(x.after, "에서 ", "로 ", "으로 ") {
		return nil
	}
	for i := len(x.words) - 1; i >= 0 && i >= len(x.words)-4; i-- {
		w := x.words[i]
		if noun, ok := cutParticle(w, objectParticles); ok && !bareNoun(w) && bareNoun(noun) {
			return append(nounsBefore(x.words[:i], []string{noun}), runBefore(x.words[i+1:])...)
		}
		if !bareNoun(w) && !startsWithFigure(w) {
			return nil
		}
	}
	return nil
}

// earlierTime: 이용률은 24.7%로 전년 같은 분기 28.1%보다, 사례는 2건으로 지난 동계의 11건보다,
// 고장 출동 9회로 10월 4회에서 증가, 비중 1.062에서 최종 1.012로 떨어져: a figure told for another
// time or stage only, right after another figure (and the verb of its clause), is the other side
// of a comparison or a change of what that figure measures.
func earlierTime(x spot) []string {
	changeEnd := wordlist.Opens(x.after, "로 ", "으로 ") && len(x.next) > 1 && wordlist.Opens(x.next[1], movedWords.Words()...)
	if !wordlist.Opens(x.after, "보다", "에서 ", "에 비해", "대비") && !changeEnd {
		return nil
	}
	k := len(x.words)
	for k > 0 && timeOnly(x.words, k-1) {
		k--
	}
	if k > 1 && slices.Contains(timeQualifiers, x.words[k-1]) {
		k-- // 해열제 투여 후 6시 37.4도로: a clause of time, with the nouns or the modifier of its act
		for k > 0 && (bareNoun(x.words[k-1]) || adnominal(x.words[k-1])) {
			k--
		}
	}
	if k == len(x.words) || k == 0 {
		return nil
	}
	when := x.words[k:]
	if changeEnd && k > 1 && predicate(x.words[k-1]) {
		k-- // 12,000rpm 넣었는데 중간에 9,000rpm으로
	}
	figure := k - 1
	if figure > 0 && unitApart(x.words[figure-1], strings.TrimRight(x.words[figure], ",")) {
		figure-- // 8천만 원으로
	}
	if !startsWithFigure(x.words[figure]) {
		return nil
	}
	nouns := figureNouns(x.words[:figure])
	if len(nouns) == 0 {
		return nil
	}
	return append(timeOf(when), nouns...)
}

// timeOf is the time an earlier figure is told for (지난 학기, 지난 동계의 → 지난 동계), which the
// figure holds as much as the noun it measures: writers name the one or the other.
func timeOf(words []string) []string {
	var out []string
	for _, w := range words {
		if w = timeWord(w); w != "" {
			out = append(out, w)
		}
	}
	return out
}

// timeWord is w without the commas, brackets and 의 written around a time (지난 동계의 → 동계).
func timeWord(w string) string { return strings.TrimSuffix(strings.Trim(w, ",()"), "의") }

// timeOnly reports words[i] as part of a time a figure is told for (전년 같은 분기, 지난 동계의,
// 10월, 최종, 중간에), not what it measures: a time's word, the noun after 지난 or 이번 (지난 테스트)
// or written onto 지난 (지난봄, 지난번).
func timeOnly(words []string, i int) bool {
	w := timeWord(words[i])
	switch {
	case w == "" || numeric(w) && !anchor(w):
		return false
	case anchor(w) || slices.Contains([]string{"이번", "같은", "최종", "중간에"}, w) || slices.Contains(whenNouns, w) || strings.HasPrefix(w, "지난"):
		return true
	case i > 0 && slices.Contains([]string{"지난", "이번"}, words[i-1]):
		return true
	}
	return wordlist.Closes(w, timeWords...) || wordlist.Closes(w, timeNouns...)
}

// differenceAfter is the noun right after a figure that makes it a difference between two (3.1%p
// 차이가 납니다, 1,231표 차로 눌렀다, 40분 차이였다), or "".
func differenceAfter(x spot) string {
	if !x.spacedBefore() {
		return ""
	}
	w := strings.Trim(x.next[0], ",.")
	if !slices.Contains(differenceNouns, w) {
		w, _ = cutAny(w, append(particles, copulaEnds...)) // 차이가, 차로, 차이였다
	}
	if slices.Contains(differenceNouns, w) {
		return w
	}
	return ""
}

// differenceNouns make the figure before them a difference (2cm 차이, 1.5점 차).
var differenceNouns = []string{"차이", "차"}
