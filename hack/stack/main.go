// Command stack is `make run`: Redis and ClickHouse as local processes (unless REDIS_URL or
// CLICKHOUSE_URL point elsewhere), every service and the edge built and started, logs streamed
// with a prefix per process, and everything stopped in order on Ctrl-C or SIGTERM.
package main

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"maltu/libs/gate/door"
	"maltu/libs/gate/localdb"
	"maltu/libs/gate/routes"
)

func main() { door.Main(run) }

// passed are the settings handed through to the services as they are.
var passed = []string{"DAILY_LIMIT", "TRACK_DAILY_LIMIT", "KPI_ATTEMPT_LIMIT", "LOG_LEVEL", "ENGINE_TIMEOUT"}

func run(ctx context.Context, getenv func(string) string, stdout io.Writer) error {
	runDir, err := filepath.Abs(door.Setting(getenv, "RUN_DIR", ".run"))
	if err != nil {
		return err
	}
	edgeAddr := door.Setting(getenv, "EDGE_ADDR", "127.0.0.1:8080")
	env := map[string]string{
		"ENGINES":         door.Setting(getenv, "ENGINES", "local"),
		"TRUSTED_PROXIES": "127.0.0.1/32", // the edge, the only way in that forwards
		"ADMIN_TOKEN":     getenv("ADMIN_TOKEN"),
		"REDIS_URL":       getenv("REDIS_URL"),
		"CLICKHOUSE_URL":  getenv("CLICKHOUSE_URL"),
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

	var stops []func()
	defer func() {
		for i := len(stops) - 1; i >= 0; i-- {
			stops[i]()
		}
	}()
	say := prefixed(stdout, "stack")
	if env["REDIS_URL"] == "" {
		s, err := localdb.StartRedis(ctx, filepath.Join(runDir, "redis"))
		if err != nil {
			return fmt.Errorf("redis: %w (install redis-server, or set REDIS_URL)", err)
		}
		stops = append(stops, s.Stop)
		env["REDIS_URL"] = s.URL
	}
	if env["CLICKHOUSE_URL"] == "" {
		s, err := localdb.StartClickHouse(ctx, filepath.Join(runDir, "clickhouse"))
		if err != nil {
			return fmt.Errorf("clickhouse: %w (install clickhouse-server, or set CLICKHOUSE_URL)", err)
		}
		stops = append(stops, s.Stop)
		env["CLICKHOUSE_URL"] = s.URL
	}
	fmt.Fprintf(say, "Redis %s, ClickHouse %s\n", env["REDIS_URL"], env["CLICKHOUSE_URL"])

	m := routes.Load()
	bin := filepath.Join(runDir, "bin")
	if err := build(ctx, bin, append(m.Services, "edge"), say); err != nil {
		return err
	}
	exited := make(chan string, len(m.Services)+1)
	var upstreams []string
	for _, name := range m.Services {
		port, err := localdb.FreePort()
		if err != nil {
			return err
		}
		addr := fmt.Sprintf("127.0.0.1:%d", port)
		upstreams = append(upstreams, name+"=http://"+addr)
		stop, err := start(filepath.Join(bin, name), name, merge(env, "ADDR", addr), stdout, exited)
		if err != nil {
			return err
		}
		stops = append(stops, stop)
	}
	stop, err := start(filepath.Join(bin, "edge"), "edge",
		map[string]string{"EDGE_ADDR": edgeAddr, "UPSTREAMS": strings.Join(upstreams, ",")}, stdout, exited)
	if err != nil {
		return err
	}
	stops = append(stops, stop)

	if err := localdb.WaitReady(ctx, "http://"+edgeAddr+"/readyz", exited); err != nil {
		if ctx.Err() != nil { // stopped during start-up: a normal stop, not a failure
			return nil
		}
		return err
	}
	base := "http://" + edgeAddr
	fmt.Fprintf(say, "ready (engines: %s)\n  writer:   %s/voice\n  operator: %s/admin\n  API:      %s/api/...\n", env["ENGINES"], base, base, base)
	if generatedToken {
		fmt.Fprintf(say, "ADMIN_TOKEN was not set; this run's operator key is %s\n", env["ADMIN_TOKEN"])
	}
	fmt.Fprintln(say, "Ctrl-C stops everything")
	select {
	case <-ctx.Done():
		fmt.Fprintln(say, "stopping")
		return nil
	case name := <-exited:
		return fmt.Errorf("%s exited; stopping the stack", name)
	}
}

// build compiles every binary in one go invocation, so the packages build in parallel.
func build(ctx context.Context, bin string, names []string, log io.Writer) error {
	fmt.Fprintf(log, "building %s\n", strings.Join(names, ", "))
	gowork, err := exec.CommandContext(ctx, "go", "env", "GOWORK").Output()
	if err != nil || strings.TrimSpace(string(gowork)) == "" {
		return fmt.Errorf("build: run from inside the repository (no go.work found)")
	}
	root := filepath.Dir(strings.TrimSpace(string(gowork)))
	args := []string{"build", "-o", bin + "/"}
	for _, n := range names {
		if n == "edge" {
			args = append(args, "./hack/edge")
		} else {
			args = append(args, "./services/"+n)
		}
	}
	cmd := exec.CommandContext(ctx, "go", args...)
	cmd.Dir = root
	cmd.Stdout, cmd.Stderr = log, log
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("build: %w", err)
	}
	return nil
}

// start runs one binary with env (and PATH/HOME), its output prefixed with its name. The returned
// stop sends SIGTERM and waits, so each service drains as it would in a cluster.
func start(path, name string, env map[string]string, stdout io.Writer, exited chan<- string) (func(), error) {
	cmd := exec.Command(path)
	cmd.Env = []string{"PATH=" + os.Getenv("PATH"), "HOME=" + os.Getenv("HOME")}
	for k, v := range env {
		if v != "" {
			cmd.Env = append(cmd.Env, k+"="+v)
		}
	}
	out := prefixed(stdout, name)
	cmd.Stdout, cmd.Stderr = out, out
	cmd.SysProcAttr = localdb.Detached()
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("start %s: %w", name, err)
	}
	done := make(chan struct{})
	stopping := make(chan struct{})
	go func() {
		_ = cmd.Wait()
		close(done)
		select {
		case <-stopping:
		default:
			exited <- name
		}
	}()
	return func() {
		close(stopping)
		_ = cmd.Process.Signal(os.Interrupt)
		select {
		case <-done:
		case <-time.After(30 * time.Second):
			_ = cmd.Process.Kill()
			<-done
		}
	}, nil
}

func merge(env map[string]string, k, v string) map[string]string {
	out := map[string]string{k: v}
	for ek, ev := range env {
		out[ek] = ev
	}
	return out
}

func randomToken() string {
	b := make([]byte, 16)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}
