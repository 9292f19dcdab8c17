// Package compat is an engine that talks to any OpenAI-compatible chat completions API (OpenAI,
// vLLM, Ollama, LiteLLM and the rest) through github.com/sashabaranov/go-openai.
//
// It sends Korean prompts that ask for one JSON object, and classifies what comes back: an
// upstream 429 (engine.ErrUpstreamLimit), other upstream failures, refusals, answers that are not
// JSON or not of the asked shape, and truncation (finish_reason "length"), after which a rewrite
// keeps only its complete leading sentences. Errors never quote the answer or the upstream body.
package compat

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"strings"
	"sync/atomic"
	"time"

	openai "github.com/sashabaranov/go-openai"

	"maltu/libs/engine"
	"maltu/libs/engine/internal/wordlist"
	"maltu/libs/gate/contract"
)

// maxAnswerBytes bounds what is read from the upstream: a rewrite of the longest draft is a few
// hundred KiB at most.
const maxAnswerBytes = 4 << 20

// Config is one OpenAI-compatible engine (ENGINE_<NAME>_* in the environment).
type Config struct {
	Name    string // the engine's name in ENGINES
	BaseURL string // e.g. https://api.openai.com/v1 or http://vllm:8000/v1
	APIKey  string // may be empty for servers that need none
	Model   string
	// MaxTokens caps the answer; 0 leaves it to the server.
	MaxTokens int
	// NoJSONMode leaves out response_format for servers that reject it; the prompts still ask
	// for JSON. Without it the engine asks for json_schema, then json_object, and remembers
	// what the server refused.
	NoJSONMode bool
	// NoStream asks with blocking calls only. Without it the engine streams, and remembers a
	// server that answers a stream request with one JSON body.
	NoStream bool
	// HTTPClient replaces the default client (dial and TLS timeouts, bounded answers).
	HTTPClient *http.Client
}

// Engine is an engine.Engine backed by an OpenAI-compatible API.
type Engine struct {
	name      string
	model     string
	maxTokens int
	format    atomic.Int32 // formatSchema, formatObject or formatNone
	noStream  atomic.Bool
	client    *openai.Client
}

// New checks the configuration and builds the engine. It does not contact the server.
func New(c Config) (*Engine, error) {
	u, err := url.Parse(c.BaseURL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, fmt.Errorf("compat: engine %s: base URL must be an http(s) URL", c.Name)
	}
	if c.Model == "" {
		return nil, fmt.Errorf("compat: engine %s: model is empty", c.Name)
	}
	if c.MaxTokens < 0 {
		return nil, fmt.Errorf("compat: engine %s: max tokens is negative", c.Name)
	}
	cfg := openai.DefaultConfig(c.APIKey)
	cfg.BaseURL = c.BaseURL
	cfg.HTTPClient = defaultClient()
	if c.HTTPClient != nil {
		cfg.HTTPClient = c.HTTPClient
	}
	e := &Engine{name: c.Name, model: c.Model, maxTokens: c.MaxTokens, client: openai.NewClientWithConfig(cfg)}
	if c.NoJSONMode {
		e.format.Store(formatNone)
	}
	e.noStream.Store(c.NoStream)
	return e, nil
}

// defaultClient fails fast on a dead host; the whole call is bounded by the chain's deadline.
func defaultClient() *http.Client {
	t := http.DefaultTransport.(*http.Transport).Clone()
	t.DialContext = (&net.Dialer{Timeout: 5 * time.Second, KeepAlive: 30 * time.Second}).DialContext
	t.TLSHandshakeTimeout = 5 * time.Second
	t.MaxIdleConnsPerHost = 8
	return &http.Client{Transport: boundedBody{t}}
}

// boundedBody stops reading an answer past maxAnswerBytes, so a broken upstream cannot fill memory.
type boundedBody struct{ next http.RoundTripper }

func (b boundedBody) RoundTrip(r *http.Request) (*http.Response, error) {
	resp, err := b.next.RoundTrip(r)
	if err == nil {
		noteRetryAfter(r, resp)
		resp.Body = struct {
			io.Reader
			io.Closer
		}{io.LimitReader(resp.Body, maxAnswerBytes), resp.Body}
	}
	return resp, err
}

// Name is the engine's name in ENGINES.
func (e *Engine) Name() string { return e.name }

