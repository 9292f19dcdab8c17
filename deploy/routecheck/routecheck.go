// Package routecheck compares the chart's edge, Gateway API HTTPRoutes or an Ingress, with the
// route map (libs/gate/routes), the one source of truth that the local edge routes with: path by
// path, and by routing the same request paths both ways.
package routecheck

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	networkingv1 "k8s.io/api/networking/v1"
	gatewayv1 "sigs.k8s.io/gateway-api/apis/v1"

	"maltu/libs/gate/routes"
)

// ErrDrift wraps every difference between the edge and the route map.
var ErrDrift = errors.New("edge and route map disagree")

// Router is how the local edge picks a service for a request path (routes.Map.Lookup).
type Router interface {
	Lookup(path string) (service string, ok bool)
}

// Backend names the Kubernetes Service of a route-map service (the chart's <release>-<service>).
type Backend func(service string) string

// Rule is one path of the edge: requests matching Path by Match go to the Kubernetes Service Backend.
type Rule struct {
	Path    string
	Match   routes.Match
	Backend string
}

// Table is every path the edge routes, whichever API it is written in.
type Table []Rule

// BackendPort is the port of a service's Kubernetes Service that the edge sends to (named http).
const BackendPort = 80

// FromIngress reads an Ingress's paths. Only a Service on the port named http is a backend the
// chart renders; a default backend would take paths the route map does not have.
func FromIngress(ing *networkingv1.Ingress) (Table, error) {
	var t Table
	var errs []error
	if ing.Spec.DefaultBackend != nil {
		errs = append(errs, fmt.Errorf("%w: a default backend would take paths the route map does not have", ErrDrift))
	}
	for _, rule := range ing.Spec.Rules {
		if rule.HTTP == nil {
			continue
		}
		for _, p := range rule.HTTP.Paths {
			match, ok := ingressMatch[deref(p.PathType)]
			if !ok {
				errs = append(errs, fmt.Errorf("%w: %s has pathType %q", ErrDrift, p.Path, deref(p.PathType)))
				continue
			}
			s := p.Backend.Service
			if s == nil || s.Port.Name != "http" {
				errs = append(errs, fmt.Errorf("%w: %s goes to %v, not a Service's port http", ErrDrift, p.Path, s))
				continue
			}
			t = append(t, Rule{Path: p.Path, Match: match, Backend: s.Name})
		}
	}
	return t, errors.Join(errs...)
}

// FromGateway reads the paths that HTTPRoutes attach to a Gateway. Routes serve on the HTTPS
// listener when the Gateway has one, else on the HTTP listener; beside HTTPS, plain HTTP may only
// redirect to it. A rule may match on the path alone (no headers, query or method), send to one
// Service on BackendPort and change nothing on the way (no filters): the route map says no more.
func FromGateway(gw *gatewayv1.Gateway, rs []*gatewayv1.HTTPRoute) (Table, error) {
	serving := gatewayv1.SectionName("http")
	for _, l := range gw.Spec.Listeners {
		if l.Name == "https" && l.Protocol == gatewayv1.HTTPSProtocolType {
			serving = l.Name
		}
	}
	var t Table
	var errs []error
	for _, r := range rs {
		for _, parent := range r.Spec.ParentRefs {
			section := ptrOr(parent.SectionName, "")
			switch {
			case string(parent.Name) != gw.Name || (parent.Namespace != nil && string(*parent.Namespace) != gw.Namespace):
				errs = append(errs, fmt.Errorf("%w: HTTPRoute %s attaches to %s, not Gateway %s", ErrDrift, r.Name, parent.Name, gw.Name))
			case section == serving:
				rules, err := serves(r)
				t = append(t, rules...)
				errs = append(errs, err)
			case section == "http":
				errs = append(errs, redirects(r))
			default:
				errs = append(errs, fmt.Errorf("%w: HTTPRoute %s attaches to listener %q, the Gateway serves on %q", ErrDrift, r.Name, section, serving))
			}
		}
	}
	return t, errors.Join(errs...)
}

// serves reads the paths of a route on the serving listener.
func serves(r *gatewayv1.HTTPRoute) (Table, error) {
	var t Table
	var errs []error
	for i, rule := range r.Spec.Rules {
		where := fmt.Sprintf("HTTPRoute %s rule %d", r.Name, i)
		if len(rule.Filters) > 0 {
			errs = append(errs, fmt.Errorf("%w: %s has filters", ErrDrift, where))
		}
		if len(rule.BackendRefs) != 1 {
			errs = append(errs, fmt.Errorf("%w: %s has %d backends, want one Service", ErrDrift, where, len(rule.BackendRefs)))
			continue
		}
		ref := rule.BackendRefs[0]
		if ptrOr(ref.Group, "") != "" || ptrOr(ref.Kind, "Service") != "Service" || ref.Namespace != nil ||
			ptrOr(ref.Port, 0) != BackendPort || len(ref.Filters) > 0 {
			errs = append(errs, fmt.Errorf("%w: %s goes to %s/%s port %d in namespace %v, not a Service of its own on port %d",
				ErrDrift, where, ptrOr(ref.Kind, "Service"), ref.Name, ptrOr(ref.Port, 0), ref.Namespace, BackendPort))
			continue
		}
		matches := rule.Matches
		if len(matches) == 0 { // the API's default: every path
			matches = []gatewayv1.HTTPRouteMatch{{}}
		}
		for _, m := range matches {
			if len(m.Headers) > 0 || len(m.QueryParams) > 0 || m.Method != nil {
				errs = append(errs, fmt.Errorf("%w: %s matches on more than the path", ErrDrift, where))
				continue
			}
			path, match, err := pathOf(m.Path)
			if err != nil {
				errs = append(errs, fmt.Errorf("%s: %w", where, err))
				continue
			}
			t = append(t, Rule{Path: path, Match: match, Backend: string(ref.Name)})
		}
	}
	return t, errors.Join(errs...)
}

