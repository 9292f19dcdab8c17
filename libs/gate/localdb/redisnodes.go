package localdb

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/redis/go-redis/v9"
)

// clusterSlots is the number of hash slots of every Redis Cluster.
const clusterSlots = 16384

// RedisShards is a Redis Cluster of masters without replicas on loopback.
type RedisShards struct {
	Nodes []*Server
	// URL is the REDIS_URL of the whole cluster: every node as a seed.
	URL string
}

// StartRedisCluster runs masters redis-server processes in cluster mode, each under dir, gives
// each an equal run of the hash slots and introduces them to each other (what `redis-cli --cluster
// create` does, without its interactive wait), and returns once every node sees every slot served.
func StartRedisCluster(ctx context.Context, dir string, masters int) (_ *RedisShards, err error) {
	c := &RedisShards{}
	defer func() {
		if err != nil {
			c.Stop()
		}
	}()
	seeds := make([]string, 0, masters)
	for i := range masters {
		s, err := startRedis(ctx, filepath.Join(dir, "node"+itoa(i)), "",
			"--cluster-enabled", "yes", "--cluster-config-file", "nodes.conf", "--cluster-node-timeout", "2000")
		if err != nil {
			return nil, err
		}
		c.Nodes = append(c.Nodes, s)
		seeds = append(seeds, "addr="+s.Addr)
	}
	c.URL = "redis+cluster://" + c.Nodes[0].Addr + "?" + strings.Join(seeds[1:], "&")
	if err := c.form(ctx); err != nil {
		return nil, err
	}
	return c, nil
}

func (c *RedisShards) form(ctx context.Context) error {
	first := c.Nodes[0].client()
	defer first.Close()
	for i, s := range c.Nodes {
		rdb := s.client()
		err := rdb.ClusterAddSlotsRange(ctx, i*clusterSlots/len(c.Nodes), (i+1)*clusterSlots/len(c.Nodes)-1).Err()
		rdb.Close()
		if err != nil {
			return fmt.Errorf("cluster addslots on %s: %w", s.Addr, err)
		}
		if i == 0 {
			continue
		}
		host, port, _ := strings.Cut(s.Addr, ":")
		if err := first.ClusterMeet(ctx, host, port).Err(); err != nil {
			return fmt.Errorf("cluster meet %s: %w", s.Addr, err)
		}
	}
	for _, s := range c.Nodes {
		err := s.await(ctx, "cluster state ok", func(rdb *redis.Client) bool {
			info, err := rdb.ClusterInfo(ctx).Result()
			return err == nil && strings.Contains(info, "cluster_state:ok") &&
				strings.Contains(info, "cluster_known_nodes:"+itoa(len(c.Nodes))+"\r\n")
		})
		if err != nil {
			return err
		}
	}
	return nil
}

// Stop ends every node.
func (c *RedisShards) Stop() {
	for _, s := range c.Nodes {
		s.Stop()
	}
}

// replicaSync starts a replica's full copy at once, where Redis waits 5 s for more replicas to
// join; both nodes get it, since after a failover the replica is the master.
var replicaSync = []string{"--repl-diskless-sync-delay", "0"}

// RedisFailover is a master, its replica and a Sentinel watching them, on loopback.
type RedisFailover struct {
	Master, Replica, Sentinel *Server
	// MasterName is the name Sentinel knows the master by.
	MasterName string
	// URL is the REDIS_URL that finds the master through the Sentinel.
	URL string
}

