// Package arrange orders sentences into the five-part report of the contract (conclusion, key
// points, sections, numbers, next actions) by the role each sentence plays: conclusion and
// emphasis markers, figures with their units, proposed actions, and section breaks at
// enumerators and shifts of topic. It selects and orders; it writes nothing new, so every
// item quotes an input sentence as it stands.
//
// Report (arrange.go) runs its steps in order (steps): it reads every sentence once and assembles
// the parts; what each part reads sits in a file of its own:
//
//   - cues.go: the role of a sentence (roleOf): the named cues of a conclusion and the classes of a
//     key point, each with its weight, in two tables, which a step of their own weighs (weighRoles)
//   - roles.go: the cue lists and readings the parts share
//   - conclusion.go: the conclusion (judgements, appraisals, weighing up, decisions, a speaker's
//     decision in minutes and a chat's settling -자, caveats, rules, instructions to the reader and
//     open questions, news reports, the figure a reckoning works out)
//   - keypoints.go: the key points' ranking (byKey, framing lines and a study's reservations) and
//     figures restated from an earlier sentence, which the numbers part lists once
//   - sections.go: sections, their headings and the labels and titles read as headings
//   - numbers.go: the figures of a sentence (values, units) and which the numbers part keeps
//   - context.go: what each figure measures (contextOf): its strategies in order, each a reading
//     in a file of what it reads: context_compare.go (a pair in 대, a standard, a change's ends, an
//     earlier time's figure), context_parts.go (parts and wholes, shares, lists, age groups, labels,
//     brackets), context_time.go (periods, spans, bounds), context_after.go (the words after a
//     figure), context_before.go (the bare nouns before it and the phrase they make) and
//     context_marked.go (the nearest noun with a particle, clause by clause)
//   - words.go: the word classes all the parts share (bareNoun, verbalRoot, adnominal, the tables of
//     function words, adverbs and nouns that end as a particle does)
//   - actions.go: the next actions (actionStrength: the classes of step in stepClasses, a day or an owner in stepShifts)
//   - cut.go: where a part of a sentence may start (after the connectives it opens with)
package arrange

import (
	"cmp"
	"math"
	"slices"
	"strings"

	"maltu/libs/engine/internal/wordlist"
	"maltu/libs/engine/speech"
	"maltu/libs/gate/contract"
	"maltu/libs/gate/markers"
)

// Report arranges the sentences. Empty sentences are ignored.
func Report(sentences []string) contract.Report {
	d := newDraft(sentences)
	for _, step := range steps {
		step.run(d)
	}
	return d.report
}

// newDraft is the sentences, empty ones left out, with an empty report.
func newDraft(sentences []string) *draft {
	d := &draft{report: emptyReport()}
	for _, s := range sentences {
		if s = strings.TrimSpace(s); s != "" {
			d.in = append(d.in, s)
		}
	}
	return d
}

func emptyReport() contract.Report {
	return contract.Report{KeyPoints: []contract.KeyPoint{}, Sections: []contract.Section{}, Numbers: []contract.Number{}, NextActions: []contract.NextAction{}}
}

// draft is a text on its way to its report: the sentences, what each does, and the parts
// assembled so far.
type draft struct {
	in         []string
	roles      []role
	nums       [][]contract.Number
	conclusion int             // the conclusion's sentence, -1 for none
	opening    int             // the first sentence after a greeting
	acted      map[string]bool // the sentences listed as next actions
	report     contract.Report
}

// step is one of Report's passes.
type step struct {
	name string
	run  func(d *draft)
}

// steps are Report's passes in order: each part reads the roles as the steps before it left them.
var steps = []step{
	{"roles", readRoles},
	{"planned bullets", plannedBullets},
	{"notice's news", noticeNews},
	{"opening deed", openingDeed},
	{"telling after an address", tellingAfterAddress},
	{"the writing named", writingNamed},
	{"weights", weighRoles},
	{"a chat's suggestions", chatSuggestions},
	{"the ground of a plan", groundOfPlan},
	{"conclusion", pickConclusion},
	{"worked-out result", workedOut},
	{"bottom line", bottomLine},
	{"labelled verdict", labelledConclusion},
	{"verdict before its step", verdictStands},
	{"judgement before a plain step", stepAfterJudgement},
	{"verdict placed first", verdictPlacedFirst},
	{"news report", newsReport},
	{"closing appraisal", closingAppraisal},
	{"summing label", summingLabel},
	{"opening news", openingNews},
	{"next actions", nextActions},
	{"topic of the conclusion", conclusionTopic},
	{"what follows the verdict", followsVerdict},
	{"the closing line", closingLine},
	{"key points", keyPoints},
	{"ranked key points", rankKeyPoints},
	{"numbers", numbersPart},
	{"sections", func(d *draft) { d.report.Sections = sections(d.in, d.roles, d.conclusion) }},
}

