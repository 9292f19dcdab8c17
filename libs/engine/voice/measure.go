// Package voice measures a writer's voice in text they wrote and states it as observations,
// executable rules (package rules) and avoided phrases, each backed by a verbatim quote. It is
// the extraction of the local engine: deterministic, offline, and honest about what the text
// is too short to show.
package voice

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"maltu/libs/engine/hangul"
	"maltu/libs/engine/internal/wordlist"
	"maltu/libs/engine/rules"
	"maltu/libs/engine/speech"
	"maltu/libs/gate/chars"
	"maltu/libs/gate/names"
	"maltu/libs/gate/sentence"
)

// Profile is what a text shows of its writer's voice.
type Profile struct {
	Text      string // what the writer wrote: the text, or a messenger export's messages a line each
	Chat      bool   // Text is a messenger export's messages
	Sentences []string
	Chars     int

	Levels  map[speech.Level]int // sentences per speech level (Unknown for endings not read)
	Ends    []speech.Ending      // how each sentence ends
	Lengths []int                // characters per sentence

	Terse  int // sentences in 개조식: ending in the -음 form (완료함, 있음) or a bare 필요, 예정
	Quoted int // sentences wholly in quotation marks: another's words ("아직 안 잤어?"), not the writer's level
	Quotes int // quotations in double marks ("...", “...”, 「...」), whole sentences or inside one

	Figures  int // sentences with a figure; an item's list number (1., 2)) is none
	Numbered int // sentences opening a numbered list's item (1., 2), (3))

	WithComma int            // sentences with a comma
	Openers   map[string]int // sentence-opening connectors
	Signposts map[string]int // sentence-opening words that order an argument but no connector (첫째, 특히)
	Marks     map[string]int // laughter and emoticon marks: ㅎㅎ, ㅋㅋ, ㅠㅠ, ^^
	Emoji     int            // sentences with an emoji
	Latin     []string       // Latin-script words of two letters or more (PR, QA, Slack), each once
	Exclaims  int            // sentences ending in !
	Questions int            // sentences ending in ?
	NoStop    int            // sentences ending in a letter, without any closing punctuation
	Persons   map[string]int // first-person forms: 저, 나, 우리, 저희
	Addressed map[string]int // words for the reader or listener: 여러분, 당신
	Hedges    map[string]int // 것 같다, 듯하다, 아마 ...
	Adverbs   map[string]int // intensifiers and softeners: 진짜, 너무, 좀, 살짝
	Links     map[string]int // clause endings inside sentences: -는데, -고, -지만
}

// adverbs are degree words that colour a voice.
var adverbs = []string{"진짜", "정말", "너무", "완전", "엄청", "되게", "아주", "매우", "상당히", "꽤", "좀", "살짝", "조금", "은근히", "괜히", "확실히", "특히"}

// links are clause endings that carry a sentence on, matched at the end of a word; the forms of
// -는데 after an adjective, the copula or -더- (좋은데, 칼국수집인데, 하시던데) are counted as it.
var (
	links     = []string{"는데", "은데", "인데", "던데", "지만", "니까", "어서", "아서", "해서", "고", "며", "면서", "다가"}
	linkForms = map[string]string{"은데": "는데", "인데": "는데", "던데": "는데"}
)

// marks are counted as runs: ㅎㅎㅎ is one ㅎㅎ.
var marks = []string{"ㅋㅋ", "ㅎㅎ", "ㅠㅠ", "ㅜㅜ", "^^", ";;"}

// addressing are the words a speech or a letter calls its audience by, with any particle after.
var addressing = []string{"여러분", "당신"}

// hedges soften a claim.
var hedges = []string{"것 같", "거 같", "듯하", "듯해", "듯싶", "인 듯", "아마", "싶기도", "모르겠", "나 봐요", "나 보다"}

// firstPerson maps first-person words to the form they belong to.
var firstPerson = map[string]string{
	"저는": "저", "제가": "저", "저를": "저", "저도": "저", "저에게": "저", "저한테": "저", "저의": "저", "제게": "저",
	"나는": "나", "내가": "나", "나를": "나", "나도": "나", "나에게": "나", "나한테": "나", "나의": "나", "내게": "나", "난": "나",
	"우리는": "우리", "우리가": "우리", "우리도": "우리", "우리를": "우리", "우리의": "우리",
	"저희는": "저희", "저희가": "저희", "저희도": "저희", "저희를": "저희", "저희의": "저희",
}

// bareForms are first-person words that say so without a particle: 저희 매장, 우리 아이, 제 생각, 나 늦어.
var bareForms = map[string]string{"저희": "저희", "우리": "우리", "제": "저", "나": "나"}

