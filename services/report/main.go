// Command report serves /api/report (shared/spec/api-0.3.md §4.3).
package main

import (
	"net/http"

	"maltu/libs/engine"
	"maltu/libs/engine/serve"
	"maltu/libs/gate/door"
)

func main() { door.Main(run) }

// run is the whole service: the door with this service's route, on the chain ENGINES configures.
var run = serve.Run("report", serve.FromEnv, newService)

func newService(chain *engine.Chain, gate serve.Gate) door.Service {
	r := &reporter{chain: chain, gate: gate}
	// 1 MiB, so that sentences past the 400th are cut rather than refused.
	return door.Service{Endpoints: []door.Endpoint{
		{Method: http.MethodPost, Path: "/api/report", BodyLimit: 1 << 20, Quota: door.API, Handler: r.handle},
	}}
}
