// Package kindcheck validates the kind cluster config with kind itself, without Docker, and checks
// what kind does not: that the edge node is labelled, maps 80/443 and is the edge's alone, and that
// Envoy Gateway's proxies (k8s/envoy-gateway.yaml) run there on those ports.
package kindcheck

import (
	"bytes"
	"cmp"
	"context"
	"errors"
	"fmt"
	"net/netip"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	gatewayv1 "sigs.k8s.io/gateway-api/apis/v1"
	"sigs.k8s.io/kind/pkg/apis/config/v1alpha4"
	"sigs.k8s.io/yaml"

	"maltu/deploy/manifest"
)

var (
	// ErrInvalid means kind refused the config.
	ErrInvalid = errors.New("kind rejected the cluster config")
	// ErrEdge means the cluster config and the edge's proxies do not fit together.
	ErrEdge = errors.New("cluster config cannot host the edge")
)

// reached is the step kind takes only after loading and validating the whole config.
const reached = "Ensuring node image"

// dockerStub answers the three questions kind asks before it validates a config and refuses
// everything else, so kind stops at its first real Docker action (pulling the node image).
const dockerStub = `#!/bin/sh
case "$1" in
  -v|--version) echo "Docker version 28.0.0, build stub" ;;
  info) echo '{"CgroupDriver":"systemd","CgroupVersion":"2","MemoryLimit":true,"PidsLimit":true,"CPUShares":true,"SecurityOptions":["name=seccomp,profile=builtin","name=cgroupns"]}' ;;
  ps) ;;
  *) echo "docker stub: refusing: $*" >&2; exit 1 ;;
esac
`

// Validate runs `kind create cluster --config path` with the stub docker first on PATH in scratch.
// The config is valid when kind gets as far as pulling the node image.
func Validate(ctx context.Context, kind, path, scratch string) error {
	bin := filepath.Join(scratch, "bin")
	if err := os.MkdirAll(bin, 0o755); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(bin, "docker"), []byte(dockerStub), 0o755); err != nil {
		return err
	}
	cmd := exec.CommandContext(ctx, kind, "create", "cluster", "--config", path,
		"--kubeconfig", filepath.Join(scratch, "kubeconfig"), "--retain=false")
	cmd.Env = append(os.Environ(),
		"PATH="+bin+string(os.PathListSeparator)+os.Getenv("PATH"),
		"KIND_EXPERIMENTAL_PROVIDER=docker",
		"HOME="+scratch)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	_ = cmd.Run() // always fails at the pull; the output says how far it got
	if !strings.Contains(out.String(), reached) {
		return fmt.Errorf("%w: %s", ErrInvalid, strings.TrimSpace(out.String()))
	}
	return nil
}

// Load strictly decodes a kind config (unknown fields are errors, as in kind).
func Load(path string) (*v1alpha4.Cluster, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var c v1alpha4.Cluster
	if err := yaml.UnmarshalStrict(data, &c); err != nil {
		return nil, fmt.Errorf("%w: %s: %w", ErrInvalid, path, err)
	}
	return &c, nil
}

// EdgeLabel is the label of the node the edge's proxies run on.
const EdgeLabel = "edge-ready"

// CheckEdgeNode requires the first node to be the edge node: a control-plane labelled
// edge-ready=true that maps the host's ports 80 and 443 to the same ports in the node. A worker
// must exist too: kind then keeps the control-plane's NoSchedule taint, so the services run
// elsewhere and the edge node's pod range (EdgeRange) holds the proxies, not the services.
func CheckEdgeNode(c *v1alpha4.Cluster) error {
	if len(c.Nodes) == 0 {
		return fmt.Errorf("%w: no nodes", ErrEdge)
	}
	var errs []error
	n := c.Nodes[0]
	if role := cmp.Or(n.Role, v1alpha4.ControlPlaneRole); role != v1alpha4.ControlPlaneRole || n.Labels[EdgeLabel] != "true" {
		errs = append(errs, fmt.Errorf("%w: the first node is not a control-plane labelled %s=true", ErrEdge, EdgeLabel))
	}
	var missing []int32
	for _, port := range []int32{80, 443} {
		if !slices.ContainsFunc(n.ExtraPortMappings, func(m v1alpha4.PortMapping) bool {
			return m.ContainerPort == port && m.HostPort == port && (m.Protocol == "" || m.Protocol == v1alpha4.PortMappingProtocolTCP)
		}) {
			missing = append(missing, port)
		}
	}
	if len(missing) > 0 {
		errs = append(errs, fmt.Errorf("%w: the edge node does not map host ports %v", ErrEdge, missing))
	}
	if !slices.ContainsFunc(c.Nodes[1:], func(n v1alpha4.Node) bool { return n.Role == v1alpha4.WorkerRole }) {
		errs = append(errs, fmt.Errorf("%w: no worker node: the services would share the edge node's pod range", ErrEdge))
	}
	return errors.Join(errs...)
}

// EdgeRange is the pod range of the first node: kube-controller-manager gives each node, in the
// order they register, the next /24 (IPv4) of the pod subnet, and kind's control plane registers first.
func EdgeRange(c *v1alpha4.Cluster) (netip.Prefix, error) {
	p, err := netip.ParsePrefix(c.Networking.PodSubnet)
	if err != nil || !p.Addr().Is4() || p.Bits() > 24 {
		return netip.Prefix{}, fmt.Errorf("%w: pod subnet %q has no IPv4 /24 for a node", ErrEdge, c.Networking.PodSubnet)
	}
	return netip.PrefixFrom(p.Masked().Addr(), 24), nil
}

