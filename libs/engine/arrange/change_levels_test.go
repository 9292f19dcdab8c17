package arrange

import (
	"testing"

	"maltu/libs/engine/speech"
)

// TestChangeAtEveryLevel: the change class reads a change told in the present at every speech
// level (바꿉니다, 바꿔요, 바꾼다, 바꿔), so a notice's news weighs alike however it ends.
func TestChangeAtEveryLevel(t *testing.T) {
	const s = "다음 주 월요일부터 면회 방식을 바꿉니다."
	for _, to := range speech.Levels {
		at, _ := speech.Convert(s, to)
		t.Run(to.String(), func(t *testing.T) {
			if !changeWords.In(at) {
				t.Errorf("%q: no change read", at)
			}
		})
	}
}
