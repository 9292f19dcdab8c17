// Package apiserver runs a real kube-apiserver on a private etcd, both on loopback, so rendered
// manifests can be checked by `kubectl apply --dry-run=server --validate=strict`: the server's own
// schema, enums, names, selector rules and admission (Pod Security included) judge them. No
// controllers run, so nothing is ever scheduled.
package apiserver

import (
	"bytes"
	"context"
	"crypto/rand"
	"crypto/rsa"
	"crypto/tls"
	"crypto/x509"
	"encoding/hex"
	"encoding/pem"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"time"
)

// Config names the programs and a scratch directory the server keeps its state in.
type Config struct {
	Etcd, APIServer, Kubectl string
	Dir                      string
}

var (
	// ErrStart means etcd or kube-apiserver did not come up; the message has the end of its log.
	ErrStart = errors.New("kube-apiserver did not start")
	// ErrRejected means the server refused a manifest.
	ErrRejected = errors.New("rejected by the API server")
	// ErrWarned means the server accepted a manifest with warnings (a Pod Security violation in a
	// workload, a deprecated API), which the checks treat as a failure.
	ErrWarned = errors.New("accepted with warnings")
)

// Server is a running etcd and kube-apiserver.
type Server struct {
	kubectl    string
	kubeconfig string
	procs      []proc
}

// proc is a started program; stop asks it to end (SIGTERM, SIGKILL 10 s later), done closes
// when it has.
type proc struct {
	cmd  *exec.Cmd
	stop context.CancelFunc
	done chan struct{}
}

// Start starts etcd and kube-apiserver and waits until the API server is ready.
func Start(ctx context.Context, cfg Config) (*Server, error) {
	ports, err := freePorts(3)
	if err != nil {
		return nil, err
	}
	etcdURL := fmt.Sprintf("http://127.0.0.1:%d", ports[0])
	peerURL := fmt.Sprintf("http://127.0.0.1:%d", ports[1])
	s := &Server{kubectl: cfg.Kubectl, kubeconfig: filepath.Join(cfg.Dir, "kubeconfig")}

	etcdLog := filepath.Join(cfg.Dir, "etcd.log")
	if err := s.spawn(etcdLog, cfg.Etcd,
		"--name=check", "--data-dir="+filepath.Join(cfg.Dir, "etcd"),
		"--listen-client-urls="+etcdURL, "--advertise-client-urls="+etcdURL,
		"--listen-peer-urls="+peerURL, "--initial-advertise-peer-urls="+peerURL,
		"--initial-cluster=check="+peerURL); err != nil {
		return nil, err
	}

	token, err := s.credentials(cfg.Dir)
	if err != nil {
		s.Stop()
		return nil, err
	}
	url := fmt.Sprintf("https://127.0.0.1:%d", ports[2])
	apiLog := filepath.Join(cfg.Dir, "kube-apiserver.log")
	if err := s.spawn(apiLog, cfg.APIServer,
		"--etcd-servers="+etcdURL,
		"--bind-address=127.0.0.1", "--advertise-address=127.0.0.1", fmt.Sprintf("--secure-port=%d", ports[2]),
		"--cert-dir="+filepath.Join(cfg.Dir, "certs"),
		"--token-auth-file="+filepath.Join(cfg.Dir, "tokens.csv"),
		"--authorization-mode=RBAC",
		"--service-account-issuer=https://kubernetes.default.svc.cluster.local",
		"--service-account-key-file="+filepath.Join(cfg.Dir, "sa.pub"),
		"--service-account-signing-key-file="+filepath.Join(cfg.Dir, "sa.key"),
		"--service-cluster-ip-range=10.96.0.0/16",
		// No controller manager runs to keep the kubernetes Service's endpoints.
		"--endpoint-reconciler-type=none"); err != nil {
		s.Stop()
		return nil, err
	}
	if err := s.waitReady(ctx, url, token); err != nil {
		s.Stop()
		return nil, fmt.Errorf("%w: %w\n%s\n%s", ErrStart, err, tail(etcdLog), tail(apiLog))
	}
	kubeconfig := fmt.Sprintf(`apiVersion: v1
kind: Config
clusters: [{name: check, cluster: {server: %q, insecure-skip-tls-verify: true}}]
users: [{name: admin, user: {token: %q}}]
contexts: [{name: check, context: {cluster: check, user: admin}}]
current-context: check
`, url, token)
	if err := os.WriteFile(s.kubeconfig, []byte(kubeconfig), 0o600); err != nil {
		s.Stop()
		return nil, fmt.Errorf("kubeconfig: %w", err)
	}
	return s, nil
}

