package markers

import (
	"slices"
	"testing"

	"maltu/libs/gate/internal/golden"
)

func TestAllGolden(t *testing.T) {
	for _, c := range golden.Load(t, "testdata/markers.txt") {
		t.Run(c.Name, func(t *testing.T) {
			markers, rest := All(c.Input)
			got := append(markers, rest)
			if !slices.Equal(got, c.Want) {
				t.Errorf("line %d: All(%q)\n got %q\nwant %q", c.Line, c.Input, got, c.Want)
			}
			for _, bad := range c.Not {
				if slices.Contains(markers, bad) {
					t.Errorf("line %d: %q must not be a marker", c.Line, bad)
				}
			}
			if want := c.Want[len(c.Want)-1]; Strip(c.Input) != want {
				t.Errorf("line %d: Strip(%q) = %q, want %q", c.Line, c.Input, Strip(c.Input), want)
			}
		})
	}
}

func TestKeep(t *testing.T) {
	tests := []struct {
		name                string
		original, rewritten string
		want                string
	}{
		{"원문에 없던 글머리표를 뗀다", "예산을 늘렸다.", "- 예산을 늘렸어요.", "예산을 늘렸어요."},
		{"원문에 없던 제목 표시를 뗀다", "추진 경과", "## 추진 경과", "추진 경과"},
		{"원문에 있던 표시는 둔다", "- 예산을 늘렸다.", "- 예산을 늘렸어요.", "- 예산을 늘렸어요."},
		{"다른 표시로 바뀌면 뗀다", "- 예산을 늘렸다.", "* 예산을 늘렸어요.", "예산을 늘렸어요."},
		{"번호가 바뀌면 뗀다", "1. 추진 배경", "2. 추진 배경", "추진 배경"},
		{"같은 번호는 둔다", "1. 추진 배경", "1. 추진 배경과 목적", "1. 추진 배경과 목적"},
		{"겹친 표시 중 같은 앞부분만 둔다", "- 인력 충원", "- ① 인력 충원", "- 인력 충원"},
		{"원문 표시를 뺀 것은 그대로", "- 예산을 늘렸다.", "예산을 늘렸어요.", "예산을 늘렸어요."},
		{"표시가 없으면 그대로", "예산을 늘렸다.", "  예산을 늘렸어요. ", "예산을 늘렸어요."},
		{"음수는 표시가 아니다", "수익률이 줄었다.", "-3% 줄었어요.", "-3% 줄었어요."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Keep(tt.original, tt.rewritten); got != tt.want {
				t.Errorf("Keep(%q, %q) = %q, want %q", tt.original, tt.rewritten, got, tt.want)
			}
		})
	}
}
