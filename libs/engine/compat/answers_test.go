package compat_test

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"maltu/libs/engine"
	"maltu/libs/engine/compat"
	"maltu/libs/engine/local"
	"maltu/libs/engine/scripted"
	"maltu/libs/gate/check"
	"maltu/libs/gate/contract"
)

// Answers written by hand as real models write them for our prompts (GPT-4o-mini, Claude Haiku,
// Qwen2.5, Llama-3.1-8B and EXAONE served by vLLM, Ollama and llama.cpp), streamed at a real
// model's speed through the chain with the offline engine last and the services' gates as accept.
// Each case says which engine must answer: the model, when what it wrote can be used safely, or
// the offline engine, when nothing can.

// realSpeed is a model served on one GPU: 300 ms to the first token, then 60 tokens a second.
func realSpeed() *scripted.Server {
	return &scripted.Server{TTFT: 300 * time.Millisecond, TokensPerSecond: 60}
}

// voiceText is a writer's post the extraction answers below quote.
const voiceText = "오늘은 회사 근처 국숫집에 다녀왔어요. 솔직히 기대 안 했는데 진짜 맛있었어요 ㅎㅎ 국물이 깔끔하고, 면도 쫄깃했어요. " +
	"근데 웨이팅이 좀 길어요. 점심시간엔 20분은 기다려야 해요. 다음엔 친구랑 같이 가 보려고요 ㅎㅎ"

// reportInput is a quarter's summary the report answers below arrange.
var reportInput = []string{
	"3분기 매출은 1억 2천만 원으로 목표의 80%를 달성했습니다.",
	"신규 가입자는 1,200명으로 전 분기보다 15% 늘었습니다.",
	"다만 고객 문의 응답 시간이 평균 2일로 길어졌습니다.",
	"따라서 4분기에는 상담 인력을 2명 충원해야 합니다.",
	"결론적으로 성장세는 유지되고 있으나 고객 지원 개선이 시급합니다.",
}

const (
	extractJSON = `{"observations":[{"title":"문장을 해요체로 맺는다","evidence":"진짜 맛있었어요"},` +
		`{"title":"웃음 표시 ㅎㅎ를 자주 쓴다","evidence":"맛있었어요 ㅎㅎ"},` +
		`{"title":"문장 첫머리에 '근데'를 쓴다","evidence":"근데 웨이팅이 좀 길어요"}],` +
		`"rules":[{"rule":"해요체로 끝맺기","why":"거의 모든 문장이 -요로 끝남","evidence":"면도 쫄깃했어요"},` +
		`{"rule":"문장 끝에 ㅎㅎ 붙이기","why":"감정을 웃음 표시로 드러냄","evidence":"가 보려고요 ㅎㅎ"}],"avoids":[]}`
	rewriteJSON = `{"sentences":[{"i":1,"text":"올해 3분기 매출은 1,200억 원으로 전년 대비 12% 늘었어요.","rule_ids":[1]},` +
		`{"i":2,"text":"신규 고객은 주로 20대였어요.","rule_ids":[1]},` +
		`{"i":3,"text":"다음 달에는 OpenAI 연동 기능을 출시할 예정이에요.","rule_ids":[1]}]}`
	reportJSON = `{"conclusion":5,"key_points":[{"i":1,"text":"목표의 80%를 달성했습니다"},{"i":2,"text":"신규 가입자는 1,200명으로 전 분기보다 15% 늘었습니다"}],` +
		`"sections":[{"heading":"실적","sentences":[1,2]},{"heading":"문제와 대책","sentences":[3,4]}],` +
		`"numbers":[{"i":1,"value":"1억 2천만","unit":"원","context":"3분기 매출"},{"i":2,"value":"1,200","unit":"명","context":"신규 가입자"}],` +
		`"next_actions":[{"i":4,"text":"상담 인력을 2명 충원해야 합니다"}]}`
)

// modelAnswer is one hand-written answer and who must answer the request it was given to.
type modelAnswer struct {
	name   string
	script scripted.Script
	model  bool   // the model's answer is used; false: the offline engine's
	keep   string // what the answer after the gates must hold, in its JSON
}

func answer(name, text string, model bool) modelAnswer {
	return modelAnswer{name: name, script: scripted.Script{Answer: text}, model: model}
}

