package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"reflect"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"maltu/libs/engine"
	"maltu/libs/engine/scripted"
	"maltu/libs/engine/serve"
	"maltu/libs/engine/serve/servetest"
	"maltu/libs/gate/chars"
	"maltu/libs/gate/check"
	"maltu/libs/gate/contract"
	"maltu/libs/gate/door/doortest"
	"maltu/libs/gate/sentence"
)

const path = "/api/rewrite"

// A business-report draft in an AI's voice: a Latin name, figures, a comparison and forecasts.
func draft(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile("testdata/draft.txt")
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// What an extraction returns and the client numbers.
var voice = []contract.NumberedRule{
	{ID: 1, Rule: "해요체로 끝맺기"},
	{ID: 2, Rule: "'또한' 쓰지 않기"},
	{ID: 3, Rule: "번역투 피하기"},
}

type request struct {
	Draft string `json:"draft"`
	Rules any    `json:"rules"`
	Mode  any    `json:"mode,omitempty"`
}

func (r request) String() string {
	b, _ := json.Marshal(r)
	return string(b)
}

// rulesOf makes n valid rules, numbered from 1.
func rulesOf(n int) []contract.NumberedRule {
	out := make([]contract.NumberedRule, n)
	for i := range out {
		out[i] = contract.NumberedRule{ID: i + 1, Rule: voice[i%len(voice)].Rule}
	}
	return out
}

func post(t *testing.T, base, body string) (int, *doortest.Response) {
	t.Helper()
	return doortest.Do(t, http.MethodPost, base+path, body)
}

func TestRewriteRoute(t *testing.T) {
	doortest.Routed(t, servetest.StartLocal(t, run, nil), "rewrite", http.MethodPost, path)
}

func TestRewriteRejectsBadRequests(t *testing.T) {
	d := draft(t)
	const short19 = "내일 회의는 오전 10시에 시작해요"
	if n := chars.Count(short19); n != 19 {
		t.Fatalf("short19 has %d characters", n)
	}
	invalid := []any{
		map[string]any{"id": "1", "rule": "해요체로 끝맺기"}, // id not a number
		map[string]any{"id": 3, "rule": ""},
		map[string]any{"id": 4, "rule": "   "},
		map[string]any{"id": 5, "rule": 7},
		map[string]any{"rule": "id 없는 규칙"},
		map[string]any{"ID": 6, "RULE": "해요체로 끝맺기"}, // field names are exact (contract §2)
		"해요체로 끝맺기",
		nil,
	}
	base := servetest.StartLocal(t, run, nil)
	servetest.RejectsAll(t, base+path,
		servetest.Bad("빈 본문", "", "비어 있습니다"),
		servetest.Bad("JSON이 아닌 본문", "{draft:", "JSON"),
		servetest.Bad("draft 없음", `{"rules":[{"id":1,"rule":"해요체로 끝맺기"}]}`, "'draft' 필드가 없습니다"),
		servetest.Bad("대문자로 쓴 필드 이름", `{"Draft":"`+short19+`.","RULES":[{"id":1,"rule":"해요체로 끝맺기"}]}`, "'draft' 필드가 없습니다"),
		servetest.Bad("draft가 숫자", `{"draft":20,"rules":[{"id":1,"rule":"해요체로 끝맺기"}]}`, "'draft'"),
		servetest.Bad("19자", request{Draft: short19, Rules: voice}.String(), "지금은 19자"),
		servetest.Bad("10,001자", request{Draft: servetest.Cut(d, 10001), Rules: voice}.String(), "지금은 10,001자"),
		servetest.Bad("rules 없음", `{"draft":"`+short19+`."}`, "'rules' 필드가 없습니다"),
		servetest.Bad("rules가 null", `{"draft":"`+short19+`.","rules":null}`, "'rules' 필드에 null을 보낼 수 없습니다"),
		servetest.Bad("rules가 배열이 아님", `{"draft":"`+short19+`.","rules":{"id":1,"rule":"해요체로 끝맺기"}}`, "배열"),
		servetest.Bad("올바른 규칙 0개", request{Draft: d, Rules: []any{}}.String(), "쓸 수 있는 규칙이 없습니다"),
		servetest.Bad("잘못된 규칙만", request{Draft: d, Rules: invalid}.String(), "쓸 수 있는 규칙이 없습니다"),
		servetest.Bad("올바른 규칙 11개", request{Draft: d, Rules: rulesOf(11)}.String(), "지금은 올바른 규칙이 11개"),
		servetest.Bad("mode가 null", request{Draft: d, Rules: voice, Mode: json.RawMessage("null")}.String(), "'mode' 필드에 null을 보낼 수 없습니다"),
		servetest.Bad("모르는 mode", request{Draft: d, Rules: voice, Mode: "business"}.String(), "'mode'"),
		servetest.Bad("mode가 숫자", request{Draft: d, Rules: voice, Mode: 1}.String(), "'mode'"),
		servetest.Bad("mode가 빈 문자열", request{Draft: d, Rules: voice, Mode: ""}.String(), "'mode'"),
		// A draft one over the limit in the widest JSON is counted, not refused by its bytes (413).
		servetest.Bad("가장 넓게 쓴 10,001자", `{"draft":"`+servetest.Widest(10001)+`","rules":[{"id":1,"rule":"해요체로 끝맺기"}]}`, "지금은 10,001자"),
	)
	servetest.BodyLimit(t, base, path, 320<<10, func(pad string) string { return `{"draft":"` + pad + `"}` }, "지금은 0자")
}

func TestRewriteAcceptsTheBoundaries(t *testing.T) {
	d := draft(t)
	const short20 = "내일 회의는 오전 10시에 시작해요."
	invalid := []any{map[string]any{"id": "1", "rule": "해요체로 끝맺기"}, map[string]any{"id": 2, "rule": ""}, 42}
	base := servetest.StartLocal(t, run, nil)
	cases := []struct {
		name string
		req  request
		n    int // sentences expected
	}{
		{"20자", request{Draft: short20, Rules: voice}, 1},
		{"10,000자", request{Draft: servetest.Cut(d, 10000), Rules: voice}, len(sentence.Split(servetest.Cut(d, 10000)))},
		{"규칙 1개", request{Draft: d, Rules: rulesOf(1)}, 6},
		{"규칙 10개", request{Draft: d, Rules: rulesOf(10)}, 6},
		{"규칙 10개와 잘못된 항목 3개", request{Draft: d, Rules: append(invalid, toAny(rulesOf(10))...)}, 6},
		{"같은 id는 한 번만 센다", request{Draft: d, Rules: append(toAny(rulesOf(10)), rulesOf(1)[0])}, 6},
		// The only rule: were it dropped with its evidence, no valid rule would be left (400).
		{"evidence가 숫자인 규칙은 evidence만 버린다", request{Draft: d, Rules: []any{map[string]any{"id": 1, "rule": "해요체로 끝맺기", "evidence": 7}}}, 6},
		{"evidence가 null인 규칙도 남는다", request{Draft: d, Rules: []any{map[string]any{"id": 1, "rule": "해요체로 끝맺기", "evidence": nil}}}, 6},
		{"mode personal", request{Draft: d, Rules: voice, Mode: "personal"}, 6},
		{"mode org", request{Draft: d, Rules: voice, Mode: "org"}, 6},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			status, resp := post(t, base, tc.req.String())
			if status != http.StatusOK {
				t.Fatalf("%d %s", status, resp.Body)
			}
			got := checkShape(t, resp.Body)
			if len(got.Sentences) != tc.n || got.Truncated {
				t.Fatalf("%d sentences (truncated %v), want %d", len(got.Sentences), got.Truncated, tc.n)
			}
		})
	}
}

