package image_test

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"maltu/deploy/casefile"
	"maltu/deploy/image"
	"maltu/deploy/repo"
)

func TestProductionImage(t *testing.T) {
	stages, err := image.Parse(bytes.NewReader(repo.ReadForTest(t, "Dockerfile")))
	if err != nil {
		t.Fatal(err)
	}
	if err := image.CheckProduction(stages); err != nil {
		t.Fatal(err)
	}
	if err := image.CheckContext(repo.ReadForTest(t, ".dockerignore"), repo.ReadForTest(t, "go.work")); err != nil {
		t.Fatal(err)
	}
}

// TestProductionRejects: each file under testdata/reject is the service Dockerfile broken one way.
func TestProductionRejects(t *testing.T) {
	for _, c := range casefile.Load(t, "testdata/reject/*.Dockerfile") {
		t.Run(c.Name, func(t *testing.T) {
			stages, err := image.Parse(bytes.NewReader(c.Data))
			if err == nil {
				err = image.CheckProduction(stages)
			}
			if !errors.Is(err, image.ErrImage) || !strings.Contains(err.Error(), c.Want) {
				t.Fatalf("got %v, want an error mentioning %q", err, c.Want)
			}
		})
	}
}

func TestContextRejects(t *testing.T) {
	work := []byte("go 1.26.0\n\nuse (\n\t./hack\n\t./libs/gate\n\t./services/web\n)\n")
	tests := map[string]struct{ ignore, want string }{
		"workspace file":     {"go.work\n", "leaves go.work out"},
		"a library":          {"libs\n", "leaves libs/gate out"},
		"the services":       {"services/*\n", "leaves services/web out"},
		"a used tool module": {"hack\n", "leaves hack out"},
		"all but the code":   {"*\n!libs\n!services\n", "leaves go.work out"},
	}
	for name, tt := range tests {
		t.Run(name, func(t *testing.T) {
			err := image.CheckContext([]byte(tt.ignore), work)
			if !errors.Is(err, image.ErrImage) || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("got %v, want an error mentioning %q", err, tt.want)
			}
		})
	}
}

func FuzzParse(f *testing.F) {
	f.Add([]byte("FROM scratch\nUSER 1\nENTRYPOINT [\"/a\"]\n"))
	f.Add([]byte("ARG X\nFROM a AS b\nRUN x \\\n y\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		stages, err := image.Parse(bytes.NewReader(data))
		if err == nil && len(stages) == 0 {
			t.Fatal("no stages and no error")
		}
	})
}
