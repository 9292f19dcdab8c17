package main

import (
	"net/http"
	"testing"

	"maltu/libs/gate/door/doortest"
)

func TestStyleExtractRoute(t *testing.T) {
	base := doortest.Start(t, run, nil)
	doortest.Routed(t, base, "extract", "POST", "/api/style-extract")
	if status, resp := doortest.Do(t, http.MethodPost, base+"/api/style-extract", ""); status != http.StatusServiceUnavailable || resp.ErrorText == "" {
		t.Fatalf("placeholder answer: %d %q", status, resp.ErrorText)
	}
}
