package speech

import (
	"slices"
	"strings"
	"unicode"

	"maltu/libs/engine/hangul"
)

// Convert rewrites the predicate that ends sentence at level to. changed is false, and the
// sentence comes back as it was, when it is already at that level or its ending cannot be
// rewritten with certainty.
func Convert(sentence string, to Level) (out string, changed bool) {
	out, changed, _ = convert(sentence, to)
	return out, changed
}

// convert is Convert, naming too the pass that decided (of a line of several sentences, its last).
func convert(sentence string, to Level) (out string, changed bool, by string) {
	if i := nextSentence(sentence); i > 0 {
		// A chat line may hold several sentences (봤어? 완전 대박이야): each ends at its own level.
		first, a, _ := convert(sentence[:i], to)
		rest, b, by := convert(sentence[i:], to)
		return first + rest, a || b, by
	}
	if to < Formal || to > Casual {
		return sentence, false, "no level"
	}
	c := &conversion{sentence: sentence, p: split(sentence), to: to}
	for _, ps := range passes {
		if !ps.toward.has(to) {
			continue
		}
		if o, decided := ps.run(c); decided {
			if o.changed && (to == Polite || to == Formal) && c.read().level == Casual {
				o.out = honourInside(o.out) // the listener's nouns and conditions, once the end says whom it honours
			}
			if o.changed && to == Polite && c.read().level == Casual {
				o.out = ownSideHumbled(o.out)
			}
			if o.changed && to == Casual {
				if from := Detect(sentence).Level; from == Polite || from == Formal { // read again only for 반말 changed
					o.out = ownSideUnhumbled(o.out)
				}
			}
			return o.out, o.changed, ps.name
		}
	}
	panic("speech: no pass decided " + sentence) // the last pass decides every sentence
}

// conversion is one sentence on its way to level to, as the passes see it: what earlier passes
// worked out (the head rewritten, the reading of the final word) is kept here for later ones.
type conversion struct {
	sentence string
	p        parts
	to       Level

	head     string // p.head rewritten at level to, once a pass asks for it
	headDone bool

	youNamed bool // the listener named as the subject by a 너 that dropYou left out

	r        reading // the final word read as a predicate, once a pass asks for it
	readOK   bool
	readDone bool
}

// outcome is a decided conversion: the sentence, and whether it changed.
type outcome struct {
	out     string
	changed bool
}

// pass is one named rule of Convert: toward the levels it names it decides the sentence, or
// leaves it to the passes after it (a pass that does not decide may reshape the predicate read).
type pass struct {
	name   string
	toward levels
	run    func(c *conversion) (outcome, bool)
}

// passes are Convert's rules in the order they are tried: what the last word is (a noun, a set
// phrase, a fragment) before how it reads, and how it reads before how it conjugates. Set in init:
// a spaced copula is converted joined, through the passes again.
var passes []pass

func init() {
	passes = []pass{
		{"noun ends the line", allLevels, nounEnds},
		{"written request", levelsOf(Polite, Casual), writtenRequest},
		{"spaced copula", allLevels, spacedCopulaPass},
		{"two-word set phrase", allLevels, twoWordPhrase},
		{"set phrase", allLevels, setPhrasePass},
		{"joined 말다", allLevels, joinedDontPass},
		{"resigned 뭐", levelsOf(Polite), resigned},
		{"저요? asks who is meant", levelsOf(Casual), meAsked},
		{"fragment", allLevels, fragmentPass},
		{"polite fragment has no copula", levelsOf(Formal, Plain), politeFragment},
		{"clipped 듯", allLevels, unread(clippedGuess)},
		{"반말 drops -시- before a spoken ending", levelsOf(Casual), unread(plainHonouredEnding)},
		{"spoken ending", allLevels, unread(spokenEnding)},
		{"polite noun", levelsOf(Casual), unread(politeNoun)},
		{"asked softly", levelsOf(Polite), askedSoftly},
		{"head only", allLevels, headOnly},
		{"already at the level", allLevels, atLevel},
		{"wondering -ㄴ가", levelsOf(Polite), wondering},
		{"ask or tell", levelsOf(Formal, Plain), moodPass},
		{"checking -죠", levelsOf(Formal), checking},
		{"promise", allLevels, promising},
		{"반말 drops -시-", levelsOf(Casual), dropHonorific},
		{"반말 unhumbles", levelsOf(Casual), unhumble},
		{"speaker humbled", levelsOf(Formal, Polite), humble},
		{"wish as command", levelsOf(Polite), wishing},
		{"bidding up", levelsOf(Polite), biddingUp},
		{"너 dropped", levelsOf(Formal, Polite), dropYou},
		{"listener honoured", levelsOf(Formal, Polite), honourListener},
		{"elder honoured", levelsOf(Formal, Polite), honourElder},
		{"listener's doing before a noun", levelsOf(Formal, Polite), honourDoing},
		{"우리 proposes", levelsOf(Casual), proposing},
		{"conjugate", allLevels, conjugate},
	}
}

