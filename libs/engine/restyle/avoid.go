package restyle

import (
	"maps"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"

	"maltu/libs/engine/hangul"
	"maltu/libs/engine/internal/wordlist"
	"maltu/libs/engine/rules"
)

// replacers hold a plain Korean way to say each catalogued tell (rules.Tells), keyed by the
// tell's phrase. Each replaces the tell only where its reading is certain and leaves it
// elsewhere: a sentence that keeps a tell is better than one that says something else.
var replacers = map[string]replacer{
	"또한":    byWord(also, "또한"),
	"을 통해":  byWord(through, "통해", "통하여"),
	"이러한":   wordSwap(map[string]string{"이러한": "이런", "그러한": "그런", "저러한": "저런"}),
	"결론적으로": byWord(inConclusion, "결론적으로"),
	"에 있어서": byWord(inRegardTo, "있어"),
	"되어지다":  doublePassive,
	"다양한":   byWord(various, "다양한"),
	"따라서":   byWord(therefore, "따라서"),
}

// plainWords do without words no catalogue flags but writers often avoid, each by a word of the
// same meaning, keyed by the phrase as a rule names it. They act on an avoid rule only: 번역투
// 피하기 has nothing against 매우.
var plainWords = map[string]replacer{
	"매우":    wordSwap(map[string]string{"매우": "아주"}),
	"정말":    wordSwap(map[string]string{"정말": "진짜", "정말로": "진짜로", "정말요": "진짜요"}),
	"것 같다":  byWord(seems, "것 같"),
	"것같다":   byWord(seems, "것 같"),
	"것 같아요": byWord(seems, "것 같"),
}

// avoider does without a phrase: a catalogued tell or a plain word is replaced by a word of the
// same meaning, an opening connective by one of its class or by nothing where that keeps the
// relation, a laughter mark is removed. Any other phrase is left, since removing words at random
// would change what the sentence says; so is any sentence a change would leave broken. It is
// built once per rule, not per sentence, since a mark compiles a pattern.
func avoider(phrase string) replacer {
	if t, ok := tellOf(phrase); ok {
		return safely(replacers[t.Phrase])
	}
	if r, ok := plainWords[phrase]; ok {
		return safely(r)
	}
	if rules.IsConnective(phrase) {
		return safely(withoutConnective(phrase))
	}
	if strings.ContainsAny(phrase, "ㅋㅎㅠㅜ^~") {
		run := markRun(phrase)
		return func(s string) (string, bool) {
			if !strings.Contains(s, phrase) {
				return s, false
			}
			return strings.TrimRight(run.ReplaceAllString(s, ""), " "), true
		}
	}
	return func(s string) (string, bool) { return s, false }
}

// tellOf finds the catalogued tell a phrase names (를 통해 and 그러한 name their tells too).
func tellOf(phrase string) (rules.Tell, bool) {
	for _, t := range rules.Tells {
		if t.Phrase == phrase {
			return t, true
		}
		for _, f := range t.Forms {
			if strings.TrimSpace(f) == phrase {
				return t, true
			}
		}
	}
	return rules.Tell{}, false
}

// withoutConnective does without a connective that opens a sentence: the first word of its class
// that may stand for it (그러나 → 하지만, 다만 → 단), or nothing where the order still says the
// relation (한편, 그리고). A contrast or a cause with no stand-in stays: without it the sentence
// would say less than it did.
func withoutConnective(phrase string) replacer {
	in, standIn := rules.StandIn(phrase)
	droppable := rules.ClassOf(phrase).Droppable()
	return func(s string) (string, bool) {
		w, rest, ok := rules.Opening(s)
		switch {
		case !ok || w != phrase:
			return s, false
		case standIn:
			return rules.Open(in, rest), true
		case droppable && strings.TrimLeft(rest, ", ") != "":
			return strings.TrimLeft(rest, ", "), true
		}
		return s, false
	}
}

// markRun matches a laughter or emoticon mark with the space before it, and the whole run when
// the mark repeats one sign (ㅋㅋ matches ㅋㅋㅋㅋ).
func markRun(mark string) *regexp.Regexp {
	r := []rune(mark)
	if len(r) == 2 && r[0] == r[1] {
		return regexp.MustCompile(` ?` + regexp.QuoteMeta(string(r[0])) + `{2,}`)
	}
	return regexp.MustCompile(` ?` + regexp.QuoteMeta(mark))
}

// loneParticles are particles that never stand as a word: one alone means the word it belonged
// to was taken away.
var loneParticles = []string{"은", "는", "을", "를", "에", "의", "로", "으로", "와", "과", "에서", "에게", "까지", "부터", "처럼"}

