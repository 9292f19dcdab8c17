package arrange

import (
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"maltu/libs/engine/internal/wordlist"
	"maltu/libs/engine/rules"
	"maltu/libs/engine/speech"
	"maltu/libs/gate/chars"
	"maltu/libs/gate/contract"
	"maltu/libs/gate/markers"
)

// bracketed reports a line that is all a label in brackets ([개요], 【원인】).
func bracketed(s string) bool {
	r := []rune(s)
	return len(r) > 2 && len(r) <= 22 && strings.ContainsRune("[【<〈(", r[0]) && strings.ContainsRune("]】>〉)", r[len(r)-1])
}

// title reports a line that names the text (플랫폼팀 주간 회의록 (11월 24일), [장애 보고] 사내 VPN
// 접속 장애): no ending, and a label once a tag in brackets before it or a note in brackets
// after it is cut.
func title(s string, end speech.Ending) bool {
	if end.Level != speech.Unknown || strings.ContainsAny(s, ".?!") {
		return false
	}
	t := s
	if _, rest, ok := strings.Cut(t, "]"); ok && strings.HasPrefix(t, "[") {
		t = strings.TrimSpace(rest)
	}
	if i := strings.LastIndex(t, " ("); i > 0 && strings.HasSuffix(t, ")") {
		t = t[:i]
	}
	return t != s && label(t)
}

// longTitle reports a first line that names the text in more words than a label has (시차
// 출근제 시범 운영 제안, 1인 가구 식품 구매 행태 조사 요약): no ending, and a label in its last words.
func longTitle(s string, end speech.Ending) bool {
	if i := strings.LastIndex(s, " ("); i > 0 && strings.HasSuffix(s, ")") {
		s = s[:i] // 고객센터 주간 업무 보고 (11월 3주): a note in brackets says when
	}
	s = markers.Strip(s) // □ 주간 업무 보고
	words := strings.Fields(s)
	if end.Level != speech.Unknown || strings.ContainsAny(s, ".?!") || len(words) > 8 || utf8.RuneCountInString(s) > 40 || wordlist.Has(s, notLabels...) {
		return false
	}
	return label(strings.Join(words[max(len(words)-4, 0):], " "))
}

// sections cuts the sentences into at most six runs in input order: at headings, enumerators
// and shifts of topic, and where the text turns to actions or to its conclusion.
func sections(in []string, roles []role) []contract.Section {
	if len(in) == 0 {
		return []contract.Section{}
	}
	starts := []int{0}
	for i := 1; i < len(in); i++ {
		turn := roles[i].heading || roles[i].opensPart || (roles[i].action && !roles[i-1].action) || roles[i].conclusion >= minConclusion
		if turn && !roles[i-1].heading {
			starts = append(starts, i)
		}
	}
	if len(starts) == 1 && len(in) >= 6 {
		// No signal at all: even runs of about four sentences, so the body is not one block.
		starts = starts[:0]
		for i := 0; i < len(in); i += (len(in) + 2) / 3 {
			starts = append(starts, i)
		}
	}
	for len(starts) > contract.SectionsMax {
		starts = mergeSmallest(starts, len(in))
	}
	var out []contract.Section
	seen := map[string]int{}
	for k, from := range starts {
		to := len(in)
		if k+1 < len(starts) {
			to = starts[k+1]
		}
		heading := headingOf(in[from:to], roles[from:to], k == 0)
		// A label already used gives way to the run's topic, then to a number.
		if t := topic(in[from]); seen[heading] > 0 && t != "" && seen[t] == 0 {
			heading = t
		}
		seen[heading]++
		if seen[heading] > 1 {
			n := fmt.Sprintf(" %d", seen[heading])
			heading = clip(heading, 20-len(n)) + n
		}
		out = append(out, contract.Section{Heading: heading, Body: strings.Join(in[from:to], " ")})
	}
	return out
}

// mergeSmallest joins the shortest run to the run before it (the first run to the next).
func mergeSmallest(starts []int, n int) []int {
	size := func(k int) int {
		if k+1 < len(starts) {
			return starts[k+1] - starts[k]
		}
		return n - starts[k]
	}
	smallest := 0
	for k := range starts {
		if size(k) < size(smallest) {
			smallest = k
		}
	}
	drop := smallest
	if drop == 0 {
		drop = 1
	}
	return slices.Delete(starts, drop, drop+1)
}

