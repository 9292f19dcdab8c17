package main

import (
	"net/http"
	"testing"

	"maltu/libs/gate/door/doortest"
)

func TestPagesRoute(t *testing.T) {
	base := doortest.Start(t, run, nil)
	for _, path := range []string{"/voice", "/voice/app.js", "/admin", "/admin/", "/"} {
		t.Run(path, func(t *testing.T) {
			doortest.Routed(t, base, "web", "GET", path)
			if status, _ := doortest.Do(t, http.MethodGet, base+path, ""); status != http.StatusServiceUnavailable {
				t.Fatalf("placeholder page: %d", status)
			}
		})
	}
}
