package speech

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/ikawaha/kagome/v2/tokenizer"

	"maltu/libs/engine/internal/mecab"
	"maltu/libs/engine/internal/wordlist"
)

// A change of level may change a sentence's final predicate and the words that carry its level, and
// nothing else (issue 25). confinement is that promise as the analyser reads a sentence: its words
// (split at spaces), where the final predicate begins, and which words before it carry the level.
type confinement struct {
	words   []string
	final   int      // the final predicate's first word; the words from it to last may change
	last    int      // the final predicate's last word; the words after it stay
	leveled []bool   // a word before the final predicate that carries the level itself
	moves   []string // a going or coming in 아서 before the final predicate, as the listener's -시- writes it
}

// predicateTags begin or carry a predicate: verbs, adjectives, the copulas, the verb- and
// adjective-making suffixes, and the endings a predicate takes.
var predicateTags = set(`VV VA VX VCP VCN XSV XSA EF EP`)

// joinsBefore are the first morphemes of a word that makes one predicate with the word before it:
// an auxiliary verb (해 주다, 하고 있다), a bound noun (할 수 있다, 할 것이다), the copula or 하다
// written apart (앞 입니다, 공부 합니다), and 바라다 after -기 (하시기 바랍니다 → 하세요). 수 is the
// bound noun, though the analyser reads it apart as a noun (할 수 있어: 수/NNG).
var joinsBefore = []morphemeRow{
	{"VX", ""}, {"NNB", ""}, {"NNG", "수"}, {"VCP", ""}, {"XSV", ""}, {"XSA", ""}, {"VV", "바라"},
}

// auxiliaryChains are verbs the analyser reads as main verbs (VV, VA) that make one predicate with
// the word before them, by what that word ends in: 보다 of trying after the connective 아/어 (먹어
// 봤어 → 드셔 보셨어요), a coming or going after 고 (먹고 들어와 → 드시고 들어오세요), 있다 and
// 없다 of ability after the bound noun 수 (할 수 있어 → 하실 수 있어요).
var auxiliaryChains = []auxiliaryChain{
	{morphemeRow{"EC", "어"}, []string{"보"}}, {morphemeRow{"EC", "아"}, []string{"보"}},
	{morphemeRow{"EC", "고"}, []string{"오", "가", "들어오", "들어가"}},
	{morphemeRow{"NNB", "수"}, []string{"있", "없"}}, {morphemeRow{"NNG", "수"}, []string{"있", "없"}},
}

// auxiliaryChain is a link, the morpheme that ends the word before, and the verbs it chains on.
type auxiliaryChain struct {
	link  morphemeRow
	verbs []string
}

// chainsOn reports a word whose first morpheme m is a chain's verb after a word before that ends
// in the chain's link.
func chainsOn(before []morpheme, m morpheme) bool {
	if len(before) == 0 || m.tag != "VV" && m.tag != "VA" {
		return false
	}
	end := before[len(before)-1]
	return slices.ContainsFunc(auxiliaryChains, func(c auxiliaryChain) bool {
		return end.matchedBy([]morphemeRow{c.link}) && slices.Contains(c.verbs, m.surface)
	})
}

// levelCarriers are what makes a word before the final predicate belong to the level, as the
// analyser reads it in context, by its tag and, where given, its surface: the listener's -시- and
// the speaker's humble 드리다 and 말씀 (반말 drops them), and the first person (저 and 나 by the
// level). Sentence endings and answer words are judged with the words around them (innerEnd,
// answer).
var levelCarriers = []morphemeRow{
	{"EP", "시"}, {"EP", "셨"}, {"EP", "세"}, {"EP", "셔"}, {"VX", "드리"}, {"VV", "드리"},
	{"NP", ""}, {"XSV", "드리"}, {"NNG", "말씀"},
}

// finalOnly are endings no connective shares, by how a word ends: a sentence inside a line that
// ends so is proved to end there even without a stop. -다, -어 and -지 are not among them: 갖다
// 대고, 있어 필요한 and 크거나 같다 조건을 go on.
var finalOnly = []string{"요", "니다", "니까", "까", "ㅂ시다", "십시오", "구나", "군요", "네", "ㄹ게", "게", "래", "니", "냐", "자", "라"}

// morphemeRow matches a morpheme by its tag and, where given, its surface.
type morphemeRow struct{ tag, surface string }

