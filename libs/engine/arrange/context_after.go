// The readings of the words after a figure: what the sentence says it is, what a sum is spent on,
// the noun after 의, the nouns a figure stands bare before (3,000원 할인 쿠폰), and the predicate's
// verbal noun.

package arrange

import (
	"slices"
	"strings"
	"unicode/utf8"

	"maltu/libs/engine/hangul"
	"maltu/libs/engine/internal/wordlist"
	"maltu/libs/engine/speech"
)

// whatItIs: 5개는 … 높은 위험 등급입니다: the figure is what the sentence says it is.
func whatItIs(x spot) []string {
	if wordlist.Opens(x.after, "은 ", "는 ") && !partOf(x.words) {
		return predicateNoun(x.next)
	}
	return nil
}

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

// copulaEnds end a noun a copula makes a predicate of (위험 등급입니다, 양성이었고).
var copulaEnds = []string{"이었습니다", "였습니다", "입니다", "이었어요", "였어요", "이에요", "예요", "이었다", "였다", "이다", "이었고", "였고", "이고"}

// genitiveAfter: 약 2만 3천 건의 주문이: with no noun before it, the noun after 의 is what the
// figure counts (고객 1,320명의 사용 기록 counts 고객).
func genitiveAfter(x spot) []string {
	if of, ok := strings.CutPrefix(x.after, "의 "); ok && runBefore(x.words) == nil {
		return afterPhrase(" " + of)
	}
	return nil
}

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
		case startsWithFigure(x):
			return nounsBefore(next[:k], nil) // 오프라인 행사 2회에: the nouns the count is of
		}
		return nounsBefore(next[:k], []string{x})
	}
	return nil
}

// spendVerbs use a sum up on something (쓸, 투입할, 배정했다, 들어간).
var spendVerbs = []string{"쓰", "쓸", "써", "썼", "쓴", "투입", "배정", "사용", "집행", "들어", "들었", "든 ", "돌리", "돌린", "돌려"}

// oneAfter: a size written bare before one of a counter (10kg 한 상자에, 꿀 2.4kg 한 병에) is that
// one's, which writers name so (한 상자, 한 병), with the bare nouns before that say of what: as
// oneBefore reads a count of one before a figure. 한 달 is when.
func oneAfter(x spot) []string {
	if !x.spacedBefore() || len(x.next) < 2 || x.next[0] != "한" {
		return nil
	}
	c, _ := cutAny(strings.Trim(x.next[1], punctuation), particles)
	if !countsThings(c) {
		return nil
	}
	return append(runBefore(x.words), "한", c)
}

// sizeAfter: a size written bare between what it measures and a count (4L 통 6개, 25톤 트럭 4~5대,
// 사료 20kg 포대 12개, 10kg 상자로 410상자) is the size of each of what the count counts: writers
// name that noun, or the nouns before where they stand (사료), and the phrase holds both.
func sizeAfter(x spot) []string {
	if !x.spacedBefore() || len(x.next) < 2 || x.unit == "" || x.unit == "원" || slices.Contains(classifiers, x.unit) {
		return nil
	}
	noun, _ := cutAny(strings.Trim(x.next[0], punctuation), []string{"으로", "로"})
	if !bareNoun(noun) || functionWords.Holds(noun) || wordlist.Closes(noun, valueNouns...) {
		return nil // 9판 중 7판, 600팔레트 규모로: a part's whole or a size's basis, not what it sizes
	}
	if !counted(x.next[1]) || pairAfter(x.next) {
		return nil
	}
	return append(runBefore(x.words), noun)
}

// sizedNoun: a size written bare before a noun (12마일 해역에서, 25톤 트럭이) is that noun's size,
// which writers name, or the nouns before where they stand (논 1,800평 시세가, 노후 배관 320m
// 구간을): the phrase holds both. Only a unit of length, area, weight or volume; not a whole, a
// basis or a bound after it. Where afterPhrase reads no noun (900평 밭을, 32평 현장 2주차) it is
// left to the readings after.
func sizedNoun(x spot) []string {
	if !x.spacedBefore() || !slices.Contains(sizeUnits, x.unit) {
		return nil
	}
	w := strings.TrimRight(x.next[0], punctuation)
	noun, marked := cutAny(w, []string{"에서", "까지", "이", "가", "을", "를", "은", "는", "으로", "로"})
	if !bareNoun(noun) || !marked && utf8.RuneCountInString(noun) < 2 || !sized(w, noun) {
		return nil
	}
	if !marked && !nounGoesOn(x.next[1:]) {
		return nil // 150kg 뜨신다고 한다, 2만 1천 톤 줄어든 것으로: a predicate, no noun
	}
	if phrase := afterPhrase(x.after); len(phrase) == 0 || phrase[0] != noun {
		return nil // 5만 톤 넘는: a predicate, no noun
	}
	return append(runBefore(x.words), noun)
}

