package main

import (
	"net/http"
	"os"
	"testing"

	"maltu/libs/engine/serve/servetest"
	"maltu/libs/gate/door/doortest"
)

// BenchmarkRewriteDraft10k is one request of a 10,000-character draft through HTTP, the local
// engine and the gate, in each mode.
func BenchmarkRewriteDraft10k(b *testing.B) {
	d, err := os.ReadFile("testdata/draft.txt")
	if err != nil {
		b.Fatal(err)
	}
	base := doortest.Start(b, run, map[string]string{"ENGINES": "local", "DAILY_LIMIT": "1000000000"})
	for _, mode := range []string{"personal", "org"} {
		body := request{Draft: servetest.Cut(string(d), 10000), Rules: voice, Mode: mode}.String()
		b.Run(mode, func(b *testing.B) {
			b.SetBytes(int64(len(body)))
			for b.Loop() {
				if status, resp := servetest.Post(b, base+path, body); status != http.StatusOK {
					b.Fatalf("%d %s", status, resp)
				}
			}
		})
	}
}
