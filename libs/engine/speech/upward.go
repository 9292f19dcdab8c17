package speech

import (
	"slices"
	"strings"

	"maltu/libs/engine/hangul"
	"maltu/libs/engine/internal/wordlist"
)

// Speaking up, the listener is the subject of any action and of a person's state: the grammar,
// not a list of the verbs seen, says who may do a thing. listenerPredicates names the verbs that
// need a rule of their own (a coming or going a thing may do, 그러다 only asked); every other verb
// of the dictionary takes a person, save those whose subject is a thing or an event.

// openSubject is who stem's subject is when no table of listener.go names it: a person for a verb
// of the dictionary or a verb in 하, and for an adjective of a person's state; no one for a thing's
// or an event's verb (thingPredicates) and any other adjective (국물 안 짜?, 이 정도면 충분해?).
func openSubject(stem string) subject {
	switch {
	case thingPredicates[stem], jointVerbs[stem]:
		return noPerson
	case personalStates[stem]:
		return personOrThing // 많이 추워? is the listener's, 오늘 날씨 진짜 춥네 the weather's
	case isAdjective(stem):
		return noPerson
	case dictStems[stem] == "VV", haPredicate(stem):
		return person
	}
	return noPerson
}

// thingPredicates are verbs whose subject is a thing or an event, not the listener, though no
// subject is written (이제 어떻게 돼?, 시간 얼마나 걸려?, 돈 많이 들어?, 배가 몇 시에 떠?): being and
// becoming, cost and time, a sound or a smell arising, weather, a machine stopping, what is left,
// what suits, and 아니다 of the copula.
var thingPredicates = set(`되 걸리 들 나 생기 남 끝나 시작되 뜨 멈추 멎 막히 밀리 불 그치 피 지 열리 닫히 고장나 터지
		깨지 망가지 바뀌 어울리 맞 틀리 통하 부족하 모자라 팔리 익 식 녹 얼 마르 아니 안되`)

// jointVerbs are done with someone: asked, they ask of the speaker and the listener together (몇 시에
// 만나?), whom no -시- honours.
var jointVerbs = set(`만나`)

// personalStates are adjectives of a person's state of body or mind, or need, which the listener is
// honoured in when asked or remarked on (많이 추워? → 추우세요?, 오늘 되게 멋있네 → 멋있으시네요,
// 봉투 필요해? → 필요하세요?, as sets 3 and 4 of issue 30 write it).
var personalStates = set(`춥 덥 고프 배부르 목마르 젊 멋있 건강하 불편하 바쁘 아프 졸리 힘들 피곤하 심심하 편하 필요하`)

// listenerParts are the listener's body and mood: written as the subject or topic (무릎은 좀 어때?,
// 배 많이 고프지?, 손가락 안 아파?), they make the predicate the listener's, as the grammar of
// possession does (무릎이 어떠세요?).
var listenerParts = set(`무릎 허리 배 머리 다리 발 손 손가락 손목 발목 몸 목 목소리 어깨 속 팔 등 얼굴 컨디션 입맛 몸살 감기`)

// partOfListener reports a word that is one of listenerParts, of possessions, what the listener
// has, or of origins, bare or with a particle of subject or topic (허리, 무릎은, 얼굴이; 일은 안
// 바빠? → 바쁘세요?, 요즘 일이 많구나 → 많으시군요, as sets 1 and 5 of issue 30 write it).
func partOfListener(w string) bool {
	w = unmarked(w)
	return slices.ContainsFunc([]map[string]bool{listenerParts, possessions, origins}, func(nouns map[string]bool) bool {
		return nounOf(w, nouns, "", "은", "는", "이", "가", "도")
	})
}

// origins are where the listener is from, asked of them as of their parts (고향이 어디야? → 어디세요?,
// 고향이 부산이야? → 부산이세요?, as sets 2 and 5 of issue 30 write it).
var origins = set(`고향`)

// partWritten reports a head that names a part or a possession of the listener as the subject of
// stem. Time is the listener's only as what is had (시간 있어?, 시간 많아? → 많으세요?); before any
// other predicate it is time itself that passes (시간 참 빠르네, 시간 안 가네), which no -시- honours.
func partWritten(head, stem string) bool {
	for _, w := range strings.Fields(head) {
		if partOfListener(w) && (havings[stem] || !nounOf(unmarked(w), freeTime, "", "은", "는", "이", "가", "도")) {
			return true
		}
	}
	return false
}

