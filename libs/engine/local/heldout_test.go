package local

import (
	"context"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"maltu/libs/engine"
	"maltu/libs/engine/internal/golden"
	"maltu/libs/engine/rules"
	"maltu/libs/gate/check"
	"maltu/libs/gate/contract"
	"maltu/libs/gate/sentence"
)

// heldOut are AI drafts written after the engine, each with the voice rules it is rewritten
// into (testdata/heldout/NAME.txt: "# rule" lines, a blank line, the draft). A writer's review
// of the output is in testdata/heldout/REVIEW.md.
var heldOut = []string{
	"01-remote", "02-coffee", "03-budget", "04-running", "05-security", "06-book",
	"07-garden", "08-ai-class", "09-moving", "10-startup", "11-sleep", "12-festival",
}

// readHeldOut splits a held-out file into its numbered rules and sentences.
func readHeldOut(t *testing.T, name string) ([]contract.NumberedRule, []string) {
	t.Helper()
	head, draft, ok := strings.Cut(golden.Read(t, filepath.Join("testdata", "heldout", name+".txt")), "\n\n")
	if !ok {
		t.Fatalf("%s: no blank line between the rules and the draft", name)
	}
	var rules []contract.NumberedRule
	for _, line := range strings.Split(head, "\n") {
		if r, ok := strings.CutPrefix(line, "# "); ok {
			rules = append(rules, contract.NumberedRule{ID: len(rules) + 1, Rule: r})
		}
	}
	return rules, sentence.Split(draft)
}

// TestHeldOutDrafts rewrites the held-out drafts and compares with NAME.golden. Every sentence
// must pass the service's gate unreverted and keep no phrase the voice does without.
func TestHeldOutDrafts(t *testing.T) {
	for _, name := range heldOut {
		t.Run(name, func(t *testing.T) {
			rs, sentences := readHeldOut(t, name)
			out, err := New().Rewrite(context.Background(), engine.RewriteRequest{Sentences: sentences, Rules: rs})
			if err != nil || len(out.Sentences) != len(sentences) {
				t.Fatalf("rewrite: %v, %d sentences", err, len(out.Sentences))
			}
			var b strings.Builder
			for i, s := range out.Sentences {
				if v := check.Sentence(sentences[i], s.Text); v.Reverted {
					t.Errorf("the gate reverted %q → %q: %s", sentences[i], s.Text, v.Reason)
				}
				if tell, ok := tellLeft(rs, s.Text); ok {
					t.Errorf("%q keeps %q, which the voice does without", s.Text, tell)
				}
				fmt.Fprintf(&b, "- %s\n+ %s %v\n", sentences[i], s.Text, s.RuleIDs)
			}
			golden.Check(t, filepath.Join("testdata", "heldout", name+".golden"), []byte(b.String()))
		})
	}
}

// tellLeft finds a phrase text keeps that the rules do without: a catalogued tell under
// 번역투 피하기, the phrase of an avoid rule.
func tellLeft(rs []contract.NumberedRule, text string) (string, bool) {
	for _, n := range rs {
		r, ok := rules.Parse(n.Rule)
		switch {
		case !ok:
		case r.Kind == rules.PlainKorean:
			for _, tell := range rules.Tells {
				if tell.Uses(text) {
					return tell.Phrase, true
				}
			}
		case r.Kind == rules.Avoid:
			for _, tell := range rules.Tells {
				if (tell.Phrase == r.Word || slices.Contains(tell.Forms, r.Word)) && tell.Uses(text) {
					return r.Word, true
				}
			}
			if strings.Contains(text, r.Word) {
				return r.Word, true
			}
		}
	}
	return "", false
}