func toAny[T any](items []T) []any {
	out := make([]any, len(items))
	for i, it := range items {
		out[i] = it
	}
	return out
}

// checkShape holds a 200 body to contract §4.2: exactly its keys, sentences with their five keys
// plus reason and reverted only on a reverted or blank sentence, JSON booleans, rule_ids arrays.
func checkShape(t *testing.T, body []byte) rewriteResponse {
	t.Helper()
	var raw map[string]any
	if err := json.Unmarshal(body, &raw); err != nil {
		t.Fatal(err)
	}
	servetest.Keys(t, "response", raw, "sentences", "changed_count", "reverted_count", "changed_ratio", "org_docs", "truncated")
	if raw["org_docs"] != 0.0 {
		t.Fatalf("org_docs %v", raw["org_docs"])
	}
	if _, ok := raw["truncated"].(bool); !ok {
		t.Fatalf("truncated is %T", raw["truncated"])
	}
	if r, ok := raw["changed_ratio"].(float64); raw["changed_ratio"] != nil && (!ok || r < 0 || r > 1) {
		t.Fatalf("changed_ratio %v", raw["changed_ratio"])
	}
	for _, it := range raw["sentences"].([]any) {
		s := it.(map[string]any)
		keys := []string{"original", "rewritten", "rule_ids", "claim", "blank"}
		if s["reverted"] != nil {
			keys = append(keys, "reverted", "reason")
		} else if s["blank"] == true {
			keys = append(keys, "reason")
		}
		servetest.Keys(t, "sentence", s, keys...)
		_, claimBool := s["claim"].(bool)
		_, ids := s["rule_ids"].([]any)
		if !claimBool || !ids || (s["reverted"] != nil && s["reverted"] != true) {
			t.Fatalf("sentence types: %v", s)
		}
	}
	var got rewriteResponse
	if err := json.Unmarshal(body, &got); err != nil {
		t.Fatal(err)
	}
	return got
}

// fixed is an engine that rewrites each sentence by the first entry of edits whose key it contains
// ("" matches any), and leaves the others as they are.
func fixed(edits map[string]engine.Rewritten) servetest.Func {
	return servetest.Func{EngineName: "fixed", RewriteF: func(_ context.Context, req engine.RewriteRequest) (engine.Rewrite, error) {
		var out engine.Rewrite
		for _, s := range req.Sentences {
			r := engine.Rewritten{Text: s}
			for key, e := range edits {
				if strings.Contains(s, key) {
					r = e
				}
			}
			out.Sentences = append(out.Sentences, r)
		}
		return out, nil
	}}
}

func startWith(t *testing.T, e engine.Engine) string {
	t.Helper()
	return doortest.Start(t, serve.Run("rewrite", serve.Links(engine.Link{Engine: e}), newService), nil)
}

