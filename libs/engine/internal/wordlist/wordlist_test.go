package wordlist

import "testing"

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
