package voice

import (
	"strings"
	"testing"
)

// TestTraitTitles: what a trait says of a short text, against what it must not say.
func TestTraitTitles(t *testing.T) {
	for _, c := range []struct {
		name, text string
		trait      func(Profile) (said, bool)
		want, not  string
	}{
		{"lines ending in nouns are no other ending", "나는 우산을 접는다\n어머니는 늘 말했다\n담장 위 고양이\n떨어진 은행잎\n내 이름을 부르던 목소리", levelMixed,
			"나머지 3개는 서술어 없이", "다른 어미"},
		{"other endings are other endings", "나는 우산을 접는다\n어머니는 늘 말했다\n그때는 몰랐어요\n지금은 알아요\n그러니까 괜찮아", levelMixed,
			"나머지는 다른 어미예요", "서술어 없이"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s, ok := c.trait(Measure(c.text))
			if !ok || !strings.Contains(s.title, c.want) || strings.Contains(s.title, c.not) {
				t.Errorf("said %q (%v), want %q and not %q", s.title, ok, c.want, c.not)
			}
		})
	}
}
