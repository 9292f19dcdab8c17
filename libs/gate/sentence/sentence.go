// Package sentence splits Korean prose into sentences by the rule every service shares (DESIGN §2):
// a sentence ends after a run of . ? ! … 。 followed by whitespace or the end of a line, together with the
// closing quotes and brackets that follow the run; a newline always ends one. A number (3.5, 1,200,
// 2026. 3. 5.), a list number at the start of a sentence (1.) and Latin initials (U.S.) never end one,
// and neither does punctuation inside a matched pair of quotes or brackets.
//
// The pieces are substrings of the input, trimmed of surrounding whitespace, so joining them loses no
// character other than whitespace.
package sentence

import (
	"maltu/libs/gate/chars"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Split returns the trimmed, non-empty sentences of text in order.
func Split(text string) []string {
	var (
		out []string
		l   line // reused from line to line
	)
	for len(text) > 0 {
		end, next := lineEnd(text)
		l.decode(text[:end])
		out = l.split(out)
		text = text[next:]
	}
	return out
}

// lineEnd finds the first line break of s: the end of the line and the start of the next one.
func lineEnd(s string) (end, next int) {
	for i, r := range s {
		switch r {
		case '\r':
			if strings.HasPrefix(s[i+1:], "\n") {
				return i, i + 2
			}
			return i, i + 1
		case '\n', '\u0085', '\u2028', '\u2029':
			return i, i + utf8.RuneLen(r)
		}
	}
	return len(s), len(s)
}

// line is one line decoded once: its runes, the byte offset where each starts (plus the end), and
// which cut points fall inside quotes or brackets.
type line struct {
	text   string
	runes  []rune
	at     []int
	quoted []bool
}

func (l *line) decode(s string) {
	if n := utf8.RuneCountInString(s); cap(l.runes) < n {
		l.runes, l.at, l.quoted = make([]rune, 0, n), make([]int, 0, n+1), make([]bool, 0, n)
	}
	l.text, l.runes, l.at = s, l.runes[:0], l.at[:0]
	for i, r := range s {
		l.runes = append(l.runes, r)
		l.at = append(l.at, i)
	}
	l.at = append(l.at, len(s))
	l.quoted = quotedSpans(l.runes, l.quoted[:0])
}

// split appends the sentences of the line (no line breaks inside) to out.
func (l *line) split(out []string) []string {
	rs, s, quoted := l.runes, l.text, l.quoted
	start := 0
	for i := 0; i < len(rs); {
		if !isTerminal(rs[i]) {
			i++
			continue
		}
		j := i
		for j < len(rs) && isTerminal(rs[j]) {
			j++
		}
		k := j
		for k < len(rs) && isCloser(rs[k]) {
			k++
		}
		if (k == len(rs) || unicode.IsSpace(rs[k])) && !quoted[k-1] && !keepsGoing(rs, start, i, j) {
			out = appendTrimmed(out, s[l.at[start]:l.at[k]])
			start = k
		}
		i = k
	}
	return appendTrimmed(out, s[l.at[start]:])
}

func appendTrimmed(out []string, s string) []string {
	if s = strings.TrimSpace(s); s != "" {
		out = append(out, s)
	}
	return out
}

// isTerminal reports the sentence-final punctuation of DESIGN §2, with the full-width forms.
func isTerminal(r rune) bool {
	switch r {
	case '.', '?', '!', '…', '。', '？', '！', '．':
		return true
	}
	return false
}

func isCloser(r rune) bool { _, ok := chars.Opener(r); return ok }

// quotedSpans appends to inside, for each rune, whether a cut right after it would fall inside a
// matched pair of quotes or brackets. Only pairs that close on the same line count: an unmatched quote
// in messenger text must not swallow the rest of the line.
func quotedSpans(rs []rune, inside []bool) []bool {
	var depth []int // made at the first matched pair; most lines have none
	var stack []int
	for i, r := range rs {
		if chars.IsSyllable(r) {
			continue // a Hangul syllable, most of the line: never a quote or bracket
		}
		if r == '\'' && i > 0 && i+1 < len(rs) && isLatinLetter(rs[i-1]) && isLatinLetter(rs[i+1]) {
			continue // an apostrophe: don't, OpenAI's
		}
		if o, ok := chars.Opener(r); ok {
			if top := lastIndex(rs, stack, o); top >= 0 {
				if depth == nil {
					depth = make([]int, len(rs))
				}
				depth[stack[top]]++
				depth[i]--
				stack = stack[:top]
				continue
			}
		}
		if chars.IsOpener(r) {
			stack = append(stack, i)
		}
	}
	n := 0
	for i := range rs {
		if depth != nil {
			n += depth[i]
		}
		inside = append(inside, n > 0)
	}
	return inside
}

// lastIndex is the position in stack of the innermost opener o, or -1.
// It looks at most 32 levels deep, so that a line of a thousand brackets stays linear.
func lastIndex(rs []rune, stack []int, o rune) int {
	for k := len(stack) - 1; k >= 0 && k >= len(stack)-32; k-- {
		if rs[stack[k]] == o {
			return k
		}
	}
	return -1
}

func isLatinLetter(r rune) bool { return r < 0x250 && unicode.IsLetter(r) }

func isDigit(r rune) bool { return r >= '0' && r <= '9' }

// keepsGoing reports a full stop that does not end a sentence although space follows it: a list
// number opening the sentence ("1. 개요") or standing alone in a one-line list, a date or number written with dots ("2026. 3. 5."), or Latin
// initials and titles ("U.S.", "J. K.", "Dr."). The run is rs[i:j]; the sentence began at start.
func keepsGoing(rs []rune, start, i, j int) bool {
	if j != i+1 || (rs[i] != '.' && rs[i] != '．') {
		return false
	}
	if numbering(rs, start, i) {
		return true
	}
	if i > 0 && isDigit(rs[i-1]) && (digitFollows(rs, j) || dottedGroups(rs, i) >= 3 || listNumber(rs, start, i)) {
		return true
	}
	w := wordBefore(rs, start, i)
	if len(w) == 1 && unicode.IsUpper(w[0]) && isLatinLetter(w[0]) {
		return true
	}
	return abbreviations[string(w)]
}

var abbreviations = map[string]bool{"Mr": true, "Mrs": true, "Ms": true, "Dr": true, "Prof": true, "St": true, "Jr": true, "Sr": true, "vs": true, "No": true}

// numbering reports whether the sentence so far is only a list number such as "1" or "2.3", so that
// the full stop at i belongs to it: "1. 개요".
func numbering(rs []rune, start, i int) bool {
	k := i
	for k > start && (isDigit(rs[k-1]) || rs[k-1] == '.') {
		k--
	}
	if k == i || i-k > 6 {
		return false
	}
	for ; k > start; k-- {
		if !unicode.IsSpace(rs[k-1]) {
			return false
		}
	}
	return true
}

// listNumber reports a one- or two-digit number standing alone before the full stop at i, as in a
// list written on one line: "1. 여권 2. 충전기". A longer number ("총 120.") ends a sentence.
func listNumber(rs []rune, start, i int) bool {
	k := i
	for k > start && isDigit(rs[k-1]) {
		k--
	}
	return i-k <= 2 && (k == start || unicode.IsSpace(rs[k-1]))
}

// digitFollows reports whether the first non-space rune at or after j is a digit.
func digitFollows(rs []rune, j int) bool {
	for ; j < len(rs); j++ {
		if !unicode.IsSpace(rs[j]) {
			return isDigit(rs[j])
		}
	}
	return false
}

// dottedGroups counts, up to 3, the groups of a dotted number ending at the full stop rs[i]:
// "2026. 3. 5." is 3.
func dottedGroups(rs []rune, i int) int {
	groups := 0
	for {
		k := i
		for k > 0 && isDigit(rs[k-1]) {
			k--
		}
		if k == i {
			return groups
		}
		groups++
		if groups == 3 {
			return groups // enough for a date; no need to look further back
		}
		k-- // the dot before the digits, if any, after at most one space
		if k >= 0 && rs[k] == ' ' {
			k--
		}
		if k < 0 || rs[k] != '.' {
			return groups
		}
		i = k
	}
}

// wordBefore returns the Latin letters directly before rs[i], back to a space, a dot or the start.
func wordBefore(rs []rune, start, i int) []rune {
	k := i
	for k > start && isLatinLetter(rs[k-1]) {
		k--
	}
	if k > start && !unicode.IsSpace(rs[k-1]) && rs[k-1] != '.' && !chars.IsOpener(rs[k-1]) {
		return nil // glued to something else, e.g. Hangul: "어제 갔던 카페A."
	}
	return rs[k:i]
}
