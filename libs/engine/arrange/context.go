package arrange

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"maltu/libs/engine/hangul"
	"maltu/libs/engine/internal/wordlist"
	"maltu/libs/engine/rules"
	"maltu/libs/engine/speech"
	"maltu/libs/gate/figures"
)

// particles trimmed off a context word.
var particles = []string{"에서는", "에서", "에는", "으로", "로", "은", "는", "이", "가", "을", "를", "의", "도", "에", "과", "와"}

// contextOf names what a figure measures with words of its sentence: the noun phrase the figure
// counts when it stands bare before it (3,000원 할인 쿠폰을), else the nearest noun with a particle
// before it with the bare nouns and the verbal noun in front (이탈하는 비율이 → 이탈 비율), else
// the bare nouns right before it (결제 시도 3,200건), else the words after it; and the verbal
// noun of the predicate that follows (7일 안에 이탈하는 → 가입 후 이탈), when the phrase lacks one.
func contextOf(before, unit, after string) string {
	before = openBracket(unbracketed(before))
	x := spot{before: before, unit: unit, after: after, words: strings.Fields(before), next: strings.Fields(after)}
	var head []string
	for _, st := range contextStrategies {
		if head = st.find(x); head != nil {
			break
		}
	}
	if len(head) == 0 {
		head = wordBefore(x.words)
	}
	if base := shareBase(x.words, unit); base != "" && !slices.Contains(head, base) {
		head = append(head, base) // 매출은 … 목표의 92%, 발전량은 … 계획 대비 96%: what the share is of
	} else if than := comparedWith(x.words); than != "" && !slices.Contains(head, than) {
		head = append(head, than, "대비") // 온도가 7도로 기준보다 2도 높았다: a difference is of the topic against the other side
	}
	if v := verbalNoun(x.next); v != "" && !slices.Contains(head, v) {
		head = append(head, v)
	}
	if n := len(x.words); n > 0 && x.words[n-1] == "평균" && len(head) > 0 && !slices.Contains(head, "평균") {
		head = append(head, "평균") // 만족도는 평균 4.3점: the average of what the phrase names
	}
	return strings.Join(head, " ")
}

