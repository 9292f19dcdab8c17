// Package mecab gives tests mecab-ko-dic through kagome (github.com/ikawaha/kagome-dict-ko: about
// 2 s and 200 MiB to load, so at test time only): the analyser the engine's readings are checked
// against, and the dictionary's entries its generated word lists are written from. It is imported
// by tests only.
package mecab

import (
	"flag"
	"iter"
	"os"
	"slices"
	"strings"
	"testing"

	ko "github.com/ikawaha/kagome-dict-ko"
	"github.com/ikawaha/kagome/v2/tokenizer"
)

// Analyser is the dictionary's tokenizer, or a skip in -short runs.
func Analyser(t testing.TB) *tokenizer.Tokenizer {
	t.Helper()
	if testing.Short() {
		t.Skip("loads the dictionary: about 2 s and 200 MiB")
	}
	tk, err := tokenizer.New(ko.Dict(), tokenizer.OmitBosEos())
	if err != nil {
		t.Fatal(err)
	}
	return tk
}

// Entry is one entry of the dictionary: its first part of speech (NNG, VV...), its features (the
// written form at 2) and its word cost.
type Entry struct {
	POS      string
	Features []string
	Weight   int16
}

// Entries yields the dictionary's entries that have a part of speech.
func Entries() iter.Seq[Entry] {
	return func(yield func(Entry) bool) {
		d := ko.Dict()
		for i, f := range d.Contents {
			if len(d.POSTable.POSs[i]) == 0 {
				continue
			}
			if !yield(Entry{POS: d.POSTable.NameList[d.POSTable.POSs[i][0]], Features: f, Weight: d.Morphs[i].Weight}) {
				return
			}
		}
	}
}

// Hangul reports a word written in Hangul syllables only, as the engine's word lists are.
func Hangul(w string) bool {
	return w != "" && strings.IndexFunc(w, func(r rune) bool { return r < '가' || r > '힣' }) < 0
}

var update = flag.Bool("update-word-lists", false, "rewrite the word lists written from the dictionary")

// Written checks a word list the engine embeds (embedded, read from path) against lines, the one
// the calling test derives from the dictionary, sorted one a line; with -update-word-lists it
// writes them to path instead. The lists are the dictionary's, never edited by hand.
func Written(t testing.TB, path, embedded string, lines []string) {
	t.Helper()
	want := strings.Join(slices.Sorted(slices.Values(lines)), "\n") + "\n"
	if *update {
		if err := os.WriteFile(path, []byte(want), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if embedded != want {
		t.Errorf("%s is not the dictionary's: go test -run '^%s$' -update-word-lists", path, t.Name())
	}
}
