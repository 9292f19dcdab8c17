package eventstore

import (
	"io"
	"log/slog"
	"os"
	"testing"

	"maltu/libs/gate/eventstore/eventstoretest"
)

var quiet = slog.New(slog.NewTextHandler(io.Discard, nil))

func TestMain(m *testing.M) { os.Exit(eventstoretest.Main(m)) }

// freshStore opens a store on a database no other test uses.
func freshStore(t testing.TB) *Store {
	t.Helper()
	s, err := Open(eventstoretest.URL(t), "", quiet)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}
