package main

import (
	"encoding/json"
	"io"
	"net/http"
	"regexp"
	"strings"
	"testing"

	"maltu/libs/gate/door/doortest"
)

func TestRoutesBelongToWeb(t *testing.T) {
	base := doortest.Start(t, run, nil)
	for _, path := range []string{"/voice", "/voice/static/x.js", "/admin", "/admin/", "/"} {
		t.Run(path, func(t *testing.T) {
			doortest.Routed(t, base, "web", http.MethodGet, path)
		})
	}
}

func get(t *testing.T, url string, header map[string]string) (*http.Response, string) {
	t.Helper()
	req, err := http.NewRequest(http.MethodGet, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	for k, v := range header {
		req.Header.Set(k, v)
	}
	// Redirects are checked as they are, not followed.
	client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	resp, err := client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp, string(body)
}

var assetRef = regexp.MustCompile(`(?:src|href)="(/(?:voice|admin)/static/[^"]+)"`)

func TestPagesAndTheirFiles(t *testing.T) {
	base := doortest.Start(t, run, nil)
	for _, tc := range []struct {
		path  string
		title string
		files []string // every page names its stylesheet, its script and its icon
	}{
		{"/voice", "내 말투로 다시 쓰기", []string{"style.css", "voice.js", "icon.svg"}},
		{"/admin", "운영 지표", []string{"style.css", "admin.js", "icon.svg"}},
	} {
		t.Run(tc.path, func(t *testing.T) {
			resp, body := get(t, base+tc.path, nil)
			if resp.StatusCode != http.StatusOK || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/html; charset=utf-8") {
				t.Fatalf("%d %q", resp.StatusCode, resp.Header.Get("Content-Type"))
			}
			checkSecurityHeaders(t, resp)
			if cc := resp.Header.Get("Cache-Control"); cc != "no-cache" {
				t.Errorf("page Cache-Control %q, want no-cache", cc)
			}
			if !strings.Contains(body, `<html lang="ko">`) || !strings.Contains(body, tc.title) {
				t.Errorf("page is not the Korean %s page", tc.path)
			}
			refs := assetRef.FindAllStringSubmatch(body, -1)
			if len(refs) < len(tc.files) {
				t.Fatalf("page names %d files, want at least %d", len(refs), len(tc.files))
			}
			for _, want := range tc.files {
				if !strings.Contains(body, "/static/") || !strings.Contains(body, want+`"`) {
					t.Errorf("page does not name %s", want)
				}
			}
			for _, ref := range refs {
				if !strings.HasPrefix(ref[1], tc.path+"/static/") {
					t.Errorf("%s names %s outside its own prefix (the route map sends only %s/... here)", tc.path, ref[1], tc.path)
				}
				aresp, _ := get(t, base+ref[1], nil)
				if aresp.StatusCode != http.StatusOK {
					t.Errorf("%s: %d", ref[1], aresp.StatusCode)
				}
				if cc := aresp.Header.Get("Cache-Control"); cc != "public, max-age=31536000, immutable" {
					t.Errorf("%s Cache-Control %q", ref[1], cc)
				}
				checkSecurityHeaders(t, aresp)
			}

			etag := resp.Header.Get("ETag")
			again, _ := get(t, base+tc.path, map[string]string{"If-None-Match": etag})
			if etag == "" || again.StatusCode != http.StatusNotModified {
				t.Errorf("revalidation with ETag %q: %d, want 304", etag, again.StatusCode)
			}
		})
	}
}

func checkSecurityHeaders(t *testing.T, resp *http.Response) {
	t.Helper()
	csp := resp.Header.Get("Content-Security-Policy")
	for _, want := range []string{"default-src 'none'", "script-src 'self'", "style-src 'self'", "connect-src 'self'", "frame-ancestors 'none'"} {
		if !strings.Contains(csp, want) {
			t.Errorf("CSP %q lacks %q", csp, want)
		}
	}
	if strings.Contains(csp, "unsafe") {
		t.Errorf("CSP allows unsafe sources: %q", csp)
	}
	if resp.Header.Get("X-Content-Type-Options") != "nosniff" || resp.Header.Get("Referrer-Policy") == "" {
		t.Errorf("nosniff %q, Referrer-Policy %q", resp.Header.Get("X-Content-Type-Options"), resp.Header.Get("Referrer-Policy"))
	}
}

