package arrange

import "testing"

// TestCameToSee reads what follows a clause in -다는/-라는 as the writer's realisation (cameToSee):
// 걸 or 것을, then a verb of realising, past or, for 느끼다, present.
func TestCameToSee(t *testing.T) {
	testReading(t, "cameToSee", cameToSee, map[string]bool{
		"걸 이번에 다시 확인했다.":      true,  // learned, past
		"걸 새삼 느꼈어요.":          true,  // felt, past, after an adverb
		"걸 요즘 새삼 느낀다.":        true,  // felt, plain present
		"걸 요즘 많이 느껴요.":        true,  // felt, polite present
		"걸 매일 느낍니다.":          true,  // felt, formal present
		"요즘 새삼 느낀다.":          false, // no thing seen
		"걸 두고 한참 동안 말없이 느낀다.": false, // a feeling far after
	})
}

// TestRunsOn reads a forecast that runs from the learner's present level (runsOn) as it does from a trend.
func TestRunsOn(t *testing.T) {
	testReading(t, "runsOn", runsOn, map[string]bool{
		"지금 실력이면 긴장만 안 하면 충분히 붙어요.":                 true,  // the learner's level, pass
		"지금 실력이라면 다음 학기에 심화반으로 올라가도 충분히 따라갈 것 같아요.": true,  // the learner's level, a class up
		"지금 상태면 다음 달에는 퇴원하실 수 있어요.":                 true,  // a state as it stands
		"실력이 많이 늘었어요.":                              false, // a level told, no forecast opening
	})
}
