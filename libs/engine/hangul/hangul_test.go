package hangul

import "testing"

func TestSplitJoin(t *testing.T) {
	cases := []struct {
		r                 rune
		lead, vowel, tail int
	}{
		{'가', 0, A, None}, {'한', 18, A, N}, {'했', 18, AE, SS}, {'없', LeadIeung, EO, PS}, {'힣', 18, I, H}, {'와', LeadIeung, WA, None},
	}
	for _, c := range cases {
		t.Run(string(c.r), func(t *testing.T) {
			lead, vowel, tail, ok := Split(c.r)
			if !ok || lead != c.lead || vowel != c.vowel || tail != c.tail {
				t.Errorf("Split = %d %d %d %v", lead, vowel, tail, ok)
			}
			if got := Join(lead, vowel, tail); got != c.r {
				t.Errorf("Join = %c", got)
			}
		})
	}
	if _, _, _, ok := Split('A'); ok {
		t.Error("A split as a syllable")
	}
}

func TestFinals(t *testing.T) {
	if WithTail('하', P) != '합' || WithTail('갔', None) != '가' || WithTail('x', N) != 'x' {
		t.Error("WithTail")
	}
	cases := []struct {
		word      string
		consonant bool
		ro        bool
	}{
		{"학생", true, false}, {"의사", false, true}, {"서울", true, true}, {"", false, false}, {"API", false, true},
		{"URL", true, true}, {"3", true, false}, {"2", false, true}, {"7", true, true}, {"10", true, false},
		{"1,000", true, false}, {"20%", false, true}, {"(주)한빛", true, false}, {"0", true, false},
		{"『습관의 힘』", true, false}, {"<하루>", false, true}, {"〈봄〉", true, false},
	}
	for _, c := range cases {
		if EndsInConsonant(c.word) != c.consonant || TakesRo(c.word) != c.ro {
			t.Errorf("%q: consonant %v, takes 로 %v", c.word, EndsInConsonant(c.word), TakesRo(c.word))
		}
	}
}