// readRoles reads every sentence once: its figures and its role.
func readRoles(d *draft) {
	d.roles = make([]role, len(d.in))
	d.nums = make([][]contract.Number, len(d.in))
	first := 0 // the opening, after a greeting (안녕하세요, 디자이너 한소라입니다.)
	for i, s := range d.in {
		d.nums[i] = numbersIn(s)
		read := cmp.Or(speech.Bare(s), s) // 올려요 😊 ends as 올려요 does; a line of emoji alone has no words to read past
		d.roles[i] = roleOf(read, i, len(d.in), d.nums[i], i == first)
		if i == first && d.roles[i].phatic {
			first++
		}
	}
	d.opening = first
}

// plannedBullets: the bullets under a heading of plans (- 향후 계획, 4. 향후 일정, 다음 주 계획, 11월
// 계획은 다음과 같습니다, 재발을 막기 위해 다음을 진행한다) are the steps it lists, however they end (홈페이지 게시, 3곳 견적 비교), but
// for what takes no step there either (a contact line, a pledge); one with a day set weighs more,
// as any action does.
func plannedBullets(d *draft) {
	plans := false
	for i, s := range d.in {
		if m, _ := markers.Lead(s); d.roles[i].heading || introduces(s) || stepsBelow(s) {
			plans = planHeading(labelOf(s)) || stepsBelow(s)
		} else if plans && m != "" && !d.roles[i].action && !noStep(s, false) {
			d.roles[i].act, d.roles[i].action = 1, true
			if dated(s) {
				d.roles[i].act++
			}
		}
	}
}

// openingDeed: the news a notice (named by noticeWords above it) opens with, told as a deed its
// writer's side sets (우리 아파트 … 교체 공사를 합니다, 저수조 정기 청소를 12월 11일 목요일에
// 실시합니다, 다음 주 월요일부터 면회 방식을 바꿉니다, 기부금 영수증 발급 신청을 12월 1일부터
// 받습니다), is a step to come as well as the news: outside writers list such an opening 9 times of 11
// (sets 10, 13, 16, 17; not set 2's 관리비를 … 조정합니다 nor set 12's 12월 31일(수)은 … 문을 엽니다,
// a day's hours), and as a key point or the conclusion too, so it stays a finding (news).
// noticeNews, before it, drops what the classes of step read there and does not ask.
func openingDeed(d *draft) {
	i := slices.IndexFunc(d.roles, func(ro role) bool { return !ro.phatic && !ro.heading && !ro.names && !ro.frame && !ro.row })
	title := len(d.in) > 0 && titled(d.in[0])
	if i == 0 && title {
		i = 1
	}
	notice := title || slices.ContainsFunc(d.in[:max(i, 0)], func(s string) bool { return wordlist.Has(s, noticeWords...) })
	if i > 0 && i < len(d.in) && !d.roles[i].action && notice && deedTold(d.in[i]) {
		d.roles[i].action, d.roles[i].act, d.roles[i].news = true, 1, true
	}
}

// titled reports a first line that titles a notice where the roles read no heading: a noun phrase
// naming it ([시설관리팀] 본관 급수 배관 교체 공사에 따른 단수 안내) or a whole line in brackets that
// tells, at every level ([… 여러분께 알립니다], 알려요, 알린다, 알려): what comes after it opens the notice.
func titled(s string) bool {
	bracketed := strings.HasPrefix(s, "[") && strings.HasSuffix(s, "]")
	return wordlist.Closes(s, "안내", "알림", "공지") || bracketed && wordlist.Has(s, "안내", "알림", "공지", "알립", "알려", "알린")
}

// noticeNews: a notice (a title or an opening that names it: … 휴관 안내, [알림], 안내드립니다)
// tells its news first (수영장은 1월 2일부터 휴관할 예정입니다, 점검은 토요일에 진행됩니다): what is
// scheduled is the news, the steps come after it. It is a step only when it asks.
func noticeNews(d *draft) {
	notice := false
	for i, s := range d.in {
		ro := &d.roles[i]
		if ro.heading || ro.phatic || ro.names {
			notice = notice || wordlist.Has(s, noticeWords...)
			continue
		}
		if notice && ro.action && !ro.asks {
			ro.action, ro.act = false, 0
		}
		return
	}
}

