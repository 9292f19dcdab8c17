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
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"maltu/deploy/chart"
	"maltu/deploy/routecheck"
	"maltu/deploy/tool"
	"maltu/libs/gate/routes"
)

// TestLocalEdgeRoutesLikeTheChart runs the local edge (hack/edge, built by make verify-deploy)
// in front of one stand-in per service that names itself, sends it every probe path, and
// requires the service that answers to be the one the chart's edge picks, Gateway and Ingress.
func TestLocalEdgeRoutesLikeTheChart(t *testing.T) {
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
	router := edgeRouter{t: t, base: base}
	var kindEdge routecheck.Table
	for _, vs := range []chart.ValueSet{chart.ValueSets[1], ingressValues} {
		chartEdge := table(t, decode(t, chart.Render(t, vs.Files)), vs.Ingress)
		if err := routecheck.Agree(chartEdge, router, backend, routecheck.Probes(m)); err != nil {
			t.Fatalf("%s: %v", vs.Name, err)
		}
		if kindEdge == nil {
			kindEdge = chartEdge
		}
	}

	// The same comparison catches an edge that routes differently: /voice made Exact.
	broken := slices.Clone(kindEdge)
	for i, r := range broken {
		if r.Path == "/voice" {
			broken[i].Match = routes.Exact
		}
	}
	err := routecheck.Agree(broken, router, backend, routecheck.Probes(m))
	if !errors.Is(err, routecheck.ErrDrift) || !strings.Contains(err.Error(), "/voice/app.js goes to") {
		t.Fatalf("an edge routing /voice/app.js nowhere agreed with the local edge: %v", err)
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
