package main

import (
	"context"
	"encoding/json"
	"net/http"
	"os"
	"strings"
	"testing"
	"time"

	"go.opentelemetry.io/otel"
	"go.opentelemetry.io/otel/attribute"
	sdkmetric "go.opentelemetry.io/otel/sdk/metric"
	"go.opentelemetry.io/otel/sdk/metric/metricdata"

	"maltu/libs/gate/door/doortest"
	"maltu/libs/gate/eventstore"
	"maltu/libs/gate/eventstore/eventstoretest"
)

func TestMain(m *testing.M) { os.Exit(eventstoretest.Main(m)) }

// browser is the user agent of a writer's browser; Go's own would be taken for a script.
const browser = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Safari/605.1.15"

// post sends one event as the web app does, with header pairs added, and returns status and body.
func post(t *testing.T, base, body string, header ...string) (int, string) {
	t.Helper()
	header = append([]string{"Content-Type", "application/json", "User-Agent", browser}, header...)
	status, resp := doortest.Do(t, http.MethodPost, base+"/api/track", body, header...)
	return status, string(resp.Body)
}

// row is one stored event as the test reads it back.
type row struct {
	Event, Anon, Props string
	Synthetic          uint8
	ChangedRatio       *float64
}

func storedRows(t *testing.T, url string) map[string]row {
	t.Helper()
	conn, db := eventstoretest.Conn(t, url)
	rows, err := conn.Query(context.Background(), "SELECT event, anon, props, synthetic, changed_ratio FROM "+db+".events_by_id FINAL")
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	got := map[string]row{}
	for rows.Next() {
		var r row
		if err := rows.Scan(&r.Event, &r.Anon, &r.Props, &r.Synthetic, &r.ChangedRatio); err != nil {
			t.Fatal(err)
		}
		got[r.Anon] = r
	}
	return got
}

