package local

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestOfflineLaneImportsNoModel: the local engine and everything it imports from this module
// must never reach the model lane (package compat, go-openai) or the network. A deterministic
// lane that depends on the model lane is not a fallback.
func TestOfflineLaneImportsNoModel(t *testing.T) {
	const module = "maltu/libs/engine"
	forbidden := []string{module + "/compat", "github.com/sashabaranov/go-openai", "net/http", "net"}
	seen := map[string]bool{}
	var walk func(pkg, dir string)
	walk = func(pkg, dir string) {
		if seen[pkg] {
			return
		}
		seen[pkg] = true
		files, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range files {
			if strings.HasSuffix(f, "_test.go") {
				continue
			}
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			parsed, err := parser.ParseFile(token.NewFileSet(), f, src, parser.ImportsOnly)
			if err != nil {
				t.Fatal(err)
			}
			for _, imp := range parsed.Imports {
				path := strings.Trim(imp.Path.Value, `"`)
				for _, bad := range forbidden {
					if path == bad {
						t.Errorf("%s imports %s", pkg, path)
					}
				}
				if path == module {
					walk(path, "..")
				} else if sub, ok := strings.CutPrefix(path, module+"/"); ok {
					walk(path, filepath.Join("..", sub))
				}
			}
		}
	}
	walk(module+"/local", ".")
	if len(seen) < 6 {
		t.Errorf("walked only %v", seen)
	}
}
