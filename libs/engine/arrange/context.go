// What a figure measures (contextOf): the strategies it tries in order, most particular first,
// each a reading of the words around the figure in a file of its own, and what it adds to the
// phrase found (the base of a share, a difference's other side or its noun, the predicate's verbal
// noun).

package arrange

import (
	"slices"
	"strings"
	"unicode/utf8"

	"maltu/libs/engine/hangul"
	"maltu/libs/gate/markers"
)

// contextOf names what a figure measures with words of its sentence: the noun phrase the figure
// counts when it stands bare before it (3,000원 할인 쿠폰을), else the nearest noun with a particle
// before it with the bare nouns and the verbal noun in front (이탈하는 비율이 → 이탈 비율), else
// the bare nouns right before it (결제 시도 3,200건), else the words after it; and the verbal
// noun of the predicate that follows (7일 안에 이탈하는 → 가입 후 이탈), when the phrase lacks one.
func contextOf(before, unit, after string) string {
	before = openBracket(unbracketed(fieldTopic(before)))
	x := spot{before: before, unit: unit, after: after, words: strings.Fields(before), next: strings.Fields(after)}
	one, rest := oneBefore(x.words)
	x.words = rest
	head := readHead(x)
	if onlyMoments(head) {
		head = pastMoments(x, head)
	}
	if base := shareBase(x.words, unit); base != "" && !slices.Contains(head, base) {
		head = append(head, base) // 매출은 … 목표의 92%, 발전량은 … 계획 대비 96%: what the share is of
	} else if than := comparedWith(x.words); than != "" && !slices.Contains(head, than) {
		head = append(head, than, "대비") // 온도가 7도로 기준보다 2도 높았다: a difference is of the topic against the other side
	} else if d := differenceAfter(x); d != "" && !slices.Contains(head, d) {
		head = append(head, d) // 3.1%p 차이가 납니다, 1,231표 차로 눌렀다: the figure is a difference
	}
	if per := perOneBefore(x.words); len(per) > 0 {
		if before, ok := perRate(x.words, per); ok && !nounOfItsOwn(x) {
			if topic := rateTopic(before); len(topic) > 0 && !slices.Contains(head, topic[len(topic)-1]) {
				head = topic // 주차는 … 초과 시 30분당 1,000원: what is priced per the one
			}
		}
		head = append(per, slices.DeleteFunc(head, func(w string) bool { return slices.Contains(per, w) })...) // 한 사람당 120만씩: what one the amount is of
	}
	if len(one) > 0 && !slices.Contains(head, one[1]) {
		head = append(head, one...) // 식용유 18L 한 통 4만 2천 원: the amount is of one of what the phrase names
	}
	if v := verbalNoun(x.next); v != "" && !slices.Contains(head, v) {
		head = append(head, v)
	}
	if n := len(x.words); n > 0 && slices.Contains(statistics, x.words[n-1]) && !slices.Contains(head, x.words[n-1]) {
		head = append(head, x.words[n-1]) // 만족도는 평균 4.3점, A사: 최대 15,000 rpm: which of what the phrase names
	}
	return strings.Join(head, " ")
}

// readHead is what the strategies read of the figure at x, else the word before it.
func readHead(x spot) []string {
	if head := strategyHead(x); len(head) > 0 {
		return head
	}
	return wordBefore(x.words)
}

// strategyHead is what the first of contextStrategies that finds anything reads, or nil.
func strategyHead(x spot) []string {
	for _, st := range contextStrategies {
		if head := st.find(x); head != nil {
			return head
		}
	}
	return nil
}

