package crds_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"maltu/deploy/crds"
	"maltu/deploy/repo"
	"maltu/deploy/tool"
)

// TestEnvoyGatewayShipsTheCheckedGatewayAPI: the Envoy Gateway release make kind-cluster installs
// brings the Gateway API release the checks load (deploy/go.mod), so what the API server accepted
// here is what the cluster's CRDs accept.
func TestEnvoyGatewayShipsTheCheckedGatewayAPI(t *testing.T) {
	egVersion, err := crds.EnvoyGatewayVersion()
	if err != nil {
		if tool.CI() {
			t.Fatal(err)
		}
		t.Skip(err)
	}
	ctx := context.Background()
	want, err := crds.Requires(repo.PathForTest(t, "deploy"), crds.GatewayAPIModule)
	if err != nil {
		t.Fatal(err)
	}
	dir, err := crds.Dir(ctx, crds.EnvoyGatewayModule, egVersion)
	if err != nil {
		t.Fatal(err)
	}
	got, err := crds.Requires(dir, crds.GatewayAPIModule)
	if err != nil {
		t.Fatal(err)
	}
	if got != want {
		t.Fatalf("Envoy Gateway %s ships Gateway API %s, the checks load %s (deploy/go.mod)", egVersion, got, want)
	}
}

// TestStandardChannel: the CRDs read are the standard channel's, HTTPRoute and Gateway among them.
func TestStandardChannel(t *testing.T) {
	data, err := crds.PinnedGatewayAPI(context.Background(), repo.PathForTest(t, "deploy"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"name: httproutes.gateway.networking.k8s.io", "name: gateways.gateway.networking.k8s.io", "gateway.networking.k8s.io/channel: standard"} {
		if !strings.Contains(string(data), want) {
			t.Errorf("the CRDs lack %q", want)
		}
	}
	if strings.Contains(string(data), "gateway.networking.k8s.io/channel: experimental") {
		t.Error("experimental CRDs among the standard channel's")
	}
	if _, err := crds.Dir(context.Background(), crds.GatewayAPIModule, "v0.0.0-no-such-version"); !errors.Is(err, crds.ErrModule) {
		t.Fatalf("a missing release was found: %v", err)
	}
}
