package door

import (
	"fmt"
	"strconv"
	"time"

	"github.com/gofiber/fiber/v2"
	"go.opentelemetry.io/otel"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	"go.opentelemetry.io/otel/metric"
	"go.opentelemetry.io/otel/propagation"
	"go.opentelemetry.io/otel/trace"
)

// observer records every request as a span and in two instruments, by route and status. The
// route is the registered path (unmatched paths share one label), so no client text becomes an
// attribute and cardinality stays bounded.
type observer struct {
	timing   bool // Server-Timing on answers (SERVER_TIMING)
	tracer   trace.Tracer
	count    metric.Int64Counter
	duration metric.Float64Histogram
}

func newObserver(service string, timing bool) observer {
	meter := otel.Meter("maltu/door")
	count, _ := meter.Int64Counter("http.server.requests", metric.WithDescription("requests answered"))
	duration, _ := meter.Float64Histogram("http.server.request.duration", metric.WithUnit("s"),
		metric.WithDescription("time to answer a request"))
	return observer{timing: timing, tracer: otel.Tracer("maltu/door/" + service), count: count, duration: duration}
}

func (o observer) middleware(c *fiber.Ctx) error {
	start := time.Now()
	carrier := propagation.HeaderCarrier{}
	c.Request().Header.VisitAll(func(k, v []byte) { carrier.Set(string(k), string(v)) })
	ctx := otel.GetTextMapPropagator().Extract(c.UserContext(), carrier)
	ctx, span := o.tracer.Start(ctx, c.Method(), trace.WithSpanKind(trace.SpanKindServer))
	defer span.End()
	c.SetUserContext(ctx)

	err := c.Next()
	if err != nil {
		// Errors from Fiber itself; the app's error handler writes them, and the status is known after.
		_ = c.App().ErrorHandler(c, err)
	}
	route := "unmatched"
	if r := c.Route(); r != nil && r.Path != "/" {
		route = r.Path
	}
	status := c.Response().StatusCode()
	attrs := []attribute.KeyValue{
		attribute.String("http.route", route),
		attribute.String("http.request.method", c.Method()),
		attribute.Int("http.response.status_code", status),
	}
	span.SetName(c.Method() + " " + route)
	span.SetAttributes(append(attrs, attribute.Int("http.request.body.size", len(c.Request().Body())))...)
	// A streamed answer is still being written: reading its body here would wait for the whole.
	if !c.Response().IsBodyStream() {
		span.SetAttributes(attribute.Int("http.response.body.size", len(c.Response().Body())))
	}
	if status >= 500 {
		span.SetStatus(codes.Error, strconv.Itoa(status))
	}
	took := time.Since(start)
	// What the service itself spent, so a benchmark can tell it from the network and the proxies in
	// between (make bench turns it on). Off by default: it tells anyone how long each answer took,
	// which helps a timing probe more than a user.
	if o.timing {
		c.Set("Server-Timing", fmt.Sprintf("app;dur=%.2f", float64(took.Microseconds())/1000))
	}
	set := metric.WithAttributes(attrs...)
	o.count.Add(ctx, 1, set)
	o.duration.Record(ctx, took.Seconds(), set)
	return nil
}

// Span is the request's span, for handlers that add sizes, counts and decisions to it.
func Span(c *fiber.Ctx) trace.Span { return trace.SpanFromContext(c.UserContext()) }
