package speech

import (
	"slices"
	"strings"

	"maltu/libs/engine/hangul"
	"maltu/libs/engine/internal/wordlist"
)

// honourListener: speaking up, people honour the listener as the subject with -시- (많이 피곤해? →
// 많이 피곤하세요?, 점심 먹었어? → 점심 드셨어요?, 벌써 도착했구나 → 도착하셨군요), in the
// dictionary's honorific verb where there is one. The listener is the subject of a 반말 question or
// remark on them whose predicate takes a person (subjectOf: listenerPredicates, then any verb but a
// thing's and a person's state, upward.go), with no first person and no other subject written: 그
// 영화 재밌어?, 버스 아직 안 왔어? and 나 지금 가 take none.
func honourListener(c *conversion) (outcome, bool) {
	if r := c.read(); r.level == Casual && listenerNounAsked(*r, c.p) {
		r.pred = pred{kind: kindHonor, stem: r.pred.stem + ifConsonant(r.pred.stem, "이"), mood: r.pred.mood, fam: r.pred.fam}
	}
	if r := c.read(); r.level == Casual && partyAsked(*r, c.p) {
		r.pred = pred{kind: kindHonor, stem: partyHonoured + "이", mood: r.pred.mood, fam: r.pred.fam} // 몇 명이야? → 몇 분이세요?
	}
	if r := c.read(); r.level == Casual {
		c.honourFuture(*r)
		c.honourSince()
	}
	if r := c.read(); (r.level == Casual || r.level == Plain) && !c.youNamed {
		if p, ok := guessedState(*r, c.p); ok {
			r.pred = p
		}
	}
	if r := c.read(); r.level == Casual && (c.youNamed || listenerAddressed(r.pred.fam, r.ending, c.p) || speakerPerceived(*r, c.p) || effortThanked(*r, c.p)) {
		if p, ok := honouredPred(r.pred, c.p); ok {
			r.pred = p
			c.honourChain()
			c.honourMeal()
		} else {
			c.honourAble(r.pred)
		}
	}
	return undecided()
}

// honourElder: speaking up, people honour an elder of the family written as the subject of a 반말
// statement with -시-, as they honour the listener (우리 엄마도 그 드라마 좋아해 → 저희 엄마도 그
// 드라마 좋아하세요, 우리 아빠는 아직 회사 다녀 → 다니세요); a question asks the listener.
func honourElder(c *conversion) (outcome, bool) {
	r := c.read()
	if r.level != Casual || r.pred.fam != famCore || r.pred.mood != Statement || c.p.asked() || !elderSubject(c.p.head) {
		return undecided()
	}
	if p, ok := honouredPred(r.pred, c.p); ok {
		r.pred = p
	}
	return undecided()
}

// guessedState is p, a 반말 guess in 겠 at a state the listener feels (그거 진짜 힘들었겠다,
// 많이 힘들겠어, 서 있느라 피곤하겠다), with the listener's -시- (힘드셨겠어요, 힘드시겠어요): the
// speaker feels with the listener, whom the outside writers of issue 30's sets 11, 12 and 14 honour
// so, 3 of 3. A first person, another subject or person named (걔 많이 힘들겠다) or a clause in 기
// as its subject (이거 혼자 들기는 힘들겠어: the lifting is hard) keeps it bare.
func guessedState(r reading, p parts) (pred, bool) {
	x, ok := strings.CutSuffix(r.pred.stem, "겠")
	if r.pred.kind != kindPre || !ok || x == "" || r.pred.mood != Statement || p.asked() {
		return r.pred, false
	}
	words := strings.Fields(p.head)
	if notListener(words) || slices.ContainsFunc(words, someoneNamed) || slices.ContainsFunc(words, func(w string) bool { return wordlist.Closes(unmarked(w), "기", "기는", "기가", "기도") }) {
		return r.pred, false
	}
	honoured := "시겠"
	if stem, past := pastStem(x, p); past {
		x, honoured = stem, "셨겠"
	}
	if !feltStates[x] {
		return r.pred, false
	}
	if thingFirst(strings.Join(slices.DeleteFunc(words, func(w string) bool { return demonstratives[w] }), " ")) {
		return r.pred, false // 오늘 날씨 많이 덥겠다 is the weather's; 그거 힘들었겠다 the listener's, what they went through
	}
	return pred{kind: kindPre, stem: euForm(x) + honoured, mood: r.pred.mood, fam: r.pred.fam}, true
}

// feltStates are the states only a person feels, which a guess in 겠 feels with the listener (힘들겠다);
// 춥겠다, 편하겠다 and 필요하겠다 guess at the weather or a thing as often.
var feltStates = set(`힘들 피곤하 아프 배고프 졸리 심심하 바쁘 괴롭 속상하 서운하`)

// someoneNamed reports a word that names a third person, bare or in a topic's or subject's
// particle: one of kin or of thirdPersons (걔 진짜 고생했어, 그 사람 고생 많았어).
func someoneNamed(w string) bool {
	w = unmarked(w)
	for _, particle := range []string{"", "은", "는", "도", "이", "가"} {
		if x, ok := strings.CutSuffix(w, particle); ok && x != "" && (kin[x] || thirdPersons[x]) {
			return true
		}
	}
	return false
}

// thirdPersons are the words for someone neither the speaker nor the listener.
var thirdPersons = set(`걔 쟤 얘 사람 그분 이분 저분 친구`)

// elderSubject reports a head whose subject or topic is one of elders (엄마가, 아빠는, 할머니도);
// 엄마 alone calls the listener.
func elderSubject(head string) bool {
	return slices.ContainsFunc(strings.Fields(head), func(w string) bool {
		return nounOf(w, elders, "가", "는", "도", "께서")
	})
}

// elders are the family a speaker honours speaking of them.
var elders = set(`엄마 아빠 어머니 아버지 부모님 할머니 할아버지`)

