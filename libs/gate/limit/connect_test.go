package limit

import (
	"strings"
	"testing"

	"github.com/redis/go-redis/v9"
)

func TestConnectShapes(t *testing.T) {
	tests := []struct {
		url   string
		shape string // "node", "cluster", "sentinel", or the start of the error
	}{
		{"", ""},
		{"redis://127.0.0.1:6379/0", "node"},
		{"rediss://:pw@redis.example:6380/1", "node"},
		{"redis+cluster://127.0.0.1:7000?addr=127.0.0.1:7001&addr=127.0.0.1:7002", "cluster"},
		{"REDIS+CLUSTER://user:pw@10.0.0.1:6379", "cluster"},
		{"redis+sentinel://10.0.0.1:26379/0?master_name=maltu&addr=10.0.0.2:26379&password=pw", "sentinel"},
		{"redis+sentinel://10.0.0.1:26379/0", "REDIS_URL: a redis+sentinel URL needs master_name"},
		{"redis+cluster://127.0.0.1:7000?addr=nohost", "REDIS_URL: redis: unable to parse addr param"},
		{"redis+mesh://127.0.0.1:7000", `REDIS_URL: scheme "redis+mesh"`},
		{"http://127.0.0.1:6379", `REDIS_URL: scheme "http"`},
		{"127.0.0.1:6379", "REDIS_URL: no scheme"},
	}
	for _, tt := range tests {
		t.Run(tt.url, func(t *testing.T) {
			rdb, err := Connect(tt.url)
			if err != nil {
				if !strings.HasPrefix(err.Error(), tt.shape) {
					t.Fatalf("error %q, want %q", err, tt.shape)
				}
				return
			}
			if rdb == nil {
				if tt.shape != "" {
					t.Fatalf("no client, want %s", tt.shape)
				}
				return
			}
			defer rdb.Close()
			if got := shapeOf(rdb); got != tt.shape {
				t.Fatalf("a %s client, want %s", got, tt.shape)
			}
		})
	}
}

func TestConnectKeepsPasswordsOutOfErrors(t *testing.T) {
	for name, url := range map[string]string{
		"a port go-redis cannot parse":  "redis://:비밀번호@host:port:6379/0",
		"the scheme left out":           ":비밀번호@redis.example:6379/0",
		"the scheme's slashes left out": "redis:비밀번호@redis.example:6379/0",
	} {
		t.Run(name, func(t *testing.T) {
			_, err := Connect(url)
			if err == nil || strings.Contains(err.Error(), "비밀번호") {
				t.Fatalf("error %v", err)
			}
		})
	}
}

func shapeOf(rdb redis.UniversalClient) string {
	switch c := rdb.(type) {
	case *redis.ClusterClient:
		return "cluster"
	case *redis.Client:
		if c.Options().Addr == "FailoverClient" {
			return "sentinel"
		}
		return "node"
	}
	return "unknown"
}