// matchedBy reports whether any row of rows matches m.
func (m morpheme) matchedBy(rows []morphemeRow) bool {
	return slices.ContainsFunc(rows, func(r morphemeRow) bool { return r.tag == m.tag && (r.surface == "" || r.surface == m.surface) })
}

// morpheme is one of a word's morphemes: a compound or inflected token carries several in its
// eighth feature (드셨 is 들/VX+시/EP+었/EP).
type morpheme struct{ surface, tag string }

// confine reads s with the analyser.
func confine(tk *tokenizer.Tokenizer, s string) confinement {
	c := confinement{words: strings.Fields(s)}
	byWord := make([][]morpheme, len(c.words))
	starts := make([]int, len(c.words)) // byte offset of each word in s
	at := 0
	for i, w := range c.words {
		at += strings.Index(s[at:], w)
		starts[i] = at
		at += len(w)
	}
	for _, tok := range tk.Tokenize(s) {
		if strings.TrimSpace(tok.Surface) == "" {
			continue
		}
		w := 0
		for w+1 < len(starts) && starts[w+1] <= tok.Position {
			w++
		}
		byWord[w] = append(byWord[w], morphemesOf(tok)...)
	}
	c.last = len(c.words) - 1
	for c.last > 0 && !slices.ContainsFunc(byWord[c.last], func(m morpheme) bool { return predicateTags[m.tag] }) && !formalEnd(c.words[c.last]) {
		c.last-- // laughter, an emoticon or a word after the predicate (맛있어 강추)
	}
	c.final = c.last
	for c.final > 0 && len(byWord[c.final]) > 0 && (byWord[c.final][0].matchedBy(joinsBefore) || chainsOn(byWord[c.final-1], byWord[c.final][0])) {
		c.final--
	}
	c.leveled = make([]bool, len(c.words))
	c.moves = make([]string, len(c.words))
	for w := range c.words {
		if w >= c.final && w <= c.last {
			continue
		}
		core := strings.TrimRight(c.words[w], ",")
		// 네 and 예 answer only where no counter follows (네 명, 네 번).
		answer := len(byWord[w]) > 0 && byWord[w][0].tag == "IC" && !(w+1 < len(byWord) && len(byWord[w+1]) > 0 && strings.HasPrefix(byWord[w+1][0].tag, "NNB"))
		c.leveled[w] = innerEnd(byWord[w], core) || answer || slices.ContainsFunc(byWord[w], func(m morpheme) bool { return m.matchedBy(levelCarriers) }) || strings.HasSuffix(core, "니다만")
		c.moves[w] = honouredMove(byWord[w])
	}
	return c
}

// honouredMove is a word linked before a command to the listener, as the listener's -시- writes it:
// a verb of going or coming and the connective 아서/어서 (들어가서 → 들어가셔서, 와서 → 오셔서), or a
// verb whose honorific is another word and its connective (먹고 → 드시고, 있다 → 계시다); "" for any
// other word.
func honouredMove(ms []morpheme) string {
	if len(ms) != 2 || ms[0].tag != "VV" && ms[0].tag != "VA" || ms[1].tag != "EC" {
		return ""
	}
	v, link := ms[0].surface, ms[1].surface
	if h, ok := honorificVerbs[v]; ok {
		return h + link
	}
	if strings.HasSuffix(link, "서") && (strings.HasSuffix(v, "가") || strings.HasSuffix(v, "오")) {
		return v + "셔서"
	}
	return ""
}

// honorificVerbs are the verbs whose honorific is another word, as -시- follows it.
var honorificVerbs = map[string]string{"먹": "드시", "마시": "드시", "자": "주무시", "있": "계시"}

// innerEnd reports a word that ends a sentence inside the line: the analyser reads a final ending
// in it that punctuation follows (했습니다.그리고, 클릭합니다(처음), or that no connective shares.
func innerEnd(ms []morpheme, core string) bool {
	for j, m := range ms {
		if m.tag != "EF" {
			continue
		}
		if j+1 < len(ms) && strings.HasPrefix(ms[j+1].tag, "S") || j == len(ms)-1 && strings.TrimRightFunc(core, closer) != core {
			return true
		}
		if j == len(ms)-1 && wordlist.Closes(core, finalOnly...) {
			return true
		}
	}
	return false
}

// formalEnd reports a word in 합쇼체's or 해요체's request, which the analyser misreads out of
// context (여십시오 as 여십, fifty, and 시오; 주세요 as a name) but which nothing else ends in.
func formalEnd(word string) bool {
	core := strings.TrimRightFunc(word, closer)
	return wordlist.Closes(core, "니다", "십시오", "세요")
}