// defects counts the marks of a sentence a removal broke: a leading, trailing or doubled space,
// a sentence opening with a comma or full stop, a mark after a space, a particle alone.
func defects(s string) int {
	n := strings.Count(s, "  ") + strings.Count(s, " ,") + strings.Count(s, " .")
	if s == "" || strings.HasPrefix(s, " ") || strings.HasSuffix(s, " ") || strings.HasPrefix(s, ",") || strings.HasPrefix(s, ".") {
		n++
	}
	for _, w := range strings.Fields(s) {
		if slices.Contains(loneParticles, strings.TrimRight(w, ",.!?")) {
			n++
		}
	}
	return n
}

// safely keeps the sentence as it was when r would leave it with a defect it did not have.
func safely(r replacer) replacer {
	return func(s string) (string, bool) {
		out, ok := r(s)
		if !ok || defects(out) > defects(s) {
			return s, false
		}
		return out, true
	}
}

// wordRule rewrites the n words from words[i] on as with, or declines (ok false). It sees the
// sentence's words as they were.
type wordRule func(words []string, i int) (with []string, n int, ok bool)

// byWord applies a word rule at every word of a sentence. Given the words the rule needs, a
// sentence holding none of them (a rewrite asks every rule of every sentence) is not split at all.
func byWord(rule wordRule, needs ...string) replacer {
	return func(s string) (string, bool) {
		if len(needs) > 0 && !wordlist.Has(s, needs...) {
			return s, false
		}
		words := strings.Split(s, " ")
		out := make([]string, 0, len(words))
		changed := false
		for i := 0; i < len(words); {
			if with, n, ok := rule(words, i); ok {
				out = append(out, with...)
				i += n
				changed = true
				continue
			}
			out = append(out, words[i])
			i++
		}
		return strings.Join(out, " "), changed
	}
}

// wordSwap replaces whole words only (또한 but not 또한번).
func wordSwap(pairs map[string]string) replacer {
	return byWord(func(words []string, i int) ([]string, int, bool) {
		core, marks := cutMarks(words[i])
		to, ok := pairs[core]
		return []string{to + marks}, 1, ok
	}, slices.Collect(maps.Keys(pairs))...)
}

// cutMarks splits a word into its letters and the punctuation after them (늘었다. → 늘었다, .).
func cutMarks(w string) (core, marks string) {
	core = strings.TrimRight(w, ",.!?")
	return core, w[len(core):]
}

// lastSyllable is the last rune of a word's letters.
func lastSyllable(w string) rune {
	core, _ := cutMarks(w)
	r, _ := utf8.DecodeLastRuneInString(core)
	return r
}

// notNounEnds end particles and verb endings, after which 또한 is no "as well" of a noun: a word
// ending so is taken for no noun, though a few nouns end so too (아이, 회의), which then stay.
const notNounEnds = "은는이가을를에의와과로서만고며면지게자데니요다야어아해여께랑나든라록듯럼터큼"

// also does without 또한. Opening a sentence or a clause (after a comma, -고 or -며) it is 또; after
// a noun it is 역시 (만족도 또한 → 만족도 역시: "as well", as 또 after a noun is not). After a
// particle or an ending 역시 would read "as expected" (그는 역시 작가다), so the sentence stays.
func also(words []string, i int) ([]string, int, bool) {
	core, marks := cutMarks(words[i])
	if core != "또한" {
		return nil, 0, false
	}
	if i == 0 || strings.HasSuffix(words[i-1], ",") || strings.ContainsRune("고며", lastSyllable(words[i-1])) {
		return []string{"또" + marks}, 1, true
	}
	if r := lastSyllable(words[i-1]); !strings.ContainsRune(notNounEnds, r) && !strings.HasSuffix(words[i-1], ".") {
		return []string{"역시" + marks}, 1, true
	}
	return nil, 0, false
}

// therefore does without 따라서. As a connective (opening a sentence, or a clause after a comma)
// it is 그래서; after 에 or 을/를 it is the verb 따르다 (지침에 따라서, 강을 따라서), which 따라
// says without 서. Elsewhere the sentence stays.
func therefore(words []string, i int) ([]string, int, bool) {
	core, marks := cutMarks(words[i])
	switch {
	case core != "따라서":
		return nil, 0, false
	case i == 0 || strings.HasSuffix(words[i-1], ","):
		return []string{"그래서" + marks}, 1, true
	case strings.ContainsRune("에을를", lastSyllable(words[i-1])):
		return []string{"따라" + marks}, 1, true
	}
	return nil, 0, false
}

