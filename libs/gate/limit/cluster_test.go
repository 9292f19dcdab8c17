package limit

import (
	"bytes"
	"context"
	"fmt"
	"log/slog"
	"strings"
	"testing"

	"github.com/redis/go-redis/v9"

	"maltu/libs/gate/localdb"
)

// On a three-master Redis Cluster, two replicas' limits are decided by Redis alone: each
// client's counters land on the node of its slot, no node answers MOVED, and the counts are
// exact, which they would not be had any decision fallen back to the process.
func TestLimitsOnARedisCluster(t *testing.T) {
	c := localdb.RedisCluster(t)
	replicas := make([]redis.UniversalClient, 2)
	for i := range replicas {
		rdb, err := Connect(c.URL)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { rdb.Close() })
		replicas[i] = rdb
	}
	ctx := context.Background()
	daily := []*Daily{New(replicas[0], quiet, 2), New(replicas[1], quiet, 2)}
	attempts := []*Attempts{NewAttempts(replicas[0], quiet, 5, window, 2), NewAttempts(replicas[1], quiet, 5, window, 2)}
	const clients, limit = 30, 5
	for i := range clients {
		client := fmt.Sprintf("10.0.%d.%d", i/200, i%200)
		for _, bucket := range []string{"api", "track"} {
			granted := acrossReplicas(3*limit, func(r int) bool {
				_, _, err := daily[r].Take(ctx, bucket, limit, client)
				return err == nil
			})
			if granted != limit {
				t.Fatalf("%s %s: %d calls granted, want %d", client, bucket, granted, limit)
			}
		}
		answered := acrossReplicas(3*limit, func(r int) bool {
			_, err := attempts[r].Check(ctx, client, true)
			return err == nil
		})
		if answered != limit {
			t.Fatalf("%s: %d wrong attempts answered, want %d", client, answered, limit)
		}
	}
	perNode := map[string]int64{}
	for _, node := range c.Nodes {
		rdb := redis.NewClient(&redis.Options{Addr: node.Addr})
		defer rdb.Close()
		// Every key is counted where it lives: the counters add up to every grant.
		keys, err := rdb.Keys(ctx, "maltu:*").Result()
		if err != nil {
			t.Fatal(err)
		}
		for _, k := range keys {
			if strings.HasPrefix(k, "maltu:limit:") {
				n, err := rdb.Get(ctx, k).Int64()
				if err != nil || n != limit {
					t.Fatalf("%s on %s holds %d (%v), want %d", k, node.Addr, n, err, limit)
				}
			} else if n, err := rdb.ZCard(ctx, k).Result(); err != nil || n != limit {
				t.Fatalf("%s on %s holds %d attempts (%v), want %d", k, node.Addr, n, err, limit)
			}
		}
		perNode[node.Addr] = int64(len(keys))
		stats, err := rdb.Info(ctx, "errorstats").Result()
		if err != nil {
			t.Fatal(err)
		}
		// A script's first run on a node is a NOSCRIPT (then EVAL), and go-redis's handshake
		// asks for what Redis 7.0 lacks (plain ERR); a MOVED, ASK or CROSSSLOT would be a
		// decision sent to the wrong node.
		for _, line := range strings.Split(stats, "\r\n") {
			if strings.HasPrefix(line, "errorstat_") && !strings.HasPrefix(line, "errorstat_NOSCRIPT:") &&
				!strings.HasPrefix(line, "errorstat_ERR:") {
				t.Fatalf("%s answered %s", node.Addr, line)
			}
		}
	}
	total := int64(0)
	for addr, n := range perNode {
		if n == 0 {
			t.Fatalf("no client's counters on %s: the test does not spread over the cluster", addr)
		}
		total += n
	}
	if total != 3*clients {
		t.Fatalf("%d keys in the cluster, want %d (three per client)", total, 3*clients)
	}
	for _, d := range daily {
		if d.redis.down.Load() {
			t.Fatal("a limiter fell back to its process")
		}
	}

	t.Run("a plain URL of one node is named in the log", func(t *testing.T) {
		rdb, err := Connect(c.Nodes[0].URL)
		if err != nil {
			t.Fatal(err)
		}
		defer rdb.Close()
		var log bytes.Buffer
		d := New(rdb, slog.New(slog.NewTextHandler(&log, nil)), 1)
		for i := range 10 { // two in three clients' slots are on another node
			mustTake(t, d, "api", 5, fmt.Sprintf("10.1.0.%d", i))
			d.redis.pauseTill.Store(0)
		}
		if !strings.Contains(log.String(), "MOVED") || !strings.Contains(log.String(), "redis+cluster://") {
			t.Fatalf("log: %s", log.String())
		}
	})
}
