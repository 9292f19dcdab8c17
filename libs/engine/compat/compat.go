// Package compat is an engine that talks to any OpenAI-compatible chat completions API (OpenAI,
// vLLM, Ollama, LiteLLM and the rest) through github.com/sashabaranov/go-openai.
//
// It sends Korean prompts that ask for one JSON object, and classifies what comes back: an
// upstream 429 (engine.ErrUpstreamLimit), other upstream failures, refusals, answers that are not
// JSON or not of the asked shape, and truncation (finish_reason "length"), after which a rewrite
// keeps only its complete sentences. It learns per engine what its server takes (the parameters a
// refusal names, once a request without them is answered) and how much its model reasons before
// answering, and notes every request's status and API error fields (engine.Note) for the chain's
// logs and spans. Errors never quote the answer or the upstream body.
package compat

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"sync"
	"sync/atomic"
	"time"

	openai "github.com/sashabaranov/go-openai"

	"maltu/libs/engine"
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
	// MaxTokens is what each answer may take: a rewrite chunk asks for it instead of twice its
	// estimate, extraction and report for it instead of the server's limit (0). Reasoning the
	// model was found to do is allowed on top.
	MaxTokens int
	// NoJSONMode leaves out response_format for servers that reject it; the prompts still ask
	// for JSON. Without it the engine asks for json_schema, then json_object, and remembers
	// what the server refused.
	NoJSONMode bool
	// NoStream asks with blocking calls only. Without it the engine streams, and remembers a
	// server that answers a stream request with one JSON body.
	NoStream bool
	// NoThinking asks the server not to think, in every way servers read it:
	// chat_template_kwargs.enable_thinking false (vLLM, SGLang, llama.cpp), reasoning_effort
	// "none" (Ollama's OpenAI API, OpenAI) and think false (Ollama); a way the server refuses is
	// left out. Off, nothing of the kind is sent.
	NoThinking bool
	// HTTPClient replaces the default client (dial and TLS timeouts, bounded answers).
	HTTPClient *http.Client
}

// Engine is an engine.Engine backed by an OpenAI-compatible API.
type Engine struct {
	name      string
	model     string
	maxTokens int
	mu        sync.Mutex
	params    params       // what the server takes, as far as learnt
	reasoning atomic.Int64 // tokens the model was found to reason before answering
	pace      pace
	client    *openai.Client
}

// New checks the configuration and builds the engine. It does not contact the server. A model
// the client library refuses requests for as it would send them (max_tokens or a temperature to
// OpenAI's reasoning models) is asked with max_completion_tokens and without a temperature; one
// it refuses whatever is sent is a configuration error.
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
	client := defaultClient()
	if c.HTTPClient != nil {
		client = &http.Client{Transport: c.HTTPClient.Transport, Timeout: c.HTTPClient.Timeout}
		if client.Transport == nil {
			client.Transport = http.DefaultTransport
		}
	}
	client.Transport = transport{client.Transport}
	cfg.HTTPClient = client
	e := &Engine{name: c.Name, model: c.Model, maxTokens: c.MaxTokens, client: openai.NewClientWithConfig(cfg)}
	e.params = params{noStream: c.NoStream, thinkingOff: c.NoThinking}
	if c.NoJSONMode {
		e.params.format = formatNone
	}
	if err := e.probe(cfg); err != nil {
		return nil, fmt.Errorf("compat: engine %s: %w", c.Name, err)
	}
	return e, nil
}

// errProbed ends a probe's request where it would have been sent.
var errProbed = errors.New("probed")

// probe asks go-openai, with a transport that sends nothing, whether it would send the engine's
// requests: it refuses some before sending (max_tokens or a temperature to gpt-5, o1, o3 and o4,
// the models it deems unfit for chat), which at run time would look like a dead server.
func (e *Engine) probe(cfg openai.ClientConfig) error {
	cfg.HTTPClient = &http.Client{Transport: probeTransport{}}
	client := openai.NewClientWithConfig(cfg)
	for {
		req := e.request(e.params, "", "", rewriteSchema, 1)
		var err error
		if req.Stream {
			_, err = client.CreateChatCompletionStream(context.Background(), req)
		} else {
			_, err = client.CreateChatCompletion(context.Background(), req)
		}
		switch {
		case errors.Is(err, errProbed):
			return nil
		case errors.Is(err, openai.ErrReasoningModelMaxTokensDeprecated) && !e.params.completionTokens:
			e.params.completionTokens = true
		case (errors.Is(err, openai.ErrReasoningModelLimitationsOther) || errors.Is(err, openai.ErrReasoningSamplingUnsupported)) && !e.params.noTemperature:
			e.params.noTemperature = true
		case errors.Is(err, openai.ErrReasoningEffortUnsupported) && e.params.thinkingOff && !e.params.noEffort:
			e.params.noEffort = true
		default:
			return fmt.Errorf("the client library refuses to send requests for model %q: %w", e.model, err)
		}
	}
}

type probeTransport struct{}

func (probeTransport) RoundTrip(*http.Request) (*http.Response, error) { return nil, errProbed }

// defaultClient fails fast on a dead host; the whole call is bounded by the chain's deadline.
func defaultClient() *http.Client {
	t := http.DefaultTransport.(*http.Transport).Clone()
	t.DialContext = (&net.Dialer{Timeout: 5 * time.Second, KeepAlive: 30 * time.Second}).DialContext
	t.TLSHandshakeTimeout = 5 * time.Second
	t.MaxIdleConnsPerHost = 8
	return &http.Client{Transport: t}
}

// Name is the engine's name in ENGINES.
func (e *Engine) Name() string { return e.name }

// Extract asks the model for the writer's voice.
func (e *Engine) Extract(ctx context.Context, text string) (contract.Extraction, error) {
	answer, truncated, err := e.complete(ctx, extractSystem, extractUser(text), nil, extractTokens, e.maxTokens)
	if err != nil {
		return contract.Extraction{}, err
	}
	x, err := parseExtraction(answer)
	if err != nil && truncated {
		if whole, ok := salvage(answer, "observations", "rules"); ok {
			if x, err := parseExtraction(whole); err == nil {
				return x, nil // cut off in the avoids, say: the items before came whole
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
	// A runaway model is cut at twice what the sentences need, unless the operator set the cap.
	need := engine.OutputTokens(req.Sentences)
	limit := e.maxTokens
	if limit == 0 {
		limit = 2*need + 64
	}
	answer, truncated, err := e.complete(ctx, rewriteSystem, string(user), rewriteSchema, need, limit)
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
	answer, truncated, err := e.complete(ctx, reportSystem, string(user), nil, reportTokens(len(sentences)), e.maxTokens)
	if err != nil {
		return contract.Report{}, err
	}
	r, err := parseReport(answer, sentences)
	if err != nil && truncated {
		// Cut off once a section came whole, the report has a body; before that it has too little.
		if whole, ok := salvage(answer, "sections"); ok {
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

// What extraction and a report answer are expected to take, for the waits worth making before a
// call's deadline: an extraction's JSON is about 600 tokens; a report names its sentences by number.
const extractTokens = 600

func reportTokens(sentences int) int { return 200 + 8*sentences }
