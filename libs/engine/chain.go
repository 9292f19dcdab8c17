package engine

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"runtime/debug"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"maltu/libs/gate/contract"
)

// errPanic is an engine's panic turned into a failure, so one broken engine cannot take the
// service down; it is logged with its stack.
var errPanic = errors.New("engine panicked")

// Defaults of a chain's time and concurrency (ENGINE_TIMEOUT, ENGINE_BUDGET,
// ENGINE_REQUEST_CONCURRENCY).
const (
	// DefaultTimeout is one call's deadline when its Link names none: the whole budget, so that
	// by default a call is bounded by what the budget has left less the reserve (22.5 s for the
	// first): a 12,000-character report at 60 tokens a second needs about 19.5 s in one call.
	DefaultTimeout = DefaultBudget
	// DefaultBudget is a whole request's time: every call's deadline is derived from it, so the
	// answer never comes much later, however many chunks and fallbacks it took.
	DefaultBudget = 25 * time.Second
	// DefaultRequestConcurrency bounds the chunk calls of one request in flight at once: enough
	// for a 10,000-character draft in one wave of chunks of about 500 tokens (9 s at 60 tokens/s).
	DefaultRequestConcurrency = 24
)

// Link is one engine of a chain with its own deadline for each call.
type Link struct {
	Engine  Engine
	Timeout time.Duration // zero means DefaultTimeout
	// Concurrency bounds this engine's calls in flight in the whole process (0: no bound), so
	// that one long draft cannot take every slot a model server gives.
	Concurrency int
	// Chunked says the engine writes its answer token by token (a model): a long rewrite is cut
	// into chunks asked for in parallel. An in-process engine gets the whole draft in one call.
	Chunked bool
}

// Task names a model task in logs, metrics and errors.
type Task string

// The three tasks.
const (
	TaskExtract Task = "extract"
	TaskRewrite Task = "rewrite"
	TaskReport  Task = "report"
)

// Attempt is one engine's try at one task. It carries no text, so it is safe to log and count.
type Attempt struct {
	Task      Task
	Engine    string
	Class     string // "ok", or the failure class (see Class)
	Duration  time.Duration
	Err       error      // nil when Class is "ok"
	Exchanges []Exchange // the requests the engine sent upstream, in order (none for the offline engine)
}

// Chain asks its engines in order until one's answer is accepted. It is safe for concurrent use.
type Chain struct {
	links      []Link
	slots      []chan struct{} // per link; nil when its Concurrency is 0
	budget     time.Duration
	perRequest int
	log        *slog.Logger
	observe    func(Attempt)
}

// Option adjusts a Chain.
type Option func(*Chain)

// WithLogger sets where attempts are logged (default slog.Default()). Only task, engine, class,
// duration and sizes are logged, never text.
func WithLogger(l *slog.Logger) Option { return func(c *Chain) { c.log = l } }

// WithObserver registers a callback run after every attempt, for metrics.
func WithObserver(f func(Attempt)) Option { return func(c *Chain) { c.observe = f } }

// WithBudget sets a request's whole time (default DefaultBudget).
func WithBudget(d time.Duration) Option {
	return func(c *Chain) {
		if d > 0 {
			c.budget = d
		}
	}
}

// WithRequestConcurrency bounds one request's chunk calls in flight (default
// DefaultRequestConcurrency).
func WithRequestConcurrency(n int) Option {
	return func(c *Chain) {
		if n > 0 {
			c.perRequest = n
		}
	}
}

// NewChain builds a chain that tries links in the order given.
func NewChain(links []Link, opts ...Option) *Chain {
	c := &Chain{links: slices.Clone(links), budget: DefaultBudget, perRequest: DefaultRequestConcurrency, log: slog.Default()}
	c.slots = make([]chan struct{}, len(links))
	for i, l := range links {
		if l.Concurrency > 0 {
			c.slots[i] = make(chan struct{}, l.Concurrency)
		}
	}
	for _, o := range opts {
		o(c)
	}
	return c
}

// reserve is the part of the time left kept back from link i for the links after it, so that a
// model cut off at its deadline still leaves the offline engine time to answer the rest.
func (c *Chain) reserve(i int, left time.Duration) time.Duration {
	if i == len(c.links)-1 {
		return 0
	}
	return min(2*time.Second, left/10)
}

// Engines lists the engines in order, for a start-up log line.
func (c *Chain) Engines() []string {
	names := make([]string, len(c.links))
	for i, l := range c.links {
		names[i] = l.Engine.Name()
	}
	return names
}

// FailedError is the error of a chain call that no engine answered. errors.Is finds ErrNoEngine
// or ErrAllFailed in it, and every attempt's cause, so a service maps it to a status thus:
//
//	switch {
//	case errors.Is(err, engine.ErrNoEngine):      // 503
//	case errors.Is(err, engine.ErrUpstreamLimit): // 429
//	default:                                      // 502
//	}
//
// When the caller's context ended, its error (context.Canceled, context.DeadlineExceeded) is
// among the causes too.
type FailedError struct {
	Task     Task
	Attempts []Attempt
	causes   []error
}