// saying are verbs 결론적으로 may lead (결론적으로 말하면), where 결국 would not fit.
var saying = []string{"말하", "말씀", "말해", "얘기", "이야기"}

// inConclusion does without 결론적으로: 결국, or before a verb of saying 결론을 (결론을 말하면).
func inConclusion(words []string, i int) ([]string, int, bool) {
	core, marks := cutMarks(words[i])
	switch {
	case core != "결론적으로":
		return nil, 0, false
	case marks == "" && i+1 < len(words) && wordlist.Opens(words[i+1], saying...):
		return []string{"결론을"}, 1, true
	}
	return []string{"결국" + marks}, 1, true
}

// regards open the word after 에 있어서 where it can only mean "in regard to" (업무에 있어서 가장
// 중요한): 집에 있어서 전화를 못 받았다 is someone at home, and stays.
var regards = []string{"가장", "무엇보다", "중요", "필요", "필수", "핵심", "결정적", "관건", "기본"}

// inRegardTo does without 에 있어(서): -함에 있어서 → -할 때, -는 데 있어서 → -는 데, 업무에 있어서 가장
// → 업무에서 가장, 나에게 있어 가족은 → 나에게 가족은 (of a person, a topic after it says regard).
// Where 있어 may be a place or a possession the sentence stays.
func inRegardTo(words []string, i int) ([]string, int, bool) {
	if i+2 >= len(words) {
		return nil, 0, false
	}
	verb, marks := cutMarks(words[i+1])
	if verb != "있어서" && verb != "있어" {
		return nil, 0, false
	}
	w, next := words[i], words[i+2]
	switch {
	case w == "데" && i > 0 && modifier(words[i-1]):
		return []string{"데" + marks}, 2, true
	case strings.HasSuffix(w, "함에") && utf8.RuneCountInString(w) > 2:
		return []string{strings.TrimSuffix(w, "함에") + "할", "때" + marks}, 2, true
	case strings.HasSuffix(w, "에게") && (wordlist.Opens(next, regards...) || topic(next)):
		return []string{w + marks}, 2, true
	case strings.HasSuffix(w, "에") && utf8.RuneCountInString(w) > 1 && wordlist.Opens(next, regards...):
		return []string{w + "서" + marks}, 2, true
	}
	return nil, 0, false
}

// topic: a word in the topic particle (가족은).
func topic(w string) bool {
	core, _ := cutMarks(w)
	return utf8.RuneCountInString(core) > 1 && (strings.HasSuffix(core, "은") || strings.HasSuffix(core, "는"))
}

// modifier: a verb in a modifier ending (-ㄴ, -는, -ㄹ) before a bound noun (하는 데, 올 것).
func modifier(w string) bool {
	r, _ := utf8.DecodeLastRuneInString(w)
	return hangul.IsSyllable(r) && (hangul.Tail(r) == hangul.N || hangul.Tail(r) == hangul.L)
}

// doublePassive: 되어지다 is a passive stacked on a passive; 되다 says it.
var doublePassive = func() replacer {
	r := strings.NewReplacer("되어집니다", "됩니다", "되어진다", "된다", "되어졌", "되었", "되어지는", "되는",
		"되어지고", "되고", "되어지기", "되기", "되어진", "된", "되어질", "될", "되어짐", "됨", "되어져", "되어", "되어지", "되")
	return func(s string) (string, bool) {
		out := r.Replace(s)
		return out, out != s
	}
}()

// degree are adverbs that grade the adjective after them: 매우 다양한 cannot become 매우 여러.
var degree = []string{"매우", "아주", "정말", "진짜", "너무", "꽤", "더", "더욱", "가장", "훨씬", "무척", "상당히", "굉장히",
	"보다", "좀", "조금", "참", "제일", "비교적", "다소", "특히", "한층"}

// predicateNouns follow an adjective used as the predicate (메뉴는 다양한 편이에요), and
// predicateAfter are what may follow one of them in the same word (편이다, 것은).
var (
	predicateNouns = []string{"편", "것", "거", "만큼", "듯"}
	predicateAfter = []string{"이", "은", "을", "에", "인", "입", "으", "도", "만"}
)

// various does without 다양한: 여러, where 다양한 modifies the noun after it (다양한 공연 → 여러
// 공연). Where it is a predicate with a subject of its own (색깔이 다양한 꽃, 메뉴가 다양한 편),
// or graded (매우 다양한), 여러 would break the sentence, and it stays.
func various(words []string, i int) ([]string, int, bool) {
	if words[i] != "다양한" || i+1 >= len(words) {
		return nil, 0, false
	}
	if i > 0 && (slices.Contains(degree, words[i-1]) || strings.ContainsRune("이가도", lastSyllable(words[i-1]))) {
		return nil, 0, false
	}
	for _, b := range predicateNouns {
		if rest, ok := strings.CutPrefix(words[i+1], b); ok && (rest == "" || wordlist.Opens(rest, predicateAfter...)) {
			return nil, 0, false
		}
	}
	return []string{"여러"}, 1, true
}

