package e2e

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// TestNoStaleScreensScripted is a writer who changes the voice after a rewrite, with the keyboard
// only, on a desktop and on a phone: the edited rule loses the reason and quote found for its old
// text, the result says it was made with other rules and offers to rewrite, a second extraction
// keeps the rule the writer edited, and a failed third puts the old card away.
func TestNoStaleScreensScripted(t *testing.T) {
	axeJS := axeSource(t)
	onEveryScreen(t, func(t *testing.T, size screen) {
		api, origin := startScripted(t, map[string][]answer{
			"/api/style-extract": {ok(extraction), ok(extraction), fail(502, "말투를 뽑지 못했습니다. 잠시 뒤에 다시 시도해 주세요.")},
			"/api/rewrite":       {ok(personal)},
			"/api/track":         {{status: 202, body: map[string]string{}}},
		})
		p := newPage(t, origin, size.width, size.height)
		stale := func() bool { return !eval[bool](p, `document.querySelector('#stale').hidden`) }
		p.open("/voice", "#sample")
		p.fill("#sample", fixture(t, "sample-blog.txt"))
		p.press("#extract", kb.Enter)
		p.run(chromedp.WaitVisible(chromedp.CSS("#voice")))
		p.fill("#draft", fixture(t, "draft-personal.txt"))
		p.press("#rewrite", kb.Enter)
		p.run(chromedp.WaitVisible(chromedp.CSS("#result")))
		if stale() {
			t.Fatal("a fresh result is marked stale")
		}

		first := "#rules > li:first-child"
		p.press(first+" button", kb.Enter)
		p.fill(first+" input", "문장은 짧게")
		p.run(chromedp.KeyEvent(kb.Enter))
		p.waitText(first+" .rule-text", "문장은 짧게")
		if got := p.text(first); !strings.Contains(got, "직접 쓰거나 고친 규칙입니다.") || strings.Contains(got, "거의 모든 문장") || p.count(first+" .quote") != 0 {
			t.Errorf("the edited rule still shows what was found for its old text: %q", got)
		}
		if !stale() || !strings.Contains(p.text("#stale"), "규칙이 바뀌었어요") {
			t.Errorf("after a rule changed the result is not marked: %q", p.text("#stale"))
		}
		p.axeBoth(axeJS, size.name+" stale")
		p.shot("stale-" + size.name + "-1-marked")

		p.press("#stale-rewrite", kb.Enter)
		p.run(chromedp.WaitNotVisible(chromedp.CSS("#stale")))
		sent, _ := json.Marshal(api.lastRequest("/api/rewrite")["rules"])
		if api.calls("/api/rewrite") != 2 || !strings.HasPrefix(string(sent), `[{"id":1,"rule":"문장은 짧게"}`) {
			t.Errorf("다시 바꾸기 sent %d rewrites, the last with %s", api.calls("/api/rewrite"), sent)
		}

		// Extracting again keeps the writer's rule and adds the ones found after it.
		p.press("#extract", kb.Enter)
		p.waitText("#kept-rules", "직접 쓰거나 고친 규칙 1개는 그대로 두고")
		got := eval[string](p, `[...document.querySelectorAll('#rules .rule-text')].map((r) => r.textContent).join('|')`)
		if got != "문장은 짧게|해요체로 끝맺기|느낌은 -더라고요|권할 땐 느낌표" {
			t.Errorf("rules after extracting again: %s", got)
		}
		if !stale() {
			t.Error("after the rules grew, the result is not marked")
		}

		// A failed extraction of another text puts the card found in the old one away.
		p.fill("#sample", fixture(t, "sample-blog.txt")+"\n오늘도 빵집에 들렀어요.")
		p.press("#extract", kb.Enter)
		p.waitText("#extract-error", "말투를 뽑지 못했습니다")
		if !eval[bool](p, `document.querySelector('#voice').hidden`) || !strings.Contains(p.text("#voice-pending"), "전에 뽑은 말투는 ‘내 말투’ 탭에 그대로") {
			t.Errorf("after a failed extraction the old card shows, or nothing says where the voice is: %q", p.text("#voice-pending"))
		}
		if p.disabled("#rewrite") {
			t.Error("after a failed extraction the voice in force no longer rewrites")
		}
	})
}
