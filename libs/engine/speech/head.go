package speech

import (
	"slices"
	"strings"
	"unicode"

	"maltu/libs/engine/hangul"
	"maltu/libs/engine/internal/wordlist"
	"maltu/libs/gate/figures"
)

// rewriteHead rewrites what precedes the final word: the yes or no that opens a sentence (네,
// 알겠어요 → 응, 알겠어), a set phrase before a comma (죄송해요, 제가 → 미안해, 제가), and, between 반말
// and 해요체, a past clause that ends inside a messenger line without a stop (왔어 조금만 기다려).
func rewriteHead(head, word string, to Level) string {
	if to != Formal {
		head = formalButs(head)
	}
	head = innerClauses(head, word, to)
	if to == Casual && !honoured(head) {
		head = plainHonorifics(head, word)
		head = plainNouns(head, word)
	}
	if to == Casual && !honoured(head) && !strings.Contains(head, "께 ") {
		head = plainHumble(head)
	}
	if to == Polite || to == Formal {
		head = favourHonoured(head, word)
	}
	return answerWord(head, to)
}

// favourHonoured writes the listener's saying asked as a favour in its honorific verb, as people
// speaking up do (천천히 말해 줘 → 말씀해 주세요, 다시 말해 줄래? → 말씀해 주실래요?); 말해 줄게 is
// the speaker's, and stays.
func favourHonoured(head, word string) string {
	if x, ok := strings.CutSuffix(head, "말해 "); ok && favourAsked[word] {
		return x + "말씀해 "
	}
	return head
}

// favourAsked are 주다's forms that ask the listener for a favour.
var favourAsked = set(`줘 줄래 줘요 줄래요 주라`)

// formalButs writes 합쇼체's 습니다만 and ㅂ니다만 inside a line, a turn only 합쇼체 takes, as the
// 지만 of every other level (잘 알겠습니다만, → 잘 알겠지만,, 학생입니다만 → 학생이지만).
func formalButs(head string) string {
	words := strings.Split(head, " ")
	for i, w := range words {
		core := strings.TrimRight(w, ",")
		x, ok := strings.CutSuffix(core, "니다만")
		if !ok || x == "" {
			continue
		}
		r, ok := read(x+"니다", context{})
		if !ok || r.level != Formal || r.pred.mood != Statement {
			continue
		}
		but := r.pred.stem + "지만"
		switch r.pred.kind {
		case kindStem, kindPre:
		case kindCopula:
			if hangul.EndsInConsonant(r.pred.stem) {
				but = r.pred.stem + "이지만"
			}
		case kindNot:
			but = r.pred.stem + "아니지만"
		default:
			continue
		}
		words[i] = but + w[len(core):]
	}
	return strings.Join(words, " ")
}

// innerClauses converts the words inside a line whose ending proves a sentence ends there: 었어 and
// 겠어, and every form in 요, which no connective takes, unless an auxiliary verb follows (맛있어
// 보여). 있어 and 없어 are not among them: they join clauses as 있어서 does (분산되어 있어 필요한
// 정보를), as do X해, an adjective's 아/어 and a plain -다 (에 대해, 추워 떨었다, 크거나 같다 조건을).
func innerClauses(head, last string, to Level) string {
	words := strings.Split(head, " ")
	// A line that ends as written text does (합쇼체, or 해라체 that is no proposal) joins clauses with
	// bare forms (기온이 낮아 많은 사람들이 …, 노력해 이뤘다); chat ends them so.
	final, _ := read(strings.TrimRightFunc(last, closer), context{})
	written := final.level == Formal || final.level == Plain && final.pred.mood != Proposal
	for i, w := range words[:len(words)-1] {
		next := nextWord(words, i, last)
		core := strings.TrimRight(w, ",")
		if core == w && !strings.HasSuffix(core, "요") && auxiliaryNext(next) {
			continue // 맛있어 보여; an auxiliary never follows 요 (사 왔어요 드세요)
		}
		if clause, ok := commaEnd(core, w, words[:i], to, written || final.level != Casual); ok { // a chat line's, whose last word is 반말 too
			if said := strings.Split(clause, " "); len(said) == i+1 {
				copy(words, said[:i]) // a set phrase of two words said up (잘 가, → 안녕히 가세요,)
			}
			words[i] = clause[strings.LastIndex(clause, " ")+1:] + w[len(core):]
		} else if word, ok := innerWord(core, words[:i], to, written); ok {
			words[i] = word + w[len(core):]
		}
	}
	return strings.Join(words, " ")
}

