package restyle

import (
	"slices"
	"testing"

	"maltu/libs/gate/contract"
)

func numbered(texts ...string) []Numbered {
	var in []contract.NumberedRule
	for i, t := range texts {
		in = append(in, contract.NumberedRule{ID: i + 1, Rule: t})
	}
	return Understood(in)
}

// ruleCase is sentences rewritten with rules: what each becomes and the rule ids it records.
type ruleCase struct {
	name  string
	rules []string
	in    []string
	want  []string
	ids   [][]int
}

// rewrites runs each case through Sentences as a subtest.
func rewrites(t *testing.T, cases []ruleCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got := Sentences(tc.in, numbered(tc.rules...))
			for i, r := range got {
				if r.Text != tc.want[i] {
					t.Errorf("%q → %q, want %q", tc.in[i], r.Text, tc.want[i])
				}
				if !slices.Equal(r.RuleIDs, tc.ids[i]) {
					t.Errorf("%q: rule ids %v, want %v", tc.in[i], r.RuleIDs, tc.ids[i])
				}
			}
		})
	}
}

func TestEachRule(t *testing.T) {
	rewrites(t, []ruleCase{
		{"level with conjugation", []string{"해요체로 끝맺기"},
			[]string{"비용이 듭니다.", "결과는 다음과 같습니다.", "담당자는 김민수 과장입니다."},
			[]string{"비용이 들어요.", "결과는 다음과 같아요.", "담당자는 김민수 과장이에요."}, [][]int{{1}, {1}, {1}}},
		{"translationese replaced", []string{"번역투 피하기"},
			[]string{"고객 인터뷰를 통해 문제를 찾았습니다.", "API를 통해 연동합니다.", "이를 통해 비용을 줄였다.", "업무에 있어서 중요한 점이다.", "자료가 공유되어집니다.", "이러한 방식은 다양한 팀에 맞다."},
			[]string{"고객 인터뷰로 문제를 찾았습니다.", "API로 연동합니다.", "이것으로 비용을 줄였다.", "업무에서 중요한 점이다.", "자료가 공유됩니다.", "이런 방식은 여러 팀에 맞다."},
			[][]int{{1}, {1}, {1}, {1}, {1}, {1}}},
		{"no doubled (으)로 after 을 통해", []string{"'을 통해' 쓰지 않기"},
			[]string{"정부24 사이트를 통해 온라인으로도 신청할 수 있습니다.", "대화를 통해 평화적으로 풀었다."},
			[]string{"정부24 사이트에서 온라인으로도 신청할 수 있습니다.", "대화로 평화적으로 풀었다."}, [][]int{{1}, {1}}},
		{"이를 통해 names the means, not a result", []string{"번역투 피하기"},
			[]string{"학생들은 이를 통해 초안을 작성합니다."}, []string{"학생들은 이것으로 초안을 작성합니다."}, [][]int{{1}}},
		{"stiff written forms a writer would not use", []string{"번역투 피하기"},
			[]string{"건강을 유지하는 데 있어서 매우 중요한 역할을 합니다.", "저희는 성장을 돕는 데 중요한 역할을 하겠습니다.",
				"3개국 팀이 참가하여 불꽃을 선보였다.", "배송 시간을 27% 단축하였습니다.", "독자로 하여금 몰입하게 한다.", "갈 데 있어?",
				"업무 스트레스로 인해 잠을 설친다.", "이로 인해 일정이 늦어졌다.", "사고력이 떨어진다는 우려도 존재합니다.", "존재하는 문제와 존재 이유"},
			[]string{"건강을 유지하는 데 매우 큰 몫을 합니다.", "저희는 성장을 돕는 데 큰 몫을 하겠습니다.",
				"3개국 팀이 참가해 불꽃을 선보였다.", "배송 시간을 27% 단축했습니다.", "독자로 하여금 몰입하게 한다.", "갈 데 있어?",
				"업무 스트레스로 잠을 설친다.", "이 때문에 일정이 늦어졌다.", "사고력이 떨어진다는 우려도 있습니다.", "있는 문제와 존재 이유"},
			[][]int{{1}, {1}, {1}, {1}, {}, {}, {1}, {1}, {1}, {1}}},
		{"one avoided phrase only", []string{"'또한' 쓰지 않기", "'활용' 쓰지 않기"},
			[]string{"또한 이러한 도구를 활용합니다.", "또한, 비용도 줄었어요."},
			[]string{"또 이러한 도구를 활용합니다.", "또, 비용도 줄었어요."}, [][]int{{1}, {1}}},
		{"an avoided opener is dropped", []string{"'한편' 쓰지 않기"},
			[]string{"한편, 경쟁사는 가격을 내렸다."}, []string{"경쟁사는 가격을 내렸다."}, [][]int{{1}}},
		{"avoided laughter is removed", []string{"ㅋㅋ 쓰지 않기"},
			[]string{"내일 봐ㅋㅋ", "진짜 웃겼어 ㅋㅋㅋ 다음에 또 가자"}, []string{"내일 봐", "진짜 웃겼어 다음에 또 가자"}, [][]int{{1}, {1}}},
		{"the writer's connector of the same sense", []string{"첫머리 '근데' 쓰기"},
			[]string{"그러나 일정이 늦어졌다.", "그래서 회의를 다시 잡았다.", "근데 괜찮아요."},
			[]string{"근데 일정이 늦어졌다.", "그래서 회의를 다시 잡았다.", "근데 괜찮아요."}, [][]int{{1}, {}, {}}},
		{"fewer connectors keeps the argument", []string{"접속사 줄이기"},
			[]string{"또한, 비용도 줄었다.", "그러나 일정은 늦어졌다.", "결론적으로 성공이다."},
			[]string{"비용도 줄었다.", "그러나 일정은 늦어졌다.", "성공이다."}, [][]int{{1}, {}, {1}}},
		{"commas after connectives only", []string{"쉼표 줄이기"},
			[]string{"그래서, 매출은 늘었고, 비용은 줄었다.", "사과, 배, 감을 샀다.", "재고, 매출, 이익을 봤다."},
			[]string{"그래서 매출은 늘었고 비용은 줄었다.", "사과, 배, 감을 샀다.", "재고, 매출, 이익을 봤다."}, [][]int{{1}, {}, {}}},
		{"commas after every kind of clause and adverbial, not in lists", []string{"쉼표 줄이기"},
			[]string{"출퇴근 시간을 줄여 주며, 만족도를 높여요.", "등장인물이 많아져서, 흐름을 놓쳤다.", "일찍 출발하거나, 카페에서 볼 생각이다.",
				"이사를 앞두고 있다면, 미리 준비하세요.", "부산을 배경으로, 상실을 그린다.", "현장 직무의 경우, 이점이 적다.",
				"꾸준히 연습한 결과, 5km를 달렸다.", "정확하지 않기 때문에, 검토가 필요하다.", "원인, 결과, 대책을 적었다.", "서울에서, 부산에서 열린다."},
			[]string{"출퇴근 시간을 줄여 주며 만족도를 높여요.", "등장인물이 많아져서 흐름을 놓쳤다.", "일찍 출발하거나 카페에서 볼 생각이다.",
				"이사를 앞두고 있다면 미리 준비하세요.", "부산을 배경으로 상실을 그린다.", "현장 직무의 경우 이점이 적다.",
				"꾸준히 연습한 결과 5km를 달렸다.", "정확하지 않기 때문에 검토가 필요하다.", "원인, 결과, 대책을 적었다.", "서울에서, 부산에서 열린다."},
			[][]int{{1}, {1}, {1}, {1}, {1}, {1}, {1}, {1}, {}, {}}},
		{"a comma after the opener", []string{"쉼표로 호흡 끊기"},
			[]string{"그래서 다시 시작했다.", "그래서, 다시 시작했다."}, []string{"그래서, 다시 시작했다.", "그래서, 다시 시작했다."}, [][]int{{1}, {}}},
		{"no full stop", []string{"마침표 없이 끝내기"},
			[]string{"내일 보자.", "정말?", "음..."}, []string{"내일 보자", "정말?", "음..."}, [][]int{{1}, {}, {}}},
		{"laughter on every third light sentence", []string{"끝에 'ㅎㅎ' 붙이기"},
			[]string{"빵을 샀어요.", "커피도 마셨어요.", "정말 맛있었어요.", "줄이 길었어요.", "가격은 3,500원이에요.", "다음엔 일찍 갈래요."},
			[]string{"빵을 샀어요.", "커피도 마셨어요.", "정말 맛있었어요 ㅎㅎ", "줄이 길었어요.", "가격은 3,500원이에요.", "다음엔 일찍 갈래요 ㅎㅎ"},
			[][]int{{}, {}, {1}, {}, {}, {1}}},
		{"no laugh at figures or trouble", []string{"끝에 'ㅎㅎ' 붙이기"},
			[]string{"첫 문장이에요.", "둘째 문장이에요.", "배송이 지연됐어요."}, []string{"첫 문장이에요.", "둘째 문장이에요.", "배송이 지연됐어요."}, [][]int{{}, {}, {}}},
		{"a laugh passed over goes on the next light sentence", []string{"끝에 'ㅎㅎ' 붙이기"},
			[]string{"빵을 샀어요.", "커피도 마셨어요.", "가격은 3,500원이에요.", "정말 맛있었어요.", "또 갈래요."},
			[]string{"빵을 샀어요.", "커피도 마셨어요.", "가격은 3,500원이에요.", "정말 맛있었어요 ㅎㅎ", "또 갈래요."},
			[][]int{{}, {}, {}, {1}, {}}},
		{"no laugh at pain, pests or harm", []string{"끝에 'ㅋㅋ' 붙이기"},
			[]string{"첫 문장이야.", "둘째 문장이야.", "무릎에 통증이 있으면 쉬는 게 중요해.", "해충이 생기면 식초를 뿌려.", "물을 매일 주면 뿌리를 약하게 만들 수 있어."},
			[]string{"첫 문장이야.", "둘째 문장이야.", "무릎에 통증이 있으면 쉬는 게 중요해.", "해충이 생기면 식초를 뿌려.", "물을 매일 주면 뿌리를 약하게 만들 수 있어."},
			[][]int{{}, {}, {}, {}, {}}},
		{"first person", []string{"1인칭은 '나'"},
			[]string{"저는 제 생각을 말했어요.", "제 1장을 보세요.", "제가 할게요."},
			[]string{"나는 내 생각을 말했어요.", "제 1장을 보세요.", "내가 할게요."}, [][]int{{1}, {}, {1}}},
		{"humble plural", []string{"1인칭은 '저희'"},
			[]string{"우리는 다음 주에 출시합니다."}, []string{"저희는 다음 주에 출시합니다."}, [][]int{{1}}},
		{"long sentences split at a connective, at the target level", []string{"한 문장 30자 안팎", "해요체로 끝맺기"},
			[]string{"3분기 매출은 1,200억 원으로 12% 증가하였으며, 영업이익은 150억 원을 기록했습니다.", "짧은 문장입니다."},
			[]string{"3분기 매출은 1,200억 원으로 12% 증가했어요. 영업이익은 150억 원을 기록했어요.", "짧은 문장이에요."},
			[][]int{{1, 2}, {2}}},
		{"a cause in -기 때문에 is cut and the rest opens with 그래서", []string{"한 문장 30자 안팎", "해요체로 끝맺기"},
			[]string{"카페인은 섭취 후 6시간 이상 몸에 남아 있기 때문에 오후에는 커피를 피하는 것이 바람직합니다.",
				"올해 행사는 비가 며칠째 계속 오고 있기 때문에 결국 다음 주 토요일로 미뤄졌다고 들었습니다."},
			[]string{"카페인은 섭취 후 6시간 이상 몸에 남아 있어요. 그래서 오후에는 커피를 피하는 것이 바람직해요.",
				"올해 행사는 비가 며칠째 계속 오고 있기 때문에 결국 다음 주 토요일로 미뤄졌다고 들었어요."}, [][]int{{1, 2}, {2}}},
		{"an ongoing action is not part of the need at the end", []string{"한 문장 30자 안팎", "해요체로 끝맺기"},
			[]string{"다만 소통이 줄어들 수 있다는 우려도 제기되고 있으며 이를 해결하려면 협업 도구를 적극적으로 쓰는 것이 필요합니다.",
				"다음 달에는 새 매장을 열고 직원을 뽑는 것이 필요하다고 봅니다."},
			[]string{"다만 소통이 줄어들 수 있다는 우려도 제기되고 있어요. 이를 해결하려면 협업 도구를 적극적으로 쓰는 것이 필요해요.",
				"다음 달에는 새 매장을 열고 직원을 뽑는 것이 필요하다고 봐요."}, [][]int{{1, 2}, {2}}},
		{"split keeps the sentence's own level without a level rule", []string{"문장은 짧게"},
			[]string{"새 기능은 원래 다음 달 첫째 주에 나올 예정이지만, 외부 심사 일정이 바뀌어서 정확한 날짜는 아직 정해지지 않았다."},
			[]string{"새 기능은 원래 다음 달 첫째 주에 나올 예정이다. 하지만 외부 심사 일정이 바뀌어서 정확한 날짜는 아직 정해지지 않았다."}, [][]int{{1}}},
		{"unknown rules are left alone", []string{"유머를 섞어 쓰기"},
			[]string{"회의는 3시입니다."}, []string{"회의는 3시입니다."}, [][]int{{}}},
	})
}

func BenchmarkSentences(b *testing.B) {
	in := []string{
		"올해 3분기 매출은 1,200억 원으로 전년 대비 12% 증가하였으며, 영업이익은 150억 원을 기록했습니다.",
		"또한 신규 고객 확보를 통해 시장 점유율이 확대되었습니다.",
		"그러나 원자재 가격 상승으로 인해 원가 부담이 커지고 있습니다.",
		"이러한 상황에 있어서 비용 절감이 중요합니다.",
		"저희는 다음 분기에 OpenAI 연동 기능을 출시할 예정입니다.",
	}
	rs := numbered("해요체로 끝맺기", "첫머리 '근데' 쓰기", "번역투 피하기", "한 문장 30자 안팎", "쉼표 줄이기")
	b.ReportAllocs()
	for b.Loop() {
		Sentences(in, rs)
	}
}
