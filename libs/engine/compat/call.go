package compat

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync/atomic"
	"time"

	openai "github.com/sashabaranov/go-openai"

	"maltu/libs/engine"
)

// Bounds of one call's sends: each kind of retry is bounded on its own, and every wait must still
// leave the call's deadline time for the answer.
const (
	rateWaits      = 4 // 429s waited out
	serverRetries  = 2 // 5xx tried again
	reasoningAsks  = 2 // asked again with room to reason
	paramSteps     = 6 // refused parameters left out (each changes the request, so few are possible)
	serverWait     = 100 * time.Millisecond
	temperature    = 0.2
	maxReasoning   = 4096 // the most a learnt reasoning allowance grows to: a minute at 60 tokens a second
	firstReasoning = 1024 // the allowance a model found to reason gets before its reasoning is measured
)

// reply is what one answered request gave: the answer's text (a leading think block removed), how
// much reasoning came with it (in tokens), and whether it was cut short: at the token maximum
// (finish_reason "length"), or by the deadline, a broken connection or a stream that just ended,
// in which case the text is what arrived.
type reply struct {
	text      string
	reasoning int
	cut       bool
	length    bool // cut at the token maximum, so the server wrote exactly the tokens asked for
	gaveUp    bool // ended by compat inside the model's reasoning (see firstThoughts)
	ttft      time.Duration
	took      time.Duration
}

// crowded reports whether the model's reasoning left a reply cut at its cap, limit, no room to
// answer: it holds no answer, only reasoning (sent apart, in a think block never closed, where the
// chat template opened the block as prose with no JSON in it, or not sent at all, as OpenAI's
// reasoning models keep it to themselves), or reasoning took half the cap and the answer was cut.
func (r reply) crowded(limit int) bool {
	return (r.length || r.gaveUp) && (!strings.ContainsAny(r.text, "{[") || 2*r.reasoning >= limit)
}

// complete sends one chat completion and returns the answer. It learns from what the server says:
// a parameter it refused is left out and, once a request without it is answered, never sent again;
// a model cut off inside its reasoning gets room to reason and is asked again; a 429 is waited out
// and a 5xx tried again, while the deadline leaves time for the answer. answerTokens is what the
// answer is expected to take; capTokens what it may take besides reasoning (0: the server's limit).
func (e *Engine) complete(ctx context.Context, system, user string, schema json.RawMessage, answerTokens, capTokens int) (string, bool, error) {
	p := e.current()
	var refused []string
	waits, servers, asks, steps := 0, 0, 0, 0
	for {
		limit := e.withReasoning(capTokens)
		req := e.request(p, system, user, schema, limit)
		sctx, x := withExchange(ctx, p.thinkingOff && !p.noThink)
		r, err := e.send(sctx, req, x, firstThoughts(e.reasoning.Load(), limit))
		note := x.note(err)
		if err == nil {
			e.learn(p, refused)
			e.observe(r, req, limit)
			if r.crowded(limit) {
				if asks < reasoningAsks && fits(ctx, e.pace.expect(written(r, req)+answerTokens)) {
					if capTokens == 0 {
						// The server's own limit cut it: this call asks for a cap of its own,
						// that limit and room for the answer, with the allowance on top.
						capTokens = written(r, req) + 2*answerTokens
					}
					asks++
					note.Retry = "reasoning"
					engine.Note(ctx, note)
					continue
				}
				engine.Note(ctx, note)
				return "", false, fmt.Errorf("%w: %d tokens of reasoning", engine.ErrReasoning, r.reasoning)
			}
			engine.Note(ctx, note)
			return r.text, r.cut, nil
		}
		var s statusError
		errors.As(err, &s)
		switch {
		case s.refusing() && steps < paramSteps && p.refuse(s.param, schema != nil):
			steps++
			refused = append(refused, s.param)
			note.Retry = "param"
		case s.refusing() && !s.names() && steps < paramSteps:
			// A refusal that names nothing: the request is tried without what a server may not
			// take, a step at a time, and that is learnt only if the server then answers.
			name, ok := p.trial(schema != nil)
			if !ok {
				engine.Note(ctx, note)
				return "", false, err
			}
			steps++
			refused = append(refused, name)
			note.Retry = "param"
		case s.status >= 500 && servers < serverRetries && fits(ctx, max(s.retryAfter, serverWait)+e.pace.expect(answerTokens)):
			// An overloaded server may say when to come back (a 503's Retry-After).
			servers++
			note.Retry = "server"
			engine.Note(ctx, note)
			if !engine.Wait(ctx, max(s.retryAfter, serverWait)) {
				return "", false, err
			}
			continue
		case s.limited() && s.retryAfter > 0 && waits < rateWaits:
			// Only a server that says how long to wait is waited for: blind, the writer is better
			// served by the offline engine at once.
			wait := s.retryAfter
			if !fits(ctx, wait+e.pace.expect(answerTokens)) {
				engine.Note(ctx, note)
				return "", false, err
			}
			waits++
			note.Retry = "rate_limit"
			engine.Note(ctx, note)
			if !engine.Wait(ctx, wait) {
				return "", false, err
			}
			continue
		default:
			engine.Note(ctx, note)
			return "", false, err
		}
		engine.Note(ctx, note)
	}
}