// unchanged decides the sentence as it was; changedTo decides it as out.
func (c *conversion) unchanged() (outcome, bool)           { return outcome{c.sentence, false}, true }
func (c *conversion) changedTo(out string) (outcome, bool) { return outcome{out, true}, true }

// phrase decides a sentence whose set phrase is written as into: as it was when the phrase has no
// form at the level or already has it.
func (c *conversion) phrase(out, into string) (outcome, bool) {
	if into == "" || out == c.sentence {
		return c.unchanged()
	}
	return c.changedTo(out)
}

// undecided leaves the sentence to the next pass.
func undecided() (outcome, bool) { return outcome{}, false }

// rewrittenHead is what precedes the final word, rewritten at the level.
func (c *conversion) rewrittenHead() string {
	if !c.headDone {
		c.head, c.headDone = rewriteHead(c.p.head, c.p.word, c.to), true
	}
	return c.head
}

// reading is the final word read as a predicate; ok is false where it reads as none.
func (c *conversion) reading() (reading, bool) {
	if c.readDone {
		return c.r, c.readOK
	}
	p := c.p
	r, ok := read(p.word, p.context())
	if ok && r.pred.kind == kindStem && countingWords[p.prev] {
		ok = false // a counted word is a noun (한 가지, 여러 감지), though it may take the copula (몇 시야)
	}
	if x, found := strings.CutSuffix(strings.TrimSuffix(p.word, "요"), "재"); found && reportedProposal(x, false) {
		ok = false // 가재요 is 가자고 해요, a reported proposal, not a verb 가재다
	}
	if x, found := strings.CutSuffix(strings.TrimSuffix(p.word, "요"), "래"); found && reportedCommand(x) {
		ok = false // 빨리 오래요 is 오라고 해요, a reported command, not a verb 오래다 (오랩니다)
	}
	c.r, c.readOK, c.readDone = r, ok, true
	return r, ok
}

// read is the reading of a conversion whose final word reads as a predicate.
func (c *conversion) read() *reading {
	c.reading()
	return &c.r
}

// asked reports a sentence that ends in a question mark.
func (p parts) asked() bool { return strings.Contains(p.tail, "?") }

// nounEnds: a noun ends the line, not a predicate: a title (2.1. 개요, 기본 이미지 격자), a noun the
// dictionary reads whole (여기는 바다, 출장지는 캐나다, 우리 동네), or a
// quotation the writer's sentence does not end in.
func nounEnds(c *conversion) (outcome, bool) {
	if c.p.word == "" || c.p.quoted || yoNoun(c.p.word) || nounForms[c.p.word] && !predicateThere(c.p) || nounAtEnd(c.p) {
		return c.unchanged()
	}
	return undecided()
}

// predicateThere reports a word of nounForms that ends a sentence as a predicate: after a subject
// in 이/가 or a word only a predicate follows (말수가 적지, 잘 가지), or asked of a verb of one
// syllable common at the end of speech (이 버스 시청 가지?: 가다's -지, no 가지 of a tree).
func predicateThere(p parts) bool {
	if subjectAfter(unmarked(p.prev)) || beforePredicate(p.prev) {
		return true
	}
	x, ok := strings.CutSuffix(p.word, "지")
	return ok && p.asked() && shortVerbs[x]
}

// nounAtEnd reports a final word that is a noun of nounsAtEnd, unless it is one of nounsInI
// before the copula after a bare noun (친구 사이다: between friends, not cider), or follows a word
// that only a predicate follows (부드럽게 하네: beforePredicate).
func nounAtEnd(p parts) bool {
	x, _ := strings.CutSuffix(p.word, "다")
	return nounsAtEnd[p.word] && !(nounsInI[x] && p.prev != "" && !afterParticle(p.prev)) && !beforePredicate(p.prev)
}

