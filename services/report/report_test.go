package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"slices"
	"strings"
	"testing"

	"golang.org/x/text/unicode/norm"

	"maltu/libs/engine"
	"maltu/libs/engine/local"
	"maltu/libs/engine/serve"
	"maltu/libs/engine/serve/servetest"
	"maltu/libs/gate/chars"
	"maltu/libs/gate/contract"
	"maltu/libs/gate/door/doortest"
)

const path = "/api/report"

// quarter is ten rewritten sentences of a quarterly report, 300 characters together, so that
// forty rounds are exactly 400 sentences and 12,000 characters.
func quarter(t testing.TB) []string {
	t.Helper()
	b, err := os.ReadFile("testdata/quarter.txt")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(b)), "\n")
	total := 0
	for _, l := range lines {
		total += chars.Count(l)
	}
	if len(lines) != 10 || total != 300 {
		t.Fatalf("testdata/quarter.txt: %d sentences, %d characters; want 10 and 300", len(lines), total)
	}
	return lines
}

// rounds repeats the ten sentences n times.
func rounds(t testing.TB, n int) []any {
	t.Helper()
	q := quarter(t)
	var out []any
	for range n {
		for _, s := range q {
			out = append(out, s)
		}
	}
	return out
}

// oneLonger is quarter's fifth sentence with one more character.
const oneLonger = "신규 고객 유입은 목표에 12%나 못 미쳤어요."

func body(sentences any) string {
	b, _ := json.Marshal(map[string]any{"sentences": sentences})
	return string(b)
}

func post(t *testing.T, base, body string) (int, *doortest.Response) {
	t.Helper()
	return doortest.Do(t, http.MethodPost, base+path, body)
}

func TestReportRoute(t *testing.T) {
	doortest.Routed(t, servetest.StartLocal(t, run, nil), "report", http.MethodPost, path)
}

func TestReportRejectsBadRequests(t *testing.T) {
	over := rounds(t, 40)
	over[4] = oneLonger
	overThenMore := append(slices.Clone(over), "마지막 문장은 잘려 나가요.")
	base := servetest.StartLocal(t, run, nil)
	servetest.RejectsAll(t, base+path,
		servetest.Bad("빈 본문", "", "비어 있습니다"),
		servetest.Bad("JSON이 아닌 본문", "sentences", "JSON"),
		servetest.Bad("sentences 없음", `{"sentence":["문장"]}`, "'sentences' 필드가 없습니다"),
		servetest.Bad("sentences가 null", `{"sentences":null}`, "'sentences' 필드에 null을 보낼 수 없습니다"),
		servetest.Bad("sentences가 문자열", `{"sentences":"3분기 매출은 늘었어요."}`, "배열"),
		servetest.Bad("빈 배열", body([]any{}), "정리할 문장이 없습니다"),
		servetest.Bad("빈 문장뿐", body([]any{"", "  ", "\n"}), "정리할 문장이 없습니다"),
		servetest.Bad("세 번째 항목이 숫자", body([]any{"3분기 매출은 늘었어요.", "이익률은 낮아졌어요.", 48}), "3번째 항목이 문자열이 아닙니다"),
		servetest.Bad("항목이 null", body([]any{nil, "3분기 매출은 늘었어요."}), "1번째 항목이 문자열이 아닙니다"),
		servetest.Bad("항목이 객체", body([]any{map[string]string{"text": "문장"}}), "1번째 항목이 문자열이 아닙니다"),
		servetest.Bad("400문장 12,001자", body(over), "지금은 12,001자"),
		servetest.Bad("401문장, 앞 400개가 12,001자", body(overThenMore), "지금은 12,001자"),
	)
	servetest.BodyLimit(t, base, path, 1<<20, func(pad string) string { return `{"sentences":["` + pad + `"]}` }, "정리할 문장이 없습니다")
}

