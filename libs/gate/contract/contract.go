// Package contract holds the value types of the API contract (shared/spec/api-0.3.md §2, §4):
// what engines produce, what the gates check and what the services answer. JSON names are exact.
package contract

import "encoding/json"

// Limits of the contract (§8) that more than one package needs.
const (
	ExtractMinChars = 80
	ExtractMaxChars = 20000
	DraftMinChars   = 20
	DraftMaxChars   = 10000
	RulesMin        = 1
	RulesMax        = 10
	RuleMaxChars    = 15

	ObservationsMin, ObservationsMax = 3, 6
	RulesOutMin, RulesOutMax         = 2, 5
	AvoidsMax                        = 5

	ReportMaxSentences = 400
	ReportMaxChars     = 12000
	KeyPointsMax       = 3
	SectionsMax        = 6
	NextActionsMax     = 4
	AnonMaxChars       = 64
)

// Observation describes one trait of the writer's voice, with a verbatim quote as evidence.
type Observation struct {
	Title    string `json:"title"`
	Evidence string `json:"evidence"`
}

// Rule is an executable voice item as extraction returns it.
type Rule struct {
	Rule     string `json:"rule"`
	Why      string `json:"why"`
	Evidence string `json:"evidence"`
}

// Avoid is an expression the writer's text consistently does without.
type Avoid struct {
	Phrase string `json:"phrase"`
	Why    string `json:"why"`
}

// Extraction is the answer of POST /api/style-extract without the dropped count.
type Extraction struct {
	Observations []Observation `json:"observations"`
	Rules        []Rule        `json:"rules"`
	Avoids       []Avoid       `json:"avoids"`
}

// NumberedRule is a rule as the client sends it to rewrite: numbered by the client.
type NumberedRule struct {
	ID       int    `json:"id"`
	Rule     string `json:"rule"`
	Evidence string `json:"evidence,omitempty"`
}

// Sentence is one rewritten sentence of POST /api/rewrite, in draft order.
type Sentence struct {
	Original  string        `json:"original"`
	Rewritten string        `json:"rewritten"`
	RuleIDs   []json.Number `json:"rule_ids"` // the client's ids exactly as it wrote them
	Claim     bool          `json:"claim"`
	Blank     bool          `json:"blank"`
	Reason    string        `json:"reason,omitempty"`
	Reverted  bool          `json:"reverted,omitempty"`
}

// KeyPoint and NextAction quote one input sentence as evidence; Text is a verbatim part of it.
type KeyPoint struct {
	Text     string `json:"text"`
	Evidence string `json:"evidence"`
}

// NextAction is a proposed action taken from the input.
type NextAction = KeyPoint

// Section is a short label over one or more whole input sentences.
type Section struct {
	Heading string `json:"heading"`
	Body    string `json:"body"`
}

// Number is a figure found in the input, with its unit and context.
type Number struct {
	Value    string `json:"value"`
	Unit     string `json:"unit"`
	Context  string `json:"context"`
	Evidence string `json:"evidence"`
}

// Report is the answer of POST /api/report.
type Report struct {
	Conclusion  string       `json:"conclusion"`
	KeyPoints   []KeyPoint   `json:"key_points"`
	Sections    []Section    `json:"sections"`
	Numbers     []Number     `json:"numbers"`
	NextActions []NextAction `json:"next_actions"`
}