// innerWord is the word core inside a line, after the words before, at level to; ok false leaves it.
// written says the line ends as written text does.
func innerWord(core string, before []string, to Level, written bool) (string, bool) {
	if word, ok := politeClosed(core, before); ok && to == Casual {
		return word, true
	}
	switch x, polite := strings.CutSuffix(core, "어요"); {
	case to == Casual && polite && isPre(x):
		return x + "어", true
	case to == Polite && pastEnd(core):
		return core + "요", true
	case to == Polite && !written && askedGiving(core, before):
		return "주세요", true // 힐 좀 줘 나 피 없어, 이거 좀 봐 줘 급해: a request, asked as the last word's 줘 is
	case to == Polite && !written && endsCasually(core, before):
		r, _ := read(core, context{prev: strings.Join(before, " ")})
		word, _ := humbledAct(r.pred, strings.Join(before, " ")).form(Polite) // 이따 전화할게 지금 운전 중이야 → 전화드릴게요
		return word, true
	case (to == Formal || to == Plain) && !written && (strings.HasSuffix(core, "요") || endsCasually(core, before) || askedGiving(core, before)):
		// 보내 줄게 확인해 봐, 할게요 걱정 마세요: a chat sentence inside the line, converted as if it ended it
		clause, _ := Convert(strings.Join(append(before[:len(before):len(before)], core), " "), to)
		return clause[strings.LastIndex(clause, " ")+1:], true
	case to == Polite && strings.HasSuffix(core, "셔"):
		// 부장님이 찾으셔 빨리 가 봐: no connective ends in 셔 but before an auxiliary
		if r, ok := read(core, context{}); ok && r.pred.kind == kindHonor {
			word, _ := r.pred.form(Polite)
			return word, true
		}
		return "", false
	}
	return innerEnding(core, to)
}

// commaEnd is the clause that ends in core, before a comma in a chat line, as a sentence of its own
// toward 해요체 (물이 안 내려가, 좀 봐 줄래? → 내려가요,; 손님 더 오신대, 자리 있어? → 오신대요,; 먼저
// 가, 조심히 들어가 → 가세요,; 잘 가, → 안녕히 가세요,): a 반말 ending or 아/어 form before a comma
// ends a sentence there, as the outside writers of issue 30's sets 8, 10 and 11 end it. A call
// (민수야,), a copula and the 아/어 of a postposition (이 문제에 대해,) stay; so does every word of a
// written line.
func commaEnd(core, w string, before []string, to Level, written bool) (string, bool) {
	if to != Polite || written || core == w || postpositionVerbs[core] {
		return "", false
	}
	if r, ok := read(core, context{prev: strings.Join(before, " ")}); !ok || r.level != Casual || !commaKinds[r.pred.kind] {
		if _, spoken := spokenSuffix(core, to, false, false); !spoken || ok {
			return "", false
		}
	}
	return Convert(strings.Join(append(before[:len(before):len(before)], core), " "), to)
}

// commaKinds are the predicates whose 반말 form ends a sentence before a comma: a verb's or
// adjective's, a past's, the listener's honoured; a copula may call (민수야,).
var commaKinds = map[kind]bool{kindStem: true, kindPre: true, kindHonor: true}

// postpositionVerbs are verbs in 아/어 after a particle that work as postpositions (에 대해, 을
// 위해), joining what follows, never ending a sentence.
var postpositionVerbs = set(`대해 위해 통해 관해 인해 의해 비해 향해 걸쳐 따라 대하여 위하여 통하여`)

