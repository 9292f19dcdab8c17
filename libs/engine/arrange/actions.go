package arrange

import (
	"slices"
	"strings"
	"unicode/utf8"

	"maltu/libs/engine/hangul"
	"maltu/libs/engine/internal/wordlist"
	"maltu/libs/engine/speech"
	"maltu/libs/gate/markers"
)

// past reports a sentence that ends in the past tense (끝냈어요, 늘었습니다, 했다): what happened
// is no next action.
func past(s string) bool {
	body := strings.TrimRight(s, ".!?。 ")
	for _, e := range []string{"습니다", "어요", "아요", "다", "어", "요"} {
		if x, ok := strings.CutSuffix(body, e); ok && x != "" {
			r, _ := utf8.DecodeLastRuneInString(x)
			return hangul.Tail(r) == hangul.SS && r != '겠' && r != '있' // 하겠습니다 is a promise, 있어요 a state

		}
	}
	return false
}

// timeWords end a word that, before 까지, makes a deadline (금요일까지, 다음 주까지, 이달 말까지).
var timeWords = []string{"요일", "오늘", "내일", "모레", "주", "달", "말", "초", "중순", "오전", "오후", "자정", "저녁", "아침", "점심", "밤", "연말", "연초", "분기", "전", "때", "일", "월", "년", "시"}

// deadline reports a deadline: 까지 after a word of time, not after other nouns (분들까지,
// 클릭까지), a measure (25분까지, 42%까지) or a time so far (지금까지); or 안에 after a word of
// time with no figure (이번 주 안에); or 중 after one or a month (이번 주 중, 10월 중).
func deadline(s string) bool {
	from := -3
	words := strings.Fields(s)
	for k, w := range words {
		if k > 0 && slices.Contains([]string{"안에", "안으로", "내에", "내로"}, strings.TrimRight(w, ",")) && !numberRe.MatchString(words[k-1]) && wordlist.Closes(words[k-1], timeWords...) {
			return true // 이번 주 안에, 이달 내로: by when; 7일 안에 is how soon
		}
		if k > 0 && slices.Contains([]string{"중", "중에", "중으로"}, strings.TrimRight(w, ",")) && (!numberRe.MatchString(words[k-1]) && wordlist.Closes(words[k-1], timeWords...) || monthRe.MatchString(words[k-1])) {
			return true // 10월 중, 이번 주 중으로: within that time; 5일 중 3일 is a part
		}
		if strings.Contains(w, "부터") {
			from = k
			continue
		}
		x, _, ok := strings.Cut(w, "까지")
		if !ok || x == "" || slices.Contains([]string{"지금", "현재", "여태", "이제", "아직"}, x) || k-from <= 2 {
			continue // 1시부터 5시까지, 9시부터 오후 6시까지: a span, not a deadline
		}
		if numberRe.MatchString(x) && (!wordlist.Closes(x, "일", "월", "시") || k > 0 && slices.Contains(frequencyWords, words[k-1])) {
			continue // 25분까지, 120명까지, 주 2일까지: how far, not by when
		}
		if strings.HasSuffix(x, "시") && wordlist.Has(s, recurring...) {
			continue // 매주 목요일에는 오후 8시까지 접수를 합니다: the hours kept, not a time to be done by
		}
		if wordlist.Closes(x, timeWords...) {
			return true
		}
	}
	return false
}

// recurring words say a thing is done again and again (매주, 평일): a time of day with 까지 in
// such a sentence closes the hours.
var recurring = []string{"매주", "매일", "매달", "매월", "평일", "주말", "주중", "요일마다", "날마다"}

// obligationEnds close a clause of obligation that goes on (깔아야 해서, 이상이어야 하며):
// a reason or a rule, not the writer's next step.
var obligationEnds = []string{"야 해서", "야 하는", "야 하며", "야 하고", "야 하면", "야 한다는", "야 하니", "야 하기"}

