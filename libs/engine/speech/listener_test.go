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

// TestPartyHonoured: how many the listener's party is, asked with only time words before 몇 명,
// is asked up in the honorific counter (partyAsked, partyCounted) and down again in 명; others
// counted keep 명.
func TestPartyHonoured(t *testing.T) {
	convertsTo(t, []expected{
		{"몇 명이야?", Polite, "몇 분이세요?"},                     // the party asked
		{"몇 명이냐?", Polite, "몇 분이세요?"},                     // in 냐
		{"몇 명이서 왔어?", Polite, "몇 분이서 오셨어요?"},              // the party come together
		{"오늘 예약 손님이 몇 명이야?", Polite, "오늘 예약 손님이 몇 명이에요?"}, // others counted
		{"몇 분이세요?", Casual, "몇 명이야?"},                     // asked down
		{"수업 몇 분 남았나요?", Casual, "수업 몇 분 남았어?"},           // minutes, not people
	})
}

// TestTriedHonoured: a bid to try eating is said up with 드시다 on the verb tried (honourChain
// from biddingUp); another verb tried keeps its own.
func TestTriedHonoured(t *testing.T) {
	convertsTo(t, []expected{
		{"이거 먹어 봐.", Polite, "이거 드셔 보세요."},        // 반말's bid
		{"이거 한번 먹어 봐라.", Polite, "이거 한번 드셔 보세요."}, // 해라체's
		{"이거 입어 봐.", Polite, "이거 입어 보세요."},        // no honorific verb
	})
}

// TestFragmentsDown: 반말 drops the 요 of a fragment before a comma as of one alone, and asks
// 저요? as 나? (meAsked).
func TestFragmentsDown(t *testing.T) {
	convertsTo(t, []expected{
		{"그럼요, 당연하지요.", Casual, "그럼, 당연하지."}, // before a comma
		{"저요?", Casual, "나?"},                // who is meant
		{"저요? 아직 안 먹었어요.", Casual, "나? 아직 안 먹었어."},
	})
}

// TestAbleIrregular: the ㄷ-irregular verb before 수 of ability takes the listener's -시- on its
// own stem (걸을 is 걷다's: a stem in ㄹ takes ㄹ alone, 열 수).
func TestAbleIrregular(t *testing.T) {
	convertsTo(t, []expected{
		{"혼자 걸을 수 있어?", Polite, "혼자 걸으실 수 있어요?"}, // 걷다
		{"음악 들을 수 있어?", Polite, "음악 들으실 수 있어요?"}, // 듣다
		{"문 열 수 있어?", Polite, "문 여실 수 있어요?"},     // 열다, a stem in ㄹ
	})
}
