package servetest

import (
	"context"
	"sort"
	"strings"
	"testing"
	"time"

	"go.opentelemetry.io/otel"
	sdkmetric "go.opentelemetry.io/otel/sdk/metric"
	"go.opentelemetry.io/otel/sdk/metric/metricdata"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/sdk/trace/tracetest"
)

// during makes a test's provider the global one (install) until the test ends, then puts the
// previous one back (restore) and shuts the test's down.
func during(t testing.TB, install, restore func(), shutdown func(context.Context) error) {
	install()
	t.Cleanup(func() { restore(); _ = shutdown(context.Background()) })
}

// Metrics installs a meter provider that a test reads by hand, and returns its reader: the sums of
// the counter name, keyed by their attributes written "k=v,k=v" in key order. Call it before the
// service starts, since a service makes its instruments at start-up; tests that use it must not
// run in parallel (the provider is global).
func Metrics(t testing.TB) func(name string) map[string]int64 {
	t.Helper()
	reader := sdkmetric.NewManualReader()
	provider := sdkmetric.NewMeterProvider(sdkmetric.WithReader(reader))
	previous := otel.GetMeterProvider()
	during(t, func() { otel.SetMeterProvider(provider) }, func() { otel.SetMeterProvider(previous) }, provider.Shutdown)
	return func(name string) map[string]int64 {
		t.Helper()
		var rm metricdata.ResourceMetrics
		if err := reader.Collect(context.Background(), &rm); err != nil {
			t.Fatal(err)
		}
		sums := map[string]int64{}
		for _, sm := range rm.ScopeMetrics {
			for _, m := range sm.Metrics {
				sum, ok := m.Data.(metricdata.Sum[int64])
				if m.Name != name || !ok {
					continue
				}
				for _, dp := range sum.DataPoints {
					var kv []string
					for _, a := range dp.Attributes.ToSlice() {
						kv = append(kv, string(a.Key)+"="+a.Value.String())
					}
					sort.Strings(kv)
					sums[strings.Join(kv, ",")] += dp.Value
				}
			}
		}
		return sums
	}
}

// Spans installs a tracer provider that records spans and returns a reader of the attributes of
// the first ended span whose http.route is route, each value written as text. Call it before the
// service starts; tests that use it must not run in parallel (the provider is global).
func Spans(t testing.TB) func(route string) map[string]string {
	t.Helper()
	rec := tracetest.NewSpanRecorder()
	provider := sdktrace.NewTracerProvider(sdktrace.WithSpanProcessor(rec))
	previous := otel.GetTracerProvider()
	during(t, func() { otel.SetTracerProvider(provider) }, func() { otel.SetTracerProvider(previous) }, provider.Shutdown)
	return func(route string) map[string]string {
		t.Helper()
		// The span ends just after the response is written, so it may lag the client by a moment.
		for deadline := time.Now().Add(2 * time.Second); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
			for _, s := range rec.Ended() {
				attrs := map[string]string{}
				for _, a := range s.Attributes() {
					attrs[string(a.Key)] = a.Value.String()
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
