// Package servetest helps the services' HTTP tests: engines made of functions (so a test can put
// one that misbehaves on purpose in front of the gate), the metrics a service recorded, what it
// logged, and texts of an exact length for the contract's boundaries.
package servetest

import (
	"context"
	"fmt"

	"maltu/libs/engine"
	"maltu/libs/gate/contract"
)

// Func is an Engine whose tasks are the functions set; a task left nil refuses.
type Func struct {
	EngineName string
	ExtractF   func(ctx context.Context, text string) (contract.Extraction, error)
	RewriteF   func(ctx context.Context, req engine.RewriteRequest) (engine.Rewrite, error)
	ReportF    func(ctx context.Context, sentences []string) (contract.Report, error)
}

var _ engine.Engine = Func{}

// Name is EngineName.
func (f Func) Name() string { return f.EngineName }

// Extract calls ExtractF.
func (f Func) Extract(ctx context.Context, text string) (contract.Extraction, error) {
	if f.ExtractF == nil {
		return contract.Extraction{}, refused(f, engine.TaskExtract)
	}
	return f.ExtractF(ctx, text)
}

// Rewrite calls RewriteF.
func (f Func) Rewrite(ctx context.Context, req engine.RewriteRequest) (engine.Rewrite, error) {
	if f.RewriteF == nil {
		return engine.Rewrite{}, refused(f, engine.TaskRewrite)
	}
	return f.RewriteF(ctx, req)
}

// Report calls ReportF.
func (f Func) Report(ctx context.Context, sentences []string) (contract.Report, error) {
	if f.ReportF == nil {
		return contract.Report{}, refused(f, engine.TaskReport)
	}
	return f.ReportF(ctx, sentences)
}

func refused(f Func, task engine.Task) error {
	return fmt.Errorf("%s has no %s: %w", f.EngineName, task, engine.ErrRefused)
}

// Failing is an engine whose every task fails with err (e.g. engine.ErrUpstreamLimit).
func Failing(name string, err error) Func {
	return Func{
		EngineName: name,
		ExtractF:   func(context.Context, string) (contract.Extraction, error) { return contract.Extraction{}, err },
		RewriteF:   func(context.Context, engine.RewriteRequest) (engine.Rewrite, error) { return engine.Rewrite{}, err },
		ReportF:    func(context.Context, []string) (contract.Report, error) { return contract.Report{}, err },
	}
}
