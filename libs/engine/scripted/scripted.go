// Package scripted is an OpenAI-compatible chat completions server that answers like a real model
// at a realistic speed: a time to first token, then tokens at a steady rate (Korean about 1.5
// syllables a token), streamed as server-sent events or in one body, cut at max_tokens (or
// max_completion_tokens) with finish_reason "length". A reasoning model thinks first, in a
// <think> block or in reasoning_content, and its thinking counts against the cap as real servers
// count it. Its answers are the offline engine's, so they pass the service's gates; a test scripts
// failures (a status, a 429 with Retry-After, a stall, a think block, fences, a content filter, a
// sentence skipped) on chosen calls, or a real model's answer written by hand, with the ways
// servers end a stream, and parameters refused as OpenAI words it. Tests and `make bench-model`
// use it; it listens on loopback only.
package scripted

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"regexp"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"unicode/utf8"

	"maltu/libs/engine"
	"maltu/libs/engine/local"
	"maltu/libs/gate/contract"
)

// Call is what a script sees of one request.
type Call struct {
	Seq       int      // 1 for the first request the server got
	Task      string   // "extract", "rewrite" or "report"
	Sentences []string // a rewrite's or report's sentences as sent
	Format    string   // the response_format type asked for, "" for none
	Stream    bool
	// MaxTokens is the cap asked for, in whichever field; Field names it ("max_tokens",
	// "max_completion_tokens", "" for none).
	MaxTokens   int
	Field       string
	Temperature bool // a temperature was sent
	// NoThinking: the request asked the model not to think (chat_template_kwargs.enable_thinking
	// false, reasoning_effort "none" or think false).
	NoThinking bool
}

// Script is how the server answers one call; the zero value answers well.
type Script struct {
	Status     int    // non-zero: fail with this HTTP status and an OpenAI error body
	RetryAfter int    // seconds, sent with Status
	Stall      bool   // answer nothing until the client leaves
	Think      string // written first as <think>…</think>
	// ContentFilter refuses the prompt with a 400 as OpenAI's and Azure's content filters do
	// (code content_filter, param prompt).
	ContentFilter bool
	// Skip leaves these sentence numbers (from 1) out of a rewrite answer, as a model that
	// skips a sentence does.
	Skip   []int
	Fence  bool // the JSON inside a ```json fence
	Refuse bool // answer a refusal in prose
	// Answer, when set, is written instead of the offline engine's answer: a real model's answer
	// written by hand, with the prose, fences and slips such models make.
	Answer string
	// Reasoning is streamed first as reasoning_content deltas, as vLLM's and Ollama's reasoning
	// parsers send a thinking model's thoughts apart from its answer.
	Reasoning string
	// How servers end a stream differently: without "data: [DONE]" (llama.cpp, some proxies),
	// with no finish_reason at all (a connection that just ends), with a last chunk of no choices
	// that carries the usage (vLLM and Ollama when asked for it, OpenAI).
	NoDone, NoFinish, UsageChunk bool
	// Hangup closes the connection after the answer's text, mid-stream, as a proxy that times out
	// or a server that dies does.
	Hangup bool
}

// Server is the scripted model. Set its fields before Handler serves.
type Server struct {
	TTFT            time.Duration // before the first token
	TokensPerSecond float64       // 0: all at once
	// MaxTokens cuts every answer at this many tokens (0: only the request's max_tokens);
	// DefaultMaxTokens cuts an answer whose request names no cap (a server's or a proxy's default).
	MaxTokens, DefaultMaxTokens int
	// NoSchema refuses response_format json_schema with a 400 that names nothing, as many
	// servers do; NoFormat refuses any response_format so.
	NoSchema, NoFormat bool
	// NoStream answers stream requests with one JSON body, as servers without streaming do.
	NoStream bool
	// Think is how many tokens a reasoning model thinks before each answer (unless asked not
	// to), written as ThinkIn says: "" in a <think> block before the answer, apart in the delta
	// field named ("reasoning_content", vLLM's and DeepSeek's; "reasoning", Ollama's), or
	// "hidden": counted and waited for, never sent (OpenAI's reasoning models).
	Think   int
	ThinkIn string
	// Refuses lists parameters the server refuses with a 400 worded as OpenAI words it (its
	// message, type, param and code): "max_tokens" and "temperature" as for gpt-5 and the o
	// series, "response_format" for json_schema, and "chat_template_kwargs", "think" or
	// "reasoning_effort" as fields it does not know (which OpenAI names in no param).
	Refuses []string
	// Mark is added to every sentence the model rewrites and every observation it makes, so that
	// a benchmark can count them; a report's one section is headed 본문.
	Mark string
	// Script picks the answer to a call (nil: every call answered well).
	Script func(Call) Script

	seq   atomic.Int64
	left  atomic.Int64
	mu    sync.Mutex
	calls []Call
}

