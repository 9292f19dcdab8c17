// Package tool finds the external programs the deployment checks run (helm, kind, kube-apiserver,
// kubectl, etcd). `make verify-deploy` builds them into a cache and passes their paths in
// environment variables; a plain `go test` falls back to PATH.
package tool

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"testing"
)

// ErrMissing means the program is neither named by its variable nor on PATH.
var ErrMissing = errors.New("tool missing")

// Lookup returns the program named by environment variable env, else name on PATH. A variable
// that names a program that is not there is an error, never a fallback.
func Lookup(env, name string) (string, error) {
	if p := os.Getenv(env); p != "" {
		if _, err := exec.LookPath(p); err != nil {
			return "", fmt.Errorf("%s=%s: %w", env, p, err)
		}
		return p, nil
	}
	p, err := exec.LookPath(name)
	if err != nil {
		return "", fmt.Errorf("%s: %w (set %s or run `make verify-deploy`)", name, ErrMissing, env)
	}
	return p, nil
}

// CI reports whether missing tools must fail rather than skip (CI=true, as .ci/run.sh sets).
func CI() bool { return os.Getenv("CI") == "true" }

// Find is Lookup for a test: a missing program skips the test on a developer machine and fails
// it under CI, so a check never passes because its tool was absent.
func Find(t testing.TB, env, name string) string {
	t.Helper()
	p, err := Lookup(env, name)
	switch {
	case err == nil:
		return p
	case errors.Is(err, ErrMissing) && !CI():
		t.Skip(err)
	default:
		t.Fatal(err)
	}
	return ""
}