func TestReportAcceptsTheBoundaries(t *testing.T) {
	exact := rounds(t, 40)
	base := servetest.StartLocal(t, run, nil)
	cases := []struct {
		name      string
		sentences []any
	}{
		{"한 문장", []any{"3분기 매출은 48억 원으로 전 분기보다 8% 늘었어요."}},
		{"열 문장", rounds(t, 1)},
		{"400문장 12,000자", exact},
		{"401번째 문장은 잘려서 세지 않는다", append(slices.Clone(exact), oneLonger)},
		{"401번째 항목은 읽지도 않는다", append(slices.Clone(exact), 401, nil)},
		{"빈 문장은 건너뛴다", append([]any{"", "   "}, rounds(t, 1)...)},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			status, resp := post(t, base, body(tc.sentences))
			if status != http.StatusOK {
				t.Fatalf("%d %s", status, resp.Body)
			}
			checkShape(t, resp.Body, tc.sentences)
		})
	}
}

// TestReportQuotesTheInputAsSent: the engines read each sentence trimmed and in NFC, and every
// quote comes back as the writer sent it, padding and decomposed syllables and all (§2).
func TestReportQuotesTheInputAsSent(t *testing.T) {
	base := servetest.StartLocal(t, run, nil)
	padded := "  이번 주 목요일까지 견적서를 보내 주세요.  "
	decomposed := norm.NFD.String("홍보 예산은 500만 원입니다.")
	if decomposed == "홍보 예산은 500만 원입니다." {
		t.Fatal("the decomposed sentence is in NFC")
	}
	cases := []struct {
		name      string
		sentences []any
		check     func(t *testing.T, r contract.Report)
	}{
		{"앞뒤 공백이 있는 문장", []any{padded}, func(t *testing.T, r contract.Report) {
			if len(r.NextActions) != 1 || r.NextActions[0].Evidence != padded {
				t.Errorf("next actions %+v; want one quoting %q", r.NextActions, padded)
			}
		}},
		{"자모로 풀어 쓴 문장", []any{decomposed}, func(t *testing.T, r contract.Report) {
			if len(r.Numbers) != 1 {
				t.Fatalf("numbers %+v; want one", r.Numbers)
			}
			n := r.Numbers[0]
			if chars.NFC(n.Value) != "500만" || n.Unit != "원" || n.Context != "홍보 예산" || n.Evidence != decomposed || !strings.Contains(n.Evidence, n.Value) {
				t.Errorf("number %+v; want 500만 원 of 홍보 예산, quoted as sent", n)
			}
		}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			status, resp := post(t, base, body(tc.sentences))
			if status != http.StatusOK {
				t.Fatalf("%d %s", status, resp.Body)
			}
			tc.check(t, checkShape(t, resp.Body, tc.sentences))
		})
	}
}

// checkShape holds a 200 body to contract §4.3: exactly its keys, arrays (never null) within the
// maxima, and every item quoting an input sentence as it stands.
func checkShape(t *testing.T, body []byte, input []any) contract.Report {
	t.Helper()
	var raw map[string]any
	if err := json.Unmarshal(body, &raw); err != nil {
		t.Fatal(err)
	}
	servetest.Keys(t, "report", raw, "conclusion", "key_points", "sections", "numbers", "next_actions")
	parts := []struct {
		key  string
		max  int
		keys []string
	}{
		{"key_points", contract.KeyPointsMax, []string{"text", "evidence"}},
		{"sections", contract.SectionsMax, []string{"heading", "body"}},
		{"numbers", -1, []string{"value", "unit", "context", "evidence"}},
		{"next_actions", contract.NextActionsMax, []string{"text", "evidence"}},
	}
	for _, p := range parts {
		items, ok := raw[p.key].([]any)
		if !ok || p.max >= 0 && len(items) > p.max {
			t.Fatalf("%s: %v; want an array of at most %d", p.key, raw[p.key], p.max)
		}
		for _, it := range items {
			item, _ := it.(map[string]any)
			servetest.Keys(t, p.key, item, p.keys...)
		}
	}
	var got contract.Report
	if err := json.Unmarshal(body, &got); err != nil {
		t.Fatal(err)
	}
	isInput := func(s string) bool { return slices.Contains(input, any(s)) }
	if got.Conclusion != "" && !isInput(got.Conclusion) {
		t.Fatalf("conclusion %q is not an input sentence", got.Conclusion)
	}
	for _, k := range append(slices.Clone(got.KeyPoints), got.NextActions...) {
		if !isInput(k.Evidence) || !strings.Contains(k.Evidence, k.Text) {
			t.Fatalf("item %+v does not quote an input sentence", k)
		}
	}
	for _, n := range got.Numbers {
		if !isInput(n.Evidence) {
			t.Fatalf("number %+v does not quote an input sentence", n)
		}
	}
	return got
}

