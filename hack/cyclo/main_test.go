package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestAbove counts each kind of decision once and names only the function past the ceiling;
// tests and testdata are not read.
func TestAbove(t *testing.T) {
	dir := t.TempDir()
	write := func(name, src string) {
		t.Helper()
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// every: 1, and an if with && and ||, a for, a range, two cases (not the default), a select's
	// case (not the default), && in a function literal: 10.
	write("a/a.go", `package a
func every(xs []int, c chan int) {
	if len(xs) > 0 && xs[0] > 0 || xs[0] < -1 {}
	for i := 0; i < 1; i++ {}
	for range xs {}
	switch { case true: case false: default: }
	select { case <-c: default: }
	_ = func() bool { return true && false }
}
func plain() {}
`)
	write("a/a_test.go", "package a\nfunc inTest() { if true {}; if true {}; if true {} }\n")
	write("a/testdata/t.go", "package t\nfunc inData() { if true {}; if true {}; if true {} }\n")
	found, err := above(8, dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(found) != 1 || !strings.Contains(found[0], "every has cyclomatic complexity 10, above 8") {
		t.Errorf("found %q, want every at 10", found)
	}
	if found, _ := above(10, dir); len(found) != 0 {
		t.Errorf("found %q at its own complexity, want none", found)
	}
}
