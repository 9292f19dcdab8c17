package main

import (
	"net/http"
	"net/http/httptest"
	"os"
	"sync/atomic"
	"testing"
	"time"
)

func TestDriveCountsOnlyTheWantedStatus(t *testing.T) {
	var n atomic.Int64
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if n.Add(1)%4 == 0 {
			w.WriteHeader(http.StatusTooManyRequests)
			return
		}
		w.Header().Set("Server-Timing", "app;dur=1.50")
		_, _ = w.Write([]byte(`{"stored":true}`))
	}))
	defer srv.Close()

	res := drive(shot{method: http.MethodPost, url: srv.URL, body: []byte(`{"ev":"transform_done"}`), wantOK: http.StatusOK}, 4, 100, 10*time.Second)
	if res.served+res.other != 100 {
		t.Fatalf("sent %d+%d requests, want 100 in all", res.served, res.other)
	}
	if res.other != 25 {
		t.Fatalf("other = %d, want the 25 answers of 429", res.other)
	}
	if res.p50 <= 0 || res.p99 < res.p50 {
		t.Fatalf("p50 %v, p99 %v", res.p50, res.p99)
	}
	if !res.timed || res.server50 != 1500*time.Microsecond {
		t.Fatalf("server p50 %v, want the 1.5 ms the answers said", res.server50)
	}
}

func TestRepeatTo(t *testing.T) {
	s := sentences(draftText)
	for _, tc := range []struct {
		name string
		n    int
	}{{"1,000", 1000}, {"10,000", 10000}} {
		t.Run(tc.name, func(t *testing.T) {
			got := len([]rune(repeatTo(s, tc.n)))
			if got > tc.n || got < tc.n-80 {
				t.Fatalf("%d characters, want at most %d and close to it", got, tc.n)
			}
		})
	}
}

func TestRSSOfThisProcess(t *testing.T) {
	v, err := rssMiB(os.Getpid())
	if err != nil || v <= 0 {
		t.Fatalf("rssMiB = %v, %v", v, err)
	}
}

func TestPercentile(t *testing.T) {
	d := []time.Duration{5, 1, 4, 2, 3, 6, 7, 8, 9, 10}
	if p := percentile(d, 50); p != 6 {
		t.Fatalf("p50 = %v, want 6", p)
	}
	if p := percentile(d, 99); p != 10 {
		t.Fatalf("p99 = %v, want 10", p)
	}
	if p := percentile(nil, 50); p != 0 {
		t.Fatalf("empty p50 = %v", p)
	}
}

func TestParseTrackBench(t *testing.T) {
	out := "goos: linux\n" +
		"BenchmarkTrack/batched-2         \t    2000\t      6055 events/s\t         0 non-200\t        40.38 p50-ms\t        61.50 p99-ms\n" +
		"BenchmarkTrack/one-insert-per-event-2 \t    2000\t       196.1 events/s\t       439.0 non-200\t      1084 p50-ms\t      1830 p99-ms\nPASS\n"
	got, err := parseTrackBench(out)
	if err != nil {
		t.Fatal(err)
	}
	one := got["one-insert-per-event"]
	if one.served != 1561 || one.other != 439 || one.p50 != 1084*time.Millisecond {
		t.Fatalf("one insert per event: %+v", one)
	}
	if r := got["batched"].perSecond(); r < 6054 || r > 6056 {
		t.Fatalf("batched rate %v, want 6055", r)
	}
	if _, err := parseTrackBench("PASS\n"); err == nil {
		t.Fatal("no rows parsed without an error")
	}
}

func TestOverLimitDraftIsOverTheLimit(t *testing.T) {
	if n := len([]rune(repeatTo(sentences(draftText), 10100))); n <= 10000 {
		t.Fatalf("%d characters: the oversized-draft fault would send a valid draft", n)
	}
}

func TestHasHangul(t *testing.T) {
	for _, tc := range []struct {
		name, s string
		want    bool
	}{{"korean", "요청 본문이 올바른 JSON이 아닙니다.", true}, {"english", "bad request", false}, {"empty", "", false}} {
		t.Run(tc.name, func(t *testing.T) {
			if got := hasHangul(tc.s); got != tc.want {
				t.Fatalf("hasHangul(%q) = %t", tc.s, got)
			}
		})
	}
}

func TestServerTiming(t *testing.T) {
	for _, tc := range []struct {
		name, header string
		want         time.Duration
		ok           bool
	}{
		{"door", "app;dur=12.34", 12340 * time.Microsecond, true},
		{"zero", "app;dur=0.00", 0, true},
		{"absent", "", 0, false},
		{"another metric", "db;dur=3", 0, false},
		{"not a number", "app;dur=빠름", 0, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, ok := serverTiming([]byte(tc.header))
			if ok != tc.ok || got != tc.want {
				t.Fatalf("serverTiming(%q) = %v, %t; want %v, %t", tc.header, got, ok, tc.want, tc.ok)
			}
		})
	}
}
