package servetest

import (
	"bytes"
	"context"
	"io"
	"strings"
	"sync"
	"unicode"

	"maltu/libs/gate/chars"
	"maltu/libs/gate/door/doortest"
)

// Cut repeats sample (joined by a space) and cuts it to exactly n characters as the contract counts
// them: code points after NFC, with no whitespace at either end.
func Cut(sample string, n int) string {
	unit := []rune(chars.NFC(strings.TrimSpace(sample)))
	if len(unit) == 0 || n <= 0 {
		return ""
	}
	out := make([]rune, 0, n)
	for len(out) < n {
		if len(out) > 0 {
			out = append(out, ' ')
		}
		out = append(out, unit...)
	}
	out = out[:n]
	if unicode.IsSpace(out[n-1]) { // a cut right after a sentence would leave a trailing space
		out[n-1] = '.'
	}
	return string(out)
}

// Widest is n characters as the contract counts them, written as wide as JSON allows: each is ᾂ,
// one code point after NFC, sent decomposed (four code points) and every code point as a \uXXXX
// escape, 24 bytes a character. It goes between a JSON string's quotes as it is.
func Widest(n int) string {
	return strings.Repeat(`\u03b1\u0313\u0300\u0345`, n)
}

// Run is a service's run function, as doortest starts it.
type Run = doortest.Run

// Logs wraps run so that everything the service logs is also kept, for tests that check no user
// text reaches a log line.
func Logs(run Run) (Run, *Buffer) {
	var buf Buffer
	return func(ctx context.Context, getenv func(string) string, stdout io.Writer) error {
		return run(ctx, getenv, io.MultiWriter(stdout, &buf))
	}, &buf
}

// Buffer is a bytes.Buffer safe for the service's concurrent writes.
type Buffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *Buffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

// String is everything written so far.
func (b *Buffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}