// The misbehaviours of issue 5, one sentence each, and how the gate answers them.
func TestRewriteGateCatchesAnEngineThatMisbehaves(t *testing.T) {
	metrics := servetest.Metrics(t)
	liar := fixed(map[string]engine.Rewritten{
		"OpenAI": {Text: "저희 팀은 다음 달부터 사내 문서 검색에 AI 모델을 시범 도입해요.", RuleIDs: []int{1}}, // drops OpenAI
		"120명":   {Text: "이번 시범 운영은 영업본부를 대상으로 6주 동안 진행돼요.", RuleIDs: []int{1}},       // drops a figure
		"절반":     {Text: "기존 검색보다 답 찾는 시간이 절반 아래로 줄 거예요.", RuleIDs: []int{1, 99, 1}},  // an unknown rule id
		"또한":     {Text: "자주 묻는 질문은 자동으로 정리해서 공유할 예정이에요.", RuleIDs: []int{2, 1}},      // fine
		"불편한":    {Text: "사용하다가 불편한 점이 있으면 3일 안에 알려 주세요.", RuleIDs: []int{1}},         // adds a figure
		"여러분의":   {Text: "- 여러분의 의견은 정식 도입을 정하는 데 중요하게 쓰여요.", RuleIDs: []int{3, 1}},   // adds a list marker
	})
	base := startWith(t, liar)
	status, resp := post(t, base, request{Draft: draft(t), Rules: voice}.String())
	if status != http.StatusOK {
		t.Fatalf("%d %s", status, resp.Body)
	}
	got := checkShape(t, resp.Body)
	want := []struct {
		rewritten string
		ruleIDs   []json.Number
		reason    string
	}{
		{"", nil, check.ReasonNameLost.Message},
		{"", nil, check.ReasonFigureLost.Message},
		{"기존 검색보다 답 찾는 시간이 절반 아래로 줄 거예요.", []json.Number{"1"}, ""},
		{"자주 묻는 질문은 자동으로 정리해서 공유할 예정이에요.", []json.Number{"2", "1"}, ""},
		{"", nil, check.ReasonFigureGained.Message},
		{"여러분의 의견은 정식 도입을 정하는 데 중요하게 쓰여요.", []json.Number{"3", "1"}, ""},
	}
	if len(got.Sentences) != len(want) {
		t.Fatalf("%d sentences: %s", len(got.Sentences), resp.Body)
	}
	for i, w := range want {
		s := got.Sentences[i]
		if w.reason != "" {
			if !s.Reverted || s.Reason != w.reason || s.Rewritten != s.Original || len(s.RuleIDs) != 0 {
				t.Errorf("sentence %d: %+v; want reverted because %q", i+1, s, w.reason)
			}
			continue
		}
		if s.Reverted || s.Rewritten != w.rewritten || !slices.Equal(s.RuleIDs, w.ruleIDs) {
			t.Errorf("sentence %d: %+v; want %q with rules %v", i+1, s, w.rewritten, w.ruleIDs)
		}
	}
	if got.ChangedCount != 3 || got.RevertedCount != 3 || got.ChangedRatio == nil || *got.ChangedRatio <= 0 {
		t.Errorf("changed %d, reverted %d, ratio %v; want 3, 3, above 0", got.ChangedCount, got.RevertedCount, got.ChangedRatio)
	}
	decisions := metrics("gate.decisions")
	for _, reason := range []string{"name_lost", "figure_lost", "figure_gained"} {
		if k := "decision=reverted,reason=" + reason + ",task=rewrite"; decisions[k] != 1 {
			t.Errorf("gate.decisions %s = %d (all: %v)", k, decisions[k], decisions)
		}
	}
	if decisions["decision=markers_removed,task=rewrite"] != 1 {
		t.Errorf("markers removed not counted: %v", decisions)
	}
}

