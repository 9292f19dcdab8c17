package eventstore

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"maltu/libs/gate/events"
)

// lostAnswer stores a batch for real and then fails, as an insert does whose answer is lost on the
// way back (the deadline passed, the connection dropped): the caller is told 502 about stored rows.
type lostAnswer struct{ *Store }

var errLostAnswer = errors.New("the answer to the insert was lost")

func (l lostAnswer) Insert(ctx context.Context, evs []events.Event) error {
	if err := l.Store.Insert(ctx, evs); err != nil {
		return err
	}
	return errLostAnswer
}

// drafts makes n draft_submitted events of distinct sessions received at at, each with its own id.
func drafts(n int, at time.Time) []events.Event {
	evs := make([]events.Event, n)
	for i := range evs {
		evs[i] = events.Event{ID: uuid.New(), At: at, Name: events.DraftSubmitted, Anon: fmt.Sprintf("재시도-%03d", i), Props: "{}"}
	}
	return evs
}

// writeThrough writes evs through a writer on ins, concurrently as requests do, and returns the
// errors of the writes.
func writeThrough(t *testing.T, ins Inserter, evs []events.Event) []error {
	t.Helper()
	w := NewWriter(ins, Batching{Size: len(evs), Interval: time.Second, Timeout: 5 * time.Second, Inserts: 1}, quiet)
	defer w.Close(context.Background())
	errs := make([]error, len(evs))
	done := make(chan struct{})
	for i, e := range evs {
		go func() { errs[i] = w.Write(context.Background(), e); done <- struct{}{} }()
	}
	for range evs {
		<-done
	}
	return errs
}

// stored counts the rows of events_by_id as a read sees them, and the distinct ids among them.
func stored(t *testing.T, s *Store) (rows, ids uint64) {
	t.Helper()
	err := s.conn.QueryRow(context.Background(), in(s.db, `SELECT count(), uniqExact(id) FROM {db}.events_by_id FINAL`)).Scan(&rows, &ids)
	if err != nil {
		t.Fatal(err)
	}
	return rows, ids
}

func kpiDrafts(t *testing.T, s *Store) (drafts, sessions uint64) {
	t.Helper()
	k, err := s.KPI(context.Background())
	if err != nil || k == nil {
		t.Fatalf("kpi: %+v, %v", k, err)
	}
	return k.DraftsSubmitted, k.Sessions
}

func TestARetriedBatchIsCountedOnce(t *testing.T) {
	const n = 50
	ctx := context.Background()
	evening := time.Date(2026, 9, 7, 23, 59, 58, 0, time.UTC)
	tests := []struct {
		name    string
		first   time.Time // when the batch whose answer was lost arrived
		retry   time.Time // when its retry arrived
		rows    uint64    // rows a read of the raw table sees: one per id and UTC day
		rollups int       // days with a kpi_days row afterwards
	}{
		{"within a day", evening.Add(-time.Hour), evening.Add(-time.Hour + 2*time.Second), n, 1},
		{"across midnight", evening, evening.Add(3 * time.Second), 2 * n, 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := freshStore(t)
			batch := drafts(n, tt.first)
			for i, err := range writeThrough(t, lostAnswer{s}, batch) {
				if !errors.Is(err, errLostAnswer) {
					t.Fatalf("write %d: %v, want the lost answer", i, err)
				}
			}
			for i := range batch {
				batch[i].At = tt.retry
			}
			for i, err := range writeThrough(t, s, batch) {
				if err != nil {
					t.Fatalf("retry %d: %v", i, err)
				}
			}
			check := func(when string) {
				t.Helper()
				rows, ids := stored(t, s)
				drafts, sessions := kpiDrafts(t, s)
				if rows != tt.rows || ids != n || drafts != n || sessions != n {
					t.Fatalf("%s: %d rows of %d ids, KPI %d drafts of %d sessions; want %d rows of %d ids, KPI %d of %d",
						when, rows, ids, drafts, sessions, tt.rows, n, n, n)
				}
			}
			check("before any merge")
			if err := s.conn.Exec(ctx, in(s.db, `OPTIMIZE TABLE {db}.events_by_id FINAL`)); err != nil {
				t.Fatal(err)
			}
			check("after a merge")
			days, err := s.Rollup(ctx, tt.retry.AddDate(0, 0, 1).Add(settle))
			if err != nil || days != tt.rollups {
				t.Fatalf("rollup: %d days, %v; want %d", days, err, tt.rollups)
			}
			check("read from kpi_days")
		})
	}
}

