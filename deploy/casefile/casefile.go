// Package casefile reads the broken-input cases under a package's testdata: one file per case,
// whose first line, "# want: TEXT", says what the check's error must mention.
package casefile

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Case is one broken input.
type Case struct {
	Name string // the file name without its extension
	Path string
	Data []byte
	Want string
}

// Load returns the cases matching glob; none at all fails the test, so a moved directory cannot
// turn a rejection test into one that checks nothing.
func Load(t testing.TB, glob string) []Case {
	t.Helper()
	files, err := filepath.Glob(glob)
	if err != nil || len(files) == 0 {
		t.Fatalf("no test cases match %s (%v)", glob, err)
	}
	var cases []Case
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		first, _, _ := strings.Cut(string(data), "\n")
		want, ok := strings.CutPrefix(first, "# want: ")
		if !ok || strings.TrimSpace(want) == "" {
			t.Fatalf("%s: first line must be '# want: TEXT'", f)
		}
		base := filepath.Base(f)
		cases = append(cases, Case{Name: strings.TrimSuffix(base, filepath.Ext(base)), Path: f, Data: data, Want: strings.TrimSpace(want)})
	}
	return cases
}
