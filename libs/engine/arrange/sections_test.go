package arrange

import (
	"slices"
	"testing"

	"maltu/libs/gate/contract"
)

func TestAtMostSixSections(t *testing.T) {
	var in []string
	for _, w := range []string{"첫째", "둘째", "셋째", "넷째", "다음으로", "한편", "반면", "마지막으로"} {
		in = append(in, w+", 검토 결과를 정리했습니다.", "세부 내용은 별첨에 있습니다.")
	}
	r := Report(in)
	checkFaithful(t, in, r)
	if len(r.Sections) != contract.SectionsMax {
		t.Errorf("%d sections", len(r.Sections))
	}
}

// TestHeadings: a heading is a short label drawn from the sentences, never chat, a greeting, a
// sign-off or a whole sentence; with no label to draw, a fixed one.
func TestHeadings(t *testing.T) {
	cases := []struct {
		name string
		in   []string
		want []string
	}{
		{"chat is no heading", []string{"이번 주 금요일 회식 메뉴 정해야 해요.", "치킨 어때요?", "당연하지 ㅠㅠ 난 허니콤보", "저는 양념이요 ㅋㅋ", "그럼 7시에 예약할게요."},
			[]string{"배경", "다음 계획"}},
		{"a greeting and a sign-off are no headings", []string{"안녕하세요, 팀장님.", "3분기 정산 결과를 보내드립니다.", "매출은 지난 분기보다 12% 늘었습니다.", "검토 부탁드립니다.", "박지현 드림"},
			[]string{"배경", "요청 사항"}},
		{"a closing wish and a sign-off close", []string{"3분기 정산 결과를 보내드립니다.", "매출은 지난 분기보다 12% 늘었습니다.", "자료는 금요일까지 보내 드리겠습니다.", "따뜻한 연말 보내시기 바랍니다.", "박지현 드림"},
			[]string{"현황과 수치", "다음 계획", "맺음말"}},
		{"the same thing said on is one section, said again apart it is named by its topic, never numbered",
			[]string{"10월 매출은 1억 원으로 9월보다 17% 늘었습니다.", "신규 고객은 86곳으로 9곳 늘었습니다.", "그래서 다음 달에도 같은 가격을 유지하겠습니다.", "다만 월 현금 소진액이 9,800만 원으로 늘었습니다.", "월 현금 소진액은 인건비가 60%입니다."},
			[]string{"현황과 수치", "다음 계획", "월 현금 소진액"}}, // the step after the figures is a plan, not the conclusion
		{"an announcement gives the noun it opens with", []string{"잘한 점부터 정리할게요.", "배포가 자동화되어 하루 만에 끝났어요.", "리뷰도 빨라졌어요."},
			[]string{"잘한 점"}},
		{"a bullet that states a figure is no heading", []string{"1. 외주 전환 시", "- 월 외주비 9,860만 원으로 지금보다 2,660만 원 증가", "- 지연율은 1.5% 안팎으로 개선 예상", "- 기존 기사 고용 승계 문제 있음"},
			[]string{"외주 전환 시"}},
		{"a bracketed label without its brackets", []string{"[향후 계획]", "다음 주까지 점검표를 고치겠습니다."}, []string{"향후 계획"}},
		{"a label line as it stands", []string{"다음 할 일", "디자인팀은 시안을 금요일까지 공유해 주세요."}, []string{"다음 할 일"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			r := Report(tc.in)
			checkFaithful(t, tc.in, r)
			var got []string
			for _, s := range r.Sections {
				got = append(got, s.Heading)
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("headings %q, want %q", got, tc.want)
			}
		})
	}
	for s, want := range map[string]bool{"향후 계획": true, "재발 방지": true, "개요": true, "다음 할 일": true, "잘한 점": true, "업무 보고": true,
		"당연하지 ㅠㅠ 난 허니콤보": false, "박지현 드림": false, "감사합니다": false, "넵 알겠습니다": false, "우리": false, "옮기": false, "고마워요~": false} {
		if label(s) != want {
			t.Errorf("label(%q) = %v", s, !want)
		}
	}
}
