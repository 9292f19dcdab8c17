package compat

import "strings"

// standard rewrites the JSON-like text models write without a JSON mode into JSON, changing only
// its syntax: comments (// and /* */) go, a comma before a closing bracket goes, a string in single
// quotes (a Python dict's) is put in double quotes, a line break or tab inside a string is
// escaped, and Python's None, True and False become null, true and false. Text that was never
// JSON stays what it was; what it becomes is for the JSON decoder to judge.
func standard(text string) string {
	var b strings.Builder
	b.Grow(len(text) + len(text)/8)
	for i := 0; i < len(text); {
		c := text[i]
		switch {
		case c == '"' || c == '\'':
			i = quoted(&b, text, i)
		case strings.HasPrefix(text[i:], "//"):
			i = skipTo(text, i, "\n", 0)
		case strings.HasPrefix(text[i:], "/*"):
			i = skipTo(text, i+2, "*/", 2)
		case c == ',' && closes(text[i+1:]):
			i++
		case isWordByte(c):
			j := i
			for j < len(text) && isWordByte(text[j]) {
				j++
			}
			word := text[i:j]
			if w, ok := pythonWords[word]; ok {
				word = w
			}
			b.WriteString(word)
			i = j
		default:
			b.WriteByte(c)
			i++
		}
	}
	return b.String()
}

var pythonWords = map[string]string{"None": "null", "True": "true", "False": "false"}

func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_'
}

// quoted writes the string that starts at text[i] (in double or single quotes) as a JSON string
// and returns where it ends. A string never closed runs to the end of text.
func quoted(b *strings.Builder, text string, i int) int {
	quote := text[i]
	b.WriteByte('"')
	for i++; i < len(text); i++ {
		c := text[i]
		switch {
		case c == quote:
			b.WriteByte('"')
			return i + 1
		case c == '\\' && i+1 < len(text):
			i++
			if text[i] == '\'' {
				b.WriteByte('\'') // \' is no JSON escape
			} else {
				b.WriteByte('\\')
				b.WriteByte(text[i])
			}
		case c == '"':
			b.WriteString(`\"`) // inside single quotes
		case c == '\n':
			b.WriteString(`\n`)
		case c == '\r':
			b.WriteString(`\r`)
		case c == '\t':
			b.WriteString(`\t`)
		default:
			b.WriteByte(c)
		}
	}
	return i
}

// skipTo returns the index after the next end at or after from (plus extra, end's length when it
// is consumed), or the end of text.
func skipTo(text string, from int, end string, extra int) int {
	if k := strings.Index(text[from:], end); k >= 0 {
		return from + k + extra
	}
	return len(text)
}

// closes reports whether what follows a comma, past blanks and comments, is a closing bracket.
func closes(rest string) bool {
	for {
		rest = strings.TrimLeft(rest, " \t\r\n")
		switch {
		case strings.HasPrefix(rest, "//"):
			rest = rest[skipTo(rest, 0, "\n", 0):]
		case strings.HasPrefix(rest, "/*"):
			rest = rest[skipTo(rest, 2, "*/", 2):]
		default:
			return strings.HasPrefix(rest, "}") || strings.HasPrefix(rest, "]")
		}
	}
}
