package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httputil"
	"net/url"
	"strings"
	"sync"
	"time"

	"maltu/libs/gate/door"
	"maltu/libs/gate/routes"
)

// edge is the local stand-in for the ingress: it routes by the route map, overwrites whatever
// forwarding headers the client sent with the peer address, and is ready only when every
// service behind it is.
type edge struct {
	routes  routes.Map
	proxies map[string]*httputil.ReverseProxy
	ready   map[string]string // service -> its /readyz URL
	client  *http.Client
}

// lingerMax is how much of a refused body the edge reads before answering.
const lingerMax = 4 * routes.MaxBody

// parseUpstreams reads UPSTREAMS: "extract=http://127.0.0.1:18081,rewrite=...", one per service
// of the route map, no more, no less.
func parseUpstreams(m routes.Map, list string) (map[string]*url.URL, error) {
	out := map[string]*url.URL{}
	for _, item := range strings.Split(list, ",") {
		name, raw, ok := strings.Cut(strings.TrimSpace(item), "=")
		if !ok {
			return nil, fmt.Errorf("UPSTREAMS: %q is not name=url", item)
		}
		u, err := url.Parse(raw)
		if err != nil || u.Scheme != "http" || u.Host == "" {
			return nil, fmt.Errorf("UPSTREAMS: %s has no http URL: %q", name, raw)
		}
		out[name] = u
	}
	for _, s := range m.Services {
		if out[s] == nil {
			return nil, fmt.Errorf("UPSTREAMS: no address for service %s", s)
		}
	}
	if len(out) != len(m.Services) {
		return nil, fmt.Errorf("UPSTREAMS: names a service the route map does not have")
	}
	return out, nil
}

func newEdge(m routes.Map, upstreams map[string]*url.URL) *edge {
	e := &edge{routes: m, proxies: map[string]*httputil.ReverseProxy{}, ready: map[string]string{},
		client: &http.Client{Timeout: 2 * time.Second}}
	// The default transport keeps 2 idle connections per service: under concurrent load every
	// other request would open a new one. Keep as many as clients are likely to be concurrent.
	transport := http.DefaultTransport.(*http.Transport).Clone()
	transport.MaxIdleConns, transport.MaxIdleConnsPerHost = 1024, 256
	for name, u := range upstreams {
		target := u
		e.proxies[name] = &httputil.ReverseProxy{
			Transport: transport,
			// Rewrite (unlike Director) starts from a request with the client's X-Forwarded-*
			// and Forwarded headers already removed; SetXForwarded then writes the peer alone.
			Rewrite: func(pr *httputil.ProxyRequest) {
				pr.SetURL(target)
				pr.Out.Host = pr.In.Host
				pr.Out.Header.Del("X-Real-Ip")
				pr.SetXForwarded()
			},
			ErrorHandler: func(w http.ResponseWriter, r *http.Request, err error) {
				// The client's body is read only as it is forwarded, so its faults arrive here too:
				// they are the client's (413, 400), not the service's (502).
				if body, ok := r.Context().Value(clientBodyKey{}).(*clientBody); ok {
					if tooLarge := new(http.MaxBytesError); errors.As(body.failed(), &tooLarge) {
						writeError(w, http.StatusRequestEntityTooLarge, "요청 본문이 너무 큽니다.")
						return
					}
					if body.failed() != nil {
						writeError(w, http.StatusBadRequest, "요청 본문을 끝까지 읽지 못했습니다. 본문이 Content-Length나 Transfer-Encoding에 맞게 보내졌는지 확인해 주세요.")
						return
					}
				}
				writeError(w, http.StatusBadGateway, "서비스에 연결하지 못했습니다. 잠시 후 다시 시도해 주세요.")
			},
		}
		e.ready[name] = target.JoinPath("/readyz").String()
	}
	return e
}

func (e *edge) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	switch r.URL.Path {
	case "/healthz":
		writeJSON(w, http.StatusOK, map[string]string{"status": "ok"})
		return
	case "/readyz":
		e.readyz(w, r)
		return
	}
	service, ok := e.routes.Lookup(r.URL.Path)
	if !ok {
		nf := door.NotFound()
		writeError(w, nf.Status, nf.Message)
		return
	}
	// Like the ingress's proxy-body-size: a body no service would read is refused here, whole,
	// rather than streamed to a service that closes on it (which the proxy could only call a 502).
	// Like nginx's lingering close, what the client is still sending is read and dropped first,
	// up to lingerMax and the read timeout: a client busy writing its body would otherwise meet a
	// reset connection instead of reading the 413.
	// A client that asked first (Expect: 100-continue) has sent nothing yet: reading would invite
	// the body, so it is answered at once.
	if r.ContentLength > routes.MaxBody {
		if !strings.EqualFold(r.Header.Get("Expect"), "100-continue") {
			_, _ = io.CopyN(io.Discard, r.Body, lingerMax)
		}
		writeError(w, http.StatusRequestEntityTooLarge, "요청 본문이 너무 큽니다.")
		return
	}
	body := &clientBody{ReadCloser: http.MaxBytesReader(w, r.Body, routes.MaxBody)}
	r.Body = body
	e.proxies[service].ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), clientBodyKey{}, body)))
}

// clientBody is a request body that keeps the error reading it failed with, other than its end.
// The proxy's transport reads it on a goroutine of its own.
type clientBody struct {
	io.ReadCloser
	mu  sync.Mutex
	err error
}

type clientBodyKey struct{}

func (b *clientBody) Read(p []byte) (int, error) {
	n, err := b.ReadCloser.Read(p)
	if err != nil && err != io.EOF {
		b.mu.Lock()
		b.err = err
		b.mu.Unlock()
	}
	return n, err
}

// failed is the error reading the body failed with, or nil.
func (b *clientBody) failed() error {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.err
}

// readyz asks every service at once; one that is not ready makes the edge not ready.
func (e *edge) readyz(w http.ResponseWriter, r *http.Request) {
	var mu sync.Mutex
	var wg sync.WaitGroup
	notReady := []string{}
	for name, u := range e.ready {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if !e.isReady(r.Context(), u) {
				mu.Lock()
				notReady = append(notReady, name)
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	if len(notReady) > 0 {
		writeJSON(w, http.StatusServiceUnavailable, map[string]any{"error": "아직 준비되지 않은 서비스가 있습니다.", "not_ready": notReady})
		return
	}
	writeJSON(w, http.StatusOK, map[string]string{"status": "ready"})
}

func (e *edge) isReady(ctx context.Context, u string) bool {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return false
	}
	resp, err := e.client.Do(req)
	if err != nil {
		return false
	}
	resp.Body.Close()
	return resp.StatusCode == http.StatusOK
}

func writeError(w http.ResponseWriter, status int, msg string) {
	writeJSON(w, status, map[string]string{"error": msg})
}

// writeJSON writes the edge's own answers with the headers every API answer carries.
func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}
