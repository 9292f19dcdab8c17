package compat

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	openai "github.com/sashabaranov/go-openai"

	"maltu/libs/engine"
)

// What servers differ in, learnt per engine on the first refusal and remembered: whether they
// take response_format json_schema, json_object or none, and whether they stream.
const (
	formatSchema int32 = iota // json_schema where the task has a schema, else json_object
	formatObject              // json_object
	formatNone                // no response_format; the prompt still asks for JSON
)

// maxTries bounds one call's sends: format fallbacks plus one retry of a 5xx or a 429.
const maxTries = 4

// complete sends one chat completion and returns the answer's text (a leading think block
// removed) and whether it was cut short: at the token maximum (finish_reason "length"), or by
// the deadline, a broken connection or a stream that just ended, in which case the text is what
// arrived. schema may be nil.
func (e *Engine) complete(ctx context.Context, system, user string, schema json.RawMessage, maxTokens int) (string, bool, error) {
	retried := false
	for try := 0; ; try++ {
		format := e.format.Load()
		req := e.request(system, user, schema, format, maxTokens)
		ctx, after := withRetryAfter(ctx)
		text, cut, err := e.send(ctx, req)
		if err == nil {
			return stripThink(text), cut, nil
		}
		if try+1 >= maxTries {
			return "", false, err
		}
		switch {
		case req.ResponseFormat != nil && refusesFormat(err):
			// Whoever refused first moves the engine down one step; the others see the new step.
			e.format.CompareAndSwap(format, format+1)
			continue
		case !retried && retryable(ctx, err, after.Load()):
			retried = true
			continue
		}
		return "", false, err
	}
}

// request builds the chat completion request for the engine's current format.
func (e *Engine) request(system, user string, schema json.RawMessage, format int32, maxTokens int) openai.ChatCompletionRequest {
	if e.maxTokens > 0 && (maxTokens <= 0 || maxTokens > e.maxTokens) {
		maxTokens = e.maxTokens
	}
	req := openai.ChatCompletionRequest{
		Model: e.model,
		Messages: []openai.ChatCompletionMessage{
			{Role: openai.ChatMessageRoleSystem, Content: system},
			{Role: openai.ChatMessageRoleUser, Content: user},
		},
		Temperature: 0.2,
		// max_tokens rather than max_completion_tokens: vLLM, Ollama and LiteLLM all read it.
		MaxTokens: maxTokens,
	}
	switch {
	case format == formatSchema && schema != nil:
		req.ResponseFormat = &openai.ChatCompletionResponseFormat{
			Type:       openai.ChatCompletionResponseFormatTypeJSONSchema,
			JSONSchema: &openai.ChatCompletionResponseFormatJSONSchema{Name: "answer", Schema: schema, Strict: true},
		}
	case format <= formatObject:
		req.ResponseFormat = &openai.ChatCompletionResponseFormat{Type: openai.ChatCompletionResponseFormatTypeJSONObject}
	}
	return req
}

// send makes one request, streamed unless the server was found not to stream.
func (e *Engine) send(ctx context.Context, req openai.ChatCompletionRequest) (string, bool, error) {
	if e.noStream.Load() {
		return e.blocking(ctx, req)
	}
	req.Stream = true
	s, err := e.client.CreateChatCompletionStream(ctx, req)
	if err != nil {
		return "", false, upstreamError(err)
	}
	defer s.Close()
	var b strings.Builder
	var finish openai.FinishReason
	frames, blanks := 0, 0
	for {
		r, err := s.Recv()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			if b.Len() > 0 {
				// The deadline or a broken connection ended the stream: what arrived may hold
				// complete sentences.
				return b.String(), true, nil
			}
			return "", false, upstreamError(err)
		}
		frames++
		if len(r.Choices) == 0 {
			continue
		}
		ch := r.Choices[0]
		if ch.Delta.Refusal != "" {
			return "", false, engine.ErrRefused
		}
		b.WriteString(ch.Delta.Content)
		if ch.FinishReason != "" {
			finish = ch.FinishReason
		}
		if blanks = trailingBlanks(blanks, ch.Delta.Content); blanks >= runaway && blanks-len(ch.Delta.Content) < runaway && closedObject(b.String()) {
			return b.String(), false, nil
		}
	}
	if frames == 0 && !strings.HasPrefix(s.Header().Get("Content-Type"), "text/event-stream") {
		// A server that ignores stream: true answers with one JSON body the stream reader cannot
		// read; from now on it gets blocking calls.
		e.noStream.Store(true)
		req.Stream = false
		return e.blocking(ctx, req)
	}
	if finish == openai.FinishReasonContentFilter {
		return "", false, engine.ErrRefused
	}
	// A stream that ended with no finish reason was cut off (a proxy's timeout) as surely as one
	// that reached max_tokens.
	return b.String(), finish == openai.FinishReasonLength || finish == "", nil
}

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

