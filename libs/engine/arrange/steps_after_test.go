package arrange

import "testing"

// TestStepAfterJudgement: a step told plainly after the writer's judgement is its consequence, and
// the judgement concludes; a step the writer marks as drawn (따라서 …), tells as their own view
// (제 생각엔 … 게 나아요) or decides stays the conclusion; a proposal asked after a turn (그래서 … 게
// 어떨까?) leaves the step to the reader, and the judgement before it concludes.
func TestStepAfterJudgement(t *testing.T) {
	for _, c := range []struct {
		name string
		in   []string
		want int // the conclusion's sentence, from 1
	}{
		{"a plan for tomorrow after the day's judgement", []string{
			"오늘은 새벽 6시부터 밭에 나갔다.",
			"고추를 40근 땄고 오후에는 비가 와서 일찍 들어왔다.",
			"허리가 아파서 저녁에는 찜질을 했다.",
			"그래도 올해 고추는 작년보다 실한 것 같다.",
			"내일은 장에 가서 비료를 사 와야겠다.",
		}, 4},
		{"a step drawn with 따라서 stays", []string{
			"이번 달 주문은 120건으로 지난달보다 20% 줄었습니다.",
			"배송 지연 문의가 40건으로 가장 많았습니다.",
			"택배사 물량이 몰린 탓으로 보입니다.",
			"따라서 다음 달부터 택배사를 한 곳 더 쓰는 것을 제안합니다.",
		}, 4},
		{"a step told as the writer's view stays", []string{
			"고객님, 오늘 점검 다녀온 기사입니다.",
			"세탁기는 2015년식이라 10년 넘게 쓰셨어요.",
			"모터 소음이 커서 베어링이 닳은 것 같아요.",
			"베어링만 갈면 12만 원인데 내년에 또 고장 날 수 있어요.",
			"제 생각엔 이번에 새 제품으로 바꾸시는 게 나아요.",
			"바꾸실 거면 금요일까지 연락 주세요.",
		}, 5},
		{"a proposal asked after a turn leaves the judgement", []string{
			"이번 달 정산 끝냈어.",
			"음료 매출 500만, 굿즈 판매 80만이야.",
			"굿즈는 40개 팔았는데 절반이 엽서였어.",
			"그리고 토요일 공연에 온 사람이 30명이었대.",
			"솔직히 음료보다 공연 쪽이 돈이 될 것 같아.",
			"그래서 말인데 공연을 월 2회로 늘리는 게 어떨까?",
		}, 5},
	} {
		t.Run(c.name, func(t *testing.T) {
			d := newDraft(c.in)
			for _, st := range steps {
				st.run(d)
			}
			if d.conclusion+1 != c.want {
				t.Errorf("conclusion %d (%q), want %d", d.conclusion+1, c.in[max(d.conclusion, 0)], c.want)
			}
		})
	}
}
