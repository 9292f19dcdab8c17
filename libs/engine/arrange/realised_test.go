package arrange

import "testing"

func TestCameToSee(t *testing.T) {
	for _, c := range []struct {
		name, rest string
		want       bool
	}{
		{"learned, past", "걸 이번에 다시 확인했다.", true},
		{"felt, past, after an adverb", "걸 새삼 느꼈어요.", true},
		{"felt, plain present", "걸 요즘 새삼 느낀다.", true},
		{"felt, polite present", "걸 요즘 많이 느껴요.", true},
		{"felt, formal present", "걸 매일 느낍니다.", true},
		{"no thing seen", "요즘 새삼 느낀다.", false},
		{"a feeling far after", "걸 두고 한참 동안 말없이 느낀다.", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := cameToSee(c.rest); got != c.want {
				t.Errorf("cameToSee(%q) = %v, want %v", c.rest, got, c.want)
			}
		})
	}
}

func TestRunsOn(t *testing.T) {
	for _, c := range []struct {
		name, s string
		want    bool
	}{
		{"the learner's level, pass", "지금 실력이면 긴장만 안 하면 충분히 붙어요.", true},
		{"the learner's level, a class up", "지금 실력이라면 다음 학기에 심화반으로 올라가도 충분히 따라갈 것 같아요.", true},
		{"a state as it stands", "지금 상태면 다음 달에는 퇴원하실 수 있어요.", true},
		{"a level told, no forecast opening", "실력이 많이 늘었어요.", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := runsOn(c.s); got != c.want {
				t.Errorf("runsOn(%q) = %v, want %v", c.s, got, c.want)
			}
		})
	}
}
