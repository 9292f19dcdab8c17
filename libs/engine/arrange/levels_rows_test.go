package arrange

import (
	"slices"
	"strings"
	"testing"

	"maltu/libs/engine/internal/wordlist"
	"maltu/libs/engine/speech"
)

// TestCueRowsReadAtEveryLevel rewrites a sentence holding a cue table's row at each speech level
// (speech.Convert) and asks the table to match it still: a row written in one level's form
// (권해요 without 권해, 미룹 without 미룬다) makes the report differ by the level a writer keeps
// (TestReportReadsAlikeAtEveryLevel, round 45m). Note style (-음, -함) is listed where a table has it.
func TestCueRowsReadAtEveryLevel(t *testing.T) {
	has := func(words []string) func(string) bool {
		return func(s string) bool { return wordlist.Has(s, words...) }
	}
	tests := []struct {
		name  string
		match func(string) bool
		s     []string // the sentence as written, then its forms in note style
	}{
		{"recommendations 권해", has(recommendations), []string{"퇴원 후에는 외래 재활을 받으시길 권해요."}},
		{"recommendations 추천해", has(recommendations), []string{"평일 저녁에 가시는 걸 추천해요.", "평일 저녁에 가시는 걸 추천함."}},
		{"judgements 어렵", judgements.In, []string{"주말 근무는 어렵습니다."}},
		{"judgingNouns 생각", has(judgingNouns), []string{"설문지는 두 언어로 만들 생각입니다.", "설문지는 두 언어로 만들 생각임."}},
		{"needs 필요가 있", needs.In, []string{"인원을 늘릴 필요가 있습니다.", "인원을 늘릴 필요가 있음."}},
		{"decisions 것으로 하", decisions.In, []string{"지원금을 35만 원으로 올리는 것으로 합시다."}},
		{"decisions 기로 하", decisions.In, []string{"밤 11시 이후 폰은 거실에 두기로 해요."}},
		{"changeWords 바꾸", changeWords.In, []string{"다음 주 월요일부터 면회 방식을 바꿉니다."}},
		{"failed 지 못하", failed.In, []string{"그 겨울을 아직 잊지 못한다."}},
		{"riskOutcomes 늦어지", has(riskOutcomes), []string{"배가 늦게 뜨면 귀가가 2시간 늦어집니다."}},
		{"riskOutcomes 밀리", has(riskOutcomes), []string{"허가가 늦으면 착수가 1월 이후로 밀립니다."}},
		{"prohibitions 지 말", prohibitions.In, []string{"무거운 물건은 혼자 들지 마세요."}},
		{"putOffTo 미루", putOffTo.In, []string{"비가 오면 일정을 다음 주로 미룹니다."}},
		{"putOffTo 넘기", putOffTo.In, []string{"남은 3만 원은 내년 회비로 넘깁니다."}},
		{"takenUpAgain 에서 정하", takenUpAgain.In, []string{"휴식년은 다음 총회에서 정하겠습니다."}},
		{"thanks 감사드리", func(s string) bool { return slices.Contains(thanks, lastWord(strings.TrimRight(s, ".!?~ "))) }, []string{"애써 주신 모든 분께 감사드립니다."}},
		{"effortThanks 고생했", has(effortThanks), []string{"다들 고생했어요."}},
		{"effortThanks 수고했", has(effortThanks), []string{"다들 수고했어요."}},
		{"untilCopulas 까지입니다", untilStated, []string{"체크아웃은 오전 11시까지입니다.", "체크아웃은 오전 11시까지임."}},
		{"visited 갔다 왔", func(s string) bool { return wordlist.Closes(strings.TrimRight(s, ".!?~ "), visited...) }, []string{"오늘 통증의학과 갔다 왔어요.", "오늘 통증의학과 갔다 왔음."}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, s := range tt.s {
				if !tt.match(s) {
					t.Errorf("%q: the row does not match as written", s)
				}
			}
			for _, to := range speech.Levels {
				if at, _ := speech.Convert(tt.s[0], to); !tt.match(at) {
					t.Errorf("%s: %q does not match", to, at)
				}
			}
		})
	}
}