// dropYou: speaking up, people leave out the 너 that opens a 반말 line as its subject and honour
// the listener so named with -시- instead (너 내일 출근해? → 내일 출근하세요?, 너 원래 단 거 안
// 좋아하잖아 → 원래 단 거 안 좋아하시잖아요), as the outside writers of issue 30's sets 1 and 2 do,
// 5 of 5; 해요체 has no word for 너 (당신 is a quarrel's). A 네가 inside the line goes too (어제 네가
// 그랬잖아 → 어제 그러셨잖아요), or, after the thing done, asks who did it, which people ask in 직접
// (이거 네가 만들었지? → 이거 직접 만드셨죠?), as the writers of sets 1 and 4 do, 3 of 3. So does a
// bare 너 or 너는 inside it (youBare: 이거 너 혼자 다 했어? → 이거 혼자 다 하셨어요?), as the
// writers of sets 10, 12, 13 and 17 leave it out, none keeping it: the subject where no one else
// is, the one acted on where someone else is, whatever the mood (팀장님이 너 찾으셔 → 팀장님이
// 찾으세요); beside the speaker (나는 너 믿어) it stays.
func dropYou(c *conversion) (outcome, bool) {
	first, rest, ok := strings.Cut(c.p.head, " ")
	r := c.read()
	if !ok || strings.TrimSpace(rest) == "" || r.level != Casual {
		return undecided()
	}
	words := strings.Fields(c.p.head)
	copula := r.pred.kind == kindCopula
	if i := slices.IndexFunc(words, func(w string) bool { return youBare[w] }); i > 0 && youAlone(words, i, copula) && subjectWritten(words) && !slices.ContainsFunc(words, speakerWord) {
		c.p.head, c.headDone, c.readDone = strings.Join(slices.Delete(words, i, i+1), " ")+" ", false, false
		return undecided() // 팀장님이 너 찾으셔: the listener acted on, whatever the mood
	}
	if r.pred.fam == famCore && !c.p.asked() {
		return undecided() // 너 이거 먹어 tells or bids, and keeps its 너
	}
	if youOpens[first] {
		c.p.head, c.headDone, c.readDone, c.youNamed = rest, false, false, true
		return undecided()
	}
	for i := 1; i < len(words); i++ {
		if !youInside[words[i]] && !youBare[words[i]] || youBare[words[i]] && (slices.ContainsFunc(words, speakerWord) || !youAlone(words, i, copula)) {
			continue // 나는 너 믿어: the speaker's act on the listener keeps its 너
		}
		if asksWho(words, i) && (i+1 == len(words) || words[i+1] != "직접") {
			words[i] = "직접" // 이거 네가 직접 만든 거지? names it once: 이거 직접 만드신 거죠?
		} else {
			words = slices.Delete(words, i, i+1)
		}
		c.p.head, c.headDone, c.readDone, c.youNamed = strings.Join(words, " ")+" ", false, false, true
		break
	}
	return undecided()
}

// youAlone reports the bare 너 at words[i] as the listener alone, not the owner of the noun after it
// (너 거, 이게 너 거야?): before a predicate that is no noun's copula, or before an adverb, a time, a
// place or a figure (unpointed).
func youAlone(words []string, i int, copula bool) bool {
	return i+1 == len(words) && !copula || i+1 < len(words) && unpointed(words[i+1])
}

// speakerWord reports the speaker written (나는, 제가, 우리).
func speakerWord(w string) bool { return otherSubjects[unmarked(w)] }

// asksWho reports a 네가 of words after the thing done, a demonstrative (이거 네가 만들었지?), which
// asks who did it.
func asksWho(words []string, at int) bool {
	return youInside[words[at]] && at > 0 && demonstratives[words[at-1]]
}

// The listener's 너 as the subject or topic, one table in three sizes: youOpens open a line
// (dropYou), youInside are its subject inside one (dropYou, asksWho), and secondPersons, with
// 당신, make the listener the subject (너 이거 먹어, 니가 해: mood).
const (
	youOpenWords   = `너 넌 너는 너도`
	youInsideWords = `네가 니가 너가`
)

var (
	youOpens      = set(youOpenWords)
	youInside     = set(youInsideWords)
	youBare       = set(`너 너는 넌`) // inside a line, the subject or the one acted on (dropYou)
	secondPersons = set(youOpenWords + ` ` + youInsideWords + ` 당신 당신이 당신은 당신도`)
)

// speakerPerceived reports a 반말 question whether the listener hears, sees or remembers the speaker
// or the speaker's words (나 기억나? → 저 기억나세요?, 내 말 들려? → 제 말 들리세요?): the speaker
// is what is perceived, the listener who perceives, honoured as sets 1, 2 and 5 of issue 30 write
// it, 3 of 3 (혹시 그때 일 기억나? → 기억나세요?). No other subject and no 너 may be written.
func speakerPerceived(r reading, p parts) bool {
	words := strings.Fields(p.head)
	if !p.asked() || r.pred.kind != kindStem || !perceptions[r.pred.stem] || subjectWritten(words) || slices.ContainsFunc(words, namedYou) {
		return false
	}
	return !slices.ContainsFunc(words, func(w string) bool {
		return speakerIn([]string{w}) && !perceivedWords[unmarked(w)]
	})
}

// perceptions are the verbs whose subject is what is perceived and whose perceiver is the one
// asked: remembering, hearing, seeing.
var perceptions = set(`기억나 생각나 들리 보이`)

// perceivedWords are the bare first persons as what is perceived (나 기억나?); an owner's 내 (내
// 말 들려?) is no subject at all.
var perceivedWords = set(`나 저`)

