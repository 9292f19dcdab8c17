package main

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http"
	"os"
	"strings"
	"testing"
	"time"

	"maltu/libs/gate/door/doortest"
	"maltu/libs/gate/events"
	"maltu/libs/gate/eventstore"
	"maltu/libs/gate/eventstore/eventstoretest"
	"maltu/libs/gate/localdb"
)

func TestMain(m *testing.M) { os.Exit(eventstoretest.Main(m)) }

const operatorKey = "운영자-키-2026-가을"

// get asks for the KPI row with the header value key ("" sends no header).
func get(t *testing.T, base, key string) (int, *doortest.Response) {
	t.Helper()
	var header []string
	if key != "" {
		header = []string{"x-admin-token", key}
	}
	return doortest.Do(t, http.MethodGet, base+"/api/kpi", "", header...)
}

func expect(t *testing.T, base, key string, status int, message string) *doortest.Response {
	t.Helper()
	got, resp := get(t, base, key)
	if got != status || !strings.Contains(resp.ErrorText, message) {
		t.Fatalf("key %q: %d %s; want %d saying %q", key, got, resp.Body, status, message)
	}
	return resp
}

func TestKpiChecksInTheDesignedOrder(t *testing.T) {
	redis := localdb.Redis(t)
	url := eventstoretest.URL(t)
	// The registered key has whitespace around it; so do some of the keys sent.
	base := doortest.Start(t, run, map[string]string{
		"ADMIN_TOKEN": "  " + operatorKey + "\t", "CLICKHOUSE_URL": url, "REDIS_URL": redis.URL, "KPI_ATTEMPT_LIMIT": "3",
	})
	doortest.Routed(t, base, "kpi", "GET", "/api/kpi")

	t.Run("no key is 401 and never counts", func(t *testing.T) {
		for range 10 {
			expect(t, base, "", 401, "키가 없습니다")
			expect(t, base, "   ", 401, "키가 없습니다")
		}
	})
	t.Run("the right key, trimmed on both sides, reads a null row before any event", func(t *testing.T) {
		resp := expect(t, base, " "+operatorKey+" ", 200, "")
		var body struct {
			KPI        json.RawMessage `json:"kpi"`
			MeasuredAt string          `json:"measured_at"`
		}
		if err := json.Unmarshal(resp.Body, &body); err != nil || string(body.KPI) != "null" {
			t.Fatalf("body %s: want kpi null", resp.Body)
		}
		at, err := time.Parse(time.RFC3339, body.MeasuredAt)
		if err != nil || !strings.HasSuffix(body.MeasuredAt, "Z") || time.Since(at) > time.Minute {
			t.Fatalf("measured_at %q: want RFC 3339 UTC of now", body.MeasuredAt)
		}
		if resp.Header.Get("Cache-Control") != "no-store" {
			t.Fatalf("Cache-Control %q", resp.Header.Get("Cache-Control"))
		}
	})
	t.Run("wrong keys are 401 up to the ceiling, then every request is 429", func(t *testing.T) {
		for _, key := range []string{"운영자-키", operatorKey + "x", "ADMIN"} {
			expect(t, base, key, 401, "올바르지 않습니다")
		}
		for _, key := range []string{operatorKey, "", "또 틀린 키"} {
			resp := expect(t, base, key, 429, "너무 많이")
			if retry := resp.Header.Get("Retry-After"); retry == "" || retry == "0" {
				t.Fatalf("Retry-After %q", retry)
			}
		}
	})
}

func TestKpiWithoutKeyOrStore(t *testing.T) {
	t.Run("no key registered is 503 before anything else", func(t *testing.T) {
		base := doortest.Start(t, run, map[string]string{"ADMIN_TOKEN": "   ", "CLICKHOUSE_URL": eventstoretest.URL(t)})
		expect(t, base, operatorKey, 503, "등록되지 않아")
		expect(t, base, "", 503, "등록되지 않아")
	})
	t.Run("store not connected is 503 after the key check", func(t *testing.T) {
		base := doortest.Start(t, run, map[string]string{"ADMIN_TOKEN": operatorKey})
		expect(t, base, "틀린 키", 401, "올바르지 않습니다")
		expect(t, base, operatorKey, 503, "연결되지 않았습니다")
	})
	t.Run("a store that cannot be read is 502", func(t *testing.T) {
		port, err := localdb.FreePort()
		if err != nil {
			t.Fatal(err)
		}
		base := doortest.Start(t, run, map[string]string{
			"ADMIN_TOKEN": operatorKey, "CLICKHOUSE_URL": fmt.Sprintf("clickhouse://default:@127.0.0.1:%d/maltu", port),
		})
		resp := expect(t, base, operatorKey, 502, "읽지 못했습니다")
		if strings.Contains(string(resp.Body), "127.0.0.1") || strings.Contains(string(resp.Body), "dial") {
			t.Fatalf("internal detail in the answer: %s", resp.Body)
		}
	})
}

// row reads the KPI row through the service.
func row(t *testing.T, base string) map[string]any {
	t.Helper()
	resp := expect(t, base, operatorKey, 200, "")
	var body struct{ KPI map[string]any }
	if err := json.Unmarshal(resp.Body, &body); err != nil {
		t.Fatal(err)
	}
	return body.KPI
}

