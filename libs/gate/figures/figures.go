// Package figures finds the figures of a Korean sentence and normalises them, so that a rewrite can be
// checked for figures gained or lost (DESIGN §2, contract §4.2 rules 2 and 3).
//
// Normal forms:
//
//	1,200 / 1200 / 1천2백                  1200
//	3.50 / +3.5                            3.5 (a plus sign is dropped, a minus kept: -3, 마이너스 3, 영하 3)
//	3만 / 1억 2천만 / 9.1조 / 십만           30000 / 120000000 / 9100000000000 / 100000
//	30% / 30 퍼센트 / 삼십 퍼센트           30%; 3%p / 3%포인트 / 3퍼센트포인트  3%p
//	두 명 / 세 번째 / 하나를 / 스물다섯 살   2 / 3 / 1 / 25 (native numerals only before a counter or particle)
//	2026년 3월 5일 / 2026. 3. 5. / 2026-03-05   2026-03-05; 3월 5일  03-05; 2026년 3월  2026-03
//	9:05 / 9시 5분 / 오전 9시 5분           09:05; 오후 3시 / 15시 / 오후 세 시  15:00; 3시 반  03:30
//	3분의 1                                1/3
//
// Forms that read two ways fail closed: they stay as written and match only themselves (1/2, 3:1,
// 2.3.1, 010-1234-5678, 수천). Number syllables inside ordinary words are never figures (이해, 구조,
// 조건, 일부, 사실, 만약).
//
// Scan gives each figure its Kind as well (kinds.go): whether it measures (3,400명, 2.4%) or names
// when or which (2026년 상반기, 셋째, 301호, 버전 2.0), which org mode's claim signal and the
// report's numbers both read.
package figures

import (
	"sync"
	"unicode"

	"maltu/libs/gate/chars"
)

// Of returns the normalised figures of s in order of appearance. As a multiset they are what a
// rewrite must keep.
func Of(s string) []string {
	buf := runePool.Get().(*[]rune)
	defer runePool.Put(buf)
	sc := scanner{rs: decode((*buf)[:0], chars.NFC(s))}
	*buf = sc.rs
	sc.run()
	return sc.out
}

// runePool keeps decoding buffers between calls: a gate reads several sentences per request, and
// the figures it returns are copies, so the buffer is free again when Of returns.
var runePool = sync.Pool{New: func() any { return new([]rune) }}

// decode appends the runes of s to buf in one pass, turning full-width digits into ASCII ones so
// that １２ and 12 are one figure.
func decode(buf []rune, s string) []rune {
	for _, r := range s {
		if r >= '０' && r <= '９' {
			r = '0' + (r - '０')
		}
		buf = append(buf, r)
	}
	return buf
}

// Diff compares the figures of an original and a rewritten sentence as multisets: gained are the
// figures the rewrite has beyond the original, lost the ones it dropped.
func Diff(original, rewritten []string) (gained, lost []string) {
	left := map[string]int{}
	for _, v := range original {
		left[v]++
	}
	for _, v := range rewritten {
		if left[v] > 0 {
			left[v]--
		} else {
			gained = append(gained, v)
		}
	}
	for _, v := range original {
		if left[v] > 0 {
			left[v]--
			lost = append(lost, v)
		}
	}
	return gained, lost
}

// Contains reports whether every figure of want occurs among the figures of in (as a multiset).
func Contains(in, want []string) bool {
	gained, _ := Diff(in, want)
	return len(gained) == 0
}

// scanner walks the runes once, left to right, trying the figure forms at each position.
type scanner struct {
	rs    []rune
	out   []string
	spans []span // where each of out was read, when Scan asks (non-nil)
}

func (sc *scanner) run() {
	for i := 0; i < len(sc.rs); {
		start, found := i, len(sc.out)
		switch {
		case isDigit(sc.rs[i]):
			i = sc.number(i, sign(sc.rs, i))
		case mayStartWord(sc.rs[i]) && wordStart(sc.rs, i):
			i = sc.word(i)
		default:
			i++
		}
		for sc.spans != nil && found < len(sc.out) {
			sc.spans, found = append(sc.spans, span{start, i}), found+1
		}
	}
}

func (sc *scanner) emit(v ...string) { sc.out = append(sc.out, v...) }

func isDigit(r rune) bool { return r >= '0' && r <= '9' }

// mayStartWord is a syllable that can begin a figure spelled in Hangul: a time-of-day word, 마이너스 or 영하,
// a native or Sino-Korean numeral, or 수 of 수천. Any other word is skipped without a look.
func mayStartWord(r rune) bool {
	switch r {
	case '오', '새', '아', '낮', '저', '밤', '마', '영', // 오전 오후 새벽 아침 낮 저녁 밤, 마이너스 마흔, 영하
		'한', '두', '세', '네', '다', '여', '일', '열', '스', '서', '쉰', '예', '하', '둘', '셋', '넷', '석', '넉', '너', '대',
		'이', '삼', '사', '육', '칠', '팔', '구', '십', '백', '천', '만', '억', '조', '수':
		return true
	}
	return false
}

// isWordRune is a rune that continues a word: a letter or a digit of any script.
func isWordRune(r rune) bool { return chars.IsSyllable(r) || unicode.IsLetter(r) || unicode.IsDigit(r) }

func isLatinLetter(r rune) bool { return r < 0x250 && unicode.IsLetter(r) }

func wordStart(rs []rune, i int) bool { return i == 0 || !isWordRune(rs[i-1]) }

// sign is the sign written directly before the digits at i: "-3", "−3", "±3.1%p". A hyphen after a
// letter or digit is a joiner (GPT-4, 3-5), not a sign; a plus sign adds nothing to the value.
func sign(rs []rune, i int) string {
	if i == 0 {
		return ""
	}
	if i >= 2 && isWordRune(rs[i-2]) {
		return ""
	}
	switch rs[i-1] {
	case '-', '−':
		return "-"
	case '±':
		return "±"
	}
	return ""
}
