package apiserver_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"maltu/deploy/apiserver"
	"maltu/deploy/casefile"
	"maltu/deploy/chart"
	"maltu/deploy/crds"
	"maltu/deploy/manifest"
	"maltu/deploy/repo"
	"maltu/deploy/tool"
)

// server is shared by the tests of this package: one etcd and kube-apiserver, about 3 s to start.
var server *apiserver.Server

// skipped says why server is nil on a machine without the tools (never under CI).
var skipped error

func TestMain(m *testing.M) { os.Exit(run(m)) }

func run(m *testing.M) int {
	cfg := apiserver.Config{}
	for _, need := range []struct {
		dst       *string
		env, name string
	}{{&cfg.Etcd, "ETCD", "etcd"}, {&cfg.APIServer, "KUBE_APISERVER", "kube-apiserver"}, {&cfg.Kubectl, "KUBECTL", "kubectl"}} {
		p, err := tool.Lookup(need.env, need.name)
		if err != nil {
			if !errors.Is(err, tool.ErrMissing) || tool.CI() {
				fmt.Fprintln(os.Stderr, "apiserver tests:", err)
				return 1
			}
			skipped = err
			return m.Run()
		}
		*need.dst = p
	}
	dir, err := os.MkdirTemp("", "maltu-apiserver-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer os.RemoveAll(dir)
	cfg.Dir = dir
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	start := time.Now()
	s, err := apiserver.Start(ctx, cfg)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer s.Stop()
	fmt.Fprintf(os.Stderr, "kube-apiserver ready in %s\n", time.Since(start).Round(100*time.Millisecond))
	if err := prepare(ctx, s); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	server = s
	return m.Run()
}

// prepare creates, for real, the namespace from k8s/namespace.yaml (Pod Security "restricted"
// enforced), its default ServiceAccount, which a controller manager would have made, and the
// operator's Secret, and
// installs the edge's CustomResourceDefinitions from the module cache: the Gateway API's standard
// channel at deploy/go.mod's version, and Envoy Gateway's own (with the namespace its proxies use)
// at ENVOY_GATEWAY_VERSION when make passes it.
func prepare(ctx context.Context, s *apiserver.Server) error {
	path, err := repo.Path(repo.Namespace)
	if err != nil {
		return err
	}
	ns, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	if err := s.Apply(ctx, ns); err != nil {
		return err
	}
	if err := s.Apply(ctx, []byte("apiVersion: v1\nkind: ServiceAccount\nmetadata: {name: default, namespace: "+repo.ReleaseNamespace+"}\n")); err != nil {
		return err
	}
	// The Secret make kind-secret creates: the chart refuses to install without it.
	if err := s.Apply(ctx, []byte("apiVersion: v1\nkind: Secret\nmetadata: {name: maltu-secrets, namespace: "+repo.ReleaseNamespace+"}\nstringData: {admin-token: operator-key, redis-password: redis-password, clickhouse-password: clickhouse-password}\n")); err != nil {
		return err
	}
	module, err := repo.Path("deploy")
	if err != nil {
		return err
	}
	gatewayAPI, err := crds.PinnedGatewayAPI(ctx, module)
	if err != nil {
		return err
	}
	egVersion, err := crds.EnvoyGatewayVersion()
	if err != nil {
		if tool.CI() {
			return err
		}
		envoySkipped = err
		return s.Install(ctx, gatewayAPI)
	}
	dir, err := crds.Dir(ctx, crds.EnvoyGatewayModule, egVersion)
	if err != nil {
		return err
	}
	envoy, err := crds.EnvoyGateway(dir)
	if err != nil {
		return err
	}
	// One install, so one apply and one wait for every CRD to be established.
	if err := s.Install(ctx, slices.Concat(gatewayAPI, []byte("\n---\n"), envoy)); err != nil {
		return err
	}
	return s.Apply(ctx, []byte("apiVersion: v1\nkind: Namespace\nmetadata: {name: envoy-gateway-system}\n"))
}

// envoySkipped says why Envoy Gateway's CRDs were not installed (never under CI).
var envoySkipped error

func needServer(t *testing.T) *apiserver.Server {
	t.Helper()
	if server == nil {
		t.Skip(skipped)
	}
	return server
}

func TestChartPassesServerDryRun(t *testing.T) {
	s := needServer(t)
	for _, vs := range chart.ValueSets {
		t.Run(vs.Name, func(t *testing.T) {
			passesDryRun(t, s, chart.Render(t, vs.Files))
		})
	}
}

// passesDryRun fails unless the server accepts every object of data in a dry run.
func passesDryRun(t *testing.T, s *apiserver.Server, data []byte) {
	t.Helper()
	docs, err := manifest.Split(data)
	if err != nil {
		t.Fatal(err)
	}
	out, err := s.DryRun(context.Background(), data)
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(out, "(server dry run)"); n != len(docs) {
		t.Fatalf("%d of %d objects went through the dry run:\n%s", n, len(docs), out)
	}
}

// TestDryRunRejects: each file under testdata/reject is a manifest the server must refuse or warn about.
func TestDryRunRejects(t *testing.T) {
	s := needServer(t)
	for _, c := range casefile.Load(t, "testdata/reject/*.yaml") {
		t.Run(c.Name, func(t *testing.T) {
			out, err := s.DryRun(context.Background(), c.Data)
			if !errors.Is(err, apiserver.ErrRejected) && !errors.Is(err, apiserver.ErrWarned) {
				t.Fatalf("the server accepted a broken manifest:\n%s", out)
			}
			if !strings.Contains(err.Error(), c.Want) {
				t.Fatalf("the server's answer does not mention %q:\n%v", c.Want, err)
			}
		})
	}
}

// TestEdgeProxiesPassServerDryRun: the Envoy Gateway objects of k8s/ (the GatewayClass the
// chart's Gateway names, how its proxies run on kind and behind a cloud load balancer) are
// accepted by the server with Envoy Gateway's own CRDs loaded.
func TestEdgeProxiesPassServerDryRun(t *testing.T) {
	s := needServer(t)
	if envoySkipped != nil {
		t.Skip(envoySkipped)
	}
	for _, f := range []string{repo.EnvoyGateway, repo.EnvoyGatewayCloud} {
		t.Run(filepath.Base(f), func(t *testing.T) {
			passesDryRun(t, s, repo.ReadForTest(t, f))
		})
	}
}

// helm runs the helm binary against the test's API server on release in the release namespace,
// with values as a values file, and returns its output.
func helm(ctx context.Context, t *testing.T, s *apiserver.Server, release, values string, args ...string) (string, error) {
	t.Helper()
	v := filepath.Join(t.TempDir(), "values.yaml")
	if err := os.WriteFile(v, []byte(values), 0o644); err != nil {
		t.Fatal(err)
	}
	h := chart.HelmForTest(t)
	cmd := exec.CommandContext(ctx, h.Bin, append(args, release, filepath.Join(repo.RootForTest(t), repo.Chart), "--namespace", repo.ReleaseNamespace,
		"--kubeconfig", s.Kubeconfig(), "-f", v)...)
	out, err := cmd.CombinedOutput()
	return string(out), err
}

// kubectl runs kubectl against the test's API server in the release namespace.
func kubectl(ctx context.Context, t *testing.T, s *apiserver.Server, args ...string) string {
	t.Helper()
	out, err := exec.CommandContext(ctx, s.KubectlPath(), append([]string{"--kubeconfig", s.Kubeconfig(), "-n", repo.ReleaseNamespace}, args...)...).CombinedOutput()
	if err != nil {
		t.Fatalf("kubectl %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return string(out)
}

// uninstallAfter removes release when the test ends, so the next case installs it afresh.
func uninstallAfter(t *testing.T, s *apiserver.Server, release string) {
	t.Cleanup(func() {
		_ = exec.Command(chart.HelmForTest(t).Bin, "uninstall", release, "--namespace", repo.ReleaseNamespace, "--kubeconfig", s.Kubeconfig()).Run()
	})
}

// TestOfflineEdgePassesServerDryRun: the edge make kind-e2e applies beside the chart on the
// offline cluster (Traefik as the GatewayClass) is accepted by the server, under the restricted
// Pod Security level its namespace enforces. (kube-router, privileged, is not: this server allows
// no privileged pod.)
func TestOfflineEdgePassesServerDryRun(t *testing.T) {
	s := needServer(t)
	if err := s.Apply(context.Background(), []byte("apiVersion: v1\nkind: Namespace\nmetadata: {name: traefik, labels: {pod-security.kubernetes.io/enforce: restricted}}\n")); err != nil {
		t.Fatal(err)
	}
	passesDryRun(t, s, repo.ReadForTest(t, repo.OfflineTraefik))
}

// TestAutoscalerSwitchKeepsReplicas installs the chart for real with three extract replicas and
// no autoscaler, then upgrades with the autoscaler on: the Deployment must keep its three pods
// (a chart that leaves replicas out under an HPA resets them to one on that upgrade).
func TestAutoscalerSwitchKeepsReplicas(t *testing.T) {
	s := needServer(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	uninstallAfter(t, s, "hpa")
	for _, step := range []struct{ cmd, values string }{
		{"install", "components:\n  extract:\n    replicas: 3\n    autoscaling: {enabled: false}\n"},
		{"upgrade", "components:\n  extract:\n    replicas: 3\n    autoscaling: {enabled: true}\n"},
	} {
		if out, err := helm(ctx, t, s, "hpa", step.values, step.cmd); err != nil {
			t.Fatalf("helm %s: %v\n%s", step.cmd, err, out)
		}
		if got := kubectl(ctx, t, s, "get", "deployment", "hpa-extract", "-o", "jsonpath={.spec.replicas}"); got != "3" {
			t.Fatalf("after helm %s: %s replicas, want the 3 that ran", step.cmd, got)
		}
	}
}

// TestInstallRefusesBeforeAnythingChanges: what would leave pods that never start or a
// half-upgraded release is refused by the chart itself, naming the cause, before Helm changes
// anything: a missing Secret or key (else six pods wait until --wait says "context deadline
// exceeded"), and a store's volume size changed between releases (a StatefulSet's volume claims
// cannot change, and the Deployments would already be patched).
func TestInstallRefusesBeforeAnythingChanges(t *testing.T) {
	s := needServer(t)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	kubectl(ctx, t, s, "create", "secret", "generic", "token-only", "--from-literal=admin-token=x")
	kubectl(ctx, t, s, "create", "secret", "generic", "no-clickhouse", "--from-literal=admin-token=x", "--from-literal=redis-password=y")
	t.Cleanup(func() { kubectl(context.Background(), t, s, "delete", "secret", "token-only", "no-clickhouse") })
	for _, tc := range []struct {
		name, values, want string
	}{
		{"no Secret", "secrets: {name: absent}\n", "Secret maltu/absent is missing"},
		{"a Secret without the Redis password", "secrets: {name: token-only}\n", "Secret maltu/token-only has no key redis-password"},
		{"a Secret without the ClickHouse password", "secrets: {name: no-clickhouse}\n", "Secret maltu/no-clickhouse has no key clickhouse-password"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			uninstallAfter(t, s, "nosecret")
			out, err := helm(ctx, t, s, "nosecret", tc.values, "install")
			if err == nil || !strings.Contains(out, tc.want) {
				t.Fatalf("helm install: %v, want a refusal saying %q:\n%s", err, tc.want, out)
			}
			if got := kubectl(ctx, t, s, "get", "deployments", "-l", "app.kubernetes.io/instance=nosecret", "-o", "name"); got != "" {
				t.Errorf("the refused install left %s", got)
			}
		})
	}
	for _, tc := range []struct {
		name, values, want string
	}{
		{"Redis's volume grown", "redis: {storage: 2Gi}\n", "redis.storage is 2Gi, the running StatefulSet's volumes are 1Gi"},
		{"ClickHouse's volume shrunk", "clickhouse: {storage: 1Gi}\n", "clickhouse.storage is 1Gi, the running StatefulSet's volumes are 5Gi"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			uninstallAfter(t, s, "storage")
			if out, err := helm(ctx, t, s, "storage", "", "install"); err != nil {
				t.Fatalf("helm install: %v\n%s", err, out)
			}
			// The log level is every service's setting: had the upgrade begun, their ConfigMaps would say debug.
			out, err := helm(ctx, t, s, "storage", tc.values+"common: {logLevel: debug}\n", "upgrade")
			if err == nil || !strings.Contains(out, tc.want) {
				t.Fatalf("helm upgrade: %v, want a refusal saying %q:\n%s", err, tc.want, out)
			}
			if got := kubectl(ctx, t, s, "get", "configmap", "storage-web", "-o", "jsonpath={.data.LOG_LEVEL}"); got != "info" {
				t.Errorf("the refused upgrade changed web's LOG_LEVEL to %q", got)
			}
			if got := kubectl(ctx, t, s, "get", "secrets", "-l", "owner=helm,name=storage", "-o", "name"); strings.Count(got, "\n") != 1 {
				t.Errorf("Helm recorded more than the first revision: %q", got)
			}
		})
	}
}
