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

// paths are every path the route map sends to web; site.serve tells them apart.
var paths = []string{"/", "/voice", "/voice/*", "/admin", "/admin/*", "/api/openapi.yaml"}

// run is the whole service: the door with the pages' routes.
func run(ctx context.Context, getenv func(string) string, stdout io.Writer) error {
	return door.Run(ctx, getenv, stdout, "web", func(ctx context.Context, kit door.Kit) (door.Service, error) {
		s, err := newSite()
		if err != nil {
			return door.Service{}, err
		}
		var eps []door.Endpoint
		for _, path := range paths {
			// HEAD as well: link checkers and previews ask for the page that way.
			eps = append(eps, door.Endpoint{Method: http.MethodGet, Head: true, Path: path, Handler: s.serve})
		}
		return door.Service{Endpoints: eps}, nil
	})
}
