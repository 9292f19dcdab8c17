// Package speech reads and rewrites the speech level (높임 수준) of Korean sentences: 합쇼체
// (합니다), 해요체 (해요), 해라체 (한다) and 해체 (해). It works on the predicate that ends a
// sentence, conjugating it with Hangul arithmetic and small word lists for the irregular verbs
// (하다, 되다, 이다/아니다, 있다/없다, ㅂ ㄷ ㅅ ㅎ 르 ㄹ ㅡ stems, 오/가/보/주 contractions, past
// 았/었, honorific 시, 겠).
//
// When a form could come from two stems (삽니다: 사다 or 살다) and the words around it do not
// settle it, or the ending is not one it knows, the sentence is left as it is: a wrong
// conjugation is worse than an unconverted one.
//
// Why no morphological analyser at run time: kagome v2 with kagome-dict-ko (mecab-ko-dic) was
// measured here at 2.7 s to load, 211 MB of heap and 307 MB resident, and it still read 돈이 많이
// 들어요 as 듣다, 서울에 삽니다 as 사다 and 중요합니다 as a verb; the word lists and context cues
// below settle those cases and cost nothing at start-up. What the dictionary knows that they do
// not, which stems exist (힘들, 움직이, 줄어들), comes as its 9,402 verb and adjective stems in
// stems.tsv (measured: 603 KiB of heap for the map), rebuilt from the dictionary by a test.
package speech

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"maltu/libs/engine/hangul"
	"maltu/libs/gate/chars"
	"maltu/libs/gate/figures"
)

// Ending describes how a sentence ends.
type Ending struct {
	Level Level
	Mood  Mood
	Label string // the ending as a writer names it: "-습니다", "-어요", "-네요", "-다"
}

// parts is a sentence cut around its final predicate: head + word + tail.
type parts struct {
	head, word, tail string
	prev             string // the word before the final one
	quoted           bool   // the final word stands inside an open quotation
}

// closers may follow the final predicate: punctuation, closing quotes and brackets, emoticons
// and laughter written in jamo.
func closer(r rune) bool {
	return unicode.IsSpace(r) || strings.ContainsRune(".?!…~。,;:\"'”’」』]>*", r) || emoticon(r)
}

// emoticon reports a mark of laughter or feeling: jamo (ㅋㅋ ㅎㅎ ㅠㅠ), ^^, hearts and emoji, the
// older ones (❤, ☺, ✨) with the selector that draws them as emoji (❤️) and the joiner of 👨‍👩‍👧.
func emoticon(r rune) bool {
	return chars.IsJamo(r) || r >= 0x1F300 && r <= 0x1FAFF || r >= 0x2600 && r <= 0x27BF ||
		r == 0xFE0F || r == 0x200D || strings.ContainsRune("^♡♥", r)
}

func split(s string) parts {
	body := strings.TrimRightFunc(s, closer)
	// A bracketed note after the predicate (했습니다(잠정).) belongs to the tail; a bracket that
	// closes the whole sentence is only punctuation.
	for strings.HasSuffix(body, ")") {
		if open := strings.LastIndex(body, "("); open > 0 {
			body = body[:open]
		} else {
			body = body[:len(body)-1]
		}
		body = strings.TrimRightFunc(body, closer)
	}
	p := parts{tail: s[len(body):]}
	i := strings.LastIndexFunc(body, unicode.IsSpace)
	p.head, p.word = body[:i+1], body[i+1:]
	before := strings.TrimRightFunc(p.head, unicode.IsSpace)
	p.prev = before[strings.LastIndexFunc(before, unicode.IsSpace)+1:]
	// Leading marks on the word ("좋습니다 in a quote, (주)입니다) stay with the head.
	lead := strings.IndexFunc(p.word, func(r rune) bool { return hangul.IsSyllable(r) || unicode.IsLetter(r) || unicode.IsDigit(r) })
	if lead > 0 {
		p.head, p.word = p.head+p.word[:lead], p.word[lead:]
	}
	// A quotation closed inside the final word ("습관의 힘"입니다) leaves its predicate outside.
	p.quoted = openQuote(p.head + p.word)
	return p
}

// openQuote reports whether text leaves a quotation open, so that the last word is the quoted
// speaker's and not the writer's.
func openQuote(text string) bool { return chars.LeavesOpen(text, []rune(chars.DoubleQuotes)...) }

func (p parts) context() context {
	return context{question: strings.Contains(p.tail, "?"), prev: p.prev, body: strings.TrimSpace(p.head + p.word)}
}

// Detect tells how a sentence ends. A sentence whose ending the package cannot read, or whose
// final word is quoted speech, has Level Unknown.
func Detect(sentence string) Ending {
	p := split(sentence)
	if p.word == "" || p.quoted {
		return Ending{}
	}
	r, ok := read(p.word, p.context())
	if !ok {
		return fallback(p)
	}
	level := r.level
	if r.pred.mood == Proposal && level == Plain && !strings.Contains(p.tail, ".") {
		level = Casual // 가자 is 해라체 in an essay and 반말 in a message, which has no full stop
	}
	return Ending{Level: level, Mood: r.pred.mood, Label: r.ending}
}

// casualFinals end 해체 sentences the package counts but does not convert.
const casualFinals = "어아야지해돼줘래대냐니게자때네"

// politeEndings are 해요체 endings the package names but does not convert.
var politeEndings = []string{"더라고요", "는데요", "던데요", "라고요", "나요", "래요", "대요"}

