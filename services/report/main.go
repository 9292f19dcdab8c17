// Command report serves /api/report (shared/spec/api-0.3.md).
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
	return door.Run(ctx, getenv, stdout, "report", func(ctx context.Context, kit door.Kit) (door.Service, error) {
		return door.Service{Endpoints: []door.Endpoint{
			{Method: http.MethodPost, Path: "/api/report", BodyLimit: 1 << 20, Quota: door.API, Handler: report},
		}}, nil
	})
}
