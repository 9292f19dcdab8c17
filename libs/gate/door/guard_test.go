package door

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
	"testing"

	"maltu/libs/gate/limit"
)

// Each case is a request an outside probe sent to a running service (issue 14); every answer
// carries the Korean envelope and the security headers.
func TestGuardOverASocket(t *testing.T) {
	base, _ := served(t, config(t, "", ""), limit.New(nil, quiet, 1), echo(nil))
	gz := func(s string) string {
		var b bytes.Buffer
		w := gzip.NewWriter(&b)
		_, _ = io.WriteString(w, s)
		_ = w.Close()
		return b.String()
	}
	const body = `{"text":"안녕하세요"}`
	host := strings.TrimPrefix(base, "http://")
	cases := []struct {
		name   string
		method string
		body   string
		header []string
		status int
		says   string
	}{
		{"a browser with a 6 KB cookie", "POST", body, []string{"Cookie", "session=" + strings.Repeat("a", 6000)}, 200, ""},
		{"headers of 30 KiB in 8 KiB lines", "POST", body, []string{"X-A", strings.Repeat("a", 7900), "X-B", strings.Repeat("b", 7900), "X-C", strings.Repeat("c", 7900), "Cookie", strings.Repeat("d", 6000)}, 200, ""},
		{"one header line over 8 KiB", "POST", body, []string{"Cookie", strings.Repeat("a", 9000)}, 431, "헤더"},
		{"headers over 32 KiB", "POST", body, []string{"X-A", strings.Repeat("a", 8000), "X-B", strings.Repeat("b", 8000), "X-C", strings.Repeat("c", 8000), "X-D", strings.Repeat("d", 8000), "X-E", strings.Repeat("e", 2000)}, 431, "헤더"},
		{"headers over the server's buffer", "POST", body, []string{"X-A", strings.Repeat("a", 60000)}, 431, "헤더"},
		{"a gzip body", "POST", gz(body), []string{"Content-Encoding", "gzip"}, 415, "압축"},
		{"stacked encodings", "POST", gz(gz(body)), []string{"Content-Encoding", "gzip, gzip"}, 415, "압축"},
		{"identity is no encoding", "POST", body, []string{"Content-Encoding", "identity"}, 200, ""},
		{"gzip in a second Content-Encoding line", "POST", gz(body), []string{"Content-Encoding", "identity", "Content-Encoding", "gzip"}, 415, "압축"},
		{"gzip after an empty Content-Encoding line", "POST", gz(body), []string{"Content-Encoding", "", "Content-Encoding", "gzip"}, 415, "압축"},
		{"no Content-Type", "POST", body, []string{"Content-Type", ""}, 415, "application/json"},
		{"text/plain from a form", "POST", body, []string{"Content-Type", "text/plain"}, 415, "application/json"},
		{"urlencoded", "POST", "text=안녕하세요", []string{"Content-Type", "application/x-www-form-urlencoded"}, 415, "application/json"},
		{"JSON with a charset", "POST", body, []string{"Content-Type", "application/json; charset=utf-8"}, 200, ""},
		{"JSON saved by an editor with a BOM", "POST", "\ufeff" + body, nil, 200, ""},
		{"a field name in another case", "POST", `{"TEXT":"안녕하세요"}`, nil, 400, "'text'"},
		// Go's decoder turns what is not Unicode into U+FFFD, and the answer quoted text never sent.
		{"a body in CP949 (EUC-KR)", "POST", "{\"text\":\"\xbe\xc8\xb3\xe7\xc7\xcf\xbc\xbc\xbf\xe4\"}", nil, 400, "UTF-8"},
		{"a lone high surrogate", "POST", `{"text":"\ud800안녕"}`, nil, 400, "서로게이트"},
		{"a lone low surrogate", "POST", `{"text":"안녕\udc00"}`, nil, 400, "서로게이트"},
		{"a high surrogate before another escape", "POST", `{"text":"\ud800\u0041"}`, nil, 400, "서로게이트"},
		{"a surrogate pair is one character", "POST", `{"text":"\ud83d\ude00 안녕"}`, nil, 200, ""},
		{"an escaped backslash before ud800 is text", "POST", `{"text":"\\ud800"}`, nil, 200, ""},
		{"another site's page", "POST", body, []string{"Origin", "https://evil.example"}, 403, "다른 사이트"},
		{"another site by Sec-Fetch-Site", "POST", body, []string{"Sec-Fetch-Site", "cross-site"}, 403, "다른 사이트"},
		{"a sandboxed page (Origin null)", "POST", body, []string{"Origin", "null"}, 403, "다른 사이트"},
		{"the app's own page", "POST", body, []string{"Origin", "http://" + host, "Sec-Fetch-Site", "same-origin"}, 200, ""},
		{"HEAD is a method like any", "HEAD", "", nil, 405, ""},
	}
	for i, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			path := "/api/echo"
			if tc.method == "HEAD" {
				path = "/readyz"
			}
			req, _ := http.NewRequest(tc.method, base+path, strings.NewReader(tc.body))
			req.Header.Set("Content-Type", "application/json")
			seen := map[string]bool{} // a header named twice is sent as two lines
			for i := 0; i+1 < len(tc.header); i += 2 {
				if seen[tc.header[i]] {
					req.Header.Add(tc.header[i], tc.header[i+1])
				} else {
					req.Header.Set(tc.header[i], tc.header[i+1])
				}
				seen[tc.header[i]] = true
			}
			resp, err := from(fmt.Sprintf("127.0.9.%d", i+1)).Do(req) // one client each: DAILY_LIMIT is 3
			if err != nil {
				t.Fatal(err)
			}
			defer resp.Body.Close()
			var got struct {
				Error string `json:"error"`
			}
			_ = json.NewDecoder(resp.Body).Decode(&got)
			if resp.StatusCode != tc.status || !strings.Contains(got.Error, tc.says) {
				t.Errorf("%d %q; want %d saying %q", resp.StatusCode, got.Error, tc.status, tc.says)
			}
			if resp.Header.Get("X-Content-Type-Options") != "nosniff" || resp.Header.Get("Cache-Control") != "no-store" {
				t.Errorf("headers nosniff=%q cache=%q", resp.Header.Get("X-Content-Type-Options"), resp.Header.Get("Cache-Control"))
			}
			if tc.status == 405 && resp.Header.Get("Allow") != "GET" {
				t.Errorf("Allow %q", resp.Header.Get("Allow"))
			}
		})
	}
}