// oneBefore splits off a count of one written bare right before a figure (식용유 18L 한 통 4만 2천
// 원, 인건비 알바 한 명 340만 원, 점심은 한 끼에 2,000원), in a counter of the dictionary that is no
// span (한 달 is when): the amount is of that one, which writers name as the one (한 끼, 한 병)
// or by what it is one of (식용유, 인건비), so the phrase before is read without it and it follows.
func oneBefore(words []string) (one, rest []string) {
	n := len(words)
	if n < 2 || words[n-2] != "한" {
		return nil, words
	}
	c := strings.TrimSuffix(strings.Trim(words[n-1], punctuation), "에")
	if !countsThings(c) {
		return nil, words
	}
	return []string{"한", c}, words[:n-2]
}

// statistics say which value of what a phrase names a figure right after them is: its average,
// its maximum, one leg of a trip or both, its total (만족도는 평균 4.3점, A사: 최대 15,000 rpm, 출근
// 편도 52분, 화환 12만 원에 배송비 1만 5천 원 해서 총 13만 5천 원); with no noun before, the
// statistic alone (총 52만 5천 원 나왔고, 쉬는 시간까지 총 7시간).
var statistics = []string{"평균", "최대", "편도", "왕복", "총"}

// particles trimmed off a context word.
var particles = []string{"에서는", "에서", "에는", "으로", "로", "은", "는", "이", "가", "을", "를", "의", "도", "에", "과", "와"}

// contextParticles end the noun a figure is about.
var contextParticles = []string{"에게", "까지", "은", "는", "이", "가", "을", "를", "의", "과", "와", "도", "에", "만"}

// spot is where a figure stands: the text before and after it, and their words, and the unit
// written on it.
type spot struct {
	before, unit, after string
	words, next         []string
}

// spacedBefore reports a figure with a word after it, apart.
func (x spot) spacedBefore() bool { return strings.HasPrefix(x.after, " ") && len(x.next) > 0 }

// contextStrategies are the ways contextOf reads what a figure measures, most particular first:
// the first that finds anything (a non-nil phrase) names it.
var contextStrategies = []struct {
	name string
	find func(x spot) []string
}{
	{"label of a list", listLabel},
	{"the person an age is told of", agedPerson},
	{"a side of a pair in 대", pairSide},
	{"what the sentence says it is", whatItIs},
	{"an earlier time's figure set against the one before", earlierTime},
	{"what a sum is spent on", func(x spot) []string { return spentOn(x.after) }},
	{"the object a period runs", periodObject},
	{"the noun a period qualifies", periodOf},
	{"the whole of a share", shareOf},
	{"the noun after 의", genitiveAfter},
	{"the noun a figure's degree describes", degreeOf},
	{"what a bound holds", boundHolds},
	{"the whole a part is taken from", partFrom},
	{"the nouns before 동안", during},
	{"what a span of time is since", spanSince},
	{"the act a span in 지 is since", sinceAct},
	{"a standard set against a figure", standardAgainst},
	{"the object a change sets", changedObject},

	{"the topic a list's total sums", listTotal},
	{"the word a figure in brackets glosses", glossed},
	{"the dimension a measure stands bare before", dimensionOf},
	{"one of a counter it stands before", oneAfter},
	{"what a size before a count is of", sizeAfter},
	{"the noun a size stands before", sizedNoun},
	{"the nouns it stands before", nounsAfter},
	{"what the whole of a part counts", wholeCounts},
	{"what a clause before a bound noun is about", aboutClause},
	{"what a when before it is told of", whenTold},
	{"the bare nouns before", func(x spot) []string { return notWhen(runBefore(x.words), x.unit) }},
	{"a count of one the figure is", oneMeasured},
	{"the nearest noun with a particle", func(x spot) []string { return markedBefore(x.words) }},
	{"the words after", func(x spot) []string { return afterPhrase(x.after) }},
}

