package speech

import (
	"slices"
	"strings"

	"maltu/libs/engine/hangul"
)

// reading is a sentence-final word read back: its predicate, its level and the ending's label.
type reading struct {
	pred     pred
	level    Level
	ending   string // the ending as a writer would name it: "-습니다", "-어요", "-네요"
	misspelt bool   // a misspelt form (가수에요): rewritten even at its own level
}

// context is what around the final word helps to read it.
type context struct {
	question bool   // the sentence ends with ?
	prev     string // the word before the final one
	body     string // the sentence without its closing punctuation
}

// cued reports a cue word of cues in the sentence (cuesT, cuesL, twinCues).
func (c context) cued(cues []string) bool {
	return slices.ContainsFunc(cues, func(cue string) bool { return strings.Contains(c.body, cue) })
}

// What may stand before an ending: each reads it back to a predicate, or says it cannot.

// formalStem reads the form before 습니다: a past or 있다 form, or a stem with a final consonant.
func formalStem(r string, mood Mood, c context) (pred, bool) {
	switch {
	case r == "":
		return pred{}, false
	case isPre(r):
		return pred{kind: kindPre, stem: r, mood: mood}, true
	}
	return stemPred(r, false, mood, c), true
}

// honorAt reads the form before the honorific 시 (하십시오: 하).
func honorAt(h string, mood Mood, _ context) (pred, bool) {
	return honorPred(h, mood), h != ""
}

// euStem reads a stem before ㅂ시다 (갑시다, 먹읍시다, 만듭시다).
func euStem(eu string, mood Mood, c context) (pred, bool) {
	stem, ok := stemFromEu(eu, c.prev)
	return pred{kind: kindStem, stem: stem, mood: mood}, ok
}

func notAt(x string, mood Mood, _ context) (pred, bool) {
	return pred{kind: kindNot, stem: x, mood: mood}, true
}

func copulaAt(x string, mood Mood, _ context) (pred, bool) {
	if nounsInI[x+"이"] {
		x += "이" // 사이에요, misspelt for 사이예요: the noun is 사이, not 사
	}
	return pred{kind: kindCopula, stem: x, mood: mood}, true
}

// thingAt reads the 거 of 할 거야.
func thingAt(x string, mood Mood, _ context) (pred, bool) {
	return pred{kind: kindCopula, stem: x + "거", mood: mood}, true
}

func preAt(x string, mood Mood, _ context) (pred, bool) {
	return pred{kind: kindPre, stem: x, mood: mood}, isPre(x)
}

// seyo reads 하세요: a request, unless it asks, its subject is honoured (선생님이 오세요) or it
// praises.
func seyo(h string, mood Mood, c context) (pred, bool) {
	p := honorPred(h, mood)
	if mood != Question && (!honoured(c.body) && !honouredPerson(c.body) || urged(c.body)) && !p.adj && !nounCopula(h) && !praises(c.body) {
		p.mood = Command // 요즘 바쁘세요 tells: no one is told to be busy
	}
	return p, true
}

// urging are adverbs that bid the listener be sure to (꼭, 반드시, 제발).
var urging = set(`꼭 반드시 제발`)

// urged reports a word that urges: with it an honoured topic names whom the sentence asks (사실
// 분들은 꼭 보험 이력부터 확인해 보세요, 다른 분들은 … 꼭 다시 확인하세요), not whose deed it tells.
// Outside writers of issue 30 take 12 of the 13 lines closing in -세요 with one as a step (sets
// 10-25; 865's 다들 스트레칭 꼭 하고 오세요 not), and 992 and 1058 (sets 23, 25) were read as telling.
func urged(body string) bool {
	return slices.ContainsFunc(strings.Fields(body), func(w string) bool { return urging[w] })
}

// praiseWords are words of degree that, right before 잘, praise how the listener does a thing
// (진짜 잘하고 계세요, 노래를 너무 잘 부르세요), which no one is told to do.
var praiseWords = set(`너무 참 정말 진짜 되게 엄청 아주 굉장히 무척`)

// comingWords put what is said in a time to come, where the same words bid (이번에는 정말
// 잘하세요, 앞으로 진짜 잘하세요).
var comingWords = set(`이번에는 이번엔 이번에도 앞으로 다음에는 다음엔 다음에도 내일은`)

// praises reports a word of degree right before 잘, with no time to come and no word that urges.
func praises(body string) bool {
	words := strings.Fields(body)
	for _, w := range words {
		if comingWords[w] || requestAdverbs[w] {
			return false
		}
	}
	for i, w := range words[:max(len(words)-1, 0)] {
		if praiseWords[w] && strings.HasPrefix(words[i+1], "잘") {
			return true
		}
	}
	return false
}

// nounCopula reports the copula's 이 after a noun that closes in a consonant (좋은 선택이세요, 좋은
// 분이세요): it tells what the listener's choice or the listener is, and no one is told to be
// it; 줄이세요 is a verb's.
func nounCopula(h string) bool {
	x, ok := strings.CutSuffix(h, "이")
	return ok && x != "" && hangul.HasTail(lastOf(x)) && !known(h)
}

// honouredPerson reports 그분, 이분 or 저분 with a particle, a third person whose -세요 tells what
// they do (그분은 한국어를 잘 하세요).
func honouredPerson(body string) bool {
	for _, w := range strings.Fields(body) {
		for _, who := range []string{"그분", "이분", "저분"} {
			if x, ok := strings.CutPrefix(w, who); ok && x != "" && strings.ContainsRune("은는이도께", firstRune(x)) {
				return true
			}
		}
	}
	return false
}

// softQuestion reads 되나요?: 돼요? asked softly; the other levels ask it plainly (돼?, 됩니까?). A
// stem of one syllable reads with a final consonant too (늦나요?, 많나요?), as predicateStem reads
// it, and a noun joined to 되다 (환불되나요?, 주차되나요?) as 하다's does.
func softQuestion(x string, mood Mood, c context) (pred, bool) {
	switch {
	case isPre(x):
		return pred{kind: kindPre, stem: x, mood: mood}, true
	case known(x + "나"):
		return pred{}, false // 만나요?, 끝나요?: 만나다 in 요, not 만 in 나요
	case predicateStem(x, c) || doePredicate(x):
		return stemPred(x, false, mood, c), true
	}
	if withL, ok := rieulDropped(x); ok {
		return stemPred(withL, false, mood, c), true // 문 여나요? → 열어?
	}
	return pred{}, false
}

