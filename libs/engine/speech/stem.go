package speech

import (
	"strings"
	"unicode/utf8"

	"maltu/libs/engine/hangul"
	"maltu/libs/engine/internal/wordlist"
)

// A stem is a dictionary stem without 다 (하, 먹, 돕, 모르, 만들). The functions here build the
// forms every ending attaches to, with the irregular conjugations of Korean.

// class is how a stem conjugates.
type class int

const (
	regular  class = iota
	classHa        // 하다 → 해
	classP         // ㅂ-irregular: 돕다 → 도와, 어렵다 → 어려워
	classT         // ㄷ-irregular: 듣다 → 들어
	classS         // ㅅ-irregular: 낫다 → 나아
	classH         // ㅎ-irregular: 그렇다 → 그래
	classReu       // 르-irregular: 모르다 → 몰라
	classLeo       // 러-irregular: 푸르다 → 푸르러
	classEu        // ㅡ drops: 쓰다 → 써, 바쁘다 → 바빠
	classL         // ㄹ drops before ㄴ, ㅂ, ㅅ: 만들다 → 만든다, 만듭니다
)

func runes(s string) []rune { return []rune(s) }

// firstRune is the first rune of s, a space when s is empty: an empty next word is the line's end.
func firstRune(s string) rune {
	if s == "" {
		return ' '
	}
	r, _ := utf8.DecodeRuneInString(s)
	return r
}

// lastOf is the last rune of s, 0 when s is empty.
func lastOf(s string) rune {
	if s == "" {
		return 0
	}
	r, _ := utf8.DecodeLastRuneInString(s)
	return r
}

// setLast replaces the last rune of s.
func setLast(s string, r rune) string {
	rs := runes(s)
	if len(rs) == 0 {
		return s
	}
	rs[len(rs)-1] = r
	return string(rs)
}

// withTail gives s with the final of its last syllable set to tail.
func withTail(s string, tail int) string { return setLast(s, hangul.WithTail(lastOf(s), tail)) }

func tailOf(s string) int { return hangul.Tail(lastOf(s)) }

func vowelOf(s string) int { return hangul.Vowel(lastOf(s)) }

// bright reports whether a vowel takes 아 rather than 어 after it (vowel harmony).
func bright(v int) bool { return v == hangul.A || v == hangul.O || v == hangul.YA }

func classify(stem string) class {
	last := lastOf(stem)
	tail := hangul.Tail(last)
	switch {
	case strings.HasSuffix(stem, "하"):
		return classHa
	case tail == hangul.P && (endsWithAny(stem, irregularP) || wordlist.ClosesAfter(stem, irregularPSuffix...)):
		return classP
	case tail == hangul.T && endsWithAny(stem, irregularT):
		return classT
	case tail == hangul.S && endsWithAny(stem, irregularS):
		return classS
	case tail == hangul.H && !endsWithAny(stem, regularH):
		return classH
	case tail == hangul.L:
		return classL
	case last == '르' && endsWithAny(stem, leoIrregular):
		return classLeo
	case last == '르' && !endsWithAny(stem, euRegular) && len(runes(stem)) > 1:
		return classReu
	case tail == hangul.None && hangul.Vowel(last) == hangul.EU:
		return classEu
	}
	return regular
}

// matchWord finds stem in a word set: whole, or by an ending of two syllables or more, so that
// 불필요 finds 필요 but 계약 does not find 약.
func matchWord(stem string, words map[string]bool) bool {
	if words[stem] {
		return true
	}
	end, ok := longestEnding(stem, words)
	return ok && len(runes(end)) >= 2
}

// verbsInP are the ㅂ-irregular stems that are verbs; every other ㅂ-irregular stem is descriptive.
var verbsInP = set(`돕 눕 줍 굽 깁 여쭙`)

// isAdjective reports whether a stem is descriptive, which decides the plain forms
// (중요하다, 좋은가) against the verb forms (공부한다, 먹는가).
func isAdjective(stem string) bool {
	switch c := classify(stem); {
	case c == classHa:
		return matchWord(strings.TrimSuffix(stem, "하"), adjectiveHa)
	case c == classP:
		return !endsWithAny(stem, verbsInP)
	case c == classH:
		return true
	}
	return matchWord(stem, adjectives)
}

// infinitive is the 아/어 form that 요, past 았/었 and 해체 build on: 해, 가, 와, 먹어, 도와,
// 들어, 몰라, 써, 나아, 그래, 마셔.
func infinitive(stem string) string { return infinitiveAs(stem, classify(stem)) }

