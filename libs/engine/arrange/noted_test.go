package arrange

import "testing"

// TestNotedAhead reads a change or arrangement noted in -함 with a day to come as settled ahead (notedAhead).
func TestNotedAhead(t *testing.T) {
	testReading(t, "notedAhead", notedAhead, map[string]bool{
		"B동 3층 슬래브 콘크리트 타설은 강풍 예보로 내일로 연기함.":  true,  // a change set for tomorrow
		"레미콘 발주분은 업체와 협의해 내일 오전 7시 도착으로 변경함.": true,  // an arrival changed to tomorrow
		"다음 모임은 마을 회관에서 함.":                   true,  // the next meeting's place
		"내일 아침 물건 주문함.":                       true,  // an order for tomorrow morning
		"이번 주 비료 주문함.":                        false, // a deed of this week, done
		"내일 점검분까지 접수 마감함.":                    false, // a deed ended
		"내일 추가 인력 필요함.":                       false, // a need
		"다음 주에 다시 모이기로 함.":                    false, // a decision, another class's
		"내일까지 서류를 내야 함.":                      false, // a duty, another class's
		"자재는 다음 주에 들어온다 함.":                   false, // what was heard
		"점심 도시락은 학교에서 준비함.":                   false, // no day to come
	})
}

// TestDecisionNoted reads a line under a decision label that closes on a deed (decisionNoted).
func TestDecisionNoted(t *testing.T) {
	testReading(t, "decisionNoted", decisionNoted, map[string]bool{
		"결정 사항: 셔틀버스 5대 운행, 추가 과수원 1곳은 농협이 섭외함.": true,  // a deed noted in 함
		"합의: 앞으로 한계는 솔직하게 밝힌다.":                  true,  // a deed in the plain present
		"결정: 다음 달부터 회비를 2만 원으로 인상합니다.":           true,  // a deed in 합니다
		"결정: 장소 청양, 기간 5박 6일.":                   false, // a list of nouns
		"결론: 이 온도가 최적 조건으로 판단됨.":                 false, // a verdict
		"결론: 한 달에 5회독은 어렵다.":                     false, // a verdict in an adjective
		"참고: 다음 달부터 회비를 인상합니다.":                  false, // no decision label
	})
}