// doePredicate reports a noun of two syllables or more joined to 되다 (환불되, 주차되, 해결되),
// which the dictionary lists only apart.
func doePredicate(x string) bool {
	noun, ok := strings.CutSuffix(x, "되")
	return ok && len(runes(noun)) >= 2 && hangul.IsSyllable(lastOf(noun))
}

// wonderedPolitely reads a -ㄴ가요? that asks the listener, which 반말 asks in -어 (있으신가요? → 있어?,
// 많이 힘든가요? → 힘들어?, 거기 멀지 않은가요? → 않아?, 그게 정말인가요? → 정말이야?), as the outside
// writers of issue 30's sets 1-4 do, 11 of 11: an adjective's, 않다's after 지, or a noun's copula.
// A first person wonders about the speaker (제가 너무 예민한가요?), and a pro-form muses (그런가요?,
// 어떤가요?: 그런가? is no 그래?); 반말 keeps their -ㄴ가 (spokenEndings).
func wonderedPolitely(x string, mood Mood, c context) (pred, bool) {
	if h, ok := strings.CutSuffix(x, "시"); ok && h != "" && honorBase(h) {
		return honorPred(h, mood), true
	}
	switch {
	case speakerIn(strings.Fields(c.body)), proForms[x]:
		return pred{}, false
	case x == "않으" && strings.HasSuffix(c.prev, "지"):
		return pred{kind: kindStem, stem: "않", adj: true, mood: mood}, true
	case copulaBefore(x):
		return pred{kind: kindCopula, stem: cut(x, 1), mood: mood}, true
	}
	return adjectiveAsked(x, mood, c)
}

// proForms are the adjectives that stand for a state named elsewhere (그렇다, 어떻다), as they stand
// before ㄴ.
var proForms = set(`그러 이러 저러 어떠`)

// rieul reads the ㄹ-form before 게, 래 and 까 (할게, 만들래, 했을까), the ㄹ given back.
func rieul(fam family) func(string, Mood, context) (pred, bool) {
	return func(x string, mood Mood, c context) (pred, bool) {
		return rieulFamily(withTail(x, hangul.L), fam, mood, c)
	}
}

// boundThing reads the bound noun 거 after a modifier before the copula in any family's ending,
// its 이 dropped after the vowel (내일 오는 거지? → 오시는 거죠?, 다 끝난 거죠? → 끝난 거지?, 식후에
// 먹는 거거든 → 거거든요, 네가 한 거잖아 → 거잖아요), which no one reads as 거지 the noun.
func boundThing(x string, fam family, mood Mood, c context) (pred, bool) {
	t := tailOf(c.prev)
	if x != "거" || t != hangul.N && t != hangul.L {
		return pred{}, false
	}
	return pred{kind: kindCopula, stem: x, mood: mood, fam: fam}, true
}

// familyAt reads the form before a family's 해요체 ending (좋네요, 했거든요).
func familyAt(fam family) func(string, Mood, context) (pred, bool) {
	return func(x string, mood Mood, c context) (pred, bool) { return familyPred(x, fam, mood, c) }
}

// casualFamily reads the form before a family's 반말 ending: a past or 있다 form, a dictionary
// stem whole (알잖아, 바쁘거든, 먹지; another one-syllable one may be a noun), or the stem before
// 네 (오네 → 오, 아네 → 알).
func casualFamily(fam family) func(string, Mood, context) (pred, bool) {
	return func(x string, mood Mood, c context) (pred, bool) {
		if p, ok := boundThing(x, fam, mood, c); ok {
			return p, true
		}
		if p, ok := boundPred(x, mood); ok && p.kind == kindHonor {
			p.fam = fam // 사장님 오늘 안 나오시지?: a third person honoured
			return p, true
		}
		dropped := droppedCopula(x, fam, c)
		switch {
		case dropped && countingWords[c.prev]:
			return pred{kind: kindCopula, stem: x, mood: mood, fam: fam}, true // 몇 시지?: a counted word is a noun
		case isPre(x):
			return pred{kind: kindPre, stem: x, mood: mood, fam: fam}, true
		case fam != famNe && predicateStem(x, c):
			p := stemPred(x, isAdjective(x), mood, c)
			p.fam = fam
			return p, true
		case fam == famNe:
			if stem, ok := neStem(x, c); ok {
				return pred{kind: kindStem, stem: stem, adj: isAdjective(stem), mood: mood, fam: famNe}, true
			}
		}
		if copulaBefore(x) && (fam != famJi || c.question) {
			// 시험이지?, 야근이거든, 월요일이잖아: a noun's copula, as 해요체's 시험이죠 is read; 지
			// only asked, since nouns end in 이지 (페이지, 홈페이지)
			return pred{kind: kindCopula, stem: cut(x, 1), mood: mood, fam: fam}, true
		}
		if dropped && nounish(x) {
			return pred{kind: kindCopula, stem: x, mood: mood, fam: fam}, true
		}
		return pred{}, false
	}
}

// droppedCopula reports a vowel-final word before 거든 or an asked 지 where 반말 may have dropped the
// copula (몇 시지?, 야간조거든, 상추거든), as it drops it before 야; the callers ask whether the word
// is a noun (nounish, or after a counting word). 지 only asked, as after a consonant (페이지,
// 이미지 end nouns).
func droppedCopula(x string, fam family, c context) bool {
	return (fam == famGeodeun || fam == famJi && c.question) && x != "" && !hangul.EndsInConsonant(x)
}

// verbAt reads a stem with a final consonant before 는다 (먹는다).
func verbAt(r string, mood Mood, c context) (pred, bool) {
	return stemPred(r, false, mood, c), r != "" && hangul.HasTail(lastOf(r))
}

// plainVerb reads a vowel stem before ㄴ다 (간다, 만든다); the copula and 아니다 take no ㄴ다.
func plainVerb(x string, mood Mood, c context) (pred, bool) {
	p, ok := vowelPred(x, mood, c)
	p.adj = false
	return p, ok && p.kind != kindCopula && p.kind != kindNot
}

// neunga reads the written question 하는가, 했는가.
func neunga(r string, mood Mood, c context) (pred, bool) {
	if isPre(r) {
		return pred{kind: kindPre, stem: r, mood: mood}, true
	}
	stem, copula, ok := stemFromBare(r, c.prev)
	return pred{kind: kindStem, stem: stem, mood: mood}, ok && !copula
}