// askedGiving reports a request in 줘 inside a line, after 좀 or an 아/어 form (물 좀 줘, 봐 줘);
// 엄마가 용돈 줘, with neither, tells.
func askedGiving(word string, before []string) bool {
	return word == "줘" && len(before) > 0 && (before[len(before)-1] == "좀" || infinitiveForm(before[len(before)-1]))
}

// endsCasually reports a 반말 statement inside a line that only a sentence's end takes: a promise
// in ㄹ게 or a will in ㄹ래 (내가 할게 걱정 마), 아니야, and the copula's 이야 after a consonant or a
// figure (버스 안이야 내려서, 3시야), or 거야. An 아/어 form is not one: X해, 같아 and an
// adjective's 아/어 join clauses as often (에 대해, 위해, 추워 죽겠어), and 길게 and 만들게, whose
// ㄹ is the stem's, are the adverbial -게 as often as a promise; 민수야 calls.
func endsCasually(word string, before []string) bool {
	r, ok := read(word, context{prev: strings.Join(before, " ")})
	if !ok || r.level != Casual || r.pred.mood != Statement {
		return false
	}
	switch r.pred.kind {
	case kindStem:
		promise := r.ending == "-ㄹ게" && tailOf(r.pred.stem) != hangul.L && !(r.pred.adj || isAdjective(r.pred.stem))
		return promise || r.ending == "-ㄹ래"
	case kindNot:
		return true // 내 잘못 아니야 진짜로
	case kindCopula:
		figure := unicode.IsDigit(firstRune(word)) // 3시야: a time is called by no one
		return strings.HasSuffix(word, "거야") || figure || strings.HasSuffix(word, "이야") && hangul.EndsInConsonant(strings.TrimSuffix(word, "이야"))
	}
	return false
}

// pastEnd reports a past or a guess in 었어 or 겠어 (왔어, 했어, 하겠어), which ends a sentence wherever
// it stands: no connective takes that form.
func pastEnd(core string) bool {
	return strings.HasSuffix(core, "어") && isPre(cut(core, 1)) && !endsWithAny(core, linkingExistence)
}

// linkingExistence are 있다 and 없다 in 아/어, which join clauses (포함되어 있어 목록을): a past
// 었어 ends a sentence, they do not.
var linkingExistence = set(`있어 없어`)

// nextWord is the word after words[i] in a head cut at its spaces. The head's last piece holds
// no word (nothing, or the opening mark of the final word), so after its last word comes last,
// the sentence's final word.
func nextWord(words []string, i int, last string) string {
	if i+1 < len(words)-1 {
		return words[i+1]
	}
	return last
}

// predicateBefore accepts what stands before 구나 or 군요 as a predicate (그랬, 피곤하, 하는), not
// the nouns of 누구나 and 가구나, whose first syllables are also stems (누다, 가다).
func predicateBefore(x string) bool {
	v, ok := strings.CutSuffix(x, "는")
	return isPre(x) || len(runes(x)) > 1 && known(x) || ok && known(v)
}

// politeClosed is a 해요체 sentence inside a line toward 반말 that innerEnding leaves, closed there
// as it is alone: a set phrase after a word of its own (선물 고마워요, 잘 쓸게요 → 선물 고마워,; the
// first word, after a speaker's label or none, is answerWord's), a -세요 of the listener without its -시- (일어나세요, → 일어나,), of
// an honoured third person with it (할머니 주무세요, → 주무셔,), as the outside writers of issue
// 30's sets 4, 6, 10 and 12 close them, none keeping them.
func politeClosed(core string, before []string) (string, bool) {
	if !strings.HasSuffix(core, "요") || len(before) == 0 && !strings.HasSuffix(core, "세요") {
		return "", false
	}
	if into, phrase := setPhrase(core, Casual); phrase {
		return into, into != "" && slices.ContainsFunc(before, func(w string) bool { return !strings.HasSuffix(w, ":") })
	}
	prev := ""
	if len(before) > 0 {
		prev = before[len(before)-1]
	}
	r, ok := read(core, context{prev: prev})
	if !ok || r.level != Polite || r.pred.kind != kindHonor {
		return "", false
	}
	p := r.pred
	if honoured(strings.Join(before, " ")) {
		p.mood = Statement // 할머니 주무세요 tells of her
	} else {
		p = plainTo(p, prev)
	}
	return p.form(Casual)
}