// Blank sentences stay out of the engine, changed_count and changed_ratio; the ratio is the
// edit distance over the original characters, and null when nothing is left to measure.
func TestRewriteCountsAndRatio(t *testing.T) {
	polite := fixed(map[string]engine.Rewritten{"시작합니다": {Text: "회의는 내일 오전에 시작해요.", RuleIDs: []int{1}}})
	t.Run("one sentence changed by three characters of 31", func(t *testing.T) {
		status, resp := post(t, startWith(t, polite), request{Draft: "회의는 내일 오전에 시작합니다. 자료를 미리 읽어 주세요.", Rules: voice}.String())
		got := checkShape(t, resp.Body)
		// 시작합니다. -> 시작해요.: two substitutions and a deletion; 17 + 14 original characters.
		if status != http.StatusOK || got.ChangedCount != 1 || got.ChangedRatio == nil || *got.ChangedRatio != 0.097 {
			t.Fatalf("%d %s; want changed_count 1, changed_ratio 0.097", status, resp.Body)
		}
	})
	t.Run("nothing changed is 0, not null", func(t *testing.T) {
		_, resp := post(t, startWith(t, fixed(nil)), request{Draft: draft(t), Rules: voice}.String())
		if got := checkShape(t, resp.Body); got.ChangedCount != 0 || got.ChangedRatio == nil || *got.ChangedRatio != 0 {
			t.Fatalf("%s", resp.Body)
		}
	})
	t.Run("an org draft of claims only needs no engine and has no ratio", func(t *testing.T) {
		base := startWith(t, servetest.Failing("broken", engine.ErrUpstream))
		claims := "올해 매출은 작년보다 12% 늘었습니다. 내년에는 해외 매출이 더 늘어날 것으로 전망됩니다."
		status, resp := post(t, base, request{Draft: claims, Rules: voice, Mode: "org"}.String())
		got := checkShape(t, resp.Body)
		if status != http.StatusOK || len(got.Sentences) != 2 || got.ChangedRatio != nil || got.ChangedCount != 0 {
			t.Fatalf("%d %s", status, resp.Body)
		}
		for _, s := range got.Sentences {
			if !s.Blank || !s.Claim || s.Rewritten != s.Original || s.Reason == "" {
				t.Fatalf("not blank: %+v", s)
			}
		}
	})
	t.Run("org mode leaves claim sentences out of the engine and the counts", func(t *testing.T) {
		var sent []string
		spy := servetest.Func{EngineName: "spy", RewriteF: func(ctx context.Context, req engine.RewriteRequest) (engine.Rewrite, error) {
			sent = req.Sentences
			return polite.RewriteF(ctx, req)
		}}
		_, resp := post(t, startWith(t, spy), request{Draft: draft(t), Rules: voice, Mode: "org"}.String())
		got := checkShape(t, resp.Body)
		blank := 0
		for _, s := range got.Sentences {
			if s.Blank {
				blank++
				if slices.Contains(sent, s.Original) {
					t.Errorf("blank sentence sent to the engine: %q", s.Original)
				}
			}
		}
		if blank != 3 || len(sent) != 3 || got.ChangedRatio == nil || *got.ChangedRatio != 0 {
			t.Fatalf("blank %d, sent %d: %s", blank, len(sent), resp.Body)
		}
	})
}

// TestRewriteOrgBlanksOnlyClaims: in org mode a sentence is blank for a figure that measures, a
// comparison or a forecast; a year in a title, an ordinal, a list number, a date, a time or a floor
// makes no claim and is rewritten (testdata/org-report.txt: each line says which, then the sentence).
func TestRewriteOrgBlanksOnlyClaims(t *testing.T) {
	b, err := os.ReadFile("testdata/org-report.txt")
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	blank := map[string]bool{}
	for line := range strings.Lines(string(b)) {
		which, s, ok := strings.Cut(strings.TrimSpace(line), "\t")
		if !ok || strings.HasPrefix(which, "#") {
			continue
		}
		lines, blank[s] = append(lines, s), which == "빈칸"
	}
	_, resp := post(t, startWith(t, fixed(nil)), request{Draft: strings.Join(lines, "\n"), Rules: voice, Mode: "org"}.String())
	got := checkShape(t, resp.Body)
	if len(got.Sentences) != len(lines) {
		t.Fatalf("%d sentences, want %d: %s", len(got.Sentences), len(lines), resp.Body)
	}
	for _, s := range got.Sentences {
		t.Run(s.Original, func(t *testing.T) {
			if s.Blank != blank[s.Original] || s.Claim != blank[s.Original] {
				t.Errorf("blank %v, claim %v, want %v (%s)", s.Blank, s.Claim, blank[s.Original], s.Reason)
			}
		})
	}
}

// A cut-off answer returns the complete sentences in draft order and says so; none complete is 502.
func TestRewriteTruncated(t *testing.T) {
	// An engine cut off after keep sentences that has nothing more to give when asked for the
	// rest: with no engine after it, the answer is what it finished.
	cut := func(keep int) servetest.Func {
		var calls atomic.Int32
		return servetest.Func{EngineName: "cut", RewriteF: func(_ context.Context, req engine.RewriteRequest) (engine.Rewrite, error) {
			out := engine.Rewrite{Truncated: true}
			if calls.Add(1) > 1 {
				return out, nil
			}
			for _, s := range req.Sentences[:keep] {
				out.Sentences = append(out.Sentences, engine.Rewritten{Text: s})
			}
			return out, nil
		}}
	}
	cases := []struct {
		name, mode string
		keep, want int
	}{
		{"personal: two of six", "personal", 2, 2},
		// Sent are sentences 1, 5 and 6; the engine finished 1 and 5, so blanks 2-4 come with them.
		{"org: blanks before the cut stay", "org", 2, 5},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			status, resp := post(t, startWith(t, cut(tc.keep)), request{Draft: draft(t), Rules: voice, Mode: tc.mode}.String())
			got := checkShape(t, resp.Body)
			if status != http.StatusOK || !got.Truncated || len(got.Sentences) != tc.want {
				t.Fatalf("%d %s; want %d sentences, truncated", status, resp.Body, tc.want)
			}
		})
	}
	t.Run("nothing complete", func(t *testing.T) {
		status, resp := post(t, startWith(t, cut(0)), request{Draft: draft(t), Rules: voice}.String())
		if status != http.StatusBadGateway {
			t.Fatalf("%d %s; want 502", status, resp.Body)
		}
		servetest.ErrorOnly(t, resp.Body)
	})
}

