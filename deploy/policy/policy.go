// Package policy holds the chart's promises against its rendered objects: secure pods, probes,
// resources, a Service, ServiceAccount and NetworkPolicy per service, a PDB exactly when more than
// one replica runs, TRUSTED_PROXIES narrower than the pod network, secrets only from Secrets, and
// network policies that let only the edge in and nothing but the stores and engines out.
// The API server checks that objects are well formed; this checks that they say the right thing.
package policy

import (
	"cmp"
	"encoding/xml"
	"errors"
	"fmt"
	"net/netip"
	"net/url"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	appsv1 "k8s.io/api/apps/v1"
	autoscalingv2 "k8s.io/api/autoscaling/v2"
	corev1 "k8s.io/api/core/v1"
	networkingv1 "k8s.io/api/networking/v1"
	policyv1 "k8s.io/api/policy/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/labels"
	gatewayv1 "sigs.k8s.io/gateway-api/apis/v1"

	"maltu/deploy/manifest"
)

// Rules are the settings the objects are held to.
type Rules struct {
	// PodCIDR is the cluster's pod network, which no service's TRUSTED_PROXIES may cover: only the
	// edge's pods are trusted to say where a request came from.
	PodCIDR string
	// WritableRoot allows a writable root filesystem in services (Tilt syncs binaries into them).
	WritableRoot bool
}

// ErrViolation wraps every broken rule.
var ErrViolation = errors.New("policy violation")

// secretName matches settings that must come from a Secret, never a ConfigMap or a literal.
var secretName = regexp.MustCompile(`^(ADMIN_TOKEN|ENGINE_[A-Z0-9]+_API_KEY)$|PASSWORD|SECRET`)

// Check returns every violation in objs, joined; nil when all rules hold.
func (r Rules) Check(objs []manifest.Object) error {
	c := &checker{rules: r, objs: objs}
	for _, d := range manifest.All[*appsv1.Deployment](objs) {
		c.pod("Deployment", d.Name, d.Spec.Template.Spec, r.WritableRoot)
		c.service(d)
	}
	for _, s := range manifest.All[*appsv1.StatefulSet](objs) {
		c.pod("StatefulSet", s.Name, s.Spec.Template.Spec, false)
		c.volumeGroup(s)
		c.redis(s)
		c.clickhouse(s)
	}
	for _, p := range manifest.All[*corev1.Pod](objs) {
		c.pod("Pod", p.Name, p.Spec, false)
	}
	c.networkPolicies()
	c.autoscalers()
	return errors.Join(c.errs...)
}

type checker struct {
	rules Rules
	objs  []manifest.Object
	errs  []error
}

func (c *checker) fail(kind, name, format string, args ...any) {
	c.errs = append(c.errs, fmt.Errorf("%w: %s %s: %s", ErrViolation, kind, name, fmt.Sprintf(format, args...)))
}

