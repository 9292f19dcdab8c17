package restyle

import "testing"

// Each construction whose final predicate governs the clause before it, in a sentence long
// enough to be cut at its -고 or -(으)며, and at every level the rule may ask for.
func TestSplitKeepsScope(t *testing.T) {
	cases := []struct {
		name, in, scope string
	}{
		{"plan", "4분기에는 비용 구조를 재점검하고 물류 계약을 재협상할 예정입니다.", "계획·예정"},
		{"plan noun", "내년에는 해외 지사를 정리하고 국내 영업 조직을 다시 꾸릴 계획이다.", "계획·예정"},
		{"plan to have", "우리 팀은 다음 달에 고객 설문을 진행하고 결과를 공유할 계획이 있습니다.", "계획이 있다"},
		{"intention in -려고 하다", "다음 주에는 비용 구조를 재점검하고 물류 계약을 재협상하려고 합니다.", "-려고 하다"},
		{"future in -ㄹ 것이다", "새 제도는 비용 구조를 단순하게 만들고 물류 계약의 부담을 줄일 것입니다.", "-ㄹ 것이다"},
		{"ability in -ㄹ 수 있다", "이 도구로 회의 녹음을 올리고 핵심 내용을 삼 분 안에 확인할 수 있습니다.", "-ㄹ 수 있다"},
		{"wish in -고 싶다", "이번 겨울에는 부산 바닷가를 천천히 걷고 맛있는 국밥도 먹고 싶어요.", "-고 싶다"},
		{"decision in -기로 하다", "우리는 지난 회의에서 비용 구조를 재점검하고 물류 계약을 재협상하기로 했다.", "-기로 하다"},
		{"obligation in -아야 하다", "분기 말까지 비용 구조를 재점검하고 물류 계약을 모두 재협상해야 합니다.", "-아야 하다"},
		{"report in -다고 하다", "팀장님은 다음 달에 비용 구조를 재점검하고 물류 계약을 재협상한다고 했어요.", "-다고 하다"},
		{"report of a past clause", "담당자는 지난달 매출이 크게 늘었고 물류 비용은 조금 줄었다고 말했습니다.", "-다고 하다"},
		{"long negation", "이번 분기에는 비용 구조를 재점검하고 물류 계약을 재협상하지 않았습니다.", "-지 않다"},
		{"short negation", "이번 분기에는 비용 구조를 재점검하고 물류 계약도 다시 살펴보느라 못 쉬었다.", "안·못"},
		{"request in -기 바라다", "참가자들은 행사 전에 신청서를 작성하고 안내문을 꼼꼼히 읽어 보시기 바랍니다.", "-기 바라다"},
		{"promise in -ㄹ게요", "제가 내일 오전까지 비용 구조를 재점검하고 물류 계약서도 다시 검토할게요.", "ㄹ게"},
		{"promise in -겠다", "다음 달부터 비용 구조를 재점검하고 물류 계약을 모두 재협상하겠습니다.", "겠"},
		{"guess in 것 같다", "아마 그 팀이 비용 구조를 재점검하고 물류 계약을 다시 협상한 것 같아요.", "것 같다"},
		{"request", "회의 전까지 첨부한 자료를 꼼꼼하게 확인하고 의견을 메일로 회신해 주세요.", "mood"},
		{"question", "회의 전까지 첨부한 자료를 꼼꼼하게 확인하고 의견을 메일로 보내셨나요?", "mood"},
		{"progressive", "요즘 우리 팀은 매일 아침 비용 구조를 점검하고 물류 계약을 검토하고 있다.", "-고 있다"},
	}
	for _, level := range []string{"반말로 끝맺기", "다체로 끝맺기", "해요체로 끝맺기", "합쇼체로 끝맺기", ""} {
		for _, tc := range cases {
			t.Run(tc.name+" "+level, func(t *testing.T) {
				if scope, _ := finalScope(tc.in); scope != tc.scope {
					t.Errorf("%q: construction %q, want %q", tc.in, scope, tc.scope)
				}
				rs := numbered("한 문장 20자 안팎")
				if level != "" {
					rs = numbered("한 문장 20자 안팎", level)
				}
				got := Sentences([]string{tc.in}, rs)[0].Text
				if n := sentencesIn(got); n != 1 {
					t.Errorf("%q → %q: cut into %d sentences under a final predicate that governs it", tc.in, got, n)
				}
			})
		}
	}
}

