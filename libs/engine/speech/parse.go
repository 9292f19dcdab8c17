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

// read parses the final word of a sentence. ok is false when the ending is not one the package
// can rebuild at another level, or the stem is ambiguous (삽니다: 사다 or 살다?) and the context
// does not settle it; the sentence is then left as it is.
func read(word string, c context) (reading, bool) {
	mood := Statement
	if c.question {
		mood = Question
	}
	if (strings.HasSuffix(word, "니다") || strings.HasSuffix(word, "니까")) && tailOf(cut(word, 2)) == hangul.P {
		// Only the formal reading may have a formal ending: 삽니다 is no noun 삽니 before 다.
		return readFormal(word, mood, c)
	}
	for _, try := range []func(string, Mood, context) (reading, bool){readFormal, readPolite, readPlain, readCasual} {
		if r, ok := try(word, mood, c); ok {
			return r, true
		}
	}
	return reading{}, false
}

func readFormal(w string, mood Mood, c context) (reading, bool) {
	at := func(p pred, ending string) (reading, bool) {
		return reading{pred: p, level: Formal, ending: ending}, true
	}
	switch {
	case strings.HasSuffix(w, "습니다"), strings.HasSuffix(w, "습니까"):
		r := cut(w, 3)
		if strings.HasSuffix(w, "까") {
			mood = Question
		}
		if r == "" {
			return reading{}, false
		}
		if isPre(r) {
			return at(pred{kind: kindPre, stem: r, mood: mood}, "-습니다")
		}
		return at(stemPred(r, false, mood, c), "-습니다")
	case strings.HasSuffix(w, "십시오"):
		if h := cut(w, 3); h != "" {
			return at(honorPred(h, Command), "-십시오")
		}
	case strings.HasSuffix(w, "시다") && tailOf(cut(w, 2)) == hangul.P:
		eu := withTail(cut(w, 2), hangul.None)
		if stem, ok := stemFromEu(eu, c.prev); ok {
			return at(pred{kind: kindStem, stem: stem, mood: Proposal}, "-ㅂ시다")
		}
	case (strings.HasSuffix(w, "니다") || strings.HasSuffix(w, "니까")) && tailOf(cut(w, 2)) == hangul.P:
		if strings.HasSuffix(w, "까") {
			mood = Question
		}
		x := withTail(cut(w, 2), hangul.None)
		if p, ok := vowelPred(x, mood, c); ok {
			return at(p, "-ㅂ니다")
		}
	}
	return reading{}, false
}

