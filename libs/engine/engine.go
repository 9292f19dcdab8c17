// Package engine is what the services call for the three model tasks: extract a writer's voice,
// rewrite sentences in it, and arrange sentences into a report (DESIGN §6).
//
// An Engine does one task at a time. A Chain holds engines in the fixed order of ENGINES and asks
// them in turn until one answers and the service's accept callback takes the answer. Concrete
// engines live in subpackages: compat (any OpenAI-compatible chat API) and local (an offline,
// deterministic Korean engine). Package config builds a Chain from the environment.
//
// Which engine answered is returned for logs and metrics only; it never belongs in a response.
// Errors never carry request text, model output or upstream bodies: only classes, counts and
// status codes, so they are safe to log.
package engine

import (
	"context"
	"errors"

	"maltu/libs/gate/contract"
)

// Engine answers the three tasks. Implementations return one of the sentinel errors below
// (wrapped with %w) so the chain can tell an upstream limit from a refusal or a bad answer.
type Engine interface {
	// Name is the engine's name in ENGINES, for logs and metrics.
	Name() string
	// Extract derives the writer's voice from text the writer wrote.
	Extract(ctx context.Context, text string) (contract.Extraction, error)
	// Rewrite rewrites each sentence in the voice the rules describe.
	Rewrite(ctx context.Context, req RewriteRequest) (Rewrite, error)
	// Report selects and orders input sentences into a five-part report.
	Report(ctx context.Context, sentences []string) (contract.Report, error)
}

// RewriteRequest is one rewrite call: the draft's sentences to rewrite, in order, and the
// client's numbered rules.
type RewriteRequest struct {
	Sentences []string
	Rules     []contract.NumberedRule
}

// Rewrite is an engine's answer to a RewriteRequest. Sentences has one entry per sentence sent,
// in the same order; when Truncated is true the model's output was cut off and Sentences holds
// only the complete leading ones (at least one answered). An entry marked Missing is a sentence
// the model skipped: it is asked for again, like the ones after a cut.
type Rewrite struct {
	Sentences []Rewritten
	Truncated bool
}

// Rewritten is one sentence after rewriting and the ids of the rules applied to it. Held is a
// code when the engine itself undid a rule's change (the offline engine's restyle.HeldUnconfined),
// for the metrics: the sentence is what it was before that rule.
type Rewritten struct {
	Text    string
	RuleIDs []int
	Held    string
	// Missing says the engine did not answer this sentence (Text and RuleIDs are empty).
	Missing bool
}

// Causes of one engine's failure. Engines wrap them with %w; the chain records them per attempt.
var (
	// ErrUpstreamLimit: the upstream API answered 429. The service answers 429 when every
	// engine failed and this was among the causes.
	ErrUpstreamLimit = errors.New("upstream limit")
	// ErrUpstream: the upstream API failed otherwise (status, network).
	ErrUpstream = errors.New("upstream failure")
	// ErrTimeout: the engine did not answer within its deadline.
	ErrTimeout = errors.New("engine deadline passed")
	// ErrRefused: the model refused the task.
	ErrRefused = errors.New("model refused")
	// ErrUnparseable: the answer was not the JSON asked for.
	ErrUnparseable = errors.New("unparseable answer")
	// ErrBadShape: the answer was JSON of the wrong shape or inconsistent with the request.
	ErrBadShape = errors.New("answer of the wrong shape")
	// ErrTruncated: the output was cut off and nothing complete was left.
	ErrTruncated = errors.New("answer truncated")
	// ErrReasoning: the output was cut off while the model was still reasoning, before any
	// answer, and the budget left no time to ask again with room to think.
	ErrReasoning = errors.New("answer cut off inside the model's reasoning")
	// ErrMisconfigured: the request was never sent, because the client library refuses it for
	// this model; the operator, not the upstream, must act.
	ErrMisconfigured = errors.New("request refused before sending: engine misconfigured")
	// ErrRejected: the service's accept callback refused the answer (e.g. too few items
	// survived the evidence gate).
	ErrRejected = errors.New("answer rejected")
)

// Outcomes of a whole chain call, for the service to map to a status (see FailedError).
var (
	// ErrNoEngine: no engine is configured (503).
	ErrNoEngine = errors.New("no engine configured")
	// ErrAllFailed: every configured engine failed (502, or 429 with ErrUpstreamLimit among
	// the causes).
	ErrAllFailed = errors.New("every engine failed")
)
