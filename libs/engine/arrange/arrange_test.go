package arrange

import (
	"encoding/json"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"maltu/libs/engine/internal/golden"
	"maltu/libs/gate/contract"
	"maltu/libs/gate/sentence"
)

// TestReportGolden arranges testdata/NAME.txt (split into sentences) and compares with NAME.json.
func TestReportGolden(t *testing.T) {
	for _, name := range []string{"meeting", "weekly"} {
		t.Run(name, func(t *testing.T) {
			sentences := sentence.Split(golden.Read(t, filepath.Join("testdata", name+".txt")))
			r := Report(sentences)
			checkFaithful(t, sentences, r)
			got, _ := json.MarshalIndent(r, "", "  ")
			golden.Check(t, filepath.Join("testdata", name+".json"), append(got, '\n'))
		})
	}
}

// checkFaithful holds a report to the contract: items quote input sentences, texts are parts of
// them, section bodies are whole sentences in input order, values stand in their evidence.
func checkFaithful(t *testing.T, in []string, r contract.Report) {
	t.Helper()
	if r.Conclusion != "" && !slices.Contains(in, r.Conclusion) {
		t.Errorf("conclusion %q is not an input sentence", r.Conclusion)
	}
	for _, q := range slices.Concat(r.KeyPoints, r.NextActions) {
		if !slices.Contains(in, q.Evidence) || q.Text == "" || !strings.Contains(q.Evidence, q.Text) {
			t.Errorf("item %+v does not quote an input sentence", q)
		}
	}
	if len(r.KeyPoints) > contract.KeyPointsMax || len(r.Sections) > contract.SectionsMax || len(r.NextActions) > contract.NextActionsMax || len(r.Numbers) > maxNumbers {
		t.Errorf("over the maxima: %d key points, %d sections, %d actions, %d numbers", len(r.KeyPoints), len(r.Sections), len(r.NextActions), len(r.Numbers))
	}
	// Each body is a run of whole input sentences, the runs in input order and together all of them.
	next := 0
	for _, s := range r.Sections {
		if strings.TrimSpace(s.Heading) == "" || utf8.RuneCountInString(s.Heading) > 20 {
			t.Errorf("heading %q", s.Heading)
		}
		from := next
		for next < len(in) && len(strings.Join(in[from:next], " ")) < len(s.Body) {
			next++
		}
		if next == from || strings.Join(in[from:next], " ") != s.Body {
			t.Errorf("section %q does not hold whole sentences in input order", s.Heading)
			return
		}
	}
	if next != len(in) {
		t.Errorf("sentences %d to %d are in no section", next+1, len(in))
	}
	for _, n := range r.Numbers {
		if !slices.Contains(in, n.Evidence) || n.Value == "" || !strings.Contains(n.Evidence, n.Value) {
			t.Errorf("number %+v does not stand in its evidence", n)
		}
	}
}

func TestRoles(t *testing.T) {
	cases := []struct {
		name  string
		in    []string
		check func(contract.Report) bool
	}{
		{"a conclusion marker makes the conclusion", []string{"매출이 늘었습니다.", "결론적으로 이번 분기는 성공적이었습니다."},
			func(r contract.Report) bool {
				return r.Conclusion == "결론적으로 이번 분기는 성공적이었습니다."
			}},
		{"no conclusion sentence gives an empty one", []string{"오늘은 비가 왔어요.", "우산을 챙겼어요."},
			func(r contract.Report) bool { return r.Conclusion == "" }},
		{"a proposal is an action, without its connector", []string{"일정이 밀렸습니다.", "그래서 다음 주까지 시안을 다시 정리하겠습니다."},
			func(r contract.Report) bool {
				return len(r.NextActions) == 1 && r.NextActions[0].Text == "다음 주까지 시안을 다시 정리하겠습니다."
			}},
		{"figures keep their unit and what they measure", []string{"신규 가입자는 1,240명으로 5% 늘었습니다."},
			func(r contract.Report) bool {
				return len(r.Numbers) == 2 && r.Numbers[0] == contract.Number{Value: "1,240", Unit: "명", Context: "신규 가입자", Evidence: "신규 가입자는 1,240명으로 5% 늘었습니다."} && r.Numbers[1].Unit == "%"
			}},
		{"a list number is no figure", []string{"1. 배경", "시장 규모는 3조 원입니다."},
			func(r contract.Report) bool {
				return len(r.Numbers) == 1 && r.Numbers[0].Value == "3조" && r.Sections[0].Heading == "배경"
			}},
		{"empty sentences are ignored", []string{"", "  ", "좋습니다."},
			func(r contract.Report) bool { return len(r.Sections) == 1 && r.Sections[0].Body == "좋습니다." }},
		{"nothing in, empty lists out", nil,
			func(r contract.Report) bool {
				return r.KeyPoints != nil && r.Sections != nil && r.Numbers != nil && r.NextActions != nil && len(r.Sections) == 0
			}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if r := Report(tc.in); !tc.check(r) {
				got, _ := json.Marshal(r)
				t.Errorf("report %s", got)
			}
		})
	}
}

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
