package speech

// Bids reports a 반말 sentence that ends in the bare 아/어 form of an action verb and asks the
// listener to do it (토요일에 꼭 챙겨 와, 펌프부터 꼭 봐 달라고 해, 문제집 값은 따로 줄 테니까 영수증
// 사진 보내), read as Convert reads its mood (askOrTell); where the words leave the mood open (자료
// 정리해: "I'm sorting the papers" as often), it does not. A line that opens by calling the listener
// (민호 씨, 정리한 거 보내) is left out: a 해요체 statement (보내요) told down to 반말 reads so too.
func Bids(sentence string) bool {
	p := split(sentence)
	if p.word == "" || p.quoted {
		return false
	}
	r, ok := read(p.word, p.context())
	if !ok || r.level != Casual || !bareAction(r) || vocative(p.head) {
		return false
	}
	mood, sure := askOrTell(r, p)
	return sure && mood == Command
}
