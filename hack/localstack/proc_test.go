package localstack

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"strings"
	"testing"
	"time"

	"maltu/libs/gate/localdb"
)

// The test binary plays the started process when LOCALSTACK_CHILD says how: "serve" answers
// /readyz on ADDR, "slow" only from its third poll, "unready" never; "fail" exits at once with a
// Korean message.
func TestMain(m *testing.M) {
	switch child := os.Getenv("LOCALSTACK_CHILD"); child {
	case "serve", "slow", "unready":
		ln, err := net.Listen("tcp", os.Getenv("ADDR"))
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		polls := 0
		_ = http.Serve(ln, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if polls++; child == "unready" || child == "slow" && polls < 3 {
				w.WriteHeader(http.StatusServiceUnavailable)
			}
		}))
		os.Exit(0)
	case "fail":
		fmt.Fprintln(os.Stderr, "설정이 잘못되어 시작하지 못했습니다")
		os.Exit(1)
	}
	os.Exit(m.Run())
}

// taken is a port held by this test process, answering /readyz with 200 as a service would.
func taken(t *testing.T) int {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {})}
	go func() { _ = srv.Serve(ln) }()
	t.Cleanup(func() { srv.Close() })
	return ln.Addr().(*net.TCPAddr).Port
}

func TestLaunch(t *testing.T) {
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name, child string
		takenFirst  int           // how many picks hand out the taken port
		within      time.Duration // the caller's deadline; negative: cancelled before the start
		wantErr     string        // in the error, besides the process's name
		wantIs      error
	}{
		{"a free port", "serve", 0, 30 * time.Second, "", nil},
		{"ready after a few polls", "slow", 0, 30 * time.Second, "", nil},
		// The port is taken between the pick and the bind; the readiness answer on it is
		// someone else's and must not count.
		{"a port taken before the bind", "serve", 1, 30 * time.Second, "", nil},
		{"a port taken every time", "serve", portAttempts, 30 * time.Second, "address already in use", nil},
		{"a process that fails", "fail", 0, 30 * time.Second, "exited during start-up: 설정이 잘못되어 시작하지 못했습니다", nil},
		{"the caller's deadline", "unready", 0, 300 * time.Millisecond, "not ready", context.DeadlineExceeded},
		{"cancelled", "serve", 0, -1, "not ready", context.Canceled},
	} {
		t.Run(c.name, func(t *testing.T) {
			busy, picks := taken(t), 0
			freePort = func() (int, error) {
				if picks++; picks <= c.takenFirst {
					return busy, nil
				}
				return localdb.FreePort()
			}
			t.Cleanup(func() { freePort = localdb.FreePort })
			ctx, cancel := context.WithTimeout(context.Background(), c.within)
			if c.within < 0 {
				ctx, cancel = context.WithCancel(context.Background())
				cancel()
			}
			defer cancel()
			p, err := Launch(ctx, Process{Name: "child", Path: self, AddrVar: "ADDR", Env: map[string]string{"LOCALSTACK_CHILD": c.child}})
			if c.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), "child") || !strings.Contains(err.Error(), c.wantErr) ||
					c.wantIs != nil && !errors.Is(err, c.wantIs) {
					t.Fatalf("Launch: %v, want an error naming the process and saying %q (%v)", err, c.wantErr, c.wantIs)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			defer p.Stop()
			if strings.HasSuffix(p.Addr, fmt.Sprintf(":%d", busy)) {
				t.Errorf("ready on the taken port %s", p.Addr)
			}
			if picks != c.takenFirst+1 {
				t.Errorf("%d ports picked, want %d", picks, c.takenFirst+1)
			}
			if !listens(p.Pid(), port(t, p.Addr)) {
				t.Errorf("process %d does not listen on %s", p.Pid(), p.Addr)
			}
		})
	}
}

func port(t *testing.T, addr string) int {
	t.Helper()
	a, err := net.ResolveTCPAddr("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	return a.Port
}

func TestStopReportsNoCrash(t *testing.T) {
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	st := &Stack{log: os.Stderr, exited: make(chan string, 1)}
	p, err := st.Launch(context.Background(), "child", self, "ADDR", map[string]string{"LOCALSTACK_CHILD": "serve"})
	if err != nil {
		t.Fatal(err)
	}
	st.Close()
	st.Close() // a second Close stops nothing twice
	select {
	case name := <-st.Exited():
		t.Fatalf("%s reported as exited after Stop", name)
	case <-time.After(200 * time.Millisecond):
	}
	if _, err := http.Get("http://" + p.Addr + "/readyz"); err == nil {
		t.Error("the process still answers after Close")
	}
}