// sized reports w, noun with its particle cut off, as a thing a size may be of: not a whole
// (partWords), a basis (valueNouns) or a bound (bounds), nor a function word, an act, or a verb's
// stem or form.
func sized(w, noun string) bool {
	return !functionWords.Holds(noun) && !slices.Contains(valueNouns, noun) && !slices.Contains(bounds, noun) && !slices.Contains(bounds, w) &&
		!slices.Contains(partWords, noun) && !actNouns[noun] && verbalRoot(w) == "" && !memoEnd(w) && !speech.IsStem(noun) && !adnominal(w) && !verbForm(w) && !tensed(w)
}

// nounGoesOn reports the words after a bare word as what a noun goes on to: a count (현장 2주차,
// 트럭 4~5대가), a part's whole (구간 중) or another noun (아파트 욕실).
func nounGoesOn(next []string) bool {
	if len(next) == 0 {
		return false
	}
	w := strings.Trim(next[0], punctuation)
	return countWord(w) || slices.Contains(partWords, w) || bareNoun(next[0]) && !functionWords.Holds(w)
}

// sizeUnits measure a length, an area, a weight or a volume: a figure in one sizes a thing.
var sizeUnits = []string{"mm", "cm", "m", "km", "마일", "평", "㎡", "제곱미터", "g", "kg", "톤", "ml", "mL", "L", "리터"}

// countsThings reports a counter of the dictionary that is no span of time (한 통, 한 끼; 한 달
// is when).
func countsThings(c string) bool {
	return dictionaryCounters[c] && !slices.Contains(spanUnits, c)
}

// counted reports a word that is a count in a classifier (6개, 4~5대가, 410상자), not a time (1월).
func counted(w string) bool {
	end := figureEnd(w)
	if end <= 0 {
		return false
	}
	c := trimEndings(strings.TrimRight(w[end:], punctuation))
	return slices.Contains(classifiers, c) || countsThings(c) && !slices.Contains(timeNouns, c)
}

// nounsAfter: a figure that stands bare before nouns counts them (3,000원 할인 쿠폰을, 7일 유지율은).
// Between bare nouns and the nouns after (파고 2m 예보가, 강사료 15만 원 청구서는, 버클 불량 2개
// 확인), it is told of the nouns before and of what follows: writers name the nouns before about 3:1
// (17 to 6 over sets 10-25: 전치 8주 진단 names 전치, 펌·염색 10% 할인 names 할인), and the phrase
// holds both.
func nounsAfter(x spot) []string {
	after := countedAfter(x)
	if after == nil {
		return nil
	}
	return append(notWhen(runBefore(x.words), x.unit), after...)
}

// countedAfter is what a figure bare before nouns counts (3,000원 할인 쿠폰을), or nil; a note in
// brackets after it (37건 (주말 접수분)) remarks on it.
func countedAfter(x spot) []string {
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
	if v, _ := cutParticle(first, append(contextParticles, "으로", "로")); wordlist.Closes(v, valueNouns...) && !strings.HasSuffix(first, "의") {
		return nil // 78~82도 범위로, 200포기 분량이, 150명 기준으로: the size or basis of what the nouns before name
	}
	if slices.Contains(cameOut, first) {
		return nil // 의심자가 57명 나와, 불참자가 4명 나와: 나오다, no noun 나 with 와; what came out is named before
	}
	noun, marked := cutAny(first, contextParticles)
	if place, ok := cutAny(first, []string{"에서는", "에서"}); ok && slices.Contains(classifiers, x.unit) {
		noun, marked = place, true // 국내 12개 병원에서: a classifier's count is of the noun after it, wherever it is
	}
	if by, ok := cutParticle(first, []string{"으로", "로"}); !marked && ok {
		noun, marked = by, true // 4주 과정으로
	}
	if actDone(x, first, noun) {
		return nil
	}
	if marked && slices.Contains(classifiers, x.unit) && bareNoun(noun) && !bareNoun(first) && !functionWords.Holds(noun) {
		return []string{noun} // 남은 2개 층은: what a classifier counts
	}
	countsNoun := marked && utf8.RuneCountInString(noun) >= 2 && !speech.IsStem(noun) && !functionWords.Holds(noun)
	phrase := afterPhrase(x.after)
	if actAfter(x.next, phrase) {
		return nil
	}
	if len(phrase) > 1 || len(phrase) == 1 && oneNamed(x, first, noun, countsNoun, phrase[0]) {
		return phrase
	}
	return nil
}

