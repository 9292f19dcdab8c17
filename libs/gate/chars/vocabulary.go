package chars

// The one home of the characters every package reads Korean text by: the Hangul syllable block
// and the quote and bracket pairs.

// First and Last bound the precomposed Hangul syllables (가 … 힣).
const (
	First = 0xAC00
	Last  = 0xD7A3
)

// IsSyllable reports whether r is a precomposed Hangul syllable.
func IsSyllable(r rune) bool { return r >= First && r <= Last }

// closes maps each closing quote or bracket to the one it closes; straight quotes close
// themselves.
var closes = map[rune]rune{
	')': '(', ']': '[', '}': '{', '）': '（', '］': '［', '｝': '｛', '」': '「', '』': '『', '〉': '〈', '》': '《',
	'】': '【', '〕': '〔', '”': '“', '’': '‘', '»': '«', '"': '"', '\'': '\'', '＂': '＂',
}

// opens is every opening quote or bracket, the values of closes.
var opens = func() map[rune]bool {
	m := make(map[rune]bool, len(closes))
	for _, o := range closes {
		m[o] = true
	}
	return m
}()

// Opener returns the opening quote or bracket that r closes.
func Opener(r rune) (rune, bool) {
	o, ok := closes[r]
	return o, ok
}

// IsOpener reports whether r opens a quotation or a bracket.
func IsOpener(r rune) bool { return opens[r] }
