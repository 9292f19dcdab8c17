// Command kpi serves /api/kpi (shared/spec/api-0.3.md §4.5, §5; DESIGN §3, §4).
package main

import (
	"context"
	"crypto/sha256"
	"errors"
	"io"
	"net/http"
	"strings"
	"time"

	"maltu/libs/gate/door"
	"maltu/libs/gate/eventstore"
	"maltu/libs/gate/limit"
)

func main() { door.Main(run) }

// run is the whole service: the door with this service's routes.
func run(ctx context.Context, getenv func(string) string, stdout io.Writer) error {
	return door.Run(ctx, getenv, stdout, "kpi", build)
}

// attemptWindow is the rolling window of the wrong-attempt ceiling (DESIGN §5).
const attemptWindow = 15 * time.Minute

// build reads the operator key, the ceiling and the store from the environment. A missing key or
// store is no start-up error: the endpoint answers 503 for it, as the contract says.
func build(ctx context.Context, kit door.Kit) (door.Service, error) {
	maxAttempts, err := door.PositiveInt(kit.Getenv, "KPI_ATTEMPT_LIMIT", 5)
	if err != nil {
		return door.Service{}, err
	}
	keepDays, err := door.PositiveInt(kit.Getenv, "EVENTS_RETENTION_DAYS", 400)
	if err != nil {
		return door.Service{}, err
	}
	o := &operator{attempts: limit.NewAttempts(kit.Redis, kit.Log, maxAttempts, attemptWindow, kit.LimitReplicas)}
	if token := strings.TrimSpace(kit.Getenv("ADMIN_TOKEN")); token != "" {
		sum := sha256.Sum256([]byte(token))
		o.token = sum[:]
	} else {
		kit.Log.Warn("ADMIN_TOKEN is not set: /api/kpi answers 503")
	}
	var closers []func() error
	if url := strings.TrimSpace(kit.Getenv("CLICKHOUSE_URL")); url != "" {
		store, err := eventstore.Connect(ctx, url, door.Setting(kit.Getenv, "CLICKHOUSE_CLUSTER", ""), kit.Log)
		if err != nil {
			return door.Service{}, errors.Join(err, closeAll(closers))
		}
		o.store = store
		// The upkeep stops before the store closes.
		closers = append(closers, upkeep(store, keepDays, kit.Log), store.Close)
	} else {
		kit.Log.Warn("CLICKHOUSE_URL is not set: /api/kpi answers 503")
	}
	return door.Service{
		Endpoints: []door.Endpoint{{Method: http.MethodGet, Path: "/api/kpi", Quota: door.Free, Handler: o.kpi}},
		Close:     func(context.Context) error { return closeAll(closers) },
	}, nil
}

func closeAll(closers []func() error) error {
	var errs []error
	for _, c := range closers {
		errs = append(errs, c())
	}
	return errors.Join(errs...)
}
