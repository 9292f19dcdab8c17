package figures

import (
	"slices"
	"strings"
)

// number reads the figure starting with the digit at i and returns the position after it. Dates and
// clock times come first because their parts are numbers too; then the forms that fail closed; then
// an amount with Korean magnitudes and a percent sign.
func (sc *scanner) number(i int, sgn string) int {
	rs := sc.rs
	if v, end, ok := date(rs, i); ok {
		sc.emit(v)
		return end
	}
	if v, end, ok := clock(rs, i, ""); ok {
		sc.emit(v)
		return end
	}
	if v, end, ok := ratio(rs, i); ok {
		sc.emit(sgn + v)
		return end
	}
	if v, end, ok := literal(rs, i); ok {
		sc.emit(sgn + v)
		return end
	}
	if v, end, ok := fraction(rs, i); ok {
		sc.emit(v)
		return end
	}
	v, end := magnitude(rs, i)
	pct, end := percent(rs, end)
	sc.emit(sgn + v + pct)
	return end
}

func digitsEnd(rs []rune, i int) int {
	for i < len(rs) && isDigit(rs[i]) {
		i++
	}
	return i
}

// smallInt reads at most maxLen digits at i as an int; ok is false for a longer run or none.
func smallInt(rs []rune, i, maxLen int) (n, end int, ok bool) {
	end = digitsEnd(rs, i)
	if end == i || end-i > maxLen {
		return 0, i, false
	}
	for _, r := range rs[i:end] {
		n = n*10 + int(r-'0')
	}
	return n, end, true
}

func at(rs []rune, i int, r rune) bool { return i < len(rs) && rs[i] == r }

func hasPrefix(rs []rune, i int, p string) bool {
	for _, r := range p {
		if i >= len(rs) || rs[i] != r {
			return false
		}
		i++
	}
	return true
}

// skipSpace steps over one space, the most Korean spacing puts between the parts of a figure.
func skipSpace(rs []rune, i int) int {
	if at(rs, i, ' ') {
		return i + 1
	}
	return i
}

// literal reads the forms that fail closed: 1/2, 24/7, 3:1, 2.3.1, 010-1234-5678. They are kept as
// written, so they equal only themselves. Dates and times were tried before.
func literal(rs []rune, i int) (string, int, bool) {
	end := digitsEnd(rs, i)
	if end+1 >= len(rs) || !isDigit(rs[end+1]) {
		return "", i, false
	}
	sep := rs[end]
	if sep != '/' && sep != ':' && sep != '.' && sep != '-' {
		return "", i, false
	}
	groups := 1
	for at(rs, end, sep) && end+1 < len(rs) && isDigit(rs[end+1]) {
		end = digitsEnd(rs, end+1)
		groups++
	}
	if (sep == '.' || sep == '-') && groups < 3 {
		return "", i, false // 3.5 is a decimal, 3-5 a range
	}
	return string(rs[i:end]), end, true
}

// ratio reads a ratio with a decimal in a part (2.3:1, 1:1.4, 1:1.5:2), kept as written as literal
// keeps 3:1: read as a literal, 1:1.4 would end at 1:1 and leave a figure 4 that nobody wrote.
// It runs on every figure of digits, so one with no colon after its first part is let go there.
func ratio(rs []rune, i int) (string, int, bool) {
	_, end := amount(rs, i)
	if !at(rs, end, ':') || !isDigit(runeAt(rs, end+1)) {
		return "", i, false
	}
	for at(rs, end, ':') && isDigit(runeAt(rs, end+1)) {
		_, end = amount(rs, end+1)
	}
	if !slices.Contains(rs[i:end], '.') || slices.Contains(rs[i:end], ',') {
		return "", i, false
	}
	return string(rs[i:end]), end, true
}

// fraction reads "3분의 1" as 1/3, the way it is written with a slash.
func fraction(rs []rune, i int) (string, int, bool) {
	den, end, ok := smallInt(rs, i, 9)
	if !ok || !hasPrefix(rs, end, "분의") {
		return "", i, false
	}
	j := skipSpace(rs, end+2)
	num, end, ok := smallInt(rs, j, 9)
	if !ok {
		return "", i, false
	}
	return itoa(num) + "/" + itoa(den), end, true
}

