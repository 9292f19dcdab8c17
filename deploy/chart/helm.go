// Package chart runs the helm binary on the chart: `helm lint --strict` and `helm template`, always
// for the Kubernetes version the checks dry-run against.
package chart

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os/exec"
	"strings"
)

// KubeVersion is the Kubernetes version charts are linted and rendered for: the kube-apiserver the
// dry-run check starts. A helm built with `go install` assumes 1.20 unless told.
const KubeVersion = "1.32.0"

// ErrHelm wraps every failed helm run; the message carries helm's own output.
var ErrHelm = errors.New("helm failed")

// Helm is the helm binary.
type Helm struct {
	Bin string
}

// Lint runs `helm lint --strict` (warnings fail too) with the given values files.
func (h Helm) Lint(ctx context.Context, chartDir string, values ...string) (string, error) {
	args := append([]string{"lint", "--strict", "--kube-version", KubeVersion, chartDir}, valueArgs(values)...)
	return h.run(ctx, args)
}

// Verify lints the chart strictly and renders it. Both are needed: lint checks the values
// schema and the chart's structure but only logs the chart's own fail() checks (missing route
// map, a service without a component) as INFO; rendering stops at them.
func (h Helm) Verify(ctx context.Context, chartDir string, values ...string) error {
	if _, err := h.Lint(ctx, chartDir, values...); err != nil {
		return err
	}
	_, err := h.Template(ctx, chartDir, "verify", "verify", values...)
	return err
}

// Template renders the chart as release name in namespace with the given values files.
func (h Helm) Template(ctx context.Context, chartDir, name, namespace string, values ...string) ([]byte, error) {
	args := append([]string{"template", name, chartDir, "--namespace", namespace, "--kube-version", KubeVersion}, valueArgs(values)...)
	out, err := h.run(ctx, args)
	return []byte(out), err
}

func valueArgs(values []string) []string {
	var args []string
	for _, v := range values {
		args = append(args, "--values", v)
	}
	return args
}

func (h Helm) run(ctx context.Context, args []string) (string, error) {
	var stdout, stderr bytes.Buffer
	cmd := exec.CommandContext(ctx, h.Bin, args...)
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		return stdout.String(), fmt.Errorf("%w: helm %s: %v\n%s%s", ErrHelm, strings.Join(args, " "), err, stdout.String(), stderr.String())
	}
	return stdout.String(), nil
}
