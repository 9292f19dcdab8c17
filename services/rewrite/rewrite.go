package main

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"strings"

	"github.com/gofiber/fiber/v2"
	"go.opentelemetry.io/otel/attribute"

	"maltu/libs/engine"
	"maltu/libs/engine/serve"
	"maltu/libs/gate/chars"
	"maltu/libs/gate/check"
	"maltu/libs/gate/claim"
	"maltu/libs/gate/contract"
	"maltu/libs/gate/door"
	"maltu/libs/gate/sentence"
)

// rewriter answers POST /api/rewrite: validate, charge, split the draft, leave org-mode claim
// sentences blank, send the rest to the engine chain, and gate every rewritten sentence against its
// original (figures, Latin names, markers) before counting what changed.
type rewriter struct {
	chain *engine.Chain
	gate  serve.Gate
}

// rewriteRequest is the body. Rules stay raw so that one malformed item is skipped, not a 400.
type rewriteRequest struct {
	Draft *string            `json:"draft"`
	Rules *[]json.RawMessage `json:"rules"`
	Mode  *string            `json:"mode"`
}

// rewriteResponse is contract §4.2's 200 body.
type rewriteResponse struct {
	Sentences     []contract.Sentence `json:"sentences"`
	ChangedCount  int                 `json:"changed_count"`
	RevertedCount int                 `json:"reverted_count"`
	ChangedRatio  *float64            `json:"changed_ratio"`
	OrgDocs       int                 `json:"org_docs"` // no organisation documents exist yet
	Truncated     bool                `json:"truncated"`
}

// bodyLimit holds a draft of the most characters at its widest, so that the contract's count, not
// the bytes, decides (400, not 413): 24 bytes a character decomposed and escaped (ᾂ), 234 KiB for
// 10,000, with room for ten rules and their evidence.
const bodyLimit = 320 << 10

// newService declares this service's one endpoint.
func newService(chain *engine.Chain, gate serve.Gate) door.Service {
	rw := &rewriter{chain: chain, gate: gate}
	return door.Service{Endpoints: []door.Endpoint{
		{Method: http.MethodPost, Path: "/api/rewrite", BodyLimit: bodyLimit, Quota: door.API, Handler: rw.handle},
	}}
}

const (
	modePersonal = "personal"
	modeOrg      = "org"
)

func (rw *rewriter) handle(c *fiber.Ctx) error {
	var req rewriteRequest
	if err := door.Decode(c, &req); err != nil {
		return err
	}
	draft, rules, ids, org, err := validate(req)
	if err != nil {
		return err
	}
	if err := door.Charge(c); err != nil {
		return err
	}

	out, send := split(draft, org)
	span := door.Span(c)
	span.SetAttributes(
		attribute.Int("draft.chars", chars.Count(draft)),
		attribute.Int("rules", len(rules)),
		attribute.Bool("mode.org", org),
		attribute.Int("sentences", len(out)),
		attribute.Int("sentences.blank", len(out)-len(send)))
	// A writer who leaves (closes the page, presses 그만두기) stops the engine calls.
	ctx, stop := door.Attended(c)
	defer stop()
	rw.gate.Count(ctx, engine.TaskRewrite, serve.Blank, "", len(out)-len(send))

	var truncated bool
	if len(send) > 0 { // an org draft of claims only needs no engine
		texts := make([]string, len(send))
		for k, i := range send {
			texts[k] = out[i].Original
		}
		answer, answeredBy, err := rw.chain.Rewrite(ctx, engine.RewriteRequest{Sentences: texts, Rules: rules}, nil)
		if err != nil {
			return serve.Fail(engine.TaskRewrite, err)
		}
		span.SetAttributes(attribute.String("engine.name", answeredBy))
		for k, s := range answer.Sentences {
			rw.apply(ctx, &out[send[k]], s, ids)
		}
		if answer.Truncated {
			// Only complete sentences are returned: the draft up to the first one the engine did not finish.
			truncated, out = true, out[:send[len(answer.Sentences)]]
		}
	}

	resp := rewriteResponse{Sentences: out, ChangedRatio: check.ChangedRatio(out), Truncated: truncated}
	for _, s := range out {
		switch {
		case s.Reverted:
			resp.RevertedCount++
		case !s.Blank && s.Rewritten != s.Original:
			resp.ChangedCount++
		}
	}
	span.SetAttributes(
		attribute.Int("sentences.returned", len(out)),
		attribute.Int("sentences.changed", resp.ChangedCount),
		attribute.Int("gate.reverted", resp.RevertedCount),
		attribute.Bool("truncated", truncated))
	return c.JSON(resp)
}

