package eventstore

import (
	"context"
	"fmt"
	"math"
	"testing"
	"time"

	"github.com/ClickHouse/clickhouse-go/v2"
	"github.com/ClickHouse/clickhouse-go/v2/lib/driver"

	"maltu/libs/gate/eventstore/eventstoretest"
)

// generated fills events_by_id with n sessions of one event each, spread evenly over days UTC days
// from first, all in ClickHouse (INSERT ... SELECT from numbers()): a sixth of each event, a third
// without a ratio. It takes longer than the store's read timeout, so it has a connection of its own.
func generated(ctx context.Context, s *Store, long driver.Conn, n, days int, first time.Time) error {
	if err := s.Migrate(ctx); err != nil {
		return err
	}
	return long.Exec(ctx, in(s.db, fmt.Sprintf(`INSERT INTO {db}.events_by_id
		(day, id, at, event, anon, props, changed_ratio, edit_ratio, origin, synthetic)
	SELECT toDate(t), generateUUIDv4(), t,
		['profile_created', 'taste_rule_edited', 'draft_submitted', 'transform_done', 'published_as_is', 'revision_loop'][number %% 6 + 1],
		concat('세션-', toString(number)), '{}', if(number %% 3 = 0, NULL, (number %% 1000) / 1000), NULL, '', 0
	FROM (SELECT number, toDateTime('%s') + intDiv(number * %d, %d) AS t FROM numbers(%d))`,
		first.Format(time.DateTime), days*86400, n, n)))
}

// BenchmarkKPIRead10MSessions reads the KPI row over 10 million sessions of one event each, 31
// days: with 30 rolled up and the last one raw (322,581 events: a busy day), beside the exact
// distinct count over the raw events that the KPI took before issue 18, and with all 31 rolled up
// (the read's part that does not grow with today). It reports each read's time and the memory
// ClickHouse used for it, the sketch's error and how long the rollup of the 30 days took.
// Generating takes a while; run it alone, with -benchtime 1x: make bench-kpi.
func BenchmarkKPIRead10MSessions(b *testing.B) {
	const sessions, days = 10_000_000, 31
	url := eventstoretest.URL(b)
	s, err := Open(url, "", quiet)
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	ctx := context.Background()
	first := time.Date(2026, 8, 1, 0, 0, 0, 0, time.UTC)
	long, _ := eventstoretest.Conn(b, url)
	if err := generated(ctx, s, long, sessions, days, first); err != nil {
		b.Fatal(err)
	}
	start := time.Now()
	rolled, err := s.Rollup(ctx, first.AddDate(0, 0, days-1).Add(settle))
	if err != nil || rolled != days-1 {
		b.Fatalf("rollup: %d days, %v", rolled, err)
	}
	rollup := time.Since(start)

	kpi := func(ctx context.Context) (uint64, error) {
		k, err := s.KPI(ctx)
		if err != nil || k == nil {
			return 0, fmt.Errorf("kpi %v: %w", k, err)
		}
		if want := uint64(sessions+5) / 6; k.ProfilesCreated != want {
			return 0, fmt.Errorf("%d profiles created, want %d: an event lost or counted twice", k.ProfilesCreated, want)
		}
		return k.Sessions, nil
	}
	reads := []struct {
		name   string
		before func() error // once, before the timed reads
		read   func(ctx context.Context) (uint64, error)
	}{
		{"kpi-30-days-rolled-1-raw", nil, kpi},
		{"exact-over-raw-events-before", nil, func(ctx context.Context) (uint64, error) {
			var n uint64
			err := long.QueryRow(ctx, in(s.db, `SELECT uniqExactIf(anon, anon != '') FROM {db}.events_by_id WHERE synthetic = 0`)).Scan(&n)
			return n, err
		}},
		{"kpi-31-days-rolled", func() error {
			_, err := s.Rollup(ctx, first.AddDate(0, 0, days).Add(settle)) // the day, or none when already done
			return err
		}, kpi},
	}
	for _, r := range reads {
		b.Run(r.name, func(b *testing.B) {
			var got uint64
			if r.before != nil {
				if err := r.before(); err != nil {
					b.Fatal(err)
				}
			}
			prefix := fmt.Sprintf("bench-%s-%d-", s.db, time.Now().UnixNano())
			b.ResetTimer()
			for i := range b.N {
				qctx := clickhouse.Context(ctx, clickhouse.WithQueryID(fmt.Sprintf("%s%d", prefix, i)),
					clickhouse.WithSettings(clickhouse.Settings{"log_queries": 1}))
				var err error
				if got, err = r.read(qctx); err != nil {
					b.Fatal(err)
				}
			}
			b.StopTimer()
			if err := s.conn.Exec(ctx, `SYSTEM FLUSH LOGS`); err != nil {
				b.Fatal(err)
			}
			var memory uint64
			err := s.conn.QueryRow(ctx, `SELECT max(memory_usage) FROM system.query_log
				WHERE type = 2 AND startsWith(query_id, ?)`, prefix).Scan(&memory)
			if err != nil {
				b.Fatal(err)
			}
			b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N), "ms/read")
			b.ReportMetric(float64(memory)/(1<<20), "MiB/read")
			b.ReportMetric(100*math.Abs(float64(got)/sessions-1), "%-error")
			b.ReportMetric(rollup.Seconds(), "s-rollup-30-days")
			b.ReportMetric(0, "ns/op")
		})
	}
}
