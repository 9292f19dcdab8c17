package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"maltu/libs/gate/door/doortest"
	"maltu/libs/gate/routes"
)

// upstream is a stand-in service that tells which service it is and which forwarding headers it saw.
func upstream(t *testing.T, name string, ready *bool) *url.URL {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if _, err := io.Copy(io.Discard, r.Body); err != nil { // as a service does
			return
		}
		if r.URL.Path == "/readyz" && !*ready {
			w.WriteHeader(http.StatusServiceUnavailable)
			return
		}
		_ = json.NewEncoder(w).Encode(map[string]string{
			"service": name, "path": r.URL.Path,
			"xff": strings.Join(r.Header.Values("X-Forwarded-For"), "|"), "real": r.Header.Get("X-Real-Ip"),
			"forwarded": r.Header.Get("Forwarded"),
		})
	}))
	t.Cleanup(srv.Close)
	u, _ := url.Parse(srv.URL)
	return u
}

func startEdge(t *testing.T) (string, map[string]*bool) {
	t.Helper()
	m := routes.Load()
	var list []string
	ready := map[string]*bool{}
	for _, s := range m.Services {
		ok := true
		ready[s] = &ok
		list = append(list, s+"="+upstream(t, s, &ok).String())
	}
	base := doortest.Start(t, run, map[string]string{"EDGE_ADDR": "127.0.0.1:0", "UPSTREAMS": strings.Join(list, ",")})
	return base, ready
}

// get is doortest.Undescribed with the body decoded as a JSON object, as every edge answer is.
// (Not Do: the stand-in services answer any method, which the API's document does not.)
func get(t *testing.T, url string, header ...string) (int, map[string]any) {
	t.Helper()
	status, resp := doortest.Undescribed(t, http.MethodGet, url, "", header...)
	var body map[string]any
	if err := json.Unmarshal(resp.Body, &body); err != nil {
		t.Fatalf("%s: body is not JSON: %q", url, resp.Body)
	}
	return status, body
}

func TestEdgeRoutesByTheMap(t *testing.T) {
	base, _ := startEdge(t)
	for _, r := range routes.Load().Routes {
		paths := []string{r.Path}
		if r.Match == routes.Prefix {
			paths = append(paths, strings.TrimSuffix(r.Path, "/")+"/assets/app.js")
		}
		for _, p := range paths {
			t.Run(p, func(t *testing.T) {
				status, body := get(t, base+p)
				if status != 200 || body["service"] != r.Service || body["path"] != p {
					t.Fatalf("%s went to %v (status %d), want %s", p, body, status, r.Service)
				}
			})
		}
	}
	for _, p := range []string{"/api/unknown", "/api/rewrite/x", "/voicemail", "/API/REWRITE"} {
		t.Run("404 "+p, func(t *testing.T) {
			status, body := get(t, base+p)
			if msg, _ := body["error"].(string); status != 404 || len(body) != 1 || !strings.Contains(msg, "찾을 수 없습니다") {
				t.Fatalf("%s: %d %v, want 404 with a Korean error", p, status, body)
			}
		})
	}
}

func TestEdgeOverwritesForwardingHeaders(t *testing.T) {
	base, _ := startEdge(t)
	_, body := get(t, base+"/api/rewrite",
		"X-Forwarded-For", "30.30.30.30", "X-Real-IP", "30.30.30.30", "Forwarded", "for=30.30.30.30")
	if body["xff"] != "127.0.0.1" || body["real"] != "" || body["forwarded"] != "" {
		t.Fatalf("upstream saw xff=%q real=%q forwarded=%q; want the peer alone", body["xff"], body["real"], body["forwarded"])
	}
}

func TestEdgeRefusesBodiesNoServiceReads(t *testing.T) {
	base, _ := startEdge(t)
	for name, size := range map[string]int{"at the ceiling": routes.MaxBody, "over it": routes.MaxBody + 1, "far over it": 4 * routes.MaxBody} {
		t.Run(name, func(t *testing.T) {
			// A reader of unknown length: sent chunked, so only the running count can catch it.
			body := io.MultiReader(strings.NewReader(strings.Repeat(" ", size)))
			resp, err := http.Post(base+"/api/report", "application/json", body)
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			want := 200 // the stand-in service answers
			if size > routes.MaxBody {
				want = 413
			}
			if resp.StatusCode != want {
				t.Fatalf("%d bytes: status %d, want %d", size, resp.StatusCode, want)
			}
		})
	}
}

