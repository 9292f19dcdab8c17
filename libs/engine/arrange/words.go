// The word classes the readings share: what a bare word is (a noun, a compound's first noun, a
// verb's form, a modifier, an adverb, a function word, a figure's shape), guessed from its endings
// and the dictionary's stems, and the tables of words each class lists.

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

// punctuation is what may open or close a word around its letters: a comma, a bracket, a quote.
const punctuation = ",.()[]\"'“”"

// cutAny is w without the first of suffixes it ends in, when something is left (ok), else w.
func cutAny(w string, suffixes []string) (string, bool) {
	for _, p := range suffixes {
		if x, ok := strings.CutSuffix(w, p); ok && x != "" {
			return x, true
		}
	}
	return w, false
}

// anyWord reports whether f holds for any of s's words (strings.Fields), read without a slice of them.
func anyWord(s string, f func(w string) bool) bool {
	for w := range strings.FieldsSeq(s) {
		if f(w) {
			return true
		}
	}
	return false
}

// lastWords are s's last two words (strings.Fields), "" for those it lacks, and how many it has
// up to three, read from its end.
func lastWords(s string) (before, last string, n int) {
	var words [2]string // last, before
	for ; n < 3; n++ {
		s = strings.TrimRightFunc(s, unicode.IsSpace)
		if s == "" {
			break
		}
		w := s[afterLastSpace(s):]
		if n < 2 {
			words[n] = w
		}
		s = s[:len(s)-len(w)]
	}
	return words[1], words[0], n
}

// afterLastSpace is where s's last word begins: past its last space, or 0.
func afterLastSpace(s string) int {
	i := strings.LastIndexFunc(s, unicode.IsSpace)
	if i < 0 {
		return 0
	}
	_, size := utf8.DecodeRuneInString(s[i:])
	return i + size
}

// objectParticles mark a noun as the object of the verb after it (도수치료를, 경기장을).
var objectParticles = []string{"을", "를"}

// lastWord is s's last word (strings.Fields), "" if it has none.
func lastWord(s string) string {
	_, last, _ := lastWords(s)
	return last
}