// actionStrength weighs a sentence as a next action: 0 when it is none; a request, a promise or
// a decision with a deadline or an owner weighs most.
func actionStrength(s string, end speech.Ending) int {
	decided, dropped := decisionsIn(s)
	if past(s) && !decided || courtesy(s) || reply(s) {
		return 0
	}
	n := 0
	obligation := wordlist.Has(s, []string{"해야", "야 해", "야 합", "야 할"}...) && !wordlist.Has(s, obligationEnds...)
	switch {
	case decided:
		n = 1
	case end.Mood == speech.Command || end.Mood == speech.Proposal || wordlist.Has(s, requests...):
		n = 2
	case obligation || planned(s) || promise(s):
		n = 1
	case deadline(s) && !copulaEnd(s) && !strings.Contains(s, "수 있") && !lapses(s) && !dropped:
		n = 1 // 12월 31일까지 해지하실 수 있으며: an option the reader has, not a step asked of them
	case actionLabel(s):
		n = 1
	}
	if n > 0 && deadline(s) {
		n++
	}
	if n > 0 && wordlist.Has(s, owners...) {
		n++
	}
	return n
}

// lapses reports a deadline set inside a condition (28일까지 바꾸지 않으면 풀립니다): it tells
// what follows if no step is taken and asks none, unlike a step asked before a comma
// (11시까지 마쳐 주셔야 하며, 늦어지면 …).
func lapses(s string) bool {
	_, rest, ok := strings.Cut(s, "까지")
	if !ok {
		return false
	}
	for _, w := range strings.Fields(rest) {
		if strings.HasSuffix(w, "면") && !slices.Contains(myeonNouns, w) {
			return true
		}
		if strings.Contains(w, ",") {
			return false
		}
	}
	return false
}

// actionLabel reports a bullet labelled as a step to take (조치 2: 경고 표시, - 후속: 대시보드
// 추가) or noting what is needed (논의 필요) that is not marked done (완료).
func actionLabel(s string) bool {
	label, rest, ok := strings.Cut(markers.Strip(s), ":")
	label = strings.TrimRight(strings.TrimSpace(label), "0123456789 ")
	words := strings.Fields(strings.TrimRight(s, ". "))
	needed := len(words) > 1 && slices.Contains([]string{"필요", "필요함", "요망"}, words[len(words)-1])
	return (needed || ok && slices.Contains([]string{"조치", "후속", "후속 조치", "향후 조치", "대책", "재발 방지", "할 일", "다음 할 일", "액션 아이템", "요청", "요청 사항"}, label)) &&
		!strings.Contains(rest, "완료")
}

// courtesy reports a greeting, thanks, an open offer or a note to take in (안녕하세요, 궁금한 점은
// 언제든 물어봐 주세요, 참고해 주세요, 혹시 차질이 생긴다면 말씀해 주십시오): it ends as a request
// does and asks nothing to be done.
func courtesy(s string) bool {
	offer := wordlist.Has(s, openOffers...) || wordlist.OpensWord(s, []string{"혹시"}...) && conditional(s)
	return wordlist.Has(s, greetings...) || wordlist.Has(s, pardons...) || wordlist.Has(s, notes...) && !consults(s) || offer && !deadline(s)
}

// consults reports 참고 with an object (공지를 참고해 주십시오): where to look is a step, not a note.
func consults(s string) bool {
	words := strings.Fields(s)
	for k, w := range words[1:] {
		if strings.HasPrefix(w, "참고") && wordlist.Closes(words[k], "을", "를") {
			return true
		}
	}
	return false
}

var (
	greetings = []string{"안녕하세요", "안녕하십니까", "수고하셨", "수고하세요", "수고 많으셨", "감사합니다", "감사해요", "고맙습니다", "고마워요"}
	// pardons ask the reader to bear with something (양해 부탁드립니다): a courtesy, never a step.
	pardons    = []string{"양해 부탁", "양해를 부탁", "양해해 주"}
	openOffers = []string{"언제든", "편하게", "궁금한 점", "궁금하신 점", "문의 사항", "의견이 있으시면", "질문이 있으시면", "필요하시면"}
	// notes ask only that something be kept in mind (참고해 주세요, 참고 바랍니다).
	notes = []string{"참고해 주", "참고 바랍니다", "참고하시기 바랍니다", "참고 부탁", "참고하세요", "참고해 줘"}
)

// reply reports a short answer of consent in a chat (넵 알겠어요, ㅇㅋ 진행할게요): it agrees to
// what was asked, which is the action already.
func reply(s string) bool {
	words := strings.Fields(s)
	return len(words) <= 3 && slices.Contains(acks, strings.TrimRight(words[0], ",.!~"))
}

var acks = []string{"ㅇㅋ", "ㅇㅇ", "넵", "넹", "네", "예", "오케이", "OK", "ok", "Ok", "알겠습니다", "알겠어요", "확인했습니다", "확인했어요", "좋아요", "좋습니다"}

