package config_test

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"

	"maltu/libs/engine"
	"maltu/libs/engine/config"
	"maltu/libs/gate/contract"
)

// A service builds the chain once at start-up, calls it per request (here telling it of each
// chunk's sentences as they come, as a streamed answer does), and maps the error to a status. The engine name goes to logs and metrics only.
func Example() {
	env := map[string]string{"ENGINES": "openai,local"} // openai has no settings: skipped
	setup, err := config.FromEnv(func(k string) string { return env[k] }, engine.WithLogger(slog.New(slog.DiscardHandler)))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return
	}
	fmt.Println("engines:", setup.Chain.Engines(), "skipped:", setup.Skipped)

	draft := []string{"회의는 내일 오전 10시에 시작합니다.", "자료는 미리 확인하시기 바랍니다."}
	rules := []contract.NumberedRule{{ID: 1, Rule: "해요체로 끝맺기"}}
	ready := func(at []int, _ []engine.Rewritten) { fmt.Println("ready:", at) } // the service gates them here
	out, answeredBy, err := setup.Chain.Rewrite(context.Background(), engine.RewriteRequest{Sentences: draft, Rules: rules}, ready)
	switch {
	case errors.Is(err, engine.ErrNoEngine):
		fmt.Println(503)
	case errors.Is(err, engine.ErrUpstreamLimit):
		fmt.Println(429)
	case err != nil:
		fmt.Println(502)
	}
	_ = answeredBy // for the log line and the metric, never the response
	for _, s := range out.Sentences {
		fmt.Println(s.Text, s.RuleIDs)
	}
	// Output:
	// engines: [local] skipped: [openai]
	// ready: [0 1]
	// 회의는 내일 오전 10시에 시작해요. [1]
	// 자료는 미리 확인해 주세요. [1]
}
