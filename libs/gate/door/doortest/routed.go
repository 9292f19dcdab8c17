package doortest

import (
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"

	"maltu/libs/gate/routes"
)

// Routed checks what every service owes the route map and the door: path belongs to service in
// routes.json, the service is ready, and any other method gets 405 with Allow and a Korean error.
func Routed(t *testing.T, base, service, method, path string) {
	t.Helper()
	if got, ok := routes.Load().Lookup(path); !ok || got != service {
		t.Fatalf("route map sends %s to %q, but %s serves it", path, got, service)
	}
	if status, _ := Do(t, http.MethodGet, base+"/readyz", ""); status != http.StatusOK {
		t.Fatalf("/readyz: %d", status)
	}
	other := http.MethodPatch
	status, resp := Do(t, other, base+path, "")
	if allow := resp.Header.Get("Allow"); status != http.StatusMethodNotAllowed || !strings.Contains(allow, method) || resp.ErrorText == "" {
		t.Fatalf("%s %s: %d, Allow %q, error %q; want 405, Allow with %s, a Korean error", other, path, status, allow, resp.ErrorText, method)
	}
}

// Do sends one request, with header name/value pairs set, and returns the status with the
// response, the message of an error body read into resp's ErrorText. An answer to a path of the
// API must be as docs/openapi.yaml describes it (CheckDescribed).
func Do(t *testing.T, method, url, body string, header ...string) (int, *Response) {
	t.Helper()
	req, status, resp := send(t, method, url, body, header...)
	CheckDescribed(t, req, status, resp.Header, resp.Body)
	return status, resp
}

// Undescribed is Do without the check against the API's document, for stand-ins of services
// that answer what the API does not (the edge's tests).
func Undescribed(t *testing.T, method, url, body string, header ...string) (int, *Response) {
	t.Helper()
	_, status, resp := send(t, method, url, body, header...)
	return status, resp
}

func send(t *testing.T, method, url, body string, header ...string) (*http.Request, int, *Response) {
	t.Helper()
	var rd io.Reader = http.NoBody
	if body != "" {
		rd = strings.NewReader(body)
	}
	req, err := http.NewRequest(method, url, rd)
	if err != nil {
		t.Fatal(err)
	}
	if method == http.MethodPost {
		req.Header.Set("Content-Type", "application/json") // as the web app sends; a header given below wins
	}
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	out := &Response{Header: resp.Header, Body: raw}
	var e struct {
		Error string `json:"error"`
	}
	if json.Unmarshal(raw, &e) == nil {
		out.ErrorText = e.Error
	}
	return req, resp.StatusCode, out
}

// Response is what Do read.
type Response struct {
	Header    http.Header
	Body      []byte
	ErrorText string // the Korean message of an error envelope, if the body was one
}