// Extract asks the model for the writer's voice.
func (e *Engine) Extract(ctx context.Context, text string) (contract.Extraction, error) {
	answer, truncated, err := e.complete(ctx, extractSystem, extractUser(text), nil, 0)
	if err != nil {
		return contract.Extraction{}, err
	}
	x, err := parseExtraction(answer)
	if err != nil && truncated {
		if whole, ok := wholeFields(answer, "observations", "rules"); ok {
			if x, err := parseExtraction(whole); err == nil {
				return x, nil // cut off in the avoids, say: the lists before came whole
			}
		}
		return contract.Extraction{}, fmt.Errorf("%w: %w", engine.ErrTruncated, err)
	}
	return x, err
}

// Rewrite asks the model to rewrite the sentences with the rules.
func (e *Engine) Rewrite(ctx context.Context, req engine.RewriteRequest) (engine.Rewrite, error) {
	in := struct {
		Rules     []contract.NumberedRule `json:"rules"`
		Sentences []numberedSentence      `json:"sentences"`
	}{req.Rules, numbered(req.Sentences)}
	user, err := json.Marshal(in)
	if err != nil {
		return engine.Rewrite{}, fmt.Errorf("compat: encode rewrite request: %w", err)
	}
	// A runaway model is cut at twice what the sentences need.
	answer, truncated, err := e.complete(ctx, rewriteSystem, string(user), rewriteSchema, 2*engine.OutputTokens(req.Sentences)+64)
	if err != nil {
		return engine.Rewrite{}, err
	}
	return parseRewrite(answer, req.Sentences, truncated)
}

// Report asks the model to arrange the sentences; it answers with sentence numbers.
func (e *Engine) Report(ctx context.Context, sentences []string) (contract.Report, error) {
	in := struct {
		Sentences []numberedSentence `json:"sentences"`
	}{numbered(sentences)}
	user, err := json.Marshal(in)
	if err != nil {
		return contract.Report{}, fmt.Errorf("compat: encode report request: %w", err)
	}
	answer, truncated, err := e.complete(ctx, reportSystem, string(user), nil, 0)
	if err != nil {
		return contract.Report{}, err
	}
	r, err := parseReport(answer, sentences)
	if err != nil && truncated {
		// Cut off after its sections, the report has its body; before them it has too little.
		if whole, ok := wholeFields(answer, "sections"); ok {
			if r, err := parseReport(whole, sentences); err == nil {
				return r, nil
			}
		}
		return contract.Report{}, fmt.Errorf("%w: %w", engine.ErrTruncated, err)
	}
	return r, err
}

// numberedSentence is a sentence as the prompts show it: numbered from 1, so that answers can
// name sentences instead of copying them.
type numberedSentence struct {
	I    int    `json:"i"`
	Text string `json:"text"`
}

func numbered(sentences []string) []numberedSentence {
	out := make([]numberedSentence, len(sentences))
	for i, s := range sentences {
		out[i] = numberedSentence{I: i + 1, Text: s}
	}
	return out
}

// upstreamError keeps the HTTP status and the API's error type, never its message or body
// (they may echo the request text).
func upstreamError(err error) error {
	var apiErr *openai.APIError
	var reqErr *openai.RequestError
	status, kind, said := 0, "", ""
	switch {
	case errors.As(err, &apiErr):
		status, kind, said = apiErr.HTTPStatusCode, apiErr.Type, fmt.Sprint(apiErr.Code, " ", apiErr.Type, " ", apiErr.Message)
	case errors.As(err, &reqErr):
		status, said = reqErr.HTTPStatusCode, string(reqErr.Body)
	case errors.Is(err, context.DeadlineExceeded), errors.Is(err, context.Canceled):
		return fmt.Errorf("%w: %w", engine.ErrUpstream, err)
	default:
		// Network failures and undecodable bodies; their text may hold the upstream body.
		return fmt.Errorf("%w: network or undecodable response", engine.ErrUpstream)
	}
	if status == http.StatusTooManyRequests {
		return fmt.Errorf("%w: %w %s", engine.ErrUpstreamLimit, statusError{status: status}, kind)
	}
	return fmt.Errorf("%w: %w %s", engine.ErrUpstream, statusError{status, tooLong(said)}, kind)
}

// contextMarks are what servers say when a prompt does not fit the model's context: vLLM and
// OpenAI ("maximum context length", context_length_exceeded), llama.cpp (exceed_context_size_error).
var contextMarks = []string{"context length", "context_length", "context size", "context_size", "context window"}

// tooLong reports whether an error body says the prompt was too long for the model. Only this
// answer is kept of the body, which may echo the request.
func tooLong(said string) bool {
	said = strings.ToLower(said)
	return wordlist.Has(said, contextMarks)
}
