package restyle

import "testing"

// TestConfinedHoldsABreach: a speech rule whose change reaches into the middle of a sentence is
// undone with a reason code, and one that changes only the final predicate goes through.
func TestConfinedHoldsABreach(t *testing.T) {
	for _, c := range []struct {
		name, in, changed, want, held string
	}{
		{"요 taken from a noun", "화요 모임을 엽니다.", "화 모임을 열어.", "화요 모임을 엽니다.", HeldUnconfined},
		{"a connective ended", "자료가 분산되어 있어 찾기 어렵습니다.", "자료가 분산되어 있어요 찾기 어려워요.", "자료가 분산되어 있어 찾기 어렵습니다.", HeldUnconfined},
		{"a word dropped", "오늘 회의는 길게 이어졌습니다.", "오늘 회의는 이어졌어요.", "오늘 회의는 길게 이어졌습니다.", HeldUnconfined},
		{"the final predicate only", "회의는 내일 열립니다.", "회의는 내일 열려요.", "회의는 내일 열려요.", ""},
		{"the person form and the predicate", "저는 내일 갑니다.", "나는 내일 가.", "나는 내일 가.", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			j := &job{parts: []string{c.in}}
			j.each(1, j.confined(func(string) (string, bool) { return c.changed, true }))
			if j.parts[0] != c.want || j.held != c.held {
				t.Errorf("%q → %q, held %q; want %q, held %q", c.in, j.parts[0], j.held, c.want, c.held)
			}
		})
	}
}
