package e2e

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// TestFirstVisitScripted is a first visit, with the keyboard only, on a desktop and on a phone:
// one line says what the page does, every step is on screen from the start, and 예시로 해 보기
// fills a text and a draft that the page then takes through extraction; then an avoided phrase
// is made a rule from the 내 말투 tab.
func TestFirstVisitScripted(t *testing.T) {
	axeJS := axeSource(t)
	onEveryScreen(t, func(t *testing.T, size screen) {
		api, origin := startScripted(t, map[string][]answer{
			"/api/style-extract": {ok(extraction)},
			"/api/track":         {{status: 202, body: map[string]string{}}},
		})
		p := newPage(t, origin, size.width, size.height)
		p.open("/voice", "#sample")
		if got := p.text(".lead"); !strings.Contains(got, "말투를 찾고") || !strings.Contains(got, "초안을 그 말투로 바꾼") {
			t.Errorf("the page's one line: %q", got)
		}
		visible := eval[string](p, `[...document.querySelectorAll('#panel-write > section')].filter((s) => !s.hidden).map((s) => s.querySelector('h2').textContent).join('|')`)
		if visible != "1내가 쓴 글|2찾아낸 말투|3AI 초안|4바꾼 글" {
			t.Errorf("steps on screen at the start: %q", visible)
		}
		if !p.disabled("#rewrite") || !strings.Contains(p.text("#draft-why"), "먼저 내가 쓴 글로 말투를 뽑아") {
			t.Errorf("the draft step before a voice: %q", p.text("#draft-why"))
		}
		p.axeBoth(axeJS, size.name+" first visit")
		p.shot("first-" + size.name + "-1-start")

		p.focus("#example")
		p.run(chromedp.KeyEvent(kb.Enter))
		if got := eval[string](p, `document.activeElement.id`); got != "extract" || p.disabled("#extract") {
			t.Fatalf("after the example the keyboard is on %q, 말투 뽑기 disabled %v", got, p.disabled("#extract"))
		}
		if p.text("#sample-count") == "0 / 20,000자" || p.text("#draft-count") == "0 / 10,000자" {
			t.Errorf("the example filled %q and %q", p.text("#sample-count"), p.text("#draft-count"))
		}
		p.run(chromedp.KeyEvent(kb.Enter), chromedp.WaitVisible(chromedp.CSS("#voice")))
		if !eval[bool](p, `document.querySelector('#voice-pending').hidden`) || p.disabled("#rewrite") {
			t.Errorf("after extracting: the placeholder stays, or 바꾸기 is off: %q", p.text("#draft-why"))
		}
		if text, _ := api.lastRequest("/api/style-extract")["text"].(string); !strings.Contains(text, "북한산") {
			t.Errorf("extraction was sent %q", text)
		}

		// An avoided phrase becomes a rule from the 내 말투 tab as well.
		p.focus("#tab-write")
		p.run(chromedp.KeyEvent(kb.ArrowRight), chromedp.WaitVisible(chromedp.CSS("#mine-avoids")))
		p.focus("#mine-avoids li button")
		p.run(chromedp.KeyEvent(kb.Enter))
		if got := eval[string](p, `document.querySelector('#mine-rules > li:nth-child(4) input').value`); got != "'또한' 쓰지 않기" {
			t.Errorf("the fourth rule after 규칙으로 만들기 in the tab: %q", got)
		}
		if got := p.text("#mine-avoids .avoid-state"); got != "규칙 4('또한' 쓰지 않기)로 넣었습니다." {
			t.Errorf("the avoid in the tab says %q", got)
		}
	})
}
