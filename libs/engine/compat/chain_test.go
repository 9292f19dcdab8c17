package compat_test

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"maltu/libs/engine"
	"maltu/libs/engine/compat"
	"maltu/libs/gate/contract"
)

// chatRequest is the part of a chat completion request the fake upstreams read.
type chatRequest struct {
	Model          string `json:"model"`
	ResponseFormat *struct {
		Type string `json:"type"`
	} `json:"response_format"`
	Messages []struct {
		Role    string `json:"role"`
		Content string `json:"content"`
	} `json:"messages"`
}

func readChat(t *testing.T, r *http.Request) chatRequest {
	t.Helper()
	var c chatRequest
	if err := json.NewDecoder(r.Body).Decode(&c); err != nil {
		t.Errorf("upstream got a request that is not JSON: %v", err)
	}
	return c
}

// reply writes a chat completion whose first choice says content.
func reply(w http.ResponseWriter, content, finish string) {
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(map[string]any{
		"id": "chatcmpl-1", "object": "chat.completion", "created": 1, "model": "m",
		"choices": []any{map[string]any{
			"index": 0, "finish_reason": finish,
			"message": map[string]any{"role": "assistant", "content": content},
		}},
	})
}

func replyError(w http.ResponseWriter, status int, kind string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(map[string]any{"error": map[string]any{"message": "요청 본문: 비밀 문장", "type": kind}})
}

var draft = []string{
	"올해 3분기 매출은 1,200억 원으로 전년 대비 12% 늘었습니다.",
	"신규 고객은 주로 20대였습니다.",
	"다음 달에는 OpenAI 연동 기능을 출시할 예정입니다.",
}

var rules = []contract.NumberedRule{{ID: 1, Rule: "해요체로 끝맺기"}, {ID: 2, Rule: "문장은 짧게 끊기"}}

const goodRewrite = `{"sentences":[
 {"i":1,"text":"올해 3분기 매출은 1,200억 원으로 전년 대비 12% 늘었어요.","rule_ids":[1]},
 {"i":2,"text":"신규 고객은 주로 20대였어요.","rule_ids":[1,7]},
 {"i":3,"text":"다음 달에는 OpenAI 연동 기능을 출시할 예정이에요.","rule_ids":[1]}]}`

const goodExtraction = `{"observations":[
 {"title":"문장을 '-요'로 맺는다","evidence":"진짜 맛있었어요"},
 {"title":"웃음 표시를 자주 쓴다","evidence":"ㅎㅎ"},
 {"title":"문장이 짧다","evidence":"또 갈게요"}],
 "rules":[{"rule":"해요체로 끝맺기","why":"대부분 -요","evidence":"맛있었어요"},
 {"rule":"문장 끝 ㅎㅎ 붙이기","why":"자주 씀","evidence":"ㅎㅎ"}],
 "avoids":[]}`

const goodReport = `{"conclusion":3,"key_points":[{"i":1,"text":"매출은 1,200억 원으로 전년 대비 12% 늘었습니다"}],
 "sections":[{"heading":"실적","sentences":[2,1]},{"heading":"계획","sentences":[3]}],
 "numbers":[{"i":1,"value":"12","unit":"%","context":"매출 증가율"},{"i":9,"value":"1","unit":"개","context":"없는 문장"}],
 "next_actions":[{"i":3,"text":"지어낸 문장"}]}`

// goodUpstream answers every task correctly, after checking the request is what compat sends.
func goodUpstream(t *testing.T, calls *[]string, mu *sync.Mutex) *httptest.Server {
	return httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		c := readChat(t, r)
		mu.Lock()
		*calls = append(*calls, "good")
		mu.Unlock()
		if r.URL.Path != "/v1/chat/completions" || r.Header.Get("Authorization") != "Bearer key-good" || c.Model != "good-model" {
			t.Errorf("unexpected request %s auth=%q model=%q", r.URL.Path, r.Header.Get("Authorization"), c.Model)
		}
		if c.ResponseFormat == nil || (c.ResponseFormat.Type != "json_object" && c.ResponseFormat.Type != "json_schema") || len(c.Messages) != 2 {
			t.Errorf("request without JSON mode or with %d messages", len(c.Messages))
		}
		system := c.Messages[0].Content
		switch {
		case strings.Contains(system, "문체 분석가"):
			reply(w, goodExtraction, "stop")
		case strings.Contains(system, "고쳐 쓰는 편집자"):
			if !strings.Contains(c.Messages[1].Content, "해요체로 끝맺기") || !strings.Contains(c.Messages[1].Content, "1,200억") {
				t.Errorf("rewrite request lacks the rules or the sentences")
			}
			reply(w, "```json\n"+goodRewrite+"\n```", "stop")
		default:
			reply(w, goodReport, "stop")
		}
	}))
}