// pod holds every pod to the restricted Pod Security Standard and more: no service account
// token, a read-only root, requests and limits.
func (c *checker) pod(kind, name string, spec corev1.PodSpec, writableRoot bool) {
	sc := spec.SecurityContext
	if sc == nil || sc.RunAsNonRoot == nil || !*sc.RunAsNonRoot {
		c.fail(kind, name, "pod securityContext.runAsNonRoot must be true")
	}
	podSeccomp := sc != nil && sc.SeccompProfile != nil && sc.SeccompProfile.Type == corev1.SeccompProfileTypeRuntimeDefault
	if spec.AutomountServiceAccountToken == nil || *spec.AutomountServiceAccountToken {
		c.fail(kind, name, "automountServiceAccountToken must be false")
	}
	for _, ctr := range append(slices.Clone(spec.InitContainers), spec.Containers...) {
		where := fmt.Sprintf("container %s", ctr.Name)
		csc := ctr.SecurityContext
		if csc == nil {
			c.fail(kind, name, "%s has no securityContext", where)
			continue
		}
		if csc.AllowPrivilegeEscalation == nil || *csc.AllowPrivilegeEscalation {
			c.fail(kind, name, "%s must set allowPrivilegeEscalation: false", where)
		}
		if csc.Privileged != nil && *csc.Privileged {
			c.fail(kind, name, "%s must not be privileged", where)
		}
		if csc.Capabilities == nil || !slices.Contains(csc.Capabilities.Drop, "ALL") || len(csc.Capabilities.Add) > 0 {
			c.fail(kind, name, "%s must drop ALL capabilities and add none", where)
		}
		if !writableRoot && (csc.ReadOnlyRootFilesystem == nil || !*csc.ReadOnlyRootFilesystem) {
			c.fail(kind, name, "%s must set readOnlyRootFilesystem: true", where)
		}
		if !podSeccomp && (csc.SeccompProfile == nil || csc.SeccompProfile.Type != corev1.SeccompProfileTypeRuntimeDefault) {
			c.fail(kind, name, "%s must run with seccomp profile RuntimeDefault", where)
		}
		for _, res := range []corev1.ResourceName{corev1.ResourceCPU, corev1.ResourceMemory} {
			if _, ok := ctr.Resources.Requests[res]; !ok {
				c.fail(kind, name, "%s has no %s request", where, res)
			}
			if _, ok := ctr.Resources.Limits[res]; !ok {
				c.fail(kind, name, "%s has no %s limit", where, res)
			}
		}
		for _, e := range ctr.Env {
			if secretName.MatchString(e.Name) && (e.ValueFrom == nil || e.ValueFrom.SecretKeyRef == nil) {
				c.fail(kind, name, "%s: %s must come from a Secret (secretKeyRef)", where, e.Name)
			}
		}
	}
}

// service checks what a service's Deployment needs around it.
func (c *checker) service(d *appsv1.Deployment) {
	const kind = "Deployment"
	spec := d.Spec.Template.Spec
	podLabels := d.Spec.Template.Labels
	if len(spec.Containers) != 1 {
		c.fail(kind, d.Name, "a service runs exactly one container, found %d", len(spec.Containers))
		return
	}
	ctr := spec.Containers[0]
	if !slices.ContainsFunc(ctr.Ports, func(p corev1.ContainerPort) bool { return p.Name == "http" && p.ContainerPort == 8080 }) {
		c.fail(kind, d.Name, "container must expose port 8080 named http")
	}
	c.probe(d.Name, "liveness", ctr.LivenessProbe, "/healthz")
	c.probe(d.Name, "readiness", ctr.ReadinessProbe, "/readyz")
	cm := c.config(d, ctr)

	services := slices.DeleteFunc(manifest.All[*corev1.Service](c.objs), func(s *corev1.Service) bool {
		return len(s.Spec.Selector) == 0 || !labels.SelectorFromSet(s.Spec.Selector).Matches(labels.Set(podLabels)) ||
			!slices.ContainsFunc(s.Spec.Ports, func(p corev1.ServicePort) bool { return p.Name == "http" && p.TargetPort.String() == "http" })
	})
	if len(services) == 0 {
		c.fail(kind, d.Name, "no Service with a port named http selects its pods")
	}
	if cm != nil {
		for _, s := range services {
			c.edgeWaits(s.Name, cm)
		}
	}
	if sa, ok := manifest.Named[*corev1.ServiceAccount](c.objs, spec.ServiceAccountName); !ok ||
		sa.AutomountServiceAccountToken == nil || *sa.AutomountServiceAccountToken {
		c.fail(kind, d.Name, "its ServiceAccount %q is not rendered with automountServiceAccountToken: false", spec.ServiceAccountName)
	}

	minReplicas := int32(1)
	if d.Spec.Replicas != nil {
		minReplicas = *d.Spec.Replicas
	}
	for _, h := range manifest.All[*autoscalingv2.HorizontalPodAutoscaler](c.objs) {
		if h.Spec.ScaleTargetRef.Kind == "Deployment" && h.Spec.ScaleTargetRef.Name == d.Name {
			minReplicas = 1
			if h.Spec.MinReplicas != nil {
				minReplicas = *h.Spec.MinReplicas
			}
			// Replicas stay rendered under an autoscaler (the live count, or the minimum on a first
			// install): without them, turning the HPA on would reset the Deployment to one pod.
			if d.Spec.Replicas == nil || *d.Spec.Replicas < minReplicas {
				c.fail(kind, d.Name, "must set replicas of at least HorizontalPodAutoscaler %s's minimum %d, or switching it on drops to one pod", h.Name, minReplicas)
			}
		}
	}
	var pdbs []string
	for _, p := range manifest.All[*policyv1.PodDisruptionBudget](c.objs) {
		if selects(p.Spec.Selector, podLabels) {
			pdbs = append(pdbs, p.Name)
		}
	}
	switch {
	case minReplicas > 1 && len(pdbs) != 1:
		c.fail(kind, d.Name, "runs at least %d replicas and needs one PodDisruptionBudget, has %v", minReplicas, pdbs)
	case minReplicas <= 1 && len(pdbs) > 0:
		c.fail(kind, d.Name, "runs one replica; PodDisruptionBudget %v would block node drains", pdbs)
	}
	c.serviceTraffic(d, podLabels, cm)
}

