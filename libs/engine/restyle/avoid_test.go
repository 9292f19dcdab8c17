package restyle

import (
	"path/filepath"
	"strings"
	"testing"

	"maltu/libs/engine/internal/golden"
)

// avoidCase is one sentence of testdata/avoid.cases under one avoid rule.
type avoidCase struct{ rule, in, want string }

// readAvoidCases reads the case file: a "# rule" line starts a block, "- " is a sentence, and
// the "+ " line after it the exact result (the same text when the sentence must be left).
func readAvoidCases(t *testing.T) []avoidCase {
	t.Helper()
	var out []avoidCase
	rule, in := "", ""
	for n, line := range strings.Split(golden.Read(t, filepath.Join("testdata", "avoid.cases")), "\n") {
		switch {
		case strings.HasPrefix(line, "# "):
			rule = strings.TrimPrefix(line, "# ")
		case strings.HasPrefix(line, "- "):
			in = strings.TrimPrefix(line, "- ")
		case strings.HasPrefix(line, "+ ") && in != "" && rule != "":
			out = append(out, avoidCase{rule, in, strings.TrimPrefix(line, "+ ")})
			in = ""
		case strings.TrimSpace(line) != "":
			t.Fatalf("avoid.cases:%d: %q is no rule, sentence or result", n+1, line)
		}
	}
	return out
}

// TestAvoidCases: an avoided phrase is removed or replaced by a word of the same meaning, and a
// sentence where that cannot be done safely is left as it was.
func TestAvoidCases(t *testing.T) {
	for _, c := range readAvoidCases(t) {
		t.Run(c.rule+"/"+c.in, func(t *testing.T) {
			got := Sentences([]string{c.in}, numbered(c.rule))[0].Text
			if got != c.want {
				t.Errorf("%q → %q, want %q", c.in, got, c.want)
			}
		})
	}
}
