package doortest

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/openapi3filter"
	"github.com/getkin/kin-openapi/routers"
	"github.com/getkin/kin-openapi/routers/legacy"

	"maltu/libs/gate/contract"
)

// described is the API's OpenAPI document loaded and checked once, with its router.
var described = sync.OnceValues(func() (routers.Router, error) {
	openapi3filter.RegisterBodyDecoder("application/x-ndjson", ndjson)
	doc, err := openapi3.NewLoader().LoadFromData(contract.OpenAPI)
	if err != nil {
		return nil, err
	}
	if err := doc.Validate(context.Background()); err != nil {
		return nil, err
	}
	return legacy.NewRouter(doc)
})

// CheckDescribed holds an answer of the API to the OpenAPI document (docs/openapi.yaml): its
// status must be one the operation lists and its body must match that status's schema. An
// answer to a method the path does not accept must still be the Korean error envelope. Paths the
// document does not have (a test's own endpoints) are not checked. Do calls it on every answer, so every service test checks the document.
func CheckDescribed(t *testing.T, req *http.Request, status int, header http.Header, body []byte) {
	t.Helper()
	if !strings.HasPrefix(req.URL.Path, "/api/") || req.URL.Path == "/api/openapi.yaml" {
		return
	}
	router, err := described()
	if err != nil {
		t.Fatalf("docs/openapi.yaml: %v", err)
	}
	route, params, err := router.FindRoute(req)
	if unrouted := new(routers.RouteError); errors.As(err, &unrouted) && unrouted.Reason == routers.ErrPathNotFound.Error() {
		return // not a path of the API: a test's own endpoint
	}
	if unrouted := new(routers.RouteError); errors.As(err, &unrouted) { // a method the path does not accept
		var e struct {
			Error string `json:"error"`
		}
		if status < 400 || json.Unmarshal(body, &e) != nil || e.Error == "" {
			t.Errorf("%s %s: %d %s is not the error envelope", req.Method, req.URL.Path, status, body)
		}
		return
	}
	if err != nil {
		t.Fatalf("%s %s: %v", req.Method, req.URL.Path, err)
	}
	in := &openapi3filter.ResponseValidationInput{
		RequestValidationInput: &openapi3filter.RequestValidationInput{Request: req, PathParams: params, Route: route,
			Options: &openapi3filter.Options{AuthenticationFunc: openapi3filter.NoopAuthenticationFunc}},
		Status:  status,
		Header:  header,
		Body:    io.NopCloser(bytes.NewReader(body)),
		Options: &openapi3filter.Options{IncludeResponseStatus: true},
	}
	if err := openapi3filter.ValidateResponse(context.Background(), in); err != nil {
		t.Errorf("%s %s: the answer %d is not as docs/openapi.yaml describes it: %v", req.Method, req.URL.Path, status, err)
	}
}

// ndjson reads a streamed answer, one JSON value a line, as the array of its lines, as the
// document describes it (RewriteStream).
func ndjson(body io.Reader, _ http.Header, _ *openapi3.SchemaRef, _ openapi3filter.EncodingFn) (any, error) {
	lines := []any{}
	scan := bufio.NewScanner(body)
	scan.Buffer(nil, 4<<20)
	for scan.Scan() {
		var line any
		if err := json.Unmarshal(scan.Bytes(), &line); err != nil {
			return nil, fmt.Errorf("line %d: %w", len(lines)+1, err)
		}
		lines = append(lines, line)
	}
	return lines, scan.Err()
}
