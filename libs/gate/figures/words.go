package figures

import (
	"math/big"
	"sort"
	"strings"
)

// word tries the figures spelled in Hangul at the start of a word: a time-of-day word before a time,
// 마이너스 before digits, native numerals (두 명, 하나를), Sino-Korean numerals (십만 원) and vague
// magnitudes (수천 명). It returns the position to go on from.
func (sc *scanner) word(i int) int {
	rs := sc.rs
	w := hangulEnd(rs, i)
	name := string(rs[i:w])
	if meridiems[name] {
		if end, ok := sc.timeAfter(skipSpace(rs, w), name); ok {
			return end
		}
	}
	if name == "마이너스" {
		if j := skipSpace(rs, w); isDigit(runeAt(rs, j)) {
			return sc.number(j, "-")
		}
	}
	for _, try := range []func(int) (int, bool){sc.native, sc.sino, sc.vague} {
		if end, ok := try(i); ok {
			return end
		}
	}
	return i + 1
}

// timeAfter reads a time after a time-of-day word: "오후 3시", "오후 3:30", "오후 세 시".
func (sc *scanner) timeAfter(i int, mer string) (int, bool) {
	if v, end, ok := clock(sc.rs, i, mer); ok {
		sc.emit(v)
		return end, true
	}
	return sc.nativeHour(i, mer)
}

func hangulEnd(rs []rune, i int) int {
	for i < len(rs) && isHangul(rs[i]) {
		i++
	}
	return i
}

// particleList holds the particles and copula forms that may follow a spelled-out numeral or a
// counter: 하나를, 둘이서, 세 명이, 두 번째로, 세 시쯤.
var particleList = sortedLongestFirst(
	"이", "가", "을", "를", "은", "는", "도", "만", "의", "에", "에서", "에게", "와", "과", "로", "으로",
	"랑", "이랑", "하고", "씩", "뿐", "까지", "부터", "밖에", "이나", "나", "이라도", "라도", "이서", "서",
	"인", "이다", "이야", "야", "이고", "이면", "이며", "째", "쯤", "께", "만에",
	// copula endings: 삼십 퍼센트라서, 삼천 원이었다, 둘이에요
	"다", "이었다", "였다", "이에요", "예요", "입니다", "이라서", "라서", "이라고", "라고", "이라는", "라는",
	"인데", "이지만", "지만",
)

// particles reads the rest of the Hangul word at i as a chain of particles. It returns the end of
// the word and whether the whole rest was particles (an empty rest is).
func particles(rs []rune, i int) (int, bool) {
	end := hangulEnd(rs, i)
	for i < end {
		n := longestPrefix(rs[i:end], particleList)
		if n == 0 {
			return end, false
		}
		i += n
	}
	return end, true
}

func particlesOnly(rs []rune, i int) bool { _, ok := particles(rs, i); return ok }

func sortedLongestFirst(words ...string) []string {
	sort.SliceStable(words, func(a, b int) bool { return len(words[a]) > len(words[b]) })
	return words
}

// longestPrefix is the rune length of the longest word of list that starts rs, or 0.
func longestPrefix(rs []rune, list []string) int {
	for _, w := range list {
		if hasPrefix(rs, 0, w) {
			return len([]rune(w))
		}
	}
	return 0
}

// Counters. Native numerals take their own set; Sino-Korean ones (spelled out, always spaced) take
// calendar, money and measure counters.
var (
	nativeCounters = sortedLongestFirst(
		"명", "개", "번", "시", "시간", "분", "살", "달", "권", "잔", "대", "곳", "가지", "차례", "배",
		"마리", "사람", "장", "병", "그릇", "벌", "켤레", "줄", "주", "해", "군데", "건", "통", "쪽",
		"척", "알", "점", "송이", "채", "자루", "개월", "주일", "팀", "바퀴", "걸음", "마디", "문장",
		"끼", "판", "그루", "쌍", "조각", "상자", "개국", "개사", "종류", "단계", "과목",
	)
	sinoCounters = sortedLongestFirst(
		"년", "월", "일", "원", "명", "개", "번", "분", "초", "층", "주", "주년", "주일", "개월", "세",
		"회", "차", "호", "등", "위", "배", "점", "건", "시간", "달러", "년간", "일간",
		"개국",
	)
	// Counters glued to a native numeral that too often make an ordinary word: 한쪽, 열대, 세배.
	notGlued = []string{"한시도", "한배", "세배", "세대", "한주", "한쪽", "열대", "열병", "한통", "한알", "한점", "한채", "한판", "열줄"}
)

