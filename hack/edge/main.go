// Command edge is the local ingress of `make run`: the route map on EDGE_ADDR in front of the
// services named in UPSTREAMS. In Kubernetes, ingress-nginx plays this part from the same map.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"time"

	"maltu/libs/gate/door"
	"maltu/libs/gate/routes"
)

func main() { door.Main(run) }

func run(ctx context.Context, getenv func(string) string, stdout io.Writer) error {
	m := routes.Load()
	upstreams, err := parseUpstreams(m, getenv("UPSTREAMS"))
	if err != nil {
		return err
	}
	addr := strings.TrimSpace(getenv("EDGE_ADDR"))
	if addr == "" {
		addr = "127.0.0.1:8080"
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return fmt.Errorf("listen %s: %w", addr, err)
	}
	// net/http's own refusals (malformed requests, oversized headers) leave in Korean JSON too.
	ln = koreanListener{Listener: ln, refused: func(status int) {
		fmt.Fprintf(stdout, `{"msg":"request refused","status":%d}`+"\n", status)
	}}
	srv := &http.Server{
		Handler:           newEdge(m, upstreams),
		ReadHeaderTimeout: 5 * time.Second,
		// nginx's default (large_client_header_buffers 4 8k), as the services and the Ingress.
		MaxHeaderBytes: 32 << 10,
		// The bound on a slow client: the proxy forwards a body in 4 KiB writes, so a service
		// behind it never sees one trickle in. 15 s still carries the largest body (2 MiB) at
		// 140 KB/s.
		ReadTimeout: 15 * time.Second,
		IdleTimeout: 60 * time.Second,
		// OPTIONS * goes to the edge's handler, an unknown path like any other, instead of
		// net/http's empty 200 without the API's headers.
		DisableGeneralOptionsHandler: true,
	}
	fmt.Fprintf(stdout, `{"msg":"listening","addr":%q}`+"\n", ln.Addr().String())
	served := make(chan error, 1)
	go func() { served <- srv.Serve(ln) }()
	select {
	case err := <-served:
		return err
	case <-ctx.Done():
	}
	sctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 20*time.Second)
	defer cancel()
	if err := srv.Shutdown(sctx); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}
