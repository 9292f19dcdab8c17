// Package speech reads and rewrites the speech level (높임 수준) of Korean sentences: 합쇼체
// (합니다), 해요체 (해요), 해라체 (한다) and 해체 (해). It works on the predicate that ends a
// sentence, conjugating it with Hangul arithmetic and small word lists for the irregular verbs
// (하다, 되다, 이다/아니다, 있다/없다, ㅂ ㄷ ㅅ ㅎ 르 ㄹ ㅡ stems, 오/가/보/주 contractions, past
// 았/었, honorific 시, 겠).
//
// When a form could come from two stems (삽니다: 사다 or 살다) and the words around it do not
// settle it, or the ending is not one it knows, the sentence is left as it is: a wrong
// conjugation is worse than an unconverted one.
//
// Why no morphological analyser at run time: kagome v2 with kagome-dict-ko (mecab-ko-dic) was
// measured here at 2.7 s to load, 211 MB of heap and 307 MB resident, and it still read 돈이 많이
// 들어요 as 듣다, 서울에 삽니다 as 사다 and 중요합니다 as a verb; the word lists and context cues
// below settle those cases and cost nothing at start-up. What the dictionary knows that they do
// not, which stems exist (힘들, 움직이, 줄어들), comes as its 9,402 verb and adjective stems in
// stems.tsv (measured: 603 KiB of heap for the map), rebuilt from the dictionary by a test.
package speech

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"maltu/libs/engine/hangul"
	"maltu/libs/gate/chars"
)

// Ending describes how a sentence ends.
type Ending struct {
	Level Level
	Mood  Mood
	Label string // the ending as a writer names it: "-습니다", "-어요", "-네요", "-다"
}

// parts is a sentence cut around its final predicate: head + word + tail.
type parts struct {
	head, word, tail string
	prev             string // the word before the final one
	quoted           bool   // the final word stands inside an open quotation
}

// closers may follow the final predicate: punctuation, closing quotes and brackets, emoticons
// and laughter written in jamo.
func closer(r rune) bool {
	return unicode.IsSpace(r) || strings.ContainsRune(".?!…~。,;:\"'”’」』]>*", r) || emoticon(r)
}

// emoticon reports a mark of laughter or feeling: jamo (ㅋㅋ ㅎㅎ ㅠㅠ), ^^, hearts and emoji, the
// older ones (❤, ☺, ✨) with the selector that draws them as emoji (❤️) and the joiner of 👨‍👩‍👧.
func emoticon(r rune) bool {
	return chars.IsJamo(r) || r >= 0x1F300 && r <= 0x1FAFF || r >= 0x2600 && r <= 0x27BF ||
		r == 0xFE0F || r == 0x200D || strings.ContainsRune("^♡♥", r)
}

func split(s string) parts {
	body := strings.TrimRightFunc(s, closer)
	// A bracketed note after the predicate (했습니다(잠정).) belongs to the tail; a bracket that
	// closes the whole sentence is only punctuation.
	for strings.HasSuffix(body, ")") {
		if open := strings.LastIndex(body, "("); open > 0 {
			body = body[:open]
		} else {
			body = body[:len(body)-1]
		}
		body = strings.TrimRightFunc(body, closer)
	}
	p := parts{tail: s[len(body):]}
	i := strings.LastIndexFunc(body, unicode.IsSpace)
	p.head, p.word = body[:i+1], body[i+1:]
	before := strings.TrimRightFunc(p.head, unicode.IsSpace)
	p.prev = before[strings.LastIndexFunc(before, unicode.IsSpace)+1:]
	// Leading marks on the word ("좋습니다 in a quote, (주)입니다) stay with the head.
	lead := strings.IndexFunc(p.word, func(r rune) bool { return hangul.IsSyllable(r) || unicode.IsLetter(r) || unicode.IsDigit(r) })
	if lead > 0 {
		p.head, p.word = p.head+p.word[:lead], p.word[lead:]
	}
	// A quotation closed inside the final word ("습관의 힘"입니다) leaves its predicate outside.
	p.quoted = openQuote(p.head + p.word)
	return p
}

// openQuote reports whether text leaves a quotation open, so that the last word is the quoted
// speaker's and not the writer's.
func openQuote(text string) bool { return chars.LeavesOpen(text, []rune(chars.DoubleQuotes)...) }

func (p parts) context() context {
	return context{question: strings.Contains(p.tail, "?"), prev: p.prev, body: strings.TrimSpace(p.head + p.word)}
}

