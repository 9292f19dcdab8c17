package eventstore

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"sync"
	"testing"
	"time"

	"maltu/libs/gate/events"
)

const browser = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1"

// mix generates n track requests as the web app and its abusers would send them: every event,
// sessions that come back, ratios that are valid, null, missing or rejected, bad positions and
// origins, unknown events, and synthetic traffic by header, props and user agent, spread over two
// days. It returns the inputs.
func mix(n int, seed uint64) []events.Input {
	rng := rand.New(rand.NewPCG(seed, 7))
	pick := func(xs ...string) string { return xs[rng.IntN(len(xs))] }
	ratio := func() string {
		switch rng.IntN(8) {
		case 0:
			return `null`
		case 1:
			return `1.7` // rejected: above 1
		case 2:
			return `"0.4"` // rejected: not a number
		case 3:
			return `-0.2` // rejected: below 0
		case 4:
			return pick(`0`, `1`)
		default:
			return fmt.Sprintf("%.3f", rng.Float64())
		}
	}
	start := time.Date(2026, 9, 6, 0, 0, 0, 0, time.UTC)
	ins := make([]events.Input, n)
	for i := range ins {
		in := events.Input{
			Event:     pick(append(events.Names, "page_view")...),
			UserAgent: browser,
			At:        start.Add(time.Duration(rng.IntN(3*24*3600)) * time.Second),
		}
		if rng.IntN(10) > 0 {
			in.Anon = fmt.Sprintf("세션-%03d", rng.IntN(400))
		}
		props := map[string]json.RawMessage{}
		if rng.IntN(3) > 0 {
			props["changed_ratio"] = json.RawMessage(ratio())
		}
		if rng.IntN(2) == 0 {
			props["edit_ratio"] = json.RawMessage(ratio())
		}
		switch in.Event {
		case events.PublishedAsIs:
			props["position"] = json.RawMessage(pick(`"editor"`, `"file"`, `"summary"`, `"body_end"`, `"sidebar"`, `3`))
		case events.TasteRuleEdited:
			props["origin"] = json.RawMessage(pick(`"inline"`, `"tab"`, `"popup"`, `null`))
		case events.TransformDone:
			props["view"] = json.RawMessage(`"editor"`)
		}
		switch rng.IntN(20) {
		case 0:
			in.SyntheticHeader = "1"
		case 1:
			props["synthetic"] = json.RawMessage(`true`)
		case 2:
			in.UserAgent = "Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/128.0.0.0 Safari/537.36"
		}
		in.Props, _ = json.Marshal(props)
		ins[i] = in
	}
	return ins
}

// expected is the KPI row computed in Go from the admitted events, independent of ClickHouse.
func expected(evs []events.Event) *KPI {
	var k KPI
	sessions := map[string]bool{}
	var sum float64
	var ratios int
	for _, e := range evs {
		if e.Synthetic {
			continue
		}
		if e.Anon != "" {
			sessions[e.Anon] = true
		}
		switch e.Name {
		case events.ProfileCreated:
			k.ProfilesCreated++
		case events.DraftSubmitted:
			k.DraftsSubmitted++
		case events.TransformDone:
			k.TransformsDone++
		case events.PublishedAsIs:
			if e.EditRatio == nil || *e.EditRatio == 0 {
				k.PublishedAsIs++
			}
		case events.RevisionLoop:
			k.RevisionLoops++
		case events.TasteRuleEdited:
			switch e.Origin {
			case "inline":
				k.RulesEditedInline++
			case "tab":
				k.RulesEditedTab++
			}
		}
		if e.ChangedRatio != nil {
			sum += *e.ChangedRatio
			ratios++
		}
		if k.FirstEventAt.IsZero() || e.At.Before(k.FirstEventAt) {
			k.FirstEventAt = e.At
		}
		if e.At.After(k.LastEventAt) {
			k.LastEventAt = e.At
		}
	}
	k.Sessions = uint64(len(sessions))
	if k.TransformsDone > 0 {
		rate := float64(k.PublishedAsIs) / float64(k.TransformsDone)
		k.PublishAsIsRate = &rate
	}
	if ratios > 0 {
		avg := sum / float64(ratios)
		k.AvgChangedRatio = &avg
	}
	return &k
}