func TestKpiReturnsTheStoredRow(t *testing.T) {
	url := eventstoretest.URL(t)
	store, err := eventstore.Open(url, "", slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	base := doortest.Start(t, run, map[string]string{"ADMIN_TOKEN": operatorKey, "CLICKHOUSE_URL": url})
	day := time.Date(2026, 9, 7, 0, 0, 0, 0, time.UTC)
	ratio := func(f float64) *float64 { return &f }
	evs := []events.Event{
		{At: day.Add(9 * time.Hour), Name: events.ProfileCreated, Anon: "세션-1", Props: `{"stored":false}`},
		{At: day.Add(10 * time.Hour), Name: events.DraftSubmitted, Anon: "세션-1", Props: `{}`},
		{At: day.Add(11 * time.Hour), Name: events.TasteRuleEdited, Anon: "세션-2", Origin: "inline", Props: `{"origin":"inline"}`},
		{At: day.Add(12 * time.Hour), Name: events.RevisionLoop, Props: `{}`},
		// Synthetic traffic is stored but never counted, however busy.
		{At: day.Add(-time.Hour), Name: events.TransformDone, Anon: "봇", ChangedRatio: ratio(1), Props: `{}`, Synthetic: true},
		{At: day.Add(20 * time.Hour), Name: events.PublishedAsIs, Anon: "봇", ChangedRatio: ratio(1), Props: `{}`, Synthetic: true},
	}
	if err := store.Insert(context.Background(), evs); err != nil {
		t.Fatal(err)
	}
	k := row(t, base)
	want := map[string]any{
		"sessions": 2.0, "profiles_created": 1.0, "drafts_submitted": 1.0, "transforms_done": 0.0, "published_as_is": 0.0,
		"publish_as_is_rate": nil, "revision_loops": 1.0, "rules_edited_inline": 1.0, "rules_edited_tab": 0.0,
		"avg_changed_ratio": nil, "first_event_at": "2026-09-07T09:00:00Z", "last_event_at": "2026-09-07T12:00:00Z",
	}
	if len(k) != len(want) {
		t.Fatalf("row %v: want exactly the fields %v", k, want)
	}
	for f, v := range want {
		if k[f] != v {
			t.Errorf("%s = %v, want %v", f, k[f], v)
		}
	}

	more := []events.Event{
		{At: day.Add(13 * time.Hour), Name: events.TransformDone, Anon: "세션-2", ChangedRatio: ratio(0.25), Props: `{}`},
		{At: day.Add(14 * time.Hour), Name: events.TransformDone, Anon: "세션-3", ChangedRatio: ratio(0.5), Props: `{}`},
		{At: day.Add(15 * time.Hour), Name: events.PublishedAsIs, Anon: "세션-2", EditRatio: ratio(0), Props: `{}`},
		{At: day.Add(16 * time.Hour), Name: events.PublishedAsIs, Anon: "세션-3", EditRatio: ratio(0.1), Props: `{}`},
	}
	if err := store.Insert(context.Background(), more); err != nil {
		t.Fatal(err)
	}
	k = row(t, base)
	for f, v := range map[string]any{"sessions": 3.0, "transforms_done": 2.0, "published_as_is": 1.0,
		"publish_as_is_rate": 0.5, "avg_changed_ratio": 0.375, "last_event_at": "2026-09-07T16:00:00Z"} {
		if k[f] != v {
			t.Errorf("%s = %v, want %v", f, k[f], v)
		}
	}
}

func TestKpiWhileClickHouseIsDownAndBack(t *testing.T) {
	ch := localdb.ClickHouse(t)
	base := doortest.Start(t, run, map[string]string{"ADMIN_TOKEN": operatorKey, "CLICKHOUSE_URL": ch.URL})
	expect(t, base, operatorKey, 200, "")
	ch.Kill()
	for range 3 {
		start := time.Now()
		status, resp := get(t, base, operatorKey)
		if took := time.Since(start); (status != 502 && status != 503) || took > 2500*time.Millisecond {
			t.Fatalf("with ClickHouse down: %d %s after %v; want 502 or 503 without hanging", status, resp.Body, took)
		}
	}
	if err := ch.Restart(context.Background()); err != nil {
		t.Fatal(err)
	}
	expect(t, base, operatorKey, 200, "")
}

func TestKpiRollsUpAndAppliesRetentionAtStart(t *testing.T) {
	url := eventstoretest.URL(t)
	store, err := eventstore.Open(url, "", slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	old := time.Date(2025, 1, 20, 9, 0, 0, 0, time.UTC)
	recent := time.Now().UTC().AddDate(0, 0, -2)
	evs := []events.Event{
		{At: old, Name: events.DraftSubmitted, Anon: "세션-옛날", Props: `{}`},
		{At: recent, Name: events.DraftSubmitted, Anon: "세션-최근", Props: `{}`},
	}
	if err := store.Insert(context.Background(), evs); err != nil {
		t.Fatal(err)
	}
	base := doortest.Start(t, run, map[string]string{"ADMIN_TOKEN": operatorKey, "CLICKHOUSE_URL": url, "EVENTS_RETENTION_DAYS": "90"})
	conn, db := eventstoretest.Conn(t, url)
	var days, raw uint64
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		err := conn.QueryRow(context.Background(), "SELECT (SELECT count() FROM "+db+".kpi_days), (SELECT count() FROM "+db+".events_by_id)").Scan(&days, &raw)
		if err == nil && days == 2 && raw == 1 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d days rolled up, %d raw events left (%v); want 2 and 1 within 10s of the start", days, raw, err)
		}
	}
	if k := row(t, base); k["drafts_submitted"] != 2.0 || k["sessions"] != 2.0 || k["first_event_at"] != "2025-01-20T09:00:00Z" {
		t.Fatalf("row %v: want both drafts counted after their raw month was dropped", k)
	}
}
