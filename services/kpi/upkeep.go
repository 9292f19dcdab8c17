package main

import (
	"context"
	"log/slog"
	"time"
)

// upkeepEvery is how often the kpi service rolls up ended days and drops expired raw events.
const upkeepEvery = time.Hour

// upkeepWait bounds one round: a rollup of many days (after a long outage, or the first one over
// copied history) is one insert per day.
const upkeepWait = 10 * time.Minute

// keeper is the store's upkeep; *eventstore.Store is one.
type keeper interface {
	Upgrade(ctx context.Context) error
	Rollup(ctx context.Context, now time.Time) (int, error)
	Retain(ctx context.Context, keepDays int, now time.Time) ([]string, error)
}

// upkeep upgrades the data of the schema before event ids, rolls up ended days and applies the
// retention of raw events at start and then hourly,
// until stop is called; stop waits for a round in progress to end. Reads are right without it:
// it keeps them cheap and the raw table bounded.
func upkeep(store keeper, keepDays int, log *slog.Logger) (stop func() error) {
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		defer close(done)
		tick := time.NewTicker(upkeepEvery)
		defer tick.Stop()
		for {
			round(ctx, store, keepDays, log)
			select {
			case <-ctx.Done():
				return
			case <-tick.C:
			}
		}
	}()
	return func() error { cancel(); <-done; return nil }
}

func round(ctx context.Context, store keeper, keepDays int, log *slog.Logger) {
	ctx, cancel := context.WithTimeout(ctx, upkeepWait)
	defer cancel()
	if err := store.Upgrade(ctx); err != nil {
		log.Warn("copying the events stored before event ids failed; retried next round, no rollup before", "err", err)
		return // a day rolled up without the old events would stay without them
	}
	now := time.Now()
	days, err := store.Rollup(ctx, now)
	if err != nil {
		log.Warn("kpi rollup failed; reads stay right, and cost more until the next round", "days", days, "err", err)
		return // retention waits for the rollup: it only drops days kpi_days holds
	}
	months, err := store.Retain(ctx, keepDays, now)
	if err != nil {
		log.Warn("raw event retention failed; retried next round", "err", err)
	}
	if days > 0 || len(months) > 0 {
		log.Info("kpi upkeep", "days_rolled_up", days, "months_dropped", len(months))
	}
}
