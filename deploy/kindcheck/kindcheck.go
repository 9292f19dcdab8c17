// Package kindcheck validates the kind cluster config with kind itself, without Docker, and checks
// what kind does not: that the node ingress-nginx runs on is labelled and has 80/443 mapped.
package kindcheck

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"

	"sigs.k8s.io/kind/pkg/apis/config/v1alpha4"
	"sigs.k8s.io/yaml"
)

var (
	// ErrInvalid means kind refused the config.
	ErrInvalid = errors.New("kind rejected the cluster config")
	// ErrIngress means the config cannot host ingress-nginx as k8s/ingress-nginx-values.yaml expects.
	ErrIngress = errors.New("cluster config cannot host ingress-nginx")
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

// CheckIngress requires a control-plane node labelled ingress-ready=true (the controller's
// nodeSelector) that maps the host's ports 80 and 443 to the same ports in the node.
func CheckIngress(c *v1alpha4.Cluster) error {
	for _, n := range c.Nodes {
		role := n.Role
		if role == "" {
			role = v1alpha4.ControlPlaneRole // kind's default
		}
		if role != v1alpha4.ControlPlaneRole || n.Labels["ingress-ready"] != "true" {
			continue
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
			return fmt.Errorf("%w: the ingress-ready node does not map host ports %v", ErrIngress, missing)
		}
		return nil
	}
	return fmt.Errorf("%w: no control-plane node is labelled ingress-ready=true", ErrIngress)
}

// controllerValues is the part of k8s/ingress-nginx-values.yaml that must fit the cluster config.
type controllerValues struct {
	Controller struct {
		HostPort struct {
			Enabled bool `json:"enabled"`
			Ports   struct {
				HTTP  int `json:"http"`
				HTTPS int `json:"https"`
			} `json:"ports"`
		} `json:"hostPort"`
		NodeSelector map[string]string `json:"nodeSelector"`
		Config       map[string]string `json:"config"`
	} `json:"controller"`
}

// CheckController requires the ingress-nginx values to put the controller on the ingress-ready
// node, bound to its ports 80/443, and to keep use-forwarded-headers off: the services' per-IP
// limits rely on the controller overwriting a client's X-Forwarded-For.
func CheckController(data []byte) error {
	var v controllerValues
	if err := yaml.Unmarshal(data, &v); err != nil {
		return fmt.Errorf("%w: %w", ErrIngress, err)
	}
	c := v.Controller
	var errs []error
	if c.NodeSelector["ingress-ready"] != "true" {
		errs = append(errs, fmt.Errorf("%w: controller.nodeSelector lacks ingress-ready: \"true\"", ErrIngress))
	}
	if !c.HostPort.Enabled || c.HostPort.Ports.HTTP != 80 || c.HostPort.Ports.HTTPS != 443 {
		errs = append(errs, fmt.Errorf("%w: controller.hostPort must bind 80 and 443", ErrIngress))
	}
	if f, ok := c.Config["use-forwarded-headers"]; ok && f != "false" {
		errs = append(errs, fmt.Errorf("%w: use-forwarded-headers %q would let clients pick their own address", ErrIngress, f))
	}
	return errors.Join(errs...)
}
