package main

import (
	"net/http"
	"os"
	"testing"

	"maltu/libs/engine/serve/servetest"
	"maltu/libs/gate/door/doortest"
)

// BenchmarkStyleExtract20k is one request of a 20,000-character text through HTTP, the local
// engine and the evidence gate.
func BenchmarkStyleExtract20k(b *testing.B) {
	text, err := os.ReadFile("testdata/blog.txt")
	if err != nil {
		b.Fatal(err)
	}
	base := doortest.Start(b, run, map[string]string{"ENGINES": "local", "DAILY_LIMIT": "1000000000"})
	in := textBody(servetest.Cut(string(text), 20000))
	b.SetBytes(int64(len(in)))
	for b.Loop() {
		if status, resp := servetest.Post(b, base+path, in); status != http.StatusOK {
			b.Fatalf("%d %s", status, resp)
		}
	}
}