func writtenRequest(c *conversion) (outcome, bool) {
	if out, ok := request(c.p, c.to); ok {
		return c.changedTo(out)
	}
	return undecided()
}

func spacedCopulaPass(c *conversion) (outcome, bool) {
	if out, ok := spacedCopula(c.p, c.to); ok {
		return outcome{out, out != c.sentence}, true
	}
	return undecided()
}

// twoWordPhrase: a phrase of two words alone in 반말 (안녕히 가세요 → 잘 가, not 안녕히 가), in
// 합쇼체 (잘 자요 → 안녕히 주무십시오, not 잘 잡니다: a wish, no report), or none in 해라체; toward
// 해요체 only 반말's is the phrase said up (잘 가 → 안녕히 가세요, 어서 와 → 어서 오세요), and 잘 가요
// stays. The phrase stands alone, after the one called, or, said up, after a clause its comma
// closes (오늘 고생했어, 잘 자 → 오늘 고생했어요, 안녕히 주무세요) or a clause linked to the wish
// with no subject (wishedAfter: 조심해서 잘 가 → 조심해서 안녕히 가세요), as sets 18 and 23 write
// it; the writers of sets 10-23 honour every such wish (6 of 6; 푹 잘 자 → 푹 주무세요 twice).
func twoWordPhrase(c *conversion) (outcome, bool) {
	p := c.p
	phrase := p.prev + " " + p.word
	before := strings.TrimSuffix(strings.TrimSpace(p.head), p.prev)
	clauseBefore := c.to == Polite && strings.HasSuffix(strings.TrimSpace(before), ",") // 오늘 고생했어, 잘 자
	linked := c.to == Polite && wishedAfter(before)                                     // 조심해서 잘 가
	if _, up := spokenUp[phrase]; p.prev == "" || !called(before) && !clauseBefore && !linked || p.asked() || c.to == Polite && !up {
		return undecided()
	}
	if x, ok := strings.CutSuffix(phrase, "요"); ok && c.to != Casual {
		if casual, _ := setPhrase(x, Casual); casual == x {
			phrase = x // 잘 가요 is 잘 가 with 요
		}
	}
	if into, found := setPhrase(phrase, c.to); found {
		head := p.head[:strings.Index(p.head, p.prev)]
		if clauseBefore {
			first, _ := Convert(strings.TrimSuffix(strings.TrimSpace(before), ","), c.to) // a sentence of its own
			head = first + ", "
		}
		if linked {
			head = strings.TrimSuffix(c.rewrittenHead(), p.prev+" ")
		}
		return c.phrase(head+into+p.tail, into)
	}
	return undecided()
}

func setPhrasePass(c *conversion) (outcome, bool) {
	if word, found := setPhrase(c.p.word, c.to); found {
		head := c.rewrittenHead()
		if word != c.p.word && word == spokenUp["고마워"] {
			head = thankedFor(head)
		}
		return c.phrase(head+word+c.p.tail, word)
	}
	return undecided()
}

// resigned: a 반말 -지 before a closing 뭐, a resigned yes (그럼 그렇게 하지 뭐), ends the sentence;
// it is the speaker's own yes, said up with no -시- and the tag kept (하죠 뭐), as sets 15, 16, 17
// and 19 write it, 4 of 4.
func resigned(c *conversion) (outcome, bool) {
	p := c.p
	if p.word != "뭐" || !strings.HasSuffix(p.prev, "지") || p.asked() {
		return undecided()
	}
	r, ok := read(p.prev, context{})
	before, found := strings.CutSuffix(c.rewrittenHead(), p.prev+" ")
	if !ok || !found || r.level != Casual || r.pred.kind != kindStem && r.pred.kind != kindPre {
		return undecided()
	}
	word, ok := r.pred.form(c.to)
	if !ok {
		return undecided()
	}
	return c.changedTo(before + word + " " + p.word + p.tail)
}

func joinedDontPass(c *conversion) (outcome, bool) {
	if before, word, found := joinedDont(c.p.word, c.to); found {
		return c.phrase(c.rewrittenHead()+before+word+c.p.tail, word)
	}
	return undecided()
}