func TestRewriteMapsChainFailures(t *testing.T) {
	refused := servetest.Failure{Name: "refusal", Engines: serve.Links(engine.Link{Engine: servetest.Failing("openai", engine.ErrRefused)}), Status: http.StatusBadGateway}
	wrongCount := servetest.Failure{Name: "wrong number of sentences", Status: http.StatusBadGateway,
		Engines: serve.Links(engine.Link{Engine: servetest.Func{EngineName: "short", RewriteF: func(context.Context, engine.RewriteRequest) (engine.Rewrite, error) {
			return engine.Rewrite{Sentences: []engine.Rewritten{{Text: "한 문장만 돌려줌."}}}, nil
		}}})}
	body := request{Draft: draft(t), Rules: voice}.String()
	servetest.MapsFailures(t, withEngines, path, body, append(servetest.ChainFailures(), refused, wrongCount))
}

func withEngines(e serve.Engines) servetest.Run { return serve.Run("rewrite", e, newService) }

func TestRewriteDailyLimit(t *testing.T) {
	base := servetest.StartLocal(t, run, map[string]string{"DAILY_LIMIT": "1"})
	if status, _ := post(t, base, request{Draft: draft(t), Rules: []any{}}.String()); status != http.StatusBadRequest {
		t.Fatalf("no rules: %d", status)
	}
	if status, resp := post(t, base, request{Draft: draft(t), Rules: voice}.String()); status != http.StatusOK {
		t.Fatalf("first valid call: %d %s", status, resp.Body)
	}
	status, resp := post(t, base, request{Draft: draft(t), Rules: voice}.String())
	if status != http.StatusTooManyRequests || resp.Header.Get("Retry-After") == "" {
		t.Fatalf("second valid call: %d %s", status, resp.Body)
	}
}

// Logs and the request's span carry sizes, counts, the engine and the gate's decisions, never text.
func TestRewriteLogsAndSpansCarryNoText(t *testing.T) {
	d := draft(t)
	spans := servetest.Spans(t)
	logged, logs := servetest.Logs(run)
	base := servetest.StartLocal(t, logged, map[string]string{"LOG_LEVEL": "debug"})
	post(t, base, request{Draft: d, Rules: voice, Mode: "org"}.String())
	texts := sentence.Split(d)
	for _, r := range voice {
		texts = append(texts, r.Rule)
	}
	servetest.NoText(t, logs.String(), texts...)

	span := spans(path)
	want := map[string]string{
		"engine.name": "local", "mode.org": "true", "rules": "3", "draft.chars": fmt.Sprint(chars.Count(strings.TrimSpace(d))),
		"sentences": "6", "sentences.blank": "3", "sentences.returned": "6", "sentences.changed": "3", "gate.reverted": "0", "truncated": "false",
	}
	for k, v := range want {
		if span[k] != v {
			t.Errorf("span %s = %q, want %q (all: %v)", k, span[k], v, span)
		}
	}
	servetest.NoText(t, fmt.Sprint(span), texts...)
}

// With a model first in ENGINES, a long draft goes to it in chunks; a chunk the model fails is the
// offline engine's, and the answer is whole, in order, charged once and silent about engines.
func TestRewriteWithAModel(t *testing.T) {
	const mark = " ✎"
	d := strings.Repeat(draft(t)+"\n", 12) // about 2,700 characters
	sent := sentence.Split(d)
	failing := sent[len(sent)/2]
	srv := &scripted.Server{TTFT: 20 * time.Millisecond, TokensPerSecond: 2000, Mark: mark, Script: func(c scripted.Call) scripted.Script {
		if slices.Contains(c.Sentences, failing) {
			return scripted.Script{Status: http.StatusServiceUnavailable}
		}
		return scripted.Script{}
	}}
	model := httptest.NewServer(srv.Handler())
	defer model.Close()
	base := servetest.StartLocal(t, run, map[string]string{"ENGINES": "model_x,local", "ENGINE_MODEL_X_BASE_URL": model.URL + "/v1",
		"ENGINE_MODEL_X_MODEL": "scripted-ko", "DAILY_LIMIT": "2"})
	status, resp := post(t, base, request{Draft: d, Rules: voice}.String())
	got := checkShape(t, resp.Body)
	if status != http.StatusOK || got.Truncated || len(got.Sentences) != len(sent) {
		t.Fatalf("%d, %d of %d sentences, truncated %v", status, len(got.Sentences), len(sent), got.Truncated)
	}
	byModel := 0
	for i, s := range got.Sentences {
		if s.Original != sent[i] {
			t.Fatalf("sentence %d is %q, want %q", i+1, s.Original, sent[i])
		}
		if strings.HasSuffix(s.Rewritten, strings.TrimSpace(mark)) {
			byModel++
		}
	}
	if calls := len(srv.Calls()); calls < 2 || byModel == 0 || byModel == len(sent) {
		t.Errorf("%d model calls, %d of %d sentences by the model: want chunks, one of them the offline engine's", calls, byModel, len(sent))
	}
	for _, name := range []string{"model_x", "scripted-ko", "local"} {
		if strings.Contains(string(resp.Body), name) {
			t.Errorf("the answer names the engine %q", name)
		}
	}
	if status, _ := post(t, base, request{Draft: d, Rules: voice}.String()); status != http.StatusOK {
		t.Errorf("second call: %d; a chunked call must cost one of the daily limit", status)
	}
	if status, _ := post(t, base, request{Draft: d, Rules: voice}.String()); status != http.StatusTooManyRequests {
		t.Errorf("third call: %d, want 429 at a daily limit of 2", status)
	}
}

