// Package wordlist matches text and words against the word lists the local engine reasons with
// (markers of conclusions, sombre words, hedges, auxiliaries...): the one home of "any of these
// words" tests, so that each list reads the same wherever it is used.
package wordlist

import "strings"

// Has reports whether text contains any of the words.
func Has(text string, words ...string) bool {
	for _, w := range words {
		if strings.Contains(text, w) {
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
