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
	var values starlark.Value
	if err := starlark.UnpackArgs(b.Name(), args, kwargs, "paths", &chart, "name?", &name, "namespace?", &namespace, "values?", &values); err != nil {
		return nil, err
	}
	dir, err := r.path(b.Name(), chart)
	if err != nil {
		return nil, err
	}
	files, err := stringList(b.Name(), "values", values)
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
		paths, err := stringList(b.Name(), "yaml", yaml)
		if err != nil {
			return nil, err
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
	wl := Workload{Kind: kind, Name: name}
	for _, c := range append(spec.InitContainers, spec.Containers...) {
		wl.Images = append(wl.Images, c.Image)
	}
	return wl, true
}

func (r *recorder) localResource(thread *starlark.Thread, b *starlark.Builtin, args starlark.Tuple, kwargs []starlark.Tuple) (starlark.Value, error) {
	lr := LocalResource{Pos: pos(thread)}
	var deps, resourceDeps, labels starlark.Value
	if err := starlark.UnpackArgs(b.Name(), args, kwargs, "name", &lr.Name, "cmd?", &lr.Cmd,
		"deps?", &deps, "resource_deps?", &resourceDeps, "labels?", &labels); err != nil {
		return nil, err
	}
	var err error
	// deps may name paths that do not exist yet: Tilt watches them all the same.
	if lr.Deps, err = stringList(b.Name(), "deps", deps); err != nil {
		return nil, err
	}
	if lr.ResourceDeps, err = stringList(b.Name(), "resource_deps", resourceDeps); err != nil {
		return nil, err
	}
	if _, err := stringList(b.Name(), "labels", labels); err != nil {
		return nil, err
	}
	r.res.Locals = append(r.res.Locals, lr)
	return starlark.None, nil
}

func (r *recorder) dockerBuild(thread *starlark.Thread, b *starlark.Builtin, args starlark.Tuple, kwargs []starlark.Tuple) (starlark.Value, error) {
	return r.image(thread, b, args, kwargs, false)
}

// dockerBuildWithRestart is the restart_process extension's wrapper: a docker_build whose
// entrypoint is rerun after each live update.
func (r *recorder) dockerBuildWithRestart(thread *starlark.Thread, b *starlark.Builtin, args starlark.Tuple, kwargs []starlark.Tuple) (starlark.Value, error) {
	return r.image(thread, b, args, kwargs, true)
}

func (r *recorder) image(thread *starlark.Thread, b *starlark.Builtin, args starlark.Tuple, kwargs []starlark.Tuple, restart bool) (starlark.Value, error) {
	img := Image{Dockerfile: "Dockerfile", Restart: restart, Pos: pos(thread)}
	var buildArgs *starlark.Dict
	var only, entrypoint, liveUpdate starlark.Value
	entrypointParam, liveUpdateParam := "entrypoint?", "live_update?"
	if restart { // the extension requires both
		entrypointParam, liveUpdateParam = "entrypoint", "live_update"
	}
	if err := starlark.UnpackArgs(b.Name(), args, kwargs, "ref", &img.Ref, "context", &img.Context,
		"build_args?", &buildArgs, "dockerfile?", &img.Dockerfile, "only?", &only,
		entrypointParam, &entrypoint, liveUpdateParam, &liveUpdate); err != nil {
		return nil, err
	}
	var err error
	if img.Context, err = r.path(b.Name(), img.Context); err != nil {
		return nil, err
	}
	if img.Dockerfile, err = r.path(b.Name(), img.Dockerfile); err != nil {
		return nil, err
	}
	if img.Only, err = stringList(b.Name(), "only", only); err != nil {
		return nil, err
	}
	if _, err := stringList(b.Name(), "entrypoint", entrypoint); err != nil {
		return nil, err
	}
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
	var portForwards, resourceDeps, labels starlark.Value
	if err := starlark.UnpackArgs(b.Name(), args, kwargs, "workload", &res.Workload, "new_name?", &res.NewName,
		"port_forwards?", &portForwards, "resource_deps?", &resourceDeps, "labels?", &labels); err != nil {
		return nil, err
	}
	var err error
	if res.PortForwards, err = ports(b.Name(), portForwards); err != nil {
		return nil, err
	}
	if res.ResourceDeps, err = stringList(b.Name(), "resource_deps", resourceDeps); err != nil {
		return nil, err
	}
	if _, err := stringList(b.Name(), "labels", labels); err != nil {
		return nil, err
	}
	r.res.Resources = append(r.res.Resources, res)
	return starlark.None, nil
}

// ports accepts Tilt's port_forwards forms: 8000, '8000', '9000:8000', or a list of them.
func ports(fn string, v starlark.Value) ([]string, error) {
	switch v := v.(type) {
	case nil, starlark.NoneType:
		return nil, nil
	case starlark.Int:
		return []string{v.String()}, nil
	case starlark.String:
		return []string{string(v)}, nil
	case *starlark.List:
		var out []string
		for i := range v.Len() {
			p, err := ports(fn, v.Index(i))
			if err != nil {
				return nil, err
			}
			out = append(out, p...)
		}
		return out, nil
	}
	return nil, fmt.Errorf("%s: port_forwards: want an int, a string or a list, got %s", fn, v.Type())
}