// StartRedisSentinel runs a master, a replica of it and one redis-server in Sentinel mode (what
// Debian's redis-sentinel runs) with a quorum of one, and returns once the Sentinel knows the
// replica well enough to promote it.
func StartRedisSentinel(ctx context.Context, dir string) (_ *RedisFailover, err error) {
	r := &RedisFailover{MasterName: "maltu"}
	defer func() {
		if err != nil {
			r.Stop()
		}
	}()
	if r.Master, err = startRedis(ctx, filepath.Join(dir, "master"), "", replicaSync...); err != nil {
		return nil, err
	}
	host, port, _ := strings.Cut(r.Master.Addr, ":")
	replicaOf := slices.Concat(replicaSync, []string{"--replicaof", host, port})
	if r.Replica, err = startRedis(ctx, filepath.Join(dir, "replica"), "", replicaOf...); err != nil {
		return nil, err
	}
	err = r.Replica.await(ctx, "replication link", func(rdb *redis.Client) bool {
		info, err := rdb.Info(ctx, "replication").Result()
		return err == nil && strings.Contains(info, "master_link_status:up")
	})
	if err != nil {
		return nil, err
	}
	// Sentinel rewrites its configuration file, so it gets one of its own.
	sentinelDir := filepath.Join(dir, "sentinel")
	conf := filepath.Join(sentinelDir, "sentinel.conf")
	monitor := fmt.Sprintf("sentinel monitor %[1]s %[2]s %[3]s 1\nsentinel down-after-milliseconds %[1]s 500\n"+
		"sentinel failover-timeout %[1]s 3000\n", r.MasterName, host, port)
	if err := os.MkdirAll(sentinelDir, 0o755); err != nil {
		return nil, fmt.Errorf("sentinel dir: %w", err)
	}
	if err := os.WriteFile(conf, []byte(monitor), 0o644); err != nil {
		return nil, fmt.Errorf("sentinel config: %w", err)
	}
	if r.Sentinel, err = startRedis(ctx, sentinelDir, conf, "--sentinel"); err != nil {
		return nil, err
	}
	r.URL = "redis+sentinel://" + r.Sentinel.Addr + "/0?master_name=" + r.MasterName
	if err := r.awaitPromotable(ctx); err != nil {
		return nil, err
	}
	return r, nil
}

// awaitPromotable waits until the Sentinel sees the replica linked to the master, the state in
// which it can fail over.
func (r *RedisFailover) awaitPromotable(ctx context.Context) error {
	sentinel := redis.NewSentinelClient(&redis.Options{Addr: r.Sentinel.Addr, MaxRetries: -1})
	defer sentinel.Close()
	return r.Sentinel.await(ctx, "sentinel sees the replica", func(*redis.Client) bool {
		replicas, err := sentinel.Replicas(ctx, r.MasterName).Result()
		return err == nil && len(replicas) == 1 && replicas[0]["flags"] == "slave" &&
			replicas[0]["master-link-status"] == "ok"
	})
}

// Failover has the Sentinel promote the replica (SENTINEL FAILOVER) and returns once the
// Sentinel names it as the master; Master and Replica then swap.
func (r *RedisFailover) Failover(ctx context.Context) error {
	return r.promote(ctx, func(sentinel *redis.SentinelClient) error {
		if err := sentinel.Failover(ctx, r.MasterName).Err(); err != nil {
			return fmt.Errorf("sentinel failover: %w", err)
		}
		return nil
	})
}

// KillMaster kills the master, as a crash would, and returns once the Sentinel has found it down
// and named the replica as the master; Master and Replica then swap, the dead one as Replica.
func (r *RedisFailover) KillMaster(ctx context.Context) error {
	return r.promote(ctx, func(*redis.SentinelClient) error {
		r.Master.Kill()
		return nil
	})
}

func (r *RedisFailover) promote(ctx context.Context, start func(*redis.SentinelClient) error) error {
	sentinel := redis.NewSentinelClient(&redis.Options{Addr: r.Sentinel.Addr, MaxRetries: -1})
	defer sentinel.Close()
	if err := start(sentinel); err != nil {
		return err
	}
	err := r.Sentinel.await(ctx, "promotion of the replica", func(*redis.Client) bool {
		addr, err := sentinel.GetMasterAddrByName(ctx, r.MasterName).Result()
		return err == nil && strings.Join(addr, ":") == r.Replica.Addr
	})
	if err != nil {
		return err
	}
	r.Master, r.Replica = r.Replica, r.Master
	return nil
}

// Stop ends every process.
func (r *RedisFailover) Stop() {
	for _, s := range []*Server{r.Sentinel, r.Replica, r.Master} {
		if s != nil {
			s.Stop()
		}
	}
}

// client is a plain client of the one server, for setting it up.
func (s *Server) client() *redis.Client {
	return redis.NewClient(&redis.Options{Addr: s.Addr, MaxRetries: -1})
}

// await polls the server until ok holds, for at most 10 s.
func (s *Server) await(ctx context.Context, what string, ok func(*redis.Client) bool) error {
	rdb := s.client()
	defer rdb.Close()
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	for !ok(rdb) {
		select {
		case <-ctx.Done():
			return fmt.Errorf("%s on %s not reached: %w", what, s.Addr, ctx.Err())
		case <-time.After(20 * time.Millisecond):
		}
	}
	return nil
}
