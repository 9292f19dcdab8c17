// Package repo locates the repository's deployment files, so tests in any package of this module
// read the same chart, values and configs that operators and developers use.
package repo

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// Paths relative to the repository root.
const (
	Chart             = "charts/maltu"
	KindValues        = "k8s/values-kind.yaml"
	OfflineValues     = "k8s/offline/values.yaml"
	OfflineTraefik    = "k8s/offline/traefik.yaml"
	DevValues         = "tilt/values-dev.yaml"
	KindConfig        = "k8s/kind-config.yaml"
	Namespace         = "k8s/namespace.yaml"
	EnvoyGateway      = "k8s/envoy-gateway.yaml"
	EnvoyGatewayCloud = "k8s/envoy-gateway-cloud.yaml"
	Tiltfile          = "Tiltfile"
)

// ReleaseName and ReleaseNamespace are what make kind-up, make deploy and the Tiltfile install as.
const (
	ReleaseName      = "maltu"
	ReleaseNamespace = "maltu"
)

// ErrNoRoot means no go.work was found above the working directory.
var ErrNoRoot = errors.New("repository root (go.work) not found")

// Root returns the repository root: the nearest directory above the working directory that holds go.work.
func Root() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", fmt.Errorf("repo: %w", err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.work")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", ErrNoRoot
		}
		dir = parent
	}
}

// Path returns rel (one of the constants above, or another path relative to the root) as an
// absolute path under the root.
func Path(rel string) (string, error) {
	root, err := Root()
	if err != nil {
		return "", err
	}
	return filepath.Join(root, rel), nil
}

// RootForTest is Root for a test, which fails without a root.
func RootForTest(t testing.TB) string {
	t.Helper()
	root, err := Root()
	if err != nil {
		t.Fatal(err)
	}
	return root
}

// PathForTest is Path for a test, which fails without a root.
func PathForTest(t testing.TB, rel string) string {
	t.Helper()
	return filepath.Join(RootForTest(t), rel)
}

// ReadForTest returns the contents of the file at rel, failing the test when it cannot be read.
func ReadForTest(t testing.TB, rel string) []byte {
	t.Helper()
	data, err := os.ReadFile(PathForTest(t, rel))
	if err != nil {
		t.Fatal(err)
	}
	return data
}