// validate checks the request against contract §4.2 and returns the draft (trimmed, NFC), the
// valid rules numbered 1..n for the engines with the client's id of each (ids[i] is rule i+1's),
// and whether the mode is org. Every failure is a 400 that says what to send.
func validate(req rewriteRequest) (draft string, rules []contract.NumberedRule, ids []json.Number, org bool, err error) {
	if req.Draft == nil {
		return "", nil, nil, false, door.Missing("draft", fmt.Sprintf("다듬을 초안을 'draft'에 담아 %s자 이상 %s자 이하로 보내 주세요.", door.Thousands(contract.DraftMinChars), door.Thousands(contract.DraftMaxChars)))
	}
	draft = chars.NFC(strings.TrimSpace(*req.Draft))
	if err := door.Length("초안은", chars.Count(draft), contract.DraftMinChars, contract.DraftMaxChars); err != nil {
		return "", nil, nil, false, err
	}
	if req.Rules == nil {
		return "", nil, nil, false, door.Missing("rules", fmt.Sprintf("말투 규칙을 {\"id\": 숫자, \"rule\": 문자열} 객체의 배열로 %d개 이상 %d개 이하 보내 주세요.", contract.RulesMin, contract.RulesMax))
	}
	rules, ids = validRules(*req.Rules)
	switch {
	case len(rules) < contract.RulesMin:
		return "", nil, nil, false, door.Fail(http.StatusBadRequest,
			"쓸 수 있는 규칙이 없습니다. 'id'(숫자)와 'rule'(비어 있지 않은 문자열)을 갖춘 규칙을 1개 이상 보내 주세요.")
	case len(rules) > contract.RulesMax:
		return "", nil, nil, false, door.Fail(http.StatusBadRequest,
			fmt.Sprintf("규칙은 %d개까지 보낼 수 있습니다. 지금은 올바른 규칙이 %d개입니다.", contract.RulesMax, len(rules)))
	}
	if req.Mode != nil && *req.Mode != modePersonal && *req.Mode != modeOrg {
		return "", nil, nil, false, door.Fail(http.StatusBadRequest, "'mode'는 \"personal\" 또는 \"org\"로 보내 주세요. 빼면 \"personal\"입니다.")
	}
	return draft, rules, ids, req.Mode != nil && *req.Mode == modeOrg, nil
}

// validRules keeps the items whose id is a JSON number and whose rule is a non-empty string
// (DESIGN §3); anything else is skipped. The id is any number the client likes (1.5, -4.17e16,
// 1e400): it is kept as the text the client wrote and echoed back so in rule_ids, while the
// engines see the rules numbered 1..n. A repeated id (the same number, however written: 1, 1.0,
// 10e-1) is skipped: rule_ids must name one rule. An evidence that is not a string is left out
// rather than costing the rule.
func validRules(items []json.RawMessage) (rules []contract.NumberedRule, ids []json.Number) {
	seen := map[string]bool{}
	for _, raw := range items {
		var item struct {
			ID       json.RawMessage `json:"id"`
			Rule     *string         `json:"rule"`
			Evidence json.RawMessage `json:"evidence"`
		}
		if door.Unmarshal(raw, &item) != nil || item.Rule == nil {
			continue
		}
		id, ok := numberText(item.ID)
		text := strings.TrimSpace(*item.Rule)
		if !ok || text == "" {
			continue
		}
		var value big.Rat
		if _, ok := value.SetString(id); !ok || seen[value.String()] {
			continue
		}
		seen[value.String()] = true
		var ev string
		_ = json.Unmarshal(item.Evidence, &ev)
		rules = append(rules, contract.NumberedRule{ID: len(rules) + 1, Rule: text, Evidence: ev})
		ids = append(ids, json.Number(id))
	}
	return rules, ids
}

// numberText is a JSON value's text when it is a number literal (not a string that holds one).
func numberText(raw json.RawMessage) (string, bool) {
	var n json.Number
	text := strings.TrimSpace(string(raw))
	if text == "" || text[0] == '"' || json.Unmarshal(raw, &n) != nil {
		return "", false
	}
	return text, true
}

// split cuts the draft into sentences, each starting as unchanged, and returns the indices of the
// ones to send to the engine. In org mode a claim sentence is blank: there are no organisation
// documents to back a figure, comparison or forecast, so it is not rewritten.
func split(draft string, org bool) (out []contract.Sentence, send []int) {
	for i, s := range sentence.Split(draft) {
		cl := claim.Is(s)
		item := contract.Sentence{Original: s, Rewritten: s, RuleIDs: []json.Number{}, Claim: cl}
		if org && cl {
			item.Blank = true
			item.Reason = fmt.Sprintf("숫자·비교·전망이 담긴 문장(%s)이라 확인할 조직 문서가 없어 비워 두었습니다",
				strings.Join(claim.Signals(s), ", "))
		} else {
			send = append(send, i)
		}
		out = append(out, item)
	}
	return out, send
}

// apply gates one rewritten sentence into s: markers it gained are removed, and a sentence that
// gained, lost or changed a figure or lost a Latin name is reverted with the reason. Rule ids stay
// only on a sentence that actually changed, as the client's ids (ids[n-1] for the engines' n).
func (rw *rewriter) apply(ctx context.Context, s *contract.Sentence, got engine.Rewritten, ids []json.Number) {
	if got.Held != "" {
		rw.gate.Count(ctx, engine.TaskRewrite, serve.Held, got.Held, 1)
	}
	v := check.Sentence(s.Original, got.Text)
	if v.Reverted {
		s.Reverted, s.Reason = true, v.Reason.Message
		rw.gate.Count(ctx, engine.TaskRewrite, serve.Reverted, v.Reason.Code, 1)
		return
	}
	if v.Text != strings.TrimSpace(got.Text) {
		rw.gate.Count(ctx, engine.TaskRewrite, serve.MarkersRemoved, "", 1)
	}
	s.Rewritten = v.Text
	if v.Text != s.Original {
		for _, n := range got.RuleIDs {
			s.RuleIDs = append(s.RuleIDs, ids[n-1])
		}
	}
}