// bareNoun guesses that a word without a particle is a noun in a compound (신규 고객, 재구매):
// not a figure, not a connector, and not ending as verbs and adverbs do.
func bareNoun(w string) bool {
	switch {
	case w == "" || numeric(w) || rules.IsConnective(w) || strings.ContainsAny(w, ",.") || !strings.ContainsFunc(w, unicode.IsLetter) || jamoOnly(w):
		return false // ㅋㅋ, ㅠㅠ, 👍: a chat's laugh or face, no noun
	case doNouns.Holds(w) || doNouns.Closes(w) && !strings.HasSuffix(w, "의"):
		return true // 객단가, 제조원가: a compound of one is a noun too
	case particleNouns[w] || endingNouns[w]:
		return true // 낙찰가, 가로, 고양이, 무게: the dictionary's noun, whose last syllable only looks like a particle or an ending
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
		return ok && x != "" && !doNouns.Holds(w) && (speech.IsStem(x) || wordlist.Closes(x, "었", "았", "였", "했", "겠"))
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

// doNouns end as a particle or a verb form does (시도, 문의, 주기; 신고 and 사고 as 신다 and 사다 in
// -고; 거리, 자리, 다리 as stems of verbs rarer than the nouns) and are nouns all the same.
var doNouns = wordlist.NewTable("시도", "정도", "속도", "온도", "태도", "제도", "빈도", "강도", "밀도", "난이도", "만족도", "신뢰도", "인지도", "완성도", "집중도",
	"농도", "습도", "염도", "당도", "탁도", "경도", "각도", "고도", "순도", "산도", "선호도", "숙련도", "기여도", "참여도", "충성도", "활용도", "청결도", "정확도", // degrees (度)
	"문의", "회의", "논의", "합의", "강의", "동의", "결과", "효과", "성과", "평가", "단가", "원가", "물가", "휴가", "차이", "길이", "높이", "경로", "통로", "주기",
	"피해", "손해", "방해", "이해", "참가", "증가", "추가", "대기", "크기", "얘기", "이야기", "분위기", "인기", "경기", "전기", "분기", "초기", "시기", "위기", "용기",
	"개요", "수요", "방지", "유지", "금지", "가게", "보고", "재해", "수해", "냉해", "견해", "설치", "매가", "급가", "양가", "시가", "정가", "특가", "주가", "유가", "나이", "넓이", "깊이", "소요", "항로", "도로", "진로", "선로", "수로", "활주로", "재고", "입고", "출고", "파고", "신고", "사고", "거리", "자리", "다리", "대여", "어린이", "아이", "놀이")

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
	if len(rs) < 2 || !strings.ContainsFunc(w, hangul.IsSyllable) || strings.ContainsAny(w, punctuation) || tensed(w) || verbalRoot(w) != "" || numeric(w) {
		return false
	}
	stem := string(rs[:len(rs)-1])
	return strings.ContainsRune(compoundEnds, rs[len(rs)-1]) && !slices.Contains(boundNouns, stem) && !speech.IsStem(stem) && !speech.IsStem(w) && !slices.Contains(adverbs, w) && !rules.IsConnective(w) && !adnominal(w) && !strings.HasSuffix(w, "의")
}

// compoundEnds are the last syllables of a noun that read as a subject's particle (전세가, 고양이)
// or a verb's ending (표면, 대여); a topic's, an object's or a place's particle (은, 를, 에서) is never
// a noun's end.
const compoundEnds = "가이면여과와라"

// verbalRoot is X when w is a form of X하다 or X되다 with X of two syllables or more.
func verbalRoot(w string) string {
	w = strings.Trim(w, punctuation)
	if !strings.ContainsAny(w, verbalOpenings) {
		return "" // no form of 하다 or 되다 in it
	}
	if functionWords.Holds(trimEndings(w)) {
		return "" // 지난해보다, 올해는: a time, not a verb
	}
	for _, v := range verbalEndings {
		if i := strings.Index(w, v); i > 0 { // 합 only before 니 or 시: 부적합 is a noun
			x := w[:i]
			if utf8.RuneCountInString(x) >= 2 && !numeric(x) && !strings.ContainsAny(x, ",.") {
				return x
			}
		}
	}
	return ""
}

// verbalEndings are the forms of 하다 and 되다 verbalRoot cuts X before, tried in order.
var verbalEndings = []string{"하는", "하고", "하여", "해서", "했", "할", "한", "합니", "합시", "해", "하", "되는", "되어", "돼", "됐", "될", "된", "됩", "되"}

// verbalOpenings are the syllables verbalEndings open with, one of which a form holds.
var verbalOpenings = firstSyllables(verbalEndings)

// firstSyllables is the first rune of each of words, each once.
func firstSyllables(words []string) string {
	var out []rune
	for _, w := range words {
		if r, _ := utf8.DecodeRuneInString(w); !slices.Contains(out, r) {
			out = append(out, r)
		}
	}
	return string(out)
}

// adnominal reports a verb form that describes the noun after it (걸리는, 멈춘, 했던).
func adnominal(w string) bool {
	if x, ok := cutAny(w, []string{"는", "던"}); ok && verbForm(x) && !doNouns.Holds(x) {
		return true // 늘리는, 하던; 거리는, 자리는 are a noun's topic
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
	if last == '운' && len(r) > 1 && speech.IsStem(string(r[:len(r)-2])+string(hangul.WithTail(r[len(r)-2], hangul.P))) {
		return true // 아쉬운, 어려운, 가까운: a stem in ㅂ turns it to 우 before ㄴ
	}
	r[len(r)-1] = hangul.WithTail(last, hangul.None)
	return speech.IsStem(string(r))
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

// verbForm reports a stem as a verb's rather than a noun's: a dictionary stem (걸리, 쓰) or one
// syllable, which before 는 is more often a verb form (오는, 쓰는) than a noun.
func verbForm(stem string) bool {
	return stem != "" && (speech.IsStem(stem) || utf8.RuneCountInString(stem) == 1)
}

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

// adverbs stand bare before a predicate and are no nouns (못 미쳤어요, 더 듭니다); so does 대로 after
// a verb (남겨 두신 대로 80g: as told).
var adverbs = []string{"못", "안", "더", "덜", "잘", "꼭", "또", "좀", "곧", "늘", "다", "참", "딱", "제일", "가장", "아주", "매우", "너무", "조금", "많이",
	"다시", "바로", "미리", "먼저", "함께", "같이", "새로", "훨씬", "크게", "점점", "계속", "따로", "서로", "특히", "오히려", "여전히", "모두", "처음", "대신", "겨우", "무려", "고작", "불과",
	"이대로", "그대로", "혼자", "대로", "이제"}

// adverbial reports an adverb (보통, 최근) or a verb made an adverb in -게 (길게는 50분): it says
// how or when, it names nothing.
func adverbial(w string) bool {
	return slices.Contains(adverbs, w) || slices.Contains([]string{"보통", "최근", "요즘", "대개", "주로", "흔히"}, w) ||
		strings.HasSuffix(w, "게") && speech.IsStem(strings.TrimSuffix(w, "게")) && !doNouns.Holds(w)
}

// functionWords stand between a count and its noun (결제 시도 3,200건 중 2,900건) or before it (약).
var functionWords = wordlist.NewTable("중", "및", "등", "약", "총", "각", "평균", "보통", "대략", "가운데", "대부분", "거의", "대체로", "매달", "매주", "매일", "매년",
	"지", "동안", "주", "연", "지난", "나머지", "만점", "반년", "일주일", "이틀", "사흘", "나흘", "보름", "달", "드디어", "실제로", "지금", "지금까지", "월평균", "월", "하루", "연간", "그중", "모두", "각각", "대비",
	"적어도", "최소", "최대", "무려", "영하", "영상", "겨우", "벌써", "이미", "아직", "지난번", "지난주", "지난달", "작년", "올해", "전월", "전년", "전주", "전일", "전분기", "지난해", "이번", "오늘", "내일", "어제", "이날", "그날", "당일", "전날", "현재", "당시", "평소", "평상시",
	"상반기", "하반기", "연초", "연말", "최근", "편도", "왕복", "재작년", "내년", "그해", "오전", "오후", "새벽",
	"월요일", "화요일", "수요일", "목요일", "금요일", "토요일", "일요일",
	"쪽") // 작년 하반기 1,640명: when, not what; 편도 52분: how, not what; 250Hz 쪽을: where about

// measureQualifiers belong to the phrase they stand in (연간 비용, 하루 평균 접속, 총 공사비, 월 지원액),
// the spans of a year a measure is summed over with them (연 매출, 하반기 매출).
var measureQualifiers = []string{"연간", "월평균", "평균", "하루", "총", "월", "연", "상반기", "하반기"}

// approximators say how near or how much a figure is (대략 1,500만 원, 무려 3배); of the function
// words, the times (지난번에는 8명) say when a figure held, these say nothing of what it is.
var approximators = []string{"대략", "거의", "무려", "겨우", "적어도", "최소", "최대", "모두", "각각", "실제로", "드디어", "벌써", "이미", "아직", "대부분", "대체로"}

// boundNouns stand only after a modifier (가리는 데, 할 수): no context of their own.
var boundNouns = []string{"데", "것", "게", "수", "바", "줄", "채", "지", "건", "일"} // 버리는 일이: the act, not a measure; 남는 게: 것이

// valueNouns name a value a figure can be (목표치, 수준, 기준): before 인 they are the copula's
// noun, and 목표치인 3% is the 목표치, not a compound noun 목표치인.
var valueNouns = []string{"치", "수준", "기준", "목표", "한도", "상한", "하한", "평균", "규모", "비율", "금액", "가격", "범위", "분량"}

// namesSomething reports a word that may name what a figure measures: not a modifier, a
// comparison, a bare figure (but a point in time, or a name such as 2쇄 or 2호기, which names what
// the figure after it measures as a noun does), a verb (1등을 했고 5차례), an adverb (보통, 길게는)
// or a bound noun (가리는 데): those say how, not what.
func namesSomething(w string) bool {
	switch {
	case w == "" || modifier(w) || strings.HasSuffix(w, "보다"):
		return false
	case numeric(w) && !anchor(w) && !names(w):
		return false
	case strings.ContainsAny(w, "었았였했겠됐") || tensed(w) || predicate(w) || adverbial(w) || verbalRoot(w) != "" ||
		strings.HasSuffix(w, "고") && speech.IsStem(strings.TrimSuffix(w, "고")) && !doNouns.Holds(w): // 줄이고
		return false // 마쳤고, 준비하(는): a verb's tail names nothing
	}
	return !slices.Contains(boundNouns, w) && !slices.Contains(timeQualifiers, w) && !slices.Contains(approximators, w) &&
		!(functionWords.Holds(w) && utf8.RuneCountInString(w) == 1) // 총 5팀이랑: no noun; 지난번에는 8명 says when
}

// linkedVerb reports a verb in a connective ending that joins its clause to the figure's (합쳐서,
// 가져가서, 해서, 합치면): it names nothing; the noun it takes says what the figure counts.
func linkedVerb(w string) bool {
	if x, ok := strings.CutSuffix(w, "면"); ok && speech.IsStem(x) {
		return true
	}
	x, ok := strings.CutSuffix(w, "서")
	if utf8.RuneCountInString(x) == 1 && x != "해" && x != "돼" {
		return false // 사서, 가서: a noun (a librarian) as often as 사다's; 해서 and 돼서 are verbs' only
	}
	return ok && infinitive(x)
}

// infinitive reports a word in a verb's -아/어 form: its last syllable ends in a vowel of
// infinitiveVowels with no final (해, 재, 달아, 붙여, 봐, 돼, 꿔, 가져가), not the 다 of -다 보니.
func infinitive(w string) bool {
	r, _ := utf8.DecodeLastRuneInString(w)
	return hangul.IsSyllable(r) && r != '다' && !hangul.HasTail(r) && slices.Contains(infinitiveVowels, hangul.Vowel(r))
}

// infinitiveVowels end a stem's 아/어 form (해, 가져가, 합쳐, 돼): before 서 a verb's, not a
// document's (보고서, 견적서); before 보니 the check that found something (재 보니).
var infinitiveVowels = []int{hangul.A, hangul.AE, hangul.EO, hangul.YEO, hangul.WA, hangul.WAE, hangul.WO}

// names reports a word whose figures all name which one (3동은, 영업2팀이): a name, which may
// say what a figure measures as any noun does.
func names(w string) bool {
	fs := figures.Scan(w)
	return len(fs) > 0 && !slices.ContainsFunc(fs, figures.Figure.Measures)
}

// startsWithFigure reports a word that opens with digits (48%, 5, 2.3:1).
func startsWithFigure(w string) bool { return figureEnd(w) > 0 }

// figureEnd is where the figure a word opens with ends (2 in 11월), or -1 when it opens with none.
func figureEnd(w string) int {
	if loc := numberRe.FindStringIndex(w); loc != nil && loc[0] == 0 {
		return loc[1]
	}
	return -1
}

// bareFigure reports a word that is all a figure (8천만, 40만), whose unit may be written apart;
// 1인 has a unit of its own, and 가구 after it is a noun (1인 가구).
func bareFigure(w string) bool {
	return figureEnd(w) == len(w)
}

// anchor reports a point in time written with a figure (11월, 2분기).
func anchor(w string) bool {
	end := figureEnd(w)
	return end > 0 && slices.Contains(pointUnits, w[end:])
}

// unitApart reports a unit written apart from its figure (8천만 원, 4만 장): a unit that may
// stand alone, or after a magnitude any unit or counter the scan reads there (6만 병; spacedCounter).
func unitApart(figure, unit string) bool {
	last, _ := utf8.DecodeLastRuneInString(figure)
	if !bareFigure(figure) {
		return false
	}
	if !strings.ContainsRune(magnitudes, last) {
		return slices.Contains(spacedUnits, unit)
	}
	c, ok := figures.Counter(unit)
	return slices.Contains(units, unit) || ok && c == unit
}
