package speech

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"maltu/libs/engine/hangul"
	"maltu/libs/engine/internal/wordlist"
	"maltu/libs/gate/chars"
)

// persons pair the humble and the plain first person with the particle that follows: 제가 is
// 내가, 저는 is 난 (people writing up spell it out; 전 is 난 toward 나), 절 is 날. The plural pairs
// (저희/우리) come last.
var persons = [][2]string{
	{"저는", "나는"}, {"저는", "난"}, {"전", "난"}, {"제가", "내가"}, {"저를", "나를"}, {"저도", "나도"},
	{"저에게", "나에게"}, {"저한테", "나한테"}, {"저의", "나의"}, {"저만", "나만"}, {"저와", "나와"},
	{"저랑", "나랑"}, {"저하고", "나하고"}, {"저보다", "나보다"}, {"저처럼", "나처럼"}, {"저부터", "나부터"},
	{"저까지", "나까지"}, {"제게", "내게"},
	{"저희는", "우리는"}, {"저희가", "우리가"}, {"저희의", "우리의"}, {"저희를", "우리를"}, {"저희도", "우리도"},
	{"저희한테", "우리한테"}, {"저희에게", "우리에게"}, {"저희랑", "우리랑"}, {"저희끼리", "우리끼리"}, {"저희", "우리"},
}

// Person writes the first person as form (저, 나, 저희 or 우리) says the writer does, with its
// particle. A plural form changes only the plural pairs; 나 also turns 저희 into 우리, which no
// one writing 나 uses. 저 turns 우리 into 저희 only before the speaker's family (우리 엄마 → 저희
// 엄마): 우리 같이 가요 includes the listener.
// Bare 저 and 제 stay unless a noun follows 제 (제 1장 is an ordinal) or 저 opens the sentence
// before a comma, since 저 사람 is "that person"; 내 becomes 제 only where it cannot be 기간 내.
// A line that 저 humbles apologizes with 죄송해요, not 미안해요.
func Person(s, form string) (string, bool) {
	humble := form == "저" || form == "저희"
	plural := form == "우리" || form == "저희"
	words := strings.Split(s, " ")
	changed := false
	for i, w := range words {
		x := personWord{words: words, i: i, w: w, core: unmarked(w), humble: humble}
		to, ok := swapPerson(x.core, humble, plural, form == "나")
		switch {
		case ok:
			ok = x.pairStands()
		case !plural:
			to, ok = x.bare()
		}
		if ok {
			words[i] = to + w[len(x.core):]
			changed = true
		}
	}
	if changed && humble {
		humbleApology(words)
	}
	return strings.Join(words, " "), changed
}

// personWord is the i-th of words, a first person or not, on its way to the writer's form.
type personWord struct {
	words   []string
	i       int
	w, core string // the word, and the word without the marks after it
	humble  bool   // the writer's form is 저 or 저희
}

// next reports a word after this one that holds.
func (x personWord) next(holds func(string) bool) bool {
	return x.i+1 < len(x.words) && holds(x.words[x.i+1])
}

// pairStands reports a first person with its particle that is one where it stands: 나와 before
// an auxiliary or at the end is 나오다 (표에 나와 있습니다, 빨리 나와), and 전 is also "before" and
// "all" (3일 전, 전 세계), so only a sentence's first word is read.
func (x personWord) pairStands() bool {
	switch x.core {
	case "나와":
		return x.next(func(w string) bool { return !auxiliaryNext(w) })
	case "전":
		return x.i == 0 && x.next(func(w string) bool { return !wordlist.Opens(w, notPronounAfterJeon...) })
	}
	return true
}

// bare is the first person without a particle written at the writer's form, by the first rule of
// bareFirstPersons that holds.
func (x personWord) bare() (string, bool) {
	for _, r := range bareFirstPersons {
		if x.core == r.from && x.humble == r.humble && r.when(x) {
			return r.to, true
		}
	}
	return "", false
}

