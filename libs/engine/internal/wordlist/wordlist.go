// Package wordlist matches text and words against the word lists the local engine reasons with
// (markers of conclusions, sombre words, hedges, auxiliaries...): the one home of "any of these
// words" tests, so that each list reads the same wherever it is used.
package wordlist

import (
	"strings"
	"unicode/utf8"
)

// Has reports whether text contains any of the words.
func Has(text string, words ...string) bool {
	for _, w := range words {
		if strings.Contains(text, w) {
			return true
		}
	}
	return false
}

// Table is a word list compiled once for In, which reads a text once where Has reads it once per
// word: for the long lists read in every sentence.
type Table struct {
	byFirst map[rune][]string // the words by their first rune
	firsts  [8]uint64         // a bit for each first rune (r % 512), to pass over most runes unlooked
	loose   []string          // the empty word and words that open with no whole rune, read as Has does
}

// NewTable compiles words into a Table.
func NewTable(words ...string) *Table {
	t := &Table{byFirst: map[rune][]string{}}
	for _, w := range words {
		r, size := utf8.DecodeRuneInString(w)
		if r == utf8.RuneError && size <= 1 {
			t.loose = append(t.loose, w)
			continue
		}
		t.byFirst[r] = append(t.byFirst[r], w)
		t.firsts[r/64%8] |= 1 << (r % 64)
	}
	return t
}

// In reports whether text contains any of the table's words, as Has does: a whole rune of text
// starts any word that opens with one.
func (t *Table) In(text string) bool {
	if Has(text, t.loose...) {
		return true
	}
	for i, r := range text {
		if t.firsts[r/64%8]&(1<<(r%64)) == 0 {
			continue
		}
		for _, w := range t.byFirst[r] {
			if strings.HasPrefix(text[i:], w) {
				return true
			}
		}
	}
	return false
}

// Opens reports whether word begins with any of the prefixes (auxiliaries, endings, counters).
func Opens(word string, prefixes ...string) bool {
	for _, p := range prefixes {
		if strings.HasPrefix(word, p) {
			return true
		}
	}
	return false
}

// OpensWord reports whether text begins with one of words as a whole word (그래서 in 그래서 우리는,
// not in 그래서인지).
func OpensWord(text string, words ...string) bool {
	for _, w := range words {
		if strings.HasPrefix(text, w+" ") {
			return true
		}
	}
	return false
}

// Closes reports whether word ends with any of the suffixes (people's titles, particles).
func Closes(word string, suffixes ...string) bool {
	for _, s := range suffixes {
		if strings.HasSuffix(word, s) {
			return true
		}
	}
	return false
}

// ClosesAfter reports whether word ends with one of the suffixes with something before it: an
// ending on a stem, not the bare ending (했다 closes after 다; 다 alone does not).
func ClosesAfter(word string, suffixes ...string) bool {
	for _, s := range suffixes {
		if strings.HasSuffix(word, s) && word != s {
			return true
		}
	}
	return false
}
