package clientip

import (
	"net/netip"
	"testing"
)

func TestResolve(t *testing.T) {
	tests := []struct {
		name    string
		trusted string
		peer    string
		xff     []string
		want    string
	}{
		{"no proxy trusted: peer wins", "", "203.0.113.7", nil, "203.0.113.7"},
		{"untrusted peer forges a header", "", "203.0.113.7", []string{"1.2.3.4"}, "203.0.113.7"},
		{"untrusted peer forges a trusted-looking chain", "10.0.0.0/8", "203.0.113.7", []string{"1.2.3.4, 10.0.0.1"}, "203.0.113.7"},
		{"trusted proxy, one hop", "10.0.0.0/8", "10.0.0.5", []string{"45.54.45.54"}, "45.54.45.54"},
		{"issue case: client prepends a forgery", "10.0.0.0/8", "10.0.0.9", []string{"30.30.30.30, 45.54.45.54, 10.0.0.1"}, "45.54.45.54"},
		{"trusted proxy without header", "10.0.0.0/8", "10.0.0.5", nil, "10.0.0.5"},
		{"every hop trusted: leftmost", "10.0.0.0/8", "10.0.0.5", []string{"10.1.1.1, 10.2.2.2"}, "10.1.1.1"},
		{"several header lines read as one list", "10.0.0.0/8", "10.0.0.5", []string{"30.30.30.30", "45.54.45.54, 10.0.0.1"}, "45.54.45.54"},
		{"garbage hop stops the walk at the last trusted", "10.0.0.0/8", "10.0.0.5", []string{"1.1.1.1, not-an-ip"}, "10.0.0.5"},
		{"garbage left of the client is never reached", "10.0.0.0/8", "10.0.0.5", []string{"<script>, 45.54.45.54"}, "45.54.45.54"},
		{"empty hop stops the walk", "10.0.0.0/8", "10.0.0.5", []string{"45.54.45.54, "}, "10.0.0.5"},
		{"hop with port", "10.0.0.0/8", "10.0.0.5", []string{"45.54.45.54:5123"}, "45.54.45.54"},
		{"IPv6 hop in brackets", "10.0.0.0/8", "10.0.0.5", []string{"[2001:db8::1]"}, "2001:db8::1"},
		{"IPv6 hop with port", "10.0.0.0/8", "10.0.0.5", []string{"[2001:db8::1]:443"}, "2001:db8::1"},
		{"IPv4-mapped peer is unmapped", "10.0.0.0/8", "::ffff:10.0.0.5", []string{"45.54.45.54"}, "45.54.45.54"},
		{"single trusted address", "127.0.0.1", "127.0.0.1", []string{"45.54.45.54"}, "45.54.45.54"},
		{"two ranges, two proxies", "10.0.0.0/8, 192.168.0.0/16", "10.0.0.5", []string{"30.30.30.30, 45.54.45.54, 192.168.1.1"}, "45.54.45.54"},
		{"trusted IPv6 proxy", "fd00::/8", "fd00::1", []string{"45.54.45.54"}, "45.54.45.54"},
		{"zone in hop is refused", "10.0.0.0/8", "10.0.0.5", []string{"fe80::1%eth0"}, "10.0.0.5"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := ParseTrusted(tt.trusted)
			if err != nil {
				t.Fatal(err)
			}
			got := r.Resolve(netip.MustParseAddr(tt.peer), tt.xff)
			if got != netip.MustParseAddr(tt.want) {
				t.Fatalf("Resolve = %v, want %s", got, tt.want)
			}
		})
	}
}

func TestParseTrustedRejects(t *testing.T) {
	for _, in := range []string{"10.0.0.0/33", "proxy.local", "10.0.0.0/8,,x"} {
		t.Run(in, func(t *testing.T) {
			if _, err := ParseTrusted(in); err == nil {
				t.Fatalf("accepted %q", in)
			}
		})
	}
}

func TestKey(t *testing.T) {
	tests := map[string]string{
		"45.54.45.54":                  "45.54.45.54",
		"::ffff:45.54.45.54":           "45.54.45.54",
		"2001:db8:1:2:aaaa::1":         "2001:db8:1:2::/64",
		"2001:db8:1:2:bbbb:cccc::9999": "2001:db8:1:2::/64",
	}
	for in, want := range tests {
		t.Run(in, func(t *testing.T) {
			if got := Key(netip.MustParseAddr(in)); got != want {
				t.Fatalf("Key = %q, want %q", got, want)
			}
		})
	}
}

func FuzzResolve(f *testing.F) {
	f.Add("30.30.30.30, 45.54.45.54, 10.0.0.1")
	f.Add("[2001:db8::1]:443, garbage")
	r, _ := ParseTrusted("10.0.0.0/8")
	peer := netip.MustParseAddr("10.0.0.9")
	f.Fuzz(func(t *testing.T, xff string) {
		got := r.Resolve(peer, []string{xff})
		if !got.IsValid() {
			t.Fatalf("invalid address for %q", xff)
		}
		// The answer is the peer or an address written in the header, never anything else.
		if got != peer && !containsHop(xff, got) {
			t.Fatalf("resolved %v, not in %q", got, xff)
		}
	})
}

func containsHop(xff string, a netip.Addr) bool {
	for _, h := range splitHops([]string{xff}) {
		if p, ok := parseHop(h); ok && p == a {
			return true
		}
	}
	return false
}
