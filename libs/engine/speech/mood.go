package speech

import (
	"slices"
	"strings"

	"maltu/libs/engine/hangul"
)

// A 반말 or 해요체 action verb in bare 아/어(요) both tells and asks: 이따 연락해 is "call me later"
// as often as "I'll call later". Speech leaves the mood to the voice; 합쇼체 and 해라체 must choose
// (연락합니다 or 연락하십시오), so the words around the verb are read as a Korean reader reads
// them, and where they say nothing, or say both, the sentence stays as it is.

// requestAdverbs urge the listener (좀, 꼭, 빨리, 이따): with no speaker as subject they ask.
var requestAdverbs = set(`좀 꼭 빨리 얼른 어서 제발 이따 나중에 먼저 천천히 조심히 일단`)

// habitAdverbs tell what happens or happened, which no one is asked to do (매일 운동해 tells).
var habitAdverbs = set(`어제 매일 요즘 항상 늘 보통 자주 가끔 원래 맨날 매주 아까 방금 주로 평소 평소에 매번 요새 종종`)

// nowWords put a bare verb in the present of the speaker (지금 밥 먹어: "I'm eating"), so a short
// line with them is no order by its object alone.
var nowWords = set(`지금 오늘 방금 아직`)

// callWords address the listener at the start of a line (선배, 이거 봐요; 엄마 나 학교 가).
var callWords = set(`선배 선배님 형 누나 언니 오빠 엄마 아빠 자기 여보 얘들아 애들아 여러분`)

// happenings are verbs of what befalls, which no one is told to do: 걸리다 (takes), 들다 (costs),
// 열리다, 늦다 (차 막혀서 좀 늦어), knowing; and 바라다, which wishes (건강하시기 바라요).
var happenings = set(`걸리 들 생기 나 보이 들리 남 어울리 맞 틀리 닮 늘 줄 오르 떨어지 바뀌 열리 닫히 끝나 시작되 모자라 내리 불 바라
	늦 막히 졸리 웃기 짜증나 화나 생각나 알 모르`)

// speakerActs are done by saying them, by the speaker: 생일 축하해! congratulates and orders no
// one to.
var speakerActs = set(`축하하 감사하 사랑하 환영하 응원하 부탁하 미안하`)

// handlingVerbs do things to an object, which a topic often is (보고서는 내일까지 보내요).
var handlingVerbs = set(`두 놓 보내 넣 챙기 내 쓰 치우 버리 가져오 가져가 닫 열 끄 켜 정리하 확인하 제출하 출력하 저장하 올리 옮기`)

// errandVerbs close an errand: going, coming or sending after what is done to a thing on the way.
var errandVerbs = set(`가 오 보내`)

// waysOfGoing name how one goes, not what one does on the way (주말에 KTX 타고 부산 가 tells a plan).
var waysOfGoing = set(`타 걷 뛰 달리 날`)

// errand reports a 반말 bare verb of going, coming or sending after another in 아/어(서) or 고, an
// errand whose first act is done to a thing (우산 챙겨 가, 사진 찍어서 보내, 올 때 고무장갑 두
// 켤레만 사 와, 손 씻고 와): with no subject, topic or habit that tells, it asks, as the outside
// writers of issue 30 read it in sets 10-13, 17 and 19 (9 lines), where 타고 가 told twice. 해요체
// tells the speaker's own errand as often (조사한 내용 정리해서 보내요), and 지금 the one under way.
func errand(r reading, prev string, words []string) bool {
	stem := r.pred.stem
	if r.level != Casual || !errandVerbs[stem] || slices.ContainsFunc(words, func(w string) bool { return nowWords[w] }) {
		return false
	}
	if strings.HasSuffix(prev, "러") {
		return false // 먹으러 가, 놀러 와: going to do it, which the speaker's plan tells as often
	}
	first, ok := strings.CutSuffix(prev, "고")
	if inf := strings.TrimSuffix(prev, "서"); !ok {
		p, ok := infinitivePred(inf, Statement, context{})
		if !ok || !infinitiveForm(inf) {
			return false
		}
		first = p.stem
	}
	return (known(first) || haPredicate(first)) && !waysOfGoing[first]
}

// meetVerbs after 이따 or 나중에 say goodbye (이따 봐요: see you later), which 합쇼체 says neither
// as 보십시오 nor as 봅니다 (the humble 이따 봬요 is 뵙겠습니다: see meets).
var meetVerbs = set(`보 만나 뵈`)

