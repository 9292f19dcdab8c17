package main

import (
	"net/http"
	"testing"

	"maltu/libs/engine/serve/servetest"
	"maltu/libs/gate/door/doortest"
)

// BenchmarkReport400 is one request of 400 sentences (12,000 characters) through HTTP, the local
// engine and the item verification.
func BenchmarkReport400(b *testing.B) {
	base := doortest.Start(b, run, map[string]string{"ENGINES": "local", "DAILY_LIMIT": "1000000000"})
	in := body(rounds(b, 40))
	b.SetBytes(int64(len(in)))
	for b.Loop() {
		if status, resp := servetest.Post(b, base+path, in); status != http.StatusOK {
			b.Fatalf("%d %s", status, resp)
		}
	}
}
