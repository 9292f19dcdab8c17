package door

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/gofiber/fiber/v2"

	"maltu/libs/gate/clientip"
	"maltu/libs/gate/limit"
	"maltu/libs/gate/localdb"
)

var quiet = slog.New(slog.NewTextHandler(io.Discard, nil))

// echo is a service like the real ones: validate, charge, work, and fail with our own 502 on
// request so the refund rule can be seen.
func echo(release <-chan struct{}) Service {
	return Service{Name: "echo", Endpoints: []Endpoint{{
		Method: http.MethodPost, Path: "/api/echo", BodyLimit: 256, Quota: API,
		Handler: func(c *fiber.Ctx) error {
			var in struct {
				Text *string `json:"text"`
			}
			if err := Decode(c, &in); err != nil {
				return err
			}
			if in.Text == nil || *in.Text == "" {
				return Fail(http.StatusBadRequest, "'text' 필드가 필요합니다.")
			}
			if err := Charge(c); err != nil {
				return err
			}
			switch *in.Text {
			case "엔진 실패":
				return Fail(http.StatusBadGateway, "처리에 실패했습니다.")
			case "상위 한도":
				return Fail(http.StatusTooManyRequests, "잠시 후 다시 시도해 주세요.")
			case "패닉":
				panic("비밀 내용이 담긴 패닉")
			case "천천히":
				<-release
			}
			return c.JSON(fiber.Map{"chars": len([]rune(*in.Text))})
		},
	}}}
}

func config(t *testing.T, trusted string, redisURL string) Config {
	t.Helper()
	cfg, err := ReadConfig(func(k string) string {
		return map[string]string{"TRUSTED_PROXIES": trusted, "REDIS_URL": redisURL, "DAILY_LIMIT": "3"}[k]
	})
	if err != nil {
		t.Fatal(err)
	}
	return cfg
}

type reply struct {
	status int
	header http.Header
	body   map[string]any
}