// tellingAfterAddress: a line that names what the message tells (진로 문제로 몇 가지 정리해서 보내
// 드려요, 일정 때문에 연락드려요) right after the opening's address (어머님, 안녕하세요. 서윤이 담임
// 정미경입니다; 반장님, 김 사장이에요) names the matter as an opening does (names): no finding. The
// opening itself stays where it is, the conclusion reads it from there. Outside writers take such a
// line as a key point 0 times of 8 (sets 3, 8, 11, 12, 15, 16; the team's 2 lines neither).
func tellingAfterAddress(d *draft) {
	if k := d.opening + 1; k < len(d.in) && addresses(d.in[d.opening]) && announces(d.in[k]) {
		d.roles[k].names = true
	}
}

// writingNamed: a line that tells the writing itself (이렇게 편지를 씁니다, 정리 겸 글을 남겨요, 그래서
// 이렇게 펜을 들었어요, 퇴근길 버스에서 이 글을 쓴다) names the matter as an opening does (names): why
// the text is written, no finding. Outside writers list none of the 7 such lines (sets 17, 23, 34, 35
// and 43); the engine took 3 of them as key points (1341, 1601, 1607).
func writingNamed(d *draft) {
	for i, s := range d.in {
		if namesWriting(s) {
			d.roles[i].names = true
		}
	}
}

// namesWriting reports a line that closes on the writer's own writing: a word for the writing as the
// object of writing, posting or leaving it (writtenObjects, writingVerbs), or the pen taken up
// (펜을 들었어요), at every level.
func namesWriting(s string) bool {
	body := " " + strings.TrimRight(markers.Strip(s), ".!?~ ")
	for _, o := range writtenObjects {
		for _, v := range writingVerbs {
			if strings.HasSuffix(body, " "+o+" "+v) {
				return true
			}
		}
	}
	return slices.ContainsFunc(penTaken, func(v string) bool { return strings.HasSuffix(body, " 펜을 "+v) })
}

var (
	// writtenObjects are the writing as a line names it (글을, 글로, 편지를); 댓글을 is the reader's.
	writtenObjects = []string{"글을", "글", "글로", "편지를", "편지"}
	// writingVerbs write, post or leave it, toward 합쇼체, 해요체, 해라체 and 반말.
	writingVerbs = []string{"씁니다", "써요", "쓴다", "써", "씀", "올립니다", "올려요", "올린다", "올려", "올림",
		"남깁니다", "남겨요", "남긴다", "남겨", "남김"}
	// penTaken is taking up the pen, at every level (이렇게 펜을 들었어요).
	penTaken = []string{"들었습니다", "들었어요", "들었다", "들었어", "들었음"}
)

// noticeWords name a text as a notice, its telling at every level (알려 드립니다, 알려 드려요, 알려
// 드린다, 알려 줄게).
var noticeWords = []string{"안내", "알림", "공지", "알려 드립니다", "알려드립니다", "알려 드려요", "알려드려요", "알려 드린다", "알려드린다", "알려 줄게", "알려줄게"}

// pickConclusion takes the sentence that reads most as the conclusion, over minConclusion and no
// heading; on a tie the later one, unless it is a decision: a decision keeps the earlier line, the
// one the text announces it with, and the later ones carry it out (round 39b).
func pickConclusion(d *draft) {
	d.conclusion = -1
	for i, ro := range d.roles {
		if ro.conclusion < minConclusion || ro.heading {
			continue
		}
		if c := d.conclusion; c < 0 || ro.conclusion > d.roles[c].conclusion || ro.conclusion == d.roles[c].conclusion && !ro.decision {
			d.conclusion = i
		}
	}
}

// chatSuggestions: in a chat, a speaker's bare -자 or -ㅂ시다 (현우: 다음 달 송년런은 한강 10km 가볍게
// 뛰자, 아빠: 대신 선물값은 다음 달 용돈에서 빼는 걸로 하자) suggests a step in the talk and concludes
// nothing; a turn that settles (그럼 …하자) closes it. Minutes, a record with a frame (일시: …, 참석:
// …), take a speaker's proposal as the meeting's decision. Outside writers took none of 6 such chat
// lines as the conclusion (sets 3, 12, 13, 14).
func chatSuggestions(d *draft) {
	if slices.ContainsFunc(d.roles, func(ro role) bool { return ro.frame }) {
		return
	}
	for i, s := range d.in {
		if _, turns := turnTo(s); spoken(s) && speech.Detect(s).Mood == speech.Proposal && !turns {
			d.roles[i].conclusion = 0
		}
	}
}

