// Package wordlist matches text and words against the word lists the local engine reasons with
// (markers of conclusions, sombre words, hedges, auxiliaries...).
package wordlist

import "strings"

// Has reports whether text contains any of the words.
func Has(text string, words []string) bool {
	for _, w := range words {
		if strings.Contains(text, w) {
			return true
		}
	}
	return false
}

// Opens reports whether word begins with any of the prefixes (auxiliaries, endings, counters).
func Opens(word string, prefixes []string) bool {
	for _, p := range prefixes {
		if strings.HasPrefix(word, p) {
			return true
		}
	}
	return false
}

// Closes reports whether word ends with any of the suffixes (people's titles, particles).
func Closes(word string, suffixes []string) bool {
	for _, s := range suffixes {
		if strings.HasSuffix(word, s) {
			return true
		}
	}
	return false
}