func fragmentPass(c *conversion) (outcome, bool) {
	head := c.rewrittenHead()
	if word, ok := fragment(c.p.word, c.to); ok && (alone(head) || c.p.asked() && exclaimed(head)) {
		return c.changedTo(head + word + c.p.tail)
	}
	return undecided()
}

// meAsked: 저요?, the speaker asking whether the listener means them, is 나? in 반말, as the
// outside writers of levels.tsv's batches 39, 66, 77 and 86 write it, 4 of 4, whether or not their
// line names the speaker 나 elsewhere; read as a verb, 저요 would lose only its 요.
func meAsked(c *conversion) (outcome, bool) {
	if c.p.word == "저요" && c.p.asked() && strings.TrimSpace(c.p.head) == "" {
		return c.changedTo("나" + c.p.tail)
	}
	return undecided()
}

// politeFragment: 진짜요? is no copula: 진짭니까? is no Korean, and 진짜입니까? asks another thing.
func politeFragment(c *conversion) (outcome, bool) {
	if _, polite := fragmentBase(c.p.word); polite {
		return c.unchanged()
	}
	return undecided()
}

// unread makes a pass of a rewrite of the final word that applies only where it reads as no
// predicate.
func unread(rewrite func(p parts, to Level) (string, bool)) func(c *conversion) (outcome, bool) {
	return func(c *conversion) (outcome, bool) {
		if _, ok := c.reading(); ok {
			return undecided()
		}
		if word, ok := rewrite(c.p, c.to); ok {
			return c.changedTo(c.rewrittenHead() + word + c.p.tail)
		}
		return undecided()
	}
}

// spokenEnding converts an ending of speech whatever precedes it (많더라 → 많더라고요), honouring
// the listener's doing toward 해요체 (뭐 하는데? → 뭐 하시는데요?).
func spokenEnding(p parts, to Level) (string, bool) {
	word := p.word
	if to == Polite {
		word = honouredSpoken(p)
		p.word = word
		word = humbledSpoken(p)
	}
	// Only 반말 drops the -시- before 던데 and 더라 where no one honoured is written: speaking up, the
	// writer's own -시- stays (부장님 아까 찾으시던데 → 찾으시던데요, not 찾던데요).
	return spokenSuffix(word, to, p.asked(), to != Polite && !honoured(p.head))
}

// politeNoun: 해요체 makes a noun answer polite with the particle 요 (아메리카노요, 창가 자리요, 2시요),
// 이요 after a consonant (2만 원이요, 3층이요), which 반말 leaves out (아메리카노, 2만 원), as the outside
// writers of issue 30's sets 6, 11 and 15 do, none the other way. Only a word that reads as no
// predicate, no verb linking a clause (주시고요: clauseEnd) and no noun in 요 (필요, 중요); 이요 only
// after a figure's counter, since a noun may end in 이 (고양이요 is 고양이 with 요).
func politeNoun(p parts, to Level) (string, bool) {
	if to != Casual || yoNoun(p.word) || !strings.ContainsRune(".?!", lastOf(p.tail+".")) {
		return "", false
	}
	if x, ok := strings.CutSuffix(p.word, "이요"); ok && x != "" && hangul.EndsInConsonant(x) {
		return x, counter(p.prev, x)
	}
	x, ok := strings.CutSuffix(p.word, "요")
	return x, ok && x != "" && !hangul.EndsInConsonant(x) && !strings.HasSuffix(x, "이") && !clauseEnd(x) && (nounish(x) || counter(p.prev, x))
}

// counter reports a word that counts: a figure with its counter (3층, 2시), or a counter after one
// (2만 원).
func counter(prev, w string) bool {
	return startsWithDigit(w) || startsWithDigit(prev) && nounish(w)
}

// startsWithDigit reports a word that opens with a figure.
func startsWithDigit(w string) bool {
	return w != "" && unicode.IsDigit([]rune(w)[0])
}

// askedSoftly: 해요체 spoken up asks in -나요 whether a service is offered (주차돼? → 주차되나요?,
// 카드 돼? → 카드 되나요?) or a thing is there (이 근처에 약국 있어? → 있나요?), as batches 23 and 25
// of levels.tsv write it to a shop or a stranger; 시간 돼?, 어디 있어? and 열어 줄 수 있어? keep -어요.
func askedSoftly(c *conversion) (outcome, bool) {
	if word, ok := softly(c.p); ok {
		return c.changedTo(c.rewrittenHead() + word + c.p.tail)
	}
	return undecided()
}