// labelledConclusion: a line labelled as the verdict (결론: …, 총평: …, 종합 의견: …) names itself
// the conclusion, however much a judgement elsewhere weighs (- 증설분을 빼고 보면 절감률은 약 15%로
// 추정됨 / - 결론: 목표는 소폭 미달했으나 … 효과가 충분함): outside writers took it so in all 10
// drafts of 7 sets that have one, the team's own in all 7.
func labelledConclusion(d *draft) {
	if i := slices.IndexFunc(d.in, labelledVerdict); i >= 0 && !d.roles[i].heading {
		d.conclusion = i
	}
}

// groundOfPlan: the sentence a turn to a plan draws from (브이로그 포맷이 … 제일 잘 맞는다는 게
// 확실해졌어요 / 그래서 다음 달엔 … 늘리려고 해요) is the point the plan follows from, however
// plainly it is told: outside writers took it as the conclusion in 6 of 9 drafts, the plan in none.
func groundOfPlan(d *draft) {
	for i := 1; i < len(d.roles); i++ {
		if ground := &d.roles[i-1]; d.roles[i].plan && !ground.heading && !ground.phatic && !ground.plan {
			ground.conclusion += planGround
		}
	}
}

// planGround is what the ground of a plan adds to its weight as the conclusion; a variable, as the
// cue weights are.
var planGround = 2

// verdictStands: a plan, a proposal or a request after the writer's verdict is what follows from
// it, not the point (효과가 있다고 평가한다 / 확대할 것을 제안한다; 종합하면 … 볼 수 있다 / 따라서 …
// 필요하다; A업체가 제일 낫다고 봐요 / 그래서 … 계약하려고 해요): the verdict before it that reads as
// a conclusion stays the conclusion, however the step is drawn from it.
func verdictStands(d *draft) {
	c := d.conclusion
	if c < 0 || !d.roles[c].proposes || d.roles[c].verdict {
		return
	}
	for i := c - 1; i >= 0; i-- {
		ro := d.roles[i]
		if !ro.verdict || ro.conclusion < minConclusion || ro.heading {
			continue
		}
		d.conclusion = i
		return
	}
}

// verdictPlacedFirst: a writer who opens with the verdict (해지는 가능하다고 보는 것이 타당합니다)
// argues for it after; a 따라서 after it, in either half (따라서 해지 요건은 갖춘 것으로 보입니다,
// 따라서 지급 보험금은 450만 원이 적정합니다), draws a step of that argument, not another
// conclusion. A verdict labelled after it (결정 사항: …) names itself the conclusion and stays. A
// proposal that opens (시차 출근제 시범 운영 제안) names the matter; the step the text draws later
// may still be its point.
func verdictPlacedFirst(d *draft) {
	o, c := d.opening, d.conclusion
	if c > o && o < len(d.roles) && !labelledVerdict(d.in[c]) && d.roles[o].verdict && !d.roles[o].proposes && !d.roles[o].heading && d.roles[o].conclusion >= minConclusion {
		d.conclusion = o
	}
}

// newsReport: a news report says its point first, unless it reports an appraisal of the whole; what
// others decided or schedule is its news, but a plan or an obligation it states (시는 내년 5월까지 …
// 마련할 계획이다, 집행부는 … 보고해야 한다) is a step, as outside writers read it, unless quoted. A first line with no full stop above one with it is its headline
// (시, 자전거 이용 23% 늘어), which names the news as a title does.
func newsReport(d *draft) {
	in, roles := d.in, d.roles
	if !reported(in, roles) {
		return
	}
	if len(in) > 1 && !strings.HasSuffix(in[0], ".") && strings.HasSuffix(in[1], ".") {
		roles[0].heading, roles[0].key = true, 0
	}
	if c := d.conclusion; c < 0 || !roles[c].verdict && !roles[c].voiced { // 시 관계자는 … 자리 잡았다고 평가했다: the appraisal it reports is its point
		d.conclusion = slices.IndexFunc(roles, func(ro role) bool { return !ro.heading })
	}
	for i := range roles {
		roles[i].action = roles[i].asks || roles[i].action && (planned(in[i]) || obliged(in[i])) && !reportingVerbs.In(in[i])
		if i != d.conclusion {
			roles[i].conclusion = 0 // nor does a part of it read as its conclusion
		}
	}
}

