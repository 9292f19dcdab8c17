// Package localstack starts and stops the whole stack on this machine: Redis and ClickHouse (via
// libs/gate/localdb, unless their URLs are given), every service of the route map and the edge
// in front of them, each on a loopback port, with its output prefixed by its name. `make run`
// (hack/stack), `make bench` and `make faults` (hack/bench) and the browser tests (hack/e2e) all
// start it here.
package localstack

import (
	"context"
	"errors"
	"fmt"
	"io"
	"maps"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"

	"maltu/libs/gate/localdb"
	"maltu/libs/gate/routes"
)

// Config is what differs between the stack's users.
type Config struct {
	// Dir holds bin/ and the stores' data, which stays there between runs.
	Dir string
	// Env is every service's settings. REDIS_URL or CLICKHOUSE_URL set means that store is used
	// instead of a local one; TRUSTED_PROXIES defaults to the edge's address.
	Env map[string]string
	// EdgeAddr is where the edge listens; empty picks a free loopback port.
	EdgeAddr string
	// Log receives every process's output, each line prefixed with its name; nil discards it.
	Log io.Writer
}

// Stack is the running stack.
type Stack struct {
	Dir      string
	Root     string // the workspace the binaries were built from (see Root)
	Services []string
	// Env is what every service was started with, the stores' URLs included.
	Env map[string]string
	// Redis and ClickHouse are the local stores, nil where a URL was given.
	Redis, ClickHouse *localdb.Server
	Procs             map[string]*Proc // the services, by name
	Edge              *Proc

	log    io.Writer
	exited chan string
	mu     sync.Mutex
	stops  []func()
}

// Start builds the services and the edge into Dir/bin, starts the stores, then every service
// at once, then the edge, and returns once the edge answers /readyz (it asks every service).
// On an error everything already started is stopped and st is nil.
func Start(ctx context.Context, cfg Config) (st *Stack, err error) {
	dir, err := filepath.Abs(cfg.Dir)
	if err != nil {
		return nil, err
	}
	log := cfg.Log
	if log == nil {
		log = io.Discard
	}
	st = &Stack{Dir: dir, Services: routes.Load().Services, Env: maps.Clone(cfg.Env), Procs: map[string]*Proc{},
		log: log, exited: make(chan string, 1)}
	if st.Env == nil {
		st.Env = map[string]string{}
	}
	if st.Env["TRUSTED_PROXIES"] == "" {
		st.Env["TRUSTED_PROXIES"] = "127.0.0.1/32" // the edge, the only way in that forwards
	}
	defer func() {
		if err != nil {
			st.Close()
			st = nil
		}
	}()
	if st.Root, err = Root(ctx); err != nil {
		return st, err
	}
	say := Prefixed(log, "stack")
	if err := build(ctx, st.Root, st.Bin(""), say, append([]string{"edge"}, st.Services...)...); err != nil {
		return st, err
	}
	if st.Env["REDIS_URL"] == "" {
		if st.Redis, err = localdb.StartRedis(ctx, filepath.Join(dir, "redis")); err != nil {
			return st, fmt.Errorf("redis: %w (install redis-server, or set REDIS_URL)", err)
		}
		st.onClose(st.Redis.Stop)
		st.Env["REDIS_URL"] = st.Redis.URL
	}
	if st.Env["CLICKHOUSE_URL"] == "" {
		if st.ClickHouse, err = localdb.StartClickHouse(ctx, filepath.Join(dir, "clickhouse")); err != nil {
			return st, fmt.Errorf("clickhouse: %w (install clickhouse-server, or set CLICKHOUSE_URL)", err)
		}
		st.onClose(st.ClickHouse.Stop)
		st.Env["CLICKHOUSE_URL"] = st.ClickHouse.URL
	}
	fmt.Fprintf(say, "Redis %s, ClickHouse %s\n", st.Env["REDIS_URL"], st.Env["CLICKHOUSE_URL"])

	var wg sync.WaitGroup
	errs := make([]error, len(st.Services))
	procs := make([]*Proc, len(st.Services))
	for i, name := range st.Services {
		wg.Go(func() { procs[i], errs[i] = st.Launch(ctx, name, st.Bin(name), "ADDR", st.Env) })
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return st, err
	}
	var upstreams []string
	for i, name := range st.Services {
		st.Procs[name] = procs[i]
		upstreams = append(upstreams, name+"=http://"+procs[i].Addr)
	}
	st.Edge, err = st.launch(ctx, Process{Name: "edge", Path: st.Bin("edge"), AddrVar: "EDGE_ADDR", Addr: cfg.EdgeAddr,
		Env: map[string]string{"UPSTREAMS": strings.Join(upstreams, ",")}})
	return st, err
}

// URL is the edge's base URL.
func (st *Stack) URL() string { return "http://" + st.Edge.Addr }

// Bin is the path of a built binary.
func (st *Stack) Bin(name string) string { return filepath.Join(st.Dir, "bin", name) }

// Exited names a process of the stack that ended without being stopped.
func (st *Stack) Exited() <-chan string { return st.exited }

// Launch starts one more process beside the stack on a free port, its output in the stack's log;
// Close stops it with the rest.
func (st *Stack) Launch(ctx context.Context, name, path, addrVar string, env map[string]string) (*Proc, error) {
	return st.launch(ctx, Process{Name: name, Path: path, AddrVar: addrVar, Env: env})
}

func (st *Stack) launch(ctx context.Context, p Process) (*Proc, error) {
	p.Log = Prefixed(st.log, p.Name)
	proc, err := Launch(ctx, p)
	if err != nil {
		return nil, err
	}
	st.onClose(proc.Stop)
	go proc.watch(st.exited)
	return proc, nil
}

func (st *Stack) onClose(stop func()) {
	st.mu.Lock()
	defer st.mu.Unlock()
	st.stops = append(st.stops, stop)
}

// Close stops everything in the reverse order of its start: the edge, the services (each
// finishing its in-flight requests), then the stores.
func (st *Stack) Close() {
	st.mu.Lock()
	stops := st.stops
	st.stops = nil
	st.mu.Unlock()
	for i := len(stops) - 1; i >= 0; i-- {
		stops[i]()
	}
}

// Build compiles the named binaries into bin in one go invocation, so the packages build in
// parallel: "edge" is hack/edge, any other name is services/<name>.
func Build(ctx context.Context, bin string, log io.Writer, names ...string) error {
	root, err := Root(ctx)
	if err != nil {
		return err
	}
	return build(ctx, root, bin, log, names...)
}

// build is Build in the workspace at root, which Start has already found.
func build(ctx context.Context, root, bin string, log io.Writer, names ...string) error {
	fmt.Fprintf(log, "building %s\n", strings.Join(names, ", "))
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

// Root is the folder of go.work: the stack is built from the workspace it runs in.
func Root(ctx context.Context) (string, error) {
	out, err := exec.CommandContext(ctx, "go", "env", "GOWORK").Output()
	if gowork := strings.TrimSpace(string(out)); err == nil && gowork != "" && gowork != "off" {
		return filepath.Dir(gowork), nil
	}
	return "", fmt.Errorf("run from inside the repository (no go.work found)")
}
