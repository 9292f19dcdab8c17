package localdb

import (
	"bufio"
	"context"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"
)

// StartRedis runs redis-server on a free loopback port with its files in dir. Nothing is persisted:
// the server holds daily counters only, and a restart starting from zero is what a crash does.
func StartRedis(ctx context.Context, dir string) (*Server, error) {
	return startRedis(ctx, dir, "")
}

// startRedis runs redis-server on a free loopback port with its files in dir, the configuration
// file conf (none when empty) and the extra arguments (a cluster node's, a replica's, a Sentinel's).
func startRedis(ctx context.Context, dir, conf string, extra ...string) (*Server, error) {
	bin, err := binary("redis-server", "/usr/bin/redis-server")
	if err != nil {
		return nil, err
	}
	port, err := FreePort()
	if err != nil {
		return nil, err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("redis dir: %w", err)
	}
	addr := "127.0.0.1:" + itoa(port)
	s := &Server{Name: "redis", Addr: addr, URL: "redis://" + addr + "/0"}
	s.start = func() (*exec.Cmd, error) {
		var args []string
		if conf != "" {
			args = append(args, conf)
		}
		args = append(args, "--port", itoa(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no",
			"--dir", dir, "--logfile", filepath.Join(dir, "redis.log"))
		cmd := exec.Command(bin, append(args, extra...)...)
		cmd.SysProcAttr = Detached()
		return cmd, nil
	}
	return s, s.launch(ctx)
}

func (s *Server) ready(ctx context.Context) bool {
	if s.Name == "clickhouse" {
		return clickhousePing(ctx, s.HTTPAddr)
	}
	d := net.Dialer{Timeout: 200 * time.Millisecond}
	conn, err := d.DialContext(ctx, "tcp", s.Addr)
	if err != nil {
		return false
	}
	defer conn.Close()
	_ = conn.SetDeadline(time.Now().Add(time.Second))
	if _, err := conn.Write([]byte("PING\r\n")); err != nil {
		return false
	}
	line, err := bufio.NewReader(conn).ReadString('\n')
	return err == nil && strings.HasPrefix(line, "+PONG")
}
