// Command kpi serves /api/kpi (shared/spec/api-0.3.md).
package main

import (
	"context"
	"io"
	"net/http"

	"maltu/libs/gate/door"
)

func main() { door.Main(run) }

// run is the whole service: the door with this service's routes.
func run(ctx context.Context, getenv func(string) string, stdout io.Writer) error {
	return door.Run(ctx, getenv, stdout, "kpi", func(ctx context.Context, kit door.Kit) (door.Service, error) {
		return door.Service{Endpoints: []door.Endpoint{
			{Method: http.MethodGet, Path: "/api/kpi", BodyLimit: 0, Quota: door.Free, Handler: kpi},
		}}, nil
	})
}
