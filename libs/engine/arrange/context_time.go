// The readings of periods and bounds: a period's object or noun (N간, N간의), the nouns before
// 동안, the time since (N 만에, N년 된), a span told with 약 or 총, a figure held to a bound (N
// 이상), and the words that say when a figure held rather than what it measures.

package arrange

import (
	"slices"
	"strings"

	"maltu/libs/engine/internal/wordlist"
)

// periodObject: 3개월간 시차 출근제를 운영할: the period is the object's run, not the topic's.
func periodObject(x spot) []string {
	if rest, ok := strings.CutPrefix(x.after, "간 "); ok && objectFirst(rest) {
		return afterPhrase(" " + rest)
	}
	return nil
}

// objectFirst reports words whose first noun with a particle is an object (새 근무 제도를 …).
func objectFirst(s string) bool {
	for w := range strings.FieldsSeq(s) {
		if _, ok := cutParticle(w, particles); ok {
			return wordlist.Closes(w, "을", "를")
		}
	}
	return false
}

// periodOf: 기능 시연과 2주간의 시험 사용: the period is the run of the noun it qualifies.
func periodOf(x spot) []string {
	if rest, ok := strings.CutPrefix(x.after, "간의 "); ok {
		return afterPhrase(" " + rest)
	}
	return nil
}

// during: 점검 시간 6시간 동안 메일 접속이: the period is the nouns' right before it; the clause
// after happens in it. A period about so long (비로 2시간가량 영업이) is read so too.
func during(x spot) []string {
	n := len(x.words)
	if len(x.next) == 0 || x.next[0] != "동안" && (x.next[0] != "가량" || x.spacedBefore()) || n == 0 {
		return nil
	}
	if w := x.words[n-1]; bareNoun(w) && !functionWords.Holds(w) && !wordlist.Closes(w, timeWords...) {
		return runBefore(x.words)
	}
	if span := approximateSpan(x); span != nil {
		return span
	}
	if held := heldAfter(x.next[1:]); held != nil {
		return append(slices.Clip(markedBefore(x.words)), held...) // 강남점은 공사로 2주 동안 문을 닫았습니다: the topic's
	}
	return nil
}