func morphemesOf(tok tokenizer.Token) []morpheme {
	f := tok.Features()
	if len(f) == 0 {
		return nil
	}
	if len(f) > 7 && f[7] != "*" {
		var out []morpheme
		for _, m := range strings.Split(f[7], "+") {
			if parts := strings.Split(m, "/"); len(parts) >= 2 {
				out = append(out, morpheme{parts[0], parts[1]})
			}
		}
		return out
	}
	return []morpheme{{tok.Surface, f[0]}}
}

// breach says where out changes s outside what a change of level may change, "" when it does not.
func (c confinement) breach(out string) string {
	words := strings.Fields(out)
	after := len(c.words) - 1 - c.last
	if len(words) < c.final+after {
		return fmt.Sprintf("%d words left of %d kept", len(words), c.final+after)
	}
	for i := range c.final {
		if words[i] != c.words[i] && !c.leveled[i] && (c.moves[i] == "" || words[i] != c.moves[i]) {
			return fmt.Sprintf("word %d %q became %q", i+1, c.words[i], words[i])
		}
	}
	for i := range after {
		if w, o := c.words[len(c.words)-1-i], words[len(words)-1-i]; w != o && !c.leveled[len(c.words)-1-i] {
			return fmt.Sprintf("%q after the predicate became %q", w, o)
		}
	}
	return ""
}

// TestConfinementSeesBreaches holds the judge to the changes issue 25 found: each is a breach, and
// a change of the final predicate alone is none.
func TestConfinementSeesBreaches(t *testing.T) {
	tk := mecab.Analyser(t)
	for _, c := range []struct {
		name, in, out string
		breach        bool
	}{
		{"connective read as an end", "자료가 여러 곳에 분산되어 있어 필요한 정보를 찾기 어렵습니다.", "자료가 여러 곳에 분산되어 있어요 필요한 정보를 찾기 어려워요.", true},
		{"a compound's first verb", "거울 앞에서 옷을 갖다 대고 봅니다.", "거울 앞에서 옷을 가져요 대고 봐요.", true},
		{"요 taken from a noun", "화요 모임을 엽니다.", "화 모임을 열어.", true},
		{"numeral read as an answer", "네 명이 왔습니다.", "응 명이 왔어.", true},
		{"final predicate only", "회의는 내일 오후에 열립니다.", "회의는 내일 오후에 열려요.", false},
		{"auxiliary chain", "자료를 보내 주시기 바랍니다.", "자료를 보내 주세요.", false},
		{"bound noun", "내일 다시 안내할 것입니다.", "내일 다시 안내할 거예요.", false},
		{"the person form", "저는 내일 갑니다.", "나는 내일 가.", false},
		{"a sentence ending inside the line", "아 그랬구나 몰랐어", "아 그랬군요 몰랐어요", false},
		{"the listener's -시- in an ability's chain", "스쿼트 몇 개 할 수 있어?", "스쿼트 몇 개 하실 수 있어요?", false},
		{"the honorific verb in an auxiliary's chain", "이 음식 먹어 봤어?", "이 음식 드셔 보셨어요?", false},
		{"a word before an ability's chain", "이거 좀 봐 줄 수 있어?", "이거 조금 봐 주실 수 있어요?", true},
		{"a plain form quoted", "값이 기준보다 크거나 같다 조건을 확인합니다.", "값이 기준보다 크거나 같아요 조건을 확인해요.", true},
		{"a going before a command, honoured", "들어가서 한숨 자.", "들어가셔서 한숨 주무세요.", false},
		{"a going before a command, changed otherwise", "들어가서 한숨 자.", "나가셔서 한숨 주무세요.", true},
		{"a word before a going", "빨리 들어가서 자.", "얼른 들어가셔서 주무세요.", true},
		{"an honorific verb linked before a command", "이 약 먹고 좀 누워 있어.", "이 약 드시고 좀 누워 계세요.", false},
		{"a word beside an honorific verb", "이 약 먹고 좀 누워 있어.", "그 약 드시고 좀 누워 계세요.", true},
	} {
		t.Run(c.name, func(t *testing.T) {
			if why := confine(tk, c.in).breach(c.out); (why != "") != c.breach {
				t.Errorf("%q → %q: breach %q, want a breach: %v", c.in, c.out, why, c.breach)
			}
		})
	}
}
