package localdb

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"text/template"
	"time"
)

// Database is the database the services use; start-up migrations create it.
const Database = "maltu"

// StartClickHouse runs clickhouse-server on free loopback ports with its data in dir. Data in dir
// survives a restart, so `make run` keeps its events between runs.
func StartClickHouse(ctx context.Context, dir string) (*Server, error) {
	ports, err := freePorts(2)
	if err != nil {
		return nil, err
	}
	return startClickHouse(ctx, dir, ports[0], ports[1], nil)
}

// startClickHouse runs clickhouse-server on the given ports; cluster, when set, makes it one
// replica of a cluster.
func startClickHouse(ctx context.Context, dir string, tcp, httpPort int, cluster *replica) (*Server, error) {
	bin, err := binary("clickhouse-server", "/usr/sbin/clickhouse-server", "/usr/bin/clickhouse-server")
	if err != nil {
		return nil, err
	}
	dir, err = filepath.Abs(dir)
	if err != nil {
		return nil, fmt.Errorf("clickhouse dir: %w", err)
	}
	config, err := writeClickHouseConfig(dir, cluster)
	if err != nil {
		return nil, err
	}
	addr := "127.0.0.1:" + itoa(tcp)
	s := &Server{
		Name:     "clickhouse",
		Addr:     addr,
		HTTPAddr: "127.0.0.1:" + itoa(httpPort),
		URL:      "clickhouse://default:@" + addr + "/" + Database,
	}
	s.start = func() (*exec.Cmd, error) {
		out, err := logTo(dir, "stdout.log")
		if err != nil {
			return nil, fmt.Errorf("clickhouse log: %w", err)
		}
		cmd := exec.Command(bin, "--config-file="+config, "--", "--tcp_port="+itoa(tcp), "--http_port="+itoa(httpPort))
		cmd.Stdout, cmd.Stderr = out, out
		cmd.SysProcAttr = Detached()
		return cmd, nil
	}
	if cluster != nil {
		s.probe = func(ctx context.Context) bool {
			return clickhousePing(ctx, s.HTTPAddr) && clickhouseQuery(ctx, s.HTTPAddr, ddlQueue) == "1"
		}
	}
	return s, s.launch(ctx)
}

// ddlQueue says whether a replica's DDL worker has made its queue in ZooKeeper. 18.16 can crash
// (a NULL read in zkutil::ZooKeeper::createImpl) on an ON CLUSTER query that comes before.
const ddlQueue = `SELECT count() FROM system.zookeeper WHERE path = '/clickhouse/task_queue' AND name = 'ddl'`

// freePorts asks for n free loopback ports.
func freePorts(n int) ([]int, error) {
	ports := make([]int, n)
	for i := range ports {
		p, err := FreePort()
		if err != nil {
			return nil, err
		}
		ports[i] = p
	}
	return ports, nil
}

func clickhousePing(ctx context.Context, httpAddr string) bool {
	return clickhouseAsk(ctx, httpAddr, http.MethodGet, "/ping", "") == "Ok."
}

// clickhouseQuery is the answer to query over HTTP, trimmed; "" when there is none.
func clickhouseQuery(ctx context.Context, httpAddr, query string) string {
	return clickhouseAsk(ctx, httpAddr, http.MethodPost, "/", query)
}

func clickhouseAsk(ctx context.Context, httpAddr, method, path, body string) string {
	ctx, cancel := context.WithTimeout(ctx, time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, method, "http://"+httpAddr+path, strings.NewReader(body))
	if err != nil {
		return ""
	}
	// No keep-alive: ClickHouse waits for open connections when it stops, so an idle ping
	// connection would hold every Stop for its full grace period.
	req.Close = true
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return ""
	}
	defer resp.Body.Close()
	answer, _ := io.ReadAll(io.LimitReader(resp.Body, 64))
	if resp.StatusCode != http.StatusOK {
		return ""
	}
	return strings.TrimSpace(string(answer))
}