// askOrTell reads the mood of r, a 반말 or 해요체 statement in bare 아/어(요), from the rest of
// the sentence: Command where it asks, Statement where it tells, and sure false where the
// words do not settle it.
func askOrTell(r reading, p parts) (mood Mood, sure bool) {
	pr := r.pred
	if !bareAction(r) || onlyTells(pr, p.prev) {
		return pr.mood, true
	}
	words := strings.Fields(p.head)
	for i, w := range words {
		words[i] = strings.TrimRight(w, ",")
	}
	// The speaker's own part told first in -ㄹ 테니(까) (예약은 내가 할 테니까 각자 2만 원씩 보내)
	// leaves the 반말 verb after it to the listener: only the words after it say more.
	yours := false
	if k := slices.IndexFunc(words, func(w string) bool { return strings.HasPrefix(w, "테니") }); k >= 0 && r.level == Casual {
		words, yours = words[k+1:], true
	}
	m := moodWords{together: slices.ContainsFunc(words, func(w string) bool { return w == "같이" || w == "함께" })}
	// A topic may be the object of a verb of handling things that has none in 을/를 (서류는 책상
	// 위에 둬: "put the papers on the desk" or "I put them there"), and then says both.
	m.objectTopic = handlingVerbs[pr.stem] && !slices.ContainsFunc(words, func(w string) bool {
		return strings.HasSuffix(w, "을") || strings.HasSuffix(w, "를")
	})
	if mood, sure, settled := m.read(words, pr.stem); settled {
		return mood, sure
	}
	if yours && !slices.ContainsFunc(words, func(w string) bool { return habitAdverbs[w] }) {
		return Command, true // the part left to the listener asks, whatever topic it has (문제집 값은 따로 줄 테니까 영수증 사진 보내)
	}
	// 반말 orders with . as with !; 해요체 with . also tells (옷을 입어요), so only ! asks.
	closes := ".!"
	if r.level == Polite {
		closes = "!"
	}
	m.ask = m.ask || m.second || !m.tell && errand(r, p.prev, words) || conditional(p.context().body) && !placeAppears(pr.stem, words) || vocative(p.head) || !m.tell && strings.ContainsAny(p.tail, closes) && objectLine(words)
	switch {
	case m.together && !m.second && !m.tell:
		return Proposal, true // 같이 점심 먹어요 → 같이 점심 먹읍시다
	case m.ask && !m.tell:
		return Command, true
	case m.tell && !m.ask:
		return Statement, true
	}
	return pr.mood, false
}

// bareAction reports a 반말 or 해요체 statement in bare 아/어(요) of a stem, the only one whose mood
// is open.
func bareAction(r reading) bool {
	pr := r.pred
	return (r.level == Casual || r.level == Polite) && pr.mood == Statement && pr.kind == kindStem && pr.fam == famCore
}

// onlyTells: an adjective, a state, a happening, an act of saying, 해야 해 (must) or 하려고 해
// (means to) only tells, and so does the speaker's humble giving (공유드려요, 확인 부탁드려요).
func onlyTells(pr pred, prev string) bool {
	if pr.adj || isAdjective(pr.stem) || stateVerbs[pr.stem] || happenings[pr.stem] || speakerActs[pr.stem] || becoming(pr.stem) {
		return true
	}
	return strings.HasSuffix(pr.stem, "되") || pr.stem == "하" && aims(prev) || strings.HasSuffix(pr.stem, "드리") || pr.stem == "뵙"
}

// moodWords is what the words before a bare verb say of its mood.
type moodWords struct {
	together    bool // 같이 or 함께: a proposal, unless something tells
	objectTopic bool // a topic that may be the object of a verb of handling things
	second      bool // the listener is the subject
	ask, tell   bool
}

// read takes in each word; settled when a subject settles the mood alone.
func (m *moodWords) read(words []string, stem string) (mood Mood, sure, settled bool) {
	for i, w := range words {
		switch {
		case secondPersons[w]:
			m.second = true
		case otherSubjects[w] && m.together && (strings.HasPrefix(w, "우리") || strings.HasPrefix(w, "저희")):
			return Statement, false, true // 우리 같이 가: "we go together" or "let's go together"
		case otherSubjects[w] && !(w == "우리" && ownsNext(words, i)):
			return Statement, true, true // 나 먼저 가; 우리 집에 와 is "our home"
		case subjectAfter(w):
			return Statement, true, true // 동생이 요즘 피아노 배워, 이따 민수가 연락해
		case topic(w) && m.objectTopic:
			m.ask, m.tell = true, true
		case habitAdverbs[w] || strings.HasSuffix(w, "마다") && w != "마다" || topic(w):
			m.tell = true
		case requestAdverbs[w]:
			m.ask = true
			m.tell = m.tell || meetVerbs[stem] && (w == "이따" || w == "나중에")
		}
	}
	return 0, false, false
}