// Detect tells how a sentence ends. A sentence whose ending the package cannot read, or whose
// final word is quoted speech, has Level Unknown.
func Detect(sentence string) Ending {
	p := split(sentence)
	if p.word == "" || p.quoted {
		return Ending{}
	}
	r, ok := read(p.word, p.context())
	if !ok {
		return fallback(p)
	}
	level := r.level
	if r.pred.mood == Proposal && level == Plain && !strings.Contains(p.tail, ".") {
		level = Casual // 가자 is 해라체 in an essay and 반말 in a message, which has no full stop
	}
	return Ending{Level: level, Mood: r.pred.mood, Label: r.ending}
}

// casualFinals end 해체 sentences the package counts but does not convert.
const casualFinals = "어아야지해돼줘래대냐니게자때네"

// politeEndings are 해요체 endings the package names but does not convert.
var politeEndings = []string{"더라고요", "는데요", "던데요", "라고요", "나요", "래요", "대요"}

// fallback names endings the package recognises but does not convert (더라고요, 잖아, 는데요).
func fallback(p parts) Ending {
	w := p.word
	mood := Statement
	if strings.Contains(p.tail, "?") {
		mood = Question
	}
	switch {
	case strings.HasSuffix(w, "요") && utf8.RuneCountInString(w) > 1:
		for _, end := range politeEndings {
			if strings.HasSuffix(w, end) && w != end {
				return Ending{Level: Polite, Mood: mood, Label: "-" + end}
			}
		}
		return Ending{Level: Polite, Mood: mood, Label: "-" + lastRunes(w, 2)}
	case strings.HasSuffix(w, "니다"), strings.HasSuffix(w, "니까"):
		return Ending{Level: Formal, Mood: mood, Label: "-" + lastRunes(w, 3)}
	case strings.ContainsRune(casualFinals, lastOf(w)) && !strings.Contains(p.tail, ".") && utf8.RuneCountInString(w) > 1:
		// Messenger lines end without a full stop; a noun that happens to end in 어 or 지
		// (영어, 이미지) in a report almost always has one.
		return Ending{Level: Casual, Mood: mood, Label: "-" + lastRunes(w, 1)}
	}
	return Ending{}
}

func lastRunes(s string, n int) string {
	r := []rune(s)
	if n > len(r) {
		n = len(r)
	}
	return string(r[len(r)-n:])
}

// nextSentence is where the last sentence of a line begins after another that a ?, !, ., … or ~
// ends, outside quotation marks, or an emoticon after a predicate the grammar reads (타 ㅋㅋ 3시쯤
// 도착해: chat writers close a sentence with ㅋㅋ or ㅠㅠ as with a stop); 0 when the line is one
// sentence.
func nextSentence(line string) int {
	for i := len(line) - 1; i > 0; i-- {
		if !strings.ContainsRune(" \t\n", rune(line[i])) {
			if unglued(line, i) {
				return i
			}
			continue
		}
		before := strings.TrimRightFunc(line[:i], unicode.IsSpace)
		if last := lastOf(before); !strings.ContainsRune("?!.…~", last) && !(emoticon(last) && endsInPredicate(before)) {
			continue
		}
		rest := strings.TrimLeftFunc(line[i:], unicode.IsSpace)
		if rest == "" || openQuote(line[:i]) || strings.IndexFunc(rest, hangul.IsSyllable) < 0 {
			continue
		}
		return i
	}
	return 0
}

// unglued reports a sentence that opens at i with no space after the stop, … or ~ that ends the one
// before (사진 잘 받았어요…손주가, 왔어요~오늘은): older writers often leave it out. Only after a
// predicate, since 3.5, 3~5일 and 서울~부산 glue no sentences.
// Every byte of a line is asked, so the cheap tests go first.
func unglued(line string, i int) bool {
	if !utf8.RuneStart(line[i]) {
		return false
	}
	mark, size := utf8.DecodeLastRuneInString(line[:i])
	if !strings.ContainsRune("?!.…~", mark) {
		return false
	}
	r, _ := utf8.DecodeRuneInString(line[i:])
	spaced := strings.HasSuffix(line[:i-size], " ") // 숫자, -와 .만: a mark quoted, no stop
	if !hangul.IsSyllable(r) || spaced || openQuote(line[:i]) {
		return false
	}
	return endsInPredicate(strings.TrimRightFunc(line[:i], closer))
}

