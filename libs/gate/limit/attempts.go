package limit

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"sync/atomic"
	"time"

	"github.com/redis/go-redis/v9"
)

// ErrTooManyAttempts is returned by Attempts.Check while a client is over the ceiling.
var ErrTooManyAttempts = errors.New("too many wrong attempts")

// attempt checks the ceiling and, when asked, counts one wrong attempt, atomically in one round
// trip. KEYS[1] is a sorted set of one client's attempt times (ms). ARGV: now, window, max, wrong
// ("1" to count one), a unique member. Returns {1, ms until the oldest attempt leaves} when over
// the ceiling, else {0, 0}.
var attempt = redis.NewScript(`
local now, window, max = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) >= max then
  local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return {1, tonumber(oldest[2]) + window - now}
end
if ARGV[4] == '1' then
  redis.call('ZADD', KEYS[1], now, ARGV[5])
  redis.call('PEXPIRE', KEYS[1], window)
end
return {0, 0}`)

// Attempts is the operator key's wrong-attempt ceiling (DESIGN §3, §5): at most max wrong keys per
// client in any rolling window. Counts live in Redis, shared by replicas; while Redis cannot answer,
// an in-process count takes over, so a Redis outage never fails the operator's request.
type Attempts struct {
	rdb      redis.UniversalClient
	max      int
	replicas int // LIMIT_REPLICAS: the in-process count allows each replica its share
	window   time.Duration
	now      func() time.Time
	seq      atomic.Uint64 // makes attempt members unique within a millisecond
	local    attemptLog
	redis    *breaker
}

// NewAttempts returns a ceiling of max wrong attempts per window on rdb (nil for in-process only)
// for a service run as replicas processes.
func NewAttempts(rdb redis.UniversalClient, log *slog.Logger, max int, window time.Duration, replicas int) *Attempts {
	if rdb == nil {
		log.Warn("REDIS_URL is not set: kpi attempt ceilings are kept in this process only, not shared between replicas")
	}
	return &Attempts{rdb: rdb, max: max, replicas: replicas, window: window, now: time.Now, redis: newBreaker(log, "kpi attempt ceilings")}
}

// Check refuses a client over the ceiling with ErrTooManyAttempts and how long until it may try
// again. Otherwise, when wrong is true, it counts one wrong attempt. Requests without a key are
// checked with wrong false: they never count.
func (a *Attempts) Check(ctx context.Context, client string, wrong bool) (time.Duration, error) {
	now := a.now()
	key := "maltu:kpi-attempts:{" + client + "}"
	if a.rdb != nil && a.redis.closed(now) {
		flag := "0"
		if wrong {
			flag = "1"
		}
		member := fmt.Sprintf("%d-%d", now.UnixNano(), a.seq.Add(1))
		res, err := attempt.Run(ctx, a.rdb, []string{key}, now.UnixMilli(), a.window.Milliseconds(), a.max, flag, member).Int64Slice()
		if err == nil {
			a.redis.answered()
			if res[0] == 1 {
				return time.Duration(res[1]) * time.Millisecond, ErrTooManyAttempts
			}
			return 0, nil
		}
		a.redis.failed(now, "attempt", err)
	}
	a.redis.fellBack(ctx, "kpi-attempts")
	if retry, over := a.local.check(key, now, a.window, share(a.max, a.replicas), wrong); over {
		return retry, ErrTooManyAttempts
	}
	return 0, nil
}

// attemptLog is the in-process fallback: attempt times per client, of the most recently seen clients.
type attemptLog struct {
	mu    sync.Mutex
	times recent[[]time.Time]
}

func (l *attemptLog) check(key string, now time.Time, window time.Duration, max int, wrong bool) (time.Duration, bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	all, _ := l.times.get(key)
	inWindow := all[:0]
	for _, t := range all {
		if now.Sub(t) < window {
			inWindow = append(inWindow, t)
		}
	}
	if len(inWindow) >= max {
		l.times.put(key, inWindow)
		return inWindow[0].Add(window).Sub(now), true
	}
	if wrong {
		inWindow = append(inWindow, now)
	}
	if len(inWindow) == 0 {
		l.times.remove(key)
	} else {
		l.times.put(key, inWindow)
	}
	return 0, false
}
