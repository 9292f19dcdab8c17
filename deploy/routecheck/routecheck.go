// Package routecheck compares the chart's Ingress with the route map (libs/gate/routes), the one
// source of truth that the local edge routes with: path by path, and by routing the same request
// paths both ways.
package routecheck

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	networkingv1 "k8s.io/api/networking/v1"

	"maltu/libs/gate/routes"
)

// ErrDrift wraps every difference between the Ingress and the route map.
var ErrDrift = errors.New("ingress and route map disagree")

// Router is how the local edge picks a service for a request path (routes.Map.Lookup).
type Router interface {
	Lookup(path string) (service string, ok bool)
}

// Backend names the Kubernetes Service of a route-map service (the chart's <release>-<service>).
type Backend func(service string) string

var pathTypes = map[routes.Match]networkingv1.PathType{
	routes.Exact:  networkingv1.PathTypeExact,
	routes.Prefix: networkingv1.PathTypePrefix,
}

// Compare checks that the Ingress has exactly the route map's paths, each with its pathType and
// its service's backend on the port named http, and nothing else.
func Compare(ing *networkingv1.Ingress, m routes.Map, backend Backend) error {
	got := map[string]networkingv1.HTTPIngressPath{}
	var errs []error
	for _, rule := range ing.Spec.Rules {
		if rule.HTTP == nil {
			continue
		}
		for _, p := range rule.HTTP.Paths {
			if _, dup := got[p.Path]; dup {
				errs = append(errs, fmt.Errorf("%w: path %s appears twice", ErrDrift, p.Path))
			}
			got[p.Path] = p
		}
	}
	for _, r := range m.Routes {
		p, ok := got[r.Path]
		if !ok {
			errs = append(errs, fmt.Errorf("%w: route %s (%s) is not in the Ingress", ErrDrift, r.Path, r.Service))
			continue
		}
		delete(got, r.Path)
		if p.PathType == nil || *p.PathType != pathTypes[r.Match] {
			errs = append(errs, fmt.Errorf("%w: %s has pathType %v, route map says %s", ErrDrift, r.Path, deref(p.PathType), r.Match))
		}
		if s := p.Backend.Service; s == nil || s.Name != backend(r.Service) || s.Port.Name != "http" {
			errs = append(errs, fmt.Errorf("%w: %s goes to %v, route map says service %s (%s, port http)", ErrDrift, r.Path, s, r.Service, backend(r.Service)))
		}
	}
	for path := range got {
		errs = append(errs, fmt.Errorf("%w: Ingress path %s is not in the route map", ErrDrift, path))
	}
	if ing.Spec.DefaultBackend != nil {
		errs = append(errs, fmt.Errorf("%w: a default backend would take paths the route map does not have", ErrDrift))
	}
	return errors.Join(errs...)
}

// Agree routes every probe path through the Ingress (as the Kubernetes Ingress rules define
// matching) and through the router, and reports each path they send to different services.
func Agree(ing *networkingv1.Ingress, r Router, backend Backend, probes []string) error {
	var errs []error
	for _, path := range probes {
		want, wantOK := r.Lookup(path)
		got, gotOK := Route(ing, path)
		if wantOK != gotOK || (wantOK && got != backend(want)) {
			errs = append(errs, fmt.Errorf("%w: %s goes to %q (routed %v) through the Ingress, to %q (routed %v) through the edge",
				ErrDrift, path, got, gotOK, want, wantOK))
		}
	}
	return errors.Join(errs...)
}

// Probes are request paths that tell routing rules apart: each route path, with a trailing
// slash, below it, sharing its prefix without a segment boundary, its parent, and paths no route has.
func Probes(m routes.Map) []string {
	probes := []string{"/", "/nope", "/api", "/api/", "/api/nope"}
	for _, r := range m.Routes {
		probes = append(probes, r.Path, r.Path+"/", r.Path+"/app.js", r.Path+"x")
		if i := strings.LastIndex(r.Path, "/"); i > 0 {
			probes = append(probes, r.Path[:i])
		}
	}
	slices.Sort(probes)
	return slices.Compact(probes)
}

// Route returns the backend Service the Ingress sends path to: the longest matching path, Exact
// before Prefix on a tie; Prefix matches whole segments, a trailing slash ignored.
func Route(ing *networkingv1.Ingress, path string) (string, bool) {
	best, bestLen, bestExact := "", -1, false
	for _, rule := range ing.Spec.Rules {
		if rule.HTTP == nil {
			continue
		}
		for _, p := range rule.HTTP.Paths {
			if p.PathType == nil || p.Backend.Service == nil {
				continue
			}
			exact := *p.PathType == networkingv1.PathTypeExact
			if !matches(*p.PathType, p.Path, path) {
				continue
			}
			if n := len(p.Path); n > bestLen || (n == bestLen && exact && !bestExact) {
				best, bestLen, bestExact = p.Backend.Service.Name, n, exact
			}
		}
	}
	return best, bestLen >= 0
}

func matches(t networkingv1.PathType, rulePath, path string) bool {
	switch t {
	case networkingv1.PathTypeExact:
		return path == rulePath
	case networkingv1.PathTypePrefix:
		want := segments(rulePath)
		got := segments(path)
		return len(got) >= len(want) && slices.Equal(got[:len(want)], want)
	}
	return false
}

func segments(p string) []string {
	var out []string
	for _, s := range strings.Split(p, "/") {
		if s != "" {
			out = append(out, s)
		}
	}
	return out
}

func deref(t *networkingv1.PathType) string {
	if t == nil {
		return "<none>"
	}
	return string(*t)
}