// fallback names endings the package recognises but does not convert (더라고요, 잖아, 는데요).
func fallback(p parts) Ending {
	w := p.word
	mood := Statement
	if strings.Contains(p.tail, "?") {
		mood = Question
	}
	switch {
	case strings.HasSuffix(w, "요") && utf8.RuneCountInString(w) > 1:
		for _, end := range politeEndings {
			if strings.HasSuffix(w, end) && w != end {
				return Ending{Level: Polite, Mood: mood, Label: "-" + end}
			}
		}
		return Ending{Level: Polite, Mood: mood, Label: "-" + lastRunes(w, 2)}
	case strings.HasSuffix(w, "니다"), strings.HasSuffix(w, "니까"):
		return Ending{Level: Formal, Mood: mood, Label: "-" + lastRunes(w, 3)}
	case strings.ContainsRune(casualFinals, lastOf(w)) && !strings.Contains(p.tail, ".") && utf8.RuneCountInString(w) > 1:
		// Messenger lines end without a full stop; a noun that happens to end in 어 or 지
		// (영어, 이미지) in a report almost always has one.
		return Ending{Level: Casual, Mood: mood, Label: "-" + lastRunes(w, 1)}
	}
	return Ending{}
}

func lastRunes(s string, n int) string {
	r := []rune(s)
	if n > len(r) {
		n = len(r)
	}
	return string(r[len(r)-n:])
}

// spacedCopulas are the copula's endings a hurried writer spaces off its noun (출구 앞 입니다, 학생
// 이에요); 이야 and 이다 alone are left, since they are also an interjection and a pronoun's.
var spacedCopulas = []string{"입니다", "입니까", "이에요", "이예요", "예요", "에요"}

// spacedCopula converts a sentence whose copula stands apart from its noun (앞 입니다 → 앞 이에요)
// as if it were joined, and puts the writer's space back; read alone, 입니다 was taken for a verb 입다.
// A form contracted after a vowel (야, 예요, 다) cannot stand alone, so the slip is mended there
// (출구 입니다 → 출구야), as other slips in a rewritten ending are. A mark before the copula ([입니다])
// leaves the sentence as it is: read alone, the copula would be conjugated as nobody writes it.
func spacedCopula(p parts, to Level) (string, bool) {
	if p.prev == "" || !slices.Contains(spacedCopulas, p.word) || !hangul.IsSyllable(lastOf(p.prev)) && !unicode.IsDigit(lastOf(p.prev)) {
		return "", false
	}
	noun := strings.TrimRightFunc(p.head, unicode.IsSpace)
	if noun == p.head {
		return p.head + p.word + p.tail, true // a mark before it ([입니다]): no noun to join, so left as it is
	}
	out, changed := Convert(noun+p.word+p.tail, to)
	rest, ok := strings.CutPrefix(out, noun)
	if !changed || !ok {
		return "", false
	}
	if strings.ContainsRune("야예다", firstRune(rest)) {
		return out, true
	}
	return p.head + rest, true
}

// clippedGuess writes the guess chat clips to 듯 after a modifier (오늘 못 갈 듯, 늦을듯, 끝난 듯)
// with the 하다 it leaves out, at level to (못 갈 듯해요, 듯합니다, 듯하다); 반말 keeps it clipped.
func clippedGuess(p parts, to Level) (string, bool) {
	x, ok := strings.CutSuffix(p.word, "듯")
	if x == "" {
		x = p.prev
	}
	if !ok || to == Casual || x == "" || tailOf(x) != hangul.L && tailOf(x) != hangul.N {
		return "", false
	}
	return p.word + forms{"합니다", "해요", "하다", ""}.at(to), true
}

// nextSentence is where the last sentence of a line begins after another that a ?, !, ., … or ~
// ends, outside quotation marks, or an emoticon after a predicate the grammar reads (타 ㅋㅋ 3시쯤
// 도착해: chat writers close a sentence with ㅋㅋ or ㅠㅠ as with a stop); 0 when the line is one
// sentence.
func nextSentence(line string) int {
	for i := len(line) - 1; i > 0; i-- {
		if !strings.ContainsRune(" \t\n", rune(line[i])) {
			if unglued(line, i) {
				return i
			}
			continue
		}
		before := strings.TrimRightFunc(line[:i], unicode.IsSpace)
		if last := lastOf(before); !strings.ContainsRune("?!.…~", last) && !(emoticon(last) && endsInPredicate(before)) {
			continue
		}
		rest := strings.TrimLeftFunc(line[i:], unicode.IsSpace)
		if rest == "" || openQuote(line[:i]) || strings.IndexFunc(rest, hangul.IsSyllable) < 0 {
			continue
		}
		return i
	}
	return 0
}

// unglued reports a sentence that opens at i with no space after the stop, … or ~ that ends the one
// before (사진 잘 받았어요…손주가, 왔어요~오늘은): older writers often leave it out. Only after a
// predicate, since 3.5, 3~5일 and 서울~부산 glue no sentences.
func unglued(line string, i int) bool {
	r, _ := utf8.DecodeRuneInString(line[i:])
	mark, _ := utf8.DecodeLastRuneInString(line[:i])
	spaced := strings.HasSuffix(strings.TrimSuffix(line[:i], string(mark)), " ") // 숫자, -와 .만: a mark quoted, no stop
	if !utf8.RuneStart(line[i]) || !hangul.IsSyllable(r) || !strings.ContainsRune("?!.…~", mark) || spaced || openQuote(line[:i]) {
		return false
	}
	return endsInPredicate(strings.TrimRightFunc(line[:i], closer))
}