// soon are words of time and degree that follow a bare 저 (저 방금 도착했어요) where the
// demonstrative 저 is followed by a noun (저 사람).
var soon = []string{"방금", "지금", "오늘", "내일", "어제", "이제", "아직", "벌써", "곧", "먼저", "혼자", "요즘", "이미", "그냥", "원래", "사실", "혹시", "또", "다시"}

// personAt is the first-person form words[i] is, if it is one: with a particle (저는, 내가), or
// bare; a bare 내 only opening its sentence (내 이름을; 기간 내 is "within"), a bare 저 only
// before a time word or a predicate (저 방금, 저 갈게요; 저 사람 is "that").
func personAt(words []string, i int) (string, bool) {
	core := strings.TrimRight(words[i], ",.!?~")
	if form, ok := firstPerson[core]; ok {
		return form, true
	}
	if form, ok := bareForms[core]; ok && core == words[i] {
		return form, true
	}
	if core != words[i] || i == len(words)-1 {
		return "", false
	}
	next := strings.TrimRight(words[i+1], ",.!?~")
	switch {
	case core == "내" && i == 0:
		return "나", true
	case core == "저" && (slices.Contains(soon, next) || slices.Contains(adverbs, next) || speech.Detect(words[i+1]).Level != speech.Unknown):
		return "저", true
	}
	return "", false
}

// Measure reads the traits of text.
func Measure(text string) Profile {
	text = chars.NFC(text)
	p := Profile{
		Text: text, Levels: map[speech.Level]int{}, Openers: map[string]int{}, Signposts: map[string]int{},
		Marks: map[string]int{}, Persons: map[string]int{}, Hedges: map[string]int{},
		Adverbs: map[string]int{}, Links: map[string]int{}, Addressed: map[string]int{},
	}
	// Each message is a part of text, so a sentence of one is quoted verbatim all the same.
	if ms, ok := messages(text); ok {
		p.Text, p.Chat = strings.Join(ms, "\n"), true
	}
	p.Sentences, p.Chars = sentence.Split(p.Text), chars.Count(p.Text)
	for _, s := range p.Sentences {
		// An emoji after the last word (사랑해요 ❤️) is no part of the ending.
		end := speech.Detect(strings.TrimRightFunc(s, func(r rune) bool { return isEmoji(r) || r == '\uFE0F' || unicode.IsSpace(r) }))
		if _, ok := terseWord(s); ok {
			// The -음 form and a bare 필요 are no speech level (필요 is not 해요체); they are 개조식.
			end, p.Terse = speech.Ending{Label: terseLabel}, p.Terse+1
		}
		if quoted(s) {
			// A line of dialogue or a saying quoted whole speaks at its speaker's level.
			end, p.Quoted = speech.Ending{Label: quotedLabel}, p.Quoted+1
		}
		p.Levels[end.Level]++
		p.Ends = append(p.Ends, end)
		p.Lengths = append(p.Lengths, utf8.RuneCountInString(s))
		if hasComma(s) {
			p.WithComma++
		}
		if strings.ContainsFunc(s, isEmoji) {
			p.Emoji++
		}
		if strings.ContainsAny(unnumbered(s), "0123456789") {
			p.Figures++
		}
		if unnumbered(s) != s {
			p.Numbered++
		}
		for _, w := range names.Latin(s) {
			if len(w) > 1 && !slices.Contains(p.Latin, w) {
				p.Latin = append(p.Latin, w)
			}
		}
		if w, ok := opener(s); ok {
			p.Openers[w]++
		}
		if w, ok := signpost(s); ok {
			p.Signposts[w]++
		}
		trimmed := strings.TrimRight(s, " ")
		switch last, _ := utf8.DecodeLastRuneInString(trimmed); {
		case strings.HasSuffix(trimmed, "!"):
			p.Exclaims++
		case strings.HasSuffix(trimmed, "?"):
			p.Questions++
		case !strings.ContainsRune(".…~。"+closers, last):
			p.NoStop++
		}
		words := strings.Fields(s)
		for i, w := range words {
			core := strings.TrimRight(w, ",.!?~")
			if form, ok := personAt(words, i); ok {
				p.Persons[form]++
			}
			for _, a := range addressing {
				if strings.HasPrefix(core, a) {
					p.Addressed[a]++
				}
			}
			if slices.Contains(adverbs, core) {
				p.Adverbs[core]++
			}
			if l, ok := linkAt(words, i); ok {
				p.Links[l]++
			}
		}
		for _, h := range hedges {
			p.Hedges[h] += strings.Count(s, h)
		}
	}
	for _, m := range marks {
		p.Marks[m] = countRuns(p.Text, m)
	}
	// Single marks set off a word or a thought ('나만 그런가'); double ones quote what was said.
	p.Quotes = chars.Quotations(p.Text, chars.DoubleQuotes)
	return p
}