// answers asks for each case at once (a real model's speed makes them seconds each, and t.Parallel
// runs only as many as there are cores) and then checks each: who answered, within the budget,
// and what run found wrong with the answer.
func answers(t *testing.T, cases []modelAnswer, run func(chain *engine.Chain) (by string, out any, problems []string)) {
	type result struct {
		by       string
		took     time.Duration
		out      any
		problems []string
	}
	results := make([]result, len(cases))
	var wg sync.WaitGroup
	for i, tc := range cases {
		srv := realSpeed()
		srv.Script = func(scripted.Call) scripted.Script { return tc.script }
		ts := httptest.NewServer(srv.Handler())
		t.Cleanup(ts.Close)
		model, err := compat.New(compat.Config{Name: "model", BaseURL: ts.URL + "/v1", Model: "m"})
		if err != nil {
			t.Fatal(err)
		}
		chain := engine.NewChain([]engine.Link{{Engine: model, Chunked: true}, {Engine: local.New()}},
			engine.WithLogger(slog.New(slog.DiscardHandler)))
		wg.Go(func() {
			start := time.Now()
			by, out, problems := run(chain)
			results[i] = result{by, time.Since(start), out, problems}
		})
	}
	wg.Wait()
	for i, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			r := results[i]
			for _, p := range r.problems {
				t.Error(p)
			}
			if want := map[bool]string{true: "model", false: "local"}[tc.model]; r.by != want {
				t.Errorf("answered by %q, want %q", r.by, want)
			}
			if b, _ := json.Marshal(r.out); !strings.Contains(string(b), tc.keep) {
				t.Errorf("the answer lost %s: %s", tc.keep, b)
			}
			if r.took > engine.DefaultBudget {
				t.Errorf("answered after %v, past the budget", r.took)
			}
		})
	}
}