// Left counts the calls whose client went away before the answer was written.
func (s *Server) Left() int { return int(s.left.Load()) }

// Calls is every call so far, in arrival order.
func (s *Server) Calls() []Call {
	s.mu.Lock()
	defer s.mu.Unlock()
	return slices.Clone(s.calls)
}

type chatRequest struct {
	Messages []struct {
		Role    string `json:"role"`
		Content string `json:"content"`
	} `json:"messages"`
	MaxTokens           int      `json:"max_tokens"`
	MaxCompletionTokens int      `json:"max_completion_tokens"`
	Temperature         *float64 `json:"temperature"`
	Stream              bool     `json:"stream"`
	ResponseFormat      *struct {
		Type string `json:"type"`
	} `json:"response_format"`
	ChatTemplateKwargs map[string]any `json:"chat_template_kwargs"`
	ReasoningEffort    string         `json:"reasoning_effort"`
	Think              *bool          `json:"think"`
}

// sent reports whether the request holds the parameter named.
func (r chatRequest) sent(param string) bool {
	switch param {
	case "max_tokens":
		return r.MaxTokens > 0
	case "temperature":
		return r.Temperature != nil && *r.Temperature != 1
	case "response_format":
		return r.ResponseFormat != nil && r.ResponseFormat.Type == "json_schema"
	case "chat_template_kwargs":
		return r.ChatTemplateKwargs != nil
	case "reasoning_effort":
		return r.ReasoningEffort != ""
	case "think":
		return r.Think != nil
	}
	return false
}

// refusals are OpenAI's refusals of the parameters in Server.Refuses.
var refusals = map[string]apiError{
	"max_tokens": {"Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.",
		"invalid_request_error", "max_tokens", "unsupported_parameter"},
	"temperature": {"Unsupported value: 'temperature' does not support 0.2 with this model. Only the default (1) value is supported.",
		"invalid_request_error", "temperature", "unsupported_value"},
	"response_format": {"Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model.",
		"invalid_request_error", "response_format", ""},
	"chat_template_kwargs": {"Unrecognized request argument supplied: chat_template_kwargs", "invalid_request_error", "", ""},
	"reasoning_effort":     {"Unrecognized request argument supplied: reasoning_effort", "invalid_request_error", "", ""},
	"think":                {"Unrecognized request argument supplied: think", "invalid_request_error", "", ""},
}

// contentFilter is how OpenAI's and Azure's content filters refuse a prompt.
var contentFilter = apiError{"The response was filtered due to the prompt triggering content management policy.", "", "prompt", "content_filter"}

// apiError is an OpenAI error body's fields; an empty param or code is sent as null.
type apiError struct{ message, kind, param, code string }

// Handler serves POST /v1/chat/completions (any path ending in chat/completions).
func (s *Server) Handler() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		req, ok := readRequest(r)
		if !ok {
			fail(w, http.StatusBadRequest, 0, "invalid_request_error")
			return
		}
		call := s.callOf(req)
		out, err := s.answer(r.Context(), req, &call)
		s.record(call)
		if err != nil {
			fail(w, http.StatusBadRequest, 0, "invalid_request_error")
			return
		}
		if p := slices.IndexFunc(s.Refuses, req.sent); p >= 0 {
			refuse(w, http.StatusBadRequest, 0, refusals[s.Refuses[p]])
			return
		}
		var sc Script
		if s.Script != nil {
			sc = s.Script(call)
		}
		if rw, ok := out.(map[string]any); ok && call.Task == "rewrite" {
			rw["sentences"] = slices.DeleteFunc(rw["sentences"].([]map[string]any), func(it map[string]any) bool { return slices.Contains(sc.Skip, it["i"].(int)) })
		}
		b, err := json.Marshal(out)
		if err != nil {
			fail(w, http.StatusInternalServerError, 0, "server_error")
			return
		}
		if s.failed(w, r, call, sc) {
			return
		}
		thought, field := s.thought(call, sc)
		answer := sc.written(string(b))
		if thought != "" && field == "" {
			answer, thought = "<think>"+thought+"</think>\n"+answer, ""
		}
		thought, text, finish := capped(thought, answer, s.limit(call))
		if req.Stream && !s.NoStream {
			s.stream(w, r, sc, thought, field, text, finish)
			return
		}
		s.whole(w, r, thought, field, text, finish)
	})
}