// opener is the connective a sentence opens with (rules.Opening reads 또 as one only before a
// comma: 또 늦으면 네가 사 is "again").
func opener(s string) (string, bool) {
	w, _, ok := rules.Opening(s)
	return w, ok
}

// signposts order an argument from a sentence's first word as connectors do; the rewrite
// carries out connector rules, and these are the writer's to keep, so they are no connectors.
var signposts = []string{"첫째", "둘째", "셋째", "넷째", "우선", "먼저", "마지막으로", "특히", "실제로", "물론"}

// signpost is the signpost a sentence opens with, its comma read past.
func signpost(s string) (string, bool) {
	first, _, _ := strings.Cut(s, " ")
	first = strings.TrimSuffix(first, ",")
	return first, slices.Contains(signposts, first)
}

// linkAt is the clause ending with which words[i] carries its sentence on to the next word; a
// connector (그리고, 그래서) ends like one but opens a clause instead. -고 is a link only as the
// connective: after -다, -라, -자 or -냐 that are no stem's end it closes a quotation
// (좋아졌다고 했어요), and before 싶다, 있다 or 나서 it joins an auxiliary (그만두고 싶었어요).
func linkAt(words []string, i int) (string, bool) {
	if i >= len(words)-1 {
		return "", false
	}
	word := strings.TrimRight(words[i], ",.!?~")
	if w, _, ok := rules.Opening(word); ok && w == word {
		return "", false
	}
	for _, l := range links {
		stem, ok := strings.CutSuffix(word, l)
		if !ok || !stemBefore(stem, l) {
			continue
		}
		if l == "고" && (quotes(strings.TrimSuffix(word, l)) || wordlist.Opens(words[i+1], auxiliaries...)) {
			return "", false
		}
		if form, ok := linkForms[l]; ok {
			return form, true
		}
		return l, true
	}
	return "", false
}

// stemBefore reports whether stem can be a predicate's before link: one syllable will do (있는데,
// 갔는데, 하며) but before -고 and -다가 a word of two syllables is mostly a noun (광고, 최고, 바다가),
// so there one syllable is a stem only as a verb's or an adjective's with a final consonant (믿고,
// 먹고, 좋고), and not 참고 or 신고, nouns as well.
func stemBefore(stem, link string) bool {
	switch n := utf8.RuneCountInString(stem); {
	case n == 0:
		return false
	case n > 1 || link != "고" && link != "다가":
		return true
	}
	last, _ := utf8.DecodeLastRuneInString(stem)
	return link == "고" && hangul.HasTail(last) && speech.IsStem(stem) && stem != "참" && stem != "신"
}

// auxiliaries begin the verbs that make one predicate with a -고 before them.
var auxiliaries = []string{"싶", "있", "계시", "계세", "계셨", "나서", "나니", "나면", "말았", "말겠"}

func quotes(before string) bool {
	for _, q := range []string{"다", "라", "자", "냐"} {
		if strings.HasSuffix(before, q) && !speech.IsStem(before) {
			return true
		}
	}
	return false
}

// listNumber is the number a list item opens with (1., 2), (3)) and a space after it.
var listNumber = regexp.MustCompile(`^\s*(?:\d{1,2}[.)]|\(\d{1,2}\))\s`)

// unnumbered is s without the number of a list item it opens with: 1. 전화는 세 번 울리기 전에
// 받는다 counts the items, it carries no figure (1.5배 does, and so does 2026. 11. 25.).
func unnumbered(s string) string {
	return s[len(listNumber.FindString(s)):]
}

// quotedLabel names the ending of a sentence quoted whole.
const quotedLabel = "인용"

// quoted reports a sentence that is one quotation from its first character to its last.
func quoted(s string) bool {
	s = strings.TrimSpace(s)
	open, size := utf8.DecodeRuneInString(s)
	closing, ok := chars.Closer(open)
	if !ok || !strings.ContainsRune(chars.DoubleQuotes+chars.SingleQuotes, open) || len(s) <= size {
		return false
	}
	inner := s[size:]
	at := strings.IndexRune(inner, closing)
	return at >= 0 && at+utf8.RuneLen(closing) == len(inner)
}

// closers are the marks after a sentence's last punctuation that close a quotation or a bracket.
const closers = "\"'”’」』)"

// terseLabel names the ending of a 개조식 sentence.
const terseLabel = "개조식"

