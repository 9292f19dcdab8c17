package chars

import (
	"testing"

	"golang.org/x/text/unicode/norm"
)

func TestCount(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want int
	}{
		{"빈 문자열", "", 0},
		{"완성형 한글", "안녕하세요", 5},
		{"조합형 자모는 NFC로 합쳐 센다", "\u1100\u1161\u11a8", 1}, // ᄀ ᅡ ᆨ = 각
		{"영문과 숫자와 공백", "GPT-4o 3개", 9},
		{"이모지 하나는 코드 포인트 하나", "좋아요😊", 4},
		{"잘못된 UTF-8 바이트는 한 글자", "가\xff나", 3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Count(tt.in); got != tt.want {
				t.Errorf("Count(%q) = %d, want %d", tt.in, got, tt.want)
			}
		})
	}
}

func TestNFC(t *testing.T) {
	if got := NFC("\u1100\u1161\u11a8\u1100\u1175"); got != "각기" {
		t.Errorf("NFC = %q, want 각기", got)
	}
	if got := NFC("이미 합쳐진 글"); got != "이미 합쳐진 글" {
		t.Errorf("NFC changed an NFC string: %q", got)
	}
}

// TestNFCFastPath checks the shortcut against the normaliser on text it accepts and text it must not.
func TestNFCFastPath(t *testing.T) {
	for _, s := range []string{
		"회의는 오후 3시에 합니다. (OpenAI, 1,200명) ~!@#",
		"Café Müller ÀÉÎ",
		"\u1100\u1161\u11a8", // conjoining jamo: not plain, composes
		"가\u11a8",            // syllable + trailing jamo: composes to 각
		"e\u0301",            // combining accent
		"\u2000\u212b",       // singleton decompositions
		"\xff\xfe 깨진 바이트",    // invalid UTF-8
		"좋아요😊 ｈｅｌｌｏ",         // emoji and full-width Latin
		"\uabff\ud7a4 한글 경계", // just outside the syllable block
		"\xea\xb0",           // a Hangul syllable cut short
	} {
		if got, want := NFC(s), norm.NFC.String(s); got != want {
			t.Errorf("NFC(%q) = %q, want %q", s, got, want)
		}
		if plain(s) && !norm.NFC.IsNormalString(s) {
			t.Errorf("plain(%q) but it is not NFC", s)
		}
	}
}

// FuzzPlain checks the byte-level shortcut against the normaliser on arbitrary bytes.
func FuzzPlain(f *testing.F) {
	f.Add("회의는 오후 3시에 합니다.")
	f.Add("e\u0301 가\u11a8 \xea\xb0")
	f.Fuzz(func(t *testing.T, s string) {
		if plain(s) && !norm.NFC.IsNormalString(s) {
			t.Fatalf("plain(%q) but it is not NFC", s)
		}
		if NFC(s) != norm.NFC.String(s) {
			t.Fatalf("NFC(%q) differs from the normaliser", s)
		}
	})
}