func TestRealExtractionAnswers(t *testing.T) {
	t.Parallel()
	cases := []modelAnswer{
		answer("as asked", extractJSON, true),
		answer("wrapped in prose", "다음은 분석 결과입니다:\n\n"+extractJSON+"\n\n도움이 되었길 바랍니다!", true),
		answer("in a fence mid-text", "말투를 정리했습니다.\n\n```json\n"+extractJSON+"\n```\n\n더 필요한 점이 있으면 말씀해 주세요.", true),
		answer("a fence, then braces in prose", "```json\n"+extractJSON+"\n```\n\n각 evidence는 {원문}에서 그대로 옮겼습니다.", true),
		answer("trailing commas", strings.NewReplacer(`"}],`, `"},],`, `"avoids":[]}`, `"avoids":[],}`).Replace(extractJSON), true),
		answer("encoded twice, as a JSON string", strconv.Quote(extractJSON), true),
		answer("after a byte order mark", "\ufeff"+extractJSON, true),
		answer("keys capitalised", strings.NewReplacer(`"observations"`, `"Observations"`, `"rules"`, `"Rules"`, `"evidence"`, `"Evidence"`).Replace(extractJSON), true),
		answer("avoids as plain strings", strings.Replace(extractJSON, `"avoids":[]`, `"avoids":["~하였다","~하는 바입니다"]`, 1), true),
		{"the same rule twice", scripted.Script{Answer: strings.Replace(extractJSON, `{"rule":"문장 끝에`, `{"rule":"해요체로  끝맺기","why":"반복","evidence":"진짜 맛있었어요"},{"rule":"문장 끝에`, 1)},
			true, `"rules":[{"rule":"해요체로 끝맺기","why":"거의 모든 문장이 -요로 끝남","evidence":"면도 쫄깃했어요"},{"rule":"문장 끝에 ㅎㅎ 붙이기"`},
		answer("keys in Korean", strings.NewReplacer(`"observations"`, `"관찰"`, `"rules"`, `"규칙"`).Replace(extractJSON), false),
		answer("nulls and extra fields", strings.Replace(extractJSON, `"avoids":[]`, `"avoids":null,"confidence":0.9,"language":"ko"`, 1), true),
		answer("rules missing", extractJSON[:strings.Index(extractJSON, `,"rules"`)]+"}", false),
		answer("evidence paraphrased", strings.NewReplacer("진짜 맛있었어요", "정말 맛있었어요", "면도 쫄깃했어요", "면이 쫄깃했어요", "가 보려고요 ㅎㅎ", "가 볼 거예요 ㅎㅎ").Replace(extractJSON), false),
		answer("a rule over 15 characters", strings.Replace(extractJSON, "문장 끝에 ㅎㅎ 붙이기", "문장 끝마다 웃음 표시 ㅎㅎ를 꼭 붙여서 쓰기", 1), false),
		answer("written in English", strings.NewReplacer("문장을 해요체로 맺는다", "Ends sentences with the polite -yo form", "웃음 표시 ㅎㅎ를 자주 쓴다", "Often laughs in text",
			"문장 첫머리에 '근데'를 쓴다", "Starts with a casual connective", "해요체로 끝맺기", "End with -yo", "문장 끝에 ㅎㅎ 붙이기", "Add a laugh").Replace(extractJSON), false),
		answer("refusal in JSON", `{"error":"요청을 처리할 수 없습니다."}`, false),
		answer("refusal in prose", "죄송하지만 이 글의 말투는 분석해 드릴 수 없습니다.", false),
		{"reasoning apart, Ollama's end", scripted.Script{Answer: extractJSON, Reasoning: "글을 보니 해요체가 많다. 근데로 시작하는 문장이 있다.", NoDone: true, UsageChunk: true}, true, ""},
		{"no finish reason, no [DONE]", scripted.Script{Answer: extractJSON, NoFinish: true, NoDone: true}, true, ""},
		{"cut off inside the rules", scripted.Script{Answer: strings.Replace(extractJSON, `}],"avoids":[]}`, `},{"rule":"짧게 끊`, 1), NoFinish: true}, true, `"rule":"문장 끝에 ㅎㅎ 붙이기"`},
		{"cut off in the avoids", scripted.Script{Answer: strings.Replace(extractJSON, `"avoids":[]}`, `"avoids":[{"phrase":"~하였다","why":"문어체를 쓰지 않음"},{"phrase":"~하는 바`, 1), NoFinish: true}, true, ""},
	}
	answers(t, cases, func(chain *engine.Chain) (string, any, []string) {
		// The service's accept: too few items past the evidence gate fail the engine.
		var out contract.Extraction
		_, by, err := chain.Extract(context.Background(), voiceText, func(x contract.Extraction) (err error) {
			out, _, err = check.Extraction(voiceText, x)
			return err
		})
		if err != nil {
			return by, nil, []string{fmt.Sprintf("extract failed: %v", err)}
		}
		return by, out, nil
	})
}

