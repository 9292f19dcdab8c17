package limit

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"testing"
	"time"

	"maltu/libs/gate/localdb"
)

var quiet = slog.New(slog.NewTextHandler(io.Discard, nil))

func onRedis(t *testing.T) (*Daily, *localdb.Server) {
	t.Helper()
	srv := localdb.Redis(t)
	rdb, err := Connect(srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rdb.Close() })
	return New(rdb, quiet, 1), srv
}

// at fixes the limiter's clock.
func at(d *Daily, t time.Time) { d.now = func() time.Time { return t } }

func mustTake(t *testing.T, d *Daily, bucket string, max int, client string) *Charge {
	t.Helper()
	c, _, err := d.Take(context.Background(), bucket, max, client)
	if err != nil {
		t.Fatalf("call for %s refused: %v", client, err)
	}
	return c
}

func TestDailyLimit(t *testing.T) {
	stores := map[string]func(t *testing.T) *Daily{
		"redis":      func(t *testing.T) *Daily { d, _ := onRedis(t); return d },
		"in-process": func(t *testing.T) *Daily { return New(nil, quiet, 1) },
	}
	for name, store := range stores {
		t.Run(name, func(t *testing.T) {
			ctx := context.Background()
			t.Run("the N+1th call of a day is refused until KST midnight", func(t *testing.T) {
				d := store(t)
				// 23:00 KST tomorrow: a fixed hour, but in the future, because Redis expires keys
				// on its own clock.
				_, tomorrow := dayOf(time.Now())
				late := tomorrow.Add(23 * time.Hour)
				at(d, late)
				for range 3 {
					mustTake(t, d, "api", 3, "45.54.45.54")
				}
				_, retry, err := d.Take(ctx, "api", 3, "45.54.45.54")
				if !errors.Is(err, ErrExceeded) {
					t.Fatalf("4th call: err = %v, want ErrExceeded", err)
				}
				if retry != time.Hour || RetryAfterSeconds(retry) != 3600 {
					t.Fatalf("retry after %v, want 1h to KST midnight", retry)
				}
				mustTake(t, d, "api", 3, "30.30.30.30")   // another client is not affected
				mustTake(t, d, "track", 3, "45.54.45.54") // nor another bucket
				at(d, late.Add(time.Hour))                // 00:00 KST the day after
				mustTake(t, d, "api", 3, "45.54.45.54")
			})
			t.Run("a refunded call does not count, and refunds once", func(t *testing.T) {
				d := store(t)
				a := mustTake(t, d, "api", 2, "1.1.1.1")
				a.Refund(ctx)
				a.Refund(ctx)
				mustTake(t, d, "api", 2, "1.1.1.1")
				mustTake(t, d, "api", 2, "1.1.1.1")
				if _, _, err := d.Take(ctx, "api", 2, "1.1.1.1"); !errors.Is(err, ErrExceeded) {
					t.Fatalf("3rd charged call: err = %v, want ErrExceeded", err)
				}
			})
			t.Run("refused calls are not counted", func(t *testing.T) {
				d := store(t)
				c := mustTake(t, d, "api", 1, "2.2.2.2")
				for range 5 {
					_, _, _ = d.Take(ctx, "api", 1, "2.2.2.2")
				}
				c.Refund(ctx)
				mustTake(t, d, "api", 1, "2.2.2.2")
			})
		})
	}
}

func TestDailyLimitIsAtomicAcrossReplicas(t *testing.T) {
	a, srv := onRedis(t)
	rdb, _ := Connect(srv.URL)
	defer rdb.Close()
	b := New(rdb, quiet, 1)
	granted := acrossReplicas(60, func(replica int) bool {
		_, _, err := []*Daily{a, b}[replica].Take(context.Background(), "api", 25, "9.9.9.9")
		return err == nil
	})
	if granted != 25 {
		t.Fatalf("granted %d calls across two replicas, want exactly 25", granted)
	}
}

