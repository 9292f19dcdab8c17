// Package apifuzz drives the API from its OpenAPI document alone, as Schemathesis does: for every
// operation it sends the document's request examples, then requests generated from the request
// schemas, and after every 200 it follows the response's links (extract -> rewrite -> report ->
// track -> kpi), filling their runtime expressions from the answer. Every request is checked to be
// valid by the document before it is sent, every answer to be one the document describes (status,
// body, the Korean error, nosniff and no-store). Bounded in calls per operation and in time.
package apifuzz

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"slices"
	"strings"
	"time"
	"unicode"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/openapi3filter"
	"github.com/getkin/kin-openapi/routers"
	"github.com/getkin/kin-openapi/routers/legacy"
)

// Config is one run.
type Config struct {
	Base string // the API's base URL, e.g. the edge's
	Doc  []byte // the OpenAPI document
	// Credentials are the values of the document's security schemes, by scheme name; a tool is
	// given them as schemathesis is (-H), since no document holds its own secrets.
	Credentials map[string]string
	// Calls bounds the requests of each operation on its own, and the walks along links that
	// start from each operation that has links.
	Calls  int
	Time   time.Duration // for the whole run
	Seed   uint64
	Client *http.Client
}

// Result is what a run saw.
type Result struct {
	// Statuses counts the answers by operationId and status.
	Statuses map[string]map[int]int
	// Links counts the answers to requests made by following a link, by operationId.link.
	Links map[string]map[int]int
	// Failures are the answers the document does not describe and the requests it calls invalid
	// that the generator made (a generator bug, or a document that contradicts itself).
	Failures []string
}

// Unreached lists the operations never answered 200.
func (r *Result) Unreached(doc *openapi3.T) []string {
	var out []string
	for _, op := range operations(doc) {
		if r.Statuses[op.op.OperationID][http.StatusOK] == 0 {
			out = append(out, op.op.OperationID)
		}
	}
	return out
}

// Unfollowed lists the links of the document (operationId.link) never followed to a 200.
func (r *Result) Unfollowed(doc *openapi3.T) []string {
	var out []string
	for _, op := range operations(doc) {
		if ok := op.op.Responses.Status(http.StatusOK); ok != nil {
			for _, name := range sortedKeys(ok.Value.Links) {
				if via := op.op.OperationID + "." + name; r.Links[via][http.StatusOK] == 0 {
					out = append(out, via)
				}
			}
		}
	}
	return out
}

type operation struct {
	method, path string
	op           *openapi3.Operation
}

// operations are the document's, in the order of its paths.
func operations(doc *openapi3.T) []operation {
	var ops []operation
	for _, path := range doc.Paths.InMatchingOrder() {
		for method, op := range doc.Paths.Value(path).Operations() {
			ops = append(ops, operation{method, path, op})
		}
	}
	slices.SortStableFunc(ops, func(a, b operation) int { return strings.Compare(a.path, b.path) })
	return ops
}

// Load reads and checks a document.
func Load(raw []byte) (*openapi3.T, error) {
	doc, err := openapi3.NewLoader().LoadFromData(raw)
	if err != nil {
		return nil, err
	}
	return doc, doc.Validate(context.Background())
}

// maxDepth bounds a chain of links from one answer.
const maxDepth = 6

type fuzzer struct {
	cfg      Config
	doc      *openapi3.T
	router   routers.Router
	byID     map[string]operation
	rnd      *rand.Rand
	deadline time.Time
	res      *Result
}

// Run drives the API at cfg.Base from the document in cfg.Doc.
func Run(ctx context.Context, cfg Config) (*Result, error) {
	doc, err := Load(cfg.Doc)
	if err != nil {
		return nil, err
	}
	router, err := legacy.NewRouter(doc)
	if err != nil {
		return nil, err
	}
	f := &fuzzer{cfg: cfg, doc: doc, router: router, byID: map[string]operation{},
		rnd: rand.New(rand.NewPCG(cfg.Seed, cfg.Seed)), deadline: time.Now().Add(cfg.Time),
		res: &Result{Statuses: map[string]map[int]int{}, Links: map[string]map[int]int{}}}
	ops := operations(doc)
	for _, op := range ops {
		f.byID[op.op.OperationID] = op
		f.res.Statuses[op.op.OperationID] = map[int]int{}
	}
	// Each operation on its own: its examples, then generated requests, round robin.
	single := map[string]int{}
	for _, op := range ops {
		for _, body := range examples(op.op) {
			single[op.op.OperationID]++
			f.call(ctx, op, body, "", -1)
		}
	}
	f.rounds(ctx, ops, single, func(op operation, body any) { f.call(ctx, op, body, "", -1) })
	// Then stateful walks from every operation with links: an example or a generated request,
	// and after each 200 the links of its answer, as far as they go.
	var roots []operation
	for _, op := range ops {
		if ok := op.op.Responses.Status(http.StatusOK); ok != nil && len(ok.Value.Links) > 0 {
			roots = append(roots, op)
		}
	}
	walks := map[string]int{}
	for _, op := range roots {
		for _, body := range examples(op.op) {
			walks[op.op.OperationID]++
			f.call(ctx, op, body, "", 0)
		}
	}
	f.rounds(ctx, roots, walks, func(op operation, body any) { f.call(ctx, op, body, "", 0) })
	return f.res, ctx.Err()
}

