package editdist

import (
	"math/rand/v2"
	"testing"
)

func TestDistance(t *testing.T) {
	tests := []struct {
		name string
		a, b string
		want int
	}{
		{"둘 다 빈 문자열", "", "", 0},
		{"한쪽이 빈 문자열", "", "안녕하세요", 5},
		{"같은 문장", "회의는 3시에 합니다.", "회의는 3시에 합니다.", 0},
		{"어미 하나 바꿈", "회의는 3시에 합니다.", "회의는 3시에 해요.", 3},
		{"한 글자 바꿈", "사과", "사자", 1},
		{"앞에 글자 넣기", "좋다", "참 좋다", 2},
		{"글자 지우기", "정말 맛있다", "맛있다", 3},
		{"음절 하나는 바이트 셋이 아니라 하나", "가", "나", 1},
		{"고전적인 영어 예", "kitten", "sitting", 3},
		{"자리 바꿈은 두 번", "가나", "나가", 2},
		{"이모지", "좋아요😊", "좋아요😂", 1},
		{"잘못된 바이트는 U+FFFD 하나", "가\xff", "가\xfe", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, p := range [][2]string{{tt.a, tt.b}, {tt.b, tt.a}} { // both ways: it is symmetric
				if got := Distance(p[0], p[1]); got != tt.want {
					t.Errorf("Distance(%q, %q) = %d, want %d", p[0], p[1], got, tt.want)
				}
			}
		})
	}
}

// TestDistanceAgainstMatrix checks the one-row version against the textbook full matrix on random
// strings over a small Korean alphabet, where common prefixes, suffixes and repeats are frequent.
func TestDistanceAgainstMatrix(t *testing.T) {
	alphabet := []rune("가나다라 요")
	rng := rand.New(rand.NewPCG(1, 2))
	random := func() string {
		rs := make([]rune, rng.IntN(12))
		for i := range rs {
			rs[i] = alphabet[rng.IntN(len(alphabet))]
		}
		return string(rs)
	}
	for range 2000 {
		a, b := random(), random()
		if got, want := Distance(a, b), matrix([]rune(a), []rune(b)); got != want {
			t.Fatalf("Distance(%q, %q) = %d, want %d", a, b, got, want)
		}
	}
}

func matrix(a, b []rune) int {
	d := make([][]int, len(a)+1)
	for i := range d {
		d[i] = make([]int, len(b)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(a); i++ {
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
		}
	}
	return d[len(a)][len(b)]
}

func BenchmarkDistance(b *testing.B) {
	x := "2분기 매출은 1,234억 원으로 전년 대비 12.5% 늘었습니다. 신규 고객사는 12곳입니다."
	y := "2분기 매출이 1,234억 원이라 작년보다 12.5% 늘었어요. 새 고객사는 12곳이에요."
	for b.Loop() {
		Distance(x, y)
	}
}
