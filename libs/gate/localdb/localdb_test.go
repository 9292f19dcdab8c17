package localdb

import (
	"context"
	"testing"
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
