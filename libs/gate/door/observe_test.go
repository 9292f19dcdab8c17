package door

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"go.opentelemetry.io/otel"
	"go.opentelemetry.io/otel/attribute"
	sdkmetric "go.opentelemetry.io/otel/sdk/metric"
	"go.opentelemetry.io/otel/sdk/metric/metricdata"

	"maltu/libs/gate/limit"
)

func TestRequestMetricsCarryRouteAndStatusNotText(t *testing.T) {
	reader := sdkmetric.NewManualReader()
	otel.SetMeterProvider(sdkmetric.NewMeterProvider(sdkmetric.WithReader(reader)))
	d := New(config(t, "", ""), quiet, limit.New(nil, quiet, 1), echo(nil))
	d.SetReady(true)
	const secret = "내 일기장의 비밀 문장"
	call(t, d.App(), "POST", "/api/echo", `{"text":"`+secret+`"}`)
	call(t, d.App(), "GET", "/api/echo", "")
	call(t, d.App(), "GET", "/"+secret, "")

	var rm metricdata.ResourceMetrics
	if err := reader.Collect(context.Background(), &rm); err != nil {
		t.Fatal(err)
	}
	seen := map[string]int64{}
	for _, sm := range rm.ScopeMetrics {
		for _, m := range sm.Metrics {
			sum, ok := m.Data.(metricdata.Sum[int64])
			if m.Name != "http.server.requests" || !ok {
				continue
			}
			for _, dp := range sum.DataPoints {
				for _, kv := range dp.Attributes.ToSlice() {
					if strings.Contains(kv.Value.String(), "비밀") {
						t.Fatalf("request text in attribute %s", kv.Key)
					}
				}
				route, _ := dp.Attributes.Value(attribute.Key("http.route"))
				status, _ := dp.Attributes.Value(attribute.Key("http.response.status_code"))
				seen[route.AsString()+" "+status.String()] += dp.Value
			}
		}
	}
	for _, want := range []string{"/api/echo 200", "/api/echo 405", "unmatched 404"} {
		if seen[want] != 1 {
			t.Fatalf("requests by route and status: %v, want one %q", seen, want)
		}
	}
}

func TestServerTimingOnEveryAnswer(t *testing.T) {
	off := New(config(t, "", ""), quiet, limit.New(nil, quiet, 1), echo(nil))
	off.SetReady(true)
	if r := call(t, off.App(), "POST", "/api/echo", `{"text":"안녕하세요"}`); r.header.Get("Server-Timing") != "" {
		t.Errorf("Server-Timing %q without SERVER_TIMING", r.header.Get("Server-Timing"))
	}
	cfg := config(t, "", "")
	cfg.ServerTiming = true
	d := New(cfg, quiet, limit.New(nil, quiet, 1), echo(nil))
	d.SetReady(true)
	for _, tc := range []struct{ name, method, path, body string }{
		{"served", "POST", "/api/echo", `{"text":"안녕하세요"}`},
		{"refused", "POST", "/api/echo", `{"text":`},
		{"unmatched", "GET", "/없는-길", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := call(t, d.App(), tc.method, tc.path, tc.body)
			var ms float64
			if _, err := fmt.Sscanf(r.header.Get("Server-Timing"), "app;dur=%g", &ms); err != nil || ms < 0 {
				t.Fatalf("Server-Timing %q: %v", r.header.Get("Server-Timing"), err)
			}
		})
	}
}
