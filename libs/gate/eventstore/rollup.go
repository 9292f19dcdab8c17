package eventstore

import (
	"context"
	"fmt"
	"strings"
	"time"
)

// settle is how long after midnight UTC a day counts as ended: no insert of its events can still
// be in flight (the writer bounds an insert to under 2 s).
const settle = 5 * time.Minute

// Rollup writes the kpi_days row of every ended day that has events and no row yet, oldest first
// (each day's session sketch builds on the one before), and returns how many it wrote. Reads are
// right without it; it keeps them cheap. Safe to run from several processes at once: the same day
// rolled up twice gives the same row, which replaces the other.
func (s *Store) Rollup(ctx context.Context, now time.Time) (int, error) {
	if err := s.Migrate(ctx); err != nil {
		return 0, err
	}
	lastEnded := now.UTC().Add(-settle).AddDate(0, 0, -1)
	rows, err := s.conn.Query(ctx, in(s.db, `SELECT DISTINCT day FROM {db}.events_by_id
		WHERE day > `+rolled+` AND day <= toDate(?) ORDER BY day`), lastEnded.Format(time.DateOnly))
	if err != nil {
		return 0, s.failed("days to roll up", err)
	}
	var days []time.Time
	for rows.Next() {
		var day time.Time
		if err := rows.Scan(&day); err != nil {
			rows.Close()
			return 0, fmt.Errorf("days to roll up: %w", err)
		}
		days = append(days, day)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return 0, s.failed("days to roll up", err)
	}
	for i, day := range days {
		date := "toDate('" + day.Format(time.DateOnly) + "')"
		if err := s.conn.Exec(ctx, in(s.db, strings.ReplaceAll(rollupDay, "{day}", date))); err != nil {
			return i, s.failed("roll up "+day.Format(time.DateOnly), err)
		}
	}
	return len(days), nil
}

// Retain drops the monthly partitions of raw events whose last day is more than keepDays days
// before now and already rolled up, and returns the months dropped (YYYYMM). The KPI does not
// change: it reads those days from kpi_days.
func (s *Store) Retain(ctx context.Context, keepDays int, now time.Time) ([]string, error) {
	if err := s.Migrate(ctx); err != nil {
		return nil, err
	}
	var last time.Time
	if err := s.conn.QueryRow(ctx, in(s.db, `SELECT max(day) FROM {db}.kpi_days`)).Scan(&last); err != nil {
		return nil, s.failed("last rolled-up day", err)
	}
	cutoff := now.UTC().AddDate(0, 0, -keepDays)
	rows, err := s.conn.Query(ctx, `SELECT DISTINCT partition FROM system.parts
		WHERE database = ? AND table = 'events_by_id' AND active ORDER BY partition`, s.db)
	if err != nil {
		return nil, s.failed("partitions", err)
	}
	var old []string
	for rows.Next() {
		var partition string
		if err := rows.Scan(&partition); err != nil {
			rows.Close()
			return nil, fmt.Errorf("partitions: %w", err)
		}
		// Six digits, as the parse checks: the name goes into the statement.
		month, err := time.Parse("200601", partition)
		if err != nil {
			rows.Close()
			return nil, fmt.Errorf("partition %q is not a month: %w", partition, err)
		}
		end := month.AddDate(0, 1, -1)
		if end.Before(cutoff) && !end.After(last) {
			old = append(old, partition)
		}
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, s.failed("partitions", err)
	}
	for i, partition := range old {
		if err := s.conn.Exec(ctx, in(s.db, `ALTER TABLE {db}.events_by_id DROP PARTITION `+partition)); err != nil {
			return old[:i], s.failed("drop partition "+partition, err)
		}
	}
	return old, nil
}
