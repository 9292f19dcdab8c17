package limit

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"strings"
	"time"

	"github.com/redis/go-redis/v9"
)

// Connect opens a Redis client for REDIS_URL, which names one of three shapes:
//
//	redis://[:password@]host:6379/0                 one node (rediss:// for TLS)
//	redis+cluster://[user:password@]host:port?addr=host2:port&addr=host3:port
//	                                                a Redis Cluster, any of its nodes as seeds
//	redis+sentinel://[user:password@]host:26379/0?master_name=maltu&addr=host2:26379&password=...
//	                                                a master that Sentinel fails over; the user
//	                                                and password in front are the Sentinels',
//	                                                the password parameter the master's
//
// Apart from the scheme the cluster and Sentinel forms are go-redis's own (ParseClusterURL,
// ParseFailoverURL), so every option they know may be added as a parameter. Timeouts are short
// and failed commands are not retried: a limit decision must never hold a request up for long,
// and the in-process counter answers when Redis does not. An empty url returns nil (no Redis).
func Connect(rawURL string) (redis.UniversalClient, error) {
	if rawURL == "" {
		return nil, nil
	}
	// go-redis would log every failed dial; the limiter logs the outage once instead.
	redis.SetLogger(silent{})
	scheme, rest, found := strings.Cut(rawURL, "://")
	if !found { // then the whole URL, password and all, would stand in the error as its scheme
		return nil, errors.New("REDIS_URL: no scheme: write redis://, rediss://, redis+cluster:// or redis+sentinel:// before the address")
	}
	base, shape, _ := strings.Cut(strings.ToLower(scheme), "+")
	if base != "redis" && base != "rediss" {
		return nil, fmt.Errorf("REDIS_URL: scheme %q is none of redis, redis+cluster, redis+sentinel (or rediss…)", scheme)
	}
	plain := base + "://" + rest // the form go-redis parses
	switch shape {
	case "":
		opt, err := redis.ParseURL(plain)
		if err != nil {
			return nil, badURL(err)
		}
		short(&opt.DialTimeout, &opt.ReadTimeout, &opt.WriteTimeout, &opt.PoolTimeout, &opt.MaxRetries, &opt.DialerRetries)
		return redis.NewClient(opt), nil
	case "cluster":
		opt, err := redis.ParseClusterURL(plain)
		if err != nil {
			return nil, badURL(err)
		}
		short(&opt.DialTimeout, &opt.ReadTimeout, &opt.WriteTimeout, &opt.PoolTimeout, &opt.MaxRetries, &opt.DialerRetries)
		return redis.NewClusterClient(opt), nil
	case "sentinel":
		opt, err := redis.ParseFailoverURL(plain)
		if err != nil {
			return nil, badURL(err)
		}
		if opt.MasterName == "" {
			return nil, errors.New("REDIS_URL: a redis+sentinel URL needs master_name=<the master's name in Sentinel>")
		}
		short(&opt.DialTimeout, &opt.ReadTimeout, &opt.WriteTimeout, &opt.PoolTimeout, &opt.MaxRetries, &opt.DialerRetries)
		return redis.NewFailoverClient(opt), nil
	}
	return nil, fmt.Errorf("REDIS_URL: scheme %q: after the + only cluster or sentinel", scheme)
}

// badURL wraps a parse error without the URL itself, which may hold a password.
func badURL(err error) error {
	var ue *url.Error
	if errors.As(err, &ue) {
		err = ue.Err
	}
	return fmt.Errorf("REDIS_URL: %w", err)
}

// short sets the timeouts of every client shape: 250 ms each, no retries, one dial attempt.
func short(dial, read, write, pool *time.Duration, retries, dials *int) {
	*dial, *read, *write, *pool = 250*time.Millisecond, 250*time.Millisecond, 250*time.Millisecond, 250*time.Millisecond
	*retries = -1 // no retries: the fallback answers instead
	*dials = 1    // one dial attempt per command, for the same reason
}

type silent struct{}

func (silent) Printf(context.Context, string, ...any) {}
