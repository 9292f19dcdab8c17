package arrange

import (
	"os"
	"strings"
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

// BenchmarkReportFigures arranges one sentence of 12,000 characters that is all figures (1 1 1 …),
// the most the API passes on in one sentence: reading each figure's context must not cost a pass
// over the whole sentence (it took 4.7 s before numbersIn stopped at the figures it lists).
func BenchmarkReportFigures(b *testing.B) {
	in := []string{strings.Repeat("1 ", 6000)}
	b.ReportAllocs()
	for b.Loop() {
		Report(in)
	}
}
