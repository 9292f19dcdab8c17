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

// ratenouns.txt lists the common nouns of mecab-ko-dic spelled as a one-syllable counter and 당
// (해당, 수당, 정당, 일당, 마당): the nouns the dictionary ranks more common (a lower word cost)
// than its own entries for the rates 개당 and 두당, so that 당 after the counter is no rate.
// TestRateNounsAreTheDictionarys regenerates it.
//
//go:embed ratenouns.txt
var rateNounsTxt string

var ratelessNouns = wordSet(rateNounsTxt)
