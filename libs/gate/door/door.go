// Package door is what every service stands behind: bootstrap from the environment, the Fiber
// app with its routes, health and readiness, graceful shutdown, the Korean error envelope, body
// limits, strict JSON decoding, the client's address, the daily limit and request telemetry.
// A service supplies its endpoints; everything a client meets before a handler runs is here.
package door

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/netip"
	"runtime/debug"
	"slices"
	"strings"
	"sync/atomic"
	"time"

	"github.com/gofiber/fiber/v2"
	"github.com/redis/go-redis/v9"
	"github.com/valyala/fasthttp"

	"maltu/libs/gate/clientip"
	"maltu/libs/gate/limit"
	"maltu/libs/gate/routes"
	"maltu/libs/gate/telemetry"
)

// Quota names the daily counter an endpoint is charged to.
type Quota int

const (
	// Free endpoints are not counted.
	Free Quota = iota
	// API is the shared counter of extract, rewrite and report (DAILY_LIMIT).
	API
	// Track is the counter of event recording (TRACK_DAILY_LIMIT).
	Track
)

// Endpoint is one route of a service.
type Endpoint struct {
	Method    string // the only method accepted; others get 405 with Allow
	Head      bool   // HEAD is accepted too, answered as Method without the body: for pages, which nothing charges
	Path      string
	BodyLimit int   // bytes; a larger body is 413
	Quota     Quota // charged by Charge, after the handler has validated the request
	Handler   fiber.Handler
}

// Service is what a service hands the door.
type Service struct {
	Name      string
	Endpoints []Endpoint
	// Ready, when set, must pass for /readyz to say ready (the door's own state comes first).
	Ready func(context.Context) error
	// Close runs after the last request has finished: flush buffers, close clients.
	Close func(context.Context) error
}

// charges reports whether any endpoint counts against a daily quota.
func (s Service) charges() bool {
	return slices.ContainsFunc(s.Endpoints, func(ep Endpoint) bool { return ep.Quota != Free })
}

// Kit is what the door gives a service's constructor.
type Kit struct {
	Getenv func(string) string
	Log    *slog.Logger
	// Redis is the door's client of REDIS_URL (nil when unset): one node, a cluster or a
	// Sentinel-managed master, for a service that keeps more there than the daily limits; the
	// door closes it.
	Redis redis.UniversalClient
	// LimitReplicas is LIMIT_REPLICAS, for a service's own limits kept in process while Redis is down.
	LimitReplicas int
}

// Run is the whole life of a service: read the environment, build the service, serve on ADDR until
// ctx ends, then shut down gracefully. Every service's main calls it through its own run.
func Run(ctx context.Context, getenv func(string) string, stdout io.Writer, name string, build func(context.Context, Kit) (Service, error)) error {
	cfg, err := ReadConfig(getenv)
	if err != nil {
		return err
	}
	log := slog.New(slog.NewJSONHandler(stdout, &slog.HandlerOptions{Level: cfg.LogLevel})).With("service", name)
	stopTelemetry, err := telemetry.Setup(ctx, getenv, name)
	if err != nil {
		return err
	}
	defer func() {
		sctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
		defer cancel()
		if err := stopTelemetry(sctx); err != nil {
			log.Warn("telemetry flush failed", "err", err)
		}
	}()
	rdb, err := limit.Connect(cfg.RedisURL)
	if err != nil {
		return err
	}
	if rdb != nil {
		defer rdb.Close()
	}
	svc, err := build(ctx, Kit{Getenv: getenv, Log: log, Redis: rdb, LimitReplicas: cfg.LimitReplicas})
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	svc.Name = name
	// Only a service that charges a quota keeps daily limits: without Redis they are per replica.
	// A service without one (web) has nothing to warn about.
	if rdb == nil && svc.charges() {
		log.Warn("REDIS_URL is not set: daily limits are kept in this process only, not shared between replicas")
	}
	ln, err := net.Listen("tcp", cfg.Addr)
	if err != nil {
		return fmt.Errorf("listen %s: %w", cfg.Addr, err)
	}
	return New(cfg, log, limit.New(rdb, log, cfg.LimitReplicas), svc).Serve(ctx, ln)
}

// Door serves one service.
type Door struct {
	cfg      Config
	log      *slog.Logger
	limits   *limit.Daily
	svc      Service
	app      *fiber.App
	ready    atomic.Bool
	stopping atomic.Bool
	obs      observer
}