// havings are the predicates of having or being free: one has time (있다, 없다, 많다, 적다), or it
// comes free (되다, 나다).
var havings = set(`있 없 많 적 되 나`)

// bids reports a bare 반말 -어 that tells the listener to do something (여기 앉아, 구명조끼 꼭 입어,
// 우산 챙겨 가, 그렇게 해), which speaking up is said in -(으)세요, not the peer's -어요: an action
// verb's stem, no question, no subject written and no first person, not negated (a command negates
// with 말다), no proposal (같이 가, 언제 한번 밥 먹어), no time of habit or of now that makes it a
// report (요즘 운동 다녀, 곧 도착해), no parting or meeting (잘 가, 내일 봐), and no junior called by
// name (민수야 빨리 와) nor a parent naming themself (엄마 오늘 늦게 들어가), whom it does not honour.
func bids(r reading, p parts) bool {
	pr := r.pred
	if r.level != Casual || r.ending != "-어" || pr.kind != kindStem && !keptState(pr, p.prev) || pr.mood != Statement || p.asked() {
		return false
	}
	all := strings.Fields(p.head)
	words := commandClause(all)
	if notListener(words) || calledOrNamed(all) || !toldVerb(pr, p.prev, words) || viewTold(pr.stem, p.prev) {
		return false
	}
	if partings[pr.stem] && slices.ContainsFunc(words, func(w string) bool { return partingCues[strings.TrimRight(w, ",.!~")] }) {
		return false
	}
	if topicDoes(pr.stem, p.prev, words) {
		return false
	}
	return !slices.ContainsFunc(words, thingSubject) && !slices.ContainsFunc(words, func(w string) bool { return reportCues[strings.TrimRight(w, ",.!~")] })
}

// topicDoes reports a verb that takes no object standing alone after a topic that is no time or day (견적은
// 20만 원 정도 나와, 이번 주 훈련은 공사 때문에 쉬어, 우리 가게는 일요일에 쉬어): with no object to
// be, the topic is its subject, and a topic is not the listener bidden, so the line tells. Over
// issue 30's sets 10-23 every bare -어 line of the shape is told, 9 of 9 in sets 14, 15, 16, 18, 20
// and 21. A verb after another (두고 가) is that verb's, whose object the topic may be (택배는 문 앞에
// 두고 가 bids).
func topicDoes(stem, prev string, words []string) bool {
	if subjectOf(stem) != personOrThing && !noObject[stem] || infinitiveForm(prev) || strings.HasSuffix(prev, "고") {
		return false
	}
	return slices.ContainsFunc(words, func(w string) bool {
		x := strings.TrimRight(unmarked(w), "은는")
		return topic(unmarked(w)) && !timeWords[x] && !strings.HasSuffix(x, "요일") // 금요일은 쉬어 says when
	})
}

// noObject are the verbs of a person's own doing that take no object, beside the comings and goings
// of personOrThing: resting, sleeping, getting on, getting well.
var noObject = set(`쉬 자 지내 낫 일어나`)

// viewTold reports a verb of judging after a quoted clause (실패였다고 생각해, 시즌이라고 봐): the
// speaker's view told, which bidding would turn into the listener's (생각하세요).
func viewTold(stem, prev string) bool {
	return judgingVerbs[stem] && (strings.HasSuffix(prev, "다고") || strings.HasSuffix(prev, "라고"))
}

var judgingVerbs = set(`생각하 보 판단하 믿 느끼 여기`)

// toldVerb reports a verb one may tell the listener to do, before the words of its clause: an
// action a person does (누워 있어: the lying), not a state, a feeling or a thing's doing (버스 와).
func toldVerb(pr pred, prev string, words []string) bool {
	stem := pr.stem
	if keptState(pr, prev) {
		stem, _ = stemFromInfinitive(prev, context{})
	}
	if isAdjective(stem) || graded(prev) || personalStates[stem] || toldNotBid[stem] || shopHours(stem, words) || guessing(stem, prev) || placeAppears(stem, words) {
		return false
	}
	switch subjectOf(stem) {
	case person:
		return true
	case personOrThing:
		return !thingFirst(strings.Join(words, " ")) // 버스 와, 밖에 비 와
	}
	return false
}

