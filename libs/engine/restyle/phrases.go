package restyle

import (
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"

	"maltu/libs/engine/hangul"
	"maltu/libs/engine/internal/wordlist"
	"maltu/libs/engine/rules"
	"maltu/libs/engine/speech"
)

// replacer rewrites one expression wherever it stands, or reports no change.
type replacer func(string) (string, bool)

// stiff are written forms that are no catalogued tell (extraction does not look for them) but
// that a writer who avoids translationese does without (하는 데 있어서 is the tell 에 있어서):
// 중요한 역할을 하다 → 큰 몫을 하다, 참가하여 → 참가해, 단축하였다 → 단축했다, 스트레스로 인해 → 스트레스로, 우려가
// 존재한다 → 우려가 있다.
var stiff = []replacer{
	regexReplacer("중요한 역할을 ", regexp.MustCompile(`중요한 역할을 ([하한할합해했])`), "큰 몫을 ${1}"),
	regexReplacer("하였", regexp.MustCompile(`(\p{Hangul})하였`), "${1}했"),
	regexReplacer("하여", regexp.MustCompile(`(\p{Hangul})하여(,?)( |$)`), "${1}해${2}${3}"),
	regexReplacer("이로 인", regexp.MustCompile(`(^| )이로 인(해|하여)`), "${1}이 때문에"),
	regexReplacer("로 인", regexp.MustCompile(`(\S+로) 인(해|하여)`), "${1}"),
	wordSwap(map[string]string{"존재합니다": "있습니다", "존재한다": "있다", "존재해요": "있어요", "존재해": "있어",
		"존재하는": "있는", "존재하지": "있지", "존재했다": "있었다", "존재했습니다": "있었습니다", "존재했어요": "있었어요"}),
}

// regexReplacer replaces re with to; a sentence without the literal re needs is not matched at
// all, since an expression with no literal prefix is tried at every position.
func regexReplacer(needs string, re *regexp.Regexp, to string) replacer {
	return func(s string) (string, bool) {
		if !strings.Contains(s, needs) {
			return s, false
		}
		out := re.ReplaceAllString(s, to)
		return out, out != s
	}
}

// plainKorean replaces every catalogued tell and stiff form.
func plainKorean(s string) (string, bool) {
	changed := false
	for _, t := range rules.Tells {
		if out, ok := safely(replacers[t.Phrase])(s); ok {
			s, changed = out, true
		}
	}
	for _, r := range stiff {
		if out, ok := safely(r)(s); ok {
			s, changed = out, true
		}
	}
	return s, changed
}

// useConnector swaps an opening connective for the writer's one where the writer's may stand
// for it (rules.Replaces: 그러나 → 근데 for a writer who opens with 근데); a connective of another
// class is kept, since it says another relation (다만 restricts, 근데 does not). It adds no
// connective where none stands: a sentence alone does not prove its relation to the one before,
// and where a split proves it the split writes one (하지만 after -지만) that this then swaps.
func useConnector(s, word string) (string, bool) {
	w, rest, ok := rules.Opening(s)
	if !ok || !rules.Replaces(word, w) {
		return s, false
	}
	return rules.Open(word, rest), true
}

// dropConnector drops an opening connective whose relation the order still says (또한,
// 결론적으로, 한편); one that contrasts, restricts or gives a cause carries the argument and stays.
func dropConnector(s string) (string, bool) {
	w, rest, ok := rules.Opening(s)
	if !ok || !rules.ClassOf(w).Droppable() {
		return s, false
	}
	rest = strings.TrimLeft(rest, ", ")
	if rest == "" {
		return s, false
	}
	return rest, true
}

// commaAfterConnector: 그래서 결과가 → 그래서, 결과가.
func commaAfterConnector(s string) (string, bool) {
	w, rest, ok := rules.Opening(s)
	if !ok || !strings.HasPrefix(rest, " ") {
		return s, false
	}
	return w + "," + rest, true
}

// connectiveEndings end a clause or an adverbial before a comma the writer would not put there.
var connectiveEndings = []string{"지만", "는데", "은데", "면서", "므로", "니까", "해서", "어서", "아서", "고서",
	"며", "거나", "다면", "으로"}

// adverbialNouns end an adverbial after a modifier (직무의 경우, 연습한 결과); postpositions end
// one after any word (않기 때문에, 해결하기 위해).
var (
	adverbialNouns = []string{"경우", "결과"}
	postpositions  = []string{"때문에", "위해", "위하여"}
)

// fewerCommas drops the comma after an opening connector and after clause endings and
// adverbials (늘었고, 줄었지만, 많아져서, 직무의 경우,); commas between listed nouns and inside
// numbers stay.
func fewerCommas(s string) (string, bool) {
	words := strings.Split(s, " ")
	changed := false
	for i, w := range words[:len(words)-1] {
		core, comma := strings.CutSuffix(w, ",")
		if !comma || core == "" {
			continue
		}
		clause := false
		if i == 0 && rules.IsConnective(core) && !rules.NeedsComma(core) {
			clause = true // 또, and 단, read as connectives only with their comma
		}
		if _, ok := speech.Finish(core, speech.Plain); ok {
			clause = true
		}
		if wordlist.ClosesAfter(core, connectiveEndings...) {
			clause = true
		}
		if contractedSeo(core) || (i > 0 && slices.Contains(adverbialNouns, core) && modifies(words[i-1])) ||
			(i > 0 && slices.Contains(postpositions, core)) {
			clause = true
		}
		if clause {
			words[i] = core
			changed = true
		}
	}
	return strings.Join(words, " "), changed
}

// contractedSeo is a clause in -아서/-어서 with the vowels run together (많아져서, 추워서, 봐서);
// 에서 and 께서 are particles.
func contractedSeo(w string) bool {
	x, ok := strings.CutSuffix(w, "서")
	if !ok {
		return false
	}
	r, _ := utf8.DecodeLastRuneInString(x)
	if !hangul.IsSyllable(r) || hangul.HasTail(r) {
		return false
	}
	switch hangul.Vowel(r) {
	case hangul.A, hangul.AE, hangul.EO, hangul.YEO, hangul.WA, hangul.WAE, hangul.WO:
		return true
	}
	return false
}

// modifies: a word that modifies the noun after it, not an item of a list (직무의, 연습한, 할).
func modifies(w string) bool {
	if strings.HasSuffix(w, ",") {
		return false
	}
	if strings.HasSuffix(w, "의") {
		return true
	}
	r, _ := utf8.DecodeLastRuneInString(w)
	return hangul.IsSyllable(r) && (hangul.Tail(r) == hangul.N || hangul.Tail(r) == hangul.L)
}