// innerEnding converts a word inside a line whose ending no connective shares, so that it ends a
// sentence: 구나 and 군요 (아 그랬구나 몰랐어), and 해요체 in 요 toward 반말 (잘 자요 내일 봐, 비
// 온대요 우산 챙기세요), but not a noun in 요 (화요 모임을, 개요 수준을). A plain -다 is left: it
// is quoted or turned as often as it ends (크거나 같다 조건을, 춥다 싶으면, 좋다 보니).
func innerEnding(word string, to Level) (string, bool) {
	if x, ok := strings.CutSuffix(word, "구나"); ok && predicateBefore(x) && to == Polite {
		return x + "군요", true
	}
	if x, ok := strings.CutSuffix(word, "군요"); ok && predicateBefore(x) && to == Casual {
		return x + "구나", true
	}
	if _, phrase := setPhrase(word, to); phrase {
		return "", false // answerWord writes 감사해요 as 고마워
	}
	if to != Casual || !strings.HasSuffix(word, "요") || yoNoun(word) {
		return "", false // only 요 is rewritten below: spare the grammar every other word of a line
	}
	r, ok := read(word, context{})
	if x, found := strings.CutSuffix(word, "네요"); !ok && found && x != "" && to == Casual {
		return x + "네", true // 벌써 12시네요 시간 빠르네요: no connective ends in 네요
	}
	if !ok && to == Casual {
		return spokenSuffix(word, to, false, true) // 비 온대요 우산 챙기세요: no connective ends in 요
	}
	if _, slip := respelt(word); !ok || r.misspelt && !slip || r.pred.kind == kindHonor || r.pred.mood != Statement || word == "맞다" { // 아 맞다 is an interjection
		return "", false
	}
	if r.level != Polite {
		return "", false
	}
	return r.pred.form(to)
}

// innerHonorifics are the forms of -시- inside a line that 반말 drops with it, by the ending they
// carry and the plain form made from the stem: 드셔 보세요 → 먹어 봐, 오셔서 → 와서, 드시고 싶으세요
// → 먹고 싶어, 가시면 → 가면, 자르시니까 → 자르니까, 도와주실 수 있어요? → 도와줄 수 있어?, 오시는
// 거죠? → 오는 거지?. 셔도 stays: the corpus check's analyser reads 닫으셔도 with no -시- it knows.
// before, when set, must hold of the next word.
var innerHonorifics = []struct {
	ending string
	plain  func(stem string) string
	before func(next string) bool
}{
	{"셔서", func(s string) string { return infinitive(s) + "서" }, nil},
	{"세요", infinitive, nil}, // 이거 드세요 맛있어요 → 이거 먹어 맛있어: -세요 ends a sentence without a stop
	{"셔", infinitive, auxiliaryNext},
	{"시고", func(s string) string { return s + "고" }, nil},
	{"시니까", func(s string) string { return dropL(euForm(s)) + "니까" }, nil}, // 자르시니까 → 자르니까
	{"시면", func(s string) string {
		if tailOf(s) == hangul.L {
			return s + "면" // 만들면, not 만드면
		}
		return euForm(s) + "면"
	}, nil},
	{"시는", func(s string) string { return dropL(s) + "는" }, func(next string) bool { // 사시는 → 사는, of 살다
		return slices.Contains([]string{"것", "중", "게", "건"}, next) || strings.HasPrefix(next, "거") || strings.HasPrefix(next, "건")
	}},
	{"실", withRieul, func(next string) bool {
		return slices.Contains([]string{"수", "거", "것", "때"}, next) || strings.HasPrefix(next, "거")
	}},
	// The listener's past act before a noun: 보내 주신 파일 → 보내 준 파일, 말씀하신 대로 → 말한 대로;
	// only after 주 or X하, since 자신, 가신 and 보신 are nouns too, and not before 분, whom 반말
	// still honours.
	{"신", func(s string) string {
		if x, ok := strings.CutSuffix(s, "말씀하"); ok {
			s = x + "말하"
		}
		if !strings.HasSuffix(s, "주") && !(haPredicate(s) && len(runes(s)) > 1) {
			return ""
		}
		return withTail(euForm(s), hangul.N)
	}, func(next string) bool { return !strings.HasPrefix(next, "분") }},
}

