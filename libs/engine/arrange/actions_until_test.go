package arrange

import (
	"testing"

	"maltu/libs/engine/speech"
)

// TestUntilStated checks that a time's 까지 told in a copula is no step at any level the report is
// written in (a span or a rule of the place, how long a thing holds), while a deadline set on a deed
// stays one.
func TestUntilStated(t *testing.T) {
	tests := []struct {
		name string
		s    string
		step bool
	}{
		{"check-out hour", "체크아웃은 오전 11시까지입니다.", false},
		{"span of hours", "입실은 오후 3시부터고 퇴실은 오전 11시까지예요.", false},
		{"validity of a quote", "견적 유효기간은 이달 말까지입니다.", false},
		{"deadline on a deed asked", "참가 동의서는 금요일까지 제출해 주세요.", true},
		{"deadline on a deed promised", "수정본은 금요일까지 보내 드리겠습니다.", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, to := range speech.Levels {
				at, _ := speech.Convert(tt.s, to)
				if got := actionStrength(at, speech.Detect(at), false) > 0; got != tt.step {
					t.Errorf("%s: %q reads as a step %v, want %v", to, at, got, tt.step)
				}
			}
		})
	}
}