func (e *FailedError) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "engine: %s: %v", e.Task, e.causes[0])
	if len(e.Attempts) > 0 {
		b.WriteString(" (")
		for i, a := range e.Attempts {
			if i > 0 {
				b.WriteString(", ")
			}
			fmt.Fprintf(&b, "%s: %s", a.Engine, a.Class)
		}
		b.WriteString(")")
	}
	return b.String()
}

// Unwrap gives the outcome sentinel, the caller's context error if any, and every attempt's cause.
func (e *FailedError) Unwrap() []error {
	errs := slices.Clone(e.causes)
	for _, a := range e.Attempts {
		errs = append(errs, a.Err)
	}
	return errs
}

// Class names the cause of a failed attempt in logs and metrics.
func Class(err error) string {
	classes := []struct {
		err  error
		name string
	}{
		{ErrUpstreamLimit, "limited"},
		{ErrTimeout, "timeout"},
		{ErrRefused, "refused"},
		{ErrUnparseable, "unparseable"},
		{ErrBadShape, "bad_shape"},
		{ErrTruncated, "truncated"},
		{ErrReasoning, "reasoning"},
		{ErrRejected, "rejected"},
		{ErrMisconfigured, "config"},
		{ErrUpstream, "upstream"},
		{context.Canceled, "canceled"},
		{context.DeadlineExceeded, "canceled"},
		{errPanic, "panic"},
	}
	if err == nil {
		return "ok"
	}
	for _, c := range classes {
		if errors.Is(err, c.err) {
			return c.name
		}
	}
	return "error"
}

// Extract asks the engines in order for the voice of text. accept (may be nil) runs the
// service's gate on an answer; an error from it makes the chain try the next engine. It returns
// the accepted answer and the name of the engine that gave it (for logs and metrics only).
func (c *Chain) Extract(ctx context.Context, text string, accept func(contract.Extraction) error) (contract.Extraction, string, error) {
	call := func(ctx context.Context, e Engine) (contract.Extraction, error) {
		x, err := e.Extract(ctx, text)
		return normalExtraction(x), err
	}
	size := func(x contract.Extraction) []any {
		return []any{"observations", len(x.Observations), "rules", len(x.Rules), "avoids", len(x.Avoids)}
	}
	return run(ctx, c, TaskExtract, []any{"chars", utf8.RuneCountInString(text)}, call, size, accept)
}

// Report asks the engines in order to arrange sentences into a report. accept (may be nil)
// works as for Extract.
func (c *Chain) Report(ctx context.Context, sentences []string, accept func(contract.Report) error) (contract.Report, string, error) {
	call := func(ctx context.Context, e Engine) (contract.Report, error) {
		r, err := e.Report(ctx, sentences)
		return normalReport(r), err
	}
	size := func(r contract.Report) []any {
		return []any{"key_points", len(r.KeyPoints), "sections", len(r.Sections), "numbers", len(r.Numbers), "next_actions", len(r.NextActions)}
	}
	return run(ctx, c, TaskReport, []any{"sentences", len(sentences)}, call, size, accept)
}

// run is the chain loop shared by the three tasks.
func run[T any](ctx context.Context, c *Chain, task Task, in []any,
	call func(context.Context, Engine) (T, error), size func(T) []any, accept func(T) error) (T, string, error) {
	var zero T
	failed := &FailedError{Task: task}
	if len(c.links) == 0 {
		failed.causes = []error{ErrNoEngine}
		c.log.Warn("engine call", append([]any{"task", task, "class", "no_engine"}, in...)...)
		return zero, "", failed
	}
	caller := ctx
	ctx, cancel := context.WithTimeout(caller, c.budget)
	defer cancel()
	for i := range c.links {
		lctx, lcancel := c.afterBudget(caller, ctx, i)
		lctx, cl := c.begin(lctx, task, i)
		out, err := attempt(lctx, c, i, call)
		lcancel()
		if err == nil && accept != nil {
			if aerr := accept(out); aerr != nil {
				err = fmt.Errorf("%w: %w", ErrRejected, aerr)
			}
		}
		attrs := in
		if err == nil {
			attrs = append(slices.Clone(in), size(out)...)
		}
		a := c.end(cl, err, attrs...)
		if err == nil {
			return out, a.Engine, nil
		}
		failed.Attempts = append(failed.Attempts, a)
		if caller.Err() != nil {
			break
		}
	}
	failed.causes = []error{ErrAllFailed}
	if ctx.Err() != nil {
		failed.causes = append(failed.causes, ctx.Err())
	}
	return zero, "", failed
}

// lastWord is how long the offline engine, last in the chain, may still take once a request's
// budget is spent. A model cut off at its deadline may take up to grace to hand back, which on a
// busy host eats the reserve kept for the engines after it; the writer should then still get the
// offline engine's answer, a few milliseconds of work, rather than none.
const lastWord = time.Second

