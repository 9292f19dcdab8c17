// The readings of the bare nouns before a figure: the run right before it (runBefore), the noun
// phrase a noun heads (nounsBefore: compounds, genitives, a describing clause's act or argument),
// the word before when nothing is named (wordBefore), and the act a bound noun stands for.

package arrange

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"maltu/libs/engine/hangul"
	"maltu/libs/engine/internal/wordlist"
	"maltu/libs/engine/rules"
)

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
		case !strings.ContainsFunc(w, unicode.IsLetter) && !numeric(w):
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
		case qualifies(words, i, w, run):
			run = append([]string{w}, run...)
		case functionWords.Holds(w) || rate(w) || slices.Contains(nativeNumerals, w) && len(run) == 0:
			continue // 한 달 평균 46시간: a span in a native numeral says over what time, not what

		case codeName(w):
			run = append([]string{w}, run...) // SpO2 94~96%, CO2 농도: a code's digits name it, no earlier figure
		case numeric(w) && len(run) == 0:
			if _, marked := cutParticle(w, particles); marked {
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

// qualifies reports w, words[i], a function word that goes into the run all the same: 평균 after
// a noun it averages, the run still empty (업계 평균 4시간, 전국 공항 평균 82.1%: the average of what
// the nouns before name), or a measure qualifier in front of the run (총 지출 73만 5천 원, 평균 연령
// 67세: part of the phrase, as in nounsBefore).
func qualifies(words []string, i int, w string, run []string) bool {
	if len(run) == 0 {
		return averageOf(words, i)
	}
	return slices.Contains(measureQualifiers, w)
}

// averageOf reports 평균 at words[i] after a noun it averages (업계 평균), not after a rate (대당
// 평균) or a function word (하루 평균).
func averageOf(words []string, i int) bool {
	return words[i] == "평균" && i > 0 && bareNoun(words[i-1]) && !functionWords.Holds(words[i-1]) && !rate(words[i-1])
}

// orderBefore reports 차 at words[i] after a figure: a place in an order (3주 차).
func orderBefore(words []string, i int) bool {
	return words[i] == "차" && i > 0 && startsWithFigure(words[i-1])
}

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

// valueVerb is X when w describes the noun after it as X's value (목표했던, 예상한, 계획한): the
// figure that follows is the target, the estimate or the plan.
func valueVerb(w string) string {
	v := verbalRoot(w)
	if slices.Contains([]string{"목표", "예상", "계획", "예측", "추정", "전망"}, v) && wordlist.Closes(w, "했던", "한", "하던", "된", "되던") {
		return v
	}
	return ""
}

// rate reports a word of rate (개당, 1인당, 시간당, 단당): it says per what a figure holds, not what
// the figure is (A사 견적은 개당 28만 원 → A사 견적). A counter of one syllable makes a rate when the
// dictionary has it (단당, 쪽당, 두당) and the word is no common noun of its own (해당, 수당, 일당:
// ratelessNouns), and so does a unit in one sign or letter (㎡당, g당); 담당 has no counter.
func rate(w string) bool {
	x, ok := strings.CutSuffix(w, "당")
	x = strings.TrimLeft(x, "0123456789")
	return ok && (x == "인" || slices.Contains(units, x) || dictionaryCounters[x] && !ratelessNouns[w] || counter(x) && (utf8.RuneCountInString(x) > 1 || !strings.ContainsFunc(x, hangul.IsSyllable))) // 포대당
}

// runHead ends a run at the word w before it (words before w): a topic the run names a part of,
// with the nouns it is compounded of (표면 온도는 낮 최고 28℃: 표면 온도, not 온도), a noun joined to
// it (재료비와 운영비 1,020만 원: the two are summed) or the verbal noun of a clause describing it
// (신고한 건 21개) goes in.
func runHead(words []string, w string, run []string) []string {
	if len(run) == 0 {
		return run
	}
	if len(run) == 1 && adnominal(w) {
		return []string{w, run[0]} // 남은 돈 20만 원: a noun alone is told apart by what describes it
	}
	if x, ok := topicNoun(w); ok {
		return append(nounsBefore(words, []string{x}), run...) // 참가자는 서울 42명: the topic, then which part of it
	}
	if x, ok := cutAny(w, coordinators); ok && bareNoun(x) {
		return append(append(topicBeyond(words), x), run...) // 처방약은 진통제와 항응고제 2주분: the topic holds over both
	}
	if figureInClause(w) {
		if t := topicBeyond(words); t != nil {
			return append(t, run...) // 참가 학생은 4개 반 112명: the topic holds past the figure before
		}
	}
	if v := verbalRoot(w); v != "" {
		return append(actDescribing(words, w, v), run...)
	}
	if topic := listTopic(words, w); topic != nil {
		return append(topic, run...)
	}
	return run
}

// listTopic is the topic a list of labelled figures is told of, when w, after words, ends the
// item before the run's (회수 기간은 A안 6.5년, B안 7.2년; 완주율은 풀코스 91%, 하프 96%): the topic
// holds over every item, as it does over the first, or nil.
func listTopic(words []string, w string) []string {
	item := strings.TrimSuffix(w, ",")
	j := len(words) - 1
	if item == w || !startsWithFigure(item) && !(j >= 0 && unitApart(words[j], item)) {
		return nil
	}
	if !startsWithFigure(item) {
		j--
	}
	label := j
	for j >= 0 && bareNoun(words[j]) && !functionWords.Holds(words[j]) {
		j--
	}
	if j < 0 || j == label {
		return nil
	}
	if j > 0 && strings.HasSuffix(words[j], ",") && (startsWithFigure(words[j]) || unitApart(words[j-1], strings.TrimSuffix(words[j], ","))) {
		return listTopic(words[:j], words[j]) // 무상 보증은 A사 3년, B사 2년, C사 1년: the topic holds over every item
	}
	x, ok := topicNoun(words[j])
	if !ok {
		return nil
	}
	return nounsBefore(words[:j], []string{x})
}

// topicBeyond is the topic (은/는) a run of bare nouns ending words follows, up to three words
// back and within the clause (no comma), with the nouns it is compounded of, or nil.
func topicBeyond(words []string) []string {
	for k := len(words) - 1; k >= 0 && k >= len(words)-3; k-- {
		w := words[k]
		if strings.HasSuffix(w, ",") {
			return nil
		}
		if x, ok := topicNoun(w); ok {
			return nounsBefore(words[:k], []string{x})
		}
		if !bareNoun(w) || functionWords.Holds(w) {
			return nil
		}
	}
	return nil
}

// figureInClause reports a word that opens with a figure and goes on in its clause (4개, 112명과):
// a figure that ends a clause (4건이었고) ends the topic's reach too.
func figureInClause(w string) bool {
	return startsWithFigure(w) && !clauseEnd(w) && !tensed(w)
}

// topicNoun is the noun w marks as the topic with 은 or 는 (참가자는 → 참가자), and whether it is
// one: no function word, and no verb form describing a noun (modifier: 걸리는, 작은).
func topicNoun(w string) (string, bool) {
	x, ok := cutParticle(w, []string{"은", "는"})
	return x, ok && !modifier(w) && bareNoun(x) && !functionWords.Holds(x)
}

// coordinators join a noun to the next one (재료비와 운영비, 숙박이랑 교통).
var coordinators = []string{"와", "과", "이랑", "랑"}

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
		if v := verbalRoot(w); v != "" && !clause && wordlist.Closes(w, describingActs...) {
			return append(actDescribing(words[:j], w, v), phrase...) // 회원 가입한 고객
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
		functionWords.Holds(w) && !slices.Contains(measureQualifiers, w) || utf8.RuneCountInString(w) == 1 && slices.Contains(timeQualifiers, w) ||
		w == "차" && j > 0 && numeric(words[j-1])
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
	w := strings.Trim(words[k], punctuation)
	if linkedVerb(w) {
		return figureNouns(words[:k]) // 딸기잼 40병 가져가서 31병, 빈 시간 합치면 22시간: what the verb takes
	}
	for _, p := range []string{"에는", "에서는", "에서", "에", "은", "는", "까지", "으로", "로"} {
		w = strings.TrimSuffix(w, p)
	}
	if k > 0 && unitApart(words[k-1], trimEndings(w)) {
		return figureNouns(words[:k-1]) // 설치는 21만 건으로 12% 감소, 매출 412만 원인데 8%: what the earlier figure measures
	}
	if slices.Contains(boundNouns, w) {
		return boundHead(words[:k], w) // 설치한 지 21년: the act the bound noun stands for
	}
	if measured := basisOf(words[:k]); w == "대비" && measured != nil {
		return measured // 전력 사용량: 612,000kWh로 전년 동월 대비 4.2%, 전환율 목표 12% 대비 7%
	}
	if w == "때" && k > 0 && bareNoun(strings.Trim(words[k-1], punctuation)) {
		return []string{strings.Trim(words[k-1], punctuation)} // 지난번 출항 때 410상자, (베타 때 19%): the occasion it held at
	}
	if modifier(words[k]) {
		return words[k : k+1] // 남은 8개 중: what the figure counts is what the modifier says of it
	}
	if slices.Contains(partWords, w) && k > 0 && startsWithFigure(words[k-1]) {
		return wordBefore(words[:k-1]) // 남은 8개 중 5개는: the part counts what the whole counts
	}
	if !namesSomething(w) {
		return nil
	}
	return []string{w} // 지난번에는 8명, 11월까지 9,800만 원: when it held
}

// basisOf is what a figure after a basis in 대비 measures (전년 동월 대비 4.2%, 목표 12% 대비 7%):
// the basis names the other side, not the measure, which the figure before it or before the
// basis's nouns measures too (전력 사용량: 612,000kWh로, 전환율 목표 12%), its unit written apart
// as well (5월 총매출 2,340만 원으로 전월 대비 31%, 회비 수입 1억 2천만 동, 전월 대비 8%), or nil.
func basisOf(words []string) []string {
	j := len(words) - 1
	for j >= 0 && bareNoun(words[j]) && !startsWithFigure(words[j]) {
		j--
	}
	if j > 0 && !startsWithFigure(words[j]) && unitApart(words[j-1], trimEndings(strings.Trim(words[j], punctuation))) {
		j--
	}
	if j < 0 || !startsWithFigure(words[j]) {
		return nil
	}
	for j > 0 && bareFigure(words[j-1]) {
		j-- // 1억 2천만 동: the figure's first word
	}
	return figureNouns(words[:j])
}

// boundHead is what a bound noun (지, 건, 것) stands for: the verbal noun of the clause before it
// (설치한 지 → 설치, 납품해 주신 건 → 납품) with what the clause is about (수정이 필요한 것은 →
// 수정 필요), or nil.
func boundHead(words []string, bound string) []string {
	for k := len(words) - 1; k >= 0 && k >= len(words)-2; k-- {
		if v := verbalRoot(words[k]); v != "" {
			return aboutAct(words[:k], v) // 실패 처리된 것은 37건: the act with the noun that says of what
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

// aboutClause: a figure right after a clause that ends in a bound noun of a thing (전환이 나온 건
// 1건, 수정이 필요한 것은 186개, 축의금 들어온 게 120만 원) counts what the clause is about, its
// subject or the bare noun before its verb, with the act where the verb is a verbal noun's; not the
// verb and the bound noun, which name nothing.
func aboutClause(x spot) []string {
	n := len(x.words)
	if n < 3 {
		return nil
	}
	bound, _ := cutParticle(strings.Trim(x.words[n-1], punctuation), []string{"은", "는", "이"})
	verb, clause := strings.Trim(x.words[n-2], punctuation), x.words[:n-2]
	if !slices.Contains(thingNouns, bound) || !modifier(verb) {
		return nil
	}
	if v := verbalRoot(verb); v != "" {
		return aboutAct(clause, v)
	}
	if subject := subjectOf(clause); subject != "" {
		return []string{subject}
	}
	return runBefore(clause)
}

// aboutAct is actOf with the clause's subject before the act when no noun is right before it
// (수정이 필요한 것은 186개 → 수정 필요, 피해가 확인된 건은 8건 → 피해 확인): writers name a count of
// what a clause before a bound noun says by its subject, or by the act where it is one; the
// phrase holds both.
func aboutAct(words []string, v string) []string {
	act := actOf(words, v)
	if subject := subjectOf(words); len(act) == 1 && subject != "" {
		return []string{subject, v}
	}
	return act
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
	if x, only := cutParticle(words[j], []string{"만"}); j == len(words)-1 && bareNoun(words[j]) && !functionWords.Holds(words[j]) || only && bareNoun(x) {
		return []string{x, v}
	}
	return []string{v}
}

// actDescribing is actOf with the verb's form as written, w, when it describes the noun after it
// (회원 가입한 고객, 신청한 사람, 사용한 금액): the writers name the noun so (신청한 사람, 이탈한 학생,
// 폐기된 제품) and cut it to the verbal noun only where the draft itself does (ownCompound). A
// clause's end (참석하여 근래) keeps its verbal noun alone.
func actDescribing(words []string, w, v string) []string {
	act := actOf(words, v)
	if w = strings.Trim(w, punctuation); wordlist.Closes(w, describingActs...) {
		act[len(act)-1] = w
	}
	return act
}

// describingActs are the endings of a verbal noun's act describing the noun after it (가입한, 처리된).
var describingActs = []string{"하는", "한", "할", "하던", "했던", "된", "되는", "될", "되던"}

// ownCompound writes a verb's form in context as its verbal noun where the draft itself compounds
// the two (해지한 고객 1,320명 in a draft that says 해지 고객의 58%는): the writer's own term for them.
func ownCompound(context, text string) string {
	words := strings.Fields(context)
	for j := 0; j+1 < len(words); j++ {
		if v := verbalRoot(words[j]); v != "" && v != words[j] && strings.Contains(text, v+" "+words[j+1]) {
			words[j] = v
		}
	}
	return strings.Join(words, " ")
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
	if noun, ok := cutParticle(words[k], []string{"이", "가"}); ok && !bareNoun(words[k]) && bareNoun(noun) {
		return noun
	}
	return ""
}

// thingNouns are the bound nouns that stand for a thing (남는 게, 쓰인 것은), not an act or a way.
var thingNouns = []string{"것", "게", "건"}

// agedPerson is the person an age set after a comma is told of (환자: 이○○ (여, 58세), - 어르신:
// 최순임 님, 88세, 구멍가게 주인 정말순 씨, 78세): an age in 세 written in apposition, a sex before
// it or not, is of the person named before, whom writers name by the label (환자, 대상자, 어르신)
// or the name, so the phrase holds both, back to the label or the topic. The honorific (님, 씨) left
// to itself names no one.
func agedPerson(x spot) []string {
	words := x.words
	if x.unit != "세" || len(words) == 0 || !strings.HasSuffix(words[len(words)-1], ",") {
		return nil
	}
	if n := len(words); n > 1 && slices.Contains(sexes, strings.TrimSuffix(words[n-1], ",")) {
		words = words[:n-1]
	}
	var person []string
	for i := len(words) - 1; i >= 0 && len(person) < 4; i-- {
		w := strings.Trim(words[i], ",(")
		if label, ok := strings.CutSuffix(w, ":"); ok {
			return append(slices.Clip(strings.Fields(strings.TrimLeft(label, "(-·"))), person...)
		}
		if topic, ok := topicNoun(w); ok {
			return append([]string{topic}, person...)
		}
		if w != "" {
			person = append([]string{w}, person...)
		}
	}
	return nonEmpty(person)
}

// sexes are the words a person's sex is written in beside an age (여, 58세).
var sexes = []string{"여", "남", "여성", "남성", "여자", "남자"}

// codeName reports a bare name written as a code of Latin letters with digits after its first
// letter (SpO2, CO2, M42, p99): what a figure after it measures, as the writers name it, not an earlier
// figure (numberRe reads no figure in it: inCode).
func codeName(w string) bool {
	first, _ := utf8.DecodeRuneInString(w)
	if first >= unicode.MaxASCII || !unicode.IsLetter(first) || !numeric(w) {
		return false
	}
	return !strings.ContainsFunc(w, func(r rune) bool {
		return r >= unicode.MaxASCII || !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '.'
	})
}
