package main

import (
	"context"
	"errors"
	"log/slog"
	"sync"
	"testing"
	"time"
)

// flakyKeeper fails its step named failing for the first failures rounds, as a ClickHouse that
// is not reachable yet would, and counts the rounds that got through.
type flakyKeeper struct {
	mu       sync.Mutex
	failing  string
	failures int
	rounds   int // rounds begun
	done     int // rounds that reached the end
}

var errUnreachable = errors.New("dial tcp: connect: connection refused")

func (k *flakyKeeper) fail(step string) error {
	if step == k.failing && k.rounds <= k.failures {
		return errUnreachable
	}
	return nil
}

func (k *flakyKeeper) Upgrade(context.Context) error {
	k.mu.Lock()
	defer k.mu.Unlock()
	k.rounds++
	return k.fail("upgrade")
}

func (k *flakyKeeper) Rollup(context.Context, time.Time) (int, error) {
	k.mu.Lock()
	defer k.mu.Unlock()
	return 0, k.fail("rollup")
}

func (k *flakyKeeper) Retain(context.Context, int, time.Time) ([]string, error) {
	k.mu.Lock()
	defer k.mu.Unlock()
	if err := k.fail("retain"); err != nil {
		return nil, err
	}
	k.done++
	return nil, nil
}

func (k *flakyKeeper) counts() (rounds, done int) {
	k.mu.Lock()
	defer k.mu.Unlock()
	return k.rounds, k.done
}

// TestUpkeepRetriesSoonAfterAFailedRound: a round that fails at any step (ClickHouse not yet
// reachable at start) is tried again after the retry delay, doubling, not after the hour; once a
// round succeeds the next waits the full period.
func TestUpkeepRetriesSoonAfterAFailedRound(t *testing.T) {
	for _, tc := range []struct {
		name     string
		failing  string
		failures int
	}{
		{"the upgrade fails at start", "upgrade", 1},
		{"the rollup fails three times", "rollup", 3},
		{"the retention fails twice", "retain", 2},
		{"nothing fails", "", 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			k := &flakyKeeper{failing: tc.failing, failures: tc.failures}
			// Retries of 10, 20 and 40 ms; a period no test waits for.
			stop := upkeep(k, 400, slog.New(slog.DiscardHandler), schedule{every: time.Hour, retry: 10 * time.Millisecond})
			defer stop()
			deadline := time.Now().Add(5 * time.Second)
			for _, done := k.counts(); done == 0; _, done = k.counts() {
				if time.Now().After(deadline) {
					t.Fatalf("no round succeeded within 5s after %d failures", tc.failures)
				}
				time.Sleep(5 * time.Millisecond)
			}
			time.Sleep(100 * time.Millisecond) // longer than any retry: a succeeded round waits the hour
			if rounds, done := k.counts(); rounds != tc.failures+1 || done != 1 {
				t.Errorf("%d rounds, %d succeeded; want %d, the last one succeeding and no more", rounds, done, tc.failures+1)
			}
		})
	}
}

// TestUpkeepStopsDuringABackoff: stop returns at once while a failing round's retry is pending.
func TestUpkeepStopsDuringABackoff(t *testing.T) {
	k := &flakyKeeper{failing: "upgrade", failures: 1 << 30}
	stop := upkeep(k, 400, slog.New(slog.DiscardHandler), schedule{every: time.Hour, retry: time.Minute})
	for rounds, _ := k.counts(); rounds == 0; rounds, _ = k.counts() {
		time.Sleep(time.Millisecond)
	}
	start := time.Now()
	stop()
	if took := time.Since(start); took > time.Second {
		t.Fatalf("stop took %v while a retry was pending", took)
	}
}
