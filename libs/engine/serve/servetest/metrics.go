package servetest

import (
	"context"
	"sort"
	"strings"
	"testing"

	"go.opentelemetry.io/otel"
	sdkmetric "go.opentelemetry.io/otel/sdk/metric"
	"go.opentelemetry.io/otel/sdk/metric/metricdata"
)

// Metrics installs a meter provider that a test reads by hand, and returns its reader: the sums of
// the counter name, keyed by their attributes written "k=v,k=v" in key order. Call it before the
// service starts, since a service makes its instruments at start-up; tests that use it must not
// run in parallel (the provider is global).
func Metrics(t testing.TB) func(name string) map[string]int64 {
	t.Helper()
	reader := sdkmetric.NewManualReader()
	provider := sdkmetric.NewMeterProvider(sdkmetric.WithReader(reader))
	previous := otel.GetMeterProvider()
	otel.SetMeterProvider(provider)
	t.Cleanup(func() { otel.SetMeterProvider(previous); _ = provider.Shutdown(context.Background()) })
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
						kv = append(kv, string(a.Key)+"="+a.Value.Emit())
					}
					sort.Strings(kv)
					sums[strings.Join(kv, ",")] += dp.Value
				}
			}
		}
		return sums
	}
}
