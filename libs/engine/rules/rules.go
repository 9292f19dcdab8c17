// Package rules is the vocabulary of voice rules the local engine can carry out: one-line
// Korean rules such as "해요체로 끝맺기" or "첫머리 '근데' 쓰기". Parse reads a rule text, whether
// the local extraction wrote it or a writer typed it by hand; Text writes the canonical text
// (at most 15 characters) that Parse reads back. A text Parse does not understand is left to
// other engines: the local rewrite skips it.
package rules

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"maltu/libs/engine/internal/wordlist"
	"maltu/libs/engine/speech"
	"maltu/libs/gate/chars"
)

// Kind is what a rule asks for.
type Kind int

// The kinds of rule the local engine carries out.
const (
	Unknown         Kind = iota
	Level                // end sentences at a speech level: 해요체로 끝맺기
	Short                // split sentences much longer than Chars: 한 문장 40자 안팎
	Connector            // the writer's connective in place of one of the same class: 첫머리 '근데' 쓰기
	FewerConnectors      // drop opening connectives whose relation the order keeps: 접속사 줄이기
	FewerCommas          // drop commas after connectives: 쉼표 줄이기
	MoreCommas           // a comma after an opening connector: 쉼표로 호흡 끊기
	NoPeriod             // no full stop at the end: 마침표 없이 끝내기
	Laugh                // a laughter mark now and then: 끝에 'ㅎㅎ' 붙이기
	Person               // the writer's first-person form: 1인칭은 '저'
	Avoid                // do without a phrase: '또한' 쓰지 않기
	PlainKorean          // do without translationese and AI tells: 번역투 피하기
)

// Rule is a rule understood.
type Rule struct {
	Kind  Kind
	Level speech.Level // Level
	Chars int          // Short
	Word  string       // Connector, Laugh, Person, Avoid
}

// DefaultChars is the sentence length a rule such as "문장은 짧게" means.
const DefaultChars = 40

// Text is the rule's canonical text; Parse reads it back to the same rule.
func (r Rule) Text() string {
	switch r.Kind {
	case Level:
		return r.Level.Rule()
	case Short:
		return fmt.Sprintf("한 문장 %d자 안팎", r.Chars)
	case Connector:
		return "첫머리 '" + r.Word + "' 쓰기"
	case FewerConnectors:
		return "접속사 줄이기"
	case FewerCommas:
		return "쉼표 줄이기"
	case MoreCommas:
		return "쉼표로 호흡 끊기"
	case NoPeriod:
		return "마침표 없이 끝내기"
	case Laugh:
		return "끝에 '" + r.Word + "' 붙이기"
	case Person:
		return "1인칭은 '" + r.Word + "'"
	case Avoid:
		return "'" + r.Word + "' 쓰지 않기"
	case PlainKorean:
		return "번역투 피하기"
	}
	return ""
}

var (
	quoteMarks = strings.NewReplacer("‘", "'", "’", "'", "“", "'", "”", "'", "\"", "'", "「", "'", "」", "'", "『", "'", "』", "'", "`", "'")
	spaces     = regexp.MustCompile(`\s+`)
	charCount  = regexp.MustCompile(`(\d{1,3})\s*자\s*(이내|안팎|이하|내외|정도|미만|넘지|를 넘|을 넘|까지)`)
	negative   = []string{"쓰지", "피하", "빼", "금지", "말기", "않기", "줄이", "없애", "자제", "삼가", "지양", "생략", "없이", "아끼"}
	laughs     = []string{"ㅎㅎ", "ㅋㅋ", "ㅠㅠ", "^^", "ㅎ", "ㅋ", "ㅠ", ":)"}
	persons    = []string{"저희", "우리", "저", "나"}
)

// quoted is the first text between single quotes (after quote marks are unified), without the
// ~ or - that writers put before endings and particles.
func quoted(s string) string {
	_, rest, ok := strings.Cut(s, "'")
	if !ok {
		return ""
	}
	inner, _, ok := strings.Cut(rest, "'")
	if !ok {
		return ""
	}
	return strings.TrimSpace(strings.TrimLeft(strings.TrimSpace(inner), "~-～"))
}

// Parse reads a rule text. ok is false when the local engine cannot carry the rule out.
func Parse(text string) (r Rule, ok bool) {
	s := strings.TrimSpace(spaces.ReplaceAllString(quoteMarks.Replace(chars.NFC(text)), " "))
	if s == "" || utf8.RuneCountInString(s) > 60 {
		return Rule{}, false
	}
	q := quoted(s)
	neg := wordlist.Has(s, negative...)
	if m := charCount.FindStringSubmatch(s); m != nil && strings.Contains(s, "문장") {
		n, _ := strconv.Atoi(m[1]) // "50자를 넘지 않기" is a length, not something to avoid
		return Rule{Kind: Short, Chars: min(max(n, 15), 120)}, true
	}
	switch {
	case isLaugh(q) || (q == "" && wordlist.Has(s, []string{"ㅎㅎ", "ㅋㅋ", "웃음 표시", "이모티콘"}...)):
		mark := q
		if mark == "" {
			mark = "ㅎㅎ"
			if strings.Contains(s, "ㅋㅋ") {
				mark = "ㅋㅋ"
			}
		}
		if neg {
			return Rule{Kind: Avoid, Word: mark}, true
		}
		return Rule{Kind: Laugh, Word: mark}, true
	case !neg || strings.Contains(s, "없이 끝"):
		if r, ok := parsePositive(s, q); ok {
			return r, true
		}
	}
	return parseNegative(s, q, neg)
}

