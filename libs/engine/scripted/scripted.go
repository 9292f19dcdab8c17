// Package scripted is an OpenAI-compatible chat completions server that answers like a real model
// at a realistic speed: a time to first token, then tokens at a steady rate (Korean about 1.5
// syllables a token), streamed as server-sent events or in one body, cut at max_tokens with
// finish_reason "length". Its answers are the offline engine's, so they pass the service's gates;
// a test scripts failures (a status, a 429 with Retry-After, a stall, a think block, fences) on
// chosen calls, or a real model's answer written by hand, with the ways servers end a stream. Tests and `make bench-model` use it; it listens on loopback only.
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
}

// Script is how the server answers one call; the zero value answers well.
type Script struct {
	Status     int    // non-zero: fail with this HTTP status and an OpenAI error body
	RetryAfter int    // seconds, sent with Status
	Stall      bool   // answer nothing until the client leaves
	Think      string // written first as <think>…</think>
	Fence      bool   // the JSON inside a ```json fence
	Refuse     bool   // answer a refusal in prose
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
	// MaxTokens cuts every answer at this many tokens (0: only the request's max_tokens).
	MaxTokens int
	// NoSchema refuses response_format json_schema with a 400, as many servers do.
	NoSchema bool
	// NoStream answers stream requests with one JSON body, as servers without streaming do.
	NoStream bool
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
	MaxTokens      int  `json:"max_tokens"`
	Stream         bool `json:"stream"`
	ResponseFormat *struct {
		Type string `json:"type"`
	} `json:"response_format"`
}

// Handler serves POST /v1/chat/completions (any path ending in chat/completions).
func (s *Server) Handler() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req chatRequest
		if r.Method != http.MethodPost || !strings.HasSuffix(r.URL.Path, "/chat/completions") || json.NewDecoder(r.Body).Decode(&req) != nil || len(req.Messages) < 2 {
			fail(w, http.StatusBadRequest, 0, "invalid_request_error")
			return
		}
		call := Call{Seq: int(s.seq.Add(1)), Stream: req.Stream}
		if req.ResponseFormat != nil {
			call.Format = req.ResponseFormat.Type
		}
		answer, err := s.answer(r.Context(), req, &call)
		s.mu.Lock()
		s.calls = append(s.calls, call)
		s.mu.Unlock()
		if err != nil {
			fail(w, http.StatusBadRequest, 0, "invalid_request_error")
			return
		}
		var sc Script
		if s.Script != nil {
			sc = s.Script(call)
		}
		switch {
		case call.Format == "json_schema" && s.NoSchema:
			fail(w, http.StatusBadRequest, 0, "invalid_request_error")
			return
		case sc.Status != 0:
			fail(w, sc.Status, sc.RetryAfter, "server_error")
			return
		case sc.Stall:
			<-r.Context().Done()
			s.left.Add(1)
			return
		case sc.Refuse:
			answer = "죄송하지만 이 요청은 도와드릴 수 없습니다."
		case sc.Answer != "":
			answer = sc.Answer
		case sc.Fence:
			answer = "```json\n" + answer + "\n```"
		}
		if sc.Think != "" {
			answer = "<think>" + sc.Think + "</think>\n" + answer
		}
		limit := req.MaxTokens
		if s.MaxTokens > 0 && (limit == 0 || s.MaxTokens < limit) {
			limit = s.MaxTokens
		}
		text, finish := answer, "stop"
		if limit > 0 && tokens(answer) > limit {
			text, finish = cut(answer, limit), "length"
		}
		if req.Stream && !s.NoStream {
			s.stream(w, r, sc, text, finish)
			return
		}
		if !s.wait(r.Context(), text) {
			return
		}
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(map[string]any{
			"id": "chatcmpl-scripted", "object": "chat.completion", "created": time.Now().Unix(), "model": "scripted",
			"choices": []any{map[string]any{"index": 0, "finish_reason": finish, "message": map[string]any{"role": "assistant", "content": text}}},
		})
	})
}

// wait spends the time a model takes to write text; false when the client left first.
func (s *Server) wait(ctx context.Context, text string) bool {
	d := s.TTFT
	if s.TokensPerSecond > 0 {
		d += time.Duration(float64(tokens(text)) / s.TokensPerSecond * float64(time.Second))
	}
	return s.until(ctx, d)
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
// script's reasoning and ending as the script says.
func (s *Server) stream(w http.ResponseWriter, r *http.Request, sc Script, text, finish string) {
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
	if !s.deltas(r.Context(), sc.Reasoning, "reasoning_content", frame) || !s.deltas(r.Context(), text, "content", frame) {
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
	w.Header().Set("Content-Type", "application/json")
	if retryAfter > 0 {
		w.Header().Set("Retry-After", fmt.Sprint(retryAfter))
	}
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(map[string]any{"error": map[string]any{"message": "scripted failure", "type": kind}})
}

var textTag = regexp.MustCompile(`(?s)<글>\n(.*)\n</글>`)

// answer is the offline engine's answer to the request, as the JSON the prompts ask for; it
// fills call's task and sentences.
func (s *Server) answer(ctx context.Context, req chatRequest, call *Call) (string, error) {
	user := req.Messages[len(req.Messages)-1].Content
	var out any
	if m := textTag.FindStringSubmatch(user); m != nil {
		call.Task = "extract"
		x, err := local.New().Extract(ctx, m[1])
		if err != nil {
			return "", err
		}
		for i := range x.Observations {
			x.Observations[i].Title += s.Mark
		}
		out = x
	} else {
		var in struct {
			Rules     []contract.NumberedRule `json:"rules"`
			Sentences []struct {
				I    int    `json:"i"`
				Text string `json:"text"`
			} `json:"sentences"`
		}
		if err := json.Unmarshal([]byte(user), &in); err != nil {
			return "", err
		}
		for _, it := range in.Sentences {
			call.Sentences = append(call.Sentences, it.Text)
		}
		if in.Rules == nil {
			call.Task = "report"
			out = reportAnswer(call.Sentences)
		} else {
			call.Task = "rewrite"
			rw, err := local.New().Rewrite(ctx, engine.RewriteRequest{Sentences: call.Sentences, Rules: in.Rules})
			if err != nil {
				return "", err
			}
			items := make([]map[string]any, len(rw.Sentences))
			for i, r := range rw.Sentences {
				items[i] = map[string]any{"i": i + 1, "text": r.Text + s.Mark, "rule_ids": append([]int{}, r.RuleIDs...)}
			}
			out = map[string]any{"sentences": items}
		}
	}
	b, err := json.Marshal(out)
	return string(b), err
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
