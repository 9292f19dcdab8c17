package main

import (
	"net/http"
	"testing"

	"maltu/libs/gate/door/doortest"
)

func TestTrackRoute(t *testing.T) {
	base := doortest.Start(t, run, nil)
	doortest.Routed(t, base, "track", "POST", "/api/track")
	if status, resp := doortest.Do(t, http.MethodPost, base+"/api/track", ""); status != http.StatusServiceUnavailable || resp.ErrorText == "" {
		t.Fatalf("placeholder answer: %d %q", status, resp.ErrorText)
	}
}
