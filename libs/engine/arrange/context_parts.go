// The readings of parts and wholes, lists, groups and brackets: a share of a whole in 의, a part
// taken from a whole (N 중 M), a list's label, an age group, a figure the gate reads as a name,
// and a figure in brackets.

package arrange

import (
	"slices"
	"strings"
	"unicode/utf8"

	"maltu/libs/engine/internal/wordlist"
	"maltu/libs/gate/figures"
)

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

// partFrom: a whole a part is taken from (자유 의견 640건 가운데 … 120건) is the nouns before it;
// the nouns after name the part.
func partFrom(x spot) []string {
	if x.spacedBefore() && slices.Contains(partWords, x.next[0]) {
		return runBefore(x.words)
	}
	if x.spacedBefore() && len(x.next) > 1 && slices.Contains(partWords, x.next[1]) && slices.Contains(classifiers, x.unit) && bareNoun(x.next[0]) && (len(x.words) == 0 || !bareNoun(x.words[len(x.words)-1]) || runBefore(x.words) == nil) {
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
	if kind := partIs(x.after); kind != nil {
		return kind
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

// partIs: 교사 16명 가운데 11명은 대학생 봉사자였습니다, 17건 중 11건이 신규 화주의 물건이었습니다:
// a part whose predicate is the copula on a noun of a kind is named by that noun's phrase, which says
// which of the whole it is. The copula on a state, an act or a bound noun (5대가 고장 상태이며, 4명은
// … 진행하자는 의견이었습니다, 58회가 태풍 때문이었다) says how the part stands: nil, the whole names it.
// The copula is the part's own predicate unless a subject or a topic opens another clause before it
// (5골이 후반에 나온 걸 보면 체력이 가장 큰 숙제예요); a clause describing the noun may come between
// (410만 원은 3곳이 운영을 중단하면서 생긴 잔액이다).
func partIs(after string) []string {
	words := strings.Fields(after)
	if !strings.HasPrefix(after, " ") && len(words) > 0 {
		words = words[1:] // the particle on the figure (11명은)
	}
	ended := false
	for k, w := range words {
		w = strings.Trim(w, punctuation)
		if noun, ok := cutAny(w, copulaEnds); ok && bareNoun(noun) && utf8.RuneCountInString(noun) > 1 {
			if lightNouns[noun] || actNouns[noun] {
				return nil
			}
			return kindPhrase(words[:k], noun)
		}
		if _, topic := cutParticle(w, []string{"은", "는", "이", "가"}); strings.HasSuffix(words[k], ",") || ended && topic {
			return nil
		}
		ended = ended || clauseEnd(w)
	}
	return nil
}

// kindPhrase is noun with the bare nouns and the genitive right before it (대학생 봉사자, 신규 화주의
// 물건 -> 신규 화주 물건), three words at most.
func kindPhrase(before []string, noun string) []string {
	phrase := []string{noun}
	for j := len(before) - 1; j >= 0 && len(phrase) < 3; j-- {
		w := before[j]
		if g, ok := strings.CutSuffix(w, "의"); ok && !bareNoun(w) {
			w = g
		}
		if !bareNoun(w) {
			break
		}
		phrase = append([]string{w}, phrase...)
	}
	return phrase
}

// oneMeasured: 한 바퀴가 7km 정도라, 한 덩이가 약 650g이라: a count of one in subject, the figure
// its predicate (the copula on it), is what the figure measures: one lap, one loaf. With a verb after
// the figure (한 척이 2주간 빠지는, 한 사람이 5만 원씩 내는) the count is the verb's, read past.
func oneMeasured(x spot) []string {
	words := x.words
	for len(words) > 0 && functionWords.Holds(words[len(words)-1]) {
		words = words[:len(words)-1] // 약, 평균
	}
	n := len(words)
	if n < 2 || words[n-2] != "한" || !copulaAfter(x.after) || measureOfOne(words[:n-2]) {
		return nil // 귤 한 상자가 2만 원: the nouns before say of what (markedBefore)
	}
	if noun, ok := cutAny(strings.Trim(words[n-1], punctuation), []string{"이", "가"}); ok && bareNoun(noun) {
		return withTopic(words, n-2, []string{"한", noun})
	}
	return nil
}

// copulaAfter reports the copula written onto a figure, or onto the bound after it (7km야, 650g이라,
// 7km 정도라).
func copulaAfter(after string) bool {
	w, _, _ := strings.Cut(strings.TrimLeft(after, " "), " ")
	for _, b := range bounds {
		if rest, ok := strings.CutPrefix(w, b); ok && strings.HasPrefix(after, " ") {
			w = rest
			break
		}
	}
	return wordlist.Opens(w, copulaOpens...)
}

// copulaOpens are the copula's forms as they open what follows a figure (이라, 였고, 인데).
var copulaOpens = []string{"이라", "라", "이야", "야", "이다", "입니다", "이에요", "예요", "이었", "였", "인데", "이고", "이며"}

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
		noun, ok := cutParticle(w, objectParticles)
		if !ok {
			noun, ok = cutAny(w, copulaEnds)
		}
		if ok && !bareNoun(w) && counts(w, noun) && utf8.RuneCountInString(noun) > 1 {
			return []string{noun}
		}
	}
	return nil
}

// partOf reports a figure taken from a whole just before it (심의위원 5명 중 4명은 … 의견이었습니다):
// the part counts what the whole counts, whatever the sentence says of it.
func partOf(words []string) bool {
	n := len(words)
	if n < 2 || !slices.Contains(partWords, words[n-1]) {
		return false
	}
	return numeric(words[n-2]) || n > 2 && (unitApart(words[n-3], words[n-2]) || classifiedWhole(words))
}

// classifiedWhole reports a whole told as a count and the noun it counts (30개 항목 중에 26개).
func classifiedWhole(words []string) bool {
	n := len(words)
	return n > 2 && startsWithFigure(words[n-3]) && !unitApart(words[n-3], words[n-2]) && compoundNoun(words[n-2], 1, false)
}

// partWords take a part from the whole before them (5명 중 4명, 30개 항목 중에 26개).
var partWords = []string{"중", "중에", "중에서", "가운데"}

// listLabel: 참석: 박민준, 이하은 (4명): a count in brackets totals the list its label names.
func listLabel(x spot) []string {
	if label, _, ok := strings.Cut(x.before, ":"); ok && strings.HasSuffix(strings.TrimSpace(x.before), "(") && label != "" && len(strings.Fields(label)) <= 3 {
		return strings.Fields(label)
	}
	return nil
}

// groupAt is the group of people an age names at words[i] (이 가운데 60대 이상이, 80대 이상도,
// 수강생은 70대가), with its bound and the topic it is a part of, or nil: a figure the gate reads as
// naming, not counting.
func groupAt(words []string, i int) []string {
	k := i
	bound, ok := cutParticle(words[i], groupParticles)
	if ok && slices.Contains(bounds, bound) && i > 0 {
		k = i - 1
	}
	age, _ := cutParticle(words[k], groupParticles)
	if !strings.HasSuffix(age, "대") || !bareFigure(strings.TrimSuffix(age, "대")) || !wordlist.Closes(words[i], groupParticles...) {
		return nil
	}
	if fs := figures.Scan(strings.Join(words[:i+1], " ")); len(fs) == 0 || fs[len(fs)-1].Measures() {
		return nil // 버스 20대가: machines counted
	}
	if k < i {
		return withTopic(words, k, []string{age, bound})
	}
	return withTopic(words, k, []string{age})
}

// groupParticles mark an age group as the topic or the subject of its clause (60대가, 80대 이상도).
var groupParticles = []string{"이", "가", "도", "은", "는"}

// labelBefore reports a figure written bare before phrase that the gate reads as a name or a place
// in an order (30대 비중, 1등급 학생, 2호기 모터, p99 응답시간, 7일 잔존율): it tells which of what
// the phrase names.
func labelBefore(w string, phrase []string) bool {
	fs := figures.Scan(w + " " + strings.Join(phrase, " "))
	return numeric(w) && len(phrase) > 0 && len(fs) > 0 && (fs[0].Kind == figures.Label || fs[0].Kind == figures.Ordinal) && fs[0].End <= len(w)
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
	if labelBefore(w, []string{""}) || !timeOnly(x.words, n-1) && !numeric(w) && (!bareNoun(w) || functionWords.Holds(w)) {
		return []string{w}
	}
	return nil
}

// inBracket reports a word that opens brackets before a figure and reads as a noun with a particle
// (고양이): a noun all the same, as nothing in the brackets takes a subject; bare nouns, function
// words and adverbs (약, 만, 총) read as they do anywhere.
func inBracket(w string) bool {
	return !bareNoun(w) && utf8.RuneCountInString(w) > 1 && !numeric(w) && !functionWords.Holds(w) && namesSomething(w)
}

// listTotal: 지출은 간식 212만 원, …, 도서 기증 95만 원 등 모두 561만 원: a figure after the 등 that
// closes a list of figures (a word of sum between), or after a word of sum right after its last item
// (수입은 회비 348만 원, …, 찬조금 215만 원으로 합계 683만 원; 회비는 1인 3만 원, 27명으로 총 81만
// 원), sums them; it measures what the list is told of, the topic before its first item, not its
// last item's nouns. A noun of sum stays with it (교체 견적은 대당 420만 원, 2대 합계 840만 원).
func listTotal(x spot) []string {
	k := len(x.words)
	sum := ""
	if k > 0 && slices.Contains(sumWords, x.words[k-1]) {
		sum, k = x.words[k-1], k-1
	} else if k > 0 && functionWords.Holds(x.words[k-1]) && x.words[k-1] != "등" {
		k-- // 등 약, 등 평균
	}
	if k > 0 && x.words[k-1] == "등" {
		k--
	} else if sum == "" {
		return nil
	}
	if k < 2 || !itemEnds(x.words, k-1) {
		return nil
	}
	for j := k - 1; j >= 0; j-- {
		if t, ok := cutParticle(x.words[j], []string{"은", "는"}); ok && bareNoun(t) && !functionWords.Holds(t) {
			phrase := nounsBefore(x.words[:j], []string{t})
			if sum != "" && !functionWords.Holds(sum) {
				phrase = append(phrase, sum)
			}
			return phrase
		}
	}
	return nil
}

// sumWords say that the figure after them sums what was listed before (합계, 총, 모두).
var sumWords = []string{"합계", "총액", "총", "모두"}

// itemEnds reports words[j] the end of a list's item: its figure, or the figure's unit written
// apart, with a comma or a particle on it (95만 원, 215만 원으로, 2건,).
func itemEnds(words []string, j int) bool {
	w := trimEndings(strings.TrimRight(words[j], ","))
	return startsWithFigure(words[j]) || j > 0 && w != "" && unitApart(words[j-1], w)
}
