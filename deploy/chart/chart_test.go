package chart

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"maltu/deploy/repo"
)

func TestLintStrict(t *testing.T) {
	h := HelmForTest(t)
	root := repo.RootForTest(t)
	for _, vs := range ValueSets {
		t.Run(vs.Name, func(t *testing.T) {
			if out, err := h.Lint(context.Background(), filepath.Join(root, repo.Chart), under(root, vs.Files)...); err != nil {
				t.Fatalf("%v\n%s", err, out)
			}
		})
	}
}

func TestTemplateRendersEveryValueSet(t *testing.T) {
	for _, vs := range ValueSets {
		t.Run(vs.Name, func(t *testing.T) {
			out := Render(t, vs.Files)
			kinds := []string{"Deployment", "Service", "Ingress", "NetworkPolicy", "ConfigMap", "ServiceAccount"}
			if !vs.Dev { // Tilt's values leave the helm test pods out
				kinds = append(kinds, "Pod")
			}
			for _, kind := range kinds {
				if !strings.Contains(string(out), "\nkind: "+kind+"\n") {
					t.Errorf("rendered chart has no %s", kind)
				}
			}
		})
	}
}

// TestVerifyRejects breaks a copy of the chart in one way per case; lint or rendering must fail
// and say why.
func TestVerifyRejects(t *testing.T) {
	tests := []struct {
		name   string
		values string            // a values file given to lint
		files  map[string]string // chart files replaced (relative to the chart), "" deletes
		want   string
	}{
		{name: "misspelt top-level key", values: "compnents: {}\n", want: "compnents"},
		{name: "replicas of the wrong type", values: "components:\n  web:\n    replicas: two\n", want: "replicas"},
		{name: "unknown component setting", values: "components:\n  web:\n    replica: 2\n", want: "replica"},
		{name: "pod CIDR that is not one", values: "podCIDR: 10.244.0.0\n", want: "podCIDR"},
		{name: "secret override through env", values: "components:\n  kpi:\n    env:\n      ADMIN_TOKEN: hunter2\n", want: "ADMIN_TOKEN"},
		{name: "route map service without a component", values: "components:\n  web: null\n", want: "components.web is missing"},
		{name: "component that is not a service", values: "components:\n  search:\n    uses: []\n    env: {}\n    replicas: 1\n    autoscaling: {enabled: false, minReplicas: 1, maxReplicas: 1, targetCPUUtilizationPercentage: 50}\n    resources: {requests: {cpu: 1m, memory: 1Mi}, limits: {cpu: 1m, memory: 1Mi}}\n    test: {method: GET, expect: \"200\"}\n", want: "components.search is not a service"},
		{name: "external redis without a URL", values: "redis:\n  inCluster: false\n", want: "redis.external.url"},
		{name: "route map missing from the chart", files: map[string]string{"files/routes.json": ""}, want: "files/routes.json is missing"},
		{name: "route with an unknown match", files: map[string]string{"files/routes.json": `{"services":["web"],"routes":[{"path":"/","match":"regex","service":"web"}]}`}, want: "unknown match"},
		{name: "template syntax error", files: map[string]string{"templates/broken.yaml": "{{ .Values.image.tag "}, want: "broken.yaml"},
	}
	h := HelmForTest(t)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := CopyChart(t)
			for name, content := range tt.files {
				path := filepath.Join(dir, name)
				if content == "" {
					if err := os.Remove(path); err != nil {
						t.Fatal(err)
					}
					continue
				}
				if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			var values []string
			if tt.values != "" {
				v := filepath.Join(t.TempDir(), "values.yaml")
				if err := os.WriteFile(v, []byte(tt.values), 0o644); err != nil {
					t.Fatal(err)
				}
				values = append(values, v)
			}
			err := h.Verify(context.Background(), dir, values...)
			if !errors.Is(err, ErrHelm) {
				t.Fatalf("the broken chart passed lint and rendering (err %v)", err)
			}
			if !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("helm failed without naming %q:\n%v", tt.want, err)
			}
		})
	}
}
