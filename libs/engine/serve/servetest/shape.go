package servetest

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"
	"unicode"
)

// Keys fails unless m has exactly keys: the contract's shapes have no extra keys.
func Keys(t testing.TB, what string, m map[string]any, keys ...string) {
	t.Helper()
	var got []string
	for k := range m {
		got = append(got, k)
	}
	slices.Sort(got)
	want := slices.Sorted(slices.Values(keys))
	if !slices.Equal(got, want) {
		t.Fatalf("%s has keys %v, want %v", what, got, want)
	}
}

// ErrorOnly fails unless body is the error envelope: {"error": a Korean sentence}, nothing else.
func ErrorOnly(t testing.TB, body []byte) {
	t.Helper()
	var got map[string]any
	if err := json.Unmarshal(body, &got); err != nil {
		t.Fatalf("error body %q: %v", body, err)
	}
	Keys(t, "error body", got, "error")
	msg, _ := got["error"].(string)
	if !strings.ContainsFunc(msg, func(r rune) bool { return unicode.Is(unicode.Hangul, r) }) {
		t.Fatalf("error %q is not a Korean message", msg)
	}
}

// NoText fails when logs hold any of texts, or the first 8 characters of one: user text never
// reaches a log line, not even in part.
func NoText(t testing.TB, logs string, texts ...string) {
	t.Helper()
	if logs == "" {
		t.Fatal("nothing was logged; the check would pass vacuously")
	}
	for _, text := range texts {
		head := []rune(strings.TrimSpace(text))
		head = head[:min(len(head), 8)]
		if len(head) >= 4 && strings.Contains(logs, string(head)) {
			t.Fatalf("logs hold user text %q:\n%s", string(head), logs)
		}
	}
}

// Oversized declares a JSON body of n bytes to path and returns the answer the server gives on
// the headers alone. The body is never sent: a server refuses an oversized body by its declared
// length and closes the connection, and a client still writing would see the close as a reset
// instead of the 413.
func Oversized(t testing.TB, base, path string, n int) (int, []byte) {
	t.Helper()
	u, err := url.Parse(base)
	if err != nil {
		t.Fatal(err)
	}
	conn, err := net.DialTimeout("tcp", u.Host, 5*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	_ = conn.SetDeadline(time.Now().Add(5 * time.Second))
	fmt.Fprintf(conn, "POST %s HTTP/1.1\r\nHost: %s\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n", path, u.Host, n)
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, body
}

// Post sends a JSON body and returns the status and the body read; for benchmarks, which
// doortest.Do (a *testing.T helper) does not serve.
func Post(tb testing.TB, url, body string) (int, []byte) {
	tb.Helper()
	resp, err := http.Post(url, "application/json", strings.NewReader(body))
	if err != nil {
		tb.Fatal(err)
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	if err != nil {
		tb.Fatal(err)
	}
	return resp.StatusCode, raw
}