// infinitiveAs is the infinitive of stem conjugated as c, which the text may show against the
// tables (걷어: 걷다, to roll up, regular; the tables' 걷 is 걷다, to walk, 걸어).
func infinitiveAs(stem string, c class) string {
	if x, ok := strings.CutSuffix(stem, "뵙"); ok {
		return x + "봬" // takes no vowel ending: 뵈다's stands for it (봬요, not 뵙어요; 찾아봬요)
	}
	if stem == "갖" {
		return "가져" // short for 가지다, and conjugated as it
	}
	last := lastOf(stem)
	lead, vowel, tail, ok := hangul.Split(last)
	if !ok {
		return stem + "어"
	}
	ending := "어"
	if bright(vowel) {
		ending = "아"
	}
	switch c {
	case classHa:
		return setLast(stem, '해')
	case classP:
		base := setLast(stem, hangul.WithTail(last, hangul.None))
		if stem == "돕" || stem == "곱" {
			return base + "와"
		}
		return base + "워"
	case classT:
		return setLast(stem, hangul.WithTail(last, hangul.L)) + ending
	case classS:
		return setLast(stem, hangul.WithTail(last, hangul.None)) + ending
	case classH:
		v := hangul.AE
		if vowel == hangul.YA {
			v = 3 // ㅒ: 하얗다 → 하얘
		}
		return setLast(stem, hangul.Join(lead, v, hangul.None))
	case classReu:
		before := cut(stem, 1)
		ending = "러"
		if bright(vowelOf(before)) {
			ending = "라"
		}
		return withTail(before, hangul.L) + ending
	case classLeo:
		return stem + "러"
	case classEu:
		v := hangul.EO
		if before := cut(stem, 1); before != "" && bright(vowelOf(before)) {
			v = hangul.A
		}
		return setLast(stem, hangul.Join(lead, v, hangul.None))
	}
	if tail != hangul.None {
		return stem + ending
	}
	switch vowel {
	case hangul.O:
		return setLast(stem, hangul.Join(lead, hangul.WA, hangul.None))
	case hangul.U:
		return setLast(stem, hangul.Join(lead, hangul.WO, hangul.None))
	case hangul.OE:
		return setLast(stem, hangul.Join(lead, hangul.WAE, hangul.None))
	case hangul.I:
		return setLast(stem, hangul.Join(lead, hangul.YEO, hangul.None))
	case hangul.WI, hangul.UI:
		return stem + "어"
	}
	return stem // 가, 서, 켜, 내, 세: the vowel absorbs 아/어
}

// irregularTBeforeEu reads x, the form a stem takes before 으 or 을, as a ㄷ-irregular verb's when it
// ends in ㄹ and the dictionary has that verb (걸으면, 걸을 수: 걷다; 들을: 듣다): a stem in ㄹ takes
// those endings with its ㄹ alone (걸면, 걸 수), never after 으.
func irregularTBeforeEu(x string) (string, bool) {
	d := withTail(x, hangul.T)
	return d, tailOf(x) == hangul.L && known(d)
}

// seenRegular reports a stem the tables conjugate irregularly (ㄷ, ㅂ, ㅅ) whose form in the text
// keeps its final consonant before a vowel (걷어, 걷으, 걷을, 묻어, 굽어): a homonym of the other class
// (걷다, to roll up or collect; 묻다, to bury; 굽다, to bend), which a conversion must keep.
func seenRegular(stem, seen string) bool {
	switch classify(stem) {
	case classT, classP, classS:
		eu := euFormAs(stem, regular)
		return seen == infinitiveAs(stem, regular) || seen == eu || seen == withTail(eu, hangul.L)
	}
	return false
}

// seenClass is the class of stem as the form seen in the text shows it: regular for a homonym
// seenRegular finds, else by the tables.
func seenClass(stem, seen string) class {
	if seenRegular(stem, seen) {
		return regular
	}
	return classify(stem)
}

// past is the stem with 았/었: 했, 갔, 먹었, 도왔.
func past(stem string) string { return withTail(infinitive(stem), hangul.SS) }

// euForm is the form before endings that insert 으 after a consonant (시, 세요, ㄴ, ㄹ, ㅂ시다):
// 하, 먹으, 만드, 도우, 들으, 나으, 그러.
func euForm(stem string) string { return euFormAs(stem, classify(stem)) }

// euFormAs is the form before 으-endings of stem conjugated as c (걷으: 걷다, to roll up).
func euFormAs(stem string, c class) string {
	if x, ok := strings.CutSuffix(stem, "뵙"); ok {
		return x + "뵈" // 뵐게요, 뵈세요, 찾아뵐게요: see infinitive
	}
	last := lastOf(stem)
	switch c {
	case classL:
		return withTail(stem, hangul.None)
	case classP:
		return setLast(stem, hangul.WithTail(last, hangul.None)) + "우"
	case classT:
		return setLast(stem, hangul.WithTail(last, hangul.L)) + "으"
	case classS:
		return setLast(stem, hangul.WithTail(last, hangul.None)) + "으"
	case classH:
		return setLast(stem, hangul.WithTail(last, hangul.None))
	}
	if hangul.HasTail(last) {
		return stem + "으"
	}
	return stem
}

// bare is the stem before 는, 네 and ㅂ니다, where a ㄹ-stem loses its ㄹ: 만드, 알→아.
func bare(stem string) string {
	if classify(stem) == classL {
		return withTail(stem, hangul.None)
	}
	return stem
}

// formalEnding attaches 습니다/ㅂ니다 (or 습니까/ㅂ니까 for a question) to a stem or to a
// pre-final form such as 했, 하겠, 있.
func formalEnding(stem string, question bool) string {
	end := "니다"
	if question {
		end = "니까"
	}
	b := bare(stem)
	if hangul.HasTail(lastOf(b)) {
		return stem + "습" + end
	}
	return withTail(b, hangul.P) + end
}

// plainStatement is the 해라체 statement: 한다, 먹는다, 만든다 for verbs; 좋다, 크다 for adjectives.
func plainStatement(stem string, adjective bool) string {
	if adjective {
		return stem + "다"
	}
	b := bare(stem)
	if hangul.HasTail(lastOf(b)) {
		return stem + "는다"
	}
	return withTail(b, hangul.N) + "다"
}

// plainQuestion is the written 해라체 question: 하는가, 먹는가 for verbs; 좋은가, 큰가 for adjectives.
func plainQuestion(stem string, adjective bool) string {
	if adjective {
		return withTail(euForm(stem), hangul.N) + "가"
	}
	return bare(stem) + "는가"
}

// withRieul is the ㄹ-form that 까 and 게 follow: 할, 먹을, 도울, 들을, 만들.
func withRieul(stem string) string { return withTail(euForm(stem), hangul.L) }