func TestTrackAnswersEveryRowOfTheContract(t *testing.T) {
	reader := sdkmetric.NewManualReader()
	otel.SetMeterProvider(sdkmetric.NewMeterProvider(sdkmetric.WithReader(reader)))
	url := eventstoretest.URL(t)
	base := doortest.Start(t, run, map[string]string{"CLICKHOUSE_URL": url})
	doortest.Routed(t, base, "track", "POST", "/api/track")

	tests := []struct {
		name   string
		body   string
		header []string
		status int
		answer string // the exact body, or for errors a part of the Korean message
	}{
		{"a draft is stored", `{"ev":"draft_submitted","anon":"세션-초안"}`, nil, 200, `{"stored":true}`},
		{"a voice is created on the preview screen", `{"ev":"profile_created","anon":"세션-미리보기","props":{"stored":false}}`, nil, 200, `{"stored":true}`},
		{"a transform in the editor with its ratio", `{"ev":"transform_done","anon":"세션-변환","props":{"view":"editor","changed_ratio":0.418}}`, nil, 200, `{"stored":true}`},
		{"a rejected ratio is stored without its key", `{"ev":"transform_done","anon":"세션-비율오류","props":{"view":"editor","changed_ratio":"많이"}}`, nil, 200, `{"stored":true}`},
		{"published from the summary", `{"ev":"published_as_is","anon":"세션-발행","props":{"position":"summary","changed_ratio":0.2}}`, nil, 200, `{"stored":true}`},
		{"a rule edited in the voice tab", `{"ev":"taste_rule_edited","anon":"세션-규칙","props":{"origin":"tab"}}`, nil, 200, `{"stored":true}`},
		{"a synthetic check is stored with its flag", `{"ev":"revision_loop","anon":"세션-점검"}`, []string{"x-synthetic", "1"}, 200, `{"stored":true}`},
		{"a crawler is stored with the flag", `{"ev":"draft_submitted","anon":"세션-크롤러"}`, []string{"User-Agent", "Mozilla/5.0 (compatible; bingbot/2.0)"}, 200, `{"stored":true}`},
		{"published from an unknown position is ignored", `{"ev":"published_as_is","anon":"세션-위치","props":{"position":"sidebar"}}`, nil, 202, `{"stored":false,"reason":"position"}`},
		{"published without a position is ignored", `{"ev":"published_as_is","anon":"세션-위치없음"}`, nil, 202, `{"stored":false,"reason":"position"}`},
		{"an event not allowed", `{"ev":"page_view","anon":"세션-거절"}`, nil, 400, "허용된 이벤트"},
		{"no event", `{"anon":"세션-거절"}`, nil, 400, "'ev' 필드가 없습니다"},
		{"an event that is not a string", `{"ev":3}`, nil, 400, "'ev' 필드의 형식"},
		{"an anon over 64 characters", `{"ev":"draft_submitted","anon":"` + strings.Repeat("가", 65) + `"}`, nil, 400, "64자"},
		{"props that are not an object", `{"ev":"revision_loop","anon":"세션-거절","props":["편집기"]}`, nil, 400, "JSON 객체"},
		{"props that are null", `{"ev":"revision_loop","anon":"세션-널","props":null}`, nil, 400, "null을 보낼 수 없습니다"},
		{"an id not in the canonical form", `{"id":"{0b7e6f3a-5c1d-4e8f-9a2b-3c4d5e6f7a8b}","ev":"draft_submitted"}`, nil, 400, "8-4-4-4-12 형식"},
		{"an empty id", `{"id":"","ev":"draft_submitted"}`, nil, 400, "8-4-4-4-12 형식"},
		{"the nil id", `{"id":"00000000-0000-0000-0000-000000000000","ev":"draft_submitted"}`, nil, 400, "모두 0인 UUID"},
		{"an id that is not a string", `{"id":7,"ev":"draft_submitted"}`, nil, 400, "'id' 필드의 형식"},
		{"malformed JSON", `{"ev":"draft_submitted",`, nil, 400, "JSON"},
		{"a body over 8 KiB", `{"ev":"draft_submitted","props":{"memo":"` + strings.Repeat("가", 3000) + `"}}`, nil, 413, "8KiB"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			status, body := post(t, base, tt.body, tt.header...)
			if status != tt.status {
				t.Fatalf("status %d, want %d (%s)", status, tt.status, body)
			}
			if status < 400 && body != tt.answer {
				t.Fatalf("body %s, want %s", body, tt.answer)
			}
			var e struct{ Error string }
			if status >= 400 && (json.Unmarshal([]byte(body), &e) != nil || !strings.Contains(e.Error, tt.answer)) {
				t.Fatalf("error %s, want one that says %q", body, tt.answer)
			}
		})
	}

	t.Run("exactly the events answered 200 are stored, as admitted", func(t *testing.T) {
		got := storedRows(t, url)
		if len(got) != 8 {
			t.Fatalf("%d rows stored, want 8: %v", len(got), got)
		}
		checks := map[string]func(row) bool{
			"세션-초안":   func(r row) bool { return r.Event == "draft_submitted" && r.Props == "{}" && r.Synthetic == 0 },
			"세션-미리보기": func(r row) bool { return r.Props == `{"stored":false}` },
			"세션-변환":   func(r row) bool { return r.ChangedRatio != nil && *r.ChangedRatio == 0.418 },
			"세션-비율오류": func(r row) bool { return r.ChangedRatio == nil && r.Props == `{"view":"editor"}` },
			"세션-점검":   func(r row) bool { return r.Synthetic == 1 },
			"세션-크롤러":  func(r row) bool { return r.Synthetic == 1 },
		}
		for anon, ok := range checks {
			if r, found := got[anon]; !found || !ok(r) {
				t.Errorf("%s stored as %+v (found %v)", anon, r, found)
			}
		}
	})

	t.Run("drop reasons are counted", func(t *testing.T) {
		want := map[string]int64{"position": 2, "event": 2, "anon": 1, "props": 1, "body": 4, "id": 3}
		got := map[string]int64{}
		var rm metricdata.ResourceMetrics
		if err := reader.Collect(context.Background(), &rm); err != nil {
			t.Fatal(err)
		}
		for _, sm := range rm.ScopeMetrics {
			for _, m := range sm.Metrics {
				if sum, ok := m.Data.(metricdata.Sum[int64]); ok && m.Name == "track.events.dropped" {
					for _, dp := range sum.DataPoints {
						reason, _ := dp.Attributes.Value(attribute.Key("reason"))
						got[reason.AsString()] += dp.Value
					}
				}
			}
		}
		for reason, n := range want {
			if got[reason] != n {
				t.Errorf("dropped %v, want %d for %q", got, n, reason)
			}
		}
	})
}

