package main

import (
	"os"
	"testing"

	"maltu/libs/engine/serve/servetest"
)

// BenchmarkStyleExtract20k is one request of a 20,000-character text through HTTP, the local
// engine and the evidence gate.
func BenchmarkStyleExtract20k(b *testing.B) {
	text, err := os.ReadFile("testdata/blog.txt")
	if err != nil {
		b.Fatal(err)
	}
	base := servetest.StartLocal(b, run, map[string]string{"DAILY_LIMIT": "1000000000"})
	servetest.Bench(b, base+path, textBody(servetest.Cut(string(text), 20000)))
}