// owners name who does it (민지 님이, 인사팀은, 제가).
var owners = []string{"님이", "님은", "님께서", "팀은", "팀이", "팀에서", "팀에서는", "제가", "저는", "저희가", "담당자가"}

// requests ask someone to do something; plans say what the writer will do.
var (
	// 미리 알려 주시면 도와 드립니다 asks first what the reader should do; 설명해 주실 수 있을까요?
	// asks it as a question; 결정해 주기 바란다 asks it in the plain style of a report.
	requests = []string{"요청드", "요청합니다", "부탁", "바랍니다", "주세요", "주십시오", "합시다", "하자", "주셨으면", "주시면 좋겠", "주었으면",
		"주시면 ", "바란다", "요청한다", "주실 수 있을까요", "주실 수 있나요", "주시겠어요", "주시겠습니까", "주실래요",
		"도 될까요", "도 되겠습니까", "도 될지 여쭤", "여쭤보고 싶", "여쭙고 싶"} // 청구해도 될지 여쭤보고 싶어요: asking leave asks a decision
	plans = []string{"예정", "계획", "하겠", "겠습니다", "공유드리", "려고 해", "려고 합니다", "좋겠", "제안", "바람직", "적절합니다", "해결책",
		"권고합니다", "권고드립니다", "권장합니다", "권장드립니다", "건의합니다", "건의드립니다", "면 됩니다", "면 돼요",
		"할 거예요", "할 겁니다", "할 것입니다", "해 줄 거예요", "해 줄 겁니다", "드릴 거예요", "드릴 겁니다"} // 정리해 줄 거예요: a deed for someone (줄 거예요 alone may be 줄다)
)

// planned reports a plan of the writer's (열 예정입니다, 줄일 계획이에요), not a plan named as a
// baseline (계획 52% 대비, 계획 범위), one made before and given up (예정이던, 예정된 가동은 어렵다)
// or what is expected to happen to things (만료될 예정, 내일 도착할 예정): a forecast, no step.
func planned(s string) bool {
	words := strings.Fields(s)
	kept := words[:0:0]
	for k, w := range words {
		rest, ok := strings.CutPrefix(w, "예정")
		if !ok {
			rest, ok = strings.CutPrefix(w, "계획")
		}
		baseline := rest == "" && k+1 < len(words) && (numberRe.MatchString(words[k+1]) || wordlist.Opens(words[k+1], "대비", "범위", "대로"))
		event := k > 0 && (strings.HasSuffix(words[k-1], "될") || slices.Contains([]string{"도착할", "끝날", "나올"}, words[k-1]))
		if ok && (baseline || event || slices.Contains(pastPlans, rest)) {
			continue
		}
		kept = append(kept, w)
	}
	return wordlist.Has(strings.Join(kept, " "), plans...)
}

// pastPlans follow 예정 or 계획 as a plan made before (예정이던 충원, 계획한 30명, 계획보다).
var pastPlans = []string{"된", "되었던", "됐던", "이던", "이었던", "했던", "한", "보다", "의", "과", "와"}

// copulaEnd reports a sentence that ends in a copula after a noun (남은 돈은 2,200만 원이에요): a
// state, whatever deadline it names.
func copulaEnd(s string) bool {
	words := strings.Fields(strings.TrimRight(s, ".!? "))
	if len(words) == 0 {
		return false
	}
	last := words[len(words)-1]
	return !strings.Contains(last, "까지") && wordlist.Closes(last, "이에요", "예요", "입니다", "이다")
}

// planLabels head a list of steps to come.
var planLabels = []string{"향후 계획", "향후 일정", "향후 과제", "향후 조치", "추진 계획", "추진 일정", "조치 계획", "다음 단계", "후속 조치", "할 일", "다음 할 일"}

// promise reports a sentence that ends in a promise in -ㄹ게 (정해 둘게요, 잡을게요).
func promise(s string) bool {
	body := strings.TrimRight(s, ".!? ")
	x, ok := strings.CutSuffix(body, "게요")
	if !ok {
		x, ok = strings.CutSuffix(body, "게")
	}
	if !ok || x == "" {
		return false
	}
	r, _ := utf8.DecodeLastRuneInString(x)
	return hangul.Tail(r) == hangul.L
}