// invented is a report in which every part has one item quoting the input and one that does not.
func invented(q []string) contract.Report {
	return contract.Report{
		Conclusion: "3분기는 전반적으로 성공적인 분기였어요.", // not an input sentence
		KeyPoints: []contract.KeyPoint{
			{Text: "자사몰 매출이 처음으로 오픈마켓을 앞질렀다", Evidence: q[2]},
			{Text: "신규 고객 유입이 크게 늘었어요.", Evidence: "신규 고객 유입이 크게 늘었어요."}, // invented evidence
			{Text: "20대 고객이 늘었어요", Evidence: q[5]},                       // text not part of its evidence
		},
		Sections: []contract.Section{
			{Heading: "실적", Body: q[0] + " " + q[1]},
			{Heading: "고객", Body: "재구매 고객이 늘고 있어요."}, // a paraphrase, not input sentences
			{Heading: "이 제목은 스무 자를 훌쩍 넘어가도록 길게 쓴 소제목이에요", Body: q[3]},
		},
		Numbers: []contract.Number{
			{Value: "48억", Unit: "원", Context: "3분기 매출", Evidence: q[0]},
			{Value: "52억", Unit: "원", Context: "4분기 매출 목표", Evidence: q[0]},           // a figure the evidence lacks
			{Value: "15%", Unit: "%", Context: "이탈률", Evidence: "결제 단계 이탈률은 15%였어요."}, // invented evidence
		},
		NextActions: []contract.NextAction{
			{Text: "결제 단계를 네 단계에서 두 단계로 줄일게요", Evidence: q[7]},
			{Text: "내년 예산을 두 배로 늘릴게요.", Evidence: "내년 예산을 두 배로 늘릴게요."}, // invented
		},
	}
}

func TestReportGateCatchesAnEngineThatMisbehaves(t *testing.T) {
	metrics := servetest.Metrics(t)
	q := quarter(t)
	liar := func(r contract.Report) servetest.Func {
		return servetest.Func{EngineName: "liar", ReportF: func(context.Context, []string) (contract.Report, error) { return r, nil }}
	}
	input := rounds(t, 1)

	t.Run("items that do not quote the input are dropped", func(t *testing.T) {
		base := doortest.Start(t, serve.Run("report", serve.Links(engine.Link{Engine: liar(invented(q))}), newService), nil)
		status, resp := post(t, base, body(input))
		if status != http.StatusOK {
			t.Fatalf("%d %s", status, resp.Body)
		}
		got := checkShape(t, resp.Body, input)
		if got.Conclusion != "" || len(got.KeyPoints) != 1 || len(got.Sections) != 1 || len(got.Numbers) != 1 ||
			got.Numbers[0].Value != "48억" || len(got.NextActions) != 1 {
			t.Fatalf("gate let through: %s", resp.Body)
		}
	})

	t.Run("the maxima are applied after the checks", func(t *testing.T) {
		many := contract.Report{}
		for _, s := range q {
			many.KeyPoints = append(many.KeyPoints, contract.KeyPoint{Text: s, Evidence: s})
			many.NextActions = append(many.NextActions, contract.KeyPoint{Text: s, Evidence: s})
			many.Sections = append(many.Sections, contract.Section{Heading: "소제목", Body: s})
		}
		base := doortest.Start(t, serve.Run("report", serve.Links(engine.Link{Engine: liar(many)}), newService), nil)
		_, resp := post(t, base, body(input))
		got := checkShape(t, resp.Body, input)
		if len(got.KeyPoints) != 3 || len(got.Sections) != 6 || len(got.NextActions) != 4 {
			t.Fatalf("maxima: %s", resp.Body)
		}
	})

	t.Run("an answer with nothing true in it goes to the next engine", func(t *testing.T) {
		all := contract.Report{
			Conclusion:  "3분기는 전반적으로 성공적인 분기였어요.",
			KeyPoints:   []contract.KeyPoint{{Text: "신규 고객이 크게 늘었어요", Evidence: "신규 고객 유입이 크게 늘었어요."}},
			Numbers:     []contract.Number{{Value: "15%", Unit: "%", Context: "이탈률", Evidence: "결제 단계 이탈률은 15%였어요."}},
			NextActions: []contract.NextAction{{Text: "내년 예산을 두 배로 늘릴게요.", Evidence: "내년 예산을 두 배로 늘릴게요."}},
		}
		base := doortest.Start(t, serve.Run("report", serve.Links(engine.Link{Engine: liar(all)}, engine.Link{Engine: local.New()}), newService), nil)
		status, resp := post(t, base, body(input))
		got := checkShape(t, resp.Body, input)
		if status != http.StatusOK || len(got.Numbers) == 0 {
			t.Fatalf("%d %s; want the local engine's report", status, resp.Body)
		}
	})

	// Eight dropped from the first answer, four from the one with nothing true in it.
	decisions := metrics("gate.decisions")
	if decisions["decision=dropped,task=report"] != 8+4 || decisions["decision=rejected,reason=all_invented,task=report"] != 1 {
		t.Errorf("gate.decisions: %v", decisions)
	}
}