// endsInPredicate reports text whose last word before its closing marks the grammar reads as a
// predicate or ends in a spoken ending (온대, 12시네, 많더라), not a noun or an adverb (진짜 ㅋㅋ).
func endsInPredicate(text string) bool {
	p := split(text)
	_, ok := read(p.word, p.context())
	_, spoken := spokenSuffix(p.word, Polite, false, true)
	return ok || spoken
}

// wish reports a bare 반말 -어 that wishes the listener well (힘내, 감기 조심해, 따뜻하게 입어, 맛있게
// 먹어), which 해요체 writers say in -세요, not -어요; with the speaker as subject it tells.
func wish(r reading, p parts) bool {
	if r.pred.kind != kindStem || r.pred.mood != Statement || strings.Contains(p.tail, "?") || speakerFirst(p.head) {
		return false
	}
	return wishVerbs[r.pred.stem] || wishAdverbs[p.prev]
}

// wishVerbs and wishAdverbs mark a wish: the verb alone, or the adverb before any verb.
var (
	wishVerbs   = set(`힘내 조심하`)
	wishAdverbs = set(`푹 맛있게 따뜻하게 조심히 조심해서 편히 편하게 즐겁게 재밌게 건강하게 살펴`)
)

// guess reports a told guess in 었겠 at how things went for someone (많이 아팠겠어요, 힘들었겠어요),
// which 반말 says in -겠다 (아팠겠다), not -겠어; the past leaves out 알겠, 죽겠 and an intent.
func guess(r reading, p parts) bool {
	if r.level != Polite && r.level != Formal || r.pred.mood != Statement || strings.Contains(p.tail, "?") {
		return false
	}
	before, ok := strings.CutSuffix(r.pred.stem, "겠")
	return ok && isPre(before)
}

// tellsPerhaps reports a -세요 of liking or knowing (이 노래 좋아하세요, 그 사람 아세요), which tells
// of someone more often than it orders: no one is told to like or to know.
func tellsPerhaps(r reading, prev string) bool {
	if r.pred.kind != kindHonor || r.pred.mood != Command {
		return false
	}
	stem, _ := stemFromEu(r.pred.stem, prev)
	return feelingVerbs[stem]
}

// feelingVerbs like, dislike, want and know.
var feelingVerbs = set(`좋아하 싫어하 원하 알 모르`)

// spokenEndings are endings of speech that 해요체 makes by adding 요 to the 반말 form, whatever
// precedes them (거기 사람 많더라 → 많더라고요, 열두 시네 → 시네요, 갈래 → 갈래요, 비싼데 →
// 비싼데요): when the predicate before them cannot be read, the ending alone is still converted
// between the two. Each row says what must stand before the ending, so that nouns (20대, 세대,
// 바다) are not taken for it; adding an ending is adding a row.
var spokenEndings = []struct {
	casual, polite string
	before         func(x string, question bool) bool
}{
	{"더라", "더라고요", func(string, bool) bool { return true }},
	{"네", "네요", func(string, bool) bool { return true }},
	{"래", "래요", afterTail(hangul.L)},                                                                                // 갈래, 먹을래
	{"게", "게요", func(x string, q bool) bool { return tailOf(x) == hangul.L || q && known(x) }},                      // 살게, 벌써 가게?
	{"대", "대요", reportedStatement},                                                                                  // 온대, 닫았대, 싶대
	{"데", "데요", func(x string, _ bool) bool { return tailOf(x) == hangul.N && !nounsInDe[x+"데"] }},                  // 비싼데, 먹었는데, 학생인데
	{"나", "나요", func(x string, q bool) bool { return q && (isPre(x) || known(x) || known(withTail(x, hangul.L))) }}, // 오나?, 끝났나?
	{"가", "가요", func(x string, q bool) bool { return q && (tailOf(x) == hangul.N || strings.HasSuffix(x, "는")) }},   // 예민한가?
	{"구나", "군요", func(string, bool) bool { return true }},                                                           // 됐구나
	{"니까", "니까요", func(x string, _ bool) bool { return strings.HasSuffix(x, "다") || strings.HasSuffix(x, "라") }},    // 된다니까
	{"걸", "걸요", afterTail(hangul.L)},                                                                                // 끝났을걸
	{"재", "재요", reportedProposal},                                                                                   // 가재, 먹재
	{"래", "래요", quotedCommand},                                                                                      // 들어오래, 먹으래
	{"려고", "려고요", func(x string, _ bool) bool { return x != "" }},                                                   // 시작하려고
	{"고", "고요", reported},                                                                                           // 뭐라고?, 했다니까 → 했다고요, 가자고
}

// reported accepts the quotative endings 라고, 다고, 냐고, 자고 (뭐라고?, 간다고).
func reported(x string, _ bool) bool {
	return len(runes(x)) > 1 && strings.ContainsRune("라다냐자", lastOf(x))
}

