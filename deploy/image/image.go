// Package image checks the image builds offline: the production Dockerfile makes a static binary
// on distroless (or scratch) that runs as a numeric non-root user, and the build context that
// .dockerignore leaves holds the whole Go workspace the build needs.
package image

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"regexp"
	"strings"

	"github.com/moby/buildkit/frontend/dockerfile/parser"
	"github.com/moby/patternmatcher"
	"github.com/moby/patternmatcher/ignorefile"
	"golang.org/x/mod/modfile"
)

// ErrImage wraps every broken rule of an image build.
var ErrImage = errors.New("image build does not hold")

// Stage is one FROM section of a Dockerfile.
type Stage struct {
	Base string
	// User is the last USER of the stage ("" when none).
	User string
	// Entrypoint is the last ENTRYPOINT; ExecForm says whether it was written as a JSON array.
	Entrypoint []string
	ExecForm   bool
	Runs       []string
}

// Parse reads a Dockerfile with BuildKit's own parser.
func Parse(r io.Reader) ([]Stage, error) {
	res, err := parser.Parse(r)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrImage, err)
	}
	var stages []Stage
	for _, n := range res.AST.Children {
		args := values(n.Next)
		instruction := strings.ToLower(n.Value) // the parser keeps the case it was written in
		if instruction == "from" {
			if len(args) == 0 {
				return nil, fmt.Errorf("%w: line %d: FROM without an image", ErrImage, n.StartLine)
			}
			stages = append(stages, Stage{Base: args[0]})
			continue
		}
		if len(stages) == 0 {
			continue // ARG before the first FROM
		}
		s := &stages[len(stages)-1]
		switch instruction {
		case "user":
			s.User = strings.Join(args, " ")
		case "entrypoint":
			s.Entrypoint, s.ExecForm = args, n.Attributes["json"]
		case "run":
			s.Runs = append(s.Runs, strings.Join(args, " "))
		}
	}
	if len(stages) == 0 {
		return nil, fmt.Errorf("%w: no FROM", ErrImage)
	}
	return stages, nil
}

func values(n *parser.Node) []string {
	var out []string
	for ; n != nil; n = n.Next {
		out = append(out, n.Value)
	}
	return out
}

// numericNonRoot is a USER the kubelet can prove is not root (runAsNonRoot needs a number).
var numericNonRoot = regexp.MustCompile(`^[1-9][0-9]*(:[0-9]+)?$`)

// CheckProduction holds the service Dockerfile to its promise.
func CheckProduction(stages []Stage) error {
	final := stages[len(stages)-1]
	var errs []error
	fail := func(format string, args ...any) {
		errs = append(errs, fmt.Errorf("%w: %s", ErrImage, fmt.Sprintf(format, args...)))
	}
	if final.Base != "scratch" && !strings.HasPrefix(final.Base, "gcr.io/distroless/static") {
		fail("the image runs on %s, not distroless static or scratch", final.Base)
	}
	if !numericNonRoot.MatchString(final.User) {
		fail("the image runs as user %q, not a numeric non-root user", final.User)
	}
	if !final.ExecForm || len(final.Entrypoint) != 1 {
		fail("the entrypoint %v must be the binary alone, in exec form", final.Entrypoint)
	}
	static := false
	for _, s := range stages[:len(stages)-1] {
		for _, run := range s.Runs {
			if strings.Contains(run, "CGO_ENABLED=0") && strings.Contains(run, "go build") && strings.Contains(run, "./services/$SERVICE") {
				static = true
			}
		}
	}
	if !static {
		fail("no build stage runs CGO_ENABLED=0 go build ... ./services/$SERVICE")
	}
	return errors.Join(errs...)
}

// Ignore is a parsed .dockerignore.
type Ignore struct {
	pm *patternmatcher.PatternMatcher
}

// ParseIgnore reads a .dockerignore as Docker and Tilt do (negations included).
func ParseIgnore(data []byte) (Ignore, error) {
	patterns, err := ignorefile.ReadAll(bytes.NewReader(data))
	if err != nil {
		return Ignore{}, fmt.Errorf("%w: .dockerignore: %w", ErrImage, err)
	}
	pm, err := patternmatcher.New(patterns)
	if err != nil {
		return Ignore{}, fmt.Errorf("%w: .dockerignore: %w", ErrImage, err)
	}
	return Ignore{pm: pm}, nil
}

// Excludes reports whether path (relative to the context, slash-separated) is left out of it.
func (i Ignore) Excludes(path string) bool {
	excluded, err := i.pm.MatchesOrParentMatches(path)
	return err != nil || excluded
}

// CheckContext requires .dockerignore to keep go.work and every module it uses in the build context.
func CheckContext(dockerignore []byte, work []byte) error {
	ignore, err := ParseIgnore(dockerignore)
	if err != nil {
		return err
	}
	wf, err := modfile.ParseWork("go.work", work, nil)
	if err != nil {
		return fmt.Errorf("%w: %w", ErrImage, err)
	}
	need := []string{"go.work"}
	for _, u := range wf.Use {
		need = append(need, strings.TrimPrefix(u.Path, "./"))
	}
	var errs []error
	for _, p := range need {
		if ignore.Excludes(p) {
			errs = append(errs, fmt.Errorf("%w: .dockerignore leaves %s out of the build context, which go.work needs", ErrImage, p))
		}
	}
	return errors.Join(errs...)
}
