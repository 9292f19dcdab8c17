package arrange

import (
	"maps"
	"slices"
	"strings"
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
	mecab.Written(t, "counters.txt", countersTxt, strings.Join(slices.Sorted(maps.Keys(seen)), "\n")+"\n")
}
