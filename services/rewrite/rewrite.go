package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"slices"
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
	Sentences []contract.Sentence `json:"sentences"`
	summary
}

// summary is what the answer says of its sentences as a whole: the JSON answer's fields after
// sentences, and the last line of a streamed one.
type summary struct {
	ChangedCount  int      `json:"changed_count"`
	RevertedCount int      `json:"reverted_count"`
	ChangedRatio  *float64 `json:"changed_ratio"`
	OrgDocs       int      `json:"org_docs"` // no organisation documents exist yet
	Truncated     bool     `json:"truncated"`
}

// ndjson is the streamed answer a client asks for with Accept (docs/openapi.yaml): one JSON
// object a line, each chunk's sentences as soon as they pass the gate, then the summary. The
// contract's JSON answer (§4.2) stays what everyone else gets.
const ndjson = "application/x-ndjson"

// chunkLine is a line of the streamed answer with sentences by their index in the draft; the
// first also gives the draft's number of sentences.
type chunkLine struct {
	Total     int       `json:"total,omitempty"`
	Sentences []indexed `json:"sentences"`
}

// endLine is the streamed answer's last line: the summary, and how many of the draft's leading
// sentences the answer holds (fewer than total only when truncated: any that came past them are
// withdrawn).
type endLine struct {
	summary
	Count int `json:"count"`
}

// errorLine is a failure after the stream began, when the status is already sent.
type errorLine struct {
	Error string `json:"error"`
}

// indexed is a gated sentence with its place in the draft.
type indexed struct {
	Index int `json:"index"`
	contract.Sentence
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
	streamed := c.Accepts(fiber.MIMEApplicationJSON, ndjson) == ndjson
	span := door.Span(c)
	span.SetAttributes(
		attribute.Int("draft.chars", chars.Count(draft)),
		attribute.Int("rules", len(rules)),
		attribute.Bool("mode.org", org),
		attribute.Bool("streamed", streamed),
		attribute.Int("sentences", len(out)),
		attribute.Int("sentences.blank", len(out)-len(send)))
	// A writer who leaves (closes the page, presses 그만두기) stops the engine calls.
	ctx, stop := door.Attended(c)
	rw.gate.Count(ctx, engine.TaskRewrite, serve.Blank, "", len(out)-len(send))
	job := &job{rw: rw, ctx: ctx, out: out, send: send, rules: rules, ids: ids}
	if streamed {
		return job.stream(c, stop)
	}
	defer stop()

	n, by, err := job.run(nil)
	if err != nil {
		return serve.Fail(engine.TaskRewrite, err)
	}
	resp := rewriteResponse{Sentences: out[:n], summary: summarize(out[:n], n < len(out))}
	span.SetAttributes(
		attribute.String("engine.name", by),
		attribute.Int("sentences.returned", n),
		attribute.Int("sentences.changed", resp.ChangedCount),
		attribute.Int("gate.reverted", resp.RevertedCount),
		attribute.Bool("truncated", resp.Truncated))
	return c.JSON(resp)
}

// job is one request's sentences on their way through the engines and the gate.
type job struct {
	rw    *rewriter
	ctx   context.Context
	out   []contract.Sentence // the draft's sentences, each gated in place as its engine answers
	send  []int               // the indices in out the engines rewrite (org-mode blanks are not sent)
	rules []contract.NumberedRule
	ids   []json.Number
}

// run asks the chain for the sentences to send. ready (may be nil) is told, as each call
// answers, the indices in out of the sentences it gated; without it the whole answer is gated at
// the end. It returns how many of out's leading sentences the answer holds (all, or on
// truncation those before the first the engines did not finish) and the engines that answered.
func (j *job) run(ready func(at []int)) (n int, by string, err error) {
	if len(j.send) == 0 { // an org draft of claims only needs no engine
		return len(j.out), "", nil
	}
	texts := make([]string, len(j.send))
	for k, i := range j.send {
		texts[k] = j.out[i].Original
	}
	var each func([]int, []engine.Rewritten)
	if ready != nil {
		each = func(at []int, got []engine.Rewritten) { ready(j.settle(at, got)) }
	}
	answer, by, err := j.rw.chain.Rewrite(j.ctx, engine.RewriteRequest{Sentences: texts, Rules: j.rules}, each)
	if err != nil {
		return 0, "", err
	}
	if ready == nil {
		j.settle(indicesTo(len(answer.Sentences)), answer.Sentences)
	}
	if answer.Truncated {
		// Only complete sentences are returned: the draft up to the first one the engine did not finish.
		return j.send[len(answer.Sentences)], by, nil
	}
	return len(j.out), by, nil
}