// reportedStatement accepts what stands before a reported 대: a verb's 는 or ㄴ (먹는대, 온대), a
// past (닫았대), or an adjective's or 있/없/싶's stem (좋대, 없대, 싶대), since a verb takes 는대;
// 세대, 기대, 20대, 시간대 and 막대 are nouns.
func reportedStatement(x string, _ bool) bool {
	switch t := tailOf(x); {
	case t == hangul.N:
		stem := withTail(x, hangul.None)
		return strings.HasSuffix(x, "는") || known(stem) || haPredicate(stem)
	case t == hangul.SS:
		return true
	}
	return hangul.HasTail(lastOf(x)) && (isAdjective(x) || endsWithAny(x, reportedStems))
}

// reportedStems take a reported 대 on the stem though no adjective: 있대, 없대, 싶대.
var reportedStems = set(`있 없 싶 계시`)

// reportedProposal accepts the verb stem before a reported proposal in 재 (가재, 먹재), not a
// noun (현재, 인재).
func reportedProposal(x string, _ bool) bool {
	return dictStems[x] == "VV"
}

// quotedCommand accepts what stands before a reported command in 래 (들어오래, 하래, 먹으래), not a
// noun (노래, 미래).
func quotedCommand(x string, _ bool) bool {
	if h, hon := strings.CutSuffix(x, "시"); hon && h != "" && !endsWithAny(x, honorLike) && honorBase(h) && !copulaBefore(h) {
		return true // 하시래, 드시래: the listener honoured
	}
	return strings.HasSuffix(x, "하") || strings.HasSuffix(x, "으") || len(runes(x)) > 1 && dictStems[x] == "VV"
}

// afterTail accepts a word whose last syllable ends in one of tails.
func afterTail(tails ...int) func(string, bool) bool {
	return func(x string, _ bool) bool { return slices.Contains(tails, tailOf(x)) }
}

// spokenSuffix converts a final word by its ending alone, between 반말 and 해요체, and 더라고요
// toward 해라체.
// With plain, 반말 drops the -시- that 더라 follows (받으시더라고요 → 받더라); a reported command's
// -시- honours the listener told, whoever tells, and goes always (부장님이 오시래요 → 오래).
func spokenSuffix(word string, to Level, question, plain bool) (string, bool) {
	if nounsFirst[word] {
		return "", false
	}
	if x, ok := strings.CutSuffix(word, "건가요"); ok && question && to == Casual {
		return x + "거야", true // 어떻게 하는 건가요? asks the listener: 하는 거야?, not the musing 하는 건가?
	}
	for _, e := range spokenEndings {
		from, into := e.casual, e.polite
		switch {
		case to == Casual, to == Plain && e.casual == "더라":
			// 더라 is 해라체's as much as 반말's: a blog's 좋더라고요 is an essay's 좋더라
			from, into = into, from
		case to != Polite:
			return "", false
		}
		x, ok := strings.CutSuffix(word, from)
		if !ok || x == "" || strings.HasSuffix(word, into) || !e.before(x, question) {
			continue
		}
		if h, hon := strings.CutSuffix(x, "시"); hon && h != "" && (plain && e.casual == "더라" || e.casual == "래") && !endsWithAny(x, honorLike) {
			if p := plainTo(honorPred(h, Statement), ""); p.kind == kindStem {
				x = p.stem
				if e.casual == "래" {
					x = euForm(p.stem) // 회의실로 오시래요 → 오래, 드시래요 → 먹으래
				}
			}
		}
		return x + into, true
	}
	return "", false
}

// honourWords are verbs whose honorific is another word: 계시다 is 있다's, 드시다 먹다's.
var honourWords = map[string]string{"계": "있", "드": "먹", "주무": "자", "잡수": "먹", "편찮으": "아프"}

// plainTo is p without the honorific -시-, or p when it has none.
func plainTo(p pred, prev string) pred {
	stemOf := func(h string) (string, bool) {
		if s, ok := honourWords[h]; ok {
			return s, true
		}
		if s, ok := stemFromEu(h, prev); ok && (known(s) || strings.HasSuffix(s, "하")) {
			return s, true // 확인하 is no dictionary stem, but X하 is a verb
		}
		return h, known(h)
	}
	switch {
	case p.kind == kindHonor:
		if stem, ok := stemOf(p.stem); ok {
			return pred{kind: kindStem, stem: stem, adj: isAdjective(stem), mood: p.mood, fam: p.fam}
		}
		if p.fam == famCore && p.mood != Command {
			// No verb before -세요: the copula's honorific (누구세요, 선생님이세요) → 누구야.
			return pred{kind: kindCopula, stem: strings.TrimSuffix(p.stem, "이"), mood: p.mood}
		}
	case p.kind == kindPre && strings.HasSuffix(p.stem, "셨") && len(runes(p.stem)) > 1:
		if stem, ok := stemOf(cut(p.stem, 1)); ok {
			p.stem = withTail(infinitive(stem), hangul.SS) // 보셨 → 봤, 드셨 → 먹었
		}
	}
	return p
}

// honoured reports a sentence whose subject is a third person given respect (할머니께서, 선생님이,
// 엄마가, 직원분들이).
func honoured(head string) bool {
	for _, m := range []string{"께서", "분들", "님이", "님은", "님도", "님께", "님의", "엄마가", "엄마는", "엄마도", "아빠가", "아빠는",
		"아빠도", "어머니", "아버지", "할머니", "할아버지"} {
		if strings.Contains(head, m) {
			return true
		}
	}
	return false
}