func TestRealRewriteAnswers(t *testing.T) {
	t.Parallel()
	cases := []modelAnswer{
		answer("as asked", rewriteJSON, true),
		answer("wrapped in prose", "다음은 고친 결과입니다:\n"+rewriteJSON+"\n도움이 되었길 바랍니다.", true),
		answer("a note after it", rewriteJSON+"\n\n"+`{"note":"숫자와 OpenAI는 그대로 두었습니다."}`, true),
		answer("the answer twice", rewriteJSON+"\n"+rewriteJSON, true),
		answer("comments", strings.NewReplacer(`"rule_ids":[1]},`, `"rule_ids":[1]}, // 해요체 적용`+"\n", `{"sentences":[`, "{\n/* 규칙 1 적용 */\n\"sentences\":[").Replace(rewriteJSON), true),
		answer("as a Python dict", `{'sentences': [{'i': 1, 'text': '올해 3분기 매출은 1,200억 원으로 전년 대비 12% 늘었어요.', 'rule_ids': [1]}, `+
			`{'i': 2, 'text': "신규 고객은 주로 '20대'였어요.", 'rule_ids': [1], 'note': None}, {'i': 3, 'text': '다음 달에는 OpenAI 연동 기능을 출시할 예정이에요.', 'rule_ids': [1], 'changed': True}]}`, true),
		answer("numbers as strings", strings.NewReplacer(`"i":1`, `"i":"1"`, `"i":2`, `"i":"2"`, `"i":3`, `"i":" 3"`, `"rule_ids":[1]`, `"rule_ids":["1"]`).Replace(rewriteJSON), true),
		{"markdown emphasis", scripted.Script{Answer: strings.NewReplacer("1,200억 원", "**1,200억 원**", "OpenAI", "`OpenAI`", "20대", "__20대__").Replace(rewriteJSON)}, true,
			`"Text":"다음 달에는 OpenAI 연동 기능을 출시할 예정이에요."`},
		answer("sentences as strings", `{"sentences":["올해 3분기 매출은 1,200억 원으로 전년 대비 12% 늘었어요.","신규 고객은 주로 20대였어요.","다음 달에는 OpenAI 연동 기능을 출시할 예정이에요."]}`, true),
		answer("items not numbered", strings.NewReplacer(`"i":1,`, ``, `"i":2,`, ``, `"i":3,`, ``).Replace(rewriteJSON), true),
		answer("keys capitalised", strings.NewReplacer(`"sentences"`, `"Sentences"`, `"text"`, `"Text"`).Replace(rewriteJSON), true),
		answer("extra fields and null rule ids", strings.NewReplacer(`"rule_ids":[1]}`, `"rule_ids":null,"changed":true}`).Replace(rewriteJSON), true),
		answer("two sentences merged", `{"sentences":[{"i":1,"text":"올해 3분기 매출은 1,200억 원으로 전년 대비 12% 늘었고, 신규 고객은 주로 20대였어요.","rule_ids":[1]},`+
			`{"i":2,"text":"다음 달에는 OpenAI 연동 기능을 출시할 예정이에요.","rule_ids":[1]}]}`, false),
		answer("a sentence split", `{"sentences":[{"i":1,"text":"올해 3분기 매출은 1,200억 원이에요.","rule_ids":[2]},{"i":2,"text":"전년 대비 12% 늘었어요.","rule_ids":[2]},`+
			`{"i":3,"text":"신규 고객은 주로 20대였어요.","rule_ids":[1]},{"i":4,"text":"다음 달에는 OpenAI 연동 기능을 출시할 예정이에요.","rule_ids":[1]}]}`, false),
		{"a note on the rule applied", scripted.Script{Answer: strings.NewReplacer(`주로 20대였어요.`, `주로 20대였어요. (규칙 1 적용)`, `예정이에요.`, `예정이에요. (해요체 적용)`).Replace(rewriteJSON)},
			true, `"Text":"신규 고객은 주로 20대였어요."`},
		answer("a greeting item first", `{"sentences":[{"i":1,"text":"안녕하세요! 요청하신 문장을 고쳤어요.","rule_ids":[]},`+
			strings.NewReplacer(`"i":3`, `"i":4`, `"i":2`, `"i":3`, `"i":1`, `"i":2`, `{"sentences":[`, ``).Replace(rewriteJSON), false),
		{"a greeting before the first sentence", scripted.Script{Answer: strings.Replace(rewriteJSON, `"text":"올해`, `"text":"안녕하세요! 올해`, 1)}, true,
			`"Text":"올해 3분기 매출은`},
		answer("every item numbered 1", strings.NewReplacer(`"i":2`, `"i":1`, `"i":3`, `"i":1`).Replace(rewriteJSON), false),
		answer("an array, not an object", "```json\n"+strings.TrimSuffix(strings.TrimPrefix(rewriteJSON, `{"sentences":`), "}")+"\n```", true),
		answer("the text under another name", strings.ReplaceAll(rewriteJSON, `"text":`, `"rewritten":`), false),
		answer("the draft as one string", `{"sentences":"올해 3분기 매출은 1,200억 원으로 전년 대비 12% 늘었어요. 신규 고객은 주로 20대였어요. 다음 달에는 OpenAI 연동 기능을 출시할 예정이에요."}`, false),
		answer("one text for the draft", `{"text":"올해 3분기 매출은 1,200억 원으로 전년 대비 12% 늘었어요. 신규 고객은 주로 20대였어요. 다음 달에는 OpenAI 연동 기능을 출시할 예정이에요."}`, false),
		answer("a think block opened by the chat template", "문장마다 해요체로 바꾸면 된다. 숫자와 OpenAI는 그대로 두고 {\"sentences\": []} 형식으로 답하자.\n</think>\n\n"+rewriteJSON, true),
		{"reasoning apart, Ollama's end", scripted.Script{Answer: rewriteJSON, Reasoning: "해요체로 바꾸자. 숫자는 그대로.", NoDone: true, UsageChunk: true}, true, ""},
	}
	answers(t, cases, func(chain *engine.Chain) (string, any, []string) {
		out, by, err := chain.Rewrite(context.Background(), engine.RewriteRequest{Sentences: draft, Rules: rules}, nil)
		if err != nil {
			return by, nil, []string{fmt.Sprintf("rewrite failed: %v", err)}
		}
		if out.Truncated || len(out.Sentences) != len(draft) {
			return by, out, []string{fmt.Sprintf("%d of %d sentences, truncated %v", len(out.Sentences), len(draft), out.Truncated)}
		}
		var problems []string
		for i, s := range out.Sentences {
			if v := check.Sentence(draft[i], s.Text); v.Reverted || v.Text != s.Text {
				problems = append(problems, fmt.Sprintf("sentence %d does not pass the gate whole (%s): %q", i+1, v.Reason.Code, s.Text))
			}
		}
		return by, out, problems
	})
}

