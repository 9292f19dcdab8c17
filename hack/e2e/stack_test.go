package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"maltu/hack/localstack"
)

const stackKey = "e2e-operator-key"

// kst is Korea's time, which keeps no daylight saving.
var kst = time.FixedZone("KST", 9*60*60)

// startStack builds and runs `make run`'s stack (Redis, ClickHouse, every service, the edge) in
// a fresh run folder, so the KPI starts empty, and returns the edge's base URL.
func startStack(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	logFile := filepath.Join(dir, "stack.log")
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	st, err := localstack.Start(ctx, localstack.Config{Dir: filepath.Join(dir, "run"), Log: logTo(t, logFile),
		Env: map[string]string{"ADMIN_TOKEN": stackKey, "ENGINES": "local"}})
	if err != nil {
		t.Fatalf("stack not ready within 4m: %v; log:\n%s", err, logTail(logFile))
	}
	t.Cleanup(st.Close)
	return st.URL()
}

// kpi reads GET /api/kpi with the operator's key, as the admin page does, and returns the status
// and decoded body.
func kpi(t *testing.T, base string) (int, map[string]any) {
	t.Helper()
	req, err := http.NewRequest(http.MethodGet, base+"/api/kpi", nil)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("User-Agent", userAgent)
	req.Header.Set("x-admin-token", stackKey)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var out map[string]any
	_ = json.NewDecoder(resp.Body).Decode(&out)
	return resp.StatusCode, out
}

// TestWholeStack is the "done when": the writer's whole flow on the local engine through
// the edge, the events arriving in ClickHouse as seen in the KPI, and the operator's screen
// showing that row. Screenshots: artifacts/e2e/stack-*.png.
func TestWholeStack(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs every service")
	}
	base := startStack(t)
	// Before any event the store holds no row: every card reads 아직 없음.
	_, empty := kpi(t, base)
	operatorScreen(t, base, empty, "stack-0-admin-empty")
	want := writerFlow(t, base)
	row := waitKPI(t, base, want)
	operatorScreen(t, base, row, "stack-5-admin")
}

// events is what the writer's flow sent, counted as the KPI counts.
type events struct {
	profiles, inline, tab, drafts, transforms, loops, published int
}

