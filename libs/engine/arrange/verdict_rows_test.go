package arrange

import "testing"

// TestVerdictRows holds the verdicts read with no summing-up cue (round 44i) to the lines they
// read and to those they leave: a priority put as the predicate, a fault owned, a vote's result
// (round 45c: declared, or its tally with the decision), and the summing words told as a verb;
// round 46b: the writer's conclusion drawn (결론 냈어), a belief with the writer named (… 사라진다고
// 나는 믿는다), a lesson learned as the days go (요즘 깨닫는 건, …), a change of terms meant.
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
		{"the writer concluded, 반말", read(sumsUp), "지은: 나도 고민 많이 했는데 돈보다 내 몸이 먼저라고 결론 냈어", true},
		{"the writer concluded, 합쇼체", read(sumsUp), "고민 끝에 돈보다 몸이 먼저라고 결론을 냈습니다.", true},
		{"the writer concluded, 해라체", read(sumsUp), "결국 돈보다 몸이 먼저라고 결론 내렸다.", true},
		{"a belief, the writer named", appraises, "진료소가 문을 닫으면 이 마을의 마지막 안전망도 함께 사라진다고 나는 믿는다.", true},
		{"a belief, the writer named, 합쇼체", appraises, "제값을 받아야 이 도시도 다시 살아날 것이라고 저는 믿습니다.", true},
		{"a belief in 해라체", appraises, "작은 지원이 한 아이의 주말을 바꿀 수 있다고 믿는다.", true},
		{"trust in a person", appraises, "엄마는 우리 아들 믿는다.", false},
		{"hearsay, the writer named", appraises, "다들 괜찮다고 나는 들었다.", false},
		{"a lesson as the days go", viewStated, "요즘 깨닫는 건, 간병은 체력보다 버티는 마음의 문제라는 것이다.", true},
		{"a lesson as the days go, 해요체", viewStated, "요즘 느끼는 건 결국 사람이 제일 중요하다는 거예요.", true},
		{"a finding as the topic", viewStated, "제일 많았던 말은 직원들이 친절하다는 거였어요.", false},
		{"terms changed, meant", termsChanged, "그래서 갱신 시 월세를 189만 원으로 조정하고자 합니다.", true},
		{"terms changed, meant, 해요체", termsChanged, "재계약하시면 월세를 60만 원에서 63만 원으로 인상하려고 해요.", true},
		{"terms changed, meant, note style", termsChanged, "다음 달부터 면회 시간 변경하려 함.", true},
		{"terms changed, told as done", termsChanged, "내년 1월부터 관리비를 세대당 월 5만 원에서 5만 8천 원으로 조정합니다.", false},
		{"a step decided", termsChanged, "당직의에게 노티했고 아침 결과 보고 수액 속도 조정하기로 함.", false},
		{"another plan meant", termsChanged, "11월 중 가격 표시제 점검을 확대하고자 함.", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := c.read(c.s); got != c.want {
				t.Errorf("%q: got %v, want %v", c.s, got, c.want)
			}
		})
	}
}
