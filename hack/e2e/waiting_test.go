package e2e

import (
	"regexp"
	"strings"
	"testing"
	"time"

	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// TestWriterWaitsScripted is a writer on a phone, with the keyboard only, against a model that
// answers slowly or fails: what the page says while it waits, an impatient second press, where
// the keyboard is after each answer, and what the usage events carry. The waits are shortened
// to keep CI quick; the page shows its progress from 0.7 s on.
func TestWriterWaitsScripted(t *testing.T) {
	slow := func(a answer) answer { a.delay = 2500 * time.Millisecond; return a }
	api, origin := startScripted(t, map[string][]answer{
		"/api/style-extract": {slow(fail(502, "말투를 뽑지 못했습니다. 잠시 뒤에 다시 시도해 주세요.")), ok(extraction)},
		"/api/rewrite":       {fail(429, msgDaily), ok(personal)},
		"/api/report":        {slow(ok(report))},
		"/api/track":         {{status: 202, body: map[string]string{}}},
	})
	sample := fixture(t, "sample-blog.txt")
	p := newPage(t, origin, 390, 844)
	p.open("/voice", "#sample")
	p.fill("#sample", sample)
	active := func() string { return eval[string](p, `document.activeElement.id || document.activeElement.tagName`) }

	p.focus("#extract")
	p.run(chromedp.KeyEvent(kb.Enter))
	p.waitText("#extract-elapsed", "초쯤 걸려요")
	p.run(chromedp.KeyEvent(kb.Enter)) // a second, impatient press
	if got := p.text("#extract-elapsed"); !strings.HasPrefix(got, "말투를 찾는 중이에요") {
		t.Errorf("while extracting, the status says %q", got)
	}
	if !p.disabled("#extract") || api.calls("/api/style-extract") != 1 || active() != "extract-progress" {
		t.Errorf("while extracting: button disabled %v, %d requests, keyboard on %q", p.disabled("#extract"), api.calls("/api/style-extract"), active())
	}
	if w := eval[int](p, `document.documentElement.scrollWidth`); w > 390 {
		t.Errorf("while extracting the page is %dpx wide on a 390px phone", w)
	}
	p.shot("wait-1-extracting")
	p.waitText("#extract-error", "말투를 뽑지 못했습니다")
	if got := active(); got != "extract" {
		t.Errorf("after a 502 the keyboard is on %q, want the button to try again", got)
	}
	if eval[string](p, `document.querySelector('#sample').value`) != sample {
		t.Error("the writing was lost after a 502")
	}
	p.shot("wait-2-failed")
	p.run(chromedp.KeyEvent(kb.Enter), chromedp.WaitVisible(chromedp.CSS("#voice")))
	if got := active(); got != "h-voice" {
		t.Errorf("after extracting the keyboard is on %q", got)
	}

	p.fill("#draft", fixture(t, "draft-personal.txt"))
	p.focus("#rewrite")
	p.run(chromedp.KeyEvent(kb.Enter))
	p.waitText("#rewrite-error", msgDaily)
	if got := active(); got != "rewrite" {
		t.Errorf("after a 429 the keyboard is on %q, want the button", got)
	}
	p.run(chromedp.KeyEvent(kb.Enter), chromedp.WaitVisible(chromedp.CSS("#result")))
	if got := active(); got != "h-result" {
		t.Errorf("after rewriting the keyboard is on %q", got)
	}

	{ // the report takes ~19 s with a model: the writer looks at the sentences meanwhile and back
		p.run(chromedp.Click(chromedp.CSS("#tab-report")))
		p.waitText("#report-elapsed", "보고서로 정리하는 중이에요")
		p.run(chromedp.Click(chromedp.CSS("#tab-editor")), chromedp.Click(chromedp.CSS("#tab-report")))
		p.run(chromedp.WaitVisible(chromedp.CSS("#report")))
		if n := api.calls("/api/report"); n != 1 {
			t.Errorf("the report was asked for %d times", n)
		}
	}

	{ // a reload by mistake: the browser asks before the pasted writing is gone, the writer stays
		opened := make(chan string, 1)
		p.check(chromedp.Listen(p.ctx, func(ev any) {
			if d, isDialog := ev.(*cdppage.EventJavascriptDialogOpening); isDialog {
				opened <- string(d.Type)
				go chromedp.Call(p.ctx, cdppage.HandleJavaScriptDialog, cdppage.HandleJavaScriptDialogParams{Accept: false})
			}
		}))
		eval[bool](p, `(setTimeout(() => location.reload()), true)`)
		select {
		case kind := <-opened:
			if kind != "beforeunload" {
				t.Errorf("dialog %q on reload", kind)
			}
		case <-time.After(5 * time.Second):
			t.Fatal("a reload threw the pasted writing away without asking")
		}
		p.run(chromedp.WaitVisible(chromedp.CSS("#result")))
		if eval[string](p, `document.querySelector('#sample').value`) != sample {
			t.Error("the writing is gone after the writer chose to stay")
		}
	}

	// Contract §6: events carry names, counts and enums, never the writer's text.
	hangul := regexp.MustCompile(`\p{Hangul}`)
	evs := api.waitEvents(t, 4)
	for _, e := range evs {
		for k, v := range e.Props {
			if s, isText := v.(string); isText && (len(s) > 16 || hangul.MatchString(s)) {
				t.Errorf("%s carries text in %s: %q", e.Ev, k, s)
			}
		}
	}
}
