package limit

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"maltu/libs/gate/localdb"
)

const window = 15 * time.Minute

func attemptsOnRedis(t *testing.T, max int) (*Attempts, *localdb.Server) {
	t.Helper()
	d, srv := onRedis(t)
	return NewAttempts(d.rdb, quiet, max, window, 1), srv
}

func TestAttemptCeiling(t *testing.T) {
	stores := map[string]func(t *testing.T) *Attempts{
		"redis":      func(t *testing.T) *Attempts { a, _ := attemptsOnRedis(t, 5); return a },
		"in-process": func(t *testing.T) *Attempts { return NewAttempts(nil, quiet, 5, window, 1) },
	}
	start := time.Date(2026, 9, 7, 9, 0, 0, 0, time.UTC)
	for name, store := range stores {
		t.Run(name, func(t *testing.T) {
			ctx := context.Background()
			t.Run("five wrong keys are answered, then every request is refused until the first leaves the window", func(t *testing.T) {
				a := store(t)
				for i := range 5 {
					a.now = func() time.Time { return start.Add(time.Duration(i) * time.Minute) }
					if _, err := a.Check(ctx, "45.54.45.54", true); err != nil {
						t.Fatalf("wrong attempt %d refused: %v", i+1, err)
					}
				}
				a.now = func() time.Time { return start.Add(10 * time.Minute) }
				for _, wrong := range []bool{true, false} { // a right key or no key is refused too
					retry, err := a.Check(ctx, "45.54.45.54", wrong)
					if !errors.Is(err, ErrTooManyAttempts) || retry != 5*time.Minute {
						t.Fatalf("over the ceiling: %v, retry %v; want refused for 5m", err, retry)
					}
				}
				if _, err := a.Check(ctx, "30.30.30.30", true); err != nil {
					t.Fatalf("another client refused: %v", err)
				}
				// 15 minutes after the first wrong key it no longer counts: one more attempt.
				a.now = func() time.Time { return start.Add(window) }
				if _, err := a.Check(ctx, "45.54.45.54", true); err != nil {
					t.Fatalf("after the window rolled: %v", err)
				}
				if _, err := a.Check(ctx, "45.54.45.54", false); !errors.Is(err, ErrTooManyAttempts) {
					t.Fatalf("the sixth wrong key within a window was not counted: %v", err)
				}
			})
			t.Run("requests that are not wrong never count", func(t *testing.T) {
				a := store(t)
				a.now = func() time.Time { return start }
				for range 50 {
					if _, err := a.Check(ctx, "1.1.1.1", false); err != nil {
						t.Fatal(err)
					}
				}
			})
		})
	}
}

func TestAttemptCeilingIsAtomicAcrossReplicas(t *testing.T) {
	a, srv := attemptsOnRedis(t, 5)
	rdb, _ := Connect(srv.URL)
	defer rdb.Close()
	b := NewAttempts(rdb, quiet, 5, window, 1)
	answered := acrossReplicas(40, func(replica int) bool {
		_, err := []*Attempts{a, b}[replica].Check(context.Background(), "9.9.9.9", true)
		return err == nil
	})
	if answered != 5 {
		t.Fatalf("%d wrong attempts answered across two replicas, want exactly 5", answered)
	}
}

func TestAttemptCeilingWithRedisKilled(t *testing.T) {
	a, srv := attemptsOnRedis(t, 3)
	ctx := context.Background()
	if _, err := a.Check(ctx, "3.3.3.3", true); err != nil {
		t.Fatal(err)
	}
	srv.Kill()
	for i := range 3 {
		if _, err := a.Check(ctx, "4.4.4.4", true); err != nil {
			t.Fatalf("attempt %d with Redis down: %v", i+1, err)
		}
	}
	if _, err := a.Check(ctx, "4.4.4.4", false); !errors.Is(err, ErrTooManyAttempts) {
		t.Fatalf("the in-process ceiling did not hold: %v", err)
	}
	if err := srv.Restart(ctx); err != nil {
		t.Fatal(err)
	}
	a.redis.pauseTill.Store(0) // skip the pause instead of sleeping through it
	if _, err := a.Check(ctx, "5.5.5.5", true); err != nil || a.redis.down.Load() {
		t.Fatalf("Redis back: %v, still down %v", err, a.redis.down.Load())
	}
}

// acrossReplicas makes n calls at once, alternating between two replicas (0 and 1), and counts the
// calls that were let through.
func acrossReplicas(n int, call func(replica int) bool) int64 {
	var passed atomic.Int64
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if call(i % 2) {
				passed.Add(1)
			}
		}()
	}
	wg.Wait()
	return passed.Load()
}
