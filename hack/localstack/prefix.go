package localstack

import (
	"bytes"
	"io"
	"sync"
)

// all writers share one lock so lines from different processes never interleave mid-line.
var mu sync.Mutex

// prefixWriter writes each whole line as "[name] line".
type prefixWriter struct {
	out    io.Writer
	prefix []byte
	buf    []byte
}

// Prefixed writes each whole line to out as "[name] line"; every such writer shares one lock, so
// the lines of the stack's processes never interleave.
func Prefixed(out io.Writer, name string) io.Writer {
	return &prefixWriter{out: out, prefix: []byte("[" + name + "] ")}
}

func (w *prefixWriter) Write(p []byte) (int, error) {
	mu.Lock()
	defer mu.Unlock()
	w.buf = append(w.buf, p...)
	for {
		i := bytes.IndexByte(w.buf, '\n')
		if i < 0 {
			return len(p), nil
		}
		line := append(append([]byte{}, w.prefix...), w.buf[:i+1]...)
		w.buf = w.buf[i+1:]
		if _, err := w.out.Write(line); err != nil {
			return 0, err
		}
	}
}
