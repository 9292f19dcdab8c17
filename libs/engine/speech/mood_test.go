package speech

import "testing"

// TestRequestOrStatement converts bare 반말 and 해요체 verbs in 아/어(요), which ask or tell, toward
// 합쇼체 and 해라체, one row per cue that askOrTell reads; a row whose words do not settle the
// mood, or settle it both ways, stays as it is.
func TestRequestOrStatement(t *testing.T) {
	for _, c := range []struct {
		cue, in string
		to      Level
		want    string
	}{
		{"좀", "이거 좀 봐.", Formal, "이거 좀 보십시오."},
		{"꼭", "꼭 전화해요.", Formal, "꼭 전화하십시오."},
		{"빨리", "빨리 와!", Plain, "빨리 와라!"},
		{"얼른", "얼른 먹어.", Plain, "얼른 먹어라."},
		{"어서", "어서 들어와요.", Formal, "어서 들어오십시오."},
		{"제발", "제발 조용히 해.", Plain, "제발 조용히 해라."},
		{"이따", "이따 연락해.", Formal, "이따 연락하십시오."},
		{"나중에", "나중에 이 책 읽어", Plain, "나중에 이 책 읽어라"},
		{"먼저", "먼저 가.", Formal, "먼저 가십시오."},
		{"이름에 야", "민수야 빨리 와", Plain, "민수야 빨리 와라"},
		{"이름에 아", "지은아 밥 먹어", Plain, "지은아 밥 먹어라"},
		{"호칭과 쉼표", "선배, 이거 먼저 봐요.", Formal, "선배, 이거 먼저 보십시오."},
		{"이름과 씨", "수진 씨, 이 파일 확인해요.", Formal, "수진 씨, 이 파일 확인하십시오."},
		{"쉼표 없는 호칭은 주어일 수도", "엄마 요즘 운동해.", Plain, "엄마 요즘 운동한다."},
		{"님은 부탁받지 않음", "팀장님, 오늘 일찍 퇴근해요.", Formal, "팀장님, 오늘 일찍 퇴근해요."},
		{"같이", "같이 점심 먹어요.", Formal, "같이 점심 먹읍시다."},
		{"우리 같이", "우리 같이 가.", Formal, "우리 같이 가."},
		{"목적어인 주제", "보고서는 내일까지 보내요.", Formal, "보고서는 내일까지 보내요."},
		{"목적어인 주제와 꼭", "서류는 꼭 책상 위에 둬.", Plain, "서류는 꼭 책상 위에 둬."},
		{"너", "너 이거 먹어.", Plain, "너 이거 먹어라."},
		{"니가", "니가 해.", Plain, "니가 해라."},
		{"당신이", "당신이 먼저 말해요.", Formal, "당신이 먼저 말하십시오."},
		{"주세요", "자료 좀 보내 줘요.", Formal, "자료 좀 보내 주십시오."},
		{"조건", "도착하면 문자 해요.", Formal, "도착하면 문자 하십시오."},
		{"목적어와 느낌표", "우산 챙겨!", Formal, "우산 챙기십시오!"},
		{"반말 목적어와 마침표", "밥 먹어.", Plain, "밥 먹어라."},
		{"목적어에 을", "문을 닫아.", Plain, "문을 닫아라."},
		{"우리 집은 소유", "우리 집에 빨리 와.", Plain, "우리 집에 빨리 와라."},
		{"나", "나 먼저 가.", Formal, "나 먼저 갑니다."},
		{"내가", "내가 설거지해.", Plain, "내가 설거지한다."},
		{"저", "저 내일 휴가 써요.", Formal, "저 내일 휴가 씁니다."},
		{"제가", "제가 운전해요.", Formal, "제가 운전합니다."},
		{"우리", "우리 다음 주에 이사해.", Plain, "우리 다음 주에 이사한다."},
		{"나와 좀", "나 좀 늦어.", Plain, "나 좀 늦는다."},
		{"삼인칭 주어 이", "동생이 요즘 피아노 배워.", Plain, "동생이 요즘 피아노 배운다."},
		{"삼인칭 주어 가", "이따 민수가 연락해.", Formal, "이따 민수가 연락합니다."},
		{"주제 은", "형은 7시에 퇴근해.", Plain, "형은 7시에 퇴근한다."},
		{"습관 부사", "매일 아침 조깅해.", Plain, "매일 아침 조깅한다."},
		{"마다", "버스가 10분마다 와요.", Formal, "버스가 10분마다 옵니다."},
		{"형용사", "오늘 좀 피곤해.", Plain, "오늘 좀 피곤하다."},
		{"있다", "시간 좀 있어.", Formal, "시간 좀 있습니다."},
		{"되다", "이제 좀 돼.", Plain, "이제 좀 된다."},
		{"일어나는 일", "이 문은 자동으로 열려요.", Formal, "이 문은 자동으로 열립니다."},
		{"늦다", "차 막혀서 좀 늦어", Formal, "차 막혀서 좀 늦습니다"},
		{"말로 하는 일", "생일 축하해!", Formal, "생일 축하합니다!"},
		{"이따 봐요는 인사", "이따 봐요.", Formal, "이따 봐요."},
		{"드리다", "확인 부탁드려요.", Formal, "확인 부탁드립니다."},
		{"해야 해", "내일까지 꼭 내야 해.", Plain, "내일까지 꼭 내야 한다."},
		{"물음표", "매일 운동해?", Formal, "매일 운동하십니까?"},
		{"단서 없음", "책상 위에 둬요.", Formal, "책상 위에 둬요."},
		{"마침표 없는 목적어", "우산 챙겨", Formal, "우산 챙겨"},
		{"해요체 목적어와 마침표", "옷을 입어요.", Formal, "옷을 입어요."},
		{"지금", "지금 밥 먹어.", Plain, "지금 밥 먹어."},
		{"때를 말하는 주제", "오늘은 일찍 자.", Formal, "오늘은 일찍 자."},
		{"주제와 나중에", "서류는 나중에 정리해.", Formal, "서류는 나중에 정리해."},
		{"해요체로는 윗사람께 -세요", "이따 연락해", Polite, "이따 연락하세요"},
		{"반말로는 그대로", "책상 위에 둬요.", Casual, "책상 위에 둬."},
	} {
		t.Run(c.cue+"/"+c.in, func(t *testing.T) {
			if got, _ := Convert(c.in, c.to); got != c.want {
				t.Errorf("Convert(%q, %v) = %q, want %q", c.in, c.to, got, c.want)
			}
		})
	}
}

