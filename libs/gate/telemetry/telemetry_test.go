package telemetry_test

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/gofiber/fiber/v2"

	"maltu/libs/gate/door"
	"maltu/libs/gate/door/doortest"
)

// collector is an OTLP/HTTP receiver that keeps what it was sent, by signal path.
type collector struct {
	mu   sync.Mutex
	got  map[string][]byte
	seen chan string
}

func (c *collector) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	c.mu.Lock()
	c.got[r.URL.Path] = append(c.got[r.URL.Path], body...)
	c.mu.Unlock()
	select {
	case c.seen <- r.URL.Path:
	default:
	}
	w.WriteHeader(http.StatusOK)
}

func TestExportsOverOTLPWithoutRequestText(t *testing.T) {
	col := &collector{got: map[string][]byte{}, seen: make(chan string, 16)}
	srv := httptest.NewServer(col)
	defer srv.Close()
	const secret = "아무에게도 보여주지 않은 초고 문장"
	run := func(ctx context.Context, getenv func(string) string, stdout io.Writer) error {
		return door.Run(ctx, getenv, stdout, "echo", func(context.Context, door.Kit) (door.Service, error) {
			return door.Service{Endpoints: []door.Endpoint{{Method: http.MethodPost, Path: "/api/echo", BodyLimit: 1024,
				Handler: func(c *fiber.Ctx) error { return c.JSON(fiber.Map{"ok": true}) }}}}, nil
		})
	}
	env := map[string]string{"OTEL_EXPORTER_OTLP_ENDPOINT": srv.URL}
	t.Run("serve", func(t *testing.T) {
		base := doortest.Start(t, run, env)
		for range 3 {
			if status, _ := doortest.Do(t, http.MethodPost, base+"/api/echo", `{"text":"`+secret+`"}`); status != 200 {
				t.Fatalf("status %d", status)
			}
		}
	}) // the service has stopped here: shutdown flushed both providers
	deadline := time.After(5 * time.Second)
	for {
		col.mu.Lock()
		traces, metrics := col.got["/v1/traces"], col.got["/v1/metrics"]
		col.mu.Unlock()
		if len(traces) > 0 && len(metrics) > 0 {
			for name, b := range map[string][]byte{"traces": traces, "metrics": metrics} {
				if bytes.Contains(b, []byte("초고")) {
					t.Fatalf("request text exported in %s", name)
				}
				if !bytes.Contains(b, []byte("/api/echo")) || !bytes.Contains(b, []byte("http.route")) {
					t.Fatalf("%s lack the route attribute", name)
				}
			}
			if !strings.Contains(string(metrics), "http.server.request.duration") {
				t.Fatal("no request duration metric exported")
			}
			return
		}
		select {
		case <-col.seen:
		case <-deadline:
			t.Fatalf("exported traces %d bytes, metrics %d bytes; want both", len(traces), len(metrics))
		}
	}
}