// A writer who leaves stops the model calls at once, not at the budget's end.
func TestRewriteStopsTheModelWhenTheWriterLeaves(t *testing.T) {
	srv := &scripted.Server{Script: func(scripted.Call) scripted.Script { return scripted.Script{Stall: true} }}
	model := httptest.NewServer(srv.Handler())
	defer model.Close()
	base := servetest.StartLocal(t, run, map[string]string{"ENGINES": "model_x,local", "ENGINE_MODEL_X_BASE_URL": model.URL + "/v1", "ENGINE_MODEL_X_MODEL": "m"})
	body := request{Draft: strings.Repeat(draft(t)+"\n", 4), Rules: voice}.String()
	conn, err := net.Dial("tcp", strings.TrimPrefix(base, "http://"))
	if err != nil {
		t.Fatal(err)
	}
	fmt.Fprintf(conn, "POST %s HTTP/1.1\r\nHost: maltu\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n%s", path, len(body), body)
	for end := time.Now().Add(5 * time.Second); len(srv.Calls()) == 0 && time.Now().Before(end); {
		time.Sleep(10 * time.Millisecond)
	}
	calls := len(srv.Calls())
	if calls == 0 {
		t.Fatal("the model was never called")
	}
	conn.Close()
	for end := time.Now().Add(3 * time.Second); srv.Left() < calls && time.Now().Before(end); {
		time.Sleep(10 * time.Millisecond)
	}
	if srv.Left() < calls {
		t.Errorf("%d of %d model calls given up within 3 s of the writer leaving (budget 25 s)", srv.Left(), calls)
	}
}

// Any JSON number is an id, echoed in rule_ids exactly as the client wrote it; the same number
// written twice (1 and 1.0) names one rule, the first.
func TestRewriteEchoesRuleIDsAsSent(t *testing.T) {
	all := servetest.Func{EngineName: "all", RewriteF: func(_ context.Context, req engine.RewriteRequest) (engine.Rewrite, error) {
		out := engine.Rewrite{}
		for _, s := range req.Sentences {
			var ids []int
			for _, r := range req.Rules {
				ids = append(ids, r.ID)
			}
			out.Sentences = append(out.Sentences, engine.Rewritten{Text: s + " 정말요", RuleIDs: ids})
		}
		return out, nil
	}}
	ids := []string{"1.5", "-4.17e16", "9007199254740994", "5.9e98", "1e400", "0", "1.50", "-0"}
	var rules []string
	for i, id := range ids {
		rules = append(rules, fmt.Sprintf(`{"id":%s,"rule":"규칙 %d"}`, id, i+1))
	}
	body := `{"draft":"회의는 내일 오전 열 시에 시작합니다.","rules":[` + strings.Join(rules, ",") + `]}`
	status, resp := post(t, startWith(t, all), body)
	// 1.50 repeats 1.5 and -0 repeats 0: skipped.
	want := `"rule_ids":[1.5,-4.17e16,9007199254740994,5.9e98,1e400,0]`
	if status != http.StatusOK || !strings.Contains(string(resp.Body), want) {
		t.Fatalf("%d %s; want %s", status, resp.Body, want)
	}
}

// A real model's answer, at a real model's speed, in prose with a trailing comma: every slip in it
// that changes a figure or a Latin name is reverted with its reason, and the look it added
// (markdown, a list number) is taken off; what is left is the model's.
func TestRewriteGatesARealModelsSlips(t *testing.T) {
	d := "올해 3분기 매출은 1,200억 원으로 전년 대비 12% 늘었습니다. 신규 고객은 3명이었습니다. " +
		"다음 달에는 OpenAI 연동 기능을 출시할 예정입니다. 전환율은 30%였습니다."
	answer := "다음은 고친 결과입니다:\n```json\n{\"sentences\": [\n" +
		`{"i": 1, "text": "올해 3분기 매출은 **1200억 원**으로 전년 대비 12% 늘었어요.", "rule_ids": [1]},` + "\n" +
		`{"i": 2, "text": "신규 고객은 여러 명이었어요.", "rule_ids": [1]},` + "\n" +
		`{"i": 3, "text": "다음 달에는 오픈AI 연동 기능을 출시할 예정이에요.", "rule_ids": [1]},` + "\n" +
		`{"i": 4, "text": "1. 전환율은 30퍼센트였어요.", "rule_ids": [1, 3]},` + "\n]}\n```\n도움이 되었길 바랍니다!"
	base, srv := servetest.StartAnswering(t, run, answer)
	status, resp := post(t, base, request{Draft: d, Rules: voice}.String())
	got := checkShape(t, resp.Body)
	if status != http.StatusOK || len(got.Sentences) != 4 {
		t.Fatalf("%d, %d sentences: %s", status, len(got.Sentences), resp.Body)
	}
	want := []struct {
		rewritten, reason string
		ids               []json.Number
	}{
		{"올해 3분기 매출은 1200억 원으로 전년 대비 12% 늘었어요.", "", []json.Number{"1"}},
		{"신규 고객은 3명이었습니다.", check.ReasonFigureLost.Message, []json.Number{}},
		{"다음 달에는 OpenAI 연동 기능을 출시할 예정입니다.", check.ReasonNameLost.Message, []json.Number{}},
		{"전환율은 30퍼센트였어요.", "", []json.Number{"1", "3"}},
	}
	for i, w := range want {
		s := got.Sentences[i]
		if s.Rewritten != w.rewritten || s.Reason != w.reason || s.Reverted != (w.reason != "") || !slices.Equal(s.RuleIDs, w.ids) {
			t.Errorf("sentence %d: %+v; want %q, reason %q, rule ids %v", i+1, s, w.rewritten, w.reason, w.ids)
		}
	}
	if got.ChangedCount != 2 || got.RevertedCount != 2 {
		t.Errorf("changed %d, reverted %d; want 2 and 2", got.ChangedCount, got.RevertedCount)
	}
	if len(srv.Calls()) != 1 {
		t.Errorf("%d model calls; the one answer was usable", len(srv.Calls()))
	}
}

