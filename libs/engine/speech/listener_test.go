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

// TestMealHonoured: 밥 먹었어?, asked of the listener, is asked up in 식사하다 (honourMeal); 밥 with
// a particle, another meal or a bid to eat keeps 드시다.
func TestMealHonoured(t *testing.T) {
	convertsTo(t, []expected{
		{"밥 먹었어?", Polite, "식사하셨어요?"},   // bare 밥 asked in the past
		{"밥 먹었니?", Polite, "식사하셨어요?"},   // in 니
		{"밥은 먹었어?", Polite, "밥은 드셨어요?"}, // 밥 with a particle
		{"점심 먹었어?", Polite, "점심 드셨어요?"}, // another meal
		{"밥 먹었어.", Polite, "밥 먹었어요."},   // told, not asked
	})
}

// TestDayWeather: a cold or heat with a day written is the day's weather, which no -시- honours
// (placeFelt); alone it asks how the listener feels.
func TestDayWeather(t *testing.T) {
	convertsTo(t, []expected{
		{"오늘 좀 춥지?", Polite, "오늘 좀 춥죠?"},          // a day's cold
		{"오늘 대전 엄청 덥네.", Polite, "오늘 대전 엄청 덥네요."}, // a day's heat remarked
		{"많이 춥지?", Polite, "많이 추우시죠?"},            // the listener's cold
	})
}