// rounds sends generated requests to ops in turn until each has had cfg.Calls (counted in spent)
// or time is up.
func (f *fuzzer) rounds(ctx context.Context, ops []operation, spent map[string]int, send func(operation, any)) {
	for more := true; more && ctx.Err() == nil && time.Now().Before(f.deadline); {
		more = false
		for _, op := range ops {
			if spent[op.op.OperationID] >= f.cfg.Calls {
				continue
			}
			more = true
			spent[op.op.OperationID]++
			body, err := f.request(op)
			if err != nil {
				f.fail("%s: %v", op.op.OperationID, err)
				continue
			}
			send(op, body)
		}
	}
}

func (f *fuzzer) fail(format string, args ...any) {
	f.res.Failures = append(f.res.Failures, fmt.Sprintf(format, args...))
}

// noBody marks an operation without a request body.
var noBody = struct{}{}

// examples are the request bodies the document gives for op.
func examples(op *openapi3.Operation) []any {
	media := jsonMedia(op)
	if media == nil {
		return []any{noBody}
	}
	var out []any
	for _, name := range sortedKeys(media.Examples) {
		out = append(out, media.Examples[name].Value.Value)
	}
	if media.Example != nil {
		out = append(out, media.Example)
	}
	return out
}

func jsonMedia(op *openapi3.Operation) *openapi3.MediaType {
	if op.RequestBody == nil || op.RequestBody.Value == nil {
		return nil
	}
	return op.RequestBody.Value.Content.Get("application/json")
}

// request generates a body valid by op's schema, judged by JSON Schema 2020-12.
func (f *fuzzer) request(op operation) (any, error) {
	media := jsonMedia(op.op)
	if media == nil {
		return noBody, nil
	}
	var err error
	for range 20 {
		body := f.value(media.Schema.Value, 0)
		if err = media.Schema.Value.VisitJSON(body, openapi3.EnableJSONSchema2020()); err == nil {
			return body, nil
		}
	}
	return nil, fmt.Errorf("no valid request generated in 20 tries: %v", err)
}

// call sends one request and checks its answer. via names the link that led here ("" for none);
// depth is how many links a walk has followed, -1 when links are not followed.
func (f *fuzzer) call(ctx context.Context, op operation, body any, via string, depth int) {
	id := op.op.OperationID
	if time.Now().After(f.deadline) {
		return
	}
	if media := jsonMedia(op.op); media != nil { // examples and links too must be valid requests
		if err := media.Schema.Value.VisitJSON(body, openapi3.EnableJSONSchema2020()); err != nil {
			f.fail("%s via %q: the document calls its own request invalid: %v", id, via, err)
			return
		}
	}
	req, err := f.build(ctx, op, body)
	if err != nil {
		f.fail("%s: %v", id, err)
		return
	}
	resp, err := f.cfg.Client.Do(req)
	if err != nil {
		f.fail("%s: %v", id, err)
		return
	}
	raw, err := io.ReadAll(resp.Body)
	resp.Body.Close()
	if err != nil {
		f.fail("%s: %v", id, err)
		return
	}
	f.res.Statuses[id][resp.StatusCode]++
	if via != "" {
		if f.res.Links[via] == nil {
			f.res.Links[via] = map[int]int{}
		}
		f.res.Links[via][resp.StatusCode]++
	}
	if msg := f.check(req, resp, raw); msg != "" {
		f.fail("%s %d %s: %s (request %s)", id, resp.StatusCode, clip(raw), msg, clip(mustJSON(body)))
		return
	}
	if resp.StatusCode != http.StatusOK || depth < 0 || depth >= maxDepth {
		return
	}
	var answer any
	if err := json.Unmarshal(raw, &answer); err != nil {
		return
	}
	links := op.op.Responses.Status(http.StatusOK).Value.Links
	for _, name := range sortedKeys(links) {
		link := links[name].Value
		next, ok := f.byID[link.OperationID]
		if !ok || len(link.Parameters) > 0 {
			f.fail("%s link %s: target %q unknown, or parameters (not supported here)", id, name, link.OperationID)
			continue
		}
		nextBody := any(noBody)
		if link.RequestBody != nil {
			if nextBody, err = fill(link.RequestBody, answer); err != nil {
				f.fail("%s link %s: %v in the answer %s", id, name, err, clip(raw))
				continue
			}
		}
		f.call(ctx, next, nextBody, id+"."+name, depth+1)
	}
}