// openingNews: a notice without a conclusion says its news first (수업이 목요일로 바뀌어요), after
// its greeting.
func openingNews(d *draft) {
	if d.conclusion >= 0 {
		d.report.Conclusion = d.in[d.conclusion]
		return
	}
	if first := slices.IndexFunc(d.roles, func(ro role) bool { return !ro.phatic && !ro.heading && !ro.names && !ro.frame && !ro.row }); first >= 0 && !d.roles[first].figures {
		d.roles[first].key += keyShifts.openingNews
	}
}

// nextActions lists the actions. Next actions may repeat the conclusion (a proposal is both); with
// more candidates than the contract allows, the strongest stay, of equals the later, listed in
// input order: a text closes on the steps it draws, and what reads as a step as strongly before them
// is more often what led there (a decision told done, another's plan, an option offered). Where
// the cap parts equals, outside writers take the later line in 8 drafts of 9 over sets 10-22 (sets
// 12, 16, 17, 20, 21; set 17's 818 the earlier), the team's drafts in 2 of 5 (100, 199; 73, 207,
// 211 the earlier). A sentence said twice (pasted twice, repeated in a reply) is one item: its first
// place stands.
func nextActions(d *draft) {
	in, roles := d.in, d.roles
	var cands []int
	for i, ro := range roles {
		if ro.action && !ro.heading && slices.Index(in, in[i]) == i {
			cands = append(cands, i)
		}
	}
	cands = slices.DeleteFunc(cands, func(i int) bool { return needRestated(in, cands, i) })
	weight := func(i int) int { // the most concrete first (a deadline, an owner); of equals, the conclusion when it proposes
		if i == d.conclusion {
			return 2*roles[i].act + 1
		}
		return 2 * roles[i].act
	}
	slices.SortFunc(cands, func(a, b int) int { return cmp.Or(weight(b)-weight(a), b-a) })
	cands = cands[:min(len(cands), contract.NextActionsMax)]
	slices.Sort(cands)
	d.acted = map[string]bool{}
	for _, i := range cands {
		d.report.NextActions = append(d.report.NextActions, quoteOf(in[i]))
		d.acted[in[i]] = true
	}
}

// needRestated reports a need noted without a day (재섭외 필요) that another candidate sets as a step
// with one (기조 강연자 재섭외: 이 교수, 12월 17일까지): the step stands for both.
func needRestated(in []string, cands []int, i int) bool {
	need := neededStep(in[i])
	return need != "" && !dated(in[i]) && slices.ContainsFunc(cands, func(j int) bool { return j != i && dated(in[j]) && strings.Contains(in[j], need) })
}

// conclusionTopic: what the conclusion names (호남권 인력 공백과 설치 지연) is what its points are
// about; a line that sets the frame (한 집단은 점심 후 15분간 산책을 했고) names it too and finds
// nothing.
func conclusionTopic(d *draft) {
	if d.conclusion < 0 {
		return
	}
	topic := topicNouns(d.in[d.conclusion]) // read once for every sentence
	for i := range d.roles {
		if i != d.conclusion && d.roles[i].figures && !d.roles[i].frame && sharesTopic(d.in[i], topic) {
			d.roles[i].key += keyShifts.topic
		}
	}
}

// followsVerdict: what a text tells after its conclusion follows from the verdict (the steps it
// draws, what qualifies it, a closing word), where its findings come before: a sentence there weighs
// keyShifts.afterVerdict more (less), and a caveat (다만 결재 시스템 예산이 확정되지 않으면 … 밀릴
// 수 있습니다) is a point only when there is no other. Before the verdict, or with none, a caveat
// tells a finding the writer weighs against the rest (다만 면접 불참률이 14%로 올랐습니다). Outside
// writers take 36% of the lines that may be a point after the conclusion (84 of 234, sets 10-18)
// and 65% before it (496 of 758).
func followsVerdict(d *draft) {
	for i := d.conclusion + 1; d.conclusion >= 0 && i < len(d.in); i++ {
		if caveat(d.in[i]) {
			d.roles[i].key = min(d.roles[i].key, 1)
		}
		d.roles[i].key += keyShifts.afterVerdict
	}
}