// adjectiveAsked reads the written question of an adjective (중요한가, 좋은가).
func adjectiveAsked(eu string, mood Mood, c context) (pred, bool) {
	stem, ok := stemFromEu(eu, c.prev)
	if l := withTail(eu, hangul.L); (!ok || !isAdjective(stem)) && !hangul.HasTail(lastOf(eu)) && known(l) && isAdjective(l) {
		stem, ok = l, true // 단가요? → 달다's: a ㄹ-stem drops its ㄹ before ㄴ
	}
	return pred{kind: kindStem, stem: stem, adj: true, mood: mood}, ok && isAdjective(stem)
}

// command reads 해라, 먹어라 and a dictionary verb's 들어가라: many nouns end in 라 (카메라,
// 드라마라, 우리나라).
func command(x string, mood Mood, c context) (pred, bool) {
	v := vowelOf(x)
	spelt := lastOf(x) == '해' || v == hangul.WA || v == hangul.WO || v == hangul.WAE || v == hangul.YEO ||
		lastOf(x) == '어' || lastOf(x) == '아'
	p, ok := infinitivePred(x, mood, c)
	return p, ok && p.kind == kindStem && (spelt || len(runes(p.stem)) > 1 && dictStems[p.stem] == "VV")
}

// writtenCommand reads the written imperative 읽으라, 받으라.
func writtenCommand(x string, mood Mood, c context) (pred, bool) {
	_, ok := stemFromEu(x+"으", c.prev)
	return pred{kind: kindHonor, stem: x + "으", mood: mood}, ok
}

// proposal reads the stem before the plain proposal 자.
func proposal(stem string, mood Mood, c context) (pred, bool) {
	p := pred{kind: kindStem, stem: stem, mood: mood}
	p.reg, p.open = twinReading(stem, c)
	return p, proposalStem(stem)
}

// copulaAfterVowel reads the copula after a vowel (가수야, 뭐야), unless the word is a verb's 아/어
// form (해야, 가야) and no noun nounsFirst knows (최애 노래야: a song, not 노랗다's 노래야).
func copulaAfterVowel(host string, mood Mood, c context) (pred, bool) {
	if p, verb := infinitivePred(host, mood, c); verb && known(p.stem) && !determiner(c.prev) && !nounsFirst[host] {
		return pred{}, false
	}
	return pred{kind: kindCopula, stem: host, mood: mood}, true
}

// casualInfinitive reads a bare 아/어 form (힘들어, 즐거워, 돼): only a dictionary stem's, and not
// a lone word, since 영어 or 회사 end a nominal sentence as often as 먹어 ends a casual one.
func casualInfinitive(w string, mood Mood, c context) (pred, bool) {
	if c.prev == "" && len(runes(w)) <= 1 {
		return pred{}, false
	}
	p, ok := infinitivePred(w, mood, c)
	if !ok || p.kind != kindStem || !predicateStem(p.stem, c) {
		return pred{}, false
	}
	if mood == Statement && (len(runes(p.stem)) > 1 && strings.HasSuffix(p.stem, "주") || p.stem == "보" && infinitiveForm(c.prev) && !speakerTries(c.body)) {
		p.mood = Command // 도와줘, 알려줘, 먹어 봐: a present 줘 or 봐 asks; 나 요가 처음 해 봐 tells what the speaker tries
	}
	if mood == Statement && conditional(c.body) && !p.adj && !isAdjective(p.stem) && !stateVerbs[p.stem] && !toldNotBid[p.stem] && !placeAppears(p.stem, strings.Fields(c.body)) {
		// 배고프면 이거 먹어: after a condition, a bare 아/어 tells what to do; a state is told,
		// not ordered (가면 돼, 해도 돼, 시간 있으면 좋아: no 되십시오, 좋아라), and so is what no one
		// is told to do (출구로 나오면 바로 보여: no 보이세요).
		p.mood = Command
	}
	return p, true
}

// placeAppears reports 나오다 after a clause in -면 of going or coming (이 길로 쭉 가면 시장 나와):
// the place comes into view as one goes, its subject, which no one is bidden to do; the outside
// writers of levels.tsv's batches 26, 28, 31, 38, 42 and 47 read it so, 6 of 6.
func placeAppears(stem string, words []string) bool {
	return stem == "나오" && slices.ContainsFunc(words, func(w string) bool {
		x, ok := strings.CutSuffix(unmarked(w), "면")
		return ok && x != "" && movesHere(x) && known(x)
	})
}

// speakerTries reports a first person as the subject of a line in 봐 of trying (나 요가 처음 해 봐:
// the speaker tries it): no verb between them ends a sentence of its own in 아/어 or a promise's
// ㄹ게 (내가 링크 보내 줄게 확인해 봐 bids the listener check).
func speakerTries(body string) bool {
	words := strings.Fields(body)
	for i := len(words) - 3; i >= 0; i-- {
		if speakerIn(words[i : i+1]) {
			return true
		}
		if x, ok := strings.CutSuffix(words[i], "게"); infinitiveForm(words[i]) || ok && tailOf(x) == hangul.L && predicateStem(withTail(x, hangul.None), context{}) {
			return false
		}
	}
	return false
}

// honorInfinitive reads the 반말 of a third person honoured (할머니 주무셔, 부장님이 찾으셔): 셔 is
// the honorific 시 with 어; 마셔 is 마시다's.
func honorInfinitive(x string, mood Mood, _ context) (pred, bool) {
	p, ok := boundPred(x+"시", mood)
	return p, ok && p.kind == kindHonor
}

// boundPred reads the forms that stand alike before every ending: a past or 있다 form (했, 있),
// 아니다, the copula after a noun (학생이; 움직이 and other 이-verbs are stems) and the honorific
// 시 (하시; 마시 is a stem).
func boundPred(x string, mood Mood) (pred, bool) {
	switch {
	case isPre(x):
		return pred{kind: kindPre, stem: x, mood: mood}, true
	case strings.HasSuffix(x, "아니"):
		return pred{kind: kindNot, stem: cut(x, 2), mood: mood}, true
	case nounsInI[x]:
		return pred{kind: kindCopula, stem: x, mood: mood}, true // 친구 사이다: 사이, not 사 + 이다
	case copulaBefore(x):
		return pred{kind: kindCopula, stem: cut(x, 1), mood: mood}, true
	case strings.HasSuffix(x, "시") && len(runes(x)) > 1 && !endsWithAny(x, honorLike) && honorBase(cut(x, 1)):
		return honorPred(cut(x, 1), mood), true
	}
	return pred{}, false
}