func TestTrackStoresARetryOnce(t *testing.T) {
	url := eventstoretest.URL(t)
	// a short flush leaves each insert the most of a request's wait (1.5 s): what is checked is the
	// retry stored once, not an insert's speed on a loaded machine
	base := doortest.Start(t, run, map[string]string{"CLICKHOUSE_URL": url, "TRACK_FLUSH_INTERVAL": "200ms"})
	const id = "0b7e6f3a-5c1d-4e8f-9a2b-3c4d5e6f7a8b"
	for _, body := range []string{
		`{"id":"` + id + `","ev":"transform_done","anon":"세션-재시도","props":{"changed_ratio":0.3}}`,
		`{"id":"` + id + `","ev":"transform_done","anon":"세션-재시도","props":{"changed_ratio":0.3}}`, // the retry
		`{"ev":"transform_done","anon":"세션-재시도","props":{"changed_ratio":0.3}}`,                   // no id: one is made
		`{"ev":"transform_done","anon":"세션-재시도","props":{"changed_ratio":0.3}}`,
	} {
		if status, answer := post(t, base, body); status != 200 {
			t.Fatalf("%d %s", status, answer)
		}
	}
	conn, db := eventstoretest.Conn(t, url)
	var rows, withID uint64
	err := conn.QueryRow(context.Background(), "SELECT count(), countIf(id = toUUID('"+id+"')) FROM "+db+".events_by_id FINAL").Scan(&rows, &withID)
	if err != nil || rows != 3 || withID != 1 {
		t.Fatalf("%d rows, %d with the sent id (%v); want 3 and 1", rows, withID, err)
	}
}

func TestBatchingSettings(t *testing.T) {
	tests := []struct {
		name    string
		env     map[string]string
		want    eventstore.Batching
		refused string
	}{
		{"defaults", nil, eventstore.DefaultBatching, ""},
		{"a shorter interval leaves the insert more time", map[string]string{"TRACK_FLUSH_INTERVAL": "200ms", "TRACK_BATCH_SIZE": "500"},
			eventstore.Batching{Size: 500, Interval: 200 * time.Millisecond, Timeout: 1500 * time.Millisecond, Inserts: 2}, ""},
		{"an interval that leaves no time to insert", map[string]string{"TRACK_FLUSH_INTERVAL": "2s"}, eventstore.Batching{}, "TRACK_FLUSH_INTERVAL"},
		{"a batch of none", map[string]string{"TRACK_BATCH_SIZE": "0"}, eventstore.Batching{}, "TRACK_BATCH_SIZE"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := batching(func(k string) string { return tt.env[k] })
			if tt.refused != "" {
				if err == nil || !strings.Contains(err.Error(), tt.refused) {
					t.Fatalf("err %v, want one naming %s", err, tt.refused)
				}
				return
			}
			if err != nil || got != tt.want {
				t.Fatalf("%+v, %v; want %+v", got, err, tt.want)
			}
		})
	}
}

func TestTrackWithoutStorage(t *testing.T) {
	base := doortest.Start(t, run, map[string]string{"TRACK_DAILY_LIMIT": "2"})
	for i, want := range []int{202, 202, 429} {
		status, body := post(t, base, `{"ev":"draft_submitted","anon":"세션-저장소없음"}`)
		if status != want || (want == 202 && body != `{"stored":false}`) {
			t.Fatalf("event %d: %d %s, want %d", i+1, status, body, want)
		}
	}
	if status, _ := post(t, base, `{"ev":"page_view"}`); status != 400 {
		t.Fatalf("an event not allowed: %d, want 400 whether or not storage is connected", status)
	}
}

func TestTrackAnswers502WhenStorageFails(t *testing.T) {
	for name, addr := range map[string]string{"nothing listening": refused(t), "a server that never answers": blackHole(t)} {
		t.Run(name, func(t *testing.T) {
			base := doortest.Start(t, run, map[string]string{"CLICKHOUSE_URL": "clickhouse://default:@" + addr + "/maltu"})
			for range 3 {
				start := time.Now()
				status, body := post(t, base, `{"ev":"draft_submitted","anon":"세션-장애"}`)
				// within the wait a request is bounded by, and a second a loaded machine may add: a request
				// hung on the dead store would take the client's whole timeout
				if took := time.Since(start); status != 502 || body != `{"stored":false}` || took > storeWait+time.Second {
					t.Fatalf("%d %s after %v; want 502 {\"stored\":false} within %v", status, body, took, storeWait+time.Second)
				}
			}
		})
	}
}
