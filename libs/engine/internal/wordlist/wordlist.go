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
// word, and for Holds, Closes and Cut, which look a word or its endings up: for the long lists read
// in every sentence.
type Table struct {
	words  []string            // in their order
	byHead map[uint32][]string // the words by their first three bytes (head)
	heads  [8]uint64           // a bit for each head (slot), to pass over most places unlooked
	loose  []string            // words shorter than three bytes or opening inside a rune, read as Has does
	place  map[string]int      // each word's first place in words
	sizes  []int               // the words' lengths in bytes, each once
}

// NewTable compiles words into a Table.
func NewTable(words ...string) *Table {
	t := &Table{words: words, byHead: map[uint32][]string{}, place: map[string]int{}}
	for i, w := range words {
		if _, ok := t.place[w]; !ok {
			t.place[w] = i
		}
		if !slices.Contains(t.sizes, len(w)) {
			t.sizes = append(t.sizes, len(w))
		}
		if len(w) < 3 || !utf8.RuneStart(w[0]) {
			t.loose = append(t.loose, w)
			continue
		}
		h := head(w)
		t.byHead[h] = append(t.byHead[h], w)
		t.heads[slot(h)/64] |= 1 << (slot(h) % 64)
	}
	return t
}

// head is the first three bytes of s, which has them, as one number.
func head(s string) uint32 { return uint32(s[0])<<16 | uint32(s[1])<<8 | uint32(s[2]) }

// slot is a head's bit in heads: its top 9 bits once multiplied by a Fibonacci constant, which
// spreads the few bits in which the heads of Hangul syllables differ.
func slot(h uint32) uint32 { return h * 0x9E3779B1 >> 23 }

// Words are the table's words in their order.
func (t *Table) Words() []string { return t.words }

// Holds reports whether word is one of the table's words.
func (t *Table) Holds(word string) bool {
	_, ok := t.place[word]
	return ok
}

// Closes reports whether word ends with any of the table's words, as the function Closes does.
func (t *Table) Closes(word string) bool {
	for _, n := range t.sizes {
		if n <= len(word) && t.Holds(word[len(word)-n:]) {
			return true
		}
	}
	return false
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

// In reports whether text contains any of the table's words, as Has does: each place a rune may
// start is looked up by the three bytes there.
func (t *Table) In(text string) bool {
	if Has(text, t.loose...) {
		return true
	}
	for i := 0; i+3 <= len(text); i++ {
		if !utf8.RuneStart(text[i]) {
			continue
		}
		if h := head(text[i:]); t.heads[slot(h)/64]&(1<<(slot(h)%64)) != 0 && t.anyAt(text[i:], h) {
			return true
		}
	}
	return false
}

// anyAt reports whether text opens with one of the words whose head is h.
func (t *Table) anyAt(text string, h uint32) bool {
	for _, w := range t.byHead[h] {
		if strings.HasPrefix(text, w) {
			return true
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