// oneNamed reports the one noun after a figure as what it counts: a noun marked as one (countsNoun),
// or one closing the phrase of a figure between bare nouns.
func oneNamed(x spot, first, noun string, countsNoun bool, head string) bool {
	return countsNoun && bareNoun(noun) || between(x, first, head)
}

// between reports a figure bare between bare nouns and a noun right after it, first, that closes
// its phrase unmarked (둔산동 크로바아파트 32평 현장 2주차, 제주 2박 3일 패키지 찾아보니까, 관내 6개
// 의용소방대, 총 74명): as with a marked one, the figure is told of both and the phrase holds both.
// An act after it (확장 설계비 1억 2천만 원 반영) is what is done with what the nouns before name;
// a whole a part is taken from (점검 대상 12개 승강기 중에 9개) is wholeCounts' to read.
func between(x spot, first, noun string) bool {
	if len(x.next) > 1 && slices.Contains(partWords, strings.Trim(x.next[1], punctuation)) {
		return false
	}
	return strings.HasPrefix(first, noun) && utf8.RuneCountInString(noun) > 1 && bareNoun(noun) && !actNouns[noun] && notWhen(runBefore(x.words), x.unit) != nil
}

// actDone reports a count in a classifier between the nouns it counts and an act done with them, the
// object or the subject of its clause (선별 인원 3명 지원을 요청한다, 정비 인력 2명 증원을
// 건의드립니다, 주말 지원 인력 1명 배정이), bare too as the first noun of the act's phrase (승강기 2대
// 교체 안건을, 노후 차량 2대 교체 반영 요청함): the figure counts the nouns before, not the act
// after, a noun the dictionary files as an act (actNouns). In another case the noun after is what is
// counted whatever the dictionary says of it (전국 42개 매장의 매출: 매장, a store, is its burial too).
func actDone(x spot, first, noun string) bool {
	return actNouns[noun] && (noun == first || wordlist.Closes(first, "을", "를", "이", "가")) && slices.Contains(classifiers, x.unit) && runBefore(x.words) != nil
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

// cameOut are the forms of 나오다 (to turn up, to come out) that read as the pronoun 나 with a
// particle after it: a count right before them is of what turned up, which the clause names before it.
var cameOut = []string{"나와", "나와서", "나와도"}

// classifiers count things one by one (12개 병원, 3곳 매장): the noun right after them is what
// is counted.
var classifiers = []string{"개", "곳", "명", "대", "권", "편", "종", "가지", "마리", "장", "개국", "개소", "가구", "세대"}

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
		w = strings.Trim(w, punctuation)
		if w == "한" && len(phrase) == 0 {
			continue // 40kg 한 포대의: the figure is of one of what follows
		}
		if countWord(w) {
			if len(phrase) > 0 {
				return nil // 2주 동안 고객 12분을: the nouns count the next figure
			}
			break // what follows belongs to the next figure (24명 중 19명이)
		}
		if bound, _ := cutParticle(w, particles); w == "" || trimEndings(w) == "" || slices.Contains(amountAfter, w) || slices.Contains(bounds, bound) || functionWords.Holds(w) ||
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
	return numeric(w) && !names(w) || slices.Contains(nativeNumerals, w)
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
		if v := noteVerbalNoun(w, k == 0 || k == 1 && slices.Contains(bounds, next[0])); v != "" {
			return v
		}
	}
	return ""
}

// noteVerbalNoun is X of a predicate in note style: X함 or X됨, as X해요 and X돼요 in the other
// styles (증가함, 완료됨), or a noun of change alone closing the clause right after the figure
// (first), a note's 증가 for 증가했다 (388두 대비 24두 증가), 13% 감소., (17% 인상).
func noteVerbalNoun(w string, first bool) string {
	w = strings.Trim(w, punctuation)
	if v, ok := cutAny(w, []string{"함", "됨"}); ok && utf8.RuneCountInString(v) >= 2 && !slices.Contains(stateRoots, v) && !numeric(v) {
		return v
	}
	if first && slices.Contains(changeNouns, w) {
		return w
	}
	return ""
}