// guessing reports 보다 of a guess after a clause in -나 or -ㄴ가/-는가 (비 오나 봐, 회의 끝났나 봐,
// 요즘 바쁜가 봐): the speaker's guess, which bids no one to look.
func guessing(stem, prev string) bool {
	if stem != "보" {
		return false
	}
	if x, ok := strings.CutSuffix(prev, "나"); ok && x != "" {
		return known(x) || isPre(x) || haPredicate(x)
	}
	x, ok := strings.CutSuffix(prev, "가")
	return ok && x != "" && (strings.HasSuffix(x, "는") || tailOf(x) == hangul.N && predicateStem(withTail(x, hangul.None), context{}))
}

// commandClause is the words after the last clause a connective of reason, contrast or background
// closes (난 괜찮으니까 먼저 가, 비가 오는데 우산 챙겨): its subject is not the command's. Unlike
// lastClause, 고 and 아서 go on with the same subject (나 지금 씻고 나가 tells).
func commandClause(words []string) []string {
	for i := len(words) - 1; i >= 0; i-- {
		if w := strings.TrimRight(words[i], ","); wordlist.Closes(w, clauseLinks...) && !strings.HasSuffix(w, "까지만") { // 이번 달까지만: 까지 and 만, no -지만
			return words[i+1:]
		}
	}
	return words
}

// clauseLinks are the connectives that close a clause with a subject of its own.
var clauseLinks = []string{"니까", "니깐", "는데", "은데", "지만"}

// toldNotBid are verbs no one is told to do: knowing, feeling, seeming, being late or arriving (3시쯤
// 도착해 tells when), and the speaker's own acts: congratulating (생일 축하해, a set phrase) and
// seeing the listener again, which the speaker humbled already (내일 봐 → 내일 봬요).
var toldNotBid = set(`알 모르 좋아하 싫어하 원하 놀라 화나 늦 지나 죽 보이 도착하 축하하 뵈`)

// graded reports a degree adverb right before the predicate (너무 홀가분해, 정말 뿌듯해): it grades
// a state, and a state told plainly is the speaker's own feeling, which no one is bidden to have
// (시험 끝나서 너무 홀가분해 → 홀가분해요, not 홀가분하세요, set 16), whether or not the dictionary
// knows the adjective.
func graded(prev string) bool { return degreeAdverbs[unmarked(prev)] }

var degreeAdverbs = set(`너무 정말 진짜 엄청 되게 아주 매우 무척 몹시 굉장히`)

// reportCues make a bare -어 a report, not a command: negation, a proposal's 같이 or 언제, a habit,
// the present moment, a first time (그 얘기는 처음 들어: told in sets 2, 4, 10 and 16, bidden in none).
var reportCues = set(`안 못 같이 함께 언제 요즘 요새 매일 맨날 항상 늘 보통 주로 원래 지금 곧 벌써 아직 이미 방금 금방 거의 계속 처음`)

// thingSubject reports a thing written as the subject or topic by a demonstrative (이게 더 나아, 이건
// 뭐 하는 거야?): the predicate is the thing's.
func thingSubject(w string) bool {
	return thingSubjects[strings.TrimRight(w, ",.!?~")]
}

// partings and partingCues: a going, sleeping or seeing after 잘 or a time or place of meeting is a
// parting or the next meeting (잘 가, 잘 자, 내일 봐, 거기서 봐), a set phrase, not a command.
var (
	partings    = set(`가 자 보`)
	partingCues = set(`잘 또 내일 이따 이따가 나중에 다음에 모레 거기서 그때 주말에`)
)

// calledOrNamed reports a line that opens by calling the listener by name in 야 or 아 (민수야,
// 지민아, 얘들아), a peer or a junior, or by a kinship word with no particle, a parent naming
// themself (엄마 오늘 늦게 들어가).
func calledOrNamed(words []string) bool {
	if len(words) == 0 {
		return false
	}
	w := strings.TrimRight(words[0], ",!~")
	if kin[w] {
		return true
	}
	for _, v := range []string{"야", "아"} {
		if x, ok := strings.CutSuffix(w, v); ok && x != "" && !known(x) && !known(withTail(x, 0)) && !haPredicate(x) {
			return true
		}
	}
	return false
}

