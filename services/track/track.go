package main

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"strings"
	"time"

	"github.com/gofiber/fiber/v2"
	"go.opentelemetry.io/otel"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/metric"

	"maltu/libs/gate/door"
	"maltu/libs/gate/events"
)

// storeWait bounds how long a request waits for its batch: the flush interval plus the writer's
// own insert timeout are shorter (batching), so the answer comes within 2 s even when ClickHouse hangs.
const storeWait = 1800 * time.Millisecond

// eventWriter stores one event and returns once it is stored or has failed.
type eventWriter interface {
	Write(ctx context.Context, e events.Event) error
}

// tracker serves POST /api/track.
type tracker struct {
	writer  eventWriter // nil when storage is not connected
	log     *slog.Logger
	stored  metric.Int64Counter
	dropped metric.Int64Counter
	removed metric.Int64Counter
}

func newTracker(log *slog.Logger) *tracker {
	m := otel.Meter("maltu/track")
	stored, _ := m.Int64Counter("track.events.stored", metric.WithDescription("events stored, by synthetic flag"))
	dropped, _ := m.Int64Counter("track.events.dropped", metric.WithDescription("events not stored, by reason"))
	removed, _ := m.Int64Counter("track.props.removed", metric.WithDescription("property keys removed by the rules, by key"))
	return &tracker{log: log, stored: stored, dropped: dropped, removed: removed}
}

// request is the body of POST /api/track.
type request struct {
	ID    *string         `json:"id"`
	Ev    *string         `json:"ev"`
	Anon  *string         `json:"anon"`
	Props json.RawMessage `json:"props"`
}

// answer is the body of 200, 202 and 502 (§4.4): not the error envelope.
type answer struct {
	Stored bool   `json:"stored"`
	Reason string `json:"reason,omitempty"`
}

// refusals are the Korean answers to a refused event, by drop reason.
var refusals = map[*events.Drop]string{
	events.ErrEvent: "'ev'는 허용된 이벤트여야 합니다: " + strings.Join(events.Names, ", ") + ".",
	events.ErrAnon:  "'anon'은 64자 이하여야 합니다.",
	events.ErrProps: "'props'는 JSON 객체여야 합니다.",
	events.ErrID:    "'id'는 8-4-4-4-12 형식의 UUID여야 하며, 모두 0인 UUID는 쓸 수 없습니다.",
}

func (t *tracker) track(c *fiber.Ctx) error {
	var req request
	if err := door.Decode(c, &req); err != nil {
		t.drop(c, "body")
		return err
	}
	if req.Ev == nil {
		t.drop(c, "event")
		return door.Missing("ev", "허용된 이벤트 이름 중 하나를 'ev'에 담아 보내 주세요.")
	}
	in := events.Input{ID: req.ID, Event: *req.Ev, Props: req.Props, At: time.Now(),
		SyntheticHeader: c.Get("x-synthetic"), UserAgent: c.Get(fiber.HeaderUserAgent)}
	if req.Anon != nil {
		in.Anon = *req.Anon
	}
	e, err := events.Admit(in)
	unplaced := errors.Is(err, events.ErrPosition)
	if err != nil && !unplaced {
		return t.refuse(c, err)
	}
	if err := door.Charge(c); err != nil {
		t.drop(c, "daily_limit")
		return err
	}
	span := door.Span(c)
	span.SetAttributes(attribute.String("track.event", in.Event))
	switch {
	case unplaced:
		t.drop(c, events.ErrPosition.Reason)
		return c.Status(http.StatusAccepted).JSON(answer{Reason: events.ErrPosition.Reason})
	case t.writer == nil:
		t.drop(c, "not_connected")
		return c.Status(http.StatusAccepted).JSON(answer{})
	}
	ctx := c.UserContext()
	for _, key := range e.Removed {
		t.removed.Add(ctx, 1, metric.WithAttributes(attribute.String("key", key)))
	}
	span.SetAttributes(attribute.Bool("track.synthetic", e.Synthetic), attribute.Int("track.props.removed", len(e.Removed)))
	wctx, cancel := context.WithTimeout(ctx, storeWait)
	defer cancel()
	if err := t.writer.Write(wctx, e); err != nil {
		t.drop(c, "store_failed")
		t.log.Debug("event not stored", "event", e.Name, "err", err)
		return c.Status(http.StatusBadGateway).JSON(answer{})
	}
	t.stored.Add(ctx, 1, metric.WithAttributes(attribute.Bool("synthetic", e.Synthetic)))
	return c.JSON(answer{Stored: true})
}

// refuse answers 400 to an event the rules dropped.
func (t *tracker) refuse(c *fiber.Ctx, err error) error {
	var drop *events.Drop
	if !errors.As(err, &drop) {
		return err
	}
	t.drop(c, drop.Reason)
	return door.Fail(http.StatusBadRequest, refusals[drop])
}

// drop counts an event that was not stored, and says why on the request's span.
func (t *tracker) drop(c *fiber.Ctx, reason string) {
	t.dropped.Add(c.UserContext(), 1, metric.WithAttributes(attribute.String("reason", reason)))
	door.Span(c).SetAttributes(attribute.String("track.dropped", reason))
}