// closingLine: the last line of a text that has drawn its verdict or a step before it closes the
// text (지난주 헌금은 …이었습니다, 그래도 … 해볼 만하다ㅎㅎ, - 건의: 우수 봉사자 3명 … 추천): an
// afterthought or a word to the readers after what it had to tell, a point only when there is no
// other. Outside writers take 1 of the 72 such last lines that may be a point (sets 10-18), where the
// engine listed 5 (sets 10, 13, 15, 17, 18); a text that only tells its findings may end on one.
func closingLine(d *draft) {
	last := len(d.roles) - 1
	drawn := d.conclusion >= 0 && d.conclusion < last || slices.ContainsFunc(d.roles[:max(last, 0)], func(ro role) bool { return ro.action })
	if last > 0 && drawn {
		d.roles[last].key = min(d.roles[last].key, 1)
	}
}

// keyPoints lists the strongest findings first; with fewer than three, sentences with a figure
// or the opening one fill the rest, and then what the text tells after its opening, in order
// (told): outside writers list three key points or more in 418 of 420 drafts (sets 1-14), however
// plainly the text tells them (다행히 암은 아니래, 냉장고에는 반찬이 거의 그대로 남아 있었다). Key
// points never repeat the conclusion, nor an action, listed or left out for the maximum (a decision
// taken and a notice's news told as a deed are findings too): they say what the text found, until a
// text has no other findings to fill three with. Then a step it tells fills the rest (keyPasses).
func keyPoints(d *draft) {
	order := keyOrder(d, byKey(d))
	for _, i := range order[:min(len(order), contract.KeyPointsMax)] {
		d.report.KeyPoints = append(d.report.KeyPoints, quoteOf(d.in[i]))
	}
}

// keyOrder lists the sentences keyPoints' passes may list, each sentence said once, in the order
// the passes take them: keyPoints lists the first three, and rankKeyPoints chooses among them all
// and lists its choice in this order. The steps' pass takes part only where the passes before it
// find fewer than three. order is the draft's sentences by emphasis (byKey), which the passes
// walk; rankKeyPoints walks it again for its figured steps and sorts it once.
func keyOrder(d *draft, order []int) []int {
	var out []int
	for _, pass := range keyPasses {
		if pass.steps && len(out) >= contract.KeyPointsMax {
			break
		}
		for _, i := range order {
			if d.roles[i].key >= pass.least && d.finding(i, pass.steps) && (pass.least > 0 || d.told(i)) &&
				!slices.ContainsFunc(out, func(j int) bool { return d.in[j] == d.in[i] }) {
				out = append(out, i)
			}
		}
	}
	return out
}

// keyPasses are keyPoints' passes in order: findings that weigh 2 or more, then 1, then any the text
// tells after its opening, whatever it weighs (told), and last, where three are still not found, the
// steps it tells too (steps). Outside writers list a step as a key point as well in 49 of the 524
// the engine lists (sets 10-16, every one of them), most often where the text tells little else:
// where this pass fills, 4 of its 5 outside lines are expected (sets 12 and 16; the team's drafts 1
// of 5).
var keyPasses = []struct {
	least int
	steps bool
}{{2, false}, {1, false}, {anyWeight, false}, {anyWeight, true}}

// anyWeight is the least weight of keyPasses' passes that fill with what the text tells: any, so a
// sentence after the conclusion (followsVerdict) fills too.
const anyWeight = math.MinInt

// told reports a sentence that weighs nothing and may still fill a key point: one the text tells
// after its opening, not a frame, a table's row or a line naming the matter.
func (d *draft) told(i int) bool {
	ro := d.roles[i]
	return !ro.names && !ro.frame && !ro.row && i != d.opening
}

// finding reports a sentence that may be a key point: not the conclusion, a heading or a greeting,
// nor an action unless steps are let in or it is the news it sets (openingDeed).
func (d *draft) finding(i int, steps bool) bool {
	ro := d.roles[i]
	step := (d.acted[d.in[i]] || ro.action && !ro.decision) && !ro.news
	return d.in[i] != d.report.Conclusion && (steps || !step) && !ro.heading && !ro.phatic
}

// numbersPart lists each figure once, the most informative first up to maxNumbers.
func numbersPart(d *draft) {
	r := &d.report
	text := strings.Join(d.in, "\n")
	for _, ns := range d.nums {
		for _, n := range ns {
			n.Context = ownCompound(n.Context, text)
			if !sameFigure(r.Numbers, n) && !restated(r.Numbers, n) && !referred(r.Numbers, n) {
				r.Numbers = append(r.Numbers, n)
			}
		}
	}
	r.Numbers = informative(r.Numbers, maxNumbers)
}
