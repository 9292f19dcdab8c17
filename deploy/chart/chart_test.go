package chart

import (
	"context"
	"errors"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	appsv1 "k8s.io/api/apps/v1"
	autoscalingv2 "k8s.io/api/autoscaling/v2"
	corev1 "k8s.io/api/core/v1"
	networkingv1 "k8s.io/api/networking/v1"
	gatewayv1 "sigs.k8s.io/gateway-api/apis/v1"

	"maltu/deploy/manifest"
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
			kinds := []string{"Deployment", "Service", "NetworkPolicy", "ConfigMap", "ServiceAccount", "Gateway", "HTTPRoute"}
			if vs.Ingress {
				kinds = []string{"Deployment", "Service", "NetworkPolicy", "ConfigMap", "ServiceAccount", "Ingress"}
			}
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
		{name: "trusted proxy that is not a CIDR", values: "edge:\n  trustedProxies: [10.244.0.0]\n", want: "trustedProxies"},
		{name: "no trusted proxy", values: "edge:\n  trustedProxies: []\n", want: "trustedProxies"},
		{name: "unknown edge kind", values: "edge:\n  kind: loadbalancer\n", want: "/edge/kind"},
		{name: "secret override through env", values: "components:\n  kpi:\n    env:\n      ADMIN_TOKEN: hunter2\n", want: "ADMIN_TOKEN"},
		{name: "route map service without a component", values: "components:\n  web: null\n", want: "components.web is missing"},
		{name: "component that is not a service", values: "components:\n  search:\n    uses: []\n    env: {}\n    replicas: 1\n    autoscaling: {enabled: false, minReplicas: 1, maxReplicas: 1, targetCPUUtilizationPercentage: 50}\n    resources: {requests: {cpu: 1m, memory: 1Mi}, limits: {cpu: 1m, memory: 1Mi}}\n    test: {method: GET, expect: \"200\"}\n", want: "components.search is not a service"},
		{name: "external redis without a URL", values: "redis:\n  inCluster: false\n", want: "redis.external.url"},
		{name: "external sentinel without its master's name", values: "redis:\n  inCluster: false\n  external:\n    url: redis+sentinel://10.0.5.10:26379/0?addr=10.0.5.11:26379\n", want: "master_name"},
		{name: "fallback share through env", values: "components:\n  track:\n    env:\n      LIMIT_REPLICAS: \"9\"\n", want: "LIMIT_REPLICAS"},
		{name: "a ClickHouse cluster on the in-cluster node", values: "clickhouse:\n  external:\n    cluster: maltu\n", want: "clickhouse.external.cluster"},
		{name: "a ClickHouse cluster name that is not an identifier", values: "clickhouse:\n  inCluster: false\n  external:\n    url: clickhouse://ch:9000/maltu\n    cluster: \"maltu; DROP\"\n", want: "cluster"},
		{name: "route map missing from the chart", files: map[string]string{"files/routes.json": ""}, want: "files/routes.json is missing"},
		{name: "route with an unknown match", files: map[string]string{"files/routes.json": `{"services":["web"],"routes":[{"path":"/","match":"regex","service":"web"}]}`}, want: "unknown match"},
		{name: "edge labels as a map that Helm would merge into the default", values: "networkPolicy:\n  edge:\n    podLabels: {app: traefik}\n", want: "podLabels"},
		{name: "an edge label without a value", values: "networkPolicy:\n  edge:\n    podLabels: [app]\n", want: "podLabels"},
		{name: "a listener port out of range", values: "edge:\n  gateway:\n    ports: {http: 80, https: 70000}\n", want: "https"},
		{name: "a store's user as a name", values: "redis:\n  runAsUser: redis\n", want: "runAsUser"},
		{name: "a store's unknown pull policy", values: "clickhouse:\n  pullPolicy: Sometimes\n", want: "pullPolicy"},
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

// TestConfigChecksumFollowsTheRenderedConfig: a Deployment's checksum/config changes exactly
// when its own ConfigMap's rendered data does, not when an unrelated value does.
func TestConfigChecksumFollowsTheRenderedConfig(t *testing.T) {
	h := HelmForTest(t)
	root := repo.RootForTest(t)
	checksums := func(values string) map[string]string {
		t.Helper()
		var files []string
		if values != "" {
			v := filepath.Join(t.TempDir(), "values.yaml")
			if err := os.WriteFile(v, []byte(values), 0o644); err != nil {
				t.Fatal(err)
			}
			files = append(files, v)
		}
		out, err := h.Template(context.Background(), filepath.Join(root, repo.Chart), repo.ReleaseName, repo.ReleaseNamespace, files...)
		if err != nil {
			t.Fatal(err)
		}
		objs, err := manifest.DecodeAll(out)
		if err != nil {
			t.Fatal(err)
		}
		sums := map[string]string{}
		for _, d := range manifest.All[*appsv1.Deployment](objs) {
			sums[strings.TrimPrefix(d.Name, "maltu-")] = d.Spec.Template.Annotations["checksum/config"]
		}
		return sums
	}
	base := checksums("")
	engines := []string{"extract", "report", "rewrite"}
	for _, tc := range []struct {
		name, values string
		changed      []string
	}{
		{"a replica count is no setting", "components:\n  web:\n    replicas: 3\n", nil},
		{"a limited service's replica count is its share of a limit while Redis is down", "components:\n  track:\n    replicas: 3\n", []string{"track"}},
		{"an external Redis Cluster is every Redis user's", "redis:\n  inCluster: false\n  external:\n    url: redis+cluster://10.0.5.10:6379?addr=10.0.5.11:6379&addr=10.0.5.12:6379\n", []string{"extract", "kpi", "report", "rewrite", "track"}},
		{"Redis's resources are no setting", "redis:\n  resources: {requests: {cpu: 50m, memory: 64Mi}, limits: {cpu: 500m, memory: 256Mi}}\n", nil},
		{"the log level is every service's", "common:\n  logLevel: debug\n", []string{"extract", "kpi", "report", "rewrite", "track", "web"}},
		{"the engine order is the engine services'", "engines:\n  order: [local]\n", engines},
		{"one service's env is its own", "components:\n  track:\n    env:\n      EVENTS_NOTE: x\n", []string{"track"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := checksums(tc.values)
			var changed []string
			for name, sum := range got {
				if sum != base[name] {
					changed = append(changed, name)
				}
			}
			slices.Sort(changed)
			if !slices.Equal(changed, tc.changed) {
				t.Errorf("checksums changed for %v, want %v", changed, tc.changed)
			}
		})
	}
}

// TestHelmTestCallsAsABrowserWould: with TLS on, the helm test pods call https://host (reaching
// the edge's Service), since the edge redirects plain HTTP there; without it, plain HTTP with the
// Host header. The edge is Envoy Gateway's proxy Service (k8s/envoy-gateway.yaml names it), or
// ingress-nginx's controller with the Ingress option.
func TestHelmTestCallsAsABrowserWould(t *testing.T) {
	for _, vs := range ValueSets {
		if vs.Dev {
			continue // Tilt's values leave the test pods out
		}
		t.Run(vs.Name, func(t *testing.T) {
			objs, err := manifest.DecodeAll(Render(t, vs.Files))
			if err != nil {
				t.Fatal(err)
			}
			tls := vs.Name == "tls"
			edge, ok := map[string]string{
				"ingress": "ingress-nginx-controller.ingress-nginx.svc.cluster.local",
				"offline": "traefik.traefik.svc.cluster.local",
			}[vs.Name]
			if !ok {
				edge = "maltu-edge.envoy-gateway-system.svc.cluster.local"
			}
			pods := manifest.All[*corev1.Pod](objs)
			if len(pods) == 0 {
				t.Fatal("no helm test pods")
			}
			for _, p := range pods {
				env := map[string]string{}
				for _, e := range p.Spec.Containers[0].Env {
					env[e.Name] = e.Value
				}
				if (env["TLS"] != "") != tls || env["EDGE"] != edge {
					t.Errorf("pod %s: TLS %q, EDGE %q; want TLS set %v and the edge's Service %s", p.Name, env["TLS"], env["EDGE"], tls, edge)
				}
				if tls && env["HOST"] == "" {
					t.Errorf("pod %s: TLS without a host to call", p.Name)
				}
			}
		})
	}
}

// renderWith renders the repository's chart with the value files files (relative to the
// repository root) and then values, and decodes it.
func renderWith(t *testing.T, files []string, values string) []manifest.Object {
	t.Helper()
	root := repo.RootForTest(t)
	abs := under(root, files)
	if values != "" {
		v := filepath.Join(t.TempDir(), "values.yaml")
		if err := os.WriteFile(v, []byte(values), 0o644); err != nil {
			t.Fatal(err)
		}
		abs = append(abs, v)
	}
	out, err := HelmForTest(t).Template(context.Background(), filepath.Join(root, repo.Chart), repo.ReleaseName, repo.ReleaseNamespace, abs...)
	if err != nil {
		t.Fatal(err)
	}
	objs, err := manifest.DecodeAll(out)
	if err != nil {
		t.Fatal(err)
	}
	return objs
}

// TestEdgeSelectorIsTheValuesOwn: the pods admitted as the edge (by the services, and called by
// the helm test pods) carry exactly the labels the install's values give, in the namespace they
// give. Another edge's labels replace Envoy Gateway's default ones: merged into them, they would
// select no pod of either edge, and every route would answer 502 once policies are enforced.
func TestEdgeSelectorIsTheValuesOwn(t *testing.T) {
	envoy := map[string]string{
		"app.kubernetes.io/name":                         "envoy",
		"gateway.envoyproxy.io/owning-gateway-name":      "maltu",
		"gateway.envoyproxy.io/owning-gateway-namespace": "maltu",
	}
	for _, vs := range ValueSets {
		t.Run(vs.Name, func(t *testing.T) {
			namespace, labels := "envoy-gateway-system", envoy
			switch vs.Name {
			case "ingress":
				namespace, labels = "ingress-nginx", map[string]string{"app.kubernetes.io/name": "ingress-nginx", "app.kubernetes.io/component": "controller"}
			case "offline":
				namespace, labels = "traefik", map[string]string{"app.kubernetes.io/name": "traefik"}
			}
			peers := 0
			for _, np := range manifest.All[*networkingv1.NetworkPolicy](renderWith(t, vs.Files, "")) {
				var all []networkingv1.NetworkPolicyPeer
				for _, r := range np.Spec.Ingress {
					all = append(all, r.From...)
				}
				for _, r := range np.Spec.Egress {
					all = append(all, r.To...)
				}
				for _, p := range all {
					if p.NamespaceSelector == nil || p.NamespaceSelector.MatchLabels["kubernetes.io/metadata.name"] == "kube-system" {
						continue // the release's own pods, and DNS
					}
					peers++
					if ns := p.NamespaceSelector.MatchLabels["kubernetes.io/metadata.name"]; ns != namespace || !maps.Equal(p.PodSelector.MatchLabels, labels) {
						t.Errorf("NetworkPolicy %s admits pods %v in namespace %s as the edge; want exactly %v in %s", np.Name, p.PodSelector.MatchLabels, ns, labels, namespace)
					}
				}
			}
			if peers == 0 {
				t.Fatal("no NetworkPolicy names the edge")
			}
		})
	}
}

// TestGatewayListenersTakeTheirPortsFromValues: the Gateway's listeners are on the values' ports
// (80 and 443 by default), so an implementation whose entry points are elsewhere (Traefik's
// 8000/8443) serves the routes.
func TestGatewayListenersTakeTheirPortsFromValues(t *testing.T) {
	tls := []string{repo.KindValues, "deploy/chart/testdata/values-tls.yaml"}
	for _, tc := range []struct {
		name, values string
		want         map[string]int32
	}{
		{"the defaults", "", map[string]int32{"http": 80, "https": 443}},
		{"Traefik's entry points", "edge:\n  gateway:\n    ports: {http: 8000, https: 8443}\n", map[string]int32{"http": 8000, "https": 8443}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			gw, ok := manifest.Named[*gatewayv1.Gateway](renderWith(t, tls, tc.values), repo.ReleaseName)
			if !ok {
				t.Fatal("no Gateway rendered")
			}
			got := map[string]int32{}
			for _, l := range gw.Spec.Listeners {
				got[string(l.Name)] = int32(l.Port)
			}
			if !maps.Equal(got, tc.want) {
				t.Errorf("listeners on %v, want %v", got, tc.want)
			}
		})
	}
}

