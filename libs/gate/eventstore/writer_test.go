package eventstore

import (
	"context"
	"errors"
	"slices"
	"sync"
	"testing"
	"testing/synctest"
	"time"

	"maltu/libs/gate/events"
)

// recorder is an Inserter that records the batches it is given; block, when set, runs first
// (a slow or hung ClickHouse), and fail is returned instead of storing.
type recorder struct {
	mu      sync.Mutex
	batches [][]string
	block   func(ctx context.Context)
	fail    error
}

func (r *recorder) Insert(ctx context.Context, evs []events.Event) error {
	if r.block != nil {
		r.block(ctx)
		if err := ctx.Err(); err != nil {
			return err
		}
	}
	if r.fail != nil {
		return r.fail
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	var anons []string
	for _, e := range evs {
		anons = append(anons, e.Anon)
	}
	slices.Sort(anons)
	r.batches = append(r.batches, anons)
	return nil
}

func (r *recorder) sizes() []int {
	r.mu.Lock()
	defer r.mu.Unlock()
	var n []int
	for _, b := range r.batches {
		n = append(n, len(b))
	}
	return n
}

func event(anon string) events.Event {
	return events.Event{Name: events.DraftSubmitted, Anon: anon, Props: "{}"}
}

// writeAll writes one event per anon concurrently and returns each Write's result and when it came.
func writeAll(ctx context.Context, w *Writer, anons ...string) (errs []error, took []time.Duration) {
	errs, took = make([]error, len(anons)), make([]time.Duration, len(anons))
	var wg sync.WaitGroup
	start := time.Now()
	for i, a := range anons {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[i] = w.Write(ctx, event(a))
			took[i] = time.Since(start)
		}()
	}
	wg.Wait()
	return errs, took
}

func TestWriterBatches(t *testing.T) {
	tests := []struct {
		name  string
		cfg   Batching
		anons []string
		sizes []int
		after time.Duration // when the last write is answered, on the test's fake clock
	}{
		{"a full batch goes at once", Batching{Size: 3, Interval: time.Hour, Timeout: time.Second, Inserts: 1},
			[]string{"가", "나", "다"}, []int{3}, 0},
		{"a lone event goes after the interval", Batching{Size: 100, Interval: 20 * time.Millisecond, Timeout: time.Second, Inserts: 1},
			[]string{"가"}, []int{1}, 20 * time.Millisecond},
		{"more than a batch splits by size", Batching{Size: 2, Interval: 50 * time.Millisecond, Timeout: time.Second, Inserts: 2},
			[]string{"가", "나", "다", "라", "마"}, []int{1, 2, 2}, 50 * time.Millisecond},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			synctest.Test(t, func(t *testing.T) {
				r := &recorder{}
				w := NewWriter(r, tt.cfg, quiet)
				defer w.Close(context.Background())
				errs, took := writeAll(context.Background(), w, tt.anons...)
				for i, err := range errs {
					if err != nil {
						t.Fatalf("write %d: %v", i, err)
					}
				}
				if last := slices.Max(took); last != tt.after {
					t.Fatalf("last write answered after %v, want %v", last, tt.after)
				}
				sizes := r.sizes()
				slices.Sort(sizes)
				if !slices.Equal(sizes, tt.sizes) {
					t.Fatalf("batch sizes %v, want %v", sizes, tt.sizes)
				}
			})
		})
	}
}

func TestWriterFlushesOnClose(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		r := &recorder{}
		w := NewWriter(r, Batching{Size: 100, Interval: time.Hour, Timeout: time.Second, Inserts: 1}, quiet)
		results := make(chan error, 2)
		for _, a := range []string{"가", "나"} {
			go func() { results <- w.Write(context.Background(), event(a)) }()
		}
		synctest.Wait() // both events are queued, the hour-long interval has not passed
		if err := w.Close(context.Background()); err != nil {
			t.Fatal(err)
		}
		for range 2 {
			if err := <-results; err != nil {
				t.Fatalf("write queued before Close: %v", err)
			}
		}
		if got := r.batches; len(got) != 1 || !slices.Equal(got[0], []string{"가", "나"}) {
			t.Fatalf("batches %v", got)
		}
		if err := w.Write(context.Background(), event("다")); !errors.Is(err, ErrClosed) {
			t.Fatalf("write after Close: %v", err)
		}
	})
}

func TestWriterReportsFailureToEveryWaiter(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		refused := errors.New("clickhouse refused the insert")
		w := NewWriter(&recorder{fail: refused}, Batching{Size: 2, Interval: time.Hour, Timeout: time.Second, Inserts: 1}, quiet)
		defer w.Close(context.Background())
		errs, _ := writeAll(context.Background(), w, "가", "나")
		for _, err := range errs {
			if !errors.Is(err, refused) {
				t.Fatalf("err = %v, want the insert's error", err)
			}
		}
	})
}

func TestWriterNeverWaitsPastItsBounds(t *testing.T) {
	hung := func(ctx context.Context) { <-ctx.Done() } // a ClickHouse that accepts and never answers
	t.Run("a hung insert ends at the insert timeout", func(t *testing.T) {
		synctest.Test(t, func(t *testing.T) {
			w := NewWriter(&recorder{block: hung}, Batching{Size: 1, Interval: time.Hour, Timeout: 1500 * time.Millisecond, Inserts: 1}, quiet)
			defer w.Close(context.Background())
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			defer cancel()
			errs, took := writeAll(ctx, w, "가")
			if !errors.Is(errs[0], context.DeadlineExceeded) || took[0] != 1500*time.Millisecond {
				t.Fatalf("%v after %v; want a deadline error after 1.5s", errs[0], took[0])
			}
		})
	})
	t.Run("a caller's deadline ends its wait, and its event is left out", func(t *testing.T) {
		synctest.Test(t, func(t *testing.T) {
			release := make(chan struct{})
			r := &recorder{}
			r.block = func(context.Context) { <-release }
			w := NewWriter(r, Batching{Size: 1, Interval: time.Hour, Timeout: time.Minute, Inserts: 1}, quiet)
			defer w.Close(context.Background())
			first := make(chan error, 1)
			go func() { first <- w.Write(context.Background(), event("먼저")) }()
			synctest.Wait() // the first insert hangs; the next event waits behind it
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
			defer cancel()
			errs, took := writeAll(ctx, w, "늦게")
			if !errors.Is(errs[0], context.DeadlineExceeded) || took[0] != 2*time.Second {
				t.Fatalf("%v after %v; want the caller's deadline after 2s", errs[0], took[0])
			}
			close(release)
			if err := <-first; err != nil {
				t.Fatal(err)
			}
			synctest.Wait()
			if got := r.batches; len(got) != 1 || got[0][0] != "먼저" {
				t.Fatalf("batches %v: the abandoned event was inserted", got)
			}
		})
	})
}