// softly is the final word of a 반말 question asked in -나요, where softly asks it.
func softly(p parts) (string, bool) {
	if !p.asked() {
		return "", false
	}
	if x, ok := strings.CutSuffix(p.word, "돼"); ok && (serviceNouns[x] || x == "" && serviceNouns[bareWord(p.prev)]) {
		return x + "되나요", true
	}
	if soft, ok := thereAsked[p.word]; ok && thingThere(p) {
		return soft, true
	}
	return "", false
}

// thereAsked are the 반말 words that ask whether a thing is there, with their -나요: 있다, 없다, and
// 나오다 of a place that comes up on the way (이 길로 가면 역 나와? → 역 나오나요?).
var thereAsked = map[string]string{"있어": "있나요", "없어": "없나요", "나와": "나오나요"}

// thingThere reports a yes-or-no question whether a thing is there, its subject a thing written
// first in its own clause (이 옷 다른 색도 있어?; 비 온다는데 우산 있어? asks of the umbrella, the
// listener's) or a bare noun right before it after a place (이 근처에 약국 있어?); 있다 after 수,
// 적, 고 or an 아/어 form is ability, experience (이 곡 쳐 본 적 있어?: experienced), doing or a
// state.
func thingThere(p parts) bool {
	clause := finalClause(strings.Fields(p.head))
	placedThere := slices.ContainsFunc(clause, somewhere) && someoneThere(p.prev)
	if !thingFirst(strings.Join(clause, " ")) && !placedThere || infinitiveForm(p.prev) || p.prev == "수" || experienced("있", p.prev) || strings.HasSuffix(p.prev, "고") {
		return false
	}
	return !slices.ContainsFunc(strings.Fields(p.head), func(w string) bool { return whichWords[w] })
}

// serviceNouns are what a customer asks a shop or a place to allow (주차 돼?, 카드 돼?, 환불돼?).
var serviceNouns = set(`주차 카드 결제 환불 교환 반품 배달 포장 예약 할부 현금 이체 계좌이체 와이파이 충전 취소`)

// whichWords ask which, where or what, and keep -어요 (화장실 어디 있어요?).
var whichWords = set(`어디 뭐 뭘 언제 몇 무슨 왜 누가 누구 어떻게 얼마나 얼마`)

// headOnly: the line ends in a word after its predicate (몰라 나도, 안되요 그건, 맛있어 강추) or
// opens with a set phrase (감사해요 진짜 ㅠㅠ → 고마워 진짜 ㅠㅠ): what the head holds is rewritten.
func headOnly(c *conversion) (outcome, bool) {
	if _, ok := c.reading(); ok {
		return undecided()
	}
	if head := c.rewrittenHead(); head != c.p.head {
		return c.changedTo(head + c.p.word + c.p.tail)
	}
	return c.unchanged()
}

func atLevel(c *conversion) (outcome, bool) {
	r := c.read()
	if r.level == c.to && !r.misspelt || wonders(*r) && c.to == Casual {
		return c.unchanged()
	}
	return undecided()
}

// wondering: 나만 불편한가? → 저만 불편한가요?
func wondering(c *conversion) (outcome, bool) {
	if wonders(*c.read()) {
		return c.changedTo(c.rewrittenHead() + c.p.word + "요" + c.p.tail)
	}
	return undecided()
}

// moodPass settles whether the sentence tells or bids (이따 연락해 → 이따 연락하십시오, 나 먼저 가 →
// 나 먼저 갑니다), which 합쇼체 and 해라체 write apart, and leaves it as it is where that is unsure.
func moodPass(c *conversion) (outcome, bool) {
	r := c.read()
	mood, sure := askOrTell(*r, c.p)
	if c.to == Formal && meets(*r, c.p) {
		mood, sure, r.pred = Statement, true, pred{kind: kindStem, stem: "뵙", fam: famGe} // 내일 봬요 → 내일 뵙겠습니다
	}
	if !sure || tellsPerhaps(*r, c.p.prev) {
		return c.unchanged()
	}
	r.pred.mood = mood
	return undecided()
}

// checking: 금요일까지 내면 되죠? → 됩니까?
func checking(c *conversion) (outcome, bool) {
	if r := c.read(); checks(*r, c.p) {
		r.pred.fam = famCore
	}
	return undecided()
}

