package main

import (
	"net/http"
	"testing"

	"maltu/libs/gate/door/doortest"
)

func TestReportRoute(t *testing.T) {
	base := doortest.Start(t, run, nil)
	doortest.Routed(t, base, "report", "POST", "/api/report")
	if status, resp := doortest.Do(t, http.MethodPost, base+"/api/report", ""); status != http.StatusServiceUnavailable || resp.ErrorText == "" {
		t.Fatalf("placeholder answer: %d %q", status, resp.ErrorText)
	}
}