// verbNa reports a bare 나 that ends its sentence after a word that is no topic, call or stop (열이
// 나., 화가 나): the verb 나다, not the speaker.
func (x personWord) verbNa() bool {
	last := x.i == len(x.words)-1 || strings.ContainsAny(x.w[len(x.core):], ".?!")
	return last && x.i > 0 && !wordlist.Closes(x.words[x.i-1], "은", "는", "도", ",", ".", "?", "!")
}

// bareFirstPersons are the rules for a first person without a particle, which may be another
// word: 저 is also "that" (저 사람), 제 an ordinal (제 1장), 내 "within" (기간 내), 우리 the
// listener too (우리 같이 가요).
var bareFirstPersons = []struct {
	name, from, to string
	humble         bool // toward 저 (true) or toward 나
	when           func(x personWord) bool
}{
	// 나 ending its sentence after a subject is the verb 나다 (열이 나, 화가 나); after a topic it is
	// the speaker (범인은 나).
	{"나 humbled", "나", "저", true, func(x personWord) bool { return !x.verbNa() }},
	// 우리 엄마, 우리 팀이 and 우리 가게예요 are the speaker's own side, which 저 humbles (ownsNext).
	{"우리 owning its noun", "우리", "저희", true, func(x personWord) bool { return x.core == x.w && ownsNext(x.words, x.i) }},
	// 저 opens the sentence, or follows the one called, a laugh, an opener or a time (엄마 저 오늘
	// 늦어요, ㅋㅋ 저 지금 가요, 있잖아요 저 어제 봤어요, 이따가 저 좀 깨워 주세요), before what no
	// "that" points at (unpointed).
	{"저 opening a line", "저", "나", false, func(x personWord) bool {
		return opensLine(x.words[:x.i]) && (strings.HasPrefix(x.w[len(x.core):], ",") || x.next(unpointed))
	}},
	// "That" stands before a noun; before a predicate 저 is the speaker (엄마 저 배고파요, 아빠가 저
	// 데리러 오신대요).
	{"저 before a predicate", "저", "나", false, func(x personWord) bool { return x.core == x.w && x.next(predicateWord) }},
	{"제 before a noun", "제", "내", false, func(x personWord) bool { return x.next(startsWithNoun) }},
	{"내 before a noun", "내", "제", true, func(x personWord) bool {
		return x.next(startsWithNoun) && (x.i == 0 || afterParticle(x.words[x.i-1]) || adverbs[x.words[x.i-1]])
	}},
}

// humbleApology: a writer who says 저 in the line apologizes with 죄송 (미안해요 제가 깜빡했어요 →
// 죄송해요 제가 깜빡했어요); without a first person the apology is left as written.
func humbleApology(words []string) {
	for i, w := range words {
		if strings.HasPrefix(w, "미안해요") || strings.HasPrefix(w, "미안합니다") {
			words[i] = "죄송" + strings.TrimPrefix(w, "미안")
		}
	}
}

// swapPerson finds word among the pairs of its number and gives the other side.
func swapPerson(word string, humble, plural, plain bool) (string, bool) {
	for _, p := range persons {
		from, to := p[1], p[0]
		if !humble {
			from, to = p[0], p[1]
		}
		isPlural := strings.HasPrefix(p[0], "저희")
		if word == from && (isPlural == plural || plain && isPlural) {
			return to, true
		}
	}
	return "", false
}

// afterParticle reports a word that ends in a particle or an ending, so that the 내 after it is
// the pronoun (그건 내 꿈이야) and not "within" after a noun (기간 내 제출).
func afterParticle(w string) bool {
	return strings.HasSuffix(w, ",") || strings.ContainsRune("은는건이가을를도에서만고면데며게지랑엔선땐", lastOf(w))
}

// adverbs after a sentence's first 저 make it the pronoun (저 지금 가요), not "that" (저 사람),
// and so do determiners, which "that" cannot precede (저 그 사람 알아요).
var adverbs = set(`지금 오늘 내일 어제 이제 먼저 진짜 정말 요즘 아직 방금 곧 잠깐 혹시 좀 또 이번에 벌써 다시 너무 그냥 다음 이번 원래
	처음 아까 이따 잠시 계속 항상 늘 곧바로 완전 역시 가끔 드디어 보통 주로 자주 오래 오랜만에 혼자
	그 이 그거 이거 그건 이건 그게 이게`)

