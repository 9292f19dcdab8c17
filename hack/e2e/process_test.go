package e2e

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"maltu/libs/gate/localdb"
)

// goBuild compiles one package of the workspace (e.g. ./services/web) into dir and returns the
// binary's path.
func goBuild(dir, pkg string) (string, error) {
	if rootErr != nil {
		return "", rootErr
	}
	out := filepath.Join(dir, filepath.Base(pkg))
	cmd := exec.Command("go", "build", "-o", out, pkg)
	cmd.Dir = root
	if b, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("go build %s: %w\n%s", pkg, err, b)
	}
	return out, nil
}

// build is goBuild for one test.
func build(t *testing.T, dir, pkg string) string {
	t.Helper()
	out, err := goBuild(dir, pkg)
	if err != nil {
		t.Fatal(err)
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

// waitReady polls url until it answers 200; past within it fails with the end of logFile.
func waitReady(t *testing.T, url string, within time.Duration, logFile string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), within)
	defer cancel()
	if err := localdb.WaitReady(ctx, url, nil); err != nil {
		b, _ := os.ReadFile(logFile)
		t.Fatalf("%s not ready within %s: %v; log:\n%s", url, within, err, tail(string(b), 4000))
	}
}

func tail(s string, n int) string {
	if len(s) > n {
		return s[len(s)-n:]
	}
	return s
}

// root is the folder of go.work, found once by TestMain; rootErr says why there is none.
var (
	root    string
	rootErr error
)

func TestMain(m *testing.M) {
	out, err := exec.Command("go", "env", "GOWORK").Output()
	if gowork := strings.TrimSpace(string(out)); err != nil || gowork == "" || gowork == "off" {
		rootErr = fmt.Errorf("no go.work found: %v", err)
	} else {
		root = filepath.Dir(gowork)
		// The screenshots of one run stand together: those of an earlier run are removed first.
		os.RemoveAll(filepath.Join(root, "artifacts", "e2e"))
	}
	code := m.Run()
	if webBin != "" {
		os.RemoveAll(filepath.Dir(webBin))
	}
	os.Exit(code)
}
