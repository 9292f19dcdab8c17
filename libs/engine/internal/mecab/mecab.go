// Package mecab gives tests mecab-ko-dic through kagome (github.com/ikawaha/kagome-dict-ko: about
// 2 s and 200 MiB to load, so at test time only): the analyser the engine's readings are checked
// against, and the dictionary's entries its generated word lists are written from. It is imported
// by tests only.
package mecab

import (
	"iter"
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
