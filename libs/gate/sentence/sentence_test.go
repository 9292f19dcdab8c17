package sentence

import (
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"maltu/libs/gate/golden"
)

func TestSplitGolden(t *testing.T) {
	golden.Check(t, "testdata/split.txt", func(t *testing.T, in string) []string {
		got := Split(in)
		checkLossless(t, in, got)
		return got
	})
}

func TestSplitLineBreaks(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want []string
	}{
		{"CRLF", "회의 끝났어요\r\n다들 수고하셨어요", []string{"회의 끝났어요", "다들 수고하셨어요"}},
		{"CR만", "첫 줄\r둘째 줄", []string{"첫 줄", "둘째 줄"}},
		{"유니코드 줄 구분자", "첫 문단\u2029둘째 문단\u2028셋째 줄", []string{"첫 문단", "둘째 문단", "셋째 줄"}},
		{"줄바꿈은 따옴표 안이라도 나눈다", "\"첫 줄\n둘째 줄\"", []string{"\"첫 줄", "둘째 줄\""}},
		{"잘못된 UTF-8 바이트도 그대로 둔다", "가\xff나. 다", []string{"가\xff나.", "다"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Split(tt.in)
			if !slices.Equal(got, tt.want) {
				t.Errorf("Split(%q) = %q, want %q", tt.in, got, tt.want)
			}
			checkLossless(t, tt.in, got)
		})
	}
}

// checkLossless asserts the split-then-join property: every byte that is not whitespace survives, in
// order. Bytes, not runes: invalid UTF-8 must come through as it was.
func checkLossless(t *testing.T, in string, got []string) {
	t.Helper()
	var joined strings.Builder
	for _, s := range got {
		if s == "" || s != strings.TrimSpace(s) {
			t.Errorf("sentence %q is empty or untrimmed", s)
		}
		joined.WriteString(dropSpace(s))
	}
	if a, b := dropSpace(in), joined.String(); a != b {
		t.Errorf("split lost characters:\n in %q\nout %q", a, b)
	}
}

func dropSpace(s string) string {
	var b strings.Builder
	for len(s) > 0 {
		r, size := utf8.DecodeRuneInString(s)
		if !(r != utf8.RuneError && unicode.IsSpace(r)) {
			b.WriteString(s[:size])
		}
		s = s[size:]
	}
	return b.String()
}

func FuzzSplit(f *testing.F) {
	for _, seed := range []string{
		"정부는 예산안을 제출했다. 총지출은 늘었다.",
		"장관은 \"물가 안정이 최우선이다. 대책도 있다\"고 말했다.",
		"공고는 2026. 3. 5. 게시됐다.",
		"1. 여권 2. 충전기\n- 상비약",
		"U.S. 정부는 (관련 기사 3면.) 발표했다… 끝",
		"\"알겠어. 내일 보자\r\n'그냥 가.'",
		"가\xff나.",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, in string) {
		got := Split(in)
		checkLossless(t, in, got)
		// A sentence split again is that one sentence: the splitter finds no cut inside its own output.
		for _, s := range got {
			if again := Split(s); len(again) != 1 || again[0] != s {
				t.Fatalf("sentence %q splits again into %q (from %q)", s, again, in)
			}
		}
	})
}

func BenchmarkSplit(b *testing.B) {
	text := strings.Repeat("정부는 내년 예산안을 국회에 제출했다. 총지출은 지난해보다 3.5% 늘어난 1,200조 원이다. \"물가 안정이 최우선이다.\" ", 70)
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		Split(text)
	}
}
