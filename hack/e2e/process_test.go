package e2e

import (
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"maltu/libs/gate/localdb"
)

// build compiles one package of the workspace (e.g. ./services/web) into dir.
func build(t *testing.T, dir, pkg string) string {
	t.Helper()
	out := filepath.Join(dir, filepath.Base(pkg))
	cmd := exec.Command("go", "build", "-o", out, pkg)
	cmd.Dir = repoRoot(t)
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build %s: %v\n%s", pkg, err, b)
	}
	return out
}

// start runs a binary with env until the test ends (SIGINT, so it shuts down as in a cluster);
// its output goes to logFile.
func start(t *testing.T, bin string, env map[string]string, logFile string) {
	t.Helper()
	cmd := exec.Command(bin)
	cmd.Env = os.Environ() // the stack runs `go build`: it needs the Go settings of this run
	for k, v := range env {
		cmd.Env = append(cmd.Env, k+"="+v)
	}
	f, err := os.Create(logFile)
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stdout, cmd.Stderr = f, f
	cmd.SysProcAttr = localdb.Detached()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan struct{})
	go func() { _ = cmd.Wait(); close(done) }()
	t.Cleanup(func() {
		_ = cmd.Process.Signal(os.Interrupt)
		select {
		case <-done:
		case <-time.After(40 * time.Second):
			_ = cmd.Process.Kill()
			<-done
		}
		f.Close()
	})
}

func freeAddr(t *testing.T) string {
	t.Helper()
	port, err := localdb.FreePort()
	if err != nil {
		t.Fatal(err)
	}
	return fmt.Sprintf("127.0.0.1:%d", port)
}

// waitReady polls url until it answers 200.
func waitReady(t *testing.T, url string, within time.Duration, logFile string) {
	t.Helper()
	deadline := time.Now().Add(within)
	for time.Now().Before(deadline) {
		if resp, err := http.Get(url); err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return
			}
		}
		time.Sleep(100 * time.Millisecond)
	}
	b, _ := os.ReadFile(logFile)
	t.Fatalf("%s not ready within %s; log:\n%s", url, within, tail(string(b), 4000))
}

func tail(s string, n int) string {
	if len(s) > n {
		return s[len(s)-n:]
	}
	return s
}

func TestMain(m *testing.M) {
	// The screenshots of one run stand together: those of an earlier run are removed first.
	if out, err := exec.Command("go", "env", "GOWORK").Output(); err == nil && strings.HasSuffix(strings.TrimSpace(string(out)), "go.work") {
		os.RemoveAll(filepath.Join(filepath.Dir(strings.TrimSpace(string(out))), "artifacts", "e2e"))
	}
	code := m.Run()
	if webBin != "" {
		os.RemoveAll(filepath.Dir(webBin))
	}
	os.Exit(code)
}
