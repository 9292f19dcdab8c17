package main

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"strings"
	"testing"

	"maltu/libs/gate/door/doortest"
)

// TestPagesGzipped asks for a page and a script as browsers and tools do: gzipped where the
// client takes it, the same bytes once inflated, and a cache told the two apart.
func TestPagesGzipped(t *testing.T) {
	base := doortest.Start(t, run, nil)
	_, body := get(t, base+"/voice", nil)
	var script string
	for _, ref := range assetRef.FindAllStringSubmatch(body, -1) {
		if strings.HasSuffix(ref[1], "/voice.js") {
			script = base + ref[1]
		}
	}
	raw := &http.Client{Transport: &http.Transport{DisableCompression: true}}
	fetch := func(url, accept string) (*http.Response, []byte) {
		t.Helper()
		req, _ := http.NewRequest(http.MethodGet, url, nil)
		if accept != "" {
			req.Header.Set("Accept-Encoding", accept)
		}
		resp, err := raw.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp, b
	}
	for _, url := range []string{base + "/voice", script} {
		_, plain := fetch(url, "")
		for _, tc := range []struct {
			name, accept string
			gzipped      bool
		}{
			{"none asked", "", false},
			{"a browser", "gzip, deflate, br, zstd", true},
			{"any", "*", true},
			{"gzip refused", "gzip;q=0, br", false},
			{"only brotli", "br", false},
		} {
			t.Run(strings.TrimPrefix(url, base)+"/"+tc.name, func(t *testing.T) {
				resp, b := fetch(url, tc.accept)
				if got := resp.Header.Get("Content-Encoding") == "gzip"; got != tc.gzipped {
					t.Fatalf("Content-Encoding %q", resp.Header.Get("Content-Encoding"))
				}
				if resp.Header.Get("Vary") != "Accept-Encoding" {
					t.Errorf("Vary %q", resp.Header.Get("Vary"))
				}
				if tc.gzipped {
					if len(b) >= len(plain)/2 {
						t.Errorf("%d bytes gzipped to %d, no less than half", len(plain), len(b))
					}
					zr, err := gzip.NewReader(bytes.NewReader(b))
					if err != nil {
						t.Fatal(err)
					}
					b, _ = io.ReadAll(zr)
				}
				if !bytes.Equal(b, plain) {
					t.Error("the body differs from the plain one")
				}
			})
		}
	}
	t.Run("the page's two forms have two ETags", func(t *testing.T) {
		plain, _ := fetch(base+"/voice", "")
		zipped, _ := fetch(base+"/voice", "gzip")
		if plain.Header.Get("ETag") == zipped.Header.Get("ETag") {
			t.Errorf("both %s", plain.Header.Get("ETag"))
		}
	})
}
