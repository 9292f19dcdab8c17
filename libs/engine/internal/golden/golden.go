// Package golden compares test output with files under testdata, and rewrites them when a test
// runs with -update. It is imported by tests only.
package golden

import (
	"flag"
	"os"
	"path/filepath"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// Check compares got with the file at path, or writes it there under -update.
func Check(t *testing.T, path string, got []byte) {
	t.Helper()
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to write it)", err)
	}
	if string(want) != string(got) {
		t.Errorf("%s differs from the golden file; got:\n%s", path, got)
	}
}

// Read returns a test file's text.
func Read(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// Voices are the real-register samples under libs/engine/testdata/voices: a blog post,
// messenger lines, a business report, an essay and a product review. Each NAME.txt has the
// local extraction beside it in NAME.json.
var Voices = []string{"blog", "messenger", "report", "essay", "review"}

// VoicePath is the path of a sample's file (NAME.txt, NAME.json) from a package directly under
// libs/engine.
func VoicePath(name, ext string) string {
	return filepath.Join("..", "testdata", "voices", name+ext)
}

// Voice returns a sample's text.
func Voice(t *testing.T, name string) string {
	t.Helper()
	return Read(t, VoicePath(name, ".txt"))
}