// unpointed reports a word that "that" (저) cannot point at, so that the 저 before it is the
// speaker: an adverb, a time or a place word, bare or in a particle (저 작년에, 저 거기 있었어요),
// or a figure (저 5시까지).
func unpointed(w string) bool {
	w = unmarked(w)
	return adverbs[w] || nounOf(w, timeWords, "", "에", "엔", "까지", "부터", "은", "는", "도") ||
		nounOf(w, placeWords, "", "에", "서", "에서", "까지", "도") || startsWithDigit(w)
}

// predicateWord reports a word the grammar reads as a predicate (배고파요, 몰랐어), a verb in the
// -러 of purpose (데리러, 보러) or an 아/어 form before the 서 of cause (졸려서, 아파서); a modifier
// (저 높은 산) is none.
func predicateWord(w string) bool {
	w = strings.TrimRightFunc(w, closer)
	if x, ok := strings.CutSuffix(w, "러"); ok && x != "" && known(x) {
		return true
	}
	if x, ok := strings.CutSuffix(w, "서"); ok && x != "" && infinitiveForm(x) {
		return true
	}
	_, ok := read(w, context{})
	return ok
}

// opensLine reports words that may precede the speaker's 저 at the start of a sentence, which
// begins a line or follows a ?, !, ., ~, … or an emoticon: none, the one called (엄마), laughter and tears in
// jamo (ㅋㅋ, ㅠㅠ), openers and interjections that end no clause (아 맞다, 헐 진짜? 저 …) and times
// (이따가, 오늘 저녁에).
func opensLine(words []string) bool {
	for j := len(words) - 1; j >= 0; j-- {
		if strings.ContainsRune(".?!~…", lastOf(words[j])) || emoticon(lastOf(words[j])) {
			words = words[j+1:]
			break
		}
	}
	for _, w := range words {
		core := unmarked(w)
		if !kin[core] && !openers[core] && !interjections[core] && !jamoOnly(core) && !nounOf(core, timeWords, "", "에", "엔") {
			return false
		}
	}
	return len(words) < 3
}

// openers are the words a chat line opens with before its subject.
var openers = set(`있잖아 있잖아요 아 와 헐 참 근데 그리고 그래서 그럼 그러면 아니 네 응 어 음 맞다`)

func jamoOnly(w string) bool {
	for _, r := range w {
		if !chars.IsJamo(r) {
			return false
		}
	}
	return w != ""
}

// ownSideHumbled writes a bare 우리 that owns its noun (ownsNext) as 저희 in a 반말 sentence spoken
// up to 해요체 whose writer names no 나 (우리 딸이 상 받았어 → 저희 딸이 상 받았어요): the speaker's
// own side, humbled before the listener as a writer who says 저 humbles it. The writers of sets 10-23
// write 저희 so in every one of the 14 sets (41 lines) and keep 우리 before no noun it owns; the 우리
// they keep is the speaker and the listener together (우리 택시 탈까?, 우리 5분만 쉬자).
func ownSideHumbled(s string) string {
	words := strings.Split(s, " ")
	if slices.ContainsFunc(words, func(w string) bool { return peerFirstPersons[unmarked(w)] }) {
		return s // 나랑 우리 엄마: a writer who keeps 나 keeps 우리
	}
	for i, w := range words {
		if w == "우리" && ownsNext(words, i) {
			words[i] = "저희"
		}
	}
	return strings.Join(words, " ")
}

