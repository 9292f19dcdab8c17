package e2e

import (
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"maltu/libs/gate/contract"
)

// TestRewriteStreamsScripted is a writer with the keyboard only, on a desktop and on a phone,
// rewriting a draft whose answer streams (issue 26, item 10): the first sentences are on the page
// while the rest is still being rewritten, the result comes once the whole answer is in, and
// 그만두기 still stops a rewrite halfway, keeping the result before it. The scripted API holds the
// rest of each answer until the test has seen the first sentences, so nothing here is timed.
func TestRewriteStreamsScripted(t *testing.T) {
	axeJS := axeSource(t)
	onEveryScreen(t, func(t *testing.T, size screen) {
		rest, never := make(chan struct{}), make(chan struct{})
		api, origin := startScripted(t, map[string][]answer{
			"/api/style-extract": {ok(extraction)},
			"/api/rewrite":       {streamed(personal, 1, rest), streamed(personal, 1, never)},
			"/api/track":         {{status: 202, body: map[string]string{}}},
		})
		p := newPage(t, origin, size.width, size.height)
		shot := func(name string) { p.shot("stream-" + size.name + "-" + name) }
		p.open("/voice", "#sample")
		p.fill("#sample", fixture(t, "sample-blog.txt"))
		p.press("#extract", kb.Enter)
		p.run(chromedp.WaitVisible(chromedp.CSS("#voice")))
		p.fill("#draft", fixture(t, "draft-personal.txt"))
		p.press("#rewrite", kb.Enter)

		first := personal["sentences"].([]contract.Sentence)[0].Rewritten
		p.waitText("#rewrite-arriving-list", first)
		if got := p.text("#rewrite-arriving-count"); got != "먼저 된 문장부터 보여 드려요. 문장 4개 중 1개가 왔어요." {
			t.Errorf("while the rest is rewritten the page says %q", got)
		}
		if got := p.text("#rewrite-arriving-list li.waiting"); got != "문장 2~4 바꾸는 중…" {
			t.Errorf("the sentences still coming read %q", got)
		}
		if eval[bool](p, `!document.querySelector('#result').hidden`) {
			t.Error("the result is shown before the whole answer came")
		}
		shot("1-first-sentences")
		p.axeBoth(axeJS, size.name+" sentences arriving")
		close(rest)
		p.run(chromedp.WaitVisible(chromedp.CSS("#result")))
		if n, arriving := p.count("#sentences > li"), eval[bool](p, `!document.querySelector('#rewrite-arriving').hidden`); n != 4 || arriving {
			t.Errorf("the result has %d sentences, the arriving list still shown %v", n, arriving)
		}
		if req := api.lastRequest("/api/rewrite"); req["draft"] == nil {
			t.Errorf("the rewrite was asked for with %v", req)
		}

		// A second rewrite stopped halfway: its sentences go, the result before it stays.
		p.press("#rewrite", kb.Enter)
		p.waitText("#rewrite-arriving-list", first)
		p.waitText("#rewrite-elapsed", "초쯤 걸려요")
		p.press("#rewrite-cancel", kb.Enter)
		p.run(chromedp.WaitVisible(chromedp.CSS("#rewrite-cancelled")))
		if arriving := eval[bool](p, `!document.querySelector('#rewrite-arriving').hidden`); arriving || p.count("#sentences > li") != 4 {
			t.Errorf("after 그만두기 the arriving list shown %v, the result has %d sentences", arriving, p.count("#sentences > li"))
		}
		for end := time.Now().Add(5 * time.Second); api.gaveUp() == 0 && time.Now().Before(end); {
			time.Sleep(50 * time.Millisecond)
		}
		if n := api.gaveUp(); n != 1 {
			t.Errorf("%d streamed answers abandoned after 그만두기, want 1", n)
		}
		shot("2-stopped")
	})
}
