package speech

import (
	"strings"
	"testing"
)

func BenchmarkConvert(b *testing.B) {
	in := []string{"3분기 매출은 1,200억 원으로 12% 늘었습니다.", "보고서를 내일까지 만듭니다.", "자료는 미리 확인하시기 바랍니다.", "그래요?", "이것은 문제다."}
	b.ReportAllocs()
	for b.Loop() {
		for _, s := range in {
			Convert(s, Polite)
		}
	}
}

// BenchmarkLongUnspacedWord: a 10,000-syllable run with no space is one word to every lookup; its
// cost must grow with its length, not with its square (an outside probe measured 0.5 s a rewrite).
func BenchmarkLongUnspacedWord(b *testing.B) {
	word := strings.Repeat("가나다라마바사아자차", 1000) + "합니다."
	for b.Loop() {
		Convert(word, Polite)
		Detect(word)
	}
}