// ownSideUnhumbled writes the speaker's side, 저희 with its particle, as 우리 in a sentence spoken
// down to 반말 whose writer keeps no humble 저 (저희 엄마가 해녀예요 → 우리 엄마가 해녀야): no one
// speaking across humbles the own side. The outside writers of sets 18-42 write 우리 so in every
// such line (25 lines of 16 batches, 54-86), the one line that keeps 저희 being the team's own (batch 2).
func ownSideUnhumbled(s string) string {
	words := strings.Split(s, " ")
	if slices.ContainsFunc(words, func(w string) bool { return humbleFirstPersons[unmarked(w)] }) {
		return s // 저희 엄마가 저한테: a writer who keeps 저 keeps 저희
	}
	out, _ := Person(s, "우리")
	return out
}

// humbleFirstPersons are the first person singular a writer speaking up says, with its particles
// (bare 저 and 제 are also "that" and an ordinal).
var humbleFirstPersons = set(`저는 전 제가 저도 저한테 저를 절 저랑 제게 저의 저에게 저만`)

// peerFirstPersons are the first person singular a writer speaking across says, with its particles.
var peerFirstPersons = set(`나 난 나는 내가 나도 내 나한테 나랑 나를 날`)

// kin are the words for one's family that 우리 and 저희 own.
var kin = set(`엄마 아빠 어머니 아버지 부모님 형 오빠 누나 언니 동생 남동생 여동생 가족 아들 딸 남편 아내 와이프 애들
	할머니 할아버지 집`)

// ownsNext reports a 우리 at words[i] that owns the noun after it, the speaker's side alone, which
// 저 humbles to 저희 (우리 엄마, 우리 팀이, 우리 가게는, 우리 고양이예요, 우리 가게 빵은): a family word,
// or a noun as a subject, topic or owner or before the copula, right after 우리 or after a bare
// noun, or a bare noun before another, bare or in any particle (우리 강아지 산책 가요, 우리 문학
// 라인에서). A time, a place, an adverb, a
// determiner, a verb or a count of people after it (우리 내일, 우리 여기서, 우리 천천히, 우리 이
// 문제부터, 우리 둘이) owns nothing, and neither does a bare noun before the verb (우리 택시 타요):
// that 우리 is the speaker and the listener, who act together.
// The outside writers of issue 30 write 저희 before such a noun in sets 4, 6-8 and 10-15 and keep
// 우리 before none; an object in 을/를 is left, since 우리 may be the subject of an act on it.
func ownsNext(words []string, i int) bool {
	if i+1 >= len(words) {
		return false
	}
	if next := words[i+1]; kinWord(next) || ownedNoun(next) {
		return true
	}
	return i+2 < len(words) && bareNoun(words[i+1]) && (ownedNoun(words[i+2]) || bareNoun(words[i+2]) || placed(words[i+2]) || timed(words[i+2]))
}

// timed reports a day or a period, bare or in 에 (오늘, 이번에), after the bare noun 우리 owns: the
// noun is the subject the time is told of (우리 가게 오늘 쉬어 → 저희 가게 오늘 쉬어요), not the
// object of an act done together, which comes right before its verb (우리 택시 타요). An adverb of
// time (또, 벌써, 아직) says nothing of whose the noun is (우리 팀 또 졌어: the team one supports).
func timed(w string) bool {
	w = unmarked(w)
	return timesTold[w] || timesTold[strings.TrimSuffix(w, "에")]
}

// timesTold are the days and periods a time noun names.
var timesTold = set(`오늘 내일 낼 어제 모레 그제 요즘 요새 이번 다음 지난 주말 어젯밤 오늘밤 올해 작년 내년`)

// ownedEndings are the particles and copulas after a noun that something may own: a subject's, a
// topic's, an owner's, the copula's; consonant says whether the noun before ends in a consonant
// (-1 either).
var ownedEndings = []struct {
	ending    string
	consonant int
}{
	{"이", 1}, {"가", 0}, {"은", 1}, {"는", 0}, {"의", -1}, {"께서", -1},
	{"이에요", 1}, {"예요", 0}, {"이야", 1}, {"야", 0}, {"입니다", -1},
}