// unbracketed drops the figures' remarks in brackets closed before a figure (먹거리 부스(9개)가 →
// 먹거리 부스가): a count or an earlier value is no part of the phrase it is written onto; a gloss
// (매출(MRR)은) is, and a bracket still open holds the figure itself.
func unbracketed(before string) string {
	end := len(before)
	for {
		shut := strings.LastIndex(before[:end], ")")
		open := strings.LastIndex(before[:max(shut, 0)], "(")
		if shut < 0 || open < 0 {
			return before
		}
		if strings.ContainsAny(before[open:shut], "0123456789") {
			before = before[:open] + before[shut+1:]
		}
		end = open
	}
}

// openBracket sets a bracket that holds the figure apart from the word it opens (3건(소요 일수 각
// 10일) → 3건( 소요 일수): the phrase inside starts there.
func openBracket(before string) string {
	open := strings.LastIndex(before, "(")
	if open < 0 || strings.Contains(before[open:], ")") || strings.HasPrefix(before[open+1:], " ") {
		return before
	}
	return before[:open+1] + " " + before[open+1:]
}

// nonEmpty is nil for no words, so that a strategy that finds nothing gives way to the next.
func nonEmpty(words []string) []string {
	if len(words) == 0 {
		return nil
	}
	return words
}

// perOneBefore is the rate written right before a figure, 평균 between or not, with the numeral
// that counts its one (한 사람당, 한 건당 평균, 1인당, 시간당): the amount is of that one, which
// writers name beside what it measures (한 명당 6만 원씩 보내, 1인당 평균 23마리꼴). A 평균
// between stays with the one it is per (하루 평균, kg당 평균), as writers name it, not after the
// nouns read before it (하루 여름 성수기 평균).
func perOneBefore(words []string) []string {
	n := len(words)
	if n > 0 && slices.Contains(perBetween, words[n-1]) {
		n--
	}
	if span := spanOfOne(words[:n]); span != nil {
		return append(span, words[n:]...)
	}
	switch {
	case n == 0 || !rate(words[n-1]):
		return nil
	case n > 1 && slices.Contains(nativeNumerals, words[n-2]):
		return append([]string{words[n-2]}, words[n-1:]...)
	}
	return words[n-1:]
}

// perBetween are the words written between a rate and its figure that stay with the rate: an
// average (1인당 평균) and the period it is paid over (1인당 월 7만 원, 가구당 연 30만 원).
var perBetween = []string{"평균", "월", "연"}

// spanOfOne is a span of one written right before a figure (하루 12만 원씩, 한 달에 60만 원): the
// figure is per that span, which writers name beside what it measures or alone.
func spanOfOne(words []string) []string {
	n := len(words)
	switch {
	case n > 0 && words[n-1] == "하루":
		return words[n-1:]
	case n > 1 && words[n-2] == "한" && slices.Contains(spanUnits, strings.TrimSuffix(words[n-1], "에")):
		return []string{"한", strings.TrimSuffix(words[n-1], "에")}
	}
	return nil
}

// fieldTopic writes the label of a bulleted field (- 전기 요금: 단가 인상 영향으로 8,940만 원, - 코스:
// 학가산 정상 해맞이 후 하산, 약 6km) as the topic it is before the line's first figure: the line
// says it of what the label names, as 전기 요금은 … would, unless its own words name another; the
// figures after it measure what it does (8,940만 원에서 9,310만 원으로). A line without a marker
// opens with a speaker as often (수아: 응 10월엔 4만 5천 원이었어); a label a clause describes
// (잘된 점:, 아쉬운 점:) says what kind of remark follows, not what is measured.
func fieldTopic(before string) string {
	marker, rest := markers.Lead(before)
	label, said, ok := strings.Cut(rest, ":")
	words := strings.Fields(label)
	if marker == "" || !ok || !strings.HasPrefix(said, " ") || len(words) == 0 || len(words) > 3 || numeric(label) || numeric(said) || slices.ContainsFunc(words, adnominal) {
		return before
	}
	last, _ := utf8.DecodeLastRuneInString(label)
	topic := "는"
	if hangul.HasTail(last) {
		topic = "은"
	}
	return marker + " " + label + topic + said
}
