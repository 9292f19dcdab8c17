package speech

import (
	"slices"
	"strings"

	"maltu/libs/engine/hangul"
)

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
	{"군", "군요", func(x string, _ bool) bool { return isPre(x) || strings.HasSuffix(x, "는") && len(runes(x)) > 1 }},  // 차는군, 했군
	{"니까", "니까요", func(x string, _ bool) bool { return strings.HasSuffix(x, "다") || strings.HasSuffix(x, "라") }},    // 된다니까
	{"걸", "걸요", afterTail(hangul.L)},                                                                                // 끝났을걸
	{"재", "재요", reportedProposal},                                                                                   // 가재, 먹재
	{"래", "래요", quotedCommand},                                                                                      // 들어오래, 먹으래, 가래
	{"래", "래요", quotedCopula},                                                                                       // 5도래, 시험이래, 뭐래
	{"려고", "려고요", func(x string, _ bool) bool { return x != "" }},                                                   // 시작하려고
	{"고", "고요", reported},                                                                                           // 뭐라고?, 했다니까 → 했다고요, 가자고
}

// reported accepts the quotative endings 라고, 다고, 냐고, 자고 (뭐라고?, 간다고).
func reported(x string, _ bool) bool {
	return len(runes(x)) > 1 && strings.ContainsRune("라다냐자", lastOf(x))
}

// reportedStatement accepts what stands before a reported 대: a verb's 는 or ㄴ (먹는대, 온대, a
// ㄹ-stem's 연대), a past (닫았대), or an adjective's or 있/없/싶's stem (좋대, 없대, 싶대), since a
// verb takes 는대; 세대, 기대, 20대, 시간대 and 막대 are nouns.
func reportedStatement(x string, _ bool) bool {
	switch t := tailOf(x); {
	case t == hangul.N:
		stem := withTail(x, hangul.None)
		if h, ok := strings.CutSuffix(stem, "시"); ok && h != "" && honorBase(h) {
			stem = h // 검사하신대: a third person honoured, whose -시- 반말 keeps
		}
		_, dropped := rieulDropped(stem)
		return strings.HasSuffix(x, "는") || known(stem) || haPredicate(stem) || dropped || becoming(stem) // 문 연대: 열다's; 더워진대
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

// quotedCommand accepts what stands before a reported command in 래 (들어오래, 하래, 먹으래), a verb
// of one syllable's too where such a verb is common at the end of speech (가래, 보래, 내래: 가라고
// 해), and 달 of a request to be given (보내 달래: 보내 달라고 해); not a noun (노래, 미래: no verb's
// stem; 아래, 고래, 모래, whose first syllable the dictionary lists as a stem too: the help texts of
// TestOutsideCorpus end lines in 아래), and no other stem of one syllable in ㄹ, whose 래 asks what
// the listener will do (갈래?, 줄래?).
func quotedCommand(x string, _ bool) bool {
	if honouredStem(x) && !copulaBefore(strings.TrimSuffix(x, "시")) {
		return true // 하시래, 드시래: the listener honoured
	}
	if len(runes(x)) == 1 {
		if hangul.HasTail(lastOf(x)) {
			return x == "달" // 갈래, 줄래: 래 of what the listener will do after a stem in ㄹ
		}
		return shortVerbs[x] || x == "내" // 가래, 보래, 내래; 아래, 고래, 모래 are nouns
	}
	return strings.HasSuffix(x, "하") || strings.HasSuffix(x, "으") || dictStems[x] == "VV"
}

// quotedCopula accepts the noun before the copula's reported 래 (이래 after a consonant: 내일
// 시험이래, 영하 10도래, 회사에서 뭐래?: 시험이라고 해, 뭐라고 해): a noun in 이, a figure with its
// counter, or a question word; a bare noun in 래 (노래, 미래) is none.
func quotedCopula(x string, _ bool) bool {
	if n, ok := strings.CutSuffix(x, "이"); ok && n != "" && hangul.EndsInConsonant(n) && !known(x) {
		return true
	}
	return strings.ContainsAny(x, "0123456789") || askingWords[x]
}

// askingWords are the question words a reported copula asks with (뭐래?, 누구래?, 언제래?).
var askingWords = set(`뭐 누구 어디 언제 얼마`)

// afterTail accepts a word whose last syllable ends in one of tails.
func afterTail(tails ...int) func(string, bool) bool {
	return func(x string, _ bool) bool { return slices.Contains(tails, tailOf(x)) }
}

// plainBeforeDeon drops the listener's -시- before the 던 of 던데 (안 좋으시던데요 → 안 좋던데), as
// before 더라; 마시던데 is 마시다's.
func plainBeforeDeon(x string) string {
	if h, ok := strings.CutSuffix(x, "시던"); ok {
		if stem, ok := plainStem(h, ""); ok {
			return stem + "던"
		}
	}
	return x
}

// spokenSuffix converts a final word by its ending alone, between 반말 and 해요체, and 더라고요
// toward 해라체.
// With plain, 반말 drops the -시- that 더라 and 던데 follow (받으시더라고요 → 받더라); a reported command's
// -시- honours the listener told, whoever tells, and goes toward 반말 always (부장님이 오시래요 → 오래);
// speaking up keeps it (원장님이 이거 드시래 → 드시래요, not 먹으래요).
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
		if plain && e.casual == "데" {
			x = plainBeforeDeon(x)
		}
		if h, hon := strings.CutSuffix(x, "시"); hon && (plain && e.casual == "더라" || e.casual == "래" && to == Casual) {
			if stem, ok := plainStem(h, ""); ok {
				x = stem
				if e.casual == "래" {
					x = euForm(stem) // 회의실로 오시래요 → 오래, 드시래요 → 먹으래
				}
			}
		}
		return x + into, true
	}
	return "", false
}
