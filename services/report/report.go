package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"

	"github.com/gofiber/fiber/v2"
	"go.opentelemetry.io/otel/attribute"

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
	sentences, n, err := usable(*req.Sentences)
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
		verified, d := check.Report(sentences, rep)
		r.gate.Count(ctx, engine.TaskReport, serve.Dropped, "", d)
		if d > 0 && empty(verified) {
			r.gate.Count(ctx, engine.TaskReport, serve.Rejected, "all_invented", 1)
			return errAllInvented
		}
		out, dropped = verified, d
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
// characters together. It returns the sentences, trimmed, and their character count.
func usable(elements []json.RawMessage) ([]string, int, error) {
	elements = elements[:min(len(elements), contract.ReportMaxSentences)]
	sentences := make([]string, 0, len(elements))
	total := 0
	for i, raw := range elements {
		var s *string
		if json.Unmarshal(raw, &s) != nil || s == nil {
			return nil, 0, door.Fail(http.StatusBadRequest,
				fmt.Sprintf("'sentences'의 %d번째 항목이 문자열이 아닙니다. 문장은 모두 문자열로 보내 주세요.", i+1))
		}
		if t := strings.TrimSpace(*s); t != "" {
			sentences = append(sentences, t)
			total += chars.Count(t)
		}
	}
	switch {
	case len(sentences) == 0:
		return nil, 0, door.Fail(http.StatusBadRequest, "정리할 문장이 없습니다. 비어 있지 않은 문장을 1개 이상 보내 주세요.")
	case total > contract.ReportMaxChars:
		return nil, 0, door.Fail(http.StatusBadRequest, fmt.Sprintf(
			"문장은 앞에서부터 %d개까지 쓰며, 합쳐서 %s자 이하여야 합니다. 지금은 %s자입니다. 문장을 줄여 다시 보내 주세요.",
			contract.ReportMaxSentences, door.Thousands(contract.ReportMaxChars), door.Thousands(total)))
	}
	return sentences, total, nil
}

// empty reports a report with nothing in it.
func empty(r contract.Report) bool {
	return r.Conclusion == "" && len(r.KeyPoints) == 0 && len(r.Sections) == 0 && len(r.Numbers) == 0 && len(r.NextActions) == 0
}
