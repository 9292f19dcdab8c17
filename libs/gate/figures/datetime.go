package figures

import (
	"fmt"
	"maltu/libs/gate/chars"
	"strconv"
)

// date reads a calendar date: 2026-03-05 from "2026-03-05", "2026. 3. 5.", "2026/3/5" or
// "2026년 3월 5일"; 2026-03 from "2026년 3월" or "2026-03"; 03-05 from "3월 5일" (26년 is 0026). An impossible month or day is not a
// date, and "3/5" without a year is left to fail closed.
func date(rs []rune, i int) (string, int, bool) {
	if v, end, ok := numericDate(rs, i); ok {
		return v, end, true
	}
	return koreanDate(rs, i)
}

func numericDate(rs []rune, i int) (string, int, bool) {
	y, end, ok := smallInt(rs, i, 4)
	if !ok || end-i != 4 || end >= len(rs) {
		return "", i, false
	}
	sep := rs[end]
	if sep != '.' && sep != '-' && sep != '/' {
		return "", i, false
	}
	part := func(j int) (int, int, bool) {
		if !at(rs, j, sep) {
			return 0, j, false
		}
		j++
		if sep == '.' {
			j = skipSpace(rs, j)
		}
		return smallInt(rs, j, 2)
	}
	m, end, ok := part(end)
	if !ok || !validDay(m, 1) {
		return "", i, false
	}
	d, dEnd, ok := part(end)
	if !ok {
		if sep == '-' && !isDigit(runeAt(rs, end)) && end-i == 7 {
			return fmt.Sprintf("%04d-%02d", y, m), end, true // 2026-03, the form a year and month normalise to
		}
		return "", i, false
	}
	end = dEnd
	if !validDay(m, d) {
		return "", i, false
	}
	if sep == '.' && at(rs, end, '.') {
		end++
	}
	return fmt.Sprintf("%04d-%02d-%02d", y, m, d), end, true
}

func koreanDate(rs []rune, i int) (string, int, bool) {
	if y, end, ok := smallInt(rs, i, 4); ok && at(rs, end, '년') {
		m, mEnd, ok := smallInt(rs, skipSpace(rs, end+1), 2)
		if !ok || !at(rs, mEnd, '월') || !validDay(m, 1) {
			return "", i, false
		}
		if d, dEnd, ok := smallInt(rs, skipSpace(rs, mEnd+1), 2); ok && at(rs, dEnd, '일') && validDay(m, d) {
			return fmt.Sprintf("%04d-%02d-%02d", y, m, d), dEnd + 1, true
		}
		return fmt.Sprintf("%04d-%02d", y, m), mEnd + 1, true
	}
	m, end, ok := smallInt(rs, i, 2)
	if !ok || !at(rs, end, '월') {
		return "", i, false
	}
	d, dEnd, ok := smallInt(rs, skipSpace(rs, end+1), 2)
	if !ok || !at(rs, dEnd, '일') || !validDay(m, d) {
		return "", i, false
	}
	return fmt.Sprintf("%02d-%02d", m, d), dEnd + 1, true
}

func validDay(m, d int) bool { return m >= 1 && m <= 12 && d >= 1 && d <= 31 }

// clock reads a time of day written with digits: "9:05", "09:05:30", "3시", "3시 30분", "3시 반",
// adjusted by a word before it such as 오후 (mer). "3시간" is a duration, not a time.
func clock(rs []rune, i int, mer string) (string, int, bool) {
	h, end, ok := smallInt(rs, i, 2)
	if !ok {
		return "", i, false
	}
	if at(rs, end, ':') {
		return colonTime(rs, end, h, mer)
	}
	if at(rs, end, '시') {
		return hourTime(rs, end+1, h, mer)
	}
	return "", i, false
}

// colonTime reads ":05" or ":05:30" after the hour h; minutes and seconds take exactly two digits.
func colonTime(rs []rune, i, h int, mer string) (string, int, bool) {
	m, end, ok := smallInt(rs, i+1, 2)
	if !ok || end-i != 3 || m > 59 {
		return "", i, false
	}
	sec := ""
	if at(rs, end, ':') && isDigit(runeAt(rs, end+1)) {
		s, sEnd, ok := smallInt(rs, end+1, 2)
		if !ok || sEnd-end != 3 || s > 59 {
			return "", i, false
		}
		sec, end = fmt.Sprintf(":%02d", s), sEnd
	}
	if isDigit(runeAt(rs, end)) {
		return "", i, false
	}
	h, ok = dayHour(h, mer)
	if !ok {
		return "", i, false
	}
	return fmt.Sprintf("%02d:%02d", h, m) + sec, end, true
}

// hourTime reads what follows "N시" (i is just after 시): nothing or particles ("3시에"), or minutes
// ("3시 30분", "3시30분", "3시 반").
func hourTime(rs []rune, i, h int, mer string) (string, int, bool) {
	h, ok := dayHour(h, mer)
	if !ok {
		return "", i, false
	}
	if chars.IsSyllable(runeAt(rs, i)) {
		end, ok := particles(rs, i)
		if !ok {
			return "", i, false // 시간, 시장, 시기: not a time
		}
		return fmt.Sprintf("%02d:00", h), end, true
	}
	j := skipSpace(rs, i)
	if m, end, ok := smallInt(rs, j, 2); ok && at(rs, end, '분') && m <= 59 {
		if end, ok := particles(rs, end+1); ok {
			return fmt.Sprintf("%02d:%02d", h, m), end, true
		}
	}
	if at(rs, j, '반') {
		if end, ok := particles(rs, j+1); ok {
			return fmt.Sprintf("%02d:30", h), end, true
		}
	}
	return fmt.Sprintf("%02d:00", h), i, true
}

// dayHour turns an hour read with a time-of-day word into a 24-hour clock hour.
func dayHour(h int, mer string) (int, bool) {
	if mer == "" {
		return h, h <= 24
	}
	if h < 1 || h > 12 {
		return 0, false
	}
	switch mer {
	case "오전", "새벽", "아침":
		if h == 12 {
			return 0, true
		}
	case "오후", "저녁":
		if h < 12 {
			return h + 12, true
		}
	case "낮":
		if h <= 5 {
			return h + 12, true
		}
	case "밤":
		if h == 12 {
			return 0, true
		}
		if h >= 6 {
			return h + 12, true
		}
	}
	return h, true
}

// meridiems are the words before a time of day that tell morning from afternoon.
var meridiems = newWordList("오전", "오후", "새벽", "아침", "낮", "저녁", "밤")

func itoa(n int) string { return strconv.Itoa(n) }