// settle gates the engines' answers got for the sentences sent at (indices into send) and
// returns their indices in out.
func (j *job) settle(at []int, got []engine.Rewritten) []int {
	idx := make([]int, len(at))
	for k, i := range at {
		idx[k] = j.send[i]
		j.rw.apply(j.ctx, &j.out[idx[k]], got[k], j.ids)
	}
	return idx
}

func indicesTo(n int) []int {
	idx := make([]int, n)
	for i := range idx {
		idx[i] = i
	}
	return idx
}

// stream answers with NDJSON: the first line once the engines' first sentences passed the gate
// (with the blank ones, which need no engine), a line for each later call, then the summary. Until
// the first line a failure is answered with its status as the JSON answer's would be; after it, with
// an error line. stop ends the engine calls when the stream is done or the writer left.
func (j *job) stream(c *fiber.Ctx, stop func()) error {
	// Room for every call's line (each keeps at least one sentence), so the engines never wait on
	// a slow reader.
	parts := make(chan []int, len(j.send)+1)
	type result struct {
		n   int
		err error
	}
	done := make(chan result, 1)
	// The blanks go with the first line; read now, before the engines write the other sentences.
	var blanks []int
	for i, s := range j.out {
		if s.Blank {
			blanks = append(blanks, i)
		}
	}
	go func() {
		n, _, err := j.run(func(at []int) { parts <- at })
		close(parts)
		done <- result{n, err}
	}()
	first, ok := <-parts
	if !ok { // the end came first: a failure, or an org draft of claims only
		r := <-done
		if r.err != nil {
			stop()
			return serve.Fail(engine.TaskRewrite, r.err)
		}
		done <- r // read again at the end of the stream
	}
	first = append(first, blanks...)
	c.Set(fiber.HeaderContentType, ndjson)
	c.Set("X-Accel-Buffering", "no") // a proxy that buffers answers (nginx) would hold the lines back
	c.Context().SetBodyStreamWriter(func(w *bufio.Writer) {
		defer stop()
		line := func(v any) bool {
			b, _ := json.Marshal(v)
			w.Write(append(b, '\n'))
			if err := w.Flush(); err != nil {
				return false // the writer left: stop ends the engine calls
			}
			return true
		}
		if !line(chunkLine{Total: len(j.out), Sentences: j.indexed(first)}) {
			return
		}
		for at := range parts {
			if !line(chunkLine{Sentences: j.indexed(at)}) {
				return
			}
		}
		r := <-done
		if r.err != nil {
			line(errorLine{serve.Fail(engine.TaskRewrite, r.err).Message})
			return
		}
		line(endLine{summary: summarize(j.out[:r.n], r.n < len(j.out)), Count: r.n})
	})
	return nil
}

// indexed are the sentences at idx with their indices, in draft order.
func (j *job) indexed(idx []int) []indexed {
	slices.Sort(idx)
	out := make([]indexed, len(idx))
	for k, i := range idx {
		out[k] = indexed{Index: i, Sentence: j.out[i]}
	}
	return out
}

// summarize counts what the gate let change and what it reverted among the answer's sentences.
func summarize(out []contract.Sentence, truncated bool) summary {
	sum := summary{ChangedRatio: check.ChangedRatio(out), Truncated: truncated}
	for _, s := range out {
		switch {
		case s.Reverted:
			sum.RevertedCount++
		case !s.Blank && s.Rewritten != s.Original:
			sum.ChangedCount++
		}
	}
	return sum
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
