package arrange

import "testing"

// TestArrangedForUs: a favour another arranges for the writer's side (-아/-어 주기로) is no decision
// of the writer's; a decision of one's own, or 주다 as the verb itself, is.
func TestArrangedForUs(t *testing.T) {
	testReading(t, "arrangedForUs", arrangedForUs, map[string]bool{
		"구청에서 방역 비용을 지원해주기로 했어요.":   true,  // benefactive glued
		"본사가 인력 두 명을 지원해 주기로 함.":    true,  // benefactive spaced
		"다음 달부터 예약은 전화로만 받기로 했습니다.": false, // the writer's own decision
		"수고비는 한 사람당 5만 원씩 주기로 했다.":  false, // 주다 itself
	})
}
