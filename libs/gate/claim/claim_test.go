package claim

import (
	"slices"
	"testing"

	"maltu/libs/gate/internal/golden"
)

func TestSignalsGolden(t *testing.T) {
	for _, c := range golden.Load(t, "testdata/claims.txt") {
		t.Run(c.Name, func(t *testing.T) {
			got := Signals(c.Input)
			if !slices.Equal(got, c.Want) && !(len(got) == 0 && len(c.Want) == 0) {
				t.Errorf("line %d: Signals(%q)\n got %q\nwant %q", c.Line, c.Input, got, c.Want)
			}
			for _, bad := range c.Not {
				if slices.Contains(got, bad) {
					t.Errorf("line %d: %q must not fire", c.Line, bad)
				}
			}
			if Is(c.Input) != (len(c.Want) > 0) {
				t.Errorf("line %d: Is(%q) = %v", c.Line, c.Input, Is(c.Input))
			}
		})
	}
}