// honorBase reports a form the honorific 시 follows: a verb or adjective stem (가, 바쁘, 앉으,
// 건강하), a word whose honorific is another (계, 드) or the copula after a noun (선생님이). A noun
// in 시 (도시, 지시, 즉시, 3시) is none, nor is the vowel-final noun of the honoured copula
// (대표시다), which the word alone does not tell from it: the copula's 다 or 네 follows them.
func honorBase(h string) bool {
	if honourWords[h] != "" || strings.HasSuffix(h, "하") || copulaBefore(h) {
		return true
	}
	stem, ok := stemFromEu(h, "")
	if !ok || !hangul.IsSyllable(lastOf(h)) {
		return false
	}
	if len(runes(h)) == 1 && !hangul.HasTail(lastOf(h)) {
		// 가시, 보시, 아시 (알다); 도 (돌다) and 지 are stems too, but 도시 and 지시 are nouns.
		return shortVerbs[h] || shortVerbs[stem]
	}
	return known(stem) || isAdjective(stem)
}

// copulaBefore reports the copula 이 after a noun (학생이, 선생님이), not an 이-verb (움직이).
func copulaBefore(x string) bool {
	return strings.HasSuffix(x, "이") && len(runes(x)) > 1 && !iVerb(x)
}

// vowelPred reads what stood before ㅂ니다 or ㄴ다: the copula, 아니다, the honorific 시, or a
// vowel stem (with its ㄹ dropped).
func vowelPred(x string, mood Mood, c context) (pred, bool) {
	if x == "" || x == "이" && !iVerb(x) { // a copula with no noun before it
		return pred{}, false
	}
	if p, ok := boundPred(x, mood); ok {
		return p, true
	}
	stem, copula, ok := stemFromBare(x, c.prev)
	if !ok {
		return pred{}, false
	}
	if copula {
		return pred{kind: kindCopula, stem: stem, mood: mood}, true
	}
	return stemPred(stem, false, mood, c), true
}

// plainDa reads what stood before a plain 다: a past or 있다 form, 아니다, the copula, or an
// adjective (좋다, 중요하다). A vowel-final word that is no known adjective is a noun before a
// shortened copula (문제다, 거다).
func plainDa(r string, mood Mood, c context) (pred, bool) {
	if r == "" || r == "이" && !iVerb(r) {
		return pred{}, false
	}
	noun := determiner(c.prev) || adnominal(c.prev)
	if r == "나이" {
		// 내 나이다 is age; 범인은 나이다 may be 나 (I) before 이다.
		return pred{kind: kindCopula, stem: r, mood: mood}, noun
	}
	if p, ok := boundPred(r, mood); ok {
		if p.kind == kindHonor && !p.adj && honourWords[p.stem] == "" && !strings.HasSuffix(p.stem, "하") && !copulaBefore(p.stem) {
			return pred{}, false // 가시다: a verb would say 가신다, and 장미 가시다 is a thorn
		}
		p.adj = p.adj || p.kind == kindHonor // 바쁘시다, 건강하시다, 계시다, 선생님이시다
		return p, true
	}
	for _, row := range beforeDa {
		if row.when(r, c.prev, noun) {
			switch row.as {
			case kindCopula:
				return pred{kind: kindCopula, stem: r, mood: mood}, true
			case kindStem:
				return pred{kind: kindStem, stem: r, adj: true, mood: mood}, true
			}
			return pred{}, false
		}
	}
	return pred{kind: kindCopula, stem: r, mood: mood}, true
}

// noKind marks a row of beforeDa that reads no predicate: the sentence is left as it is.
const noKind kind = -1

// beforeDa read the word r before a plain 다, after prev (noun: prev is a determiner or a modifier,
// so r is a noun), in order: the first row whose when holds says whether r is an adjective's stem
// (kindStem), a noun before the copula (kindCopula), or unsure (noKind). A word no row takes is a
// noun before the copula.
var beforeDa = []struct {
	name string
	when func(r, prev string, noun bool) bool
	as   kind
}{
	{"adjective in 시", func(r, _ string, _ bool) bool { return strings.HasSuffix(r, "시") && dictStems[r] == "VA" }, kindStem}, // 눈부시다: no honorific
	// 큰 도시다 or 우리 대표시다 (the honoured copula): see honorBase.
	{"noun or honoured copula in 시", func(r, _ string, _ bool) bool {
		return strings.HasSuffix(r, "시") && hangul.IsSyllable(lastOf(cut(r, 1)))
	}, noKind},
	// 걱정되다, 궁금해지다, 예뻐지다: verbs the dictionary lacks, not nouns (걱정되예요).
	{"becoming", func(r, _ string, _ bool) bool {
		return len(runes(r)) > 1 && (strings.HasSuffix(r, "되") || becoming(r))
	}, kindStem},
	// 과로로 인하다: 인하다 'be due to', which ends no sentence so.
	{"인하다 of a cause", func(r, prev string, _ bool) bool {
		return r == "인하" && (strings.HasSuffix(prev, "로") || strings.HasSuffix(prev, "으로"))
	}, noKind},
	// 졸리다, 배부르다, 쑤시다: a verb's statement would be 졸린다, so a bare 다 says how one feels.
	{"feeling", func(r, _ string, _ bool) bool { return feelings[r] }, kindStem},
	// 기준치 이하다, 내 부하다, 유명한 배우다, 세 살 연하다: a noun before the copula's 다, whatever
	// 하다 or verb it looks like (이하다 is no 이해요; 색이 연하다 is light).
	{"noun like a verb", func(r, prev string, noun bool) bool {
		return nounsInHa[r] || noun && (strings.HasSuffix(r, "하") || known(r)) || r == "연하" && strings.HasSuffix(prev, "살")
	}, kindCopula},
	{"adjective", func(r, _ string, _ bool) bool {
		return strings.HasSuffix(r, "하") || hangul.HasTail(lastOf(r)) || isAdjective(r)
	}, kindStem},
	{"adjective of the dictionary", func(r, _ string, _ bool) bool { return known(r) && len(runes(r)) > 1 && dictStems[r] != "VV" }, kindStem}, // 푸르다, 차지다
	// 공기가 차다 (cold) or 내 차다 (my car), 한국어 배우다 (learn) or 그는 배우다 (an actor): only a
	// determiner or a modifier before it settles the noun.
	{"verb or noun", func(r, _ string, _ bool) bool { return known(r) }, noKind},
}

