// Package editdist measures how much a rewrite changed a sentence: the Levenshtein distance in code
// points, so that one Korean syllable is one edit and not three bytes.
package editdist

import "unicode/utf8"

// Distance is the number of code-point insertions, deletions and substitutions that turn a into b.
// It keeps one row of the shorter string's length in memory; a common prefix and suffix cost nothing.
func Distance(a, b string) int {
	a, b = trimCommon(a, b)
	if utf8.RuneCountInString(a) < utf8.RuneCountInString(b) {
		a, b = b, a
	}
	short := []rune(b)
	if len(short) == 0 {
		return utf8.RuneCountInString(a)
	}
	row := make([]int, len(short)+1)
	for j := range row {
		row[j] = j
	}
	i := 0
	for _, ra := range a {
		i++
		diag := row[0] // the cell up and to the left
		row[0] = i
		for j, rb := range short {
			cost := 1
			if ra == rb {
				cost = 0
			}
			up := row[j+1]
			row[j+1] = min(up+1, row[j]+1, diag+cost)
			diag = up
		}
	}
	return row[len(short)]
}

// trimCommon drops the prefix and suffix a and b share, whole code points only. An invalid byte reads
// as U+FFFD, as it does in the main loop.
func trimCommon(a, b string) (string, string) {
	for a != "" && b != "" {
		ra, na := utf8.DecodeRuneInString(a)
		rb, nb := utf8.DecodeRuneInString(b)
		if ra != rb {
			break
		}
		a, b = a[na:], b[nb:]
	}
	for a != "" && b != "" {
		ra, na := utf8.DecodeLastRuneInString(a)
		rb, nb := utf8.DecodeLastRuneInString(b)
		if ra != rb {
			break
		}
		a, b = a[:len(a)-na], b[:len(b)-nb]
	}
	return a, b
}
