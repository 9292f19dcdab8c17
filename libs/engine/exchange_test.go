package engine_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"strings"
	"testing"

	"go.opentelemetry.io/otel"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/sdk/trace/tracetest"

	"maltu/libs/engine"
)

// Each attempt's log line and span say what the upstream answered: every status, the API error's
// code, param and type, and why another request followed; never a word of the request.
func TestAttemptsCarryTheUpstreamsAnswers(t *testing.T) {
	rec := tracetest.NewSpanRecorder()
	provider := sdktrace.NewTracerProvider(sdktrace.WithSpanProcessor(rec))
	previous := otel.GetTracerProvider()
	otel.SetTracerProvider(provider)
	t.Cleanup(func() { otel.SetTracerProvider(previous) })

	cases := []struct {
		name      string
		exchanges []engine.Exchange
		err       error
		log       map[string]any
	}{
		{"two 429s, then the answer", []engine.Exchange{
			{Status: 429, Code: "rate_limit_exceeded", Type: "requests", Retry: "rate_limit"},
			{Status: 429, Code: "rate_limit_exceeded", Type: "requests", Retry: "rate_limit"},
			{Status: 200}}, nil,
			map[string]any{"class": "ok", "status": 200.0, "statuses": "429,429,200", "retries": "rate_limit,rate_limit"}},
		{"a parameter refused, the retry refused for another", []engine.Exchange{
			{Status: 400, Code: "unsupported_parameter", Param: "max_tokens", Type: "invalid_request_error", Retry: "param"},
			{Status: 400, Code: "unsupported_value", Param: "temperature", Type: "invalid_request_error"}},
			fmt.Errorf("status 400: %w", engine.ErrUpstream),
			map[string]any{"class": "upstream", "status": 400.0, "error.code": "unsupported_value", "error.param": "temperature", "error.type": "invalid_request_error"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			rec.Reset()
			var logs bytes.Buffer
			model := fake{"model", func(ctx context.Context, req engine.RewriteRequest) (engine.Rewrite, error) {
				for _, x := range tc.exchanges {
					engine.Note(ctx, x)
				}
				if tc.err != nil {
					return engine.Rewrite{}, tc.err
				}
				return echo(ctx, req)
			}}
			chain := engine.NewChain([]engine.Link{{Engine: model}}, engine.WithLogger(slog.New(slog.NewJSONHandler(&logs, nil))))
			_, _, _ = chain.Rewrite(context.Background(), req, nil)
			var line map[string]any
			for l := range strings.SplitSeq(logs.String(), "\n") {
				if strings.Contains(l, `"msg":"engine call"`) {
					if err := json.Unmarshal([]byte(l), &line); err != nil {
						t.Fatal(err)
					}
				}
			}
			for k, v := range tc.log {
				if line[k] != v {
					t.Errorf("log %s = %v, want %v (line %v)", k, line[k], v, line)
				}
			}
			if strings.Contains(logs.String(), req.Sentences[0][:12]) {
				t.Errorf("the log holds the request's text: %s", logs.String())
			}
			spans := rec.Ended()
			if len(spans) != 1 {
				t.Fatalf("%d spans, want one for the attempt", len(spans))
			}
			attrs := map[string]string{}
			for _, a := range spans[0].Attributes() {
				attrs[string(a.Key)] = a.Value.String()
			}
			last := tc.exchanges[len(tc.exchanges)-1]
			if attrs["http.response.status_code"] != fmt.Sprint(last.Status) || attrs["error.param"] != last.Param || attrs["engine.class"] != tc.log["class"] {
				t.Errorf("span attributes %v; want the last answer's", attrs)
			}
			if n := len(spans[0].Events()); n != len(tc.exchanges) {
				t.Errorf("%d span events, want one for each of %d answers", n, len(tc.exchanges))
			}
		})
	}
}
