// Package hangul does arithmetic on precomposed Hangul syllables (U+AC00–U+D7A3): splitting one
// into its initial, vowel and final, and putting one together. Conjugation and particle choice
// are built on it; it knows nothing about words.
package hangul

import (
	"strings"

	"maltu/libs/gate/chars"
)

const (
	first  = chars.First
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

// LeadIeung is the silent initial ㅇ, used when building syllables.
const LeadIeung = 11

// IsSyllable reports whether r is a precomposed Hangul syllable.
func IsSyllable(r rune) bool { return chars.IsSyllable(r) }

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

// FinalSound is the final consonant a word is read with, None when it ends in a vowel: Hangul
// by its last syllable, digits by how the number is read (3 삼 → ㅁ, 2 이 → None, 10 십 → ㅂ),
// Latin letters by their names (M 엠 → ㅁ, L 엘 → ㄹ, A 에이 → None). Closing brackets and
// quotes are skipped. ok is false when nothing readable ends the word.
func FinalSound(word string) (tail int, ok bool) {
	r := []rune(word)
	for len(r) > 0 && strings.ContainsRune(`)]"'”’」』>》〉 `, r[len(r)-1]) {
		r = r[:len(r)-1]
	}
	if len(r) == 0 {
		return None, false
	}
	c := r[len(r)-1]
	switch {
	case IsSyllable(c):
		return Tail(c), true
	case c == '0':
		zeros := 0
		for i := len(r) - 1; i >= 0 && r[i] == '0'; i-- {
			zeros++
		}
		if zeros == len(r) {
			return 21, true // 영: ㅇ
		}
		// 십, 백, 천, 만: the reading of the last power of ten.
		return []int{P, K, N, N}[min(zeros, 4)-1], true
	case c >= '1' && c <= '9':
		return []int{L, None, M, None, None, K, L, L, None}[c-'1'], true
	case c == '%':
		return None, true // 퍼센트
	case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z':
		switch c | 0x20 {
		case 'l', 'r':
			return L, true
		case 'm':
			return M, true
		case 'n':
			return N, true
		}
		return None, true
	}
	return None, false
}

// EndsInConsonant reports whether a word is read with a final consonant, which is what particle
// choice (은/는, 이/가, 을/를, 이에요/예요) turns on.
func EndsInConsonant(word string) bool {
	t, _ := FinalSound(word)
	return t != None
}

// TakesRo reports whether a word takes 로 rather than 으로: it ends in a vowel or in ㄹ.
func TakesRo(word string) bool {
	t, ok := FinalSound(word)
	return ok && (t == None || t == L)
}
