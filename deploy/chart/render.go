package chart

import (
	"context"
	"path/filepath"
	"testing"

	"maltu/deploy/repo"
	"maltu/deploy/tool"
)

// ValueSet is one way the chart gets installed.
type ValueSet struct {
	Name  string
	Files []string // relative to the repository root, in order
	// Dev is the Tilt install, the only one allowed a writable root filesystem.
	Dev bool
	// Ingress is an install whose edge is an Ingress; every other one's is a Gateway.
	Ingress bool
}

// ValueSets are the installs every check covers: the chart's defaults, kind (make kind-up),
// kind with Tilt's dev values, kind with every operator knob turned (testdata/values-knobs.yaml),
// kind with TLS on (testdata/values-tls.yaml), kind with the Ingress option instead of the
// Gateway (testdata/values-ingress.yaml), and the offline kind cluster with Traefik as the Gateway
// (make kind-e2e).
var ValueSets = []ValueSet{
	{Name: "default"},
	{Name: "kind", Files: []string{repo.KindValues}},
	{Name: "tilt", Files: []string{repo.KindValues, repo.DevValues}, Dev: true},
	{Name: "knobs", Files: []string{repo.KindValues, "deploy/chart/testdata/values-knobs.yaml"}},
	{Name: "tls", Files: []string{repo.KindValues, "deploy/chart/testdata/values-tls.yaml"}},
	{Name: "ingress", Files: []string{repo.KindValues, "deploy/chart/testdata/values-ingress.yaml"}, Ingress: true},
	{Name: "offline", Files: []string{repo.KindValues, repo.OfflineValues}},
}

// HelmForTest returns the helm binary for a test (skipped without one, failed under CI).
func HelmForTest(t testing.TB) Helm {
	t.Helper()
	return Helm{Bin: tool.Find(t, "HELM", "helm")}
}

// Render renders the repository's chart as make kind-up installs it (release and namespace
// "maltu") with values files given relative to the repository root.
func Render(t testing.TB, values []string) []byte {
	t.Helper()
	return RenderDir(t, filepath.Join(repo.RootForTest(t), repo.Chart), values)
}

// RenderDir renders the chart in dir (a CopyChart, say) like Render, with values files given
// relative to the repository root.
func RenderDir(t testing.TB, dir string, values []string) []byte {
	t.Helper()
	out, err := HelmForTest(t).Template(context.Background(), dir, repo.ReleaseName, repo.ReleaseNamespace, under(repo.RootForTest(t), values)...)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// under returns the value files, given relative to the repository root, as absolute paths.
func under(root string, values []string) []string {
	abs := make([]string, len(values))
	for i, v := range values {
		abs[i] = filepath.Join(root, v)
	}
	return abs
}
