package main

import (
	"encoding/json"
	"os"
	"regexp"
	"slices"
	"testing"

	"maltu/libs/engine/rules"
)

// TestRuleFormsMatchTheEngine holds the page's table of rule forms (assets/test/rule-forms.json,
// which node's test of rule-forms.js reads too) to the offline engine's own parser: the page
// tells a writer a rule is not understood only where Parse agrees, and takes a rule for the
// writer's speech level only where Parse reads one.
func TestRuleFormsMatchTheEngine(t *testing.T) {
	b, err := os.ReadFile("assets/test/rule-forms.json")
	if err != nil {
		t.Fatal(err)
	}
	var cases []struct {
		Rule  string `json:"rule"`
		Known bool   `json:"known"`
		Level bool   `json:"level"`
	}
	if err := json.Unmarshal(b, &cases); err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		t.Run(c.Rule, func(t *testing.T) {
			r, ok := rules.Parse(c.Rule)
			if ok != c.Known {
				t.Errorf("Parse understands %q: %v; the table says %v", c.Rule, ok, c.Known)
			}
			if level := ok && r.Kind == rules.Level; level != c.Level {
				t.Errorf("Parse reads %q as a speech level: %v; the table says %v", c.Rule, level, c.Level)
			}
		})
	}
}

// TestPageCarriesTheEngineConnectives: the page reads rules with the engine's own connectives, not
// a list of its own.
func TestPageCarriesTheEngineConnectives(t *testing.T) {
	s, err := newSite()
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`<script type="application/json" id="rule-words">([^<]*)</script>`).FindSubmatch(s.pages["/voice"].body)
	if m == nil {
		t.Fatal("/voice has no rule-words block")
	}
	var words ruleWords
	if err := json.Unmarshal(m[1], &words); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(words.Connectives, rules.Connectives()) || len(words.Connectives) == 0 {
		t.Errorf("the page carries %v, the engine reads %v", words.Connectives, rules.Connectives())
	}
}