// fits reports whether d fits in what is left of ctx's deadline.
func fits(ctx context.Context, d time.Duration) bool {
	end, ok := ctx.Deadline()
	return !ok || time.Until(end) > d
}

// firstThoughts is how much reasoning, before any answer, gives a call up as cut inside its
// reasoning (0: none does): a quarter of its cap, at most 128 tokens (two seconds at 60 tokens a
// second), while the engine has not seen its model reason. A model that thinks before answering
// would otherwise be found out only once the cap cut it, the whole cap's time later, and asked
// again only then; one that thinks less than its cap costs that much once. An empty think block
// (a model asked not to think) is far less.
func firstThoughts(allowance int64, limit int) int {
	if allowance > 0 {
		return 0
	}
	return min(limit/4, 128)
}

// withReasoning is the max_tokens a call asks for: the answer's cap plus the reasoning the model
// was found to do, so that a model that thinks before answering has room for both. A call without
// a cap is left to the server's limit.
func (e *Engine) withReasoning(capTokens int) int {
	if capTokens == 0 {
		return 0
	}
	return capTokens + int(e.reasoning.Load())
}

// observe learns from an answered request: how fast the server writes, and how much the model
// reasons (a reply cut inside its reasoning thought at least all it was given).
func (e *Engine) observe(r reply, req openai.ChatCompletionRequest, limit int) {
	e.pace.observe(r.ttft, r.took, written(r, req))
	switch {
	case r.crowded(limit):
		e.grow(max(2*written(r, req), firstReasoning))
	case r.reasoning > 0:
		e.grow(r.reasoning + r.reasoning/2)
	}
}

// written is the tokens a reply took: all it was given when cut at the token maximum.
func written(r reply, req openai.ChatCompletionRequest) int {
	n := r.reasoning + tokens(r.text)
	if r.length {
		//lint:ignore SA1019 the cap sent, in whichever field the server takes (see request)
		n = max(req.MaxTokens, req.MaxCompletionTokens, n)
	}
	return n
}

// grow raises the engine's reasoning allowance to n tokens (never lowers it).
func (e *Engine) grow(n int) {
	n = min(n, maxReasoning)
	for {
		old := e.reasoning.Load()
		if int64(n) <= old || e.reasoning.CompareAndSwap(old, int64(n)) {
			return
		}
	}
}

// tokens estimates the tokens of text: about four bytes a token, in Korean (three bytes a
// syllable, 1.5 syllables a token) as in English.
func tokens(text string) int { return (len(text) + 3) / 4 }

// request builds the chat completion request with the parameters p says the server takes.
func (e *Engine) request(p params, system, user string, schema json.RawMessage, maxTokens int) openai.ChatCompletionRequest {
	req := openai.ChatCompletionRequest{
		Model: e.model,
		Messages: []openai.ChatCompletionMessage{
			{Role: openai.ChatMessageRoleSystem, Content: system},
			{Role: openai.ChatMessageRoleUser, Content: user},
		},
	}
	if !p.noTemperature {
		req.Temperature = temperature
	}
	if p.completionTokens {
		req.MaxCompletionTokens = maxTokens
	} else {
		//lint:ignore SA1019 servers other than OpenAI's read max_tokens only; a refusal of it is learnt (params.refuse)
		req.MaxTokens = maxTokens
	}
	if p.thinkingOff && !p.noKwargs {
		req.ChatTemplateKwargs = map[string]any{"enable_thinking": false}
	}
	if p.thinkingOff && !p.noEffort {
		req.ReasoningEffort = openai.ReasoningEffortNone
	}
	switch {
	case p.format == formatSchema && schema != nil:
		req.ResponseFormat = &openai.ChatCompletionResponseFormat{
			Type:       openai.ChatCompletionResponseFormatTypeJSONSchema,
			JSONSchema: &openai.ChatCompletionResponseFormatJSONSchema{Name: "answer", Schema: schema, Strict: true},
		}
	case p.format <= formatObject:
		req.ResponseFormat = &openai.ChatCompletionResponseFormat{Type: openai.ChatCompletionResponseFormatTypeJSONObject}
	}
	req.Stream = !p.noStream
	return req
}

