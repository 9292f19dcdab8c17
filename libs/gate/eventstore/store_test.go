package eventstore

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"maltu/libs/gate/events"
	"maltu/libs/gate/eventstore/eventstoretest"
)

func TestOpenRefusesBadURLs(t *testing.T) {
	for name, url := range map[string]string{
		"no database":         "clickhouse://default:@127.0.0.1:9000",
		"database not a name": "clickhouse://default:@127.0.0.1:9000/maltu;DROP",
		"not a URL":           "clickhouse://default:@[::1/maltu",
		"a bad password":      "clickhouse://default:s3cr%zzet@127.0.0.1:9000/maltu",
	} {
		t.Run(name, func(t *testing.T) {
			_, err := Open(url, "", quiet)
			if err == nil {
				t.Fatalf("%s accepted", url)
			}
			// The error is logged: the chart's URL holds the Secret's password.
			if strings.Contains(err.Error(), "s3cr") {
				t.Errorf("the error shows the password: %v", err)
			}
		})
	}
}

func TestMigrateIsIdempotentAndRaceFree(t *testing.T) {
	ctx := context.Background()
	// Two services migrating the same database at the same moment.
	url := eventstoretest.URL(t)
	s, err := Open(url, "", quiet)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	twin, err := Open(url, "", quiet)
	if err != nil {
		t.Fatal(err)
	}
	defer twin.Close()
	var wg sync.WaitGroup
	errs := make([]error, 2)
	for i, st := range []*Store{s, twin} {
		wg.Add(1)
		go func() { defer wg.Done(); errs[i] = st.Migrate(ctx) }()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	s.migrated.Store(false) // as a restarted service would
	if err := s.Migrate(ctx); err != nil {
		t.Fatalf("second migration: %v", err)
	}
}

func TestKPIIsNullUntilARealEventArrives(t *testing.T) {
	s := freshStore(t)
	ctx := context.Background()
	if k, err := s.KPI(ctx); err != nil || k != nil {
		t.Fatalf("empty store: %v, %v; want nil row", k, err)
	}
	bot := events.Event{At: time.Now().UTC(), Name: events.DraftSubmitted, Props: "{}", Synthetic: true}
	if err := s.Insert(ctx, []events.Event{bot, bot}); err != nil {
		t.Fatal(err)
	}
	if k, err := s.KPI(ctx); err != nil || k != nil {
		t.Fatalf("synthetic events only: %v, %v; want nil row", k, err)
	}
	at := time.Date(2026, 9, 7, 1, 2, 3, 0, time.UTC)
	real := events.Event{At: at, Name: events.DraftSubmitted, Anon: "s1", Props: "{}"}
	if err := s.Insert(ctx, []events.Event{real}); err != nil {
		t.Fatal(err)
	}
	k, err := s.KPI(ctx)
	if err != nil || k == nil {
		t.Fatalf("after one event: %v, %v", k, err)
	}
	if k.DraftsSubmitted != 1 || k.Sessions != 1 || k.PublishAsIsRate != nil || k.AvgChangedRatio != nil ||
		!k.FirstEventAt.Equal(at) || !k.LastEventAt.Equal(at) {
		t.Fatalf("row %+v: want one draft, one session, null ratios, times %v", k, at)
	}
}

func TestInsertMigratesAgainWhenTheDatabaseWasLost(t *testing.T) {
	s := freshStore(t)
	ctx := context.Background()
	ev := []events.Event{{At: time.Now().UTC(), Name: events.RevisionLoop, Props: "{}"}}
	if err := s.Insert(ctx, ev); err != nil {
		t.Fatal(err)
	}
	// A ClickHouse that came back on empty data: the first insert fails, the next one migrates.
	if err := s.conn.Exec(ctx, "DROP DATABASE "+s.db); err != nil {
		t.Fatal(err)
	}
	if err := s.Insert(ctx, ev); err == nil {
		t.Fatal("insert into a dropped database succeeded")
	}
	if err := s.Insert(ctx, ev); err != nil {
		t.Fatalf("insert after the database was lost: %v", err)
	}
	if k, err := s.KPI(ctx); err != nil || k == nil || k.RevisionLoops != 1 {
		t.Fatalf("row after re-migration: %+v, %v", k, err)
	}
}
