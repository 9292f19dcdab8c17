// Package local is the offline engine: deterministic Korean extraction (package voice),
// rewriting with the rules it understands (packages rules and restyle) and report arrangement
// by sentence roles (package arrange). It needs no model and no network, so the service works
// on a fresh checkout with ENGINES=local.
package local

import (
	"context"

	"maltu/libs/engine"
	"maltu/libs/engine/arrange"
	"maltu/libs/engine/restyle"
	"maltu/libs/engine/voice"
	"maltu/libs/gate/contract"
)

// Name is the local engine's name in ENGINES.
const Name = "local"

// Engine is the offline engine. The zero value is ready to use.
type Engine struct{}

// New returns the local engine.
func New() *Engine { return &Engine{} }

// Name is "local".
func (*Engine) Name() string { return Name }

// Extract measures the voice of text.
func (*Engine) Extract(ctx context.Context, text string) (contract.Extraction, error) {
	if err := ctx.Err(); err != nil {
		return contract.Extraction{}, err
	}
	return voice.Extract(text), nil
}

// Rewrite applies the rules the engine understands to every sentence; rules it does not
// understand are left alone, and a sentence no rule changes comes back as it was.
func (*Engine) Rewrite(ctx context.Context, req engine.RewriteRequest) (engine.Rewrite, error) {
	if err := ctx.Err(); err != nil {
		return engine.Rewrite{}, err
	}
	results := restyle.Sentences(req.Sentences, restyle.Understood(req.Rules))
	out := engine.Rewrite{Sentences: make([]engine.Rewritten, len(results))}
	for i, r := range results {
		out.Sentences[i] = engine.Rewritten{Text: r.Text, RuleIDs: r.RuleIDs, Held: r.Held}
	}
	return out, nil
}

// Report arranges the sentences into the five-part report.
func (*Engine) Report(ctx context.Context, sentences []string) (contract.Report, error) {
	if err := ctx.Err(); err != nil {
		return contract.Report{}, err
	}
	return arrange.Report(sentences), nil
}
