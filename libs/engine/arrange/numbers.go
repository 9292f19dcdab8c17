package arrange

import (
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"

	"maltu/libs/engine/rules"
	"maltu/libs/gate/contract"
	"maltu/libs/gate/figures"
)

// numberRe finds a figure as written: digits with grouping and decimals, and Korean magnitudes
// that may follow (48억 2천만, 1,200억, 3.5만).
var numberRe = regexp.MustCompile(`[+-]?\d+(?:,\d{3})*(?:\.\d+)?(?:[십백천만억조]+(?:\s?\d+(?:,\d{3})*(?:\.\d+)?[십백천만억조]+)*)?`)

// units a figure may carry, longest first so that %p wins over %.
var units = []string{"%p", "퍼센트", "%", "개월", "시간", "분기", "단계", "가지", "달러", "엔", "원", "명", "개", "건", "배",
	"년", "월", "일", "시", "분", "초", "회", "곳", "대", "주", "번", "살", "세", "위", "점", "층", "호", "차", "km", "kg", "GB", "MB", "TB", "ms", "g"}

// spacedUnits may stand after a space (1,200억 원); other units must touch the figure, or 3 주요
// would read as three weeks.
var spacedUnits = []string{"원", "달러", "엔", "명", "건", "퍼센트", "시간", "개월"}

// particles trimmed off a context word.
var particles = []string{"에서는", "에서", "에는", "으로", "로", "은", "는", "이", "가", "을", "를", "의", "도", "에", "과", "와"}

// numbersIn lists the figures of one sentence with their unit and a short context (the words
// before the figure, or after it when it opens the sentence). A value is written so that the
// service's figure check reads in it what it reads in the sentence: 8.4% rather than 8.4,
// 11월 1일 rather than 11 (a date). A figure that cannot be written so is left out, and a list
// number at the start (1. or 2)) is a marker, not a figure.
func numbersIn(s string) []contract.Number {
	var out []contract.Number
	inSentence := figures.Of(s)
	done := 0
	for _, loc := range numberRe.FindAllStringIndex(s, -1) {
		if loc[0] < done {
			continue // inside a date or time already taken whole
		}
		after := s[loc[1]:]
		if loc[0] == 0 && (strings.HasPrefix(after, ".") || strings.HasPrefix(after, ")")) {
			continue
		}
		unit, rest := unitOf(after)
		value, end, ok := readable(s, loc[0], loc[1], unit, inSentence)
		if !ok {
			continue
		}
		done = end
		if strings.ContainsAny(value[len(s[loc[0]:loc[1]]):], "0123456789") {
			unit, rest = "", s[end:] // a date or a time: the value says it all
		}
		out = append(out, contract.Number{Value: value, Unit: unit, Context: contextOf(s[:loc[0]], rest), Evidence: s})
	}
	return out
}

// unitOf reads the unit right after a figure.
func unitOf(after string) (unit, rest string) {
	trimmed := strings.TrimPrefix(after, " ")
	for _, u := range units {
		if strings.HasPrefix(after, u) {
			return u, after[len(u):]
		}
		if slices.Contains(spacedUnits, u) && strings.HasPrefix(trimmed, u) {
			return u, trimmed[len(u):]
		}
	}
	return "", after
}

// readable finds the shortest span from start, at least the figure itself, whose figures the
// sentence has: the figure, then with its unit (8.4%, 7시), then with up to three more words
// (11월 1일, 2024년 3월).
func readable(s string, start, end int, unit string, inSentence []string) (value string, to int, ok bool) {
	candidates := []int{end}
	if unit != "" {
		candidates = append(candidates, strings.Index(s[end:], unit)+end+len(unit))
	}
	next := candidates[len(candidates)-1]
	for range 3 { // the rest of this word, then the next two
		i := strings.IndexByte(s[next:], ' ')
		if i == 0 {
			i = strings.IndexByte(s[next+1:], ' ')
			if i >= 0 {
				i++
			}
		}
		if i < 0 {
			i = len(s) - next
		}
		if next += i; next > candidates[len(candidates)-1] {
			candidates = append(candidates, next)
		}
	}
	for _, c := range candidates {
		v := strings.TrimRight(s[start:c], ",. ")
		if want := figures.Of(v); len(want) > 0 && figures.Contains(inSentence, want) {
			return v, start + len(v), true
		}
	}
	return "", 0, false
}

// contextOf names what a figure measures: the nearest subject or topic before it with the bare
// nouns in front of it (신규 고객 유입은 → 신규 고객 유입), else the words after it up to the first
// one with a particle (3분기 온라인 판매 실적을 → 온라인 판매 실적).
func contextOf(before, after string) string {
	words := strings.Fields(before)
	for i := len(words) - 1; i >= 0; i-- {
		w := strings.Trim(words[i], ",.()[]\"'“”")
		noun, ok := cutAny(w, []string{"은", "는", "이", "가"})
		// One syllable left is more often a verb form (오는, 가는) than a noun.
		if !ok || utf8.RuneCountInString(noun) < 2 || numberRe.MatchString(w) || strings.HasSuffix(noun, "에") {
			if strings.HasSuffix(words[i], ",") {
				break // the figure's clause starts after a comma
			}
			continue
		}
		phrase := []string{noun}
		for j := i - 1; j >= 0 && len(phrase) < 3 && bareNoun(words[j]); j-- {
			phrase = append([]string{words[j]}, phrase...)
		}
		return strings.Join(phrase, " ")
	}
	if i := strings.IndexByte(after, ' '); i > 0 {
		after = after[i:] // the rest of the figure's own word is a particle (7시까지)
	} else if i < 0 {
		after = ""
	}
	var phrase []string
	for _, w := range strings.Fields(after) {
		if len(phrase) == 3 {
			break
		}
		w = strings.Trim(w, ",.()[]\"'“”")
		if w == "" || numberRe.MatchString(w) {
			continue
		}
		noun, ok := cutAny(w, particles)
		phrase = append(phrase, noun)
		if ok {
			break
		}
	}
	return strings.Join(phrase, " ")
}

// bareNoun guesses that a word without a particle is a noun in a compound (신규 고객, 재구매):
// not a figure, not a connector, and not ending as verbs and adverbs do.
func bareNoun(w string) bool {
	if numberRe.MatchString(w) || rules.SenseOf(w) != 0 || strings.ContainsAny(w, ",.") {
		return false
	}
	r := []rune(w)
	return len(r) <= 6 && !strings.ContainsRune("어아고며서면게히지도께요다", r[len(r)-1])
}

func cutAny(w string, suffixes []string) (string, bool) {
	for _, p := range suffixes {
		if x, ok := strings.CutSuffix(w, p); ok && x != "" {
			return x, true
		}
	}
	return w, false
}
