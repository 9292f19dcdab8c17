// Command track serves /api/track (shared/spec/api-0.3.md §4.4, §6; DESIGN §3, §7).
package main

import (
	"context"
	"errors"
	"io"
	"net/http"

	"maltu/libs/gate/door"
	"maltu/libs/gate/eventstore"
)

func main() { door.Main(run) }

// run is the whole service: the door with this service's routes.
func run(ctx context.Context, getenv func(string) string, stdout io.Writer) error {
	return door.Run(ctx, getenv, stdout, "track", func(ctx context.Context, kit door.Kit) (door.Service, error) {
		b, err := batching(kit.Getenv)
		if err != nil {
			return door.Service{}, err
		}
		return build(ctx, kit, b)
	})
}

// build wires the handler to the batch writer; without CLICKHOUSE_URL storage is not connected and
// every valid event is answered 202.
func build(ctx context.Context, kit door.Kit, batching eventstore.Batching) (door.Service, error) {
	t := newTracker(kit.Log)
	svc := door.Service{Endpoints: []door.Endpoint{
		{Method: http.MethodPost, Path: "/api/track", BodyLimit: 8 << 10, Quota: door.Track, Handler: t.track},
	}}
	store, err := eventstore.Connect(ctx, door.Setting(kit.Getenv, "CLICKHOUSE_URL", ""), door.Setting(kit.Getenv, "CLICKHOUSE_CLUSTER", ""), kit.Log)
	switch {
	case errors.Is(err, eventstore.ErrNoURL):
		kit.Log.Warn("CLICKHOUSE_URL is not set: events are answered 202 and not stored")
		return svc, nil
	case err != nil:
		return door.Service{}, err
	}
	w := eventstore.NewWriter(store, batching, kit.Log)
	t.writer = w
	svc.Close = func(ctx context.Context) error { return errors.Join(w.Close(ctx), store.Close()) }
	return svc, nil
}
