package arrange

import (
	"testing"

	"maltu/libs/engine/speech"
)

// TestWrittenCommands reads the command endings the analyser leaves unread (writtenCommands) as
// commands, and the words that merely end so as none.
func TestWrittenCommands(t *testing.T) {
	testReading(t, "unreadCommand", unreadCommand, map[string]bool{
		"물은 아껴 써라.":         true,  // 쓰다's 써 with -라
		"헬멧 턱끈 꼭 채우고 다니셈.":  true,  // the internet's -셈 on a verb's stem
		"일단 한번 해 보시라.":      true,  // the elder's -시라
		"아프면 병원부터 가래이.":     true,  // a dialect's 가라 with 이
		"거기 국밥 진짜 맛있더라.":    false, // -더라 tells
		"그럼 잘 있어라.":         false, // 있어라 bids farewell
		"아이고 우리 강아지 예뻐라.":   false, // an adjective's exclamation
		"오늘 숙제는 덧셈.":        false, // 덧셈 is no verb's stem
		"아이가 하루가 다르게 잘 자라.": false, // 자라다, read already
	})
	testReading(t, "a step", func(s string) bool { return actionStrength(s, speech.Detect(s), false) > 0 }, map[string]bool{
		"물은 아껴 써라.":        true,
		"헬멧 턱끈 꼭 채우고 다니셈.": true,
	})
}