// afterBudget is the context link i runs under: the request's, or, for an offline last link
// (not Chunked) once the budget is spent while the caller still waits, lastWord of its own.
func (c *Chain) afterBudget(caller, ctx context.Context, i int) (context.Context, context.CancelFunc) {
	if i != len(c.links)-1 || c.links[i].Chunked || ctx.Err() == nil || caller.Err() != nil {
		return ctx, func() {}
	}
	return context.WithTimeout(caller, lastWord)
}

// grace is how long a call whose deadline passed may take to hand back what it has (a model's
// complete sentences so far) before it is left behind.
const grace = 150 * time.Millisecond

// attempt runs one call of link i under the link's deadline, cut short by the request's budget
// less what the later links need, once a slot of the link's concurrency is free. The call runs in
// its own goroutine so that an engine which ignores its context still cannot hold the chain long
// past the deadline.
func attempt[T any](ctx context.Context, c *Chain, i int, call func(context.Context, Engine) (T, error)) (T, error) {
	var zero T
	l := c.links[i]
	timeout := l.Timeout
	if timeout <= 0 {
		timeout = DefaultTimeout
	}
	if end, ok := ctx.Deadline(); ok {
		left := time.Until(end)
		timeout = min(timeout, left-c.reserve(i, left))
	}
	if timeout <= 0 {
		return zero, fmt.Errorf("%w: no time left in the budget", ErrTimeout)
	}
	actx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	slot := c.slots[i]
	if slot != nil {
		select {
		case slot <- struct{}{}:
		case <-actx.Done():
			if ctx.Err() != nil {
				return zero, fmt.Errorf("%w", ctx.Err())
			}
			return zero, fmt.Errorf("%w: no free slot within %s", ErrTimeout, timeout)
		}
	}
	type result struct {
		out T
		err error
	}
	done := make(chan result, 1)
	go func() {
		defer func() {
			if slot != nil {
				<-slot
			}
			if p := recover(); p != nil {
				c.log.Error("engine panicked", "engine", l.Engine.Name(), "stack", string(debug.Stack()))
				done <- result{err: errPanic}
			}
		}()
		out, err := call(actx, l.Engine)
		done <- result{out, err}
	}()
	var r result
	select {
	case r = <-done:
	case <-actx.Done():
		select {
		case r = <-done:
		case <-time.After(grace):
			r.err = actx.Err()
		}
	}
	if r.err != nil && ctx.Err() == nil && errors.Is(actx.Err(), context.DeadlineExceeded) {
		return r.out, fmt.Errorf("%w after %s", ErrTimeout, timeout)
	}
	if r.err != nil && ctx.Err() != nil {
		return r.out, fmt.Errorf("%w", ctx.Err())
	}
	return r.out, r.err
}

// checkRewrite holds every engine to the Rewrite contract: one sentence per sentence sent (fewer
// only when truncated), at least one of them answered, and only rule ids that were sent.
func checkRewrite(req RewriteRequest, out Rewrite) (Rewrite, error) {
	n := len(req.Sentences)
	switch {
	case len(out.Sentences) > n:
		return Rewrite{}, fmt.Errorf("%w: %d sentences for %d", ErrBadShape, len(out.Sentences), n)
	case out.Truncated && answered(out) == 0:
		return Rewrite{}, ErrTruncated
	case !out.Truncated && len(out.Sentences) != n:
		return Rewrite{}, fmt.Errorf("%w: %d sentences for %d", ErrBadShape, len(out.Sentences), n)
	case answered(out) == 0:
		return Rewrite{}, fmt.Errorf("%w: no sentence answered", ErrBadShape)
	}
	sent := make(map[int]bool, len(req.Rules))
	for _, r := range req.Rules {
		sent[r.ID] = true
	}
	clean := Rewrite{Sentences: make([]Rewritten, len(out.Sentences)), Truncated: len(out.Sentences) < n}
	for i, s := range out.Sentences {
		if s.Missing {
			clean.Sentences[i] = Rewritten{Missing: true}
			continue
		}
		ids := []int{}
		for _, id := range s.RuleIDs {
			if sent[id] && !slices.Contains(ids, id) {
				ids = append(ids, id)
			}
		}
		clean.Sentences[i] = Rewritten{Text: s.Text, RuleIDs: ids, Held: s.Held}
	}
	return clean, nil
}

// normalExtraction turns nil lists into empty ones so that JSON shows [] rather than null.
func normalExtraction(x contract.Extraction) contract.Extraction {
	x.Observations = nonNil(x.Observations)
	x.Rules = nonNil(x.Rules)
	x.Avoids = nonNil(x.Avoids)
	return x
}

func normalReport(r contract.Report) contract.Report {
	r.KeyPoints = nonNil(r.KeyPoints)
	r.Sections = nonNil(r.Sections)
	r.Numbers = nonNil(r.Numbers)
	r.NextActions = nonNil(r.NextActions)
	return r
}

func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}
