package localdb

import (
	"context"
	"errors"
	"os"
	"testing"
)

// Redis starts a Redis for one test and stops it when the test ends.
func Redis(t testing.TB) *Server {
	t.Helper()
	return forTest(t, StartRedis)
}

// RedisCluster starts a Redis Cluster of three masters for one test and stops it when the test ends.
func RedisCluster(t testing.TB) *RedisShards {
	t.Helper()
	return forTest(t, func(ctx context.Context, dir string) (*RedisShards, error) { return StartRedisCluster(ctx, dir, 3) })
}

// RedisSentinel starts a master, its replica and a Sentinel for one test and stops them when the
// test ends.
func RedisSentinel(t testing.TB) *RedisFailover {
	t.Helper()
	return forTest(t, StartRedisSentinel)
}

// ClickHouse starts a ClickHouse for one test (or one package, from TestMain through a
// testing.TB of its own) and stops it when the test ends.
func ClickHouse(t testing.TB) *Server {
	t.Helper()
	return forTest(t, StartClickHouse)
}

// ClickHouseCluster starts n ClickHouse replicas of the cluster Cluster and their ZooKeeper for
// one test (replicas first, ZooKeeper last) and stops them when the test ends.
func ClickHouseCluster(t testing.TB, n int) []*Server {
	t.Helper()
	servers, err := StartClickHouseCluster(context.Background(), t.TempDir(), n)
	if errors.Is(err, ErrMissing) && os.Getenv("CI") != "true" {
		t.Skipf("%v (run `make deps`; under CI this fails)", err)
	}
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		for _, s := range servers {
			s.Stop()
		}
	})
	return servers
}

// forTest fails the test when the server cannot run. Outside CI a missing binary skips, so a
// laptop without the packages can still run the pure tests; under CI=true it is a failure.
func forTest[S interface{ Stop() }](t testing.TB, start func(context.Context, string) (S, error)) S {
	t.Helper()
	s, err := start(context.Background(), t.TempDir())
	if errors.Is(err, ErrMissing) && os.Getenv("CI") != "true" {
		t.Skipf("%v (run `make deps`; under CI this fails)", err)
	}
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Stop)
	return s
}
