package main

import (
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

// extractor answers POST /api/style-extract: validate, charge, then the engine chain with the
// evidence gate as its accept step, so an answer that falls below the minimum after the gate
// counts as that engine's failure and the next engine is asked.
type extractor struct {
	chain *engine.Chain
	gate  serve.Gate
}

// extractRequest is the body; a pointer tells a missing field from an empty one.
type extractRequest struct {
	Text *string `json:"text"`
}

// bodyLimit holds a text of the most characters at its widest, so that the contract's count, not
// the bytes, decides (400, not 413): a precomposed character sent decomposed, every code point a
// \uXXXX escape, is 24 bytes (ᾂ, four code points), 469 KiB for 20,000; the rest is the JSON around.
const bodyLimit = 512 << 10

// newService declares this service's one endpoint.
func newService(chain *engine.Chain, gate serve.Gate) door.Service {
	x := &extractor{chain: chain, gate: gate}
	return door.Service{Endpoints: []door.Endpoint{
		{Method: http.MethodPost, Path: "/api/style-extract", BodyLimit: bodyLimit, Quota: door.API, Handler: x.handle},
	}}
}

// extractResponse is contract §4.1's 200 body: the extraction's three lists and dropped.
type extractResponse struct {
	contract.Extraction
	Dropped int `json:"dropped"`
}

func (x *extractor) handle(c *fiber.Ctx) error {
	var req extractRequest
	if err := door.Decode(c, &req); err != nil {
		return err
	}
	if req.Text == nil {
		return door.Missing("text", fmt.Sprintf("말투를 뽑을 글을 'text'에 담아 %s자 이상 %s자 이하로 보내 주세요.", door.Thousands(contract.ExtractMinChars), door.Thousands(contract.ExtractMaxChars)))
	}
	// Surrounding whitespace is not writing; the rest is counted as the contract counts.
	text := chars.NFC(strings.TrimSpace(*req.Text))
	n := chars.Count(text)
	if err := door.Length("글은", n, contract.ExtractMinChars, contract.ExtractMaxChars); err != nil {
		return err
	}
	if err := door.Charge(c); err != nil {
		return err
	}

	// A writer who leaves (closes the page, presses 그만두기) stops the engine calls.
	ctx, stop := door.Attended(c)
	defer stop()
	var out contract.Extraction
	var dropped int
	accept := func(ex contract.Extraction) error {
		gated, d, err := check.Extraction(text, ex)
		x.gate.Count(ctx, engine.TaskExtract, serve.Dropped, "", d)
		if errors.Is(err, check.ErrTooFew) {
			x.gate.Count(ctx, engine.TaskExtract, serve.Rejected, "too_few", 1)
			return err
		}
		out, dropped = gated, d
		return nil
	}
	_, answeredBy, err := x.chain.Extract(ctx, text, accept)
	span := door.Span(c)
	span.SetAttributes(attribute.Int("text.chars", n))
	if err != nil {
		return serve.Fail(engine.TaskExtract, err)
	}
	span.SetAttributes(
		attribute.String("engine.name", answeredBy),
		attribute.Int("extract.observations", len(out.Observations)),
		attribute.Int("extract.rules", len(out.Rules)),
		attribute.Int("extract.avoids", len(out.Avoids)),
		attribute.Int("gate.dropped", dropped))
	return c.JSON(extractResponse{Extraction: out, Dropped: dropped})
}