func (c *checker) probe(name, which string, p *corev1.Probe, path string) {
	if p == nil || p.HTTPGet == nil || p.HTTPGet.Path != path || (p.HTTPGet.Port.String() != "http" && p.HTTPGet.Port.IntValue() != 8080) {
		c.fail("Deployment", name, "%s probe must GET %s on the http port", which, path)
	}
}

// volumeGroup: a store's volumes belong to the group it runs as (fsGroup = runAsGroup), so they
// need not be world-writable for a non-root store to write its data.
func (c *checker) volumeGroup(s *appsv1.StatefulSet) {
	sc := s.Spec.Template.Spec.SecurityContext
	if len(s.Spec.VolumeClaimTemplates) > 0 && (sc == nil || sc.FSGroup == nil || sc.RunAsGroup == nil || *sc.FSGroup != *sc.RunAsGroup) {
		c.fail("StatefulSet", s.Name, "its volumes must belong to the group it runs as (fsGroup = runAsGroup)")
	}
}

// redis holds an in-cluster Redis to what keeps the limits safe: a password from a Secret, no
// protected-mode off, and a memory ceiling under the container's limit that refuses rather than
// evicts (an evicted key is a daily count silently reset).
func (c *checker) redis(s *appsv1.StatefulSet) {
	for _, ctr := range s.Spec.Template.Spec.Containers {
		if len(ctr.Command) == 0 || ctr.Command[0] != "redis-server" {
			continue
		}
		arg := func(name string) (string, bool) {
			i := slices.Index(ctr.Command, name)
			if i < 0 || i+1 >= len(ctr.Command) {
				return "", false
			}
			return ctr.Command[i+1], true
		}
		pass, ok := arg("--requirepass")
		fromSecret := slices.ContainsFunc(ctr.Env, func(e corev1.EnvVar) bool {
			return "$("+e.Name+")" == pass && e.ValueFrom != nil && e.ValueFrom.SecretKeyRef != nil
		})
		if !ok || !fromSecret {
			c.fail("StatefulSet", s.Name, "redis-server must take --requirepass from a Secret")
		}
		if v, ok := arg("--protected-mode"); ok && v == "no" {
			c.fail("StatefulSet", s.Name, "redis-server must not turn protected mode off")
		}
		if v, _ := arg("--maxmemory-policy"); v != "noeviction" {
			c.fail("StatefulSet", s.Name, "redis-server must run with --maxmemory-policy noeviction, not %q", v)
		}
		limit := ctr.Resources.Limits.Memory()
		ceiling, err := redisBytes(func() string { v, _ := arg("--maxmemory"); return v }())
		if err != nil || limit == nil || ceiling == 0 || ceiling*10 > limit.Value()*8 {
			c.fail("StatefulSet", s.Name, "redis-server --maxmemory must be set and at most 80%% of the memory limit %s", limit)
		}
	}
}

