package routecheck_test

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"

	networkingv1 "k8s.io/api/networking/v1"

	"maltu/deploy/chart"
	"maltu/deploy/routecheck"
	"maltu/deploy/tool"
	"maltu/libs/gate/routes"
)

// TestEdgeRoutesLikeTheIngress runs the local edge (hack/edge, built by make verify-deploy)
// in front of one stand-in per service that names itself, sends it every probe path, and
// requires the service that answers to be the one the chart's Ingress picks.
func TestEdgeRoutesLikeTheIngress(t *testing.T) {
	edge := tool.Find(t, "EDGE", "edge")
	m := routes.Load()
	var upstreams []string
	for _, svc := range m.Services {
		stub := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("X-Service", svc)
		}))
		t.Cleanup(stub.Close)
		upstreams = append(upstreams, svc+"="+stub.URL)
	}
	base := startEdge(t, edge, strings.Join(upstreams, ","))
	ing := ingress(t, decode(t, chart.Render(t, chart.ValueSets[1].Files)))
	router := edgeRouter{t: t, base: base}
	if err := routecheck.Agree(ing, router, backend, routecheck.Probes(m)); err != nil {
		t.Fatal(err)
	}

	// The same comparison catches an Ingress that routes differently: /voice made Exact.
	broken := ing.DeepCopy()
	for i, p := range broken.Spec.Rules[0].HTTP.Paths {
		if p.Path == "/voice" {
			exact := networkingv1.PathTypeExact
			broken.Spec.Rules[0].HTTP.Paths[i].PathType = &exact
		}
	}
	err := routecheck.Agree(broken, router, backend, routecheck.Probes(m))
	if !errors.Is(err, routecheck.ErrDrift) || !strings.Contains(err.Error(), "/voice/app.js goes to") {
		t.Fatalf("an Ingress routing /voice/app.js nowhere agreed with the edge: %v", err)
	}
}

// edgeRouter asks the running edge which service a path reaches.
type edgeRouter struct {
	t    *testing.T
	base string
}

func (e edgeRouter) Lookup(path string) (string, bool) {
	resp, err := http.Get(e.base + path)
	if err != nil {
		e.t.Fatalf("edge: %v", err)
	}
	resp.Body.Close()
	svc := resp.Header.Get("X-Service")
	if svc == "" && resp.StatusCode != http.StatusNotFound {
		e.t.Fatalf("edge answered %s for %s without a service behind it", resp.Status, path)
	}
	return svc, svc != ""
}

// startEdge starts the edge on a free port and returns its base URL once it listens.
func startEdge(t *testing.T, bin, upstreams string) string {
	t.Helper()
	cmd := exec.Command(bin)
	cmd.Env = append(os.Environ(), "UPSTREAMS="+upstreams, "EDGE_ADDR=127.0.0.1:0")
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = cmd.Process.Signal(syscall.SIGTERM)
		_ = cmd.Wait()
	})
	addr := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			var line struct{ Msg, Addr string }
			if json.Unmarshal(sc.Bytes(), &line) == nil && line.Msg == "listening" {
				addr <- line.Addr
			}
		}
	}()
	select {
	case a := <-addr:
		return fmt.Sprintf("http://%s", a)
	case <-time.After(10 * time.Second):
		t.Fatal("the edge did not say where it listens")
	}
	return ""
}
