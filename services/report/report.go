package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strings"

	"github.com/gofiber/fiber/v2"
	"go.opentelemetry.io/otel/attribute"
	"golang.org/x/text/unicode/norm"

	"maltu/libs/engine"
	"maltu/libs/engine/serve"
	"maltu/libs/gate/chars"
	"maltu/libs/gate/check"
	"maltu/libs/gate/contract"
	"maltu/libs/gate/door"
)

// reporter answers POST /api/report: take the first 400 sentences, bound their length, ask the
// engine chain for a report and keep only the items that quote the input (check.Report), then the
// maxima.
type reporter struct {
	chain *engine.Chain
	gate  serve.Gate
}

// reportRequest is the body; the elements stay raw so that only the first 400 are read at all.
type reportRequest struct {
	Sentences *[]json.RawMessage `json:"sentences"`
}

// newService declares this service's one endpoint.
func newService(chain *engine.Chain, gate serve.Gate) door.Service {
	r := &reporter{chain: chain, gate: gate}
	// 1 MiB, so that sentences past the 400th are cut rather than refused.
	return door.Service{Endpoints: []door.Endpoint{
		{Method: http.MethodPost, Path: "/api/report", BodyLimit: 1 << 20, Quota: door.API, Handler: r.handle},
	}}
}

// errAllInvented rejects an answer whose every item failed verification, so the next engine is asked.
var errAllInvented = errors.New("no item of the report quotes the input")

func (r *reporter) handle(c *fiber.Ctx) error {
	var req reportRequest
	if err := door.Decode(c, &req); err != nil {
		return err
	}
	if req.Sentences == nil {
		return door.Missing("sentences", "보고서로 정리할 문장을 문자열 배열로 보내 주세요.")
	}
	sent, sentences, n, err := usable(*req.Sentences)
	if err != nil {
		return err
	}
	if err := door.Charge(c); err != nil {
		return err
	}

	// A writer who leaves (closes the page, presses 그만두기) stops the engine calls.
	ctx, stop := door.Attended(c)
	defer stop()
	span := door.Span(c)
	span.SetAttributes(
		attribute.Int("sentences.received", len(*req.Sentences)),
		attribute.Int("sentences.used", len(sentences)),
		attribute.Int("sentences.chars", n))
	var out contract.Report
	var dropped int
	accept := func(rep contract.Report) error {
		// The gate matches in NFC and returns each quote as the writer sent it (§2: evidence is an
		// input sentence as it stands, padding and decomposed syllables and all).
		verified, d := check.Report(sent, rep)
		r.gate.Count(ctx, engine.TaskReport, serve.Dropped, "", d)
		if d > 0 && empty(verified) {
			r.gate.Count(ctx, engine.TaskReport, serve.Rejected, "all_invented", 1)
			return errAllInvented
		}
		out, dropped = asSent(verified), d
		return nil
	}
	_, answeredBy, err := r.chain.Report(ctx, sentences, accept)
	if err != nil {
		return serve.Fail(engine.TaskReport, err)
	}
	span.SetAttributes(
		attribute.String("engine.name", answeredBy),
		attribute.Bool("report.conclusion", out.Conclusion != ""),
		attribute.Int("report.key_points", len(out.KeyPoints)),
		attribute.Int("report.sections", len(out.Sections)),
		attribute.Int("report.numbers", len(out.Numbers)),
		attribute.Int("report.next_actions", len(out.NextActions)),
		attribute.Int("gate.dropped", dropped))
	return c.JSON(out)
}

// usable applies contract §4.3 to the array: only the first 400 elements count, each must be a
// string, blank ones are ignored, and what is left must be at least one sentence of at most 12,000
// characters together. It returns the sentences as sent, the same trimmed and in NFC for the
// engines (which read composed syllables only: 500만 원 in decomposed jamo had no unit), and their
// character count.
func usable(elements []json.RawMessage) (sent, clean []string, n int, err error) {
	elements = elements[:min(len(elements), contract.ReportMaxSentences)]
	sent, clean = make([]string, 0, len(elements)), make([]string, 0, len(elements))
	for i, raw := range elements {
		var s *string
		if json.Unmarshal(raw, &s) != nil || s == nil {
			return nil, nil, 0, door.Fail(http.StatusBadRequest,
				fmt.Sprintf("'sentences'의 %d번째 항목이 문자열이 아닙니다. 문장은 모두 문자열로 보내 주세요.", i+1))
		}
		if t := strings.TrimSpace(*s); t != "" {
			sent = append(sent, *s)
			clean = append(clean, chars.NFC(t))
			n += chars.Count(t)
		}
	}
	switch {
	case len(clean) == 0:
		return nil, nil, 0, door.Fail(http.StatusBadRequest, "정리할 문장이 없습니다. 비어 있지 않은 문장을 1개 이상 보내 주세요.")
	case n > contract.ReportMaxChars:
		return nil, nil, 0, door.Fail(http.StatusBadRequest, fmt.Sprintf(
			"문장은 앞에서부터 %d개까지 쓰며, 합쳐서 %s자 이하여야 합니다. 지금은 %s자입니다. 문장을 줄여 다시 보내 주세요.",
			contract.ReportMaxSentences, door.Thousands(contract.ReportMaxChars), door.Thousands(n)))
	}
	return sent, clean, n, nil
}

// asSent writes each text and value as its evidence, the sentence as sent, has it: the engines
// read the NFC form, and a part of a sentence sent in decomposed syllables is quoted in them.
func asSent(r contract.Report) contract.Report {
	for _, list := range [][]contract.KeyPoint{r.KeyPoints, r.NextActions} {
		for i, k := range list {
			list[i].Text = spanOf(k.Evidence, k.Text)
		}
	}
	for i, n := range r.Numbers {
		r.Numbers[i].Value = spanOf(n.Evidence, n.Value)
	}
	return r
}

// spanOf returns the span of sentence that is part once in NFC, or part itself when it stands in
// sentence already or no whole normalisation segments make it.
func spanOf(sentence, part string) string {
	if part == "" || strings.Contains(sentence, part) {
		return part
	}
	// Segments normalise on their own, so NFC(sentence) is their NFC forms end to end and a span
	// of it that starts and ends on segment edges is a span of sentence.
	at, nfc := []int{}, []int{}
	var b strings.Builder
	for i := 0; i < len(sentence); {
		n := max(norm.NFC.NextBoundaryInString(sentence[i:], true), 1)
		at, nfc = append(at, i), append(nfc, b.Len())
		b.WriteString(norm.NFC.String(sentence[i : i+n]))
		i += n
	}
	at, nfc = append(at, len(sentence)), append(nfc, b.Len())
	from := strings.Index(b.String(), part)
	i, j := slices.Index(nfc, from), slices.Index(nfc, from+len(part))
	if from < 0 || i < 0 || j < 0 {
		return part
	}
	return sentence[at[i]:at[j]]
}

// empty reports a report with nothing in it.
func empty(r contract.Report) bool {
	return r.Conclusion == "" && len(r.KeyPoints) == 0 && len(r.Sections) == 0 && len(r.Numbers) == 0 && len(r.NextActions) == 0
}
