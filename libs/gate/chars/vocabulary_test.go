package chars

import "testing"

func TestLeavesOpen(t *testing.T) {
	for _, c := range []struct {
		name string
		s    string
		o    rune
		want bool
	}{
		{"닫힌 괄호", "가격(부가세 포함)은", '(', false},
		{"열린 괄호", "가격(부가세 포함은", '(', true},
		{"닫는 괄호만", "포함)은", '(', false},
		{"곧은 따옴표 하나", `그는 "내일 가요`, '"', true},
		{"곧은 따옴표 둘", `그는 "내일 가요"라고`, '"', false},
		{"둥근 따옴표 열림", "그는 “내일 가요", '“', true},
		{"둥근 따옴표 닫힘", "그는 “내일 가요”라고", '“', false},
		{"홑낫표 열림", "「봄」과 「여름", '「', true},
		{"여는 짝이 아닌 글자", "가나다", '가', false},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := LeavesOpen(c.s, c.o); got != c.want {
				t.Errorf("LeavesOpen(%q, %q) = %v, want %v", c.s, c.o, got, c.want)
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
