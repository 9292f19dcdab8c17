package arrange

import (
	"flag"
	"os"
	"slices"
	"strings"
	"testing"

	"maltu/libs/engine/internal/mecab"
)

var updateCounters = flag.Bool("update-counters", false, "rewrite counters.txt from the dictionary")

// TestCountersAreTheDictionarys rebuilds counters.txt from mecab-ko-dic: every counting bound noun
// (NNBC) written in Hangul alone. go test -run Counters -update-counters writes it.
func TestCountersAreTheDictionarys(t *testing.T) {
	seen := map[string]bool{}
	for e := range mecab.Entries() {
		if e.POS != "NNBC" || len(e.Features) < 3 {
			continue
		}
		if w := e.Features[2]; w != "" && strings.IndexFunc(w, func(r rune) bool { return r < '가' || r > '힣' }) < 0 {
			seen[w] = true
		}
	}
	words := make([]string, 0, len(seen))
	for w := range seen {
		words = append(words, w)
	}
	slices.Sort(words)
	want := strings.Join(words, "\n") + "\n"
	if *updateCounters {
		if err := os.WriteFile("counters.txt", []byte(want), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if countersTxt != want {
		t.Errorf("counters.txt is not the dictionary's %d counting nouns: go test -run Counters -update-counters", len(words))
	}
}
