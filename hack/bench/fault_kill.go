package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"maltu/libs/gate/localdb"
)

// The phases of a kill: load before it, while the server is dead or restarting, once it is back.
const (
	before = iota
	during
	after
)

var phaseNames = [...]string{"before", "down", "back"}

// phased is load from several clients whose answers are tallied by phase.
type phased struct {
	phase    atomic.Int32
	stop     chan struct{}
	wg       sync.WaitGroup
	mu       sync.Mutex
	statuses [3]map[int]int
	slowest  time.Duration
	back     time.Time // when the last phase began
	firstOK  time.Time // the first 200 answered after it began
}

// startLoad runs send from workers clients until finish; send gets a request number and answers
// a status, 0 for a request that failed.
func startLoad(workers int, send func(n uint32) int) *phased {
	l := &phased{stop: make(chan struct{})}
	for i := range l.statuses {
		l.statuses[i] = map[int]int{}
	}
	var next atomic.Uint32
	for range workers {
		l.wg.Go(func() {
			for {
				select {
				case <-l.stop:
					return
				default:
				}
				phase := l.phase.Load()
				t := time.Now()
				status := send(next.Add(1))
				took := time.Since(t)
				l.mu.Lock()
				l.statuses[phase][status]++
				l.slowest = max(l.slowest, took)
				if phase == after && status == http.StatusOK && l.firstOK.IsZero() {
					l.firstOK = time.Now()
				}
				l.mu.Unlock()
			}
		})
	}
	return l
}

// next moves to the following phase; a request counts in the phase it was sent in.
func (l *phased) next() {
	if l.phase.Add(1) == after {
		l.mu.Lock()
		l.back = time.Now()
		l.mu.Unlock()
	}
}

func (l *phased) finish() {
	close(l.stop)
	l.wg.Wait()
}

// count is how many answers of status came in phase.
func (l *phased) count(phase int, status int) int { return l.statuses[phase][status] }

// total is how many answers of status came in all phases.
func (l *phased) total(status int) int {
	n := 0
	for p := range l.statuses {
		n += l.statuses[p][status]
	}
	return n
}

// others is how many answers in all phases had none of the given statuses.
func (l *phased) others(statuses ...int) int {
	n := 0
	for p := range l.statuses {
		for s, c := range l.statuses[p] {
			if !slices.Contains(statuses, s) {
				n += c
			}
		}
	}
	return n
}

func (l *phased) String() string {
	var b strings.Builder
	for p, name := range phaseNames {
		fmt.Fprintf(&b, "%s %v ", name, l.statuses[p])
	}
	return strings.TrimSpace(b.String())
}

// outage runs load through a fault: before it, from stop until start has returned, after it.
func outage(plan faultPlan, down time.Duration, stop, start func() error, send func(n uint32) int) (*phased, error) {
	load := startLoad(plan.workers, send)
	time.Sleep(plan.before)
	err := stop()
	load.next()
	time.Sleep(down)
	err = errors.Join(err, start())
	load.next()
	time.Sleep(plan.after)
	load.finish()
	return load, err
}

func faultRedis(ctx context.Context, st *stack, plan faultPlan, v *verdicts) error {
	rewrite := post("http://"+st.Edge.Addr+"/api/rewrite", rewriteBody())
	v.fault("Redis killed and restarted under load: rewrites from %d clients, a fresh IP each; kill after %s, restart after %s down", plan.workers, plan.before, plan.down)
	load, err := outage(plan, plan.down, func() error { st.Redis.Kill(); return nil }, func() error { return st.Redis.Restart(ctx) }, func(n uint32) int {
		status, _ := send(fromIP(freshIP(1, n)), rewrite)
		return status
	})
	v.check(err == nil, "Redis restarted (%v)", err)
	bad := load.others(http.StatusOK)
	v.check(bad == 0 && load.count(after, http.StatusOK) > 0, "%s: %d answers other than 200", load, bad)
	v.check(load.count(during, http.StatusOK) > 0, "%d answered 200 while Redis was down or restarting", load.count(during, http.StatusOK))
	return nil
}

func faultClickHouseKilled(ctx context.Context, st *stack, plan faultPlan, v *verdicts) error {
	kill := func() error { st.ClickHouse.Kill(); return nil }
	// Dead for longer than track's flush interval (1 s): a batch formed during the outage meets it.
	down := max(plan.down, 2500*time.Millisecond)
	return clickHouseOutage(ctx, st, plan, v, "killed and restarted", down, kill, func() error { return st.ClickHouse.Restart(ctx) })
}

// faultClickHouseHung freezes ClickHouse for longer than track's 2 s bound: connections are
// accepted and nothing answers, so only the deadlines end a request.
func faultClickHouseHung(ctx context.Context, st *stack, plan faultPlan, v *verdicts) error {
	return clickHouseOutage(ctx, st, plan, v, "hung (SIGSTOP) and resumed", plan.hang, st.ClickHouse.Pause, st.ClickHouse.Resume)
}

func clickHouseOutage(ctx context.Context, st *stack, plan faultPlan, v *verdicts, how string, down time.Duration, stop, start func() error) error {
	// An anonymous id of this fault's own, so its events can be counted after it.
	anon := fmt.Sprintf("장애-점검-%d", time.Now().UnixNano())
	event := post("http://"+st.Edge.Addr+"/api/track", []byte(`{"ev":"transform_done","anon":"`+anon+`","props":{"view":"editor","changed_ratio":0.5}}`))
	event.header = map[string]string{"User-Agent": browserAgent}
	v.fault("ClickHouse %s under load: track events from %d clients; out after %s, for %s", how, plan.workers, plan.before, down)
	load, err := outage(plan, down, stop, start, func(n uint32) int {
		status, _ := send(fromIP(freshIP(2, n)), event)
		return status
	})
	v.check(err == nil, "ClickHouse back (%v)", err)
	bad := load.others(http.StatusOK, http.StatusBadGateway)
	v.check(bad == 0, "%s: %d answers other than 200 and 502", load, bad)
	v.check(load.count(during, http.StatusBadGateway) > 0 && load.slowest <= 2*time.Second,
		"%d answered 502 while it was out; the slowest answer took %s (want 502s, each within 2 s)", load.count(during, http.StatusBadGateway), load.slowest.Round(time.Millisecond))
	v.check(!load.firstOK.IsZero(), "back: the first 200 came %s after ClickHouse was ready again", load.firstOK.Sub(load.back).Round(time.Millisecond))
	stored, err := countEvents(ctx, st.ClickHouse, anon)
	if err != nil {
		return fmt.Errorf("clickhouse fault: %w", err)
	}
	accepted := load.total(http.StatusOK)
	// More stored than accepted is allowed: an insert that lands after its request's deadline
	// stores an event answered 502 (docs/track-kpi.md).
	v.check(stored >= accepted, "%d events answered 200, %d stored (want none lost)", accepted, stored)
	return nil
}

// countEvents asks ClickHouse over HTTP how many events carry anon.
func countEvents(ctx context.Context, ch *localdb.Server, anon string) (int, error) {
	q := fmt.Sprintf("SELECT count() FROM %s.events_by_id FINAL WHERE anon = '%s'", localdb.Database, anon)
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "http://"+ch.HTTPAddr+"/", strings.NewReader(q))
	if err != nil {
		return 0, err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusOK {
		return 0, fmt.Errorf("count events: %d %s", resp.StatusCode, b)
	}
	return strconv.Atoi(strings.TrimSpace(string(b)))
}