// TestProductionValuesOutliveAPod: with the chart's own values every service runs at least two
// replicas (so, by the policy check, with a disruption budget): one pod going (a node drained, a
// crash) never leaves a route with no pod to answer, as kpi's single replica did for 2.6 s.
func TestProductionValuesOutliveAPod(t *testing.T) {
	objs := renderWith(t, nil, "")
	for _, d := range manifest.All[*appsv1.Deployment](objs) {
		t.Run(d.Name, func(t *testing.T) {
			least := *d.Spec.Replicas
			if h, ok := manifest.Named[*autoscalingv2.HorizontalPodAutoscaler](objs, d.Name); ok {
				least = *h.Spec.MinReplicas
			}
			if least < 2 {
				t.Errorf("runs as few as %d replica(s)", least)
			}
		})
	}
}

// TestStoresRunAsTheirImagesUsers: each in-cluster store runs as the user and group its values
// name (the image's own: the official images' 999 and 101 by default, Debian's packages' users
// offline), the group also the volume's fsGroup, so the volume need not be world-writable; it
// pulls with the values' policy.
func TestStoresRunAsTheirImagesUsers(t *testing.T) {
	type ids struct{ uid, gid int64 }
	for _, tc := range []struct {
		name   string
		files  []string
		values string
		want   map[string]ids
		pull   corev1.PullPolicy
	}{
		{"the official images", nil, "", map[string]ids{"maltu-redis": {999, 999}, "maltu-clickhouse": {101, 101}}, corev1.PullIfNotPresent},
		{"Debian's packages offline", []string{repo.KindValues, repo.OfflineValues}, "", map[string]ids{"maltu-redis": {100, 101}, "maltu-clickhouse": {100, 101}}, corev1.PullNever},
		{"an operator's own", nil, "redis: {runAsUser: 1001, runAsGroup: 2001, pullPolicy: Always}\nclickhouse: {runAsUser: 1002, runAsGroup: 2002, pullPolicy: Always}\n",
			map[string]ids{"maltu-redis": {1001, 2001}, "maltu-clickhouse": {1002, 2002}}, corev1.PullAlways},
	} {
		t.Run(tc.name, func(t *testing.T) {
			sets := manifest.All[*appsv1.StatefulSet](renderWith(t, tc.files, tc.values))
			if len(sets) != len(tc.want) {
				t.Fatalf("%d stores rendered, want %d", len(sets), len(tc.want))
			}
			for _, s := range sets {
				sc := s.Spec.Template.Spec.SecurityContext
				want := tc.want[s.Name]
				if *sc.RunAsUser != want.uid || *sc.RunAsGroup != want.gid || sc.FSGroup == nil || *sc.FSGroup != want.gid {
					t.Errorf("%s runs as %d:%d with fsGroup %v, want %d:%d and fsGroup %d", s.Name, *sc.RunAsUser, *sc.RunAsGroup, sc.FSGroup, want.uid, want.gid, want.gid)
				}
				if p := s.Spec.Template.Spec.Containers[0].ImagePullPolicy; p != tc.pull {
					t.Errorf("%s pulls %s, want %s", s.Name, p, tc.pull)
				}
			}
		})
	}
}

