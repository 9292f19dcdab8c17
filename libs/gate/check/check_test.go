package check

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"maltu/libs/gate/contract"
	"maltu/libs/gate/golden"
)

func TestSentenceGolden(t *testing.T) {
	golden.Check(t, "testdata/gate.txt", func(t *testing.T, in string) []string {
		original, rewritten, ok := strings.Cut(in, "\n")
		if !ok {
			t.Fatalf("a gate case needs two > lines: the original and the rewrite")
		}
		v := Sentence(original, rewritten)
		if v.Reverted != (v.Reason != Reason{}) || v.Reverted && v.Text != original {
			t.Errorf("inconsistent verdict %+v", v)
		}
		if v.Reverted {
			return []string{v.Text, v.Reason.Message}
		}
		return []string{v.Text}
	})
}

// A blog post of the kind users paste to extract their voice (over 80 characters).
const blogPost = `오늘은 성수동 카페에 다녀왔어요. 라떼가 진짜 맛있더라고요! 사장님이 직접 원두를 볶으신대요.
창가 자리는 햇살이 잘 들어서 오래 앉아 있기 좋았어요. 다음에 또 갈 거예요 😊`

func TestExtraction(t *testing.T) {
	obs := func(ev string) contract.Observation {
		return contract.Observation{Title: "해요체로 끝맺음", Evidence: ev}
	}
	rule := func(r, ev string) contract.Rule {
		return contract.Rule{Rule: r, Why: "글쓴이가 자주 씀", Evidence: ev}
	}
	good := contract.Extraction{
		Observations: []contract.Observation{
			obs("다녀왔어요."), obs("라떼가 진짜 맛있더라고요!"), obs("볶으신대요."),
			obs("라떼가 정말 맛있었어요."),    // not in the text: dropped and counted
			obs("오래 앉아   있기 좋았어요."), // whitespace differs: kept
		},
		Rules: []contract.Rule{
			rule("해요체로 끝낸다", "다녀왔어요."),
			rule("느낌표로 감탄을 드러낸다", "맛있더라고요!"),
			rule("이모티콘을 문장 끝에 붙여 분위기를 살린다", "거예요 😊"), // 22 characters: dropped, not counted
			rule("존댓말을 쓴다", "드셨습니다"),                 // not in the text: dropped and counted
		},
		Avoids: []contract.Avoid{
			{Phrase: "또한", Why: "접속사를 쓰지 않음"},
			{Phrase: "진짜", Why: "쓰지 않음"}, // it is in the text: dropped, not counted
			{Phrase: "  ", Why: "빈 표현"},
		},
	}
	out, dropped, err := Extraction(blogPost, good)
	if err != nil {
		t.Fatalf("Extraction: %v", err)
	}
	if dropped != 2 {
		t.Errorf("dropped = %d, want 2", dropped)
	}
	if len(out.Observations) != 4 || len(out.Rules) != 2 || len(out.Avoids) != 1 || out.Avoids[0].Phrase != "또한" {
		t.Errorf("kept %d observations, %d rules, avoids %+v; want 4, 2, [또한]", len(out.Observations), len(out.Rules), out.Avoids)
	}

	t.Run("최대 개수로 자른다", func(t *testing.T) {
		many := contract.Extraction{}
		for range 8 {
			many.Observations = append(many.Observations, obs("다녀왔어요."))
			many.Rules = append(many.Rules, rule("해요체", "다녀왔어요."))
			many.Avoids = append(many.Avoids, contract.Avoid{Phrase: "또한"})
		}
		out, _, err := Extraction(blogPost, many)
		if err != nil || len(out.Observations) != 6 || len(out.Rules) != 5 || len(out.Avoids) != 5 {
			t.Errorf("got %d/%d/%d, err %v; want 6/5/5", len(out.Observations), len(out.Rules), len(out.Avoids), err)
		}
	})
	t.Run("남은 항목이 모자라면 ErrTooFew", func(t *testing.T) {
		few := contract.Extraction{
			Observations: []contract.Observation{obs("다녀왔어요."), obs("지어낸 문장")},
			Rules:        []contract.Rule{rule("해요체", "다녀왔어요."), rule("반말", "지어낸 문장")},
		}
		out, dropped, err := Extraction(blogPost, few)
		if !errors.Is(err, ErrTooFew) || dropped != 2 || len(out.Observations) != 1 {
			t.Errorf("got err %v, dropped %d, %d observations; want ErrTooFew, 2, 1", err, dropped, len(out.Observations))
		}
	})
	t.Run("빈 답은 빈 배열", func(t *testing.T) {
		out, dropped, err := Extraction(blogPost, contract.Extraction{})
		if !errors.Is(err, ErrTooFew) || dropped != 0 || out.Observations == nil || out.Rules == nil || out.Avoids == nil {
			t.Errorf("got %+v, %d, %v", out, dropped, err)
		}
	})
}