// topic reports a noun in 은 or 는 that the sentence is about (회의는, 그 친구는), not a time
// (오늘은, 주말에는), not the listener and not an adjective's modifier (많은 참여를, 좋은 결과로).
func topic(w string) bool {
	for _, t := range []struct {
		particle  string
		consonant bool
	}{{"은", true}, {"는", false}} {
		x, ok := strings.CutSuffix(w, t.particle)
		if ok && x != "" && hangul.EndsInConsonant(x) == t.consonant && !adverbs[x] && !nowWords[x] &&
			!strings.HasSuffix(x, "에") && !secondPersons[w] && !(t.consonant && isAdjective(x)) {
			return true
		}
	}
	return false
}

// vocative reports a line that opens by calling the listener: a name in 아 or 야 (지은아, 민수야),
// or a word of address or a name with 씨 before a comma (선배, 수진 씨,); without the comma 엄마
// or 형 may be the subject (엄마 요즘 운동해). A title in 님 calls a superior, whom a bare 해요 does
// not ask (팀장님, 오늘 일찍 퇴근해요 tells).
func vocative(head string) bool {
	words := strings.Fields(head)
	if len(words) == 0 {
		return false
	}
	w := words[0]
	switch {
	case strings.HasSuffix(w, ",") && callWords[strings.TrimSuffix(w, ",")], len(words) > 1 && words[1] == "씨,":
		return true
	case len(runes(w)) < 2 || adverbs[w]:
		return false
	}
	// 지은아 and 민수야 call; 앉아, 좋아 and 해야 are verbs.
	w = strings.TrimSuffix(w, ",")
	x := cut(w, 1)
	return strings.HasSuffix(w, "야") && !hangul.EndsInConsonant(x) && !infinitiveForm(x) ||
		strings.HasSuffix(w, "아") && hangul.EndsInConsonant(x) && !known(x)
}

// objectLine reports a short chat line of an object and the verb (우산 챙겨!, 밥 먹어., 이 파일
// 열어.): closed by . or !, with no subject and no time, it tells the listener what to do. A bare word
// counts as the object alone or after a determiner; before it, 오늘 or 일찍 would be no object.
func objectLine(words []string) bool {
	if len(words) == 0 || len(words) > 2 {
		return false
	}
	w := words[len(words)-1]
	if strings.HasSuffix(w, "을") || strings.HasSuffix(w, "를") {
		return !slices.ContainsFunc(words, func(w string) bool { return nowWords[strings.TrimRight(w, "은는에")] })
	}
	bare := !adverbs[w] && !nowWords[w] && !afterParticle(w) && !infinitiveForm(w) && !strings.ContainsRune("히리로", lastOf(w))
	return bare && (len(words) == 1 || determiners[words[0]])
}

// intends reports a formal 겠 of the speaker's own act with no subject written, which 해요체 and
// 반말 say as a promise (지금 바로 가겠습니다 → 갈게요, 오늘 중으로 처리하겠습니다 → 처리할게요): an
// action verb, with no other subject and no topic it could tell about, beyond the object a verb of
// handling takes (비밀번호는 따로 보내겠습니다). A happening, a state or an adjective guesses (곧
// 끝나겠습니다, 덥겠습니다), and so does any 겠 with a subject of its own (비가 오겠습니다); 못
// 가겠습니다 says what one cannot do.
func intends(stem, head string) bool {
	if !known(stem) && !haPredicate(stem) || isAdjective(stem) || stateVerbs[stem] || happenings[stem] ||
		feelings[stem] || becoming(stem) || strings.HasSuffix(stem, "되") || strings.HasPrefix(stem, "못") {
		return false
	}
	clause := lastClause(head)
	if len(clause) > 0 && clause[len(clause)-1] == "못" {
		return false // 못 가겠습니다 is no promise: 못 가겠어요
	}
	return !slices.ContainsFunc(clause, func(w string) bool {
		return secondPersons[w] || subjectAfter(w) || strings.HasSuffix(w, "께서") || topic(w) && !handlingVerbs[stem]
	})
}

// lastClauseEnds are linkingEndings and 도록, which ends a clause of purpose (문제가 재발하지 않도록).
var lastClauseEnds = append(slices.Clone(linkingEndings), "도록")

