package servetest

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"maltu/libs/engine"
	"maltu/libs/engine/scripted"
	"maltu/libs/engine/serve"
	"maltu/libs/gate/door/doortest"
)

// BadRequest is one request the contract refuses with 400 and a part of the Korean message it
// must get.
type BadRequest struct {
	Name, Body, Says string
}

// Bad is a BadRequest, short enough for a table.
func Bad(name, body, says string) BadRequest { return BadRequest{Name: name, Body: body, Says: says} }

// RejectsAll posts each request to url and fails unless the answer is a 400 in the error envelope
// alone, saying what the case says.
func RejectsAll(t *testing.T, url string, cases ...BadRequest) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.Name, func(t *testing.T) {
			status, resp := doortest.Do(t, http.MethodPost, url, tc.Body)
			if status != http.StatusBadRequest || !strings.Contains(resp.ErrorText, tc.Says) {
				t.Fatalf("%d %s; want 400 saying %q", status, resp.Body, tc.Says)
			}
			ErrorOnly(t, resp.Body)
		})
	}
}

// BodyLimit checks an endpoint's body limit: a body of exactly limit bytes (wrap around blank
// padding) is read and refused as the blank input it is, a 400 saying says; one byte more is 413.
func BodyLimit(t *testing.T, base, path string, limit int, wrap func(pad string) string, says string) {
	t.Helper()
	t.Run(fmt.Sprintf("본문 %d바이트는 읽고, 1바이트라도 넘으면 413", limit), func(t *testing.T) {
		atLimit := wrap(strings.Repeat(" ", limit-len(wrap(""))))
		if status, resp := doortest.Do(t, http.MethodPost, base+path, atLimit); status != http.StatusBadRequest || !strings.Contains(resp.ErrorText, says) {
			t.Fatalf("a body of exactly %d bytes: %d %s; want it read and refused with %q", limit, status, resp.Body, says)
		}
		// The door reads the whole body before refusing it, so a proxy in front sees the 413 too.
		over := wrap(strings.Repeat(" ", limit+1-len(wrap(""))))
		status, resp := doortest.Do(t, http.MethodPost, base+path, over)
		if status != http.StatusRequestEntityTooLarge {
			t.Fatalf("%d %s; want 413", status, resp.Body)
		}
		ErrorOnly(t, resp.Body)
	})
}

// Failure is one way the engine chain fails and the status the service must answer with.
type Failure struct {
	Name    string
	Engines serve.Engines
	Env     map[string]string
	Status  int
}

// ChainFailures are the failures every engine-backed service maps (DESIGN §6): none configured
// (503), an upstream limit (429) and an unparseable answer (502).
func ChainFailures() []Failure {
	return []Failure{
		{"no engine configured", serve.FromEnv, map[string]string{"ENGINES": "openai"}, http.StatusServiceUnavailable},
		{"upstream limit", serve.Links(engine.Link{Engine: Failing("openai", fmt.Errorf("status 429: %w", engine.ErrUpstreamLimit))}), nil, http.StatusTooManyRequests},
		{"unparseable answer", serve.Links(engine.Link{Engine: Failing("openai", engine.ErrUnparseable)}), nil, http.StatusBadGateway},
	}
}

// MapsFailures starts the service on each failure's engines and checks that a valid request gets
// its status in the error envelope, naming no engine and no cause.
func MapsFailures(t *testing.T, run func(serve.Engines) Run, path, body string, cases []Failure) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.Name, func(t *testing.T) {
			status, resp := doortest.Do(t, http.MethodPost, doortest.Start(t, run(tc.Engines), tc.Env)+path, body)
			if status != tc.Status {
				t.Fatalf("%d %s; want %d", status, resp.Body, tc.Status)
			}
			ErrorOnly(t, resp.Body)
			for _, internal := range []string{"openai", "engine", "upstream", "429", "unparseable"} {
				if strings.Contains(resp.ErrorText, internal) {
					t.Fatalf("the error leaks %q: %s", internal, resp.ErrorText)
				}
			}
		})
	}
}

// StartLocal starts a service through its run with the offline engine (ENGINES=local) and env,
// and returns its base URL.
func StartLocal(t testing.TB, run Run, env map[string]string) string {
	t.Helper()
	withLocal := map[string]string{"ENGINES": "local"}
	for k, v := range env {
		withLocal[k] = v
	}
	return doortest.Start(t, run, withLocal)
}

// StartAnswering starts a service through its run with a model first in ENGINES and the offline
// engine after it. The model answers every call with answer, as written, at a real model's speed
// (300 ms to the first token, then 60 tokens a second); it is returned so that a test can count
// its calls.
func StartAnswering(t testing.TB, run Run, answer string) (string, *scripted.Server) {
	t.Helper()
	srv := &scripted.Server{TTFT: 300 * time.Millisecond, TokensPerSecond: 60, Script: func(scripted.Call) scripted.Script {
		return scripted.Script{Answer: answer}
	}}
	model := httptest.NewServer(srv.Handler())
	t.Cleanup(model.Close)
	return StartLocal(t, run, map[string]string{"ENGINES": "model_x,local", "ENGINE_MODEL_X_BASE_URL": model.URL + "/v1", "ENGINE_MODEL_X_MODEL": "m"}), srv
}
