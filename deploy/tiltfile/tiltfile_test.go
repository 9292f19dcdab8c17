package tiltfile_test

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	"maltu/deploy/casefile"
	"maltu/deploy/chart"
	"maltu/deploy/kindcheck"
	"maltu/deploy/repo"
	"maltu/deploy/tiltfile"
	"maltu/libs/gate/routes"
)

func TestTiltfile(t *testing.T) {
	h := chart.HelmForTest(t)
	res, err := tiltfile.RunFile(context.Background(), repo.PathForTest(t, repo.Tiltfile), h)
	if err != nil {
		t.Fatal(err)
	}
	if err := res.Check(); err != nil {
		t.Fatal(err)
	}

	// One compile step, one live-updated image and one resource per service of the route map.
	for _, svc := range routes.Load().Services {
		if !slices.ContainsFunc(res.Locals, func(l tiltfile.LocalResource) bool { return l.Name == svc+"-compile" }) {
			t.Errorf("no compile step for %s", svc)
		}
		if !slices.ContainsFunc(res.Images, func(i tiltfile.Image) bool { return i.Ref == "maltu/"+svc && i.Restart && len(i.Syncs) == 1 }) {
			t.Errorf("no live-updated image for %s", svc)
		}
		if !slices.ContainsFunc(res.Resources, func(r tiltfile.Resource) bool { return r.Workload == "maltu-"+svc && len(r.PortForwards) == 1 }) {
			t.Errorf("no port-forwarded resource for %s", svc)
		}
	}
	// Tilt would run helm's test hooks as ordinary pods in the edit loop.
	for _, w := range res.Workloads {
		if w.Kind == "Pod" {
			t.Errorf("k8s_yaml deploys bare Pod %s (a helm test hook?)", w.Name)
		}
	}
	// Tilt may only touch the kind cluster of k8s/kind-config.yaml (kind names its context kind-NAME).
	cfg, err := kindcheck.Load(repo.PathForTest(t, repo.KindConfig))
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"kind-" + cfg.Name}; !slices.Equal(res.Contexts, want) {
		t.Errorf("allow_k8s_contexts %v, want %v", res.Contexts, want)
	}
}

// TestTiltfileRejects: each file under testdata/reject is a Tiltfile with one mistake, run from
// the repository root like the real one.
func TestTiltfileRejects(t *testing.T) {
	h := chart.HelmForTest(t)
	root := repo.RootForTest(t)
	for _, c := range casefile.Load(t, "testdata/reject/*.tilt") {
		t.Run(c.Name, func(t *testing.T) {
			res, err := tiltfile.Run(context.Background(), root, c.Path, c.Data, h)
			if err == nil {
				err = res.Check()
			}
			if !errors.Is(err, tiltfile.ErrTiltfile) && !errors.Is(err, tiltfile.ErrInconsistent) {
				t.Fatalf("the broken Tiltfile passed (err %v)", err)
			}
			if !strings.Contains(err.Error(), c.Want) {
				t.Fatalf("error does not mention %q:\n%v", c.Want, err)
			}
		})
	}
}
