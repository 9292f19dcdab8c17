package restyle

import (
	"strings"
	"unicode/utf8"

	"maltu/libs/engine/hangul"
	"maltu/libs/engine/internal/wordlist"
	"maltu/libs/engine/speech"
)

// A clause joined by -고 or -(으)며 takes its tense and mood from the sentence's final predicate:
// in "비용 구조를 재점검하고 물류 계약을 재협상할 예정입니다" the check is planned too, and in
// "자료를 확인하고 회신해 주세요" it is asked for. Cut there, the clause would become a statement of
// fact or an order of its own, so a sentence whose final predicate reaches back over its clauses
// is not cut at those connectives. A clause in -지만 keeps its own tense and mood and may still be
// cut, and so may one with its own past or future (추가되었으며) under a plan, modal or negation;
// a report, a guess or a question reaches it all the same (늘었고 줄었다고 했다).

// scope is a construction at the end of a sentence that governs every clause before it.
type scope struct {
	name   string
	before func(w string) bool // the word before the final one; nil for any
	final  []string            // how the final word begins; nil for any
	tensed bool                // reaches a clause with its own tense too
}

// endsWith is a condition on a word's ending, after a stem.
func endsWith(ends ...string) func(string) bool {
	return func(w string) bool { return wordlist.ClosesAfter(w, ends...) }
}

func is(words ...string) func(string) bool {
	return func(w string) bool {
		for _, x := range words {
			if w == x {
				return true
			}
		}
		return false
	}
}

// startsWithAny reports whether w begins with one of the prefixes.

var (
	doing  = []string{"하", "한", "할", "합", "해", "했"}
	being  = []string{"되", "된", "될", "됩", "돼", "됐"}
	having = []string{"있", "없", "계시", "계신", "계셨", "계십"}
	must   = []string{"하", "한", "할", "합", "해", "했", "되", "된", "될", "됩", "돼", "됐"}
	// auxiliaries continue the predicate of a word in -고: 검토하고 있다, 가고 싶다, 먹고 나서.
	auxiliaries = []string{"있", "계시", "계신", "계셨", "계십", "싶", "나서", "나니", "말았", "보니"}
	may         = []string{"되", "된", "될", "됩", "돼", "됐", "괜찮"}
)

// scopes are the constructions read, each a row of the tests.
var scopes = []scope{
	{name: "계획·예정", final: []string{"예정", "계획", "방침", "작정", "생각", "셈", "필요"}},
	{name: "계획이 있다", before: startsWith("예정", "계획", "방침", "생각", "필요", "의향", "준비"), final: having},
	{name: "-ㄹ 것이다", before: closedBy(hangul.L, hangul.N), final: []string{"것", "거", "겁"}},
	{name: "-ㄹ 수 있다", before: is("수"), final: having},
	{name: "-고 싶다", before: endsWith("고"), final: []string{"싶"}},
	{name: "-고 있다", before: endsWith("고"), final: having},
	{name: "-려고 하다", before: endsWith("려고", "려"), final: doing},
	{name: "-기로 하다", before: endsWith("기로"), final: doing},
	{name: "-아야 하다", before: endsWith("야"), final: must},
	{name: "-게 되다", before: endsWith("게"), final: being},
	{name: "-아도 되다", before: endsWith("도", "면"), final: may},
	{name: "-기 바라다", before: endsWith("기"), final: []string{"바라", "바랍", "바란", "바래", "원합", "원한", "희망"}},
	{name: "-기 시작하다", before: endsWith("기"), final: []string{"시작"}},
	{name: "-다고 하다", before: endsWith("다고", "라고", "자고", "냐고", "다며", "라며"), final: nil, tensed: true},
	{name: "-지 않다", before: endsWith("지"), final: []string{"않", "못", "말", "마"}},
	{name: "안·못", before: is("안", "못"), final: nil},
	{name: "것 같다", final: []string{"같", "듯", "모르", "모릅", "몰라"}, tensed: true},
}

// startsWith is a condition on a word's beginning.
func startsWith(prefixes ...string) func(string) bool {
	return func(w string) bool { return wordlist.Opens(w, prefixes...) }
}

// closedBy: the word's last syllable ends in one of the tails (할, 한: the adnominal before 것).
func closedBy(tails ...int) func(string) bool {
	return func(w string) bool {
		r, _ := utf8.DecodeLastRuneInString(w)
		for _, t := range tails {
			if hangul.IsSyllable(r) && hangul.Tail(r) == t {
				return true
			}
		}
		return false
	}
}

// endingScopes are final words that carry a promise, intention, guess or report in their ending;
// reports reaches a clause with its own tense too.
var (
	endingScopes = []string{"겠", "ㄹ게", "ㄹ께", "ㄹ래", "ㄹ걸"}
	reports      = []string{"대요", "래요", "답니다", "랍니다", "단다", "란다", "더라"}
)

// reach is how far a final predicate governs the clauses before it.
type reach int

const (
	free     reach = iota // not at all
	untensed              // the clauses without a tense of their own
	all                   // every clause
)

