package tiltfile

import (
	"fmt"
	"os"

	"go.starlark.net/starlark"
	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"

	"maltu/deploy/manifest"
)

func (r *recorder) helmTemplate(thread *starlark.Thread, b *starlark.Builtin, args starlark.Tuple, kwargs []starlark.Tuple) (starlark.Value, error) {
	var chart, name, namespace string
	var files stringList
	if err := starlark.UnpackArgs(b.Name(), args, kwargs, "paths", &chart, "name?", &name, "namespace?", &namespace, "values?", &files); err != nil {
		return nil, err
	}
	dir, err := r.path(b.Name(), chart)
	if err != nil {
		return nil, err
	}
	for i, f := range files {
		if files[i], err = r.path(b.Name(), f); err != nil {
			return nil, err
		}
	}
	out, err := r.helm.Template(r.ctx, dir, name, namespace, files...)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", b.Name(), err)
	}
	return blob(out), nil
}

func (r *recorder) k8sYAML(_ *starlark.Thread, b *starlark.Builtin, args starlark.Tuple, kwargs []starlark.Tuple) (starlark.Value, error) {
	var yaml starlark.Value
	if err := starlark.UnpackArgs(b.Name(), args, kwargs, "yaml", &yaml); err != nil {
		return nil, err
	}
	var docs [][]byte
	if text, ok := yaml.(blob); ok {
		docs = append(docs, []byte(text))
	} else {
		var paths stringList
		if err := paths.Unpack(yaml); err != nil {
			return nil, fmt.Errorf("%s: yaml: %w", b.Name(), err)
		}
		for _, p := range paths {
			abs, err := r.path(b.Name(), p)
			if err != nil {
				return nil, err
			}
			data, err := os.ReadFile(abs)
			if err != nil {
				return nil, fmt.Errorf("%s: %w", b.Name(), err)
			}
			docs = append(docs, data)
		}
	}
	for _, d := range docs {
		objs, err := manifest.DecodeAll(d)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", b.Name(), err)
		}
		for _, o := range objs {
			if w, ok := workload(o); ok {
				r.res.Workloads = append(r.res.Workloads, w)
			}
		}
	}
	return starlark.None, nil
}

// workload returns the pod-running objects Tilt makes resources of, with their images.
func workload(o manifest.Object) (Workload, bool) {
	var kind, name string
	var spec corev1.PodSpec
	switch w := o.Obj.(type) {
	case *appsv1.Deployment:
		kind, name, spec = "Deployment", w.Name, w.Spec.Template.Spec
	case *appsv1.StatefulSet:
		kind, name, spec = "StatefulSet", w.Name, w.Spec.Template.Spec
	case *appsv1.DaemonSet:
		kind, name, spec = "DaemonSet", w.Name, w.Spec.Template.Spec
	case *corev1.Pod:
		kind, name, spec = "Pod", w.Name, w.Spec
	default:
		return Workload{}, false
	}
	wl := Workload{Kind: kind, Name: name, EmptyDirs: map[string][]string{}}
	empty := map[string]bool{}
	for _, v := range spec.Volumes {
		empty[v.Name] = v.EmptyDir != nil
	}
	for _, c := range append(spec.InitContainers, spec.Containers...) {
		wl.Images = append(wl.Images, c.Image)
		for _, m := range c.VolumeMounts {
			if empty[m.Name] {
				wl.EmptyDirs[c.Image] = append(wl.EmptyDirs[c.Image], m.MountPath)
			}
		}
	}
	return wl, true
}

func (r *recorder) localResource(thread *starlark.Thread, b *starlark.Builtin, args starlark.Tuple, kwargs []starlark.Tuple) (starlark.Value, error) {
	lr := LocalResource{Pos: pos(thread)}
	// deps are only type-checked: they may name paths that do not exist yet, which Tilt watches all the same.
	var deps, resourceDeps, labels stringList
	if err := starlark.UnpackArgs(b.Name(), args, kwargs, "name", &lr.Name, "cmd?", &lr.Cmd,
		"deps?", &deps, "resource_deps?", &resourceDeps, "labels?", &labels); err != nil {
		return nil, err
	}
	lr.ResourceDeps = resourceDeps
	r.res.Locals = append(r.res.Locals, lr)
	return starlark.None, nil
}

