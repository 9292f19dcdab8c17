package arrange

import (
	"cmp"
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
// and shifts of topic, and where the text turns to actions, to its conclusion (the sentence
// Report took as it, -1 for none) or to its closing courtesies. Each run is headed by what it is about; two runs side by
// side about the same thing are one section, and runs apart that would share a name are told
// apart by their topics, never by a number.
func sections(in []string, roles []role, conclusion int) []contract.Section {
	if len(in) == 0 {
		return []contract.Section{}
	}
	closing := closingOf(in)
	starts := []int{0}
	for i := 1; i < len(in); i++ {
		turn := roles[i].heading || roles[i].opensPart || (roles[i].action && !roles[i-1].action) || i == conclusion || i == closing
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
	end := func(k int) int {
		if k+1 < len(starts) {
			return starts[k+1]
		}
		return len(in)
	}
	headings := make([]string, len(starts))
	for k, from := range starts {
		headings[k] = headingOf(in[from:end(k)], roles[from:end(k)], k == 0, k == len(starts)-1, from <= conclusion && conclusion < end(k))
	}
	for k := len(starts) - 1; k > 0; k-- { // the same thing said on, with no heading or enumerator between: one section
		if part := roles[starts[k]].heading || roles[starts[k]].opensPart; headings[k] == headings[k-1] && !part {
			starts, headings = slices.Delete(starts, k, k+1), slices.Delete(headings, k, k+1)
		}
	}
	for len(starts) > contract.SectionsMax {
		k := smallest(starts, len(in))
		starts, headings = slices.Delete(starts, k, k+1), slices.Delete(headings, k, k+1)
	}
	var out []contract.Section
	for k, from := range starts {
		heading := headings[k]
		if slices.Contains(headings[:k], heading) { // said again after another part: named by its own topic
			heading = cmp.Or(runTopic(in[from:end(k)], headings), heading+" (이어서)")
		}
		out = append(out, contract.Section{Heading: heading, Body: strings.Join(in[from:end(k)], " ")})
	}
	return out
}

// closingOf is where the greetings, wishes and sign-off the text ends with start (따뜻한 연말
// 보내시기 바랍니다. 박지현 드림), len(in) for none; a name alone closes the run before it.
func closingOf(in []string) int {
	closing := len(in)
	for closing > 0 && allCourteous(in[closing-1:closing]) {
		closing--
	}
	if len(in)-closing < 2 {
		return len(in)
	}
	return closing
}

// smallest is the run to join to the one before it: the shortest (the first joins the next).
func smallest(starts []int, n int) int {
	size := func(k int) int {
		if k+1 < len(starts) {
			return starts[k+1] - starts[k]
		}
		return n - starts[k]
	}
	least := 0
	for k := range starts {
		if size(k) < size(least) {
			least = k
		}
	}
	return max(least, 1)
}

// runKinds name a run by what most of its sentences do, first match first: the steps asked of the
// reader, decisions taken, the writer's steps, troubles, figures.
var runKinds = []struct {
	name string
	is   func(role) bool
}{
	{"요청 사항", func(r role) bool { return r.asks }},
	{"결정 사항", func(r role) bool { return r.decision }},
	{"다음 계획", func(r role) bool { return r.action }},
	{"문제와 원인", func(r role) bool { return r.issue }},
	{"현황과 수치", func(r role) bool { return r.figures }},
}

// headingOf names a run: its own heading line if it has one; the conclusion when the run is little
// else; a greeting or a sign-off; else what its sentences do, else the topic of its first sentence.
func headingOf(run []string, roles []role, first, last, concludes bool) string {
	if roles[0].heading {
		// A marker alone (0) .) or a line no label names nothing; the run is named as any other then.
		if h := labelOf(run[0]); h != "" {
			return h
		}
	}
	if concludes && len(run) <= 2 {
		return "결론"
	}
	if courteous := !slices.ContainsFunc(roles, func(r role) bool { return !r.phatic && !r.heading }) || allCourteous(run); courteous && first {
		return "인사"
	} else if courteous && last {
		return "맺음말"
	}
	most, named := 0, ""
	for _, kind := range runKinds {
		n := 0
		for _, r := range roles {
			if kind.is(r) {
				n++
			}
		}
		if n*2 >= len(run) {
			return kind.name
		}
		if n > most {
			most, named = n, kind.name
		}
	}
	if first {
		return "배경"
	}
	if t := topicPhrase(run[0]); t != "" && (strings.Contains(t, " ") || recurs(t, run)) {
		return t // 중고 책 부스, or a word the run keeps coming back to
	}
	return cmp.Or(named, "내용") // what its sentences do most, rather than a word lifted from one
}

// recurs reports a topic named again in another sentence of the run: what the run is about.
func recurs(t string, run []string) bool {
	n := 0
	for _, s := range run {
		if strings.Contains(s, t) {
			n++
		}
	}
	return n > 1
}

// allCourteous reports a run of greetings, thanks, wishes and sign-offs only (새해 복 많이 받으시고 …
// 잘되시기 바랍니다. 박준형 드림).
func allCourteous(run []string) bool {
	return !slices.ContainsFunc(run, func(s string) bool { return !courtesy(s) && !phatic(s, nil) })
}

// runTopic names a run by the topic of its first sentence that has one, when no other part is
// named so: the noun phrase it is about (중고 책 부스, 관악 파트), not a lone word lifted from it.
func runTopic(run []string, taken []string) string {
	for _, s := range run {
		if t := topicPhrase(s); t != "" && !slices.Contains(taken, t) {
			return t
		}
	}
	return ""
}

// topicPhrase is the noun phrase before the first topic or subject particle, with the nouns that
// modify it (반면 중고 책 부스는 → 중고 책 부스), when it names a thing in at most four words.
func topicPhrase(s string) string {
	words := strings.Fields(cut(markers.Strip(s)))
	for k, w := range words {
		x, ok := cutAny(w, []string{"은", "는", "이", "가"})
		if !ok || utf8.RuneCountInString(x) < 2 || numeric(x) || strings.HasSuffix(x, "에") { // 3월에는: a time, no topic
			continue
		}
		from := k
		for from > 0 && k-from < 3 && bareNoun(words[from-1]) && !numeric(words[from-1]) && !slices.Contains(pronouns, words[from-1]) && !slices.Contains(boundWords, words[from-1]) {
			from--
		}
		if phrase := strings.Join(append(words[from:k:k], x), " "); label(phrase) && !slices.Contains(pronouns, x) {
			return phrase
		}
		return ""
	}
	return ""
}

// boundWords bound the figure before them (7세 이상 노령견 → 노령견): a heading does not start
// with them.
var boundWords = []string{"이상", "이하", "미만", "초과", "이내", "가량", "정도", "내외", "안팎"}

// labelOf is the label a heading line gives its part: the line without its marker or brackets
// when it is a label ([향후 계획], 1. 배경), else the noun phrase an announcement opens with (잘한
// 점부터 정리할게요 → 잘한 점); "" when it has none. A line with no ending (클라: 빌드를 QA에 전달)
// is an item, not an announcement: its first noun heads nothing; nor does one that asks or does
// something else than tell (도시락도 각자 준비해 주세요, 롱폼은 금요일에 올린다).
func labelOf(line string) string {
	t := strings.TrimRight(markers.Strip(line), ".: ")
	if bracketed(t) {
		t = strings.TrimSpace(string([]rune(t)[1 : utf8.RuneCountInString(t)-1]))
	}
	if label(t) {
		return t // a label is at most 20 characters, as a heading
	}
	if speech.Detect(t).Level == speech.Unknown || !tells(t) {
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

// tells reports a line whose predicate tells or lists what follows (정리할게요, 말씀드리겠습니다,
// 다음과 같습니다, 살펴보겠습니다).
func tells(t string) bool {
	return tellings.In(t) || announces(t) || introduces(t) || wordlist.Has(t, tellingVerbs...)
}

// tellingVerbs tell, beyond the courteous tellings (정리할게요, 이야기해 볼게요).
var tellingVerbs = []string{"정리할", "정리하겠", "정리합니다", "정리해요", "정리하면", "이야기할", "이야기하겠", "얘기할", "얘기하겠", "짚어", "볼게요", "보겠습니다", "보겠다", "본다", "봅니다", "적어 둘", "적어 볼", "나열"}

// label reports a short noun phrase that can head a part (향후 계획, 재발 방지, 잘한 점): no
// sentence, no chat (ㅠㅠ, ㅋㅋ, ~, !), no greeting or sign-off, and a noun last that is no
// pronoun nor a verb's stem (옮기; one syllable is more often a noun: 할 일, 잘한 점).
func label(t string) bool {
	if utf8.RuneCountInString(t) > 20 {
		return false
	}
	words := strings.Fields(t)
	if len(words) == 0 || len(words) > 4 {
		return false
	}
	for _, r := range t {
		if chars.IsJamo(r) || unicode.Is(unicode.So, r) || strings.ContainsRune("~!?^;♡♥", r) {
			return false // ㅠㅠ, ㅋㅋ, an emoji: chat
		}
	}
	last := words[len(words)-1]
	if speech.Detect(t).Level != speech.Unknown && !doNouns.Holds(last) {
		return false // a sentence (넵 알겠습니다), though 개요 ends as 해요체 does
	}
	return !wordlist.Has(t, notLabels...) && !slices.Contains(pronouns, last) && bareNoun(last) && !(utf8.RuneCountInString(last) > 1 && speech.IsStem(last)) && !rules.IsConnective(words[0])
}

// notLabels greet, thank or sign a message off; they head nothing.
var notLabels = []string{"드림", "올림", "배상", "안녕", "감사", "고마", "고맙", "수고", "반갑", "부탁", "축하", "죄송", "미안", "화이팅", "파이팅"}

// pronouns and words of time name no topic (우리는, 오늘은).
var pronouns = []string{"나", "난", "너", "저", "제", "우리", "저희", "이건", "그건", "저건", "이거", "그거", "여기", "거기", "오늘", "내일", "어제", "이번", "지금", "요즘", "다들", "모두",
	"올해", "내년", "작년", "금년", "이달", "내달", "다음", "향후"}