// unhumbled writes the speaker's humble verbs toward the listener as 반말 says them: 뵙다 and 뵈다
// are 보다, 드리다 is 주다 after a verb (보내 드릴게요 → 보내 줄게) and 하다 after a noun
// (연락드릴게요 → 연락할게). A bare 드립니다 may give to someone else, and stays.
func unhumbled(p pred, prev string) pred {
	plain := func(stem string) (string, bool) {
		switch {
		case stem == "뵈":
			return "보", true
		case strings.HasSuffix(stem, "뵙"):
			return strings.TrimSuffix(stem, "뵙") + "보", true // 찾아뵙다 is 찾아보다
		case stem == "드리" && givesAfter(prev):
			return "주", true
		case strings.HasSuffix(stem, "말씀드리"):
			return strings.TrimSuffix(stem, "말씀드리") + "말하", true
		case strings.HasSuffix(stem, "드리") && infinitiveForm(strings.TrimSuffix(stem, "드리")):
			return strings.TrimSuffix(stem, "드리") + "주", true // 도와드릴까요 → 도와줄까
		case strings.HasSuffix(stem, "드리") && len(runes(stem)) > 2:
			return strings.TrimSuffix(stem, "드리") + "하", true
		}
		return "", false
	}
	switch p.kind {
	case kindStem:
		if s, ok := plain(p.stem); ok {
			p.stem, p.adj = s, false
		}
	case kindPre:
		if x, ok := strings.CutSuffix(p.stem, "렸"); ok && strings.HasSuffix(x, "드") {
			if s, ok := plain(x + "리"); ok {
				p.stem = past(s) // 드렸 → 줬, 연락드렸 → 연락했
			}
		}
	}
	return p
}

// humbled writes the speaker's giving to the listener as 해요체 and 합쇼체 say it: 주다 after a
// verb's 아/어 form is 드리다 in a promise (보내 줄게 → 보내 드릴게요) or an offer (사다 줄까? → 사다
// 드릴까요?), the reverse of unhumbled. An offer whose subject is someone else (걔가 해 줄까?) stays.
func humbled(p pred, prev, head string) pred {
	if p.kind != kindStem || (p.fam != famGe && p.fam != famKka) || p.fam == famKka && otherSubject(head) {
		return p
	}
	switch before, ok := strings.CutSuffix(p.stem, "주"); {
	case !ok:
	case before == "" && givesAfter(prev), before != "" && infinitiveForm(before):
		p.stem, p.adj = before+"드리", false
	}
	return p
}

// givesAfter reports a verb form that 주다 or 드리다 follows as giving: the 아/어 form (보내 줄게) or
// the 다(가) form of a verb (사다 줄까, 가져다 드릴게요).
func givesAfter(w string) bool {
	x, ok := strings.CutSuffix(w, "다")
	return infinitiveForm(w) || ok && x != "" && (dictStems[x] == "VV" || infinitiveForm(x))
}

// otherSubject reports a head with a subject in 가 or 께서 that is not the speaker (걔가, 엄마가).
func otherSubject(head string) bool {
	for _, w := range strings.Fields(head) {
		if (strings.HasSuffix(w, "가") || strings.HasSuffix(w, "께서")) && !slices.Contains(firstPersons, w) {
			return true
		}
	}
	return false
}

// infinitiveForm reports a verb's 아/어 form, which an auxiliary verb follows (보내, 알려, 도와, 해),
// and not a word that only ends in 아 (들었나).
func infinitiveForm(w string) bool {
	if last := lastOf(w); (last == '어' || last == '아') && hangul.HasTail(lastOf(cut(w, 1))) {
		return true // 들어, 앉아: 듣다 or 들다, an 아/어 form either way
	}
	p, ok := infinitivePred(w, Statement, context{})
	return ok && p.kind == kindStem && (known(p.stem) || strings.HasSuffix(p.stem, "하"))
}

// firstPersons mark the speaker as the subject, whose 겠 is a promise (제가 하겠습니다), and whose
// 반말 -어 tells, not wishes (나 푹 쉬어).
var firstPersons = []string{"제가", "저는", "저희가", "저희는", "내가", "나는", "우리가", "나", "난"}

// promise reports a formal or plain 겠 that 해요체 and 반말 say as a promise: 제가 맡겠습니다 →
// 맡을게요, 연락드리겠습니다 → 연락드릴게요. Without the speaker as its subject 겠 is a guess
// (비가 오겠습니다) and stays 겠.
func promise(r reading, to Level, head string) bool {
	if (to != Polite && to != Casual) || r.pred.kind != kindPre || r.pred.mood != Statement || r.pred.fam != famCore ||
		r.level == Polite || r.level == Casual {
		return false
	}
	before, ok := strings.CutSuffix(r.pred.stem, "겠")
	if !ok || before == "" || isPre(before) || strings.HasSuffix(before, "시") {
		return false
	}
	if strings.HasSuffix(before, "드리") {
		return true
	}
	return speakerFirst(head) || r.level == Formal && intends(before, head)
}

// speakerFirst reports a head in which the speaker is the subject (내가, 저는, and a first 나 or 난).
func speakerFirst(head string) bool {
	for _, w := range firstPersons {
		if strings.HasPrefix(head, w+" ") || strings.Contains(head, " "+w+" ") {
			return true
		}
	}
	return false
}