func newEngine(t *testing.T, name, url, key, model string) *compat.Engine {
	t.Helper()
	// These upstreams answer with one JSON body; streaming has its own tests against the scripted server.
	e, err := compat.New(compat.Config{Name: name, BaseURL: url + "/v1", APIKey: key, Model: model, NoStream: true})
	if err != nil {
		t.Fatal(err)
	}
	return e
}

// TestChainAgainstUpstream puts a misbehaving upstream first and a good one second: each kind of
// failure must move the chain on, in order, and the good engine's answer must come back whole.
func TestChainAgainstUpstream(t *testing.T) {
	cases := []struct {
		name    string
		first   func(w http.ResponseWriter, r *http.Request)
		class   string
		wantErr error
	}{
		{"server error", func(w http.ResponseWriter, r *http.Request) { replyError(w, 500, "server_error") }, "upstream", engine.ErrUpstream},
		{"upstream limit", func(w http.ResponseWriter, r *http.Request) { replyError(w, 429, "rate_limit_exceeded") }, "limited", engine.ErrUpstreamLimit},
		{"refusal field", func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "application/json")
			io.WriteString(w, `{"choices":[{"index":0,"finish_reason":"stop","message":{"role":"assistant","content":"","refusal":"I can't help with that."}}]}`)
		}, "refused", engine.ErrRefused},
		{"refusal in prose", func(w http.ResponseWriter, r *http.Request) {
			reply(w, "죄송하지만 이 요청은 도와드릴 수 없습니다.", "stop")
		}, "refused", engine.ErrRefused},
		{"content filter", func(w http.ResponseWriter, r *http.Request) { reply(w, "", "content_filter") }, "refused", engine.ErrRefused},
		{"not JSON", func(w http.ResponseWriter, r *http.Request) {
			reply(w, "네, 바로 고쳐 드릴게요. 첫 문장은 이렇게 바꾸면 됩니다.", "stop")
		}, "unparseable", engine.ErrUnparseable},
		{"broken JSON", func(w http.ResponseWriter, r *http.Request) {
			reply(w, `{"sentences": [{"i":1,"text":"늘었어요."`+"}", "stop")
		}, "unparseable", engine.ErrUnparseable},
		{"wrong shape", func(w http.ResponseWriter, r *http.Request) { reply(w, `{"sentences":"다 고쳤어요"}`, "stop") }, "bad_shape", engine.ErrBadShape},
		{"missing field", func(w http.ResponseWriter, r *http.Request) { reply(w, `{"result":[]}`, "stop") }, "bad_shape", engine.ErrBadShape},
		{"too few sentences", func(w http.ResponseWriter, r *http.Request) {
			reply(w, `{"sentences":[{"i":1,"text":"늘었어요.","rule_ids":[1]}]}`, "stop")
		}, "bad_shape", engine.ErrBadShape},
		{"truncated to nothing", func(w http.ResponseWriter, r *http.Request) {
			reply(w, `{"sentences":[{"i":1,"text":"올해 3분기`, "length")
		}, "truncated", engine.ErrTruncated},
		{"slow past the deadline", func(w http.ResponseWriter, r *http.Request) {
			select {
			case <-r.Context().Done():
			case <-time.After(5 * time.Second):
			}
		}, "timeout", engine.ErrTimeout},
		{"not a chat answer", func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, "<html>bad gateway</html>") }, "upstream", engine.ErrUpstream},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var mu sync.Mutex
			var calls []string
			first := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				mu.Lock()
				calls = append(calls, "first")
				mu.Unlock()
				// Read the request whole, so the server notices when the client gives up.
				_, _ = io.Copy(io.Discard, r.Body)
				tc.first(w, r)
			}))
			defer first.Close()
			good := goodUpstream(t, &calls, &mu)
			defer good.Close()

			var attempts []engine.Attempt
			chain := engine.NewChain([]engine.Link{
				{Engine: newEngine(t, "openai", first.URL, "key-first", "first-model"), Timeout: 300 * time.Millisecond},
				{Engine: newEngine(t, "backup", good.URL, "key-good", "good-model"), Timeout: 5 * time.Second},
			}, engine.WithLogger(slog.New(slog.DiscardHandler)), engine.WithObserver(func(a engine.Attempt) { attempts = append(attempts, a) }))

			start := time.Now()
			out, name, err := chain.Rewrite(context.Background(), engine.RewriteRequest{Sentences: draft, Rules: rules}, nil)
			if err != nil {
				t.Fatalf("chain failed: %v", err)
			}
			if elapsed := time.Since(start); elapsed > 3*time.Second {
				t.Errorf("chain took %v: the first engine's deadline was not kept", elapsed)
			}
			if name != "backup" {
				t.Errorf("answered by %q, want backup", name)
			}
			// A 5xx is tried again only when the deadline leaves time, and 300 ms does not.
			if got := strings.Join(calls, ","); got != "first,good" {
				t.Errorf("upstream calls %s, want first,good", got)
			}
			if len(attempts) != 2 || attempts[0].Engine != "openai" || attempts[0].Class != tc.class || !errors.Is(attempts[0].Err, tc.wantErr) || attempts[1].Class != "ok" {
				t.Errorf("attempts %+v, want openai:%s then backup:ok", attempts, tc.class)
			}
			if strings.Contains(attempts[0].Err.Error(), "비밀") {
				t.Errorf("error quotes the upstream body: %v", attempts[0].Err)
			}
			if len(out.Sentences) != 3 || out.Truncated || !strings.HasSuffix(out.Sentences[2].Text, "예정이에요.") {
				t.Fatalf("answer %+v", out)
			}
			if ids := out.Sentences[1].RuleIDs; len(ids) != 1 || ids[0] != 1 {
				t.Errorf("rule ids %v: id 7 was never sent and must be dropped", ids)
			}
		})
	}
}

