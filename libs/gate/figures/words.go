package figures

import (
	"maltu/libs/gate/chars"
	"slices"
	"sort"
	"strings"
	"unicode/utf8"
)

// word tries the figures spelled in Hangul at the start of a word: a time-of-day word before a time,
// 마이너스 or 영하 before digits, native numerals (두 명, 하나를), Sino-Korean numerals (십만 원) and vague
// magnitudes (수천 명). It returns the position to go on from.
func (sc *scanner) word(i int) int {
	rs := sc.rs
	w := hangulEnd(rs, i)
	if mer, ok := meridiems.whole(rs[i:w]); ok {
		if end, ok := sc.timeAfter(skipSpace(rs, w), mer); ok {
			return end
		}
	}
	if _, ok := minus.whole(rs[i:w]); ok {
		if j := skipSpace(rs, w); isDigit(runeAt(rs, j)) {
			return sc.number(j, "-")
		}
	}
	if end, ok := sc.native(i); ok {
		return end
	}
	if end, ok := sc.sino(i); ok {
		return end
	}
	if end, ok := sc.vague(i); ok {
		return end
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

// wordList is a list of words kept as runes, longest first, so that matching against the runes of a
// sentence decodes nothing.
type wordList struct {
	runes [][]rune
	text  []string
}

func newWordList(words ...string) wordList {
	sort.SliceStable(words, func(a, b int) bool { return len(words[a]) > len(words[b]) })
	l := wordList{text: words}
	for _, w := range words {
		l.runes = append(l.runes, []rune(w))
	}
	return l
}

// longest is the rune length of the longest word of l that starts rs, or 0.
func (l wordList) longest(rs []rune) int {
	for _, w := range l.runes {
		if len(w) <= len(rs) && slices.Equal(rs[:len(w)], w) {
			return len(w)
		}
	}
	return 0
}

// whole returns the word of l that w is exactly.
func (l wordList) whole(w []rune) (string, bool) {
	for k, x := range l.runes {
		if slices.Equal(w, x) {
			return l.text[k], true
		}
	}
	return "", false
}

var minus = newWordList("마이너스", "영하") // 영하 14도 is -14 degrees: a rewrite that drops 영하 changes the figure

func hangulEnd(rs []rune, i int) int {
	for i < len(rs) && chars.IsSyllable(rs[i]) {
		i++
	}
	return i
}

// particleList holds the particles and copula forms that may follow a spelled-out numeral or a
// counter: 하나를, 둘이서, 세 명이, 두 번째로, 세 시쯤.
var particleList = newWordList(
	"이", "가", "을", "를", "은", "는", "도", "만", "의", "에", "에서", "에게", "와", "과", "로", "으로",
	"랑", "이랑", "하고", "씩", "뿐", "까지", "부터", "밖에", "이나", "나", "이라도", "라도", "이서", "서",
	"인", "이다", "이야", "야", "이고", "이면", "이며", "째", "쯤", "께", "만에", "보다",
	// copula endings: 삼십 퍼센트라서, 삼천 원이었다, 둘이에요, 2014년식이라 (its connective form)
	"다", "이었다", "였다", "이에요", "예요", "입니다", "이라서", "라서", "이라고", "라고", "이라는", "라는", "이라", "라",
	"인데", "이지만", "지만", "였고", "이었고", "였으며", "이었으며", "였습니다", "이었습니다", "였어요", "이었어요",
)

// particles reads the rest of the Hangul word at i as a chain of particles. It returns the end of
// the word and whether the whole rest was particles (an empty rest is).
func particles(rs []rune, i int) (int, bool) {
	end := hangulEnd(rs, i)
	for i < end {
		n := particleList.longest(rs[i:end])
		if n == 0 {
			return end, false
		}
		i += n
	}
	return end, true
}

func particlesOnly(rs []rune, i int) bool { _, ok := particles(rs, i); return ok }

// Counters. Native numerals take their own set; Sino-Korean ones (spelled out, always spaced) take
// calendar, money and measure counters.
var (
	nativeCounters = newWordList(
		"명", "개", "번", "시", "시간", "분", "살", "달", "권", "잔", "대", "곳", "가지", "차례", "배",
		"마리", "사람", "장", "병", "그릇", "벌", "켤레", "줄", "주", "해", "군데", "건", "통", "쪽",
		"척", "알", "점", "송이", "채", "자루", "개월", "주일", "팀", "바퀴", "걸음", "마디", "문장",
		"끼", "판", "그루", "쌍", "조각", "상자", "개국", "개사", "종류", "단계", "과목",
	)
	sinoCounters = newWordList(
		"년", "월", "일", "원", "명", "개", "번", "분", "초", "층", "주", "주년", "주일", "개월", "세",
		"회", "차", "호", "등", "위", "배", "점", "건", "시간", "달러", "년간", "일간",
		"개국",
	)
	// Counters glued to a native numeral that too often make an ordinary word: 한쪽, 열대, 세배.
	notGlued = newWordList("한시도", "한배", "세배", "세대", "한주", "한쪽", "열대", "열병", "한통", "한알", "한점", "한채", "한판", "열줄")
)

// counter reads a counter word of list at i (after a numeral, glued or after one space) and the
// particles that may follow it. It returns the counter's length in runes and the end of its word.
func counter(rs []rune, i int, list wordList) (n, end int, ok bool) {
	w := hangulEnd(rs, i)
	for n = list.longest(rs[i:w]); n > 0; n = list.longest(rs[i : i+n-1]) {
		if end, ok := particles(rs, i+n); ok {
			return n, end, true
		}
	}
	return 0, i, false
}

// numeral is one spelled-out native number form with its value(s) (두세 is 2 or 3) and whether it
// stands before a counter (det: 두 명) or alone before a particle (둘이).
type numeral struct {
	form string
	size int // runes in form
	vals []int
	det  bool
}

// natives holds the native numeral forms by their first syllable, longest first, so that a word is
// tried only against the forms that can start it.
var natives = func() map[rune][]numeral {
	det := []string{"한", "두", "세", "네", "다섯", "여섯", "일곱", "여덟", "아홉"}
	alone := []string{"하나", "둘", "셋", "넷", "다섯", "여섯", "일곱", "여덟", "아홉"}
	tens := []string{"열", "스물", "서른", "마흔", "쉰", "예순", "일흔", "여든", "아흔"}
	var ns []numeral
	add := func(form string, isDet bool, vals ...int) {
		ns = append(ns, numeral{form, len([]rune(form)), vals, isDet})
	}
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
	sort.SliceStable(ns, func(a, b int) bool { return ns[a].size > ns[b].size })
	byFirst := map[rune][]numeral{}
	for _, n := range ns {
		first, _ := utf8.DecodeRuneInString(n.form)
		byFirst[first] = append(byFirst[first], n)
	}
	return byFirst
}()

// idioms are words that begin with a numeral and a particle but count nothing: 하나도 없다 (none at
// all), 둘도 없는 (unique).
var idioms = newWordList("하나도", "둘도")

// native reads a native Korean numeral before a counter ("두 명", "세 번째", "한두 개", "열두 시 반")
// or before a particle ("하나를", "둘이서").
func (sc *scanner) native(i int) (int, bool) {
	rs := sc.rs
	w := hangulEnd(rs, i)
	for _, n := range natives[rs[i]] {
		if !hasPrefix(rs, i, n.form) {
			continue
		}
		rest := i + n.size
		if !n.det {
			if end, ok := particles(rs, rest); ok && rest < w && idioms.longest(rs[i:w]) == 0 {
				sc.emitInts(n.vals)
				return end, true
			}
			continue
		}
		at := rest
		if rest == w {
			if runeAt(rs, w) != ' ' {
				continue
			}
			at = w + 1
		} else if notGlued.longest(rs[i:w]) > 0 {
			continue
		}
		size, end, ok := counter(rs, at, nativeCounters)
		if !ok {
			continue
		}
		if size == 1 && rs[at] == '시' && len(n.vals) == 1 { // 세 시: a time, not three of something
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
	for _, n := range natives[runeAt(rs, i)] {
		if !n.det || len(n.vals) != 1 || !hasPrefix(rs, i, n.form) {
			continue
		}
		j := i + n.size
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

// sinoDigit is the value of a Sino-Korean digit syllable, or 0.
func sinoDigit(r rune) int {
	i := strings.IndexRune("일이삼사오육칠팔구", r)
	if i < 0 {
		return 0
	}
	return i/3 + 1 // each syllable takes three bytes
}

// sino reads a Sino-Korean numeral spelled out as a whole word before a spaced counter: "십 년",
// "삼십 퍼센트", "오백만 원". A lone 이 is "this" (이 시간, 이 분), never two.
func (sc *scanner) sino(i int) (int, bool) {
	rs := sc.rs
	w := hangulEnd(rs, i)
	if w-i == 1 && rs[i] == '이' || runeAt(rs, w) != ' ' {
		return i, false
	}
	for _, r := range rs[i:w] {
		if sinoDigit(r) == 0 && smallUnit(r) == 0 && bigUnit(r) == 0 {
			return i, false // most words: not made of number syllables at all
		}
	}
	v, ok := sinoValue(rs[i:w])
	if !ok {
		return i, false
	}
	if suffix, end := percent(rs, w); suffix != "" {
		if end, ok := particles(rs, end); ok {
			sc.emit(v + suffix)
			return end, true
		}
	}
	if _, end, ok := counter(rs, w+1, sinoCounters); ok {
		sc.emit(v)
		return end, true
	}
	return i, false
}

// sinoValue reads a word made only of Sino-Korean number syllables: 삼천오백만 = (3×1000+5×100)×10⁴.
func sinoValue(rs []rune) (string, bool) {
	var s tally
	digit := 0
	for _, r := range rs {
		if d := sinoDigit(r); d > 0 {
			if digit != 0 {
				return "", false // 삼사: two digits in a row
			}
			digit = d
			continue
		}
		t := term{amount: "1"}
		if digit != 0 {
			t.amount = itoa(digit)
		}
		if e := smallUnit(r); e > 0 {
			t.small = e
		} else if e := bigUnit(r); e > 0 {
			t.big = e
			if digit == 0 && len(s.group) > 0 {
				t.amount = "0" // 십만: the group already holds the 십
			}
		} else {
			return "", false
		}
		if !s.add(t) {
			return "", false
		}
		digit = 0
	}
	if digit != 0 {
		s.add(term{amount: itoa(digit)})
	}
	return s.value()
}

// vague reads a magnitude with 수 before a counter: "수천 명", "수십억 원", "수백만원". It has no exact
// value, so it stays as written and only matches itself.
func (sc *scanner) vague(i int) (int, bool) {
	rs := sc.rs
	if rs[i] != '수' {
		return i, false
	}
	j := i + 1
	for j < len(rs) && (smallUnit(rs[j]) > 0 || bigUnit(rs[j]) > 0) {
		j++
	}
	if j == i+1 {
		return i, false
	}
	at := j
	if !chars.IsSyllable(runeAt(rs, j)) {
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

// Counter reads the Hangul word w as a counter a numeral takes and its particles (상자가, 끼를):
// it returns the counter, or false when w is no counter (넘는, 정도).
func Counter(w string) (string, bool) {
	rs := []rune(w)
	for _, list := range []wordList{nativeCounters, sinoCounters} {
		if n, end, ok := counter(rs, 0, list); ok && end == len(rs) {
			return string(rs[:n]), true
		}
	}
	return "", false
}