// becoming reports a verb in -어지 built on an adjective or X하 (예뻐지, 궁금해지, 많아지), not a
// noun in 지 that only looks like one (강아지, 할아버지, 바가지).
func becoming(r string) bool {
	before, ok := strings.CutSuffix(r, "지")
	if !ok || before == "" {
		return false
	}
	if strings.HasSuffix(before, "해") {
		return true
	}
	stem, ok := stemFromInfinitive(before, context{})
	return ok && stem != before && isAdjective(stem)
}

// haPredicate reports X하, a 하다 verb or adjective, and not a noun in 하 (이하, 지하, 과부하).
func haPredicate(x string) bool { return strings.HasSuffix(x, "하") && !nounsInHa[x] }

// adnominal reports a word that modifies a noun after it: a verb or adjective in ㄴ or 는 (유명한,
// 새로운, 인기 있는) or a noun in 인 (외국인).
func adnominal(prev string) bool {
	for _, end := range []string{"한", "된", "던", "운", "인", "있는", "없는", "하는", "되는"} {
		if strings.HasSuffix(prev, end) && len(runes(prev)) > 1 {
			return true
		}
	}
	return false
}

// predicateStem reports a stem that a bare 아/어 form can safely be read from: a dictionary stem
// of two syllables or more, or of one with a final consonant (앉, 많), or a common short one; or
// a noun of two syllables or more with 하 (연락하, 사랑하), since 이해, 오해 and 피해 are nouns.
func predicateStem(stem string, c context) bool {
	n := len(runes(stem))
	if x, ok := strings.CutSuffix(stem, "하"); ok && len(runes(x)) >= 2 && !nounsInHa[stem] {
		return true
	}
	return known(stem) && (n > 1 || shortStem(stem, c) || hangul.HasTail(lastOf(stem)))
}

// shortStem reports a one-syllable stem that may be read at the end of a sentence: one of
// shortVerbs, or any after a word that only a predicate follows (beforePredicate: 국물 안 짜?, 손이
// 엄청 차네), or after its subject in 이 or 가 (열이 나, 국이 짜), which a noun would follow only
// with the copula.
func shortStem(stem string, c context) bool {
	return shortVerbs[stem] || beforePredicate(c.prev) || subjectAfter(c.prev)
}

// beforePredicate reports a word that only a predicate follows: a negation or an adverb of degree
// (predicateCues), or an adjective's adverb in 게 (부드럽게 하네, 맛있게 먹어).
func beforePredicate(w string) bool {
	x, ok := strings.CutSuffix(w, "게")
	return predicateCues[w] || ok && x != "" && isAdjective(x)
}

// shortVerbs are one-syllable stems common enough at the end of casual speech (가, 와, 해, 봐)
// to be read there; other one-syllable forms are more often nouns (개, 차, 배).
var shortVerbs = set(`크 하 가 오 보 주 되 서 자 사 타 쓰 켜 끄 놓 두 알 살 놀 울 듣 먹 읽 있 없 좋 싫 맞 찾 받 믿 웃 쉬 씻 입 벗`)

// predicateCues are the negations and adverbs of degree, which stand before a predicate only.
var predicateCues = set(`안 못 엄청 너무 되게 진짜 정말 완전 아주 매우 꽤 덜 제일 가장 많이 잘`)

// stateVerbs say how things stand, which no one is told to do: 되다 (가면 돼), 있다, 없다.
var stateVerbs = set(`되 있 없`)

// conditional reports a sentence with a clause in 면 and no first person to be its subject
// (피곤하면 자, not 나는 피곤하면 자).
func conditional(body string) bool {
	words := strings.Fields(body)
	cond := false
	for _, w := range words[:max(len(words)-1, 0)] {
		w = strings.TrimRight(w, ",")
		switch x, ok := strings.CutSuffix(w, "면"); {
		case otherSubjects[w]:
			return false
		case ok && conditionalForm(x):
			cond = true
		case cond && subjectAfter(w):
			return false // 버튼을 누르면 전원이 꺼져: the power goes off, no one is told to
		}
	}
	return cond
}

// conditionalForm reports what stands before a 면 that makes a condition: a verb (누르면, 걸으면,
// 하면, 됐으면, 학생이면), not the end of a noun (화면, 라면, 측면).
func conditionalForm(x string) bool {
	if s, ok := strings.CutSuffix(x, "으"); ok && s != "" {
		x = s
	}
	return x != "" && (known(x) || isPre(x) || strings.ContainsRune("하되이", lastOf(x)) || known(withTail(x, hangul.L)))
}

// subjectAfter reports a noun in 이 or 가, the subject of a clause of its own (전원이, 역이), not an
// adverb in 이 (같이, 많이).
func subjectAfter(w string) bool {
	x, ok := strings.CutSuffix(w, "이")
	if ok && x != "" && hangul.EndsInConsonant(x) && !adverbsInI[w] {
		return true
	}
	x, ok = strings.CutSuffix(w, "가")
	return ok && x != "" && !hangul.EndsInConsonant(x) && !otherSubjects[w]
}

// adverbsInI end in 이 like a subject and are none.
var adverbsInI = set(`같이 많이 깊이 높이 길이 일찍이 깨끗이 없이 굳이`)

// determiner reports a word after which a noun stands: 내, 그, 첫 번째, 회사의.
func determiner(prev string) bool {
	return determiners[prev] || strings.HasSuffix(prev, "번째") || strings.HasSuffix(prev, "의") && len(runes(prev)) > 1
}

// rieulDropped is the ㄹ-stem whose ㄹ x lost before 네, 나 or ㄴ (아 of 아네 → 알, 여 of 여나요 →
// 열, 여 of 연대 → 열), where x ends in its vowel.
func rieulDropped(x string) (string, bool) {
	withL := withTail(x, hangul.L)
	return withL, x != "" && !hangul.HasTail(lastOf(x)) && known(withL) && matchWord(withL, rieulStems)
}

// cued reports a word that is one of cues.
func cued(word string, cues []string) bool { return slices.Contains(cues, word) }

// neStem reads the stem before 네 (a bare stem: a ㄹ-stem drops its ㄹ, 아네 is 알다's).
func neStem(x string, c context) (string, bool) {
	if withL, ok := rieulDropped(x); ok {
		return withL, true
	}
	if known(x) && (len(runes(x)) > 1 || shortStem(x, c)) {
		return x, true
	}
	return "", false
}

