package main

import (
	"context"
	"log/slog"
	"time"
)

// upkeepEvery is how often the kpi service rolls up ended days and drops expired raw events.
const upkeepEvery = time.Hour

// upkeepRetry is how soon a failed round is tried again, doubled after each failure up to
// upkeepEvery: at start ClickHouse may not answer yet (its pod starting beside this one), and an
// hour is too long to leave the rollup undone.
const upkeepRetry = 10 * time.Second

// upkeepWait bounds one round: a rollup of many days (after a long outage, or the first one over
// copied history) is one insert per day.
const upkeepWait = 10 * time.Minute

// keeper is the store's upkeep; *eventstore.Store is one.
type keeper interface {
	Upgrade(ctx context.Context) error
	Rollup(ctx context.Context, now time.Time) (int, error)
	Retain(ctx context.Context, keepDays int, now time.Time) ([]string, error)
}

// schedule is when rounds run: every after a round that did its work, retry (doubling) after one
// that failed.
type schedule struct{ every, retry time.Duration }

// upkeep upgrades the data of the schema before event ids, rolls up ended days and applies the
// retention of raw events at start and then on the schedule,
// until stop is called; stop waits for a round in progress to end. Reads are right without it:
// it keeps them cheap and the raw table bounded.
func upkeep(store keeper, keepDays int, log *slog.Logger, s schedule) (stop func() error) {
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		defer close(done)
		backoff := s.retry
		for {
			next := s.every
			if round(ctx, store, keepDays, log) {
				backoff = s.retry
			} else {
				next, backoff = backoff, min(2*backoff, s.every)
			}
			timer := time.NewTimer(next)
			select {
			case <-ctx.Done():
				timer.Stop()
				return
			case <-timer.C:
			}
		}
	}()
	return func() error { cancel(); <-done; return nil }
}

// round runs one upkeep and reports whether every step of it succeeded.
func round(ctx context.Context, store keeper, keepDays int, log *slog.Logger) bool {
	ctx, cancel := context.WithTimeout(ctx, upkeepWait)
	defer cancel()
	if err := store.Upgrade(ctx); err != nil {
		log.Warn("copying the events stored before event ids failed; retried soon, no rollup before", "err", err)
		return false // a day rolled up without the old events would stay without them
	}
	now := time.Now()
	days, err := store.Rollup(ctx, now)
	if err != nil {
		log.Warn("kpi rollup failed; reads stay right, and cost more until it is retried soon", "days", days, "err", err)
		return false // retention waits for the rollup: it only drops days kpi_days holds
	}
	months, err := store.Retain(ctx, keepDays, now)
	if err != nil {
		log.Warn("raw event retention failed; retried soon", "err", err)
		return false
	}
	if days > 0 || len(months) > 0 {
		log.Info("kpi upkeep", "days_rolled_up", days, "months_dropped", len(months))
	}
	return true
}
