package arrange

import "testing"

// TestMoment holds the words pastMoments reads past: times told from now or of the day, clock
// times and months with their particles, and not the nouns a figure measures.
func TestMoment(t *testing.T) {
	for _, c := range []struct {
		name, word string
		want       bool
	}{
		{"a time told from now in 엔", "작년엔", true},
		{"a time of the day", "저녁", true},
		{"a clock time in 에", "3시에", true},
		{"a clock time in digits in 까지", "22:15까지", true},
		{"a month in 엔", "11월엔", true},
		{"now in topic", "지금은", true},
		{"a noun measured", "온도가", false},
		{"a span is no point in time", "3시간", false},
		{"a floor is no time", "2층에", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := moment(c.word); got != c.want {
				t.Errorf("moment(%q) = %v, want %v", c.word, got, c.want)
			}
		})
	}
}
