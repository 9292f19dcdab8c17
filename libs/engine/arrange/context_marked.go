// The reading of the nearest noun with a particle before a figure (markedBefore), clause by
// clause: which particles name the figure (a topic or a subject, a share's whole in 의, an object
// last), the setting of the figure's own clause, and the words read past (a clause's verb, a
// quoted answer, a count of one, a postposition).

package arrange

import (
	"slices"
	"strings"
	"unicode/utf8"

	"maltu/libs/engine/internal/wordlist"
	"maltu/libs/engine/rules"
	"maltu/libs/engine/speech"
)

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
	weak := false                 // the setting is in bare 에서 (see bareWhere)
	for i := len(words) - 1; i >= 0; i-- {
		if quotedClause(words[i]) {
			for i > 0 && !wordlist.Opens(words[i], "'", "‘", "\"", "“") {
				i-- // '양이 너무 많다'가 71%: an answer in quotes is what was said, not what is counted
			}
			continue
		}
		w := strings.Trim(words[i], punctuation)
		if at := settingAt(words, i, w); at != nil && !clause && setting == nil && (!bareWhere(w) || i == len(words)-1) {
			setting, weak = at, bareWhere(w)
			continue
		}
		if !clause && (predicate(w) || slices.Contains(timeQualifiers, w)) {
			clause, ended = true, true // 기준이 바뀐 뒤: a clause of its own says when, its subject is its own
			continue
		}
		if doesHae(words, i, w) {
			clause, ended = true, true // 전기세만 해도 186만 원: 하다's clause ends, the noun before is its own
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
				return orSetting(m.named, setting, ended && !weak)
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
		if wordlist.Closes(w, "이", "가", "에", "까지", "만") {
			phrase = withTopic(words, i-len(phrase)+1, phrase)
		}
		if m.take(w, phrase, clause && !copula) {
			return orSetting(m.named, setting, ended && !weak)
		}
	}
	return orSetting(m.best(), setting, ended && !weak)
}

