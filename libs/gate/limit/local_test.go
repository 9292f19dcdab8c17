package limit

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"
)

// With Redis down each replica allows its share of a limit, so a client whose calls are spread
// over every replica gets about the limit in all, never a multiple of it.
func TestFallbackSharesTheLimitAmongReplicas(t *testing.T) {
	tests := []struct {
		limit, replicas int
		want            int // calls granted in all
	}{
		{10, 1, 10},
		{10, 2, 10},
		{10, 3, 9},
		{100, 4, 100},
		{2, 3, 3}, // at least one call on each replica
	}
	ctx := context.Background()
	for _, tt := range tests {
		t.Run(fmt.Sprintf("limit %d on %d replicas", tt.limit, tt.replicas), func(t *testing.T) {
			daily := make([]*Daily, tt.replicas)
			attempts := make([]*Attempts, tt.replicas)
			for i := range daily {
				daily[i] = New(nil, quiet, tt.replicas)
				attempts[i] = NewAttempts(nil, quiet, tt.limit, window, tt.replicas)
			}
			granted, answered := 0, 0
			for i := range 3 * tt.limit {
				if _, _, err := daily[i%tt.replicas].Take(ctx, "api", tt.limit, "45.54.45.54"); err == nil {
					granted++
				}
				if _, err := attempts[i%tt.replicas].Check(ctx, "45.54.45.54", true); err == nil {
					answered++
				}
			}
			if granted != tt.want || answered != tt.want {
				t.Fatalf("%d calls granted and %d attempts answered, want %d", granted, answered, tt.want)
			}
		})
	}
}

// Past its capacity the fallback forgets the least recently seen client, one at a time: the
// others keep their counts.
func TestFallbackForgetsTheLeastRecentClientFirst(t *testing.T) {
	ctx := context.Background()
	d := New(nil, quiet, 1)
	d.local.counts.capacity = 3
	a := NewAttempts(nil, quiet, 1, window, 1)
	a.local.times.capacity = 3
	used := func(client string) {
		t.Helper()
		if _, _, err := d.Take(ctx, "api", 1, client); err != nil {
			t.Fatalf("%s: first call refused: %v", client, err)
		}
		if _, err := a.Check(ctx, client, true); err != nil {
			t.Fatalf("%s: first attempt refused: %v", client, err)
		}
	}
	counted := func(client string) bool {
		_, _, err := d.Take(ctx, "api", 1, client)
		_, aerr := a.Check(ctx, client, false)
		if errors.Is(err, ErrExceeded) != errors.Is(aerr, ErrTooManyAttempts) {
			t.Fatalf("%s: the daily count (%v) and the attempts (%v) disagree", client, err, aerr)
		}
		return errors.Is(err, ErrExceeded)
	}
	used("1.1.1.1")
	used("2.2.2.2")
	used("3.3.3.3")
	if !counted("1.1.1.1") { // seen again: now the most recent
		t.Fatal("1.1.1.1 forgotten within capacity")
	}
	used("4.4.4.4") // a fourth client: 2.2.2.2, the least recently seen, goes
	for client, want := range map[string]bool{"1.1.1.1": true, "3.3.3.3": true, "4.4.4.4": true} {
		if counted(client) != want {
			t.Fatalf("%s forgotten, want counted", client)
		}
	}
	if d.local.counts.order.Len() != 3 || len(d.local.counts.byKey) != 3 {
		t.Fatalf("%d keys kept, want the capacity, 3", len(d.local.counts.byKey))
	}
	used("2.2.2.2") // forgotten: counts from zero again
}

func TestFallbackStartsEachDayAtZero(t *testing.T) {
	d := New(nil, quiet, 1)
	day := time.Date(2026, 11, 21, 14, 0, 0, 0, time.UTC) // 23:00 KST
	at(d, day)
	mustTake(t, d, "api", 1, "1.1.1.1")
	if _, _, err := d.Take(context.Background(), "api", 1, "1.1.1.1"); !errors.Is(err, ErrExceeded) {
		t.Fatalf("second call: %v", err)
	}
	at(d, day.Add(time.Hour)) // 00:00 KST
	mustTake(t, d, "api", 1, "1.1.1.1")
	if len(d.local.counts.byKey) != 1 {
		t.Fatalf("%d keys after midnight, want only today's", len(d.local.counts.byKey))
	}
}