// TestTruncatedRewriteKeepsCompleteSentences: an answer cut at the token maximum gives back only
// the sentences whose JSON closed, and says it was truncated.
func TestTruncatedRewriteKeepsCompleteSentences(t *testing.T) {
	cut := `{"sentences":[{"i":1,"text":"올해 3분기 매출은 1,200억 원으로 전년 대비 12% 늘었어요.","rule_ids":[1]},{"i":2,"text":"신규 고객은 주로 20대였어요.","rule_ids":[1]},{"i":3,"text":"다음 달에는 Open`
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { reply(w, cut, "length") }))
	defer srv.Close()
	chain := engine.NewChain([]engine.Link{{Engine: newEngine(t, "openai", srv.URL, "k", "m")}}, engine.WithLogger(slog.New(slog.DiscardHandler)))
	out, _, err := chain.Rewrite(context.Background(), engine.RewriteRequest{Sentences: draft, Rules: rules}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !out.Truncated || len(out.Sentences) != 2 || out.Sentences[1].Text != "신규 고객은 주로 20대였어요." {
		t.Fatalf("got %+v, want the two complete sentences and truncated", out)
	}
}

// TestExtractAndReportAgainstUpstream: the other two tasks, including accept rejecting the first
// engine's answer and the report's sentence numbers resolved to verbatim evidence.
func TestExtractAndReportAgainstUpstream(t *testing.T) {
	var mu sync.Mutex
	var calls []string
	good := goodUpstream(t, &calls, &mu)
	defer good.Close()
	chain := engine.NewChain([]engine.Link{
		{Engine: newEngine(t, "openai", good.URL, "key-good", "good-model")},
		{Engine: newEngine(t, "backup", good.URL, "key-good", "good-model")},
	}, engine.WithLogger(slog.New(slog.DiscardHandler)))

	t.Run("extract, first answer rejected", func(t *testing.T) {
		n := 0
		x, name, err := chain.Extract(context.Background(), "오늘 간 식당은 진짜 맛있었어요 ㅎㅎ 또 갈게요", func(contract.Extraction) error {
			n++
			if n == 1 {
				return errors.New("too few observations")
			}
			return nil
		})
		if err != nil || name != "backup" || len(x.Observations) != 3 || len(x.Rules) != 2 || x.Avoids == nil {
			t.Fatalf("got %+v from %q, err %v", x, name, err)
		}
	})
	t.Run("report", func(t *testing.T) {
		r, _, err := chain.Report(context.Background(), draft, nil)
		if err != nil {
			t.Fatal(err)
		}
		if r.Conclusion != draft[2] {
			t.Errorf("conclusion %q", r.Conclusion)
		}
		if len(r.Sections) != 2 || r.Sections[0].Body != draft[0]+" "+draft[1] {
			t.Errorf("sections %+v: bodies must be whole sentences in input order", r.Sections)
		}
		if len(r.Numbers) != 1 || r.Numbers[0].Evidence != draft[0] {
			t.Errorf("numbers %+v: the item naming sentence 9 must be dropped", r.Numbers)
		}
		if len(r.NextActions) != 1 || r.NextActions[0].Text != draft[2] {
			t.Errorf("next actions %+v: a text not in its sentence falls back to the sentence", r.NextActions)
		}
	})
}

