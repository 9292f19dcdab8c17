package main

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"strings"

	"maltu/hack/localstack"
)

// stack is the real stack on loopback (hack/localstack) in a directory of its own.
type stack struct {
	*localstack.Stack
}

// startStack builds and starts the stack in a fresh directory, with dailyLimit for both daily
// quotas. close stops everything in reverse order and removes the directory.
func startStack(ctx context.Context, dailyLimit string) (*stack, error) {
	dir, err := os.MkdirTemp("", "maltu-bench-")
	if err != nil {
		return nil, err
	}
	st, err := localstack.Start(ctx, localstack.Config{Dir: dir, Log: os.Stderr, Env: map[string]string{
		"ENGINES": "local", "ADMIN_TOKEN": adminKey, "LOG_LEVEL": "error",
		"DAILY_LIMIT": dailyLimit, "TRACK_DAILY_LIMIT": dailyLimit,
		"KPI_ATTEMPT_LIMIT": "1000000000", "SERVER_TIMING": "true",
	}})
	if err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	return &stack{Stack: st}, nil
}

func (st *stack) close() {
	st.Close()
	os.RemoveAll(st.Dir)
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