func TestRealReportAnswers(t *testing.T) {
	t.Parallel()
	cases := []modelAnswer{
		answer("as asked", reportJSON, true),
		answer("wrapped in prose", "보고서 구조로 정리했습니다.\n\n```json\n"+reportJSON+"\n```", true),
		answer("single quotes and a trailing comma", strings.NewReplacer(`"conclusion":5,`, `'conclusion': 5,`, `"heading":"실적"`, `'heading': '실적'`, `]}`, `],}`).Replace(reportJSON), true),
		answer("numbers as strings", strings.NewReplacer(`"conclusion":5`, `"conclusion":"5"`, `"sentences":[1,2]`, `"sentences":["1","2"]`, `{"i":4,`, `{"i":"4",`).Replace(reportJSON), true),
		{"values as JSON numbers", scripted.Script{Answer: strings.NewReplacer(`"value":"1,200"`, `"value":1200`, `"value":"1억 2천만"`, `"value":80,"unit":"%"},{"i":1,"value":"1억 2천만"`).Replace(reportJSON)}, true, `"value":"1200","unit":"명"`},
		{"values split from their units as the prompt shows", scripted.Script{Answer: strings.Replace(reportJSON, `"numbers":[`, `"numbers":[{"i":1,"value":"80","unit":"%","context":"목표 달성률"},{"i":2,"value":"15","unit":"%","context":"가입자 증가율"},{"i":3,"value":"2","unit":"일","context":"응답 시간"},`, 1)},
			true, `{"value":"80%","unit":"%","context":"목표 달성률"`},
		{"the conclusion copied, not numbered", scripted.Script{Answer: strings.Replace(reportJSON, `"conclusion":5`, `"conclusion":"결론적으로 성장세는 유지되고 있으나  고객 지원 개선이 시급합니다."`, 1)}, true, `"conclusion":"결론적으로`},
		{"key points as numbers", scripted.Script{Answer: strings.Replace(reportJSON, `"key_points":[{"i":1,"text":"목표의 80%를 달성했습니다"},{"i":2,"text":"신규 가입자는 1,200명으로 전 분기보다 15% 늘었습니다"}]`, `"key_points":[1,2]`, 1)},
			true, `"key_points":[{"text":"3분기 매출은 1억 2천만 원으로 목표의 80%를 달성했습니다."`},
		{"key points as quotes", scripted.Script{Answer: strings.Replace(reportJSON, `"key_points":[{"i":1,"text":"목표의 80%를 달성했습니다"},{"i":2,"text":"신규 가입자는 1,200명으로 전 분기보다 15% 늘었습니다"}]`, `"key_points":["목표의 80%를 달성했습니다","전 분기보다 15% 늘었습니다"]`, 1)},
			true, `"key_points":[{"text":"목표의 80%를 달성했습니다","evidence":"3분기 매출은`},
		answer("a section's sentences as items", strings.Replace(reportJSON, `"sentences":[1,2]`, `"sentences":[{"i":1,"text":"3분기 매출은 1억 2천만 원으로 목표의 80%를 달성했습니다."},{"i":2}]`, 1), true),
		{"numbers as plain strings", scripted.Script{Answer: strings.Replace(reportJSON, `"numbers":[`, `"numbers":["1억 2천만 원","1,200명"],"numbers_detail":[`, 1)}, true, `"next_actions":[{"text":"상담 인력을 2명 충원해야 합니다"`},
		answer("braces in prose before", "각 항목은 {i: 문장 번호} 형식으로 적었습니다.\n"+reportJSON, true),
		answer("quotes with spacing and punctuation changed", strings.NewReplacer("목표의 80%를 달성했습니다", "목표의 80% 를 달성했습니다.", "상담 인력을 2명 충원해야 합니다", "상담 인력을 2명 충원해야 합니다!").Replace(reportJSON), true),
		{"a key point quoting another sentence than its number", scripted.Script{Answer: strings.Replace(reportJSON, `{"i":1,"text":"목표의 80%를 달성했습니다"}`, `{"i":1,"text":"응답 시간이 평균 2일로 길어졌습니다"}`, 1)},
			true, `{"text":"응답 시간이 평균 2일로 길어졌습니다","evidence":"다만 고객 문의 응답 시간이 평균 2일로 길어졌습니다."}`},
		answer("a key point invented", strings.Replace(reportJSON, `{"i":1,"text":"목표의 80%를 달성했습니다"}`, `{"i":9,"text":"고객 만족도가 크게 올랐습니다"}`, 1), true),
		answer("value split from its unit oddly", strings.Replace(reportJSON, `"value":"1억 2천만","unit":"원"`, `"value":"1억 2천만 원","unit":"KRW"`, 1), true),
		answer("over the maxima", strings.Replace(reportJSON, `"key_points":[`, `"key_points":[{"i":3,"text":"응답 시간이 평균 2일로 길어졌습니다"},{"i":4,"text":"상담 인력을 2명 충원해야 합니다"},{"i":5,"text":"고객 지원 개선이 시급합니다"},`, 1), true),
		{"headings too long", scripted.Script{Answer: strings.NewReplacer(`"heading":"실적"`, `"heading":"3분기 매출과 신규 가입자 실적 현황 정리"`,
			`"heading":"문제와 대책"`, `"heading":"고객 문의 응답 지연 문제와 4분기 상담 인력 충원 계획"`).Replace(reportJSON)}, true, `"heading":"고객 문의 응답 지연 문제와 4분기"`},
		answer("refusal in JSON", `{"refusal":"이 요청은 처리할 수 없습니다."}`, false),
		answer("a summary instead", `{"summary":"3분기 매출은 목표의 80%를 달성했고 가입자가 늘었지만 고객 지원 개선이 필요합니다."}`, false),
		answer("every list empty", `{"conclusion":null,"key_points":[],"sections":[],"numbers":[],"next_actions":[]}`, false),
		answer("only sentences that do not exist", `{"conclusion":7,"sections":[{"heading":"전체","sentences":[6,7]}]}`, false),
		{"no finish reason, no [DONE]", scripted.Script{Answer: reportJSON, NoFinish: true, NoDone: true}, true, ""},
		{"cut off before the sections", scripted.Script{Answer: strings.Split(reportJSON, `"sections"`)[0], NoFinish: true}, false, ""},
		{"cut off in the next actions", scripted.Script{Answer: strings.TrimSuffix(reportJSON, `충원해야 합니다"}]}`), NoFinish: true}, true, `"heading":"문제와 대책"`},
		{"cut off inside the numbers", scripted.Script{Answer: reportJSON[:strings.Index(reportJSON, `"value":"1,200"`)], NoFinish: true}, true, `"value":"1억 2천만"`},
	}
	answers(t, cases, func(chain *engine.Chain) (string, any, []string) {
		var out contract.Report
		_, by, err := chain.Report(context.Background(), reportInput, func(r contract.Report) error {
			out, _ = check.Report(reportInput, r)
			return nil
		})
		if err != nil {
			return by, nil, []string{fmt.Sprintf("report failed: %v", err)}
		}
		if len(out.Sections) == 0 || len(out.KeyPoints) == 0 {
			return by, out, []string{fmt.Sprintf("report %+v: want sections and key points", out)}
		}
		return by, out, nil
	})
}
