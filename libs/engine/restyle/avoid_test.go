package restyle

import (
	"path/filepath"
	"strings"
	"testing"

	"maltu/libs/engine/internal/golden"
	"maltu/libs/engine/rules"
	"maltu/libs/gate/check"
	"maltu/libs/gate/sentence"
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

// TestEveryAvoidKeepsSentencesWhole: every phrase the engine can do without, avoided in every
// sentence of the case file and of the real-register samples, leaves each sentence as whole as
// it was (no doubled space, leading comma or lone particle) and passes the service's gate.
func TestEveryAvoidKeepsSentencesWhole(t *testing.T) {
	var texts []string
	for _, c := range readAvoidCases(t) {
		texts = append(texts, c.in)
	}
	for _, v := range golden.Voices {
		texts = append(texts, sentence.Split(golden.Voice(t, v))...)
	}
	var phrases []string
	for _, tell := range rules.Tells {
		phrases = append(phrases, tell.Forms...)
	}
	for p := range plainWords {
		phrases = append(phrases, p)
	}
	phrases = append(phrases, rules.Connectives()...)
	for _, p := range phrases {
		rule := "'" + strings.TrimSpace(p) + "' 쓰지 않기"
		rs := numbered(rule)
		if len(rs) != 1 || rs[0].Rule.Kind != rules.Avoid {
			t.Fatalf("%s is no avoid rule: %+v", rule, rs)
		}
		t.Run(rule, func(t *testing.T) {
			for _, s := range texts {
				got := Sentences([]string{s}, rs)[0].Text
				if defects(got) > defects(s) {
					t.Errorf("%q → %q is broken", s, got)
				}
				if v := check.Sentence(s, got); v.Reverted {
					t.Errorf("%q → %q: the gate reverts it (%s)", s, got, v.Reason)
				}
			}
		})
	}
}
