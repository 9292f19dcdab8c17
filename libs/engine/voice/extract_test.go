package voice

import (
	"encoding/json"
	"strings"
	"testing"
	"unicode/utf8"

	"maltu/libs/engine/internal/golden"
	"maltu/libs/engine/rules"
	"maltu/libs/gate/chars"
	"maltu/libs/gate/contract"
)

func TestExtractSamples(t *testing.T) {
	ruleSets := map[string]string{}
	for _, name := range golden.Voices {
		t.Run(name, func(t *testing.T) {
			text := golden.Voice(t, name)
			if n := chars.Count(text); n < 300 || n > 1500 {
				t.Errorf("sample has %d characters; samples are 300 to 1,500", n)
			}
			x := Extract(text)
			if n := len(x.Observations); n < contract.ObservationsMin || n > contract.ObservationsMax {
				t.Errorf("%d observations", n)
			}
			if n := len(x.Rules); n < contract.RulesOutMin || n > contract.RulesOutMax {
				t.Errorf("%d rules", n)
			}
			if len(x.Avoids) > contract.AvoidsMax {
				t.Errorf("%d avoids", len(x.Avoids))
			}
			nfc := chars.NFC(text)
			for _, o := range x.Observations {
				if o.Title == "" || !strings.Contains(nfc, o.Evidence) || o.Evidence == "" {
					t.Errorf("observation %q quotes %q, which is not in the text", o.Title, o.Evidence)
				}
			}
			var texts []string
			for _, r := range x.Rules {
				if utf8.RuneCountInString(r.Rule) > contract.RuleMaxChars || r.Why == "" || !strings.Contains(nfc, r.Evidence) || r.Evidence == "" {
					t.Errorf("rule %+v: over 15 characters, no reason, or evidence not in the text", r)
				}
				if _, ok := rules.Parse(r.Rule); !ok {
					t.Errorf("rule %q is not one the local rewrite can carry out", r.Rule)
				}
				texts = append(texts, r.Rule)
			}
			for _, a := range x.Avoids {
				if strings.Contains(nfc, a.Phrase) {
					t.Errorf("avoid %q occurs in the text", a.Phrase)
				}
			}
			ruleSets[name] = strings.Join(texts, " | ")
			checkGolden(t, golden.VoicePath(name, ".json"), x)
		})
	}
	seen := map[string]string{}
	for _, name := range golden.Voices {
		if other, ok := seen[ruleSets[name]]; ok {
			t.Errorf("%s and %s got the same rules: %s", name, other, ruleSets[name])
		}
		seen[ruleSets[name]] = name
	}
}

// TestShortTexts: the shortest text the API accepts still gets a complete extraction.
func TestShortTexts(t *testing.T) {
	cases := map[string]string{
		"two sentences":  "오늘 회의에서 다음 달 출시 일정을 확정했습니다. 디자인 시안은 금요일까지 받기로 했고, 개발 일정은 이번 주 안에 다시 공유하겠습니다.",
		"nominal lines":  "주간 업무 보고\n- 신규 가입자 1,240명, 전주 대비 5% 증가\n- 결제 오류 2건 수정 완료\n- 다음 주 앱 심사 제출 예정\n- 고객센터 문의 응답 시간 개선 필요",
		"one long chunk": "요즘 출근길에 팟캐스트를 듣는데 이게 은근히 하루를 바꿔 놓는 것 같아요 특히 아침에 짧은 뉴스 요약을 들으면 회사에 도착했을 때 머리가 좀 정리된 느낌이 들어요",
	}
	for name, text := range cases {
		t.Run(name, func(t *testing.T) {
			x := Extract(text)
			if len(x.Observations) < contract.ObservationsMin || len(x.Rules) < contract.RulesOutMin {
				t.Errorf("%d observations, %d rules: %+v", len(x.Observations), len(x.Rules), x)
			}
			for _, o := range x.Observations {
				if !strings.Contains(text, o.Evidence) {
					t.Errorf("evidence %q not in the text", o.Evidence)
				}
			}
		})
	}
}

func TestQuote(t *testing.T) {
	long := "원인을 확인하기 위해 현재 결제 화면 사용성 점검을 진행하고 있으며, 1차 결과는 다음 주 중에 나올 예정이고, 점검 범위에는 간편결제 연동 오류와 주소 입력 단계의 이탈도 포함했습니다."
	q := quote(long, "간편결제")
	if !strings.Contains(long, q) || !strings.Contains(q, "간편결제") || utf8.RuneCountInString(q) > maxQuote {
		t.Errorf("quote = %q", q)
	}
	if q := quote("짧은 문장이에요.", "없는 말"); q != "짧은 문장이에요." {
		t.Errorf("short quote = %q", q)
	}
}

func checkGolden(t *testing.T, path string, v any) {
	t.Helper()
	got, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	golden.Check(t, path, append(got, '\n'))
}

// FuzzExtract: extraction reads untrusted text. It must not panic, and whatever it says must
// quote the text.
func FuzzExtract(f *testing.F) {
	for _, s := range []string{"", "ㅋㅋㅋㅋ", "Hello world. This is English!", "저는 좋아요. 나는 좋다. 우리는 좋아!", "1. 2. 3.", "\n\n\n", "아 진짜?? ㅠㅠ 근데, 그래서, 또한."} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		if !utf8.ValidString(text) {
			t.Skip("the service decodes JSON, which never hands over invalid UTF-8")
		}
		x := Extract(text)
		nfc := chars.NFC(text)
		for _, o := range x.Observations {
			if !strings.Contains(nfc, o.Evidence) {
				t.Fatalf("observation evidence %q not in %q", o.Evidence, text)
			}
		}
		for _, r := range x.Rules {
			if !strings.Contains(nfc, r.Evidence) || utf8.RuneCountInString(r.Rule) > contract.RuleMaxChars {
				t.Fatalf("rule %+v from %q", r, text)
			}
		}
	})
}
