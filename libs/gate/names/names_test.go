package names

import (
	"slices"
	"strings"
	"testing"

	"maltu/libs/gate/chars"
	"maltu/libs/gate/golden"
)

func TestLatinGolden(t *testing.T) {
	golden.Check(t, "testdata/names.txt", func(_ *testing.T, in string) []string {
		return Latin(strings.ReplaceAll(in, `\u0301`, "\u0301")) // the one decomposed case, written visibly
	})
}

func TestLost(t *testing.T) {
	tests := []struct {
		name                string
		original, rewritten string
		want                []string
	}{
		{"이름을 그대로 둠", "OpenAI는 GPT-4o를 냈다.", "OpenAI가 GPT-4o를 내놨어요.", nil},
		{"이름을 한글로 바꿈", "OpenAI는 모델을 냈다.", "오픈AI는 모델을 냈어요.", []string{"OpenAI"}},
		{"대소문자가 바뀜", "GitHub에 올렸다.", "Github에 올렸어요.", []string{"GitHub"}},
		{"다른 모델명으로 바뀜", "GPT-4를 썼다.", "GPT-4o를 썼어요.", []string{"GPT-4"}},
		{"같은 이름 두 번은 한 번만 알림", "AI와 AI", "인공지능", []string{"AI"}},
		{"두 번 중 한 번만 남아도 유지", "AI가 AI를 만든다.", "AI가 스스로를 만든다.", nil},
		{"영문이 없는 원문", "정부는 예산을 늘렸다.", "정부가 예산을 늘렸어요.", nil},
		{"조합형 악센트", "Cafe\u0301에서", "Café에서", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Lost(tt.original, tt.rewritten); !slices.Equal(got, tt.want) {
				t.Errorf("Lost(%q, %q) = %q, want %q", tt.original, tt.rewritten, got, tt.want)
			}
		})
	}
}

func FuzzLatin(f *testing.F) {
	f.Add("OpenAI는 GPT-4o와 Node.js, C++를 썼다.")
	f.Add("AT&T McDonald's Cafe\u0301 ＡＩ 3M")
	f.Fuzz(func(t *testing.T, s string) {
		text := chars.NFC(s)
		for _, n := range Latin(s) {
			if n == "" || !strings.Contains(text, n) || !strings.ContainsFunc(n, isLatin) {
				t.Fatalf("name %q is not a Latin run of %q", n, s)
			}
		}
		if lost := Lost(s, s); len(lost) > 0 {
			t.Fatalf("Lost(s, s) = %q", lost)
		}
	})
}
