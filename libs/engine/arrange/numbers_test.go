package arrange

import (
	"slices"
	"strconv"
	"testing"

	"maltu/libs/gate/contract"
)

// TestInformativeNumbers: past the maximum, figures a context names stay before those it does not.
func TestInformativeNumbers(t *testing.T) {
	var ns []contract.Number
	for i := range 22 {
		n := contract.Number{Value: strconv.Itoa(i + 1), Unit: "건", Context: "문의"}
		if i%10 == 0 {
			n.Context = "" // the 1st, 11th and 21st say nothing of what they count
		}
		ns = append(ns, n)
	}
	got := informative(ns, maxNumbers)
	var values []string
	for _, n := range got {
		values = append(values, n.Value)
	}
	// All 19 named ones stay, in input order, and the room left goes to the first unnamed one.
	want := []string{"1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "12", "13", "14", "15", "16", "17", "18", "19", "20", "22"}
	if !slices.Equal(values, want) {
		t.Errorf("kept %v, want %v", values, want)
	}
}

// TestSameFigureTwoThings: a round figure said again of the same thing is listed once; said of
// another thing a modifier tells apart, it is listed again.
func TestSameFigureTwoThings(t *testing.T) {
	for _, tc := range []struct {
		name  string
		draft []string
		want  int // figures of the value 3회 or 5개 listed
	}{
		{"of two things a modifier tells apart", []string{"일반 쓰레기 수거는 주 3회에서 주 2회로 바뀝니다.", "음식물 쓰레기 수거는 주 3회에서 주 4회로 늘립니다."}, 2},
		{"of the same thing", []string{"그중 5개는 외부에서 바로 악용할 수 있는 높은 위험 등급입니다.", "높은 위험 등급 5개는 이번 주 안에 반드시 조치해야 합니다."}, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := 0
			for _, n := range Report(tc.draft).Numbers {
				if n.Value+n.Unit == "3회" || n.Value+n.Unit == "5개" {
					got++
				}
			}
			if got != tc.want {
				t.Errorf("%q: %d listed, want %d", tc.draft, got, tc.want)
			}
		})
	}
}
