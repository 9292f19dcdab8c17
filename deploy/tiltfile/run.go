// Package tiltfile executes a Tiltfile offline, in Starlark with Tilt's dialect, against recording
// stand-ins for the Tilt builtins it uses. Running it catches what Tilt would report when loading
// the file (syntax, unknown names and arguments, missing files, a chart that does not render);
// Result.Check then catches what Tilt would report on the first build (a resource for a workload
// that does not exist, an image nothing deploys, a live update that syncs nothing).
package tiltfile

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"go.starlark.net/starlark"
	"go.starlark.net/starlarkjson"
	"go.starlark.net/syntax"
)

// tiltDialect is the Starlark dialect Tilt runs Tiltfiles in.
var tiltDialect = &syntax.FileOptions{Set: true, While: true, TopLevelControl: true, GlobalReassign: true, Recursion: true}

// ErrTiltfile wraps every failure of a Tiltfile to load.
var ErrTiltfile = errors.New("Tiltfile does not load")

// Renderer renders a chart as Tilt's helm() does (helm template).
type Renderer interface {
	Template(ctx context.Context, chartDir, name, namespace string, values ...string) ([]byte, error)
}

// Image is one docker_build (or docker_build_with_restart) call.
type Image struct {
	Ref, Context, Dockerfile string
	Only                     []string
	Syncs                    []Sync
	// Restart: built with the restart_process extension, which needs a shell in the image and
	// a file it touches at RestartFile (the extension's default is /tmp/.restart-proc).
	Restart     bool
	RestartFile string
	Pos         string
}

// Sync is a live_update sync step.
type Sync struct{ Local, Remote string }

// LocalResource is a local_resource call.
type LocalResource struct {
	Name, Cmd    string
	ResourceDeps []string
	Pos          string
}

// Resource is a k8s_resource call.
type Resource struct {
	Workload, NewName string
	PortForwards      []string
	ResourceDeps      []string
	Pos               string
}

// Workload is a pod-running object given to k8s_yaml.
type Workload struct {
	Kind, Name string
	Images     []string
	// EmptyDirs are the paths each image's container mounts an emptyDir on, which hide whatever
	// the image has there.
	EmptyDirs map[string][]string
}

// Result is everything the Tiltfile asked of Tilt.
type Result struct {
	Root      string
	Contexts  []string
	Images    []Image
	Locals    []LocalResource
	Resources []Resource
	Workloads []Workload
}

// Run executes src as the Tiltfile in root (paths in it are relative to root).
func Run(ctx context.Context, root, filename string, src []byte, helm Renderer) (*Result, error) {
	r := &recorder{ctx: ctx, helm: helm, res: &Result{Root: root}}
	thread := &starlark.Thread{Name: "tiltfile", Load: r.load}
	if _, err := starlark.ExecFileOptions(tiltDialect, thread, filename, src, r.builtins()); err != nil {
		var evalErr *starlark.EvalError
		if errors.As(err, &evalErr) {
			return nil, fmt.Errorf("%w: %s", ErrTiltfile, evalErr.Backtrace())
		}
		return nil, fmt.Errorf("%w: %w", ErrTiltfile, err)
	}
	return r.res, nil
}

// RunFile runs the Tiltfile at path, in its own directory.
func RunFile(ctx context.Context, path string, helm Renderer) (*Result, error) {
	src, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrTiltfile, err)
	}
	return Run(ctx, filepath.Dir(path), path, src, helm)
}

type recorder struct {
	ctx  context.Context
	helm Renderer
	res  *Result
}

// extensions are the Tilt extensions the stand-ins know; any other load() fails.
func (r *recorder) load(_ *starlark.Thread, module string) (starlark.StringDict, error) {
	switch module {
	case "ext://restart_process":
		return starlark.StringDict{
			"docker_build_with_restart": starlark.NewBuiltin("docker_build_with_restart", r.dockerBuildWithRestart),
		}, nil
	}
	return nil, fmt.Errorf("load(%q): not an extension this check knows; add a stand-in for it", module)
}

