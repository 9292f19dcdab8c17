// Command stack is `make run`: the whole stack (hack/localstack) with its data under RUN_DIR and
// the edge on EDGE_ADDR, logs streamed with a prefix per process, and everything stopped in order
// on Ctrl-C or SIGTERM.
package main

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"strings"

	"maltu/hack/localstack"
	"maltu/libs/gate/door"
)

func main() { door.Main(run) }

// passed are the settings handed through to the services as they are.
var passed = []string{"DAILY_LIMIT", "TRACK_DAILY_LIMIT", "KPI_ATTEMPT_LIMIT", "LOG_LEVEL", "ENGINE_TIMEOUT"}

func run(ctx context.Context, getenv func(string) string, stdout io.Writer) error {
	env := map[string]string{
		"ENGINES":        door.Setting(getenv, "ENGINES", "local"),
		"ADMIN_TOKEN":    getenv("ADMIN_TOKEN"),
		"REDIS_URL":      getenv("REDIS_URL"),
		"CLICKHOUSE_URL": getenv("CLICKHOUSE_URL"),
	}
	for _, k := range passed {
		env[k] = getenv(k)
	}
	for _, kv := range os.Environ() { // engine and telemetry settings, whatever their names
		if k, v, _ := strings.Cut(kv, "="); strings.HasPrefix(k, "ENGINE_") || strings.HasPrefix(k, "OTEL_") {
			env[k] = v
		}
	}
	generatedToken := false
	if strings.TrimSpace(env["ADMIN_TOKEN"]) == "" {
		env["ADMIN_TOKEN"], generatedToken = randomToken(), true
	}

	st, err := localstack.Start(ctx, localstack.Config{
		Dir: door.Setting(getenv, "RUN_DIR", ".run"), Env: env,
		EdgeAddr: door.Setting(getenv, "EDGE_ADDR", "127.0.0.1:8080"), Log: stdout,
	})
	if err != nil {
		if ctx.Err() != nil { // stopped during start-up: a normal stop, not a failure
			return nil
		}
		return err
	}
	defer st.Close()
	say := localstack.Prefixed(stdout, "stack")
	base := st.URL()
	fmt.Fprintf(say, "ready (engines: %s)\n  writer:   %s/voice\n  operator: %s/admin\n  API:      %s/api/...\n", env["ENGINES"], base, base, base)
	if generatedToken {
		fmt.Fprintf(say, "ADMIN_TOKEN was not set; this run's operator key is %s\n", env["ADMIN_TOKEN"])
	}
	fmt.Fprintln(say, "Ctrl-C stops everything")
	select {
	case <-ctx.Done():
		fmt.Fprintln(say, "stopping")
		return nil
	case name := <-st.Exited():
		return fmt.Errorf("%s exited; stopping the stack", name)
	}
}

func randomToken() string {
	b := make([]byte, 16)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}
