// Command bench is `make bench`: it builds and starts the real stack on loopback (Redis,
// ClickHouse, every service, the edge), drives bounded load at it from this process, and prints
// one table: requests/s, p50 and p99 per row, then each service's resident memory idle and under
// load. The bare Fiber handler and the door rows run in child processes of this same binary, so
// load always comes from a second process.
//
// BENCH_MODE picks what it does: empty for the table; "bench-model" (`make bench-model`) for its
// rewrites against a scripted model at a real model's speed alone; "faults" (`make faults`) or "faults-short"
// (its form in `make test`) for the stack put through faults that each print what they did and
// what held; "serve-bare" and "serve-door" are the child processes.
package main

import (
	"context"
	_ "embed"
	"fmt"
	"io"

	"maltu/libs/gate/door"
)

//go:embed testdata/draft.txt
var draftText string

func main() { door.Main(run) }

func run(ctx context.Context, getenv func(string) string, stdout io.Writer) error {
	switch mode := getenv("BENCH_MODE"); mode {
	case "":
		return bench(ctx, stdout)
	case "bench-model":
		return benchModel(ctx, stdout)
	case "faults":
		return faults(ctx, fullFaults, stdout)
	case "faults-short":
		return faults(ctx, shortFaults, stdout)
	case childBare:
		return serveBare(ctx, getenv("ADDR"))
	case childDoor:
		return serveDoor(ctx, getenv, io.Discard)
	default:
		return fmt.Errorf("bench: BENCH_MODE %q is none of bench-model, faults, faults-short, %s, %s", mode, childBare, childDoor)
	}
}
