package voice

import (
	"os"
	"strings"
	"testing"
)

// BenchmarkExtract measures a sample and the longest text the API accepts (20,000 characters).
func BenchmarkExtract(b *testing.B) {
	blog, err := os.ReadFile("../testdata/voices/blog.txt")
	if err != nil {
		b.Fatal(err)
	}
	long := []rune(strings.Repeat(string(blog)+"\n", 60))[:20000]
	for _, c := range []struct {
		name string
		text string
	}{{"sample", string(blog)}, {"20000 chars", string(long)}} {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				Extract(c.text)
			}
		})
	}
}
