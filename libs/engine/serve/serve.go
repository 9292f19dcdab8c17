// Package serve is what the three engine-backed services (extract, rewrite, report) share around
// the door: their run function, the engine chain with its attempt metric, the status a failed
// chain call answers with (DESIGN §6) and the metric of the gate's decisions.
//
// A service's main is one line, serve.Run(name, serve.FromEnv, newService); a test swaps only
// the engines, serve.Run(name, serve.Links(...), newService), and meets the same wiring.
package serve

import (
	"context"
	"io"

	"go.opentelemetry.io/otel"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/metric"

	"maltu/libs/engine"
	"maltu/libs/engine/config"
	"maltu/libs/gate/door"
)

// Engines builds a service's engine chain with the options the service needs (its logger and
// attempt metric).
type Engines func(kit door.Kit, opts ...engine.Option) (*engine.Chain, error)

// FromEnv is the chain ENGINES and ENGINE_* configure: what every service runs with.
func FromEnv(kit door.Kit, opts ...engine.Option) (*engine.Chain, error) {
	setup, err := config.FromEnv(kit.Getenv, opts...)
	if err != nil {
		return nil, err
	}
	kit.Log.Info("engines", "order", setup.Chain.Engines(), "skipped", setup.Skipped)
	return setup.Chain, nil
}

// Links is a chain of the given engines whatever the environment says, for tests whose engines
// misbehave on purpose.
func Links(links ...engine.Link) Engines {
	return func(_ door.Kit, opts ...engine.Option) (*engine.Chain, error) {
		return engine.NewChain(links, opts...), nil
	}
}

// Run returns a service's run function (the signature door.Main calls): the door named name
// around the service newService builds on the chain engines gives.
func Run(name string, engines Engines, newService func(*engine.Chain, Gate) door.Service) func(context.Context, func(string) string, io.Writer) error {
	return func(ctx context.Context, getenv func(string) string, stdout io.Writer) error {
		return door.Run(ctx, getenv, stdout, name, func(_ context.Context, kit door.Kit) (door.Service, error) {
			// Instruments are made here, after the door has installed the meter provider.
			meter := otel.Meter("maltu/engine/serve")
			attempts, err := meter.Int64Counter("engine.attempts",
				metric.WithDescription("engine calls by task, engine and outcome class"))
			if err != nil {
				return door.Service{}, err
			}
			decisions, err := meter.Int64Counter("gate.decisions",
				metric.WithDescription("what the content gate did to engine answers, by task, decision and reason"))
			if err != nil {
				return door.Service{}, err
			}
			chain, err := engines(kit, engine.WithLogger(kit.Log), engine.WithObserver(countAttempt(attempts)))
			if err != nil {
				return door.Service{}, err
			}
			return newService(chain, Gate{decisions: decisions}), nil
		})
	}
}

func countAttempt(attempts metric.Int64Counter) func(engine.Attempt) {
	return func(a engine.Attempt) {
		attempts.Add(context.Background(), 1, metric.WithAttributes(
			attribute.String("task", string(a.Task)),
			attribute.String("engine", a.Engine),
			attribute.String("class", a.Class)))
	}
}

// Gate records the content gate's decisions on an engine answer: counts by task, decision and
// reason code, never text.
type Gate struct {
	decisions metric.Int64Counter
}

// Decisions of the gate, the metric's "decision" attribute.
const (
	Dropped        = "dropped"         // an item whose evidence is not in the input (extract, report)
	Rejected       = "rejected"        // a whole answer refused; the next engine was asked
	Reverted       = "reverted"        // a rewritten sentence restored to its original (with a reason)
	MarkersRemoved = "markers_removed" // a rewritten sentence lost heading or list markers it gained
	Blank          = "blank"           // an org-mode claim sentence left blank, not sent to an engine
	Held           = "held"            // a rule's change the engine undid itself (with the engine's code)
)

// Count adds n decisions of one kind for task; reason (may be "") is a code such as
// "figure_gained". Zero is not recorded, so the metric shows only what happened.
func (g Gate) Count(ctx context.Context, task engine.Task, decision, reason string, n int) {
	if n <= 0 || g.decisions == nil {
		return
	}
	attrs := []attribute.KeyValue{attribute.String("task", string(task)), attribute.String("decision", decision)}
	if reason != "" {
		attrs = append(attrs, attribute.String("reason", reason))
	}
	g.decisions.Add(ctx, int64(n), metric.WithAttributes(attrs...))
}
