package servetest

import (
	"context"
	"testing"
	"time"

	"go.opentelemetry.io/otel"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/sdk/trace/tracetest"
)

// Spans installs a tracer provider that records spans and returns a reader of the attributes of
// the first ended span whose http.route is route, each value written as text. Call it before the
// service starts; tests that use it must not run in parallel (the provider is global).
func Spans(t testing.TB) func(route string) map[string]string {
	t.Helper()
	rec := tracetest.NewSpanRecorder()
	provider := sdktrace.NewTracerProvider(sdktrace.WithSpanProcessor(rec))
	previous := otel.GetTracerProvider()
	otel.SetTracerProvider(provider)
	t.Cleanup(func() { otel.SetTracerProvider(previous); _ = provider.Shutdown(context.Background()) })
	return func(route string) map[string]string {
		t.Helper()
		// The span ends just after the response is written, so it may lag the client by a moment.
		for deadline := time.Now().Add(2 * time.Second); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
			for _, s := range rec.Ended() {
				attrs := map[string]string{}
				for _, a := range s.Attributes() {
					attrs[string(a.Key)] = a.Value.Emit()
				}
				if attrs["http.route"] == route {
					return attrs
				}
			}
		}
		t.Fatalf("no span for %s ended", route)
		return nil
	}
}
