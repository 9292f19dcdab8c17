package compat

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"time"

	openai "github.com/sashabaranov/go-openai"

	"maltu/libs/engine"
)

// exchange is what the transport saw of one request: whether it was sent, the status, the wait
// a refusal asked for (Retry-After), and the body of an answer compat reads itself.
type exchange struct {
	think      bool // add "think": false to the body (Ollama's field, which go-openai does not have)
	sent       bool
	status     int
	retryAfter time.Duration
	body       []byte // a whole chat completion: a blocking call's, or one a stream request got
}

type exchangeKey struct{}

func withExchange(ctx context.Context, think bool) (context.Context, *exchange) {
	x := &exchange{think: think}
	return context.WithValue(ctx, exchangeKey{}, x), x
}

// exchange is x as the chain logs it: status and the API error's code, param and type.
func (x *exchange) exchange(err error) engine.Exchange {
	out := engine.Exchange{Status: x.status}
	var s statusError
	if errors.As(err, &s) {
		out.Code, out.Param, out.Type = s.code, s.param, s.kind
	}
	return out
}

// transport records each request's exchange, bounds what is read of an answer, and keeps the
// body of a whole chat completion for compat to read (go-openai's types lack the reasoning field
// some servers use, and a stream request's reader throws such a body away).
type transport struct{ next http.RoundTripper }

func (t transport) RoundTrip(r *http.Request) (*http.Response, error) {
	x, _ := r.Context().Value(exchangeKey{}).(*exchange)
	if x != nil {
		x.sent = true
		if x.think {
			if err := addThink(r); err != nil {
				return nil, err
			}
		}
	}
	resp, err := t.next.RoundTrip(r)
	if err != nil {
		return resp, err
	}
	resp.Body = struct {
		io.Reader
		io.Closer
	}{io.LimitReader(resp.Body, maxAnswerBytes), resp.Body}
	if x == nil {
		return resp, nil
	}
	x.status = resp.StatusCode
	x.retryAfter = retryAfter(resp.Header, time.Now())
	if resp.StatusCode != http.StatusOK || strings.HasPrefix(resp.Header.Get("Content-Type"), "text/event-stream") {
		return resp, nil
	}
	peek := bufio.NewReader(resp.Body)
	if head, _ := peek.Peek(16); bytes.HasPrefix(bytes.TrimSpace(head), []byte("data:")) {
		// Events under another content type (a proxy's): the stream reader reads them.
		resp.Body = struct {
			io.Reader
			io.Closer
		}{peek, resp.Body}
		return resp, nil
	}
	body, err := io.ReadAll(peek)
	resp.Body.Close()
	if err != nil {
		return nil, err
	}
	x.body = body
	resp.Body = io.NopCloser(bytes.NewReader(body))
	if r.Header.Get("Accept") == "text/event-stream" {
		resp.Body = io.NopCloser(strings.NewReader("")) // read by compat, not by the stream reader
	}
	return resp, nil
}

// addThink adds "think": false to a request's JSON body.
func addThink(r *http.Request) error {
	if r.Body == nil {
		return nil
	}
	raw, err := io.ReadAll(r.Body)
	r.Body.Close()
	if err != nil {
		return err
	}
	var body map[string]json.RawMessage
	if err := json.Unmarshal(raw, &body); err != nil {
		return err
	}
	body["think"] = json.RawMessage("false")
	if raw, err = json.Marshal(body); err != nil {
		return err
	}
	r.Body, r.ContentLength = io.NopCloser(bytes.NewReader(raw)), int64(len(raw))
	r.GetBody = func() (io.ReadCloser, error) { return io.NopCloser(bytes.NewReader(raw)), nil }
	return nil
}

// retryAfter reads how long a 429 or 503 asks to wait: Retry-After in seconds or as a date,
// retry-after-ms (Azure's), or the reset of the limit OpenAI says is spent
// (x-ratelimit-remaining-requests 0 and x-ratelimit-reset-requests "1s", or the same of tokens);
// 0 when it says nothing.
func retryAfter(h http.Header, now time.Time) time.Duration {
	if ms, err := strconv.ParseFloat(strings.TrimSpace(h.Get("Retry-After-Ms")), 64); err == nil && ms > 0 {
		return time.Duration(ms * float64(time.Millisecond))
	}
	v := strings.TrimSpace(h.Get("Retry-After"))
	if s, err := strconv.ParseFloat(v, 64); err == nil && s > 0 {
		return time.Duration(s * float64(time.Second))
	}
	if t, err := http.ParseTime(v); err == nil && t.After(now) {
		return t.Sub(now)
	}
	for _, limit := range []string{"requests", "tokens"} {
		if strings.TrimSpace(h.Get("X-Ratelimit-Remaining-"+limit)) != "0" {
			continue
		}
		if d, err := time.ParseDuration(strings.TrimSpace(h.Get("X-Ratelimit-Reset-" + limit))); err == nil && d > 0 {
			return d
		}
	}
	return 0
}

