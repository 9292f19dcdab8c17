package arrange

import (
	"testing"

	"maltu/libs/engine/speech"
)

// TestMinutedSteps checks the steps minutes record in a note's ending (agendaSet, proposalNoted,
// pledgeNoted, 건의함 among needWords) and the commands the speech analyser leaves unread
// (unreadCommand), with the lines alike that take no step.
func TestMinutedSteps(t *testing.T) {
	testReading(t, "a step", func(s string) bool { return actionStrength(s, speech.Detect(s), false) > 0 }, map[string]bool{
		"불턱 보수 공사는 견적이 300만 원 나와 다음 회의 때 다시 논의하기로 함.": true,  // a matter set for the next meeting
		"결론: 식사 횟수 확대는 1월 총회에서 회비 조정과 함께 다시 논의함.":     true,  // a matter set for a month's general meeting
		"이사장: 배송 요일은 다음 회의에서 다시 봅시다.":                 false, // a talk put off in speech
		"현수막은 할지 말지 다음에 다시 얘기하자.":                     false, // a matter left for later, no meeting named
		"인근 대학 유학생 자원봉사자를 통역으로 모시자는 의견 나옴.":           true,  // a proposal minuted as a view
		"봉사자에게는 1회 3만 원 교통비 지급하는 안으로 의견 모음.":          true,  // a plan minuted as the view gathered
		"시장 이미지가 나빠졌다는 의견이 나옴.":                       false, // a view told, not proposed
		"매주 배포하자는 의견이 많았어요.":                          false, // a proposal reported at a speech level
		"계장: 테왁에 위치 알림 장치를 다는 도 지원 사업에 신청하겠다고 함.":     true,  // a member's promise minuted
		"절임 공정 염도 측정을 하루 1회에서 2회로 늘릴 것을 건의함.":         true,  // a proposal minuted in 건의함
		"바쁘겠지만 추석 전에 한번 내려오너라.":                       true,  // 오다's -너라
		"바쁜 거 알지만 아부지한테 전화 한 통 해라이.":                  true,  // a command with a dialect's particle
		"그러니 너무 조급해하지 말고 네 걸음대로 가거라.":                 false, // counsel in -거라
		"괜히 걱정하지 말고 운전 조심해서 오너라.":                     false, // a well-wish in -너라
		"이번 달 회비 담당은 우리 둘째 아이.":                       false, // a thing told in 이
	})
}