// listenerNounAsked reports a 반말 question in the copula about the listener (지금 어디야? → 지금
// 어디세요?, 아직 병원이야? → 병원이세요?, 포장이야? → 포장이세요?), which 해요체 spoken up honours as
// -시- honours a verb, as the outside writers of issue 30's sets 1-4 do: any noun with only time
// words, adverbs, the one called or the listener's own (partOfListener: 고향이 어디야? → 어디세요?)
// before it, but one that asks of a thing (notOfListener: 뭐야?,
// 진짜야?, 벌써 금요일이야?, 지금 몇 시야?); 여기가 어디야?, 그 사람 누구야? and 이거 광고야? ask of
// another. One of experienceNouns asks of the listener wherever the place is named (여기 처음이지? →
// 처음이시죠?, 이 가게는 처음이지?, 여기가 처음이야?), as the writers of sets 3 and 4 and batch 25 do,
// 3 of 3, unless the speaker is in the line.
func listenerNounAsked(r reading, p parts) bool {
	if r.pred.kind != kindCopula || !p.asked() || notOfListener(r.pred.stem, p.prev) {
		return false
	}
	if experienceNouns[r.pred.stem] {
		return !speakerIn(strings.Fields(p.head))
	}
	return !slices.ContainsFunc(strings.Fields(p.head), func(w string) bool {
		w = strings.TrimRight(w, ",")
		return !timeWords[w] && !kin[w] && !adverbs[w] && !partOfListener(w) || demonstratives[w]
	})
}

// partyAsked reports a 반말 question in the copula of how many the listener's party is (몇
// 명이야?, 몇 명이냐?), which 해요체 spoken up asks in the honorific counter with the listener's -시-
// (몇 분이세요?), as the outside writers of levels.tsv's batches 23, 76, 78, 85 and 86 do, 5 of 5:
// only 몇 명 with nothing but time words or adverbs before it (오늘 예약 손님이 몇 명이야? counts
// others, and stays).
func partyAsked(r reading, p parts) bool {
	if r.pred.kind != kindCopula || r.pred.stem != partyCounter || !p.asked() {
		return false
	}
	return howManyOfUs(strings.Fields(p.head))
}

// howManyOfUs reports words that end in 몇 with nothing but time words or adverbs before it (오늘
// 몇 명이야?, 몇 명이서 왔어?): the count asked is of the listener's party, not of others named.
func howManyOfUs(words []string) bool {
	return len(words) > 0 && words[len(words)-1] == "몇" && onlyWhen(words[:len(words)-1])
}

// partyCounter counts people, and partyHonoured counts them honoured: the listener's party asked
// of (partyAsked, partyCounted).
const partyCounter, partyHonoured = "명", "분"

// onlyWhen reports words that are only time words or adverbs, which name no one.
func onlyWhen(words []string) bool {
	return !slices.ContainsFunc(words, func(w string) bool {
		w = strings.TrimRight(w, ",")
		return !timeWords[w] && !(adverbs[w] && !demonstratives[w])
	})
}

// experienceNouns say how far the listener has been somewhere or tried a thing, the place or
// thing named beside them.
var experienceNouns = set(`처음`)

// notOfListener reports a noun before the copula that asks of a thing, not of the listener: one
// of thingNouns; one of timeWords, a time or the question words and adverbs among them (뭐야?,
// 진짜야?), but 어디 (whereAbouts); a day or a time in 시간 or 날 (금요일, 점심시간, 월급날) or a
// figure; and any noun after a question word that picks one (몇 시, 무슨 요일, 어느 쪽).
func notOfListener(noun, prev string) bool {
	return thingNouns[noun] || timeWords[noun] && !whereAbouts[noun] || pickingWords[prev] ||
		wordlist.Closes(noun, "요일", "시간", "날") || strings.ContainsAny(noun, "0123456789")
}

// thingNouns ask what or how much, whether it is true or over, or appraise (벌써 끝이야?, 진짜
// 대박이야?), or are the future's and belonging's 거 (honourFuture); 뭐, 진짜 and 정말 are
// timeWords.
var thingNouns = set(`무엇 얼마 거 사실 다 농담 장난 끝 대박 최고 실화`)

// whereAbouts are the question words of timeWords that ask where the listener is (지금 어디야? →
// 어디세요?).
var whereAbouts = set(`어디`)

// pickingWords pick one of a kind with the noun after them.
var pickingWords = set(`몇 무슨 어느 어떤 웬`)

// ifConsonant is s when w ends in a consonant, and "" after a vowel (학생이세요, 어디세요).
func ifConsonant(w, s string) string {
	if hangul.EndsInConsonant(w) {
		return s
	}
	return ""
}

// honourAble writes the listener's -시- on the verb before 수 of ability, where people put it (이거
// 봐 줄 수 있어? → 봐 주실 수 있어요?, 몇 개 할 수 있어? → 하실 수 있어요?); 있다 and 없다 after
// 수 stay, being the ability's, not the listener's.
func (c *conversion) honourAble(p pred) {
	if c.p.prev != "수" || !abilityVerbs[strings.TrimSuffix(p.stem, "었")] {
		return
	}
	words := strings.Fields(c.p.head)
	if len(words) < 2 {
		return
	}
	c.honourModifier(words[len(words)-2], "수 ")
}

// honourModifier writes the listener's -시- on the verb v in its ㄹ modifier, which after stands
// after in the head (할 수 → 하실 수, 만들 거야? → 만드실 거예요?).
func (c *conversion) honourModifier(v, after string) {
	stem, ok := abilityStem(v)
	if !ok {
		return
	}
	if !takesListener(stem, c.p) {
		if !takesListener(v, c.p) {
			return
		}
		stem = v // 만들 is 만들다's, whose ㄹ stays, though 만드 reads as a stem too
	}
	base, ok := honourBase(stem, seenClass(stem, v), c.p)
	if before, found := strings.CutSuffix(c.rewrittenHead(), v+" "+after); ok && found {
		c.head = before + base + "실 " + after
	}
}

// honourFuture writes the listener's -시- on the verb before 거 of a 반말 question on what the
// listener will do (통장 새로 만들 거야? → 만드실 거예요?); 비 올 거야? is the weather's.
func (c *conversion) honourFuture(r reading) {
	if r.pred.kind == kindCopula && r.pred.stem == "거" && c.p.asked() && listenerAddressed(famCore, r.ending, c.p) {
		c.honourModifier(c.p.prev, "")
	}
}

