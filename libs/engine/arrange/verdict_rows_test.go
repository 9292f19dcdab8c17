package arrange

import "testing"

// TestVerdictRows holds the verdicts read with no summing-up cue (round 44i) to the lines they
// read and to those they leave: a priority put as the predicate, a fault owned, a vote's result
// (round 45c: declared, or its tally with the decision), and the summing words told as a verb.
func TestVerdictRows(t *testing.T) {
	read := func(of func(*reading) bool) func(string) bool {
		return func(s string) bool { return of(readSentence(s, 0, 1, numbersIn(s), false)) }
	}
	cases := []struct {
		name string
		read func(string) bool
		s    string
		want bool
	}{
		{"first in the copula", putFirst, "물량이 급해도 이번 주는 안전이 먼저다.", true},
		{"first, 해요체", putFirst, "제 생각엔 지금은 정음 작업보다 습도 문제가 먼저예요.", true},
		{"first in note style", putFirst, "현장 관리 강화가 우선임.", true},
		{"urgent", putFirst, "다만 재실 지붕에서 비가 새는 곳이 발견되어 보수가 시급합니다.", true},
		{"most urgent in note style", putFirst, "장비 운용은 계획대로 진행되고 있으나 자재 확보가 가장 시급함.", true},
		{"matters most", putFirst, "- 그러니 첫 번째 확인이 제일 중요하다.", true},
		{"matters, not most", putFirst, "기록은 중요하다.", false},
		{"first as an adverb", putFirst, "그 일부터 먼저 하자.", false},
		{"hearsay", putFirst, "아내: 근데 근무표 내면 우선이래", false},
		{"a person's haste", putFirst, "아직 좀 급해요.", false},
		{"asked", putFirst, "안전이 먼저야?", false},
		{"fault owned", faultOwned, "그러나 승객을 태우지 않은 것은 분명한 잘못입니다.", true},
		{"fault owned, 해요체", faultOwned, "그렇게 기다리시게 한 건 저희 잘못이에요.", true},
		{"fault added", faultOwned, "오래 기다리시게 한 것도 저희 잘못입니다.", false},
		{"fault not owned", faultOwned, "취소 사유가 결항이라 손님 잘못이 아니라고 봤어요.", false},
		{"motion passed", votePassed, "표결 결과 찬성 31명, 반대 4명, 기권 2명으로 가결되었다.", true},
		{"motion passed in note style", votePassed, "신규 가입 건은 만장일치로 통과됨.", true},
		{"motion failed", votePassed, "회장: 표결 결과 찬성 5명, 반대 9명으로 대관 시간 단축은 부결됐습니다.", false},
		{"a test passed", votePassed, "48시간 담수 시험을 통과했습니다.", false},
		{"resolved in a notice", votePassed, "위원 9명 중 8명이 찬성하여 의결되었습니다.", false},
		{"passing declared", votePassed, "위원장 김○○: 이의가 없으므로 가결되었음을 선포합니다.", true},
		{"tally with the decision", read(votedDecision), "표결 결과 찬성 29표, 반대 9표로 채묘를 일주일 미루기로 함.", true},
		{"tally with the decision, 해요체", read(votedDecision), "회장: 찬성 12명, 반대 3명으로 회비를 5천 원 올리기로 했어요.", true},
		{"decision without a vote", read(votedDecision), "계장이 공장과 다시 협상해 2,000원 선에서 맞춰 보기로 함.", false},
		{"tally without a decision", read(votedDecision), "찬성 5명, 반대 9명으로 부결됐습니다.", false},
		{"a review's verdict summed", read(sumsUp), "총평하자면 비싸긴 해도 한국 국밥이 그리울 때 갈 만한 곳이에요.", true},
		{"the chair concludes", read(sumsUp), "회장: 오늘 논의를 정리하면, 버스 요금은 노선 통합으로 인상 폭을 최대한 줄이고 바자회는 규모를 키우는 걸로 결론 낼게요.", true},
		{"the chair concludes, 합쇼체", read(sumsUp), "회장: 바자회는 규모를 키우는 걸로 결론 내겠습니다.", true},
		{"the chair concludes, 해라체", read(sumsUp), "회장: 바자회는 규모를 키우는 걸로 결론 낸다.", true},
		{"a review's plain praise", read(sumsUp), "국물은 진짜 한국 맛이에요.", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := c.read(c.s); got != c.want {
				t.Errorf("%q: got %v, want %v", c.s, got, c.want)
			}
		})
	}
}
