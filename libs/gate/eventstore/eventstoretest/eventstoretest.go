// Package eventstoretest gives a package's tests one real ClickHouse, started in TestMain, and each
// test a database of its own on it, so tests stay independent without paying a server start each.
package eventstoretest

import (
	"context"
	"errors"
	"fmt"
	"os"
	"sync/atomic"
	"testing"

	"github.com/ClickHouse/clickhouse-go/v2"
	"github.com/ClickHouse/clickhouse-go/v2/lib/driver"

	"maltu/libs/gate/localdb"
)

var (
	server    *localdb.Server
	databases atomic.Int64
)

// Main runs the package's tests with a ClickHouse; call it as os.Exit(eventstoretest.Main(m)).
// Without clickhouse-server, tests that need it skip, unless CI=true, where that fails the run.
func Main(m *testing.M) int {
	dir, err := os.MkdirTemp("", "clickhouse-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer os.RemoveAll(dir)
	server, err = localdb.StartClickHouse(context.Background(), dir)
	switch {
	case errors.Is(err, localdb.ErrMissing) && os.Getenv("CI") != "true":
		fmt.Fprintf(os.Stderr, "%v: tests that need ClickHouse are skipped (run `make deps`)\n", err)
		server = nil
	case err != nil:
		fmt.Fprintln(os.Stderr, err)
		return 1
	default:
		defer server.Stop()
	}
	return m.Run()
}

// URL is a CLICKHOUSE_URL naming a database no other test uses; nothing is created yet.
func URL(t testing.TB) string {
	t.Helper()
	if server == nil {
		t.Skip("clickhouse-server is not installed")
	}
	return fmt.Sprintf("clickhouse://default:@%s/test_%d", server.Addr, databases.Add(1))
}

// Conn opens a plain connection to the server of a CLICKHOUSE_URL, for a test's own queries, and
// returns it with the URL's database name.
func Conn(t testing.TB, url string) (driver.Conn, string) {
	t.Helper()
	opt, err := clickhouse.ParseDSN(url)
	if err != nil {
		t.Fatal(err)
	}
	db := opt.Auth.Database
	opt.Auth.Database = ""
	conn, err := clickhouse.Open(opt)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close() })
	return conn, db
}
