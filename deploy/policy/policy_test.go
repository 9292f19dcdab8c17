package policy_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	appsv1 "k8s.io/api/apps/v1"
	autoscalingv2 "k8s.io/api/autoscaling/v2"
	corev1 "k8s.io/api/core/v1"
	networkingv1 "k8s.io/api/networking/v1"
	policyv1 "k8s.io/api/policy/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/intstr"
	"k8s.io/utils/ptr"
	gatewayv1 "sigs.k8s.io/gateway-api/apis/v1"

	"maltu/deploy/chart"
	"maltu/deploy/manifest"
	"maltu/deploy/policy"
)

// podCIDR is the pod network of k8s/kind-config.yaml, which the chart's default
// edge.trustedProxies (the edge node's share of it) must not cover.
const podCIDR = "10.244.0.0/16"

func TestRenderedChartKeepsThePolicy(t *testing.T) {
	for _, vs := range chart.ValueSets {
		t.Run(vs.Name, func(t *testing.T) {
			rules := policy.Rules{PodCIDR: podCIDR, WritableRoot: vs.Dev}
			if err := rules.Check(decode(t, chart.Render(t, vs.Files))); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// TestWritableRootIsDevOnly: the Tilt values relax the root filesystem, and the rule notices.
func TestWritableRootIsDevOnly(t *testing.T) {
	err := policy.Rules{PodCIDR: podCIDR}.Check(decode(t, chart.Render(t, chart.ValueSets[2].Files)))
	if !errors.Is(err, policy.ErrViolation) || !strings.Contains(err.Error(), "readOnlyRootFilesystem") {
		t.Fatalf("the dev values passed the production rules: %v", err)
	}
}

// TestIngressWaitsForTheEngines: the Ingress edge is held to ENGINE_BUDGET as the Gateway's is.
func TestIngressWaitsForTheEngines(t *testing.T) {
	i := slices.IndexFunc(chart.ValueSets, func(vs chart.ValueSet) bool { return vs.Ingress })
	objs := decode(t, chart.Render(t, chart.ValueSets[i].Files))
	named[*networkingv1.Ingress](objs, "maltu").Annotations["nginx.ingress.kubernetes.io/proxy-read-timeout"] = "20"
	err := policy.Rules{PodCIDR: podCIDR}.Check(objs)
	if !errors.Is(err, policy.ErrViolation) || !strings.Contains(err.Error(), "Ingress maltu: waits 20s for Service maltu-report") {
		t.Fatalf("an Ingress that cuts a model's answer passed: %v", err)
	}
}

// TestCheckRejects breaks the rendered default install in one way per case.
func TestCheckRejects(t *testing.T) {
	tests := []struct {
		name   string
		mutate func(objs []manifest.Object) []manifest.Object
		want   string
	}{
		{"runs as root", func(o []manifest.Object) []manifest.Object {
			deployment(o, "maltu-extract").Spec.Template.Spec.SecurityContext.RunAsNonRoot = ptr.To(false)
			return o
		}, "Deployment maltu-extract: pod securityContext.runAsNonRoot must be true"},
		{"privilege escalation", func(o []manifest.Object) []manifest.Object {
			container(o, "maltu-web").SecurityContext.AllowPrivilegeEscalation = ptr.To(true)
			return o
		}, "allowPrivilegeEscalation: false"},
		{"adds a capability", func(o []manifest.Object) []manifest.Object {
			container(o, "maltu-kpi").SecurityContext.Capabilities.Add = []corev1.Capability{"NET_ADMIN"}
			return o
		}, "drop ALL capabilities and add none"},
		{"writable root", func(o []manifest.Object) []manifest.Object {
			container(o, "maltu-track").SecurityContext.ReadOnlyRootFilesystem = ptr.To(false)
			return o
		}, "Deployment maltu-track: container track must set readOnlyRootFilesystem: true"},
		{"no memory limit", func(o []manifest.Object) []manifest.Object {
			delete(container(o, "maltu-report").Resources.Limits, corev1.ResourceMemory)
			return o
		}, "has no memory limit"},
		{"readiness on the liveness path", func(o []manifest.Object) []manifest.Object {
			container(o, "maltu-rewrite").ReadinessProbe.HTTPGet.Path = "/healthz"
			return o
		}, "readiness probe must GET /readyz"},
		{"no liveness probe", func(o []manifest.Object) []manifest.Object {
			container(o, "maltu-rewrite").LivenessProbe = nil
			return o
		}, "liveness probe must GET /healthz"},
		{"admin token as a literal", func(o []manifest.Object) []manifest.Object {
			c := container(o, "maltu-kpi")
			i := slices.IndexFunc(c.Env, func(e corev1.EnvVar) bool { return e.Name == "ADMIN_TOKEN" })
			c.Env[i].ValueFrom, c.Env[i].Value = nil, "hunter2"
			return o
		}, "ADMIN_TOKEN must come from a Secret"},
		{"api key in a ConfigMap", setting("maltu-extract", "ENGINE_OPENAI_API_KEY", "sk-test"), "ENGINE_OPENAI_API_KEY is a secret"},
		{"trusting everyone", setting("maltu-web", "TRUSTED_PROXIES", "0.0.0.0/0"), "ConfigMap maltu-web: TRUSTED_PROXIES entry 0.0.0.0/0 covers the pod network"},
		{"trusting the whole pod network", setting("maltu-extract", "TRUSTED_PROXIES", "10.244.0.0/24, 10.244.0.0/16"), "ConfigMap maltu-extract: TRUSTED_PROXIES entry 10.244.0.0/16 covers the pod network"},
		{"trusting no proxy", setting("maltu-kpi", "TRUSTED_PROXIES", ""), "ConfigMap maltu-kpi: TRUSTED_PROXIES is empty"},
		{"drain and requests longer than the grace period", setting("maltu-track", "SHUTDOWN_DRAIN", "30s"), "terminationGracePeriodSeconds must hold SHUTDOWN_DRAIN 30s + SHUTDOWN_TIMEOUT 30s + the 5s telemetry flush"},
		{"an engine budget longer than the requests' shutdown time", setting("maltu-rewrite", "ENGINE_BUDGET", "45s"), "ENGINE_BUDGET 45s is longer than SHUTDOWN_TIMEOUT 30s"},
		{"an edge that cuts a model's answer", func(o []manifest.Object) []manifest.Object {
			named[*gatewayv1.HTTPRoute](o, "maltu-report").Spec.Rules[0].Timeouts.Request = ptr.To(gatewayv1.Duration("20s"))
			return o
		}, "HTTPRoute maltu-report: waits 20s for Service maltu-report, whose ENGINE_BUDGET is 25s: it must wait at least 27s"},
		{"an edge left at Envoy's own timeout", func(o []manifest.Object) []manifest.Object {
			named[*gatewayv1.HTTPRoute](o, "maltu-extract").Spec.Rules[0].Timeouts = nil
			return o
		}, "HTTPRoute maltu-extract: waits 15s for Service maltu-extract"},
		{"engines without a budget", func(o []manifest.Object) []manifest.Object {
			delete(configMap(o, "maltu-rewrite").Data, "ENGINE_BUDGET")
			return o
		}, "ConfigMap maltu-rewrite: calls engines without an ENGINE_BUDGET"},
		{"two replicas without a PDB", func(o []manifest.Object) []manifest.Object {
			return without(o, func(p *policyv1.PodDisruptionBudget) bool { return p.Name == "maltu-web" })
		}, "Deployment maltu-web: runs at least 2 replicas and needs one PodDisruptionBudget"},
		{"one replica with a PDB", func(o []manifest.Object) []manifest.Object {
			deployment(o, "maltu-web").Spec.Replicas = ptr.To[int32](1)
			return o
		}, "runs one replica; PodDisruptionBudget [maltu-web]"},
		{"no replicas under the autoscaler", func(o []manifest.Object) []manifest.Object {
			deployment(o, "maltu-extract").Spec.Replicas = nil
			return o
		}, "must set replicas of at least HorizontalPodAutoscaler maltu-extract's minimum 2"},
		{"autoscaler for nothing", func(o []manifest.Object) []manifest.Object {
			for _, h := range manifest.All[*autoscalingv2.HorizontalPodAutoscaler](o) {
				h.Spec.ScaleTargetRef.Name = "maltu-search"
			}
			return o
		}, "scales Deployment maltu-search, which is not rendered"},
		{"no Service", func(o []manifest.Object) []manifest.Object {
			return without(o, func(s *corev1.Service) bool { return s.Name == "maltu-report" })
		}, "Deployment maltu-report: no Service with a port named http selects its pods"},
		{"service reachable from its namespace", func(o []manifest.Object) []manifest.Object {
			np := networkPolicy(o, "maltu-kpi")
			np.Spec.Ingress[0].From[0].NamespaceSelector = nil
			return o
		}, "lets maltu-kpi be reached from inside its namespace"},
		{"ingress rule open to all", func(o []manifest.Object) []manifest.Object {
			networkPolicy(o, "maltu-redis").Spec.Ingress[0].From = nil
			return o
		}, "NetworkPolicy maltu-redis: has an ingress rule without peers"},
		{"web leaving the cluster", func(o []manifest.Object) []manifest.Object {
			np := networkPolicy(o, "maltu-web")
			np.Spec.Egress = append(np.Spec.Egress, networkingv1.NetworkPolicyEgressRule{
				To: []networkingv1.NetworkPolicyPeer{{IPBlock: &networkingv1.IPBlock{CIDR: "0.0.0.0/0"}}},
			})
			return o
		}, "lets maltu-web, which calls no engine, reach 0.0.0.0/0"},
		{"redis without a password", func(o []manifest.Object) []manifest.Object {
			ctr := &statefulSet(o, "maltu-redis").Spec.Template.Spec.Containers[0]
			i := slices.Index(ctr.Command, "--requirepass")
			ctr.Command = slices.Delete(ctr.Command, i, i+2)
			return o
		}, "redis-server must take --requirepass from a Secret"},
		{"clickhouse without a password", func(o []manifest.Object) []manifest.Object {
			ctr := &statefulSet(o, "maltu-clickhouse").Spec.Template.Spec.Containers[0]
			ctr.VolumeMounts = slices.DeleteFunc(ctr.VolumeMounts, func(m corev1.VolumeMount) bool { return strings.HasSuffix(m.MountPath, "/users.d") })
			return o
		}, "ClickHouse's user default must take its password from a Secret"},
		{"clickhouse password not the Secret's", func(o []manifest.Object) []manifest.Object {
			configMap(o, "maltu-clickhouse").Data["maltu-password.xml"] = "<yandex><users><default><password>x</password></default></users></yandex>"
			return o
		}, "ClickHouse's user default must take its password from a Secret"},
		{"kpi connecting to clickhouse without the password", func(o []manifest.Object) []manifest.Object {
			for i, e := range container(o, "maltu-kpi").Env {
				if e.Name == "CLICKHOUSE_URL" {
					container(o, "maltu-kpi").Env[i].Value = "clickhouse://default:@maltu-clickhouse:9000/maltu"
				}
			}
			return o
		}, "Deployment maltu-kpi: CLICKHOUSE_URL in its env must carry ClickHouse's password"},
		{"track's CLICKHOUSE_URL back in its ConfigMap", setting("maltu-track", "CLICKHOUSE_URL", "clickhouse://default:@maltu-clickhouse:9000/maltu"),
			"Deployment maltu-track: CLICKHOUSE_URL in ConfigMap maltu-track must carry ClickHouse's password"},
		{"redis evicting limits", func(o []manifest.Object) []manifest.Object {
			ctr := &statefulSet(o, "maltu-redis").Spec.Template.Spec.Containers[0]
			ctr.Command[slices.Index(ctr.Command, "noeviction")] = "allkeys-lru"
			return o
		}, "--maxmemory-policy noeviction, not \"allkeys-lru\""},
		{"redis memory over its limit", func(o []manifest.Object) []manifest.Object {
			ctr := &statefulSet(o, "maltu-redis").Spec.Template.Spec.Containers[0]
			ctr.Command[slices.Index(ctr.Command, "--maxmemory")+1] = "1gb"
			return o
		}, "--maxmemory must be set and at most 80% of the memory limit 256Mi"},
		{"web leaving the cluster beside DNS", func(o []manifest.Object) []manifest.Object {
			np := networkPolicy(o, "maltu-web")
			dns, https := intstr.FromInt32(53), intstr.FromInt32(443)
			np.Spec.Egress = append(np.Spec.Egress, networkingv1.NetworkPolicyEgressRule{
				To:    []networkingv1.NetworkPolicyPeer{{IPBlock: &networkingv1.IPBlock{CIDR: "0.0.0.0/0"}}},
				Ports: []networkingv1.NetworkPolicyPort{{Port: &dns}, {Port: &https}},
			})
			return o
		}, "lets maltu-web, which calls no engine, reach 0.0.0.0/0"},
		{"no default deny", func(o []manifest.Object) []manifest.Object {
			return without(o, func(n *networkingv1.NetworkPolicy) bool { return n.Name == "maltu-default-deny" })
		}, "no policy denies all traffic"},
		{"test pod as root", func(o []manifest.Object) []manifest.Object {
			p := manifest.All[*corev1.Pod](o)[0]
			p.Spec.SecurityContext.RunAsNonRoot = nil
			return o
		}, "Pod maltu-test-"},
		{"store with a token", func(o []manifest.Object) []manifest.Object {
			for _, s := range manifest.All[*appsv1.StatefulSet](o) {
				s.Spec.Template.Spec.AutomountServiceAccountToken = nil
			}
			return o
		}, "StatefulSet maltu-redis: automountServiceAccountToken must be false"},
		{"store volume without fsGroup", func(o []manifest.Object) []manifest.Object {
			statefulSet(o, "maltu-clickhouse").Spec.Template.Spec.SecurityContext.FSGroup = nil
			return o
		}, "StatefulSet maltu-clickhouse: its volumes must belong to the group it runs as"},
		{"store volume owned by another group", func(o []manifest.Object) []manifest.Object {
			statefulSet(o, "maltu-redis").Spec.Template.Spec.SecurityContext.FSGroup = ptr.To[int64](0)
			return o
		}, "StatefulSet maltu-redis: its volumes must belong to the group it runs as"},
		{"service on another port", func(o []manifest.Object) []manifest.Object {
			for _, s := range manifest.All[*corev1.Service](o) {
				if s.Name == "maltu-web" {
					s.Spec.Ports[0].TargetPort = intstr.FromInt32(9090)
				}
			}
			return o
		}, "Deployment maltu-web: no Service with a port named http"},
	}
	rules := policy.Rules{PodCIDR: podCIDR}
	// Rendered once; each case decodes its own objects to break.
	rendered := chart.Render(t, nil)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := rules.Check(tt.mutate(decode(t, rendered)))
			if !errors.Is(err, policy.ErrViolation) {
				t.Fatal("the broken install passed")
			}
			if !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("violations do not mention %q:\n%v", tt.want, err)
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

func named[T interface {
	runtime.Object
	GetName() string
}](objs []manifest.Object, name string) T {
	t, ok := manifest.Named[T](objs, name)
	if !ok {
		panic("test fixture: no object " + name)
	}
	return t
}

func deployment(o []manifest.Object, name string) *appsv1.Deployment {
	return named[*appsv1.Deployment](o, name)
}

func container(o []manifest.Object, name string) *corev1.Container {
	return &deployment(o, name).Spec.Template.Spec.Containers[0]
}

// setting is the mutation that sets one key of a service's ConfigMap.
func setting(name, key, value string) func([]manifest.Object) []manifest.Object {
	return func(o []manifest.Object) []manifest.Object {
		configMap(o, name).Data[key] = value
		return o
	}
}

func configMap(o []manifest.Object, name string) *corev1.ConfigMap {
	return named[*corev1.ConfigMap](o, name)
}

func networkPolicy(o []manifest.Object, name string) *networkingv1.NetworkPolicy {
	return named[*networkingv1.NetworkPolicy](o, name)
}

// without drops the objects of type T that drop says to.
func without[T any](objs []manifest.Object, drop func(T) bool) []manifest.Object {
	var out []manifest.Object
	for _, o := range objs {
		if t, ok := o.Obj.(T); ok && drop(t) {
			continue
		}
		out = append(out, o)
	}
	return out
}

func statefulSet(o []manifest.Object, name string) *appsv1.StatefulSet {
	return named[*appsv1.StatefulSet](o, name)
}
