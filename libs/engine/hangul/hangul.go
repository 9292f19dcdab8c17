// Package hangul does arithmetic on precomposed Hangul syllables (U+AC00–U+D7A3): splitting one
// into its initial, vowel and final, and putting one together. Conjugation and particle choice
// are built on it; it knows nothing about words.
package hangul

const (
	first  = 0xAC00
	last   = 0xD7A3
	vowels = 21
	tails  = 28
)

// Vowels by their index in a syllable.
const (
	A   = 0  // ㅏ
	AE  = 1  // ㅐ
	YA  = 2  // ㅑ
	EO  = 4  // ㅓ
	E   = 5  // ㅔ
	YEO = 6  // ㅕ
	O   = 8  // ㅗ
	WA  = 9  // ㅘ
	WAE = 10 // ㅙ
	OE  = 11 // ㅚ
	U   = 13 // ㅜ
	WO  = 14 // ㅝ
	WI  = 16 // ㅟ
	EU  = 18 // ㅡ
	UI  = 19 // ㅢ
	I   = 20 // ㅣ
)

// Finals by their index in a syllable; None means the syllable ends in its vowel.
const (
	None = 0
	K    = 1  // ㄱ
	N    = 4  // ㄴ
	NH   = 6  // ㄶ
	T    = 7  // ㄷ
	L    = 8  // ㄹ
	LH   = 15 // ㅀ
	M    = 16 // ㅁ
	P    = 17 // ㅂ
	PS   = 18 // ㅄ
	S    = 19 // ㅅ
	SS   = 20 // ㅆ
	H    = 27 // ㅎ
)

// Initials used when building syllables.
const (
	LeadNieun = 2  // ㄴ
	LeadRieul = 5  // ㄹ
	LeadIeung = 11 // ㅇ (silent)
)

// IsSyllable reports whether r is a precomposed Hangul syllable.
func IsSyllable(r rune) bool { return r >= first && r <= last }

// Split gives the initial, vowel and final indices of syllable r; ok is false for any other rune.
func Split(r rune) (lead, vowel, tail int, ok bool) {
	if !IsSyllable(r) {
		return 0, 0, 0, false
	}
	n := int(r - first)
	return n / (vowels * tails), n / tails % vowels, n % tails, true
}

// Join builds the syllable of the given initial, vowel and final indices.
func Join(lead, vowel, tail int) rune {
	return rune(first + (lead*vowels+vowel)*tails + tail)
}

// Tail is the final of r, None when r ends in its vowel or is not a syllable.
func Tail(r rune) int {
	_, _, t, _ := Split(r)
	return t
}

// Vowel is the vowel of r, -1 when r is not a syllable.
func Vowel(r rune) int {
	_, v, _, ok := Split(r)
	if !ok {
		return -1
	}
	return v
}

// HasTail reports whether r is a syllable with a final consonant (batchim).
func HasTail(r rune) bool { return Tail(r) != None }

// WithTail returns r with its final replaced by tail; runes that are not syllables come back as they are.
func WithTail(r rune, tail int) rune {
	lead, vowel, _, ok := Split(r)
	if !ok {
		return r
	}
	return Join(lead, vowel, tail)
}

// WithVowel returns r with its vowel replaced.
func WithVowel(r rune, vowel int) rune {
	lead, _, tail, ok := Split(r)
	if !ok {
		return r
	}
	return Join(lead, vowel, tail)
}

// EndsInConsonant reports whether the last rune of s is a syllable with a final, which is what
// particle choice (은/는, 이/가, 을/를, 이에요/예요) turns on.
func EndsInConsonant(s string) bool {
	r := []rune(s)
	return len(r) > 0 && HasTail(r[len(r)-1])
}

// EndsInRieulOrVowel reports whether s ends in a vowel or in ㄹ: the words that take 로 rather
// than 으로.
func EndsInRieulOrVowel(s string) bool {
	r := []rune(s)
	if len(r) == 0 || !IsSyllable(r[len(r)-1]) {
		return false
	}
	t := Tail(r[len(r)-1])
	return t == None || t == L
}
