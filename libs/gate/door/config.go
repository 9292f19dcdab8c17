package door

import (
	"fmt"
	"log/slog"
	"strconv"
	"strings"
	"time"

	"maltu/libs/gate/clientip"
)

// Config is what every service reads from its environment.
type Config struct {
	Addr            string // ADDR, default :8080
	Trusted         clientip.Resolver
	RedisURL        string        // REDIS_URL; empty keeps limits in process
	DailyLimit      int           // DAILY_LIMIT, default 100: extract + rewrite + report together
	TrackDailyLimit int           // TRACK_DAILY_LIMIT, default 2000
	LimitReplicas   int           // LIMIT_REPLICAS, default 1: the replicas that share a limit while Redis is down
	ShutdownDrain   time.Duration // SHUTDOWN_DRAIN: readiness off this long before the listener closes
	ShutdownTimeout time.Duration // SHUTDOWN_TIMEOUT, default 20s: in-flight requests get this long to finish
	LogLevel        slog.Level    // LOG_LEVEL: debug, info, warn, error
	ServerTiming    bool          // SERVER_TIMING=true: each answer says the time spent (make bench)
}

// ReadConfig reads the door's settings; a malformed value is an error, never a silent default.
func ReadConfig(getenv func(string) string) (Config, error) {
	c := Config{Addr: Setting(getenv, "ADDR", ":8080"), RedisURL: Setting(getenv, "REDIS_URL", "")}
	var err error
	if c.Trusted, err = clientip.ParseTrusted(getenv("TRUSTED_PROXIES")); err != nil {
		return Config{}, err
	}
	ints := []struct {
		name string
		dst  *int
		def  int
	}{{"DAILY_LIMIT", &c.DailyLimit, 100}, {"TRACK_DAILY_LIMIT", &c.TrackDailyLimit, 2000}, {"LIMIT_REPLICAS", &c.LimitReplicas, 1}}
	for _, i := range ints {
		if *i.dst, err = PositiveInt(getenv, i.name, i.def); err != nil {
			return Config{}, err
		}
	}
	durations := []struct {
		name string
		dst  *time.Duration
		def  time.Duration
	}{{"SHUTDOWN_DRAIN", &c.ShutdownDrain, 0}, {"SHUTDOWN_TIMEOUT", &c.ShutdownTimeout, 20 * time.Second}}
	for _, d := range durations {
		if *d.dst, err = Duration(getenv, d.name, d.def); err != nil {
			return Config{}, err
		}
	}
	if err := c.LogLevel.UnmarshalText([]byte(Setting(getenv, "LOG_LEVEL", "info"))); err != nil {
		return Config{}, fmt.Errorf("LOG_LEVEL: %w", err)
	}
	if v := strings.TrimSpace(getenv("SERVER_TIMING")); v != "" {
		if c.ServerTiming, err = strconv.ParseBool(v); err != nil {
			return Config{}, fmt.Errorf("SERVER_TIMING: %q is not true or false", v)
		}
	}
	return c, nil
}

// PositiveInt reads a whole number above zero, or def when the variable is unset.
func PositiveInt(getenv func(string) string, name string, def int) (int, error) {
	v := strings.TrimSpace(getenv(name))
	if v == "" {
		return def, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil || n <= 0 {
		return 0, fmt.Errorf("%s: %q is not a positive whole number", name, v)
	}
	return n, nil
}

// Duration reads a duration: a Go duration (5s, 1m30s) or a whole number of seconds (20), zero
// included; def when the variable is unset. Every setting of time is read so, and a bad one is an
// error that names the variable and quotes the value.
func Duration(getenv func(string) string, name string, def time.Duration) (time.Duration, error) {
	v := strings.TrimSpace(getenv(name))
	if v == "" {
		return def, nil
	}
	if n, err := strconv.Atoi(v); err == nil {
		v = strconv.Itoa(n) + "s"
	}
	d, err := time.ParseDuration(v)
	if err != nil || d < 0 {
		return 0, fmt.Errorf("%s: %q is not a duration such as 5s or 20", name, getenv(name))
	}
	return d, nil
}

// PositiveDuration is Duration for a setting that cannot be zero (a deadline, a budget).
func PositiveDuration(getenv func(string) string, name string, def time.Duration) (time.Duration, error) {
	d, err := Duration(getenv, name, def)
	if err == nil && d == 0 {
		return 0, fmt.Errorf("%s: %q is not a positive duration", name, getenv(name))
	}
	return d, err
}

// Setting is the variable's value trimmed, or def when it is unset or blank.
func Setting(getenv func(string) string, name, def string) string {
	if v := strings.TrimSpace(getenv(name)); v != "" {
		return v
	}
	return def
}
