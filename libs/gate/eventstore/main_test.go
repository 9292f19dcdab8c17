package eventstore

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"sync/atomic"
	"testing"

	"maltu/libs/gate/localdb"
)

var quiet = slog.New(slog.NewTextHandler(io.Discard, nil))

// server is the package's one server; each test takes a database of its own on it.
var server *localdb.Server

func TestMain(m *testing.M) {
	os.Exit(runWithClickHouse(m))
}

func runWithClickHouse(m *testing.M) int {
	dir, err := os.MkdirTemp("", "eventstore-clickhouse-")
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

var databases atomic.Int64

// freshStore opens a store on a database no other test uses.
func freshStore(t testing.TB) *Store {
	t.Helper()
	if server == nil {
		t.Skip("clickhouse-server is not installed")
	}
	s, err := Open(fmt.Sprintf("clickhouse://default:@%s/test_%d", server.Addr, databases.Add(1)), quiet)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}
