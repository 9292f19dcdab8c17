package check

import (
	"strings"

	"maltu/libs/gate/chars"
	"maltu/libs/gate/contract"
	"maltu/libs/gate/evidence"
	"maltu/libs/gate/figures"
)

// HeadingMaxChars is the longest section heading a report may carry (DESIGN §3).
const HeadingMaxChars = 20

// Report verifies an engine's report against the input sentences it was made from (DESIGN §3) and
// returns what survives, with the number of items that failed a check (for logs; items cut by the
// maxima are not counted). Every kept item quotes the input:
//   - the conclusion is an input sentence, or "";
//   - a key point or next action has evidence equal to an input sentence and text that is a verbatim
//     part of it;
//   - a section's body is one or more whole input sentences joined by spaces, under a heading of at
//     most 20 characters;
//   - a number's value occurs in its evidence, which is an input sentence.
//
// Matching folds whitespace and NFC; evidence is returned as the input sentence stands. The maxima
// (3 key points, 6 sections, 4 next actions) are applied after the checks.
func Report(sentences []string, r contract.Report) (contract.Report, int) {
	v := verifier{in: evidence.NewSentences(sentences)}
	out := contract.Report{
		KeyPoints:   v.quotes(r.KeyPoints, contract.KeyPointsMax),
		Sections:    []contract.Section{},
		Numbers:     []contract.Number{},
		NextActions: v.quotes(r.NextActions, contract.NextActionsMax),
	}
	if c, _, ok := v.in.Find(r.Conclusion); ok {
		out.Conclusion = c
	} else if strings.TrimSpace(r.Conclusion) != "" {
		v.dropped++
	}
	for _, s := range r.Sections {
		heading := strings.TrimSpace(s.Heading)
		if heading == "" || chars.Count(heading) > HeadingMaxChars || !v.in.Joined(s.Body) {
			v.dropped++
			continue
		}
		out.Sections = append(out.Sections, contract.Section{Heading: heading, Body: strings.TrimSpace(s.Body)})
	}
	out.Sections = cut(out.Sections, contract.SectionsMax)
	for _, n := range r.Numbers {
		sentence, _, ok := v.in.Find(n.Evidence)
		if !ok || !valueIn(n.Value, sentence) {
			v.dropped++
			continue
		}
		n.Evidence = sentence
		out.Numbers = append(out.Numbers, n)
	}
	return out, v.dropped
}

type verifier struct {
	in      *evidence.Sentences
	dropped int
}

// quotes keeps the items whose evidence is an input sentence and whose text is a part of it, with
// the evidence as the input has it, up to limit.
func (v *verifier) quotes(items []contract.KeyPoint, limit int) []contract.KeyPoint {
	out := []contract.KeyPoint{}
	for _, k := range items {
		sentence, _, ok := v.in.Find(k.Evidence)
		text := evidence.Fold(k.Text)
		if !ok || text == "" || !strings.Contains(evidence.Fold(sentence), text) {
			v.dropped++
			continue
		}
		out = append(out, contract.KeyPoint{Text: strings.TrimSpace(k.Text), Evidence: sentence})
	}
	return cut(out, limit)
}

// valueIn reports whether a number's value occurs in its evidence sentence. A value with figures
// must have them among the sentence's figures ("1200" in "1,200명", but not "2" in "12명"); one
// without ("절반") must stand verbatim in the sentence.
func valueIn(value, sentence string) bool {
	v := evidence.Fold(value)
	if v == "" {
		return false
	}
	if want := figures.Of(v); len(want) > 0 {
		return figures.Contains(figures.Of(sentence), want)
	}
	return strings.Contains(evidence.Fold(sentence), v)
}