// ownedNoun reports a noun in one of ownedEndings (팀이, 가게는, 고양이예요), not a time or a count
// of people (오늘은, 둘이).
func ownedNoun(w string) bool {
	w = unmarked(w)
	for _, e := range ownedEndings {
		x, ok := strings.CutSuffix(w, e.ending)
		if ok && nounish(x) && (e.consonant < 0 || hangul.EndsInConsonant(x) == (e.consonant == 1)) {
			return true
		}
	}
	return false
}

// bareNoun reports a noun with no particle, no predicate and no place or time (우리 가게 빵은); a
// word in a topic's or an object's particle (점심은, 밥을) or a verb ending a clause (끝나면) is none.
func bareNoun(w string) bool {
	return w == unmarked(w) && nounish(w) && !placed(w) && !predicateWord(w) && !inParticle(w, "은", "는") && !inParticle(w, "을", "를") &&
		!clauseEnd(w)
}

// linkingEndings end a clause that links to the next (끝나면, 먹고, 오니까, 가는데, 했지만).
var linkingEndings = []string{"면", "고", "니까", "는데", "지만"}

// clauseEnd reports a verb in one of linkingEndings (끝나면, 먹고, 오니까, 주시고, 올랐고).
func clauseEnd(w string) bool {
	return slices.ContainsFunc(linkingEndings, func(e string) bool {
		x, ok := strings.CutSuffix(w, e)
		return ok && x != "" && verbBefore(x)
	})
}

// verbBefore reports x as a verb before an ending: a stem, one with the listener's -시- (주시), or
// a past (올랐).
func verbBefore(x string) bool {
	return known(x) || known(strings.TrimSuffix(x, "으")) || haPredicate(x) || strings.HasSuffix(x, "시") || hangul.Tail(lastOf(x)) == hangul.SS
}

// inParticle reports w as a word in the particle after a consonant or its twin after a vowel.
func inParticle(w, afterConsonant, afterVowel string) bool {
	x, ok := strings.CutSuffix(w, afterConsonant)
	y, ok2 := strings.CutSuffix(w, afterVowel)
	return ok && x != "" && hangul.EndsInConsonant(x) || ok2 && y != "" && !hangul.EndsInConsonant(y)
}

// nounish reports x as a noun for all the tables know: Hangul, and none of the adverbs, times,
// determiners, places, counts of people or verb and adjective stems (많이, 같이).
func nounish(x string) bool {
	return x != "" && hangul.IsSyllable([]rune(x)[0]) && !adverbs[x] && !timeWords[x] && !determiners[x] &&
		!placeWords[x] && !ourCounts[x] && !together[x] && !known(x)
}

// ourCounts are the counts of the people 우리 holds (우리 둘이, 우리 다), who include the listener.
var ourCounts = set(`둘 셋 넷 다섯 여섯 모두 다 다들 전부`)

// kinWord reports a family word, bare or with a particle (형은, 엄마가, 집에), and not a longer
// word that starts like one (형식, 집중).
func kinWord(w string) bool {
	return nounOf(strings.TrimRight(w, ",.!?"), kin, "", "은", "는", "이", "가", "도", "을", "를", "랑", "한테", "께서", "의", "에", "에서")
}

// nounOf reports w as a noun of nouns followed by one of particles ("" for the bare noun).
func nounOf(w string, nouns map[string]bool, particles ...string) bool {
	for _, particle := range particles {
		if x, ok := strings.CutSuffix(w, particle); ok && nouns[x] {
			return true
		}
	}
	return false
}

// notPronounAfterJeon are words after which a first 전 means "all" or "former" (전 세계, 전
// 직원, 전 남자친구), not the pronoun.
var notPronounAfterJeon = strings.Fields(`세계 국민 직원 세대 과정 분야 지역 대통령 장관 회장 사장 재산 종목 구간 남자친구 여자친구 남친 여친
	회사 직장 세계적`)

// startsWithNoun reports a word that opens with Hangul or a Latin name (제 폰, 내 MBTI), which 제
// and 내 own; before a figure 제 is an ordinal (제 1장).
func startsWithNoun(w string) bool {
	for _, r := range w {
		return hangul.IsSyllable(r) || r < utf8.RuneSelf && unicode.IsLetter(r)
	}
	return false
}