func TestChangedRatio(t *testing.T) {
	s := func(original, rewritten string, blank bool) contract.Sentence {
		return contract.Sentence{Original: original, Rewritten: rewritten, Blank: blank}
	}
	tests := []struct {
		name string
		in   []contract.Sentence
		want *float64
	}{
		{"문장이 없으면 null", nil, nil},
		{"모두 빈칸 처리면 null", []contract.Sentence{s("매출이 8% 늘었다.", "매출이 8% 늘었다.", true)}, nil},
		{"바뀐 게 없으면 0", []contract.Sentence{s("내일 보자", "내일 보자", false)}, ptr(0)},
		{"어미만 바꿈", []contract.Sentence{s("회의는 3시에 합니다.", "회의는 3시에 해요.", false)}, ptr(0.25)},
		{"빈칸 문장은 빼고 셈", []contract.Sentence{
			s("회의는 3시에 합니다.", "회의는 3시에 해요.", false),
			s("매출이 8% 늘었다.", "전혀 다른 문장", true),
		}, ptr(0.25)},
		{"여러 문장을 합쳐 나눔", []contract.Sentence{s("사과", "사자", false), s("좋다", "좋다", false)}, ptr(0.25)},
		{"1을 넘으면 1", []contract.Sentence{s("네", "알겠습니다, 그렇게 할게요", false)}, ptr(1)},
		{"소수 셋째 자리 반올림", []contract.Sentence{s("가나다라마바사", "가나다라마바자", false)}, ptr(0.143)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := ChangedRatio(tt.in)
			if (got == nil) != (tt.want == nil) || got != nil && *got != *tt.want {
				t.Errorf("ChangedRatio = %v, want %v", show(got), show(tt.want))
			}
		})
	}
}

func ptr(f float64) *float64 { return &f }

func show(f *float64) any {
	if f == nil {
		return "null"
	}
	return *f
}

// The final sentences of a business report, as the report endpoint receives them.
var reportInput = []string{
	"2분기 매출은 1,234억 원으로 전년 대비 12.5% 늘었습니다.",
	"신규 고객사는 12곳입니다.",
	"",
	"물류비 상승으로 영업이익률은 0.7%p 낮아졌습니다.",
	"하반기에는 물류 계약을 다시 맺겠습니다.",
	"다음 주까지 세부 계획을 보고드리겠습니다.",
}