// honouredMoves writes the listener's -시- on the verbs linked before a command, whose subject the
// command shares: a going or coming in 아서/어서 (들어가서 한숨 자 → 들어가셔서 한숨 주무세요) and a
// verb with an honorific word of its own (이 약 먹고 누워 있어 → 드시고 누워 계세요, 더 있다 가 →
// 더 계시다 가세요); 조심해서 and 벗고 are the manner and a step before, which people leave bare.
func honouredMoves(head string) string {
	words := strings.Split(head, " ")
	for i, w := range words {
		words[i] = honouredLink(w)
	}
	return strings.Join(words, " ")
}

// honouredLink is one word of honouredMoves: w with the listener's -시- where it is a going or
// coming in 아서 or a linked verb of honouredLinks, else w.
func honouredLink(w string) string {
	if h, ok := honouredLinks[w]; ok {
		return h
	}
	x, ok := strings.CutSuffix(w, "서")
	if !ok || x == "" {
		return w
	}
	if stem, ok := stemFromInfinitive(x, context{}); ok && known(stem) && movesHere(stem) {
		return euForm(stem) + "셔서"
	}
	return w
}

// honouredLinks are the linked forms of the verbs whose honorific is another word (honourVerbs, 있다
// → 계시다), as people write them in a line that honours the listener (먹고 → 드시고, 급하게 먹지
// 말고 → 드시지 말고, 밥 먹기 전에 → 드시기 전에, 그 약 먹으니까 → 드시니까): every linking ending
// of linkedEndings on each.
var honouredLinks = linkedHonorifics()

// linkedEndings are the endings that link a verb to what follows in the same subject's line, by
// the plain form made from the stem and the honoured one's tail after the honorific word. A stem of
// one open syllable takes no 지 or 기 here: 자지, 자기 are nouns as often (as nounForms are).
var linkedEndings = []struct {
	plain    func(stem string) string
	honoured string
}{
	{func(s string) string { return s + "고" }, "시고"},
	{func(s string) string { return s + "지" }, "시지"},
	{func(s string) string { return s + "기" }, "시기"},
	{func(s string) string { return euForm(s) + "니까" }, "시니까"},
	{func(s string) string { return infinitive(s) + "서" }, "셔서"},
}

func linkedHonorifics() map[string]string {
	links := map[string]string{"있다": "계시다", "있다가": "계시다가", "있고": "계시고"}
	for stem, honorific := range honourVerbs {
		for _, e := range linkedEndings {
			if e.honoured == "시지" || e.honoured == "시기" {
				if len(runes(stem)) == 1 && !hangul.HasTail(lastOf(stem)) {
					continue
				}
			}
			links[e.plain(stem)] = honorific + e.honoured
		}
	}
	return links
}

// movesHere reports a verb of going or coming (가다, 들어오다, 내려가다).
func movesHere(stem string) bool {
	return strings.HasSuffix(stem, "가") || strings.HasSuffix(stem, "오")
}

// honouredModifier is the verb before the noun of a question about the listener's doing, with the
// listener's -시- (혼자 온 거야? → 혼자 오신 거예요?, 처음 해 보는 거야? → 해 보시는 거예요?), or ""
// where the word is no verb's modifier whose subject may be the listener; 있다 and 없다, whose
// honorific depends on what they say (계시다, 있으시다: honourBase), stay bare (알고 있는 거지?).
func honouredModifier(prev string) string {
	for _, m := range []struct{ ending, honoured string }{{"는", "시는"}, {"은", "신"}, {"", "신"}} {
		x, ok := strings.CutSuffix(prev, m.ending)
		if !ok || x == "" {
			continue
		}
		if m.ending == "" {
			if tailOf(x) != hangul.N {
				continue
			}
			x = withTail(x, hangul.None) // 온 → 오, 한 → 하
		}
		if !known(x) && !haPredicate(x) || isAdjective(x) || x == "있" || x == "없" {
			continue
		}
		if s := subjectOf(x); s != person && s != personOrThing {
			continue
		}
		if h, ok := honourVerbs[x]; ok {
			return h + m.honoured
		}
		return euForm(x) + m.honoured
	}
	return ""
}

// keptState reports 있다 after a verb's 아/어 form (누워 있어, 앉아 있어): a state the listener is told
// to keep, which speaking up says with 계시다 (누워 계세요); a thing's state in 아/어지다 (켜져 있어)
// is none.
func keptState(pr pred, prev string) bool {
	return pr.kind == kindPre && pr.stem == "있" && infinitiveForm(prev) && !strings.HasSuffix(prev, "져")
}
