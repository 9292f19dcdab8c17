package compat

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"maltu/libs/engine"
)

var sent = []string{"첫 문장입니다.", "둘째 문장입니다.", "셋째 문장입니다."}

// skipped stands for a sentence an answer did not hold, in the tables below.
const skipped = "∅"

func TestParseRewrite(t *testing.T) {
	cases := []struct {
		name      string
		answer    string
		truncated bool
		want      []string
		err       error
	}{
		{"plain", `{"sentences":[{"i":1,"text":"첫 문장이에요.","rule_ids":[1]},{"i":2,"text":"둘째 문장이에요."},{"i":3,"text":"셋째 문장이에요."}]}`, false,
			[]string{"첫 문장이에요.", "둘째 문장이에요.", "셋째 문장이에요."}, nil},
		{"fenced and out of order", "결과입니다:\n```json\n{\"sentences\":[{\"i\":2,\"text\":\"둘\"},{\"i\":1,\"text\":\"하나\"},{\"i\":3,\"text\":\"셋\"}]}\n```", false,
			[]string{"하나", "둘", "셋"}, nil},
		{"empty text keeps the sentence", `{"sentences":[{"i":1,"text":" "},{"i":2,"text":"둘"},{"i":3,"text":"셋"}]}`, false,
			[]string{"첫 문장입니다.", "둘", "셋"}, nil},
		{"a number twice", `{"sentences":[{"i":1,"text":"a"},{"i":1,"text":"b"},{"i":3,"text":"c"}]}`, false, nil, engine.ErrBadShape},
		{"too many", `{"sentences":[{"i":1,"text":"a"},{"i":2,"text":"b"},{"i":3,"text":"c"},{"i":4,"text":"d"}]}`, false, nil, engine.ErrBadShape},
		{"cut inside the second item", `{"sentences":[{"i":1,"text":"첫 문장이에요.","rule_ids":[1]},{"i":2,"text":"둘째 문`, true,
			[]string{"첫 문장이에요."}, nil},
		{"cut with a key before", `{"note":"ok","sentences":[{"i":1,"text":"하나"},{"i":2,"text":"둘"}`, true, []string{"하나", "둘"}, nil},
		{"cut before any item", `{"sentences":[{"i":1,"te`, true, nil, engine.ErrTruncated},
		{"refusal in JSON", `{"refusal":"할 수 없습니다"}`, false, nil, engine.ErrRefused},
		{"refusal in prose", "I'm sorry, but I can't help with that.", false, nil, engine.ErrRefused},
		{"prose", "다 고쳤습니다!", false, nil, engine.ErrUnparseable},
		{"wrong type", `{"sentences":[{"i":"one","text":"a"}]}`, false, nil, engine.ErrBadShape},
		{"a sentence skipped", `{"sentences":[{"i":1,"text":"하나"},{"i":3,"text":"셋"}]}`, false, []string{"하나", skipped, "셋"}, nil},
		{"only the middle one", `{"sentences":[{"i":2,"text":"둘"}]}`, false, []string{skipped, "둘", skipped}, nil},
		{"skipped, then cut", `{"sentences":[{"i":1,"text":"하나"},{"i":3,"text":"셋"},{"i":4,`, true, []string{"하나", skipped, "셋"}, nil},
		{"skipped, cut before the end", `{"sentences":[{"i":2,"text":"둘"},{"i":3,"te`, true, []string{skipped, "둘"}, nil},
		{"merged into the one before a gap", `{"sentences":[{"i":1,"text":"첫 문장이고 둘째 문장이에요."},{"i":3,"text":"셋"}]}`, false, nil, engine.ErrBadShape},
		{"two numbered 1 and 2 for three", `{"sentences":[{"i":1,"text":"하나"},{"i":2,"text":"둘"}]}`, false, nil, engine.ErrBadShape},
		{"a number past the last sentence", `{"sentences":[{"i":1,"text":"하나"},{"i":4,"text":"넷"}]}`, false, nil, engine.ErrBadShape},
		{"numbered from 0", `{"sentences":[{"i":0,"text":"하나"},{"i":1,"text":"둘"},{"i":2,"text":"셋"}]}`, false, []string{"하나", "둘", "셋"}, nil},
		{"an array cut off", `[{"i":1,"text":"하나"},{"i":2,"text":"둘"},{"i":3,"te`, true, []string{"하나", "둘"}, nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, err := parseRewrite(tc.answer, sent, tc.truncated)
			if tc.err != nil {
				if !errors.Is(err, tc.err) {
					t.Fatalf("err %v, want %v", err, tc.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			var texts []string
			for _, s := range got.Sentences {
				if s.Missing {
					s.Text = skipped
				}
				texts = append(texts, s.Text)
			}
			if strings.Join(texts, "|") != strings.Join(tc.want, "|") || got.Truncated != (len(tc.want) < len(sent)) {
				t.Errorf("got %v truncated=%v, want %v", texts, got.Truncated, tc.want)
			}
		})
	}
}

func TestParseExtraction(t *testing.T) {
	if _, err := parseExtraction(`{"observations":[],"rules":[]}`); err != nil {
		t.Errorf("empty lists are a shape the gate judges: %v", err)
	}
	if _, err := parseExtraction(`{"observations":[{"title":"t","evidence":"e"}]}`); !errors.Is(err, engine.ErrBadShape) {
		t.Errorf("missing rules: %v", err)
	}
	if _, err := parseExtraction(`{"error":"content policy"}`); !errors.Is(err, engine.ErrRefused) {
		t.Errorf("error object: %v", err)
	}
}

// FuzzAnswers: every parser of model output reads untrusted text and must not panic; a parsed
// rewrite never has more sentences than were sent.
func FuzzAnswers(f *testing.F) {
	for _, s := range []string{`{"sentences":[{"i":1,"text":"a"}]}`, `{"sentences":[{"i":1,"te`, `{`, `}{`, "```json\n{}\n```", `{"conclusion":1,"sections":[{"heading":"h","sentences":[1,9,-1]}]}`, `{"observations":[],"rules":[]}`, `{"sentences":[]}`} {
		f.Add(s, true)
		f.Add(s, false)
	}
	f.Fuzz(func(t *testing.T, answer string, truncated bool) {
		if r, err := parseRewrite(answer, sent, truncated); err == nil && (len(r.Sentences) > len(sent) || !slices.ContainsFunc(r.Sentences, func(s engine.Rewritten) bool { return !s.Missing })) {
			t.Fatalf("%d sentences for %d, none answered", len(r.Sentences), len(sent))
		}
		_, _ = parseExtraction(answer)
		if whole, ok := salvage(answer); ok {
			_, _ = parseExtraction(whole)
		}
		if r, err := parseReport(answer, sent); err == nil {
			for _, k := range r.KeyPoints {
				if !strings.Contains(k.Evidence, k.Text) {
					t.Fatalf("key point %+v not part of its evidence", k)
				}
			}
		}
	})
}

func TestSalvage(t *testing.T) {
	cases := []struct {
		name, answer string
		need         []string
		want         string // "" when nothing is to be salvaged
	}{
		{"a report cut inside its numbers", `{"conclusion":3,"sections":[{"heading":"실적","sentences":[1,2]}],"numbers":[{"i":1,"value":"12%"},{"i":2,"val`,
			[]string{"sections"}, `{"conclusion":3,"numbers":[{"i":1,"value":"12%"}],"sections":[{"heading":"실적","sentences":[1,2]}]}`},
		{"cut inside the first list named", `{"conclusion":3,"sections":[{"heading":"실적","sentences":[1,2]},{"heading":"계`,
			[]string{"sections"}, `{"conclusion":3,"sections":[{"heading":"실적","sentences":[1,2]}]}`},
		{"cut before a list named", `{"conclusion":3,"key_points":[{"i":1}],"sec`, []string{"sections"}, ""},
		{"an extraction cut in its avoids", "```json\n" + `{"observations":[{"title":"a"}],"rules":[{"rule":"b"}],"avoids":["~하였다","~하는`,
			[]string{"observations", "rules"}, `{"avoids":["~하였다"],"observations":[{"title":"a"}],"rules":[{"rule":"b"}]}`},
		{"a list alone", `[1,2,{"i":3`, nil, `[1,2]`},
		{"a scalar cut", `{"conclusion":"결론`, nil, ""},
		{"no JSON", "생각해 보면", nil, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, ok := salvage(tc.answer, tc.need...)
			if ok != (tc.want != "") || got != tc.want {
				t.Errorf("salvage = %s, %v; want %s", got, ok, tc.want)
			}
		})
	}
}

func TestStandard(t *testing.T) {
	cases := []struct{ name, in, want string }{
		{"JSON stays", `{"a":[1,2],"b":"x, ]"}`, `{"a":[1,2],"b":"x, ]"}`},
		{"trailing commas", "{\"a\":[1,2,],\n\"b\":{\"c\":1,},}", "{\"a\":[1,2],\n\"b\":{\"c\":1}}"},
		{"comments", "{\"a\":1, // 하나\n/* 둘 */\"b\":\"http://x\"}", "{\"a\":1, \n\"b\":\"http://x\"}"},
		{"a comma before a comment and a bracket", "[1, // 끝\n]", "[1 \n]"},
		{"single quotes", `{'a': '그는 "네"라고 했다', 'b': 'it\'s'}`, `{"a": "그는 \"네\"라고 했다", "b": "it's"}`},
		{"Python words", `{'a': None, 'b': True, 'c': False, 'Nonesuch': 1}`, `{"a": null, "b": true, "c": false, "Nonesuch": 1}`},
		{"a line break inside a string", "{\"a\":\"첫 줄\n둘째 줄\"}", `{"a":"첫 줄\n둘째 줄"}`},
		{"an open string", `{"a":"끝나지`, `{"a":"끝나지`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := standard(tc.in); got != tc.want {
				t.Errorf("standard(%q) = %q, want %q", tc.in, got, tc.want)
			}
		})
	}
}