// A body declared too large is refused before it is forwarded, and a client that writes its
// whole body before reading (as many do) still reads the 413 rather than a reset connection.
func TestEdgeAnswersDeclaredOversizedBodies(t *testing.T) {
	base, _ := startEdge(t)
	body := strings.Repeat("가", routes.MaxBody) // 3 bytes a character: 6 MiB, more than socket buffers hold
	for i := range 3 {
		conn, err := net.Dial("tcp", strings.TrimPrefix(base, "http://"))
		if err != nil {
			t.Fatal(err)
		}
		_ = conn.SetDeadline(time.Now().Add(10 * time.Second))
		_, err = fmt.Fprintf(conn, "POST /api/rewrite HTTP/1.1\r\nHost: edge\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n%s", len(body), body)
		if err != nil {
			t.Fatalf("attempt %d: writing the body: %v", i, err)
		}
		resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
		if err != nil {
			t.Fatalf("attempt %d: reading the answer: %v", i, err)
		}
		resp.Body.Close()
		conn.Close()
		if resp.StatusCode != http.StatusRequestEntityTooLarge {
			t.Fatalf("attempt %d: status %d, want 413", i, resp.StatusCode)
		}
	}
}

func TestEdgeReadyOnlyWhenEveryServiceIs(t *testing.T) {
	base, ready := startEdge(t)
	if status, _ := get(t, base+"/readyz"); status != 200 {
		t.Fatalf("all ready: %d", status)
	}
	*ready["kpi"] = false
	status, body := get(t, base+"/readyz")
	if status != 503 || !strings.Contains(body["error"].(string), "준비") {
		t.Fatalf("kpi not ready: %d %v", status, body)
	}
}

func TestParseUpstreams(t *testing.T) {
	m := routes.Load()
	full := "extract=http://a:1,rewrite=http://a:2,report=http://a:3,track=http://a:4,kpi=http://a:5,web=http://a:6"
	tests := map[string]bool{
		full: true,
		strings.Replace(full, ",web=http://a:6", "", 1): false,
		full + ",extra=http://a:7":                      false,
		strings.Replace(full, "http://a:6", "a:6", 1):   false,
		"": false,
	}
	for in, ok := range tests {
		t.Run(in, func(t *testing.T) {
			if _, err := parseUpstreams(m, in); (err == nil) != ok {
				t.Fatalf("err = %v, want ok=%v", err, ok)
			}
		})
	}
}

// What net/http refuses before a handler runs gets the contract's Korean JSON like every other
// answer, never plain English; a body framed two ways is read as chunked (RFC 9112 §6.3: the
// Content-Length is dropped, the connection closed after) and served, never a 502.
func TestEdgeAnswersMalformedRequestsInKorean(t *testing.T) {
	base, _ := startEdge(t)
	body := `{"text":"안녕하세요"}`
	for _, tc := range []struct {
		name, request string
		status        int
	}{
		{"a NUL in a header", "GET /api/kpi HTTP/1.1\r\nHost: edge\r\nX-Token: a\x00b\r\n\r\n", 400},
		{"headers over 32 KiB", "GET /api/kpi HTTP/1.1\r\nHost: edge\r\nCookie: " + strings.Repeat("a", 40<<10) + "\r\n\r\n", 431},
		{"Content-Length and chunked both", "POST /api/style-extract HTTP/1.1\r\nHost: edge\r\nContent-Type: application/json\r\nContent-Length: " +
			fmt.Sprint(len(body)) + "\r\nTransfer-Encoding: chunked\r\n\r\n" + fmt.Sprintf("%x\r\n%s\r\n0\r\n\r\n", len(body), body), 200},
		{"an unknown transfer coding", "POST /api/style-extract HTTP/1.1\r\nHost: edge\r\nTransfer-Encoding: gzip\r\n\r\n", 501},
		// The body is read only while it is forwarded: its fault was answered as the service's (502).
		{"a chunk size that is not hex", "POST /api/style-extract HTTP/1.1\r\nHost: edge\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n", 400},
		// net/http answered this one itself: an empty 200 without the API's headers.
		{"OPTIONS for the whole server", "OPTIONS * HTTP/1.1\r\nHost: edge\r\n\r\n", 404},
	} {
		t.Run(tc.name, func(t *testing.T) {
			conn, err := net.Dial("tcp", strings.TrimPrefix(base, "http://"))
			if err != nil {
				t.Fatal(err)
			}
			defer conn.Close()
			_ = conn.SetDeadline(time.Now().Add(5 * time.Second))
			if _, err := io.WriteString(conn, tc.request); err != nil {
				t.Fatal(err)
			}
			resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
			if err != nil {
				t.Fatal(err)
			}
			defer resp.Body.Close()
			if tc.status == 200 {
				if resp.StatusCode != 200 {
					t.Errorf("%d; want the service's answer", resp.StatusCode)
				}
				return
			}
			var got struct {
				Error string `json:"error"`
			}
			err = json.NewDecoder(resp.Body).Decode(&got)
			if resp.StatusCode != tc.status || err != nil || !hasHangul(got.Error) || !strings.HasPrefix(resp.Header.Get("Content-Type"), "application/json") {
				t.Errorf("%d %s %q (%v); want %d with a Korean JSON error", resp.StatusCode, resp.Header.Get("Content-Type"), got.Error, err, tc.status)
			}
			if resp.Header.Get("X-Content-Type-Options") != "nosniff" || resp.Header.Get("Cache-Control") != "no-store" {
				t.Errorf("nosniff=%q cache=%q; want nosniff and no-store", resp.Header.Get("X-Content-Type-Options"), resp.Header.Get("Cache-Control"))
			}
		})
	}
}