// lastClause is the words of head after the last that ends a clause of its own, so that a
// subject there is not taken for the final verb's (컨디션이 좋지 않아 반차를 쓰겠습니다): a verb's
// 아/어 form (않아, 들어가), with 서 (늦어서), in 고, 지만, 는데, 니까, 면 or 도록 after a stem
// (일정이 확정되면 다시 안내하겠습니다, 문제가 재발하지 않도록), or 대로 after a modifier (결과가
// 나오는 대로).
func lastClause(head string) []string {
	words := strings.Fields(head)
	for i := len(words) - 1; i >= 0; i-- {
		w := strings.TrimRight(words[i], ",")
		x, _ := strings.CutSuffix(w, "서")
		if infinitiveForm(x) || w == "대로" && i > 0 || slices.ContainsFunc(lastClauseEnds, func(end string) bool {
			x, ok := strings.CutSuffix(w, end)
			return ok && (known(x) || haPredicate(x) || isPre(x) || strings.HasSuffix(x, "되") && x != "되")
		}) {
			words = words[i+1:]
			break
		}
		words[i] = w
	}
	return words
}

// wonders reports a question in -ㄴ가 or -인가 (나만 불편한가?, 이게 최선인가?), which wonders more
// than it asks: 해요체 adds 요 to it (불편한가요?) and 반말 says it as it is, since 불편해요? and
// 불편해? ask another thing (그런가? is no 그래?).
func wonders(r reading) bool { return r.ending == "-ㄴ가" || r.ending == "-인가" }

// meets reports the humble 봬요 of the speaker's next meeting (내일 봬요, 그럼 3시에 회의실에서 봬요),
// which no one is asked to do and 합쇼체 says as a promise, 뵙겠습니다; with a habit it tells (매주
// 월요일에 봬요 → 뵙니다).
func meets(r reading, p parts) bool {
	pr := r.pred
	if r.level != Polite || pr.kind != kindStem || pr.stem != "뵈" || pr.mood != Statement || pr.fam != famCore {
		return false
	}
	return !slices.ContainsFunc(strings.Fields(p.head), func(w string) bool {
		return habitAdverbs[w] || strings.HasSuffix(w, "마다") && w != "마다"
	})
}

// checks reports a question in 죠 or 지 that checks a fact or the listener's doing (금요일까지 내면
// 되죠?, 맞죠?, 자료는 받으셨죠?), which 합쇼체 asks plainly (됩니까?, 맞습니까?, 받으셨습니까?). One
// that seeks agreement with the speaker's impression (오늘 좀 춥죠?, 이거 맛있지?, 그렇죠?) or
// recalls the speaker's own act (제가 말씀드렸죠?) would ask another thing so, and keeps its ending.
func checks(r reading, p parts) bool {
	pr := r.pred
	if pr.fam != famJi || pr.mood != Question || speakerFirst(p.head) {
		return false
	}
	switch pr.kind {
	case kindStem:
		return !pr.adj && !isAdjective(pr.stem)
	case kindPre:
		return pr.stem == "있" || pr.stem == "없" || !strings.HasSuffix(pr.stem, "있") && !strings.HasSuffix(pr.stem, "없")
	}
	return true
}

// reportedCommand reports the X래(요) of a command passed on (팀장님이 빨리 오래요: 오라고 해요),
// which the grammar would read as a verb in ㅐ (오랩니다, 하시래십시오). 합쇼체 and 해라체 have no
// such contraction and leave it as written; 해요체 and 반말 add or drop 요 (spokenSuffix), and 반말
// the listener's -시- (오시래요 → 오래), a verb of one syllable's as any other (보래 → 보래요).
func reportedCommand(x string) bool {
	if adjectivesH[x+"렇"] || adjectivesH[x+"랗"] {
		return false // 그래요, 이래요, 파래요: 그렇다, 이렇다, 파랗다
	}
	return quotedCommand(x, false)
}

// aims is true of the word before 하다 that makes it tell a need or an intention, never a
// request: 해야 해 (must), 보려고 해 and 소개하고자 해 (mean to), 볼까 해 (think of doing).
func aims(prev string) bool {
	if verb, ok := strings.CutSuffix(prev, "까"); ok {
		tail, _ := hangul.FinalSound(verb)
		return tail == hangul.L
	}
	return strings.HasSuffix(prev, "야") || strings.HasSuffix(prev, "려고") || strings.HasSuffix(prev, "고자")
}