// setPhrases are greetings, thanks and apologies whose levels are not conjugations of one another
// (안녕하세요 is 안녕 in 반말, 감사합니다 is 고마워), by level: 합쇼체, 해요체, 해라체, 해체; "" where a
// level has none, and a sentence of that phrase stays as it is: a greeting has no written -다 form
// (안녕하세요 is no 안녕 in 해라체, 수고하세요 no 수고해라). A word, or two words that make the
// sentence alone, is read in the first row that has it. opens marks the phrases that open a messenger line as a
// sentence of their own without a comma (고마워요 덕분에 살았어요, 네 알겠어요).
var setPhrases = []struct {
	forms forms
	opens bool
}{
	{forms{"안녕하십니까", "안녕하세요", "", "안녕"}, true},
	{forms{"안녕히 가십시오", "안녕히 가세요", "", "잘 가"}, true},
	{forms{"안녕히 계십시오", "안녕히 계세요", "", "잘 있어"}, true},
	{forms{"안녕히 주무십시오", "안녕히 주무세요", "", "잘 자"}, true},
	{forms{"수고하십시오", "수고하세요", "", "수고해"}, false},
	{forms{"처음 뵙겠습니다", "처음 뵙겠습니다", "", ""}, true}, // said so at every level that says it
	{forms{"고맙습니다", "고마워요", "고맙다", "고마워"}, true},
	{forms{"감사합니다", "감사해요", "고맙다", "고마워"}, true},
	{forms{"미안합니다", "미안해요", "미안하다", "미안해"}, true},
	{forms{"미안합니다", "미안해요", "미안하다", "미안"}, true}, // 늦어서 미안ㅠㅠ: 반말 clips it
	{forms{"죄송합니다", "죄송해요", "미안하다", "미안해"}, true},
	{forms{"수고하셨습니다", "수고하셨어요", "수고했다", "수고했어"}, true},
	{forms{"반갑습니다", "반가워요", "반갑다", "반가워"}, true},
	{forms{"주십시오", "주세요", "줘라", "줘"}, false},
	{dont, false},
	{forms{"", "그러게요", "", "그러게"}, false}, // "" : only speech has them
	{forms{"", "그쵸", "", "그치"}, false},
	{forms{"", "글쎄요", "", "글쎄"}, false},
	{forms{"", "천만에요", "", "천만에"}, false},
	{forms{"네", "네", "응", "응"}, true},
	{forms{"아니요", "아니요", "아니", "아니"}, true},
}

// setPhrase writes a set phrase that ends a sentence at level to: found when word is one, and
// into "" when the phrase has no form at that level.
func setPhrase(word string, to Level) (into string, found bool) {
	for _, row := range setPhrases {
		if word != "" && slices.Contains(row.forms[:], word) {
			return row.forms.at(to), true
		}
	}
	return "", false
}

// dont is 말다's command at each level, a set phrase after -지 (하지 마세요) or a noun (걱정 마).
var dont = forms{"마십시오", "마세요", "마라", "마"}

// joinedDont reads 말다's command written together with what it forbids, a common slip (걱정마라,
// 하지마, 울지마세요), as the set phrase it is spaced (걱정 마라 → 걱정 마세요), keeping the
// writer's spacing: only after -지 or 걱정 and 염려, since 엄마, 설마 and 드라마라 end so too.
func joinedDont(word string, to Level) (before, into string, found bool) {
	for _, form := range dont {
		x, ok := strings.CutSuffix(word, form)
		if ok && (strings.HasSuffix(x, "지") && len(runes(x)) > 1 || x == "걱정" || x == "염려") {
			return x, dont.at(to), true
		}
	}
	return "", "", false
}

// fragments are words that make a sentence alone in conversation, 해요체 adding 요 to them
// (진짜? → 진짜요?, 아니, 아직. → 아니요, 아직요.).
var fragments = set(`진짜 정말 왜 뭐 언제 어디 누구 어떻게 벌써 지금 혹시 그럼 그래서 설마 아직 진심 이제 또 당연히 물론`)

// fragment writes a fragment sentence at level to: with 요 in 해요체, without it in 반말.
func fragment(word string, to Level) (string, bool) {
	base, polite := fragmentBase(word)
	switch {
	case !fragments[base]:
		return "", false
	case to == Polite && !polite:
		return base + "요", true
	case to == Casual && polite:
		return base, true
	}
	return "", false
}

// fragmentBase is word without the 요 or 이요 of 해요체 when it is a fragment, and whether it had it.
func fragmentBase(word string) (string, bool) {
	if x, ok := strings.CutSuffix(word, "이요"); ok && hangul.EndsInConsonant(x) && fragments[x] {
		return x, true
	} else if x, ok := strings.CutSuffix(word, "요"); ok && fragments[x] {
		return x, true
	}
	return word, false
}

// alone reports a head that holds at most an answer word before a fragment (아니요, 아직이요).
func alone(head string) bool {
	head = strings.TrimSpace(head)
	if head == "" {
		return true
	}
	w, ok := strings.CutSuffix(head, ",")
	_, phrase := setPhrase(w, Polite)
	return ok && phrase
}

// interjections may stand before a fragment that asks (헐 대박 진짜? → 헐 대박 진짜요?).
var interjections = set(`헐 대박 와 우와 아 앗 오 헉 엥 어 에이 허 흠`)

// called reports what may stand before a set phrase that makes the sentence alone: nothing, or
// the one it is said to (할머니 안녕히 주무세요).
func called(before string) bool {
	before = strings.TrimSpace(strings.TrimRight(strings.TrimSpace(before), ","))
	return before == "" || kin[before]
}