func TestParseExtractionKeepsKoreanItems(t *testing.T) {
	x, err := parseExtraction(`{"observations":[{"title":"해요체로 맺는다","evidence":"가요"},{"title":"Short sentences","evidence":"가요"},{"title":"ㅋㅋ를 자주 쓴다","evidence":"ㅋㅋ"}],` +
		`"rules":[{"rule":"Use -yo","why":"most","evidence":"가요"},{"rule":"ㅋㅋ 붙이기","why":"자주 씀","evidence":"ㅋㅋ"}],"avoids":[]}`)
	if err != nil {
		t.Fatal(err)
	}
	if len(x.Observations) != 2 || x.Observations[1].Title != "ㅋㅋ를 자주 쓴다" || len(x.Rules) != 1 || x.Rules[0].Rule != "ㅋㅋ 붙이기" {
		t.Errorf("got %+v; want only the items written in Korean", x)
	}
}

func TestShortHeading(t *testing.T) {
	cases := []struct{ name, in, want string }{
		{"fits", " 실적 ", "실적"},
		{"twenty characters fit", "3분기 매출과 신규 가입자 실적 현황", "3분기 매출과 신규 가입자 실적 현황"},
		{"cut at a word", "3분기 매출과 신규 가입자 실적 현황 정리", "3분기 매출과 신규 가입자 실적 현황"},
		{"not on a connective", "인력 충원 일정과 교육훈련 및 채용계획", "인력 충원 일정과 교육훈련"},
		{"one long word", "고객지원센터상담인력충원및교육훈련계획수립", "고객지원센터상담인력충원및교육훈련계획수"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := shortHeading(tc.in); got != tc.want {
				t.Errorf("shortHeading(%q) = %q, want %q", tc.in, got, tc.want)
			}
		})
	}
}

func TestAsWritten(t *testing.T) {
	const s = "3분기 매출은 48억 원으로 전 분기보다 8% 늘었고 가입자는 1,200명입니다."
	cases := []struct{ value, unit, wantValue, wantUnit string }{
		{"8", "%", "8%", "%"},
		{"8%", "%", "8%", "%"},
		{"48", "억 원", "48억", "원"},
		{"48억", "원", "48억", "원"},
		{"1200", "명", "1200", "명"},
		{"5", "%", "5", "%"},
		{"절반", "", "절반", ""},
	}
	for _, tc := range cases {
		t.Run(tc.value+tc.unit, func(t *testing.T) {
			if v, u := asWritten(s, tc.value, tc.unit); v != tc.wantValue || u != tc.wantUnit {
				t.Errorf("asWritten(%q, %q) = %q, %q; want %q, %q", tc.value, tc.unit, v, u, tc.wantValue, tc.wantUnit)
			}
		})
	}
}