// readRequest is the chat completion request r holds, if it is one.
func readRequest(r *http.Request) (chatRequest, bool) {
	var req chatRequest
	ok := r.Method == http.MethodPost && strings.HasSuffix(r.URL.Path, "/chat/completions") && json.NewDecoder(r.Body).Decode(&req) == nil && len(req.Messages) >= 2
	return req, ok
}

// callOf is what a script sees of req, numbered in arrival order; the task and sentences are
// filled when it is answered.
func (s *Server) callOf(req chatRequest) Call {
	call := Call{Seq: int(s.seq.Add(1)), Stream: req.Stream, Temperature: req.Temperature != nil,
		NoThinking: req.ChatTemplateKwargs["enable_thinking"] == false || req.ReasoningEffort == "none" || (req.Think != nil && !*req.Think)}
	call.MaxTokens, call.Field = req.MaxTokens, "max_tokens"
	if req.MaxCompletionTokens > 0 {
		call.MaxTokens, call.Field = req.MaxCompletionTokens, "max_completion_tokens"
	} else if req.MaxTokens == 0 {
		call.Field = ""
	}
	if req.ResponseFormat != nil {
		call.Format = req.ResponseFormat.Type
	}
	return call
}

// failed writes the failure the server or the script holds for call, if any, and reports whether
// it did; a stall waits for the client to leave.
func (s *Server) failed(w http.ResponseWriter, r *http.Request, call Call, sc Script) bool {
	switch {
	case call.Format == "json_schema" && s.NoSchema, call.Format != "" && s.NoFormat:
		fail(w, http.StatusBadRequest, 0, "invalid_request_error")
	case sc.ContentFilter:
		refuse(w, http.StatusBadRequest, 0, contentFilter)
	case sc.Status != 0:
		fail(w, sc.Status, sc.RetryAfter, "server_error")
	case sc.Stall:
		<-r.Context().Done()
		s.left.Add(1)
	default:
		return false
	}
	return true
}

// written is the answer as the script has the model write it: a refusal in prose, an answer
// written by hand, or the offline engine's in a fence or as it is.
func (sc Script) written(answer string) string {
	switch {
	case sc.Refuse:
		return "죄송하지만 이 요청은 도와드릴 수 없습니다."
	case sc.Answer != "":
		return sc.Answer
	case sc.Fence:
		return "```json\n" + answer + "\n```"
	}
	return answer
}

// thought is what the model thinks before it answers and the delta field it is sent in ("" for a
// <think> block in the answer): the script's, else the server's unless the call asked not to.
func (s *Server) thought(call Call, sc Script) (thought, field string) {
	switch {
	case sc.Think != "":
		return sc.Think, ""
	case sc.Reasoning != "":
		return sc.Reasoning, "reasoning_content"
	case s.Think > 0 && !call.NoThinking:
		return thinking(s.Think), s.ThinkIn
	}
	return "", s.ThinkIn
}

// limit is the tokens call's answer may take, 0 for no limit: the call's cap, else the server's
// default, and never more than the server's own cap.
func (s *Server) limit(call Call) int {
	limit := call.MaxTokens
	if limit == 0 {
		limit = s.DefaultMaxTokens
	}
	if s.MaxTokens > 0 && (limit == 0 || s.MaxTokens < limit) {
		limit = s.MaxTokens
	}
	return limit
}