// terseEnds are the last syllables of the -음 form as notes use it (완료함, 추정됨, 추세임, 있음,
// 감); terseNouns end a note without any (확인 필요, 배포 예정, 안 하는 듯) or are a whole -ㅁ
// form whose last syllable ends nouns too (이럼, as 처럼 does not); nounsInM end so but are
// nouns (마음, 최주임, 모임).
var (
	terseEnds  = []string{"함", "됨", "임", "음", "감", "옴", "줌", "씀", "짐"}
	terseNouns = []string{"필요", "예정", "완료", "요망", "듯", "이럼", "저럼"}
	nounsInM   = []string{"마음", "처음", "다음", "믿음", "웃음", "울음", "얼음", "걸음", "주임", "책임", "모임", "게임"}
)

// terseWord is the word a sentence ends with when it is the -음 form or a note's noun, past
// marks and emoji.
func terseWord(s string) (string, bool) {
	words := strings.Fields(s)
	for i := len(words) - 1; i >= 0; i-- {
		w := strings.TrimRightFunc(words[i], func(r rune) bool { return !hangul.IsSyllable(r) })
		if w == "" {
			continue // ㅋㅋ, an emoji, a full stop
		}
		if slices.Contains(terseNouns, w) {
			return w, true
		}
		_, size := utf8.DecodeLastRuneInString(w)
		last := w[len(w)-size:]
		if last == "감" || last == "탐" {
			// 감 of 가다 and 탐 of 타다, alone or after a stem's -아/-어 (날아감, 갈아탐), not
			// 자신감 nor a word's 어감
			before := strings.TrimSuffix(w, last)
			return w, w == last || utf8.RuneCountInString(before) >= 2 && (strings.HasSuffix(before, "아") || strings.HasSuffix(before, "어"))
		}
		return w, slices.Contains(terseEnds, last) && !wordlist.Closes(w, nounsInM...)
	}
	return "", false
}

// hasComma reports a comma between words; the one grouping a number's thousands (2,140) is
// not the writer's pause.
func hasComma(s string) bool {
	for i := range len(s) {
		if s[i] == ',' && !groupsThousands(s, i) {
			return true
		}
	}
	return false
}

// groupsThousands: the comma at i stands between a digit and exactly three digits (1,250,000),
// as the figure check reads them (3,14 is two numbers).
func groupsThousands(s string, i int) bool {
	if i == 0 || !isDigit(s[i-1]) || len(s) < i+4 {
		return false
	}
	for _, b := range []byte(s[i+1 : i+4]) {
		if !isDigit(b) {
			return false
		}
	}
	return len(s) == i+4 || !isDigit(s[i+4])
}

func isDigit(b byte) bool { return '0' <= b && b <= '9' }

// isEmoji: the pictographs of the emoji keyboards (🎉, 😂, ☀, ✨); a heart drawn as ♡ is a mark.
func isEmoji(r rune) bool {
	return r >= 0x1F000 && r <= 0x1FAFF || r >= 0x2600 && r <= 0x27BF && unicode.Is(unicode.So, r) && r != '♡' && r != '♥'
}

// countRuns counts places where mark starts, taking ㅋㅋㅋㅋ as one.
func countRuns(text, mark string) int {
	n := 0
	for rest := text; ; {
		i := strings.Index(rest, mark)
		if i < 0 {
			return n
		}
		n++
		rest = rest[i+len(mark):]
		for strings.HasPrefix(rest, mark[:len(mark)/2]) {
			rest = rest[len(mark)/2:]
		}
	}
}

// Dominant is the speech level most sentences end in, and how many do.
func (p Profile) Dominant() (speech.Level, int) {
	best, n := speech.Unknown, 0
	for _, l := range []speech.Level{speech.Formal, speech.Polite, speech.Plain, speech.Casual} {
		if p.Levels[l] > n {
			best, n = l, p.Levels[l]
		}
	}
	return best, n
}

// MeanLength is the mean sentence length in characters.
func (p Profile) MeanLength() int {
	if len(p.Lengths) == 0 {
		return 0
	}
	sum := 0
	for _, n := range p.Lengths {
		sum += n
	}
	return (sum + len(p.Lengths)/2) / len(p.Lengths)
}

// top is the most frequent key of counts with its count; ties go to the key first in order.
func top(counts map[string]int, order []string) (string, int) {
	best, n := "", 0
	for _, k := range order {
		if counts[k] > n {
			best, n = k, counts[k]
		}
	}
	return best, n
}

// keys lists the keys of counts, most frequent first, then in byte order for a fixed result.
func keys(counts map[string]int) []string {
	var out []string
	for k, n := range counts {
		if n > 0 {
			out = append(out, k)
		}
	}
	slices.SortFunc(out, func(a, b string) int {
		if counts[a] != counts[b] {
			return counts[b] - counts[a]
		}
		return strings.Compare(a, b)
	})
	return out
}
