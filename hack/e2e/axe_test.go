package e2e

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
)

// axeSource is axe-core, installed into node_modules by `make deps` (hack/e2e/package.json).
func axeSource(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("node_modules", "axe-core", "axe.min.js"))
	if err != nil {
		if os.Getenv("CI") != "true" {
			t.Skipf("axe-core missing (run `make deps`; under CI this fails): %v", err)
		}
		t.Fatalf("axe-core missing: %v", err)
	}
	return string(b)
}

// scheme sets the device's colour scheme the page sees: "light" or "dark".
func (p *page) scheme(name string) {
	p.t.Helper()
	_, err := chromedp.Call(p.ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
		Features: []*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: name}}})
	p.check(err)
}

// axe runs axe-core over what the page shows now (WCAG 2.x A and AA, and axe's best practices)
// and fails the test on every serious or critical violation, naming the elements. The script
// goes in through the debugger, as an extension's would, so the page's policy stays as strict.
func (p *page) axe(src, where string) {
	p.t.Helper()
	if !eval[bool](p, `typeof axe === 'object'`) {
		eval[bool](p, src+";true")
	}
	found := eval[[]string](p, `axe.run(document, {resultTypes: ['violations']}).then((r) => r.violations
		.filter((v) => v.impact === 'serious' || v.impact === 'critical')
		.map((v) => v.impact + ' ' + v.id + ': ' + v.help + ' — ' + v.nodes.map((n) => n.target.join(' ') + (n.failureSummary ? ' (' + n.failureSummary.replace(/\s+/g, ' ') + ')' : '')).join('; ')))`)
	for _, v := range found {
		p.t.Errorf("axe, %s: %s", where, v)
	}
	if len(found) > 0 {
		p.shot("axe-" + sanitize(where))
	}
}

// axeBoth runs axe in the light scheme and the dark one, and leaves the page light.
func (p *page) axeBoth(src, where string) {
	p.t.Helper()
	for _, s := range []string{"dark", "light"} {
		p.scheme(s)
		p.axe(src, fmt.Sprintf("%s, %s", where, s))
	}
}
