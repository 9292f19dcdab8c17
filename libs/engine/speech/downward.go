package speech

import (
	"strings"

	"maltu/libs/engine/hangul"
)

// Toward 반말 the listener's -시- goes before every ending, also the spoken endings whose stem the
// grammar does not read (치시네요, 쓰시나요, 연습하시는군요, 하셨던데요), and a ㄹ-stem gets its ㄹ back
// where the ending keeps it (사시나요? → 살아?).

// honouredEndings are the endings of 해요체 after the listener's -시- (시) or past (셨), each with
// the 반말 form made from the plain stem: a -나요 question is asked in -어, as 되나요? → 돼? is.
var honouredEndings = []struct {
	polite string
	casual func(stem string) string
}{
	{"시나요", infinitive}, // 쓰시나요? → 써?, 사시나요? → 살아?
	{"시는군요", func(s string) string { return dropL(s) + "는구나" }}, // 연습하시는군요 → 연습하는구나, 사시는군요 → 사는구나
	{"시네요", func(s string) string { return dropL(s) + "네" }},    // 잘 치시네요 → 잘 치네
	{"셨던데요", func(s string) string { return past(s) + "던데" }},   // 하셨던데요 → 했던데
	{"셨네요", func(s string) string { return past(s) + "네" }},     // 오셨네요 → 왔네
	{"셨군요", func(s string) string { return past(s) + "구나" }},    // 오셨군요 → 왔구나
}

// dropL is a ㄹ-stem without its ㄹ, as it stands before 는 and 네 (살 → 사는, 사네); any other stem
// as it is.
func dropL(stem string) string {
	if tailOf(stem) == hangul.L {
		return withTail(stem, hangul.None)
	}
	return stem
}

// plainHonouredEnding rewrites a final word of honouredEndings in 반말 without the listener's -시-;
// a third person honoured (선생님이, 할머니께서) keeps it, and a stem in 시 (마시네요) has none.
func plainHonouredEnding(p parts, to Level) (string, bool) {
	if to != Casual || honoured(p.head) {
		return "", false
	}
	for _, e := range honouredEndings {
		h, ok := strings.CutSuffix(p.word, e.polite)
		if !ok {
			continue
		}
		if stem, ok := plainStem(h, p.prev); ok && (known(stem) || haPredicate(stem)) {
			return e.casual(stem), true
		}
	}
	return "", false
}