// plainHonorifics drops the -시- of the words inside a line in 반말 (innerHonorifics).
func plainHonorifics(head, last string) string {
	words := strings.Split(head, " ")
	for i, w := range words[:len(words)-1] {
		next := nextWord(words, i, last)
		for _, e := range innerHonorifics {
			h, ok := strings.CutSuffix(w, e.ending)
			if !ok || h == "" || endsWithAny(h+"시", honorLike) || e.before != nil && !e.before(next) || setPhraseWord(words, i) {
				continue
			}
			if stem, ok := plainStem(h, ""); ok && e.plain(stem) != "" {
				words[i] = e.plain(stem)
			}
			break
		}
	}
	return strings.Join(words, " ")
}

// plainNouns writes the listener's honorific nouns as 반말 says them where the final predicate
// honours the listener with -시-, which 반말 drops with it (왜 말씀 안 하셨어요? → 왜 말 안 했어?,
// 아직 댁에 계세요? → 아직 집에 있어?): the noun is the listener's as the act is.
func plainNouns(head, last string) string {
	if r, ok := read(last, context{}); !ok || !listenerHonoured(r.pred) {
		return head
	}
	words := strings.Split(head, " ")
	for i, w := range words {
		for noun, plain := range honorificNouns {
			if rest, ok := strings.CutPrefix(w, noun); ok && (rest == "" || nounParticles[strings.TrimRight(rest, ",")]) {
				words[i] = plain + rest
			}
		}
	}
	return strings.Join(words, " ")
}

// listenerHonoured reports a predicate with -시-: 계세요, 하셨어요.
func listenerHonoured(p pred) bool {
	return p.kind == kindHonor || p.kind == kindPre && (strings.HasSuffix(p.stem, "셨") || strings.HasSuffix(p.stem, "시겠"))
}

// honorificNouns are the listener's honorific nouns and their plain words, both ending in a
// consonant, so that a particle stays as it is.
var honorificNouns = map[string]string{"말씀": "말", "댁": "집"}

// honourInside writes the listener's words inside the line where a 반말 sentence spoken up ends
// honouring the listener with -시-: the listener's nouns in their honorific words (여기에 이름 써 줘 →
// 성함 써 주세요), as the outside writers of issue 30's sets 1 and 4 do, only a noun with no owner
// written before it (내 이름, 강아지 이름) and only those people honour (upNouns); and the verbs of
// the listener's conditions with -시- (도착하면 연락 줘 → 도착하시면 연락 주세요, 감기 기운 있으면
// 일찍 자 → 있으시면 … 주무세요), as the outside writers of sets 1, 3, 4 and 5 do, 4 of 4, and the
// team's batches once of three (다 하시면 저 부르세요; 배고프면 이거 드세요 and 물고기 잡으면 …
// 손질하세요 keep it bare), 5 of 7 in all; and the verbs linked before it in their honorific
// words (honouredLink: 아침은 먹고 나왔어? → 드시고 나오셨어요?, 이 약 먹고 많이 졸렸어? → 드시고 …
// 졸리셨어요?), as commands have them (honouredMoves), as batches 22 and 27 and sets 3 and 5 write
// it, 5 of 5. Noun, condition and linked verb are the listener's as the act is.
func honourInside(out string) string {
	p := split(out)
	if guidance(p) && !honoured(p.head) {
		return honourGuided(p)
	}
	if !endHonoursListener(p) || honoured(p.head) {
		return out
	}
	words := strings.Split(p.head, " ")
	for i := range words {
		clause := commandClause(words[:i])
		if h := listenersNoun(words, i); h != "" {
			words[i] = h
		} else if h, ok := partyCounted(words, i); ok {
			words[i] = h
		} else if h, ok := honouredCondition(clause, words[i]); ok {
			words[i] = h
		} else if h, ok := honouredBackground(clause, words[i]); ok {
			words[i] = h + words[i][len(strings.TrimRight(words[i], ",")):]
		} else if !notListener(clause) {
			words[i] = honouredLink(words[i])
		}
	}
	return strings.Join(words, " ") + p.word + p.tail
}