func TestStaticFiles(t *testing.T) {
	base := doortest.Start(t, run, nil)
	s, err := newSite()
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, path string
		status     int
		ctype      string
	}{
		{"script", "/voice/static/" + s.version + "/voice.js", 200, "text/javascript; charset=utf-8"},
		{"shared script under admin", "/admin/static/" + s.version + "/api.js", 200, "text/javascript; charset=utf-8"},
		{"stylesheet", "/admin/static/" + s.version + "/style.css", 200, "text/css; charset=utf-8"},
		{"icon", "/voice/static/" + s.version + "/icon.svg", 200, "image/svg+xml"},
		{"old version", "/voice/static/000000000000/voice.js", 404, ""},
		{"unknown file", "/voice/static/" + s.version + "/nothing.js", 404, ""},
		{"page template is not a static file", "/voice/static/" + s.version + "/voice.html", 404, ""},
		{"escape attempt", "/voice/static/" + s.version + "/../voice.html", 404, ""},
		{"unknown page", "/voice/settings", 404, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			resp, body := get(t, base+tc.path, nil)
			if resp.StatusCode != tc.status {
				t.Fatalf("%d, want %d", resp.StatusCode, tc.status)
			}
			if tc.status == 404 {
				if !strings.Contains(body, `"error"`) {
					t.Errorf("404 body %q is not the Korean error envelope", body)
				}
				return
			}
			if got := resp.Header.Get("Content-Type"); got != tc.ctype {
				t.Errorf("Content-Type %q, want %q", got, tc.ctype)
			}
		})
	}
}

func TestRedirects(t *testing.T) {
	base := doortest.Start(t, run, nil)
	for path, want := range map[string]string{"/": "/voice", "/voice/": "/voice", "/admin/": "/admin"} {
		t.Run(path, func(t *testing.T) {
			resp, _ := get(t, base+path, nil)
			if resp.StatusCode != http.StatusFound || resp.Header.Get("Location") != want {
				t.Fatalf("%d Location %q, want 302 to %s", resp.StatusCode, resp.Header.Get("Location"), want)
			}
		})
	}
}

// The policy forbids inline code; these checks keep the pages from needing it and keep every
// file free of outside addresses (no fonts, CDNs or trackers). A JSON data block (the limits of
// /voice) is data the browser never runs: it must parse as JSON, and is then no inline code.
func TestNoInlineCodeNoOutsideAddresses(t *testing.T) {
	inline := regexp.MustCompile(`<script(?:\s[^>]*)?>\s*[^<\s]|<style|\sstyle="|\son[a-z]+="`)
	dataBlock := regexp.MustCompile(`<script type="application/json" id="[a-z-]+">([^<]*)</script>`)
	outside := regexp.MustCompile(`(?:https?:)?//[a-z0-9.-]+\.[a-z]{2,}`)
	s, err := newSite()
	if err != nil {
		t.Fatal(err)
	}
	files := map[string][]byte{}
	for p, f := range s.files {
		files[p] = f.body
	}
	for path, p := range s.pages {
		files[path] = p.body
		for _, m := range dataBlock.FindAllSubmatch(p.body, -1) {
			if !json.Valid(m[1]) {
				t.Errorf("%s has a data block that is not JSON: %q", path, m[1])
			}
		}
		code := dataBlock.ReplaceAll(p.body, nil)
		if loc := inline.FindIndex(code); loc != nil {
			t.Errorf("%s has inline code or style: %q", path, code[loc[0]:loc[1]])
		}
	}
	for name, b := range files {
		text := strings.ReplaceAll(string(b), `xmlns="http://www.w3.org/2000/svg"`, "")
		if m := outside.FindString(text); m != "" {
			t.Errorf("%s names an outside address %q", name, m)
		}
	}
}

// TestVoiceSharePreview: a link to /voice pasted into a messenger shows the service's name and
// what it does, not a bare address.
func TestVoiceSharePreview(t *testing.T) {
	base := doortest.Start(t, run, nil)
	_, body := get(t, base+"/voice", nil)
	for _, want := range []string{`<meta name="description" content="`, `<meta property="og:title" content="말투`, `<meta property="og:description" content="`, `<meta property="og:locale" content="ko_KR">`} {
		t.Run(want, func(t *testing.T) {
			if !strings.Contains(body, want) {
				t.Error("missing")
			}
		})
	}
}

// TestHeadAndOtherMethods: a page answers HEAD as GET without the body; other methods are 405
// naming both.
func TestHeadAndOtherMethods(t *testing.T) {
	base := doortest.Start(t, run, nil)
	for _, tc := range []struct {
		method string
		status int
		allow  string
	}{
		{http.MethodHead, http.StatusOK, ""},
		{http.MethodPost, http.StatusMethodNotAllowed, "GET, HEAD"},
		{http.MethodDelete, http.StatusMethodNotAllowed, "GET, HEAD"},
	} {
		t.Run(tc.method, func(t *testing.T) {
			req, _ := http.NewRequest(tc.method, base+"/voice", nil)
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			defer resp.Body.Close()
			body, _ := io.ReadAll(resp.Body)
			if resp.StatusCode != tc.status || resp.Header.Get("Allow") != tc.allow {
				t.Fatalf("%d, Allow %q", resp.StatusCode, resp.Header.Get("Allow"))
			}
			if tc.method == http.MethodHead && (len(body) != 0 || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/html")) {
				t.Errorf("HEAD: %d body bytes, Content-Type %q", len(body), resp.Header.Get("Content-Type"))
			}
		})
	}
}
