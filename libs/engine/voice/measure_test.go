package voice

import "testing"

func TestHasComma(t *testing.T) {
	for s, want := range map[string]bool{
		"가격은 3,500원이라 싼 편은 아니에요.": false,
		"단가는 톤당 1,250,000원입니다.":   false,
		"3,500":            false,
		"그래서, 저는 만족했어요.":   true,
		"원주율은 3,14로 적었어요.": true,
		"1,2,3 순서로 해요.":    true,
		"방문객은 2,140명, 매출은 3,000만 원이에요.": true,
		",로 시작하는 줄":                     true,
		"끝에 쉼표,":                        true,
		"쉼표 없는 문장이에요.":                  false,
	} {
		if got := hasComma(s); got != want {
			t.Errorf("hasComma(%q) = %v, want %v", s, got, want)
		}
	}
}
