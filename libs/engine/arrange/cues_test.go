package arrange

import (
	"slices"
	"testing"
)

// TestCues holds every conclusion cue and key class to a sentence it weighs, read as the i-th of
// n (the opening when i is 0), so each name a score is made of shows in the test output and a cue
// that stops matching fails.
func TestCues(t *testing.T) {
	cases := []struct {
		cue, s string
		i, n   int
	}{
		{"sums up", "따라서 마바테크와 계약하는 것을 추천합니다.", 10, 12},
		{"turn to a step", "그래서 다음 주에는 온보딩을 3단계로 줄여 볼게요.", 4, 6},
		{"turn to a plan", "그래서 내일은 번호표를 나눠 드리려고 해요.", 4, 7},
		{"judgement", "미이수자는 이달 안에 반드시 교육을 마쳐야 합니다.", 4, 6},
		{"decision", "결국 내년 1분기부터 매주 배포하기로 했어요.", 4, 6},
		{"terms changed", "그래서 갱신 시 월세를 189만 원으로 조정하고자 합니다.", 5, 13},
		{"resolution", "운영위원회는 가을 바자회 수익금을 모두 장학금으로 쓰기로 의결했습니다.", 2, 8},
		{"vote passed", "회장: 조명 교체는 찬성 9명, 반대 1명으로 통과됐습니다.", 8, 10},
		{"settled", "그럼 다음 달부터 회비를 만 원씩 올리자.", 3, 8},
		{"condition and outcome", "요청서 양식을 고치면 해결됩니다.", 1, 6},
		{"figure guessed", "원래 15일 입고였는데 이번에는 18일쯤 될 것 같아요.", 3, 6},
		{"반드시", "미이수자는 이달 안에 반드시 교육을 마쳐야 합니다.", 4, 6},
		{"second half", "그래서 다음 주에는 온보딩을 3단계로 줄여 볼게요.", 4, 6},
		{"preference", "수리하는 것보다 새 제품으로 사는 게 나을 것 같아요.", 2, 6},
		{"cause found", "반품이 늘어난 주원인은 상자 크기가 맞지 않는 데 있다.", 6, 8},
		{"frank stance", "솔직히 이번 신메뉴는 우리 가게랑 안 맞는 선택이었어요.", 5, 8},
		{"appraisal", "운영진은 이번 캠프가 참가자들의 협업 경험을 넓혔다고 평가합니다.", 1, 3},
		{"verdict first", "이번 개편안은 그대로 시행하기 어렵다고 봅니다.", 0, 8},
		{"caveat", "다만 응답자가 적어 결과를 그대로 믿기는 어렵습니다.", 7, 9},
		{"rule", "외부인은 출입증 없이 들어오면 안 됩니다.", 6, 8},
		{"pending decision", "행사를 미룰지는 아직 협의 중입니다.", 6, 8},
		{"instruction", "수강료는 개강 전날까지 입금해 주셔야 합니다.", 6, 8},
		{"reservation", "표본이 한 지역뿐이라 전국으로 일반화하기에는 한계가 있습니다.", 7, 8},
		{"one speaker's view", "총무: 현수막은 두 장이면 충분할 것 같습니다.", 5, 8},
		{"figure that moved", "평균 응답 시간이 1.8초에서 0.6초로 줄었어요.", 1, 6},
		{"figure", "그래서 다음 주에는 온보딩을 3단계로 줄여 볼게요.", 4, 6},
		{"change", "다들 3분기 고생 많았어요.", 0, 8},
		{"share", "그중 절반 정도는 결정 없이 공유만 하고 끝나요.", 1, 7},
		{"cause", "지난주에 환불 안내 문구를 고친 덕분인 것 같아요.", 2, 6},
		{"inference", "지난주에 환불 안내 문구를 고친 덕분인 것 같아요.", 2, 6},
		{"issue", "평균 응답 시간이 1.8초에서 0.6초로 줄었어요.", 1, 6},
		{"risk", "지원이 끝나면 업데이트를 받을 수 없습니다.", 1, 6},
		{"bound", "호남권은 5억 2천만 원으로 목표의 87%에 그쳤습니다.", 9, 40},
		{"merit", "제일 반응이 좋았던 글은 신입 개발자 인터뷰였어요.", 2, 6},
		{"checked", "무게를 달아 보니 모두 486kg이었다.", 3, 8},
		{"total", "회원들이 잡은 갈치는 모두 212마리였다.", 4, 9},
		{"contrast", "반면 평일 오전 회차의 점유율은 35~40%에 머물렀습니다.", 5, 8},
	}
	if len(conclusionCues) > 64 || len(keyClasses) > 64 {
		t.Fatal("a cueSet holds at most 64 cues")
	}
	covered := map[string]bool{}
	for _, c := range cases {
		covered[c.cue] = true
		t.Run(c.cue, func(t *testing.T) {
			var names []string
			roleTraced(c.s, c.i, c.n, numbersIn(c.s), c.i == 0, &names)
			if !slices.Contains(names, c.cue) {
				t.Errorf("%q weighs by %v, not by %q", c.s, names, c.cue)
			}
		})
	}
	for _, c := range slices.Concat(conclusionCues, keyClasses) {
		if !covered[c.name] {
			t.Errorf("no case for the cue %q", c.name)
		}
	}
}
