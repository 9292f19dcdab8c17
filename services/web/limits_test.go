package main

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"maltu/libs/gate/contract"
	"maltu/libs/gate/door"
	"maltu/libs/gate/door/doortest"
)

var limitsBlock = regexp.MustCompile(`<script type="application/json" id="limits">([^<]*)</script>`)

// TestVoicePageLimitsAreTheContracts holds the limits the writer's page reads (its JSON data
// block) and shows (its labels) to libs/gate/contract.
func TestVoicePageLimitsAreTheContracts(t *testing.T) {
	base := doortest.Start(t, run, nil)
	_, body := get(t, base+"/voice", nil)
	m := limitsBlock.FindStringSubmatch(body)
	if m == nil {
		t.Fatal("the page has no limits data block")
	}
	var got struct {
		Sample    struct{ Min, Max int }
		Draft     struct{ Min, Max int }
		RuleChars int `json:"ruleChars"`
		Rules     int
	}
	dec := json.NewDecoder(strings.NewReader(m[1]))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&got); err != nil {
		t.Fatalf("limits block %q: %v", m[1], err)
	}
	for _, c := range []struct {
		name      string
		got, want int
	}{
		{"sample.min", got.Sample.Min, contract.ExtractMinChars},
		{"sample.max", got.Sample.Max, contract.ExtractMaxChars},
		{"draft.min", got.Draft.Min, contract.DraftMinChars},
		{"draft.max", got.Draft.Max, contract.DraftMaxChars},
		{"ruleChars", got.RuleChars, contract.RuleMaxChars},
		{"rules", got.Rules, contract.RulesMax},
	} {
		t.Run(c.name, func(t *testing.T) {
			if c.got != c.want {
				t.Errorf("%d, the contract says %d", c.got, c.want)
			}
		})
	}
	k := door.Thousands
	for _, label := range []string{
		fmt.Sprintf("내가 쓴 글 (%s~%s자)", k(contract.ExtractMinChars), k(contract.ExtractMaxChars)),
		fmt.Sprintf("0 / %s자", k(contract.ExtractMaxChars)),
		fmt.Sprintf("AI 초안 (%s~%s자)", k(contract.DraftMinChars), k(contract.DraftMaxChars)),
		fmt.Sprintf("0 / %s자", k(contract.DraftMaxChars)),
		fmt.Sprintf("규칙은 %d자까지, %d개까지 둘 수 있습니다.", contract.RuleMaxChars, contract.RulesMax),
	} {
		if !strings.Contains(body, label) {
			t.Errorf("the page does not say %q", label)
		}
	}
}
