package claim

import (
	"testing"

	"maltu/libs/gate/internal/golden"
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
