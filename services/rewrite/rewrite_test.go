package main

import (
	"net/http"
	"testing"

	"maltu/libs/gate/door/doortest"
)

func TestRewriteRoute(t *testing.T) {
	base := doortest.Start(t, run, nil)
	doortest.Routed(t, base, "rewrite", "POST", "/api/rewrite")
	if status, resp := doortest.Do(t, http.MethodPost, base+"/api/rewrite", ""); status != http.StatusServiceUnavailable || resp.ErrorText == "" {
		t.Fatalf("placeholder answer: %d %q", status, resp.ErrorText)
	}
}