// honourSince writes the listener's -시- on a verb's modifier before 지 or 적 in a 반말 question on
// the listener (강아지 키운 지 얼마나 됐어? → 키우신 지 얼마나 됐어요?, 이 곡 쳐 본 적 있어? → 쳐
// 보신 적 있으세요?): how long since, or whether ever, the listener did it, as the writers of sets 3
// and 5 of issue 30 write it, 2 of 2; a thing's coming (비 온 지) stays.
func (c *conversion) honourSince() {
	if !c.p.asked() || !listenerAddressed(famCore, "", c.p) {
		return
	}
	words := strings.Split(c.rewrittenHead(), " ")
	for i := 0; i+1 < len(words); i++ {
		if !sinceNouns[words[i+1]] || thingBefore(words[:i]) {
			continue
		}
		if h := honouredModifier(words[i]); h != "" {
			words[i] = h
		}
	}
	c.head = strings.Join(words, " ")
}

// thingBefore reports a thing among words (비 온 지): the subject of what follows is no person.
func thingBefore(words []string) bool {
	return slices.ContainsFunc(words, func(w string) bool { return things[bareWord(w)] })
}

// sinceNouns are the bound nouns after a past modifier that ask how long since (지) or whether
// ever (적) one did a thing.
var sinceNouns = set(`지 적`)

// experienced reports 있다 after 적, whether one has ever done a thing: the doer's, whatever the
// thing done (이 곡 쳐 본 적 있어?).
func experienced(stem, prev string) bool { return stem == "있" && prev == "적" }

// abilityVerbs say an ability after 수, as stems and pasts (할 수 있어, 할 수 있었어).
var abilityVerbs = set(`있 없`)

// abilityStem is the stem of a verb's ㄹ form before 수 (할 → 하, 먹을 → 먹, 열 → 열, 걸을 → 걷).
func abilityStem(w string) (string, bool) {
	if tailOf(w) != hangul.L {
		return "", false
	}
	x, ok := strings.CutSuffix(w, "을")
	if d, irregular := irregularTBeforeEu(x); ok && irregular {
		return d, true // 걸을 is 걷다's
	}
	if ok && predicateStem(x, context{}) {
		return x, true
	}
	if x := withTail(w, hangul.None); known(x) || haPredicate(x) {
		return x, true
	}
	return w, known(w)
}

// honourChain writes the verb before an honoured auxiliary in its honorific verb, as people do where
// there is one (뭐 먹고 싶어? → 뭐 드시고 싶으세요?, 이 음식 먹어 봤어? → 드셔 보셨어요?, 먹고
// 들어와 → 드시고 들어오세요); 가고 싶으세요 keeps 가고.
func (c *conversion) honourChain() {
	aux := strings.TrimSuffix(c.r.pred.stem, "셨")
	for _, row := range honouredChains {
		if !slices.ContainsFunc(row.aux, func(a string) bool { return euForm(a) == aux }) {
			continue
		}
		v, ok := row.verb(c.p.prev)
		h, honorific := honourVerbs[v]
		if before, found := strings.CutSuffix(c.rewrittenHead(), c.p.prev+" "); ok && honorific && found {
			c.head = before + h + row.honoured + " "
		}
		return
	}
}

// honourMeal asks 밥 먹었어?, whether the listener has eaten, in the meal's honorific noun's 하다
// (식사하셨어요?, not 밥 드셨어요?), as the outside writers of levels.tsv's batches 47, 77, 78, 79 and 81
// ask it up, 5 of 5: only a bare 밥 right before the eating asked of in the past; 밥은 and 점심 are
// left to 드시다.
func (c *conversion) honourMeal() {
	if c.r.pred.kind != kindPre || c.r.pred.stem != honourVerbs["먹"]+"셨" || c.p.prev != "밥" || !c.p.asked() {
		return
	}
	if before, found := strings.CutSuffix(c.rewrittenHead(), c.p.prev+" "); found {
		c.head, c.r.pred.stem = before, mealHonoured+"셨"
	}
}

// mealHonoured is the stem a meal is eaten in, honoured (식사하다).
const mealHonoured = "식사하"

// honouredChains are the auxiliaries whose subject is the verb's before them, by how that verb is
// linked and how it is written honoured: 싶다 and a coming or going after 고 (먹고 싶어, 먹고 와),
// 보다 of trying after 아/어 (먹어 봐).
var honouredChains = []struct {
	aux      []string
	verb     func(prev string) (string, bool)
	honoured string
}{
	{[]string{"싶", "오", "가", "들어오", "들어가"}, wanted, "시고"},
	{[]string{"보"}, triedVerb, "셔"},
}

// triedVerb is the verb in its 아/어 form before 보다 of trying (먹어 봤어 → 먹).
func triedVerb(prev string) (string, bool) {
	p, ok := infinitivePred(prev, Statement, context{})
	return p.stem, ok && p.kind == kindStem
}

// wanted is the verb before 싶다 (먹고 싶어) or a coming or going (먹고 와), whose subject they share.
func wanted(prev string) (string, bool) {
	x, ok := strings.CutSuffix(prev, "고")
	return x, ok && x != "" && (known(x) || haPredicate(x))
}

// listenerAddressed reports a question, or a remark in 네, 구나 or 지, to the listener about the
// listener, or a sentence whose subject is written as the listener (당신은, 자기가). A question in
// 니 or 냐 is one too: the outside writers of issue 30's sets 1-3 honour its listener speaking up
// (아침은 챙겨 먹었니? → 챙겨 드셨어요?, 어디 아프냐? → 아프세요?), 7 of 7. The writer who keeps
// 너 (너 이거 먹어, 니가 해) does not honour the one so named.
func listenerAddressed(fam family, ending string, p parts) bool {
	words := finalClause(strings.Fields(p.head))
	if !listenerFamilies[fam] || speakerIn(words) || slices.ContainsFunc(words, namedYou) {
		return false
	}
	for _, w := range words {
		if listenerWords[w] {
			return true
		}
	}
	return (p.asked() || remarks[fam] && !absenceNoticed(fam, p)) && !subjectWritten(words)
}

