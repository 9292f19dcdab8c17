package restyle

import (
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"

	"maltu/libs/engine/hangul"
	"maltu/libs/engine/rules"
	"maltu/libs/engine/speech"
)

// replacer rewrites one expression wherever it stands, or reports no change.
type replacer func(string) (string, bool)

// replacers hold a plain Korean way to say each catalogued tell (rules.Tells), keyed by the
// tell's phrase.
var replacers = map[string]replacer{
	"또한":    wordSwap(map[string]string{"또한": "또"}),
	"을 통해":  through,
	"이러한":   wordSwap(map[string]string{"이러한": "이런", "그러한": "그런", "저러한": "저런"}),
	"결론적으로": wordSwap(map[string]string{"결론적으로": "결국"}),
	"에 있어서": atIn,
	"되어지다":  doublePassive,
	"다양한":   wordSwap(map[string]string{"다양한": "여러"}),
	"따라서":   wordSwap(map[string]string{"따라서": "그래서"}),
}

// wordSwap replaces whole words only (또한 but not 또한번).
func wordSwap(pairs map[string]string) replacer {
	return func(s string) (string, bool) {
		changed := false
		words := strings.Split(s, " ")
		for i, w := range words {
			core := strings.TrimRight(w, ",.!?")
			if to, ok := pairs[core]; ok {
				words[i] = to + w[len(core):]
				changed = true
			}
		}
		return strings.Join(words, " "), changed
	}
}

var throughRe = regexp.MustCompile(`(\S+?)(을|를) 통(해|하여)( \S+)?`)

// through: 데이터를 통해 → 데이터로, 고객 인터뷰를 통해 → 고객 인터뷰로, 이를 통해 → 이것으로 (이를
// names the means: 이로써 would read "thereby", wrong in 학생들은 이를 통해 초안을 쓴다). Before a
// word that already takes (으)로 the channel is a place: 사이트를 통해 온라인으로 → 사이트에서 온라인으로.
func through(s string) (string, bool) {
	changed := false
	out := throughRe.ReplaceAllStringFunc(s, func(m string) string {
		g := throughRe.FindStringSubmatch(m)
		noun, next := g[1], g[4]
		changed = true
		switch {
		case noun == "이":
			return "이것으로" + next
		case takesRo(strings.TrimRight(next, ",.!?")):
			return noun + "에서" + next
		case hangul.TakesRo(noun):
			return noun + "로" + next
		}
		return noun + "으로" + next
	})
	return out, changed
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

// atIn: 업무에 있어서 → 업무에서.
var atIn = regexReplacer(regexp.MustCompile(`(\S+)에 있어(서)?`), "${1}에서")

// doublePassive: 되어지다 is a passive stacked on a passive; 되다 says it.
var doublePassive = func() replacer {
	r := strings.NewReplacer("되어집니다", "됩니다", "되어진다", "된다", "되어졌", "되었", "되어지는", "되는",
		"되어지고", "되고", "되어지기", "되기", "되어진", "된", "되어져", "되어", "되어지", "되")
	return func(s string) (string, bool) {
		out := r.Replace(s)
		return out, out != s
	}
}()

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

// avoider does without a phrase: a catalogued tell is replaced by its plain form, an opening
// connector or a laughter mark is dropped. Any other phrase is left, since removing words at
// random would change what the sentence says. It is built once per rule, not per sentence,
// since a mark compiles a pattern.
func avoider(phrase string) replacer {
	if t, ok := tellOf(phrase); ok {
		return replacers[t.Phrase]
	}
	var run *regexp.Regexp
	if rules.SenseOf(phrase) == 0 && strings.ContainsAny(phrase, "ㅋㅎㅠㅜ^~") {
		run = markRun(phrase)
	}
	return func(s string) (string, bool) {
		if w, rest, ok := rules.Opening(s); ok && w == phrase {
			return strings.TrimLeft(rest, ", "), true
		}
		if run != nil && strings.Contains(s, phrase) {
			return strings.TrimRight(run.ReplaceAllString(s, ""), " "), true
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

// stiff are written forms that are no catalogued tell (extraction does not look for them) but
// that a writer who avoids translationese does without: 하는 데 있어서 → 하는 데, 중요한 역할을
// 하다 → 큰 몫을 하다, 참가하여 → 참가해, 단축하였다 → 단축했다, 스트레스로 인해 → 스트레스로, 우려가
// 존재한다 → 우려가 있다.
var stiff = []replacer{
	regexReplacer(regexp.MustCompile(`(\S+[는은]) 데 있어(서)? `), "${1} 데 "),
	regexReplacer(regexp.MustCompile(`중요한 역할을 ([하한할합해했])`), "큰 몫을 ${1}"),
	regexReplacer(regexp.MustCompile(`(\p{Hangul})하였`), "${1}했"),
	regexReplacer(regexp.MustCompile(`(\p{Hangul})하여(,?)( |$)`), "${1}해${2}${3}"),
	regexReplacer(regexp.MustCompile(`(^| )이로 인(해|하여)`), "${1}이 때문에"),
	regexReplacer(regexp.MustCompile(`(\S+로) 인(해|하여)`), "${1}"),
	wordSwap(map[string]string{"존재합니다": "있습니다", "존재한다": "있다", "존재해요": "있어요", "존재해": "있어",
		"존재하는": "있는", "존재하지": "있지", "존재했다": "있었다", "존재했습니다": "있었습니다", "존재했어요": "있었어요"}),
}

func regexReplacer(re *regexp.Regexp, to string) replacer {
	return func(s string) (string, bool) {
		out := re.ReplaceAllString(s, to)
		return out, out != s
	}
}

// plainKorean replaces every catalogued tell and stiff form.
func plainKorean(s string) (string, bool) {
	changed := false
	for _, t := range rules.Tells {
		if out, ok := replacers[t.Phrase](s); ok {
			s, changed = out, true
		}
	}
	for _, r := range stiff {
		if out, ok := r(s); ok {
			s, changed = out, true
		}
	}
	return s, changed
}

// useConnector swaps an opening connector for the writer's one of the same sense (그러나 →
// 근데 for a writer who opens with 근데); connectors of another sense are kept.
func useConnector(s, word string) (string, bool) {
	w, rest, ok := rules.Opening(s)
	if !ok || w == word || rules.SenseOf(w)&rules.SenseOf(word) == 0 {
		return s, false
	}
	return word + rest, true
}

// dropConnector drops an opening connector that only adds, sums up or changes the subject
// (또한, 결론적으로, 한편); one that contrasts or gives a cause carries the argument and stays.
func dropConnector(s string) (string, bool) {
	w, rest, ok := rules.Opening(s)
	if !ok || rules.SenseOf(w)&(rules.Contrast|rules.Cause) != 0 {
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
		if i == 0 && rules.SenseOf(core) != 0 {
			clause = true
		}
		if _, ok := speech.Finish(core, speech.Plain); ok {
			clause = true
		}
		for _, e := range connectiveEndings {
			if strings.HasSuffix(core, e) && core != e {
				clause = true
			}
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
