package main

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http"
	"reflect"
	"testing"

	"github.com/google/uuid"

	"maltu/libs/gate/door/doortest"
	"maltu/libs/gate/events"
	"maltu/libs/gate/eventstore"
	"maltu/libs/gate/eventstore/eventstoretest"
)

// toolEvents touch every field of the KPI row but the rules edited: a new session, a transform
// with a ratio unlike the writer's, a publish as is.
var toolEvents = []string{
	`{"ev":"transform_done","anon":"%s","props":{"view":"editor","changed_ratio":0.9}}`,
	`{"ev":"published_as_is","anon":"%s","props":{"position":"editor","edit_ratio":0}}`,
}

// store posts an event with an id and retries a 502 of a slow ClickHouse as the web app does, so
// the event is stored once however loaded the machine.
func store(t *testing.T, base, body string, header ...string) {
	t.Helper()
	body = `{"id":"` + uuid.NewString() + `",` + body[1:]
	status, answer := post(t, base, body, header...)
	for retry := 0; status == http.StatusBadGateway && retry < 2; retry++ {
		status, answer = post(t, base, body, header...)
	}
	if status != http.StatusOK {
		t.Fatalf("%d %s, want 200: stored", status, answer)
	}
}

// Every automated client of events.AutomatedClients, posting as the tool would through the real
// track service into ClickHouse, is answered 200 (stored) and leaves the KPI row exactly as it
// was; the same events from a browser change it, so the comparison can see a change.
func TestAutomatedClientsLeaveTheKPIUnchanged(t *testing.T) {
	url := eventstoretest.URL(t)
	base := doortest.Start(t, run, map[string]string{"CLICKHOUSE_URL": url, "TRACK_FLUSH_INTERVAL": "5ms", "TRACK_DAILY_LIMIT": "1000000"})
	st, err := eventstore.Open(url, "", slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	kpi := func(t *testing.T) eventstore.KPI {
		t.Helper()
		k, err := st.KPI(context.Background())
		if err != nil || k == nil {
			t.Fatalf("kpi %v, %v", k, err)
		}
		return *k
	}
	send := func(t *testing.T, anon string, header ...string) {
		t.Helper()
		for _, body := range toolEvents {
			store(t, base, fmt.Sprintf(body, anon), header...)
		}
	}
	// A writer's session first, so that the row exists and every field has a value to keep.
	for _, body := range []string{`{"ev":"draft_submitted","anon":"세션-작가"}`, `{"ev":"taste_rule_edited","anon":"세션-작가","props":{"origin":"inline"}}`,
		`{"ev":"transform_done","anon":"세션-작가","props":{"view":"editor","changed_ratio":0.2}}`} {
		store(t, base, body)
	}
	before := kpi(t)

	for i, a := range events.AutomatedClients {
		t.Run(a.Clients, func(t *testing.T) {
			send(t, fmt.Sprintf("세션-도구-%d", i), "User-Agent", a.Example)
			if got := kpi(t); !reflect.DeepEqual(got, before) {
				t.Errorf("the KPI moved:\n%s\nwas\n%s", show(got), show(before))
			}
		})
	}
	conn, db := eventstoretest.Conn(t, url)
	var flagged uint64
	if err := conn.QueryRow(context.Background(), "SELECT count() FROM "+db+".events_by_id FINAL WHERE synthetic = 1").Scan(&flagged); err != nil ||
		flagged != uint64(len(events.AutomatedClients)*len(toolEvents)) {
		t.Errorf("%d events stored as synthetic (%v), want every tool's", flagged, err)
	}
	t.Run("the same events from a browser are counted", func(t *testing.T) {
		send(t, "세션-브라우저")
		if got := kpi(t); got.Sessions != before.Sessions+1 || got.TransformsDone != before.TransformsDone+1 || got.PublishedAsIs != before.PublishedAsIs+1 {
			t.Errorf("the KPI did not count a writer:\n%s\nwas\n%s", show(got), show(before))
		}
	})
}

// show prints a KPI row with its ratios, not their addresses.
func show(k eventstore.KPI) string {
	raw, _ := json.Marshal(k)
	return string(raw)
}