// partyCounted writes the listener's party counted as it comes or goes together (몇 명이서 왔어? →
// 몇 분이서 오셨어요?) in the honorific counter, as the outside writers of levels.tsv's batches 34
// and 65 do, 2 of 2: 명이서 after a 몇 that only time words or adverbs come before.
func partyCounted(words []string, at int) (string, bool) {
	rest, ok := strings.CutPrefix(words[at], partyCounter+"이서")
	if !ok || !howManyOfUs(words[:at]) {
		return "", false
	}
	return partyHonoured + "이서" + rest, true
}

// endHonoursListener reports a sentence whose final predicate honours the listener with -시-.
func endHonoursListener(p parts) bool {
	r, ok := read(p.word, context{})
	return ok && listenerHonoured(r.pred)
}

// guidance reports a statement in 되다 after a condition (하루에 2번 먹으면 돼, 여기 주차하면 안
// 되잖아): it tells the listener what to do or not, so the condition is the listener's, whose -시-
// people write speaking up though 되다 takes none (드시면 돼요, 주차하시면 안 되잖아요), as the
// outside writers of issue 30's sets 10 and 11 write it, 3 of 3. Asked (몇 시까지 가면 돼?), it asks
// what the speaker is to do, which the writers of sets 1-9 leave plain, 3 of 4.
func guidance(p parts) bool {
	r, ok := read(p.word, context{})
	if !ok || r.pred.stem != "되" || r.pred.kind != kindStem || r.pred.mood != Statement || p.asked() {
		return false
	}
	words := strings.Fields(strings.TrimSuffix(p.head, "안 "))
	return len(words) > 0 && strings.HasSuffix(words[len(words)-1], "면")
}

// honourGuided is the line of p, a guidance, with its condition honoured as the listener's.
func honourGuided(p parts) string {
	words := strings.Split(p.head, " ")
	at := len(words) - 2
	if words[at] == "안" {
		at--
	}
	if h, ok := honouredCondition(words[:at], words[at]); ok {
		words[at] = h
	}
	return strings.Join(words, " ") + p.word + p.tail
}

// honouredCondition is w, a verb in 면 after the words of its clause, with the listener's -시-
// (도착하면 → 도착하시면, 있으면 → 있으시면), where the listener may be its subject: no first person,
// no 너 and no other subject written (비 오면, 시간 되면 and 내가 가면 stay).
func honouredCondition(clause []string, w string) (string, bool) {
	x, ok := strings.CutSuffix(w, "면")
	if !ok || x == "" || strings.HasSuffix(x, "시") || notListener(clause) {
		return "", false
	}
	stem := x
	if s, ok := strings.CutSuffix(x, "으"); ok && tailOf(s) != hangul.None {
		stem = s // 있으면, 잡으면
		if d, irregular := irregularTBeforeEu(s); irregular {
			stem = d // 걸으면 is 걷다's
		}
	}
	if !known(stem) && !haPredicate(stem) {
		return "", false
	}
	prev := ""
	if len(clause) > 0 {
		prev = clause[len(clause)-1]
	}
	at := parts{head: strings.Join(append(slices.Clone(clause), ""), " "), prev: prev}
	if !takesListener(stem, at) {
		return "", false
	}
	base, ok := honourBase(stem, seenClass(stem, x), at)
	return base + "시면", ok
}

