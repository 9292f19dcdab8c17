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
// enforced) and its default ServiceAccount, which a controller manager would have made, and
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

// TestAutoscalerSwitchKeepsReplicas installs the chart for real with three extract replicas and
// no autoscaler, then upgrades with the autoscaler on: the Deployment must keep its three pods
// (a chart that leaves replicas out under an HPA resets them to one on that upgrade).
func TestAutoscalerSwitchKeepsReplicas(t *testing.T) {
	s := needServer(t)
	h := chart.HelmForTest(t)
	root := repo.RootForTest(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	helm := func(values string, args ...string) {
		t.Helper()
		v := filepath.Join(t.TempDir(), "values.yaml")
		if err := os.WriteFile(v, []byte(values), 0o644); err != nil {
			t.Fatal(err)
		}
		cmd := exec.CommandContext(ctx, h.Bin, append(args, "hpa", filepath.Join(root, repo.Chart), "--namespace", repo.ReleaseNamespace,
			"--kubeconfig", s.Kubeconfig(), "-f", v)...)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("helm %s: %v\n%s", args[0], err, out)
		}
	}
	replicas := func() string {
		t.Helper()
		out, err := exec.CommandContext(ctx, s.KubectlPath(), "--kubeconfig", s.Kubeconfig(), "-n", repo.ReleaseNamespace,
			"get", "deployment", "hpa-extract", "-o", "jsonpath={.spec.replicas}").CombinedOutput()
		if err != nil {
			t.Fatalf("kubectl get: %v\n%s", err, out)
		}
		return string(out)
	}
	t.Cleanup(func() {
		_ = exec.Command(h.Bin, "uninstall", "hpa", "--namespace", repo.ReleaseNamespace, "--kubeconfig", s.Kubeconfig()).Run()
	})
	helm("components:\n  extract:\n    replicas: 3\n    autoscaling: {enabled: false}\n", "install")
	if got := replicas(); got != "3" {
		t.Fatalf("installed with %s replicas, want 3", got)
	}
	helm("components:\n  extract:\n    replicas: 3\n    autoscaling: {enabled: true}\n", "upgrade")
	if got := replicas(); got != "3" {
		t.Errorf("after switching the autoscaler on: %s replicas, want the 3 that ran", got)
	}
}
