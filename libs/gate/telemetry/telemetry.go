// Package telemetry switches OpenTelemetry traces and metrics on when OTEL_EXPORTER_OTLP_ENDPOINT
// is set (OTLP over HTTP, the exporters read the standard OTEL_* variables themselves) and leaves the
// no-op providers in place otherwise. Attributes carry routes, statuses, sizes and counts, never text.
package telemetry

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"go.opentelemetry.io/otel"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/exporters/otlp/otlpmetric/otlpmetrichttp"
	"go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp"
	"go.opentelemetry.io/otel/propagation"
	sdkmetric "go.opentelemetry.io/otel/sdk/metric"
	"go.opentelemetry.io/otel/sdk/resource"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
)

// Setup installs the global tracer and meter providers for service and returns their shutdown,
// which flushes what is buffered. With no endpoint it does nothing and shutdown is a no-op.
func Setup(ctx context.Context, getenv func(string) string, service string) (func(context.Context) error, error) {
	endpoint := strings.TrimRight(strings.TrimSpace(getenv("OTEL_EXPORTER_OTLP_ENDPOINT")), "/")
	if endpoint == "" {
		return func(context.Context) error { return nil }, nil
	}
	// Schemaless, so it merges with the SDK's default resource whatever semconv version that uses.
	res, err := resource.Merge(resource.Default(), resource.NewSchemaless(
		attribute.String("service.name", service), attribute.String("service.namespace", "maltu")))
	if err != nil {
		return nil, fmt.Errorf("telemetry resource: %w", err)
	}
	// The endpoint comes from getenv like every other setting; the exporters read the rest of
	// the OTEL_* variables (headers, protocol, timeouts) from the process environment.
	traces, err := otlptracehttp.New(ctx, otlptracehttp.WithEndpointURL(endpoint+"/v1/traces"))
	if err != nil {
		return nil, fmt.Errorf("trace exporter: %w", err)
	}
	metrics, err := otlpmetrichttp.New(ctx, otlpmetrichttp.WithEndpointURL(endpoint+"/v1/metrics"))
	if err != nil {
		return nil, fmt.Errorf("metric exporter: %w", err)
	}
	tp := sdktrace.NewTracerProvider(sdktrace.WithBatcher(traces), sdktrace.WithResource(res))
	mp := sdkmetric.NewMeterProvider(sdkmetric.WithResource(res),
		sdkmetric.WithReader(sdkmetric.NewPeriodicReader(metrics, sdkmetric.WithInterval(15*time.Second))))
	otel.SetTracerProvider(tp)
	otel.SetMeterProvider(mp)
	otel.SetTextMapPropagator(propagation.NewCompositeTextMapPropagator(propagation.TraceContext{}, propagation.Baggage{}))
	return func(ctx context.Context) error {
		return errors.Join(tp.Shutdown(ctx), mp.Shutdown(ctx))
	}, nil
}