// changeNouns name a rise or a fall, which a figure right before them measures in a note.
var changeNouns = []string{"증가", "감소", "상승", "하락", "인상", "인하", "절감", "단축", "연장", "확대", "축소", "개선", "악화"}

// stateRoots make adjectives in 하다 and are no nouns of their own (비슷합니다, 꾸준했어요): they
// say how a figure compares, not what it measures (필요, 부족 are nouns and may name it: 20명이 필요).
var stateRoots = []string{"비슷", "유사", "동일", "충분", "중요", "정확", "확실", "분명", "적당", "적절", "저렴", "원활", "활발", "꾸준", "뚜렷", "넉넉",
	"든든", "깨끗", "따뜻", "조용", "익숙", "미미", "미흡", "양호", "다양", "풍부", "가능", "불가능", "오래"}

// degreeOf: a figure that is the measure a describing clause gives the noun after it (38.5도가 넘는
// 열이, 3만 마리 넘는 벌이, 2,000원 낮은 견적을, 20분 정도 짧은 교육을, 30분에 이르는 배차
// 간격): the noun is what has that measure. The clause's verb is descriptive (the dictionary's
// adjectives) or one of reaching a measure; after an act (참여한 거리, 늘리는 방안) the noun is
// another's, and a bound or light noun after (오른 셈, 적은 편, 넘는 만큼) names nothing.
func degreeOf(x spot) []string {
	if n := len(x.words); n > 0 && slices.Contains(boundNouns, strings.Trim(x.words[n-1], punctuation)) {
		return nil // 준공한 지 40년 넘은 건물: the span is since the act the bound noun stands for
	}
	next := x.next
	if !strings.HasPrefix(x.after, " ") {
		if len(next) == 0 || !slices.Contains(degreeParticles, next[0]) {
			return nil
		}
		next = next[1:]
	}
	k := 0
	for k < len(next) && (slices.Contains(bounds, next[k]) || next[k] == "더") {
		k++
	}
	if k >= len(next)-1 || !degreeVerb(next[k]) {
		return nil
	}
	var phrase []string
	for _, w := range next[k+1 : min(k+4, len(next))] {
		noun, marked := cutParticle(strings.Trim(w, punctuation), contextParticles)
		if !bareNoun(noun) || slices.Contains(boundNouns, noun) || slices.Contains(valueNouns, noun) {
			return nil
		}
		if phrase = append(phrase, noun); marked {
			return phrase
		}
	}
	return nil
}

// degreeParticles join a figure to the describing verb it is the measure of (38.5도가 넘는, 30분에
// 이르는, 3배나 많은).
var degreeParticles = []string{"이", "가", "에", "도", "나", "이나"}

// reachVerbs say a measure is reached or passed (넘는 열, 이르는 간격, 달하는 비용, 못 미치는 점수).
var reachVerbs = []string{"넘", "이르", "달하", "미치"}

// degreeVerb reports w an adnominal form of a descriptive verb or of one reaching a measure (많은,
// 큰, 긴, 가까운, 넘는, 이른).
func degreeVerb(w string) bool {
	if !adnominal(w) {
		return false
	}
	return slices.ContainsFunc(adnominalStems(w), func(s string) bool { return speech.Descriptive(s) || slices.Contains(reachVerbs, s) })
}

// adnominalStems are the stems an adnominal form may be of: 넘는 넘, 많은 많, 큰 크, 긴 기 or 길,
// 가까운 가깝, 이른 이르.
func adnominalStems(w string) []string {
	r := []rune(w)
	n := len(r)
	if x, ok := cutAny(w, []string{"는", "은", "던"}); ok {
		return []string{x}
	}
	if n == 0 || hangul.Tail(r[n-1]) != hangul.N {
		return nil
	}
	open := string(r[:n-1])
	stems := []string{open + string(hangul.WithTail(r[n-1], hangul.None)), open + string(hangul.WithTail(r[n-1], hangul.L))}
	if r[n-1] == '운' && n > 1 {
		stems = append(stems, string(r[:n-2])+string(hangul.WithTail(r[n-2], hangul.P)))
	}
	return stems
}