// exclaimed reports a head of interjections only.
func exclaimed(head string) bool {
	words := strings.Fields(strings.ReplaceAll(head, ",", " "))
	return len(words) > 0 && !slices.ContainsFunc(words, func(w string) bool { return !interjections[w] })
}

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
	}
	if to == Casual && !honoured(head) && !strings.Contains(head, "께 ") {
		head = plainHumble(head)
	}
	return answerWord(head, to)
}

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
		switch x, polite := strings.CutSuffix(core, "어요"); {
		case to == Casual && polite && isPre(x):
			words[i] = x + "어" + w[len(core):]
		case to == Polite && strings.HasSuffix(core, "어") && isPre(cut(core, 1)) && !endsWithAny(core, linkingExistence):
			words[i] = core + "요" + w[len(core):]
		case to == Polite && !written && askedGiving(core, words[:i]):
			// 힐 좀 줘 나 피 없어, 이거 좀 봐 줘 급해: a request, asked as the last word's 줘 is
			words[i] = "주세요" + w[len(core):]
		case to == Polite && !written && endsCasually(core, words[:i]):
			r, _ := read(core, context{prev: strings.Join(words[:i], " ")})
			word, _ := r.pred.form(Polite)
			words[i] = word + w[len(core):]
		case (to == Formal || to == Plain) && !written && (strings.HasSuffix(core, "요") || endsCasually(core, words[:i]) || askedGiving(core, words[:i])):
			// 보내 줄게 확인해 봐, 할게요 걱정 마세요: a chat sentence inside the line, converted as if it ended it
			clause, _ := Convert(strings.Join(append(words[:i:i], core), " "), to)
			words[i] = clause[strings.LastIndex(clause, " ")+1:] + w[len(core):]
		case to == Polite && strings.HasSuffix(core, "셔"):
			// 부장님이 찾으셔 빨리 가 봐: no connective ends in 셔 but before an auxiliary
			if r, ok := read(core, context{}); ok && r.pred.kind == kindHonor {
				word, _ := r.pred.form(Polite)
				words[i] = word + w[len(core):]
			}
		default:
			if word, ok := innerEnding(core, to); ok {
				words[i] = word + w[len(core):]
			}
		}
	}
	return strings.Join(words, " ")
}

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
// → 먹고 싶어, 가시면 → 가면, 도와주실 수 있어요? → 도와줄 수 있어?. before, when set, must hold of
// the next word.
var innerHonorifics = []struct {
	ending string
	plain  func(stem string) string
	before func(next string) bool
}{
	{"셔서", func(s string) string { return infinitive(s) + "서" }, nil},
	{"세요", infinitive, nil}, // 이거 드세요 맛있어요 → 이거 먹어 맛있어: -세요 ends a sentence without a stop
	{"셔", infinitive, auxiliaryNext},
	{"시고", func(s string) string { return s + "고" }, nil},
	{"시면", func(s string) string {
		if tailOf(s) == hangul.L {
			return s + "면" // 만들면, not 만드면
		}
		return euForm(s) + "면"
	}, nil},
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
			if p := plainTo(honorPred(h, Statement), ""); p.kind == kindStem && e.plain(p.stem) != "" {
				words[i] = e.plain(p.stem)
			}
			break
		}
	}
	return strings.Join(words, " ")
}

// plainHumble writes the speaker's humble giving and telling in a modifier inside a line as 반말
// says them (unhumbled): 어제 말씀드린 거 → 말한 거, 보내 드린 파일 → 보내 준 파일, 연락드릴 수 →
// 연락할 수.
func plainHumble(head string) string {
	words := strings.Split(head, " ")
	for i, w := range words {
		for _, tail := range []int{hangul.N, hangul.L} {
			x, ok := strings.CutSuffix(w, "드"+string(hangul.WithTail('리', tail)))
			if !ok {
				continue
			}
			prev := ""
			if i > 0 {
				prev = words[i-1]
			}
			if p := unhumbled(pred{kind: kindStem, stem: x + "드리"}, prev); p.stem != x+"드리" {
				words[i] = withTail(p.stem, tail)
			}
		}
	}
	return strings.Join(words, " ")
}

// setPhraseWord reports a word of words that is, or ends, a set phrase (안녕하세요, 안녕히 가세요),
// which answerWord rewrites whole.
func setPhraseWord(words []string, i int) bool {
	w := strings.TrimRight(words[i], ",.!?~")
	_, one := setPhrase(w, Casual)
	_, two := setPhrase(strings.Join(append(slices.Clone(words[max(i-1, 0):i]), w), " "), Casual)
	return one || two
}

// auxiliaryOnsets begin the auxiliary verbs that follow an 아/어 form: 보다, 주다, 버리다, 놓다,
// 두다, 가다, 오다, 있다, 드리다.
const auxiliaryOnsets = "보봐봤볼봅본주줘줬줄준드버놓놔두둬둔가갔갈간와왔오올온있"

// auxiliaryNext reports a next word that may be an auxiliary verb: one in auxiliaryOnsets, and
// not a time word or adverb that starts like one (걸렸어 오늘, 왔어 드디어).
func auxiliaryNext(next string) bool {
	return strings.ContainsRune(auxiliaryOnsets, firstRune(next)) && !adverbs[next]
}