func call(t *testing.T, app *fiber.App, method, path, body string) reply {
	t.Helper()
	req, _ := http.NewRequest(method, path, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	resp, err := app.Test(req, -1)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var out map[string]any
	raw, _ := io.ReadAll(resp.Body)
	if method != http.MethodHead && len(raw) > 0 {
		if err := json.Unmarshal(raw, &out); err != nil {
			t.Fatalf("body is not JSON: %q", raw)
		}
	}
	return reply{resp.StatusCode, resp.Header, out}
}

func TestDoorAnswers(t *testing.T) {
	d := New(config(t, "", ""), quiet, limit.New(nil, quiet, 1), echo(nil))
	d.SetReady(true)
	tests := []struct {
		name, method, path, body string
		status                   int
		allow                    string
		errorHas                 string
	}{
		{"valid call", "POST", "/api/echo", `{"text":"안녕하세요"}`, 200, "", ""},
		{"unknown fields are ignored", "POST", "/api/echo", `{"text":"안녕","extra":[1,2]}`, 200, "", ""},
		{"GET on a POST endpoint", "GET", "/api/echo", "", 405, "POST", "POST 요청만"},
		{"PUT on a POST endpoint", "PUT", "/api/echo", `{}`, 405, "POST", "POST 요청만"},
		{"a method Fiber does not know", "PROPFIND", "/api/echo", "", 405, "POST", "POST 요청만"},
		{"a made-up method on an unknown path", "FOO", "/api/nope", "", 404, "", "찾을 수 없습니다"},
		{"DELETE on health", "DELETE", "/healthz", "", 405, "GET", "GET 요청만"},
		{"unknown path", "GET", "/api/nope", "", 404, "", "찾을 수 없습니다"},
		{"trailing slash is another path", "POST", "/api/echo/", `{"text":"안녕"}`, 404, "", "찾을 수 없습니다"},
		{"case matters", "POST", "/API/ECHO", `{"text":"안녕"}`, 404, "", "찾을 수 없습니다"},
		{"body over the endpoint limit", "POST", "/api/echo", `{"text":"` + strings.Repeat("가", 200) + `"}`, 413, "", "최대 256바이트"},
		{"malformed JSON", "POST", "/api/echo", `{"text":`, 400, "", "JSON 형식"},
		{"trailing data", "POST", "/api/echo", `{"text":"a"} {"text":"b"}`, 400, "", "JSON 형식"},
		{"array instead of object", "POST", "/api/echo", `["text"]`, 400, "", "JSON 객체"},
		{"null body", "POST", "/api/echo", `null`, 400, "", "JSON 객체"},
		{"empty body", "POST", "/api/echo", ``, 400, "", "비어 있습니다"},
		{"wrong field type", "POST", "/api/echo", `{"text":42}`, 400, "", "'text' 필드의 형식"},
		{"missing field", "POST", "/api/echo", `{}`, 400, "", "'text' 필드가 필요"},
		{"handler's own 502", "POST", "/api/echo", `{"text":"엔진 실패"}`, 502, "", "실패했습니다"},
		{"panic becomes a plain 500", "POST", "/api/echo", `{"text":"패닉"}`, 500, "", "예기치 못한 오류"},
		{"health", "GET", "/healthz", "", 200, "", ""},
		{"HEAD is a method like any", "HEAD", "/healthz", "", 405, "GET", ""},
		{"ready", "GET", "/readyz", "", 200, "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := call(t, d.App(), tt.method, tt.path, tt.body)
			if r.status != tt.status {
				t.Fatalf("status %d, want %d (body %v)", r.status, tt.status, r.body)
			}
			if got := r.header.Get("Allow"); got != tt.allow {
				t.Fatalf("Allow %q, want %q", got, tt.allow)
			}
			if tt.errorHas == "" {
				if _, has := r.body["error"]; has {
					t.Fatalf("unexpected error body %v", r.body)
				}
				return
			}
			msg, _ := r.body["error"].(string)
			if len(r.body) != 1 || !strings.Contains(msg, tt.errorHas) {
				t.Fatalf("error body %v, want only {error} containing %q", r.body, tt.errorHas)
			}
			if strings.Contains(msg, "비밀") || strings.Contains(msg, "panic") {
				t.Fatalf("internal detail leaked: %q", msg)
			}
			if ct := r.header.Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
				t.Fatalf("Content-Type %q", ct)
			}
		})
	}
}

func TestReadyzBeforeStart(t *testing.T) {
	d := New(config(t, "", ""), quiet, limit.New(nil, quiet, 1), echo(nil))
	if r := call(t, d.App(), "GET", "/readyz", ""); r.status != 503 {
		t.Fatalf("readyz before start: %d, want 503", r.status)
	}
	d.svc.Ready = func(context.Context) error { return io.ErrUnexpectedEOF }
	d.SetReady(true)
	if r := call(t, d.App(), "GET", "/readyz", ""); r.status != 503 {
		t.Fatalf("readyz with a failing check: %d, want 503", r.status)
	}
}

// served runs a door on a real loopback listener, so that peer addresses are real.
func served(t *testing.T, cfg Config, limits *limit.Daily, svc Service) (string, func() error) {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	d := New(cfg, quiet, limits, svc)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- d.Serve(ctx, ln) }()
	stop := sync.OnceValue(func() error { cancel(); return <-done })
	t.Cleanup(func() { _ = stop() })
	return "http://" + ln.Addr().String(), stop
}

// from is an HTTP client whose connections leave from a chosen loopback address: on Linux every
// 127.x.y.z is ours, so tests can be many different clients without any network.
func from(ip string) *http.Client {
	dialer := &net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(ip)}, Timeout: 2 * time.Second}
	return &http.Client{Timeout: 5 * time.Second, Transport: &http.Transport{DialContext: dialer.DialContext, DisableKeepAlives: true}}
}

