package main

import (
	"context"
	"fmt"
	"net"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"maltu/libs/gate/door/doortest"
	"maltu/libs/gate/localdb"
)

// refused is an address where nothing listens.
func refused(t *testing.T) string {
	t.Helper()
	port, err := localdb.FreePort()
	if err != nil {
		t.Fatal(err)
	}
	return fmt.Sprintf("127.0.0.1:%d", port)
}

// blackHole is an address that accepts connections and never says a word, as a hung server does.
func blackHole(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	var conns []net.Conn
	var mu sync.Mutex
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			mu.Lock()
			conns = append(conns, c)
			mu.Unlock()
		}
	}()
	t.Cleanup(func() {
		ln.Close()
		mu.Lock()
		defer mu.Unlock()
		for _, c := range conns {
			c.Close()
		}
	})
	return ln.Addr().String()
}

// outcome is one answered event of the fault run.
type outcome struct {
	anon   string
	status int
	took   time.Duration
}

// TestClickHouseDownAndBack sends events without pause while ClickHouse is stopped (or killed) and
// then restarted: every answer comes within 2 s, the outage answers 502, the service recovers by
// itself, and every event answered 200 is in the table afterwards.
func TestClickHouseDownAndBack(t *testing.T) {
	for name, down := range map[string]func(*localdb.Server){"stopped": (*localdb.Server).Stop, "killed": (*localdb.Server).Kill} {
		t.Run(name, func(t *testing.T) { downAndBack(t, down) })
	}
}

func downAndBack(t *testing.T, down func(*localdb.Server)) {
	ch := localdb.ClickHouse(t)
	url := ch.URL
	// A short interval: eight clients that wait a second per event would take long to send enough.
	base := doortest.Start(t, run, map[string]string{"CLICKHOUSE_URL": url, "TRACK_DAILY_LIMIT": "1000000", "TRACK_FLUSH_INTERVAL": "20ms"})

	var mu sync.Mutex
	var results []outcome
	var seq atomic.Int64
	count := func(status int) int {
		mu.Lock()
		defer mu.Unlock()
		n := 0
		for _, r := range results {
			if r.status == status {
				n++
			}
		}
		return n
	}
	stop := make(chan struct{})
	var wg sync.WaitGroup
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				select {
				case <-stop:
					return
				default:
				}
				anon := fmt.Sprintf("장애-%06d", seq.Add(1))
				start := time.Now()
				status, _ := post(t, base, `{"ev":"draft_submitted","anon":"`+anon+`"}`)
				mu.Lock()
				results = append(results, outcome{anon, status, time.Since(start)})
				mu.Unlock()
			}
		}()
	}
	waitUntil(t, "events stored before the outage", func() bool { return count(200) >= 50 })
	down(ch)
	waitUntil(t, "502 answers during the outage", func() bool { return count(502) >= 20 })
	storedBefore := count(200)
	if err := ch.Restart(context.Background()); err != nil {
		t.Fatal(err)
	}
	waitUntil(t, "events stored after the restart", func() bool { return count(200) >= storedBefore+50 })
	close(stop)
	wg.Wait()

	var ok []string
	var slowest time.Duration
	statuses := map[int]int{}
	for _, r := range results {
		statuses[r.status]++
		slowest = max(slowest, r.took)
		if r.status == 200 {
			ok = append(ok, r.anon)
		}
	}
	t.Logf("answers by status %v, slowest %v", statuses, slowest)
	if slowest > 2*time.Second {
		t.Errorf("an answer took %v, want every one within 2s", slowest)
	}
	if n := len(statuses) - statuses[200] - statuses[502]; statuses[200]+statuses[502] != len(results) {
		t.Errorf("answers other than 200 and 502: %v (%d)", statuses, n)
	}
	stored := storedRows(t, url)
	var missing []string
	for _, a := range ok {
		if _, found := stored[a]; !found {
			missing = append(missing, a)
		}
	}
	if len(missing) > 0 {
		slices.Sort(missing)
		t.Fatalf("%d of %d events answered 200 are missing, e.g. %s", len(missing), len(ok), strings.Join(missing[:min(5, len(missing))], ", "))
	}
}

func waitUntil(t *testing.T, what string, ok func() bool) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for !ok() {
		if time.Now().After(deadline) {
			t.Fatalf("no %s within 20s", what)
		}
		time.Sleep(20 * time.Millisecond)
	}
}