func writerFlow(t *testing.T, base string) events {
	t.Helper()
	p := newPage(t, base, 1280, 900)
	p.open("/voice", "#sample")
	p.fill("#sample", fixture(t, "sample-blog.txt"))
	p.run(chromedp.Click(chromedp.CSS("#extract")))
	waitOutcome(p, "#voice", "#extract-error")

	obs, rules := p.count("#observations > li"), p.count("#rules > li")
	if obs < 3 || obs > 6 || rules < 2 || rules > 5 {
		t.Errorf("extraction shown: %d observations, %d rules; the contract gives 3-6 and 2-5", obs, rules)
	}
	if lost := p.count("#voice .quote .muted"); lost != 0 {
		t.Errorf("%d quotes were not found in the original; the server keeps only verbatim evidence", lost)
	}
	if p.count("#sample-view mark") == 0 {
		t.Error("no quote marked in the original")
	}
	p.shot("stack-1-voice")

	// One rule edited in place and one in the 내 말투 tab, by keyboard. The last rule is the one
	// changed, so the engine still sees the rules it found first.
	last := fmt.Sprintf("#rules > li:nth-child(%d)", rules)
	p.focus(last + " button")
	p.run(chromedp.KeyEvent(kb.Enter))
	p.fill(last+" input", "문장은 짧게")
	p.run(chromedp.KeyEvent(kb.Enter))
	p.waitText(last+" .rule-text", "문장은 짧게")
	p.focus("#tab-write")
	p.run(chromedp.KeyEvent(kb.ArrowRight), chromedp.WaitVisible(chromedp.CSS("#mine-rules")))
	p.fill(fmt.Sprintf("#mine-rules > li:nth-child(%d) input", rules), "문장은 짧고 쉽게")
	p.run(chromedp.KeyEvent(kb.Enter))
	p.focus("#tab-mine")
	p.run(chromedp.KeyEvent(kb.ArrowLeft), chromedp.WaitVisible(chromedp.CSS("#draft")))
	p.waitText(last+" .rule-text", "문장은 짧고 쉽게")

	// A personal rewrite, copied from the editor.
	p.fill("#draft", fixture(t, "draft-personal.txt"))
	p.run(chromedp.Click(chromedp.CSS("#rewrite")))
	waitOutcome(p, "#result", "#rewrite-error")
	n := p.count("#sentences > li")
	if n == 0 || !strings.Contains(p.text("#summary"), fmt.Sprintf("문장 %d개 중", n)) {
		t.Fatalf("personal result: %d sentences, summary %q", n, p.text("#summary"))
	}
	reverted := p.count("#sentences > li.reverted")
	p.shot("stack-2-result-personal")
	p.run(chromedp.Click(chromedp.CSS("#copy-editor")))
	p.waitText("#copy-status", "복사했습니다")
	if got := p.clipboard(); got == "" || strings.Contains(got, "undefined") {
		t.Errorf("copied %q", got)
	}
	published := 0
	if reverted == 0 {
		published = 1 // taken as it was: contract §6 rule 3
	}

	// An org rewrite of a report with figures: its claim sentences come back blank.
	p.run(chromedp.Click(chromedp.CSS(`input[name="mode"][value="org"]`)))
	p.fill("#draft", fixture(t, "draft-org.txt"))
	p.run(chromedp.Click(chromedp.CSS("#rewrite")))
	p.waitText("#summary", "근거가 필요한 문장")
	blanks := p.count("#sentences > li.blank")
	if blanks == 0 {
		t.Fatal("org mode left no figure sentence blank")
	}
	// The blanks are offered at the voice's speech level, by the offline engine through the API.
	p.waitText("#sentences > li.blank .leveled", "‘해요체로 끝맺기’에만 맞춰")
	if v := eval[string](p, `document.querySelector('#sentences > li.blank textarea').value`); !strings.HasSuffix(v, "요.") {
		t.Errorf("a blank is offered as %q, not at 해요체", v)
	}
	p.fill("#sentences > li.blank textarea", "3분기 매출은 48억 원으로, 작년 같은 분기보다 12% 늘었어요.")
	p.shot("stack-3-result-org")

	p.run(chromedp.Click(chromedp.CSS("#tab-report")))
	waitOutcome(p, "#report", "#report-error")
	if p.text("#report-body") == "" {
		t.Error("report view is empty")
	}
	p.shot("stack-4-report")
	p.run(chromedp.Click(chromedp.CSS("#export-md")))
	if name, content := p.nextDownload(); name != "내-말투-보고서.md" || !strings.Contains(content, "## ") {
		t.Errorf("report download %q:\n%s", name, content)
	}
	// The org result had a sentence filled by hand: its export is no published_as_is.
	return events{profiles: 1, inline: 1, tab: 1, drafts: 2, transforms: 2, loops: 1, published: published}
}

// waitOutcome waits for the success element or the error region, and fails with the page's own
// Korean message when the error came.
func waitOutcome(p *page, success, errRegion string) {
	p.t.Helper()
	cond := fmt.Sprintf(`!document.querySelector(%s).hidden || !document.querySelector(%s).hidden`, js(success), js(errRegion))
	_, err := chromedp.Run(p.ctx, chromedp.Poll[bool](cond, chromedp.WithPollingTimeout(30*time.Second)))
	p.check(err)
	if !eval[bool](p, fmt.Sprintf(`document.querySelector(%s).hidden`, js(errRegion))) {
		p.shot("failure-" + sanitize(p.t.Name()))
		p.t.Fatalf("the page shows an error: %s", p.text(errRegion))
	}
}

