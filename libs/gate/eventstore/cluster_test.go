package eventstore

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"maltu/libs/gate/localdb"
)

// TestClusterWritesThroughOneReplicaAndReadsFromTheOther runs the store on two real ClickHouse
// replicas and ZooKeeper: the schema is made ON CLUSTER from one, a batch is written through it and
// its answer lost, the retry goes through the other replica, and either replica reads every event
// once, before and after the rollup.
func TestClusterWritesThroughOneReplicaAndReadsFromTheOther(t *testing.T) {
	servers := localdb.ClickHouseCluster(t, 2)
	ctx := context.Background()
	url := func(hosts ...*localdb.Server) string {
		var addrs []string
		for _, h := range hosts {
			addrs = append(addrs, h.Addr)
		}
		return "clickhouse://default:@" + strings.Join(addrs, ",") + "/maltu_cluster"
	}
	open := func(url, cluster string) *Store {
		s, err := Open(url, cluster, quiet)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s.Close() })
		return s
	}
	first, second := open(url(servers[0]), localdb.Cluster), open(url(servers[1]), localdb.Cluster)
	if err := first.Migrate(ctx); err != nil {
		t.Fatal(err)
	}

	const n = 40
	batch := drafts(n, time.Date(2026, 9, 7, 10, 0, 0, 0, time.UTC))
	for i, err := range writeThrough(t, lostAnswer{first}, batch) {
		if !errors.Is(err, errLostAnswer) {
			t.Fatalf("write %d: %v", i, err)
		}
	}
	for i, err := range writeThrough(t, second, batch) {
		if err != nil {
			t.Fatalf("retry %d through the other replica: %v", i, err)
		}
	}
	// Replication is asynchronous: the replicas agree once each has fetched the other's insert (or
	// found the retry's block a duplicate of one it has, which replicated tables drop).
	rawRows := func(s *Store) uint64 {
		var rows uint64
		if err := s.conn.QueryRow(ctx, in(s.db, `SELECT count() FROM {db}.events_by_id`)).Scan(&rows); err != nil {
			t.Fatal(err)
		}
		return rows
	}
	for deadline := time.Now().Add(20 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		a, b := rawRows(first), rawRows(second)
		if a == b && a >= n {
			t.Logf("each replica holds %d raw rows for %d events", a, n)
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the replicas hold %d and %d raw rows after 20s", a, b)
		}
	}
	for name, s := range map[string]*Store{"first": first, "second": second} {
		if rows, ids := stored(t, s); rows != n || ids != n {
			t.Errorf("%s replica: %d rows of %d ids, want %d", name, rows, ids, n)
		}
		if drafts, sessions := kpiDrafts(t, s); drafts != n || sessions != n {
			t.Errorf("%s replica: KPI %d drafts of %d sessions, want %d", name, drafts, sessions, n)
		}
	}

	if days, err := second.Rollup(ctx, time.Date(2026, 9, 8, 0, 0, 0, 0, time.UTC).Add(settle)); err != nil || days != 1 {
		t.Fatalf("rollup: %d days, %v", days, err)
	}
	both := open(url(servers[0], servers[1]), localdb.Cluster) // a DSN naming both replicas
	for deadline := time.Now().Add(20 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		var rolled uint64
		err := first.conn.QueryRow(ctx, in(first.db, `SELECT count() FROM {db}.kpi_days`)).Scan(&rolled)
		if err == nil && rolled == 1 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the rolled-up day did not reach the first replica within 20s (%d, %v)", rolled, err)
		}
	}
	for name, s := range map[string]*Store{"first": first, "both": both} {
		if drafts, sessions := kpiDrafts(t, s); drafts != n || sessions != n {
			t.Errorf("%s, from kpi_days: KPI %d drafts of %d sessions, want %d", name, drafts, sessions, n)
		}
	}

	t.Run("a cluster the servers do not know is refused", func(t *testing.T) {
		err := open(url(servers[0]), "elsewhere").Migrate(ctx)
		if err == nil || !strings.Contains(err.Error(), "CLICKHOUSE_CLUSTER") {
			t.Fatalf("err %v, want one naming CLICKHOUSE_CLUSTER", err)
		}
	})
}
