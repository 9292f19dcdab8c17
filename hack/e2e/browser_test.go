package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// chromium is Debian's browser, installed by `make deps` (DEBIAN_DEPS in mk/web.mk).
const chromium = "/usr/bin/chromium"

// userAgent is a desktop Chrome's. Headless Chromium announces itself as HeadlessChrome, which
// the track service rightly flags as synthetic and leaves out of the KPI; these tests stand in
// for a person, so they present a person's browser.
const userAgent = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36"

// page is one browser tab of a test with what the tab reported on the side.
type page struct {
	t        *testing.T
	ctx      context.Context
	origin   string
	shots    string // folder for screenshots
	download string // folder for downloads

	mu        sync.Mutex
	problems  []string          // uncaught exceptions and policy violations
	downloads map[string]string // guid -> suggested file name, once complete
	doneDL    chan string       // guid of each finished download
}

// screen is a window size a writer uses the page at.
type screen struct {
	name          string
	width, height int
}

// screens are a desktop's and a phone's: the writer's screen tests run on both.
var screens = []screen{{"desktop", 1280, 900}, {"phone", 390, 844}}

// onEveryScreen runs test once per screen, as a subtest named after it.
func onEveryScreen(t *testing.T, test func(t *testing.T, size screen)) {
	for _, size := range screens {
		t.Run(size.name, func(t *testing.T) { test(t, size) })
	}
}

