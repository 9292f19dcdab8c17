package kindcheck_test

import (
	"context"
	"errors"
	"os"
	"slices"
	"strings"
	"testing"

	"sigs.k8s.io/yaml"

	"maltu/deploy/casefile"
	"maltu/deploy/kindcheck"
	"maltu/deploy/repo"
	"maltu/deploy/tool"
)

func TestKindAcceptsTheConfig(t *testing.T) {
	kind := tool.Find(t, "KIND", "kind")
	if err := kindcheck.Validate(context.Background(), kind, repo.PathForTest(t, repo.KindConfig), t.TempDir()); err != nil {
		t.Fatal(err)
	}
}

// TestKindRejects: each file under testdata/reject is the repository's config broken one way.
func TestKindRejects(t *testing.T) {
	kind := tool.Find(t, "KIND", "kind")
	for _, c := range casefile.Load(t, "testdata/reject/*.yaml") {
		t.Run(c.Name, func(t *testing.T) {
			err := kindcheck.Validate(context.Background(), kind, c.Path, t.TempDir())
			if !errors.Is(err, kindcheck.ErrInvalid) {
				t.Fatalf("kind accepted a broken config (err %v)", err)
			}
			if !strings.Contains(err.Error(), c.Want) {
				t.Fatalf("kind's error does not mention %q:\n%v", c.Want, err)
			}
		})
	}
}

// TestConfigHostsTheEdge: the edge node, the Envoy Gateway proxies on it, and what the chart
// expects of them (its GatewayClass, the proxies' namespace and Service, the trusted range) fit.
func TestConfigHostsTheEdge(t *testing.T) {
	cfg, err := kindcheck.Load(repo.PathForTest(t, repo.KindConfig))
	if err != nil {
		t.Fatal(err)
	}
	if err := kindcheck.CheckEdgeNode(cfg); err != nil {
		t.Fatal(err)
	}
	proxies, err := kindcheck.CheckProxies(repo.ReadForTest(t, repo.EnvoyGateway), cfg.Nodes[0])
	if err != nil {
		t.Fatal(err)
	}
	edgeRange, err := kindcheck.EdgeRange(cfg)
	if err != nil {
		t.Fatal(err)
	}
	var values struct {
		Edge struct {
			TrustedProxies []string `json:"trustedProxies"`
			Gateway        struct {
				ClassName string `json:"className"`
			} `json:"gateway"`
		} `json:"edge"`
		NetworkPolicy struct {
			Edge struct {
				Namespace string `json:"namespace"`
			} `json:"edge"`
		} `json:"networkPolicy"`
		Tests struct {
			EdgeURL string `json:"edgeURL"`
		} `json:"tests"`
	}
	if err := yaml.Unmarshal(repo.ReadForTest(t, repo.Chart+"/values.yaml"), &values); err != nil {
		t.Fatal(err)
	}
	if want := []string{edgeRange.String()}; !slices.Equal(values.Edge.TrustedProxies, want) {
		t.Errorf("the chart trusts %v, the edge node's pods are in %v", values.Edge.TrustedProxies, want)
	}
	if values.Edge.Gateway.ClassName != proxies.Class {
		t.Errorf("the chart's Gateway uses class %q, %s makes %q", values.Edge.Gateway.ClassName, repo.EnvoyGateway, proxies.Class)
	}
	if values.NetworkPolicy.Edge.Namespace != proxies.Namespace {
		t.Errorf("the chart admits proxies from namespace %q, they run in %q", values.NetworkPolicy.Edge.Namespace, proxies.Namespace)
	}
	if want := "http://" + proxies.Service + "." + proxies.Namespace + ".svc.cluster.local"; values.Tests.EdgeURL != want {
		t.Errorf("helm test calls %q, the proxies' Service is %q", values.Tests.EdgeURL, want)
	}
}

func TestCheckEdgeNodeRejects(t *testing.T) {
	const worker = "  - role: worker\n"
	tests := map[string]struct{ config, want string }{
		"no label": {`
nodes:
  - role: control-plane
    extraPortMappings: [{containerPort: 80, hostPort: 80}, {containerPort: 443, hostPort: 443}]
` + worker, "the first node is not a control-plane labelled edge-ready=true"},
		"label on a worker": {`
nodes:
  - role: worker
    labels: {edge-ready: "true"}
    extraPortMappings: [{containerPort: 80, hostPort: 80}, {containerPort: 443, hostPort: 443}]
  - role: control-plane
` + worker, "the first node is not a control-plane"},
		"443 not mapped": {`
nodes:
  - labels: {edge-ready: "true"}
    extraPortMappings: [{containerPort: 80, hostPort: 80}]
` + worker, "does not map host ports [443]"},
		"80 mapped elsewhere": {`
nodes:
  - labels: {edge-ready: "true"}
    extraPortMappings: [{containerPort: 80, hostPort: 8080}, {containerPort: 443, hostPort: 443}]
` + worker, "does not map host ports [80]"},
		"no worker": {`
nodes:
  - labels: {edge-ready: "true"}
    extraPortMappings: [{containerPort: 80, hostPort: 80}, {containerPort: 443, hostPort: 443}]
`, "no worker node"},
	}
	for name, tt := range tests {
		t.Run(name, func(t *testing.T) {
			f := t.TempDir() + "/kind.yaml"
			if err := os.WriteFile(f, []byte("kind: Cluster\napiVersion: kind.x-k8s.io/v1alpha4\n"+tt.config), 0o644); err != nil {
				t.Fatal(err)
			}
			cfg, err := kindcheck.Load(f)
			if err == nil {
				err = kindcheck.CheckEdgeNode(cfg)
			}
			if !errors.Is(err, kindcheck.ErrEdge) || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("got %v, want an error mentioning %q", err, tt.want)
			}
		})
	}
}

// TestCheckProxiesRejects breaks the repository's k8s/envoy-gateway.yaml one way per case.
func TestCheckProxiesRejects(t *testing.T) {
	cfg, err := kindcheck.Load(repo.PathForTest(t, repo.KindConfig))
	if err != nil {
		t.Fatal(err)
	}
	good := string(repo.ReadForTest(t, repo.EnvoyGateway))
	tests := map[string]struct{ old, new, want string }{
		"other node":                  {`edge-ready: "true"`, `edge-ready: "yes"`, "the proxies select edge-ready=yes"},
		"taint not tolerated":         {"key: node-role.kubernetes.io/control-plane", "key: dedicated", "do not tolerate"},
		"host port to the admin port": {"containerPort: 10080, hostPort: 80", "containerPort: 19000, hostPort: 80", "node port 80 reaches the proxy's port 19000"},
		"surging rollout":             {"maxSurge: 0", "maxSurge: 1", "a rollout surges a new proxy"},
		"generated Service name":      {"name: maltu-edge", "", "generated name"},
		"class without the proxy":     {"    name: kind\n    namespace", "    name: other\n    namespace", "does not use EnvoyProxy"},
	}
	for name, tt := range tests {
		t.Run(name, func(t *testing.T) {
			broken := strings.Replace(good, tt.old, tt.new, 1)
			if broken == good {
				t.Fatalf("%q is not in %s", tt.old, repo.EnvoyGateway)
			}
			_, err := kindcheck.CheckProxies([]byte(broken), cfg.Nodes[0])
			if !errors.Is(err, kindcheck.ErrEdge) || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("got %v, want an error mentioning %q", err, tt.want)
			}
		})
	}
}