// counter reads a counter word at i (after a numeral, glued or after one space) and what may follow
// it. It returns the counter and the end of its word.
func counter(rs []rune, i int, list []string) (string, int, bool) {
	w := hangulEnd(rs, i)
	n := longestPrefix(rs[i:w], list)
	for ; n > 0; n = longestPrefix(rs[i:i+n-1], list) {
		if end, ok := particles(rs, i+n); ok {
			return string(rs[i : i+n]), end, true
		}
	}
	return "", i, false
}

// numeral is one spelled-out native number form with its value(s) (두세 is 2 or 3) and whether it
// stands before a counter (det: 두 명) or alone before a particle (둘이).
type numeral struct {
	form string
	vals []int
	det  bool
}

var natives = func() []numeral {
	det := []string{"한", "두", "세", "네", "다섯", "여섯", "일곱", "여덟", "아홉"}
	alone := []string{"하나", "둘", "셋", "넷", "다섯", "여섯", "일곱", "여덟", "아홉"}
	tens := []string{"열", "스물", "서른", "마흔", "쉰", "예순", "일흔", "여든", "아흔"}
	var ns []numeral
	add := func(form string, isDet bool, vals ...int) { ns = append(ns, numeral{form, vals, isDet}) }
	for u := range 9 {
		add(det[u], true, u+1)
		add(alone[u], false, u+1)
		for t, ten := range tens {
			add(ten+det[u], true, (t+1)*10+u+1)
			add(ten+alone[u], false, (t+1)*10+u+1)
		}
	}
	for t, ten := range tens {
		if ten == "스물" {
			add("스무", true, 20)
		} else {
			add(ten, true, (t+1)*10)
		}
		if ten != "열" { // 열이 나다, 열을 내다: heat, not ten
			add(ten, false, (t+1)*10)
		}
	}
	add("석", true, 3)
	add("넉", true, 4)
	for form, vals := range map[string][]int{
		"한두": {1, 2}, "두세": {2, 3}, "서너": {3, 4}, "네다섯": {4, 5}, "너덧": {4, 5}, "네댓": {4, 5},
		"대여섯": {5, 6}, "예닐곱": {6, 7},
	} {
		add(form, true, vals...)
	}
	sort.SliceStable(ns, func(a, b int) bool { return len(ns[a].form) > len(ns[b].form) })
	return ns
}()

// idioms are words that begin with a numeral and a particle but count nothing: 하나도 없다 (none at
// all), 둘도 없는 (unique).
var idioms = []string{"하나도", "둘도"}

// native reads a native Korean numeral before a counter ("두 명", "세 번째", "한두 개", "열두 시 반")
// or before a particle ("하나를", "둘이서").
func (sc *scanner) native(i int) (int, bool) {
	rs := sc.rs
	w := hangulEnd(rs, i)
	word := string(rs[i:w])
	for _, n := range natives {
		if !strings.HasPrefix(word, n.form) {
			continue
		}
		rest := i + len([]rune(n.form))
		if !n.det {
			if end, ok := particles(rs, rest); ok && rest < w && !hasAnyPrefix(word, idioms) {
				sc.emitInts(n.vals)
				return end, true
			}
			continue
		}
		at := rest
		if rest == w {
			if !(runeAt(rs, w) == ' ') {
				continue
			}
			at = w + 1
		} else if hasAnyPrefix(word, notGlued) {
			continue
		}
		c, end, ok := counter(rs, at, nativeCounters)
		if !ok {
			continue
		}
		if c == "시" && len(n.vals) == 1 {
			if v, tEnd, ok := hourTime(rs, at+1, n.vals[0], ""); ok {
				sc.emit(v)
				return tEnd, true
			}
		}
		sc.emitInts(n.vals)
		return end, true
	}
	return i, false
}