// New builds the door's app around svc; Serve runs it. Tests drive App directly.
func New(cfg Config, log *slog.Logger, limits *limit.Daily, svc Service) *Door {
	d := &Door{cfg: cfg, log: log, limits: limits, svc: svc, obs: newObserver(svc.Name, cfg.ServerTiming)}
	// The server reads bodies up to what the front forwards (routes.MaxBody) and the endpoint's
	// own limit answers 413 after reading: a server that refuses on the declared length and closes
	// while a proxy is still sending makes the proxy answer 502 instead. Past the ceiling, which
	// only a client that bypasses the front meets, the connection is closed at once.
	bodyLimit := routes.MaxBody
	for _, ep := range svc.Endpoints {
		bodyLimit = max(bodyLimit, ep.BodyLimit)
	}
	d.app = fiber.New(fiber.Config{
		AppName:               svc.Name,
		DisableStartupMessage: true,
		StrictRouting:         true,
		CaseSensitive:         true,
		BodyLimit:             bodyLimit,
		ReadBufferSize:        readBufferSize,
		// A whole request must arrive within ReadTimeout: slow bodies cannot hold a connection.
		ReadTimeout:  10 * time.Second,
		WriteTimeout: 30 * time.Second,
		IdleTimeout:  60 * time.Second,
		ErrorHandler: func(c *fiber.Ctx, err error) error {
			e := answer(err)
			if e.Status == http.StatusRequestHeaderFieldsTooLarge || e.Status == http.StatusBadRequest {
				// Refused by the server before the door's routes (fasthttp's own checks).
				log.Warn("request refused", "status", e.Status, "cause", "unreadable request")
			}
			return writeError(c, e)
		},
	})
	d.routes()
	// Fiber answers a method outside its list (PROPFIND, FOO) with a bare 400 before routing; the
	// contract wants 405 for every method but the accepted one. Such requests are routed as TRACE,
	// which no endpoint accepts, so they meet the same 405 (with Allow) or 404 as any other.
	next := d.app.Server().Handler
	d.app.Server().Handler = func(ctx *fasthttp.RequestCtx) {
		if !slices.Contains(fiber.DefaultMethods, string(ctx.Method())) {
			ctx.Request.Header.SetMethod(fiber.MethodTrace)
		}
		next(ctx)
	}
	return d
}

// App is the Fiber app, for tests (app.Test) and benchmarks.
func (d *Door) App() *fiber.App { return d.app }

// SetReady marks the door ready without Serve, for tests that drive App directly.
func (d *Door) SetReady(ready bool) { d.ready.Store(ready) }

func (d *Door) routes() {
	d.app.Use(d.obs.middleware, d.guard)
	health := Endpoint{Method: http.MethodGet, Path: "/healthz", Handler: d.healthz}
	ready := Endpoint{Method: http.MethodGet, Path: "/readyz", Handler: d.readyz}
	// HEAD is a method like any: a route answers the one method it accepts (contract §2), so a
	// HEAD cannot test a key or read a body's size where GET is charged or counted.
	for _, ep := range append([]Endpoint{health, ready}, d.svc.Endpoints...) {
		allow := []string{ep.Method}
		d.app.Add(ep.Method, ep.Path, d.wrap(ep))
		if ep.Head {
			allow = append(allow, http.MethodHead)
			d.app.Add(http.MethodHead, ep.Path, d.wrap(ep))
		}
		d.app.All(ep.Path, func(c *fiber.Ctx) error {
			c.Set(fiber.HeaderAllow, strings.Join(allow, ", "))
			return writeError(c, MethodNotAllowed(allow))
		})
	}
	d.app.Use(func(c *fiber.Ctx) error { return writeError(c, NotFound()) })
}

type localsKey int

const requestKey localsKey = 0

// request is the door's per-request state, reachable from a handler through the Fiber context.
type request struct {
	d      *Door
	ep     Endpoint
	client netip.Addr
	charge *limit.Charge
}