// credentials writes the admin token file and the service-account signing keys.
func (s *Server) credentials(dir string) (string, error) {
	raw := make([]byte, 16)
	if _, err := rand.Read(raw); err != nil {
		return "", fmt.Errorf("token: %w", err)
	}
	token := hex.EncodeToString(raw)
	if err := os.WriteFile(filepath.Join(dir, "tokens.csv"), []byte(token+`,admin,admin,"system:masters"`+"\n"), 0o600); err != nil {
		return "", fmt.Errorf("token file: %w", err)
	}
	key, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		return "", fmt.Errorf("service-account key: %w", err)
	}
	pub, err := x509.MarshalPKIXPublicKey(&key.PublicKey)
	if err != nil {
		return "", fmt.Errorf("service-account key: %w", err)
	}
	files := map[string]*pem.Block{
		"sa.key": {Type: "RSA PRIVATE KEY", Bytes: x509.MarshalPKCS1PrivateKey(key)},
		"sa.pub": {Type: "PUBLIC KEY", Bytes: pub},
	}
	for name, block := range files {
		if err := os.WriteFile(filepath.Join(dir, name), pem.EncodeToMemory(block), 0o600); err != nil {
			return "", fmt.Errorf("service-account key: %w", err)
		}
	}
	return token, nil
}

func (s *Server) spawn(logPath, bin string, args ...string) error {
	log, err := os.Create(logPath)
	if err != nil {
		return fmt.Errorf("%w: %w", ErrStart, err)
	}
	defer log.Close() // the child keeps its own descriptor
	ctx, stop := context.WithCancel(context.Background())
	cmd := exec.CommandContext(ctx, bin, args...)
	cmd.Cancel = func() error { return cmd.Process.Signal(syscall.SIGTERM) }
	cmd.WaitDelay = 10 * time.Second
	cmd.Stdout, cmd.Stderr = log, log
	if err := cmd.Start(); err != nil {
		stop()
		return fmt.Errorf("%w: %s: %w", ErrStart, bin, err)
	}
	p := proc{cmd: cmd, stop: stop, done: make(chan struct{})}
	go func() { _ = cmd.Wait(); close(p.done) }()
	s.procs = append(s.procs, p)
	return nil
}

// Kubeconfig is the path of a kubeconfig for the server, for helm and kubectl.
func (s *Server) Kubeconfig() string { return s.kubeconfig }

// KubectlPath is the kubectl the server was started with.
func (s *Server) KubectlPath() string { return s.kubectl }

// Stop ends the API server, then etcd, and waits for both.
func (s *Server) Stop() {
	for i := len(s.procs) - 1; i >= 0; i-- {
		s.procs[i].stop()
		<-s.procs[i].done
	}
	s.procs = nil
}

// Apply creates or updates objects for real (namespaces and what the controllers that do not run
// here would have made, such as a namespace's default ServiceAccount).
func (s *Server) Apply(ctx context.Context, manifest []byte) error {
	_, err := s.kubectlApply(ctx, manifest)
	return err
}

