// Package crds reads the CustomResourceDefinitions of the edge from the Go module cache, where the
// projects publish them with their code: the Gateway API's standard channel at the version
// deploy/go.mod pins, and Envoy Gateway's own at the release make kind-cluster installs. Nothing
// is copied into the repository.
package crds

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"golang.org/x/mod/modfile"
)

// GatewayAPIModule is the Go module of the Gateway API.
const GatewayAPIModule = "sigs.k8s.io/gateway-api"

// EnvoyGatewayModule is the Go module of Envoy Gateway, which holds its Helm chart.
const EnvoyGatewayModule = "github.com/envoyproxy/gateway"

// ErrModule means a module could not be found or read.
var ErrModule = errors.New("module not available")

// ErrNoVersion means ENVOY_GATEWAY_VERSION is not set (make verify-deploy sets it).
var ErrNoVersion = errors.New("ENVOY_GATEWAY_VERSION is not set (run `make verify-deploy`)")

// EnvoyGatewayVersion is the Envoy Gateway release make kind-cluster installs, passed by make.
func EnvoyGatewayVersion() (string, error) {
	if v := os.Getenv("ENVOY_GATEWAY_VERSION"); v != "" {
		return v, nil
	}
	return "", ErrNoVersion
}

// Dir returns the directory of module@version in the module cache, downloading it when missing.
func Dir(ctx context.Context, module, version string) (string, error) {
	cmd := exec.CommandContext(ctx, "go", "mod", "download", "-json", module+"@"+version)
	var out, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &stderr
	err := cmd.Run()
	var info struct{ Dir, Error string }
	if jerr := json.Unmarshal(out.Bytes(), &info); jerr != nil || err != nil || info.Error != "" || info.Dir == "" {
		return "", fmt.Errorf("%w: %s@%s: %v %s%s", ErrModule, module, version, err, info.Error, stderr.String())
	}
	return info.Dir, nil
}

// GatewayAPI returns the standard channel's CRDs (and the admission policy that ships with them)
// of the Gateway API release in dir, one YAML stream.
func GatewayAPI(dir string) ([]byte, error) {
	return concat(filepath.Join(dir, "config", "crd", "standard", "*.yaml"))
}

// PinnedGatewayAPI returns GatewayAPI of the release that the go.mod in deployDir requires.
func PinnedGatewayAPI(ctx context.Context, deployDir string) ([]byte, error) {
	version, err := Requires(deployDir, GatewayAPIModule)
	if err != nil {
		return nil, err
	}
	dir, err := Dir(ctx, GatewayAPIModule, version)
	if err != nil {
		return nil, err
	}
	return GatewayAPI(dir)
}

// EnvoyGateway returns Envoy Gateway's own CRDs (EnvoyProxy, ClientTrafficPolicy, ...) from its
// Helm chart in dir.
func EnvoyGateway(dir string) ([]byte, error) {
	return concat(filepath.Join(dir, "charts", "gateway-helm", "charts", "crds", "crds", "generated", "*.yaml"))
}

// Requires returns the version of module that the go.mod in dir requires.
func Requires(dir, module string) (string, error) {
	path := filepath.Join(dir, "go.mod")
	data, err := os.ReadFile(path)
	if err != nil {
		return "", fmt.Errorf("%w: %w", ErrModule, err)
	}
	f, err := modfile.ParseLax(path, data, nil)
	if err != nil {
		return "", fmt.Errorf("%w: %w", ErrModule, err)
	}
	for _, r := range f.Require {
		if r.Mod.Path == module {
			return r.Mod.Version, nil
		}
	}
	return "", fmt.Errorf("%w: %s does not require %s", ErrModule, path, module)
}

func concat(pattern string) ([]byte, error) {
	files, err := filepath.Glob(pattern)
	if err != nil || len(files) == 0 {
		return nil, fmt.Errorf("%w: no files match %s", ErrModule, pattern)
	}
	var docs []string
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			return nil, fmt.Errorf("%w: %w", ErrModule, err)
		}
		docs = append(docs, string(data))
	}
	return []byte(strings.Join(docs, "\n---\n")), nil
}
