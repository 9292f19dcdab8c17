// Package localdb starts real Redis and ClickHouse server processes on this machine: for `make run`
// (data kept under a run directory) and for tests (free ports, temporary directories). Tests talk
// to the same servers production uses, never to fakes.
package localdb

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"syscall"
	"time"
)

// ErrMissing means the server binary is not installed on this machine.
var ErrMissing = errors.New("server binary not installed")

// Server is one running server process.
type Server struct {
	Name string
	// URL is what services read from REDIS_URL or CLICKHOUSE_URL.
	URL string
	// Addr is the host:port of the main protocol.
	Addr string
	// HTTPAddr is ClickHouse's HTTP interface, used here only for its readiness ping.
	HTTPAddr string
	cmd      *exec.Cmd
	done     chan struct{}
	start    func() (*exec.Cmd, error)
	probe    func(context.Context) bool // whether it answers; nil: by Name (ready)
}

// Stop ends the process (SIGTERM, then SIGKILL after a grace period) and waits for it.
func (s *Server) Stop() {
	if s.cmd == nil || s.cmd.Process == nil {
		return
	}
	Stop(s.cmd.Process, s.done, syscall.SIGTERM, 10*time.Second)
}

// Stop sends sig to a started process and waits until done is closed (its Wait returned);
// after grace it kills the process. The stack's other processes stop the same way.
func Stop(p *os.Process, done <-chan struct{}, sig os.Signal, grace time.Duration) {
	_ = p.Signal(sig)
	select {
	case <-done:
	case <-time.After(grace):
		_ = p.Kill()
		<-done
	}
}

// Kill ends the process at once, as a crash would; Restart brings it back on the same port and data.
func (s *Server) Kill() {
	if s.cmd != nil && s.cmd.Process != nil {
		_ = s.cmd.Process.Kill()
		<-s.done
	}
}

// Restart starts the process again after Stop or Kill, on the same address and data directory.
func (s *Server) Restart(ctx context.Context) error {
	return s.launch(ctx)
}

// Pause freezes the server (SIGSTOP to its process group): it keeps its port and accepts
// connections into the backlog but answers nothing, as a hung server does. Resume thaws it.
// The signal only starts the stop, so Pause returns once every thread is stopped.
func (s *Server) Pause() error {
	if err := s.signalGroup(syscall.SIGSTOP); err != nil {
		return err
	}
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
		if stopped(s.cmd.Process.Pid) {
			return nil
		}
	}
	return fmt.Errorf("%s did not stop within 5s", s.Name)
}

// stopped says whether every thread of pid is in the stopped state ("T" in /proc).
func stopped(pid int) bool {
	tasks, err := os.ReadDir(fmt.Sprintf("/proc/%d/task", pid))
	if err != nil || len(tasks) == 0 {
		return false
	}
	for _, t := range tasks {
		stat, err := os.ReadFile(fmt.Sprintf("/proc/%d/task/%s/stat", pid, t.Name()))
		if err != nil {
			return false
		}
		// The state follows the command name, which is in parentheses and may hold spaces.
		i := bytes.LastIndexByte(stat, ')')
		if i < 0 || i+2 >= len(stat) || stat[i+2] != 'T' {
			return false
		}
	}
	return true
}

// Resume continues a paused server.
func (s *Server) Resume() error { return s.signalGroup(syscall.SIGCONT) }

func (s *Server) signalGroup(sig syscall.Signal) error {
	if !s.Running() {
		return fmt.Errorf("%s is not running", s.Name)
	}
	return syscall.Kill(-s.cmd.Process.Pid, sig)
}

// Running reports whether the process is alive.
func (s *Server) Running() bool {
	select {
	case <-s.done:
		return false
	default:
		return s.cmd != nil
	}
}

func (s *Server) launch(ctx context.Context) error {
	cmd, err := s.start()
	if err != nil {
		return err
	}
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("start %s: %w", s.Name, err)
	}
	s.cmd, s.done = cmd, make(chan struct{})
	go func() { _ = cmd.Wait(); close(s.done) }()
	if err := s.waitReady(ctx); err != nil {
		s.Kill()
		return err
	}
	return nil
}

func (s *Server) waitReady(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	ready := s.ready
	if s.probe != nil {
		ready = s.probe
	}
	for {
		if ready(ctx) {
			return nil
		}
		select {
		case <-s.done:
			return fmt.Errorf("%s exited during start-up", s.Name)
		case <-ctx.Done():
			return fmt.Errorf("%s not ready: %w", s.Name, ctx.Err())
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// FreePort asks the kernel for a loopback port that is free now.
func FreePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, fmt.Errorf("free port: %w", err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}

func binary(names ...string) (string, error) {
	for _, n := range names {
		if p, err := exec.LookPath(n); err == nil {
			return p, nil
		}
	}
	return "", fmt.Errorf("%s: %w", names[0], ErrMissing)
}

func logTo(dir, name string) (*os.File, error) {
	return os.OpenFile(filepath.Join(dir, name), os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
}

func itoa(n int) string { return strconv.Itoa(n) }