// blocking makes one request without streaming.
func (e *Engine) blocking(ctx context.Context, req openai.ChatCompletionRequest) (string, bool, error) {
	resp, err := e.client.CreateChatCompletion(ctx, req)
	if err != nil {
		return "", false, upstreamError(err)
	}
	if len(resp.Choices) == 0 {
		return "", false, fmt.Errorf("%w: no choices", engine.ErrBadShape)
	}
	c := resp.Choices[0]
	if c.Message.Refusal != "" || c.FinishReason == openai.FinishReasonContentFilter {
		return "", false, engine.ErrRefused
	}
	return c.Message.Content, c.FinishReason == openai.FinishReasonLength, nil
}

// stripThink removes a leading <think>…</think> block (reasoning models served by vLLM and
// Ollama write one before the answer). A block never closed leaves no answer. A chat template that
// opens the block in the prompt (DeepSeek-R1's distills, Qwen3) leaves only its end in the answer:
// what comes before a </think> that no <think> opened is reasoning too.
func stripThink(text string) string {
	t := strings.TrimSpace(text)
	before, after, closed := strings.Cut(t, "</think>")
	switch {
	case strings.HasPrefix(t, "<think>") && !closed:
		return ""
	case closed && (strings.HasPrefix(t, "<think>") || !strings.Contains(before, "<think>")):
		return after
	}
	return text
}

// refusesFormat reports whether the server refused the request as such (400 or 422), which is
// what servers do with a response_format they do not support, for another cause than a prompt
// too long for the model, which they refuse with the same statuses.
func refusesFormat(err error) bool {
	var s statusError
	if !errors.As(err, &s) || s.tooLong {
		return false
	}
	return s.status == http.StatusBadRequest || s.status == http.StatusUnprocessableEntity
}

// retryable waits before a second try when one is worth it: a 5xx at once, a 429 only when the
// server said how long to wait (Retry-After) and that wait leaves time for the call.
func retryable(ctx context.Context, err error, retryAfter int64) bool {
	var wait time.Duration
	switch status := statusOf(err); {
	case status >= 500:
		wait = 100 * time.Millisecond
	case status == http.StatusTooManyRequests && retryAfter > 0:
		wait = time.Duration(retryAfter) * time.Second
	default:
		return false
	}
	if end, ok := ctx.Deadline(); ok && time.Until(end) < wait+time.Second {
		return false
	}
	return engine.Wait(ctx, wait)
}

// statusError carries an upstream HTTP status through the engine's error classes, and whether the
// server said the prompt was too long for the model.
type statusError struct {
	status  int
	tooLong bool
}

func (s statusError) Error() string { return "status " + strconv.Itoa(s.status) }

func statusOf(err error) int {
	var s statusError
	if errors.As(err, &s) {
		return s.status
	}
	return 0
}

// retryAfterKey holds, in a request's context, where the transport notes a 429's Retry-After.
type retryAfterKey struct{}

func withRetryAfter(ctx context.Context) (context.Context, *atomic.Int64) {
	var seconds atomic.Int64
	return context.WithValue(ctx, retryAfterKey{}, &seconds), &seconds
}

// noteRetryAfter records a 429's Retry-After (in seconds; an HTTP date is not used by model
// servers) for the call that made the request.
func noteRetryAfter(r *http.Request, resp *http.Response) {
	holder, ok := r.Context().Value(retryAfterKey{}).(*atomic.Int64)
	if !ok || resp.StatusCode != http.StatusTooManyRequests {
		return
	}
	if n, err := strconv.Atoi(strings.TrimSpace(resp.Header.Get("Retry-After"))); err == nil && n > 0 {
		holder.Store(int64(n))
	}
}