// Today's model servers, one behaviour at a time (a reasoning model, gpt-5-mini, 429s, a JSON body
// to a stream, a skipped sentence, a content filter), each in front of the service at a model's
// speed: the writer gets the model's rewrite of every sentence.
func TestRewriteWithTodaysServers(t *testing.T) {
	t.Parallel()
	servetest.WithTodaysServers(t, run, path, request{Draft: draft(t), Rules: voice}.String(), func(t *testing.T, body []byte, mark string) bool {
		got := checkShape(t, body)
		for _, s := range got.Sentences {
			if !strings.HasSuffix(s.Rewritten, strings.TrimSpace(mark)) {
				return false
			}
		}
		return len(got.Sentences) > 0
	})
}

// streamLine is one line of a streamed answer and when it came.
type streamLine struct {
	raw map[string]any
	at  time.Duration
}

// stream posts body asking for the streamed answer and reads its lines as they come; the whole
// must be as docs/openapi.yaml describes it.
func stream(t *testing.T, base, body string) (int, http.Header, []streamLine) {
	t.Helper()
	req, err := http.NewRequest(http.MethodPost, base+path, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", ndjson)
	start := time.Now()
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var raw []byte
	var lines []streamLine
	scan := bufio.NewScanner(resp.Body)
	scan.Buffer(nil, 4<<20)
	for scan.Scan() {
		raw = append(append(raw, scan.Bytes()...), '\n')
		var l streamLine
		if err := json.Unmarshal(scan.Bytes(), &l.raw); err != nil {
			t.Fatalf("line %d: %v", len(lines)+1, err)
		}
		l.at = time.Since(start)
		lines = append(lines, l)
	}
	doortest.CheckDescribed(t, req, resp.StatusCode, resp.Header, raw)
	return resp.StatusCode, resp.Header, lines
}

// assemble makes the JSON answer of a stream's lines, holding them to what the document says: a
// first line with total, every index once, an end line with count; the error line's message, if
// the stream ended with one.
func assemble(t *testing.T, lines []streamLine) (rewriteResponse, string) {
	t.Helper()
	if len(lines) < 2 || lines[0].raw["total"] == nil {
		t.Fatalf("%d lines, the first %v", len(lines), lines)
	}
	total := int(lines[0].raw["total"].(float64))
	got := make([]*contract.Sentence, total)
	for _, l := range lines[:len(lines)-1] {
		var part struct {
			Sentences []indexed `json:"sentences"`
		}
		b, _ := json.Marshal(l.raw)
		if err := json.Unmarshal(b, &part); err != nil || len(part.Sentences) == 0 {
			t.Fatalf("line %s: %v", b, err)
		}
		for _, s := range part.Sentences {
			if s.Index < 0 || s.Index >= total || got[s.Index] != nil {
				t.Fatalf("index %d of %d again or out of range", s.Index, total)
			}
			got[s.Index] = &s.Sentence
		}
	}
	last := lines[len(lines)-1].raw
	if e, ok := last["error"].(string); ok {
		return rewriteResponse{}, e
	}
	servetest.Keys(t, "end line", last, "changed_count", "reverted_count", "changed_ratio", "org_docs", "truncated", "count")
	var end endLine
	b, _ := json.Marshal(last)
	if err := json.Unmarshal(b, &end); err != nil {
		t.Fatal(err)
	}
	out := rewriteResponse{summary: end.summary}
	for i, s := range got[:end.Count] {
		if s == nil {
			t.Fatalf("sentence %d of the %d the answer holds never came", i, end.Count)
		}
		out.Sentences = append(out.Sentences, *s)
	}
	return out, ""
}

// The streamed answer is the JSON answer, a chunk's sentences at a time, for whoever asks for it;
// the rest get the contract's JSON.
func TestRewriteStreamed(t *testing.T) {
	base := servetest.StartLocal(t, run, nil)
	d := draft(t)
	cases := []struct {
		name string
		req  request
	}{
		{"personal", request{Draft: d, Rules: voice}},
		{"org", request{Draft: d, Rules: voice, Mode: "org"}},
		{"org, claims only", request{Draft: "매출은 작년보다 12% 늘었습니다. 내년에는 두 배로 늘 것으로 예상됩니다.", Rules: voice, Mode: "org"}},
		{"10,000자", request{Draft: servetest.Cut(strings.Repeat(d+"\n", 50), 10000), Rules: voice}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			status, header, lines := stream(t, base, tc.req.String())
			if status != http.StatusOK || header.Get("Content-Type") != ndjson || header.Get("Cache-Control") != "no-store" {
				t.Fatalf("%d, %q, %q", status, header.Get("Content-Type"), header.Get("Cache-Control"))
			}
			got, failed := assemble(t, lines)
			_, resp := post(t, base, tc.req.String())
			if want := checkShape(t, resp.Body); failed != "" || !reflect.DeepEqual(got, want) {
				t.Errorf("streamed %+v (error %q)\nJSON %+v", got, failed, want)
			}
		})
	}
}