// shareBase is the noun a percentage is taken of, written right before it: X의 or X 대비 (목표의
// 92%, 계획 대비 96%), or what an earlier figure in 의 measures (목표 1만 명의 62%, 계획 61GWh의
// 86%), or "".
func shareBase(words []string, unit string) string {
	n := len(words)
	if unit != "%" || n == 0 {
		return ""
	}
	base, ok := strings.CutSuffix(words[n-1], "의")
	switch {
	case ok && startsWithFigure(base):
		return strings.Join(figureNouns(words[:n-1]), " ")
	case ok && n > 1 && unitApart(words[n-2], base):
		return strings.Join(figureNouns(words[:n-2]), " ")
	case !ok && n > 1 && words[n-1] == "대비":
		base, ok = words[n-2], true
	}
	if !ok || !bareNoun(base) || slices.Contains(functionWords, base) || wordlist.Closes(base, timeWords...) || n > 1 && startsWithFigure(words[n-2]) {
		return ""
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
	if !ok || !bareNoun(than) || utf8.RuneCountInString(than) < 2 || slices.Contains(functionWords, than) || wordlist.Closes(than, timeWords...) || slices.Contains(whenNouns, than) {
		return ""
	}
	return than
}

// spot is where a figure stands: the text before and after it, and their words, and the unit
// written on it.
type spot struct {
	before, unit, after string
	words, next         []string
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

// contextStrategies are the ways contextOf reads what a figure measures, most particular first:
// the first that finds anything (a non-nil phrase) names it.
var contextStrategies = []struct {
	name string
	find func(x spot) []string
}{
	{"label of a list", listLabel},
	{"a side of a pair in 대", pairSide},
	{"what the sentence says it is", whatItIs},
	{"an earlier time's figure set against the one before", earlierTime},
	{"what a sum is spent on", func(x spot) []string { return spentOn(x.after) }},
	{"the object a period runs", periodObject},
	{"the noun a period qualifies", periodOf},
	{"the whole of a share", shareOf},
	{"the noun after 의", genitiveAfter},
	{"what a bound holds", boundHolds},
	{"the whole a part is taken from", partFrom},
	{"the nouns before 동안", during},
	{"what a span of time is since", spanSince},
	{"a standard set against a figure", standardAgainst},
	{"the object a change sets", changedObject},

	{"the word a figure in brackets glosses", glossed},
	{"the nouns it stands before", nounsAfter},
	{"what the whole of a part counts", wholeCounts},
	{"the bare nouns before", func(x spot) []string { return notWhen(runBefore(x.words), x.unit) }},
	{"the nearest noun with a particle", func(x spot) []string { return markedBefore(x.words) }},
	{"the words after", func(x spot) []string { return afterPhrase(x.after) }},
}

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
	if w := x.words[n-2]; compared && bareNoun(w) && !slices.Contains(functionWords, w) && !wordlist.Closes(w, timeWords...) {
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
		if noun, ok := cutAny(w, []string{"을", "를"}); ok && !bareNoun(w) && bareNoun(noun) {
			return append(nounsBefore(x.words[:i], []string{noun}), runBefore(x.words[i+1:])...)
		}
		if !bareNoun(w) && !startsWithFigure(w) {
			return nil
		}
	}
	return nil
}

// listLabel: 참석: 박민준, 이하은 (4명): a count in brackets totals the list its label names.
func listLabel(x spot) []string {
	if label, _, ok := strings.Cut(x.before, ":"); ok && strings.HasSuffix(strings.TrimSpace(x.before), "(") && label != "" && len(strings.Fields(label)) <= 3 {
		return strings.Fields(label)
	}
	return nil
}

// pairSide: 투약군 대 위약군이 48% 대 11%였다: two figures set against each other in 대 take the
// sides named the same way, in order; else the second measures what the nouns before the first
// name (B와 C의 비율은 42% 대 20%).
func pairSide(x spot) []string {
	n := len(x.words)
	second := n >= 2 && x.words[n-1] == "대" && startsWithFigure(x.words[n-2])
	first := len(x.next) >= 2 && x.next[0] == "대" && startsWithFigure(x.next[1])
	if !first && !second {
		return nil
	}
	words := x.words
	if second {
		words = x.words[:n-2]
	}
	if k := len(words); k >= 3 && words[k-2] == "대" {
		a, b := strings.Trim(words[k-3], ",."), strings.Trim(words[k-1], ",.")
		b, _ = cutAny(b, contextParticles)
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
	if run := runBefore(words); run != nil {
		return run
	}
	return nonEmpty(markedBefore(words))
}

// contestSide reads the sides of a pair in 대 from the clause's roles: A가 B를 142표 대 97표로 gives
// the first to the subject and the second to the object; A가 14건 대 9건으로 B보다 the second to
// what is compared after it. Without either the pair is left to the other readings.
func contestSide(words, next []string, second bool) []string {
	subject, object := -1, -1
	for i := len(words) - 1; i >= 0 && i >= len(words)-6; i-- {
		noun, ok := cutAny(words[i], []string{"을", "를", "이", "가"})
		switch {
		case !ok || !bareNoun(noun) || bareNoun(words[i]):
		case object < 0 && subject < 0 && wordlist.Closes(words[i], "을", "를"):
			object = i
		case subject < 0 && wordlist.Closes(words[i], "이", "가"):
			subject = i
		}
	}
	side := func(from, i int) []string {
		noun, _ := cutAny(words[i], []string{"을", "를", "이", "가"})
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

// startsWithFigure reports a word that opens with digits (48%, 5, 2.3:1).
func startsWithFigure(w string) bool {
	loc := numberRe.FindStringIndex(w)
	return loc != nil && loc[0] == 0
}

// nonEmpty is nil for no words, so that a strategy that finds nothing gives way to the next.
func nonEmpty(words []string) []string {
	if len(words) == 0 {
		return nil
	}
	return words
}

// earlierTime: 이용률은 24.7%로 전년 같은 분기 28.1%보다, 사례는 2건으로 지난 동계의 11건보다,
// 고장 출동 9회로 10월 4회에서 증가, 비중 1.062에서 최종 1.012로 떨어져: a figure told for another
// time or stage only, right after another figure (and the verb of its clause), is the other side
// of a comparison or a change of what that figure measures.
func earlierTime(x spot) []string {
	changeEnd := wordlist.Opens(x.after, "로 ", "으로 ") && len(x.next) > 1 && wordlist.Opens(x.next[1], movedWords...)
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
	return nonEmpty(figureNouns(x.words[:figure]))
}

// timeOnly reports words[i] as part of a time a figure is told for (전년 같은 분기, 지난 동계의,
// 10월, 최종, 중간에), not what it measures: a time's word, or the noun after 지난 or 이번 (지난 테스트).
func timeOnly(words []string, i int) bool {
	w := strings.TrimSuffix(strings.Trim(words[i], ",()"), "의")
	switch {
	case w == "" || numberRe.MatchString(w) && !anchor(w):
		return false
	case anchor(w) || slices.Contains([]string{"지난", "이번", "같은", "최종", "중간에"}, w) || slices.Contains(whenNouns, w):
		return true
	case i > 0 && slices.Contains([]string{"지난", "이번"}, words[i-1]):
		return true
	}
	return wordlist.Closes(w, timeWords...) || wordlist.Closes(w, timeNouns...)
}

// whatItIs: 5개는 … 높은 위험 등급입니다: the figure is what the sentence says it is.
func whatItIs(x spot) []string {
	if wordlist.Opens(x.after, "은 ", "는 ") && !partOf(x.words) {
		return predicateNoun(x.next)
	}
	return nil
}

// periodObject: 3개월간 시차 출근제를 운영할: the period is the object's run, not the topic's.
func periodObject(x spot) []string {
	if rest, ok := strings.CutPrefix(x.after, "간 "); ok && objectFirst(rest) {
		return afterPhrase(" " + rest)
	}
	return nil
}

// periodOf: 기능 시연과 2주간의 시험 사용: the period is the run of the noun it qualifies.
func periodOf(x spot) []string {
	if rest, ok := strings.CutPrefix(x.after, "간의 "); ok {
		return afterPhrase(" " + rest)
	}
	return nil
}

// shareOf: 응답자의 71%가: a share in subject is of the whole in 의 right before it, whatever an
// earlier clause is about; so is the other side of a comparison (인기순 집단의 5.2%보다).
func shareOf(x spot) []string {
	n := len(x.words)
	// 환자의 15~20%에서 나타났다; 요구액의 1%씩 감액: a percent is a share with no particle too
	if n == 0 || !wordlist.Opens(x.after, "가 ", "이 ", "는 ", "은 ", "에서 ", "보다 ") && !(x.unit == "%" && strings.HasPrefix(x.after, " ")) {
		return nil
	}
	if whole, ok := strings.CutSuffix(x.words[n-1], "의"); ok && bareNoun(whole) && utf8.RuneCountInString(whole) >= 2 {
		return nounsBefore(x.words[:n-1], []string{whole})
	}
	return nil
}

// genitiveAfter: 약 2만 3천 건의 주문이: with no noun before it, the noun after 의 is what the
// figure counts (고객 1,320명의 사용 기록 counts 고객).
func genitiveAfter(x spot) []string {
	if of, ok := strings.CutPrefix(x.after, "의 "); ok && runBefore(x.words) == nil {
		return afterPhrase(" " + of)
	}
	return nil
}

// spacedBefore reports a figure with a word after it, apart.
func (x spot) spacedBefore() bool { return strings.HasPrefix(x.after, " ") && len(x.next) > 0 }

// boundHolds: a figure held to a bound (전용면적 59㎡ 이하 소형 주택) measures the bare nouns before
// it (90분 이상인 직원: 인 makes the bound a modifier), or the subject the bound holds (통근 시간이
// 하루 90분 이상인); the nouns after are what the bound selects.
func boundHolds(x spot) []string {
	if !x.spacedBefore() {
		return nil
	}
	if bound, _ := cutAny(strings.Trim(x.next[0], ",."), append(particles, "인")); !slices.Contains(bounds, bound) || strings.HasSuffix(x.next[0], "의") {
		return nil // 3억 원 정도의 비용: the bound qualifies the nouns after, which the figure is
	}
	if head := runBefore(x.words); head != nil {
		return head
	}
	if n := len(x.words); n == 0 || strings.HasSuffix(x.words[n-1], ",") {
		return afterPhrase(" " + strings.Join(x.next[1:], " ")) // , 30분 이하 회차는: nothing before in its clause, the nouns the bound selects
	}
	return markedBefore(x.words)
}

// partFrom: a whole a part is taken from (자유 의견 640건 가운데 … 120건) is the nouns before it;
// the nouns after name the part.
func partFrom(x spot) []string {
	if x.spacedBefore() && (x.next[0] == "중" || x.next[0] == "가운데") {
		return runBefore(x.words)
	}
	if x.spacedBefore() && len(x.next) > 1 && slices.Contains([]string{"중", "중에", "가운데"}, x.next[1]) && slices.Contains(classifiers, x.unit) && bareNoun(x.next[0]) && (len(x.words) == 0 || !bareNoun(x.words[len(x.words)-1]) || runBefore(x.words) == nil) {
		return x.next[:1] // 계획한 12개 작업 중 9개: with no noun before, the whole counts the noun its classifier stands before
	}
	return nil
}

// wholeCounts: 남은 12개 중 7개는, 57건 중 54건 처리 완료: a part counts what its whole counts
// (partSaid adds what the sentence says of it).
func wholeCounts(x spot) []string {
	if !partOf(x.words) || !wordlist.Opens(x.after, "은 ", "는 ", "이 ", "가 ", " ") {
		return nil // 2억 원을 차량 운영에 돌리는: what an object is put to names it
	}
	if classifiedWhole(x.words) {
		return partSaid(x.words[len(x.words)-2:len(x.words)-1], x.after) // 10개 화면 중 3개는: the noun the whole counts
	}
	whole := x.words[:len(x.words)-2]
	if n := len(whole); n > 0 && unitApart(whole[n-1], x.words[len(x.words)-2]) {
		whole = whole[:n-1] // 8천만 원 가운데: the figure before its unit
	}
	if run := figureNouns(whole); run != nil {
		return partSaid(run, x.after)
	}
	return nonEmpty(wordBefore(whole))
}

// partSaid puts after the whole's nouns what the sentence says the part is or does, when nouns say
// it (접수 요청 57건 중 54건 처리 완료 -> 접수 요청 처리 완료; 1,146명 중 918명이 평가에 참여 ->
// 수강생 평가), by the object or the copula's noun of its predicate first (6건 중 4건이 노로바이러스
// 양성이었고, 286명 가운데 71%가 메뉴 다양성에 불만을 표시했다): the part is the whole's that did so.
func partSaid(whole []string, after string) []string {
	said := predicateArg(strings.Fields(after))
	if said == nil {
		said = afterPhrase(after)
	}
	if len(said) == 0 || len(said) > 2 {
		return whole
	}
	return append(slices.Clip(whole), said...)
}

// predicateArg is the object or the copula's noun among the first words of next, or nil.
func predicateArg(next []string) []string {
	for _, w := range next[:min(len(next), 5)] {
		w = strings.Trim(w, ",.")
		noun, ok := cutAny(w, []string{"을", "를"})
		if !ok {
			noun, ok = cutAny(w, copulaEnds)
		}
		if ok && !bareNoun(w) && counts(w, noun) && utf8.RuneCountInString(noun) > 1 {
			return []string{noun}
		}
	}
	return nil
}

// during: 점검 시간 6시간 동안 메일 접속이: the period is the nouns' right before it; the clause
// after happens in it.
func during(x spot) []string {
	n := len(x.words)
	if len(x.next) == 0 || x.next[0] != "동안" || n == 0 {
		return nil
	}
	if w := x.words[n-1]; bareNoun(w) && !slices.Contains(functionWords, w) && !wordlist.Closes(w, timeWords...) {
		return runBefore(x.words)
	}
	return approximateSpan(x)
}

// spanSince: 출간 5주 만에 누적 판매가, 50년 된 냉면집: a span before 만에 is the time since the
// nouns before it, one before 된 the age of the nouns after it, unless a clause in 지 says since what.
func spanSince(x spot) []string {
	if !slices.Contains(spanUnits, x.unit) || !x.spacedBefore() || len(x.next) < 2 {
		return nil
	}
	switch x.next[0] {
	case "만에":
		return runBefore(x.words)
	case "된", "넘은", "지난":
		if n := len(x.words); n == 0 || x.words[n-1] != "지" { // 준공한 지 40년 넘은: since the act before 지
			return nonEmpty(afterPhrase(" " + strings.Join(x.next[1:], " ")))
		}
	}
	return nil
}

// approximateSpan: a period told with 약 or 총 (작업하는 약 4시간 동안, 정상화, 총 68분 동안 송금) is
// the act of the modifier before it, or, after a clause's end, of the nouns after 동안.
func approximateSpan(x spot) []string {
	k := len(x.words) - 1
	if k < 1 || !slices.Contains(spanApproximators, x.words[k]) {
		return nil
	}
	w := x.words[k-1]
	if v := verbalRoot(w); v != "" && wordlist.Closes(w, "하는", "한", "할", "하던", "된", "되는", "될") {
		return []string{v}
	}
	if !strings.HasSuffix(w, ",") {
		return nil
	}
	var after []string
	for _, n := range x.next[1:] {
		if !bareNoun(n) {
			break
		}
		after = append(after, n)
	}
	return nonEmpty(after)
}

// spanApproximators say about how long a period ran (약 4시간, 총 68분).
var spanApproximators = []string{"약", "총", "대략", "거의"}

// nounsAfter: a figure that stands bare before nouns counts them (3,000원 할인 쿠폰을, 7일 유지율은);
// a note in brackets after it (37건 (주말 접수분)) remarks on it.
func nounsAfter(x spot) []string {
	if !strings.HasPrefix(x.after, " ") || strings.HasPrefix(x.after, " (") || len(x.next) == 0 {
		return nil
	}
	if noun, _, closed := strings.Cut(x.next[0], ")"); closed {
		if slices.Contains(classifiers, x.unit) && bareNoun(noun) && runBefore(x.words) == nil {
			return []string{noun} // (1차로 500개 품목): the noun a classifier counts closes the bracket; (전기차 64대 포함) has it before
		}
		return nil // (오디오북 3,100건 포함)으로: a bracket closing after the figure is a remark's end
	}
	if len(x.next) == 1 {
		return classified(x) // 3개 유형: the noun a classifier counts, at the end of a memo's line
	}
	first := strings.Trim(x.next[0], ",.")
	if first == "한" {
		first = strings.Trim(x.next[1], ",.") // 2kg 한 상자에: of one of what follows
	}
	if v, _ := cutAny(first, append(contextParticles, "으로", "로")); wordlist.Closes(v, valueNouns...) && !strings.HasSuffix(first, "의") {
		return nil // 78~82도 범위로, 200포기 분량이, 150명 기준으로: the size or basis of what the nouns before name
	}
	noun, marked := cutAny(first, contextParticles)
	if place, ok := cutAny(first, []string{"에서는", "에서"}); ok && slices.Contains(classifiers, x.unit) {
		noun, marked = place, true // 국내 12개 병원에서: a classifier's count is of the noun after it, wherever it is
	}
	if by, ok := cutAny(first, []string{"으로", "로"}); !marked && ok {
		noun, marked = by, true // 4주 과정으로
	}
	if marked && slices.Contains(classifiers, x.unit) && bareNoun(noun) && !bareNoun(first) && !slices.Contains(functionWords, noun) {
		return []string{noun} // 남은 2개 층은: what a classifier counts
	}
	countsNoun := marked && utf8.RuneCountInString(noun) >= 2 && !speech.IsStem(noun) && !slices.Contains(functionWords, noun)
	phrase := afterPhrase(x.after)
	if actAfter(x.next, phrase) {
		return nil
	}
	if len(phrase) > 1 || len(phrase) == 1 && countsNoun && bareNoun(noun) {
		return phrase
	}
	return nil
}

// actAfter reports the phrase after a figure as what is done with it rather than what it counts:
// bare nouns to the end of the sentence or of a clause's comma are a memo's predicate (예산은 1억
// 2천만 원 요청 예정; 신규 환자 1명 입실 예정, 혈관 상태), and an act with its time (생리식염수
// 200mL 투여 후) says when.
func actAfter(next, phrase []string) bool {
	n := len(phrase)
	switch {
	case n > 0 && n == len(next) && bareNoun(strings.Trim(next[n-1], ".")):
		return true
	case n > 1 && n < len(next) && strings.HasSuffix(next[n-1], ",") && bareNoun(strings.TrimRight(next[n-1], ",")):
		return true
	}
	return len(next) > 1 && slices.Contains(timeQualifiers, next[1])
}

// classified is the one bare noun after a figure in a classifier (3개 유형), or nil.
func classified(x spot) []string {
	w := strings.Trim(x.next[0], ".")
	if !slices.Contains(classifiers, x.unit) || !bareNoun(w) || memoEnd(w) {
		return nil
	}
	return []string{w}
}

// classifiers count things one by one (12개 병원, 3곳 매장): the noun right after them is what
// is counted.
var classifiers = []string{"개", "곳", "명", "대", "권", "편", "종", "가지", "마리", "장", "개국", "개소", "가구", "세대"}

// wordBefore is the context when nothing is named: the word before, without its particles
// (지난번에는 8명 → 지난번), read past a modifier and a comparison (배송에는 평소보다 긴 3-5일 →
// 배송), which name nothing.
func wordBefore(words []string) []string {
	if len(words) == 0 {
		return nil
	}
	k := len(words) - 1
	for k > 0 && len(words)-k < 3 && (modifier(words[k]) || strings.HasSuffix(words[k], "보다")) {
		k--
	}
	w := strings.Trim(words[k], ",.()[]\"'“”")
	for _, p := range []string{"에는", "에서는", "에서", "에", "은", "는", "까지", "으로", "로"} {
		w = strings.TrimSuffix(w, p)
	}
	if k > 0 && unitApart(words[k-1], trimEndings(w)) {
		return figureNouns(words[:k-1]) // 설치는 21만 건으로 12% 감소, 매출 412만 원인데 8%: what the earlier figure measures
	}
	if slices.Contains(boundNouns, w) {
		return boundHead(words[:k], w) // 설치한 지 21년: the act the bound noun stands for
	}
	if modifier(words[k]) {
		return words[k : k+1] // 남은 8개 중: what the figure counts is what the modifier says of it
	}
	if (w == "중" || w == "가운데") && k > 0 && startsWithFigure(words[k-1]) {
		return wordBefore(words[:k-1]) // 남은 8개 중 5개는: the part counts what the whole counts
	}
	if !namesSomething(w) {
		return nil
	}
	return []string{w} // 지난번에는 8명, 11월까지 9,800만 원: when it held
}

// phraseOf is the noun phrase of noun after words: the nouns before it, for a bound noun after a
// verb (납품해 주신 건은) the act it stands for (방문자 수는 is a noun's), for the unit of an
// earlier figure the nouns that figure measures.
func phraseOf(words []string, noun string) []string {
	if n := len(words); n > 0 && unitApart(words[n-1], noun) {
		return figureNouns(words[:n-1]) // 분양가 5억 원은 시세보다 8% 낮다: the earlier figure's nouns
	}
	if slices.Contains(boundNouns, noun) && len(words) > 0 && !bareNoun(words[len(words)-1]) {
		return boundHead(words, noun)
	}
	return nounsBefore(words, []string{noun})
}

// figureNouns is what a figure after words measures, read as contextOf reads it before: the bare
// nouns right before it, else the nearest noun with a particle.
func figureNouns(words []string) []string {
	if run := runBefore(words); run != nil {
		return run
	}
	return markedBefore(words)
}

// boundHead is what a bound noun (지, 건, 것) stands for: the verbal noun of the clause before it
// (설치한 지 → 설치, 납품해 주신 건 → 납품), or nil.
func boundHead(words []string, bound string) []string {
	for k := len(words) - 1; k >= 0 && k >= len(words)-2; k-- {
		if v := verbalRoot(words[k]); v != "" {
			return actOf(words[:k], v) // 실패 처리된 것은 37건: the act with the noun that says of what
		}
	}
	if n := len(words); n > 0 && slices.Contains(thingNouns, bound) && adnominal(words[n-1]) && (n == 1 || !counts(words[n-2], trimEndings(words[n-2]))) {
		if subject := subjectOf(words[:n-1]); utf8.RuneCountInString(words[n-1]) == 1 && subject != "" {
			return []string{subject} // 배차가 안 된 건이 380건: a verb of one syllable says nothing; its subject does
		}
		return words[n-1:] // 남는 게 90만 원: what the clause says of the thing, with no noun in it to name it
	}
	return nil
}

// actOf is the act of the verbal noun v, written after words, with the noun it is done to right
// before it (회원 가입한, 실패 처리된) or, an adverb between, in 만 (부케만 따로 주문한 건): what of
// the act.
func actOf(words []string, v string) []string {
	j := len(words) - 1
	if j > 0 && slices.Contains(adverbs, words[j]) {
		j--
	}
	if j < 0 {
		return []string{v}
	}
	if x, only := cutAny(words[j], []string{"만"}); j == len(words)-1 && bareNoun(words[j]) && !slices.Contains(functionWords, words[j]) || only && bareNoun(x) {
		return []string{x, v}
	}
	return []string{v}
}

// subjectOf is the noun in 이 or 가 that ends words, adverbs after it aside (배차가 안), or "".
func subjectOf(words []string) string {
	k := len(words) - 1
	for k >= 0 && slices.Contains(adverbs, words[k]) {
		k--
	}
	if k < 0 {
		return ""
	}
	if noun, ok := cutAny(words[k], []string{"이", "가"}); ok && !bareNoun(words[k]) && bareNoun(noun) {
		return noun
	}
	return ""
}

// thingNouns are the bound nouns that stand for a thing (남는 게, 쓰인 것은), not an act or a way.
var thingNouns = []string{"것", "게", "건"}

// namesSomething reports a word that may name what a figure measures: not a modifier, a
// comparison, a bare figure (but a point in time, or a name such as 2쇄 or 2호기, which names what
// the figure after it measures as a noun does), a verb (1등을 했고 5차례), an adverb (보통, 길게는)
// or a bound noun (가리는 데): those say how, not what.
func namesSomething(w string) bool {
	switch {
	case w == "" || modifier(w) || strings.HasSuffix(w, "보다"):
		return false
	case numberRe.MatchString(w) && !anchor(w) && !names(w):
		return false
	case strings.ContainsAny(w, "었았였했겠됐") || tensed(w) || predicate(w) || adverbial(w) || verbalRoot(w) != "" ||
		strings.HasSuffix(w, "고") && speech.IsStem(strings.TrimSuffix(w, "고")) && !slices.Contains(doNouns, w): // 줄이고
		return false // 마쳤고, 준비하(는): a verb's tail names nothing
	}
	return !slices.Contains(boundNouns, w) && !slices.Contains(timeQualifiers, w) && !slices.Contains(approximators, w) &&
		!(slices.Contains(functionWords, w) && utf8.RuneCountInString(w) == 1) // 총 5팀이랑: no noun; 지난번에는 8명 says when
}

// approximators say how near or how much a figure is (대략 1,500만 원, 무려 3배); of the function
// words, the times (지난번에는 8명) say when a figure held, these say nothing of what it is.
var approximators = []string{"대략", "거의", "무려", "겨우", "적어도", "최소", "최대", "모두", "각각", "실제로", "드디어", "벌써", "이미", "아직", "대부분", "대체로"}

// boundNouns stand only after a modifier (가리는 데, 할 수): no context of their own.
var boundNouns = []string{"데", "것", "게", "수", "바", "줄", "채", "지", "건", "일"} // 버리는 일이: the act, not a measure; 남는 게: 것이

// memoEnd reports a verb made a noun in -ㅁ, as a memo in bullets ends (걸림, 확인함, 없음).
func memoEnd(w string) bool {
	r := []rune(strings.TrimRight(w, ".)"))
	if len(r) == 0 || hangul.Tail(r[len(r)-1]) != hangul.M {
		return false
	}
	last := r[len(r)-1]
	stem := string(r[:len(r)-1]) + string(hangul.WithTail(last, hangul.None))
	return last == '함' || last == '됨' || speech.IsStem(stem) || last == '음' && speech.IsStem(string(r[:len(r)-1]))
}

// objectFirst reports words whose first noun with a particle is an object (새 근무 제도를 …).
func objectFirst(s string) bool {
	for _, w := range strings.Fields(s) {
		if _, ok := cutAny(w, particles); ok {
			return wordlist.Closes(w, "을", "를")
		}
	}
	return false
}

// adverbial reports an adverb (보통, 최근) or a verb made an adverb in -게 (길게는 50분): it says
// how or when, it names nothing.
func adverbial(w string) bool {
	return slices.Contains(adverbs, w) || slices.Contains([]string{"보통", "최근", "요즘", "대개", "주로", "흔히"}, w) ||
		strings.HasSuffix(w, "게") && speech.IsStem(strings.TrimSuffix(w, "게")) && !slices.Contains(doNouns, w)
}

// partOf reports a figure taken from a whole just before it (심의위원 5명 중 4명은 … 의견이었습니다):
// the part counts what the whole counts, whatever the sentence says of it.
func partOf(words []string) bool {
	n := len(words)
	if n < 2 || !slices.Contains(partWords, words[n-1]) {
		return false
	}
	return numberRe.MatchString(words[n-2]) || n > 2 && (unitApart(words[n-3], words[n-2]) || classifiedWhole(words))
}

// classifiedWhole reports a whole told as a count and the noun it counts (30개 항목 중에 26개).
func classifiedWhole(words []string) bool {
	n := len(words)
	return n > 2 && startsWithFigure(words[n-3]) && !unitApart(words[n-3], words[n-2]) && compoundNoun(words[n-2], 1, false)
}

// partWords take a part from the whole before them (5명 중 4명, 30개 항목 중에 26개).
var partWords = []string{"중", "중에", "중에서", "가운데"}

// unitApart reports a unit written apart from its figure (8천만 원, 4만 장): a unit that may
// stand alone, or any unit after a magnitude.
func unitApart(figure, unit string) bool {
	last, _ := utf8.DecodeLastRuneInString(figure)
	return bareFigure(figure) && (slices.Contains(spacedUnits, unit) || strings.ContainsRune("십백천만억조", last) && slices.Contains(units, unit))
}

// spendVerbs use a sum up on something (쓸, 투입할, 배정했다, 들어간).
var spendVerbs = []string{"쓰", "쓸", "써", "썼", "쓴", "투입", "배정", "사용", "집행", "들어", "들었", "든 ", "돌리", "돌린", "돌려"}

// spentOn is what a sum in topic or object is spent on (5천만 원은 유튜브 광고에 쓸, 3천만 원을
// 행사 2회에 배정): what it pays for names it better than the whole it came from.
func spentOn(after string) []string {
	if !wordlist.Opens(after, "은 ", "는 ", "을 ", "를 ") {
		return nil
	}
	next := strings.Fields(after)[1:]
	for k := 0; k+1 < len(next); k++ {
		x, ok := strings.CutSuffix(next[k], "에")
		switch {
		case !ok && bareNoun(next[k]):
			continue
		case !ok || !wordlist.Opens(next[k+1]+" ", spendVerbs...):
			return nil
		case numberRe.FindStringIndex(x) != nil && numberRe.FindStringIndex(x)[0] == 0:
			return nounsBefore(next[:k], nil) // 오프라인 행사 2회에: the nouns the count is of
		}
		return nounsBefore(next[:k], []string{x})
	}
	return nil
}

// modifier reports a verb form that describes the noun after it (긴, 큰, 걸리는, 지난): a
// dictionary stem with ㄴ on it, a ㄹ-stem's included (길 → 긴).
func modifier(w string) bool {
	r := []rune(w)
	if len(r) == 0 || adnominal(w) {
		return len(r) > 0
	}
	last := r[len(r)-1]
	r[len(r)-1] = hangul.WithTail(last, hangul.L)
	return hangul.Tail(last) == hangul.N && speech.IsStem(string(r))
}

// copulaEnds end a noun a copula makes a predicate of (위험 등급입니다, 양성이었고).
var copulaEnds = []string{"이었습니다", "였습니다", "입니다", "이었어요", "였어요", "이에요", "예요", "이었다", "였다", "이다", "이었고", "였고", "이고"}

// predicateNoun is the noun phrase of a copula that ends the sentence (위험 등급입니다).
func predicateNoun(next []string) []string {
	if len(next) < 2 {
		return nil
	}
	last := strings.TrimRight(next[len(next)-1], ".!?")
	noun, ok := cutAny(last, copulaEnds)
	if !ok || !bareNoun(noun) || utf8.RuneCountInString(noun) < 2 {
		return nil
	}
	return nounsBefore(next[1:len(next)-1], []string{noun})
}

// anchor reports a point in time written with a figure (11월, 2분기).
func anchor(w string) bool {
	loc := numberRe.FindStringIndex(w)
	return loc != nil && loc[0] == 0 && slices.Contains(pointUnits, w[loc[1]:])
}

// contextParticles end the noun a figure is about.
var contextParticles = []string{"에게", "까지", "은", "는", "이", "가", "을", "를", "의", "과", "와", "도", "에", "만"}

// markedBefore is the nearest noun with a particle before the figure, in its clause, with up to
// two bare nouns or one verbal noun (X하는, X된) in front of it, or the noun a copula makes of it
// (목표였던). A noun in 의 (직원의 87%) is the whole the figure is a share of; another noun
// (이수율은) names the figure, so 의 is taken only when there is no other. Past a verb, its
// objects are its own (교체 비용은 장비와 설치를 합쳐 8,500만 원): only a topic or a subject names
// the figure, and the nearest object only when nothing else does.
func markedBefore(words []string) []string {
	var m marks
	var setting []string          // 기말고사에서는, 밤에는: where or when the figure's own clause holds
	clause, ended := false, false // a verb, or any clause's end (62점이었는데), between the figure and a noun
	for i := len(words) - 1; i >= 0; i-- {
		if quotedClause(words[i]) {
			for i > 0 && !wordlist.Opens(words[i], "'", "‘", "\"", "“") {
				i-- // '양이 너무 많다'가 71%: an answer in quotes is what was said, not what is counted
			}
			continue
		}
		w := strings.Trim(words[i], ",.()[]\"'“”")
		if at := settingAt(words, i, w); at != nil && !clause && setting == nil {
			setting = at
			continue
		}
		if !clause && (predicate(w) || slices.Contains(timeQualifiers, w)) {
			clause, ended = true, true // 기준이 바뀐 뒤: a clause of its own says when, its subject is its own
			continue
		}
		ended = ended || wordlist.Closes(w, clauseEnds...)
		noun, ok, copula := markedNoun(words, i, w)
		if readPast(words, i, w) {
			i-- // the word before goes with it
			continue
		}
		if g := figureNames(words, i, w); g != nil {
			if m.take(w, g, clause) {
				return orSetting(m.named, setting, ended)
			}
			continue
		}
		if !ok || !counts(w, noun) {
			if clauseStart(words, i) {
				break
			}
			m.sameTopic(words, i)
			continue
		}
		phrase := phraseOf(words[:i], noun)
		if phrase == nil {
			continue
		}
		if wordlist.Closes(w, "이", "가") {
			phrase = withTopic(words, i-len(phrase)+1, phrase)
		}
		if m.take(w, phrase, clause && !copula) {
			return orSetting(m.named, setting, ended)
		}
	}
	return orSetting(m.best(), setting, ended)
}

// markedNoun is the noun of w, words[i], with a particle (ok), or the noun a copula makes of it
// (목표였던 3,000건, 적정 수준인 80%: the noun the figure is).
func markedNoun(words []string, i int, w string) (noun string, ok, copula bool) {
	noun, ok = cutAny(w, contextParticles)
	noun = strings.TrimRight(noun, "'\"’”") // '장 담그기'로: the quote closes the name
	ok = ok && !bareNoun(w)                 // 문의, 판매가: a noun that ends as a particle does
	x, copula := cutAny(w, copulas)
	copula = copula && (i == len(words)-1 || !strings.HasSuffix(w, "인")) // 수준인 80%; 크레인 고장이 23건 has no copula
	// A word listed with a comma after it (디자인, 영업) is a noun, never a copula.
	if copula = copula && utf8.RuneCountInString(x) >= 2 && !numberRe.MatchString(x) && !strings.HasSuffix(words[i], ","); copula {
		return x, true, true
	}
	return noun, ok, false
}

// readPast reports w, words[i], a phrase with the word before it that names nothing the figure
// is: per one of what (한 번에, 한 대에; 편육 한 접시는 is a measure of 편육), or what it depends on
// (품목에 따라, 경력에 따라).
func readPast(words []string, i int, w string) bool {
	if i == 0 {
		return false
	}
	return slices.Contains(nativeNumerals, words[i-1]) && (strings.HasSuffix(w, "에") || !measureOfOne(words[:i-1])) || slices.Contains(postpositions, w)
}

// figureNames is what a figure at words[i] names: an age group (see groupAt), or the nouns its
// size is written on when it is the topic right before (생크림 1L는 7,800원).
func figureNames(words []string, i int, w string) []string {
	if g := groupAt(words, i); g != nil {
		return g
	}
	if i == len(words)-1 && sizeTopic(w) {
		return runBefore(words[:i])
	}
	return nil
}

// groupAt is the group of people an age names at words[i] (이 가운데 60대 이상이, 80대 이상도,
// 수강생은 70대가), with its bound and the topic it is a part of, or nil: a figure the gate reads as
// naming, not counting.
func groupAt(words []string, i int) []string {
	k := i
	if b, ok := cutAny(words[i], []string{"이", "가", "도", "은", "는"}); ok && slices.Contains(bounds, b) && i > 0 {
		k = i - 1
	}
	age, _ := cutAny(words[k], []string{"이", "가", "도", "은", "는"})
	if !strings.HasSuffix(age, "대") || !bareFigure(strings.TrimSuffix(age, "대")) || !wordlist.Closes(words[i], "이", "가", "도", "은", "는") {
		return nil
	}
	if fs := figures.Scan(strings.Join(words[:i+1], " ")); len(fs) == 0 || fs[len(fs)-1].Measures() {
		return nil // 버스 20대가: machines counted
	}
	if k < i {
		return withTopic(words, k, []string{age, strings.TrimRight(words[i], "이가도은는")})
	}
	return withTopic(words, k, []string{age})
}

// sizeTopic reports a figure in topic (1L는), not a time (7월은) nor another particle's (6.5%와는).
func sizeTopic(w string) bool {
	x, ok := cutAny(w, []string{"은", "는"})
	return ok && startsWithFigure(x) && !anchor(x) && !wordlist.Closes(x, "와", "과", "에", "에서", "보다")
}

// measureOfOne reports words before a native numeral (편육 한 접시, 발효버터 4.5kg 한 박스) that end
// in a bare noun, its size between or not: the noun the measure after the numeral holds, whereas
// after a clause (헌혈을 한 분은, 정기 점검으로 한 척이) the numeral counts the noun after it alone.
func measureOfOne(words []string) bool {
	n := len(words)
	if n > 1 && startsWithFigure(words[n-1]) {
		n--
	}
	return n > 0 && bareNoun(words[n-1]) && !slices.Contains(functionWords, words[n-1])
}

// withTopic puts the topic right before a subject's phrase, which starts at words[start], in front
// of it: 배터리는 A가 6시간 measures A's battery, as 재등록률은 3개월권이 52% the pass's rate.
func withTopic(words []string, start int, phrase []string) []string {
	for start > 2 && strings.HasSuffix(words[start-1], ",") && startsWithFigure(words[start-1]) && wordlist.Closes(words[start-2], "이", "가") {
		start -= 2 // 배터리는 A가 6시간, B가 8시간: the topic holds over the items after it
	}
	if start < 1 {
		return phrase
	}
	x, ok := cutAny(words[start-1], []string{"은", "는"})
	if !ok || !bareNoun(x) || slices.Contains(functionWords, x) || modifier(words[start-1]) {
		return phrase
	}
	return append(nounsBefore(words[:start-1], []string{x}), phrase...)
}

// settingAt is the noun phrase of a setting at words[i] (기말고사에서는, 쿠폰으로), or nil; a time
// (연말에는) says when, as a function word does, and is no setting.
func settingAt(words []string, i int, w string) []string {
	x, ok := cutAny(w, settings)
	if slices.Contains(adverbs, w) {
		return nil // 이대로, 그대로: how, not where
	}
	if at, in := cutAny(w, []string{"에서는", "에서"}); in && startsWithFigure(at) && !strings.HasSuffix(words[i], ",") {
		return runBefore(words[:i]) // 리그 18경기에서 11승, 당화 온도 66도에서 60분: the nouns the setting's figure measures
	}
	if !ok || !bareNoun(x) || slices.Contains(functionWords, x) || wordlist.Closes(x, timeWords...) || i > 0 && unitApart(words[i-1], x) || strings.HasSuffix(words[i], ",") {
		return nil // 9,860만 원으로: the unit of an earlier figure; 대기로, 50분: the clause starts after the comma
	}
	return nounsBefore(words[:i], []string{x})
}

// clauseEnds end a clause on any word, a figure's too (62점이었는데, 3건이고).
var clauseEnds = []string{"는데", "지만", "고", "며", "면서"}

// settings end a noun that sets where, when or by what a clause holds (기말고사에서는 71점, 보상
// 쿠폰으로 920만 원).
var settings = []string{"에서는", "에서도", "에는", "으로", "로"}

// orSetting is the setting of the figure's own clause rather than a noun past the clause's
// start (중간고사 평균은 62점이었는데 기말고사에서는 71점: the other clause's topic), else phrase.
func orSetting(phrase, setting []string, passed bool) []string {
	if setting != nil && (passed || phrase == nil) {
		return setting
	}
	return phrase
}

// clauseStart reports a comma at words[i] that starts the figure's clause, unless a figure of the
// same topic ends there (1인당 120만 원, 모두 7,680만 원).
func clauseStart(words []string, i int) bool {
	return strings.HasSuffix(words[i], ",") && !numberRe.MatchString(words[i]) && !(i > 0 && numberRe.MatchString(words[i-1]))
}

// marks are the nouns with a particle markedBefore has met, nearest first.
type marks struct {
	genitive, other, named []string
}

// take weighs phrase, the noun of w and the nouns before it; passed says a verb stands between it
// and the figure, and the noun is no copula's. It reports a phrase that names the figure (named).
func (m *marks) take(w string, phrase []string, passed bool) bool {
	switch {
	case wordlist.Closes(w, "와", "과") && m.genitive == nil && m.other == nil:
		m.other = phrase // 치수 표가 실제와 최대 2cm 차이: what the figure is set against, not what it measures
	case strings.HasSuffix(w, "의"):
		if m.genitive == nil {
			m.genitive = phrase
		}
	case !passed || wordlist.Closes(w, "은", "는", "도"):
		// A subject past a verb (경유 가격이 올라 한 대에 4만 원) is of that verb; a topic goes on.
		m.named = phrase
		return true
	case m.other == nil:
		m.other = phrase
	}
	return false
}

// sameTopic keeps, when nothing else is met, what an earlier figure before a comma measures
// (전체 문의 1,284건, 전주 대비 9% 증가: the 9% is of 문의 too).
func (m *marks) sameTopic(words []string, i int) {
	if m.other != nil || !strings.HasSuffix(words[i], ",") {
		return
	}
	switch {
	case startsWithFigure(words[i]):
		m.other = runBefore(words[:i])
	case i > 0 && unitApart(words[i-1], strings.TrimSuffix(words[i], ",")):
		m.other = runBefore(words[:i-1])
	}
}

// best is the whole a figure is a share of (직원의 87%), else another noun met.
func (m *marks) best() []string {
	if m.genitive != nil {
		return m.genitive
	}
	return m.other
}

// counts reports a word w with a particle whose noun may be what a figure counts: not a bound of
// time (연말까지 12명) or a start (3월부터), a verb (버리는), an adverb, a figure, a place
// (시험에서는), a quoted clause (느리다는: what was said), a connective or a function word.
func counts(w, noun string) bool {
	switch {
	case noun == "" || numberRe.MatchString(w) && !names(w) || adverbial(noun) || slices.Contains(adverbs, w):
		return false
	case wordlist.Closes(w, "까지", "부터") && (wordlist.Closes(noun, timeWords...) || strings.HasSuffix(w, "부터")):
		return false
	case strings.HasSuffix(noun, "부터") || strings.HasSuffix(noun, "까지") && startsWithFigure(noun):
		return false // 2월부터는, 5일까지도: a start or a bound of time in topic
	case speech.IsStem(noun) && !slices.Contains(doNouns, noun) && !lStemNoun(noun) || verbalRoot(w) != "":
		return false // 버리는, 준비하는: a verb's form
	case wordlist.Closes(noun, reasonNouns...):
		return false // 유가 하락 덕에, 비 때문에: why the figure moved, not what it measures
	case wordlist.Closes(noun, "에", "에서") || wordlist.Closes(w, quoted...) || rules.IsConnective(w) || rules.IsConnective(noun):
		return false
	}
	return !(slices.Contains(functionWords, noun) && !slices.Contains(measureQualifiers, noun) || slices.Contains(functionWords, w))
}

// reasonNouns end a phrase that says why (하락 덕에, 폭우 탓에, 태풍 때문에).
var reasonNouns = []string{"덕", "탓", "때문"}

// lStemNoun reports a stem ending in ㄹ (굴, 갈) read with a particle: such a verb drops or keeps its
// ㄹ before 은, 는, 이, 을 (군, 구는), so 굴은 is a noun's, unless a stem in ㄷ turns ㄹ there (듣 →
// 들은).
func lStemNoun(noun string) bool {
	last, size := utf8.DecodeLastRuneInString(noun)
	return hangul.Tail(last) == hangul.L && !slices.Contains(dIrregular, noun[:len(noun)-size]+string(hangul.WithTail(last, hangul.T)))
}

// lDropped reports a verb's modifier in -는 whose stem drops its ㄹ (줄어드는: 줄어들다, 만드는), no
// noun in 는.
func lDropped(w, noun string) bool {
	last, size := utf8.DecodeLastRuneInString(noun)
	return strings.HasSuffix(w, "는") && hangul.IsSyllable(last) && hangul.Tail(last) == hangul.None && speech.IsStem(noun[:len(noun)-size]+string(hangul.WithTail(last, hangul.L)))
}

// dIrregular are the stems in ㄷ that turn it ㄹ before a vowel (들은, 걸어, 물어).
var dIrregular = []string{"듣", "걷", "묻", "싣", "깨닫", "붇", "일컫"}

// names reports a word whose figures all name which one (3동은, 영업2팀이): a name, which may
// say what a figure measures as any noun does.
func names(w string) bool {
	fs := figures.Scan(w)
	return len(fs) > 0 && !slices.ContainsFunc(fs, figures.Figure.Measures)
}

// quotedClause reports a word that closes a quoted sentence ('양이 너무 많다'가) or a quoted
// answer in subject ('회사 실적 악화'가), not a quoted name ('발주 자동 알림' 기능).
func quotedClause(w string) bool {
	w = strings.TrimLeft(w, "'‘\"“")
	q := strings.IndexAny(w, "'’\"”")
	if q <= 0 {
		return false
	}
	r, size := utf8.DecodeLastRuneInString(w[:q])
	_, closer := utf8.DecodeRuneInString(w[q:])
	return r == '다' || r == '요' || size > 0 && wordlist.Opens(w[q+closer:], "가", "이") // '회사 실적 악화'가 44%: an answer in subject
}

// predicate reports a verb that ends a clause of its own before the figure (합쳐, 쓰고 있어,
// 필요하지만, 부담하며).
func predicate(w string) bool {
	if slices.Contains(functionWords, w) {
		return false // 올해, 지난해: a time, though it ends as 해 does
	}
	return connective(w, false) || !bareNoun(w) && wordlist.Closes(w, "지만", "는데", "면서", "어서", "아서", "며", "하고", "되고") && !numberRe.MatchString(w)
}

// postpositions make a phrase of the noun before them (품목에 따라, 지연에 따른, 계획에 대해, 작년에 비해).
var postpositions = []string{"따라", "따르면", "따른", "대해", "대해서", "대한", "관해", "관한", "비해", "의해", "의한", "맞춰", "맞춘"}

// nativeNumerals count one or a few of a bound noun (한 번, 두 대).
var nativeNumerals = []string{"한", "두", "세", "네", "몇", "다섯", "여섯", "일곱", "여덟", "아홉", "열", "여러"}

// quoted ends a clause in reported speech (느리다는, 늦다고).
var quoted = []string{"다는", "이라는", "냐는", "다고", "이라고"}

// copulas end a noun that a figure after it is (목표였던, 수준인).
var copulas = []string{"이었던", "였던", "이던", "인"}

// nounsBefore puts in front of phrase, up to four words (청년 월세 지원 사업), the bare nouns before
// it, a genitive that narrows it (응답 시간의 차이 → 응답 시간 차이), and the verbal noun or the
// argument of a clause that describes it (이탈하는 비율 → 이탈 비율, 첫 구매까지 걸리는 기간 → 첫 구매 기간).
func nounsBefore(words, phrase []string) []string {
	clause, describing := false, ""
	for j := len(words) - 1; j >= 0 && len(phrase) < 4; j-- {
		w := strings.Trim(words[j], "()[]\"'“”")
		if phraseStarts(words, j, w) {
			break
		}
		if n := countOfOne(words, j, w, len(phrase)); n > 0 {
			j -= n - 1
			continue
		}
		if compoundNoun(w, len(phrase), clause) || !clause && labelBefore(w, phrase) {
			phrase = append([]string{w}, phrase...)
			continue
		}
		if g, ok := strings.CutSuffix(w, "의"); ok && bareNoun(g) && !clause {
			phrase = append([]string{g}, phrase...)
			continue
		}
		if v := verbalRoot(w); v != "" && !clause && wordlist.Closes(w, "하는", "한", "할", "하던", "했던", "된", "되는", "될", "되던") {
			return append(actOf(words[:j], v), phrase...) // 회원 가입한 고객 → 회원 가입 고객
		}
		if !clause && adnominal(w) {
			clause, describing = true, w // the clause's own argument may name the figure
			continue
		}
		if clause {
			if x, act := clauseArgument(words, j, w); act {
				return append([]string{x}, phrase...)
			} else if x != "" {
				phrase = append([]string{x}, phrase...)
				clause = false
				continue
			}
		}
		break
	}
	if clause {
		return described(words, describing, phrase)
	}
	return phrase
}

// phraseStarts reports w, words[j], before the phrase: a quote mark, a bracket, a dash or a label's
// colon (잘된 점: 알림이), or a time (이번 주 신규 가입자, 배포 후 결제 실패율, 7일 차 잔존율).
func phraseStarts(words []string, j int, w string) bool {
	return w == "" || strings.HasSuffix(w, ":") || !strings.ContainsFunc(w, unicode.IsLetter) ||
		slices.Contains(functionWords, w) && !slices.Contains(measureQualifiers, w) || utf8.RuneCountInString(w) == 1 && slices.Contains(timeQualifiers, w) ||
		w == "차" && j > 0 && numberRe.MatchString(words[j-1])
}

// countOfOne is how many words from words[j] back a count of one takes before a phrase of n
// words, which it names no part of (연탄 한 장 값: 장 and 한; 편육 한 접시는: 한; 발효버터 4.5kg
// 한 박스: 한 and the measure's size), or 0.
func countOfOne(words []string, j int, w string, n int) int {
	switch {
	case n != 1:
		return 0
	case j > 0 && slices.Contains(nativeNumerals, words[j-1]):
		return 2
	case slices.Contains(nativeNumerals, w) && measureOfOne(words[:j]) && startsWithFigure(words[j-1]):
		return 2
	case slices.Contains(nativeNumerals, w) && measureOfOne(words[:j]):
		return 1
	}
	return 0
}

// labelBefore reports a figure written bare before phrase that the gate reads as a name (30대 비중,
// 1등급 학생, 2호기 모터): it tells which of what the phrase names.
func labelBefore(w string, phrase []string) bool {
	fs := figures.Scan(w + " " + strings.Join(phrase, " "))
	return startsWithFigure(w) && len(phrase) > 0 && len(fs) > 0 && fs[0].Kind == figures.Label && fs[0].End <= len(w)
}

// clauseArgument is what w, words[j], in a clause describing a phrase names of it: its argument
// (첫 구매까지 걸리는 기간, 대출로 이어진 비율; 19년 차로 is an order) or, before a helping verb, its
// act (참여해 주신 분, 확인하지 못한 경우), which act reports; "" for neither.
func clauseArgument(words []string, j int, w string) (string, bool) {
	if x, ok := cutAny(w, []string{"까지", "에서", "부터", "으로", "로", "이", "가", "을", "를"}); ok && bareNoun(x) && !(x == "차" && j > 0 && startsWithFigure(words[j-1])) {
		return x, false
	}
	if v := verbalRoot(w); v != "" && wordlist.Closes(w, "해", "하여", "하지", "돼", "되어", "되지") {
		return v, true
	}
	return "", false
}

// described puts the modifier describing in front of a noun alone (남은 돈, 밀린 사람): what tells
// it apart. A subject or an object right before the modifier (유통기한이 짧은 재료) makes it a
// clause of its own, which two words do not tell.
func described(words []string, describing string, phrase []string) []string {
	k := slices.Index(words, describing)
	if len(phrase) != 1 || k > 0 && wordlist.Closes(words[k-1], "이", "가", "을", "를") {
		return phrase
	}
	return []string{describing, phrase[0]}
}

// adnominal reports a verb form that describes the noun after it (걸리는, 멈춘, 했던).
func adnominal(w string) bool {
	if x, ok := cutAny(w, []string{"는", "던"}); ok && verbForm(x) {
		return true
	}
	if x, ok := strings.CutSuffix(w, "은"); ok && speech.IsStem(x) {
		return true // 먹은, 작은; 탑은, 돈은 are a noun's topic
	}
	r := []rune(w)
	if len(r) == 0 {
		return false
	}
	last := r[len(r)-1]
	if hangul.Tail(last) != hangul.N {
		return false
	}
	r[len(r)-1] = hangul.WithTail(last, hangul.None)
	return speech.IsStem(string(r))
}

// measureQualifiers belong to the phrase they stand in (연간 비용, 하루 평균 접속).
var measureQualifiers = []string{"연간", "월평균", "평균", "하루"}

// verbForm reports a stem as a verb's rather than a noun's: a dictionary stem (걸리, 쓰) or one
// syllable, which before 는 is more often a verb form (오는, 쓰는) than a noun.
func verbForm(stem string) bool {
	return stem != "" && (speech.IsStem(stem) || utf8.RuneCountInString(stem) == 1)
}

// bareFigure reports a word that is all a figure (8천만, 40만), whose unit may be written apart;
// 1인 has a unit of its own, and 가구 after it is a noun (1인 가구).
func bareFigure(w string) bool {
	loc := numberRe.FindStringIndex(w)
	return loc != nil && loc[0] == 0 && loc[1] == len(w)
}

// functionWords stand between a count and its noun (결제 시도 3,200건 중 2,900건) or before it (약).
var functionWords = []string{"중", "및", "등", "약", "총", "각", "평균", "보통", "대략", "가운데", "대부분", "거의", "대체로", "매달", "매주", "매일", "매년",
	"지", "동안", "주", "연", "지난", "나머지", "만점", "반년", "일주일", "이틀", "사흘", "나흘", "보름", "달", "드디어", "실제로", "지금", "지금까지", "월평균", "월", "하루", "연간", "그중", "모두", "각각", "대비",
	"적어도", "최소", "최대", "무려", "영하", "영상", "겨우", "벌써", "이미", "아직", "지난번", "지난주", "지난달", "작년", "올해", "전월", "전년", "전주", "전일", "전분기", "지난해", "이번", "오늘", "내일", "어제", "이날", "그날", "당일", "전날", "현재", "당시", "평소", "평상시",
	"상반기", "하반기", "연초", "연말", "최근", "편도", "왕복", "재작년", "내년", "그해", "오전", "오후", "새벽",
	"월요일", "화요일", "수요일", "목요일", "금요일", "토요일", "일요일",
	"쪽"} // 작년 하반기 1,640명: when, not what; 편도 52분: how, not what; 250Hz 쪽을: where about

// runBefore is the bare nouns right before the figure, up to four, read past a function word and
// an earlier figure (결제 시도 3,200건 중 → 결제 시도).
func runBefore(words []string) []string {
	var run []string
	if n := len(words); n > 1 && modifier(words[n-1]) && strings.HasSuffix(words[n-2], "보다") {
		return nil // 평소보다 긴 3-5일: a comparison says what the figure is like, not what it is
	}
	for i := len(words) - 1; i >= 0 && len(run) < 4; i-- {
		w := strings.Trim(words[i], "()[]:\"'“”")
		switch {
		case !strings.ContainsFunc(w, unicode.IsLetter) && !numberRe.MatchString(w):
			continue // a bracket or a dash alone (정소연 (4명), 08:40 ~ 10:15)
		case len(run) == 0 && slices.Contains(timeQualifiers, w):
			return nil // 개편 전 61%, 기준이 바뀐 뒤 8월부터 약 12%: when, not what
		case slices.Contains(spanWords, w):
			return run // 이 시간 동안 결제 시도 3,200건, 목표 대비 초과 체중 3kg, 1년 새 23%: the run starts after the period or the basis
		case basisOrWhen(w, run):
			return nil
		case orderBefore(words, i):
			return run // 입사 3주 차 신입 사원 6명: the run starts after the place in an order
		case len(run) == 0 && valueVerb(w) != "":
			// 다운로드는 18만 건으로 목표했던 15만 건: the figure is the target (or the estimate) of the topic
			return append(markedBefore(words[:i]), valueVerb(w))
		case len(run) == 0 && i > 0 && unitApart(words[i-1], strings.TrimSuffix(w, "씩")):
			i-- // 8천만 원 가운데 5천만 원, 40만 원씩 200만 원: the unit of an earlier figure, read past as the figure is
			continue
		case len(run) == 0 && averageOf(words, i):
			run = []string{w} // 업계 평균 4시간, 전국 공항 평균 82.1%: the average of what the nouns before name
		case slices.Contains(functionWords, w) || rate(w) || slices.Contains(nativeNumerals, w) && len(run) == 0:
			continue // 한 달 평균 46시간: a span in a native numeral says over what time, not what

		case numberRe.MatchString(w) && len(run) == 0:
			if _, marked := cutAny(w, particles); marked {
				return nil // 인프라팀 3명이 6주: the earlier figure has a noun of its own
			}
			continue
		case bareNoun(w) && !rules.IsConnective(w):
			run = append([]string{w}, run...)
		default:
			return runHead(words[:i], w, run)
		}
	}
	return run
}

// glossed: 1학년(4.2점), 보통(29): a figure in brackets is of the word it is written on, a name or
// a word no noun, which the run would read past; not a time (작년(29건)보다 is of what the sentence
// counts), and a noun's run reads as any run does. Inside the brackets, the word before it is
// what it counts.
func glossed(x spot) []string {
	n := len(x.words)
	if w := x.words[max(n-1, 0):]; n > 1 && strings.HasSuffix(x.words[n-2], "(") && inBracket(w[0]) {
		return w // 38건(고양이 26마리): in brackets, a word before a count is the noun counted, no subject
	}
	if n == 0 || !strings.HasSuffix(x.words[n-1], "(") {
		return nil
	}
	w := strings.Trim(x.words[n-1], "(")
	if labelBefore(w, []string{""}) || !timeOnly(x.words, n-1) && !numberRe.MatchString(w) && (!bareNoun(w) || slices.Contains(functionWords, w)) {
		return []string{w}
	}
	return nil
}

// inBracket reports a word that opens brackets before a figure and reads as a noun with a particle
// (고양이): a noun all the same, as nothing in the brackets takes a subject; bare nouns, function
// words and adverbs (약, 만, 총) read as they do anywhere.
func inBracket(w string) bool {
	return !bareNoun(w) && utf8.RuneCountInString(w) > 1 && !numberRe.MatchString(w) && !slices.Contains(functionWords, w) && namesSomething(w)
}

// averageOf reports 평균 at words[i] after a noun it averages (업계 평균), not after a rate (대당
// 평균) or a function word (하루 평균).
func averageOf(words []string, i int) bool {
	return words[i] == "평균" && i > 0 && bareNoun(words[i-1]) && !slices.Contains(functionWords, words[i-1]) && !rate(words[i-1])
}

// orderBefore reports 차 at words[i] after a figure: a place in an order (3주 차).
func orderBefore(words []string, i int) bool {
	return words[i] == "차" && i > 0 && startsWithFigure(words[i-1])
}

// notWhen drops a run of bare nouns that names a time (지난해 같은 기간 148톤에서), not what a figure
// measures, unless the figure is itself a span of time (배송 기간 7~10일): the noun marked before
// it names it then (대게 어획량은).
func notWhen(run []string, unit string) []string {
	if len(run) > 0 && slices.Contains(whenNouns, run[len(run)-1]) && !slices.Contains(spanUnits, unit) {
		return nil
	}
	return run
}

// whenNouns name a stretch of time a figure is told for (같은 기간, 그 시기).
var whenNouns = []string{"기간", "시기", "무렵"}

// spanUnits are the units of a span of time.
var spanUnits = []string{"초", "분", "시간", "일", "주", "개월", "년", "달"}

// spanWords end a period or a basis a run of nouns is told over (동안, 대비, 1년 새).
var spanWords = []string{"동안", "대비", "새"}

// runHead ends a run at the word w before it (words before w): a topic the run names a part of,
// with the nouns it is compounded of (표면 온도는 낮 최고 28℃: 표면 온도, not 온도), a noun joined to
// it (재료비와 운영비 1,020만 원: the two are summed) or the verbal noun of a clause describing it
// (신고한 건 21개 → 신고 건) goes in.
func runHead(words []string, w string, run []string) []string {
	if len(run) == 0 {
		return run
	}
	if len(run) == 1 && adnominal(w) {
		return []string{w, run[0]} // 남은 돈 20만 원: a noun alone is told apart by what describes it
	}
	if x, ok := cutAny(w, []string{"은", "는"}); ok && !modifier(w) && bareNoun(x) && !slices.Contains(functionWords, x) {
		return append(nounsBefore(words, []string{x}), run...) // 참가자는 서울 42명: the topic, then which part of it
	}
	if x, ok := cutAny(w, coordinators); ok && bareNoun(x) {
		return append([]string{x}, run...)
	}
	if v := verbalRoot(w); v != "" {
		return append(actOf(words, v), run...)
	}
	return run
}

// coordinators join a noun to the next one (재료비와 운영비, 숙박이랑 교통).
var coordinators = []string{"와", "과", "이랑", "랑"}

// basisOrWhen reports a word before the run that makes it say how or when the figure was
// measured, not what: a basis (9월 말 기준, p95 기준), a time (지난 분기 2.5%보다: the sentence's
// topic says what), the base of a comparison (전 분기 대비 5포인트).
func basisOrWhen(w string, run []string) bool {
	switch {
	case len(run) == 0 && w == "기준":
		return true
	case len(run) == 1 && slices.Contains(nativeNumerals, w):
		return true // 다섯 번 모두 70%: a count of times names nothing
	case len(run) > 0 && slices.Contains([]string{"지난", "이번", "다음", "올"}, w):
		return !slices.ContainsFunc(run, func(r string) bool { return !slices.Contains(timeNouns, r) })
	}
	return w == "대비" && len(run) == 0 || strings.HasSuffix(w, "보다")
}

// timeNouns name a span of the calendar (지난 분기, 이번 달).
var timeNouns = []string{"분기", "주", "달", "해", "월", "년", "반기", "학기", "시즌"}

// valueVerb is X when w describes the noun after it as X's value (목표했던, 예상한, 계획한): the
// figure that follows is the target, the estimate or the plan.
func valueVerb(w string) string {
	v := verbalRoot(w)
	if slices.Contains([]string{"목표", "예상", "계획", "예측", "추정", "전망"}, v) && wordlist.Closes(w, "했던", "한", "하던", "된", "되던") {
		return v
	}
	return ""
}

// rate reports a word of rate (개당, 1인당, 시간당): it says per what a figure holds, not what the
// figure is (A사 견적은 개당 28만 원 → A사 견적).
func rate(w string) bool {
	x, ok := strings.CutSuffix(w, "당")
	x = strings.TrimLeft(x, "0123456789")
	return ok && (x == "인" || slices.Contains(units, x) || counter(x) && utf8.RuneCountInString(x) > 1) // 포대당; 담당 is no rate
}

// timeQualifiers close a phrase that says when a figure held (개편 전, 도입 후).
var timeQualifiers = []string{"전", "후", "뒤", "이전", "이후", "당시", "때"}

// afterPhrase is the words after the figure's own word up to the first one with a particle.
func afterPhrase(after string) []string {
	if strings.HasPrefix(after, ",") {
		return nil // 오전에는 3건, 오후에는 5건이: the words after the comma are the next item's
	}
	next := strings.Fields(after)
	if !strings.HasPrefix(after, " ") && len(next) > 0 {
		if wordlist.Closes(strings.TrimRight(next[0], ","), append(clauseEnds, "인데")...) {
			return nil // 95만 원인데 학교가: the figure's own word ends its clause; the words after are another's
		}
		next = next[1:] // the rest of the figure's own word (7시까지, 5단계나)
	}
	var phrase []string
	skipped := false
	for k, w := range next {
		if len(phrase) == 3 || (k == len(next)-1 || strings.HasSuffix(w, ",")) && memoEnd(strings.TrimRight(w, ",")) {
			break // 25분 걸림, 40박스 남음,: a memo's predicate in -ㅁ ends its clause, no noun of it
		}
		w = strings.Trim(w, ",.()[]\"'“”")
		if w == "한" && len(phrase) == 0 {
			continue // 40kg 한 포대의: the figure is of one of what follows
		}
		if countWord(w) {
			if len(phrase) > 0 {
				return nil // 2주 동안 고객 12분을: the nouns count the next figure
			}
			break // what follows belongs to the next figure (24명 중 19명이)
		}
		if bound, _ := cutAny(w, particles); w == "" || trimEndings(w) == "" || slices.Contains(amountAfter, w) || slices.Contains(bounds, bound) || slices.Contains(functionWords, w) ||
			strings.HasSuffix(w, "의") && slices.Contains(valueNouns, bound) { // 150억 원 규모의 투자: the size of what follows
			skipped = skipped || len(phrase) == 0
			continue
		}
		noun, ok := cutAny(w, particles)
		if noNoun(w, noun, ok, strings.Join(next[k+1:min(k+2, len(next))], "")) {
			break
		}
		if ok && skipped && wordlist.Closes(w, "에서", "에서는") {
			return nil // a place (3일 동안 교육장에서) is not what the figure counts; 9개 계정에서는 is
		}
		phrase = append(phrase, noun)
		if ok && !strings.HasSuffix(w, "의") || strings.HasSuffix(next[k], ",") { // 규모의 사무용품: the genitive goes on; 30% 감축, 유튜브로: a comma ends it
			break
		}
	}
	return phrase
}

// countWord reports a word after a figure that is a figure of its own, in digits or a native
// numeral; a name written with a figure (2호기, FV-3) is a noun.
func countWord(w string) bool {
	return numberRe.MatchString(w) && !names(w) || slices.Contains(nativeNumerals, w)
}

// noNoun reports a word after a figure that ends its phrase: the predicate (its verbal noun is
// added on its own), a word no noun, a verb in the past (기다렸다는), a verb's modifier before a
// bound noun (낮아지는 데).
func noNoun(w, noun string, marked bool, following string) bool {
	return verbalRoot(w) != "" || slices.Contains(adverbs, w) || !marked && !bareNoun(w) || marked && (verbForm(noun) || tensed(noun) || lDropped(w, noun)) ||
		slices.Contains(boundNouns, strings.Trim(following, ",."))
}

// verbalNoun is the X of the first X하다 or X되다 predicate among the next words (이탈하는 → 이탈,
// 절감할 → 절감).
func verbalNoun(next []string) string {
	for k, w := range next {
		if k > 5 {
			break
		}
		if v := verbalRoot(w); v != "" && !slices.Contains(stateRoots, v) {
			return v
		}
	}
	return ""
}

// stateRoots make adjectives in 하다 and are no nouns of their own (비슷합니다, 꾸준했어요): they
// say how a figure compares, not what it measures (필요, 부족 are nouns and may name it: 20명이 필요).
var stateRoots = []string{"비슷", "유사", "동일", "충분", "중요", "정확", "확실", "분명", "적당", "적절", "저렴", "원활", "활발", "꾸준", "뚜렷", "넉넉",
	"든든", "깨끗", "따뜻", "조용", "익숙", "미미", "미흡", "양호", "다양", "풍부", "가능", "불가능", "오래"}

// valueNouns name a value a figure can be (목표치, 수준, 기준): before 인 they are the copula's
// noun, and 목표치인 3% is the 목표치, not a compound noun 목표치인.
var valueNouns = []string{"치", "수준", "기준", "목표", "한도", "상한", "하한", "평균", "규모", "비율", "금액", "가격", "범위", "분량"}

// verbalRoot is X when w is a form of X하다 or X되다 with X of two syllables or more.
func verbalRoot(w string) string {
	w = strings.Trim(w, ",.()[]\"'“”")
	if slices.Contains(functionWords, trimEndings(w)) {
		return "" // 지난해보다, 올해는: a time, not a verb
	}
	for _, v := range []string{"하는", "하고", "하여", "해서", "했", "할", "한", "합니", "합시", "해", "하", "되는", "되어", "돼", "됐", "될", "된", "됩", "되"} {
		if i := strings.Index(w, v); i > 0 { // 합 only before 니 or 시: 부적합 is a noun
			x := w[:i]
			if utf8.RuneCountInString(x) >= 2 && !numberRe.MatchString(x) && !strings.ContainsAny(x, ",.") {
				return x
			}
		}
	}
	return ""
}

// compoundNoun reports a word that goes into a noun phrase of n words so far: a bare noun, or,
// right before the head outside a describing clause, the compound's first noun (see compoundPart).
func compoundNoun(w string, n int, clause bool) bool {
	return bareNoun(w) || n == 1 && !clause && compoundPart(w)
}

// compoundPart reports a word right before a noun that ends as a particle or a verb's ending would
// (전세가, 표면, 고양이, 대여) but is no verb's form nor a bound noun's (것이): the head noun after it carries the phrase's
// particle, and a case particle does not stand between two nouns of one phrase, so it is the
// compound's first noun (전세가 비율은, 표면 온도는, 대여 건수는).
func compoundPart(w string) bool {
	rs := []rune(w)
	if len(rs) < 2 || !strings.ContainsFunc(w, hangul.IsSyllable) || strings.ContainsAny(w, ",.()[]\"'“”") || tensed(w) || verbalRoot(w) != "" || numberRe.MatchString(w) {
		return false
	}
	stem := string(rs[:len(rs)-1])
	return strings.ContainsRune(compoundEnds, rs[len(rs)-1]) && !slices.Contains(boundNouns, stem) && !speech.IsStem(stem) && !speech.IsStem(w) && !slices.Contains(adverbs, w) && !rules.IsConnective(w) && !adnominal(w) && !strings.HasSuffix(w, "의")
}

// compoundEnds are the last syllables of a noun that read as a subject's particle (전세가, 고양이)
// or a verb's ending (표면, 대여); a topic's, an object's or a place's particle (은, 를, 에서) is never
// a noun's end.
const compoundEnds = "가이면여과와라"

// bareNoun guesses that a word without a particle is a noun in a compound (신규 고객, 재구매):
// not a figure, not a connector, and not ending as verbs and adverbs do.
func bareNoun(w string) bool {
	switch {
	case w == "" || numberRe.MatchString(w) || rules.IsConnective(w) || strings.ContainsAny(w, ",.") || !strings.ContainsFunc(w, unicode.IsLetter) || jamoOnly(w):
		return false // ㅋㅋ, ㅠㅠ, 👍: a chat's laugh or face, no noun
	case slices.Contains(doNouns, w) || wordlist.Closes(w, doNouns...) && !strings.HasSuffix(w, "의"):
		return true // 객단가, 제조원가: a compound of one is a noun too
	}
	for _, shape := range notNouns {
		if shape.is(w) {
			return false
		}
	}
	return endsAsNoun(w, []rune(w))
}

// jamoOnly reports a word of Hangul letters with no syllable (ㅋㅋ, ㅎㅎ).
func jamoOnly(w string) bool {
	return !strings.ContainsFunc(w, func(r rune) bool { return !(r >= 'ㄱ' && r <= 'ㅣ') })
}

// notNouns are the shapes of a bare word that is no noun, in the order they are tried.
var notNouns = []struct {
	name string
	is   func(w string) bool
}{
	{"a value in 인", func(w string) bool {
		x, ok := strings.CutSuffix(w, "인")
		return ok && wordlist.Closes(x, valueNouns...)
	}},
	// 늘었다고, 정했고: a verb in the past; 원이고, 계획이다: a copula; 보내드립니다: a sentence's
	// end; 몰리면서: a clause going on.
	{"a verb's or a copula's ending", func(w string) bool {
		return tensed(w) || wordlist.Closes(w, "이다", "이고", "이며", "이면", "이지만", "인데", "니다", "니까", "면서")
	}},
	// 늘릴, 바꿀: a verb before the noun it describes; 일 ends loanwords (파일, 메일) more often
	// than a verb in 이 (보일).
	{"a verb in ㄹ", func(w string) bool {
		last, size := utf8.DecodeLastRuneInString(w)
		return utf8.RuneCountInString(w) > 1 && last != '일' && hangul.Tail(last) == hangul.L && speech.IsStem(w[:len(w)-size]+string(hangul.WithTail(last, hangul.None)))
	}},
	{"long, verbal, an adverb, a modifier or a connective", func(w string) bool {
		n := utf8.RuneCountInString(w)
		return n > 6 || verbalRoot(w) != "" || slices.Contains(adverbs, w) || n > 1 && (adnominal(w) || connective(w, false))
	}},
	// 읽기, 늘었기: a verb made a noun names an act, not a measure.
	{"a verb made a noun in 기", func(w string) bool {
		x, ok := strings.CutSuffix(w, "기")
		return ok && x != "" && !slices.Contains(doNouns, w) && (speech.IsStem(x) || wordlist.Closes(x, "었", "았", "였", "했", "겠"))
	}},
	{"a verb in -어 (합쳐, 옮겨)", func(w string) bool {
		last, _ := utf8.DecodeLastRuneInString(w)
		return hangul.Vowel(last) == hangul.YEO && !hangul.HasTail(last) && !strings.ContainsRune("여려녀", last)
	}},
	{"a verb of obligation (매달려야, 고쳐야)", func(w string) bool {
		x, ok := strings.CutSuffix(w, "야")
		return ok && utf8.RuneCountInString(x) > 1 && connective(x, false)
	}},
}

// endsAsNoun reports a word whose last syllable is no particle and no verb's ending.
func endsAsNoun(w string, r []rune) bool {
	last, x := r[len(r)-1], string(r[:len(r)-1])
	switch {
	case wordlist.Closes(w, "보다", "에서", "까지", "부터", "처럼", "만큼", "에게", "한테", "으로"):
		return false
	case strings.ContainsRune("는은을를이가의에로도", last): // a particle
		return false
	case last == '과': // 과 is a particle only after a consonant (매출과); 초과, 경과 are nouns
		return len(r) > 1 && !hangul.HasTail(r[len(r)-2]) // a 과 written apart is a particle too
	case strings.ContainsRune("어아고지다", last): // 먹어, 먹고, 먹다; 하드웨어, 광고, 바다 are nouns
		return !speech.IsStem(x)
	case last == '서' && x != "": // 먹어서, 걸려서, 해서; 문서, 순서, 소개서 are nouns
		v := hangul.Vowel(r[len(r)-2])
		return wordlist.Closes(w, "소개서", "교과서") || hangul.HasTail(r[len(r)-2]) || !slices.Contains([]int{hangul.A, hangul.EO, hangul.AE, hangul.YEO, hangul.WA, hangul.WO, hangul.WAE}, v)
	}
	return !strings.ContainsRune("며면게히께요만데니라할난운던된져워와해돼", last)
}

// tensed reports a syllable closed by ㅆ, which only a verb's past or future has (늘었다고, 생겼고,
// 올렸고, 하겠고); no noun is written so.
func tensed(w string) bool {
	return strings.ContainsFunc(w, func(r rune) bool { return hangul.Tail(r) == hangul.SS })
}

// doNouns end as a particle or a verb form does (시도, 문의, 주기) and are nouns all the same.
var doNouns = []string{"시도", "정도", "속도", "온도", "태도", "제도", "빈도", "강도", "밀도", "난이도", "만족도", "신뢰도", "인지도", "완성도", "집중도",
	"농도", "습도", "염도", "당도", "탁도", "경도", "각도", "고도", "순도", "산도", "선호도", "숙련도", "기여도", "참여도", "충성도", "활용도", "청결도", "정확도", // degrees (度)
	"문의", "회의", "논의", "합의", "강의", "동의", "결과", "효과", "성과", "평가", "단가", "원가", "물가", "휴가", "차이", "길이", "높이", "경로", "통로", "주기",
	"피해", "손해", "방해", "이해", "참가", "증가", "추가", "대기", "크기", "얘기", "이야기", "분위기", "인기", "경기", "전기", "분기", "초기", "시기", "위기", "용기",
	"개요", "수요", "방지", "유지", "금지", "가게", "보고", "재해", "수해", "냉해", "견해", "설치", "매가", "급가", "양가", "시가", "정가", "특가", "주가", "유가", "나이", "높이", "넓이", "깊이", "소요", "항로", "도로", "진로", "선로", "수로", "활주로", "재고", "입고", "출고", "대여", "어린이", "아이", "놀이"}

// adverbs stand bare before a predicate and are no nouns (못 미쳤어요, 더 듭니다); so does 대로 after
// a verb (남겨 두신 대로 80g: as told).
var adverbs = []string{"못", "안", "더", "덜", "잘", "꼭", "또", "좀", "곧", "늘", "다", "참", "딱", "제일", "가장", "아주", "매우", "너무", "조금", "많이",
	"다시", "바로", "미리", "먼저", "함께", "같이", "새로", "훨씬", "크게", "점점", "계속", "따로", "서로", "특히", "오히려", "여전히", "모두", "처음", "대신", "겨우", "무려", "고작", "불과",
	"이대로", "그대로", "혼자", "대로", "이제"}

func cutAny(w string, suffixes []string) (string, bool) {
	for _, p := range suffixes {
		if x, ok := strings.CutSuffix(w, p); ok && x != "" {
			return x, true
		}
	}
	return w, false
}
