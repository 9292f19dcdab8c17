package arrange

import (
	"slices"
	"testing"
)

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
		t.Run(s, func(t *testing.T) {
			if got := read(s); got != want {
				t.Errorf("%s(%q) = %v, want %v", name, s, got, want)
			}
		})
	}
}

// TestSceneAfterFindings holds a line that sets the scene (setsScene) after the findings that weigh
// as much, and an opening that weighs more (a figure that moved) in its place.
func TestSceneAfterFindings(t *testing.T) {
	for _, c := range []struct {
		name string
		in   []string
		want []int // the key points' sentences, in input order
	}{
		{"the opening after the findings", []string{
			"지난 2주 동안 단골손님 10분께 새 메뉴 의견을 여쭤봤어요.",
			"국물이 짜다는 분이 6분이었어요.",
			"포장 용기가 작다는 분도 3분 계셨어요.",
			"주차가 불편하다는 말씀은 2분이 하셨어요.",
		}, []int{1, 2, 3}},
		{"the first line under a heading after the findings", []string{
			"[위생 점검 결과]",
			"이번 점검은 매장 3곳에서 했습니다.",
			"냉장고 2대가 기준 온도를 넘었습니다.",
			"유통기한이 지난 재료가 4건 나왔습니다.",
			"손 세정대 1곳에 비누가 없었습니다.",
		}, []int{2, 3, 4}},
		{"an opening that weighs more keeps its place", []string{
			"이번 달 매출은 지난달보다 12% 늘었어요.",
			"국물 메뉴가 하루 40그릇씩 나갔어요.",
			"포장 주문이 주말마다 25건 들어왔어요.",
			"단골손님도 8분 늘었어요.",
		}, []int{0, 1, 3}},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := Report(c.in)
			var got []int
			for _, k := range r.KeyPoints {
				got = append(got, slices.Index(c.in, k.Evidence))
			}
			if slices.Sort(got); !slices.Equal(got, c.want) {
				t.Errorf("key points %v, want %v", got, c.want)
			}
		})
	}
}

// TestFiguredStep: a step that tells a figure weighing as a finding is one of the key ranker's
// candidates (keyCandidates); a step without a figure, and a finding, is not a figured step.
func TestFiguredStep(t *testing.T) {
	for _, c := range []struct {
		name string
		in   []string
		at   int
		want bool
	}{
		{"a step with an amount", []string{
			"수입 합계 3,150만 원, 지출 합계 2,345만 원으로 805만 원이 남았습니다.",
			"연등 재료비는 1,180만 원이었습니다.",
			"잔액 가운데 500만 원은 복지관에 기부하고, 나머지 305만 원은 내년 기금으로 넘기겠습니다.",
		}, 2, true},
		{"a step with no figure", []string{
			"올해 매출은 5억 4천만 원으로 작년보다 11% 늘었습니다.",
			"이번 달 야근이 40시간을 넘었습니다.",
			"채용 공고 문구는 제가 초안을 잡아 보겠습니다.",
		}, 2, false},
		{"a finding", []string{
			"올해 매출은 5억 4천만 원으로 작년보다 11% 늘었습니다.",
			"이번 달 야근이 40시간을 넘었습니다.",
		}, 0, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			d := newDraft(c.in)
			for _, s := range steps {
				s.run(d)
			}
			if got := d.figuredStep(c.at); got != c.want {
				t.Errorf("figuredStep(%q) = %v, want %v", c.in[c.at], got, c.want)
			}
		})
	}
}

// TestMeetingNote reads a meeting's frame noted without a colon or a verb (meetingNote), not attendance told as news.
func TestMeetingNote(t *testing.T) {
	testReading(t, "meetingNote", meetingNote, map[string]bool{
		"일시 3월 12일 오후 2시, 어촌계 사무실, 해녀 27명 중 21명 참석.": true,  // date and place noted without a colon
		"참석 상인 34명, 회장 사회로 진행.":                      true,  // attendance and the chair
		"임원 11명 중 9명 참석, 회장 주재로 오후 3시 개회.":           true,  // attendance and the opening
		"참석 인원 23명, 결석 4명(병원 진료, 자녀 집 방문).":          true,  // attendance with the absent in brackets
		"지난 주일 연습에는 대원 32명 중 19명만 출석했어요.":            false, // attendance told as news
		"독서의 달 행사로 연 작가 강연에는 86명이 참석했다.":             false, // a result that names attendance
		"참석은 총 14명이고 회비는 1인당 5만 원이라 70만 원 걷혀야 해.":    false, // attendance beside the fee
		"일시 정지 버튼을 누르면 돼요.":                          false, // a pause, no date
	})
}

// TestNamesWriting holds a line that tells the writing itself (namesWriting), at every level, apart
// from the reader's comment, a request to write and a letter told as news.
func TestNamesWriting(t *testing.T) {
	testReading(t, "namesWriting", namesWriting, map[string]bool{
		"직접 말씀드리기 전에 먼저 글로 정리하는 게 예의일 것 같아 이렇게 편지를 씁니다.": true,  // 합쇼체
		"집에 와서도 선생님들 얼굴이 자꾸 눈에 밟혀서 이렇게 펜을 들었어요.":         true,  // the pen taken up
		"귀농한 지 딱 1년이 지나서 정리 겸 글을 남겨요.":                   true,  // 해요체
		"나이트 사흘째 아침, 퇴근길 버스에서 이 글을 쓴다.":                  true,  // 해라체
		"다음 주 운동회 때 반 간식 얘기가 나와서 글 올려요.":                 true,  // without the particle
		"○○ 선생, 연말 평가 면담 때 못다 한 얘기가 있어서 글로 남겨.":          true,  // 반말
		"궁금한 점은 댓글로 남겨 주시면 다음 글에서 모아서 답해 드릴게요.":          false, // the reader's comment asked
		"가능한 날 댓글을 남겨":            false, // 댓글 is no writing of the writer's
		"아이가 어버이날이라고 편지를 써 왔다.":   false, // a letter told as news
		"신청서는 내일 민준이 편에 보내 드릴게요.": false, // a step
	})
}
