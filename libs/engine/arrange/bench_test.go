package arrange

import (
	"os"
	"testing"

	"maltu/libs/gate/sentence"
)

// BenchmarkReport arranges 400 sentences, the most the API passes on.
func BenchmarkReport(b *testing.B) {
	text, err := os.ReadFile("testdata/meeting.txt")
	if err != nil {
		b.Fatal(err)
	}
	one := sentence.Split(string(text))
	var in []string
	for len(in) < 400 {
		in = append(in, one...)
	}
	in = in[:400]
	b.ReportAllocs()
	for b.Loop() {
		Report(in)
	}
}