// proposes reports a 해요체 statement of a present act with 우리, the speaker and the listener, as
// its subject (우리 같이 걸어가요, 우리 내일 2시에 만나요, 우리 여기서 잠깐 쉬어요, 우리 택시 타요): it
// proposes, and 반말 says -자, as the outside writers of issue 30 write it in sets 1-4, 6, 8-10, 12,
// 14, 15 and 17, none the other way. 우리 owning the noun after it is the speaker's side alone (우리
// 팀이, 우리 형은: ownsNext), and a subject or topic after 우리 tells of it; a state or a happening
// (우리 너무 늦어요) proposes nothing. Without 우리,
// a 같이 or 함께 with no subject, topic or habit that tells (askOrTell) proposes too, as 합쇼체
// reads it (같이 치워요 → 같이 치우자, 치웁시다): the outside writers of issue 30's sets 2, 4, 6, 8,
// 9 and 10 write -자, 6 of 6, where the team's own lines keep 같이 가 twice.
func proposes(r reading, p parts) bool {
	pr := r.pred
	if r.level != Polite || pr.kind != kindStem || pr.adj || pr.mood != Statement || pr.fam != famCore || p.asked() {
		return false
	}
	if mood, sure := askOrTell(r, p); mood == Proposal && sure {
		return true // 같이 치워요: read as 합쇼체 reads it (같이 치웁시다)
	}
	if onlyTells(pr, p.prev) {
		return false
	}
	words := strings.Fields(p.head)
	if (pausing(pr.stem, p.prev) || meetingSet(pr.stem, words)) && !toldOf(words) {
		return true // 잠깐 쉬었다 가요 → 쉬었다 가자, 이따 6시에 만나요 → 만나자
	}
	i := slices.Index(words, "우리")
	return i >= 0 && !ownsNext(words, i) && !slices.ContainsFunc(words[i+1:], func(w string) bool {
		return (subjectAfter(w) || topic(w) && !nounOf(w, timeWords, "은", "는")) && !nounOf(w, ourCounts, "이", "가") || quotes(w) // 우리 둘이 is 우리, 점심은 a time
	})
}

// toldOf reports words that make a 해요체 verb in bare 요 tell rather than propose: a
// subject or a topic that is no time (그건 엄마가 해요), a first person but a bare 우리
// of the speaker and the listener, the listener, or a habit (보통 주말엔 쉬어요).
func toldOf(words []string) bool {
	return slices.ContainsFunc(words, func(w string) bool {
		w = strings.TrimRight(w, ",")
		return w != "우리" && speakerWords[w] || secondPersons[w] || subjectAfter(w) || topic(w) && !nounOf(w, timeWords, "은", "는") ||
			habitAdverbs[w] || strings.HasSuffix(w, "마다") || quotes(w)
	}) || slices.ContainsFunc(words, func(w string) bool { return w == "우리" }) && ownsNext(words, slices.Index(words, "우리"))
}

// pausing reports 가다 or 하다 after a verb in 었다 (쉬었다 가요, 쉬었다 해요, 편의점 들렀다 가요):
// a stop before going on, which 해요체 with no one named proposes; the outside writers of sets 4,
// 17, 19 and 41 write -자, 4 of 4. 있다 가요 (stay a while) asks a guest as often.
func pausing(stem, prev string) bool {
	rs := runes(prev)
	if stem != "가" && stem != "하" || len(rs) < 2 || rs[len(rs)-1] != '다' || prev == "있다" || prev == "없다" {
		return false
	}
	return hangul.Tail(rs[len(rs)-2]) == hangul.SS
}

// meetingSet reports 만나다 after nothing but times and places (이따 6시에 만나요, 서면에서 만나요,
// 내일 일찍 만나요): a meeting set, which 해요체 with no one named proposes; the outside writers of
// sets 12, 24 and 37 write 만나자, 4 of 4. 또 만나요 and 다음에 만나요 part (또 만나, sets 13 and
// 18), and 친구 만나요 tells whom the speaker meets.
func meetingSet(stem string, words []string) bool {
	if stem != "만나" || len(words) == 0 {
		return false
	}
	return !slices.ContainsFunc(words, func(w string) bool {
		return partingWords[w] || negations[w] || !timeWords[w] && !placed(w)
	})
}

// partingWords say goodbye before 만나다 or 보다 (또 만나요, 다음에 봐요), proposing nothing.
var partingWords = set(`또 다시 다음에 나중에 언제`)

// quotes reports a word that closes a quoted clause (잘된 책이라고, 간다고, 가자고), whose subject is
// its own, not the subject of the verb of saying or thinking after it.
func quotes(w string) bool {
	return slices.ContainsFunc([]string{"다고", "라고", "자고", "냐고"}, func(e string) bool { return strings.HasSuffix(w, e) })
}

// together are the adverbs of doing something with someone.
var together = set(`같이 함께`)