// absenceNoticed reports a remark in 네 on what is not done (아직 안 왔네, 전화를 계속 안 받네): the
// speaker notices someone's absence or silence, rarely that of the listener, who is there to be
// spoken to; the outside writers of sets 16 and 17 leave it bare, 2 of 2. Honouring another's
// act as the listener's changes whose it is, a graver slip than an honorific missed. A part of
// the listener written makes the state theirs (얼굴이 안 좋네 → 안 좋으시네요, set 15).
func absenceNoticed(fam family, p parts) bool {
	return fam == famNe && negations[unmarked(p.prev)] && !slices.ContainsFunc(strings.Fields(p.head), partOfListener)
}

// negations are the adverbs that negate the predicate after them.
var negations = set(`안 못`)

// finalClause is the words of the sentence's last clause: after a clause a comma or a connective
// of reason, contrast or background closes (물이 안 내려가, 좀 봐 줄 수 있어?; 비 온다는데 우산
// 있어?), whose subject is its own.
func finalClause(words []string) []string {
	words = commandClause(words)
	for i := len(words) - 1; i >= 0; i-- {
		if strings.HasSuffix(words[i], ",") {
			return words[i+1:]
		}
	}
	return words
}

// honouredSpoken is a 반말 spoken ending after 는 on the listener's doing with -시- before 는, for
// the spoken ending to add 요 to: a question in 는데 (뭐 하는데? → 뭐 하시는데요?, 왜 안 먹었는데? →
// 왜 안 드셨는데요?) or a remark in 는구나 (요즘 운동 다니는구나 → 다니시는군요); any other word comes
// back as it is.
func honouredSpoken(p parts) string {
	for _, e := range spokenAfterNeun {
		x, ok := strings.CutSuffix(p.word, e.ending)
		if !ok || x == "" || e.asked && !p.asked() || !listenerAddressed(e.fam, "", p) {
			continue
		}
		k := kindStem
		if isPre(x) {
			k = kindPre
		}
		h, ok := honouredPred(pred{kind: k, stem: x}, p)
		switch {
		case !ok:
			return p.word
		case h.kind == kindHonor:
			return h.stem + "시" + e.ending
		}
		return h.stem + e.ending
	}
	return p.word
}

// spokenAfterNeun are the spoken endings after 는 that ask or remark on the listener's doing, by
// the family whose rule (listenerAddressed) they follow and whether only a question takes -시-.
var spokenAfterNeun = []struct {
	ending string
	fam    family
	asked  bool
}{
	{"는데", famCore, true},
	{"는구나", famGun, false},
	{"는군", famGun, false},
}

// listenerFamilies are the endings that may ask or remark on the listener's doing: a promise (할게),
// an offer or proposal (할까) and a reason (하거든) are the speaker's.
var listenerFamilies = map[family]bool{famCore: true, famRae: true, famJi: true, famNe: true, famGun: true}

// remarks are the families that remark on the listener untold (일찍 왔네, 벌써 도착했구나,
// 피곤하지): a bare statement (피곤해서 잘래, 어제 늦게 잤어) tells of the speaker.
var remarks = map[family]bool{famJi: true, famNe: true, famGun: true}

// notListener reports words whose subject is not the listener honoured: a first person, another
// subject written, or 너, whom the writer who keeps it does not honour (honourDoing, bids).
func notListener(words []string) bool {
	return speakerIn(words) || subjectWritten(words) || slices.ContainsFunc(words, namedYou)
}

// speakerIn reports a first person among words (나도 해 볼래, 이거 나만 몰랐어?, 우리 언제 만나?):
// the speaker is the subject, or one of it.
func speakerIn(words []string) bool {
	for _, w := range words {
		if speakerWords[unmarked(w)] {
			return true
		}
	}
	return false
}

// speakerWords are the first persons that may be a subject.
var speakerWords = set(`나 난 나는 내가 나도 나만 나부터 저 전 저는 제가 저도 저만 우리 우리는 우리가 우리도 우리끼리 저희 저희는 저희가 저희도`)

// listenerWords are the listener written as the subject in words that stand beside -시-.
var listenerWords = set(`당신 당신은 당신이 당신도 자기는 자기가`)

// namedYou reports 너 written, with or without a particle (너, 넌, 니가, 너도).
func namedYou(w string) bool {
	w = unmarked(w)
	return w == "넌" || w == "니가" || w == "네가" || strings.HasPrefix(w, "너") && len(runes(w)) <= 3 && !strings.HasPrefix(w, "너무")
}

// subjectWritten reports a subject in 이, 가 or 께서 that is not the listener (버스가, 누가, 이게).
func subjectWritten(words []string) bool {
	for _, w := range words {
		w = unmarked(w)
		if !listenerWords[w] && !askedOfListener[w] && !partOfListener(w) && (subjectAfter(w) || strings.HasSuffix(w, "께서")) {
			return true
		}
	}
	return false
}

// askedOfListener are question words in 가 that ask where or when of the listener's own state, no
// other subject (어디가 아파? → 어디가 아프세요?, 언제가 편해? → 언제가 편하세요?).
var askedOfListener = set(`어디가 언제가`)

// subject is who a predicate of listenerPredicates takes as its subject: a person whatever noun
// precedes it (its object or place: 점심 먹었어?, 집에 있어?), or a person or a thing, the
// thing written first (버스 아직 안 왔어?, 회의 몇 시에 시작해?, 이거 힘들어?), or a person only
// when asked (왜 그래?).
type subject int

const (
	noPerson subject = iota
	person
	personOrThing
	personAsked
)

// listenerPredicates are the predicates whose subject is a person, as stems; any other verb in 하
// is one too (퇴근하, 운동하), but eventVerbs and the adjectives in 하 are not, and so is any other
// verb of the dictionary but a thing's (openSubject). 만나다 is left out:
// 몇 시에 만나? asks of the speaker and the listener together.
var listenerPredicates = map[string]subject{}

