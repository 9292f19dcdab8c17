package arrange

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
)

// TestNativeNumeralCounts counts, over the outside sets from set 10 on (ARRANGE_NATIVE=1 runs it),
// the native numerals before a counter (두 번, 세 군데, 서른 명) and the native words of a span
// (사흘, 보름, 절반) that the writers list as figures and those they leave out, in all and by the
// shape of where each stands: which sentence and draft carry it, what it is to its clause. The
// engine lists none of them (readMagnitudeWords). It decides nothing: a shape that parts the two
// would have to be listed at least 2:1 in four sets before the engine reads by it
// (docs/report-cases.md, round 21, has the counts).
func TestNativeNumeralCounts(t *testing.T) {
	if os.Getenv("ARRANGE_NATIVE") == "" {
		t.Skip("set ARRANGE_NATIVE=1 to count the native numerals the writers list")
	}
	var uses []nativeUse
	for _, c := range readCases(t, "testdata/cases") {
		set, n := caseSet(c.name), 0
		if fmt.Sscanf(set, "set %d", &n); n >= 10 {
			uses = append(uses, nativeUses(c, set)...)
		}
	}
	for _, s := range nativeShapes {
		perSet, sets := countBySet(uses, s.holds)
		all, line := [2]int{}, []string{}
		for _, set := range sets {
			n := perSet[set]
			all[0], all[1] = all[0]+n[0], all[1]+n[1]
			line = append(line, fmt.Sprintf("%s %d/%d", strings.Fields(set)[1], n[0], n[1]))
		}
		found, wrong := leaveOneSetOut(perSet, sets)
		t.Logf("%s: listed %d, left out %d; by set (listed/left) %s; read by it where the other sets pass: found +%d, non-figures +%d",
			s.name, all[0], all[1], strings.Join(line, ", "), found, wrong)
	}
}

// countBySet counts the uses a shape holds of, listed and left out, by set.
func countBySet(uses []nativeUse, holds func(nativeUse) bool) (map[string][2]int, []string) {
	perSet := map[string][2]int{}
	var sets []string
	for _, u := range uses {
		if !holds(u) {
			continue
		}
		if _, ok := perSet[u.set]; !ok {
			sets = append(sets, u.set)
		}
		n := perSet[u.set]
		if u.listed {
			n[0]++
		} else {
			n[1]++
		}
		perSet[u.set] = n
	}
	return perSet, sets
}

// leaveOneSetOut reads each set by a shape where the other sets pass the rule for building a class
// (listed at least 2:1, in at least four sets) and sums what that reading finds in the sets left
// out: expected figures found and values listed that no writer expects.
func leaveOneSetOut(perSet map[string][2]int, sets []string) (found, wrong int) {
	for _, out := range sets {
		listed, left, listing := 0, 0, 0
		for _, set := range sets {
			if n := perSet[set]; set != out {
				listed, left = listed+n[0], left+n[1]
				if n[0] > 0 {
					listing++
				}
			}
		}
		if listed > 0 && listed >= 2*left && listing >= 4 {
			found, wrong = found+perSet[out][0], wrong+perSet[out][1]
		}
	}
	return found, wrong
}

// nativeUse is one native numeral of a draft and where it stands.
type nativeUse struct {
	set               string
	listed            bool   // the writer lists it among the figures
	numeral, counter  string // 두, 번; a word of a span (사흘) has no counter
	rest              string // what is written on the counter (만, 이, 으로)
	sentence          string
	digits, key       bool // the sentence has a figure in digits; it is an expected key point
	draftDigitFigures int  // figures in digits the writer lists in the draft
}

