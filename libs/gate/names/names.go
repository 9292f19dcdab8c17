// Package names finds the Latin-script names of a sentence (DESIGN §2): every run of Latin letters,
// with digits and the inner joiners . - _ & + ' allowed (GPT-4o, OpenAI, Node.js, AT&T), and trailing
// + or # kept (C++, C#). A rewrite must keep each of the original's runs, case-sensitive.
package names

import (
	"strings"
	"unicode"

	"maltu/libs/gate/chars"
)

// Latin returns the Latin-script runs of s in order, NFC-normalised (so "Café" typed either way is
// one name).
func Latin(s string) []string {
	if !strings.ContainsFunc(s, isLatin) {
		return nil // most Korean sentences: decided without normalising or copying
	}
	rs := []rune(chars.NFC(s))
	var out []string
	for i := 0; i < len(rs); {
		if !isLatin(rs[i]) && !isDigit(rs[i]) {
			i++
			continue
		}
		end, letters := runEnd(rs, i)
		if letters {
			out = append(out, string(rs[i:end]))
		}
		i = end
	}
	return out
}

// runEnd finds the end of the run of letters, digits and inner joiners starting at i, and whether
// it holds a letter (2026 alone is a figure, not a name).
func runEnd(rs []rune, i int) (end int, letters bool) {
	for ; i < len(rs); i++ {
		switch {
		case isLatin(rs[i]):
			letters = true
		case isDigit(rs[i]):
		case isJoiner(rs[i]) && i+1 < len(rs) && (isLatin(rs[i+1]) || isDigit(rs[i+1])):
		default:
			return trailing(rs, i), letters
		}
	}
	return i, letters
}

// trailing takes the + and # that close a name such as C++ or C#.
func trailing(rs []rune, i int) int {
	if i == 0 || !isLatin(rs[i-1]) {
		return i
	}
	for i < len(rs) && (rs[i] == '+' || rs[i] == '#') {
		i++
	}
	return i
}

// Lost returns the names of original that no longer stand as a run in rewritten, each once.
func Lost(original, rewritten string) []string {
	had := Latin(original)
	if len(had) == 0 {
		return nil
	}
	kept := map[string]bool{}
	for _, n := range Latin(rewritten) {
		kept[n] = true
	}
	var lost []string
	for _, n := range had {
		if !kept[n] {
			lost = append(lost, n)
			kept[n] = true // report a repeated name once
		}
	}
	return lost
}

// isLatin is a letter of the Latin script, including the accented ones (Café, Müller). ASCII and
// Hangul, most of what it sees, are decided without the Unicode tables.
func isLatin(r rune) bool {
	switch {
	case r < 0x80:
		return 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z'
	case chars.IsSyllable(r):
		return false
	}
	return unicode.Is(unicode.Latin, r)
}

func isDigit(r rune) bool { return r >= '0' && r <= '9' }

func isJoiner(r rune) bool {
	switch r {
	case '.', '-', '_', '&', '+', '\'':
		return true
	}
	return false
}
