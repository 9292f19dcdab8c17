package arrange

import "testing"

// TestClosingCourtesies checks the closings courtesy reads as asking nothing (awaitsReply,
// salutation) at every level Convert writes them, and the lines alike that still ask or tell.
func TestClosingCourtesies(t *testing.T) {
	testReading(t, "courtesy", courtesy, map[string]bool{
		"답변 기다리겠습니다.": true, // a reply awaited, 합쇼체
		"답변 기다릴게요.":   true, // a reply awaited, 해요체
		"답을 기다리겠다.":   true, // a reply awaited, 해라체 with its object marked
		"회신 기다릴게.":    true, // a reply awaited, 반말
		"지금 클럽하우스에서 기다리고 있으니 6시까지 데리러 와 주세요.":   false, // a wait that is a deed
		"다음 달 주말 요금 인상 여부는 아직 본사 결정을 기다리고 있어요.": false, // a wait on a decision
		"큰딸 보아라.":           true,  // an address, 해라체
		"사랑하는 우리 손녀 보십시오.":  true,  // an address, 합쇼체
		"우리 예쁜 수진이 봐.":      true,  // an address, 반말
		"이거 좀 봐.":           false, // a look asked for
		"저는 수술하는 게 낫다고 봐요.": false, // a view told
		"첨부한 견적서를 보세요.":     false, // a thing to look at
	})
}

// TestClosingGoodwill checks goodwill asked for the time to come, read as no step at every level
// Convert writes it, and a line alike that asks a deed.
func TestClosingGoodwill(t *testing.T) {
	testReading(t, "goodwillAsked", goodwillAsked, map[string]bool{
		"앞으로도 잘 부탁드립니다.": true,  // goodwill asked, 합쇼체
		"올해도 잘 부탁드려요~":   true,  // goodwill asked, 해요체
		"내년에도 잘 부탁드린다!":  true,  // goodwill asked, 해라체
		"앞으로도 잘 부탁해.":    true,  // goodwill asked, 반말
		"검토 잘 부탁드립니다.":   false, // a deed named before 잘
	})
}

// TestNotDoneFor checks a favour told as not done, at every level Convert writes it, read as no
// step, and the lines alike that still ask.
func TestNotDoneFor(t *testing.T) {
	testReading(t, "notDoneFor", notDoneFor, map[string]bool{
		"물어봐도 제대로 설명을 안 해 주세요.": true,  // 해요체
		"물어봐도 제대로 설명을 안 해 줍니다.": true,  // 합쇼체
		"물어봐도 제대로 설명을 안 해 준다.":  true,  // 해라체
		"물어봐도 제대로 설명을 안 해 줘.":   true,  // 반말
		"이것 좀 안 봐 줄래요?":         false, // a question still asks
		"서류 좀 다시 확인해 주세요.":      false, // a favour asked
		"늦게 오면 안 돼요.":           false, // no favour
	})
}

// TestRatingGiven checks the score a review gives, at every level Convert writes it, and a rating
// asked of the reader or told of a shop.
func TestRatingGiven(t *testing.T) {
	testReading(t, "ratingGiven", ratingGiven, map[string]bool{
		"별 네 개 드릴게요.":           true,  // 해요체
		"별점은 3점 드리겠습니다.":        true,  // 합쇼체
		"별점은 4.5점 드리겠다.":        true,  // 해라체
		"별 다섯 개 중 네 개 줄게.":      true,  // 반말
		"리뷰 별점은 4.7점 유지 중 ㅋㅋ":   false, // a rating told, no giving
		"별점 리뷰 남겨 주시면 음료 드릴게요.": false, // no score
		"특별 할인으로 2개 드릴게요.":      false, // no rating word
	})
}