// parsePositive reads rules that ask for something.
func parsePositive(s, q string) (Rule, bool) {
	if lvl := levelIn(s, q); lvl != speech.Unknown {
		return Rule{Kind: Level, Level: lvl}, true
	}
	switch {
	case strings.Contains(s, "짧") && (strings.Contains(s, "문장") || strings.Contains(s, "끊")):
		return Rule{Kind: Short, Chars: DefaultChars}, true
	case strings.Contains(s, "마침표") && wordlist.Has(s, []string{"없이", "생략", "빼", "안 찍"}...):
		return Rule{Kind: NoPeriod}, true
	case (strings.Contains(s, "쉼표") || strings.Contains(s, "콤마")) && wordlist.Has(s, []string{"자주", "많이", "끊", "찍", "넣", "쓰기"}...):
		return Rule{Kind: MoreCommas}, true
	case IsConnective(q) && wordlist.Has(s, []string{"첫머리", "접속", "시작", "처음", "앞에", "쓰기", "로 잇"}...):
		return Rule{Kind: Connector, Word: q}, true
	}
	if p := personIn(s, q); p != "" {
		return Rule{Kind: Person, Word: p}, true
	}
	return Rule{}, false
}

// parseNegative reads rules that ask to do without something.
func parseNegative(s, q string, neg bool) (Rule, bool) {
	if !neg {
		return Rule{}, false
	}
	switch {
	case wordlist.Has(s, []string{"번역투", "AI 말투", "AI 티", "AI스러운", "기계적", "딱딱한 표현"}...):
		return Rule{Kind: PlainKorean}, true
	case strings.Contains(s, "쉼표") || strings.Contains(s, "콤마"):
		return Rule{Kind: FewerCommas}, true
	case strings.Contains(s, "마침표"):
		return Rule{Kind: NoPeriod}, true
	case strings.Contains(s, "접속사") && q == "":
		return Rule{Kind: FewerConnectors}, true
	case wordlike(q):
		return Rule{Kind: Avoid, Word: q}, true
	}
	// An unquoted phrase before the verb: 또한 쓰지 않기, 을 통해 금지.
	for _, verb := range negative {
		if i := strings.Index(s, verb); i > 0 {
			phrase := strings.TrimSpace(strings.TrimLeft(strings.TrimSpace(s[:i]), "~-～"))
			phrase = strings.TrimSpace(strings.TrimSuffix(strings.TrimSuffix(phrase, "은"), "는"))
			if n := utf8.RuneCountInString(phrase); n <= 10 && wordlike(phrase) {
				return Rule{Kind: Avoid, Word: phrase}, true
			}
		}
	}
	return Rule{}, false
}

func levelIn(s, q string) speech.Level {
	switch {
	case wordlist.Has(s, []string{"합니다체", "합쇼체", "습니다", "격식체"}...):
		return speech.Formal
	case wordlist.Has(s, []string{"해요체", "요체", "존댓말", "높임말"}...) || q == "요" || q == "어요" || q == "해요":
		return speech.Polite
	case wordlist.Has(s, []string{"해라체", "평서체", "-다체", "다체"}...) || q == "다" || q == "한다":
		return speech.Plain
	case wordlist.Has(s, []string{"반말", "해체"}...):
		return speech.Casual
	}
	return speech.Unknown
}

// personIn finds the first-person form a rule names: '저'로 말하기, 1인칭은 나.
func personIn(s, q string) string {
	particles := func(w string) string {
		for _, p := range []string{"으로", "로", "은", "는", "를", "라고"} {
			if x, ok := strings.CutSuffix(w, p); ok && x != "" {
				return x
			}
		}
		return w
	}
	if q != "" {
		q = particles(q)
		for _, p := range persons {
			if q == p {
				return p
			}
		}
		return ""
	}
	if !wordlist.Has(s, []string{"1인칭", "스스로", "자신을", "자기를"}...) {
		return ""
	}
	for _, tok := range strings.Fields(s) {
		tok = particles(tok)
		for _, p := range persons {
			if tok == p {
				return p
			}
		}
	}
	return ""
}

// wordlike reports whether a phrase from a rule is something to look for in text: letters, no
// quote marks.
func wordlike(w string) bool {
	return w != "" && !strings.ContainsRune(w, '\'') && strings.IndexFunc(w, unicode.IsLetter) >= 0
}

func isLaugh(q string) bool {
	for _, l := range laughs {
		if q == l {
			return true
		}
	}
	return false
}
