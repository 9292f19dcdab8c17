package image_test

import (
	"os"
	"os/exec"
	"regexp"
	"strings"
	"testing"

	"sigs.k8s.io/yaml"

	"maltu/deploy/repo"
)

// mutableTags name no build: an install that uses one cannot be rolled back to its binaries.
var mutableTags = []string{"dev", "latest", "main", "stable"}

// TestDeployTagsEachBuild reads what `make deploy` would run (make -n): the images are tagged with
// the commit (and -dirty-<hash> for a changed tree), the chart is installed with that tag, and no
// rollout restart papers over a reused tag.
func TestDeployTagsEachBuild(t *testing.T) {
	root := repo.RootForTest(t)
	cmd := exec.Command("make", "-n", "-s", "deploy")
	cmd.Dir = root
	cmd.Env = withoutVar(os.Environ(), "IMAGE_TAG") // what a plain `make deploy` gets
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("make -n deploy: %v\n%s", err, out)
	}
	head, err := exec.Command("git", "-C", root, "rev-parse", "--short=12", "HEAD").Output()
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`--set image\.tag=(\S+)`).FindSubmatch(out)
	if m == nil {
		t.Fatalf("make deploy passes no image.tag:\n%s", out)
	}
	tag := string(m[1])
	if !strings.HasPrefix(tag, strings.TrimSpace(string(head))) {
		t.Errorf("image tag %q is not the commit %s", tag, head)
	}
	if !strings.Contains(string(out), "-t maltu/$s:"+tag+" ") {
		t.Errorf("the images are not built with the tag the chart is given (%s)", tag)
	}
	if strings.Contains(string(out), "rollout restart") {
		t.Error("make deploy restarts the rollout: with immutable tags a new tag rolls the pods")
	}
	for _, f := range []string{repo.KindValues, repo.DevValues, repo.Chart + "/values.yaml"} {
		var v struct {
			Image struct {
				Tag string `json:"tag"`
			} `json:"image"`
		}
		if err := yaml.Unmarshal(repo.ReadForTest(t, f), &v); err != nil {
			t.Fatal(err)
		}
		for _, m := range mutableTags {
			if v.Image.Tag == m {
				t.Errorf("%s pins the mutable image tag %q", f, m)
			}
		}
	}
}

func withoutVar(env []string, name string) []string {
	var out []string
	for _, e := range env {
		if !strings.HasPrefix(e, name+"=") {
			out = append(out, e)
		}
	}
	return out
}
