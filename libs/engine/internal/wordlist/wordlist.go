// Package wordlist matches text and words against the word lists the local engine reasons with
// (markers of conclusions, sombre words, hedges, auxiliaries...): the one home of "any of these
// words" tests, so that each list reads the same wherever it is used.
package wordlist

import (
	"slices"
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
// word, and for Cut and Holds, which look a word's endings up: for the long lists read in every
// sentence.
type Table struct {
	words   []string          // in their order
	byFirst map[rune][]string // the words by their first rune
	firsts  [8]uint64         // a bit for each first rune (r % 512), to pass over most runes unlooked
	loose   []string          // the empty word and words that open with no whole rune, read as Has does
	place   map[string]int    // each word's first place in words
	sizes   []int             // the words' lengths in bytes, each once
}

// NewTable compiles words into a Table.
func NewTable(words ...string) *Table {
	t := &Table{words: words, byFirst: map[rune][]string{}, place: map[string]int{}}
	for i, w := range words {
		if _, ok := t.place[w]; !ok {
			t.place[w] = i
		}
		if !slices.Contains(t.sizes, len(w)) {
			t.sizes = append(t.sizes, len(w))
		}
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

// Words are the table's words in their order.
func (t *Table) Words() []string { return t.words }

// Holds reports whether word is one of the table's words.
func (t *Table) Holds(word string) bool {
	_, ok := t.place[word]
	return ok
}

// Cut is word without the first of the table's words, in their order, that it ends in with
// something left before it (ok), else word: as trying each word in turn with strings.CutSuffix.
func (t *Table) Cut(word string) (string, bool) {
	first := len(t.words)
	for _, n := range t.sizes {
		if i, ok := t.place[word[max(len(word)-n, 0):]]; ok && n < len(word) {
			first = min(first, i)
		}
	}
	if first == len(t.words) {
		return word, false
	}
	return word[:len(word)-len(t.words[first])], true
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
