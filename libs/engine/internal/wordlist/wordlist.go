// Package wordlist matches text against the word lists the local engine reasons with (markers
// of conclusions, sombre words, hedges...).
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
