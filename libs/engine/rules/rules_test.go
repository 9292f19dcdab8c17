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
	for _, w := range Connectives() {
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
	cases := []struct{ name, in, word, rest string }{
		{"comma kept in rest", "그런데, 결과는 달랐다.", "그런데", ", 결과는 달랐다."},
		{"space kept in rest", "또한 비용도 줄었습니다.", "또한", " 비용도 줄었습니다."},
		{"또 with a comma joins", "또, 이번 주는 비가 온대요.", "또", ", 이번 주는 비가 온대요."},
		{"또 without one is again", "또 늦었어요.", "", "또 늦었어요."},
		{"no prefix of a word", "또래 친구들이 왔다.", "", "또래 친구들이 왔다."},
		{"longest phrase", "그러다 보니 늦었다.", "그러다 보니", " 늦었다."},
		{"이에 따라 is one connective", "이에 따라 하반기에는 인력을 늘립니다.", "이에 따라", " 하반기에는 인력을 늘립니다."},
		{"이에 alone is no connective", "이에 대해 설명드리겠습니다.", "", "이에 대해 설명드리겠습니다."},
		{"단 before a comma restricts", "단, 주말에는 문을 닫습니다.", "단", ", 주말에는 문을 닫습니다."},
		{"단 without one is only", "단 한 명도 오지 않았다.", "", "단 한 명도 오지 않았다."},
		{"그래도 돼 asks leave", "그래도 돼요?", "", "그래도 돼요?"},
		{"그래도 concedes", "그래도 포기하지 않았다.", "그래도", " 포기하지 않았다."},
		{"그럼에도 불구하고 is left whole", "그럼에도 불구하고 우리는 떠났다.", "", "그럼에도 불구하고 우리는 떠났다."},
		{"그리고 나서 is a sequence", "그리고 나서 회의실로 이동했다.", "", "그리고 나서 회의실로 이동했다."},
		{"다만 … 뿐 is merely", "다만 웃을 뿐이었다.", "", "다만 웃을 뿐이었다."},
		{"다만 restricts", "다만 주말에는 문을 닫습니다.", "다만", " 주말에는 문을 닫습니다."},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w, rest, ok := Opening(c.in)
			if w != c.word || rest != c.rest || ok != (c.word != "") {
				t.Errorf("Opening(%q) = %q, %q, %v", c.in, w, rest, ok)
			}
		})
	}
}

// TestReplaces: a connective stands only for one of its class, and a word with a second
// reading only for one with the same.
func TestReplaces(t *testing.T) {
	cases := []struct {
		name, with, old string
		want            bool
	}{
		{"adversative for adversative", "하지만", "그러나", true},
		{"근데 for a pure adversative", "근데", "그러나", true},
		{"근데 for its written form", "근데", "그런데", true},
		{"그런데 may change the subject", "하지만", "그런데", false},
		{"a restriction is no adversative", "근데", "다만", false},
		{"a restriction is no concession", "그래도", "다만", false},
		{"a concession is no adversative", "그래도", "그러나", false},
		{"a contrast of two cases is no adversative", "하지만", "반면", false},
		{"restrictive for restrictive", "단", "다만", true},
		{"결국 may sum up in place of 결론적으로", "결국", "결론적으로", true},
		{"결국 may mean in the end", "결론적으로", "결국", false},
		{"그리고 may mean and then", "또한", "그리고", false},
		{"그리고 for an addition", "그리고", "또한", true},
		{"즉 restates, sums up nothing", "요컨대", "즉", false},
		{"한편 may be a turn to another matter", "근데", "한편", false},
		{"a word is not its own stand-in", "그래서", "그래서", false},
		{"unknown words", "근데", "사과", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := Replaces(c.with, c.old); got != c.want {
				t.Errorf("Replaces(%q, %q) = %v", c.with, c.old, got)
			}
		})
	}
}

func TestStandIn(t *testing.T) {
	cases := []struct{ old, want string }{
		{"그러나", "하지만"}, {"하지만", "그러나"}, {"다만", "단"}, {"또한", "그리고"}, {"즉", "다시 말해"},
		{"그리고", ""}, {"근데", ""}, {"그런데", ""}, {"한편", ""}, {"반면", ""}, {"결국", ""},
	}
	for _, c := range cases {
		t.Run(c.old, func(t *testing.T) {
			got, ok := StandIn(c.old)
			if got != c.want || ok != (c.want != "") {
				t.Errorf("StandIn(%q) = %q, %v", c.old, got, ok)
			}
			if ok && ClassOf(got) != ClassOf(c.old) {
				t.Errorf("StandIn(%q) = %q crosses from class %d to %d", c.old, got, ClassOf(c.old), ClassOf(got))
			}
		})
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
