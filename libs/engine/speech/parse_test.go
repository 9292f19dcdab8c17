package speech

import "testing"

// TestReasonAlone: a reason given alone in -아서요 has no stem of 서다 to conjugate (와섭니다,
// 없어선다 are no Korean): toward 반말 its 요 goes, at the levels with no such form it stays as
// written; a verb in 서다 is still a verb.
func TestReasonAlone(t *testing.T) {
	convertsTo(t, []expected{
		{"비가 와서요.", Formal, "비가 와서요."},
		{"시간이 없어서요.", Plain, "시간이 없어서요."},
		{"마감이 이번 주까지라서요.", Formal, "마감이 이번 주까지라서요."},
		{"요즘 좀 바빠서요.", Casual, "요즘 좀 바빠서."},
		{"제가 앞장서요.", Formal, "제가 앞장섭니다."},
	})
}
