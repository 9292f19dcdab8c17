package tiltfile

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"maltu/deploy/image"
)

// ErrInconsistent wraps every cross-reference the Tiltfile gets wrong.
var ErrInconsistent = errors.New("Tiltfile is inconsistent")

// outputFlag finds the file a `go build -o FILE` command writes.
var outputFlag = regexp.MustCompile(`(?:^|\s)-o\s+(\S+)`)

// Check reports what Tilt would trip over once the file has loaded: resources for workloads that
// are not deployed, dependencies on resources that do not exist, images no workload uses, live
// updates syncing paths that are not in the build context or that no local_resource produces,
// restart_process images without a shell or whose restart file an emptyDir hides, and one host
// port forwarded twice.
func (r *Result) Check() error {
	var errs []error
	fail := func(pos, format string, args ...any) {
		errs = append(errs, fmt.Errorf("%w: %s: %s", ErrInconsistent, pos, fmt.Sprintf(format, args...)))
	}

	names := map[string]bool{}
	for _, l := range r.Locals {
		names[l.Name] = true
	}
	for _, k := range r.Resources {
		if !slices.ContainsFunc(r.Workloads, func(w Workload) bool { return w.Name == k.Workload }) {
			fail(k.Pos, "k8s_resource(%q): no such workload in k8s_yaml", k.Workload)
		}
		names[k.Workload] = true
		if k.NewName != "" {
			names[k.NewName] = true
		}
	}
	for _, w := range r.Workloads {
		names[w.Name] = true
	}
	for _, l := range r.Locals {
		for _, d := range l.ResourceDeps {
			if !names[d] {
				fail(l.Pos, "local_resource(%q) depends on unknown resource %q", l.Name, d)
			}
		}
	}
	hostPorts := map[string]string{}
	for _, k := range r.Resources {
		for _, d := range k.ResourceDeps {
			if !names[d] {
				fail(k.Pos, "k8s_resource(%q) depends on unknown resource %q", k.Workload, d)
			}
		}
		for _, pf := range k.PortForwards {
			host, _, _ := strings.Cut(pf, ":")
			if other, dup := hostPorts[host]; dup {
				fail(k.Pos, "host port %s is forwarded to both %s and %s", host, other, k.Workload)
			}
			hostPorts[host] = k.Workload
		}
	}

	outputs := map[string]bool{}
	for _, l := range r.Locals {
		for _, m := range outputFlag.FindAllStringSubmatch(l.Cmd, -1) {
			outputs[filepath.Clean(m[1])] = true
		}
	}
	for _, img := range r.Images {
		if !slices.ContainsFunc(r.Workloads, func(w Workload) bool {
			return slices.ContainsFunc(w.Images, func(ref string) bool { return repository(ref) == repository(img.Ref) })
		}) {
			fail(img.Pos, "image %s is built but no workload in k8s_yaml runs it", img.Ref)
		}
		ignored, err := dockerignore(img.Context)
		if err != nil {
			fail(img.Pos, "%v", err)
			continue
		}
		for _, s := range img.Syncs {
			rel, err := filepath.Rel(img.Context, filepath.Join(r.Root, s.Local))
			switch {
			case err != nil || strings.HasPrefix(rel, ".."):
				fail(img.Pos, "sync(%q) is outside the build context %s", s.Local, img.Context)
			case ignored != nil && ignored.Excludes(filepath.ToSlash(rel)):
				fail(img.Pos, "sync(%q) is excluded by the context's .dockerignore", s.Local)
			case len(img.Only) > 0 && !slices.ContainsFunc(img.Only, func(o string) bool { return within(filepath.Clean(o), rel) }):
				fail(img.Pos, "sync(%q) is not in only=%v, so the image never has it", s.Local, img.Only)
			case !outputs[filepath.Clean(s.Local)]:
				fail(img.Pos, "sync(%q): no local_resource builds it (go build -o %s)", s.Local, s.Local)
			}
		}
		if img.Restart {
			base, err := finalBase(img.Dockerfile)
			switch {
			case err != nil:
				fail(img.Pos, "%v", err)
			case base == "scratch" || strings.Contains(base, "distroless"):
				fail(img.Pos, "docker_build_with_restart needs a shell in the image; %s is based on %s", img.Dockerfile, base)
			}
			// The helper watches its file; an emptyDir over the file's folder hides the file baked
			// into the image, and the helper exits with "No regular files to watch".
			for _, w := range r.Workloads {
				for ref, dirs := range w.EmptyDirs {
					if repository(ref) != repository(img.Ref) {
						continue
					}
					for _, d := range dirs {
						if rel, err := filepath.Rel(d, img.RestartFile); err == nil && !strings.HasPrefix(rel, "..") {
							fail(img.Pos, "restart_file %s of %s lies under the emptyDir %s mounts at %s, which hides it", img.RestartFile, img.Ref, w.Name, d)
						}
					}
				}
			}
		}
	}
	return errors.Join(errs...)
}

// repository drops the tag or digest of an image reference.
func repository(ref string) string {
	if i := strings.IndexByte(ref, '@'); i >= 0 {
		ref = ref[:i]
	}
	if i := strings.LastIndexByte(ref, ':'); i > strings.LastIndexByte(ref, '/') {
		ref = ref[:i]
	}
	return ref
}

func within(dir, path string) bool {
	return dir == "." || path == dir || strings.HasPrefix(path, dir+string(filepath.Separator))
}

// dockerignore reads the context's .dockerignore; a context without one ignores nothing.
func dockerignore(context string) (*image.Ignore, error) {
	data, err := os.ReadFile(filepath.Join(context, ".dockerignore"))
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	ignore, err := image.ParseIgnore(data)
	return &ignore, err
}

// finalBase returns the image the last stage of a Dockerfile starts FROM.
func finalBase(dockerfile string) (string, error) {
	f, err := os.Open(dockerfile)
	if err != nil {
		return "", err
	}
	defer f.Close()
	stages, err := image.Parse(f)
	if err != nil {
		return "", err
	}
	return stages[len(stages)-1].Base, nil
}
