package rules

import (
	"testing"
	"unicode/utf8"

	"maltu/libs/engine/speech"
)

func TestParseHandWritten(t *testing.T) {
	cases := []struct {
		text string
		want Rule
		ok   bool
	}{
		{"해요체로 끝맺기", Rule{Kind: Level, Level: speech.Polite}, true},
		{"존댓말(해요체)로 쓰기", Rule{Kind: Level, Level: speech.Polite}, true},
		{"문장 끝은 '~요'로", Rule{Kind: Level, Level: speech.Polite}, true},
		{"합쇼체로 격식 있게", Rule{Kind: Level, Level: speech.Formal}, true},
		{"-습니다로 끝내기", Rule{Kind: Level, Level: speech.Formal}, true},
		{"‘-다’로 끝맺기", Rule{Kind: Level, Level: speech.Plain}, true},
		{"해라체로 쓰기", Rule{Kind: Level, Level: speech.Plain}, true},
		{"친구한테 말하듯 반말로", Rule{Kind: Level, Level: speech.Casual}, true},
		{"문장은 짧게 끊기", Rule{Kind: Short, Chars: DefaultChars}, true},
		{"한 문장 30자 이내", Rule{Kind: Short, Chars: 30}, true},
		{"문장당 50자를 넘지 않기", Rule{Kind: Short, Chars: 50}, true},
		{"첫머리 '근데' 쓰기", Rule{Kind: Connector, Word: "근데"}, true},
		{"문장을 “그래서”로 시작", Rule{Kind: Connector, Word: "그래서"}, true},
		{"접속사 줄이기", Rule{Kind: FewerConnectors}, true},
		{"쉼표 줄이기", Rule{Kind: FewerCommas}, true},
		{"쉼표는 거의 쓰지 않기", Rule{Kind: FewerCommas}, true},
		{"쉼표로 호흡 끊기", Rule{Kind: MoreCommas}, true},
		{"마침표 없이 끝내기", Rule{Kind: NoPeriod}, true},
		{"마침표 생략", Rule{Kind: NoPeriod}, true},
		{"끝에 'ㅎㅎ' 붙이기", Rule{Kind: Laugh, Word: "ㅎㅎ"}, true},
		{"ㅋㅋ 자주 쓰기", Rule{Kind: Laugh, Word: "ㅋㅋ"}, true},
		{"'ㅠㅠ' 쓰지 않기", Rule{Kind: Avoid, Word: "ㅠㅠ"}, true},
		{"1인칭은 '저'", Rule{Kind: Person, Word: "저"}, true},
		{"'나'로 말하기", Rule{Kind: Person, Word: "나"}, true},
		{"1인칭은 저희로", Rule{Kind: Person, Word: "저희"}, true},
		{"'또한' 쓰지 않기", Rule{Kind: Avoid, Word: "또한"}, true},
		{"'~을 통해' 피하기", Rule{Kind: Avoid, Word: "을 통해"}, true},
		{"또한 금지", Rule{Kind: Avoid, Word: "또한"}, true},
		{"번역투 피하기", Rule{Kind: PlainKorean}, true},
		{"AI 말투 빼기", Rule{Kind: PlainKorean}, true},
		{"유머를 살짝 섞기", Rule{}, false},
		{"문장을 길게 이어 쓰기", Rule{}, false},
		{"", Rule{}, false},
		{"   ", Rule{}, false},
	}
	for _, tc := range cases {
		t.Run(tc.text, func(t *testing.T) {
			got, ok := Parse(tc.text)
			if ok != tc.ok || got != tc.want {
				t.Errorf("Parse(%q) = %+v, %v; want %+v, %v", tc.text, got, ok, tc.want, tc.ok)
			}
		})
	}
}

// TestCanonicalTexts: every rule the extraction can write is at most 15 characters and reads
// back to itself.
func TestCanonicalTexts(t *testing.T) {
	all := []Rule{
		{Kind: Level, Level: speech.Formal}, {Kind: Level, Level: speech.Polite}, {Kind: Level, Level: speech.Plain}, {Kind: Level, Level: speech.Casual},
		{Kind: Short, Chars: 25}, {Kind: Short, Chars: 40}, {Kind: FewerConnectors}, {Kind: FewerCommas}, {Kind: MoreCommas}, {Kind: NoPeriod},
		{Kind: PlainKorean}, {Kind: Laugh, Word: "ㅋㅋ"}, {Kind: Laugh, Word: "^^"}, {Kind: Person, Word: "저희"}, {Kind: Person, Word: "나"},
		{Kind: Avoid, Word: "결론적으로"}, {Kind: Avoid, Word: "을 통해"},
	}
	for w := range connectors {
		all = append(all, Rule{Kind: Connector, Word: w})
	}
	for _, r := range all {
		text := r.Text()
		if n := utf8.RuneCountInString(text); n == 0 || n > 15 {
			t.Errorf("%+v: text %q has %d characters", r, text, n)
		}
		if got, ok := Parse(text); !ok || got != r {
			t.Errorf("Parse(%q) = %+v, %v; want %+v", text, got, ok, r)
		}
	}
}

func TestOpening(t *testing.T) {
	cases := []struct{ in, word, rest string }{
		{"그런데, 결과는 달랐다.", "그런데", ", 결과는 달랐다."},
		{"또한 비용도 줄었습니다.", "또한", " 비용도 줄었습니다."},
		{"또 늦었어요.", "또", " 늦었어요."},
		{"또래 친구들이 왔다.", "", "또래 친구들이 왔다."},
		{"그러다 보니 늦었다.", "그러다 보니", " 늦었다."},
	}
	for _, c := range cases {
		w, rest, _ := Opening(c.in)
		if w != c.word || rest != c.rest {
			t.Errorf("Opening(%q) = %q, %q", c.in, w, rest)
		}
	}
}

// FuzzParse: rule texts come from clients. Parse must not panic, and a rule it returns must
// read back from its own canonical text when that text is short enough to be one.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"해요체로 끝맺기", "'또한' 쓰지 않기", "한 문장 30자 이내", "'", "''", "ㅎㅎ", "1인칭은 '나'", "쉼표"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, ok := Parse(s)
		if !ok {
			return
		}
		text := r.Text()
		if text == "" {
			t.Fatalf("Parse(%q) = %+v with no text", s, r)
		}
		if utf8.RuneCountInString(text) > 15 {
			return
		}
		if back, ok := Parse(text); !ok || back != r {
			t.Fatalf("Parse(%q) = %+v; its text %q reads back as %+v, %v", s, r, text, back, ok)
		}
	})
}
