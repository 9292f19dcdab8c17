package engine

import (
	"context"
	"strconv"
	"strings"
	"sync"
	"time"

	"go.opentelemetry.io/otel"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	"go.opentelemetry.io/otel/trace"
)

// Exchange is one request an engine sent upstream and what came back: the HTTP status and the API
// error's code, param and type, never its message, which may quote the request. An operator reads
// in them a 500 apart from a refused parameter, a rate limit or a request never sent.
type Exchange struct {
	Status int // 0: no answer (a network failure, or the request was never sent)
	Code   string
	Param  string
	Type   string
	// Retry names why the engine sent another request after this one ("" when it did not):
	// "rate_limit", "server", "param", "format", "reasoning", "stream".
	Retry string
}

type exchangesKey struct{}

// exchanges collects one call's exchanges; the engine may note one after the chain stopped waiting.
type exchanges struct {
	mu   sync.Mutex
	list []Exchange
}

// Note records an exchange of the engine call ctx belongs to. Engines that call an upstream note
// every request they send; outside a chain's call it does nothing.
func Note(ctx context.Context, x Exchange) {
	if xs, ok := ctx.Value(exchangesKey{}).(*exchanges); ok {
		xs.mu.Lock()
		xs.list = append(xs.list, x)
		xs.mu.Unlock()
	}
}

var tracer = otel.Tracer("maltu/engine")

// call is one attempt in flight: its span and the exchanges its engine notes.
type call struct {
	task   Task
	engine string
	start  time.Time
	span   trace.Span
	xs     *exchanges
}

// begin starts link i's attempt at task: a span under the request's and a place for exchanges.
func (c *Chain) begin(ctx context.Context, task Task, i int) (context.Context, *call) {
	cl := &call{task: task, engine: c.links[i].Engine.Name(), start: time.Now(), xs: &exchanges{}}
	ctx, cl.span = tracer.Start(ctx, "engine "+string(task), trace.WithAttributes(
		attribute.String("engine.task", string(task)), attribute.String("engine.name", cl.engine)))
	return context.WithValue(ctx, exchangesKey{}, cl.xs), cl
}

// end closes an attempt: it is observed, logged with attrs (sizes and counts only) and the
// exchanges', and its span ended with the same.
func (c *Chain) end(cl *call, err error, attrs ...any) Attempt {
	cl.xs.mu.Lock()
	xs := cl.xs.list[:len(cl.xs.list):len(cl.xs.list)]
	cl.xs.mu.Unlock()
	a := Attempt{Task: cl.task, Engine: cl.engine, Class: Class(err), Duration: time.Since(cl.start), Err: err, Exchanges: xs}
	if c.observe != nil {
		c.observe(a)
	}
	line := append([]any{"task", a.Task, "engine", a.Engine, "class", a.Class, "ms", a.Duration.Milliseconds()}, exchangeAttrs(xs)...)
	line = append(line, attrs...)
	if err != nil {
		c.log.Warn("engine call", line...)
	} else {
		c.log.Info("engine call", line...)
	}
	cl.span.SetAttributes(attribute.String("engine.class", a.Class), attribute.Int("engine.sends", len(xs)))
	if last, ok := lastExchange(xs); ok {
		cl.span.SetAttributes(exchangeSpanAttrs(last)...)
	}
	for _, x := range xs {
		cl.span.AddEvent("upstream answer", trace.WithAttributes(append(exchangeSpanAttrs(x), attribute.String("retry", x.Retry))...))
	}
	if err != nil {
		cl.span.SetStatus(codes.Error, a.Class)
	}
	cl.span.End()
	return a
}

func lastExchange(xs []Exchange) (Exchange, bool) {
	if len(xs) == 0 {
		return Exchange{}, false
	}
	return xs[len(xs)-1], true
}

// exchangeAttrs are an attempt's exchanges in a log line: the last status and error fields, and
// when there were several sends, every status and why each was followed by another.
func exchangeAttrs(xs []Exchange) []any {
	last, ok := lastExchange(xs)
	if !ok {
		return nil
	}
	out := []any{"status", last.Status}
	for _, f := range [][2]string{{"error.code", last.Code}, {"error.param", last.Param}, {"error.type", last.Type}} {
		if f[1] != "" {
			out = append(out, f[0], f[1])
		}
	}
	if len(xs) > 1 {
		statuses := make([]string, len(xs))
		var retries []string
		for i, x := range xs {
			statuses[i] = strconv.Itoa(x.Status)
			if x.Retry != "" {
				retries = append(retries, x.Retry)
			}
		}
		out = append(out, "statuses", strings.Join(statuses, ","), "retries", strings.Join(retries, ","))
	}
	return out
}

func exchangeSpanAttrs(x Exchange) []attribute.KeyValue {
	return []attribute.KeyValue{attribute.Int("http.response.status_code", x.Status),
		attribute.String("error.code", x.Code), attribute.String("error.param", x.Param), attribute.String("error.type", x.Type)}
}
