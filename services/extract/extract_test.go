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

	"maltu/libs/engine"
	"maltu/libs/engine/local"
	"maltu/libs/engine/serve"
	"maltu/libs/engine/serve/servetest"
	"maltu/libs/gate/chars"
	"maltu/libs/gate/contract"
	"maltu/libs/gate/door/doortest"
	"maltu/libs/gate/evidence"
	"maltu/libs/gate/sentence"
)

const path = "/api/style-extract"

// A messenger-style note of exactly 80 characters; without its final period it is 79.
const note80 = "어제 동네 도서관에 처음 가 봤어요. 생각보다 조용하고 자리도 넉넉하더라고요. 창가에 앉아 두 시간 동안 책만 읽었는데 시간 가는 줄 몰랐어요."

func blog(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile("testdata/blog.txt")
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func textBody(text string) string {
	b, _ := json.Marshal(map[string]string{"text": text})
	return string(b)
}

func post(t *testing.T, base, body string) (int, *doortest.Response) {
	t.Helper()
	return doortest.Do(t, http.MethodPost, base+path, body)
}

func TestStyleExtractRoute(t *testing.T) {
	base := servetest.StartLocal(t, run, nil)
	doortest.Routed(t, base, "extract", http.MethodPost, path)
}

// Every 400 row of the contract for this endpoint, and the malformed bodies DESIGN §3 adds.
func TestStyleExtractRejectsBadRequests(t *testing.T) {
	if n := chars.Count(note80); n != 80 {
		t.Fatalf("note80 has %d characters", n)
	}
	base := servetest.StartLocal(t, run, nil)
	servetest.RejectsAll(t, base+path,
		servetest.Bad("빈 본문", "", "비어 있습니다"),
		servetest.Bad("JSON이 아닌 본문", "text=안녕하세요", "JSON"),
		servetest.Bad("객체가 아닌 본문", `["글"]`, "객체"),
		servetest.Bad("text 없음", `{"txt":"오타가 난 필드"}`, "'text' 필드가 없습니다"),
		servetest.Bad("text가 null", `{"text":null}`, "'text' 필드에 null을 보낼 수 없습니다"),
		servetest.Bad("text가 숫자", `{"text":80}`, "문자열"),
		servetest.Bad("79자", textBody(strings.TrimSuffix(note80, ".")), "지금은 79자"),
		servetest.Bad("앞뒤 공백을 빼면 79자", textBody("\n  "+strings.TrimSuffix(note80, ".")+"  \n"), "지금은 79자"),
		servetest.Bad("공백뿐", textBody(" \n\t "), "지금은 0자"),
		servetest.Bad("20,001자", textBody(servetest.Cut(blog(t), 20001)), "지금은 20,001자"),
		// A text one over the limit in the widest JSON is counted, not refused by its bytes (413).
		servetest.Bad("가장 넓게 쓴 20,001자", `{"text":"`+servetest.Widest(20001)+`"}`, "지금은 20,001자"),
	)
	servetest.BodyLimit(t, base, path, 512<<10, func(pad string) string { return `{"text":"` + pad + `"}` }, "지금은 0자")
}

func TestStyleExtractAcceptsTheBoundaries(t *testing.T) {
	base := servetest.StartLocal(t, run, nil)
	for _, text := range []string{note80, servetest.Cut(blog(t), 20000), blog(t)} {
		n := chars.Count(strings.TrimSpace(text))
		t.Run(fmt.Sprintf("%d자", n), func(t *testing.T) {
			status, resp := post(t, base, textBody(text))
			if status != http.StatusOK {
				t.Fatalf("%d %s", status, resp.Body)
			}
			checkShape(t, resp.Body, text)
		})
	}
}

// checkShape holds a 200 body to contract §4.1: exactly its keys, the item shapes, the counts, the
// 15-character rules and evidence that is in the input.
func checkShape(t *testing.T, body []byte, input string) {
	t.Helper()
	var got map[string]any
	if err := json.Unmarshal(body, &got); err != nil {
		t.Fatal(err)
	}
	servetest.Keys(t, "response", got, "observations", "rules", "avoids", "dropped")
	if _, ok := got["dropped"].(float64); !ok {
		t.Fatalf("dropped is %T", got["dropped"])
	}
	in := evidence.NewInput(input)
	lists := []struct {
		key      string
		lo, hi   int
		keys     []string
		evidence string
	}{
		{"observations", 3, 6, []string{"title", "evidence"}, "evidence"},
		{"rules", 2, 5, []string{"rule", "why", "evidence"}, "evidence"},
		{"avoids", 0, 5, []string{"phrase", "why"}, ""},
	}
	for _, l := range lists {
		items, ok := got[l.key].([]any)
		if !ok || len(items) < l.lo || len(items) > l.hi {
			t.Fatalf("%s: %v; want an array of %d to %d", l.key, got[l.key], l.lo, l.hi)
		}
		for _, it := range items {
			item, _ := it.(map[string]any)
			servetest.Keys(t, l.key, item, l.keys...)
			for _, k := range l.keys {
				if _, ok := item[k].(string); !ok {
					t.Fatalf("%s.%s is %T", l.key, k, item[k])
				}
			}
			if l.evidence != "" && !in.Has(item[l.evidence].(string)) {
				t.Fatalf("%s: evidence %q is not in the input", l.key, item[l.evidence])
			}
			if l.key == "rules" && chars.Count(item["rule"].(string)) > contract.RuleMaxChars {
				t.Fatalf("rule %q is over 15 characters", item["rule"])
			}
			if l.key == "avoids" && in.Has(item["phrase"].(string)) {
				t.Fatalf("avoid %q occurs in the input", item["phrase"])
			}
		}
	}
}

// liar answers with the extraction it is given, whatever the text.
func liar(name string, ex contract.Extraction) servetest.Func {
	return servetest.Func{EngineName: name, ExtractF: func(context.Context, string) (contract.Extraction, error) { return ex, nil }}
}

// Evidence quoted from testdata/blog.txt; the last one spans a paragraph break, which the gate folds.
var (
	real1 = "저희는 초보라서 제일 완만하다는 구간으로 골랐어요."
	real2 = "친구가 챙겨 온 귤을 나눠 먹으면서"
	real3 = "전망대에 도착하니까 서울 시내가 한눈에 보였어요!"
	real4 = "구간으로 골랐어요. 걷기 시작하고"
)

func TestStyleExtractGateCatchesAnEngineThatMisbehaves(t *testing.T) {
	metrics := servetest.Metrics(t)
	text := blog(t)
	invents := liar("invents", contract.Extraction{
		Observations: []contract.Observation{
			{Title: "해요체로 맺어요", Evidence: real1},
			{Title: "함께한 사람 이야기를 곁들여요", Evidence: real2},
			{Title: "느낌표로 감탄을 드러내요", Evidence: real3},
			{Title: "1인칭으로 '나'를 써요", Evidence: "나는 산이 정말 좋다."}, // invented
		},
		Rules: []contract.Rule{
			{Rule: "해요체로 끝맺기", Why: "모든 문장이 해요체예요", Evidence: real4},
			{Rule: "감탄문 자주 쓰기", Why: "감탄이 많아요", Evidence: "정말 최고였다!!!"}, // invented
			{Rule: "웃음 표시 붙이기", Why: "ㅎㅎ를 써요", Evidence: "많더라고요 ㅎㅎ"},
			{Rule: "문장마다 쉼표를 하나씩 넣어 길게 이어 쓰기", Why: "너무 긴 규칙", Evidence: real1}, // over 15 characters
		},
		Avoids: []contract.Avoid{
			{Phrase: "따라서", Why: "딱딱한 접속사를 쓰지 않아요"},
			{Phrase: "ㅎㅎ", Why: "실제로는 쓰는 표현"}, // occurs in the input
		},
	})
	tooFew := liar("too_few", contract.Extraction{
		Observations: []contract.Observation{
			{Title: "해요체로 맺어요", Evidence: real1},
			{Title: "지어낸 관찰", Evidence: "이 문장은 입력에 없습니다."},
			{Title: "또 지어낸 관찰", Evidence: "등산은 역시 혼자가 최고다."},
		},
		Rules: []contract.Rule{
			{Rule: "해요체로 끝맺기", Why: "모든 문장이 해요체예요", Evidence: real1},
			{Rule: "짧게 쓰기", Why: "짧아요", Evidence: real2},
		},
	})

	t.Run("invented evidence, a long rule and an avoid the text uses are dropped", func(t *testing.T) {
		base := doortest.Start(t, serve.Run("extract", serve.Links(engine.Link{Engine: invents}), newService), nil)
		status, resp := post(t, base, textBody(text))
		if status != http.StatusOK {
			t.Fatalf("%d %s", status, resp.Body)
		}
		checkShape(t, resp.Body, text)
		var got struct {
			contract.Extraction
			Dropped int `json:"dropped"`
		}
		_ = json.Unmarshal(resp.Body, &got)
		evidences := func(rules []contract.Rule) (out []string) {
			for _, r := range rules {
				out = append(out, r.Evidence)
			}
			return out
		}
		if got.Dropped != 2 || len(got.Observations) != 3 || !slices.Equal(evidences(got.Rules), []string{real4, "많더라고요 ㅎㅎ"}) ||
			len(got.Avoids) != 1 || got.Avoids[0].Phrase != "따라서" {
			t.Fatalf("gate let through: %s", resp.Body)
		}
	})

	t.Run("too few items after the gate is that engine's failure: the next one answers", func(t *testing.T) {
		base := doortest.Start(t, serve.Run("extract", serve.Links(engine.Link{Engine: tooFew}, engine.Link{Engine: local.New()}), newService), nil)
		status, resp := post(t, base, textBody(text))
		if status != http.StatusOK {
			t.Fatalf("%d %s", status, resp.Body)
		}
		checkShape(t, resp.Body, text)
		if strings.Contains(string(resp.Body), "지어낸") || strings.Contains(string(resp.Body), `"dropped":2`) {
			t.Fatalf("the rejected answer leaked into the response: %s", resp.Body)
		}
	})

	decisions := metrics("gate.decisions")
	want := map[string]int64{
		"decision=dropped,task=extract":                 4, // two from each liar
		"decision=rejected,reason=too_few,task=extract": 1,
	}
	for k, v := range want {
		if decisions[k] != v {
			t.Errorf("gate.decisions %s = %d, want %d (all: %v)", k, decisions[k], v, decisions)
		}
	}
	attempts := metrics("engine.attempts")
	if attempts["class=rejected,engine=too_few,task=extract"] != 1 || attempts["class=ok,engine=local,task=extract"] != 1 {
		t.Errorf("engine.attempts: %v", attempts)
	}
}

func TestStyleExtractMapsChainFailures(t *testing.T) {
	belowMinimum := servetest.Failure{
		Name:    "every answer below the minimum",
		Engines: serve.Links(engine.Link{Engine: liar("a", contract.Extraction{})}, engine.Link{Engine: liar("b", contract.Extraction{})}),
		Status:  http.StatusBadGateway,
	}
	servetest.MapsFailures(t, withEngines, path, textBody(blog(t)), append(servetest.ChainFailures(), belowMinimum))
}

func withEngines(e serve.Engines) servetest.Run { return serve.Run("extract", e, newService) }

// Only valid requests are charged; over the limit it is 429 with Retry-After.
func TestStyleExtractDailyLimit(t *testing.T) {
	base := servetest.StartLocal(t, run, map[string]string{"DAILY_LIMIT": "1"})
	for range 3 {
		if status, _ := post(t, base, textBody("너무 짧은 글")); status != http.StatusBadRequest {
			t.Fatalf("short text: %d", status)
		}
	}
	if status, resp := post(t, base, textBody(note80)); status != http.StatusOK {
		t.Fatalf("first valid call: %d %s", status, resp.Body)
	}
	status, resp := post(t, base, textBody(note80))
	if status != http.StatusTooManyRequests || resp.Header.Get("Retry-After") == "" || resp.ErrorText == "" {
		t.Fatalf("second valid call: %d, Retry-After %q, %s", status, resp.Header.Get("Retry-After"), resp.Body)
	}
}

// Logs and the request's span carry sizes, counts and the engine, never the writer's text.
func TestStyleExtractLogsAndSpansCarryNoText(t *testing.T) {
	text := blog(t)
	spans := servetest.Spans(t)
	logged, logs := servetest.Logs(run)
	base := servetest.StartLocal(t, logged, map[string]string{"LOG_LEVEL": "debug"})
	status, resp := post(t, base, textBody(text))
	post(t, base, textBody(strings.TrimSuffix(note80, ".")))
	texts := append(sentence.Split(text), note80)
	servetest.NoText(t, logs.String(), texts...)
	if !strings.Contains(logs.String(), `"engine":"local"`) {
		t.Fatalf("the answering engine is not logged:\n%s", logs)
	}

	var got extractResponse
	if err := json.Unmarshal(resp.Body, &got); status != http.StatusOK || err != nil {
		t.Fatalf("%d %s", status, resp.Body)
	}
	span := spans(path)
	want := map[string]string{
		"engine.name": "local", "text.chars": fmt.Sprint(chars.Count(strings.TrimSpace(text))),
		"extract.observations": fmt.Sprint(len(got.Observations)), "extract.rules": fmt.Sprint(len(got.Rules)),
		"extract.avoids": fmt.Sprint(len(got.Avoids)), "gate.dropped": fmt.Sprint(got.Dropped),
	}
	for k, v := range want {
		if span[k] != v {
			t.Errorf("span %s = %q, want %q (all: %v)", k, span[k], v, span)
		}
	}
	servetest.NoText(t, fmt.Sprint(span), texts...)
}

// TestStyleExtractAnswersShortTexts: short writing of every kind the contract accepts (a post
// with hashtags, a complaint in noun endings, a spec line, a notice) gets a complete extraction;
// a 502 would tell the writer to retry what can never succeed.
func TestStyleExtractAnswersShortTexts(t *testing.T) {
	b, err := os.ReadFile("testdata/short.txt")
	if err != nil {
		t.Fatal(err)
	}
	base := servetest.StartLocal(t, run, nil)
	for _, text := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		t.Run(servetest.Cut(text, 12), func(t *testing.T) {
			if n := chars.Count(text); n < contract.ExtractMinChars {
				t.Fatalf("sample has %d characters", n)
			}
			status, resp := post(t, base, textBody(text))
			if status != http.StatusOK {
				t.Fatalf("%d %s", status, resp.Body)
			}
			checkShape(t, resp.Body, text)
		})
	}
}