// statusError carries an upstream refusal through the engine's error classes: the HTTP status,
// the API error's code, param and type (never its message, which may quote the request), and the
// wait it asked for.
type statusError struct {
	status            int
	code, param, kind string
	retryAfter        time.Duration
}

func (s statusError) Error() string {
	out := "status " + strconv.Itoa(s.status)
	for _, f := range [][2]string{{"code", s.code}, {"param", s.param}, {"type", s.kind}} {
		if f[1] != "" {
			out += " " + f[0] + " " + f[1]
		}
	}
	return out
}

// refusing reports whether the server refused the request as such (400 or 422).
func (s statusError) refusing() bool {
	return s.status == http.StatusBadRequest || s.status == http.StatusUnprocessableEntity
}

// names reports whether the refusal says what it is about.
func (s statusError) names() bool { return s.param != "" || s.code != "" }

// limited reports whether the server asks to come back later: a 429 that is not a spent quota.
func (s statusError) limited() bool {
	return s.status == http.StatusTooManyRequests && s.code != "insufficient_quota"
}

// flagged are the codes of a prompt refused for its content: the model's refusal, whoever said it.
var flagged = []string{"content_filter", "content_policy_violation", "invalid_prompt"}

// upstreamError classifies a failed request by what the server answered, never quoting its body.
func (e *Engine) upstreamError(err error, x *exchange) error {
	var apiErr *openai.APIError
	var reqErr *openai.RequestError
	var s statusError
	switch {
	case errors.Is(err, context.DeadlineExceeded), errors.Is(err, context.Canceled):
		return fmt.Errorf("%w: %w", engine.ErrUpstream, err)
	case errors.As(err, &apiErr):
		s = statusError{status: apiErr.HTTPStatusCode, code: codeText(apiErr.Code), kind: apiErr.Type}
		if apiErr.Param != nil {
			s.param = *apiErr.Param
		}
	case errors.As(err, &reqErr):
		s = bodyError(reqErr.HTTPStatusCode, reqErr.Body)
	case !x.sent:
		return fmt.Errorf("%w: %s", engine.ErrMisconfigured, err)
	case x.status != 0:
		// A stream that failed after its status: an error event in the stream.
		s = statusError{status: x.status}
	default:
		// Network failures and undecodable bodies; their text may hold the upstream body.
		return fmt.Errorf("%w: network or undecodable response", engine.ErrUpstream)
	}
	if s.status == 0 {
		s.status = x.status
	}
	s.retryAfter = x.retryAfter
	if s.status == http.StatusTooManyRequests {
		return fmt.Errorf("%w: %w", engine.ErrUpstreamLimit, s)
	}
	for _, c := range flagged {
		if s.code == c {
			return fmt.Errorf("%w: %w", engine.ErrRefused, s)
		}
	}
	return fmt.Errorf("%w: %w", engine.ErrUpstream, s)
}

// codeText is an API error's code as text: a number only repeats the status and names nothing.
func codeText(code any) string {
	if c, ok := code.(string); ok {
		return c
	}
	return ""
}

// bodyError reads the fields of an error body go-openai did not: vLLM's and SGLang's error at the
// top level ({"object":"error","type":…,"param":…,"code":400}) and a FastAPI validation error
// ({"detail":[{"loc":["body","response_format"],…}]}, LiteLLM's and others'), whose location
// names the parameter.
func bodyError(status int, body []byte) statusError {
	var b struct {
		Type   string          `json:"type"`
		Param  *string         `json:"param"`
		Code   json.RawMessage `json:"code"`
		Detail []struct {
			Loc []any `json:"loc"`
		} `json:"detail"`
	}
	s := statusError{status: status}
	if json.Unmarshal(body, &b) != nil {
		return s
	}
	s.kind = b.Type
	if b.Param != nil {
		s.param = *b.Param
	}
	var code string
	if json.Unmarshal(b.Code, &code) == nil {
		s.code = code
	}
	if len(b.Detail) > 0 && len(b.Detail[0].Loc) >= 2 && b.Detail[0].Loc[0] == "body" {
		if name, ok := b.Detail[0].Loc[1].(string); ok {
			s.param = name
		}
	}
	return s
}
