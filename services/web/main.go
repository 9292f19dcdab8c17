// Command web serves the writer's screen (/voice) and the operator's screen (/admin), same origin
// as the API behind the route map.
package main

import (
	"context"
	"io"
	"net/http"

	"maltu/libs/gate/door"
)

func main() { door.Main(run) }

// run is the whole service: the door with the pages' routes.
func run(ctx context.Context, getenv func(string) string, stdout io.Writer) error {
	return door.Run(ctx, getenv, stdout, "web", func(ctx context.Context, kit door.Kit) (door.Service, error) {
		var eps []door.Endpoint
		for _, path := range []string{"/", "/voice", "/voice/*", "/admin", "/admin/*"} {
			eps = append(eps, door.Endpoint{Method: http.MethodGet, Path: path, Handler: page})
		}
		return door.Service{Endpoints: eps}, nil
	})
}