// promising is read before 반말 unhumbles it: 전화드리겠습니다 → 전화할게, as 전화드릴게요 → 전화할게,
// and 제가 하겠습니다 → 할게요.
func promising(c *conversion) (outcome, bool) {
	if r := c.read(); promise(*r, c.to, c.p.head) {
		r.pred = pred{kind: kindStem, stem: cut(r.pred.stem, 1), fam: famGe}
	}
	return undecided()
}

// dropHonorific: 반말 drops the -시- it owed the listener (힘드세요? → 힘들어?, 보셨어요 → 봤어); a
// third person honoured by 께서, 님 or a kinship word keeps it, and so does 해라체, which never
// honours its reader.
func dropHonorific(c *conversion) (outcome, bool) {
	if r := c.read(); (r.level == Polite || r.level == Formal) && !honoured(c.p.head) {
		was := r.pred
		r.pred = plainTo(r.pred, c.p.prev)
		if was.kind == kindHonor && r.pred.kind == kindCopula && r.pred.stem == partyHonoured && c.p.prev == "몇" {
			r.pred.stem = partyCounter // 몇 분이세요? → 몇 명이야?: the party asked of, as partyAsked asks it up
		}
	}
	return undecided()
}

// unhumble: 뵐게요 → 볼게, 보내 드릴게요 → 보내 줄게; the humble giving told in the present is a
// promise (보내 드려요 → 보내 줄게), as 반말's -어 would ask for it (보내 줘).
func unhumble(c *conversion) (outcome, bool) {
	if !honoured(c.p.head) && !strings.Contains(c.p.head, "께 ") {
		r := c.read()
		was := r.pred
		r.pred = unhumbled(r.pred, c.p.prev, givenToListener(r.pred, c.p.head))
		if givingNow(was, r.pred) {
			r.pred.fam = famGe
		}
	}
	return undecided()
}

// givingNow reports a statement of the speaker's humble giving in the present that unhumbled
// made plain (보내 드려요 → 주, 연락드립니다 → 연락하); not an act done by saying it (축하드려요 →
// 축하해), which the present performs.
func givingNow(was, now pred) bool {
	return was.kind == kindStem && strings.HasSuffix(was.stem, "드리") && now.stem != was.stem && was.mood == Statement && was.fam == famCore &&
		!speakerActs[now.stem]
}

// humble: the speaker's giving is humbled (보내 줄게 → 보내 드릴게요); the listener's doing is
// honoured by honourListener.
func humble(c *conversion) (outcome, bool) {
	if r := c.read(); r.level == Casual || r.level == Plain {
		r.pred = humbled(r.pred, c.p.prev, c.p.head)
	}
	if r := c.read(); (r.level == Casual || r.level == Plain && r.pred.fam == famKka) && c.to == Polite {
		r.pred = humbledAct(r.pred, c.p.head) // 반말's offer in 까 reads as 해라체's
		c.escortHumbled(r.pred)
	}
	if r := c.read(); (r.level == Casual || r.level == Plain && r.pred.mood == Proposal) && c.to == Polite && meetsUp(*r, c.p) {
		r.pred.stem = "뵈" // 내일 봐 → 내일 봬요; 또 보자, which reads as 해라체's → 또 봬요
	}
	return undecided()
}

// wishing: 힘내 → 힘내세요, 푹 쉬어 → 푹 쉬세요, as 푹 쉬어라 does.
func wishing(c *conversion) (outcome, bool) {
	if r := c.read(); r.level == Casual && wish(*r, c.p) {
		r.pred.mood = Command
	}
	return undecided()
}

// biddingUp: 여기 앉아 → 여기 앉으세요, 들어가서 한숨 자 → 들어가셔서 한숨 주무세요.
func biddingUp(c *conversion) (outcome, bool) {
	if r := c.read(); bids(*r, c.p) {
		r.pred.mood = Command
		if keptState(r.pred, c.p.prev) {
			r.pred = pred{kind: kindHonor, stem: "계", mood: Command} // 누워 있어 → 누워 계세요
		}
		c.head = honouredMoves(c.rewrittenHead())
		if favours[r.pred.stem] && r.pred.kind == kindStem {
			c.head += infinitive(r.pred.stem) + " " // 잠깐만 기다려 → 기다려 주세요
			r.pred = pred{kind: kindStem, stem: "주", mood: Command}
		}
	}
	if r := c.read(); (r.level == Casual || r.level == Plain) && r.pred.mood == Command && r.pred.kind == kindStem && r.pred.stem == triedAux {
		c.honourChain() // 이거 먹어 봐 → 이거 드셔 보세요
	}
	return undecided()
}