// finalScope is the construction whose final predicate of s reaches back over the clauses
// before it, and how far: every sentence that is not a statement, and the constructions above.
func finalScope(s string) (string, reach) {
	if speech.Detect(s).Mood != speech.Statement {
		return "mood", all
	}
	words := strings.Fields(strings.TrimRight(s, " .!?…~\"'”’)"))
	if len(words) == 0 {
		return "", free
	}
	last := words[len(words)-1]
	prev := ""
	if len(words) > 1 {
		prev = words[len(words)-2]
	}
	// The constructions first: 바랍니다 is a request, not a report in 랍니다.
	for _, sc := range scopes {
		if (sc.before == nil || sc.before(prev)) && (sc.final == nil || wordlist.Opens(last, sc.final...)) {
			if sc.tensed {
				return sc.name, all
			}
			return sc.name, untensed
		}
	}
	if name, ok := endingScope(last, reports); ok {
		return name, all
	}
	if name, ok := endingScope(last, endingScopes); ok {
		return name, untensed
	}
	return "", free
}

// endingScope finds a promise, intention, guess or report in the ending of the final word; a
// ㄹ in the list stands for a syllable closed by ㄹ (할게, 갈래).
func endingScope(w string, endings []string) (string, bool) {
	rs := []rune(w)
	for _, e := range endings {
		if rest, ok := strings.CutPrefix(e, "ㄹ"); ok {
			i := strings.LastIndex(w, rest)
			if i <= 0 {
				continue
			}
			r, _ := utf8.DecodeLastRuneInString(w[:i])
			if hangul.IsSyllable(r) && hangul.Tail(r) == hangul.L {
				return e, true
			}
			continue
		}
		if strings.Contains(w, e) && len(rs) > utf8.RuneCountInString(e) {
			return e, true
		}
	}
	return "", false
}

// past reports a final predicate in the past: a syllable closed by ㅆ other than 있 and 겠
// (기록했습니다, 늘었다, 있었다; not 있습니다).
func past(s string) bool {
	words := strings.Fields(strings.TrimRight(s, " .!?…~\"'”’)"))
	if len(words) == 0 {
		return false
	}
	for _, r := range words[len(words)-1] {
		if hangul.IsSyllable(r) && hangul.Tail(r) == hangul.SS && r != '있' && r != '겠' {
			return true
		}
	}
	return false
}

// tensed reports a clause in -고 or -(으)며 with a past or future of its own (늘었고, 하겠으며).
func tensed(w string) bool {
	for _, conn := range []string{"으며", "며", "고"} {
		if x, ok := strings.CutSuffix(w, conn); ok && x != "" {
			r, _ := utf8.DecodeLastRuneInString(x)
			return hangul.IsSyllable(r) && hangul.Tail(r) == hangul.SS && r != '있'
		}
	}
	return false
}

// progressive reports words[i] as the 있고 or 있으며 of an ongoing action (제기되고 있으며): it
// states what is happening now, which a plan or need at the end does not reach (in a sentence
// that ends in the past it was happening then, and keeps the sentence whole).
func progressive(words []string, i int) bool {
	w := strings.TrimSuffix(words[i], ",")
	return i > 0 && (w == "있고" || w == "있으며") && strings.HasSuffix(words[i-1], "고")
}

// insideNominal reports words[i], a clause in -고 or -(으)며 without a comma, before a noun clause
// in 것 (무리하지 않고 휴식을 취하는 것이 중요합니다): it is the first half of that noun clause, and
// cut off it would become a statement of its own.
func insideNominal(words []string, i int) bool {
	if strings.HasSuffix(words[i], ",") {
		return false
	}
	for j := i + 2; j < len(words) && !strings.HasSuffix(words[j-1], ","); j++ {
		if (strings.HasPrefix(words[j], "것") || words[j] == "게" || words[j] == "걸") && adnominalEnd(words[j-1]) {
			return true
		}
	}
	return false
}

// ownSubject reports a clause in words[i] whose subject is a noun clause in 것 (충분히 주는 것이
// 좋으며): a judgement of its own, which a modal at the end (만들 수 있습니다) does not reach.
func ownSubject(words []string, i int) bool {
	for j := i - 1; j > 0 && !strings.HasSuffix(words[j], ","); j-- {
		if (words[j] == "것이" || words[j] == "것은") && adnominalEnd(words[j-1]) {
			return true
		}
	}
	return false
}

// adnominalEnd: a word closed by the ㄴ or ㄹ of an adnominal (취하는, 한, 할).
var adnominalEnd = closedBy(hangul.N, hangul.L)

// inPast puts an untensed clause in -고 or -(으)며 into the past for a sentence that ends in it
// (재점검하고 → 재점검했고), or reports that it cannot.
func inPast(w string) (string, bool) {
	for _, conn := range []string{"으며", "며", "고"} {
		x, ok := strings.CutSuffix(w, conn)
		if !ok || x == "" {
			continue
		}
		if conn == "며" {
			conn = "으며" // 했으며: the past takes 으
		}
		switch {
		case strings.HasSuffix(x, "하"):
			return strings.TrimSuffix(x, "하") + "했" + conn, true
		case strings.HasSuffix(x, "되"):
			return strings.TrimSuffix(x, "되") + "됐" + conn, true
		}
		return "", false
	}
	return "", false
}