// amount reads digits with valid thousands grouping and an optional decimal part, as written:
// "1,200.50" gives "1200.50". A comma not followed by exactly three digits ends the number ("3,14").
func amount(rs []rune, i int) (string, int) {
	end := digitsEnd(rs, i)
	var b strings.Builder
	b.WriteString(string(rs[i:end]))
	if end-i <= 3 {
		for at(rs, end, ',') && digitsEnd(rs, end+1) == end+4 {
			b.WriteString(string(rs[end+1 : end+4]))
			end += 4
		}
	}
	if at(rs, end, '.') && end+1 < len(rs) && isDigit(rs[end+1]) {
		frac := digitsEnd(rs, end+1)
		b.WriteString(string(rs[end:frac]))
		end = frac
	}
	return b.String(), end
}

// canonical writes a decimal without leading zeros, trailing fractional zeros or a bare point.
func canonical(s string) string {
	whole, frac, _ := strings.Cut(s, ".")
	whole = strings.TrimLeft(whole, "0")
	if whole == "" {
		whole = "0"
	}
	if frac = strings.TrimRight(frac, "0"); frac != "" {
		return whole + "." + frac
	}
	return whole
}

// term is an amount followed directly by at most one small and one big magnitude: "3", "2천",
// "5백만". The magnitudes are kept as powers of ten.
type term struct {
	amount     string
	small, big int
	end        int
}

func termAt(rs []rune, i int) term {
	a, end := amount(rs, i)
	t := term{amount: a}
	if e := smallUnit(runeAt(rs, end)); e > 0 {
		t.small, end = e, end+1
	}
	if e := bigUnit(runeAt(rs, end)); e > 0 && !hasPrefix(rs, end, "만큼") {
		t.big, end = e, end+1
	}
	t.end = end
	return t
}

func (t term) bare() bool { return t.small == 0 && t.big == 0 }

// magnitude reads an amount with Korean magnitudes: "3만", "9.1조", "2천5백만", "1억 2천만". A
// following term, glued or after a space, continues the figure only when it carries a magnitude in
// falling order, or is the won amount closing a 만 group ("3만 5000원"); anything else starts the next.
// A sum too large to hold stays as written.
func magnitude(rs []rune, i int) (string, int) {
	t := termAt(rs, i)
	if t.bare() {
		return canonical(t.amount), t.end
	}
	var sum tally
	sum.add(t)
	for {
		start := t.end
		if at(rs, start, ' ') {
			start++
		}
		if !isDigit(runeAt(rs, start)) {
			break
		}
		next := termAt(rs, start)
		if next.bare() && !(sum.lastBig == 4 && len(next.amount) <= 4 && hasPrefix(rs, skipSpace(rs, next.end), "원")) {
			break
		}
		if !sum.add(next) {
			break
		}
		t = next
	}
	if v, ok := sum.value(); ok {
		return v, t.end
	}
	return strings.ReplaceAll(string(rs[i:t.end]), ",", ""), t.end
}

// percent reads a percent sign after a figure: "30%", "30 %", "30퍼센트", "30프로"; with "p" or
// "포인트" after it, percentage points: "3%p", "3퍼센트포인트".
func percent(rs []rune, i int) (string, int) {
	j := skipSpace(rs, i)
	switch {
	case at(rs, j, '%') || at(rs, j, '％'):
		j++
	case hasPrefix(rs, j, "퍼센트"):
		j += 3
	case hasPrefix(rs, j, "프로") && particlesOnly(rs, j+2): // 30프로, not 3프로젝트
		j += 2
	default:
		return "", i
	}
	if (at(rs, j, 'p') || at(rs, j, 'P')) && !isLatinLetter(runeAt(rs, j+1)) {
		return "%p", j + 1
	}
	if hasPrefix(rs, j, "포인트") {
		return "%p", j + 3
	}
	return "%", j
}

func runeAt(rs []rune, i int) rune {
	if i < len(rs) {
		return rs[i]
	}
	return 0
}
