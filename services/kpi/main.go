// Command kpi serves /api/kpi (shared/spec/api-0.3.md §4.5, §5; DESIGN §3, §4).
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
	return door.Run(ctx, getenv, stdout, "kpi", build)
}

// build reads the operator key, the ceiling and the store from the environment. A missing key or
// store is no start-up error: the endpoint answers 503 for it, as the contract says.
func build(ctx context.Context, kit door.Kit) (door.Service, error) {
	o, err := newOperator(kit)
	if err != nil {
		return door.Service{}, err
	}
	keepDays, err := door.PositiveInt(kit.Getenv, "EVENTS_RETENTION_DAYS", 400)
	if err != nil {
		return door.Service{}, err
	}
	svc := door.Service{Endpoints: []door.Endpoint{{Method: http.MethodGet, Path: "/api/kpi", Quota: door.Free, Handler: o.kpi}}}
	store, err := eventstore.Connect(ctx, door.Setting(kit.Getenv, "CLICKHOUSE_URL", ""), door.Setting(kit.Getenv, "CLICKHOUSE_CLUSTER", ""), kit.Log)
	switch {
	case errors.Is(err, eventstore.ErrNoURL):
		kit.Log.Warn("CLICKHOUSE_URL is not set: /api/kpi answers 503")
		return svc, nil
	case err != nil:
		return door.Service{}, err
	}
	o.store = store
	stop := upkeep(store, keepDays, kit.Log, schedule{every: upkeepEvery, retry: upkeepRetry})
	// The upkeep stops before the store closes.
	svc.Close = func(context.Context) error { return errors.Join(stop(), store.Close()) }
	return svc, nil
}
