package main

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"maltu/libs/gate/localdb"
	"maltu/libs/gate/routes"
)

// proc is one started process of the benchmark.
type proc struct {
	name string
	cmd  *exec.Cmd
	addr string
}

// stop sends SIGTERM and waits, killing after a grace period.
func (p *proc) stop() {
	_ = p.cmd.Process.Signal(os.Interrupt)
	done := make(chan struct{})
	go func() { _ = p.cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		_ = p.cmd.Process.Kill()
		<-done
	}
}

// stack is the real stack on loopback: Redis, ClickHouse, every service and the edge.
type stack struct {
	root, dir string
	services  []string
	redis, ch *localdb.Server
	env       map[string]string // what every service was started with
	procs     map[string]*proc  // by service name
	edge      *proc
	stops     []func()
}

// startStack builds and starts the stack in a fresh directory, with dailyLimit for both daily
// quotas. close stops everything in reverse order and removes the directory.
func startStack(ctx context.Context, dailyLimit string) (st *stack, err error) {
	gowork, err := exec.CommandContext(ctx, "go", "env", "GOWORK").Output()
	if err != nil || strings.TrimSpace(string(gowork)) == "" {
		return nil, fmt.Errorf("run from inside the repository (no go.work found)")
	}
	st = &stack{root: filepath.Dir(strings.TrimSpace(string(gowork))), services: routes.Load().Services, procs: map[string]*proc{}}
	if st.dir, err = os.MkdirTemp("", "maltu-bench-"); err != nil {
		return nil, err
	}
	defer func() {
		if err != nil {
			st.close()
		}
	}()
	if err := buildAll(ctx, st.root, filepath.Join(st.dir, "bin"), st.services); err != nil {
		return nil, err
	}
	if st.redis, err = localdb.StartRedis(ctx, filepath.Join(st.dir, "redis")); err != nil {
		return nil, fmt.Errorf("redis: %w", err)
	}
	st.stops = append(st.stops, st.redis.Stop)
	if st.ch, err = localdb.StartClickHouse(ctx, filepath.Join(st.dir, "clickhouse")); err != nil {
		return nil, fmt.Errorf("clickhouse: %w", err)
	}
	st.stops = append(st.stops, st.ch.Stop)
	st.env = map[string]string{
		"REDIS_URL": st.redis.URL, "CLICKHOUSE_URL": st.ch.URL, "ENGINES": "local", "ADMIN_TOKEN": adminKey,
		"TRUSTED_PROXIES": "127.0.0.1/32", "DAILY_LIMIT": dailyLimit, "TRACK_DAILY_LIMIT": dailyLimit,
		"KPI_ATTEMPT_LIMIT": "1000000000", "SERVER_TIMING": "true",
	}
	var upstreams []string
	for _, name := range st.services {
		p, err := launch(ctx, name, filepath.Join(st.dir, "bin", name), "ADDR", st.env)
		if err != nil {
			return nil, err
		}
		st.stops = append(st.stops, p.stop)
		st.procs[name] = p
		upstreams = append(upstreams, name+"=http://"+p.addr)
	}
	st.edge, err = launch(ctx, "edge", filepath.Join(st.dir, "bin", "edge"), "EDGE_ADDR", map[string]string{"UPSTREAMS": strings.Join(upstreams, ",")})
	if err != nil {
		return nil, err
	}
	st.stops = append(st.stops, st.edge.stop)
	return st, nil
}

func (st *stack) close() {
	for i := len(st.stops) - 1; i >= 0; i-- {
		st.stops[i]()
	}
	os.RemoveAll(st.dir)
}

// buildAll compiles the services and the edge in one go invocation from the workspace root.
func buildAll(ctx context.Context, root, bin string, services []string) error {
	args := []string{"build", "-o", bin + "/", "./hack/edge"}
	for _, s := range services {
		args = append(args, "./services/"+s)
	}
	cmd := exec.CommandContext(ctx, "go", args...)
	cmd.Dir = root
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("build: %w", err)
	}
	return nil
}

// launch starts path with env on a free loopback port (passed as addrVar) and waits for /readyz.
func launch(ctx context.Context, name, path, addrVar string, env map[string]string) (*proc, error) {
	port, err := localdb.FreePort()
	if err != nil {
		return nil, err
	}
	addr := fmt.Sprintf("127.0.0.1:%d", port)
	cmd := exec.Command(path)
	cmd.Env = []string{"PATH=" + os.Getenv("PATH"), "HOME=" + os.Getenv("HOME"), addrVar + "=" + addr, "LOG_LEVEL=error"}
	for k, v := range env {
		cmd.Env = append(cmd.Env, k+"="+v)
	}
	cmd.Stderr = os.Stderr
	cmd.SysProcAttr = localdb.Detached()
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("start %s: %w", name, err)
	}
	p := &proc{name: name, cmd: cmd, addr: addr}
	if err := localdb.WaitReady(ctx, "http://"+addr+"/readyz", nil); err != nil {
		p.stop()
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return p, nil
}

// rssMiB reads a process's resident set from /proc.
func rssMiB(pid int) (float64, error) {
	b, err := os.ReadFile(filepath.Join("/proc", fmt.Sprint(pid), "status"))
	if err != nil {
		return 0, err
	}
	for line := range strings.SplitSeq(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, "VmRSS:"); ok {
			var kb float64
			if _, err := fmt.Sscanf(strings.TrimSpace(v), "%f kB", &kb); err != nil {
				return 0, err
			}
			return kb / 1024, nil
		}
	}
	return 0, errors.New("no VmRSS")
}

// with is a copy of env with more settings, given as name, value pairs.
func with(env map[string]string, kv ...string) map[string]string {
	out := maps.Clone(env)
	if out == nil {
		out = map[string]string{}
	}
	for i := 0; i+1 < len(kv); i += 2 {
		out[kv[i]] = kv[i+1]
	}
	return out
}