// honouredBackground is w, a predicate in 는데 or ㄴ데 closing a clause of background whose subject
// is a part of the listener (얼굴이 안 좋은데 어디 아파?), with the listener's -시- (좋으신데), as
// the listener's part takes it at the end (listenerParts), the outside writers of issue 30's sets 4,
// 9 and 11 writing it 3 of 3.
func honouredBackground(clause []string, w string) (string, bool) {
	if !slices.ContainsFunc(clause, partOfListener) || notListener(clause) {
		return "", false
	}
	stem, ending, ok := backgroundStem(strings.TrimRight(w, ","))
	if !ok || !known(stem) && !haPredicate(stem) || stem == "있" || stem == "없" {
		return "", false
	}
	at := parts{head: strings.Join(append(slices.Clone(clause), ""), " ")}
	if !takesListener(stem, at) {
		return "", false
	}
	base, ok := honourBase(stem, classify(stem), at)
	return base + ending, ok
}

// backgroundStem is the stem of a predicate in 는데 or ㄴ데 and the ending its honoured form takes:
// a past's (잠겼는데 → 잠기, 셨는데), a verb's (먹는데 → 먹, 시는데), an adjective's (좋은데 → 좋,
// 아픈데 → 아프, 신데).
func backgroundStem(core string) (string, string, bool) {
	if x, ok := strings.CutSuffix(core, "는데"); ok && x != "" {
		if stem, past := pastStem(x, parts{}); past {
			return stem, "셨는데", true
		}
		return x, "시는데", tailOf(x) != hangul.SS
	}
	x, ok := strings.CutSuffix(core, "데")
	switch {
	case !ok || x == "":
		return "", "", false
	case strings.HasSuffix(x, "은") && len(runes(x)) > 1:
		return cut(x, 1), "신데", true
	case tailOf(x) == hangul.N:
		return withTail(x, hangul.None), "신데", true
	}
	return "", "", false
}

// upNouns are the plain nouns people honour the listener's with (honouredNoun). 집 stays (지금 집에
// 계세요?), and so does 말, which set 2 honours (아무 말씀도 안 하셨어요?) but idioms keep (말
// 편하게 하세요, 말 놓으세요); 반말 does not write 성함 back, which may be a third person's
// (주문하신 분 성함).
var upNouns = map[string]string{"이름": "성함"}

// unowned reports a word before a noun that owns none of it: a place or topic in its particle
// (여기에, 서류에, 그때는) or a place word (여기 이름 적어 줘), an adverb or time word.
func unowned(w string) bool {
	w = strings.TrimRight(w, ",")
	return placed(w) || placeWords[w] || timeWords[w] || adverbs[w] && !demonstratives[w] || wordlist.Closes(w, "은", "는", "도")
}

// placeWords are the places 이, 그 and 저 point to, bare or in the 서 of 에서 (우리 여기서 쉬어요:
// mood).
var placeWords = set(`여기 거기 저기`)

// nounParticles may follow a listener's noun (말씀을, 댁에서).
var nounParticles = set(`을 이 은 도 에 에서 으로 까지`)

// plainHumble writes the speaker's humble giving and telling inside a line as 반말 says them
// (unhumbled), in a modifier or linked to what follows: 어제 말씀드린 거 → 말한 거, 보내 드린 파일 →
// 보내 준 파일, 연락드릴 수 → 연락할 수, 먼저 연락드렸어야 했는데 → 연락했어야.
func plainHumble(head string) string {
	words := strings.Split(head, " ")
	for i, w := range words {
		prev := ""
		if i > 0 {
			prev = words[i-1]
		}
		for _, f := range humbleForms {
			x, rest, ok := cutHumble(w, f.humble, f.rests)
			if !ok {
				continue
			}
			if p := unhumbled(pred{kind: kindStem, stem: x + "드리"}, prev, false); p.stem != x+"드리" {
				words[i] = f.plain(p.stem) + rest
			}
			break
		}
	}
	return strings.Join(words, " ")
}