// rawAggregate computes the row straight from the events table, exactly, without kpi_days.
func rawAggregate(t *testing.T, s *Store) *KPI {
	t.Helper()
	var k KPI
	var rate, avg float64
	err := s.conn.QueryRow(context.Background(), in(s.db, `SELECT
		uniqExactIf(anon, anon != ''),
		countIf(event = 'profile_created'), countIf(event = 'draft_submitted'), countIf(event = 'transform_done'),
		countIf(event = 'published_as_is' AND (isNull(edit_ratio) OR assumeNotNull(edit_ratio) = 0)),
		countIf(event = 'published_as_is' AND (isNull(edit_ratio) OR assumeNotNull(edit_ratio) = 0)) / countIf(event = 'transform_done'),
		countIf(event = 'revision_loop'),
		countIf(event = 'taste_rule_edited' AND origin = 'inline'), countIf(event = 'taste_rule_edited' AND origin = 'tab'),
		sumIf(assumeNotNull(changed_ratio), isNotNull(changed_ratio)) / countIf(isNotNull(changed_ratio)),
		min(at), max(at)
	FROM {db}.events_by_id FINAL WHERE synthetic = 0`)).Scan(&k.Sessions, &k.ProfilesCreated, &k.DraftsSubmitted, &k.TransformsDone,
		&k.PublishedAsIs, &rate, &k.RevisionLoops, &k.RulesEditedInline, &k.RulesEditedTab, &avg, &k.FirstEventAt, &k.LastEventAt)
	if err != nil {
		t.Fatal(err)
	}
	k.PublishAsIsRate, k.AvgChangedRatio = &rate, &avg
	k.FirstEventAt, k.LastEventAt = k.FirstEventAt.UTC(), k.LastEventAt.UTC()
	return &k
}

func TestKPIRowEqualsTheRawAggregateOver10000Events(t *testing.T) {
	s := freshStore(t)
	ctx := context.Background()
	var admitted []events.Event
	refused := map[string]int{}
	for _, in := range mix(10000, 1) {
		e, err := events.Admit(in)
		var d *events.Drop
		if errors.As(err, &d) {
			refused[d.Reason]++
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		admitted = append(admitted, e)
	}
	synthetic, removed := 0, 0
	for _, e := range admitted {
		if e.Synthetic {
			synthetic++
		}
		removed += len(e.Removed)
	}
	if refused["event"] == 0 || refused["position"] == 0 || synthetic == 0 || removed == 0 {
		t.Fatalf("the mix misses a case: refused %v, synthetic %d, removed keys %d", refused, synthetic, removed)
	}

	// Through the writer, from many concurrent callers, as the service writes them.
	w := NewWriter(s, Batching{Size: 1000, Interval: 5 * time.Millisecond, Timeout: 5 * time.Second, Inserts: 2}, quiet)
	var wg sync.WaitGroup
	work := make(chan events.Event)
	var failed sync.Map
	for range 500 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for e := range work {
				if err := w.Write(ctx, e); err != nil {
					failed.Store(e.Anon, err)
				}
			}
		}()
	}
	for _, e := range admitted {
		work <- e
	}
	close(work)
	wg.Wait()
	if err := w.Close(ctx); err != nil {
		t.Fatal(err)
	}
	failed.Range(func(_, err any) bool { t.Fatalf("write failed: %v", err); return false })

	got, err := s.KPI(ctx)
	if err != nil || got == nil {
		t.Fatalf("kpi: %v, %v", got, err)
	}
	t.Logf("%d admitted (%d synthetic, %d keys removed), refused %v; row %+v", len(admitted), synthetic, removed, refused, *got)
	raw, computed := rawAggregate(t, s), expected(admitted)
	for name, want := range map[string]*KPI{"raw aggregate": raw, "Go computation": computed} {
		if diff := compare(got, want); diff != "" {
			t.Errorf("KPI row differs from the %s: %s", name, diff)
		}
	}
	// The three days rolled up one at a time: read from kpi_days, the row is the same.
	for day := range 3 {
		now := time.Date(2026, 9, 7+day, 0, 0, 0, 0, time.UTC).Add(settle)
		if n, err := s.Rollup(ctx, now); err != nil || n != 1 {
			t.Fatalf("rollup at %v: %d days, %v; want 1", now, n, err)
		}
		got, err := s.KPI(ctx)
		if err != nil || got == nil {
			t.Fatalf("kpi: %v, %v", got, err)
		}
		if diff := compare(got, computed); diff != "" {
			t.Errorf("after rolling up %d days, the KPI row differs from the Go computation: %s", day+1, diff)
		}
	}
}