// TestOfflineEdgeWaitsAsTheRoutesSay: Traefik v3.6 ignores an HTTPRoute's timeouts, so the offline
// cluster's Traefik (k8s/offline/traefik.yaml) sets its own wait for an answer, which must be
// what the routes ask of the edge (edge.requestTimeout; the policy check holds that above
// ENGINE_BUDGET + 2 s).
func TestOfflineEdgeWaitsAsTheRoutesSay(t *testing.T) {
	objs, err := manifest.DecodeAll(repo.ReadForTest(t, repo.OfflineTraefik))
	if err != nil {
		t.Fatal(err)
	}
	traefik, ok := manifest.Named[*appsv1.Deployment](objs, "traefik")
	if !ok {
		t.Fatal("no Deployment traefik")
	}
	const flag = "--serversTransport.forwardingTimeouts.responseHeaderTimeout="
	var waits time.Duration
	for _, a := range traefik.Spec.Template.Spec.Containers[0].Args {
		if v, ok := strings.CutPrefix(a, flag); ok {
			if waits, err = time.ParseDuration(v); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, r := range manifest.All[*gatewayv1.HTTPRoute](renderWith(t, []string{repo.KindValues, repo.OfflineValues}, "")) {
		asked, err := time.ParseDuration(string(*r.Spec.Rules[0].Timeouts.Request))
		if err != nil {
			t.Fatal(err)
		}
		if waits != asked {
			t.Errorf("Traefik waits %v for an answer (%s), HTTPRoute %s asks %v", waits, flag, r.Name, asked)
		}
	}
}
