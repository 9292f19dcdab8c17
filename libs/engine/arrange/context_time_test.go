package arrange

import "testing"

// TestMoment holds the words pastMoments reads past: times told from now or of the day, clock
// times and months with their particles, and not the nouns a figure measures.
func TestMoment(t *testing.T) {
	testReading(t, "moment", moment, map[string]bool{
		"작년엔":     true,  // a time told from now in 엔
		"저녁":      true,  // a time of the day
		"3시에":     true,  // a clock time in 에
		"22:15까지": true,  // a clock time in digits in 까지
		"11월엔":    true,  // a month in 엔
		"지금은":     true,  // now in topic
		"온도가":     false, // a noun measured
		"3시간":     false, // a span is no point in time
		"2층에":     false, // a floor is no time
	})
}
