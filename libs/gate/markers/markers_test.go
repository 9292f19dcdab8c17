package markers

import (
	"strings"
	"testing"

	"maltu/libs/gate/golden"
)

func TestAllGolden(t *testing.T) {
	golden.Check(t, "testdata/markers.txt", func(t *testing.T, in string) []string {
		markers, rest := All(in)
		if Strip(in) != rest {
			t.Errorf("Strip(%q) = %q, want %q", in, Strip(in), rest)
		}
		return append(markers, rest)
	})
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

func FuzzMarkers(f *testing.F) {
	f.Add("- [ ] 렌터카 예약", "1. 렌터카 예약")
	f.Add("① 원가 절감", "## 원가 절감")
	f.Add("-3%로 줄었다.", "> -")
	f.Fuzz(func(t *testing.T, original, rewritten string) {
		markers, rest := All(rewritten)
		for _, m := range markers {
			if m == "" {
				t.Fatalf("empty marker in %q", rewritten)
			}
		}
		if !strings.HasSuffix(strings.TrimSpace(rewritten), rest) || (rest == "") != (strings.TrimSpace(rewritten) == "") {
			t.Fatalf("All(%q) left %q", rewritten, rest)
		}
		if got := Keep(rewritten, rewritten); got != strings.TrimSpace(rewritten) {
			t.Fatalf("Keep(s, s) = %q, want %q", got, strings.TrimSpace(rewritten))
		}
		if kept := Keep(original, rewritten); Strip(kept) != rest {
			t.Fatalf("Keep(%q, %q) = %q changed the text after the markers", original, rewritten, kept)
		}
	})
}
