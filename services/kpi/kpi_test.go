package main

import (
	"net/http"
	"testing"

	"maltu/libs/gate/door/doortest"
)

func TestKpiRoute(t *testing.T) {
	base := doortest.Start(t, run, nil)
	doortest.Routed(t, base, "kpi", "GET", "/api/kpi")
	if status, resp := doortest.Do(t, http.MethodGet, base+"/api/kpi", ""); status != http.StatusServiceUnavailable || resp.ErrorText == "" {
		t.Fatalf("placeholder answer: %d %q", status, resp.ErrorText)
	}
}
