// Command track serves /api/track (shared/spec/api-0.3.md §4.4, §6; DESIGN §3, §7).
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"time"

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

// insertSlack is what a request's wait keeps beside the flush interval and the insert: the queue
// and the answer.
const insertSlack = 100 * time.Millisecond

// batching reads TRACK_BATCH_SIZE and TRACK_FLUSH_INTERVAL. The insert gets what is left of the
// request's wait, so that "200 means stored" holds and a 502 still comes in time; an interval that
// leaves it less than 200 ms is refused.
func batching(getenv func(string) string) (eventstore.Batching, error) {
	b := eventstore.DefaultBatching
	var err error
	if b.Size, err = door.PositiveInt(getenv, "TRACK_BATCH_SIZE", b.Size); err != nil {
		return b, err
	}
	if b.Interval, err = door.PositiveDuration(getenv, "TRACK_FLUSH_INTERVAL", b.Interval); err != nil {
		return b, err
	}
	b.Timeout = storeWait - b.Interval - insertSlack
	if b.Timeout < 200*time.Millisecond {
		return b, fmt.Errorf("TRACK_FLUSH_INTERVAL: %v leaves an insert less than 200 ms of the %v a request waits; at most %v",
			b.Interval, storeWait, storeWait-insertSlack-200*time.Millisecond)
	}
	return b, nil
}

// build wires the handler to the batch writer; without CLICKHOUSE_URL storage is not connected and
// every valid event is answered 202.
func build(ctx context.Context, kit door.Kit, batching eventstore.Batching) (door.Service, error) {
	t := newTracker(kit.Log)
	svc := door.Service{Endpoints: []door.Endpoint{
		{Method: http.MethodPost, Path: "/api/track", BodyLimit: 8 << 10, Quota: door.Track, Handler: t.track},
	}}
	url := strings.TrimSpace(kit.Getenv("CLICKHOUSE_URL"))
	if url == "" {
		kit.Log.Warn("CLICKHOUSE_URL is not set: events are answered 202 and not stored")
		return svc, nil
	}
	store, err := eventstore.Connect(ctx, url, door.Setting(kit.Getenv, "CLICKHOUSE_CLUSTER", ""), kit.Log)
	if err != nil {
		return door.Service{}, err
	}
	w := eventstore.NewWriter(store, batching, kit.Log)
	t.writer = w
	svc.Close = func(ctx context.Context) error { return errors.Join(w.Close(ctx), store.Close()) }
	return svc, nil
}