// compare lists the fields where a and b differ; ratios agree to 1e-9 (summation order differs).
func compare(a, b *KPI) string {
	near := func(x, y *float64) bool {
		return (x == nil) == (y == nil) && (x == nil || math.Abs(*x-*y) < 1e-9)
	}
	aa, bb := *a, *b
	aa.PublishAsIsRate, aa.AvgChangedRatio, bb.PublishAsIsRate, bb.AvgChangedRatio = nil, nil, nil, nil
	aa.FirstEventAt, aa.LastEventAt, bb.FirstEventAt, bb.LastEventAt = time.Time{}, time.Time{}, time.Time{}, time.Time{}
	var diff string
	if aa != bb {
		diff += fmt.Sprintf("counts %+v vs %+v; ", aa, bb)
	}
	if !near(a.PublishAsIsRate, b.PublishAsIsRate) || !near(a.AvgChangedRatio, b.AvgChangedRatio) {
		diff += fmt.Sprintf("ratios %v %v vs %v %v; ", *a.PublishAsIsRate, *a.AvgChangedRatio, *b.PublishAsIsRate, *b.AvgChangedRatio)
	}
	if !a.FirstEventAt.Equal(b.FirstEventAt) || !a.LastEventAt.Equal(b.LastEventAt) {
		diff += fmt.Sprintf("times %v–%v vs %v–%v", a.FirstEventAt, a.LastEventAt, b.FirstEventAt, b.LastEventAt)
	}
	return diff
}

// TestKPIHoldsWhileARollupRuns reads the KPI while the kpi service's upkeep rolls the days up: each
// read must count every event once, whichever side of the rollup it falls on (the read's two halves
// once took the last rolled-up day each for themselves, and a rollup between them counted its day
// twice).
func TestKPIHoldsWhileARollupRuns(t *testing.T) {
	s := freshStore(t)
	ctx := context.Background()
	first := time.Date(2026, 9, 1, 0, 0, 0, 0, time.UTC)
	ratio := 0.5
	total := uint64(0)
	for day := range 12 {
		at := first.AddDate(0, 0, day)
		var evs []events.Event
		for k := range 10 {
			evs = append(evs, events.Event{At: at.Add(time.Duration(k) * time.Minute), Name: events.TransformDone, Anon: fmt.Sprintf("세션-%d-%d", day, k), ChangedRatio: &ratio, Props: `{}`})
		}
		if err := s.Insert(ctx, evs); err != nil {
			t.Fatal(err)
		}
		total += 10
		done := make(chan error, 1)
		go func() {
			_, err := s.Rollup(ctx, at.AddDate(0, 0, 1).Add(settle)) // rolls this day up
			done <- err
		}()
		for range 4 {
			k, err := s.KPI(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if k.TransformsDone != total {
				t.Fatalf("day %d: transforms_done = %d while the day was rolled up, want %d", day+1, k.TransformsDone, total)
			}
		}
		if err := <-done; err != nil {
			t.Fatal(err)
		}
	}
}