// goBetweens are people: 친구를 통해 소식을 들었다 names who passed it on, and 친구로 would read
// "as a friend", so the sentence stays. venues are places a thing goes through, which 에서 says
// (대리점을 통해 구매 → 대리점에서 구매; 대리점으로 would be where it went).
var (
	goBetweens = []string{"사람", "친구", "지인", "동료", "선배", "후배", "가족", "부모님", "담당자", "관계자", "전문가", "직원",
		"회원", "고객", "학생", "교사", "기자", "팀장", "대표", "매니저", "상사", "이웃", "아이", "자녀", "엄마", "아빠", "동생",
		"대리인", "중개인", "개인", "본인", "타인", "님", "씨", "그녀", "그들"}
	venues = []string{"회사", "은행", "기관", "업체", "대리점", "매장", "센터", "사이트", "홈페이지", "학교", "병원", "창구"}
)

// through does without 을 통해(서): 데이터를 통해 → 데이터로, 고객 인터뷰를 통해 → 고객 인터뷰로, 이를
// 통해 → 이것으로 (이를 names the means: 이로써 would read "thereby", wrong in 학생들은 이를 통해
// 초안을 쓴다). Before a word that already takes (으)로 the channel is a place: 사이트를 통해
// 온라인으로 → 사이트에서 온라인으로, as after a venue. A person passing something on stays
// (친구를 통해).
func through(words []string, i int) ([]string, int, bool) {
	if i+1 >= len(words) {
		return nil, 0, false
	}
	verb, marks := cutMarks(words[i+1])
	if verb != "통해" && verb != "통해서" && verb != "통하여" {
		return nil, 0, false
	}
	noun, ok := strings.CutSuffix(words[i], "을")
	if !ok {
		noun, ok = strings.CutSuffix(words[i], "를")
	}
	if !ok || noun == "" || slices.Contains([]string{"그", "저", "나", "너", "우리", "저희"}, noun) || wordlist.Closes(noun, goBetweens...) {
		return nil, 0, false
	}
	next := ""
	if i+2 < len(words) && marks == "" {
		next, _ = cutMarks(words[i+2])
	}
	switch {
	case noun == "이":
		return []string{"이것으로" + marks}, 2, true
	case takesRo(next) || wordlist.Closes(noun, venues...):
		return []string{noun + "에서" + marks}, 2, true
	case hangul.TakesRo(noun):
		return []string{noun + "로" + marks}, 2, true
	}
	return []string{noun + "으로" + marks}, 2, true
}

// takesRo: a word in the particle (으)로, not an adverb in -적으로 (평화적으로).
func takesRo(w string) bool {
	for _, p := range []string{"로", "로도", "로는", "로만"} {
		if strings.HasSuffix(w, p) && !strings.Contains(w, "적으로") && utf8.RuneCountInString(w) > utf8.RuneCountInString(p) {
			return true
		}
	}
	return false
}

// seemRows conjugate 듯하다 as the ending after 같 was conjugated (같아요 → 듯해요, 같습니다 →
// 듯합니다, 같은 → 듯한); the first row whose prefix the ending has applies.
var seemRows = []struct{ after, to string }{
	{"았", "했"}, {"아", "해"}, {"애", "해"}, {"습니", "합니"}, {"은", "한"}, {"을", "할"}, {"음", "함"}, {"으", "하"}, {"", "하"},
}

// seems does without 것 같다: -ㄴ/-ㄹ 것 같다 and -ㄴ/-ㄹ 듯하다 both guess (비가 올 것 같아요 → 비가
// 올 듯해요). 같이 is "like", no guess, and stays.
func seems(words []string, i int) ([]string, int, bool) {
	if words[i] != "것" || i == 0 || i+1 >= len(words) || !modifier(words[i-1]) {
		return nil, 0, false
	}
	ending, ok := strings.CutPrefix(words[i+1], "같")
	if !ok || strings.HasPrefix(ending, "이") {
		return nil, 0, false
	}
	for _, row := range seemRows {
		if rest, ok := strings.CutPrefix(ending, row.after); ok {
			return []string{"듯" + row.to + rest}, 2, true
		}
	}
	return nil, 0, false
}