// pathOf reads a path match with the API's defaults (a missing match is the prefix /).
func pathOf(p *gatewayv1.HTTPPathMatch) (string, routes.Match, error) {
	if p == nil {
		return "/", routes.Prefix, nil
	}
	value := ptrOr(p.Value, "/")
	switch ptrOr(p.Type, gatewayv1.PathMatchPathPrefix) {
	case gatewayv1.PathMatchExact:
		return value, routes.Exact, nil
	case gatewayv1.PathMatchPathPrefix:
		return value, routes.Prefix, nil
	}
	return "", "", fmt.Errorf("%w: %s is matched by %s", ErrDrift, value, ptrOr(p.Type, ""))
}

// redirects checks a route on the plain HTTP listener beside HTTPS: every rule sends to HTTPS.
func redirects(r *gatewayv1.HTTPRoute) error {
	for i, rule := range r.Spec.Rules {
		redirect := slices.ContainsFunc(rule.Filters, func(f gatewayv1.HTTPRouteFilter) bool {
			return f.Type == gatewayv1.HTTPRouteFilterRequestRedirect && f.RequestRedirect != nil && ptrOr(f.RequestRedirect.Scheme, "") == "https"
		})
		if !redirect || len(rule.BackendRefs) > 0 {
			return fmt.Errorf("%w: HTTPRoute %s rule %d serves plain HTTP beside HTTPS instead of redirecting", ErrDrift, r.Name, i)
		}
	}
	return nil
}

// Compare checks that the edge has exactly the route map's paths, each matched as the map says
// and sent to its service's backend, and nothing else.
func Compare(t Table, m routes.Map, backend Backend) error {
	got := map[string]Rule{}
	var errs []error
	for _, r := range t {
		if _, dup := got[r.Path]; dup {
			errs = append(errs, fmt.Errorf("%w: path %s appears twice", ErrDrift, r.Path))
		}
		got[r.Path] = r
	}
	for _, r := range m.Routes {
		e, ok := got[r.Path]
		if !ok {
			errs = append(errs, fmt.Errorf("%w: route %s (%s) is not on the edge", ErrDrift, r.Path, r.Service))
			continue
		}
		delete(got, r.Path)
		if e.Match != r.Match {
			errs = append(errs, fmt.Errorf("%w: %s is matched %s on the edge, route map says %s", ErrDrift, r.Path, e.Match, r.Match))
		}
		if e.Backend != backend(r.Service) {
			errs = append(errs, fmt.Errorf("%w: %s goes to %s, route map says service %s (%s)", ErrDrift, r.Path, e.Backend, r.Service, backend(r.Service)))
		}
	}
	for path := range got {
		errs = append(errs, fmt.Errorf("%w: edge path %s is not in the route map", ErrDrift, path))
	}
	return errors.Join(errs...)
}

// Agree routes every probe path through the edge's rules (as the Ingress and Gateway API specs
// define matching) and through the router, and reports each path they send to different services.
func Agree(t Table, r Router, backend Backend, probes []string) error {
	var errs []error
	for _, path := range probes {
		want, wantOK := r.Lookup(path)
		got, gotOK := Route(t, path)
		if wantOK != gotOK || (wantOK && got != backend(want)) {
			errs = append(errs, fmt.Errorf("%w: %s goes to %q (routed %v) through the chart's edge, to %q (routed %v) through the local edge",
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

// Route returns the backend Service the edge sends path to. Both specs agree: an exact match
// wins, then the longest prefix; a prefix matches whole segments, a trailing slash ignored.
func Route(t Table, path string) (string, bool) {
	best, bestLen, bestExact := "", -1, false
	for _, r := range t {
		exact := r.Match == routes.Exact
		if !matches(r, path) {
			continue
		}
		if (exact && !bestExact) || (exact == bestExact && len(r.Path) > bestLen) {
			best, bestLen, bestExact = r.Backend, len(r.Path), exact
		}
	}
	return best, bestLen >= 0
}

func matches(r Rule, path string) bool {
	switch r.Match {
	case routes.Exact:
		return path == r.Path
	case routes.Prefix:
		want := segments(r.Path)
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

// ingressMatch is the route map's match for each Ingress path type it renders.
var ingressMatch = map[networkingv1.PathType]routes.Match{networkingv1.PathTypeExact: routes.Exact, networkingv1.PathTypePrefix: routes.Prefix}

func deref(t *networkingv1.PathType) networkingv1.PathType {
	if t == nil {
		return "<none>"
	}
	return *t
}

func ptrOr[T any](p *T, def T) T {
	if p == nil {
		return def
	}
	return *p
}