func (r *recorder) builtins() starlark.StringDict {
	fns := map[string]func(*starlark.Thread, *starlark.Builtin, starlark.Tuple, []starlark.Tuple) (starlark.Value, error){
		"allow_k8s_contexts": r.allowK8sContexts,
		"read_json":          r.readJSON,
		"k8s_yaml":           r.k8sYAML,
		"helm":               r.helmTemplate,
		"local_resource":     r.localResource,
		"docker_build":       r.dockerBuild,
		"sync":               sync,
		"k8s_resource":       r.k8sResource,
	}
	d := starlark.StringDict{}
	for name, fn := range fns {
		d[name] = starlark.NewBuiltin(name, fn)
	}
	return d
}

// path resolves a Tiltfile path and requires it to exist, as Tilt does when it loads.
func (r *recorder) path(fn, p string) (string, error) {
	abs := p
	if !filepath.IsAbs(p) {
		abs = filepath.Join(r.res.Root, p)
	}
	if _, err := os.Stat(abs); err != nil {
		return "", fmt.Errorf("%s: %w", fn, err)
	}
	return abs, nil
}

func (r *recorder) readJSON(thread *starlark.Thread, b *starlark.Builtin, args starlark.Tuple, kwargs []starlark.Tuple) (starlark.Value, error) {
	var path string
	var def starlark.Value = starlark.None
	if err := starlark.UnpackArgs(b.Name(), args, kwargs, "path", &path, "default?", &def); err != nil {
		return nil, err
	}
	abs, err := r.path(b.Name(), path)
	if err != nil {
		if def != starlark.None {
			return def, nil
		}
		return nil, err
	}
	data, err := os.ReadFile(abs)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", b.Name(), err)
	}
	return starlark.Call(thread, starlarkjson.Module.Members["decode"], starlark.Tuple{starlark.String(data)}, nil)
}

func (r *recorder) allowK8sContexts(_ *starlark.Thread, b *starlark.Builtin, args starlark.Tuple, kwargs []starlark.Tuple) (starlark.Value, error) {
	var contexts stringList
	if err := starlark.UnpackArgs(b.Name(), args, kwargs, "contexts", &contexts); err != nil {
		return nil, err
	}
	r.res.Contexts = append(r.res.Contexts, contexts...)
	return starlark.None, nil
}

func sync(_ *starlark.Thread, b *starlark.Builtin, args starlark.Tuple, kwargs []starlark.Tuple) (starlark.Value, error) {
	var s syncStep
	if err := starlark.UnpackArgs(b.Name(), args, kwargs, "local_path", &s.Local, "remote_path", &s.Remote); err != nil {
		return nil, err
	}
	return s, nil
}

// syncStep is the value sync() returns, for live_update lists.
type syncStep Sync

func (s syncStep) String() string        { return fmt.Sprintf("sync(%q, %q)", s.Local, s.Remote) }
func (s syncStep) Type() string          { return "live_update_sync_step" }
func (s syncStep) Freeze()               {}
func (s syncStep) Truth() starlark.Bool  { return true }
func (s syncStep) Hash() (uint32, error) { return 0, errors.New("unhashable: live_update_sync_step") }

// blob is the value helm() returns: YAML text k8s_yaml accepts.
type blob string

func (b blob) String() string        { return string(b) }
func (b blob) Type() string          { return "blob" }
func (b blob) Freeze()               {}
func (b blob) Truth() starlark.Bool  { return b != "" }
func (b blob) Hash() (uint32, error) { return starlark.String(b).Hash() }

// stringList unpacks Tilt's "a string or a list of strings" parameters.
type stringList []string

func (l *stringList) Unpack(v starlark.Value) error {
	switch v := v.(type) {
	case starlark.NoneType:
		*l = nil
		return nil
	case starlark.String:
		*l = stringList{string(v)}
		return nil
	case *starlark.List, starlark.Tuple:
		iter := starlark.Iterate(v)
		defer iter.Done()
		var x starlark.Value
		for iter.Next(&x) {
			s, ok := x.(starlark.String)
			if !ok {
				return fmt.Errorf("want strings, got %s", x.Type())
			}
			*l = append(*l, string(s))
		}
		return nil
	}
	return fmt.Errorf("want a string or a list of strings, got %s", v.Type())
}

func pos(thread *starlark.Thread) string { return thread.CallFrame(1).Pos.String() }
