// Package config builds the engine chain from the environment (DESIGN §6).
//
//	ENGINES                  the order, comma-separated (default "openai,local")
//	ENGINE_BUDGET            a whole request's time, every call's deadline inside it (default 25s)
//	ENGINE_REQUEST_CONCURRENCY  one request's chunk calls in flight at once (default 24)
//	ENGINE_TIMEOUT           each engine's deadline per call (default: the budget; "20s", "1m" or seconds)
//	ENGINE_<NAME>_TIMEOUT    one engine's deadline, overriding ENGINE_TIMEOUT
//	ENGINE_<NAME>_CONCURRENCY  its calls in flight in the whole process (default 48)
//	ENGINE_<NAME>_BASE_URL   an OpenAI-compatible API, e.g. https://api.openai.com/v1
//	ENGINE_<NAME>_API_KEY    its key (may be empty for servers that need none)
//	ENGINE_<NAME>_MODEL      its model
//	ENGINE_<NAME>_MAX_TOKENS what each answer may take, lower or higher than a rewrite chunk's
//	                         twice its estimate (default), where extraction and report leave it
//	                         to the server; what the model was found to reason is allowed on top
//	ENGINE_<NAME>_JSON_MODE  "false" leaves out response_format for servers that reject it
//	ENGINE_<NAME>_STREAM     "false" asks with blocking calls only (default: stream)
//	ENGINE_<NAME>_THINKING   "false" asks a reasoning model not to think (default: nothing sent)
//
// The name "local" is the offline engine; every other name is an OpenAI-compatible engine. An
// engine with none of its settings is not configured and is skipped; one with only some of
// them is a configuration error, so a typo does not silently fall back to the next engine.
package config

import (
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"maltu/libs/engine"
	"maltu/libs/engine/compat"
	"maltu/libs/engine/local"
	"maltu/libs/gate/door"
)

// Defaults: the order when ENGINES is unset, and an OpenAI-compatible engine's calls in flight
// in one process: two long drafts at once at full width (a model server batches a few dozen
// streams at full speed), a third waits for slots.
const (
	DefaultEngines     = "openai,local"
	DefaultConcurrency = 48
)

var validName = regexp.MustCompile(`^[a-z][a-z0-9_]*$`)

// Setup is what FromEnv built, for the start-up log line.
type Setup struct {
	Chain   *engine.Chain
	Skipped []string // engines in ENGINES that are not configured
}

// FromEnv builds the chain from getenv (os.Getenv in a service). opts reach engine.NewChain.
func FromEnv(getenv func(string) string, opts ...engine.Option) (Setup, error) {
	order := door.Setting(getenv, "ENGINES", DefaultEngines)
	timeout, err := door.PositiveDuration(getenv, "ENGINE_TIMEOUT", engine.DefaultTimeout)
	if err != nil {
		return Setup{}, fmt.Errorf("config: %w", err)
	}
	budget, err := door.PositiveDuration(getenv, "ENGINE_BUDGET", engine.DefaultBudget)
	if err != nil {
		return Setup{}, fmt.Errorf("config: %w", err)
	}
	perRequest, err := door.PositiveInt(getenv, "ENGINE_REQUEST_CONCURRENCY", engine.DefaultRequestConcurrency)
	if err != nil {
		return Setup{}, fmt.Errorf("config: %w", err)
	}
	opts = append([]engine.Option{engine.WithBudget(budget), engine.WithRequestConcurrency(perRequest)}, opts...)
	var links []engine.Link
	var skipped []string
	seen := map[string]bool{}
	for _, name := range strings.Split(order, ",") {
		name = strings.ToLower(strings.TrimSpace(name))
		switch {
		case name == "":
			continue
		case !validName.MatchString(name):
			return Setup{}, fmt.Errorf("config: ENGINES: %q is not a valid engine name", name)
		case seen[name]:
			return Setup{}, fmt.Errorf("config: ENGINES: %q appears twice", name)
		}
		seen[name] = true
		prefix := "ENGINE_" + strings.ToUpper(name) + "_"
		t, err := door.PositiveDuration(getenv, prefix+"TIMEOUT", timeout)
		if err != nil {
			return Setup{}, fmt.Errorf("config: %w", err)
		}
		if name == local.Name {
			links = append(links, engine.Link{Engine: local.New(), Timeout: t})
			continue
		}
		e, err := remote(name, prefix, getenv)
		if errors.Is(err, errNotConfigured) {
			skipped = append(skipped, name)
			continue
		}
		if err != nil {
			return Setup{}, err
		}
		slots, err := door.PositiveInt(getenv, prefix+"CONCURRENCY", DefaultConcurrency)
		if err != nil {
			return Setup{}, fmt.Errorf("config: %w", err)
		}
		links = append(links, engine.Link{Engine: e, Timeout: t, Concurrency: slots, Chunked: true})
	}
	return Setup{Chain: engine.NewChain(links, opts...), Skipped: skipped}, nil
}

var errNotConfigured = errors.New("not configured")

// remote reads one OpenAI-compatible engine's settings.
func remote(name, prefix string, getenv func(string) string) (*compat.Engine, error) {
	base := strings.TrimSpace(getenv(prefix + "BASE_URL"))
	key := strings.TrimSpace(getenv(prefix + "API_KEY"))
	model := strings.TrimSpace(getenv(prefix + "MODEL"))
	if base == "" && key == "" && model == "" {
		return nil, errNotConfigured
	}
	if base == "" || model == "" {
		return nil, fmt.Errorf("config: engine %s is half configured: set both %sBASE_URL and %sMODEL, or neither", name, prefix, prefix)
	}
	maxTokens, err := door.PositiveInt(getenv, prefix+"MAX_TOKENS", 0) // unset: 0, no cap
	if err != nil {
		return nil, fmt.Errorf("config: %w", err)
	}
	c := compat.Config{Name: name, BaseURL: base, APIKey: key, Model: model, MaxTokens: maxTokens}
	for _, f := range []struct {
		name string
		off  *bool
	}{{"JSON_MODE", &c.NoJSONMode}, {"STREAM", &c.NoStream}, {"THINKING", &c.NoThinking}} {
		if v := strings.TrimSpace(getenv(prefix + f.name)); v != "" {
			on, err := strconv.ParseBool(v)
			if err != nil {
				return nil, fmt.Errorf("config: %s%s must be true or false", prefix, f.name)
			}
			*f.off = !on
		}
	}
	return compat.New(c)
}