// send makes one request, streamed unless the server was found not to stream. A stream whose
// reasoning reaches giveUp tokens (0: never) before any answer ends there, as if cut at its cap.
func (e *Engine) send(ctx context.Context, req openai.ChatCompletionRequest, x *exchange, giveUp int) (reply, error) {
	start := time.Now()
	if !req.Stream {
		if _, err := e.client.CreateChatCompletion(ctx, req); err != nil {
			return reply{}, e.upstreamError(err, x)
		}
		return whole(x.body, start)
	}
	s, err := e.client.CreateChatCompletionStream(ctx, req)
	if err != nil {
		return reply{}, e.upstreamError(err, x)
	}
	defer s.Close()
	var text, reasoning strings.Builder
	var finish string
	var first time.Time
	blanks := 0
	for {
		raw, err := s.RecvRaw()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			if text.Len() > 0 || reasoning.Len() > 0 {
				// The deadline or a broken connection ended the stream: what arrived may hold
				// complete sentences.
				return answered(text.String(), reasoning.String(), true, false, first, start), nil
			}
			return reply{}, e.upstreamError(err, x)
		}
		if first.IsZero() {
			first = time.Now()
		}
		var chunk replyBody
		if json.Unmarshal(raw, &chunk) != nil || len(chunk.Choices) == 0 {
			continue
		}
		ch := chunk.Choices[0]
		if ch.Delta.Refusal != "" {
			return reply{}, engine.ErrRefused
		}
		text.WriteString(ch.Delta.Content)
		reasoning.WriteString(ch.Delta.reasoning())
		if ch.FinishReason != "" {
			finish = ch.FinishReason
		}
		if blanks = trailingBlanks(blanks, ch.Delta.Content); blanks >= runaway && blanks-len(ch.Delta.Content) < runaway && closedObject(text.String()) {
			return answered(text.String(), reasoning.String(), false, false, first, start), nil
		}
		if giveUp > 0 && thinking(text.String(), reasoning.String()) >= giveUp {
			r := answered(text.String(), reasoning.String(), true, false, first, start)
			r.gaveUp = true
			return r, nil
		}
		if finish != "" {
			break // the answer is whole; a server that then keeps the stream open is not waited for
		}
	}
	if x.body != nil {
		// A server that ignores stream: true answers with one JSON body: it is read, and from now
		// on the server is asked without streaming.
		e.learn(params{noStream: true}, []string{"stream"})
		return whole(x.body, start)
	}
	if finish == string(openai.FinishReasonContentFilter) {
		return reply{}, engine.ErrRefused
	}
	// A stream that ended with no finish reason was cut off (a proxy's timeout) as surely as one
	// that reached max_tokens.
	length := atCap(finish)
	return answered(text.String(), reasoning.String(), length || finish == "", length, first, start), nil
}

// thinking is the tokens of reasoning a stream has written before any answer: its reasoning, sent
// apart, or a think block not yet closed; 0 once the answer began.
func thinking(text, reasoning string) int {
	t := strings.TrimSpace(text)
	switch {
	case t == "":
		return tokens(reasoning)
	case strings.HasPrefix(t, "<think>") && !strings.Contains(t, "</think>"):
		return tokens(reasoning) + tokens(t)
	}
	return 0
}

// atCap reports whether a finish reason says the answer reached its token maximum: "length", or
// as some proxies pass on their model's word, "max_tokens".
func atCap(finish string) bool {
	return finish == string(openai.FinishReasonLength) || finish == "max_tokens"
}

// answered is a reply of text and reasoning, its think block taken off the text.
func answered(text, reasoning string, cut, length bool, first, start time.Time) reply {
	answer, thought := stripThink(text)
	r := reply{text: answer, reasoning: tokens(reasoning) + tokens(thought), cut: cut, length: length, took: time.Since(start)}
	if !first.IsZero() {
		r.ttft = first.Sub(start)
	}
	return r
}

