package localdb

import (
	"context"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"
)

func TestServersStartStopRestart(t *testing.T) {
	for name, start := range map[string]func(testing.TB) *Server{"redis": Redis, "clickhouse": ClickHouse} {
		t.Run(name, func(t *testing.T) {
			s := start(t)
			ctx := context.Background()
			if !s.ready(ctx) {
				t.Fatal("not answering after start")
			}
			s.Kill()
			if s.Running() || s.ready(ctx) {
				t.Fatal("still answering after kill")
			}
			if err := s.Restart(ctx); err != nil {
				t.Fatal(err)
			}
			if !s.ready(ctx) {
				t.Fatal("not answering after restart")
			}
			if err := s.Pause(); err != nil {
				t.Fatal(err)
			}
			// ready gives up after its own deadline: a paused server must not answer within it.
			if s.ready(ctx) {
				t.Fatal("answering while paused")
			}
			if err := s.Resume(); err != nil {
				t.Fatal(err)
			}
			if !s.ready(ctx) {
				t.Fatal("not answering after resume")
			}
		})
	}
}

func TestRedisClusterServesEverySlot(t *testing.T) {
	c := RedisCluster(t)
	ctx := context.Background()
	for _, s := range c.Nodes {
		rdb := s.client()
		shards, err := rdb.ClusterShards(ctx).Result()
		rdb.Close()
		if err != nil {
			t.Fatal(err)
		}
		ranges, served := 0, 0
		for _, sh := range shards {
			for _, r := range sh.Slots {
				ranges, served = ranges+1, served+int(r.End-r.Start+1)
			}
		}
		if ranges != 3 || served != clusterSlots {
			t.Fatalf("%s sees %d ranges of %d slots, want 3 of %d", s.Addr, ranges, served, clusterSlots)
		}
	}
}

func TestRedisSentinelFailsOver(t *testing.T) {
	ways := map[string]func(*RedisFailover, context.Context) error{
		"sentinel failover": (*RedisFailover).Failover,
		"master killed":     (*RedisFailover).KillMaster,
	}
	for name, failover := range ways {
		t.Run(name, func(t *testing.T) {
			r := RedisSentinel(t)
			ctx := context.Background()
			before := r.Master
			if err := failover(r, ctx); err != nil {
				t.Fatal(err)
			}
			if r.Master == before || r.Replica != before {
				t.Fatal("master and replica did not swap")
			}
			rdb := r.Master.client()
			defer rdb.Close()
			if role, err := rdb.Do(ctx, "ROLE").Slice(); err != nil || role[0] != "master" {
				t.Fatalf("the promoted replica's role: %v, %v", role, err)
			}
		})
	}
}

func TestClickHouseClusterReplicates(t *testing.T) {
	servers := ClickHouseCluster(t, 2)
	ctx := context.Background()
	for _, s := range servers[:2] {
		if !s.ready(ctx) {
			t.Fatalf("%s not answering", s.Addr)
		}
	}
	query := func(s *Server, q string) string {
		t.Helper()
		req, err := http.NewRequest(http.MethodPost, "http://"+s.HTTPAddr+"/", strings.NewReader(q))
		if err != nil {
			t.Fatal(err)
		}
		req.Close = true // ClickHouse may close an idle connection as it is reused
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatalf("%s: %v", q, err)
		}
		defer resp.Body.Close()
		body, _ := io.ReadAll(resp.Body)
		if resp.StatusCode != http.StatusOK {
			t.Fatalf("%s: %d %s", q, resp.StatusCode, body)
		}
		return strings.TrimSpace(string(body))
	}
	query(servers[0], "CREATE DATABASE IF NOT EXISTS replication_check ON CLUSTER "+Cluster)
	query(servers[0], "CREATE TABLE IF NOT EXISTS replication_check.t ON CLUSTER "+Cluster+" (n UInt64) "+
		"ENGINE = ReplicatedMergeTree('/clickhouse/tables/{shard}/replication_check/t', '{replica}') ORDER BY n")
	query(servers[0], "INSERT INTO replication_check.t SELECT number FROM numbers(10)")
	for deadline := time.Now().Add(10 * time.Second); query(servers[1], "SELECT count() FROM replication_check.t") != "10"; time.Sleep(50 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the rows written to one replica did not reach the other within 10s")
		}
	}
}
