package e2e

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"maltu/libs/gate/contract"
)

// The draft the finishing test rewrites: two paragraphs, a Latin name and figures.
const finishDraft = "이번 분기 OpenAI API 비용은 1,200만 원이었습니다. 전년보다 12% 늘었습니다.\n\n" +
	"다음 달에는 사용량을 점검할 예정입니다. 담당자는 금요일까지 보고해 주시기 바랍니다."

// finishing answers it: two sentences changed by rule 1, one reverted by the gate (its reason
// as the gate writes it), one left as it was.
var finishing = map[string]any{
	"sentences": []contract.Sentence{
		{Original: "이번 분기 OpenAI API 비용은 1,200만 원이었습니다.", Rewritten: "이번 분기 OpenAI API 비용은 1,200만 원이었어요.", RuleIDs: []json.Number{"1"}, Claim: true},
		{Original: "전년보다 12% 늘었습니다.", Rewritten: "전년보다 12% 늘었습니다.", Claim: true, Reverted: true, Reason: "원문의 숫자가 바뀌어 원문을 유지했습니다"},
		{Original: "다음 달에는 사용량을 점검할 예정입니다.", Rewritten: "다음 달에는 사용량을 점검할 거예요.", RuleIDs: []json.Number{"1"}, Claim: true},
		{Original: "담당자는 금요일까지 보고해 주시기 바랍니다.", Rewritten: "담당자는 금요일까지 보고해 주시기 바랍니다."},
	},
	"changed_count": 2, "reverted_count": 1, "changed_ratio": 0.08, "org_docs": 0, "truncated": false,
}