// whole reads a chat completion answered in one JSON body.
func whole(body []byte, start time.Time) (reply, error) {
	var resp replyBody
	if err := json.Unmarshal(body, &resp); err != nil {
		return reply{}, fmt.Errorf("%w: an answer that is not a chat completion", engine.ErrUpstream)
	}
	if len(resp.Choices) == 0 {
		return reply{}, fmt.Errorf("%w: no choices", engine.ErrBadShape)
	}
	c := resp.Choices[0]
	if c.Message.Refusal != "" || c.FinishReason == string(openai.FinishReasonContentFilter) {
		return reply{}, engine.ErrRefused
	}
	length := atCap(c.FinishReason)
	return answered(c.Message.Content, c.Message.reasoning(), length, length, time.Time{}, start), nil
}

// replyBody is what compat reads of a chat completion, streamed (a delta a chunk) or whole (the
// message). Servers send a thinking model's thoughts apart as reasoning_content (vLLM's and
// DeepSeek's) or reasoning (Ollama's, newer vLLM's, OpenRouter's).
type replyBody struct {
	Choices []struct {
		Delta        replyText `json:"delta"`
		Message      replyText `json:"message"`
		FinishReason string    `json:"finish_reason"`
	} `json:"choices"`
}

type replyText struct {
	Content          string `json:"content"`
	Refusal          string `json:"refusal"`
	ReasoningContent string `json:"reasoning_content"`
	Reasoning        string `json:"reasoning"`
}

func (t replyText) reasoning() string { return t.ReasoningContent + t.Reasoning }

// runaway is how many blanks after a closed object end a stream: a model under a JSON grammar
// (vLLM's guided decoding, llama.cpp's) may write nothing but blanks after the object until
// max_tokens or the deadline.
const runaway = 64

// trailingBlanks is how many blanks end the stream once delta is added to a stream that ended in
// blanks.
func trailingBlanks(blanks int, delta string) int {
	kept := strings.TrimRight(delta, " \t\r\n")
	if kept == "" {
		return blanks + len(delta)
	}
	return len(delta) - len(kept)
}

// closedObject reports whether text, blanks aside, ends with a whole JSON object that starts at
// its first brace.
func closedObject(text string) bool {
	t := strings.TrimSpace(text)
	start := strings.IndexByte(t, '{')
	return start >= 0 && strings.HasSuffix(t, "}") && json.Valid([]byte(t[start:]))
}

// stripThink takes a leading <think>…</think> block (reasoning models served by vLLM and Ollama
// write one before the answer) off text and returns the answer and the reasoning. A block never
// closed leaves no answer. A chat template that opens the block in the prompt (DeepSeek-R1's
// distills, Qwen3) leaves only its end in the answer: what comes before a </think> that no <think>
// opened is reasoning too.
func stripThink(text string) (answer, thought string) {
	t := strings.TrimSpace(text)
	before, after, closed := strings.Cut(t, "</think>")
	switch {
	case strings.HasPrefix(t, "<think>") && !closed:
		return "", t
	case closed && (strings.HasPrefix(t, "<think>") || !strings.Contains(before, "<think>")):
		return after, before
	}
	return text, ""
}

// pace is how fast an engine's server answers, measured on its answers: the time to the first
// token and tokens a second. It sizes the waits worth making before a call's deadline.
type pace struct {
	ttft, perToken atomicDuration
}

// Before a server is measured: the speed measured of a real one (issue 17), 0.6 s to the first
// token, then 60 tokens a second.
const (
	defaultTTFT     = 600 * time.Millisecond
	defaultPerToken = time.Second / 60
)

func (p *pace) observe(ttft, took time.Duration, written int) {
	if ttft > 0 {
		p.ttft.ewma(ttft)
	}
	if written > 8 && took > ttft {
		p.perToken.ewma((took - ttft) / time.Duration(written))
	}
}

// expect is how long an answer of n tokens takes.
func (p *pace) expect(n int) time.Duration {
	return p.ttft.or(defaultTTFT) + time.Duration(n)*p.perToken.or(defaultPerToken)
}

// atomicDuration is a duration measured on answers, smoothed.
type atomicDuration struct{ v atomic.Int64 }

// ewma moves the value a quarter of the way to d (to d at once when unset).
func (a *atomicDuration) ewma(d time.Duration) {
	for {
		old := a.v.Load()
		next := int64(d)
		if old != 0 {
			next = old + (int64(d)-old)/4
		}
		if a.v.CompareAndSwap(old, next) {
			return
		}
	}
}

// or is the value, or def before anything was measured.
func (a *atomicDuration) or(def time.Duration) time.Duration {
	if v := a.v.Load(); v != 0 {
		return time.Duration(v)
	}
	return def
}
