package main

import (
	"os"
	"testing"

	"maltu/libs/engine/serve/servetest"
)

// BenchmarkRewriteDraft10k is one request of a 10,000-character draft through HTTP, the local
// engine and the gate, in each mode.
func BenchmarkRewriteDraft10k(b *testing.B) {
	d, err := os.ReadFile("testdata/draft.txt")
	if err != nil {
		b.Fatal(err)
	}
	base := servetest.StartLocal(b, run, map[string]string{"DAILY_LIMIT": "1000000000"})
	for _, mode := range []string{"personal", "org"} {
		body := request{Draft: servetest.Cut(string(d), 10000), Rules: voice, Mode: mode}.String()
		b.Run(mode, func(b *testing.B) { servetest.Bench(b, base+path, body) })
	}
}