func hasHangul(s string) bool {
	return strings.ContainsFunc(s, func(r rune) bool { return r >= '가' && r <= '힣' })
}

// The edge's own answers (an unknown path, a body too large, a service it cannot reach, its
// health) carry the headers every API answer carries: nosniff and no-store.
func TestEdgeOwnAnswersCarryTheAPIHeaders(t *testing.T) {
	m := routes.Load()
	dead := httptest.NewServer(http.NotFoundHandler())
	dead.Close() // a service that is down: the edge's 502
	var list []string
	for _, s := range m.Services {
		u := dead.URL
		if s != "kpi" {
			ok := true
			u = upstream(t, s, &ok).String()
		}
		list = append(list, s+"="+u)
	}
	base := doortest.Start(t, run, map[string]string{"EDGE_ADDR": "127.0.0.1:0", "UPSTREAMS": strings.Join(list, ",")})
	for _, tc := range []struct {
		name, method, path string
		body               io.Reader
		status             int
	}{
		{"unknown path", http.MethodGet, "/api/unknown", nil, 404},
		{"body too large", http.MethodPost, "/api/report", strings.NewReader(strings.Repeat(" ", routes.MaxBody+1)), 413},
		{"service down", http.MethodGet, "/api/kpi", nil, 502},
		{"health", http.MethodGet, "/healthz", nil, 200},
	} {
		t.Run(tc.name, func(t *testing.T) {
			req, _ := http.NewRequest(tc.method, base+tc.path, tc.body)
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			if resp.StatusCode != tc.status || resp.Header.Get("X-Content-Type-Options") != "nosniff" || resp.Header.Get("Cache-Control") != "no-store" {
				t.Fatalf("%d nosniff=%q cache=%q; want %d, nosniff and no-store", resp.StatusCode,
					resp.Header.Get("X-Content-Type-Options"), resp.Header.Get("Cache-Control"), tc.status)
			}
		})
	}
}

// A client that asks before sending a body (Expect: 100-continue, as curl does past 1 MiB) and
// declares one too large is answered 413 at once, never invited to send what would be dropped.
func TestEdgeDoesNotAskForABodyItRefuses(t *testing.T) {
	base, _ := startEdge(t)
	conn, err := net.Dial("tcp", strings.TrimPrefix(base, "http://"))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	_ = conn.SetDeadline(time.Now().Add(5 * time.Second))
	_, err = fmt.Fprintf(conn, "POST /api/rewrite HTTP/1.1\r\nHost: edge\r\nContent-Type: application/json\r\nContent-Length: %d\r\nExpect: 100-continue\r\n\r\n", 4*routes.MaxBody)
	if err != nil {
		t.Fatal(err)
	}
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatalf("no answer without the body: %v", err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusRequestEntityTooLarge {
		t.Fatalf("status %d, want 413 before any body is sent", resp.StatusCode)
	}
}