// TestFinishTextScripted is a writer finishing the text on the page with the keyboard only, on a
// desktop and on a phone: an avoided phrase made a rule, each rule's effect, every sentence taken,
// kept as drafted, edited or undone, the finished text copied, downloaded, read as prose and
// made into a report from the sentences chosen, and axe-core over each screen, light and dark.
func TestFinishTextScripted(t *testing.T) {
	axeJS := axeSource(t)
	onEveryScreen(t, func(t *testing.T, size screen) {
		api, origin := startScripted(t, map[string][]answer{
			"/api/style-extract": {ok(extraction)},
			"/api/rewrite":       {ok(finishing)},
			"/api/report":        {ok(report)},
			"/api/track":         {{status: 202, body: map[string]string{}}},
		})
		p := newPage(t, origin, size.width, size.height)
		shot := func(name string) { p.shot("finish-" + size.name + "-" + name) }
		activeAct := func() string {
			return eval[string](p, `(document.activeElement.closest('li.sentence') ? [...document.querySelectorAll('#sentences > li')].indexOf(document.activeElement.closest('li.sentence')) + 1 : 0) + ':' + (document.activeElement.dataset.act ?? document.activeElement.tagName)`)
		}
		p.open("/voice", "#sample")
		p.fill("#sample", fixture(t, "sample-blog.txt"))
		p.press("#extract", kb.Enter)
		p.run(chromedp.WaitVisible(chromedp.CSS("#voice")))

		// Item 4: the avoided 또한 becomes a rule the engine reads; the card then says so.
		p.press("#avoids li button", kb.Enter)
		p.waitText("#rules > li:nth-child(4) .rule-text", "'또한' 쓰지 않기")
		if got := eval[string](p, `document.activeElement.getAttribute('aria-label')`); got != "규칙 4 고치기" {
			t.Errorf("after making the rule the keyboard is on %q, want the new rule", got)
		}
		if got := p.text("#avoids .avoid-state"); got != "규칙 4('또한' 쓰지 않기)로 넣었습니다." {
			t.Errorf("the avoid after it became a rule says %q", got)
		}
		p.press("#observations > li:nth-child(2) button.link", kb.Enter) // a quote marked active
		p.axeBoth(axeJS, size.name+" voice")

		p.fill("#draft", finishDraft)
		p.press("#rewrite", kb.Enter)
		p.run(chromedp.WaitVisible(chromedp.CSS("#result")))
		sent, _ := json.Marshal(api.lastRequest("/api/rewrite")["rules"])
		if !strings.Contains(string(sent), `{"id":4,"rule":"'또한' 쓰지 않기"}`) {
			t.Errorf("the avoid rule was not sent: %s", sent)
		}

		// Item 5: each rule's effect, and why a rule changed nothing.
		for i, want := range []string{
			"해요체로 끝맺기: 문장 2개를 바꿨습니다.",
			"느낌은 -더라고요: 바꾼 문장이 없습니다. 기본 엔진이 알아듣지 못하는 규칙입니다.",
			"권할 땐 느낌표: 바꾼 문장이 없습니다. 기본 엔진이 알아듣지 못하는 규칙입니다.",
			"'또한' 쓰지 않기: 바꾼 문장이 없습니다. 이 초안에는 이 규칙을 적용할 곳이 없었거나, 적용한 문장이 수치나 이름을 지키려고 초안대로 되돌려졌습니다.",
		} {
			if got := p.text(fmt.Sprintf("#rule-effects-list > li:nth-child(%d)", i+1)); !strings.HasPrefix(got, want) {
				t.Errorf("rule %d: %q, want %q", i+1, got, want)
			}
		}
		if got := p.text("#sentences > li:nth-child(2) .reason"); got != "바꾸지 않은 이유: 초안 문장의 숫자가 바뀌어 초안 문장을 그대로 두었습니다. 직접 고쳐 쓸 수는 있습니다." {
			t.Errorf("reverted sentence: %q", got)
		}
		p.axeBoth(axeJS, size.name+" result")
		shot("1-result")

		s1, s2, s3 := "#sentences > li:nth-child(1)", "#sentences > li:nth-child(2)", "#sentences > li:nth-child(3)"
		used := func(sel string) string {
			return eval[string](p, fmt.Sprintf(`document.querySelector(%s).dataset.used`, js(sel)))
		}

		{ // sentence 1: keep the draft's, then undo
			p.press(s1+` [data-act="draft"]`, kb.Enter)
			if used(s1) != "draft" || p.text(s1+` [data-act="draft"]`) != "초안 문장 쓰기" ||
				eval[string](p, `document.querySelector('#sentences > li:nth-child(1) [data-act="draft"]').getAttribute('aria-pressed')`) != "true" {
				t.Errorf("after 초안 문장 쓰기: used %q", used(s1))
			}
			if got := activeAct(); got != "1:draft" {
				t.Errorf("after 초안 문장 쓰기 the keyboard is on %q", got)
			}
			p.waitText("#choice-status", "문장 1: 초안 문장을 씁니다.")
			p.press(s1+` [data-act="undo"]`, kb.Enter)
			if used(s1) != "rewrite" || activeAct() != "1:edit" {
				t.Errorf("after undo: used %q, keyboard on %q", used(s1), activeAct())
			}
			p.waitText("#choice-status", "실행 취소했습니다. 바꾼 문장을 씁니다.")
		}
		{ // sentence 1: an edit that drops a name is said, Escape leaves, undo returns
			p.press(s1+` [data-act="edit"]`, kb.Enter)
			if got := eval[string](p, `document.activeElement.id + '=' + document.activeElement.value`); got != "edit-0=이번 분기 OpenAI API 비용은 1,200만 원이었어요." {
				t.Errorf("the edit box opened as %q", got)
			}
			p.run(chromedp.KeyEvent(kb.Escape))
			if used(s1) != "rewrite" || activeAct() != "1:edit" {
				t.Errorf("after Escape: used %q, keyboard on %q", used(s1), activeAct())
			}
			p.press(s1+` [data-act="edit"]`, kb.Enter)
			p.fill("#edit-0", "이번 분기 API 비용은 1,200만 원이었어요.")
			p.run(chromedp.KeyEvent(kb.Enter, chromedp.KeyModifiers(chromedp.ModifierCtrl)))
			p.waitText(s1+" .facts", "초안과 다른 영문 이름: OpenAI 빠짐.")
			if used(s1) != "own" || strings.Contains(p.text(s1+" .facts"), "숫자") {
				t.Errorf("own edit: used %q, note %q", used(s1), p.text(s1+" .facts"))
			}
			shot("2-edited")
			p.press(s1+` [data-act="undo"]`, kb.Enter)
			if used(s1) != "rewrite" {
				t.Errorf("undo after an edit: used %q", used(s1))
			}
		}
		{ // sentence 2, reverted by the gate: the writer writes it themselves, keeping its figure
			p.press(s2+` [data-act="edit"]`, kb.Enter)
			p.fill("#edit-1", "전년보다 12% 늘었어요.")
			p.press(s2+` button[type="submit"]`, kb.Enter)
			if used(s2) != "own" || p.count(s2+" .facts") != 0 {
				t.Errorf("sentence 2: used %q, %d notes for an edit that kept its figure", used(s2), p.count(s2+" .facts"))
			}
		}
		{ // sentence 3: a figure written in by hand is said
			p.press(s3+` [data-act="edit"]`, kb.Enter)
			p.fill("#edit-2", "다음 달에는 사용량을 15% 줄일 거예요.")
			p.run(chromedp.KeyEvent(kb.Enter, chromedp.KeyModifiers(chromedp.ModifierCtrl)))
			p.waitText(s3+" .facts", "초안과 다른 숫자: 15% 새로 씀.")
		}
		p.axeBoth(axeJS, size.name+" chosen")
		shot("3-chosen")

		want := "이번 분기 OpenAI API 비용은 1,200만 원이었어요. 전년보다 12% 늘었어요.\n\n다음 달에는 사용량을 15% 줄일 거예요. 담당자는 금요일까지 보고해 주시기 바랍니다."
		p.press("#copy-editor", kb.Enter)
		p.waitText("#copy-status", "복사했습니다")
		if got := p.clipboard(); got != want {
			t.Errorf("전체 복사:\n%q\nwant\n%q", got, want)
		}
		p.press("#export-txt", kb.Enter)
		if name, content := p.nextDownload(); name != "내-말투로-바꾼-글.txt" || content != want+"\n" {
			t.Errorf("download %q:\n%q", name, content)
		}

		// Item 2: the finished text as prose, its paragraphs the draft's, copied from there.
		p.press("#tab-editor", kb.ArrowRight)
		p.run(chromedp.WaitVisible(chromedp.CSS("#prose")))
		if got := eval[string](p, `[...document.querySelectorAll('#prose p')].map((p) => p.textContent).join('|')`); got != strings.ReplaceAll(want, "\n\n", "|") {
			t.Errorf("prose paragraphs: %q", got)
		}
		p.press("#copy-prose", kb.Enter)
		p.waitText("#copy-status", "복사했습니다")
		if got := p.clipboard(); got != want {
			t.Errorf("copied from the prose view: %q", got)
		}
		p.axeBoth(axeJS, size.name+" prose")
		shot("4-prose")

		// The report is made from the sentences chosen.
		p.press("#tab-prose", kb.ArrowRight)
		p.run(chromedp.WaitVisible(chromedp.CSS("#report")))
		got, _ := json.Marshal(api.lastRequest("/api/report")["sentences"])
		if string(got) != `["이번 분기 OpenAI API 비용은 1,200만 원이었어요.","전년보다 12% 늘었어요.","다음 달에는 사용량을 15% 줄일 거예요.","담당자는 금요일까지 보고해 주시기 바랍니다."]` {
			t.Errorf("report made from %s", got)
		}
		p.axeBoth(axeJS, size.name+" report")

		// A change of choice afterwards makes the report again, from the new sentences.
		p.press("#tab-report", kb.Home)
		p.press(s3+` [data-act="undo"]`, kb.Enter)
		p.press("#tab-editor", kb.End)
		p.run(chromedp.WaitVisible(chromedp.CSS("#report")))
		if n := api.calls("/api/report"); n != 2 {
			t.Errorf("after a change the report was asked for %d times in all, want 2", n)
		}
		if s, _ := api.lastRequest("/api/report")["sentences"].([]any); len(s) != 4 || s[2] != "다음 달에는 사용량을 점검할 거예요." {
			t.Errorf("the second report was made from %v", s)
		}

		if w := eval[int](p, `document.documentElement.scrollWidth`); w > size.width {
			t.Errorf("the page is %dpx wide on a %dpx screen", w, size.width)
		}
		small := eval[[]string](p, `[...document.querySelectorAll('button, a[href], label:has(input[type=radio])')].filter((b) => b.offsetParent !== null && b.getBoundingClientRect().height < 44).map((b) => b.textContent)`)
		if len(small) > 0 {
			t.Errorf("targets under 44px high: %q", small)
		}
		// Contract §6: a text the writer changed is not published as is.
		for _, e := range api.waitEvents(t, 4) {
			if e.Ev == "published_as_is" {
				t.Errorf("published_as_is sent for a text the writer edited: %v", e.Props)
			}
		}
	})
}
