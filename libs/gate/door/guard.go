package door

import (
	"mime"
	"net/http"
	"net/url"
	"strings"

	"github.com/gofiber/fiber/v2"
)

// What the door refuses before any handler reads the request (issue 14: what an outside probe
// found). Header bounds are nginx's defaults (large_client_header_buffers 4 8k), so whatever the
// Ingress passes, a service serves.
const (
	maxHeaderLine  = 8 << 10
	maxHeaders     = 32 << 10
	readBufferSize = maxHeaders + 8<<10 // the request line and the headers must fit fasthttp's buffer
)

// Korean messages of the guard.
const (
	msgHeadersTooLarge = "요청 헤더가 너무 큽니다. 헤더 한 줄은 8KiB, 모두 합쳐 32KiB까지 보낼 수 있습니다. 쿠키가 너무 많다면 지운 뒤 다시 시도해 주세요."
	msgEncoded         = "압축된 요청 본문은 받지 않습니다. Content-Encoding 없이 보내 주세요."
	msgNotJSON         = "요청 본문은 JSON으로 보내 주세요. Content-Type 헤더가 application/json이어야 합니다."
	msgCrossSite       = "다른 사이트에서 보낸 요청은 받지 않습니다. 말투 서비스 화면에서 다시 시도해 주세요."
)

// guard runs before routing: security headers on every answer, then the refusals that need no
// route. Each refusal is logged with its cause (never a header's value).
func (d *Door) guard(c *fiber.Ctx) error {
	secure(c)
	if cause := headerProblem(c); cause != "" {
		d.log.Warn("request refused", "status", http.StatusRequestHeaderFieldsTooLarge, "cause", cause)
		return writeError(c, Fail(http.StatusRequestHeaderFieldsTooLarge, msgHeadersTooLarge))
	}
	// Fiber inflates an encoded body whole when a handler first reads it, before any limit: a
	// 100 KB gzip bomb became 100 MiB in memory. The web app never compresses what it sends.
	if encoded(c) {
		d.log.Warn("request refused", "status", http.StatusUnsupportedMediaType, "cause", "content-encoding")
		return writeError(c, Fail(http.StatusUnsupportedMediaType, msgEncoded))
	}
	if crossSite(c) {
		d.log.Warn("request refused", "status", http.StatusForbidden, "cause", "cross-site")
		return writeError(c, Fail(http.StatusForbidden, msgCrossSite))
	}
	return c.Next()
}

// secure sets the headers every answer carries: a JSON answer is never sniffed as HTML, and
// nothing an API answers (a voice, a rewrite, a KPI) is kept by a cache.
func secure(c *fiber.Ctx) {
	c.Set(fiber.HeaderXContentTypeOptions, "nosniff")
	c.Set(fiber.HeaderCacheControl, "no-store")
}

// encoded reports a body sent with a Content-Encoding other than identity, in any of the header's
// lines: Fiber inflates by the last line, so "identity" then "gzip" is a gzip body.
func encoded(c *fiber.Ctx) bool {
	for _, v := range c.Request().Header.PeekAll(fiber.HeaderContentEncoding) {
		if enc := strings.TrimSpace(string(v)); enc != "" && !strings.EqualFold(enc, "identity") {
			return true
		}
	}
	return false
}

// headerProblem names what is too large in the request's headers, or "".
func headerProblem(c *fiber.Ctx) string {
	total, long := 0, false
	c.Request().Header.VisitAll(func(k, v []byte) {
		n := len(k) + len(v) + 4 // ": " and CRLF
		total += n
		long = long || n > maxHeaderLine
	})
	switch {
	case long:
		return "header line over 8 KiB"
	case total > maxHeaders:
		return "headers over 32 KiB"
	}
	return ""
}

// crossSite reports a request a browser made for another site's page: Sec-Fetch-Site says so, or
// Origin names another host than the one asked (Origin "null" included: a sandboxed or file page).
// Clients that send neither (curl, servers) and the app's own pages pass.
func crossSite(c *fiber.Ctx) bool {
	if strings.EqualFold(string(c.Request().Header.Peek("Sec-Fetch-Site")), "cross-site") {
		return true
	}
	origin := string(c.Request().Header.Peek(fiber.HeaderOrigin))
	if origin == "" {
		return false
	}
	u, err := url.Parse(origin)
	return err != nil || u.Host == "" || !strings.EqualFold(u.Host, string(c.Request().Host()))
}

// jsonBody reports whether a request's Content-Type is application/json (any parameters).
func jsonBody(c *fiber.Ctx) bool {
	media, _, err := mime.ParseMediaType(string(c.Request().Header.ContentType()))
	return err == nil && media == fiber.MIMEApplicationJSON
}
