package main

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"fmt"
	"html/template"
	"io/fs"
	"net/http"
	"path"
	"strconv"
	"strings"

	"github.com/gofiber/fiber/v2"

	"maltu/libs/engine/rules"
	"maltu/libs/gate/contract"
	"maltu/libs/gate/door"
)

//go:embed assets/*.html assets/static/*.js assets/static/*.css assets/static/*.svg
var assets embed.FS

// Headers every answer of web carries. The policy allows nothing but this origin: no inline
// script or style, no external font, CDN or tracker, no framing.
var securityHeaders = map[string]string{
	"Content-Security-Policy": "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; " +
		"connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
	"X-Content-Type-Options": "nosniff",
	"Referrer-Policy":        "no-referrer",
	"X-Frame-Options":        "DENY",
}

var contentTypes = map[string]string{
	".js":  "text/javascript; charset=utf-8",
	".css": "text/css; charset=utf-8",
	".svg": "image/svg+xml",
}

// span is a length the contract allows, in characters.
type span struct {
	Min int `json:"min"`
	Max int `json:"max"`
}

// pageLimits are the contract's limits the writer's page checks before it sends; the page reads
// them from a JSON data block (<script type="application/json" id="limits">) and its labels
// are written from them, so libs/gate/contract stays their one home.
type pageLimits struct {
	Sample    span `json:"sample"`
	Draft     span `json:"draft"`
	RuleChars int  `json:"ruleChars"`
	Rules     int  `json:"rules"`
}

var limits = pageLimits{
	Sample:    span{Min: contract.ExtractMinChars, Max: contract.ExtractMaxChars},
	Draft:     span{Min: contract.DraftMinChars, Max: contract.DraftMaxChars},
	RuleChars: contract.RuleMaxChars,
	Rules:     contract.RulesMax,
}

// ruleWords are the words the offline engine reads in a rule that the page must know to tell a
// rule it understands from one it does not (rule-forms.js): written into the page as a JSON data
// block (id="rule-words") from libs/engine/rules, their one home.
type ruleWords struct {
	Connectives []string `json:"connectives"`
}

// site holds the pages rendered once at start and the static files under a versioned folder:
// the version is a hash of every embedded file, so a changed file changes every asset URL and
// the files can be cached for a year while the pages are revalidated on each visit.
type site struct {
	version string
	pages   map[string]page // by path: /voice, /admin
	files   map[string]file // by full path: /voice/static/<version>/voice.js
}

// Each page and file is kept as it is and gzipped once at start: the pages' script and styles
// shrink to about a third, which a phone on a slow network feels, at no cost per request.
type page struct {
	body, gz []byte
	etag     string // of the body; the gzipped body's is this with -gz inside the quotes
}

type file struct {
	body, gz []byte
	ctype    string
}

func gzipped(b []byte) []byte {
	var buf bytes.Buffer
	w, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression) // the level is valid
	w.Write(b)
	w.Close()
	return buf.Bytes()
}

// acceptsGzip reads Accept-Encoding as RFC 9110 §12.5.3 does: gzip or *, unless weighed q=0.
func acceptsGzip(header string) bool {
	for _, part := range strings.Split(header, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		name = strings.ToLower(strings.TrimSpace(name))
		if name != "gzip" && name != "x-gzip" && name != "*" {
			continue
		}
		q := 1.0
		if v, ok := strings.CutPrefix(strings.TrimSpace(params), "q="); ok {
			if f, err := strconv.ParseFloat(v, 64); err == nil {
				q = f
			}
		}
		return q > 0
	}
	return false
}

func newSite() (*site, error) {
	h := sha256.New()
	static := map[string][]byte{}
	err := fs.WalkDir(assets, "assets", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := assets.ReadFile(p)
		if err != nil {
			return err
		}
		fmt.Fprintf(h, "%s\x00%d\x00", p, len(b))
		h.Write(b)
		if name, ok := strings.CutPrefix(p, "assets/static/"); ok {
			static[name] = b
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("assets: %w", err)
	}
	s := &site{version: hex.EncodeToString(h.Sum(nil))[:12], pages: map[string]page{}, files: map[string]file{}}
	tmpl, err := template.New("").Funcs(template.FuncMap{"thousands": door.Thousands}).ParseFS(assets, "assets/*.html")
	if err != nil {
		return nil, fmt.Errorf("pages: %w", err)
	}
	for name, brand := range map[string]string{"voice": "말투", "admin": "말투 운영"} {
		var buf bytes.Buffer
		// Each page names its files under its own prefix: the route map sends only /voice and
		// /admin (and what is under them) to web.
		prefix := "/" + name + "/static/" + s.version + "/"
		data := map[string]any{"Static": prefix, "Name": brand, "Limits": limits,
			"RuleWords": ruleWords{Connectives: rules.Connectives()}}
		if err := tmpl.ExecuteTemplate(&buf, name+".html", data); err != nil {
			return nil, fmt.Errorf("page %s: %w", name, err)
		}
		sum := sha256.Sum256(buf.Bytes())
		s.pages["/"+name] = page{body: buf.Bytes(), gz: gzipped(buf.Bytes()), etag: hex.EncodeToString(sum[:8])}
		for fname, b := range static { // a file of no known type is not served
			if ctype, known := contentTypes[path.Ext(fname)]; known {
				s.files[prefix+fname] = file{body: b, gz: gzipped(b), ctype: ctype}
			}
		}
	}
	return s, nil
}

// serve answers every path the route map sends to web.
func (s *site) serve(c *fiber.Ctx) error {
	for k, v := range securityHeaders {
		c.Set(k, v)
	}
	p := c.Path()
	switch p {
	case "/", "/voice/":
		return c.Redirect("/voice", http.StatusFound)
	case "/admin/":
		return c.Redirect("/admin", http.StatusFound)
	case "/api/openapi.yaml":
		c.Set(fiber.HeaderCacheControl, "no-cache")
		c.Set(fiber.HeaderContentType, "application/yaml; charset=utf-8") // RFC 9512
		return c.Send(contract.OpenAPI)
	}
	gz := acceptsGzip(c.Get(fiber.HeaderAcceptEncoding))
	if pg, ok := s.pages[p]; ok {
		etag := `"` + pg.etag + `"`
		if gz {
			etag = `"` + pg.etag + `-gz"`
		}
		c.Vary(fiber.HeaderAcceptEncoding)
		c.Set(fiber.HeaderCacheControl, "no-cache")
		c.Set(fiber.HeaderETag, etag)
		if c.Get(fiber.HeaderIfNoneMatch) == etag {
			return c.SendStatus(http.StatusNotModified)
		}
		c.Type("html", "utf-8")
		return send(c, pg.body, pg.gz, gz)
	}
	if f, ok := s.files[p]; ok {
		c.Vary(fiber.HeaderAcceptEncoding)
		c.Set(fiber.HeaderCacheControl, "public, max-age=31536000, immutable")
		c.Set(fiber.HeaderContentType, f.ctype)
		return send(c, f.body, f.gz, gz)
	}
	return door.NotFound()
}

// send answers with the gzipped body where the client takes it and it is the smaller.
func send(c *fiber.Ctx, body, gz []byte, acceptsGz bool) error {
	if acceptsGz && len(gz) < len(body) {
		c.Set(fiber.HeaderContentEncoding, "gzip")
		return c.Send(gz)
	}
	return c.Send(body)
}