// markedNoun is the noun of w, words[i], with a particle (ok), or the noun a copula makes of it
// (목표였던 3,000건, 적정 수준인 80%: the noun the figure is).
func markedNoun(words []string, i int, w string) (noun string, ok, copula bool) {
	noun, ok = cutParticle(w, contextParticles)
	noun = strings.TrimRight(noun, "'\"’”") // '장 담그기'로: the quote closes the name
	ok = ok && !bareNoun(w)                 // 문의, 판매가: a noun that ends as a particle does
	x, copula := cutAny(w, copulas)
	copula = copula && (i == len(words)-1 || !strings.HasSuffix(w, "인")) // 수준인 80%; 크레인 고장이 23건 has no copula
	// A word listed with a comma after it (디자인, 영업) is a noun, never a copula.
	if copula = copula && utf8.RuneCountInString(x) >= 2 && !numeric(x) && !strings.HasSuffix(words[i], ","); copula {
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

// sizeTopic reports a figure in topic (1L는), not a time (7월은) nor another particle's (6.5%와는).
func sizeTopic(w string) bool {
	x, ok := cutParticle(w, []string{"은", "는"})
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
	return n > 0 && bareNoun(words[n-1]) && !functionWords.Holds(words[n-1])
}

// withTopic puts the topic right before a subject's phrase, which starts at words[start], in front
// of it: 배터리는 A가 6시간 measures A's battery, as 재등록률은 3개월권이 52% the pass's rate. So
// too before a noun in 에, 까지 or 만 (제설제는 창고에 6개, 인원은 애들까지 11명, 경유는 비행만
// 19시간): writers name the topic or that noun, about evenly (5:3 over sets 10-25), and the phrase
// holds both.
func withTopic(words []string, start int, phrase []string) []string {
	for start > 2 && strings.HasSuffix(words[start-1], ",") && startsWithFigure(words[start-1]) && wordlist.Closes(words[start-2], "이", "가") {
		start -= 2 // 배터리는 A가 6시간, B가 8시간: the topic holds over the items after it
	}
	if start < 1 {
		return phrase
	}
	x, ok := topicNoun(words[start-1])
	if !ok {
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
	if !ok || !bareNoun(x) || functionWords.Holds(x) || wordlist.Closes(x, timeWords...) || i > 0 && unitApart(words[i-1], x) || strings.HasSuffix(words[i], ",") {
		return nil // 9,860만 원으로: the unit of an earlier figure; 대기로, 50분: the clause starts after the comma
	}
	return nounsBefore(words[:i], []string{x})
}

// bareWhere reports a setting in bare 에서 (점검에서, 측정에서): it says where the figure right after
// it was taken (위생 점검에서 14명, 사격 측정에서 20발 중 18발), no contrast with another clause's topic
// as 에서는 makes (혈당은 … 245mg/dL였고 식후 재검에서 180mg/dL), so it names the figure only when no
// noun in its clause does, and only right before it (같은 IP에서 10분에 20번 넘게 로그인에: the
// figure's own words after name it).
func bareWhere(w string) bool { return strings.HasSuffix(w, "에서") }

// clauseEnds end a clause on any word, a figure's too (62점이었는데, 3건이고).
var clauseEnds = []string{"는데", "지만", "고", "며", "면서"}

// settings end a noun that sets where, when or by what a clause holds (기말고사에서는 71점, 보상
// 쿠폰으로 920만 원, 위생 점검에서 14명).
var settings = []string{"에서는", "에서도", "에서", "에는", "으로", "로"}

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
	return strings.HasSuffix(words[i], ",") && !numeric(words[i]) && !(i > 0 && numeric(words[i-1]))
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
	case noun == "" || numeric(w) && !names(w) || adverbial(noun) || slices.Contains(adverbs, w) || slices.Contains(pronouns, noun):
		return false // 제가 30분 늦게, 너는 나머지 8만 원만: who, not what is measured
	case wordlist.Closes(w, "까지", "부터") && (wordlist.Closes(noun, timeWords...) || strings.HasSuffix(w, "부터")):
		return false
	case strings.HasSuffix(noun, "부터") || strings.HasSuffix(noun, "까지") && startsWithFigure(noun):
		return false // 2월부터는, 5일까지도: a start or a bound of time in topic
	case speech.IsStem(noun) && !doNouns.Holds(noun) && !lStemNoun(noun) || verbalRoot(w) != "":
		return false // 버리는, 준비하는: a verb's form
	case wordlist.Closes(noun, reasonNouns...):
		return false // 유가 하락 덕에, 비 때문에: why the figure moved, not what it measures
	case wordlist.Closes(noun, "에", "에서") || wordlist.Closes(w, quoted...) || rules.IsConnective(w) || rules.IsConnective(noun):
		return false
	}
	return !(functionWords.Holds(noun) && !slices.Contains(measureQualifiers, noun) || functionWords.Holds(w))
}

// reasonNouns end a phrase that says why (하락 덕에, 폭우 탓에, 태풍 때문에).
var reasonNouns = []string{"덕", "탓", "때문"}

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

// quoted ends a clause in reported speech (느리다는, 늦다고).
var quoted = []string{"다는", "이라는", "냐는", "다고", "이라고"}

// predicate reports a verb that ends a clause of its own before the figure (합쳐, 쓰고 있어,
// 필요하지만, 부담하며).
func predicate(w string) bool {
	if functionWords.Holds(w) {
		return false // 올해, 지난해: a time, though it ends as 해 does
	}
	return connective(w, false) || !bareNoun(w) && wordlist.Closes(w, "지만", "는데", "면서", "어서", "아서", "며", "하고", "되고") && !numeric(w)
}

// doesHae reports 해도 or 해서, words[i] as w, read as the verb 하다 (전기세만 해도, 렌탈로 해서), not
// the noun 해, a year, which a numeral or a determiner counts or points to (한 해도, 그 해도).
func doesHae(words []string, i int, w string) bool {
	if w != "해도" && w != "해서" {
		return false
	}
	return i == 0 || !slices.Contains(nativeNumerals, words[i-1]) && !slices.Contains(yearDeterminers, words[i-1])
}

// yearDeterminers point to a year written 해 (그 해, 이 해, 매 해, 새 해).
var yearDeterminers = []string{"그", "이", "매", "새"}

// postpositions make a phrase of the noun before them (품목에 따라, 지연에 따른, 계획에 대해, 작년에 비해).
var postpositions = []string{"따라", "따르면", "따른", "대해", "대해서", "대한", "관해", "관한", "비해", "의해", "의한", "맞춰", "맞춘"}

// nativeNumerals count one or a few of a bound noun (한 번, 두 대).
var nativeNumerals = []string{"한", "두", "세", "네", "몇", "다섯", "여섯", "일곱", "여덟", "아홉", "열", "여러"}

// copulas end a noun that a figure after it is (목표였던, 수준인).
var copulas = []string{"이었던", "였던", "이던", "인"}