// vowelPred reads what stood before ㅂ니다 or ㄴ다: the copula, 아니다, the honorific 시, or a
// vowel stem (with its ㄹ dropped).
func vowelPred(x string, mood Mood, c context) (pred, bool) {
	switch {
	case x == "":
		return pred{}, false
	case strings.HasSuffix(x, "아니"):
		return pred{kind: kindNot, stem: cut(x, 2), mood: mood}, true
	case strings.HasSuffix(x, "이") && !iVerb(x):
		if host := cut(x, 1); host != "" {
			return pred{kind: kindCopula, stem: host, mood: mood}, true
		}
		return pred{}, false
	case strings.HasSuffix(x, "시") && !endsWithAny(x, honorLike) && len(runes(x)) > 1:
		return honorPred(cut(x, 1), mood), true
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

func readPolite(w string, mood Mood, c context) (reading, bool) {
	if !strings.HasSuffix(w, "요") && !strings.HasSuffix(w, "죠") {
		return reading{}, false
	}
	at := func(p pred, ending string) (reading, bool) {
		return reading{pred: p, level: Polite, ending: ending}, true
	}
	switch {
	case strings.HasSuffix(w, "아니에요"):
		return at(pred{kind: kindNot, stem: cut(w, 4), mood: mood}, "-이에요")
	case strings.HasSuffix(w, "이에요") && cut(w, 3) != "":
		return at(pred{kind: kindCopula, stem: cut(w, 3), mood: mood}, "-이에요")
	case strings.HasSuffix(w, "예요") && cut(w, 2) != "":
		return at(pred{kind: kindCopula, stem: cut(w, 2), mood: mood}, "-예요")
	case strings.HasSuffix(w, "에요") && cut(w, 2) != "" && !hangul.EndsInConsonant(cut(w, 2)):
		// 가수에요 is a common misspelling of 가수예요: read as the copula, and written right.
		r, _ := at(pred{kind: kindCopula, stem: cut(w, 2), mood: mood}, "-예요")
		r.misspelt = true
		return r, true
	case strings.HasSuffix(w, "세요") && cut(w, 2) != "":
		if mood != Question && !honoured(c.body) {
			mood = Command
		}
		return at(honorPred(cut(w, 2), mood), "-세요")
	case strings.HasSuffix(w, "나요") && c.question:
		// 되나요? is 돼요? asked softly; the other levels ask it plainly (돼?, 됩니까?).
		x := cut(w, 2)
		switch {
		case isPre(x):
			return at(pred{kind: kindPre, stem: x, mood: Question}, "-나요")
		case known(x) && (len(runes(x)) > 1 || shortVerbs[x]):
			return at(stemPred(x, false, Question, c), "-나요")
		}
		return reading{}, false
	case strings.HasSuffix(w, "게요"):
		if p, ok := rieulFamily(cut(w, 2), famGe, mood, c); ok {
			return at(p, "-ㄹ게요")
		}
		return reading{}, false
	case strings.HasSuffix(w, "래요") && tailOf(cut(w, 2)) == hangul.L:
		if p, ok := rieulFamily(cut(w, 2), famRae, mood, c); ok {
			return at(p, "-ㄹ래요")
		}
		return reading{}, false
	case strings.HasSuffix(w, "까요"):
		if p, ok := rieulFamily(cut(w, 2), famKka, Question, c); ok {
			return at(p, "-ㄹ까요")
		}
		return reading{}, false
	}
	for _, f := range families {
		for _, end := range f.polite {
			if strings.HasSuffix(w, end) {
				if p, ok := familyPred(cut(w, len(runes(end))), f.fam, mood, c); ok {
					return at(p, "-"+end)
				}
				return reading{}, false
			}
		}
	}
	p, ok := infinitivePred(cut(w, 1), mood, c)
	if !ok {
		return reading{}, false
	}
	return at(p, "-어요")
}

func readPlain(w string, mood Mood, c context) (reading, bool) {
	at := func(p pred, ending string) (reading, bool) {
		return reading{pred: p, level: Plain, ending: ending}, true
	}
	switch {
	case strings.HasSuffix(w, "는다"):
		if r := cut(w, 2); r != "" && hangul.HasTail(lastOf(r)) {
			return at(stemPred(r, false, mood, c), "-는다")
		}
	case strings.HasSuffix(w, "다") && tailOf(cut(w, 1)) == hangul.N:
		x := withTail(cut(w, 1), hangul.None)
		if p, ok := vowelPred(x, mood, c); ok && p.kind != kindCopula && p.kind != kindNot {
			p.adj = false
			return at(p, "-ㄴ다")
		}
	case strings.HasSuffix(w, "다"):
		if p, ok := plainDa(cut(w, 1), mood, c); ok {
			return at(p, "-다")
		}
	case strings.HasSuffix(w, "는가"):
		r := cut(w, 2)
		if isPre(r) {
			return at(pred{kind: kindPre, stem: r, mood: Question}, "-는가")
		}
		if stem, copula, ok := stemFromBare(r, c.prev); ok && !copula {
			return at(pred{kind: kindStem, stem: stem, mood: Question}, "-는가")
		}
	case strings.HasSuffix(w, "인가") && cut(w, 2) != "":
		return at(pred{kind: kindCopula, stem: cut(w, 2), mood: Question}, "-인가")
	case strings.HasSuffix(w, "가") && tailOf(cut(w, 1)) == hangul.N:
		eu := withTail(cut(w, 1), hangul.None)
		if stem, ok := stemFromEu(eu, c.prev); ok && isAdjective(stem) {
			return at(pred{kind: kindStem, stem: stem, adj: true, mood: Question}, "-ㄴ가")
		}
	case strings.HasSuffix(w, "라") && len(runes(w)) > 1:
		// Only 해라, 먹어라, a dictionary verb's 들어가라 and the written 읽으라: many nouns end
		// in 라 (카메라, 드라마라, 우리나라).
		x := cut(w, 1)
		v := vowelOf(x)
		spelt := lastOf(x) == '해' || v == hangul.WA || v == hangul.WO || v == hangul.WAE || v == hangul.YEO ||
			lastOf(x) == '어' || lastOf(x) == '아'
		if p, ok := infinitivePred(x, Command, c); ok && p.kind == kindStem && (spelt || len(runes(p.stem)) > 1 && dictStems[p.stem] == "VV") {
			return at(p, "-어라")
		}
		if strings.HasSuffix(x, "으") {
			if _, ok := stemFromEu(x, c.prev); ok {
				return at(pred{kind: kindHonor, stem: x, mood: Command}, "-라")
			}
		}
	case strings.HasSuffix(w, "자"):
		if stem := cut(w, 1); proposalStem(stem) {
			return at(pred{kind: kindStem, stem: stem, mood: Proposal}, "-자")
		}
	case strings.HasSuffix(w, "까") && tailOf(cut(w, 1)) == hangul.L:
		if p, ok := rieulFamily(cut(w, 1), famKka, Question, c); ok {
			return reading{pred: p, level: Plain, ending: "-ㄹ까"}, true
		}
	}
	return reading{}, false
}

// plainDa reads what stood before a plain 다: a past or 있다 form, 아니다, the copula, or an
// adjective (좋다, 중요하다). A vowel-final word that is no known adjective is a noun before a
// shortened copula (문제다, 거다).
func plainDa(r string, mood Mood, c context) (pred, bool) {
	switch {
	case r == "":
		return pred{}, false
	case isPre(r):
		return pred{kind: kindPre, stem: r, mood: mood}, true
	case strings.HasSuffix(r, "아니"):
		return pred{kind: kindNot, stem: cut(r, 2), mood: mood}, true
	case strings.HasSuffix(r, "이") && !iVerb(r):
		if host := cut(r, 1); host != "" {
			return pred{kind: kindCopula, stem: host, mood: mood}, true
		}
		return pred{}, false
	case strings.HasSuffix(r, "시") && len(runes(r)) > 1 && !endsWithAny(r, honorLike):
		p := honorPred(cut(r, 1), mood)
		p.adj = true // 바쁘시다: a verb would say 하신다
		return p, true
	case strings.HasSuffix(r, "하") || hangul.HasTail(lastOf(r)) || isAdjective(r):
		return pred{kind: kindStem, stem: r, adj: true, mood: mood}, true
	case known(r) && len(runes(r)) > 1 && !determiner(c.prev):
		// 졸리다, 웃기다: a verb's statement would be 졸린다, so a bare 다 says how one feels.
		return pred{kind: kindStem, stem: r, adj: true, mood: mood}, true
	case known(r) && !determiner(c.prev):
		// 공기가 차다 (cold) or 내 차다 (my car): only a determiner before it settles the noun.
		return pred{}, false
	}
	return pred{kind: kindCopula, stem: r, mood: mood}, true
}

// readCasual reads only the 해체 endings that cannot be a bare noun: past and 있다 forms with
// 어, the copula 이야, 아니야, and 할게/할까. A word like 영어 or 이미지 ends a nominal sentence
// as often as 먹어 ends a casual one, so the bare 아/어 forms are not read.
func readCasual(w string, mood Mood, c context) (reading, bool) {
	at := func(p pred, ending string) (reading, bool) {
		return reading{pred: p, level: Casual, ending: ending}, true
	}
	switch {
	case strings.HasSuffix(w, "어") && isPre(cut(w, 1)):
		return at(pred{kind: kindPre, stem: cut(w, 1), mood: mood}, "-어")
	case strings.HasSuffix(w, "아니야"):
		return at(pred{kind: kindNot, stem: cut(w, 3), mood: mood}, "-야")
	case strings.HasSuffix(w, "이야") && cut(w, 2) != "" && hangul.EndsInConsonant(cut(w, 2)):
		return at(pred{kind: kindCopula, stem: cut(w, 2), mood: mood}, "-야")
	case strings.HasSuffix(w, "거야"):
		return at(pred{kind: kindCopula, stem: cut(w, 1), mood: mood}, "-야")
	case strings.HasSuffix(w, "게") && tailOf(cut(w, 1)) == hangul.L:
		if p, ok := rieulFamily(cut(w, 1), famGe, mood, c); ok {
			return at(p, "-ㄹ게")
		}
	case strings.HasSuffix(w, "까") && tailOf(cut(w, 1)) == hangul.L && c.question:
		if p, ok := rieulFamily(cut(w, 1), famKka, Question, c); ok {
			return at(p, "-ㄹ까")
		}
	}
	for _, f := range families {
		r, found := strings.CutSuffix(w, f.casual)
		switch {
		case !found || r == "":
		case isPre(r):
			return at(pred{kind: kindPre, stem: r, mood: mood, fam: f.fam}, "-"+f.casual)
		case f.fam != famNe && predicateStem(r):
			// 알잖아, 바쁘거든, 먹지: a dictionary stem whole (another one-syllable one may be a noun).
			p := stemPred(r, isAdjective(r), mood, c)
			p.fam = f.fam
			return at(p, "-"+f.casual)
		case f.fam == famNe:
			if stem, ok := neStem(r); ok { // 오네 → 오, 아네 → 알
				return at(pred{kind: kindStem, stem: stem, adj: isAdjective(stem), mood: mood, fam: famNe}, "-네")
			}
		}
	}
	if r, ok := questionStem(w, c); ok {
		return at(r, "-니")
	}
	// The copula after a vowel (가수야, 뭐야): unless the word is a verb's 아/어 form (해야, 가야).
	if host, ok := strings.CutSuffix(w, "야"); ok && host != "" && !hangul.EndsInConsonant(host) && hangul.IsSyllable(lastOf(host)) {
		if p, verb := infinitivePred(host, mood, c); !verb || !known(p.stem) || determiner(c.prev) {
			return at(pred{kind: kindCopula, stem: host, mood: mood}, "-야")
		}
	}
	// A bare 아/어 form (힘들어, 즐거워, 돼): only a dictionary stem's, and not a lone word, since
	// 영어 or 회사 end a nominal sentence as often as 먹어 ends a casual one.
	if (c.prev != "" || len(runes(w)) > 1) && !nounsFirst[w] {
		if p, ok := infinitivePred(w, mood, c); ok && p.kind == kindStem && predicateStem(p.stem) {
			if mood == Statement && (len(runes(p.stem)) > 1 && strings.HasSuffix(p.stem, "주") || p.stem == "보" && infinitiveForm(c.prev)) {
				p.mood = Command // 도와줘, 알려줘, 먹어 봐: a present 줘 or 봐 asks
			}
			if mood == Statement && conditional(c.body) {
				p.mood = Command // 배고프면 이거 먹어: after a condition, a bare 아/어 tells what to do
			}
			return at(p, "-어")
		}
	}
	return reading{}, false
}

// predicateStem reports a stem that a bare 아/어 form can safely be read from: a dictionary stem
// of two syllables or more, or of one with a final consonant (앉, 많), or a common short one; or
// a noun of two syllables or more with 하 (연락하, 사랑하), since 이해, 오해 and 피해 are nouns.
func predicateStem(stem string) bool {
	n := len(runes(stem))
	if x, ok := strings.CutSuffix(stem, "하"); ok && len(runes(x)) >= 2 {
		return true
	}
	return known(stem) && (n > 1 || shortVerbs[stem] || hangul.HasTail(lastOf(stem)))
}

// shortVerbs are one-syllable stems common enough at the end of casual speech (가, 와, 해, 봐)
// to be read there; other one-syllable forms are more often nouns (개, 차, 배).
var shortVerbs = set(`크 하 가 오 보 주 되 서 자 사 타 쓰 켜 끄 놓 두 알 살 놀 울 듣 먹 읽 있 없 좋 싫 맞 찾 받 믿 웃 쉬 씻 입 벗`)

// conditional reports a sentence with a clause in 면 and no first person to be its subject
// (피곤하면 자, not 나는 피곤하면 자).
func conditional(body string) bool {
	words := strings.Fields(body)
	cond := false
	for _, w := range words[:max(len(words)-1, 0)] {
		w = strings.TrimRight(w, ",")
		if otherSubjects[w] {
			return false
		}
		cond = cond || strings.HasSuffix(w, "면") && len(runes(w)) > 1
	}
	return cond
}

// determiner reports a word after which a noun stands: 내, 그, 첫 번째, 회사의.
func determiner(prev string) bool {
	return determiners[prev] || strings.HasSuffix(prev, "번째") || strings.HasSuffix(prev, "의") && len(runes(prev)) > 1
}

// cued reports a word that is one of cues.
func cued(word string, cues []string) bool { return slices.Contains(cues, word) }

// neStem reads the stem before 네 (a bare stem: a ㄹ-stem drops its ㄹ, 아네 is 알다's).
func neStem(x string) (string, bool) {
	if withL := withTail(x, hangul.L); !hangul.HasTail(lastOf(x)) && known(withL) && matchWord(withL, rieulStems) {
		return withL, true
	}
	if known(x) && (len(runes(x)) > 1 || shortVerbs[x]) {
		return x, true
	}
	return "", false
}

// questionStem reads the casual questions in 니 and 냐 (먹었니?, 오니?, 가냐?, 먹느냐?).
func questionStem(w string, c context) (pred, bool) {
	if !c.question && !strings.HasSuffix(w, "냐") { // 냐 asks with or without a question mark
		return pred{}, false
	}
	x, ok := strings.CutSuffix(w, "니")
	if !ok {
		if x, ok = strings.CutSuffix(w, "냐"); !ok {
			return pred{}, false
		}
		x = strings.TrimSuffix(x, "느")
	}
	switch {
	case x == "":
		return pred{}, false
	case isPre(x):
		return pred{kind: kindPre, stem: x, mood: Question}, true
	case known(x) && (len(runes(x)) > 1 || shortVerbs[x]):
		return stemPred(x, isAdjective(x), Question, c), true
	case strings.HasSuffix(w, "냐") && strings.HasSuffix(x, "이") && len(runes(x)) > 1 && !iVerb(x):
		return pred{kind: kindCopula, stem: cut(x, 1), mood: Question}, true // 학생이냐?
	case strings.HasSuffix(w, "냐") && !hangul.EndsInConsonant(x) && questionWords[x]:
		return pred{kind: kindCopula, stem: x, mood: Question}, true // 어디냐?, 뭐냐?
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
	return pred{kind: kindStem, stem: stem, mood: mood, fam: fam, adj: isAdjective(stem)}, true
}

// familyPred reads the word before 네요, 군요, 죠, 거든요. Only forms that cannot be a noun are
// read: past and 있다 forms, X하, consonant-final stems and the copula after 이.
func familyPred(x string, fam family, mood Mood, c context) (pred, bool) {
	switch {
	case x == "":
		return pred{}, false
	case isPre(x):
		return pred{kind: kindPre, stem: x, mood: mood, fam: fam}, true
	case strings.HasSuffix(x, "아니"):
		return pred{kind: kindNot, stem: cut(x, 2), mood: mood, fam: fam}, true
	case strings.HasSuffix(x, "이") && len(runes(x)) > 1 && !iVerb(x):
		return pred{kind: kindCopula, stem: cut(x, 1), mood: mood, fam: fam}, true
	case strings.HasSuffix(x, "시") && len(runes(x)) > 1 && !endsWithAny(x, honorLike):
		p := honorPred(cut(x, 1), mood)
		p.fam = fam
		return p, true
	case fam == famGun && strings.HasSuffix(x, "는"):
		p, ok := familyPred(cut(x, 1), famNe, mood, c)
		p.fam, p.adj = fam, false
		return p, ok && p.kind == kindStem
	case strings.HasSuffix(x, "하") || hangul.HasTail(lastOf(x)) || known(x) && (len(runes(x)) > 1 || shortVerbs[x]):
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
	return stemPred(stem, false, mood, c), true
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
	switch {
	case last == '해':
		return p + "하", true
	case last == '여' && strings.HasSuffix(p, "하"):
		return p, true
	case standalone && (vowel == hangul.A || vowel == hangul.EO) && p != "":
		return stemBeforeA(p, vowel, c)
	case vowel == hangul.WA:
		if standalone && p != "" && endsWithAny(withTail(p, hangul.P), irregularP) {
			return withTail(p, hangul.P), true
		}
		if last == '놔' {
			return p + "놓", true
		}
		return p + string(hangul.Join(lead, hangul.O, hangul.None)), true
	case vowel == hangul.WO:
		if standalone && p != "" && classify(withTail(p, hangul.P)) == classP {
			return withTail(p, hangul.P), true
		}
		return p + string(hangul.Join(lead, hangul.U, hangul.None)), true
	case vowel == hangul.WAE:
		return p + string(hangul.Join(lead, hangul.OE, hangul.None)), true
	case vowel == hangul.YEO:
		if endsWithAny(inf, yeoStems) {
			return inf, true
		}
		return p + string(hangul.Join(lead, hangul.I, hangul.None)), true
	case vowel == hangul.AE || vowel == 3: // ㅐ, ㅒ: 그래 → 그렇, 하얘 → 하얗
		back := hangul.EO
		if vowel == 3 {
			back = hangul.YA
		}
		for _, v := range []int{hangul.A, back} {
			if h := p + string(hangul.Join(lead, v, hangul.H)); endsWithAny(h, adjectivesH) {
				return h, true
			}
		}
		return inf, true
	case vowel == hangul.A || vowel == hangul.EO:
		// 몰라 → 모르 (르-irregular), 들러 → 들르, 바빠 → 바쁘 (ㅡ dropped), 가 → 가.
		if eu := p + string(hangul.Join(lead, hangul.EU, hangul.None)); euDropped(eu, vowel) {
			return eu, true
		}
		if p != "" && tailOf(p) == hangul.L && (last == '라' || last == '러') {
			return withTail(p, hangul.None) + "르", true
		}
		return inf, true
	case vowel == hangul.E:
		return inf, true
	}
	return "", false
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
	for _, cue := range cuesT[last] {
		if strings.Contains(c.body, cue) {
			return withTail(p, hangul.T), true
		}
	}
	for _, cue := range cuesL[last] {
		if strings.Contains(c.body, cue) {
			return p, true
		}
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

// resolveRieul settles the pairs that share a form: 삽니다 (사다/살다), 겁니다 (걸다, or 거 of
// 할 겁니다). Anything else it cannot settle.
func resolveRieul(x, prev string) (string, bool, bool) {
	objectParticle := strings.HasSuffix(prev, "을") || strings.HasSuffix(prev, "를")
	switch string(lastOf(x)) {
	case "사":
		switch {
		case strings.HasSuffix(prev, "에") || strings.HasSuffix(prev, "에서") || prev == "어디":
			return withTail(x, hangul.L), false, true
		case objectParticle:
			return x, false, true
		}
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
	return pred{kind: kindStem, stem: stem, adj: adj, mood: mood}
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

// proposalStem guards the plain proposal 자 against nouns in 자 (사용자, 투자, 의자, 남자): a
// verb of the dictionary of two syllables or more (마시자, 만나자, 힘내자), or of one with a final
// consonant (찍자) unless the word is a common noun (남자, 감자), or one listed.
func proposalStem(stem string) bool {
	return strings.HasSuffix(stem, "하") || strings.HasSuffix(stem, "보") || endsWithAny(stem, proposalStems) ||
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
