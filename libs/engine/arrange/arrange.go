// Package arrange orders sentences into the five-part report of the contract (conclusion, key
// points, sections, numbers, next actions) by the role each sentence plays: conclusion and
// emphasis markers, figures with their units, proposed actions, and section breaks at
// enumerators and shifts of topic. It selects and orders; it writes nothing new, so every
// item quotes an input sentence as it stands.
package arrange

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"maltu/libs/engine/internal/wordlist"
	"maltu/libs/engine/rules"
	"maltu/libs/engine/speech"
	"maltu/libs/gate/contract"
	"maltu/libs/gate/markers"
)

// maxNumbers keeps the numbers part readable; the contract sets no maximum.
const maxNumbers = 12

// role is what a sentence does in the text.
type role struct {
	conclusion int // strength of its conclusion markers
	key        int // strength of its emphasis markers
	action     bool
	issue      bool
	figures    bool
	heading    bool // a short line that names what follows (1. 배경, 향후 계획)
	opensPart  bool // an enumerator or a shift of topic starts a new section here
}

var (
	conclusionOpeners = []string{"결론적으로", "요약하면", "정리하면", "한마디로", "결국", "요컨대", "따라서", "그러므로", "즉"}
	conclusionWords   = []string{"결론은", "요점은", "핵심은", "정리하자면", "종합하면", "요약하자면"}
	keyWords          = []string{"핵심", "중요", "가장", "반드시", "주요", "무엇보다", "특히", "결정적", "처음으로", "최대", "최고", "최저"}
	actionWords       = []string{"예정", "계획", "하겠", "겠습니다", "할게", "해야", "합시다", "하자", "검토", "추진", "요청", "부탁", "공유드리", "진행할", "까지 ", "바랍니다", "주세요", "주십시오"}
	issueWords        = []string{"문제", "이탈", "부족", "감소", "하락", "리스크", "위험", "우려", "지연", "오류", "장애", "불만", "낮아", "줄었", "떨어"}
	partOpeners       = []string{"첫째", "둘째", "셋째", "넷째", "먼저", "우선", "다음으로", "마지막으로", "끝으로", "한편", "반면", "다만"}
)

// roleOf reads the role of s; nums is numbersIn(s), which Report needs again for the numbers part.
func roleOf(s string, nums []contract.Number) role {
	var r role
	opener, _, _ := rules.Opening(s)
	if slices.Contains(conclusionOpeners, opener) {
		r.conclusion = 3
	}
	if wordlist.Has(s, conclusionWords) {
		r.conclusion = max(r.conclusion, 3)
	}
	for _, w := range keyWords {
		if strings.Contains(s, w) {
			r.key += 2
		}
	}
	end := speech.Detect(s)
	r.action = wordlist.Has(s, actionWords) || end.Mood == speech.Command || end.Mood == speech.Proposal
	r.issue = wordlist.Has(s, issueWords)
	r.figures = len(nums) > 0
	if r.figures && wordlist.Has(s, []string{"증가", "감소", "늘", "줄", "대비", "보다", "%"}) {
		r.key++
	}
	marker, _ := markers.Lead(s)
	r.heading = marker != "" && utf8.RuneCountInString(s) <= 30 || (utf8.RuneCountInString(s) <= 20 && end.Level == speech.Unknown && !strings.ContainsAny(s, ".?!"))
	for _, w := range partOpeners {
		if strings.HasPrefix(s, w) {
			r.opensPart = true
		}
	}
	return r
}

// Report arranges the sentences. Empty sentences are ignored.
func Report(sentences []string) contract.Report {
	var in []string
	for _, s := range sentences {
		if s = strings.TrimSpace(s); s != "" {
			in = append(in, s)
		}
	}
	roles := make([]role, len(in))
	nums := make([][]contract.Number, len(in))
	for i, s := range in {
		nums[i] = numbersIn(s)
		roles[i] = roleOf(s, nums[i])
	}
	r := contract.Report{KeyPoints: []contract.KeyPoint{}, Sections: []contract.Section{}, Numbers: []contract.Number{}, NextActions: []contract.NextAction{}}
	conclusion := -1
	for i, ro := range roles {
		if ro.conclusion >= 2 && (conclusion < 0 || ro.conclusion >= roles[conclusion].conclusion) {
			conclusion = i
		}
	}
	if conclusion >= 0 {
		r.Conclusion = in[conclusion]
	}
	used := map[int]bool{conclusion: true}
	for i, ro := range roles {
		if ro.action && !used[i] && !ro.heading && len(r.NextActions) < contract.NextActionsMax {
			r.NextActions = append(r.NextActions, quoteOf(in[i]))
			used[i] = true
		}
	}
	for _, i := range byKey(roles) {
		if !used[i] && roles[i].key >= 2 && len(r.KeyPoints) < contract.KeyPointsMax {
			r.KeyPoints = append(r.KeyPoints, quoteOf(in[i]))
			used[i] = true
		}
	}
	for _, ns := range nums {
		for _, n := range ns {
			if len(r.Numbers) < maxNumbers {
				r.Numbers = append(r.Numbers, n)
			}
		}
	}
	r.Sections = sections(in, roles)
	return r
}

// byKey lists sentence indexes by emphasis, strongest first, in input order among equals.
func byKey(roles []role) []int {
	idx := make([]int, len(roles))
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(a, b int) int { return roles[b].key - roles[a].key })
	return idx
}

// quoteOf is a key point or an action: the sentence as evidence and, as text, the sentence
// without the connector it opens with.
func quoteOf(s string) contract.KeyPoint {
	text := s
	if _, rest, ok := rules.Opening(s); ok {
		if r := strings.TrimLeft(rest, ", "); r != "" {
			text = r
		}
	}
	return contract.KeyPoint{Text: text, Evidence: s}
}

// sections cuts the sentences into at most six runs in input order: at headings, enumerators
// and shifts of topic, and where the text turns to actions or to its conclusion.
func sections(in []string, roles []role) []contract.Section {
	if len(in) == 0 {
		return []contract.Section{}
	}
	starts := []int{0}
	for i := 1; i < len(in); i++ {
		turn := roles[i].heading || roles[i].opensPart || (roles[i].action && !roles[i-1].action) || roles[i].conclusion >= 2
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
			heading = fmt.Sprintf("%s %d", heading, seen[heading])
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
		return clip(strings.TrimRight(markers.Strip(run[0]), ".:"), 20)
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
	case count(func(r role) bool { return r.conclusion >= 2 }) > 0 && len(run) <= 2:
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
	if _, rest, ok := rules.Opening(s); ok {
		s = strings.TrimLeft(rest, ", ")
	}
	for _, w := range strings.Fields(s) {
		x, ok := cutAny(w, []string{"은", "는"})
		if ok && utf8.RuneCountInString(x) >= 2 && utf8.RuneCountInString(x) <= 10 && !strings.HasSuffix(x, "에") && !numberRe.MatchString(x) {
			return x
		}
	}
	return ""
}

func clip(s string, n int) string {
	r := []rune(strings.TrimSpace(s))
	if len(r) > n {
		r = r[:n]
	}
	return string(r)
}