// A sentence whose final predicate does not govern the clause is still cut, and the clause takes
// the tense and mood of the final predicate.
func TestSplitTakesFinalTense(t *testing.T) {
	cases := []struct {
		name, level, in, want string
	}{
		{"past reaches the clause in -고", "반말로 끝맺기", "지난달에는 비용 구조를 재점검하고 물류 계약을 재협상했습니다.",
			"지난달에는 비용 구조를 재점검했어. 물류 계약을 재협상했어."},
		{"past reaches the clause in -며", "다체로 끝맺기", "지난달에는 비용 구조를 재점검하며 물류 계약을 재협상했습니다.",
			"지난달에는 비용 구조를 재점검했다. 물류 계약을 재협상했다."},
		{"a passive clause in the past", "해요체로 끝맺기", "지난주 공장의 설비가 전부 교체되고 새 생산 라인이 시험 가동을 시작했습니다.",
			"지난주 공장의 설비가 전부 교체됐어요. 새 생산 라인이 시험 가동을 시작했어요."},
		{"present stays present", "다체로 끝맺기", "우리 팀은 비용 구조를 재점검하고 물류 계약은 다음 주에 재협상합니다.",
			"우리 팀은 비용 구조를 재점검한다. 물류 계약은 다음 주에 재협상한다."},
		{"a clause with its own past under a modal", "해요체로 끝맺기", "이번 버전에서는 요약 기능이 추가되었으며, 사용자는 핵심 내용을 삼 분 안에 확인할 수 있습니다.",
			"이번 버전에서는 요약 기능이 추가되었어요. 사용자는 핵심 내용을 삼 분 안에 확인할 수 있어요."},
		{"a contrast stands on its own", "다체로 끝맺기", "새 기능은 원래 다음 달 첫째 주에 나올 예정이지만, 외부 심사 일정이 바뀌어서 날짜는 정해지지 않았다.",
			"새 기능은 원래 다음 달 첫째 주에 나올 예정이다. 하지만 외부 심사 일정이 바뀌어서 날짜는 정해지지 않았다."},
		{"not inside a noun clause in 것", "해요체로 끝맺기", "무릎에 통증이 있을 때는 무리하지 않고 휴식을 취하는 것이 중요합니다.",
			"무릎에 통증이 있을 때는 무리하지 않고 휴식을 취하는 것이 중요해요."},
		{"a judgement with a subject of its own under a modal", "해요체로 끝맺기", "물은 흙이 말랐을 때 충분히 주는 것이 좋으며, 매일 조금씩 주는 것은 뿌리를 약하게 만들 수 있습니다.",
			"물은 흙이 말랐을 때 충분히 주는 것이 좋아요. 매일 조금씩 주는 것은 뿌리를 약하게 만들 수 있어요."},
		{"an irregular stem", "다체로 끝맺기", "봉사자들은 주말마다 마을 어르신들의 집안일을 도우며, 아이들은 근처 공원에서 쓰레기를 줍습니다.",
			"봉사자들은 주말마다 마을 어르신들의 집안일을 돕는다. 아이들은 근처 공원에서 쓰레기를 줍는다."},
		{"not before an auxiliary", "다체로 끝맺기", "지난달에는 비용 구조를 꼼꼼히 검토하고 있고 물류 계약을 재협상했습니다.",
			"지난달에는 비용 구조를 꼼꼼히 검토하고 있고 물류 계약을 재협상했다."},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got := Sentences([]string{tc.in}, numbered("한 문장 20자 안팎", tc.level))[0].Text
			if got != tc.want {
				t.Errorf("%q → %q, want %q", tc.in, got, tc.want)
			}
		})
	}
}

func sentencesIn(s string) int {
	n := 0
	for _, part := range s {
		if part == '.' || part == '?' || part == '!' {
			n++
		}
	}
	return max(n, 1)
}
