// Command extract serves /api/style-extract (shared/spec/api-0.3.md §4.1).
package main

import (
	"net/http"

	"maltu/libs/engine"
	"maltu/libs/engine/serve"
	"maltu/libs/gate/door"
)

func main() { door.Main(run) }

// run is the whole service: the door with this service's route, on the chain ENGINES configures.
var run = serve.Run("extract", serve.FromEnv, newService)

func newService(chain *engine.Chain, gate serve.Gate) door.Service {
	x := &extractor{chain: chain, gate: gate}
	return door.Service{Endpoints: []door.Endpoint{
		{Method: http.MethodPost, Path: "/api/style-extract", BodyLimit: 256 << 10, Quota: door.API, Handler: x.handle},
	}}
}
