package names

import (
	"slices"
	"strings"
	"testing"

	"maltu/libs/gate/internal/golden"
)

func TestLatinGolden(t *testing.T) {
	for _, c := range golden.Load(t, "testdata/names.txt") {
		t.Run(c.Name, func(t *testing.T) {
			in := strings.ReplaceAll(c.Input, `\u0301`, "\u0301") // the one decomposed case, written visibly
			got := Latin(in)
			if !slices.Equal(got, c.Want) && !(len(got) == 0 && len(c.Want) == 0) {
				t.Errorf("line %d: Latin(%q)\n got %q\nwant %q", c.Line, in, got, c.Want)
			}
			for _, bad := range c.Not {
				if slices.Contains(got, bad) {
					t.Errorf("line %d: %q must not be a name", c.Line, bad)
				}
			}
		})
	}
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
