// Package clientip decides which address a request comes from (DESIGN §5). The peer address is
// the answer unless the peer is a trusted proxy; then X-Forwarded-For is read right to left,
// skipping trusted hops, and the first untrusted hop is the client. A client can never choose its
// own address: whatever it writes into the header sits left of what our proxies append.
package clientip

import (
	"fmt"
	"net/netip"
	"strings"
)

// Resolver knows which proxies are trusted.
type Resolver struct {
	trusted []netip.Prefix
}

// ParseTrusted reads TRUSTED_PROXIES: comma-separated CIDRs or single addresses; empty trusts none.
func ParseTrusted(list string) (Resolver, error) {
	var r Resolver
	for _, item := range strings.Split(list, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		p, err := netip.ParsePrefix(item)
		if err != nil {
			a, aerr := netip.ParseAddr(item)
			if aerr != nil {
				return Resolver{}, fmt.Errorf("TRUSTED_PROXIES: %q is neither a CIDR nor an address", item)
			}
			p = netip.PrefixFrom(a.Unmap(), a.Unmap().BitLen())
		}
		r.trusted = append(r.trusted, netip.PrefixFrom(p.Addr().Unmap(), unmappedBits(p)).Masked())
	}
	return r, nil
}

func unmappedBits(p netip.Prefix) int {
	if p.Addr().Is4In6() {
		return max(p.Bits()-96, 0)
	}
	return p.Bits()
}

func (r Resolver) isTrusted(a netip.Addr) bool {
	for _, p := range r.trusted {
		if p.Contains(a) {
			return true
		}
	}
	return false
}

// Resolve returns the client address for a request from peer with the given X-Forwarded-For
// header values (all of them, in order). An unparsable hop ends the walk: the last trusted hop
// before it is the best address we can vouch for.
func (r Resolver) Resolve(peer netip.Addr, forwardedFor []string) netip.Addr {
	client := peer.Unmap()
	if !r.isTrusted(client) {
		return client
	}
	hops := splitHops(forwardedFor)
	for i := len(hops) - 1; i >= 0; i-- {
		a, ok := parseHop(hops[i])
		if !ok {
			return client
		}
		client = a
		if !r.isTrusted(a) {
			return a
		}
	}
	return client
}

func splitHops(values []string) []string {
	var hops []string
	for _, v := range values {
		for _, h := range strings.Split(v, ",") {
			hops = append(hops, strings.TrimSpace(h))
		}
	}
	return hops
}

// parseHop accepts an address, optionally with a port or IPv6 brackets, as proxies write them.
func parseHop(h string) (netip.Addr, bool) {
	if a, err := netip.ParseAddr(h); err == nil && a.Zone() == "" {
		return a.Unmap(), true
	}
	if ap, err := netip.ParseAddrPort(h); err == nil && ap.Addr().Zone() == "" {
		return ap.Addr().Unmap(), true
	}
	if strings.HasPrefix(h, "[") && strings.HasSuffix(h, "]") {
		return parseHop(h[1 : len(h)-1])
	}
	return netip.Addr{}, false
}

// Key is the limit key for an address. An IPv6 client usually controls a whole /64, so the /64
// is the key; an IPv4 address is its own key.
func Key(a netip.Addr) string {
	if a.Is6() && !a.Is4In6() {
		return netip.PrefixFrom(a, 64).Masked().String()
	}
	return a.Unmap().String()
}