// waitKPI reads /api/kpi until it counts the flow's events (track answers after ClickHouse has
// them, but the page never waits for track).
func waitKPI(t *testing.T, base string, want events) map[string]any {
	t.Helper()
	expect := map[string]float64{
		"sessions": 1, "profiles_created": float64(want.profiles), "drafts_submitted": float64(want.drafts),
		"transforms_done": float64(want.transforms), "revision_loops": float64(want.loops),
		"rules_edited_inline": float64(want.inline), "rules_edited_tab": float64(want.tab),
		"published_as_is": float64(want.published),
	}
	var last map[string]any
	deadline := time.Now().Add(15 * time.Second)
	for time.Now().Before(deadline) {
		status, body := kpi(t, base)
		if status != http.StatusOK {
			t.Fatalf("GET /api/kpi: %d %v", status, body)
		}
		row, _ := body["kpi"].(map[string]any)
		last = row
		if row != nil && matches(row, expect) {
			rate, _ := row["publish_as_is_rate"].(float64)
			if math.Abs(rate-float64(want.published)/float64(want.transforms)) > 1e-9 {
				t.Errorf("publish_as_is_rate %v", row["publish_as_is_rate"])
			}
			if r, ok := row["avg_changed_ratio"].(float64); !ok || r < 0 || r > 1 {
				t.Errorf("avg_changed_ratio %v, want a number in [0,1] after two rewrites", row["avg_changed_ratio"])
			}
			return body
		}
		time.Sleep(200 * time.Millisecond)
	}
	t.Fatalf("KPI row never counted the flow: %v, want %v", last, expect)
	return nil
}

func matches(row map[string]any, want map[string]float64) bool {
	for k, v := range want {
		if got, ok := row[k].(float64); !ok || got != v {
			return false
		}
	}
	return true
}

// operatorScreen checks the admin page against the row the API gave.
func operatorScreen(t *testing.T, base string, body map[string]any, shot string) {
	t.Helper()
	p := newPage(t, base, 1280, 900)
	p.open("/admin", "#token")
	p.run(chromedp.SendKeys(chromedp.CSS("#token"), "not-the-key"), chromedp.KeyEvent(kb.Enter))
	p.waitText("#kpi-error", "운영자 키")
	if got := p.text("#kpi-error"); !strings.Contains(got, "오류 401") || !strings.Contains(got, "등록된 키와 다릅니다") {
		t.Errorf("wrong key: %q", got)
	}
	p.run(chromedp.SendKeys(chromedp.CSS("#token"), stackKey), chromedp.KeyEvent(kb.Enter))
	p.waitText("#measured", "KST")
	if _, ok := body["measured_at"].(string); !ok {
		t.Fatalf("GET /api/kpi gave %v", body)
	}
	row, _ := body["kpi"].(map[string]any)
	if row == nil && (p.count("#dashboard .kpi-item.none") != 12 || eval[bool](p, `document.querySelector('#kpi-empty').hidden`)) {
		t.Errorf("no row yet: %d of 12 cards read 아직 없음, or no word why", p.count("#dashboard .kpi-item.none"))
	}
	for field, v := range row {
		var want string
		switch x := v.(type) {
		case nil:
			want = "아직 없음"
		case string:
			at, err := time.Parse(time.RFC3339, x)
			if err != nil {
				t.Fatalf("%s: %q is not RFC 3339", field, x)
			}
			want = at.In(kst).Format("2006-01-02 15:04:05") + " KST"
		case float64:
			if strings.Contains(field, "rate") || strings.Contains(field, "ratio") {
				want = fmt.Sprintf("%.1f%%", x*100)
			} else {
				want = fmt.Sprintf("%d", int(x))
			}
		}
		if got := p.text(`[data-field="` + field + `"] dd`); got != want {
			t.Errorf("%s: the page shows %q, the row says %v", field, got, v)
		}
	}
	p.shot(shot)
}
