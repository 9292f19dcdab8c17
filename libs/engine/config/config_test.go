package config

import (
	"context"
	"errors"
	"log/slog"
	"slices"
	"strings"
	"testing"
	"time"

	"maltu/libs/engine"
)

func env(m map[string]string) func(string) string { return func(k string) string { return m[k] } }

var quiet = engine.WithLogger(slog.New(slog.DiscardHandler))

func TestFromEnv(t *testing.T) {
	cases := []struct {
		name    string
		env     map[string]string
		engines []string
		skipped []string
		err     string
	}{
		{name: "fresh checkout: openai skipped, local answers", engines: []string{"local"}, skipped: []string{"openai"}},
		{name: "openai configured", env: map[string]string{"ENGINE_OPENAI_BASE_URL": "https://api.openai.com/v1", "ENGINE_OPENAI_API_KEY": "sk-x", "ENGINE_OPENAI_MODEL": "gpt-4o-mini"},
			engines: []string{"openai", "local"}},
		{name: "order kept, key optional", env: map[string]string{"ENGINES": "Backup, openai ,local", "ENGINE_BACKUP_BASE_URL": "http://vllm:8000/v1", "ENGINE_BACKUP_MODEL": "qwen"},
			engines: []string{"backup", "local"}, skipped: []string{"openai"}},
		{name: "none configured", env: map[string]string{"ENGINES": "openai"}, engines: []string{}, skipped: []string{"openai"}},
		{name: "half configured", env: map[string]string{"ENGINE_OPENAI_API_KEY": "sk-x"}, err: "half configured"},
		{name: "bad URL", env: map[string]string{"ENGINE_OPENAI_BASE_URL": "api.openai.com", "ENGINE_OPENAI_MODEL": "m"}, err: "base URL"},
		{name: "bad name", env: map[string]string{"ENGINES": "open-ai"}, err: "not a valid engine name"},
		{name: "twice", env: map[string]string{"ENGINES": "local,local"}, err: "twice"},
		{name: "bad timeout", env: map[string]string{"ENGINE_TIMEOUT": "soon"}, err: "ENGINE_TIMEOUT"},
		{name: "bad max tokens", env: map[string]string{"ENGINE_OPENAI_BASE_URL": "http://x/v1", "ENGINE_OPENAI_MODEL": "m", "ENGINE_OPENAI_MAX_TOKENS": "-5"}, err: "MAX_TOKENS"},
		{name: "bad budget", env: map[string]string{"ENGINE_BUDGET": "0"}, err: "ENGINE_BUDGET"},
		{name: "bad request concurrency", env: map[string]string{"ENGINE_REQUEST_CONCURRENCY": "many"}, err: "ENGINE_REQUEST_CONCURRENCY"},
		{name: "bad engine concurrency", env: map[string]string{"ENGINE_OPENAI_BASE_URL": "http://x/v1", "ENGINE_OPENAI_MODEL": "m", "ENGINE_OPENAI_CONCURRENCY": "0"}, err: "ENGINE_OPENAI_CONCURRENCY"},
		{name: "bad stream", env: map[string]string{"ENGINE_OPENAI_BASE_URL": "http://x/v1", "ENGINE_OPENAI_MODEL": "m", "ENGINE_OPENAI_STREAM": "sometimes"}, err: "STREAM"},
		{name: "bad JSON mode", env: map[string]string{"ENGINE_OPENAI_BASE_URL": "http://x/v1", "ENGINE_OPENAI_MODEL": "m", "ENGINE_OPENAI_JSON_MODE": "maybe"}, err: "JSON_MODE"},
		{name: "bad thinking", env: map[string]string{"ENGINE_OPENAI_BASE_URL": "http://x/v1", "ENGINE_OPENAI_MODEL": "m", "ENGINE_OPENAI_THINKING": "little"}, err: "THINKING"},
		{name: "a reasoning model of OpenAI's, asked as it requires", env: map[string]string{"ENGINE_OPENAI_BASE_URL": "https://api.openai.com/v1", "ENGINE_OPENAI_API_KEY": "sk-x",
			"ENGINE_OPENAI_MODEL": "gpt-5-mini", "ENGINE_OPENAI_MAX_TOKENS": "4000", "ENGINE_OPENAI_THINKING": "false"}, engines: []string{"openai", "local"}},
		// The client library never sends a chat request for a completions-only model: said at
		// start-up, not as a dead server on every request.
		{name: "a model the client refuses whatever is sent", env: map[string]string{"ENGINE_OPENAI_BASE_URL": "https://api.openai.com/v1", "ENGINE_OPENAI_API_KEY": "sk-x",
			"ENGINE_OPENAI_MODEL": "text-davinci-003"}, err: "refuses to send requests for model"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s, err := FromEnv(env(tc.env), quiet)
			if tc.err != "" {
				if err == nil || !strings.Contains(err.Error(), tc.err) {
					t.Fatalf("err %v, want one about %q", err, tc.err)
				}
				if strings.Contains(err.Error(), "sk-x") {
					t.Errorf("error shows the key: %v", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := s.Chain.Engines(); !slices.Equal(got, tc.engines) {
				t.Errorf("engines %v, want %v", got, tc.engines)
			}
			if !slices.Equal(s.Skipped, tc.skipped) {
				t.Errorf("skipped %v, want %v", s.Skipped, tc.skipped)
			}
		})
	}
}

func TestNoneConfiguredIs503(t *testing.T) {
	s, err := FromEnv(env(map[string]string{"ENGINES": "openai"}), quiet)
	if err != nil {
		t.Fatal(err)
	}
	_, _, err = s.Chain.Report(context.Background(), []string{"문장."}, nil)
	if !errors.Is(err, engine.ErrNoEngine) {
		t.Errorf("err %v, want ErrNoEngine", err)
	}
}

// TestLocalDeadline: the local engine answers within its configured deadline.
func TestLocalDeadline(t *testing.T) {
	s, err := FromEnv(env(map[string]string{"ENGINES": "local", "ENGINE_LOCAL_TIMEOUT": "2"}), quiet)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	x, name, err := s.Chain.Extract(ctx, "오늘은 비가 와서 집에서 책을 읽었어요. 오랜만에 느긋한 하루였어요. 저녁에는 친구랑 통화도 했어요.", nil)
	if err != nil || name != "local" || len(x.Rules) < 2 {
		t.Errorf("extract from %q: %+v, %v", name, x, err)
	}
}