// Proxies is what k8s/envoy-gateway.yaml says about the edge: its GatewayClass, and where the
// proxies' Service lives.
type Proxies struct {
	Class, Namespace, Service string
}

// envoyProxy is the part of an Envoy Gateway EnvoyProxy that must fit the cluster config.
type envoyProxy struct {
	Metadata struct{ Name, Namespace string }
	Spec     struct {
		Provider struct {
			Kubernetes struct {
				EnvoyService struct {
					Name string `json:"name"`
				} `json:"envoyService"`
				EnvoyDeployment struct {
					Strategy appsv1.DeploymentStrategy `json:"strategy"`
					Pod      struct {
						NodeSelector map[string]string   `json:"nodeSelector"`
						Tolerations  []corev1.Toleration `json:"tolerations"`
					} `json:"pod"`
					Patch struct {
						Value appsv1.Deployment `json:"value"`
					} `json:"patch"`
				} `json:"envoyDeployment"`
			} `json:"kubernetes"`
		} `json:"provider"`
	} `json:"spec"`
}

// CheckProxies reads the GatewayClass and EnvoyProxy of k8s/envoy-gateway.yaml and requires the
// proxies to run on the edge node (its label, tolerating its taint), to bind the node's ports
// 80 and 443 to their listeners (Envoy Gateway's 10080 and 10443) and to roll out without a surge.
func CheckProxies(data []byte, edge v1alpha4.Node) (Proxies, error) {
	docs, err := manifest.Split(data)
	if err != nil {
		return Proxies{}, fmt.Errorf("%w: %w", ErrEdge, err)
	}
	var class gatewayv1.GatewayClass
	var proxy envoyProxy
	for _, d := range docs {
		var head struct{ Kind string }
		if err := yaml.Unmarshal(d.Body, &head); err != nil {
			return Proxies{}, fmt.Errorf("%w: %w", ErrEdge, err)
		}
		switch head.Kind {
		case "GatewayClass":
			err = yaml.Unmarshal(d.Body, &class)
		case "EnvoyProxy":
			err = yaml.Unmarshal(d.Body, &proxy)
		}
		if err != nil {
			return Proxies{}, fmt.Errorf("%w: %w", ErrEdge, err)
		}
	}
	var errs []error
	if ref := class.Spec.ParametersRef; ref == nil || ref.Name != proxy.Metadata.Name || ref.Namespace == nil || string(*ref.Namespace) != proxy.Metadata.Namespace {
		errs = append(errs, fmt.Errorf("%w: GatewayClass %q does not use EnvoyProxy %s/%s", ErrEdge, class.Name, proxy.Metadata.Namespace, proxy.Metadata.Name))
	}
	k := proxy.Spec.Provider.Kubernetes
	for key, value := range k.EnvoyDeployment.Pod.NodeSelector {
		if edge.Labels[key] != value {
			errs = append(errs, fmt.Errorf("%w: the proxies select %s=%s, which the edge node does not carry", ErrEdge, key, value))
		}
	}
	if len(k.EnvoyDeployment.Pod.NodeSelector) == 0 {
		errs = append(errs, fmt.Errorf("%w: the proxies select no node", ErrEdge))
	}
	if !slices.ContainsFunc(k.EnvoyDeployment.Pod.Tolerations, func(t corev1.Toleration) bool {
		return t.Key == "node-role.kubernetes.io/control-plane" && (t.Effect == "" || t.Effect == corev1.TaintEffectNoSchedule) &&
			(t.Operator == corev1.TolerationOpExists || t.Value == "")
	}) {
		errs = append(errs, fmt.Errorf("%w: the proxies do not tolerate the edge node's control-plane taint", ErrEdge))
	}
	bound := map[int32]int32{}
	for _, c := range k.EnvoyDeployment.Patch.Value.Spec.Template.Spec.Containers {
		if c.Name != "envoy" {
			continue
		}
		for _, p := range c.Ports {
			if p.HostPort != 0 {
				bound[p.HostPort] = p.ContainerPort
			}
		}
	}
	// In port order, so that two wrong ports are reported the same way every run.
	for _, hl := range [][2]int32{{80, 10080}, {443, 10443}} {
		if host, listener := hl[0], hl[1]; bound[host] != listener {
			errs = append(errs, fmt.Errorf("%w: node port %d reaches the proxy's port %d, want its listener %d", ErrEdge, host, bound[host], listener))
		}
	}
	if st := k.EnvoyDeployment.Strategy; st.Type != appsv1.RecreateDeploymentStrategyType &&
		(st.RollingUpdate == nil || st.RollingUpdate.MaxSurge == nil || st.RollingUpdate.MaxSurge.IntValue() != 0) {
		errs = append(errs, fmt.Errorf("%w: a rollout surges a new proxy, which cannot bind the host ports the old one holds", ErrEdge))
	}
	if k.EnvoyService.Name == "" {
		errs = append(errs, fmt.Errorf("%w: the proxies' Service has a generated name, which helm test cannot know", ErrEdge))
	}
	return Proxies{Class: class.Name, Namespace: proxy.Metadata.Namespace, Service: k.EnvoyService.Name}, errors.Join(errs...)
}
