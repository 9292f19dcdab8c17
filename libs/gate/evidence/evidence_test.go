package evidence

import (
	"strings"
	"testing"

	"golang.org/x/text/unicode/norm"
)

const post = `오늘은 성수동 카페에 다녀왔어요.   라떼가 진짜 맛있더라고요!
다음에 또 갈 거예요 😊`

func TestFold(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{"빈 문자열", "", ""},
		{"공백만", " \t\n ", ""},
		{"공백 묶음은 하나로", "회의는   내일\t\t오전에", "회의는 내일 오전에"},
		{"줄바꿈도 공백 하나", "첫 줄\r\n둘째 줄", "첫 줄 둘째 줄"},
		{"양끝 공백 제거", "  안녕하세요  ", "안녕하세요"},
		{"줄바꿈 없는 공백(NBSP)도 공백", "가\u00a0나", "가 나"},
		{"조합형 자모는 NFC로", "\u1100\u1161\u11a8 국", "각 국"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Fold(tt.in); got != tt.want {
				t.Errorf("Fold(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}

// yesNo is a text a check must accept (want) or refuse, named for what it shows.
type yesNo struct {
	name, text string
	want       bool
}

func answers(t *testing.T, what string, check func(string) bool, cases []yesNo) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := check(tc.text); got != tc.want {
				t.Errorf("%s(%q) = %v, want %v", what, tc.text, got, tc.want)
			}
		})
	}
}

func TestInputHas(t *testing.T) {
	answers(t, "Has", NewInput(post).Has, []yesNo{
		{"문장 그대로", "라떼가 진짜 맛있더라고요!", true},
		{"문장 일부", "성수동 카페에", true},
		{"공백 수가 달라도", "다녀왔어요. 라떼가", true},
		{"줄바꿈을 넘는 인용", "맛있더라고요! 다음에", true},
		{"앞뒤 공백은 무시", "  다음에 또 갈 거예요  ", true},
		{"이모지 포함", "갈 거예요 😊", true},
		{"한 글자라도 다르면 아님", "라떼가 정말 맛있더라고요!", false},
		{"띄어쓰기를 없애면 아님", "라떼가진짜", false},
		{"띄어쓰기를 넣으면 아님", "성수 동", false},
		{"지어낸 인용", "커피가 쓰다", false},
		{"빈 인용은 증거가 아님", "", false},
		{"공백만 있는 인용", "   ", false},
	})
}

func TestSentencesFind(t *testing.T) {
	s := NewSentences([]string{"매출은 8% 늘었습니다.", "  ", "다음 주에  보고드리겠습니다.", "매출은 8% 늘었습니다."})
	tests := []struct {
		name  string
		quote string
		want  string
		at    int
	}{
		{"같은 문장", "매출은 8% 늘었습니다.", "매출은 8% 늘었습니다.", 0},
		{"공백이 달라도 같은 문장, 원래 모양으로", "다음 주에 보고드리겠습니다.", "다음 주에  보고드리겠습니다.", 2},
		{"문장 일부는 아님", "매출은 8% 늘었습니다", "", -1},
		{"두 문장을 이으면 아님", "매출은 8% 늘었습니다. 다음 주에 보고드리겠습니다.", "", -1},
		{"빈 문장은 찾지 않음", "", "", -1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, at, ok := s.Find(tt.quote)
			if got != tt.want || at != tt.at || ok != (tt.at >= 0) {
				t.Errorf("Find(%q) = %q, %d, %v; want %q, %d", tt.quote, got, at, ok, tt.want, tt.at)
			}
		})
	}
}

func TestSentencesJoined(t *testing.T) {
	s := NewSentences([]string{"매출은 8% 늘었습니다.", "  ", "다음 주에  보고드리겠습니다.", "감사합니다."})
	answers(t, "Joined", s.Joined, []yesNo{
		{"한 문장", "감사합니다.", true},
		{"두 문장을 공백 하나로", "매출은 8% 늘었습니다. 다음 주에 보고드리겠습니다.", true},
		{"같은 문장을 거듭", "감사합니다. 감사합니다.", true},
		{"줄바꿈과 겹친 공백도 접어서", "매출은 8% 늘었습니다.\n감사합니다.", true},
		{"문장 일부", "매출은 8% 늘었습니다. 다음 주에", false},
		{"공백 없이 붙임", "감사합니다.감사합니다.", false},
		{"없는 문장이 섞임", "감사합니다. 좋은 하루 되세요.", false},
		{"빈 글", "   ", false},
	})
}

func FuzzEvidence(f *testing.F) {
	f.Add(post, 3, 20)
	f.Add("회의는   내일\t오전에\n합니다.", 0, 5)
	f.Add("\u1100\u1161\u11a8 e\u0301", 1, 4)
	f.Fuzz(func(t *testing.T, text string, from, to int) {
		folded := Fold(text)
		// Folding is idempotent and leaves single inner spaces only.
		if again := Fold(folded); again != folded {
			t.Fatalf("Fold not idempotent: %q then %q", folded, again)
		}
		if strings.Contains(folded, "  ") || folded != strings.TrimSpace(folded) {
			t.Fatalf("Fold left extra spaces: %q", folded)
		}
		in := NewInput(text)
		// The whole text, unless blank, is its own evidence.
		if folded != "" && !in.Has(text) {
			t.Fatalf("text %q does not match itself", text)
		}
		// Any piece of the folded text that is itself NFC is found.
		rs := []rune(folded)
		if len(rs) == 0 {
			return
		}
		i, j := clamp(from, len(rs)), clamp(to, len(rs))
		if i > j {
			i, j = j, i
		}
		piece := string(rs[i:j])
		if norm.NFC.IsNormalString(piece) && strings.TrimSpace(piece) != "" && !in.Has(piece) {
			t.Fatalf("piece %q of %q not found", piece, folded)
		}
		// A piece with a character the text lacks is never found.
		if in.Has(piece + "\U0010FFFD") {
			t.Fatalf("fabricated quote matched")
		}
		// A sentence list finds each of its sentences.
		sentences := strings.Split(text, "\n")
		s := NewSentences(sentences)
		for k, sentence := range sentences {
			got, at, ok := s.Find(sentence)
			if Fold(sentence) == "" {
				if ok {
					t.Fatalf("blank sentence %q matched", sentence)
				}
				continue
			}
			if !ok || Fold(got) != Fold(sentence) || at > k {
				t.Fatalf("sentence %q: got %q at %d", sentence, got, at)
			}
		}
	})
}

func clamp(n, limit int) int {
	if n < 0 {
		n = -n
	}
	if n < 0 { // the smallest int stays negative
		return 0
	}
	return n % (limit + 1)
}

func BenchmarkInputHas(b *testing.B) {
	in := NewInput(strings.Repeat(post+"\n", 150))
	for b.Loop() {
		in.Has("라떼가 진짜 맛있더라고요! 다음에")
	}
}