func init() {
	for _, s := range strings.Fields(`하 먹 마시 자 사 받 듣 알 모르 기다리 지내 낫 일어나 보 읽 찾 다니 쉬 놀 살 입 배우 타 잃 잊 씻 주무 말하 좋아하 싫어하 기억나 생각나 주 도와주 끝내 팔 보내 시키 올리 만들 챙기 걷 누르 가져오`) {
		listenerPredicates[s] = person
	}
	// 없다 as 있다 of having: 어디 불편한 데 없어? → 없으세요?; 연락 없어? is the message's. 서다 is a
	// person's standing and a bus's stopping (이 버스 시청 앞에서 서?).
	for _, s := range strings.Fields(`오 가 서 들어오 내려오 올라오 나오 나가 들어가 다녀오 갔다오 바쁘 아프 배고프 졸리 힘들 피곤하 심심하 있 없 편하 괜찮`) {
		listenerPredicates[s] = personOrThing
	}
	// 그러다 of what the listener does, which 그래 shares with 그렇다 of how things are: asked, it is
	// the listener's (왜 그래?, 언제부터 그랬어?); remarked, the matter's (아 그렇구나).
	listenerPredicates["그렇"] = personAsked
}

// shopHours reports a shop's opening or closing, the shop its subject or topic, pointed at (그 가게,
// 이 식당), or bare before the hour (가게 9시에 문 닫아, 가게는 몇 시에 열어?): the shop's doing, which no -시- honours and no one
// is bidden, as the writers of sets 1 and 3 write it.
func shopHours(stem string, words []string) bool {
	if !hoursVerbs[stem] {
		return false
	}
	for i, w := range words {
		w = strings.TrimRight(w, ",")
		if nounOf(w, shops, "은", "는", "이", "가", "도") || shops[w] && i+1 < len(words) && (placed(words[i+1]) || timeWords[words[i+1]]) {
			return true // 가게 문 좀 닫아 bids the shop's door shut
		}
		if shops[w] && i > 0 && determiners[words[i-1]] {
			return true // 그 빵집 문 닫았어?: a shop pointed at is one spoken of, not the listener's to shut
		}
	}
	return false
}

// hoursVerbs are 열다 and 닫다, which shops do at hours.
var (
	hoursVerbs = set(`열 닫`)
	shops      = set(`가게 식당 카페 매장 마트 편의점 약국 은행 병원 빵집 서점 백화점 상가`)
)

// eventVerbs in 하 take a thing or an event as often as a person (회의 몇 시에 시작해?).
var eventVerbs = set(`시작하 출발하 도착하 변하 발생하`)

// subjectOf is who stem's subject is.
func subjectOf(stem string) subject {
	if s, ok := listenerPredicates[stem]; ok {
		return s
	}
	if x, ok := strings.CutSuffix(stem, "하"); ok && x != "" && !isAdjective(stem) {
		if eventVerbs[stem] {
			return personOrThing
		}
		return person
	}
	return openSubject(stem)
}

// honourVerbs are the verbs whose honorific is another word (먹다 → 드시다, 자다 → 주무시다),
// written as the form -시- follows; 있다 is 계시다 of being somewhere, and 있으시다 of having.
var honourVerbs = map[string]string{"먹": "드", "마시": "드", "자": "주무", "말하": "말씀하"}

// possessions are what one has (시간 있어? → 시간 있으세요?, not 계세요), the effort one went to
// among them (고생 많았어 → 고생 많으셨어요).
var possessions = set(`시간 약속 계획 돈 일정 여유 생각 관심 경험 일 차 애인 ` + effortWords)

// effortWords are the effort one goes to, which a 반말 statement with no first person thanks the
// listener for (오늘 고생했어, 수고 많았어 → 고생하셨어요, 수고 많으셨어요: effortThanked), as the
// outside writers of issue 30's sets 8, 11, 12 and 14 write it, 5 of 5; no one thanks themself so.
const effortWords = `수고 고생`

var efforts = set(effortWords)

// effortThanked reports a 반말 statement on the effort the listener went to, in the effort's 하다
// (고생했어) or after it bare (고생 많았어), with no first person, no other subject and no one
// else named written (나 어제 고생했어, 동생이 고생 많았어, 걔 진짜 고생했어 tell of another).
func effortThanked(r reading, p parts) bool {
	words := strings.Fields(p.head)
	if r.pred.mood != Statement || p.asked() || notListener(words) || slices.ContainsFunc(words, someoneNamed) {
		return false
	}
	stem := r.pred.stem
	if r.pred.kind == kindPre {
		stem, _ = pastStem(stem, p)
	}
	x, ok := strings.CutSuffix(stem, "하")
	return ok && efforts[x] || efforts[unmarked(p.prev)]
}

// honouredPred is p with the listener's -시-: the form -시- follows, and 셨 for a past.
func honouredPred(p pred, parts parts) (pred, bool) {
	stem, ok := p.stem, p.kind == kindStem || p.stem == "있" || p.stem == "없" // 있다 and 없다 read as pre-endings
	if p.kind == kindPre && !ok {
		stem, ok = pastStem(p.stem, parts)
	}
	if !ok || !takesListener(stem, parts) || honouredStem(stem) {
		return p, false
	}
	cls := classify(stem)
	if p.kind == kindStem {
		cls = p.class()
	}
	base, ok := honourBase(stem, cls, parts)
	if !ok {
		return p, false
	}
	if p.kind == kindPre && p.stem != "있" && p.stem != "없" {
		return pred{kind: kindPre, stem: base + "셨", mood: p.mood, fam: p.fam}, true
	}
	return pred{kind: kindHonor, stem: base, adj: p.adj, mood: p.mood, fam: p.fam}, true
}

// honouredStem reports a stem that holds -시- already (드시 of 드셨어, 주무시), which takes no
// second (할아버지 진지 드셨어? → 드셨어요?, not 드시셨어요?); 마시 is 마시다's own.
func honouredStem(stem string) bool {
	h, ok := strings.CutSuffix(stem, "시")
	return ok && h != "" && !endsWithAny(stem, honorLike) && honorBase(h)
}

// pastStem is the stem of a past in 었/았 (먹었 → 먹, 기다렸 → 기다리, 나았 → 낫); a 겠 guesses.
func pastStem(pre string, parts parts) (string, bool) {
	if tailOf(pre) != hangul.SS {
		return "", false
	}
	inf := withTail(pre, hangul.None)
	if stem, found := heardNotHeld[inf]; found {
		return stem, true
	}
	stem, ok := stemFromInfinitive(inf, parts.context())
	return stem, ok && past(stem) == pre
}