// nativeShapes are the shapes counted: of the sentence (digits beside it, a comparison), of the
// clause (the count as subject, object or topic, a bare count before the verb, 만 or 씩 on it),
// of the draft (figure-heavy), of the reading (a key point) and of the numeral itself (한).
var nativeShapes = []struct {
	name  string
	holds func(nativeUse) bool
}{
	{"all", func(nativeUse) bool { return true }},
	{"the sentence has figures in digits", func(u nativeUse) bool { return u.digits }},
	{"no figure in digits beside it", func(u nativeUse) bool { return !u.digits }},
	{"compared (두 배, 절반, 보다, 대비, a change from-to)", func(u nativeUse) bool {
		return u.counter == "배" || u.numeral == "절반" || strings.Contains(u.sentence, "보다") || strings.Contains(u.sentence, "대비") || strings.Contains(u.sentence, "에서 ") && strings.Contains(u.sentence, "로 ")
	}},
	{"subject, object, topic or copula on the counter", func(u nativeUse) bool {
		return slices.ContainsFunc([]string{"이", "가", "을", "를", "은", "는", "도", "예요", "이에요", "였", "이었", "이면", "이라", "입니다", "이나"}, func(p string) bool { return strings.HasPrefix(u.rest, p) })
	}},
	{"bare before the verb (두 번 전화했어요)", func(u nativeUse) bool { return u.rest == "" }},
	{"만, 뿐 or 씩 on the counter", func(u nativeUse) bool {
		return strings.HasPrefix(u.rest, "만") || strings.HasPrefix(u.rest, "뿐") || strings.HasPrefix(u.rest, "씩")
	}},
	{"a figure-heavy draft (5 or more figures in digits)", func(u nativeUse) bool { return u.draftDigitFigures >= 5 }},
	{"an expected key point", func(u nativeUse) bool { return u.key }},
	{"the numeral 한", func(u nativeUse) bool { return u.numeral == "한" }},
	{"a numeral of two or more", func(u nativeUse) bool { return u.counter != "" && u.numeral != "한" }},
}

// nativeTens and nativeOnes make the native numerals (열한, 서른두); 석 and 넉 go before 달 and 되.
var (
	nativeTens = []string{"열", "스물", "스무", "서른", "마흔", "쉰", "예순", "일흔", "여든", "아흔"}
	nativeOnes = []string{"한", "두", "세", "네", "다섯", "여섯", "일곱", "여덟", "아홉", "석", "넉", "두세", "서너"}
	// nativeSpans count days or a share in a word of their own.
	nativeSpans = []string{"하루", "이틀", "사흘", "나흘", "닷새", "엿새", "이레", "열흘", "보름", "절반"}
)

func nativeNumeral(w string) bool {
	if slices.Contains(nativeTens, w) || slices.Contains(nativeOnes, w) {
		return true
	}
	for _, t := range nativeTens {
		if x, ok := strings.CutPrefix(w, t); ok && slices.Contains(nativeOnes, x) {
			return true
		}
	}
	return false
}

// nativeUses finds c's native numerals before a counter of the dictionary (or 곳, which the
// dictionary lacks) and its words of a span, each marked listed where the writer lists its value.
func nativeUses(c reportCase, set string) []nativeUse {
	listed := map[string]int{}
	digitFigures := 0
	for _, n := range c.numbers {
		if numeric(n[0]) {
			digitFigures++
		} else {
			listed[strings.ReplaceAll(n[0], " ", "")]++
		}
	}
	take := func(v string) bool {
		for w, n := range listed {
			if n > 0 && strings.HasPrefix(w, v) {
				listed[w]--
				return true
			}
		}
		return false
	}
	var out []nativeUse
	for i, s := range c.sentences {
		words := strings.Fields(s)
		for j, w := range words {
			w = strings.Trim(w, "(),.'\"“”‘’·-:")
			u := nativeUse{set: set, sentence: s, key: slices.Contains(c.key, i+1), draftDigitFigures: digitFigures, digits: numeric(s)}
			switch {
			case nativeNumeral(w) && j+1 < len(words):
				next := strings.Trim(words[j+1], "(),.'\"“”‘’:")
				u.counter = longestCounter(next)
				if u.counter == "" || strings.HasPrefix(next[len(u.counter):], "째") {
					continue // 두 번째: which one
				}
				u.numeral, u.rest = w, next[len(u.counter):]
			default:
				i := slices.IndexFunc(nativeSpans, func(p string) bool { return strings.HasPrefix(w, p) })
				if i < 0 {
					continue
				}
				u.numeral, u.rest = nativeSpans[i], w[len(nativeSpans[i]):]
			}
			u.listed = take(u.numeral + u.counter)
			out = append(out, u)
		}
	}
	return out
}

// longestCounter is the longest counter of the dictionary (or 곳) that w opens with.
func longestCounter(w string) string {
	for end := len(w); end > 0; end-- {
		if p := w[:end]; dictionaryCounters[p] || p == "곳" {
			return p
		}
	}
	return ""
}