// heldAfter is the subject or the object right after a period that no noun right before it names
// (노쇼가 쌓이면 2주 동안 예약이 제한돼요, 수리 때문에 4일 동안 운행을 못 해요): what the period
// stops or holds, after the topic's nouns if any; nil when the word after is no such noun (맡을).
func heldAfter(next []string) []string {
	if len(next) == 0 {
		return nil
	}
	noun, ok := cutParticle(next[0], []string{"이", "가", "을", "를"})
	if !ok || bareNoun(next[0]) || !bareNoun(noun) || !counts(next[0], noun) {
		return nil
	}
	return []string{noun}
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

// sinceAct: a span right after a clause in 지 (승강기가 설치한 지 22년, 회원은 가입한 지 3개월) is the
// time since the act, named by its verbal noun with the noun the clause is about (승강기 설치, 회원
// 가입): writers name either one (설치, 가입; 센서, 공조기), and the phrase holds both. With no such
// noun, the act alone (사용한 지 2주 만에 → 사용).
func sinceAct(x spot) []string {
	words := x.words
	if n := len(words); n > 0 && slices.Contains(adverbs, words[n-1]) {
		words = words[:n-1] // 귀농한 지 딱 1년: an adverb says how the span is, not since when
	}
	n := len(words)
	if !slices.Contains(spanUnits, x.unit) || n < 2 || words[n-1] != "지" {
		return nil
	}
	v := verbalRoot(words[n-2])
	if v == "" {
		// 한국에 온 지 3년, M버스를 탄 지 1년, 발령 난 지 2년: a verb of its own names the act by
		// what it takes, which writers name
		return figureNouns(words[:n-2])
	}
	act := actOf(words[:n-2], v)
	about := markedBefore(words[:n-2])
	if len(act) > 1 || len(about) == 0 {
		return act
	}
	return append(about, act...)
}

// boundHolds: a figure held to a bound (전용면적 59㎡ 이하 소형 주택) measures the bare nouns before
// it (90분 이상인 직원: 인 makes the bound a modifier), or the subject the bound holds (통근 시간이
// 하루 90분 이상인); the nouns after are what the bound selects. Written bare before a noun phrase in
// a case (2주 정도 안정이 필요하대요, 3만 원 이상 매입은), the bound makes the figure that phrase's
// modifier, whatever is marked before: writers name the phrase.
func boundHolds(x spot) []string {
	if !x.spacedBefore() {
		return nil
	}
	if bound, _ := cutParticle(strings.Trim(x.next[0], ",."), append(particles, "인")); !slices.Contains(bounds, bound) || strings.HasSuffix(x.next[0], "의") {
		return nil // 3억 원 정도의 비용: the bound qualifies the nouns after, which the figure is
	}
	if head := runBefore(x.words); head != nil {
		return head
	}
	selected := afterPhrase(" " + strings.Join(x.next[1:], " "))
	if n := len(x.words); n == 0 || strings.HasSuffix(x.words[n-1], ",") {
		return selected // , 30분 이하 회차는: nothing before in its clause, the nouns the bound selects
	}
	if slices.Contains(bounds, x.next[0]) && argument(x.next[1:], selected) {
		return selected // 오후 4시에 30분 정도 사례 공유 회의를: a bare bound makes the figure a modifier of the noun phrase after
	}
	return markedBefore(x.words)
}

// argument reports a noun phrase read off the words next that closes on a case particle (안정이,
// 사례 공유 회의를, 매입은): a noun of the clause, not a predicate (든다고, 늘어나네, 발생,).
func argument(next, phrase []string) bool {
	if len(phrase) == 0 || len(next) < len(phrase) {
		return false
	}
	noun, ok := cutAny(strings.Trim(next[len(phrase)-1], punctuation), contextParticles)
	return ok && noun == phrase[len(phrase)-1]
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

// timeQualifiers close a phrase that says when a figure held (개편 전, 도입 후).
var timeQualifiers = []string{"전", "후", "뒤", "이전", "이후", "당시", "때"}

// timeNouns name a span of the calendar (지난 분기, 이번 달).
var timeNouns = []string{"분기", "주", "달", "해", "월", "년", "반기", "학기", "시즌"}

// whenTold: a when written right before a figure in 마다 or 때 (시험마다, 밤마다, 그때, 이맘때), which
// the bare run takes for a noun, says when or how often the figure held; what it measures is the
// noun marked before it in its clause (계산 실수도 시험마다 2~3개씩, 허리둘레도 그때 90센티), which the
// phrase names after the when and the run it closes (writers name either). With no such noun the
// when alone stays. A time in 엔 (지난달엔 5만 원) is the figure before's, as numbers' whenWord reads.
func whenTold(x spot) []string {
	n := len(x.words)
	run := runBefore(x.words)
	if len(run) == 0 || len(run) >= n || run[len(run)-1] != strings.Trim(x.words[n-1], punctuation) || !saysWhen(run[len(run)-1]) {
		return nil
	}
	marked := markedBefore(x.words[:n-len(run)])
	if marked == nil {
		return nil
	}
	return append(slices.Clone(run), marked...)
}

// saysWhen reports a word in 마다 (each: 시험마다) or 때 (그때, 이맘때): when a figure held.
func saysWhen(w string) bool {
	return w != "마다" && w != "때" && (strings.HasSuffix(w, "마다") || strings.HasSuffix(w, "때"))
}

// pastMoments reads a figure whose reading named only a time (오후 3시에 9도, 어제까지 1,400평,
// 처음엔 48초였는데) again without the times before it: a time says when the figure held, never
// what it measures, so the next candidate of its clause names that (냉장고 온도가, 밭 3,000평 중에,
// 걷는 시간도). The time stays in front, as it tells figures of one measure apart (온도는 낮 20도,
// 밤 9도); with no other candidate, the time alone.
func pastMoments(x spot, head []string) []string {
	words := slices.DeleteFunc(slices.Clone(x.words), func(w string) bool { return moment(strings.Trim(w, punctuation)) })
	if len(words) == len(x.words) || onlyWhen(strings.Join(head, " ")) && slices.ContainsFunc(words, startsWithFigure) {
		return head // 올해는 60포기, 작년엔 80포기: when what the figure before measures was so (figureScan.contextOf)
	}
	x.words, x.before = words, strings.Join(words, " ")
	again := strategyHead(x)
	if n := len(words); again == nil && n > 0 && !strings.ContainsAny(words[n-1], ",:") {
		again = slices.DeleteFunc(wordBefore(words), func(w string) bool { return !bareNoun(w) }) // 밭 3,000평 중에 어제까지 1,400평
	}
	if len(again) == 0 || onlyMoments(again) {
		return head
	}
	return append(slices.Clip(head), again...)
}

// onlyMoments reports a reading that is all times (작년엔, 오후 3시, 지금).
func onlyMoments(head []string) bool {
	return len(head) > 0 && !slices.ContainsFunc(head, func(w string) bool { return !moment(w) })
}

// moment reports a word that says when, with its particles: a time of day or of the calendar told
// from now (어제, 작년엔, 지금은, 저녁), or a clock time or a month (3시에, 22:15까지, 11월엔).
func moment(w string) bool {
	w, _ = cutAny(w, momentParticles)
	if end := figureEnd(w); end > 0 {
		return slices.Contains([]string{"시", "월"}, w[end:]) || strings.Contains(w, ":") && end < len(w) && bareFigure(w[end+1:])
	}
	return slices.Contains(moments, w)
}

// momentParticles close a time a figure is told at (3시에, 작년엔, 지금은, 어제까지, 처음부터).
var momentParticles = []string{"에는", "엔", "에", "은", "는", "까지", "부터", "의", "도", "만", "와", "과"}

// moments are the words of a time told from now or of the day (어제, 작년, 이맘때, 저녁).
var moments = []string{"어제", "오늘", "내일", "그제", "작년", "올해", "내년", "재작년", "지난해", "지금", "현재", "요즘", "처음", "이맘때", "그때", "당시",
	"아침", "점심", "저녁", "밤", "낮", "새벽", "오전", "오후", "주말", "평일", "지난번", "지난주", "지난달", "이번"}