// nativeHour reads "세 시" after a time-of-day word: 오후 세 시 is 15:00.
func (sc *scanner) nativeHour(i int, mer string) (int, bool) {
	rs := sc.rs
	w := hangulEnd(rs, i)
	for _, n := range natives {
		if !n.det || len(n.vals) != 1 || !hasPrefix(rs, i, n.form) {
			continue
		}
		j := i + len([]rune(n.form))
		if j == w {
			j = skipSpace(rs, w)
		}
		if !at(rs, j, '시') {
			continue
		}
		if v, end, ok := hourTime(rs, j+1, n.vals[0], mer); ok {
			sc.emit(v)
			return end, true
		}
	}
	return i, false
}

func (sc *scanner) emitInts(vals []int) {
	for _, v := range vals {
		sc.emit(itoa(v))
	}
}

func hasAnyPrefix(s string, prefixes []string) bool {
	for _, p := range prefixes {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

var sinoDigits = map[rune]int64{'일': 1, '이': 2, '삼': 3, '사': 4, '오': 5, '육': 6, '칠': 7, '팔': 8, '구': 9}

// sino reads a Sino-Korean numeral spelled out as a whole word before a spaced counter: "십 년",
// "삼십 퍼센트", "오백만 원". A lone 이 is "this" (이 시간, 이 분), never two.
func (sc *scanner) sino(i int) (int, bool) {
	rs := sc.rs
	w := hangulEnd(rs, i)
	word := string(rs[i:w])
	if word == "이" || runeAt(rs, w) != ' ' {
		return i, false
	}
	v, ok := sinoValue(rs[i:w])
	if !ok {
		return i, false
	}
	if suffix, end := percent(rs, w); suffix != "" {
		if end, ok := particles(rs, end); ok {
			sc.emit(v.String() + suffix)
			return end, true
		}
	}
	if _, end, ok := counter(rs, w+1, sinoCounters); ok {
		sc.emit(v.String())
		return end, true
	}
	return i, false
}

// sinoValue reads a word made only of Sino-Korean number syllables: 삼천오백만 = (3×1000+5×100)×10⁴.
func sinoValue(rs []rune) (*big.Int, bool) {
	var s tally
	s.init()
	digit := int64(0)
	for _, r := range rs {
		if d, ok := sinoDigits[r]; ok {
			if digit != 0 {
				return nil, false // 삼사: two digits in a row
			}
			digit = d
			continue
		}
		t := term{amount: "1", small: 1, big: 1}
		if digit != 0 {
			t.amount = itoa(int(digit))
		}
		if u, ok := smallUnits[r]; ok {
			t.small = u
		} else if u, ok := bigUnits[r]; ok {
			t.big = u
			if digit == 0 && s.group.Sign() != 0 {
				t.amount = "0" // 십만: the group already holds the 십
			}
		} else {
			return nil, false
		}
		if !s.add(t) {
			return nil, false
		}
		digit = 0
	}
	if digit != 0 {
		s.add(term{amount: itoa(int(digit)), small: 1, big: 1})
	}
	v, _ := new(big.Int).SetString(s.String(), 10)
	return v, v != nil && v.Sign() > 0
}

// vague reads a magnitude with 수 before a counter: "수천 명", "수십억 원", "수백만원". It has no exact
// value, so it stays as written and only matches itself.
func (sc *scanner) vague(i int) (int, bool) {
	rs := sc.rs
	if rs[i] != '수' {
		return i, false
	}
	j := i + 1
	for j < len(rs) && (smallUnits[rs[j]] != 0 || bigUnits[rs[j]] != 0) {
		j++
	}
	if j == i+1 {
		return i, false
	}
	at := j
	if !isHangul(runeAt(rs, j)) {
		if runeAt(rs, j) != ' ' {
			return i, false
		}
		at = j + 1
	}
	_, end, ok := counter(rs, at, sinoCounters)
	if !ok {
		_, end, ok = counter(rs, at, nativeCounters)
	}
	if !ok {
		return i, false
	}
	sc.emit(string(rs[i:j]))
	return end, true
}