// questionStem reads the casual question in 니 (먹었니?, 오니?), of a noun's 하 verb too (운동하니?,
// 출근하냐?), as the 반말 of 운동해? is read.
func questionStem(x string, mood Mood, c context) (pred, bool) {
	switch {
	case x == "":
		return pred{}, false
	case isPre(x):
		return pred{kind: kindPre, stem: x, mood: mood}, true
	case known(x) && (len(runes(x)) > 1 || shortVerbs[x]), len(runes(x)) > 1 && haPredicate(x):
		return stemPred(x, isAdjective(x), mood, c), true
	}
	return pred{}, false
}

// questionNi reads the casual question in 니 after a stem (먹었니?) or after a noun's copula
// (어디쯤이니?, 학생이니?).
func questionNi(x string, mood Mood, c context) (pred, bool) {
	if p, ok := questionStem(x, mood, c); ok {
		return p, true
	}
	return nounQuestion(x, mood)
}

// questionNya reads the casual question in 냐, which asks with or without a question mark (가냐,
// 먹느냐?) and follows nouns too (학생이냐?, 어디냐?).
func questionNya(x string, mood Mood, c context) (pred, bool) {
	x = strings.TrimSuffix(x, "느")
	if p, ok := questionStem(x, mood, c); ok {
		return p, true
	}
	return nounQuestion(x, mood)
}

// nounQuestion reads a noun's copula before a casual question's 냐 or 니: 이 after a consonant
// (학생이냐, 어디쯤이니), none after a question word (어디냐, 얼마니).
func nounQuestion(x string, mood Mood) (pred, bool) {
	switch {
	case strings.HasSuffix(x, "이") && len(runes(x)) > 1 && !iVerb(x):
		return pred{kind: kindCopula, stem: cut(x, 1), mood: mood}, true
	case x != "" && !hangul.EndsInConsonant(x) && questionWords[x]:
		return pred{kind: kindCopula, stem: x, mood: mood}, true
	}
	return pred{}, false
}

// rieulFamily reads 할게(요) and 할까(요) from the ㄹ-form before 게/까.
func rieulFamily(w string, fam family, mood Mood, c context) (pred, bool) {
	if tailOf(w) != hangul.L {
		return pred{}, false
	}
	if strings.HasSuffix(w, "을") && isPre(cut(w, 1)) {
		return pred{kind: kindPre, stem: cut(w, 1), mood: mood, fam: fam}, fam == famKka
	}
	eu := withTail(w, hangul.None)
	if strings.HasSuffix(eu, "시") && len(runes(eu)) > 1 && !endsWithAny(eu, honorLike) {
		return pred{kind: kindHonor, stem: cut(eu, 1), mood: mood, fam: fam}, fam == famKka || fam == famRae
	}
	// A ㄹ-stem keeps its ㄹ before 게/까 (만들게), so the form itself may be the stem.
	stem := w
	if !matchWord(w, rieulStems) {
		s, ok := stemFromEu(eu, c.prev)
		switch {
		case ok:
			stem = s
		case fam == famKka && known(w):
			// 살까: 사다 or 살다, but 까 is written 살까 after either, at every level.
		default:
			return pred{}, false
		}
	}
	return pred{kind: kindStem, stem: stem, mood: mood, fam: fam, adj: isAdjective(stem), reg: seenRegular(stem, w)}, true
}

// familyPred reads the word before 네요, 군요, 죠, 거든요. Only forms that cannot be a noun are
// read: past and 있다 forms, X하, consonant-final stems and the copula after 이.
func familyPred(x string, fam family, mood Mood, c context) (pred, bool) {
	if p, ok := boundPred(x, mood); ok {
		p.fam = fam
		return p, true
	}
	if p, ok := boundThing(x, fam, mood, c); ok {
		return p, true
	}
	switch {
	case x == "":
		return pred{}, false
	case fam == famGun && strings.HasSuffix(x, "는"):
		p, ok := familyPred(cut(x, 1), famNe, mood, c)
		p.fam, p.adj = fam, false
		return p, ok && p.kind == kindStem
	case haPredicate(x) || hangul.HasTail(lastOf(x)) || known(x) && (len(runes(x)) > 1 || shortVerbs[x]):
		p := stemPred(x, false, mood, c)
		p.fam = fam
		return p, true
	}
	return pred{}, false
}

// infinitivePred reads an infinitive (the 아/어 form before 요, 라 or nothing) back to its stem.
func infinitivePred(inf string, mood Mood, c context) (pred, bool) {
	if inf == "" {
		return pred{}, false
	}
	p := cut(inf, 1)
	if isPre(p) && (strings.HasSuffix(inf, "어") || strings.HasSuffix(inf, "아")) {
		return pred{kind: kindPre, stem: p, mood: mood}, true
	}
	stem, ok := stemFromInfinitive(inf, c)
	if !ok {
		return pred{}, false
	}
	sp := stemPred(stem, false, mood, c)
	sp.reg, sp.open = sp.kind == kindStem && seenRegular(stem, inf), false // the form shows the class
	return sp, true
}

// becauseForm reports an 아/어 form, the stem's before -아서 (와, 없어, 바빠, 해, 돼, 라 of the copula).
func becauseForm(p string) bool {
	switch vowelOf(p) {
	case hangul.A, hangul.AE, hangul.EO, hangul.YEO, hangul.WA, hangul.WAE, hangul.WO:
		return p != "" && tailOf(p) == hangul.None
	}
	return false
}

