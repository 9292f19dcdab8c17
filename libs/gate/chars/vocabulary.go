package chars

import "strings"

// The one home of the characters every package reads Korean text by: the Hangul syllable block,
// the compatibility jamo and the quote and bracket pairs.

// First and Last bound the precomposed Hangul syllables (가 … 힣).
const (
	First = 0xAC00
	Last  = 0xD7A3
)

// IsSyllable reports whether r is a precomposed Hangul syllable.
func IsSyllable(r rune) bool { return r >= First && r <= Last }

// IsJamo reports a compatibility jamo (ㄱ … ㅣ), as chat writes laughter and feeling: ㅋㅋ, ㅎㅎ, ㅠㅠ.
func IsJamo(r rune) bool { return r >= 0x3131 && r <= 0x318E }

// closes maps each closing quote or bracket to the one it closes; straight quotes close
// themselves.
var closes = map[rune]rune{
	')': '(', ']': '[', '}': '{', '）': '（', '］': '［', '｝': '｛', '」': '「', '』': '『', '〉': '〈', '》': '《',
	'】': '【', '〕': '〔', '”': '“', '’': '‘', '»': '«', '"': '"', '\'': '\'', '＂': '＂',
}

// opens maps every opening quote or bracket, the values of closes, to its closer.
var opens = func() map[rune]rune {
	m := make(map[rune]rune, len(closes))
	for c, o := range closes {
		m[o] = c
	}
	return m
}()

// Opener returns the opening quote or bracket that r closes.
func Opener(r rune) (rune, bool) {
	o, ok := closes[r]
	return o, ok
}

// IsOpener reports whether r opens a quotation or a bracket.
func IsOpener(r rune) bool { _, ok := opens[r]; return ok }

// Quotation marks, by how Korean text uses them: double ones quote what was said, single ones set
// off a word or a thought ('나만 그런가'). Each is the opener of a pair of closes.
const (
	DoubleQuotes = "\"“「『"
	SingleQuotes = "'‘"
)

// Closer returns the closing quote or bracket of the pair that r opens.
func Closer(r rune) (rune, bool) {
	c, ok := opens[r]
	return c, ok
}

// Quotations counts the quotations s opens with the marks (openers): a straight quote, which
// closes itself, opens every other time.
func Quotations(s, marks string) int {
	n := 0
	for _, o := range marks {
		k := strings.Count(s, string(o))
		if opens[o] == o {
			k /= 2
		}
		n += k
	}
	return n
}

// LeavesOpen reports whether s leaves a pair that opens with one of the openers open: more of the
// opener than its closer, or an odd number of a straight quote, which closes itself. Each reader
// names the pairs it heeds.
func LeavesOpen(s string, openers ...rune) bool {
	for _, o := range openers {
		c, ok := opens[o]
		if !ok {
			continue
		}
		n := strings.Count(s, string(o))
		if c == o && n%2 == 1 || c != o && n > strings.Count(s, string(c)) {
			return true
		}
	}
	return false
}