// heardNotHeld: the listener's 들었 is heard (그 소식 들었어?), which the grammar cannot tell from
// 들다's; 들다 takes a thing (돈 많이 들었어?), and a thing is not honoured.
var heardNotHeld = map[string]string{"들어": "듣"}

// takesListener reports a predicate whose subject may be the listener where it stands: 싶다's is
// the verb's before it (먹고 싶어?); 있 after 수 is ability, whose -시- goes on the verb before it,
// a word Confined keeps (도와줄 수 있어? → 도와줄 수 있어요?); a person-or-thing predicate takes a
// thing written first (버스 아직 안 왔어?).
func takesListener(stem string, parts parts) bool {
	if v, ok := wanted(parts.prev); ok && (stem == "싶" || stem == "있") {
		return takesListener(v, parts) // 찾고 있었어? → 찾고 계셨어요?: 있다 of doing is the verb's
	}
	if stem == "되" && nounOf(unmarked(parts.prev), freeTime, "", "이") {
		return true // 시간 돼? → 시간 되세요?: whether the listener is free
	}
	if shopHours(stem, strings.Fields(parts.head)) {
		return false
	}
	switch subjectOf(stem) {
	case person:
		return true
	case personOrThing:
		return !(stem == "있" && parts.prev == "수") && !placeFelt(stem, strings.Fields(parts.head)) && (!thingFirst(strings.Join(finalClause(strings.Fields(afterLinked(parts.head))), " ")) || partWritten(parts.head, stem) || experienced(stem, parts.prev))
	case personAsked:
		return parts.asked()
	}
	return partWritten(parts.head, stem) && !thingPredicates[stem] // 무릎은 좀 어때? → 어떠세요?
}

// placeFelt reports a cold or heat with a place or a day written (밖에 많이 춥지?, 거기 더워?, 오늘
// 좀 춥지?): the place's or the day's weather, which no -시- honours (밖에 많이 추우시죠? would make it
// the listener's body, set 12; 오늘 좀 춥죠?, 오늘 대전 엄청 덥네요, sets 36 and 37); 많이 춥지?
// alone asks how the listener feels.
func placeFelt(stem string, words []string) bool {
	return placeStates[stem] && slices.ContainsFunc(words, func(w string) bool { return somewhere(unmarked(w)) || placeWords[unmarked(w)] || weatherDays[w] })
}

// weatherDays are the days whose weather a cold or heat tells of, written bare.
var weatherDays = set(`오늘 내일 낼 어제 모레`)

// placeStates are the states of personalStates that a place has as well as a person.
var placeStates = set(`춥 덥`)

// freeTime is the time that 되다 says one is free in (시간 돼?, 시간이 돼?): the listener's when asked
// of them, as the outside writers of issue 30's sets 4, 8, 12 and 13 write it, 4 of 4; 시간 많이
// 돼? asks how long a thing takes.
var freeTime = set(`시간`)

// afterLinked is what of head follows its last verb linked in 고, whose subject the verb after it
// shares: a thing before it is its object (이 약 먹고 많이 졸렸어?, 버스 타고 왔어?), no subject.
func afterLinked(head string) string {
	words := strings.Fields(head)
	for i := len(words) - 1; i >= 0; i-- {
		if _, ok := wanted(words[i]); ok {
			return strings.Join(words[i+1:], " ")
		}
	}
	return head
}

// honourBase is the form of stem that -시- follows, in the honorific verb where there is one. 있다
// is the listener's only of having one of possessions, of listenerParts or an experience (본 적
// 있어? → 있으세요?), being somewhere, or doing (하고 있어?): 내일 회의 있지? is the meeting's.
func honourBase(stem string, c class, parts parts) (string, bool) {
	if h, ok := honourVerbs[stem]; ok {
		return h, true
	}
	if x, ok := strings.CutSuffix(parts.prev, "고"); ok && stem == "하" && reported(x, false) {
		if inLanguage(parts.head) {
			return "", false // 이거 한국어로 뭐라고 해?: how a thing is said, no one's speech
		}
		return honourVerbs["말하"], true // 뭐라고 했어? → 뭐라고 말씀하셨어요?: 하다 of saying
	}
	if stem != "있" {
		return euFormAs(stem, c), true
	}
	words := strings.Fields(parts.head)
	placeWritten := slices.ContainsFunc(words, func(w string) bool { return somewhere(w) || placeWords[unmarked(w)] })
	switch {
	case strings.HasSuffix(parts.prev, "고"):
		return "계", true
	case partWritten(parts.head, stem), experienced(stem, parts.prev):
		return "있으", true // 시간 있으세요?, 감기 기운 있으시면: a possession, a part or an ailment is had
	case slices.ContainsFunc(words, somewhere) && !someoneThere(parts.prev) && !modifiedNoun(words):
		return "계", true
	case !placeWritten && (someoneThere(parts.prev) || modifiedNoun(words)) && !spots[unmarked(parts.prev)]:
		return "있으", true // 혹시 충전기 있어?, 궁금한 거 있어?: what the listener has
	}
	return "", false // 거기 근처에 주차할 데 있어?: a place there, no one's
}

// inLanguage reports a head that names the language a thing is said in (한국어로, 영어로, 제주말로).
func inLanguage(head string) bool {
	return slices.ContainsFunc(strings.Fields(head), func(w string) bool {
		return strings.HasSuffix(w, "어로") || strings.HasSuffix(w, "말로") && w != "말로"
	})
}

// modifiedNoun reports a head whose last noun follows a verb's or an adjective's modifier (주차할
// 데, 궁금한 거, 찾는 거): the noun the modifier describes is what is there or had, not a place
// the listener is in.
func modifiedNoun(words []string) bool {
	if len(words) < 2 {
		return false
	}
	w := unmarked(words[len(words)-2])
	if x, ok := strings.CutSuffix(w, "는"); ok && x != "" && (known(x) || haPredicate(x)) {
		return true
	}
	if t := tailOf(w); t == hangul.L || t == hangul.N {
		if x := withTail(w, hangul.None); known(x) || haPredicate(x) {
			return true
		}
	}
	for _, e := range []string{"을", "은"} {
		if x, ok := strings.CutSuffix(w, e); ok && x != "" && known(x) {
			return true
		}
	}
	return false
}

