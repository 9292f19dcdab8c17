package arrange

import "testing"

// TestChecked holds the finding of a check (checked) apart from -다 보니's cause and 보니까's opinion.
func TestChecked(t *testing.T) {
	testReading(t, "checked", checked, map[string]bool{
		"확인해 보니 라벨 문안은 현지 규정을 반영하지 못한 상태였습니다.": true,
		"소음은 앱으로 재 보니 68dB 정도였어요.":             true,
		"지난 분기를 돌아보니 문서화가 가장 밀렸어요.":            true,
		"남은 약을 세어 보니 이번 주에만 4번 빠뜨리셨더라고요.":      true,
		"발을 자꾸 핥아서 봤더니 발가락 사이가 빨개요.":           true,
		"온보딩 단계가 5단계나 되다 보니 중간에 포기하는 분이 많아요.":  false,
		"보니까 올해는 평일 장사가 관건이었던 것 같아.":           false,
		"팀 분위기는 면접 때 보니까 괜찮아 보였어":              false,
		"다음 주에 다시 볼게요.":                        false,
	})
}

// TestTotals holds the figure that sums up (totals) apart from 총무 and 모두 before no figure.
func TestTotals(t *testing.T) {
	testReading(t, "totals", totals, map[string]bool{
		"총 공사비는 4,650만 원이고 공사 기간은 약 5주예요.":        true,
		"회원들이 잡은 갈치는 모두 212마리로, 1인당 평균 23마리꼴이었다.": true,
		"벨트까지 하면 전부 합쳐 58만 원이야.":                  true,
		"총무: 회비는 3만 원입니다.":                        false,
		"다 같이 모두 모여서 3시에 회의했어요.":                  false,
	})
}

// testReading checks that read, named name, reads each sentence of cases as it says.
func testReading(t *testing.T, name string, read func(string) bool, cases map[string]bool) {
	t.Helper()
	for s, want := range cases {
		if got := read(s); got != want {
			t.Errorf("%s(%q) = %v, want %v", name, s, got, want)
		}
	}
}