// The settings notes/clickhouse.md lists as needed by 18.16; they are also valid for a current server.
var clickhouseConfig = template.Must(template.New("config").Parse(`<?xml version="1.0"?>
<yandex>
    <logger>
        <level>warning</level>
        <log>{{.Dir}}/log/clickhouse.log</log>
        <errorlog>{{.Dir}}/log/clickhouse.err.log</errorlog>
        <size>50M</size>
        <count>2</count>
    </logger>
    <listen_host>127.0.0.1</listen_host>
    <http_port>8123</http_port>
    <tcp_port>9000</tcp_port>
    <path>{{.Dir}}/data/</path>
    <tmp_path>{{.Dir}}/tmp/</tmp_path>
    <user_files_path>{{.Dir}}/user_files/</user_files_path>
    <format_schema_path>{{.Dir}}/format_schemas/</format_schema_path>
    <users_config>{{.Dir}}/users.xml</users_config>
    <default_profile>default</default_profile>
    <default_database>default</default_database>
    <timezone>UTC</timezone>
    <mlock_executable>false</mlock_executable>
    <mark_cache_size>67108864</mark_cache_size>
    <max_concurrent_queries>64</max_concurrent_queries>
    <!-- Written only for queries run with log_queries=1: benchmarks read their memory from it. -->
    <query_log><database>system</database><table>query_log</table><flush_interval_milliseconds>7500</flush_interval_milliseconds></query_log>
{{- with .Cluster}}
    <interserver_http_port>{{.Interserver}}</interserver_http_port>
    <interserver_http_host>127.0.0.1</interserver_http_host>
    <zookeeper><node><host>127.0.0.1</host><port>{{.ZooKeeperPort}}</port></node><session_timeout_ms>10000</session_timeout_ms></zookeeper>
    <remote_servers><{{.Name}}><shard><internal_replication>true</internal_replication>
    {{- range .Ports}}
        <replica><host>127.0.0.1</host><port>{{.}}</port></replica>
    {{- end}}
    </shard></{{.Name}}></remote_servers>
    <macros><shard>1</shard><replica>{{.Replica}}</replica></macros>
    <distributed_ddl><path>/clickhouse/task_queue/ddl</path></distributed_ddl>
{{- end}}
</yandex>
`))

const clickhouseUsers = `<?xml version="1.0"?>
<yandex>
    <profiles><default><max_memory_usage>2000000000</max_memory_usage></default></profiles>
    <users>
        <default>
            <password></password>
            <networks><ip>::/0</ip></networks>
            <profile>default</profile>
            <quota>default</quota>
        </default>
    </users>
    <quotas><default><interval><duration>3600</duration><queries>0</queries><errors>0</errors>
        <result_rows>0</result_rows><read_rows>0</read_rows><execution_time>0</execution_time></interval></default></quotas>
</yandex>
`

func writeClickHouseConfig(dir string, cluster *replica) (string, error) {
	for _, sub := range []string{"log", "data", "tmp", "user_files", "format_schemas"} {
		if err := os.MkdirAll(filepath.Join(dir, sub), 0o755); err != nil {
			return "", fmt.Errorf("clickhouse dir: %w", err)
		}
	}
	var b strings.Builder
	if err := clickhouseConfig.Execute(&b, struct {
		Dir     string
		Cluster *replica
	}{dir, cluster}); err != nil {
		return "", fmt.Errorf("clickhouse config: %w", err)
	}
	config := filepath.Join(dir, "config.xml")
	if err := os.WriteFile(config, []byte(b.String()), 0o644); err != nil {
		return "", fmt.Errorf("clickhouse config: %w", err)
	}
	if err := os.WriteFile(filepath.Join(dir, "users.xml"), []byte(clickhouseUsers), 0o644); err != nil {
		return "", fmt.Errorf("clickhouse users: %w", err)
	}
	return config, nil
}