func TestRedisKilledMidRun(t *testing.T) {
	d, srv := onRedis(t)
	ctx := context.Background()
	mustTake(t, d, "api", 100, "3.3.3.3")
	srv.Kill()
	for i := range 20 {
		if _, _, err := d.Take(ctx, "api", 100, "3.3.3.3"); err != nil {
			t.Fatalf("call %d with Redis down: %v", i, err)
		}
	}
	// The in-process counter enforces the limit on its own while Redis is away.
	if _, _, err := d.Take(ctx, "api", 20, "4.4.4.4"); err != nil {
		t.Fatal(err)
	}
	for range 19 {
		mustTake(t, d, "api", 20, "4.4.4.4")
	}
	if _, _, err := d.Take(ctx, "api", 20, "4.4.4.4"); !errors.Is(err, ErrExceeded) {
		t.Fatalf("fallback did not enforce the limit: %v", err)
	}
	if err := srv.Restart(ctx); err != nil {
		t.Fatal(err)
	}
	d.redis.pauseTill.Store(0) // skip the pause instead of sleeping through it
	c := mustTake(t, d, "api", 100, "5.5.5.5")
	if !c.inRedis {
		t.Fatal("Redis back, but the call was not counted there")
	}
}

func TestDayOf(t *testing.T) {
	tests := []struct {
		utc      time.Time
		day      string
		midnight time.Time
	}{
		{time.Date(2026, 11, 21, 14, 59, 59, 0, time.UTC), "20261121", time.Date(2026, 11, 21, 15, 0, 0, 0, time.UTC)},
		{time.Date(2026, 11, 21, 15, 0, 0, 0, time.UTC), "20261122", time.Date(2026, 11, 22, 15, 0, 0, 0, time.UTC)},
		{time.Date(2026, 12, 31, 16, 0, 0, 0, time.UTC), "20270101", time.Date(2027, 1, 1, 15, 0, 0, 0, time.UTC)},
	}
	for _, tt := range tests {
		t.Run(tt.utc.String(), func(t *testing.T) {
			day, midnight := dayOf(tt.utc)
			if day != tt.day || !midnight.Equal(tt.midnight) {
				t.Fatalf("dayOf = %s, %v; want %s, %v", day, midnight, tt.day, tt.midnight)
			}
		})
	}
}

// The case: two replicas, a limit of 10, Redis down: the client gets 10 calls in all; once
// Redis is back empty each replica adds what it granted alone on its next call, so the day's count
// goes on from there instead of from zero. Until every replica has done so one may still grant
// (with calls taken in turns, as a load balancer deals them, one call).
func TestRedisBackEmptyKeepsTheDaysCount(t *testing.T) {
	a, srv := onRedis(t)
	rdb, _ := Connect(srv.URL)
	defer rdb.Close()
	b := New(rdb, quiet, 2)
	a.replicas = 2
	ctx := context.Background()
	srv.Kill()
	inTurns := func(n int) (granted int) {
		for i := range n {
			if _, _, err := []*Daily{a, b}[i%2].Take(ctx, "api", 10, "7.7.7.7"); err == nil {
				granted++
			}
		}
		return granted
	}
	if granted := inTurns(30); granted != 10 {
		t.Fatalf("Redis down: %d calls granted on two replicas, want 10 (5 each)", granted)
	}
	if err := srv.Restart(ctx); err != nil {
		t.Fatal(err)
	}
	for _, d := range []*Daily{a, b} {
		d.redis.pauseTill.Store(0) // skip the pause instead of sleeping through it
	}
	if granted := inTurns(30); granted != 1 {
		t.Fatalf("Redis back empty: %d more calls granted, want 1", granted)
	}
	day, _ := dayOf(time.Now())
	if n, err := rdb.Get(ctx, "maltu:limit:{7.7.7.7}:api:"+day).Int(); err != nil || n != 11 {
		t.Fatalf("Redis counts %d (%v), want the 10 granted during the outage and 1 after", n, err)
	}
}
