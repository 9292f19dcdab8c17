package main

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"time"
)

// trackInserts runs the track service's own benchmark (services/track BenchmarkTrack), the one
// place a track with one insert per event exists, and reads its two rows: batched and one insert
// per event. Its load comes from the benchmark's own process, which the table's note says.
func trackInserts(ctx context.Context, root string) (map[string]result, error) {
	cmd := exec.CommandContext(ctx, "go", "test", "-run", "^$", "-bench", "BenchmarkTrack", "-benchtime", "2000x", "./services/track")
	cmd.Dir = root
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("track benchmark: %w", err)
	}
	return parseTrackBench(string(out))
}

// parseTrackBench reads lines like
// "BenchmarkTrack/batched-2  2000  6055 events/s  0 non-200  40.38 p50-ms  61.50 p99-ms".
func parseTrackBench(out string) (map[string]result, error) {
	got := map[string]result{}
	for line := range strings.SplitSeq(out, "\n") {
		f := strings.Fields(line)
		if len(f) < 2 || !strings.HasPrefix(f[0], "BenchmarkTrack/") {
			continue
		}
		name := strings.TrimPrefix(f[0], "BenchmarkTrack/")
		if i := strings.LastIndexByte(name, '-'); i > 0 {
			name = name[:i] // the GOMAXPROCS suffix
		}
		var r result
		var rate float64
		for i := 2; i+1 < len(f); i += 2 {
			v, err := strconv.ParseFloat(f[i], 64)
			if err != nil {
				return nil, fmt.Errorf("track benchmark line %q: %w", line, err)
			}
			switch f[i+1] {
			case "events/s":
				rate = v
			case "non-200":
				r.other = int(v)
			case "p50-ms":
				r.p50 = time.Duration(v * float64(time.Millisecond))
			case "p99-ms":
				r.p99 = time.Duration(v * float64(time.Millisecond))
			}
		}
		n, err := strconv.Atoi(f[1])
		if err != nil || rate <= 0 {
			return nil, fmt.Errorf("track benchmark line %q: no rate", line)
		}
		r.served = n - r.other
		r.elapsed = time.Duration(float64(r.served) / rate * float64(time.Second))
		got[name] = r
	}
	if len(got) != 2 {
		return nil, fmt.Errorf("track benchmark: %d rows, want batched and one-insert-per-event", len(got))
	}
	return got, nil
}