// endsInPredicate reports text whose last word before its closing marks the grammar reads as a
// predicate or ends in a spoken ending (온대, 12시네, 많더라), not a noun or an adverb (진짜 ㅋㅋ).
func endsInPredicate(text string) bool {
	p := split(text)
	_, ok := read(p.word, p.context())
	_, spoken := spokenSuffix(p.word, Polite, false, true)
	return ok || spoken
}

// auxiliaryOnsets begin the auxiliary verbs that follow an 아/어 form: 보다, 주다, 버리다, 놓다,
// 두다, 가다, 오다, 있다, 드리다.
const auxiliaryOnsets = "보봐봤볼봅본주줘줬줄준드버놓놔두둬둔가갔갈간와왔오올온있"

// Finish ends a clause that stops at a connective ending as a sentence at level to: 늘었고 →
// 늘었어요, 증가하며 → 증가합니다, 학생이지만 → 학생이다, 도우며 → 돕습니다, 지으며 → 짓는다. A
// stem must be the dictionary's, and the word no common noun or adverb that spells the same
// (재고, 광고, 잡지만, 그리고: lookalikes).
func Finish(word string, to Level) (string, bool) {
	if lookalikes[word] || to == Unknown {
		return "", false
	}
	for _, conn := range []string{"으며", "며", "지만", "고"} {
		x, found := strings.CutSuffix(word, conn)
		if !found || x == "" {
			continue
		}
		var p pred
		switch {
		case isPre(x):
			p = pred{kind: kindPre, stem: x}
		case strings.HasSuffix(x, "아니"):
			p = pred{kind: kindNot, stem: cut(x, 2)}
		case nounsInI[x]:
			p = pred{kind: kindCopula, stem: x} // 친구 사이고: 사이, not 사 + 이고
		case copulaBefore(x):
			p = pred{kind: kindCopula, stem: cut(x, 1)}
		case conn != "으며" && (haPredicate(x) || strings.HasSuffix(x, "되")):
			p = stemPred(x, false, Statement, context{})
		default:
			stem, ok := clauseStem(x, conn)
			if !ok {
				return "", false
			}
			p = stemPred(stem, false, Statement, context{})
		}
		return p.form(to)
	}
	return "", false
}

// clauseStem reads the stem before a connective from the dictionary: 먹으(며) → 먹, 들으(며) → 듣,
// 지으(며) → 짓, 도우(며) → 돕, 만들(며) → 만들, 크(고) → 크; an honorific in 시 keeps its 시
// (가시며, 받으시고) for stemPred. A ㄹ-stem takes 며 alone, so 들으며 is 듣다's.
func clauseStem(x, conn string) (string, bool) {
	if h, ok := strings.CutSuffix(x, "시"); ok && h != "" && !endsWithAny(x, honorLike) {
		stem, ok := stemFromEu(h, "")
		return x, ok && (known(stem) || haPredicate(stem))
	}
	stem := x
	switch {
	case conn == "으며":
		var ok bool
		if stem, ok = stemFromEu(x+"으", ""); !ok {
			return "", false
		}
	case conn == "며" && tailOf(x) != hangul.None && tailOf(x) != hangul.L:
		return "", false // 먹며: a consonant stem takes 으며
	case conn == "며" && !known(x):
		stem, _ = stemFromEu(x, "") // 도우 → 돕, 어려우 → 어렵
	}
	return stem, known(stem)
}

// Bare is sentence without the laughter, emoji and tildes a chat closes on (올려요 😊, 남았어요
// ㅎㅎ, 부탁드려요~), so that a reading of its ending meets the words.
func Bare(sentence string) string {
	return strings.TrimRightFunc(sentence, func(r rune) bool { return unicode.IsSpace(r) || r == '~' || emoticon(r) })
}

// Adjective is the stem of the adjective that a statement ends in, present or past (생각보다
// 심각하다 → 심각하, 제일 좋았어요 → 좋, 제일 자랑스럽습니다 → 자랑스럽), and false for a statement
// that ends in a verb or a noun, or for no statement: what a sentence that describes or appraises
// says its matter is like.
func Adjective(sentence string) (string, bool) {
	p := split(sentence)
	if p.word == "" || p.quoted {
		return "", false
	}
	r, ok := read(p.word, p.context())
	if !ok || r.pred.mood != Statement {
		return "", false
	}
	stem := r.pred.stem
	switch r.pred.kind {
	case kindPre:
		if stem, ok = pastStem(stem, p); !ok {
			return "", false
		}
	case kindStem:
	default:
		return "", false
	}
	return stem, r.pred.adj || isAdjective(stem)
}