func TestRetentionDropsOldMonthsAndKeepsTheKPI(t *testing.T) {
	s := freshStore(t)
	ctx := context.Background()
	old, recent := time.Date(2025, 1, 20, 9, 0, 0, 0, time.UTC), time.Date(2026, 9, 7, 9, 0, 0, 0, time.UTC)
	if err := s.Insert(ctx, append(drafts(30, old), drafts(20, recent)...)); err != nil {
		t.Fatal(err)
	}
	now := time.Date(2026, 10, 1, 12, 0, 0, 0, time.UTC)
	if months, err := s.Retain(ctx, 200, now); err != nil || len(months) != 0 {
		t.Fatalf("before the rollup: dropped %v, %v; want nothing (those days are only in the raw table)", months, err)
	}
	before, err := s.KPI(ctx)
	if err != nil || before == nil || before.DraftsSubmitted != 50 {
		t.Fatalf("kpi %+v, %v", before, err)
	}
	if _, err := s.Rollup(ctx, now); err != nil {
		t.Fatal(err)
	}
	months, err := s.Retain(ctx, 200, now)
	if err != nil || strings.Join(months, ",") != "202501" {
		t.Fatalf("dropped %v, %v; want 202501 only", months, err)
	}
	if rows, _ := stored(t, s); rows != 20 {
		t.Fatalf("%d raw rows left, want the 20 recent ones", rows)
	}
	after, err := s.KPI(ctx)
	if err != nil || after == nil {
		t.Fatalf("kpi %+v, %v", after, err)
	}
	if diff := compare(after, before); diff != "" {
		t.Fatalf("the KPI changed with retention: %s", diff)
	}
}

func TestUpgradeCopiesTheEventsStoredBeforeIDs(t *testing.T) {
	s := freshStore(t)
	ctx := context.Background()
	ddl, err := os.ReadFile("testdata/schema-before-ids.sql")
	if err != nil {
		t.Fatal(err)
	}
	for _, statement := range append([]string{`CREATE DATABASE {db}`}, strings.Split(string(ddl), ";\n")...) {
		if strings.TrimSpace(statement) == "" {
			continue
		}
		if err := s.conn.Exec(ctx, in(s.db, statement)); err != nil {
			t.Fatalf("old schema: %v", err)
		}
	}
	batch, err := s.conn.PrepareBatch(ctx, in(s.db, `INSERT INTO {db}.events (at, event, anon, props, changed_ratio, edit_ratio, origin, synthetic)`))
	if err != nil {
		t.Fatal(err)
	}
	at := time.Date(2026, 9, 7, 9, 0, 0, 0, time.UTC)
	half := 0.5
	rows := []struct {
		at    time.Time
		event string
		anon  string
		ratio *float64
	}{
		{at, events.TransformDone, "옛-1", &half},
		{at, events.TransformDone, "옛-1", &half}, // a retry stored twice: the same in every column
		{at.Add(time.Second), events.TransformDone, "옛-1", &half},
		{at.Add(time.Hour), events.DraftSubmitted, "옛-2", nil},
	}
	for _, r := range rows {
		if err := batch.Append(r.at, r.event, r.anon, "{}", r.ratio, nil, "", uint8(0)); err != nil {
			t.Fatal(err)
		}
	}
	if err := batch.Send(); err != nil {
		t.Fatal(err)
	}
	if err := s.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	if rows, _ := stored(t, s); rows != 0 {
		t.Fatalf("%d rows copied by the migration: the copy is the upgrade's", rows)
	}
	for range 2 { // the second upgrade finds nothing left to copy
		if err := s.Upgrade(ctx); err != nil {
			t.Fatal(err)
		}
	}
	if rows, ids := stored(t, s); rows != 3 || ids != 3 {
		t.Fatalf("%d rows of %d ids copied, want 3 of 3", rows, ids)
	}
	var left uint64
	if err := s.conn.QueryRow(ctx, `SELECT count() FROM system.tables WHERE database = ? AND name IN ('events', 'kpi_daily', 'kpi_daily_mv')`, s.db).Scan(&left); err != nil || left != 0 {
		t.Fatalf("%d old tables left, %v", left, err)
	}
	k, err := s.KPI(ctx)
	if err != nil || k == nil || k.TransformsDone != 2 || k.DraftsSubmitted != 1 || k.Sessions != 2 || *k.AvgChangedRatio != 0.5 {
		t.Fatalf("kpi %+v, %v", k, err)
	}
}
