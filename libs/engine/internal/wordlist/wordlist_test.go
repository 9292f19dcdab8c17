package wordlist

import (
	"slices"
	"strings"
	"testing"
)

// tableWords, each with a word of the fuzzer's, mix Hangul, Latin, spaces, a rune of three bytes after a byte of its own, the empty
// word and bytes that open no whole rune.
var tableWords = [][]string{
	{"문제", "이탈", "부족", "늦어", "늦게", "더 ", " 정하기로", "%", "a", "한"},
	{"", "없"},
	{"\x80", "\xed\x95", "요\xff"},
	{},
}

func FuzzTableIn(f *testing.F) {
	for _, s := range []string{"", "문제가 늦어졌다", "하락 10%", "한\x80", "\xed\x95\x9c", "불만 더 많음", "정하기로", "요\xff요"} {
		f.Add(s, "늦")
	}
	f.Fuzz(func(t *testing.T, text, word string) {
		for _, words := range tableWords {
			words = append(words[:len(words):len(words)], word)
			if got, want := NewTable(words...).In(text), Has(text, words...); got != want {
				t.Fatalf("NewTable(%q).In(%q) = %v, Has %v", words, text, got, want)
			}
		}
	})
}

// FuzzTableCut checks Cut against trying each word in turn, Closes against the function Closes and
// Holds against the list.
func FuzzTableCut(f *testing.F) {
	for _, s := range []string{"", "매출은", "이었습니다", "으로도", "로", "요\xff", "\x80"} {
		f.Add(s, "로는")
	}
	f.Fuzz(func(t *testing.T, word, extra string) {
		for _, words := range append(tableWords, []string{"로", "으로", "으로도", "도", "는", "로는", "이었습니다", "다"}) {
			words = append(words[:len(words):len(words)], extra)
			table := NewTable(words...)
			want, wantOK := word, false
			for _, w := range words {
				if x, ok := strings.CutSuffix(word, w); ok && x != "" {
					want, wantOK = x, true
					break
				}
			}
			if got, ok := table.Cut(word); got != want || ok != wantOK {
				t.Fatalf("NewTable(%q).Cut(%q) = %q, %v; want %q, %v", words, word, got, ok, want, wantOK)
			}
			if table.Closes(word) != Closes(word, words...) {
				t.Fatalf("NewTable(%q).Closes(%q) = %v", words, word, table.Closes(word))
			}
			if table.Holds(word) != slices.Contains(words, word) {
				t.Fatalf("NewTable(%q).Holds(%q) = %v", words, word, table.Holds(word))
			}
		}
	})
}
