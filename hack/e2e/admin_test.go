package e2e

import (
	"net/http"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

const adminKey = "op-key-2026-09"

// kpiAnswer plays /api/kpi by the key sent: the contract's refusals, an empty store, a full row.
func kpiAnswer(key string) answer {
	switch key {
	case "":
		return fail(http.StatusUnauthorized, "운영자 키가 없습니다. x-admin-token 헤더에 키를 넣어 주세요.")
	case "locked-key":
		return fail(http.StatusTooManyRequests, "틀린 키를 너무 많이 보냈습니다. 잠시 뒤에 다시 시도해 주세요.")
	case "no-config":
		return fail(http.StatusServiceUnavailable, "운영자 키가 서버에 등록되지 않았습니다.")
	case "empty-store":
		return ok(map[string]any{"kpi": nil, "measured_at": "2026-09-07T05:03:22Z"})
	case adminKey:
		return ok(map[string]any{"measured_at": "2026-09-07T15:30:00Z", "kpi": map[string]any{
			"sessions": 3, "profiles_created": 3, "drafts_submitted": 5, "transforms_done": 4,
			"published_as_is": 2, "publish_as_is_rate": 0.5, "revision_loops": 1,
			"rules_edited_inline": 2, "rules_edited_tab": 1, "avg_changed_ratio": nil,
			"first_event_at": "2026-09-07T05:03:22Z", "last_event_at": "2026-09-07T15:29:59Z",
		}})
	}
	return fail(http.StatusUnauthorized, "운영자 키가 맞지 않습니다.")
}

// TestOperatorScreenScripted types keys with the keyboard and reads every answer the contract
// gives /api/kpi, as the operator would see it.
func TestOperatorScreenScripted(t *testing.T) {
	api, origin := startScripted(t, nil)
	p := newPage(t, origin, 1280, 900)
	p.open("/admin", "#token")
	if !p.disabled("#load") {
		t.Fatal("지표 보기 is enabled without a key")
	}
	submit := func(key string) {
		t.Helper()
		p.run(chromedp.WaitVisible(chromedp.CSS("#token")), chromedp.SendKeys(chromedp.CSS("#token"), key), chromedp.KeyEvent(kb.Enter))
	}

	for _, tc := range []struct {
		name, key, message, advice string
	}{
		{"wrong key", "wrong-key", "운영자 키가 맞지 않습니다.", "등록된 키와 다릅니다"},
		{"too many wrong keys", "locked-key", "틀린 키를 너무 많이 보냈습니다", "15분"},
		{"not configured", "no-config", "등록되지 않았습니다", "이 화면에서는 고칠 수 없습니다"},
	} {
		submit(tc.key)
		p.waitText("#kpi-error", tc.message)
		if got := p.text("#kpi-error"); !strings.Contains(got, tc.advice) {
			t.Errorf("%s: advice missing: %q", tc.name, got)
		}
		if got := api.lastRequest("/api/kpi")["token"]; got != tc.key {
			t.Errorf("%s: sent x-admin-token %q", tc.name, got)
		}
		if tc.key == "wrong-key" { // a mistyped key is kept to fix, selected to type over
			if got := eval[string](p, `(({value, selectionStart, selectionEnd}) => value + ':' + selectionStart + '-' + selectionEnd)(document.activeElement)`); got != "wrong-key:0-9" {
				t.Errorf("after a wrong key the field holds %q, want it selected", got)
			}
		}
		p.shot("admin-" + sanitize(tc.name))
		if tc.key != "wrong-key" { // the form comes back by itself only after a 401
			p.run(chromedp.Click(chromedp.CSS("#forget")))
		}
	}

	{ // a key the browser cannot send
		before := api.calls("/api/kpi")
		submit("운영자 키")
		p.waitText("#kpi-error", "영문, 숫자, 기호만")
		if after := api.calls("/api/kpi"); after != before {
			t.Errorf("a request was sent with an unsendable key")
		}
		p.fill("#token", "")
	}

	submit("empty-store")
	p.waitText("#measured", "2026-09-07 14:03:22 KST")
	if n := p.count(`#dashboard .kpi-item.none`); n != 12 {
		t.Errorf("empty store: %d of 12 fields read 아직 없음", n)
	}
	if p.text("#kpi-empty") == "" {
		t.Error("empty store: no explanation")
	}
	p.run(chromedp.Click(chromedp.CSS("#forget")))

	submit("  " + adminKey + " ")
	p.waitText("#measured", "2026-09-08 00:30:00 KST")
	for field, want := range map[string]string{
		"sessions": "3", "publish_as_is_rate": "50.0%", "avg_changed_ratio": "아직 없음",
		"rules_edited_tab": "1", "first_event_at": "2026-09-07 14:03:22 KST", "last_event_at": "2026-09-08 00:29:59 KST",
	} {
		if got := p.text(`[data-field="` + field + `"] dd`); got != want {
			t.Errorf("%s shows %q, want %q", field, got, want)
		}
	}
	if got := api.lastRequest("/api/kpi")["token"]; got != adminKey {
		t.Errorf("key sent as %q (trimmed by the page)", got)
	}
	if stored := eval[string](p, `[localStorage.length, sessionStorage.length, document.cookie, document.querySelector('#token').value].join('|')`); stored != "0|0||" {
		t.Errorf("the key left memory: storage, cookies, field = %q", stored)
	}
	p.shot("admin-dashboard")

	narrow := newPage(t, origin, 390, 844)
	narrow.open("/admin", "#token")
	narrow.run(chromedp.SendKeys(chromedp.CSS("#token"), adminKey), chromedp.KeyEvent(kb.Enter))
	narrow.waitText("#measured", "KST")
	if w := eval[int](narrow, `document.documentElement.scrollWidth`); w > 390 {
		t.Errorf("phone width: page is %dpx wide, scrolls sideways", w)
	}
	narrow.shot("admin-phone")
}
