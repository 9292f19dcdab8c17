package serve_test

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"strings"
	"testing"

	"maltu/libs/engine"
	"maltu/libs/engine/serve"
	"maltu/libs/engine/serve/servetest"
	"maltu/libs/gate/chars"
)

// chainError runs a real chain over engines failing with errs and returns its error.
func chainError(errs ...error) error {
	var links []engine.Link
	for i, err := range errs {
		links = append(links, engine.Link{Engine: servetest.Failing(fmt.Sprint("e", i), err)})
	}
	quiet := engine.WithLogger(slog.New(slog.DiscardHandler))
	_, _, err := engine.NewChain(links, quiet).Report(context.Background(), []string{"문장."}, nil)
	return err
}

func TestFail(t *testing.T) {
	cases := []struct {
		name   string
		err    error
		status int
	}{
		{"no engine", chainError(), http.StatusServiceUnavailable},
		{"an upstream limit among other causes", chainError(engine.ErrUnparseable, fmt.Errorf("status 429: %w", engine.ErrUpstreamLimit)), http.StatusTooManyRequests},
		{"refused and unparseable", chainError(engine.ErrRefused, engine.ErrUnparseable), http.StatusBadGateway},
		{"the client went away", context.Canceled, http.StatusBadGateway},
	}
	for _, task := range []engine.Task{engine.TaskExtract, engine.TaskRewrite, engine.TaskReport} {
		for _, tc := range cases {
			t.Run(string(task)+"/"+tc.name, func(t *testing.T) {
				got := serve.Fail(task, tc.err)
				if got.Status != tc.status || got.Message == "" || strings.Contains(got.Message, "e0") {
					t.Fatalf("%+v; want %d with a Korean message naming no engine", got, tc.status)
				}
			})
		}
	}
}

func TestCut(t *testing.T) {
	sample := "주말에 성수동 베이커리에 다녀왔어요. 소금빵이 정말 맛있었어요."
	for _, n := range []int{1, 79, 80, 20000, 20001} {
		got := servetest.Cut(sample, n)
		if chars.Count(got) != n || strings.TrimSpace(got) != got {
			t.Fatalf("Cut(%d) has %d characters: %q…", n, chars.Count(got), got[:min(len(got), 40)])
		}
	}
}
