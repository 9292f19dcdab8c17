package e2e

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"maltu/hack/localstack"
)

// goBuild compiles one binary of the workspace (a service's name, or "edge") into dir and
// returns its path.
func goBuild(dir, name string) (string, error) {
	var out bytes.Buffer
	if err := localstack.Build(context.Background(), dir, &out, name); err != nil {
		return "", fmt.Errorf("%w\n%s", err, out.String())
	}
	return filepath.Join(dir, name), nil
}

// launch runs p until the test ends, its output in logFile; not ready within the time given, it
// fails with the end of that log.
func launch(t *testing.T, p localstack.Process, logFile string, within time.Duration) *localstack.Proc {
	t.Helper()
	f := logTo(t, logFile)
	p.Log = f
	ctx, cancel := context.WithTimeout(context.Background(), within)
	defer cancel()
	proc, err := localstack.Launch(ctx, p)
	if err != nil {
		t.Fatalf("%s not ready within %s: %v; log:\n%s", p.Name, within, err, logTail(logFile))
	}
	t.Cleanup(proc.Stop)
	return proc
}

// logTo creates logFile, closed when the test ends.
func logTo(t *testing.T, logFile string) *os.File {
	t.Helper()
	f, err := os.Create(logFile)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.Close() })
	return f
}

func logTail(logFile string) string {
	b, _ := os.ReadFile(logFile)
	if len(b) > 4000 {
		b = b[len(b)-4000:]
	}
	return string(b)
}

// root is the folder of go.work, found once by TestMain; rootErr says why there is none.
var (
	root    string
	rootErr error
)

func TestMain(m *testing.M) {
	if root, rootErr = localstack.Root(context.Background()); rootErr == nil {
		// The screenshots of one run stand together: those of an earlier run are removed first.
		os.RemoveAll(filepath.Join(root, "artifacts", "e2e"))
	}
	code := m.Run()
	if webBin != "" {
		os.RemoveAll(filepath.Dir(webBin))
	}
	os.Exit(code)
}
