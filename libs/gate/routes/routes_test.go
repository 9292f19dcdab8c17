package routes

import (
	"strings"
	"testing"
)

func TestEmbeddedMapIsValid(t *testing.T) {
	if _, err := Parse(JSON()); err != nil {
		t.Fatal(err)
	}
}

// TestLookup follows the map itself, so it holds as routes are added: each route's path goes to its
// service, and so does every path below a prefix; a longer word, a path below an exact route and a
// path no route names go nowhere.
func TestLookup(t *testing.T) {
	m := Load()
	goes := func(path, want string) {
		t.Helper()
		if got, ok := m.Lookup(path); !ok || got != want {
			t.Errorf("Lookup(%q) = %q, %v; want %q", path, got, ok, want)
		}
	}
	nowhere := func(path string) {
		t.Helper()
		if got, ok := m.Lookup(path); ok {
			t.Errorf("Lookup(%q) = %q; want no route", path, got)
		}
	}
	for _, r := range m.Routes {
		goes(r.Path, r.Service)
		nowhere(r.Path + "s") // /api/rewrites, /voices: whole segments only
		if r.Match == Prefix {
			goes(r.Path+"/", r.Service)
			goes(r.Path+"/assets/app.js", r.Service)
		} else {
			nowhere(strings.TrimSuffix(r.Path, "/") + "/extra")
		}
	}
	nowhere("/api")
}

func TestParseRejects(t *testing.T) {
	tests := map[string]string{
		"unknown service": `{"services":["a"],"routes":[{"path":"/x","match":"exact","service":"b"}]}`,
		"relative path":   `{"services":["a"],"routes":[{"path":"x","match":"exact","service":"a"}]}`,
		"bad match":       `{"services":["a"],"routes":[{"path":"/x","match":"regex","service":"a"}]}`,
		"duplicate path":  `{"services":["a"],"routes":[{"path":"/x","match":"exact","service":"a"},{"path":"/x","match":"prefix","service":"a"}]}`,
		"unknown field":   `{"services":["a"],"routes":[],"extra":1}`,
		"twice listed":    `{"services":["a","a"],"routes":[]}`,
	}
	for name, in := range tests {
		t.Run(name, func(t *testing.T) {
			if _, err := Parse([]byte(in)); err == nil {
				t.Fatal("accepted a broken route map")
			}
		})
	}
}
