// Package limit keeps the per-IP daily call limits (DESIGN §5): one counter per client key and
// bucket for each calendar day in Asia/Seoul, kept in Redis so that every replica shares it, with an
// in-process counter taking over whenever Redis cannot answer, so a Redis outage never fails a request.
package limit

import (
	"context"
	"errors"
	"log/slog"
	"math"
	"sync"
	"sync/atomic"
	"time"

	"github.com/redis/go-redis/v9"
)

// ErrExceeded is returned by Take when the day's limit is used up.
var ErrExceeded = errors.New("daily limit exceeded")

// seoul is fixed at UTC+9: Korea has no daylight saving time, and a fixed zone needs no tzdata.
var seoul = time.FixedZone("KST", 9*60*60)

// redisPause is how long Redis is left alone after it failed, so an outage costs one failed
// round trip a second rather than one per request.
const redisPause = time.Second

// take counts one call unless the limit is reached, in one round trip: the GET-compare-INCR is
// atomic in Redis, so replicas never lose or over-grant counts. KEYS[1] counter; ARGV limit,
// expiry, and the calls this replica granted on its own while Redis was away, added first.
var take = redis.NewScript(`
local owed = tonumber(ARGV[3])
if owed > 0 then
  redis.call('INCRBY', KEYS[1], owed)
  redis.call('EXPIREAT', KEYS[1], ARGV[2])
end
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n >= tonumber(ARGV[1]) then return {0, n} end
n = redis.call('INCR', KEYS[1])
redis.call('EXPIREAT', KEYS[1], ARGV[2])
return {1, n}`)

// refund gives one call back, never below zero.
var refund = redis.NewScript(`
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n > 0 then return redis.call('DECR', KEYS[1]) end
return 0`)

// Daily is the daily limiter. A nil Redis client means the in-process counter alone.
type Daily struct {
	rdb      redis.UniversalClient
	replicas int // LIMIT_REPLICAS: the in-process counter allows each replica its share
	now      func() time.Time
	local    counter
	redis    *breaker
}

// New returns a limiter on rdb (nil for none) for a service run as replicas processes. The door,
// not New, warns about a missing Redis: only a service that charges a quota keeps these limits.
func New(rdb redis.UniversalClient, log *slog.Logger, replicas int) *Daily {
	return &Daily{rdb: rdb, replicas: replicas, now: time.Now, redis: newBreaker(log, "daily limits")}
}

// Charge is one counted call, which can be given back when our own side failed it.
type Charge struct {
	d        *Daily
	key      string
	inRedis  bool
	refunded atomic.Bool
}

// Take counts one call of client in bucket against max for today (KST). When the limit is used
// up it returns ErrExceeded together with how long until the next KST day.
func (d *Daily) Take(ctx context.Context, bucket string, max int, client string) (*Charge, time.Duration, error) {
	now := d.now()
	day, midnight := dayOf(now)
	// The client is the hash tag: in a Redis Cluster all of one client's counters share a slot.
	key := "maltu:limit:{" + client + "}:" + bucket + ":" + day
	retry := midnight.Sub(now)
	if d.useRedis(now) {
		// An hour past midnight, so replicas whose clocks differ a little still find the key.
		expiry := midnight.Add(time.Hour).Unix()
		// The calls granted here during an outage count in Redis once it answers again, so a
		// Redis that came back empty does not grant the day's calls a second time.
		owed := d.local.owed(key)
		res, err := take.Run(ctx, d.rdb, []string{key}, max, expiry, owed).Int64Slice()
		if err == nil {
			d.redis.answered()
			if res[0] == 0 {
				return nil, retry, ErrExceeded
			}
			return &Charge{d: d, key: key, inRedis: true}, 0, nil
		}
		d.local.owe(key, owed)
		d.redis.failed(now, "take", err)
	}
	d.redis.fellBack(ctx, bucket)
	if !d.local.take(key, day, share(max, d.replicas)) {
		return nil, retry, ErrExceeded
	}
	return &Charge{d: d, key: key}, 0, nil
}

// Refund gives the call back, once; a failed refund is logged and otherwise ignored: the user
// loses one call at worst, and the request's answer must not wait on it.
func (c *Charge) Refund(ctx context.Context) {
	if c == nil || c.refunded.Swap(true) {
		return
	}
	if c.inRedis {
		if err := refund.Run(ctx, c.d.rdb, []string{c.key}).Err(); err != nil {
			c.d.redis.failed(c.d.now(), "refund", err)
		}
		return
	}
	c.d.local.refund(c.key)
}

func (d *Daily) useRedis(now time.Time) bool {
	return d.rdb != nil && d.redis.closed(now)
}

// dayOf returns the KST calendar day of t (YYYYMMDD) and the instant the next one starts.
func dayOf(t time.Time) (string, time.Time) {
	k := t.In(seoul)
	start := time.Date(k.Year(), k.Month(), k.Day(), 0, 0, 0, 0, seoul)
	return k.Format("20060102"), start.AddDate(0, 0, 1)
}

// RetryAfterSeconds rounds a wait up to whole seconds, at least one, for the Retry-After header.
func RetryAfterSeconds(d time.Duration) int {
	return max(1, int(math.Ceil(d.Seconds())))
}

// counter is the in-process fallback: today's counts only, of the most recently seen clients.
type counter struct {
	mu     sync.Mutex
	day    string
	counts recent[tally]
}

// tally is one client's count in this process: calls granted here, and how many of them Redis
// has not been told of.
type tally struct{ n, owed int }

func (c *counter) take(key, day string, max int) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.day != day { // a new KST day starts every count at zero
		c.day = day
		c.counts.clear()
	}
	t, _ := c.counts.get(key)
	if t.n >= max {
		return false
	}
	c.counts.put(key, tally{t.n + 1, t.owed + 1})
	return true
}

func (c *counter) refund(key string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if t, ok := c.counts.get(key); ok && t.n > 0 {
		c.counts.put(key, tally{t.n - 1, max(0, t.owed-1)})
	}
}

// owed hands over the calls of key that Redis has not been told of; owe gives them back when
// Redis did not take them.
func (c *counter) owed(key string) int {
	c.mu.Lock()
	defer c.mu.Unlock()
	t, ok := c.counts.get(key)
	if !ok || t.owed == 0 {
		return 0
	}
	c.counts.put(key, tally{t.n, 0})
	return t.owed
}

func (c *counter) owe(key string, owed int) {
	if owed == 0 {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	t, _ := c.counts.get(key)
	c.counts.put(key, tally{t.n, t.owed + owed})
}