// clickhouse holds an in-cluster ClickHouse to a password: its user default's, which the server reads
// (users.d from a ConfigMap, from_env) from a variable that comes from a Secret, and that same key of
// the Secret in every client's CLICKHOUSE_URL. The NetworkPolicy alone is not a guard: some networks
// enforce none.
func (c *checker) clickhouse(s *appsv1.StatefulSet) {
	spec := s.Spec.Template.Spec
	for _, ctr := range spec.Containers {
		if ctr.Name != "clickhouse" {
			continue
		}
		key := ""
		for _, m := range ctr.VolumeMounts {
			if v := volume(spec, m.Name); strings.HasSuffix(m.MountPath, "/users.d") && v != nil && v.ConfigMap != nil {
				if cm, ok := manifest.Named[*corev1.ConfigMap](c.objs, v.ConfigMap.Name); ok {
					for _, text := range cm.Data {
						key = cmp.Or(key, secretKey(ctr.Env, defaultPasswordEnv(text)))
					}
				}
			}
		}
		if key == "" {
			c.fail("StatefulSet", s.Name, "ClickHouse's user default must take its password from a Secret (users.d, from_env)")
			return
		}
		for _, d := range manifest.All[*appsv1.Deployment](c.objs) {
			for _, client := range d.Spec.Template.Spec.Containers {
				c.clickhouseClient(d.Name, client, s.Name, key)
			}
		}
	}
}

// clickhouseClient: a client of the in-cluster ClickHouse (a CLICKHOUSE_URL naming its Service)
// connects with the password of the Secret's key that the server reads.
func (c *checker) clickhouseClient(name string, ctr corev1.Container, host, key string) {
	urls := map[string]string{}
	for _, src := range ctr.EnvFrom {
		if src.ConfigMapRef == nil {
			continue
		}
		if cm, ok := manifest.Named[*corev1.ConfigMap](c.objs, src.ConfigMapRef.Name); ok && cm.Data["CLICKHOUSE_URL"] != "" {
			urls["ConfigMap "+cm.Name] = cm.Data["CLICKHOUSE_URL"]
		}
	}
	for _, e := range ctr.Env {
		if e.Name == "CLICKHOUSE_URL" && e.Value != "" {
			urls["its env"] = e.Value
		}
	}
	for where, raw := range urls {
		u, err := url.Parse(raw)
		if err != nil || u.Hostname() != host {
			continue
		}
		pass, _ := u.User.Password()
		v, ok := strings.CutPrefix(pass, "$(")
		if !ok || !strings.HasSuffix(v, ")") || secretKey(ctr.Env, strings.TrimSuffix(v, ")")) != key {
			c.fail("Deployment", name, "CLICKHOUSE_URL in %s must carry ClickHouse's password, $(VAR) of the Secret's key %s", where, key)
		}
	}
}

// defaultPasswordEnv is the variable a ClickHouse users file gives user default's password from.
func defaultPasswordEnv(text string) string {
	var users struct {
		Password struct {
			FromEnv string `xml:"from_env,attr"`
		} `xml:"users>default>password"`
	}
	if xml.Unmarshal([]byte(text), &users) != nil {
		return ""
	}
	return users.Password.FromEnv
}

// secretKey is the Secret key env variable name comes from, "" when it is not from a Secret.
func secretKey(env []corev1.EnvVar, name string) string {
	for _, e := range env {
		if name != "" && e.Name == name && e.ValueFrom != nil && e.ValueFrom.SecretKeyRef != nil {
			return e.ValueFrom.SecretKeyRef.Key
		}
	}
	return ""
}

func volume(spec corev1.PodSpec, name string) *corev1.Volume {
	for i := range spec.Volumes {
		if spec.Volumes[i].Name == name {
			return &spec.Volumes[i]
		}
	}
	return nil
}