// Install creates or updates objects for real with a server-side apply, which CustomResourceDefinitions
// need (a client-side apply keeps a copy of each in an annotation, too large for the Gateway API's),
// then waits until every CustomResourceDefinition serves its kinds.
func (s *Server) Install(ctx context.Context, manifest []byte) error {
	cmd := exec.CommandContext(ctx, s.kubectl, "--kubeconfig", s.kubeconfig, "apply", "--server-side", "--force-conflicts", "-f", "-")
	cmd.Stdin = bytes.NewReader(manifest)
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("%w: %v\n%s", ErrRejected, err, out)
	}
	wait := exec.CommandContext(ctx, s.kubectl, "--kubeconfig", s.kubeconfig, "wait", "--for=condition=Established", "crd", "--all", "--timeout=60s")
	if out, err := wait.CombinedOutput(); err != nil {
		return fmt.Errorf("%w: CustomResourceDefinitions not established: %v\n%s", ErrStart, err, out)
	}
	return nil
}

// DryRun submits a manifest with server-side dry run and strict field validation: nothing is
// stored, every object is validated and admitted as if it were. Warnings fail it too.
func (s *Server) DryRun(ctx context.Context, manifest []byte) (string, error) {
	out, err := s.kubectlApply(ctx, manifest, "--dry-run=server")
	if err != nil {
		return out, err
	}
	var warnings []string
	for _, line := range strings.Split(out, "\n") {
		if strings.HasPrefix(line, "Warning:") {
			warnings = append(warnings, line)
		}
	}
	if len(warnings) > 0 {
		return out, fmt.Errorf("%w:\n%s", ErrWarned, strings.Join(warnings, "\n"))
	}
	return out, nil
}

func (s *Server) kubectlApply(ctx context.Context, manifest []byte, extra ...string) (string, error) {
	args := append([]string{"--kubeconfig", s.kubeconfig, "apply", "--validate=strict", "-f", "-"}, extra...)
	cmd := exec.CommandContext(ctx, s.kubectl, args...)
	cmd.Stdin = bytes.NewReader(manifest)
	out, err := cmd.CombinedOutput()
	if err != nil {
		return string(out), fmt.Errorf("%w: %v\n%s", ErrRejected, err, out)
	}
	return string(out), nil
}

// waitReady polls /readyz until it answers 200, a program exits, or 90 seconds pass.
func (s *Server) waitReady(ctx context.Context, url, token string) error {
	client := &http.Client{
		Timeout: 2 * time.Second,
		// The server's certificate is self-signed on loopback, made seconds ago.
		Transport: &http.Transport{TLSClientConfig: &tls.Config{InsecureSkipVerify: true}},
	}
	ctx, cancel := context.WithTimeout(ctx, 90*time.Second)
	defer cancel()
	var last error
	for {
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, url+"/readyz", nil)
		if err != nil {
			return err
		}
		req.Header.Set("Authorization", "Bearer "+token)
		resp, err := client.Do(req)
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return nil
			}
			err = fmt.Errorf("readyz: %s", resp.Status)
		}
		last = err
		for _, p := range s.procs {
			select {
			case <-p.done:
				return fmt.Errorf("%s exited: %s", filepath.Base(p.cmd.Path), p.cmd.ProcessState)
			default:
			}
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("not ready: %w", last)
		case <-time.After(200 * time.Millisecond):
		}
	}
}

func freePorts(n int) ([]int, error) {
	var ports []int
	for range n {
		l, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			return nil, fmt.Errorf("%w: free port: %w", ErrStart, err)
		}
		defer l.Close() // held until all are picked, so the n ports differ
		ports = append(ports, l.Addr().(*net.TCPAddr).Port)
	}
	return ports, nil
}

func tail(path string) string {
	b, err := os.ReadFile(path)
	if err != nil {
		return ""
	}
	lines := strings.Split(strings.TrimSpace(string(b)), "\n")
	if len(lines) > 15 {
		lines = lines[len(lines)-15:]
	}
	return filepath.Base(path) + ":\n" + strings.Join(lines, "\n")
}
