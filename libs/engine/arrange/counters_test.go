package arrange

import (
	"maps"
	"slices"
	"testing"

	"maltu/libs/engine/internal/mecab"
)

// TestCountersAreTheDictionarys rebuilds counters.txt from mecab-ko-dic: every counting bound noun
// (NNBC) written in Hangul alone. go test -run Counters -update-word-lists writes it.
func TestCountersAreTheDictionarys(t *testing.T) {
	seen := map[string]bool{}
	for e := range mecab.Entries() {
		if e.POS == "NNBC" && len(e.Features) >= 3 && mecab.Hangul(e.Features[2]) {
			seen[e.Features[2]] = true
		}
	}
	mecab.Written(t, "counters.txt", countersTxt, slices.Collect(maps.Keys(seen)))
}

// TestRateNounsAreTheDictionarys rebuilds ratenouns.txt from mecab-ko-dic: the common nouns (NNG)
// of two syllables, a counting bound noun and 당, whose word cost is lower than that of the
// dictionary's rate 개당 (해당 519, 수당 2023, 일당 2600 against 2639): words in their own right.
// go test -run RateNouns -update-word-lists writes it.
func TestRateNounsAreTheDictionarys(t *testing.T) {
	nouns := map[string]int16{}
	for e := range mecab.Entries() {
		if e.POS != "NNG" || len(e.Features) < 3 {
			continue
		}
		w := []rune(e.Features[2])
		if len(w) == 2 && w[1] == '당' && dictionaryCounters[string(w[0])] {
			if c, ok := nouns[string(w)]; !ok || e.Weight < c {
				nouns[string(w)] = e.Weight
			}
		}
	}
	rate, ok := nouns["개당"]
	if !ok {
		t.Fatal("mecab-ko-dic has no 개당 to rank the rate nouns against")
	}
	var common []string
	for w, c := range nouns {
		if c < rate {
			common = append(common, w)
		}
	}
	mecab.Written(t, "ratenouns.txt", rateNounsTxt, common)
}