// redisBytes reads a Redis memory size (192mb, 1gb, 65536kb).
func redisBytes(v string) (int64, error) {
	for unit, mult := range map[string]int64{"gb": 1 << 30, "mb": 1 << 20, "kb": 1 << 10} {
		if n, ok := strings.CutSuffix(v, unit); ok {
			i, err := strconv.ParseInt(n, 10, 64)
			return i * mult, err
		}
	}
	return 0, fmt.Errorf("redis memory %q has no kb, mb or gb", v)
}

// telemetryFlush is what a service allows itself to flush telemetry after its last request
// (libs/gate/door: five seconds).
const telemetryFlush = 5 * time.Second

// config checks the service's ConfigMap: the address, the trusted proxies, a grace period that
// holds the drain, the in-flight requests' time and the telemetry flush, and no secret in plain
// sight. It returns the ConfigMap, nil when none is rendered.
func (c *checker) config(d *appsv1.Deployment, ctr corev1.Container) *corev1.ConfigMap {
	var cm *corev1.ConfigMap
	for _, src := range ctr.EnvFrom {
		if src.ConfigMapRef == nil {
			continue
		}
		if m, ok := manifest.Named[*corev1.ConfigMap](c.objs, src.ConfigMapRef.Name); ok {
			cm = m
		}
	}
	if cm == nil {
		c.fail("Deployment", d.Name, "takes its settings from no rendered ConfigMap")
		return nil
	}
	if got := cm.Data["ADDR"]; got != ":8080" {
		c.fail("ConfigMap", cm.Name, "ADDR is %q, want \":8080\"", got)
	}
	c.trustedProxies(cm)
	drain, derr := time.ParseDuration(cm.Data["SHUTDOWN_DRAIN"])
	requests, rerr := time.ParseDuration(cm.Data["SHUTDOWN_TIMEOUT"])
	grace := d.Spec.Template.Spec.TerminationGracePeriodSeconds
	switch {
	case derr != nil:
		c.fail("ConfigMap", cm.Name, "SHUTDOWN_DRAIN %q is not a Go duration", cm.Data["SHUTDOWN_DRAIN"])
	case rerr != nil:
		c.fail("ConfigMap", cm.Name, "SHUTDOWN_TIMEOUT %q is not a Go duration", cm.Data["SHUTDOWN_TIMEOUT"])
	case grace == nil || time.Duration(*grace)*time.Second < drain+requests+telemetryFlush:
		c.fail("Deployment", d.Name, "terminationGracePeriodSeconds must hold SHUTDOWN_DRAIN %s + SHUTDOWN_TIMEOUT %s + the %s telemetry flush", drain, requests, telemetryFlush)
	}
	if budget, err := time.ParseDuration(cm.Data["ENGINE_BUDGET"]); err == nil && budget > requests {
		c.fail("ConfigMap", cm.Name, "ENGINE_BUDGET %s is longer than SHUTDOWN_TIMEOUT %s: a request in flight would be cut", budget, requests)
	}
	for k := range cm.Data {
		if secretName.MatchString(k) {
			c.fail("ConfigMap", cm.Name, "%s is a secret and belongs in a Secret", k)
		}
	}
	return cm
}

// What an edge waits for an answer when its objects say nothing: Envoy's route timeout, and
// ingress-nginx's proxy-read-timeout.
const (
	envoyDefaultWait = 15 * time.Second
	nginxDefaultWait = 60 * time.Second
	// edgeSlack is what a service may take past ENGINE_BUDGET: the offline engine's last word after
	// a spent budget (1 s) and the answer.
	edgeSlack = 2 * time.Second
)