func TestReportMapsChainFailures(t *testing.T) {
	servetest.MapsFailures(t, func(e serve.Engines) servetest.Run { return serve.Run("report", e, newService) }, path, body(rounds(t, 1)), servetest.ChainFailures())
}

func TestReportDailyLimit(t *testing.T) {
	base := servetest.StartLocal(t, run, map[string]string{"DAILY_LIMIT": "1"})
	if status, _ := post(t, base, body([]any{})); status != http.StatusBadRequest {
		t.Fatalf("empty: %d", status)
	}
	if status, resp := post(t, base, body(rounds(t, 1))); status != http.StatusOK {
		t.Fatalf("first valid call: %d %s", status, resp.Body)
	}
	status, resp := post(t, base, body(rounds(t, 1)))
	if status != http.StatusTooManyRequests || resp.Header.Get("Retry-After") == "" {
		t.Fatalf("second valid call: %d %s", status, resp.Body)
	}
}

// Logs and the request's span carry sizes, counts and the engine, never the sentences.
func TestReportLogsAndSpansCarryNoText(t *testing.T) {
	spans := servetest.Spans(t)
	logged, logs := servetest.Logs(run)
	base := servetest.StartLocal(t, logged, map[string]string{"LOG_LEVEL": "debug"})
	status, resp := post(t, base, body(append(rounds(t, 40), "잘려 나갈 401번째 문장이에요.")))
	servetest.NoText(t, logs.String(), quarter(t)...)

	var got contract.Report
	if err := json.Unmarshal(resp.Body, &got); status != http.StatusOK || err != nil {
		t.Fatalf("%d %s", status, resp.Body)
	}
	span := spans(path)
	want := map[string]string{
		"engine.name": "local", "sentences.received": "401", "sentences.used": "400", "sentences.chars": "12000",
		"report.key_points": fmt.Sprint(len(got.KeyPoints)), "report.sections": fmt.Sprint(len(got.Sections)),
		"report.numbers": fmt.Sprint(len(got.Numbers)), "report.next_actions": fmt.Sprint(len(got.NextActions)),
		"gate.dropped": "0",
	}
	for k, v := range want {
		if span[k] != v {
			t.Errorf("span %s = %q, want %q (all: %v)", k, span[k], v, span)
		}
	}
	servetest.NoText(t, fmt.Sprint(span), quarter(t)...)
}

