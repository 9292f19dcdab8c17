package localstack

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"maltu/libs/gate/localdb"
)

// Process is one binary to start and wait for.
type Process struct {
	Name, Path string
	// AddrVar is the setting that says where the process listens (ADDR, EDGE_ADDR).
	AddrVar string
	// Addr is a fixed address. Empty picks a free loopback port, and another one when that port
	// was taken between the pick and the process's bind.
	Addr string
	// Env is the process's settings besides PATH and HOME; an empty value is left out.
	Env map[string]string
	// Log receives the process's output; nil discards it.
	Log io.Writer
}

// Proc is a started process, ready when Launch returned it.
type Proc struct {
	Name string
	Addr string
	cmd  *exec.Cmd
	done chan struct{}
	// stopping is closed by Stop, so that an exit it caused is not reported as a crash.
	stopping chan struct{}
	once     sync.Once
}

// portAttempts bounds the retries on a port that was taken before the process bound it.
const portAttempts = 5

// freePort picks a port; tests replace it to hand out one that is taken.
var freePort = localdb.FreePort

// errPortTaken is a process that exited because its address was in use.
var errPortTaken = errors.New("address already in use")

// Launch starts p and waits until it answers /readyz with 200 on a socket of its own (not on
// one another process opened on the same port). Without a deadline in ctx it waits 60 s.
func Launch(ctx context.Context, p Process) (*Proc, error) {
	for attempt := 1; ; attempt++ {
		if err := ctx.Err(); err != nil {
			return nil, fmt.Errorf("%s not ready: %w", p.Name, err)
		}
		addr := p.Addr
		if addr == "" {
			port, err := freePort()
			if err != nil {
				return nil, err
			}
			addr = "127.0.0.1:" + strconv.Itoa(port)
		}
		proc, err := launchOn(ctx, p, addr)
		if err == nil {
			return proc, nil
		}
		if !errors.Is(err, errPortTaken) || p.Addr != "" || attempt == portAttempts {
			return nil, err
		}
	}
}

func launchOn(ctx context.Context, p Process, addr string) (*Proc, error) {
	_, portText, err := net.SplitHostPort(addr)
	if err != nil {
		return nil, fmt.Errorf("%s: address %q: %w", p.Name, addr, err)
	}
	port, err := strconv.Atoi(portText)
	if err != nil {
		return nil, fmt.Errorf("%s: address %q: %w", p.Name, addr, err)
	}
	cmd := exec.Command(p.Path)
	cmd.Env = []string{"PATH=" + os.Getenv("PATH"), "HOME=" + os.Getenv("HOME"), p.AddrVar + "=" + addr}
	for k, v := range p.Env {
		if v != "" && k != p.AddrVar {
			cmd.Env = append(cmd.Env, k+"="+v)
		}
	}
	last := &tail{}
	out := io.Writer(last)
	if p.Log != nil {
		out = io.MultiWriter(p.Log, last)
	}
	cmd.Stdout, cmd.Stderr = out, out
	cmd.SysProcAttr = localdb.Detached()
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("start %s: %w", p.Name, err)
	}
	proc := &Proc{Name: p.Name, Addr: addr, cmd: cmd, done: make(chan struct{}), stopping: make(chan struct{})}
	go func() { _ = cmd.Wait(); close(proc.done) }()
	if err := proc.waitReady(ctx, port, last); err != nil {
		proc.Stop()
		return nil, err
	}
	return proc, nil
}

func (p *Proc) waitReady(ctx context.Context, port int, out *tail) error {
	var deadline <-chan time.Time // nil: the caller's deadline is the limit
	if _, ok := ctx.Deadline(); !ok {
		deadline = time.After(60 * time.Second)
	}
	client := &http.Client{Timeout: time.Second}
	url := "http://" + p.Addr + "/readyz"
	for {
		if listens(p.cmd.Process.Pid, port) {
			if resp, err := client.Get(url); err == nil {
				resp.Body.Close()
				if resp.StatusCode == http.StatusOK {
					return nil
				}
			}
		}
		select {
		case <-p.done:
			if text := out.String(); strings.Contains(text, syscall.EADDRINUSE.Error()) {
				return fmt.Errorf("%s on %s: %w", p.Name, p.Addr, errPortTaken)
			}
			return fmt.Errorf("%s exited during start-up: %s", p.Name, strings.TrimSpace(out.String()))
		case <-ctx.Done():
			return fmt.Errorf("%s not ready: %w", p.Name, ctx.Err())
		case <-deadline:
			return fmt.Errorf("%s not ready within 60s", p.Name)
		case <-time.After(50 * time.Millisecond):
		}
	}
}

// Pid is the process's id.
func (p *Proc) Pid() int { return p.cmd.Process.Pid }

// Stop sends SIGINT, so the process drains as it would in a cluster, and waits; after 30 s it
// kills. Stopping twice is stopping once.
func (p *Proc) Stop() {
	p.once.Do(func() {
		close(p.stopping)
		localdb.Stop(p.cmd.Process, p.done, os.Interrupt, 30*time.Second)
	})
}

// watch sends the process's name on exited when it ends without Stop.
func (p *Proc) watch(exited chan<- string) {
	<-p.done
	select {
	case <-p.stopping:
	default:
		select {
		case exited <- p.Name:
		default: // one report is enough to stop the stack
		}
	}
}

// listens says whether process pid holds a listening TCP socket on port: a readiness answer
// counts only from the process itself.
func listens(pid, port int) bool {
	inodes := map[string]bool{}
	for _, table := range []string{"/proc/net/tcp", "/proc/net/tcp6"} {
		f, err := os.Open(table)
		if err != nil {
			continue
		}
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			// sl local_address rem_address st tx:rx tr:when retrnsmt uid timeout inode
			fields := strings.Fields(sc.Text())
			if len(fields) < 10 || fields[3] != "0A" { // 0A: LISTEN
				continue
			}
			_, hexPort, ok := strings.Cut(fields[1], ":")
			if n, err := strconv.ParseInt(hexPort, 16, 32); ok && err == nil && int(n) == port {
				inodes["socket:["+fields[9]+"]"] = true
			}
		}
		f.Close()
	}
	if len(inodes) == 0 {
		return false
	}
	fds, err := os.ReadDir(fmt.Sprintf("/proc/%d/fd", pid))
	if err != nil {
		return false
	}
	for _, fd := range fds {
		if link, err := os.Readlink(filepath.Join(fmt.Sprintf("/proc/%d/fd", pid), fd.Name())); err == nil && inodes[link] {
			return true
		}
	}
	return false
}

// tail keeps the last few KiB a process wrote, to say why it ended.
type tail struct {
	mu  sync.Mutex
	buf []byte
}

const tailBytes = 4 << 10

func (t *tail) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.buf = append(t.buf, p...)
	if over := len(t.buf) - tailBytes; over > 0 {
		t.buf = bytes.Clone(t.buf[over:])
	}
	return len(p), nil
}

func (t *tail) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return string(t.buf)
}
