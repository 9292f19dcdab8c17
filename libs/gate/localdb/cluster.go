package localdb

import (
	"context"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// Cluster is the name of the ClickHouse cluster ClickHouseCluster configures (CLICKHOUSE_CLUSTER).
const Cluster = "maltu"

// replica is what one server of a cluster needs in its configuration.
type replica struct {
	Name          string // the cluster's
	Replica       string // this server's, the {replica} macro
	Ports         []int  // the native ports of every replica, this one's included
	Interserver   int    // this server's port for replicas fetching parts
	ZooKeeperPort int
}

// StartZooKeeper runs Debian's ZooKeeper (package zookeeper, on Java) on a free loopback port with
// its data in dir, as the coordination a replicated ClickHouse needs.
func StartZooKeeper(ctx context.Context, dir string) (*Server, error) {
	java, err := binary("java", "/usr/bin/java")
	if err != nil {
		return nil, err
	}
	const jar = "/usr/share/java/zookeeper.jar"
	if _, err := os.Stat(jar); err != nil {
		return nil, fmt.Errorf("zookeeper: %w", ErrMissing)
	}
	port, err := FreePort()
	if err != nil {
		return nil, err
	}
	dir, err = filepath.Abs(dir)
	if err != nil {
		return nil, fmt.Errorf("zookeeper dir: %w", err)
	}
	if err := os.MkdirAll(filepath.Join(dir, "data"), 0o755); err != nil {
		return nil, fmt.Errorf("zookeeper dir: %w", err)
	}
	config := filepath.Join(dir, "zoo.cfg")
	cfg := fmt.Sprintf("tickTime=500\ndataDir=%s/data\nclientPort=%d\nclientPortAddress=127.0.0.1\n"+
		"admin.enableServer=false\n4lw.commands.whitelist=ruok\n", dir, port)
	if err := os.WriteFile(config, []byte(cfg), 0o644); err != nil {
		return nil, fmt.Errorf("zookeeper config: %w", err)
	}
	addr := "127.0.0.1:" + itoa(port)
	s := &Server{Name: "zookeeper", Addr: addr}
	s.start = func() (*exec.Cmd, error) {
		out, err := logTo(dir, "zookeeper.log")
		if err != nil {
			return nil, fmt.Errorf("zookeeper log: %w", err)
		}
		cmd := exec.Command(java, "-Xmx128m", "-cp", "/etc/zookeeper/conf:"+jar, "-Dzookeeper.log.dir="+dir,
			"org.apache.zookeeper.server.quorum.QuorumPeerMain", config)
		cmd.Stdout, cmd.Stderr = out, out
		cmd.SysProcAttr = Detached()
		return cmd, nil
	}
	s.probe = func(ctx context.Context) bool { return zookeeperOK(ctx, addr) }
	return s, s.launch(ctx)
}

// zookeeperOK asks ZooKeeper "ruok"; a serving one says "imok".
func zookeeperOK(ctx context.Context, addr string) bool {
	d := net.Dialer{Timeout: 200 * time.Millisecond}
	conn, err := d.DialContext(ctx, "tcp", addr)
	if err != nil {
		return false
	}
	defer conn.Close()
	_ = conn.SetDeadline(time.Now().Add(time.Second))
	if _, err := conn.Write([]byte("ruok")); err != nil {
		return false
	}
	answer, _ := io.ReadAll(io.LimitReader(conn, 8))
	return strings.HasPrefix(string(answer), "imok")
}

// StartClickHouseCluster runs a ZooKeeper and n ClickHouse servers that are the replicas of one
// shard of the cluster Cluster, each with its data under dir. The servers come first in the
// answer, ZooKeeper last.
func StartClickHouseCluster(ctx context.Context, dir string, n int) ([]*Server, error) {
	zk, err := StartZooKeeper(ctx, filepath.Join(dir, "zookeeper"))
	if err != nil {
		return nil, err
	}
	ports, err := freePorts(3 * n) // native, HTTP and interserver of each replica
	if err != nil {
		zk.Stop()
		return nil, err
	}
	servers := make([]*Server, 0, n+1)
	for i := range n {
		r := &replica{Name: Cluster, Replica: fmt.Sprintf("r%d", i+1), Ports: ports[:n], Interserver: ports[2*n+i], ZooKeeperPort: port(zk.Addr)}
		s, err := startClickHouse(ctx, filepath.Join(dir, r.Replica), ports[i], ports[n+i], r)
		if err != nil {
			for _, s := range servers {
				s.Stop()
			}
			zk.Stop()
			return nil, err
		}
		servers = append(servers, s)
	}
	return append(servers, zk), nil
}

// port is the port of an address this package made.
func port(addr string) int {
	_, p, _ := net.SplitHostPort(addr)
	n, _ := strconv.Atoi(p)
	return n
}