// build makes the HTTP request: the body, the operation's header parameters now and then (the
// generator's choice, as for any optional field), and its security schemes' credentials.
func (f *fuzzer) build(ctx context.Context, op operation, body any) (*http.Request, error) {
	var rd io.Reader = http.NoBody
	if body != noBody {
		rd = bytes.NewReader(mustJSON(body))
	}
	req, err := http.NewRequestWithContext(ctx, op.method, strings.TrimSuffix(f.cfg.Base, "/")+op.path, rd)
	if err != nil {
		return nil, err
	}
	if body != noBody {
		req.Header.Set("Content-Type", "application/json")
	}
	for _, p := range op.op.Parameters {
		if p.Value.In == openapi3.ParameterInHeader && (p.Value.Required || f.rnd.IntN(2) == 0) {
			req.Header.Set(p.Value.Name, fmt.Sprint(f.value(p.Value.Schema.Value, 0)))
		}
	}
	security := f.doc.Security
	if op.op.Security != nil {
		security = *op.op.Security
	}
	for _, requirement := range security {
		for name := range requirement {
			scheme := f.doc.Components.SecuritySchemes[name].Value
			if scheme.Type != "apiKey" || scheme.In != "header" {
				return nil, fmt.Errorf("security scheme %s: only apiKey in a header is supported", name)
			}
			req.Header.Set(scheme.Name, f.cfg.Credentials[name])
		}
	}
	return req, nil
}

// check returns what is wrong with an answer, "" when the document describes it.
func (f *fuzzer) check(req *http.Request, resp *http.Response, raw []byte) string {
	route, params, err := f.router.FindRoute(req)
	if err != nil {
		return err.Error()
	}
	in := &openapi3filter.ResponseValidationInput{
		RequestValidationInput: &openapi3filter.RequestValidationInput{Request: req, PathParams: params, Route: route,
			Options: &openapi3filter.Options{AuthenticationFunc: openapi3filter.NoopAuthenticationFunc}},
		Status:  resp.StatusCode,
		Header:  resp.Header,
		Body:    io.NopCloser(bytes.NewReader(raw)),
		Options: &openapi3filter.Options{IncludeResponseStatus: true},
	}
	if err := openapi3filter.ValidateResponse(req.Context(), in); err != nil {
		return "not as the document describes it: " + err.Error()
	}
	switch {
	case resp.StatusCode >= 500 && resp.StatusCode != http.StatusBadGateway && resp.StatusCode != http.StatusServiceUnavailable:
		return "a server error"
	case resp.Header.Get("X-Content-Type-Options") != "nosniff" || resp.Header.Get("Cache-Control") != "no-store":
		return "without nosniff and no-store"
	}
	var e struct {
		Error string `json:"error"`
	}
	if resp.StatusCode >= 400 && json.Unmarshal(raw, &e) == nil && e.Error != "" && !strings.ContainsFunc(e.Error, isHangul) {
		return "an error not in Korean"
	}
	return ""
}

func isHangul(r rune) bool { return unicode.Is(unicode.Hangul, r) }

// fill evaluates a link's request body against the answer: a string that is a runtime
// expression ($response.body#/json/pointer) becomes the value it names, of whatever type, as
// Schemathesis reads expressions nested in a body; the rest is kept as written.
func fill(template, answer any) (any, error) {
	switch t := template.(type) {
	case map[string]any:
		out := map[string]any{}
		for k, v := range t {
			filled, err := fill(v, answer)
			if err != nil {
				return nil, err
			}
			out[k] = filled
		}
		return out, nil
	case []any:
		out := make([]any, len(t))
		for i, v := range t {
			filled, err := fill(v, answer)
			if err != nil {
				return nil, err
			}
			out[i] = filled
		}
		return out, nil
	case string:
		if strings.HasPrefix(t, "$") {
			return expression(t, answer)
		}
	}
	return template, nil
}

// expression resolves $response.body#/pointer, the one source a link here may name.
func expression(expr string, answer any) (any, error) {
	pointer, ok := strings.CutPrefix(expr, "$response.body#")
	if !ok {
		return nil, fmt.Errorf("expression %q: only $response.body#/… is supported", expr)
	}
	v := answer
	for _, token := range strings.Split(strings.TrimPrefix(pointer, "/"), "/") {
		if pointer == "" {
			break
		}
		token = strings.NewReplacer("~1", "/", "~0", "~").Replace(token)
		switch node := v.(type) {
		case map[string]any:
			if v, ok = node[token]; !ok {
				return nil, fmt.Errorf("%s: no %q", expr, token)
			}
		case []any:
			var i int
			if _, err := fmt.Sscan(token, &i); err != nil || i < 0 || i >= len(node) {
				return nil, fmt.Errorf("%s: no item %s", expr, token)
			}
			v = node[i]
		default:
			return nil, fmt.Errorf("%s: %q inside a %T", expr, token, v)
		}
	}
	return v, nil
}

func mustJSON(v any) []byte {
	raw, err := json.Marshal(v)
	if err != nil {
		panic(err) // every value here came from YAML, JSON or the generator
	}
	return raw
}

func clip(raw []byte) string {
	if len(raw) > 300 {
		return string(raw[:300]) + "…"
	}
	return string(raw)
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
