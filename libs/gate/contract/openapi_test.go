package contract_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"

	"maltu/libs/gate/contract"
	"maltu/libs/gate/routes"
)

func load(t *testing.T) *openapi3.T {
	t.Helper()
	doc, err := openapi3.NewLoader().LoadFromData(contract.OpenAPI)
	if err != nil {
		t.Fatal(err)
	}
	if err := doc.Validate(context.Background()); err != nil { // examples included
		t.Fatal(err)
	}
	return doc
}

// The document is valid OpenAPI 3.1 and describes every API path of the route map.
func TestOpenAPIDescribesTheRouteMap(t *testing.T) {
	doc := load(t)
	if !doc.IsOpenAPI31OrLater() {
		t.Errorf("openapi %s, want 3.1", doc.OpenAPI)
	}
	for _, r := range routes.Load().Routes {
		if r.Service == "web" {
			continue
		}
		if doc.Paths.Find(r.Path) == nil {
			t.Errorf("%s (%s) is not in the document", r.Path, r.Service)
		}
	}
}

// Every limit of the contract (§8) is stated in the document as the services apply it.
func TestOpenAPIStatesTheContractsLimits(t *testing.T) {
	schemas := load(t).Components.Schemas
	prop := func(schema, name string) *openapi3.Schema { return schemas[schema].Value.Properties[name].Value }
	length := func(s *openapi3.Schema) [2]uint64 { return [2]uint64{s.MinLength, *s.MaxLength} }
	items := func(s *openapi3.Schema) [2]uint64 { return [2]uint64{s.MinItems, *s.MaxItems} }
	tests := []struct {
		name     string
		stated   [2]uint64
		min, max int
	}{
		{"extract text", length(prop("ExtractRequest", "text")), contract.ExtractMinChars, contract.ExtractMaxChars},
		{"rewrite draft", length(prop("RewriteRequest", "draft")), contract.DraftMinChars, contract.DraftMaxChars},
		{"rewrite rules", items(prop("RewriteRequest", "rules")), contract.RulesMin, contract.RulesMax},
		{"a report sentence", length(prop("ReportRequest", "sentences").Items.Value), 0, contract.ReportMaxChars},
		{"track anon", length(prop("TrackRequest", "anon")), 0, contract.AnonMaxChars},
		{"observations", items(prop("Extraction", "observations")), contract.ObservationsMin, contract.ObservationsMax},
		{"extracted rules", items(prop("Extraction", "rules")), contract.RulesOutMin, contract.RulesOutMax},
		{"an extracted rule", length(prop("Extraction", "rules").Items.Value.Properties["rule"].Value), 0, contract.RuleMaxChars},
		{"avoids", items(prop("Extraction", "avoids")), 0, contract.AvoidsMax},
		{"key points", items(prop("Report", "key_points")), 0, contract.KeyPointsMax},
		{"sections", items(prop("Report", "sections")), 0, contract.SectionsMax},
		{"next actions", items(prop("Report", "next_actions")), 0, contract.NextActionsMax},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.stated != [2]uint64{uint64(tt.min), uint64(tt.max)} {
				t.Errorf("the document says %d to %d, the contract %d to %d", tt.stated[0], tt.stated[1], tt.min, tt.max)
			}
		})
	}
}

// The request schemas refuse what the services refuse where JSON Schema can say it, judged as
// JSON Schema 2020-12 judges (the not and contains keywords).
func TestOpenAPIRequestSchemas(t *testing.T) {
	schemas := load(t).Components.Schemas
	rules := make([]string, 11)
	for i := range rules {
		rules[i] = fmt.Sprintf(`{"id":%d,"rule":"규칙 %d"}`, i+1, i+1)
	}
	elevenRules := strings.Join(rules, ",")
	tests := []struct {
		name, schema, body string
		valid              bool
	}{
		{"an event with a canonical id", "TrackRequest", `{"id":"0192F4B6-3C1E-7A2D-9B4F-6E8A1C3D5F70","ev":"draft_submitted"}`, true},
		{"an event with the nil id", "TrackRequest", `{"id":"00000000-0000-0000-0000-000000000000","ev":"draft_submitted"}`, false},
		{"an event with an id in braces", "TrackRequest", `{"id":"{0192f4b6-3c1e-7a2d-9b4f-6e8a1c3d5f70}","ev":"draft_submitted"}`, false},
		{"an event not allowed", "TrackRequest", `{"ev":"page_view"}`, false},
		{"a report with one sentence among blanks", "ReportRequest", `{"sentences":["", " ", "결론이에요."]}`, true},
		{"a report of blank sentences only", "ReportRequest", `{"sentences":["", " \n"]}`, false},
		{"a report of no sentence", "ReportRequest", `{"sentences":[]}`, false},
		{"a rule with evidence that is no string", "RewriteRequest", `{"draft":"내일 회의는 오전 10시에 시작합니다.","rules":[{"id":1,"rule":"해요체로","evidence":7}]}`, true},
		{"a blank rule", "RewriteRequest", `{"draft":"내일 회의는 오전 10시에 시작합니다.","rules":[{"id":1,"rule":"  "}]}`, false},
		{"eleven rules", "RewriteRequest", `{"draft":"내일 회의는 오전 10시에 시작합니다.","rules":[` + elevenRules + `]}`, false},
		{"a text of 79 characters", "ExtractRequest", `{"text":"` + strings.Repeat("가", 79) + `"}`, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var body any
			if err := json.Unmarshal([]byte(tt.body), &body); err != nil {
				t.Fatal(err)
			}
			err := schemas[tt.schema].Value.VisitJSON(body, openapi3.EnableJSONSchema2020())
			if (err == nil) != tt.valid {
				t.Errorf("valid = %v, want %v (%v)", err == nil, tt.valid, err)
			}
		})
	}
}
