// Package markers finds the heading and list markers at the start of a line (DESIGN §2): "#"…"######",
// "-", "*", "+", ">", "•", "·", "1.", "1)", "(1)", "①", "가.", "▶" and the like. An engine that turns a
// sentence into a list item or a heading has changed the shape of the text, so a rewritten sentence
// keeps only the markers its original began with.
package markers

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Lead returns the first marker of s and the text after it, both trimmed. Without a marker it
// returns "" and s trimmed.
func Lead(s string) (marker, rest string) {
	s = strings.TrimSpace(s)
	n := markerLen(s)
	if n == 0 {
		return "", s
	}
	return strings.TrimSpace(s[:n]), strings.TrimSpace(s[n:])
}

// All returns every marker stacked at the start of s ("- [ ] 할 일" has two) and the text after them.
func All(s string) (markers []string, rest string) {
	rest = strings.TrimSpace(s)
	for {
		m, r := Lead(rest)
		if m == "" || r == "" { // no marker, or a marker alone, which is the text itself: "-", "①"
			return markers, rest
		}
		markers, rest = append(markers, m), r
	}
}

// Strip removes all leading markers of s.
func Strip(s string) string {
	_, rest := All(s)
	return rest
}

// Keep removes from rewritten the leading markers that the original did not start with: markers the
// two share from the front stay, the first one that differs and all after it go.
func Keep(original, rewritten string) string {
	have, _ := All(original)
	got, rest := All(rewritten)
	same := 0
	for same < len(have) && same < len(got) && have[same] == got[same] {
		same++
	}
	if same == len(got) {
		return strings.TrimSpace(rewritten)
	}
	return strings.TrimSpace(strings.Join(append(got[:same:same], rest), " "))
}

// markerLen is the byte length of the marker at the start of s (s is trimmed), or 0.
func markerLen(s string) int {
	r, size := utf8.DecodeRuneInString(s)
	switch {
	case r == '#':
		n := len(s) - len(strings.TrimLeft(s, "#"))
		if n <= 6 {
			return spaced(s, n)
		}
	case r == '-' || r == '*' || r == '+' || r == '>' || r == '–':
		return spaced(s, size)
	case symbolBullet(r):
		return size
	case r == '(' || r == '[':
		return bracketed(s)
	case r >= '0' && r <= '9', isHangulLetter(r), r >= 'Ⅰ' && r <= 'Ⅻ':
		return numbered(s)
	}
	return 0
}

// spaced accepts a marker of n bytes only when whitespace follows it: "- 항목" but not "-3%" or "#태그".
func spaced(s string, n int) int {
	r, _ := utf8.DecodeRuneInString(s[n:])
	if n < len(s) && unicode.IsSpace(r) {
		return n
	}
	return 0
}

// symbolBullet is a bullet glyph that needs no space after it: "•항목", "①첫째".
func symbolBullet(r rune) bool {
	switch {
	case r >= '①' && r <= '⑳', r >= '❶' && r <= '❿', r >= '⑴' && r <= '⒇':
		return true
	}
	switch r {
	case '•', '·', '∙', '▪', '▫', '■', '□', '●', '○', '◆', '◇', '▶', '▷', '►', '▸', '※', '☞', '✔', '✓', '➔', '→':
		return true
	}
	return false
}

// numbered accepts a list number when whitespace follows: digits closed by "." or ")" ("1." "12)"),
// dotted levels ("1.2."), or a Hangul letter or Roman numeral closed the same way ("가." "Ⅱ)").
func numbered(s string) int {
	r, size := utf8.DecodeRuneInString(s)
	if r < '0' || r > '9' {
		if size < len(s) && (s[size] == '.' || s[size] == ')') {
			return spaced(s, size+1)
		}
		return 0
	}
	n := len(s) - len(strings.TrimLeft(s, "0123456789."))
	num := s[:n]
	switch {
	case !levels(strings.TrimSuffix(num, ".")):
		return 0
	case strings.HasSuffix(num, "."):
		return spaced(s, n) // "1.", "1.2."; "1.5" without the closing dot is a number
	case n < len(s) && s[n] == ')' && !strings.Contains(num, "."):
		return spaced(s, n+1)
	}
	return 0
}

// levels reports a list number of up to three levels of up to three digits: "1", "12", "1.2.3".
// "2026" is a year, not an item number.
func levels(num string) bool {
	parts := strings.Split(num, ".")
	if len(parts) > 3 {
		return false
	}
	for _, p := range parts {
		if p == "" || len(p) > 3 {
			return false
		}
	}
	return true
}

// bracketed accepts "(1)", "(가)", "[1]" and the checkboxes "[ ]", "[x]".
func bracketed(s string) int {
	closing := byte(')')
	if s[0] == '[' {
		closing = ']'
	}
	end := strings.IndexByte(s, closing)
	if end < 2 || end > 4 {
		return 0
	}
	inner := s[1:end]
	first, _ := utf8.DecodeRuneInString(inner)
	if inner == " " || inner == "x" || inner == "X" || strings.Trim(inner, "0123456789") == "" ||
		(utf8.RuneCountInString(inner) == 1 && isHangulLetter(first)) {
		return spaced(s, end+1)
	}
	return 0
}

// isHangulLetter is one of the letters Korean reports number their items with: 가 나 다 …, ㄱ ㄴ ㄷ ….
func isHangulLetter(r rune) bool {
	switch r {
	case '가', '나', '다', '라', '마', '바', '사', '아', '자', '차', '카', '타', '파', '하',
		'ㄱ', 'ㄴ', 'ㄷ', 'ㄹ', 'ㅁ', 'ㅂ', 'ㅅ', 'ㅇ', 'ㅈ', 'ㅊ', 'ㅋ', 'ㅌ', 'ㅍ', 'ㅎ':
		return true
	}
	return false
}