// edgeWaits: every edge route to a service that calls engines waits longer than its ENGINE_BUDGET,
// or a model's slowest answer (a report: about 19 s) reaches the writer as the edge's 504.
func (c *checker) edgeWaits(service string, cm *corev1.ConfigMap) {
	if _, calls := cm.Data["ENGINES"]; !calls {
		return
	}
	budget, err := time.ParseDuration(cm.Data["ENGINE_BUDGET"])
	if err != nil {
		c.fail("ConfigMap", cm.Name, "calls engines without an ENGINE_BUDGET the edge can be held to")
		return
	}
	short := func(kind, name string, wait time.Duration) {
		if wait < budget+edgeSlack {
			c.fail(kind, name, "waits %s for Service %s, whose ENGINE_BUDGET is %s: it must wait at least %s", wait, service, budget, budget+edgeSlack)
		}
	}
	for _, r := range manifest.All[*gatewayv1.HTTPRoute](c.objs) {
		for _, rule := range r.Spec.Rules {
			if !slices.ContainsFunc(rule.BackendRefs, func(b gatewayv1.HTTPBackendRef) bool { return string(b.Name) == service }) {
				continue
			}
			wait := envoyDefaultWait
			if rule.Timeouts != nil && rule.Timeouts.Request != nil {
				if wait, err = time.ParseDuration(string(*rule.Timeouts.Request)); err != nil {
					c.fail("HTTPRoute", r.Name, "timeouts.request %q is not a duration", *rule.Timeouts.Request)
					continue
				}
			}
			short("HTTPRoute", r.Name, wait)
		}
	}
	for _, ing := range manifest.All[*networkingv1.Ingress](c.objs) {
		if !routesTo(ing, service) {
			continue
		}
		wait := nginxDefaultWait
		if v, ok := ing.Annotations["nginx.ingress.kubernetes.io/proxy-read-timeout"]; ok {
			n, err := strconv.Atoi(v)
			if err != nil {
				c.fail("Ingress", ing.Name, "proxy-read-timeout %q is not a number of seconds", v)
				continue
			}
			wait = time.Duration(n) * time.Second
		}
		short("Ingress", ing.Name, wait)
	}
}

func routesTo(ing *networkingv1.Ingress, service string) bool {
	for _, rule := range ing.Spec.Rules {
		if rule.HTTP == nil {
			continue
		}
		for _, p := range rule.HTTP.Paths {
			if p.Backend.Service != nil && p.Backend.Service.Name == service {
				return true
			}
		}
	}
	return false
}

// trustedProxies: a service reads X-Forwarded-For from the edge's pods only. A list that covers
// the pod network would let any pod choose the address a per-IP limit counts.
func (c *checker) trustedProxies(cm *corev1.ConfigMap) {
	pods, err := netip.ParsePrefix(c.rules.PodCIDR)
	if err != nil {
		c.fail("ConfigMap", cm.Name, "the rules' pod network %q is not a CIDR", c.rules.PodCIDR)
		return
	}
	list := cm.Data["TRUSTED_PROXIES"]
	if strings.TrimSpace(list) == "" {
		c.fail("ConfigMap", cm.Name, "TRUSTED_PROXIES is empty: behind the edge every client would share its address")
		return
	}
	for _, item := range strings.Split(list, ",") {
		p, err := netip.ParsePrefix(strings.TrimSpace(item))
		switch {
		case err != nil:
			c.fail("ConfigMap", cm.Name, "TRUSTED_PROXIES entry %q is not a CIDR", item)
		case p.Bits() <= pods.Bits() && p.Contains(pods.Addr()):
			c.fail("ConfigMap", cm.Name, "TRUSTED_PROXIES entry %s covers the pod network %s; trust the edge's pods only", p, pods)
		}
	}
}

// dnsOnly reports an egress rule that opens port 53 and nothing else: a resolver given by
// address (NodeLocal DNSCache on 169.254.20.10), not a way out of the cluster.
func dnsOnly(rule networkingv1.NetworkPolicyEgressRule) bool {
	if len(rule.Ports) == 0 {
		return false
	}
	for _, p := range rule.Ports {
		if p.Port == nil || p.Port.IntValue() != 53 || p.EndPort != nil {
			return false
		}
	}
	return true
}

