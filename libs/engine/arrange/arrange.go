// Package arrange orders sentences into the five-part report of the contract (conclusion, key
// points, sections, numbers, next actions) by the role each sentence plays: conclusion and
// emphasis markers, figures with their units, proposed actions, and section breaks at
// enumerators and shifts of topic. It selects and orders; it writes nothing new, so every
// item quotes an input sentence as it stands.
//
// Report (arrange.go) reads every sentence once and assembles the parts; what each part reads
// sits in a file of its own:
//
//   - roles.go: the role of a sentence (roleOf) and the cue lists and readings the parts share
//   - conclusion.go: the conclusion (judgements, weighing up, decisions, news reports)
//   - keypoints.go: the key points' ranking (byKey, figures restated from an earlier sentence)
//   - sections.go: sections, their headings and the labels and titles read as headings
//   - numbers.go: the figures of a sentence (values, units) and which the numbers part keeps
//   - context.go: what each figure measures (contextOf)
//   - actions.go: the next actions (actionStrength: requests, plans, deadlines, owners)
//   - cut.go: where a part of a sentence may start (after the connectives it opens with)
package arrange

import (
	"cmp"
	"slices"
	"strings"

	"maltu/libs/engine/speech"
	"maltu/libs/gate/contract"
	"maltu/libs/gate/markers"
)

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
	first := 0 // the opening, after a greeting (안녕하세요, 디자이너 한소라입니다.)
	for i, s := range in {
		nums[i] = numbersIn(s)
		read := cmp.Or(speech.Bare(s), s) // 올려요 😊 ends as 올려요 does; a line of emoji alone has no words to read past
		roles[i] = roleOf(read, i, len(in), nums[i], i == first)
		if i == first && roles[i].phatic {
			first++
		}
	}
	// The bullets under a heading of plans (- 향후 계획, 4. 향후 일정) are the steps it lists,
	// however they end (홈페이지 게시, 3곳 견적 비교).
	plans := false
	for i, s := range in {
		if m, _ := markers.Lead(s); roles[i].heading {
			plans = slices.Contains(planLabels, labelOf(s))
		} else if plans && m != "" && !roles[i].action && !past(s) {
			roles[i].act, roles[i].action = 1, true
		}
	}
	r := contract.Report{KeyPoints: []contract.KeyPoint{}, Sections: []contract.Section{}, Numbers: []contract.Number{}, NextActions: []contract.NextAction{}}
	conclusion := -1
	for i, ro := range roles {
		if ro.conclusion >= minConclusion && !ro.heading && (conclusion < 0 || ro.conclusion > roles[conclusion].conclusion ||
			ro.conclusion == roles[conclusion].conclusion && (!ro.decision || roles[conclusion].decision)) {
			conclusion = i
		}
	}
	if reported(in, roles) {
		// A news report says its point first, and what others decided or plan is its news, not
		// the reader's next step. A first line with no full stop above one with it is its
		// headline (시, 자전거 이용 23% 늘어), which names the news as a title does.
		if len(in) > 1 && !strings.HasSuffix(in[0], ".") && strings.HasSuffix(in[1], ".") {
			roles[0].heading, roles[0].key = true, 0
		}
		conclusion = slices.IndexFunc(roles, func(ro role) bool { return !ro.heading })
		for i := range roles {
			roles[i].action = roles[i].asks
			if i != conclusion {
				roles[i].conclusion = 0 // nor does a part of it read as its conclusion
			}
		}
	}
	if conclusion >= 0 {
		r.Conclusion = in[conclusion]
	} else if first := slices.IndexFunc(roles, func(ro role) bool { return !ro.phatic && !ro.heading && !ro.names && !ro.row }); first >= 0 && !roles[first].figures {
		roles[first].key++ // a notice without a conclusion says its news first (수업이 목요일로 바뀌어요), after its greeting
	}
	// Next actions may repeat the conclusion (a proposal is both); key points never do, nor an
	// action, listed or left out for the maximum (a decision taken is a finding too): they say
	// what the text found.
	// With more candidates than the contract allows, the strongest stay, in input order.
	// A sentence said twice (pasted twice, repeated in a reply) is one item: its first place stands.
	var cands []int
	for i, ro := range roles {
		if ro.action && !ro.heading && slices.Index(in, in[i]) == i {
			cands = append(cands, i)
		}
	}
	weight := func(i int) int { // the conclusion, when it proposes, comes first of all
		if i == conclusion {
			return roles[i].act + 1
		}
		return roles[i].act
	}
	slices.SortStableFunc(cands, func(a, b int) int { return weight(b) - weight(a) })
	cands = cands[:min(len(cands), contract.NextActionsMax)]
	slices.Sort(cands)
	acted := map[string]bool{}
	for _, i := range cands {
		r.NextActions = append(r.NextActions, quoteOf(in[i]))
		acted[in[i]] = true
	}
	// The strongest findings first; with fewer than three, sentences with a figure or the opening
	// one fill the rest.
	if conclusion >= 0 {
		for i := range roles {
			if i != conclusion && roles[i].figures && sharesTopic(in[i], in[conclusion]) {
				roles[i].key++ // what the conclusion names (호남권 인력 공백과 설치 지연) is what its points are about
			}
		}
	}
	for i := range roles {
		if slices.ContainsFunc(nums[i], func(n contract.Number) bool { return restated(slices.Concat(nums[:i]...), n) }) {
			// 오류 3건 중 2건은 원인 파악 splits what an earlier sentence stated: a detail under that point.
			roles[i].key = max(roles[i].key-2, 0)
		}
	}
	order := byKey(roles)
	for _, least := range []int{2, 1} {
		for _, i := range order {
			if in[i] != r.Conclusion && !acted[in[i]] && (!roles[i].action || roles[i].decision) && !roles[i].heading && !roles[i].phatic && roles[i].key >= least && len(r.KeyPoints) < contract.KeyPointsMax &&
				!slices.ContainsFunc(r.KeyPoints, func(k contract.KeyPoint) bool { return k.Evidence == in[i] }) {
				r.KeyPoints = append(r.KeyPoints, quoteOf(in[i]))
			}
		}
	}
	for _, ns := range nums {
		for _, n := range ns {
			if !sameFigure(r.Numbers, n) && !restated(r.Numbers, n) && !referred(r.Numbers, n) {
				r.Numbers = append(r.Numbers, n)
			}
		}
	}
	r.Numbers = informative(r.Numbers, maxNumbers)
	r.Sections = sections(in, roles)
	return r
}
