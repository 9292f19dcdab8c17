package routecheck_test

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	networkingv1 "k8s.io/api/networking/v1"
	"k8s.io/apimachinery/pkg/labels"

	"maltu/deploy/chart"
	"maltu/deploy/manifest"
	"maltu/deploy/repo"
	"maltu/deploy/routecheck"
	"maltu/libs/gate/routes"
)

// backend is the chart's Service name for a route-map service.
func backend(service string) string { return repo.ReleaseName + "-" + service }

func TestIngressIsTheRouteMap(t *testing.T) {
	m := routes.Load()
	for _, vs := range chart.ValueSets {
		t.Run(vs.Name, func(t *testing.T) {
			ing := ingress(t, decode(t, chart.Render(t, vs.Files)))
			if err := routecheck.Compare(ing, m, backend); err != nil {
				t.Fatal(err)
			}
			if err := routecheck.Agree(ing, m, backend, routecheck.Probes(m)); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// TestServicesServeTheirRoutes: for every service of the route map, the Ingress paths that reach
// its Kubernetes Service are exactly routes.PathsOf(service), and that Service sends them to the
// service's own pods on the port they listen on.
func TestServicesServeTheirRoutes(t *testing.T) {
	m := routes.Load()
	objs := decode(t, chart.Render(t, chart.ValueSets[1].Files))
	ing := ingress(t, objs)
	for _, svc := range m.Services {
		t.Run(svc, func(t *testing.T) {
			var want, got []string
			for _, r := range m.PathsOf(svc) {
				want = append(want, r.Path)
			}
			for _, p := range ing.Spec.Rules[0].HTTP.Paths {
				if p.Backend.Service.Name == backend(svc) {
					got = append(got, p.Path)
				}
			}
			if !slices.Equal(got, want) {
				t.Fatalf("Ingress sends %v to %s, the route map %v", got, backend(svc), want)
			}
			s, okS := manifest.Named[*corev1.Service](objs, backend(svc))
			d, okD := manifest.Named[*appsv1.Deployment](objs, backend(svc))
			if !okS || !okD {
				t.Fatalf("no Service or Deployment named %s", backend(svc))
			}
			if !labels.SelectorFromSet(s.Spec.Selector).Matches(labels.Set(d.Spec.Template.Labels)) {
				t.Fatalf("Service %s does not select the pods of Deployment %s", s.Name, d.Name)
			}
			if d.Spec.Template.Spec.Containers[0].Name != svc {
				t.Fatalf("Deployment %s runs container %q", d.Name, d.Spec.Template.Spec.Containers[0].Name)
			}
		})
	}
}

// TestChartReadsTheRouteMap: the chart's files/routes.json is the route map itself.
func TestChartReadsTheRouteMap(t *testing.T) {
	if !bytes.Equal(repo.ReadForTest(t, filepath.Join(repo.Chart, "files", "routes.json")), routes.JSON()) {
		t.Fatal("charts/maltu/files/routes.json differs from libs/gate/routes/routes.json; it must stay a symlink to it")
	}
}

// TestDriftIsCaught renders a chart whose route file was changed behind the route map's back.
func TestDriftIsCaught(t *testing.T) {
	m := routes.Load()
	tests := map[string]struct {
		routes string
		want   string
	}{
		"route dropped": {
			strings.Replace(string(routes.JSON()), `{"path": "/api/kpi", "match": "exact", "service": "kpi"},`, "", 1),
			"route /api/kpi (kpi) is not in the Ingress",
		},
		"prefix made exact": {
			strings.Replace(string(routes.JSON()), `{"path": "/voice", "match": "prefix"`, `{"path": "/voice", "match": "exact"`, 1),
			"/voice has pathType Exact, route map says prefix",
		},
		"sent to another service": {
			strings.Replace(string(routes.JSON()), `{"path": "/api/track", "match": "exact", "service": "track"}`, `{"path": "/api/track", "match": "exact", "service": "kpi"}`, 1),
			"/api/track goes to",
		},
		"extra path": {
			strings.Replace(string(routes.JSON()), `"routes": [`, `"routes": [{"path": "/metrics", "match": "prefix", "service": "kpi"},`, 1),
			"Ingress path /metrics is not in the route map",
		},
	}
	h := chart.HelmForTest(t)
	for name, tt := range tests {
		t.Run(name, func(t *testing.T) {
			if tt.routes == string(routes.JSON()) {
				t.Fatal("the test's edit did not apply to routes.json")
			}
			dir := chart.CopyChart(t)
			if err := os.WriteFile(filepath.Join(dir, "files", "routes.json"), []byte(tt.routes), 0o644); err != nil {
				t.Fatal(err)
			}
			out, err := h.Template(context.Background(), dir, repo.ReleaseName, repo.ReleaseNamespace)
			if err != nil {
				t.Fatal(err)
			}
			ing := ingress(t, decode(t, out))
			err = errors.Join(routecheck.Compare(ing, m, backend), routecheck.Agree(ing, m, backend, routecheck.Probes(m)))
			if !errors.Is(err, routecheck.ErrDrift) {
				t.Fatal("the drifted Ingress passed")
			}
			if !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("drift reported without %q:\n%v", tt.want, err)
			}
		})
	}
}

// TestRouteFollowsIngressRules pins the Ingress matching the agreement is judged by.
func TestRouteFollowsIngressRules(t *testing.T) {
	ing := &networkingv1.Ingress{Spec: networkingv1.IngressSpec{Rules: []networkingv1.IngressRule{{
		IngressRuleValue: networkingv1.IngressRuleValue{HTTP: &networkingv1.HTTPIngressRuleValue{Paths: []networkingv1.HTTPIngressPath{
			path("/", networkingv1.PathTypeExact, "root"),
			path("/voice", networkingv1.PathTypePrefix, "voice"),
			path("/voice/app", networkingv1.PathTypePrefix, "app"),
			path("/api/kpi", networkingv1.PathTypeExact, "kpi"),
			path("/api/kpi", networkingv1.PathTypePrefix, "kpi-prefix"),
		}}},
	}}}}
	tests := []struct {
		path, want string
		ok         bool
	}{
		{"/", "root", true},
		{"/voice", "voice", true},
		{"/voice/", "voice", true},
		{"/voice/x.js", "voice", true},
		{"/voice/app/x.js", "app", true},
		{"/voicemail", "", false},
		{"/api/kpi", "kpi", true},
		{"/api/kpi/x", "kpi-prefix", true},
		{"/api", "", false},
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			got, ok := routecheck.Route(ing, tt.path)
			if got != tt.want || ok != tt.ok {
				t.Fatalf("Route(%q) = %q, %v; want %q, %v", tt.path, got, ok, tt.want, tt.ok)
			}
		})
	}
}

func path(p string, t networkingv1.PathType, svc string) networkingv1.HTTPIngressPath {
	return networkingv1.HTTPIngressPath{Path: p, PathType: &t, Backend: networkingv1.IngressBackend{
		Service: &networkingv1.IngressServiceBackend{Name: svc, Port: networkingv1.ServiceBackendPort{Name: "http"}},
	}}
}

func decode(t *testing.T, rendered []byte) []manifest.Object {
	t.Helper()
	objs, err := manifest.DecodeAll(rendered)
	if err != nil {
		t.Fatal(err)
	}
	return objs
}

func ingress(t *testing.T, objs []manifest.Object) *networkingv1.Ingress {
	t.Helper()
	ings := manifest.All[*networkingv1.Ingress](objs)
	if len(ings) != 1 || len(ings[0].Spec.Rules) != 1 {
		t.Fatalf("want one Ingress with one rule, got %d Ingresses", len(ings))
	}
	return ings[0]
}
