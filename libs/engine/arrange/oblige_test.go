package arrange

import (
	"testing"

	"maltu/libs/engine/speech"
)

// TestObligedInNotes reads an obligation in a note's 함, spaced or not, as the other levels' 하다.
func TestObligedInNotes(t *testing.T) {
	testReading(t, "obliged", obliged, map[string]bool{
		"재고는 오늘 안에 확인해야함.":           true,  // a note's 함, unspaced
		"처방이 많으면 원장님께 미리 말씀드려야 함.":   true,  // spaced
		"수리 맡긴 장비는 다음 주에 찾아와야 함.":    true,  // spaced, after a verb other than 하다
		"처방이 많으면 원장님께 미리 말씀드려야 합니다.": true,  // the same at 합쇼체
		"심야 함정 단속 있음.":               false, // a noun's 야
	})
	testReading(t, "a step", func(s string) bool { return actionStrength(s, speech.Detect(s), false) > 0 }, map[string]bool{
		"처방이 많으면 원장님께 미리 말씀드려야 함.":   true,
		"늦어지는 만큼 인건비는 하루치 더 쳐 줘야 함.": true,
	})
}
