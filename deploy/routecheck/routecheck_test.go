package routecheck_test

import (
	"bytes"
	"errors"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	networkingv1 "k8s.io/api/networking/v1"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/utils/ptr"
	gatewayv1 "sigs.k8s.io/gateway-api/apis/v1"

	"maltu/deploy/chart"
	"maltu/deploy/manifest"
	"maltu/deploy/repo"
	"maltu/deploy/routecheck"
	"maltu/libs/gate/routes"
)

// backend is the chart's Service name for a route-map service.
func backend(service string) string { return repo.ReleaseName + "-" + service }

// ingressValues is the ValueSet of the Ingress option.
var ingressValues = chart.ValueSets[slices.IndexFunc(chart.ValueSets, func(vs chart.ValueSet) bool { return vs.Ingress })]

func TestEdgeIsTheRouteMap(t *testing.T) {
	m := routes.Load()
	for _, vs := range chart.ValueSets {
		t.Run(vs.Name, func(t *testing.T) {
			edge := table(t, decode(t, chart.Render(t, vs.Files)), vs.Ingress)
			if err := routecheck.Compare(edge, m, backend); err != nil {
				t.Fatal(err)
			}
			if err := routecheck.Agree(edge, m, backend, routecheck.Probes(m)); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// TestServicesServeTheirRoutes: for every service of the route map, its HTTPRoute (named like its
// Service) holds exactly routes.PathsOf(service), the Ingress paths that reach its Service are
// the same, and that Service sends them to the service's own pods on the port they listen on.
func TestServicesServeTheirRoutes(t *testing.T) {
	m := routes.Load()
	objs := decode(t, chart.Render(t, chart.ValueSets[1].Files))
	ingressEdge := table(t, decode(t, chart.Render(t, ingressValues.Files)), true)
	for _, svc := range m.Services {
		t.Run(svc, func(t *testing.T) {
			var want []string
			for _, r := range m.PathsOf(svc) {
				want = append(want, r.Path)
			}
			hr, ok := manifest.Named[*gatewayv1.HTTPRoute](objs, backend(svc))
			if !ok {
				t.Fatalf("no HTTPRoute named %s", backend(svc))
			}
			gw := gateway(t, objs)
			edge, err := routecheck.FromGateway(gw, []*gatewayv1.HTTPRoute{hr})
			if err != nil {
				t.Fatal(err)
			}
			if got := pathsTo(edge, backend(svc)); !slices.Equal(got, want) || len(edge) != len(want) {
				t.Fatalf("HTTPRoute %s routes %v, the route map %v to %s", hr.Name, edge, want, svc)
			}
			if got := pathsTo(ingressEdge, backend(svc)); !slices.Equal(got, want) {
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
			if !slices.ContainsFunc(s.Spec.Ports, func(p corev1.ServicePort) bool {
				return p.Name == "http" && p.Port == routecheck.BackendPort && p.TargetPort.String() == "http"
			}) {
				t.Fatalf("Service %s has no port %d named http, which both edges send to", s.Name, routecheck.BackendPort)
			}
			if d.Spec.Template.Spec.Containers[0].Name != svc {
				t.Fatalf("Deployment %s runs container %q", d.Name, d.Spec.Template.Spec.Containers[0].Name)
			}
		})
	}
}

// TestOneEdgePerInstall: the Gateway install renders no Ingress and the Ingress install no
// Gateway API object, so a cluster never has two edges answering for the same paths.
func TestOneEdgePerInstall(t *testing.T) {
	for _, vs := range chart.ValueSets {
		t.Run(vs.Name, func(t *testing.T) {
			objs := decode(t, chart.Render(t, vs.Files))
			ings := len(manifest.All[*networkingv1.Ingress](objs))
			gws := len(manifest.All[*gatewayv1.Gateway](objs)) + len(manifest.All[*gatewayv1.HTTPRoute](objs))
			if vs.Ingress && (ings != 1 || gws != 0) || !vs.Ingress && (ings != 0 || gws == 0) {
				t.Fatalf("%d Ingresses and %d Gateway API objects rendered", ings, gws)
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

// TestDriftIsCaught renders a chart whose route file was changed behind the route map's back,
// with each edge.
func TestDriftIsCaught(t *testing.T) {
	m := routes.Load()
	tests := map[string]struct {
		routes string
		want   string
	}{
		"route dropped": {
			strings.Replace(string(routes.JSON()), `{"path": "/api/kpi", "match": "exact", "service": "kpi"},`, "", 1),
			"route /api/kpi (kpi) is not on the edge",
		},
		"prefix made exact": {
			strings.Replace(string(routes.JSON()), `{"path": "/voice", "match": "prefix"`, `{"path": "/voice", "match": "exact"`, 1),
			"/voice is matched exact on the edge, route map says prefix",
		},
		"sent to another service": {
			strings.Replace(string(routes.JSON()), `{"path": "/api/track", "match": "exact", "service": "track"}`, `{"path": "/api/track", "match": "exact", "service": "kpi"}`, 1),
			"/api/track goes to",
		},
		"extra path": {
			strings.Replace(string(routes.JSON()), `"routes": [`, `"routes": [{"path": "/metrics", "match": "prefix", "service": "kpi"},`, 1),
			"edge path /metrics is not in the route map",
		},
	}
	for _, vs := range []chart.ValueSet{chart.ValueSets[0], ingressValues} {
		for name, tt := range tests {
			t.Run(vs.Name+"/"+name, func(t *testing.T) {
				if tt.routes == string(routes.JSON()) {
					t.Fatal("the test's edit did not apply to routes.json")
				}
				dir := chart.CopyChart(t)
				if err := os.WriteFile(filepath.Join(dir, "files", "routes.json"), []byte(tt.routes), 0o644); err != nil {
					t.Fatal(err)
				}
				edge := table(t, decode(t, chart.RenderDir(t, dir, vs.Files)), vs.Ingress)
				err := errors.Join(routecheck.Compare(edge, m, backend), routecheck.Agree(edge, m, backend, routecheck.Probes(m)))
				if !errors.Is(err, routecheck.ErrDrift) {
					t.Fatal("the drifted edge passed")
				}
				if !strings.Contains(err.Error(), tt.want) {
					t.Fatalf("drift reported without %q:\n%v", tt.want, err)
				}
			})
		}
	}
}

// TestGatewayRoutesAreRead breaks the rendered Gateway API objects (TLS on, so with the redirect)
// in the ways the route map cannot say; reading them must fail and say why.
func TestGatewayRoutesAreRead(t *testing.T) {
	tls := chart.ValueSets[4]
	if tls.Name != "tls" {
		t.Fatalf("ValueSets[4] is %s, want tls", tls.Name)
	}
	tests := []struct {
		name   string
		mutate func(gw *gatewayv1.Gateway, rs map[string]*gatewayv1.HTTPRoute)
		want   string
	}{
		{"header match", func(_ *gatewayv1.Gateway, rs map[string]*gatewayv1.HTTPRoute) {
			rs["maltu-kpi"].Spec.Rules[0].Matches[0].Headers = []gatewayv1.HTTPHeaderMatch{{Name: "X-Admin", Value: "1"}}
		}, "matches on more than the path"},
		{"regular expression", func(_ *gatewayv1.Gateway, rs map[string]*gatewayv1.HTTPRoute) {
			rs["maltu-web"].Spec.Rules[0].Matches[0].Path.Type = ptr.To(gatewayv1.PathMatchRegularExpression)
		}, "is matched by RegularExpression"},
		{"rewriting filter", func(_ *gatewayv1.Gateway, rs map[string]*gatewayv1.HTTPRoute) {
			rs["maltu-track"].Spec.Rules[0].Filters = []gatewayv1.HTTPRouteFilter{{Type: gatewayv1.HTTPRouteFilterURLRewrite}}
		}, "has filters"},
		{"other port", func(_ *gatewayv1.Gateway, rs map[string]*gatewayv1.HTTPRoute) {
			rs["maltu-report"].Spec.Rules[0].BackendRefs[0].Port = ptr.To(gatewayv1.PortNumber(8080))
		}, "port 8080"},
		{"other Gateway", func(_ *gatewayv1.Gateway, rs map[string]*gatewayv1.HTTPRoute) {
			rs["maltu-extract"].Spec.ParentRefs[0].Name = "shared"
		}, "attaches to shared"},
		{"plain HTTP beside HTTPS", func(_ *gatewayv1.Gateway, rs map[string]*gatewayv1.HTTPRoute) {
			rs["maltu-rewrite"].Spec.ParentRefs[0].SectionName = ptr.To(gatewayv1.SectionName("http"))
		}, "serves plain HTTP beside HTTPS"},
		{"no HTTPS listener", func(gw *gatewayv1.Gateway, _ map[string]*gatewayv1.HTTPRoute) {
			gw.Spec.Listeners = gw.Spec.Listeners[:1]
		}, `attaches to listener "https", the Gateway serves on "http"`},
	}
	rendered := chart.Render(t, tls.Files)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			objs := decode(t, rendered) // fresh objects for every case to break
			gw := gateway(t, objs)
			rs := map[string]*gatewayv1.HTTPRoute{}
			for _, r := range manifest.All[*gatewayv1.HTTPRoute](objs) {
				rs[r.Name] = r
			}
			if _, err := routecheck.FromGateway(gw, slices.Collect(maps.Values(rs))); err != nil {
				t.Fatalf("the rendered TLS edge does not read: %v", err)
			}
			tt.mutate(gw, rs)
			_, err := routecheck.FromGateway(gw, slices.Collect(maps.Values(rs)))
			if !errors.Is(err, routecheck.ErrDrift) || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("want a drift mentioning %q, got %v", tt.want, err)
			}
		})
	}
}

// TestRouteFollowsEdgeRules pins the matching (Ingress and Gateway API alike) the agreement is judged by.
func TestRouteFollowsEdgeRules(t *testing.T) {
	edge := routecheck.Table{
		{Path: "/", Match: routes.Exact, Backend: "root"},
		{Path: "/voice", Match: routes.Prefix, Backend: "voice"},
		{Path: "/voice/app", Match: routes.Prefix, Backend: "app"},
		{Path: "/api/kpi", Match: routes.Exact, Backend: "kpi"},
		{Path: "/api/kpi", Match: routes.Prefix, Backend: "kpi-prefix"},
	}
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
			got, ok := routecheck.Route(edge, tt.path)
			if got != tt.want || ok != tt.ok {
				t.Fatalf("Route(%q) = %q, %v; want %q, %v", tt.path, got, ok, tt.want, tt.ok)
			}
		})
	}
}

func decode(t *testing.T, rendered []byte) []manifest.Object {
	t.Helper()
	objs, err := manifest.DecodeAll(rendered)
	if err != nil {
		t.Fatal(err)
	}
	return objs
}

func gateway(t *testing.T, objs []manifest.Object) *gatewayv1.Gateway {
	t.Helper()
	gws := manifest.All[*gatewayv1.Gateway](objs)
	if len(gws) != 1 {
		t.Fatalf("want one Gateway, got %d", len(gws))
	}
	return gws[0]
}

// table reads the rendered edge: the one Ingress, or the Gateway and its HTTPRoutes.
func table(t *testing.T, objs []manifest.Object, ingress bool) routecheck.Table {
	t.Helper()
	var edge routecheck.Table
	var err error
	if ingress {
		ings := manifest.All[*networkingv1.Ingress](objs)
		if len(ings) != 1 || len(ings[0].Spec.Rules) != 1 {
			t.Fatalf("want one Ingress with one rule, got %d Ingresses", len(ings))
		}
		edge, err = routecheck.FromIngress(ings[0])
	} else {
		edge, err = routecheck.FromGateway(gateway(t, objs), manifest.All[*gatewayv1.HTTPRoute](objs))
	}
	if err != nil {
		t.Fatal(err)
	}
	return edge
}

// pathsTo lists the edge's paths that reach one backend, in order.
func pathsTo(edge routecheck.Table, backend string) []string {
	var out []string
	for _, r := range edge {
		if r.Backend == backend {
			out = append(out, r.Path)
		}
	}
	return out
}
