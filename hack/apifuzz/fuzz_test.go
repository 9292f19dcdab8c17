package apifuzz

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"maltu/hack/localstack"
	"maltu/libs/gate/contract"
)

// TestTheDocumentReachesEveryOperation runs the document-driven fuzzer against the whole stack on
// loopback (Redis, ClickHouse, every service behind the edge, the local engine): every operation
// is answered 200 at least once, by the examples, the links or the generated requests, and every
// answer is one the document describes. The fuzzer's own events (Go's User-Agent) are a tool's:
// after the run the KPI still has nothing to count.
func TestTheDocumentReachesEveryOperation(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs every service")
	}
	const key = "apifuzz-operator-key"
	dir := t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), 6*time.Minute)
	defer cancel()
	st, err := localstack.Start(ctx, localstack.Config{Dir: filepath.Join(dir, "run"), Env: map[string]string{
		"ADMIN_TOKEN": key, "ENGINES": "local", "DAILY_LIMIT": "100000", "TRACK_FLUSH_INTERVAL": "20ms"}})
	if err != nil {
		t.Fatalf("stack: %v", err)
	}
	t.Cleanup(st.Close)

	// make test's run is short and the same every time; make api-fuzz asks for more, seeded anew.
	calls, seed := 15, uint64(31)
	if n, err := strconv.Atoi(os.Getenv("APIFUZZ_CALLS")); err == nil && n > 0 {
		calls = n
	}
	if n, err := strconv.ParseUint(os.Getenv("APIFUZZ_SEED"), 10, 64); err == nil {
		seed = n
	}
	t.Logf("%d calls per operation and per walk, seed %d (APIFUZZ_CALLS, APIFUZZ_SEED)", calls, seed)
	res, err := Run(ctx, Config{Base: st.URL(), Doc: contract.OpenAPI, Credentials: map[string]string{"operatorKey": key},
		Calls: calls, Time: 3 * time.Minute, Seed: seed, Client: &http.Client{Timeout: 30 * time.Second}})
	if err != nil {
		t.Fatal(err)
	}
	t.Log("answers by operation:", summary(res.Statuses), "\nanswers along links:", summary(res.Links))
	for _, f := range res.Failures {
		t.Error(f)
	}
	doc, _ := Load(contract.OpenAPI)
	if missed := res.Unreached(doc); len(missed) > 0 {
		t.Errorf("never answered 200: %v", missed)
	}
	if missed := res.Unfollowed(doc); len(missed) > 0 {
		t.Errorf("links never followed to a 200: %v", missed)
	}

	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, st.URL()+"/api/kpi", nil)
	req.Header.Set("x-admin-token", key)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var body struct{ KPI any }
	if err := json.NewDecoder(resp.Body).Decode(&body); err != nil || body.KPI != nil {
		t.Errorf("after the run the KPI is %v (%v); the fuzzer's events are a tool's and must not count", body.KPI, err)
	}
}

// summary is the statuses of each operation or link, one line each.
func summary(counts map[string]map[int]int) string {
	var b strings.Builder
	for _, id := range sortedKeys(counts) {
		statuses := counts[id]
		codes := make([]int, 0, len(statuses))
		for c := range statuses {
			codes = append(codes, c)
		}
		slices.Sort(codes)
		fmt.Fprintf(&b, "\n  %-34s", id)
		for _, c := range codes {
			fmt.Fprintf(&b, " %d×%d", c, statuses[c])
		}
	}
	return b.String()
}
