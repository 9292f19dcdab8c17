// Package chars counts characters the way the contract does (DESIGN §2): Unicode code points of the
// NFC-normalised string, so that 80 Korean syllables are 80 characters whether they arrived composed
// or as decomposed jamo.
package chars

import (
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// NFC returns s in Unicode normalisation form C. Text that is already NFC comes back unchanged
// without a copy, which is the common case for Korean typed on a keyboard.
func NFC(s string) string {
	if plain(s) {
		return s
	}
	return norm.NFC.String(s)
}

// plain reports text made only of code points below U+0300 and precomposed Hangul syllables
// (U+AC00–U+D7A3). Such text is already NFC: nothing in it decomposes, and no combining mark or jamo
// follows to compose with. It reads bytes rather than runes because it runs on every check; anything
// else, invalid UTF-8 included, goes to the normaliser.
func plain(s string) bool {
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c < 0x80:
			i++
		case c >= 0xC2 && c <= 0xCB && i+1 < len(s) && s[i+1]&0xC0 == 0x80: // U+0080–U+02FF
			i += 2
		case c >= 0xEA && c <= 0xED && i+2 < len(s) && s[i+1]&0xC0 == 0x80 && s[i+2]&0xC0 == 0x80:
			r := rune(c&0x0F)<<12 | rune(s[i+1]&0x3F)<<6 | rune(s[i+2]&0x3F)
			if !IsSyllable(r) {
				return false
			}
			i += 3
		default:
			return false
		}
	}
	return true
}

// Count is the number of code points of s after NFC. An invalid UTF-8 byte counts as one character.
func Count(s string) int { return utf8.RuneCountInString(NFC(s)) }
