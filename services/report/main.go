// Command report serves /api/report (shared/spec/api-0.3.md §4.3).
package main

import (
	"maltu/libs/engine/serve"
	"maltu/libs/gate/door"
)

func main() { door.Main(run) }

// run is the whole service: the door with this service's route, on the chain ENGINES configures.
var run = serve.Run("report", serve.FromEnv, newService)
