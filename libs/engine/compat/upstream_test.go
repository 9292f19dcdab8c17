package compat

import (
	"net/http"
	"testing"
	"time"
)

func TestRetryAfter(t *testing.T) {
	now := time.Date(2026, 12, 6, 13, 0, 0, 0, time.UTC)
	cases := []struct {
		name   string
		header map[string]string
		want   time.Duration
	}{
		{"seconds", map[string]string{"Retry-After": "2"}, 2 * time.Second},
		{"fractional seconds", map[string]string{"Retry-After": "0.5"}, 500 * time.Millisecond},
		{"milliseconds first", map[string]string{"Retry-After": "20", "Retry-After-Ms": "1500"}, 1500 * time.Millisecond},
		{"a date", map[string]string{"Retry-After": now.Add(3 * time.Second).Format(http.TimeFormat)}, 3 * time.Second},
		{"a date past", map[string]string{"Retry-After": now.Add(-time.Second).Format(http.TimeFormat)}, 0},
		{"OpenAI's spent request limit", map[string]string{"X-Ratelimit-Remaining-Requests": "0", "X-Ratelimit-Reset-Requests": "1.2s", "X-Ratelimit-Reset-Tokens": "6m0s"}, 1200 * time.Millisecond},
		{"OpenAI's spent token limit", map[string]string{"X-Ratelimit-Remaining-Requests": "12", "X-Ratelimit-Remaining-Tokens": "0", "X-Ratelimit-Reset-Tokens": "850ms"}, 850 * time.Millisecond},
		{"OpenAI's limits not spent", map[string]string{"X-Ratelimit-Remaining-Requests": "12", "X-Ratelimit-Reset-Requests": "1s"}, 0},
		{"nothing", nil, 0},
		{"nonsense", map[string]string{"Retry-After": "soon"}, 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			h := http.Header{}
			for k, v := range tc.header {
				h.Set(k, v)
			}
			if got := retryAfter(h, now); got != tc.want {
				t.Errorf("retryAfter = %v, want %v", got, tc.want)
			}
		})
	}
}

// Error bodies go-openai does not read as an API error still say their param and code.
func TestBodyError(t *testing.T) {
	cases := []struct {
		name, body        string
		code, param, kind string
	}{
		{"vLLM's, at the top level", `{"object":"error","message":"비밀 문장","type":"BadRequestError","param":"response_format","code":400}`, "", "response_format", "BadRequestError"},
		{"a validation error's location", `{"detail":[{"type":"literal_error","loc":["body","reasoning_effort"],"msg":"비밀 문장"}]}`, "", "reasoning_effort", ""},
		{"a code as text", `{"type":"invalid_request_error","param":null,"code":"context_length_exceeded"}`, "context_length_exceeded", "", "invalid_request_error"},
		{"not JSON", `<html>bad gateway</html>`, "", "", ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := bodyError(400, []byte(tc.body))
			if s.code != tc.code || s.param != tc.param || s.kind != tc.kind || s.status != 400 {
				t.Errorf("%+v; want code %q, param %q, type %q", s, tc.code, tc.param, tc.kind)
			}
		})
	}
}