// stemFromInfinitive undoes the 아/어 contractions and the irregular conjugations.
func stemFromInfinitive(inf string, c context) (string, bool) {
	last := lastOf(inf)
	p := cut(inf, 1)
	lead, vowel, tail, ok := hangul.Split(last)
	if !ok || tail != hangul.None {
		return "", false
	}
	standalone := lead == hangul.LeadIeung
	if t := tailOf(p); strings.ContainsRune("데대가", last) && (t == hangul.N || t == hangul.SS) && !known(inf) {
		// 먹었는데, 결혼한대, 예민한가, 재밌대: endings after a modifier in ㄴ or a past in ㅆ, no
		// stems; 해요체 and 반말 trade them by spokenEndings, and no other level has them
		// (먹었는뎁니다, 재밌댄다).
		return "", false
	}
	if last == '서' && becauseForm(p) && !known(inf) {
		// 와서요, 없어서요, 까지라서요: a reason given alone, -아서 with 요, no stem of 서다 (와섭니다 is
		// no Korean); 해요체 and 반말 trade its 요, and no other level has it. 일어서요 is a verb's.
		return "", false
	}
	switch {
	case last == '해':
		return p + "하", true
	case last == '하':
		return "", false // 하다's 아/어 form is 해 or 하여: 영하, 이하 are nouns (영하야)
	case last == '여' && strings.HasSuffix(p, "하"):
		return p, true
	case standalone && (vowel == hangul.A || vowel == hangul.EO) && p != "":
		return stemBeforeA(p, vowel, c)
	case vowel == hangul.WA:
		return contractedO(p, lead, last, standalone), true
	case vowel == hangul.WO:
		return contractedU(p, lead, standalone), true
	case vowel == hangul.WAE:
		return p + string(hangul.Join(lead, hangul.OE, hangul.None)), true
	case vowel == hangul.YEO:
		return contractedI(inf, p, lead), true
	case vowel == hangul.AE || vowel == 3: // ㅐ, ㅒ: 그래 → 그렇, 하얘 → 하얗
		return droppedH(inf, p, lead, vowel), true
	case vowel == hangul.A || vowel == hangul.EO:
		return joinedA(inf, p, lead, last, vowel), true
	case vowel == hangul.E:
		return inf, true
	}
	return "", false
}

// contractedO reads a stem in ㅗ before 아 (와 → 오, 놔 → 놓), or a ㅂ-irregular stem (도와 → 돕).
func contractedO(p string, lead int, last rune, standalone bool) string {
	if standalone && p != "" && endsWithAny(withTail(p, hangul.P), irregularP) {
		return withTail(p, hangul.P)
	}
	if last == '놔' {
		return p + "놓"
	}
	return p + string(hangul.Join(lead, hangul.O, hangul.None))
}

// contractedU reads a stem in ㅜ before 어 (줘 → 주), or a ㅂ-irregular stem (더워 → 덥).
func contractedU(p string, lead int, standalone bool) string {
	if standalone && p != "" && classify(withTail(p, hangul.P)) == classP {
		return withTail(p, hangul.P)
	}
	return p + string(hangul.Join(lead, hangul.U, hangul.None))
}

// contractedI reads a stem in ㅣ before 어 (가져 → 가지), unless the stem ends in 여 itself.
func contractedI(inf, p string, lead int) string {
	i := p + string(hangul.Join(lead, hangul.I, hangul.None))
	if endsWithAny(inf, yeoStems) && (p == "" || !known(i) || known(inf)) {
		return inf // 켜, 불을 켜: 켜다; 시켜 is 시키다's, which the dictionary has and not 시켜다
	}
	return i
}

// droppedH reads a ㅎ-irregular adjective whose ㅎ the ㅐ or ㅒ took (그래 → 그렇, 하얘 → 하얗), or
// the form itself (보내).
func droppedH(inf, p string, lead, vowel int) string {
	back := hangul.EO
	if vowel == 3 {
		back = hangul.YA
	}
	for _, v := range []int{hangul.A, back} {
		if h := p + string(hangul.Join(lead, v, hangul.H)); endsWithAny(h, adjectivesH) {
			return h
		}
	}
	return inf
}

// joinedA reads a stem whose 아/어 joined its last syllable: 몰라 → 모르 (르-irregular), 들러 →
// 들르, 바빠 → 바쁘 (ㅡ dropped), 가 → 가.
func joinedA(inf, p string, lead int, last rune, vowel int) string {
	if eu := p + string(hangul.Join(lead, hangul.EU, hangul.None)); euDropped(eu, vowel) {
		return eu
	}
	if p != "" && tailOf(p) == hangul.L && (last == '라' || last == '러') {
		return withTail(p, hangul.None) + "르"
	}
	return inf
}

// stemBeforeA reads the stem before a standalone 아/어: 먹어 → 먹, 들어 → 듣 or 들, 나아 → 낫,
// 모아 → 모으, 주어 → 주.
func stemBeforeA(p string, vowel int, c context) (string, bool) {
	switch tailOf(p) {
	case hangul.L:
		t := withTail(p, hangul.T)
		switch {
		case matchWord(p, rieulStems) && len(runes(p)) > 1:
			return p, true
		case matchWord(t, irregularT) && len(runes(t)) > 1:
			return t, true
		case len(runes(p)) > 1 && known(p) && !known(t):
			return p, true // 줄어들, 몰려들: compounds of 들다 the dictionary lists
		case strings.HasSuffix(p, "들") || strings.HasSuffix(p, "걸"):
			return resolveT(p, c)
		case p == "물" && c.cued(cuesL[p]):
			return p, true // 입에 물어: 물다, to bite or hold in the mouth; else 묻다, to ask, far commoner
		case endsWithAny(t, irregularT):
			return t, true
		}
		return p, true
	case hangul.None:
		if s := withTail(p, hangul.S); endsWithAny(s, irregularS) {
			return s, true
		}
		if eu := p + "으"; endsWithAny(eu, euStems) {
			return eu, true
		}
		return p, true
	}
	return p, true
}

// resolveT settles 들어/걸어: 듣다 or 들다, 걷다 or 걸다, by words around it. Without a cue
// the form is left alone.
func resolveT(p string, c context) (string, bool) {
	last := string(lastOf(p))
	switch {
	case c.cued(cuesT[last]):
		return withTail(p, hangul.T), true
	case c.cued(cuesL[last]):
		return p, true
	}
	return "", false
}

// euDropped reports whether eu, a stem in ㅡ, takes the vowel seen in its infinitive: ㅓ after a
// single syllable (써), otherwise by the harmony of the syllable before (바빠, 예뻐).
func euDropped(eu string, vowel int) bool {
	if !endsWithAny(eu, euStems) {
		return false
	}
	before := cut(eu, 1)
	if before == "" {
		return vowel == hangul.EO
	}
	return bright(vowelOf(before)) == (vowel == hangul.A)
}