// A real model's report, at a real model's speed, with the slips such answers have: a conclusion
// copied instead of numbered, numbers as strings and as JSON numbers, a quote with its spacing
// changed, an invented key point, a figure the sentence lacks, a heading of a line, one key point
// too many. What quotes the input stands, cut to the maxima; the rest is gone.
func TestReportGatesARealModelsSlips(t *testing.T) {
	q := quarter(t)
	answer := "보고서 구조로 정리했습니다.\n\n```json\n" + `{
  "conclusion": "4분기에는 결제 단계를 네 단계에서 두 단계로 줄일게요.",
  "key_points": [
    {"i": 1, "text": "3분기 매출은 48억 원으로 전 분기보다 8% 늘었어요"},
    {"i": 3, "text": "자사몰 매출이 처음으로 오픈마켓을 앞질렀다"},
    {"i": 5, "text": "신규 고객 유입은 목표에 12% 못 미쳤어요 ."},
    {"i": 6, "text": "20대 고객 이탈이 심각합니다"}
  ],
  "sections": [
    {"heading": "3분기 매출 및 수익성 실적 요약과 분석", "sentences": [1, 2, 3]},
    {"heading": "고객", "sentences": ["4", "5", "6"]},
    {"heading": "개선 계획", "sentences": [7, 8, 9, 10]}
  ],
  "numbers": [
    {"i": 1, "value": "48억", "unit": "원", "context": "3분기 매출"},
    {"i": 1, "value": 8, "unit": "%", "context": "매출 증가율"},
    {"i": 2, "value": "5", "unit": "%", "context": "영업이익률 하락폭"}
  ],
  "next_actions": [{"i": 8, "text": "결제 단계를 네 단계에서 두 단계로 줄일게요"}]
}` + "\n```\n각 항목의 i는 입력 문장 번호입니다."
	base, srv := servetest.StartAnswering(t, run, answer)
	input := make([]any, len(q))
	for i, s := range q {
		input[i] = s
	}
	status, resp := post(t, base, body(input))
	if status != http.StatusOK {
		t.Fatalf("%d %s", status, resp.Body)
	}
	got := checkShape(t, resp.Body, input)
	if got.Conclusion != q[7] {
		t.Errorf("conclusion %q, want the copied sentence", got.Conclusion)
	}
	keys := []string{"3분기 매출은 48억 원으로 전 분기보다 8% 늘었어요", "자사몰 매출이 처음으로 오픈마켓을 앞질렀다", q[4]}
	if len(got.KeyPoints) != 3 || got.KeyPoints[0].Text != keys[0] || got.KeyPoints[1].Text != keys[1] || got.KeyPoints[2].Text != keys[2] {
		t.Errorf("key points %+v; want %q", got.KeyPoints, keys)
	}
	headings := []string{"3분기 매출 및 수익성 실적 요약과", "고객", "개선 계획"}
	if len(got.Sections) != 3 || got.Sections[0].Heading != headings[0] || got.Sections[1].Body != strings.Join(q[3:6], " ") {
		t.Errorf("sections %+v; want %q over every sentence", got.Sections, headings)
	}
	if len(got.Numbers) != 2 || got.Numbers[1].Value != "8%" {
		t.Errorf("numbers %+v; want 48억 and 8%%, not the 5 sentence 2 lacks", got.Numbers)
	}
	if len(srv.Calls()) != 1 {
		t.Errorf("%d model calls; the one answer was usable", len(srv.Calls()))
	}
}

// Today's model servers, one behaviour at a time, each in front of the service at a model's speed:
// the writer gets the model's report (the scripted model heads its one section 본문).
func TestReportWithTodaysServers(t *testing.T) {
	t.Parallel()
	q := quarter(t)
	input := make([]any, len(q))
	for i, s := range q {
		input[i] = s
	}
	servetest.WithTodaysServers(t, run, path, body(input), func(t *testing.T, resp []byte, _ string) bool {
		got := checkShape(t, resp, input)
		return len(got.Sections) == 1 && got.Sections[0].Heading == "본문"
	})
}
