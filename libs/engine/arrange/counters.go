package arrange

import (
	_ "embed"
)

// counters.txt lists the counting bound nouns (NNBC) of mecab-ko-dic (Apache License 2.0, through
// github.com/ikawaha/kagome-dict-ko v0.2.1) written in Hangul: the words a numeral counts or
// measures in (타, 포기, 리터, 제곱미터), whatever drafts have used so far.
// TestCountersAreTheDictionarys regenerates it.
//
//go:embed counters.txt
var countersTxt string

var dictionaryCounters = wordSet(countersTxt)