// triedAux is 보다 of trying after a verb's 아/어 form (먹어 봐), whose bidding spoken up honours
// the verb tried in its honorific word (honourChain: 드셔 보세요), as the outside writers of
// levels.tsv's batches 63, 68, 76, 77, 81, 85 and 86 write it, 7 of 7 (the team's batch 6 keeps
// 먹어 보세요).
const triedAux = "보"

// favours are the verbs whose bidding asks the listener a favour done for the speaker, which
// speaking up asks in -어 주세요 rather than bids in -세요: waiting (잠깐만 기다려 → 잠깐만 기다려
// 주세요), as the outside writers of issue 30's sets 1, 4, 6, 8, 19, 24, 32, 34 and 37 write it, 9
// of 9 (33 and 35 too, with 잠시만); the team's own two lines (batches 0 and 27) bid in 기다리세요.
var favours = set(`기다리`)

// honourDoing: a question in the copula about what the listener does or did takes -시- in the verb
// before its noun (혼자 온 거야? → 혼자 오신 거예요?, 오늘 쉬는 날이야? → 쉬시는 날이에요?), and so
// does one that asks the listener to confirm it in 거 맞다 (내일 오는 거 맞지? → 오시는 거 맞죠?, as
// sets 16, 20 and 21 write it, 3 of 3; a thing's 경기 시작하는 거 맞지? stays); 이 약은 식후에 먹는
// 거야 tells, and keeps it bare.
func honourDoing(c *conversion) (outcome, bool) {
	r := c.read()
	words := strings.Fields(c.p.head)
	at := len(words) - 1 // the modifier
	if r.pred.kind == kindStem && r.pred.stem == "맞" && c.p.prev == "거" {
		at-- // 오는 거 맞지?
		if at < 0 || subjectBeforeConfirmed(words[:at]) {
			return undecided() // 경기 시작하는 거 맞지?, 이 버스 가는 거 맞지?: a thing's
		}
	} else if r.pred.kind != kindCopula {
		return undecided()
	}
	if r.level != Casual || !c.p.asked() || at < 0 || notListener(words) || slices.ContainsFunc(words, thingSubject) {
		return undecided()
	}
	if h := honouredModifier(words[at]); h != "" {
		if before, found := strings.CutSuffix(c.rewrittenHead(), strings.Join(words[at:], " ")+" "); found {
			c.head = before + strings.Join(append([]string{h}, words[at+1:]...), " ") + " "
		}
	}
	return undecided()
}

// subjectBeforeConfirmed reports, before a verb confirmed in 거 맞다, a word of no time, place or
// purpose: a noun or a demonstrative that may be its subject or topic (경기 시작하는 거, 이 버스 가는
// 거, 이거 어제 주문한 거: set 13 keeps it bare), whose doing the listener does not honour; a noun
// before a verb in 러 is that verb's object (귤 따러 오는 거).
func subjectBeforeConfirmed(words []string) bool {
	for i, w := range words {
		object := i+1 < len(words) && strings.HasSuffix(words[i+1], "러")
		if !timeWords[w] && !placed(w) && !strings.HasSuffix(w, "러") && !(adverbs[w] && !demonstratives[w]) && !object {
			return true
		}
	}
	return false
}

// proposing: 우리 같이 걸어가요 → 우리 같이 걸어가자.
func proposing(c *conversion) (outcome, bool) {
	if r := c.read(); proposes(*r, c.p) {
		r.pred.mood = Proposal
	}
	return undecided()
}

// conjugate writes the predicate read at the level; a told guess keeps 반말's -다 (많이 아팠겠어요 →
// 많이 아팠겠다).
func conjugate(c *conversion) (outcome, bool) {
	r := c.read()
	word, ok := r.pred.form(c.to)
	if ok && c.to == Casual && guess(*r, c.p) {
		word, ok = r.pred.form(Plain)
	}
	head := c.rewrittenHead()
	if !ok || head+word == c.p.head+c.p.word {
		return c.unchanged()
	}
	return c.changedTo(head + word + c.p.tail)
}