func post(t *testing.T, client *http.Client, url, body string, header ...string) *http.Response {
	t.Helper()
	req, _ := http.NewRequest(http.MethodPost, url, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	resp, err := client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	return resp
}

func TestDailyLimitThroughTheDoor(t *testing.T) {
	redis := localdb.Redis(t)
	rdb, err := limit.Connect(redis.URL)
	if err != nil {
		t.Fatal(err)
	}
	defer rdb.Close()
	// 127.0.0.9 is our proxy; DAILY_LIMIT is 3.
	base, _ := served(t, config(t, "127.0.0.9/32", redis.URL), limit.New(rdb, quiet, 1), echo(nil))
	url := base + "/api/echo"
	expect := func(client *http.Client, body string, want int, header ...string) *http.Response {
		t.Helper()
		resp := post(t, client, url, body, header...)
		if resp.StatusCode != want {
			t.Fatalf("status %d, want %d", resp.StatusCode, want)
		}
		return resp
	}
	a, b, proxy := from("127.0.0.2"), from("127.0.0.3"), from("127.0.0.9")

	t.Run("invalid calls and our own failures cost nothing", func(t *testing.T) {
		expect(a, `{"text":""}`, 400)
		expect(a, `{"text":7}`, 400)
		expect(a, `{"text":"엔진 실패"}`, 502)
		expect(a, `{"text":"엔진 실패"}`, 502)
		expect(a, `{"text":"상위 한도"}`, 429) // an upstream model's limit, after the charge
	})
	t.Run("the N+1th charged call is refused with Retry-After", func(t *testing.T) {
		for range 3 {
			expect(a, `{"text":"오늘 첫 글"}`, 200)
		}
		resp := expect(a, `{"text":"한 번 더"}`, 429)
		retry := resp.Header.Get("Retry-After")
		if retry == "" || retry == "0" {
			t.Fatalf("Retry-After %q", retry)
		}
	})
	t.Run("another client is not affected", func(t *testing.T) {
		expect(b, `{"text":"다른 사람"}`, 200)
	})
	t.Run("a forged X-Forwarded-For from an untrusted peer changes nothing", func(t *testing.T) {
		expect(a, `{"text":"위장"}`, 429, "X-Forwarded-For", "198.51.100.77")
		expect(b, `{"text":"위장"}`, 200, "X-Forwarded-For", "127.0.0.2")
	})
	t.Run("behind the trusted proxy the header names the client", func(t *testing.T) {
		expect(proxy, `{"text":"프록시 경유"}`, 429, "X-Forwarded-For", "127.0.0.2")
		// The client prepends a forgery; the proxy appends the real peer.
		expect(proxy, `{"text":"프록시 경유"}`, 429, "X-Forwarded-For", "198.51.100.77, 127.0.0.2")
		expect(proxy, `{"text":"프록시 경유"}`, 200, "X-Forwarded-For", "198.51.100.78")
	})
	t.Run("with Redis killed requests keep being answered", func(t *testing.T) {
		redis.Kill()
		c := from("127.0.0.4")
		for range 3 {
			expect(c, `{"text":"레디스 없이"}`, 200)
		}
		expect(c, `{"text":"레디스 없이"}`, 429)
		expect(from("127.0.0.5"), `{"text":"레디스 없이"}`, 200)
	})
}

func TestBodyOverTheEndpointLimitOverASocket(t *testing.T) {
	base, _ := served(t, config(t, "", ""), limit.New(nil, quiet, 1), echo(nil))
	// The echo endpoint takes 256 bytes: the server reads the whole 90 KB (it reads up to
	// routes.MaxBody) and the endpoint answers 413, as JSON, over a real connection.
	resp := post(t, from("127.0.0.1"), base+"/api/echo", `{"text":"`+strings.Repeat("가", 30000)+`"}`)
	if resp.StatusCode != 413 || !strings.HasPrefix(resp.Header.Get("Content-Type"), "application/json") {
		t.Fatalf("status %d, Content-Type %q; want a JSON 413", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
}

func TestGracefulShutdown(t *testing.T) {
	release := make(chan struct{})
	closed := make(chan struct{})
	svc := echo(release)
	svc.Close = func(context.Context) error { close(closed); return nil }
	cfg := config(t, "", "")
	cfg.ShutdownDrain = 300 * time.Millisecond
	base, stop := served(t, cfg, limit.New(nil, quiet, 1), svc)
	client := from("127.0.0.1")

	inFlight := make(chan int, 1)
	go func() {
		req, _ := http.NewRequest(http.MethodPost, base+"/api/echo", strings.NewReader(`{"text":"천천히"}`))
		req.Header.Set("Content-Type", "application/json")
		resp, err := client.Do(req)
		if err != nil {
			inFlight <- -1
			return
		}
		resp.Body.Close()
		inFlight <- resp.StatusCode
	}()
	waitFor(t, func() bool { // the slow request is being served
		r, err := client.Get(base + "/readyz")
		if err == nil {
			r.Body.Close()
		}
		return err == nil && r.StatusCode == 200
	})
	time.Sleep(50 * time.Millisecond)
	stopped := make(chan error, 1)
	go func() { stopped <- stop() }()
	waitFor(t, func() bool { // readiness goes off first, while the listener still answers
		r, err := client.Get(base + "/readyz")
		if err != nil {
			return false
		}
		r.Body.Close()
		return r.StatusCode == 503
	})
	select {
	case <-closed:
		t.Fatal("service closed before its in-flight request finished")
	default:
	}
	close(release)
	if status := <-inFlight; status != 200 {
		t.Fatalf("in-flight request ended with %d, want 200", status)
	}
	if err := <-stopped; err != nil {
		t.Fatal(err)
	}
	<-closed
}

func waitFor(t *testing.T, ok func() bool) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for !ok() {
		if time.Now().After(deadline) {
			t.Fatal("condition not reached in 5s")
		}
		time.Sleep(10 * time.Millisecond)
	}
}

func TestReadConfig(t *testing.T) {
	bad := map[string]string{
		"DAILY_LIMIT":       "0",
		"TRACK_DAILY_LIMIT": "many",
		"SHUTDOWN_DRAIN":    "5 minutes",
		"TRUSTED_PROXIES":   "10.0.0.0/99",
		"LOG_LEVEL":         "loud",
		"LIMIT_REPLICAS":    "-2",
	}
	for name, value := range bad {
		t.Run(name, func(t *testing.T) {
			if _, err := ReadConfig(func(k string) string { return map[string]string{name: value}[k] }); err == nil {
				t.Fatalf("%s=%q accepted", name, value)
			}
		})
	}
	cfg, err := ReadConfig(func(string) string { return "" })
	if err != nil || cfg.Addr != ":8080" || cfg.DailyLimit != 100 || cfg.TrackDailyLimit != 2000 || cfg.LimitReplicas != 1 {
		t.Fatalf("defaults: %+v, %v", cfg, err)
	}
	_ = clientip.Key
}

// TestRedisWarningOnlyWhereLimitsAre: a service started without REDIS_URL warns that its daily
// limits stay in the process only if it charges a quota; web, which charges none, was warning on
// every correct install (the chart gives it no Redis).
func TestRedisWarningOnlyWhereLimitsAre(t *testing.T) {
	page := Service{Endpoints: []Endpoint{{Method: http.MethodGet, Path: "/", Handler: func(c *fiber.Ctx) error { return nil }}}}
	for name, c := range map[string]struct {
		svc  Service
		warn bool
	}{"charged": {echo(nil), true}, "free": {page, false}} {
		t.Run(name, func(t *testing.T) {
			var logs lockedBuffer
			ctx, cancel := context.WithCancel(context.Background())
			done := make(chan error, 1)
			getenv := func(k string) string { return map[string]string{"ADDR": "127.0.0.1:0"}[k] }
			go func() {
				done <- Run(ctx, getenv, &logs, name, func(context.Context, Kit) (Service, error) { return c.svc, nil })
			}()
			waitFor(t, func() bool { return strings.Contains(logs.String(), `"msg":"listening"`) })
			cancel()
			if err := <-done; err != nil {
				t.Fatal(err)
			}
			if got := strings.Contains(logs.String(), "REDIS_URL is not set"); got != c.warn {
				t.Errorf("warned %v, want %v; log:\n%s", got, c.warn, logs.String())
			}
		})
	}
}

// lockedBuffer is a log the service writes while the test reads it.
type lockedBuffer struct {
	mu  sync.Mutex
	buf strings.Builder
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}
