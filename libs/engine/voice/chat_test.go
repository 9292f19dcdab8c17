package voice

import (
	"os"
	"slices"
	"strings"
	"testing"

	"maltu/libs/gate/evidence"
)

func TestMessages(t *testing.T) {
	cases := []struct {
		name string
		in   string
		want []string // nil: not an export
	}{
		{"KakaoTalk PC", "--------------- 2026년 11월 25일 수요일 ---------------\n[김민수] [오후 2:03] 오늘 회의 몇 시야?\n[이지은] [오후 2:04] 네 시로 미뤄졌어",
			[]string{"오늘 회의 몇 시야?", "네 시로 미뤄졌어"}},
		{"KakaoTalk PC without the day's line", "[김민수] [오전 9:12] 어제 바로 잤어\r\n[김민수] [오전 9:13] 피곤했거든\r\n",
			[]string{"어제 바로 잤어", "피곤했거든"}},
		{"KakaoTalk Android", "2026년 11월 25일 수요일\n2026년 11월 25일 오후 2:03, 김민수 : 오늘 회의 몇 시야?\n2026년 11월 25일 오후 2:04, 이지은 : 네 시로 미뤄졌어",
			[]string{"오늘 회의 몇 시야?", "네 시로 미뤄졌어"}},
		{"KakaoTalk iOS", "2026. 11. 25. 오후 2:03, 김민수 : 오늘 회의 몇 시야?\n2026. 11. 25. 오후 2:04, 이지은 : 네 시로 미뤄졌어",
			[]string{"오늘 회의 몇 시야?", "네 시로 미뤄졌어"}},
		{"time and name only", "오후 2:03, 김민수 : 오늘 회의 몇 시야?\n오후 2:04, 이지은 : 네 시로 미뤄졌어",
			[]string{"오늘 회의 몇 시야?", "네 시로 미뤄졌어"}},
		{"name only", "김민수 : 오늘 회의 몇 시야?\n이지은 : 네 시로 미뤄졌어\n김민수 : 알았어 고마워",
			[]string{"오늘 회의 몇 시야?", "네 시로 미뤄졌어", "알았어 고마워"}},
		{"LINE", "2026.11.25 수요일\n14:03\t김민수\t오늘 회의 몇 시야?\n14:04\t이지은\t네 시로 미뤄졌어",
			[]string{"오늘 회의 몇 시야?", "네 시로 미뤄졌어"}},
		{"export header and joins", "김민수 님과 카카오톡 대화\n저장한 날짜 : 2026-11-25 18:40:12\n\n이지은님이 들어왔습니다.\n[김민수] [오후 2:03] 반가워요",
			[]string{"반가워요"}},
		{"a message over two lines", "[김민수] [오후 2:08] 그럼 표는 그대로 두고\n숫자만 좀 고쳐 볼게\n[이지은] [오후 2:09] 좋아",
			[]string{"그럼 표는 그대로 두고", "숫자만 좀 고쳐 볼게", "좋아"}},
		{"pictures and emoticons left out", "[이지은] [오후 2:06] 사진\n[이지은] [오후 2:06] 사진 3장\n[이지은] [오후 2:06] 이모티콘\n[김민수] [오후 2:07] 사진 잘 나왔다",
			[]string{"사진 잘 나왔다"}},
		{"prose with a colon", "회의 결과는 다음과 같다.\n비율은 3 : 1로 정했다.\n다음 회의는 금요일이다.", nil},
		{"prose with one header-like line", "[공지] [오후 2:03] 회의가 미뤄졌습니다.\n자세한 내용은 메일을 보세요.\n다음 주에 다시 알리겠습니다.", nil},
		{"a date alone", "2026년 11월 25일 수요일\n오늘은 비가 왔다.\n우산을 챙겼다.", nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, ok := messages(tc.in)
			if ok != (tc.want != nil) || !slices.Equal(got, tc.want) {
				t.Errorf("messages = %q, %v; want %q", got, ok, tc.want)
			}
		})
	}
}

// An export's statistics are those of its messages written out plainly, and every quote is still
// part of the export as pasted.
func TestExtractChatExport(t *testing.T) {
	plain := Measure(read(t, "testdata/kakao.messages.txt"))
	for _, name := range []string{"kakao.pc.txt", "kakao.mobile.txt"} {
		t.Run(name, func(t *testing.T) {
			text := read(t, "testdata/"+name)
			p := Measure(text)
			if !p.Chat || !slices.Equal(p.Sentences, plain.Sentences) || !slices.Equal(p.Lengths, plain.Lengths) {
				t.Errorf("sentences %q (chat %v), want the messages %q", p.Sentences, p.Chat, plain.Sentences)
			}
			x := Extract(text)
			in := evidence.NewInput(text)
			for _, o := range x.Observations {
				if !in.Has(o.Evidence) {
					t.Errorf("observation %q quotes %q, which is not in the export", o.Title, o.Evidence)
				}
				if strings.Contains(o.Title, "숫자") || strings.Contains(o.Title, "줄을 바꿔요") {
					t.Errorf("observation %q reads the export's headers", o.Title)
				}
			}
			for _, r := range x.Rules {
				if !in.Has(r.Evidence) {
					t.Errorf("rule %q quotes %q, which is not in the export", r.Rule, r.Evidence)
				}
			}
		})
	}
}

func read(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// Whatever is pasted, every message is a non-empty part of it, so quotes stay verbatim.
func FuzzMessages(f *testing.F) {
	for _, name := range []string{"kakao.pc.txt", "kakao.mobile.txt", "kakao.messages.txt"} {
		b, err := os.ReadFile("testdata/" + name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(string(b))
	}
	f.Add("[김민수] [오후 2:03] \n[] [오후 2:03]\n14:03\t\t\n 김 : \n")
	f.Fuzz(func(t *testing.T, text string) {
		ms, ok := messages(text)
		if !ok && ms != nil {
			t.Fatalf("not an export, yet messages %q", ms)
		}
		for _, m := range ms {
			if m == "" || !strings.Contains(text, m) {
				t.Fatalf("message %q is not a part of the text", m)
			}
		}
		Extract(text)
	})
}
