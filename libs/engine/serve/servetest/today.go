package servetest

import (
	"encoding/json"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"maltu/libs/engine/scripted"
	"maltu/libs/gate/door/doortest"
)

// Today is one way today's model servers and models behave, as the scripted model plays it, and
// the settings an operator gives the engine for it.
type Today struct {
	Name string
	// Server plays the behaviour; its answers carry mark.
	Server func(mark string) *scripted.Server
	Model  string            // ENGINE_MODEL_X_MODEL
	Env    map[string]string // more of the engine's settings
	// OfflineFirst: the first request is the offline engine's (its prompt was refused), the
	// second the model's.
	OfflineFirst bool
}

// fastModel is a model served fast, as a small model on a large GPU is: 200 ms to the first
// token, then 300 tokens a second. A model that thinks 500 tokens takes seconds a call.
func fastModel(mark string) *scripted.Server {
	return &scripted.Server{TTFT: 200 * time.Millisecond, TokensPerSecond: 300, Mark: mark}
}

// TodaysServers are the behaviours issue 27 found cost writers the model: a reasoning model
// (thinking in a <think> block or apart in reasoning_content, counted against max_tokens), OpenAI's
// gpt-5-mini (whose server refuses max_tokens and a temperature), two 429s before the answer, a
// JSON body to a streamed request, a sentence skipped, and a prompt a content filter refuses.
func TodaysServers() []Today {
	with := func(f func(*scripted.Server)) func(string) *scripted.Server {
		return func(mark string) *scripted.Server {
			s := fastModel(mark)
			f(s)
			return s
		}
	}
	return []Today{
		{Name: "a model that thinks 500 tokens in reasoning_content", Model: "deepseek-r1-distill-qwen-14b",
			Server: with(func(s *scripted.Server) { s.Think, s.ThinkIn = 500, "reasoning_content" })},
		{Name: "a model that thinks 500 tokens in a think block", Model: "qwen3-14b", Server: with(func(s *scripted.Server) { s.Think = 500 })},
		{Name: "a model asked not to think", Model: "qwen3-14b", Env: map[string]string{"ENGINE_MODEL_X_THINKING": "false"},
			Server: with(func(s *scripted.Server) { s.Think = 2000 })},
		{Name: "gpt-5-mini, whose server refuses max_tokens and temperature", Model: "gpt-5-mini",
			Server: with(func(s *scripted.Server) { s.Refuses = []string{"max_tokens", "temperature"} })},
		{Name: "two 429s, then the answer", Model: "gpt-4o-mini", Server: with(func(s *scripted.Server) {
			s.Script = func(c scripted.Call) scripted.Script {
				if c.Seq <= 2 {
					return scripted.Script{Status: 429, RetryAfter: 1}
				}
				return scripted.Script{}
			}
		})},
		{Name: "a JSON body to a streamed request", Model: "llama-3.1-8b", Server: with(func(s *scripted.Server) { s.NoStream = true })},
		{Name: "a sentence skipped", Model: "exaone-3.5-7.8b", Server: with(func(s *scripted.Server) {
			s.Script = func(c scripted.Call) scripted.Script {
				if len(c.Sentences) > 1 {
					return scripted.Script{Skip: []int{2}}
				}
				return scripted.Script{}
			}
		})},
		{Name: "a prompt the content filter refuses", Model: "gpt-4o-mini", OfflineFirst: true, Server: with(func(s *scripted.Server) {
			s.Script = func(c scripted.Call) scripted.Script { return scripted.Script{ContentFilter: c.Seq == 1} }
		})},
	}
}

// WithTodaysServers puts the service run starts in front of each of TodaysServers, in parallel,
// and posts body to path: the answer must be 200 and wholly the model's (byModel reads an answer
// for mark). Where the first is the offline engine's, a second is posted, which must be the
// model's and still ask it for JSON. Nothing the writer sent reaches a log line.
func WithTodaysServers(t *testing.T, run Run, path, body string, byModel func(t *testing.T, body []byte, mark string) bool) {
	t.Helper()
	const mark = " ✎"
	for _, tc := range TodaysServers() {
		t.Run(tc.Name, func(t *testing.T) {
			t.Parallel()
			srv := tc.Server(mark)
			model := httptest.NewServer(srv.Handler())
			t.Cleanup(model.Close)
			env := map[string]string{"ENGINES": "model_x,local", "ENGINE_MODEL_X_BASE_URL": model.URL + "/v1", "ENGINE_MODEL_X_MODEL": tc.Model}
			for k, v := range tc.Env {
				env[k] = v
			}
			logged, logs := Logs(run)
			base := StartLocal(t, logged, env)
			wants := []bool{true}
			if tc.OfflineFirst {
				wants = []bool{false, true}
			}
			for i, want := range wants {
				start := time.Now()
				status, resp := doortest.Do(t, "POST", base+path, body)
				if status != 200 {
					t.Fatalf("request %d: %d %s", i+1, status, resp.Body)
				}
				if got := byModel(t, resp.Body, mark); got != want {
					t.Errorf("request %d, after %v: wholly the model's %v, want %v", i+1, time.Since(start), got, want)
				}
			}
			NoText(t, logs.String(), texts(body)...)
			for _, c := range srv.Calls() {
				if c.Format == "" || (tc.Env["ENGINE_MODEL_X_THINKING"] == "false") != c.NoThinking {
					t.Errorf("call %d asked for format %q, not to think %v", c.Seq, c.Format, c.NoThinking)
				}
				if strings.HasPrefix(tc.Model, "gpt-5") && (c.Field != "max_completion_tokens" && c.Field != "" || c.Temperature) {
					t.Errorf("call %d to %s capped in %q, temperature sent %v", c.Seq, tc.Model, c.Field, c.Temperature)
				}
			}
		})
	}
}

// texts are the strings of a JSON body.
func texts(body string) []string {
	var out []string
	var walk func(v any)
	walk = func(v any) {
		switch v := v.(type) {
		case string:
			out = append(out, v)
		case []any:
			for _, e := range v {
				walk(e)
			}
		case map[string]any:
			for _, e := range v {
				walk(e)
			}
		}
	}
	var v any
	_ = json.Unmarshal([]byte(body), &v)
	walk(v)
	return out
}
