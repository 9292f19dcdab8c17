package e2e

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"maltu/libs/gate/contract"
)

// orgLeveled answers the page's call for org's two blanks at the voice's speech level.
var orgLeveled = map[string]any{
	"sentences": []contract.Sentence{
		{Original: "3분기 매출은 전년 동기 대비 12% 증가한 48억 원을 기록하였습니다.", Rewritten: "3분기 매출은 전년 동기 대비 12% 증가한 48억 원을 기록했어요.", RuleIDs: []json.Number{"1"}, Claim: true},
		{Original: "고객 문의 응답 시간은 평균 2시간에서 40분으로 단축되었습니다.", Rewritten: "고객 문의 응답 시간은 평균 2시간에서 40분으로 단축됐어요.", RuleIDs: []json.Number{"1"}, Claim: true},
	},
	"changed_count": 2, "reverted_count": 0, "changed_ratio": 0.1, "org_docs": 0, "truncated": false,
}

// TestOrgBlanksScripted is a writer with the keyboard only, on a desktop and on a phone, whose
// voice ends sentences in 해요체, rewriting a report in org mode (issue 26, item 8): the answer
// leaves its figure sentences blank as the contract says, and the page offers each blank at the
// writer's level, asked for with the level rule alone and marked as still needing support, so a
// blank left unfilled does not mix levels in the finished text; one filled by hand is the writer's.
func TestOrgBlanksScripted(t *testing.T) {
	axeJS := axeSource(t)
	onEveryScreen(t, func(t *testing.T, size screen) {
		api, origin := startScripted(t, map[string][]answer{
			"/api/style-extract": {ok(extraction)},
			"/api/rewrite":       {ok(org), ok(orgLeveled)},
			"/api/track":         {{status: 202, body: map[string]string{}}},
		})
		p := newPage(t, origin, size.width, size.height)
		p.open("/voice", "#sample")
		p.fill("#sample", fixture(t, "sample-blog.txt"))
		p.press("#extract", kb.Enter)
		p.run(chromedp.WaitVisible(chromedp.CSS("#voice")))
		p.press(`input[name="mode"][value="org"]`, " ")
		p.fill("#draft", fixture(t, "draft-org.txt"))
		p.press("#rewrite", kb.Enter)
		p.run(chromedp.WaitVisible(chromedp.CSS("#result")))

		p.waitText("#sentences > li:nth-child(3) .leveled", "‘해요체로 끝맺기’에만 맞춰")
		if org := api.nthRequest("/api/rewrite", 1); org["mode"] != "org" {
			t.Errorf("the rewrite was sent in mode %v", org["mode"])
		}
		sent, _ := json.Marshal(api.nthRequest("/api/rewrite", 2))
		if want := `{"draft":"3분기 매출은 전년 동기 대비 12% 증가한 48억 원을 기록하였습니다.\n고객 문의 응답 시간은 평균 2시간에서 40분으로 단축되었습니다.","mode":"personal","rules":[{"id":1,"rule":"해요체로 끝맺기"}]}`; string(sent) != want {
			t.Errorf("the blanks were asked for with\n%s\nwant\n%s", sent, want)
		}
		for sel, want := range map[string]string{"#fill-0": "3분기 매출은 전년 동기 대비 12% 증가한 48억 원을 기록했어요.", "#fill-2": "고객 문의 응답 시간은 평균 2시간에서 40분으로 단축됐어요."} {
			if got := eval[string](p, `document.querySelector(`+js(sel)+`).value`); got != want {
				t.Errorf("%s holds %q, want %q", sel, got, want)
			}
		}
		if got := eval[string](p, `document.querySelector('#fill-2').getAttribute('aria-describedby')`); got != "fill-2-why fill-2-level" {
			t.Errorf("the box is described by %q", got)
		}
		if n := p.text("#blank-left"); !strings.Contains(n, "2개") || !strings.Contains(n, "말투만 맞춘 초안 문장이") {
			t.Errorf("blank note: %q", n)
		}
		for _, sel := range []string{"#rules", "#sentences"} {
			if strings.Contains(p.text(sel), "null") {
				t.Errorf("%s shows a null: %q", sel, p.text(sel))
			}
		}
		p.shot("org-" + size.name + "-leveled")
		p.axeBoth(axeJS, size.name+" org blanks leveled")

		// One filled by hand is the writer's; the other, left, gives its leveled sentence.
		p.fill("#fill-0", handFilled)
		p.press("#copy-editor", kb.Enter)
		p.waitText("#copy-status", "복사했습니다")
		if got := p.clipboard(); !strings.HasPrefix(got, handFilled+" 신규 고객이") || !strings.Contains(got, "40분으로 단축됐어요.") || strings.Contains(got, "단축되었습니다") {
			t.Errorf("copied %q: want the hand-filled sentence and the other blank at 해요체", got)
		}
		if n := p.text("#blank-left"); !strings.Contains(n, "1개") {
			t.Errorf("blank note after one fill: %q", n)
		}
	})
}