// newPage starts a fresh Chromium (empty profile) for one test.
func newPage(t *testing.T, origin string, width, height int) *page {
	t.Helper()
	if _, err := os.Stat(chromium); err != nil {
		if os.Getenv("CI") != "true" {
			t.Skipf("%s missing (run `make deps`; under CI this fails)", chromium)
		}
		t.Fatalf("%s missing: %v", chromium, err)
	}
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(chromium),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.UserAgent(userAgent),
		chromedp.WindowSize(width, height),
	}
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelTab := chromedp.NewContext(actx)
	ctx, cancelTime := context.WithTimeout(ctx, 90*time.Second)
	t.Cleanup(func() { cancelTime(); cancelTab(); cancelAlloc() })

	p := &page{t: t, ctx: ctx, origin: origin, shots: artifacts(t), download: t.TempDir(),
		downloads: map[string]string{}, doneDL: make(chan string, 8)}
	names := map[string]string{}
	err := chromedp.Listen(ctx, func(ev any) {
		switch ev := ev.(type) {
		case *runtime.EventExceptionThrown:
			p.problem(fmt.Sprintf("uncaught exception: %s %s", ev.ExceptionDetails.Text, describeException(ev.ExceptionDetails)))
		case *log.EventEntryAdded:
			if strings.Contains(ev.Entry.Text, "Content Security Policy") {
				p.problem("policy violation: " + ev.Entry.Text)
			}
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	err = chromedp.ListenBrowser(ctx, func(ev any) {
		switch ev := ev.(type) {
		case *browser.EventDownloadWillBegin:
			p.mu.Lock()
			names[ev.GUID] = ev.SuggestedFilename
			p.mu.Unlock()
		case *browser.EventDownloadProgress:
			if ev.State == browser.DownloadProgressStateCompleted {
				p.mu.Lock()
				p.downloads[ev.GUID] = names[ev.GUID]
				p.mu.Unlock()
				p.doneDL <- ev.GUID
			}
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	// Exceptions (Runtime) and policy violations (Log) are reported only once their domains are on.
	if _, err := chromedp.Call(ctx, runtime.Enable, cdp.Empty{}); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Call(ctx, log.Enable, cdp.Empty{}); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"clipboard-read", "clipboard-write"} {
		_, err := chromedp.CallBrowser(ctx, browser.SetPermission, browser.SetPermissionParams{
			Permission: &browser.PermissionDescriptor{Name: name}, Setting: browser.PermissionSettingGranted, Origin: origin})
		if err != nil {
			t.Fatalf("permission %s: %v", name, err)
		}
	}
	yes := true
	if _, err := chromedp.CallBrowser(ctx, browser.SetDownloadBehavior, browser.SetDownloadBehaviorParams{
		Behavior: browser.SetDownloadBehaviorBehaviorAllowAndName, DownloadPath: p.download, EventsEnabled: &yes}); err != nil {
		t.Fatal(err)
	}
	// Headless windows have a minimum width; the viewport is set exactly, as a phone's would be.
	p.run(chromedp.EmulateViewport(int64(width), int64(height)))
	t.Cleanup(func() {
		p.mu.Lock()
		defer p.mu.Unlock()
		for _, pr := range p.problems {
			t.Error(pr)
		}
	})
	return p
}

func describeException(d *runtime.ExceptionDetails) string {
	if d.Exception != nil && d.Exception.Description != "" {
		return d.Exception.Description
	}
	return fmt.Sprintf("at %s:%d", d.URL, d.LineNumber)
}

func (p *page) problem(s string) {
	p.mu.Lock()
	p.problems = append(p.problems, s)
	p.mu.Unlock()
}

// run performs browser actions; a failure ends the test with a screenshot of the moment.
func (p *page) run(actions ...chromedp.Action[chromedp.Void]) {
	p.t.Helper()
	p.check(chromedp.Do(p.ctx, actions...))
}

func (p *page) check(err error) {
	p.t.Helper()
	if err != nil {
		p.shot("failure-" + sanitize(p.t.Name()))
		p.t.Fatal(err)
	}
}

// shot saves a full-page screenshot under artifacts/e2e.
func (p *page) shot(name string) {
	p.t.Helper()
	png, err := chromedp.Run(p.ctx, chromedp.FullScreenshot(100))
	if err != nil {
		p.t.Logf("screenshot %s: %v", name, err)
		return
	}
	path := filepath.Join(p.shots, name+".png")
	if err := os.WriteFile(path, png, 0o644); err != nil {
		p.t.Fatal(err)
	}
	p.t.Logf("screenshot %s", path)
}

// open loads a path of the origin and waits for the selector.
func (p *page) open(path, ready string) {
	p.t.Helper()
	p.run(chromedp.Navigate(p.origin+path), chromedp.WaitVisible(chromedp.CSS(ready)))
}

// fill sets a field's value the way pasting does and lets the page hear it.
func (p *page) fill(sel, text string) {
	p.t.Helper()
	eval[bool](p, fmt.Sprintf(`(() => { const el = document.querySelector(%s); el.focus(); el.value = %s;
		el.dispatchEvent(new Event('input', {bubbles: true})); return true; })()`, js(sel), js(text)))
}

// eval evaluates an expression in the page, awaiting a promise.
func eval[T any](p *page, expr string) T {
	p.t.Helper()
	v, err := chromedp.Run(p.ctx, chromedp.Evaluate[T](expr, chromedp.EvalAwaitPromise))
	p.check(err)
	return v
}

// focus moves the keyboard focus as Tab would land it.
func (p *page) focus(sel string) {
	p.t.Helper()
	eval[bool](p, fmt.Sprintf(`(document.querySelector(%s).focus(), true)`, js(sel)))
}

// press moves the focus to sel and presses key there, as a keyboard user would.
func (p *page) press(sel, key string, opts ...chromedp.KeyOption) {
	p.t.Helper()
	p.focus(sel)
	p.run(chromedp.KeyEvent(key, opts...))
}

// text is the element's rendered text now, without waiting; "(없음)" when nothing matches.
func (p *page) text(sel string) string {
	p.t.Helper()
	return strings.TrimSpace(eval[string](p, fmt.Sprintf(`document.querySelector(%s)?.innerText ?? '(없음)'`, js(sel))))
}

func (p *page) count(sel string) int {
	p.t.Helper()
	return eval[int](p, fmt.Sprintf(`document.querySelectorAll(%s).length`, js(sel)))
}

func (p *page) disabled(sel string) bool {
	p.t.Helper()
	return eval[bool](p, fmt.Sprintf(`document.querySelector(%s).disabled`, js(sel)))
}

// waitText waits until the element's text contains want.
func (p *page) waitText(sel, want string) {
	p.t.Helper()
	_, err := chromedp.Run(p.ctx, chromedp.Poll[bool](fmt.Sprintf(`(() => { const el = document.querySelector(%s);
		return !!el && !el.closest('[hidden]') && el.textContent.includes(%s); })()`, js(sel), js(want)),
		chromedp.WithPollingTimeout(20*time.Second)))
	if err != nil {
		p.check(fmt.Errorf("waiting for %q in %s: %w (it says %q)", want, sel, err,
			eval[string](p, fmt.Sprintf(`document.querySelector(%s)?.textContent ?? ''`, js(sel)))))
	}
}

// clipboard reads what the page last copied.
func (p *page) clipboard() string {
	p.t.Helper()
	return eval[string](p, `navigator.clipboard.readText()`)
}

// nextDownload waits for a download to finish and returns its suggested name and content.
func (p *page) nextDownload() (string, string) {
	p.t.Helper()
	select {
	case guid := <-p.doneDL:
		p.mu.Lock()
		name := p.downloads[guid]
		p.mu.Unlock()
		b, err := os.ReadFile(filepath.Join(p.download, guid))
		if err != nil {
			p.t.Fatal(err)
		}
		return name, string(b)
	case <-time.After(10 * time.Second):
		p.t.Fatal("no download finished in 10s")
	}
	return "", ""
}

func js(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

func sanitize(s string) string {
	return strings.Map(func(r rune) rune {
		if r == '/' || r == ' ' {
			return '-'
		}
		return r
	}, s)
}

// repoRoot is the folder of go.work.
func repoRoot(t *testing.T) string {
	t.Helper()
	if rootErr != nil {
		t.Fatal(rootErr)
	}
	return root
}

func artifacts(t *testing.T) string {
	t.Helper()
	dir := filepath.Join(repoRoot(t), "artifacts", "e2e")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	return dir
}

// fixture reads testdata/name.
func fixture(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return strings.TrimSpace(string(b))
}
