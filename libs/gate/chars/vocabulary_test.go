package chars

import "testing"

func TestLeavesOpen(t *testing.T) {
	for _, c := range []struct {
		name string
		s    string
		o    string // the openers heeded
		want bool
	}{
		{"닫힌 괄호", "가격(부가세 포함)은", "(", false},
		{"열린 괄호", "가격(부가세 포함은", "(", true},
		{"닫는 괄호만", "포함)은", "(", false},
		{"곧은 따옴표 하나", `그는 "내일 가요`, `"`, true},
		{"곧은 따옴표 둘", `그는 "내일 가요"라고`, `"`, false},
		{"둥근 따옴표 열림", "그는 “내일 가요", "“", true},
		{"둥근 따옴표 닫힘", "그는 “내일 가요”라고", "“", false},
		{"홑낫표 열림", "「봄」과 「여름", "「", true},
		{"여는 짝이 아닌 글자", "가나다", "가", false},
		{"여럿 중 하나가 열림", "「봄」과 “여름", "「“", true},
		{"여럿이 모두 닫힘", "「봄」과 “여름”", DoubleQuotes, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := LeavesOpen(c.s, []rune(c.o)...); got != c.want {
				t.Errorf("LeavesOpen(%q, %q) = %v, want %v", c.s, c.o, got, c.want)
			}
		})
	}
}

// TestQuotations counts what was quoted: a straight quote opens every other time, and only the
// marks asked for count.
func TestQuotations(t *testing.T) {
	for _, c := range []struct {
		name, s, marks string
		want           int
	}{
		{"곧은 따옴표 한 쌍", `그는 "내일 가요"라고 했다`, DoubleQuotes, 1},
		{"곧은 따옴표 하나", `그는 "내일 가요`, DoubleQuotes, 0},
		{"둥근 따옴표와 낫표", "“가요”와 「봄」과 『책』", DoubleQuotes, 3},
		{"홑따옴표는 따로", "'나만 그런가' 싶었다", DoubleQuotes, 0},
		{"홑따옴표를 셀 때", "'나만 그런가' 싶었다", SingleQuotes, 1},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := Quotations(c.s, c.marks); got != c.want {
				t.Errorf("Quotations(%q, %q) = %d, want %d", c.s, c.marks, got, c.want)
			}
		})
	}
}

func TestOpeners(t *testing.T) {
	for _, r := range "([{“‘「『\"'" {
		if !IsOpener(r) {
			t.Errorf("%q is not an opener", r)
		}
	}
	if o, ok := Opener('」'); !ok || o != '「' {
		t.Errorf("Opener('」') = %q, %v", o, ok)
	}
	if c, ok := Closer('「'); !ok || c != '」' {
		t.Errorf("Closer('「') = %q, %v", c, ok)
	}
	if IsOpener('가') || IsOpener(')') {
		t.Error("a syllable or a closer counted as an opener")
	}
}

// TestIsJamo: the letters chat writes laughter and feeling in, and nothing beside them.
func TestIsJamo(t *testing.T) {
	for r, want := range map[rune]bool{'ㄱ': true, 'ㅋ': true, 'ㅎ': true, 'ㅠ': true, 'ㅣ': true, 'ㆎ': true, '가': false, 'ᄀ': false, '^': false, '😂': false} {
		if got := IsJamo(r); got != want {
			t.Errorf("IsJamo(%q) = %v, want %v", r, got, want)
		}
	}
}
