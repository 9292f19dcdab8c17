// Command bench is `make bench`: it builds and starts the real stack on loopback (Redis,
// ClickHouse, every service, the edge), drives bounded load at it from this process, and prints
// one table: requests/s, p50 and p99 per row, then each service's resident memory idle and under
// load. The bare Fiber handler and the door rows run in child processes of this same binary, so
// load always comes from a second process. `bench faults` is `make faults`: the same stack with a
// small daily limit, put through faults that each print what they did and what held.
package main

import (
	"context"
	_ "embed"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"syscall"
)

//go:embed testdata/draft.txt
var draftText string

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	var err error
	switch mode := strings.Join(os.Args[1:], " "); mode {
	case "":
		err = bench(ctx, os.Getenv, os.Stdout)
	case "faults":
		err = faults(ctx, os.Stdout)
	case childBare:
		err = serveBare(ctx, os.Getenv("ADDR"))
	case childDoor:
		err = serveDoor(ctx, os.Getenv, io.Discard)
	default:
		err = fmt.Errorf("bench: unknown argument %q", mode)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "bench:", err)
		os.Exit(1)
	}
}