// A real model's extraction, at a real model's speed, with the slips such answers have: an
// observation in English, one whose evidence the writer never wrote, a rule over 15 characters.
// The writer gets the rest, in Korean, each quoting the text, and the count of what was dropped.
func TestStyleExtractGatesARealModelsSlips(t *testing.T) {
	answer := "```json\n" + `{
  "observations": [
    {"title": "문장을 해요체로 맺는다", "evidence": "생각보다 힘들지는 않았어요"},
    {"title": "웃음 표시 ㅎㅎ를 쓴다", "evidence": "꽤 많더라고요 ㅎㅎ"},
    {"title": "겪은 일을 '-더라고요'로 전한다", "evidence": "숨이 좀 차더라고요"},
    {"title": "Uses exclamation marks for emphasis", "evidence": "한눈에 보였어요!"},
    {"title": "감탄을 자주 한다", "evidence": "정말 너무 좋았어요"}
  ],
  "rules": [
    {"rule": "해요체로 끝맺기", "why": "대부분의 문장이 -요로 끝남", "evidence": "양이 정말 많았어요"},
    {"rule": "겪은 일은 '-더라고요'로 전하기", "why": "경험을 전할 때 자주 씀", "evidence": "보이더라고요"},
    {"rule": "문장 끝에 ㅎㅎ 붙이기", "why": "가볍게 웃음을 덧붙임", "evidence": "풀렸던 것 같아요 ㅎㅎ"}
  ],
  "avoids": [{"phrase": "~하였다", "why": "문어체를 쓰지 않음"}]
}` + "\n```\n참고: 글이 충분히 길어 avoids를 하나 넣었습니다."
	base, srv := servetest.StartAnswering(t, run, answer)
	text := blog(t)
	status, resp := post(t, base, textBody(text))
	if status != http.StatusOK {
		t.Fatalf("%d %s", status, resp.Body)
	}
	checkShape(t, resp.Body, text)
	var got extractResponse
	if err := json.Unmarshal(resp.Body, &got); err != nil {
		t.Fatal(err)
	}
	if len(got.Observations) != 3 || len(got.Rules) != 2 || len(got.Avoids) != 1 || got.Dropped != 1 {
		t.Errorf("%d observations, %d rules, %d avoids, %d dropped; want 3, 2, 1 and the one invented evidence",
			len(got.Observations), len(got.Rules), len(got.Avoids), got.Dropped)
	}
	if strings.Contains(string(resp.Body), "Uses") {
		t.Errorf("an observation in English reached the writer: %s", resp.Body)
	}
	if len(srv.Calls()) != 1 {
		t.Errorf("%d model calls; the one answer was usable", len(srv.Calls()))
	}
}

// Today's model servers, one behaviour at a time, each in front of the service at a model's speed:
// the writer gets the model's extraction.
func TestStyleExtractWithTodaysServers(t *testing.T) {
	t.Parallel()
	text := blog(t)
	servetest.WithTodaysServers(t, run, path, textBody(text), func(t *testing.T, body []byte, mark string) bool {
		checkShape(t, body, text)
		var got extractResponse
		if err := json.Unmarshal(body, &got); err != nil {
			t.Fatal(err)
		}
		for _, o := range got.Observations {
			if !strings.HasSuffix(o.Title, strings.TrimSpace(mark)) {
				return false
			}
		}
		return len(got.Observations) > 0
	})
}