// TestAllFailed: every engine failing gives ErrAllFailed, and 429 among the causes is findable.
func TestAllFailed(t *testing.T) {
	limited := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { replyError(w, 429, "rate_limit_exceeded") }))
	defer limited.Close()
	broken := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { reply(w, "무슨 말씀인지 모르겠어요", "stop") }))
	defer broken.Close()
	quiet := slog.New(slog.DiscardHandler)

	chain := engine.NewChain([]engine.Link{
		{Engine: newEngine(t, "openai", limited.URL, "k", "m")},
		{Engine: newEngine(t, "backup", broken.URL, "k", "m")},
	}, engine.WithLogger(quiet))
	_, _, err := chain.Extract(context.Background(), "아무 글", nil)
	if !errors.Is(err, engine.ErrAllFailed) || !errors.Is(err, engine.ErrUpstreamLimit) || errors.Is(err, engine.ErrNoEngine) {
		t.Errorf("err %v: want all failed with the upstream limit among the causes", err)
	}

	chain = engine.NewChain([]engine.Link{{Engine: newEngine(t, "backup", broken.URL, "k", "m")}}, engine.WithLogger(quiet))
	_, _, err = chain.Extract(context.Background(), "아무 글", nil)
	if !errors.Is(err, engine.ErrAllFailed) || errors.Is(err, engine.ErrUpstreamLimit) || !errors.Is(err, engine.ErrUnparseable) {
		t.Errorf("err %v: want all failed without an upstream limit", err)
	}
}

func TestNewRejectsBadConfig(t *testing.T) {
	cases := map[string]compat.Config{
		"no scheme":      {Name: "x", BaseURL: "api.openai.com/v1", Model: "m"},
		"no model":       {Name: "x", BaseURL: "https://api.openai.com/v1"},
		"negative limit": {Name: "x", BaseURL: "https://api.openai.com/v1", Model: "m", MaxTokens: -1},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			if _, err := compat.New(c); err == nil {
				t.Error("accepted")
			}
		})
	}
}

// A prompt too long for the model's context is refused with a 400 as an unsupported
// response_format is, but it says nothing of the format: the engine must not give up JSON mode
// for every later request because one draft was too long. A refusal that names nothing is tried
// once without the format, which fails too and so teaches nothing.
func TestTooLongPromptKeepsTheJSONMode(t *testing.T) {
	bodies := map[string]string{
		"vLLM":      `{"object":"error","message":"This model's maximum context length is 8192 tokens. However, you requested 9100 tokens (8100 in the messages, 1000 in the completion). Please reduce the length of the messages or completion.","type":"BadRequestError","param":null,"code":400}`,
		"llama.cpp": `{"error":{"code":400,"message":"the request exceeds the available context size, try increasing it","type":"exceed_context_size_error"}}`,
		"OpenAI":    `{"error":{"message":"This model's maximum context length is 128000 tokens.","type":"invalid_request_error","param":"messages","code":"context_length_exceeded"}}`,
	}
	for server, refusal := range bodies {
		t.Run(server, func(t *testing.T) {
			var mu sync.Mutex
			var formats []string
			srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				c := readChat(t, r)
				format := ""
				if c.ResponseFormat != nil {
					format = c.ResponseFormat.Type
				}
				mu.Lock()
				formats = append(formats, format)
				mu.Unlock()
				if len(c.Messages[1].Content) > 2000 {
					w.Header().Set("Content-Type", "application/json")
					w.WriteHeader(http.StatusBadRequest)
					io.WriteString(w, refusal)
					return
				}
				reply(w, goodRewrite, "stop")
			}))
			defer srv.Close()
			e := newEngine(t, "vllm", srv.URL, "k", "m")
			if _, err := e.Report(context.Background(), []string{strings.Repeat("아주 긴 문장입니다. ", 300)}); !errors.Is(err, engine.ErrUpstream) {
				t.Fatalf("err %v, want an upstream failure", err)
			}
			if _, err := e.Rewrite(context.Background(), engine.RewriteRequest{Sentences: draft, Rules: rules}); err != nil {
				t.Fatal(err)
			}
			if len(formats) < 2 || len(formats) > 3 || formats[len(formats)-1] != "json_schema" {
				t.Errorf("requests asked for %q; want the long one at most twice, then json_schema still", formats)
			}
		})
	}
}
