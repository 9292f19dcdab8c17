package e2e

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/dom"
	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// TestVoiceKeptScripted is a writer who keeps the voice between visits, with the keyboard only,
// on a desktop and on a phone: kept in this browser by choice, changed and kept again, brought
// back on the next visit without asking the server, deleted, exported to a file and imported
// from it (a broken file refused, saying why), with nothing of it sent to the server.
func TestVoiceKeptScripted(t *testing.T) {
	axeJS := axeSource(t)
	onEveryScreen(t, func(t *testing.T, size screen) {
		api, origin := startScripted(t, map[string][]answer{
			"/api/style-extract": {ok(extraction)},
			"/api/track":         {{status: 202, body: map[string]string{}}},
		})
		p := newPage(t, origin, size.width, size.height)
		stored := func() string { return eval[string](p, `localStorage.getItem('maltu.voice') ?? ''`) }
		active := func() string { return eval[string](p, `document.activeElement.id`) }
		toMine := func() {
			t.Helper()
			p.press("#tab-write", kb.ArrowRight)
			p.run(chromedp.WaitVisible(chromedp.CSS("#keep-state")))
		}
		p.open("/voice", "#sample")
		toMine()
		if !p.disabled("#keep") || !p.disabled("#export-voice") || p.disabled("#import-voice") {
			t.Errorf("without a voice: keep disabled %v, export disabled %v, import disabled %v", p.disabled("#keep"), p.disabled("#export-voice"), p.disabled("#import-voice"))
		}
		p.press("#tab-mine", kb.ArrowLeft)
		p.fill("#sample", fixture(t, "sample-blog.txt"))
		p.press("#extract", kb.Enter)
		p.run(chromedp.WaitVisible(chromedp.CSS("#voice")))
		if stored() != "" {
			t.Fatal("the voice was kept before the writer chose to keep it")
		}

		toMine()
		if got := p.text("#keep-state"); !strings.Contains(got, "보관하지 않았습니다") {
			t.Errorf("before keeping: %q", got)
		}
		p.axeBoth(axeJS, size.name+" keep")
		tracked := api.calls("/api/track")
		p.press("#keep", kb.Enter)
		p.waitText("#keep-status", "이 브라우저에 보관했습니다")
		if active() != "forget" || p.text("#keep-state") != "이 브라우저에 보관 중입니다." {
			t.Errorf("after keeping: keyboard on %q, state %q", active(), p.text("#keep-state"))
		}
		kept := stored()
		var file struct {
			Format string `json:"format"`
			Rules  []struct {
				Rule string `json:"rule"`
			} `json:"rules"`
		}
		if err := json.Unmarshal([]byte(kept), &file); err != nil || file.Format != "maltu-voice" || len(file.Rules) != 3 {
			t.Fatalf("kept %q (%v)", kept, err)
		}
		// The writer's own text is not kept: only the quotes the voice carries.
		if strings.Contains(kept, "문을 열자마자") {
			t.Error("the writer's text went into local storage")
		}

		// A rule changed while kept is kept changed.
		p.fill("#mine-rules > li:nth-child(3) input", "느낌표로 권하기")
		p.run(chromedp.KeyEvent(kb.Enter))
		if !strings.Contains(stored(), "느낌표로 권하기") {
			t.Errorf("the changed rule was not kept: %s", stored())
		}

		p.press("#export-voice", kb.Enter)
		name, content := p.nextDownload()
		if name != "내-말투.json" || !strings.Contains(content, `"rule": "느낌표로 권하기"`) {
			t.Errorf("export %q:\n%s", name, content)
		}
		exported := filepath.Join(t.TempDir(), "내-말투.json")
		if err := os.WriteFile(exported, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}

		// The next visit starts at the draft, with no call to the server.
		p.press("#tab-mine", kb.ArrowLeft)
		p.fill("#sample", "") // nothing typed is lost, so the page lets the writer go
		p.open("/voice", "#draft")
		if p.text("#restored") == "" || p.count("#rules > li") != 3 || p.text("#rules > li:nth-child(3) .rule-text") != "느낌표로 권하기" {
			t.Errorf("next visit: restored note %q, %d rules", p.text("#restored"), p.count("#rules > li"))
		}
		if !eval[bool](p, `document.querySelector('#col-source').hidden`) || p.count("#voice button.link") != 0 {
			t.Error("a kept voice, without its text, still offers to show quotes in it")
		}
		if api.calls("/api/style-extract") != 1 {
			t.Errorf("the next visit asked the server again: %d extractions", api.calls("/api/style-extract"))
		}
		p.shot("keep-" + size.name + "-1-next-visit")
		p.axeBoth(axeJS, size.name+" next visit")

		toMine()
		p.press("#forget", kb.Enter)
		p.waitText("#keep-status", "보관한 말투를 지웠습니다")
		if stored() != "" || active() != "keep" {
			t.Errorf("after delete: stored %q, keyboard on %q", stored(), active())
		}
		p.open("/voice", "#sample")
		if !eval[bool](p, `document.querySelector('#voice').hidden`) {
			t.Error("a deleted voice came back on the next visit")
		}

		// Import, through the button and the browser's file chooser.
		_, err := chromedp.Call(p.ctx, cdppage.SetInterceptFileChooserDialog, cdppage.SetInterceptFileChooserDialogParams{Enabled: true})
		p.check(err)
		chooser := make(chan cdppage.EventFileChooserOpened, 1)
		p.check(chromedp.Listen(p.ctx, func(ev any) {
			if e, isChooser := ev.(*cdppage.EventFileChooserOpened); isChooser {
				chooser <- *e
			}
		}))
		choose := func(path string) {
			t.Helper()
			p.press("#import-voice", kb.Enter)
			e := <-chooser
			_, err := chromedp.Call(p.ctx, dom.SetFileInputFiles, dom.SetFileInputFilesParams{Files: []string{path}, BackendNodeID: e.BackendNodeID})
			p.check(err)
		}
		toMine()
		broken := filepath.Join(t.TempDir(), "broken.json")
		if err := os.WriteFile(broken, []byte(`{"format":"maltu-voice","rules":[{"rule":"`+strings.Repeat("가", 16)+`"}]}`), 0o644); err != nil {
			t.Fatal(err)
		}
		choose(broken)
		p.waitText("#keep-status", "불러오지 못했습니다. 1번째 규칙이 15자를 넘습니다.")
		choose(exported)
		p.waitText("#keep-status", "말투 파일을 불러왔습니다. 규칙 3개, 관찰 3개, 피하는 표현 1개입니다.")
		if p.text("#mine-rules > li:nth-child(3) input") != "" || eval[string](p, `document.querySelector('#mine-rules > li:nth-child(3) input').value`) != "느낌표로 권하기" {
			t.Errorf("imported rules: %d", p.count("#mine-rules > li"))
		}
		if stored() != "" {
			t.Error("an imported voice was kept without the writer choosing it")
		}
		p.press("#tab-mine", kb.ArrowLeft)
		if eval[bool](p, `document.querySelector('#draft-step').hidden`) || !eval[bool](p, `document.querySelector('#restored').hidden`) {
			t.Error("after an import the draft step is not open, or says the voice was restored")
		}
		p.shot("keep-" + size.name + "-2-imported")

		// Contract §1: keeping, deleting, exporting and importing call nothing; the rule edit is
		// the one usage event, a count.
		if n := api.calls("/api/track") - tracked; n != 1 {
			t.Errorf("%d usage events while keeping and moving the voice, want the rule edit's one", n)
		}
		api.mu.Lock()
		for path := range api.requests {
			if path != "/api/track" && path != "/api/style-extract" {
				t.Errorf("the page called %s", path)
			}
		}
		api.mu.Unlock()
	})
}
