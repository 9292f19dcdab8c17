package servetest

import (
	"encoding/json"
	"io"
	"net/http"
	"slices"
	"strings"
	"testing"
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

// Bench posts body to url once a round and fails on any answer but 200: the loop of every
// service benchmark, which doortest.Do (a *testing.T helper) does not serve.
func Bench(b *testing.B, url, body string) {
	b.Helper()
	b.SetBytes(int64(len(body)))
	for b.Loop() {
		resp, err := http.Post(url, "application/json", strings.NewReader(body))
		if err != nil {
			b.Fatal(err)
		}
		raw, err := io.ReadAll(resp.Body)
		resp.Body.Close()
		if err != nil {
			b.Fatal(err)
		}
		if resp.StatusCode != http.StatusOK {
			b.Fatalf("%d %s", resp.StatusCode, raw)
		}
	}
}
