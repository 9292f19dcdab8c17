// Package routes holds the route map: which public path goes to which service. routes.json is
// the one source of truth; the local edge reads it through this package and the Helm chart's
// edge (Gateway API HTTPRoutes, or an Ingress) is rendered from the same file, and tests fail
// when either drifts from it.
package routes

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"strings"
)

//go:embed routes.json
var routesJSON []byte

// JSON is the route map file as it stands, for tools that render it elsewhere (the chart).
func JSON() []byte { return routesJSON }

// MaxBody is the largest request body the front forwards: the local edge, and the Ingress's
// proxy-body-size (2m in charts/maltu/values.yaml); the Gateway's Envoy sets no limit of its own. Every service reads a body up to this size
// before it answers, so whatever the front lets through meets the endpoint's own 413 rather than
// a closed connection, which a proxy can only call a 502.
const MaxBody = 2 << 20

// Match says how a route's path is compared with a request path: Exact and Prefix, as both the
// Ingress (pathType Exact, Prefix) and the Gateway API (Exact, PathPrefix) define them.
type Match string

const (
	// Exact matches the path only.
	Exact Match = "exact"
	// Prefix matches the path and everything below it by whole segments: /voice, /voice/, /voice/app.js.
	Prefix Match = "prefix"
)

// Route sends one public path to one service.
type Route struct {
	Path    string `json:"path"`
	Match   Match  `json:"match"`
	Service string `json:"service"`
}

// Map is the whole route map.
type Map struct {
	Services []string `json:"services"`
	Routes   []Route  `json:"routes"`
}

// Load parses the embedded route map; it cannot fail at run time because a test parses it.
func Load() Map {
	m, err := Parse(routesJSON)
	if err != nil {
		panic(err) // the embedded file is checked by TestEmbeddedMapIsValid
	}
	return m
}

// Parse reads and checks a route map: known services only, absolute unique paths, a known match.
func Parse(data []byte) (Map, error) {
	var m Map
	dec := json.NewDecoder(strings.NewReader(string(data)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&m); err != nil {
		return Map{}, fmt.Errorf("route map: %w", err)
	}
	known := map[string]bool{}
	for _, s := range m.Services {
		if s == "" || known[s] {
			return Map{}, fmt.Errorf("route map: service %q empty or listed twice", s)
		}
		known[s] = true
	}
	seen := map[string]bool{}
	for _, r := range m.Routes {
		switch {
		case !strings.HasPrefix(r.Path, "/"):
			return Map{}, fmt.Errorf("route map: path %q is not absolute", r.Path)
		case r.Match != Exact && r.Match != Prefix:
			return Map{}, fmt.Errorf("route map: path %q has unknown match %q", r.Path, r.Match)
		case !known[r.Service]:
			return Map{}, fmt.Errorf("route map: path %q goes to unknown service %q", r.Path, r.Service)
		case seen[r.Path]:
			return Map{}, fmt.Errorf("route map: path %q listed twice", r.Path)
		}
		seen[r.Path] = true
	}
	return m, nil
}

// Lookup returns the service for a request path: exact routes first, then the longest prefix.
func (m Map) Lookup(path string) (string, bool) {
	best, service := -1, ""
	for _, r := range m.Routes {
		switch {
		case r.Match == Exact && path == r.Path:
			return r.Service, true
		case r.Match == Prefix && underPrefix(path, r.Path) && len(r.Path) > best:
			best, service = len(r.Path), r.Service
		}
	}
	return service, best >= 0
}

// PathsOf lists the routes that go to one service, in map order.
func (m Map) PathsOf(service string) []Route {
	var out []Route
	for _, r := range m.Routes {
		if r.Service == service {
			out = append(out, r)
		}
	}
	return out
}

func underPrefix(path, prefix string) bool {
	if prefix == "/" {
		return strings.HasPrefix(path, "/")
	}
	return path == prefix || strings.HasPrefix(path, prefix+"/")
}
