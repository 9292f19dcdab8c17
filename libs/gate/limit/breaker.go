package limit

import (
	"context"
	"log/slog"
	"sync/atomic"
	"time"

	"github.com/redis/go-redis/v9"
	"go.opentelemetry.io/otel"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/metric"
)

// breaker is what both limiters do about a Redis outage: after a failure Redis is skipped for
// redisPause and the in-process count answers, each change of state is logged once, and every
// decision taken in process is counted (limit.fallback).
type breaker struct {
	log       *slog.Logger
	what      string       // what falls back, for the log lines: "daily limits"
	pauseTill atomic.Int64 // unix nanoseconds; Redis is skipped until then
	down      atomic.Bool
	fallbacks metric.Int64Counter
}

func newBreaker(log *slog.Logger, what string) *breaker {
	fallbacks, _ := otel.Meter("maltu/limit").Int64Counter("limit.fallback",
		metric.WithDescription("limit decisions taken by the in-process counter because Redis could not answer"))
	return &breaker{log: log, what: what, fallbacks: fallbacks}
}

// closed reports whether Redis is to be asked at now.
func (b *breaker) closed(now time.Time) bool { return now.UnixNano() >= b.pauseTill.Load() }

// failed opens the breaker for redisPause.
func (b *breaker) failed(now time.Time, op string, err error) {
	b.pauseTill.Store(now.Add(redisPause).UnixNano())
	if !b.down.Swap(true) {
		b.log.Warn("redis unavailable: "+b.what+" fall back to this process", "op", op, "err", err)
		if _, moved := redis.IsMovedError(err); moved {
			b.log.Error("REDIS_URL names one node of a Redis Cluster: name the cluster, redis+cluster://host:port?addr=host2:port")
		}
	}
}

// answered notes that Redis answered.
func (b *breaker) answered() {
	if b.down.Swap(false) {
		b.log.Info("redis available again: " + b.what + " are shared again")
	}
}

// fellBack counts a decision taken in process for bucket.
func (b *breaker) fellBack(ctx context.Context, bucket string) {
	b.fallbacks.Add(ctx, 1, metric.WithAttributes(attribute.String("bucket", bucket)))
}
