package speech

import "testing"

// TestSpeakerPerceived: asking whether the listener remembers or hears the speaker honours the
// listener as the perceiver, however the speaker is set off (나 기억나?, 나, 기억나?); a statement
// about it does not ask.
func TestSpeakerPerceived(t *testing.T) {
	for _, c := range []struct{ name, in, want string }{
		{"the speaker perceived", "나 기억나?", "나 기억나세요?"},
		{"set off by a comma", "나, 기억나?", "나, 기억나세요?"},
		{"the speaker's words heard", "내 말 들려?", "내 말 들리세요?"},
		{"told, not asked", "나 기억나.", "나 기억나요."},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got, _ := Convert(c.in, Polite); got != c.want {
				t.Errorf("Convert(%q, 해요체) = %q, want %q", c.in, got, c.want)
			}
		})
	}
}