// Until the first line a failure keeps the JSON answer's status; after it, the stream ends with a
// Korean error line, or, when a chunk after the first failed, truncated at its first sentence.
func TestRewriteStreamFailures(t *testing.T) {
	var b strings.Builder
	for i := range 60 {
		fmt.Fprintf(&b, "%d번째 문장은 초안의 한 부분이며 고객 지원 자동화 이야기를 이어 갑니다. ", i+1)
	}
	d := b.String()
	sent := sentence.Split(d)
	// failAt is a model whose calls fail when they hold sentence i.
	failAt := func(i int) serve.Engines {
		return serve.Links(engine.Link{Chunked: true, Engine: servetest.Func{EngineName: "model", RewriteF: func(ctx context.Context, r engine.RewriteRequest) (engine.Rewrite, error) {
			if slices.Contains(r.Sentences, sent[i]) {
				return engine.Rewrite{}, engine.ErrRefused
			}
			return fixed(nil).RewriteF(ctx, r)
		}}})
	}
	cases := []struct {
		name    string
		engines serve.Engines
		body    string
		status  int
		error   string // the error line's message
		count   int    // sentences the answer holds
	}{
		{"a bad draft", failAt(0), request{Draft: "짧은 초안.", Rules: voice}.String(), http.StatusBadRequest, "", 0},
		{"every engine failed", serve.Links(engine.Link{Engine: servetest.Failing("model", engine.ErrRefused)}), request{Draft: d, Rules: voice}.String(), http.StatusBadGateway, "", 0},
		{"an upstream limit", serve.Links(engine.Link{Engine: servetest.Failing("model", engine.ErrUpstreamLimit)}), request{Draft: d, Rules: voice}.String(), http.StatusTooManyRequests, "", 0},
		{"the first chunk failed after others came", failAt(0), request{Draft: d, Rules: voice}.String(), http.StatusOK, "초안을 다듬지 못했습니다", 0},
		{"a later chunk failed", failAt(len(sent) / 2), request{Draft: d, Rules: voice}.String(), http.StatusOK, "", -1},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			base := doortest.Start(t, withEngines(tc.engines), nil)
			status, header, lines := stream(t, base, tc.body)
			if status != tc.status {
				t.Fatalf("%d, want %d", status, tc.status)
			}
			if status != http.StatusOK {
				if header.Get("Content-Type") != "application/json" || len(lines) != 1 || lines[0].raw["error"] == nil {
					t.Errorf("%q %v; want the JSON error", header.Get("Content-Type"), lines)
				}
				return
			}
			got, failed := assemble(t, lines)
			switch {
			case tc.error != "":
				if !strings.Contains(failed, tc.error) {
					t.Errorf("error line %q, want %q", failed, tc.error)
				}
			case !got.Truncated || len(got.Sentences) == 0 || len(got.Sentences) > len(sent)/2:
				t.Errorf("truncated %v at %d of %d; want the sentences before the failed chunk", got.Truncated, len(got.Sentences), len(sent))
			}
		})
	}
}

// At a real model's speed (0.6 s to the first token, then 60 tokens a second) the draft's first
// sentences come while the model still writes the rest, every one of them the model's.
// (make bench-model measures how soon: hack/bench.)
func TestRewriteStreamedAtAModelsSpeed(t *testing.T) {
	const mark = " ✎"
	srv := &scripted.Server{TTFT: 600 * time.Millisecond, TokensPerSecond: 60, Mark: mark}
	model := httptest.NewServer(srv.Handler())
	defer model.Close()
	logged, logs := servetest.Logs(run)
	base := servetest.StartLocal(t, logged, map[string]string{"ENGINES": "model_x,local", "ENGINE_MODEL_X_BASE_URL": model.URL + "/v1",
		"ENGINE_MODEL_X_MODEL": "scripted-ko", "LOG_LEVEL": "debug"})
	d := servetest.Cut(strings.Repeat(draft(t)+"\n", 50), 10000)
	status, _, lines := stream(t, base, request{Draft: d, Rules: voice}.String())
	got, failed := assemble(t, lines)
	if status != http.StatusOK || failed != "" || got.Truncated {
		t.Fatalf("%d, error %q, truncated %v", status, failed, got.Truncated)
	}
	for i, s := range got.Sentences {
		if !strings.HasSuffix(s.Rewritten, strings.TrimSpace(mark)) {
			t.Errorf("sentence %d is not the model's: %q", i, s.Rewritten)
		}
	}
	first := lines[0].raw["sentences"].([]any)
	if index := first[0].(map[string]any)["index"]; index != 0.0 || len(first) > len(got.Sentences)/10 || len(lines) < 5 {
		t.Errorf("the first line holds %d of %d sentences from %v, in %d lines; want the draft's start alone, then more lines",
			len(first), len(got.Sentences), index, len(lines))
	}
	servetest.NoText(t, logs.String(), sentence.Split(d)...)
}
