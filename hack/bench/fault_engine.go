package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"sync/atomic"
	"time"
)

// engineDeadline is the hanging engine's deadline in the fault: short, so the fault is quick.
const engineDeadline = time.Second

// hangingEngine is an OpenAI-compatible API that accepts every call and never answers: it holds
// each request until the caller gives up, and counts the calls and the callers that gave up.
type hangingEngine struct {
	srv              *http.Server
	calls, abandoned atomic.Int32
}

func startHangingEngine() (*hangingEngine, string, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, "", err
	}
	h := &hangingEngine{}
	h.srv = &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h.calls.Add(1)
		// net/http notices a caller leaving only once the body has been read.
		_, _ = io.Copy(io.Discard, r.Body)
		select {
		case <-r.Context().Done():
			h.abandoned.Add(1)
		case <-time.After(time.Minute):
		}
	})}
	go func() { _ = h.srv.Serve(ln) }()
	return h, "http://" + ln.Addr().String() + "/v1", nil
}

func faultEngine(ctx context.Context, st *stack, _ faultPlan, v *verdicts) error {
	hang, base, err := startHangingEngine()
	if err != nil {
		return err
	}
	defer hang.srv.Close()
	env := with(st.Env, "ENGINES", "hang,local", "ENGINE_HANG_BASE_URL", base, "ENGINE_HANG_MODEL", "멈춘-모델",
		"ENGINE_HANG_TIMEOUT", engineDeadline.String())
	v.fault("an engine that hangs: extract and rewrite started with ENGINES=hang,local, the hanging one's deadline %s", engineDeadline)
	for _, c := range []struct {
		service, path string
		body          []byte
	}{
		{"extract", "/api/style-extract", mustJSON(map[string]string{"text": draftText})},
		{"rewrite", "/api/rewrite", rewriteBody()},
	} {
		p, err := st.Launch(ctx, c.service+"-hang", st.Bin(c.service), "ADDR", env)
		if err != nil {
			return err
		}
		calls, abandoned := hang.calls.Load(), hang.abandoned.Load()
		t0 := time.Now()
		status, _ := send(fromIP("127.0.0.7"), post("http://"+p.Addr+c.path, c.body))
		took := time.Since(t0)
		p.Stop()
		v.check(status == http.StatusOK && took >= engineDeadline && took < engineDeadline+2*time.Second,
			"%s: %d in %s (want 200 from the next engine, after the deadline and within 2 s of it)", c.service, status, took.Round(time.Millisecond))
		// The hanging server sees its callers leave a moment after they moved on. A rewrite goes to
		// a model in parallel chunks, so it makes one call per chunk.
		for end := time.Now().Add(time.Second); hang.abandoned.Load()-abandoned < hang.calls.Load()-calls && time.Now().Before(end); {
			time.Sleep(10 * time.Millisecond)
		}
		called, gaveUp := hang.calls.Load()-calls, hang.abandoned.Load()-abandoned
		v.check(called >= 1 && gaveUp == called, "%s: the hanging engine was called %d times and given up on %d times (want every call given up)", c.service, called, gaveUp)
	}
	return nil
}

func mustJSON(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		panic(fmt.Sprintf("bench: %v", err))
	}
	return b
}