func (r *recorder) dockerBuild(thread *starlark.Thread, b *starlark.Builtin, args starlark.Tuple, kwargs []starlark.Tuple) (starlark.Value, error) {
	return r.image(thread, b, args, kwargs, false)
}

// defaultRestartFile is where the restart_process extension keeps its file unless told otherwise.
const defaultRestartFile = "/tmp/.restart-proc"

// dockerBuildWithRestart is the restart_process extension's wrapper: a docker_build whose
// entrypoint is rerun after each live update.
func (r *recorder) dockerBuildWithRestart(thread *starlark.Thread, b *starlark.Builtin, args starlark.Tuple, kwargs []starlark.Tuple) (starlark.Value, error) {
	return r.image(thread, b, args, kwargs, true)
}

func (r *recorder) image(thread *starlark.Thread, b *starlark.Builtin, args starlark.Tuple, kwargs []starlark.Tuple, restart bool) (starlark.Value, error) {
	img := Image{Dockerfile: "Dockerfile", Restart: restart, Pos: pos(thread)}
	if restart {
		img.RestartFile = defaultRestartFile
	}
	var buildArgs *starlark.Dict
	var only, entrypoint stringList
	var liveUpdate starlark.Value
	entrypointParam, liveUpdateParam, restartParam := "entrypoint?", "live_update?", "restart_file?"
	if restart { // the extension requires both
		entrypointParam, liveUpdateParam = "entrypoint", "live_update"
	}
	var restartFile *string
	unpack := []any{"ref", &img.Ref, "context", &img.Context, "build_args?", &buildArgs, "dockerfile?", &img.Dockerfile,
		"only?", &only, entrypointParam, &entrypoint, liveUpdateParam, &liveUpdate}
	if restart {
		restartFile = &img.RestartFile
		unpack = append(unpack, restartParam, restartFile)
	}
	if err := starlark.UnpackArgs(b.Name(), args, kwargs, unpack...); err != nil {
		return nil, err
	}
	var err error
	if img.Context, err = r.path(b.Name(), img.Context); err != nil {
		return nil, err
	}
	if img.Dockerfile, err = r.path(b.Name(), img.Dockerfile); err != nil {
		return nil, err
	}
	img.Only = only
	if liveUpdate != nil {
		iter := starlark.Iterate(liveUpdate)
		if iter == nil {
			return nil, fmt.Errorf("%s: live_update: want a list, got %s", b.Name(), liveUpdate.Type())
		}
		defer iter.Done()
		var step starlark.Value
		for iter.Next(&step) {
			s, ok := step.(syncStep)
			if !ok {
				return nil, fmt.Errorf("%s: live_update: %s is not a step this check knows", b.Name(), step.Type())
			}
			img.Syncs = append(img.Syncs, Sync(s))
		}
	}
	r.res.Images = append(r.res.Images, img)
	return starlark.None, nil
}

func (r *recorder) k8sResource(thread *starlark.Thread, b *starlark.Builtin, args starlark.Tuple, kwargs []starlark.Tuple) (starlark.Value, error) {
	res := Resource{Pos: pos(thread)}
	var portForwards portList
	var resourceDeps, labels stringList
	if err := starlark.UnpackArgs(b.Name(), args, kwargs, "workload", &res.Workload, "new_name?", &res.NewName,
		"port_forwards?", &portForwards, "resource_deps?", &resourceDeps, "labels?", &labels); err != nil {
		return nil, err
	}
	res.PortForwards, res.ResourceDeps = portForwards, resourceDeps
	r.res.Resources = append(r.res.Resources, res)
	return starlark.None, nil
}

// portList unpacks Tilt's port_forwards forms: 8000, '8000', '9000:8000', or a list of them.
type portList []string

func (l *portList) Unpack(v starlark.Value) error {
	switch v := v.(type) {
	case starlark.NoneType:
		return nil
	case starlark.Int:
		*l = append(*l, v.String())
		return nil
	case starlark.String:
		*l = append(*l, string(v))
		return nil
	case *starlark.List:
		for i := range v.Len() {
			if err := l.Unpack(v.Index(i)); err != nil {
				return err
			}
		}
		return nil
	}
	return fmt.Errorf("want an int, a string or a list of them, got %s", v.Type())
}
