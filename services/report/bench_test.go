package main

import (
	"testing"

	"maltu/libs/engine/serve/servetest"
)

// BenchmarkReport400 is one request of 400 sentences (12,000 characters) through HTTP, the local
// engine and the item verification.
func BenchmarkReport400(b *testing.B) {
	base := servetest.StartLocal(b, run, map[string]string{"DAILY_LIMIT": "1000000000"})
	servetest.Bench(b, base+path, body(rounds(b, 40)))
}