// spots are nouns of a place to be had (자리 있어?: a seat free, asked of a shop), which is there
// rather than the listener's.
var spots = set(`자리 곳`)

// someoneThere reports a bare noun right before 있다, its subject: what or who is there is that
// noun, not the listener (지금 집에 누구 있어? → 있어요?, 집에 피아노 있어? is no 계세요); a place,
// time word or adverb before it (집에 계속 있어?, 밤새 여기 있어?) leaves the listener there.
func someoneThere(prev string) bool {
	w := unmarked(prev)
	return w != "" && hangul.IsSyllable(lastOf(w)) && !afterParticle(w) && !timeWords[w] && !adverbs[w] &&
		!placeWords[w] && !demonstratives[w] && !kin[w] && !infinitiveForm(w)
}

// somewhere reports a place in 에 (집에, 사무실에), not a time (주말에, 저녁에).
func somewhere(w string) bool {
	x, ok := strings.CutSuffix(w, "에")
	return ok && !timeWords[x] && !timeWords[strings.TrimPrefix(x, "이번 ")]
}

// thingFirst reports a sentence whose subject is a thing written before a predicate that takes a
// person or a thing: one of things (비 와?, 택배 왔어?), a demonstrative (이거 힘들어?), or the
// first noun, after time words and the one called, with a time word or adverb still to come (버스
// 아직 안 왔어?, 회의 몇 시에 시작해?); a noun right before the verb is where one goes (내일
// 회의 들어와?, 병원 갔다 왔어?).
func thingFirst(head string) bool {
	words := strings.Fields(head)
	first := -1
	for i, w := range words {
		core := bareWord(w)
		if i+1 < len(words) && determiners[core] && placed(words[i+1]) {
			continue // 이 시간에 어디 가?: the determiner's noun says when or where, no subject
		}
		if things[core] || demonstratives[core] {
			return true
		}
		if first < 0 && !kin[core] && !openers[core] && !jamoOnly(core) && !timeWords[core] && !adverbs[core] && !placed(core) && !linkedVerb(core) && (!verbModifier(core) || i > 0 && nounDeterminers[words[i-1]]) {
			first = i
		}
	}
	if first < 0 {
		return false
	}
	for _, w := range words[first+1:] {
		if timeWords[bareWord(w)] {
			return true
		}
	}
	return false
}

// linkedVerb reports a verb linked to the predicate after it, whose subject it shares (운전하느라,
// 이렇게 of 이렇다): no noun, so no subject of its own.
func linkedVerb(w string) bool {
	x, ok := strings.CutSuffix(w, "느라")
	if ok && x != "" && verbBefore(x) {
		return true
	}
	x, ok = strings.CutSuffix(w, "게")
	return ok && x != "" && isAdjective(x)
}

// nounDeterminers stand only before a noun, so the word after them is one even where it spells a
// verb's modifier: 이번 주는 is the week as topic, no 주는 of 주다 (이번 주는 좀 힘들겠어 is the week's,
// no 힘드시겠어요, set 15).
var nounDeterminers = set(`이번 다음 지난 저번`)

// verbModifier reports a verb's modifier in 는 (쉬는 날엔, 다니는 회사), which describes the noun
// after it and is no subject.
func verbModifier(w string) bool {
	x, ok := strings.CutSuffix(w, "는")
	return ok && x != "" && (dictStems[x] == "VV" || haPredicate(x))
}

// unmarked is w without the marks that may close a word in a line (a comma, a full stop, ~, …).
func unmarked(w string) string { return strings.TrimRight(w, ",.!?~…") }

// bareWord is w without its marks and a topic's 은, 는 or 도 after a time word (오늘은).
func bareWord(w string) string {
	core := unmarked(w)
	for _, particle := range []string{"은", "는", "도"} {
		if x, ok := strings.CutSuffix(core, particle); ok && (timeWords[x] || things[x]) {
			return x
		}
	}
	return core
}

// things come, go and start without a person: weather, post, transport, messages, results (결과
// 나왔어?, 결과 나오면 알려 줘: the result comes out, no one honoured).
var things = set(`비 눈 바람 택배 배송 소포 버스 지하철 기차 비행기 연락 답장 메일 문자 전화 월급 결과 차례 봄 여름 가을 겨울`)

// placed reports a word in a particle of place or time (집에, 회사에서, 몇 시까지), no subject.
func placed(w string) bool {
	for _, particle := range []string{"에", "에서", "까지", "부터", "쯤", "엔", "에는", "에선"} {
		if strings.HasSuffix(w, particle) {
			return true
		}
	}
	return false
}

// timeWords and question words open a sentence before its subject, or stand for none.
var timeWords = set(`오늘 내일 낼 어제 모레 그제 요즘 요새 지금 아직 벌써 이번 다음 지난 주말 아까 이따 이따가 방금 곧 어젯밤 오늘밤
	저녁 아침 점심 새벽 오전 오후 지난주 다음주 지난달 다음달 작년 올해 내년 지난해
	언제 어디 뭐 왜 몇 무슨 어떻게 얼마나 많이 좀 또 다시 진짜 정말 너무 잘 안 못 일찍 늦게 혹시 이제 이미 언제쯤 요즘도 아직도 오늘도`)

// The demonstratives of a thing, one table in two sizes: thingSubjects are a thing written as the
// subject or topic (이게, 이건: thingSubject); demonstratives add the bare 이거 and 이, 그 and 저
// before a noun, a thing as the subject (이거 힘들어?, 그거 괜찮아?: thingFirst).
const (
	thingSubjectWords = `이게 그게 저게 이건 그건 저건`
	thingWords        = `이거 그거 저거 ` + thingSubjectWords
)

var (
	thingSubjects  = set(thingSubjectWords)
	demonstratives = set(thingWords + ` 그 이 저`)
)
