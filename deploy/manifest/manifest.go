// Package manifest strictly decodes rendered YAML into client-go's typed objects and the Gateway
// API's (the chart's edge, at the version deploy/go.mod pins): an unknown field, a wrong type, a
// duplicate key or a kind the API does not have is an error, where `kubectl apply` without
// validation would drop or coerce it silently.
package manifest

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"

	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/serializer/json"
	utilyaml "k8s.io/apimachinery/pkg/util/yaml"
	clientgoscheme "k8s.io/client-go/kubernetes/scheme"
	gatewayv1 "sigs.k8s.io/gateway-api/apis/v1"
	sigsyaml "sigs.k8s.io/yaml"
)

// Doc is one YAML document of a multi-document stream.
type Doc struct {
	// Source is helm's "# Source:" file, else "document N".
	Source string
	Body   []byte
}

// Object is a decoded document.
type Object struct {
	Source string
	Obj    runtime.Object
}

// ErrDecode wraps every document that does not decode strictly.
var ErrDecode = errors.New("strict decoding failed")

// scheme knows Kubernetes' own kinds and the Gateway API's standard channel (the chart's edge).
var scheme = func() *runtime.Scheme {
	s := runtime.NewScheme()
	if err := errors.Join(clientgoscheme.AddToScheme(s), gatewayv1.Install(s)); err != nil {
		panic(err) // registering generated types fails only on a programming error
	}
	return s
}()

var strict = json.NewSerializerWithOptions(json.DefaultMetaFactory, scheme, scheme,
	json.SerializerOptions{Yaml: true, Strict: true})

// Split cuts a YAML stream at its `---` lines, dropping documents that hold only comments.
func Split(data []byte) ([]Doc, error) {
	r := utilyaml.NewYAMLReader(bufio.NewReader(bytes.NewReader(data)))
	var docs []Doc
	for n := 1; ; n++ {
		body, err := r.Read()
		if errors.Is(err, io.EOF) {
			return docs, nil
		}
		if err != nil {
			return nil, fmt.Errorf("document %d: %w", n, err)
		}
		if !hasContent(body) {
			continue
		}
		docs = append(docs, Doc{Source: source(body, n), Body: body})
	}
}

func hasContent(body []byte) bool {
	for _, line := range strings.Split(string(body), "\n") {
		l := strings.TrimSpace(line)
		if l != "" && !strings.HasPrefix(l, "#") && l != "---" {
			return true
		}
	}
	return false
}

func source(body []byte, n int) string {
	for _, line := range strings.Split(string(body), "\n") {
		if s, ok := strings.CutPrefix(strings.TrimSpace(line), "# Source: "); ok {
			return s
		}
	}
	return fmt.Sprintf("document %d", n)
}

// Decode strictly decodes one document into its typed object.
func Decode(body []byte) (runtime.Object, error) {
	// The strict YAML serializer reports unknown and duplicate fields; sigs.k8s.io/yaml in strict
	// mode also refuses duplicate keys that the serializer's conversion would merge.
	if _, err := sigsyaml.YAMLToJSONStrict(body); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrDecode, err)
	}
	obj, _, err := strict.Decode(body, nil, nil)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrDecode, err)
	}
	return obj, nil
}

// DecodeAll decodes every document of a stream; the error lists every document that failed.
func DecodeAll(data []byte) ([]Object, error) {
	docs, err := Split(data)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrDecode, err)
	}
	var objs []Object
	var errs []error
	for _, d := range docs {
		obj, err := Decode(d.Body)
		if err != nil {
			errs = append(errs, fmt.Errorf("%s: %w", d.Source, err))
			continue
		}
		objs = append(objs, Object{Source: d.Source, Obj: obj})
	}
	return objs, errors.Join(errs...)
}

// All returns the objects of type T (a pointer type such as *appsv1.Deployment), in order.
func All[T runtime.Object](objs []Object) []T {
	var out []T
	for _, o := range objs {
		if t, ok := o.Obj.(T); ok {
			out = append(out, t)
		}
	}
	return out
}

// Named returns the object of type T called name, and whether there is one.
func Named[T interface {
	runtime.Object
	GetName() string
}](objs []Object, name string) (T, bool) {
	for _, o := range objs {
		if t, ok := o.Obj.(T); ok && t.GetName() == name {
			return t, true
		}
	}
	var zero T
	return zero, false
}
