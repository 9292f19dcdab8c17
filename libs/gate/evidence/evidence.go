// Package evidence matches quotes against the text they claim to come from (DESIGN §2): verbatim, after
// NFC and folding every run of whitespace to one space on both sides. Nothing fuzzier: a quote that
// is not in the text was not said by its writer.
package evidence

import (
	"strings"
	"unicode"

	"maltu/libs/gate/chars"
)

// Fold returns s in NFC with each run of whitespace turned into one space and none at either end.
func Fold(s string) string {
	s = chars.NFC(s)
	var b strings.Builder
	b.Grow(len(s))
	space := false
	for _, r := range s {
		if unicode.IsSpace(r) {
			space = true
			continue
		}
		if space && b.Len() > 0 {
			b.WriteByte(' ')
		}
		space = false
		b.WriteRune(r)
	}
	return b.String()
}

// Input answers whether quotes occur in one text; it folds the text once for many quotes.
type Input struct {
	folded string
}

// NewInput prepares text for substring tests.
func NewInput(text string) *Input { return &Input{folded: Fold(text)} }

// Has reports whether quote, folded, is a non-empty substring of the input.
func (in *Input) Has(quote string) bool {
	q := Fold(quote)
	return q != "" && strings.Contains(in.folded, q)
}

// Sentences answers whether a quote is one of a list of sentences, whole.
type Sentences struct {
	list    []string
	index   map[string]int // folded sentence -> its first position
	longest int            // bytes of the longest folded sentence
}

// NewSentences prepares sentences for equality tests. Blank ones are never matched.
func NewSentences(sentences []string) *Sentences {
	s := &Sentences{list: sentences, index: make(map[string]int, len(sentences))}
	for i, sentence := range sentences {
		f := Fold(sentence)
		if _, seen := s.index[f]; f != "" && !seen {
			s.index[f] = i
			s.longest = max(s.longest, len(f))
		}
	}
	return s
}

// Joined reports whether text, folded, is one or more of the sentences joined by single spaces.
// It walks only the positions where a sentence can start, so it stays linear in practice.
func (s *Sentences) Joined(text string) bool {
	b := Fold(text)
	if b == "" {
		return false
	}
	starts := map[int]bool{0: true}
	for i := 0; i <= len(b); i++ {
		if !starts[i] {
			continue
		}
		for j := i + 1; j <= len(b) && j-i <= s.longest; j++ {
			if j < len(b) && b[j] != ' ' {
				continue
			}
			if _, ok := s.index[b[i:j]]; ok {
				if j == len(b) {
					return true
				}
				starts[j+1] = true
			}
		}
	}
	return false
}

// Find returns the first sentence that equals quote after folding, as it stands in the list, and its
// position.
func (s *Sentences) Find(quote string) (sentence string, i int, ok bool) {
	i, ok = s.index[Fold(quote)]
	if !ok {
		return "", -1, false
	}
	return s.list[i], i, true
}