// answerWord rewrites the yes or no that opens a sentence, a greeting, thanks or apology that
// opens a line, or a set phrase before a comma.
func answerWord(head string, to Level) string {
	if to == Casual {
		// 죄송하다 is the formal 미안하다 in every form: 죄송하지만, 죄송한데, 죄송해서.
		if x, ok := strings.CutPrefix(head, "죄송"); ok && (strings.HasPrefix(x, "하") || strings.HasPrefix(x, "한") || strings.HasPrefix(x, "해")) {
			head = "미안" + x
		}
	}
	for _, row := range setPhrases {
		into := row.forms.at(to)
		for _, w := range row.forms {
			if rest, ok := strings.CutPrefix(head, w); ok && w != "" && into != "" && (strings.HasPrefix(rest, ",") || row.opens && strings.HasPrefix(rest, " ") && !counted(w, rest)) {
				if to == Polite && w == row.forms.at(Casual) && strings.HasPrefix(w, "잘 ") {
					return w + "요" + rest // 잘 자 내일 봐 → 잘 자요 내일 봐요, as 잘 자 alone conjugates
				}
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

// Finish ends a clause that stops at a connective ending as a sentence at level to: 늘었고 →
// 늘었어요, 증가하며 → 증가합니다, 학생이지만 → 학생이다, 도우며 → 돕습니다, 지으며 → 짓는다. A
// stem must be the dictionary's, and the word no common noun or adverb that spells the same
// (재고, 광고, 잡지만, 그리고: lookalikes).
func Finish(word string, to Level) (string, bool) {
	if lookalikes[word] || to == Unknown {
		return "", false
	}
	for _, conn := range []string{"으며", "며", "지만", "고"} {
		x, found := strings.CutSuffix(word, conn)
		if !found || x == "" {
			continue
		}
		var p pred
		switch {
		case isPre(x):
			p = pred{kind: kindPre, stem: x}
		case strings.HasSuffix(x, "아니"):
			p = pred{kind: kindNot, stem: cut(x, 2)}
		case nounsInI[x]:
			p = pred{kind: kindCopula, stem: x} // 친구 사이고: 사이, not 사 + 이고
		case copulaBefore(x):
			p = pred{kind: kindCopula, stem: cut(x, 1)}
		case conn != "으며" && (haPredicate(x) || strings.HasSuffix(x, "되")):
			p = stemPred(x, false, Statement, context{})
		default:
			stem, ok := clauseStem(x, conn)
			if !ok {
				return "", false
			}
			p = stemPred(stem, false, Statement, context{})
		}
		return p.form(to)
	}
	return "", false
}

// clauseStem reads the stem before a connective from the dictionary: 먹으(며) → 먹, 들으(며) → 듣,
// 지으(며) → 짓, 도우(며) → 돕, 만들(며) → 만들, 크(고) → 크; an honorific in 시 keeps its 시
// (가시며, 받으시고) for stemPred. A ㄹ-stem takes 며 alone, so 들으며 is 듣다's.
func clauseStem(x, conn string) (string, bool) {
	if h, ok := strings.CutSuffix(x, "시"); ok && h != "" && !endsWithAny(x, honorLike) {
		stem, ok := stemFromEu(h, "")
		return x, ok && (known(stem) || haPredicate(stem))
	}
	stem := x
	switch {
	case conn == "으며":
		var ok bool
		if stem, ok = stemFromEu(x+"으", ""); !ok {
			return "", false
		}
	case conn == "며" && tailOf(x) != hangul.None && tailOf(x) != hangul.L:
		return "", false // 먹며: a consonant stem takes 으며
	case conn == "며" && !known(x):
		stem, _ = stemFromEu(x, "") // 도우 → 돕, 어려우 → 어렵
	}
	return stem, known(stem)
}

// request turns the written request "확인하시기 바랍니다" into the spoken "확인해 주세요" (or "확인해
// 줘") when the sentence moves to 해요체 or 해체: 바라요 is correct but nobody says it. A wish
// (건강하시기 바랍니다) is not a request and is left to the ordinary conversion.
func request(p parts, to Level) (string, bool) {
	if (to != Polite && to != Casual) || (p.word != "바랍니다" && p.word != "바란다") {
		return "", false
	}
	verb, ok := strings.CutSuffix(p.prev, "기")
	if !ok || verb == "" {
		return "", false
	}
	if x, hon := strings.CutSuffix(verb, "시"); hon && x != "" && !endsWithAny(verb, honorLike) {
		verb = x
	}
	if isAdjective(verb) || !hangul.IsSyllable(lastOf(verb)) {
		return "", false
	}
	give := "주세요"
	if to == Casual {
		give = "줘"
	}
	phrase := infinitive(verb) + " " + give
	head := strings.TrimSuffix(strings.TrimRight(p.head, " "), p.prev)
	words := strings.Fields(head)
	switch {
	case verb == "주" || strings.HasSuffix(verb, " 주"):
		phrase = give // 확인해 주시기 바랍니다 → 확인해 주세요
	case verb == "보" && len(words) > 0 && infinitiveForm(words[len(words)-1]):
		// trying is asked for in 보세요 itself: 설치해 보시기 바랍니다 → 설치해 보세요, not 봐 주세요
		phrase = forms{"", "보세요", "", "봐"}.at(to)
	}
	return head + phrase + p.tail, true
}

// Bare is sentence without the laughter, emoji and tildes a chat closes on (올려요 😊, 남았어요
// ㅎㅎ, 부탁드려요~), so that a reading of its ending meets the words.
func Bare(sentence string) string {
	return strings.TrimRightFunc(sentence, func(r rune) bool { return unicode.IsSpace(r) || r == '~' || emoticon(r) })
}