// humbleForms are the forms of 드리다 inside a line, by the endings that may follow them, with the
// form of the plain stem that stands in their place.
var humbleForms = []struct {
	humble string
	rests  []string
	plain  func(stem string) string
}{
	{"드린", []string{""}, func(s string) string { return withTail(s, hangul.N) }},
	{"드릴", []string{""}, withRieul},
	{"드렸", []string{"어야", "는데", "지만", "으니까", "고", "어서"}, past},
}

// cutHumble is word cut before humble and one of rests after it.
func cutHumble(word, humble string, rests []string) (before, rest string, ok bool) {
	for _, r := range rests {
		if x, found := strings.CutSuffix(word, humble+r); found {
			return x, r, true
		}
	}
	return "", "", false
}

// setPhraseWord reports a word of words that is, opens or ends a set phrase (안녕하세요, 안녕히
// 가세요, 잘 자), which answerWord rewrites whole.
func setPhraseWord(words []string, i int) bool {
	w := strings.TrimRight(words[i], ",.!?~")
	_, one := setPhrase(w, Casual)
	_, two := setPhrase(strings.Join(append(slices.Clone(words[max(i-1, 0):i]), w), " "), Casual)
	opens := false
	if i+1 < len(words) {
		_, opens = setPhrase(w+" "+strings.TrimRight(words[i+1], ",.!?~"), Casual)
	}
	return one || two || opens
}

// auxiliaryNext reports a next word that may be an auxiliary verb: one in auxiliaryOnsets, and
// not a time word or adverb that starts like one (걸렸어 오늘, 왔어 드디어).
func auxiliaryNext(next string) bool {
	return strings.ContainsRune(auxiliaryOnsets, firstRune(next)) && !adverbs[next]
}

// answerWord rewrites the yes or no that opens a sentence (after an interjection too: 아 네 →
// 아 응), a greeting, thanks or apology that opens a line, or a set phrase before a comma.
func answerWord(head string, to Level) string {
	if first, rest, ok := strings.Cut(head, " "); ok && interjections[first] {
		return first + " " + answerWord(rest, to)
	}
	if first, rest, ok := strings.Cut(head, ","); ok && to == Casual {
		if base, polite := fragmentBase(first); polite {
			return base + "," + rest // 그럼요, 당연하지요 → 그럼, 당연하지: a fragment before a comma drops 요 as one alone does
		}
	}
	if to == Casual {
		// 죄송하다 is the formal 미안하다 in every form: 죄송하지만, 죄송한데, 죄송해서.
		if x, ok := strings.CutPrefix(head, "죄송"); ok && (strings.HasPrefix(x, "하") || strings.HasPrefix(x, "한") || strings.HasPrefix(x, "해")) {
			head = "미안" + x
		}
	}
	for w, up := range spokenUp {
		if rest, ok := strings.CutPrefix(head, w); ok && to == Polite && (strings.HasPrefix(rest, ",") || strings.HasPrefix(rest, " ")) {
			return up + rest // 미안해, 내가 → 죄송해요, 내가; 잘 자 내일 봐 → 안녕히 주무세요 내일 봬요
		}
	}
	for _, row := range setPhrases {
		into := row.forms.at(to)
		for _, w := range row.forms {
			if rest, ok := strings.CutPrefix(head, w); ok && w != "" && into != "" && (strings.HasPrefix(rest, ",") || row.opens && strings.HasPrefix(rest, " ") && !counted(w, rest)) {
				return into + rest
			}
		}
	}
	return head
}

// counted reports a word that is a numeral before the counter that opens rest (네 명이, 네 가지),
// as the gate reads figures: 네 answers, 네 명 counts.
func counted(word, rest string) bool {
	next, _, _ := strings.Cut(strings.TrimSpace(rest), " ")
	return len(figures.Of(word+" "+next)) > 0
}
