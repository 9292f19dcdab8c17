package door

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"

	"maltu/libs/gate/limit"
	"maltu/libs/gate/localdb"
)

// A Sentinel failover under load, asked for or after the master died: every request is answered
// 200 or 429, never 5xx, and a client's count from before the failover goes on counting on the
// promoted master.
func TestDailyLimitThroughASentinelFailover(t *testing.T) {
	ways := map[string]func(*localdb.RedisFailover, context.Context) error{
		"sentinel failover": (*localdb.RedisFailover).Failover,
		"master killed":     (*localdb.RedisFailover).KillMaster,
	}
	for name, failover := range ways {
		t.Run(name, func(t *testing.T) { underLoad(t, failover) })
	}
}

func underLoad(t *testing.T, failover func(*localdb.RedisFailover, context.Context) error) {
	r := localdb.RedisSentinel(t)
	rdb, err := limit.Connect(r.URL)
	if err != nil {
		t.Fatal(err)
	}
	defer rdb.Close()
	base, _ := served(t, config(t, "", r.URL), limit.New(rdb, quiet, 1), echo(nil)) // DAILY_LIMIT 3
	url := base + "/api/echo"
	ctx := context.Background()
	master := func() *redis.Client { return redis.NewClient(&redis.Options{Addr: r.Master.Addr}) }
	counted := func(client string) bool { // the client's counter is on the master Sentinel names
		rdb := master()
		defer rdb.Close()
		keys, err := rdb.Keys(ctx, "maltu:limit:{"+client+"}:*").Result()
		return err == nil && len(keys) == 1
	}

	a := from("127.0.0.2")
	for range 2 {
		if code := status(a, url); code != 200 {
			t.Fatalf("before the failover: %d", code)
		}
	}
	if !counted("127.0.0.2") {
		t.Fatal("the calls before the failover were not counted in Redis")
	}
	// The replica has the two calls before it is promoted.
	m := master()
	replicated, err := m.Wait(ctx, 1, 5*time.Second).Result()
	m.Close()
	if err != nil || replicated != 1 {
		t.Fatalf("the replica has not got the calls: %d, %v", replicated, err)
	}

	var answered, refused atomic.Int64
	var bad sync.Map // status or error -> count
	stop := make(chan struct{})
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; ; i++ {
				select {
				case <-stop:
					return
				default:
				}
				code := status(from(fmt.Sprintf("127.0.%d.%d", 10+g, 1+i%200)), url)
				switch code {
				case 200:
					answered.Add(1)
				case 429:
					refused.Add(1)
				default:
					n, _ := bad.LoadOrStore(code, new(atomic.Int64))
					n.(*atomic.Int64).Add(1)
				}
			}
		}()
	}
	waitFor(t, func() bool { return answered.Load() >= 20 }) // load is on before the failover starts
	failErr := failover(r, ctx)
	// Load goes on until the limiter counts on the promoted master (not on the old one, which
	// may take writes until Sentinel demotes it, nor in process).
	// Five probes in a row, so that no pooled connection to the old master and no open breaker is left.
	probe, inRow := 0, 0
	waitFor(t, func() bool {
		probe++
		ip := fmt.Sprintf("127.0.%d.%d", 99+probe/250, probe%250)
		if status(from(ip), url) == 200 && counted(ip) {
			inRow++
		} else {
			inRow = 0
		}
		return inRow == 5
	})
	close(stop)
	wg.Wait()
	if failErr != nil {
		t.Fatal(failErr)
	}
	bad.Range(func(code, n any) bool {
		t.Errorf("%d requests answered %v", n.(*atomic.Int64).Load(), code)
		return true
	})
	t.Logf("during the failover: %d answered, %d refused, %d probes", answered.Load(), refused.Load(), probe)

	// The third call of the day, then the limit, on the promoted master.
	if code := status(a, url); code != 200 {
		t.Fatalf("third call after the failover: %d", code)
	}
	if code := status(a, url); code != 429 {
		t.Fatalf("fourth call after the failover: %d, want 429: the count before the failover was lost", code)
	}
}

// status posts one valid call and returns the status, or -1 when no answer came.
func status(client *http.Client, url string) int {
	resp, err := client.Post(url, "application/json", strings.NewReader(`{"text":"장애 조치 중에도"}`))
	if err != nil {
		return -1
	}
	resp.Body.Close()
	return resp.StatusCode
}
