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
func NFC(s string) string { return norm.NFC.String(s) }

// Count is the number of code points of s after NFC. An invalid UTF-8 byte counts as one character.
func Count(s string) int { return utf8.RuneCountInString(NFC(s)) }
