package eventstore

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"sync/atomic"
	"time"

	"go.opentelemetry.io/otel"
	"go.opentelemetry.io/otel/metric"

	"maltu/libs/gate/events"
)

// Inserter stores one batch of events and answers nil only once all of them are stored; *Store is one.
type Inserter interface {
	Insert(ctx context.Context, evs []events.Event) error
}

// Batching is how the writer groups events into inserts.
type Batching struct {
	Size     int           // a batch is sent as soon as it holds this many events
	Interval time.Duration // and at the latest this long after its first event arrived
	Timeout  time.Duration // bound on one insert: a dead ClickHouse costs a request no more
	Inserts  int           // inserts in flight at once; the next batch fills meanwhile
}

// DefaultBatching meets ClickHouse's guidance (about one insert a second, of many rows) at any
// load: a batch goes at 2,000 events, or 1 s after its first event at low load. The insert is
// bounded so that a request that waits 1.8 s in all is answered 502 in time when ClickHouse hangs.
var DefaultBatching = Batching{Size: 2000, Interval: time.Second, Timeout: 700 * time.Millisecond, Inserts: 2}

// ErrClosed is the answer to a write after Close.
var ErrClosed = errors.New("event writer closed")

// Writer groups the events of concurrent requests into batch inserts. Each Write waits for the
// insert of its own batch, so a caller learns whether its event is stored.
type Writer struct {
	ins     Inserter
	cfg     Batching
	log     *slog.Logger
	queue   chan *pending
	batches chan []*pending
	closing chan struct{}
	// mu orders Close after every enqueue in progress: a queued event is always sent.
	mu      sync.RWMutex
	closed  bool
	senders sync.WaitGroup
	down    atomic.Bool // inserts are failing (for logging the transitions once)
	metrics writerMetrics
}

type pending struct {
	ctx   context.Context
	event events.Event
	done  chan error // receives the outcome once; buffered so the sender never blocks
}

// NewWriter starts a writer on ins; Close stops it.
func NewWriter(ins Inserter, cfg Batching, log *slog.Logger) *Writer {
	w := &Writer{
		ins:     ins,
		cfg:     cfg,
		log:     log,
		queue:   make(chan *pending, cfg.Size),
		batches: make(chan []*pending),
		closing: make(chan struct{}),
		metrics: newWriterMetrics(),
	}
	go w.collect()
	for range max(1, cfg.Inserts) {
		w.senders.Add(1)
		go w.send()
	}
	return w
}

// Write queues e and waits until the insert of its batch succeeded or failed, or ctx ended: the
// caller bounds the whole wait with its deadline. An event whose caller gave up before its batch
// was sent is left out of the insert.
func (w *Writer) Write(ctx context.Context, e events.Event) error {
	p := &pending{ctx: ctx, event: e, done: make(chan error, 1)}
	if err := w.enqueue(p); err != nil {
		return err
	}
	select {
	case err := <-p.done:
		return err
	case <-ctx.Done():
		return fmt.Errorf("waiting for the insert: %w", ctx.Err())
	}
}

func (w *Writer) enqueue(p *pending) error {
	w.mu.RLock()
	defer w.mu.RUnlock()
	if w.closed {
		return ErrClosed
	}
	select {
	case w.queue <- p:
		return nil
	case <-p.ctx.Done():
		return fmt.Errorf("queue full: %w", p.ctx.Err())
	}
}

// Close sends what is queued and waits for the inserts in flight, or until ctx ends. Writes being
// queued at that moment finish first (each bounded by its own deadline); later ones get ErrClosed.
func (w *Writer) Close(ctx context.Context) error {
	w.mu.Lock()
	if !w.closed {
		w.closed = true
		close(w.closing)
	}
	w.mu.Unlock()
	done := make(chan struct{})
	go func() { w.senders.Wait(); close(done) }()
	select {
	case <-done:
		return nil
	case <-ctx.Done():
		return fmt.Errorf("flush at shutdown: %w", ctx.Err())
	}
}

// collect forms batches: on size, on the interval after a batch's first event, and on close.
func (w *Writer) collect() {
	defer close(w.batches)
	var batch []*pending
	timer := time.NewTimer(w.cfg.Interval)
	timer.Stop()
	var due <-chan time.Time
	flush := func() {
		timer.Stop()
		due = nil
		if len(batch) > 0 {
			w.batches <- batch
			batch = nil
		}
	}
	add := func(p *pending) {
		batch = append(batch, p)
		if len(batch) == 1 {
			timer.Reset(w.cfg.Interval)
			due = timer.C
		}
		if len(batch) >= w.cfg.Size {
			flush()
		}
	}
	for {
		select {
		case p := <-w.queue:
			add(p)
		case <-due:
			flush()
		case <-w.closing:
			for {
				select {
				case p := <-w.queue:
					add(p)
				default:
					flush()
					return
				}
			}
		}
	}
}

// send inserts batches and tells every waiting caller the outcome.
func (w *Writer) send() {
	defer w.senders.Done()
	for batch := range w.batches {
		live := make([]*pending, 0, len(batch))
		evs := make([]events.Event, 0, len(batch))
		for _, p := range batch {
			if p.ctx.Err() != nil {
				w.metrics.expired.Add(context.Background(), 1)
				continue
			}
			live = append(live, p)
			evs = append(evs, p.event)
		}
		if len(evs) == 0 {
			continue
		}
		ctx, cancel := context.WithTimeout(context.Background(), w.cfg.Timeout)
		err := w.ins.Insert(ctx, evs)
		cancel()
		w.record(len(evs), err)
		for _, p := range live {
			p.done <- err
		}
	}
}

func (w *Writer) record(n int, err error) {
	ctx := context.Background()
	w.metrics.batch.Record(ctx, int64(n))
	if err != nil {
		w.metrics.failed.Add(ctx, int64(n))
		if !w.down.Swap(true) {
			w.log.Warn("event inserts failing; track answers 502 until ClickHouse takes them again", "events", n, "err", err)
		}
		return
	}
	if w.down.Swap(false) {
		w.log.Info("event inserts succeed again")
	}
}

type writerMetrics struct {
	batch   metric.Int64Histogram
	failed  metric.Int64Counter
	expired metric.Int64Counter
}

func newWriterMetrics() writerMetrics {
	m := otel.Meter("maltu/eventstore")
	batch, _ := m.Int64Histogram("eventstore.batch.events", metric.WithDescription("events per insert"))
	failed, _ := m.Int64Counter("eventstore.insert.failed", metric.WithDescription("events whose insert failed"))
	expired, _ := m.Int64Counter("eventstore.events.expired",
		metric.WithDescription("events left out of an insert because their request had given up"))
	return writerMetrics{batch: batch, failed: failed, expired: expired}
}