// wrap runs a handler with the endpoint's body limit, panic recovery and the refund rule: a
// charged call that ends in our own 502 or 503, or in a 429 (after a charge that can only be an
// upstream model's limit), is given back: our side failed, not the user.
func (d *Door) wrap(ep Endpoint) fiber.Handler {
	return func(c *fiber.Ctx) (err error) {
		if ep.Method == http.MethodPost && !jsonBody(c) {
			// Only a page of this site or a client that means it can send JSON: a form or text/plain
			// post from another site is a "simple" request that no CORS preflight stops.
			return writeError(c, Fail(http.StatusUnsupportedMediaType, msgNotJSON))
		}
		if ep.BodyLimit > 0 && len(c.Request().Body()) > ep.BodyLimit {
			return writeError(c, TooLarge(ep.BodyLimit))
		}
		req := &request{d: d, ep: ep, client: d.clientOf(c)}
		c.Locals(requestKey, req)
		defer func() {
			if p := recover(); p != nil {
				d.log.Error("handler panicked", "route", ep.Path, "panic", fmt.Sprint(p), "stack", string(debug.Stack()))
				err = writeError(c, Fail(http.StatusInternalServerError, msgInternal))
			}
			switch c.Response().StatusCode() {
			case http.StatusBadGateway, http.StatusServiceUnavailable, http.StatusTooManyRequests:
				req.charge.Refund(context.WithoutCancel(c.UserContext()))
			}
		}()
		if herr := ep.Handler(c); herr != nil {
			e := answer(herr)
			if e.Status >= 500 {
				d.log.Error("request failed", "route", ep.Path, "status", e.Status, "err", herr)
			}
			return writeError(c, e)
		}
		return nil
	}
}

func (d *Door) clientOf(c *fiber.Ctx) netip.Addr {
	peer, _ := netip.AddrFromSlice(c.Context().RemoteIP())
	var xff []string
	for _, v := range c.Request().Header.PeekAll(fiber.HeaderXForwardedFor) {
		xff = append(xff, string(v))
	}
	return d.cfg.Trusted.Resolve(peer, xff)
}

// ClientIP is the request's client address as DESIGN §5 decides it.
func ClientIP(c *fiber.Ctx) netip.Addr {
	if req, ok := c.Locals(requestKey).(*request); ok {
		return req.client
	}
	return netip.Addr{}
}

// Charge counts the request against its endpoint's daily quota. Call it once the request is
// valid: invalid requests cost nothing. Over the limit it returns a 429 error with Retry-After.
func Charge(c *fiber.Ctx) error {
	req, ok := c.Locals(requestKey).(*request)
	if !ok || req.ep.Quota == Free || req.charge != nil {
		return nil
	}
	bucket, maxCalls := "api", req.d.cfg.DailyLimit
	if req.ep.Quota == Track {
		bucket, maxCalls = "track", req.d.cfg.TrackDailyLimit
	}
	charge, retry, err := req.d.limits.Take(c.UserContext(), bucket, maxCalls, clientip.Key(req.client))
	if errors.Is(err, limit.ErrExceeded) {
		return &Error{Status: http.StatusTooManyRequests, Message: msgDailyLimit, RetryAfter: limit.RetryAfterSeconds(retry)}
	}
	req.charge = charge
	return err
}

func (d *Door) healthz(c *fiber.Ctx) error {
	return c.JSON(fiber.Map{"status": "ok"})
}

func (d *Door) readyz(c *fiber.Ctx) error {
	switch {
	case d.stopping.Load():
		return Fail(http.StatusServiceUnavailable, msgShuttingDown)
	case !d.ready.Load():
		return Fail(http.StatusServiceUnavailable, msgNotReady)
	}
	if d.svc.Ready != nil {
		ctx, cancel := context.WithTimeout(c.UserContext(), 2*time.Second)
		defer cancel()
		if err := d.svc.Ready(ctx); err != nil {
			d.log.Warn("not ready", "err", err)
			return Fail(http.StatusServiceUnavailable, msgNotReady)
		}
	}
	return c.JSON(fiber.Map{"status": "ready"})
}

// Serve answers on ln until ctx ends, then shuts down in order: readiness off, a drain pause so
// load balancers stop sending, in-flight requests finished, then the service's Close.
func (d *Door) Serve(ctx context.Context, ln net.Listener) error {
	served := make(chan error, 1)
	go func() { served <- d.app.Listener(ln) }()
	d.ready.Store(true)
	// Logged once ready: whoever waits for this line (tests, make run) may send at once.
	d.log.Info("listening", "addr", ln.Addr().String())
	select {
	case err := <-served:
		return fmt.Errorf("serve: %w", err)
	case <-ctx.Done():
	}
	d.stopping.Store(true)
	d.log.Info("shutting down", "drain", d.cfg.ShutdownDrain.String())
	time.Sleep(d.cfg.ShutdownDrain)
	var errs []error
	if err := d.app.ShutdownWithTimeout(d.cfg.ShutdownTimeout); err != nil {
		errs = append(errs, fmt.Errorf("shutdown: %w", err))
	}
	if d.svc.Close != nil {
		cctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), d.cfg.ShutdownTimeout)
		defer cancel()
		if err := d.svc.Close(cctx); err != nil {
			errs = append(errs, fmt.Errorf("close: %w", err))
		}
	}
	d.log.Info("stopped")
	return errors.Join(errs...)
}
