package manifest_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	appsv1 "k8s.io/api/apps/v1"

	"maltu/deploy/casefile"
	"maltu/deploy/chart"
	"maltu/deploy/manifest"
)

func TestRenderedChartDecodesStrictly(t *testing.T) {
	for _, vs := range chart.ValueSets {
		t.Run(vs.Name, func(t *testing.T) {
			objs, err := manifest.DecodeAll(chart.Render(t, vs.Files))
			if err != nil {
				t.Fatal(err)
			}
			if n := len(manifest.All[*appsv1.Deployment](objs)); n != 6 {
				t.Fatalf("decoded %d Deployments, want one per service (6)", n)
			}
		})
	}
}

// TestDecodeRejects: each file under testdata/reject is one broken document.
func TestDecodeRejects(t *testing.T) {
	for _, c := range casefile.Load(t, "testdata/reject/*.yaml") {
		t.Run(c.Name, func(t *testing.T) {
			_, err := manifest.DecodeAll(c.Data)
			if !errors.Is(err, manifest.ErrDecode) {
				t.Fatalf("decoded a broken document (err %v)", err)
			}
			if !strings.Contains(err.Error(), c.Want) {
				t.Fatalf("error does not mention %q:\n%v", c.Want, err)
			}
		})
	}
}

func TestSplitNamesSources(t *testing.T) {
	in := "---\n# Source: maltu/templates/a.yaml\nkind: A\n---\n# only a comment\n---\nkind: B\n"
	docs, err := manifest.Split([]byte(in))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, d := range docs {
		got = append(got, d.Source)
	}
	if want := []string{"maltu/templates/a.yaml", "document 3"}; strings.Join(got, ",") != strings.Join(want, ",") {
		t.Fatalf("sources %v, want %v", got, want)
	}
}

func FuzzDecodeAll(f *testing.F) {
	files, _ := filepath.Glob("testdata/reject/*.yaml")
	for _, file := range files {
		if data, err := os.ReadFile(file); err == nil {
			f.Add(data)
		}
	}
	f.Add([]byte("apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\n---\n---\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		objs, err := manifest.DecodeAll(data)
		if err == nil && len(objs) > 0 && objs[0].Obj == nil {
			t.Fatal("decoded a nil object without an error")
		}
	})
}
