package kindcheck_test

import (
	"context"
	"errors"
	"os"
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

// TestConfigHostsIngress: the node ingress-nginx runs on, the controller's values, and the pod
// network the chart trusts all fit together.
func TestConfigHostsIngress(t *testing.T) {
	cfg, err := kindcheck.Load(repo.PathForTest(t, repo.KindConfig))
	if err != nil {
		t.Fatal(err)
	}
	if err := kindcheck.CheckIngress(cfg); err != nil {
		t.Fatal(err)
	}
	if err := kindcheck.CheckController(repo.ReadForTest(t, repo.IngressNginxValues)); err != nil {
		t.Fatal(err)
	}
	var values struct {
		PodCIDR string `json:"podCIDR"`
	}
	if err := yaml.Unmarshal(repo.ReadForTest(t, repo.KindValues), &values); err != nil {
		t.Fatal(err)
	}
	if values.PodCIDR != cfg.Networking.PodSubnet {
		t.Fatalf("%s trusts %q as the pod network, the cluster's podSubnet is %q", repo.KindValues, values.PodCIDR, cfg.Networking.PodSubnet)
	}
}

func TestCheckIngressRejects(t *testing.T) {
	tests := map[string]struct{ config, want string }{
		"no label": {`
nodes:
  - role: control-plane
    extraPortMappings: [{containerPort: 80, hostPort: 80}, {containerPort: 443, hostPort: 443}]
`, "no control-plane node is labelled ingress-ready=true"},
		"label on a worker": {`
nodes:
  - role: control-plane
  - role: worker
    labels: {ingress-ready: "true"}
    extraPortMappings: [{containerPort: 80, hostPort: 80}, {containerPort: 443, hostPort: 443}]
`, "no control-plane node is labelled"},
		"443 not mapped": {`
nodes:
  - labels: {ingress-ready: "true"}
    extraPortMappings: [{containerPort: 80, hostPort: 80}]
`, "does not map host ports [443]"},
		"80 mapped elsewhere": {`
nodes:
  - labels: {ingress-ready: "true"}
    extraPortMappings: [{containerPort: 80, hostPort: 8080}, {containerPort: 443, hostPort: 443}]
`, "does not map host ports [80]"},
	}
	for name, tt := range tests {
		t.Run(name, func(t *testing.T) {
			f := t.TempDir() + "/kind.yaml"
			if err := os.WriteFile(f, []byte("kind: Cluster\napiVersion: kind.x-k8s.io/v1alpha4\n"+tt.config), 0o644); err != nil {
				t.Fatal(err)
			}
			cfg, err := kindcheck.Load(f)
			if err == nil {
				err = kindcheck.CheckIngress(cfg)
			}
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("got %v, want an error mentioning %q", err, tt.want)
			}
		})
	}
}

func TestCheckControllerRejects(t *testing.T) {
	tests := map[string]struct{ values, want string }{
		"other node":        {"controller:\n  hostPort: {enabled: true, ports: {http: 80, https: 443}}\n", "nodeSelector lacks ingress-ready"},
		"no host ports":     {"controller:\n  nodeSelector: {ingress-ready: \"true\"}\n", "hostPort must bind 80 and 443"},
		"forwarded headers": {"controller:\n  nodeSelector: {ingress-ready: \"true\"}\n  hostPort: {enabled: true, ports: {http: 80, https: 443}}\n  config: {use-forwarded-headers: \"true\"}\n", "use-forwarded-headers"},
	}
	for name, tt := range tests {
		t.Run(name, func(t *testing.T) {
			err := kindcheck.CheckController([]byte(tt.values))
			if !errors.Is(err, kindcheck.ErrIngress) || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("got %v, want an error mentioning %q", err, tt.want)
			}
		})
	}
}