// serviceTraffic: only the edge's proxies (another namespace) may reach a service, and only a
// service that calls engines (its ConfigMap cm sets ENGINES) may leave the cluster, DNS aside. cm is nil when
// none is rendered (config reports that), and such a service calls no engine.
func (c *checker) serviceTraffic(d *appsv1.Deployment, podLabels map[string]string, cm *corev1.ConfigMap) {
	callsEngines := false
	if cm != nil {
		_, callsEngines = cm.Data["ENGINES"]
	}
	admitted := false
	for _, np := range manifest.All[*networkingv1.NetworkPolicy](c.objs) {
		if !selects(&np.Spec.PodSelector, podLabels) {
			continue
		}
		for _, rule := range np.Spec.Ingress {
			for _, peer := range rule.From {
				if peer.NamespaceSelector == nil || peer.IPBlock != nil {
					c.fail("NetworkPolicy", np.Name, "lets %s be reached from inside its namespace or an address block; only the edge's proxies may", d.Name)
				}
				admitted = true
			}
		}
		for _, rule := range np.Spec.Egress {
			for _, peer := range rule.To {
				if peer.IPBlock != nil && !callsEngines && !dnsOnly(rule) {
					c.fail("NetworkPolicy", np.Name, "lets %s, which calls no engine, reach %s outside the cluster", d.Name, peer.IPBlock.CIDR)
				}
			}
		}
	}
	if !admitted {
		c.fail("Deployment", d.Name, "no NetworkPolicy admits the edge's proxies")
	}
}

// networkPolicies: one policy denies everything to every pod of the release, and no rule opens
// to everyone by leaving its peers empty.
func (c *checker) networkPolicies() {
	denyAll := false
	for _, np := range manifest.All[*networkingv1.NetworkPolicy](c.objs) {
		types := np.Spec.PolicyTypes
		if len(np.Spec.Ingress) == 0 && len(np.Spec.Egress) == 0 &&
			slices.Contains(types, networkingv1.PolicyTypeIngress) && slices.Contains(types, networkingv1.PolicyTypeEgress) &&
			c.selectsEveryPod(&np.Spec.PodSelector) {
			denyAll = true
		}
		for _, rule := range np.Spec.Ingress {
			if len(rule.From) == 0 {
				c.fail("NetworkPolicy", np.Name, "has an ingress rule without peers, which admits every source")
			}
		}
		for _, rule := range np.Spec.Egress {
			if len(rule.To) == 0 {
				c.fail("NetworkPolicy", np.Name, "has an egress rule without peers, which allows every destination")
			}
		}
	}
	if !denyAll {
		c.fail("NetworkPolicy", "(none)", "no policy denies all traffic to and from every pod of the release")
	}
}

func (c *checker) selectsEveryPod(sel *metav1.LabelSelector) bool {
	for _, o := range c.objs {
		var podLabels map[string]string
		switch w := o.Obj.(type) {
		case *appsv1.Deployment:
			podLabels = w.Spec.Template.Labels
		case *appsv1.StatefulSet:
			podLabels = w.Spec.Template.Labels
		case *corev1.Pod:
			podLabels = w.Labels
		default:
			continue
		}
		if !selects(sel, podLabels) {
			return false
		}
	}
	return true
}

func (c *checker) autoscalers() {
	for _, h := range manifest.All[*autoscalingv2.HorizontalPodAutoscaler](c.objs) {
		ref := h.Spec.ScaleTargetRef
		if _, ok := manifest.Named[*appsv1.Deployment](c.objs, ref.Name); ref.Kind != "Deployment" || !ok {
			c.fail("HorizontalPodAutoscaler", h.Name, "scales %s %s, which is not rendered", ref.Kind, ref.Name)
		}
	}
}

func selects(sel *metav1.LabelSelector, podLabels map[string]string) bool {
	s, err := metav1.LabelSelectorAsSelector(sel)
	return err == nil && s.Matches(labels.Set(podLabels))
}