// TestProposedDown converts 해요체 proposals with no 우리 and no 같이 toward 반말 in -자, one row
// per class proposes reads (a stop before going on, a meeting set), with rows of the same shapes
// that tell or part and keep their ending.
func TestProposedDown(t *testing.T) {
	convertsTo(t, []expected{
		{"잠깐 쉬었다 가요.", Casual, "잠깐 쉬었다 가자."},   // pausing
		{"편의점 들렀다 가요.", Casual, "편의점 들렀다 가자."}, // pausing, 르 irregular
		{"잠깐 쉬었다 해요.", Casual, "잠깐 쉬었다 하자."},   // pausing
		{"좀 더 있다 가요.", Casual, "좀 더 있다 가."},    // staying asks a guest as often
		{"민수가 쉬었다 가요.", Casual, "민수가 쉬었다 가."},  // a subject tells
		{"이따 6시에 만나요.", Casual, "이따 6시에 만나자."}, // meetingSet
		{"서면에서 만나요.", Casual, "서면에서 만나자."},     // meetingSet
		{"또 만나요.", Casual, "또 만나."},            // parting
		{"내일 친구 만나요.", Casual, "내일 친구 만나."},    // whom the speaker meets
		{"내일 안 만나요.", Casual, "내일 안 만나."},      // negated
	})
}