// capped cuts thought and then answer at limit tokens, as every server counts thinking against
// the cap, and says why the model stopped.
func capped(thought, answer string, limit int) (string, string, string) {
	if limit > 0 && tokens(thought)+tokens(answer) > limit {
		thought = cut(thought, limit)
		return thought, cut(answer, limit-tokens(thought)), "length"
	}
	return thought, answer, "stop"
}

// whole writes the answer in one body once the model would have written it, the reasoning in the
// message field named unless it is hidden.
func (s *Server) whole(w http.ResponseWriter, r *http.Request, thought, field, text, finish string) {
	if !s.wait(r.Context(), thought+text) {
		return
	}
	message := map[string]any{"role": "assistant", "content": text}
	if thought != "" && field != hidden {
		message[field] = thought
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(map[string]any{
		"id": "chatcmpl-scripted", "object": "chat.completion", "created": time.Now().Unix(), "model": "scripted",
		"choices": []any{map[string]any{"index": 0, "finish_reason": finish, "message": message}},
	})
}

// hidden is ThinkIn for reasoning a server never sends.
const hidden = "hidden"

func (s *Server) record(c Call) {
	s.mu.Lock()
	s.calls = append(s.calls, c)
	s.mu.Unlock()
}

// thinking is n tokens of a reasoning model's thoughts on the task.
func thinking(n int) string {
	const thought = "초안의 문장을 하나씩 읽고, 규칙에 맞게 어미와 높임을 어떻게 바꿀지 따져 본다. 숫자와 이름은 그대로 둔다. "
	var b strings.Builder
	for tokens(b.String()) < n {
		b.WriteString(thought)
	}
	return cut(b.String(), n)
}

// wait spends the time a model takes to write text; false when the client left first.
func (s *Server) wait(ctx context.Context, text string) bool {
	return s.until(ctx, s.TTFT+s.writing(text))
}

// writing is how long the model takes to write text, once it has begun.
func (s *Server) writing(text string) time.Duration {
	if s.TokensPerSecond <= 0 {
		return 0
	}
	return time.Duration(float64(tokens(text)) / s.TokensPerSecond * float64(time.Second))
}

// until waits d, counting a client that left first.
func (s *Server) until(ctx context.Context, d time.Duration) bool {
	if engine.Wait(ctx, d) {
		return true
	}
	s.left.Add(1)
	return false
}

// stream writes text as server-sent events at the model's speed, a few tokens a frame, after the
// reasoning (in the delta field named) and ending as the script says.
func (s *Server) stream(w http.ResponseWriter, r *http.Request, sc Script, reasoning, field, text, finish string) {
	w.Header().Set("Content-Type", "text/event-stream")
	w.Header().Set("Cache-Control", "no-cache")
	flusher, _ := w.(http.Flusher)
	send := func(chunk map[string]any) bool {
		chunk["id"], chunk["object"], chunk["created"], chunk["model"] = "chatcmpl-scripted", "chat.completion.chunk", time.Now().Unix(), "scripted"
		b, _ := json.Marshal(chunk)
		if _, err := fmt.Fprintf(w, "data: %s\n\n", b); err != nil {
			return false
		}
		if flusher != nil {
			flusher.Flush()
		}
		return true
	}
	frame := func(delta map[string]any, finish any) bool {
		return send(map[string]any{"choices": []any{map[string]any{"index": 0, "delta": delta, "finish_reason": finish}}})
	}
	if !s.wait(r.Context(), "") || !frame(map[string]any{"role": "assistant", "content": ""}, nil) {
		return
	}
	if field == hidden {
		if !s.until(r.Context(), s.writing(reasoning)) {
			return
		}
	} else if !s.deltas(r.Context(), reasoning, field, frame) {
		return
	}
	if !s.deltas(r.Context(), text, "content", frame) {
		return
	}
	if hj, ok := w.(http.Hijacker); sc.Hangup && ok {
		if conn, _, err := hj.Hijack(); err == nil {
			_ = conn.Close()
		}
		return
	}
	if !sc.NoFinish && !frame(map[string]any{}, finish) {
		return
	}
	if sc.UsageChunk && !send(map[string]any{"choices": []any{}, "usage": map[string]any{"prompt_tokens": 400, "completion_tokens": tokens(text), "total_tokens": 400 + tokens(text)}}) {
		return
	}
	if !sc.NoDone {
		_, _ = fmt.Fprint(w, "data: [DONE]\n\n")
	}
}

// deltas streams text in the delta field at the model's speed, a few tokens a frame; false when
// the client left.
func (s *Server) deltas(ctx context.Context, text, field string, frame func(delta map[string]any, finish any) bool) bool {
	runes := []rune(text)
	const step = 4 // tokens a frame
	for sent := 0; sent < len(runes); {
		n := min(len(runes)-sent, int(step*engine.SyllablesPerToken))
		if s.TokensPerSecond > 0 && !s.until(ctx, time.Duration(step/s.TokensPerSecond*float64(time.Second))) {
			return false
		}
		if !frame(map[string]any{field: string(runes[sent : sent+n])}, nil) {
			return false
		}
		sent += n
	}
	return true
}

// tokens is the size of text in model tokens.
func tokens(text string) int {
	return int(float64(utf8.RuneCountInString(text))/engine.SyllablesPerToken + 0.5)
}

// cut is the first n tokens of text.
func cut(text string, n int) string {
	r := []rune(text)
	return string(r[:min(len(r), int(float64(n)*engine.SyllablesPerToken))])
}

func fail(w http.ResponseWriter, status, retryAfter int, kind string) {
	refuse(w, status, retryAfter, apiError{message: "scripted failure", kind: kind})
}

// refuse writes an OpenAI error body.
func refuse(w http.ResponseWriter, status, retryAfter int, e apiError) {
	w.Header().Set("Content-Type", "application/json")
	if retryAfter > 0 {
		w.Header().Set("Retry-After", fmt.Sprint(retryAfter))
	}
	w.WriteHeader(status)
	orNull := func(v string) any {
		if v == "" {
			return nil
		}
		return v
	}
	_ = json.NewEncoder(w).Encode(map[string]any{"error": map[string]any{"message": e.message, "type": orNull(e.kind), "param": orNull(e.param), "code": orNull(e.code)}})
}

var textTag = regexp.MustCompile(`(?s)<글>\n(.*)\n</글>`)

// answer is the offline engine's answer to the request, as the JSON the prompts ask for; it
// fills call's task and sentences.
func (s *Server) answer(ctx context.Context, req chatRequest, call *Call) (any, error) {
	user := req.Messages[len(req.Messages)-1].Content
	if m := textTag.FindStringSubmatch(user); m != nil {
		call.Task = "extract"
		x, err := local.New().Extract(ctx, m[1])
		if err != nil {
			return nil, err
		}
		for i := range x.Observations {
			x.Observations[i].Title += s.Mark
		}
		return x, nil
	}
	var in struct {
		Rules     []contract.NumberedRule `json:"rules"`
		Sentences []struct {
			I    int    `json:"i"`
			Text string `json:"text"`
		} `json:"sentences"`
	}
	if err := json.Unmarshal([]byte(user), &in); err != nil {
		return nil, err
	}
	for _, it := range in.Sentences {
		call.Sentences = append(call.Sentences, it.Text)
	}
	if in.Rules == nil {
		call.Task = "report"
		return reportAnswer(call.Sentences), nil
	}
	call.Task = "rewrite"
	rw, err := local.New().Rewrite(ctx, engine.RewriteRequest{Sentences: call.Sentences, Rules: in.Rules})
	if err != nil {
		return nil, err
	}
	items := make([]map[string]any, len(rw.Sentences))
	for i, r := range rw.Sentences {
		items[i] = map[string]any{"i": i + 1, "text": r.Text + s.Mark, "rule_ids": append([]int{}, r.RuleIDs...)}
	}
	return map[string]any{"sentences": items}, nil
}

// reportAnswer arranges sentences as the report prompt asks, by number: the last sentence
// concludes, the first three are the key points, all of them one section.
func reportAnswer(sentences []string) map[string]any {
	var keys []map[string]any
	all := make([]int, len(sentences))
	for i := range sentences {
		all[i] = i + 1
		if i < 3 {
			keys = append(keys, map[string]any{"i": i + 1, "text": sentences[i]})
		}
	}
	return map[string]any{"conclusion": len(sentences), "key_points": keys,
		"sections": []any{map[string]any{"heading": "본문", "sentences": all}}, "numbers": []any{}, "next_actions": []any{}}
}
