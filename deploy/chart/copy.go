package chart

import (
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"maltu/deploy/repo"
)

// CopyChart copies the repository's chart into a temporary directory (symlinks resolved, as
// `helm package` does), for tests that break it on purpose.
func CopyChart(t testing.TB) string {
	t.Helper()
	src := repo.PathForTest(t, repo.Chart)
	dst := filepath.Join(t.TempDir(), filepath.Base(src))
	err := filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(src, path)
		if err != nil {
			return err
		}
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(dst, rel), 0o755)
		}
		data, err := os.ReadFile(path) // follows the routes.json link
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dst, rel), data, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	return dst
}