// stemFromBare reads the stem from a form that dropped a ㄹ (만듭니다, 만든다, 아는가): the
// stem is x, or x with ㄹ when the word lists say so. copula is true when x is 거 of 할 겁니다.
func stemFromBare(x, prev string) (stem string, copula, ok bool) {
	if hangul.HasTail(lastOf(x)) {
		return x, false, true
	}
	withL := withTail(x, hangul.L)
	// The dictionary settles a compound the lists miss (줄어듭니다: 줄어들 is a stem, 줄어드 none).
	if (matchWord(withL, rieulStems) || known(withL) && !known(x) && len(runes(x)) > 1) && !passiveJi(x) {
		return withL, false, true
	}
	if rieulAmbiguous[string(lastOf(x))] {
		return resolveRieul(x, prev)
	}
	return x, false, true
}

// livingCues before 사 make it 살다's: where and with whom one lives (어디 사세요?, 혼자 사세요?, 이
// 동네 사세요?).
var livingCues = set(`어디 혼자 따로 동네 근처`)

// digCues before 파 make it 파다's (땅을 파요); without one it is 팔다's, the far commoner (사과 좀
// 더 파세요? → 팔아?).
var digCues = set(`땅을 땅 구멍을 구멍 굴을`)

// resolveRieul settles the pairs that share a form: 삽니다 (사다/살다), 겁니다 (걸다, or 거 of
// 할 겁니다). Anything else it cannot settle.
func resolveRieul(x, prev string) (string, bool, bool) {
	objectParticle := strings.HasSuffix(prev, "을") || strings.HasSuffix(prev, "를")
	switch string(lastOf(x)) {
	case "사":
		switch {
		case strings.HasSuffix(prev, "에") || strings.HasSuffix(prev, "에서") || livingCues[prev]:
			return withTail(x, hangul.L), false, true
		case objectParticle:
			return x, false, true
		}
	case "파":
		if digCues[prev] {
			return x, false, true
		}
		return withTail(x, hangul.L), false, true
	case "끄":
		switch {
		case cued(prev, offCues):
			return x, false, true
		case objectParticle:
			return withTail(x, hangul.L), false, true // 가방을, 인기를, 관심을 끌다
		}
	case "거":
		if x == "거" && (tailOf(prev) == hangul.L || tailOf(prev) == hangul.N || strings.HasSuffix(prev, "는")) {
			return x, true, true
		}
		if objectParticle {
			return withTail(x, hangul.L), false, true
		}
	}
	return "", false, false
}

// stemFromEu reads the stem from the form before 시, 세요, ㅂ시다, ㄹ, ㄴ: 먹으 → 먹, 도우 → 돕,
// 들으 → 듣, 나으 → 낫, 만드 → 만들, 하 → 하.
func stemFromEu(eu, prev string) (string, bool) {
	if eu == "" {
		return "", false
	}
	if strings.HasSuffix(eu, "으") && len(runes(eu)) > 1 {
		b := cut(eu, 1)
		switch tailOf(b) {
		case hangul.None:
			if s := withTail(b, hangul.S); endsWithAny(s, irregularS) {
				return s, true
			}
			return "", false
		case hangul.L:
			if t := withTail(b, hangul.T); endsWithAny(t, irregularT) {
				return t, true
			}
		}
		return b, true
	}
	if strings.HasSuffix(eu, "우") && len(runes(eu)) > 1 {
		if s := withTail(cut(eu, 1), hangul.P); classify(s) == classP {
			return s, true
		}
	}
	if h := withTail(eu, hangul.H); endsWithAny(h, adjectivesH) {
		return h, true
	}
	stem, copula, ok := stemFromBare(eu, prev)
	return stem, ok && !copula
}

// stemPred builds the predicate of a stem, deciding 않다 and 못하다 by the word before them
// (좋지 않다 is descriptive, 하지 않는다 is not) and turning a final 시 into the honorific.
func stemPred(stem string, adj bool, mood Mood, c context) pred {
	if strings.HasSuffix(stem, "시") && len(runes(stem)) > 1 && !endsWithAny(stem, honorLike) {
		return honorPred(cut(stem, 1), mood)
	}
	adj = adj || isAdjective(stem)
	if stem == "않" || stem == "못하" {
		adj = false
		if before, ok := strings.CutSuffix(c.prev, "지"); ok {
			adj = isAdjective(before)
		}
	}
	p := pred{kind: kindStem, stem: stem, adj: adj, mood: mood}
	p.reg, p.open = twinReading(stem, c)
	return p
}

// twinReading reads a stem of twinCues from a form that does not show its class (걷자, 걷습니다,
// 걷는다): regular by twinCues (회비 걷자: 걷다, to collect), the tables' class by
// twinIrregularCues (같이 걷자: to walk), open with neither. A form that shows the class
// (걷어, 걸어) is read by seenRegular instead.
func twinReading(stem string, c context) (reg, open bool) {
	cues, ok := twinCues[stem]
	if !ok {
		return false, false
	}
	if c.cued(cues) {
		return true, false
	}
	return false, !c.cued(twinIrregularCues[stem])
}

// honorPred builds the honorific predicate from the form before 시.
func honorPred(h string, mood Mood) pred {
	stem, ok := stemFromEu(h, "")
	return pred{kind: kindHonor, stem: h, adj: ok && isAdjective(stem), mood: mood}
}

// isPre reports whether r is a form that takes endings unchanged: it ends in ㅆ or ㅄ (했, 하겠,
// 있, 없, 먹었).
func isPre(r string) bool {
	t := tailOf(r)
	return r != "" && (t == hangul.SS || t == hangul.PS)
}

// seeing reports 보다, alone, as a stem of the dictionary (돌보) or joined to an 아/어 form as the
// auxiliary of trying (먹어보): 후보, 정보 and 홍보 are nouns, and 후보자 is no 후보다's proposal.
func seeing(stem string) bool {
	x, ok := strings.CutSuffix(stem, "보")
	return ok && (x == "" || known(stem) || infinitiveForm(x))
}

// proposalStem guards the plain proposal 자 against nouns in 자 (사용자, 투자, 의자, 남자): a
// verb of the dictionary of two syllables or more (마시자, 만나자, 힘내자), or of one with a final
// consonant (찍자) unless the word is a common noun (남자, 감자), or one listed.
func proposalStem(stem string) bool {
	return strings.HasSuffix(stem, "하") || seeing(stem) || endsWithAny(stem, proposalStems) ||
		dictStems[stem] == "VV" && (len(runes(stem)) > 1 || hangul.HasTail(lastOf(stem)) && !nounsInJa[stem+"자"])
}

// cut drops the last n runes of s.
func cut(s string, n int) string {
	r := runes(s)
	if n > len(r) {
		return ""
	}
	return string(r[:len(r)-n])
}
