package claim

import (
	"testing"

	"maltu/libs/gate/golden"
)

func TestSignalsGolden(t *testing.T) {
	golden.Check(t, "testdata/claims.txt", func(t *testing.T, in string) []string {
		got := Signals(in)
		if Is(in) != (len(got) > 0) {
			t.Errorf("Is(%q) = %v but Signals = %q", in, Is(in), got)
		}
		return got
	})
}

// TestMeasuresCases holds the figure signal to what a figure does (issue 25, item 5): a figure that
// measures makes a claim, one that names when or which (a year in a title, 셋째, a list number, a
// room, a version) does not. The misses file lists what is not handled yet; it only shrinks.
func TestMeasuresCases(t *testing.T) {
	golden.CheckMisses(t, "testdata/measures.txt", "testdata/measures.misses", func(t *testing.T, in string) []string {
		got := Signals(in)
		if Is(in) != (len(got) > 0) {
			t.Errorf("Is(%q) = %v but Signals = %q", in, Is(in), got)
		}
		return got
	})
}