func TestReport(t *testing.T) {
	kp := func(text, ev string) contract.KeyPoint { return contract.KeyPoint{Text: text, Evidence: ev} }
	in := contract.Report{
		Conclusion: "2분기 매출은 1,234억 원으로  전년 대비 12.5% 늘었습니다.",
		KeyPoints: []contract.KeyPoint{
			kp("매출 12.5% 증가", reportInput[0]),       // text is not a verbatim part: dropped
			kp("전년 대비 12.5% 늘었습니다", reportInput[0]), // kept
			kp("신규 고객사는 12곳", "신규 고객사는  12곳입니다."),   // whitespace differs: kept, evidence as the input has it
			kp("고객 만족도가 올랐습니다", "고객 만족도가 올랐습니다."),   // not an input sentence: dropped
			kp("영업이익률은 0.7%p 낮아졌습니다", reportInput[3]),
			kp("물류 계약을 다시 맺겠습니다", reportInput[4]), // over the maximum of 3: cut, not counted
		},
		Sections: []contract.Section{
			{Heading: "실적", Body: reportInput[0] + " " + reportInput[1]},
			{Heading: "수익성", Body: reportInput[3]},
			{Heading: "계획", Body: "하반기에는 물류 계약을 다시 맺겠습니다. 그리고 비용을 줄이겠습니다."},  // made-up sentence: dropped
			{Heading: "일부만", Body: "신규 고객사는"},                                // not a whole sentence: dropped
			{Heading: "이 제목은 스무 자를 훌쩍 넘기는 아주 긴 제목입니다", Body: reportInput[4]}, // heading too long: dropped
			{Heading: " ", Body: reportInput[4]},                             // blank heading: dropped
		},
		Numbers: []contract.Number{
			{Value: "1234억", Unit: "원", Context: "2분기 매출", Evidence: reportInput[0]}, // same figure, other notation: kept
			{Value: "12.5%", Unit: "%", Context: "매출 증가율", Evidence: reportInput[0]}, // kept
			{Value: "2", Unit: "곳", Context: "고객사", Evidence: reportInput[1]},        // 2 is not a figure of "12곳": dropped
			{Value: "20%", Unit: "%", Context: "지어낸 수치", Evidence: reportInput[3]},   // not in its evidence: dropped
			{Value: "0.7%p", Unit: "%p", Context: "이익률 하락", Evidence: "지어낸 근거 문장"},   // evidence not an input sentence: dropped
		},
		NextActions: []contract.NextAction{
			kp("물류 계약을 다시 맺겠습니다", reportInput[4]),
			kp("세부 계획을 보고드리겠습니다", reportInput[5]),
			kp("인력을 충원하겠습니다", reportInput[5]), // not part of its evidence: dropped
		},
	}
	got, dropped := Report(reportInput, in)
	if got.Conclusion != reportInput[0] {
		t.Errorf("conclusion = %q, want the input sentence %q", got.Conclusion, reportInput[0])
	}
	wantKP := []contract.KeyPoint{
		kp("전년 대비 12.5% 늘었습니다", reportInput[0]),
		kp("신규 고객사는 12곳", reportInput[1]),
		kp("영업이익률은 0.7%p 낮아졌습니다", reportInput[3]),
	}
	if !slices.Equal(got.KeyPoints, wantKP) {
		t.Errorf("key points = %+v\nwant %+v", got.KeyPoints, wantKP)
	}
	if headings := sectionHeadings(got.Sections); !slices.Equal(headings, []string{"실적", "수익성"}) {
		t.Errorf("sections = %q, want [실적 수익성]", headings)
	}
	if len(got.Numbers) != 2 || got.Numbers[0].Value != "1234억" || got.Numbers[1].Value != "12.5%" {
		t.Errorf("numbers = %+v", got.Numbers)
	}
	if len(got.NextActions) != 2 {
		t.Errorf("next actions = %+v", got.NextActions)
	}
	// dropped: key points 2, sections 4, numbers 3, next actions 1
	if dropped != 10 {
		t.Errorf("dropped = %d, want 10", dropped)
	}

	t.Run("결론이 입력 문장이 아니면 빈 문자열", func(t *testing.T) {
		got, dropped := Report(reportInput, contract.Report{Conclusion: "매출이 크게 늘었습니다."})
		if got.Conclusion != "" || dropped != 1 {
			t.Errorf("conclusion %q, dropped %d", got.Conclusion, dropped)
		}
		if got.KeyPoints == nil || got.Sections == nil || got.Numbers == nil || got.NextActions == nil {
			t.Errorf("empty parts must be empty arrays, not null: %+v", got)
		}
	})
	t.Run("섹션은 최대 6개", func(t *testing.T) {
		var r contract.Report
		for range 8 {
			r.Sections = append(r.Sections, contract.Section{Heading: "실적", Body: reportInput[1]})
		}
		if got, _ := Report(reportInput, r); len(got.Sections) != 6 {
			t.Errorf("%d sections, want 6", len(got.Sections))
		}
	})
}

func sectionHeadings(sections []contract.Section) []string {
	var out []string
	for _, s := range sections {
		out = append(out, s.Heading)
	}
	return out
}
