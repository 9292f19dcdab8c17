package voice

import (
	"strings"
	"testing"
)

// TestTraitTitles: what a trait says of a short text, against what it must not say; a want of
// "" is that it says nothing.
func TestTraitTitles(t *testing.T) {
	for _, c := range []struct {
		name, text string
		trait      func(Profile) (said, bool)
		want, not  string
	}{
		{"lines ending in nouns are no other ending", "나는 우산을 접는다\n어머니는 늘 말했다\n담장 위 고양이\n떨어진 은행잎\n내 이름을 부르던 목소리", levelMixed,
			"나머지 3개는 서술어 없이", "다른 어미"},
		{"other endings are other endings", "나는 우산을 접는다\n어머니는 늘 말했다\n그때는 몰랐어요\n지금은 알아요\n그러니까 괜찮아", levelMixed,
			"나머지는 다른 어미예요", "서술어 없이"},
		{"a saying quoted whole is another's words", "\"요즘 애들은 책을 안 읽는다.\" 이 말은 백 년 전부터 있었다. 신문에도 그런 한탄이 실려 있다. 문제는 읽는 방식이다.", levelFixed,
			"문장 4개 중 3개를 '-다'체로 맺어요(주로 '-다'), 나머지 1개는 따옴표 속 말이에요", "고정되지"},
		{"dialogue leaves the narration's level", "지수는 문 앞에 섰다.\n\"아직 안 잤어?\"\n지수는 신발을 벗었다.\n\"밥은 먹었고?\"\n\"먹었어.\"\n엄마는 냄비를 올렸다.\n지수는 오래 바라보았다.", levelFixed,
			"문장 7개 중 4개를 '-다'체로 맺어요(주로 '-다'), 나머지 3개는 따옴표 속 말이에요", "고정되지"},
		{"a full stop inside the quotation mark", "\"요즘 애들은 책을 안 읽는다.\" 이 말은 백 년 전부터 있었다. 문제는 방식이다.", punctuation,
			"문장 3개 중 3개", ""},
		{"a first person without a particle", "엄마 저 방금 도착했어요. 저희 집 앞이에요. 제가 갈게요. 저 사람은 누구예요?", person,
			"자신을 '저'로 가리켜요(2번)", ""},
		{"-는데 in its forms, a habit", "새로 생긴 칼국수집인데 줄이 길어요.\n12시쯤 갔는데 15분 기다렸어요.\n김치는 겉절이 스타일인데 달아요.\n국물이 시원해요.", linkingHabit,
			"연결 어미 '-는데'로 문장을 이어 가요(3번)", ""},
		{"a first sentence opens the text, in a line with others or not", "제목 그대로입니다. 중고차를 처음 사 보는데 조언을 좀 부탁드려요.\n예산은 천이백만 원 정도이고 출퇴근용으로 쓸 생각이에요.\n아반떼랑 케이삼 중에 고민하고 있는데 주변에 물어봐도 의견이 갈려서 어느 쪽이 나을지 잘 모르겠어요.\n답변 주시면 감사하겠습니다.", rhythm,
			"", ""},
		{"a letter's greeting after its heading and closing before its name", "민원 제목: 도로 공사 소음\n\n구청 담당자님께.\n지난달 3일부터 아파트 정문 앞 도로에서 하수관 공사가 이어지고 있습니다.\n매일 아침 여섯 시 반부터 굴착기 소리가 나서 온 식구가 새벽에 깹니다.\n작업 시간을 지키도록 현장에 알려 주시기를 부탁드립니다.\n빠른 답변 기다리겠습니다.\n\n김민수 드림", rhythm,
			"", ""},
		{"signposts order an argument as connectors do", "기온이 떨어지면 혈압이 오릅니다. 실제로 겨울철 사망률이 높습니다. 특히 새벽이 위험합니다. 첫째, 해가 뜬 뒤에 운동하십시오. 둘째, 목을 따뜻하게 하십시오. 셋째, 국물을 줄이십시오. 약은 끊지 마십시오. 작은 습관이 병을 막습니다.", variedConnectors,
			"같은 접속어를 골라 써서", ""},
		{"signposts are no want of connectors", "기온이 떨어지면 혈압이 오릅니다. 실제로 겨울철 사망률이 높습니다. 특히 새벽이 위험합니다. 첫째, 해가 뜬 뒤에 운동하십시오. 둘째, 목을 따뜻하게 하십시오. 셋째, 국물을 줄이십시오. 약은 끊지 마십시오. 작은 습관이 병을 막습니다.", noConnectors,
			"", ""},
		{"a chat stopped by question marks and tildes, never a full stop", "내일 도시락 싸 가는 거 맞죠?\n네네 도시락이랑 물 챙기래요\n감사해요 ㅎㅎ\n출발 시간 아시는 분 계세요?\n8시 40분까지래요\n다들 편안한 밤 되세요~", noStops,
			"마침표 없이 말을 끝내요(문장 6개 중 6개)", ""},
		{"a letter stopped by full stops and questions", "내일 도시락 싸 가는 거 맞죠?\n네, 도시락이랑 물을 챙기래요.\n감사해요.\n출발 시간 아시는 분 계세요?\n8시 40분까지래요\n다들 편안한 밤 되세요~", noStops,
			"", ""},
		{"paragraphs of three sentences set off by blank lines", "겨울철 혈압 관리\n\n기온이 떨어지면 혈압이 오릅니다. 겨울철 사망률이 더 높습니다. 새벽이 가장 위험합니다.\n\n아침 운동은 해가 뜬 뒤에 하십시오. 목을 따뜻하게 하십시오. 국물을 줄이십시오.\n\n약은 임의로 끊지 마십시오. 혈압을 매일 재십시오. 작은 습관이 병을 막습니다.", lines,
			"", ""},
		{"또 before a verb is again, no connector", "내일 몇 시에 보냐\n또 늦으면 김밥 니가 사\n근데 비 온다던데\n그래서 일찍 가자는 거지", variedConnectors,
			"", ""},
		{"a numbered list", "[응대 원칙]\n1. 전화는 세 번 울리기 전에 받는다.\n2. 말을 끊지 않는다.\n3. 모르면 확인 후 다시 연락한다.", numbered,
			"항목마다 번호를 매겨 나눠 써요(3개)", ""},
		{"two items are no list", "1. 전화는 세 번 울리기 전에 받는다.\n2. 말을 끊지 않는다.\n그 밖에는 알아서 한다.", numbered,
			"", ""},
		{"an audience called by name", "졸업생 여러분, 축하합니다. 여러분은 4년 동안 애썼습니다. 이제 여러분 앞에 길이 있습니다. 두려워하지 마십시오.", addressed,
			"상대를 '여러분'이라고 부르며 말을 건네요(3번)", ""},
		{"a column quoting its sources", "\"요즘 애들은 책을 안 읽는다.\" 이 말은 백 년 전부터 있었다. 한 편집자는 \"독자들은 여전히 읽는다\"라고 말했다. 문제는 방식이다.", quotations,
			"따옴표로 남의 말을 그대로 인용해요(2번)", ""},
		{"a story's dialogue", "지수는 문 앞에 섰다.\n“아직 안 잤어?”\n지수는 신발을 벗었다.\n“밥은 먹었고?”", quotations,
			"따옴표 속 대사로 인물의 말을 그대로 들려줘요(2번)", ""},
		{"single marks set off a thought", "'나만 그런가' 싶었다. 'ㅋㅋ'는 웃음이다. 그래도 괜찮다.", quotations,
			"", ""},
		{"an ending before an emoji", "엄마 저 도착했어요\n김치 잘 받았어요\n주말에 내려갈게요 사랑해요 ❤️", levelFixed,
			"문장 3개 중 3개를 해요체로", ""},
		{"no level, and the predicates there are differ", "오랜만에 한강 피크닉\n하늘 미쳤다\n치킨부터 뜯음\n멍 때리다 옴\n강아지 구경도 꿀잼\n다음엔 자전거도 타자\n#한강 #피크닉", levelUnread,
			"말끝이 한 가지로 고정되지 않아요: 문장 7개 중 개조식 2개, '-다'체 1개, 반말 1개이고 3개는 서술어 없이 끝나요", ""},
		{"no level, and the predicates hold more lines than the nouns", "아이패드 팝니다\n거의 안 씀\n기스 없음\n배터리 효율 96%\n충전기 다 있음\n네고 안 됩니다\n잠실역 8번 출구\n채팅 주세요\n찔러보기 사절이요", levelUnread,
			"말끝이 한 가지로 고정되지 않아요: 문장 9개 중 개조식 3개, 합니다체 2개, 해요체 2개이고 2개는 서술어 없이 끝나요", ""},
		{"no level, and nouns only", "오랜만에 한강 피크닉\n하늘 미쳤다\n강아지 구경도 꿀잼\n#한강 #피크닉", levelUnread,
			"문장 4개 중 3개를 서술어 없이", "고정되지"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s, ok := c.trait(Measure(c.text))
			if c.want == "" {
				if ok {
					t.Errorf("said %q, want nothing", s.title)
				}
				return
			}
			if !ok || !strings.Contains(s.title, c.want) || c.not != "" && strings.Contains(s.title, c.not) {
				t.Errorf("said %q (%v), want %q and not %q", s.title, ok, c.want, c.not)
			}
		})
	}
}
