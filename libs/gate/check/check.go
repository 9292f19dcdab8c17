// Package check holds the gate operations the services call on an engine's answer before it ships
// (contract §4, DESIGN §3): the evidence filter of an extraction, the per-sentence figure, name and
// marker gate of a rewrite, the changed ratio, and the verification of a report. The checks are
// deterministic and never import an engine.
package check

import (
	"errors"
	"strings"

	"maltu/libs/gate/chars"
	"maltu/libs/gate/contract"
	"maltu/libs/gate/evidence"
)

// ErrTooFew says that after the gate fewer observations (3) or rules (2) survived than the contract
// allows: that engine's answer has failed and the next engine should be tried.
var ErrTooFew = errors.New("check: too few extraction items survived the evidence gate")

// Extraction filters an engine's extraction against the user's input text. It keeps observations
// and rules whose evidence is in the input and counts the others in dropped; then it drops rules
// longer than 15 characters and avoids whose phrase occurs in the input (neither counted), and cuts
// each list to its maximum. With too few items left it still returns them, with ErrTooFew.
func Extraction(input string, ex contract.Extraction) (out contract.Extraction, dropped int, err error) {
	in := evidence.NewInput(input)
	out = contract.Extraction{Observations: []contract.Observation{}, Rules: []contract.Rule{}, Avoids: []contract.Avoid{}}
	for _, o := range ex.Observations {
		switch {
		case !in.Has(o.Evidence):
			dropped++
		case strings.TrimSpace(o.Title) != "":
			out.Observations = append(out.Observations, o)
		}
	}
	for _, r := range ex.Rules {
		switch {
		case !in.Has(r.Evidence):
			dropped++
		case strings.TrimSpace(r.Rule) != "" && chars.Count(strings.TrimSpace(r.Rule)) <= contract.RuleMaxChars:
			out.Rules = append(out.Rules, r)
		}
	}
	for _, a := range ex.Avoids {
		if strings.TrimSpace(a.Phrase) != "" && !in.Has(a.Phrase) {
			out.Avoids = append(out.Avoids, a)
		}
	}
	out.Observations = cut(out.Observations, contract.ObservationsMax)
	out.Rules = cut(out.Rules, contract.RulesOutMax)
	out.Avoids = cut(out.Avoids, contract.AvoidsMax)
	if len(out.Observations) < contract.ObservationsMin || len(out.Rules) < contract.RulesOutMin {
		return out, dropped, ErrTooFew
	}
	return out, dropped, nil
}

func cut[T any](items []T, limit int) []T {
	if len(items) > limit {
		return items[:limit]
	}
	return items
}