// headingOf names a run: its own heading line if it has one, else what its sentences do, else
// the topic of its first sentence.
func headingOf(run []string, roles []role, first bool) string {
	if roles[0].heading {
		// A marker alone (0) .) or a line no label names nothing; the run is named as any other then.
		if h := labelOf(run[0]); h != "" {
			return h
		}
	}
	count := func(f func(role) bool) int {
		n := 0
		for _, r := range roles {
			if f(r) {
				n++
			}
		}
		return n
	}
	half := (len(run) + 1) / 2
	switch {
	case count(func(r role) bool { return r.conclusion >= minConclusion }) > 0 && len(run) <= 2:
		return "결론"
	case count(func(r role) bool { return r.action }) >= half:
		return "다음 계획"
	case count(func(r role) bool { return r.issue }) >= half:
		return "문제와 원인"
	case count(func(r role) bool { return r.figures }) >= half:
		return "현황과 수치"
	case first:
		return "배경"
	}
	if t := topic(run[0]); t != "" {
		return t
	}
	return "내용"
}

// topic is the word before the first topic or subject particle (매출은 → 매출), when short.
func topic(s string) string {
	for _, w := range strings.Fields(cut(s)) {
		x, ok := cutAny(w, []string{"은", "는"})
		if ok && utf8.RuneCountInString(x) >= 2 && utf8.RuneCountInString(x) <= 10 && !strings.HasSuffix(x, "에") && !numberRe.MatchString(x) && label(x) {
			return x
		}
	}
	return ""
}

// labelOf is the label a heading line gives its part: the line without its marker or brackets
// when it is a label ([향후 계획], 1. 배경), else the noun phrase an announcement opens with (잘한
// 점부터 정리할게요 → 잘한 점); "" when it has none. A line with no ending (클라: 빌드를 QA에 전달)
// is an item, not an announcement: its first noun heads nothing.
func labelOf(line string) string {
	t := strings.TrimRight(markers.Strip(line), ".: ")
	if bracketed(t) {
		t = strings.TrimSpace(string([]rune(t)[1 : utf8.RuneCountInString(t)-1]))
	}
	if label(t) {
		return t // a label is at most 20 characters, as a heading
	}
	if speech.Detect(t).Level == speech.Unknown {
		return ""
	}
	words := strings.Fields(t)
	for k, w := range words {
		if noun, ok := cutAny(w, []string{"부터", "도", "은", "는", "을", "를"}); ok {
			if phrase := strings.Join(append(words[:k:k], noun), " "); label(phrase) {
				return phrase
			}
			break
		}
	}
	return ""
}

// label reports a short noun phrase that can head a part (향후 계획, 재발 방지, 잘한 점): no
// sentence, no chat (ㅠㅠ, ㅋㅋ, ~, !), no greeting or sign-off, and a noun last that is no
// pronoun nor a verb's stem (옮기; one syllable is more often a noun: 할 일, 잘한 점).
func label(t string) bool {
	words := strings.Fields(t)
	if len(words) == 0 || len(words) > 4 || utf8.RuneCountInString(t) > 20 {
		return false
	}
	for _, r := range t {
		if chars.IsJamo(r) || unicode.Is(unicode.So, r) || strings.ContainsRune("~!?^;♡♥", r) {
			return false // ㅠㅠ, ㅋㅋ, an emoji: chat
		}
	}
	last := words[len(words)-1]
	if speech.Detect(t).Level != speech.Unknown && !slices.Contains(doNouns, last) {
		return false // a sentence (넵 알겠습니다), though 개요 ends as 해요체 does
	}
	return !wordlist.Has(t, notLabels...) && !slices.Contains(pronouns, last) && bareNoun(last) && !(utf8.RuneCountInString(last) > 1 && speech.IsStem(last)) && !rules.IsConnective(words[0])
}

// notLabels greet, thank or sign a message off; they head nothing.
var notLabels = []string{"드림", "올림", "배상", "안녕", "감사", "고마", "고맙", "수고", "반갑", "부탁", "축하", "죄송", "미안", "화이팅", "파이팅"}

// pronouns and words of time name no topic (우리는, 오늘은).
var pronouns = []string{"나", "난", "너", "저", "제", "우리", "저희", "이건", "그건", "저건", "이거", "그거", "여기", "거기", "오늘", "내일", "어제", "이번", "지금", "요즘", "다들", "모두",
	"올해", "내년", "작년", "금년", "이달", "내달", "다음", "향후"}

// clip shortens s to at most n characters at the last space that allows, so a heading ends where
// a word does; a first word longer than n is cut, having no end within n.
func clip(s string, n int) string {
	r := []rune(strings.TrimSpace(s))
	if len(r) <= n {
		return string(r)
	}
	for i := n; i > 0; i-- { // r[n] too: a space right after n characters ends a word there
		if r[i] == ' ' {
			return strings.TrimSpace(string(r[:i]))
		}
	}
	return string(r[:n])
}
