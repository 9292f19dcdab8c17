package voice

import (
	"strings"
	"testing"
)

func TestHasComma(t *testing.T) {
	for s, want := range map[string]bool{
		"가격은 3,500원이라 싼 편은 아니에요.": false,
		"단가는 톤당 1,250,000원입니다.":   false,
		"3,500":            false,
		"그래서, 저는 만족했어요.":   true,
		"원주율은 3,14로 적었어요.": true,
		"1,2,3 순서로 해요.":    true,
		"방문객은 2,140명, 매출은 3,000만 원이에요.": true,
		",로 시작하는 줄":                     true,
		"끝에 쉼표,":                        true,
		"쉼표 없는 문장이에요.":                  false,
	} {
		if got := hasComma(s); got != want {
			t.Errorf("hasComma(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestWordReaders: the -음 form of notes against nouns in 음 (마음, 자신감), and clause
// endings against connectors that end like them (그리고).
func TestWordReaders(t *testing.T) {
	for _, c := range []struct {
		name  string
		read  func(string) (string, bool)
		cases map[string]string
	}{
		{"terseWord", terseWord, map[string]string{
			"- v2.3.1 스테이징 배포 완료함": "완료함",
			"- 원인은 커넥션 풀 누수로 추정됨":  "추정됨",
			"- 캐시 키 충돌 가능성 있음.":    "있음",
			"확인 필요":                "필요",
			"아 오늘 시험 완전 망함 ㅋㅋㅋㅋ":   "망함",
			"근데 끝나고 떡볶이 먹으러 감 🔥":   "감",
			"딜러가 한 대 치면 피 반 날아감":   "날아감",
			"다음 패치까지 걍 딜러로 갈아탐":    "갈아탐",
			"이번 패치 밸런스 진짜 왜 이럼":    "이럼",
			"개발진 자기들 겜 안 하는 듯":     "듯",
			"말의 어감":                "",
			"바람처럼":                 "",
			"그럼":                   "",
			"결국 중요한 건 자신감":         "",
			"- 참석: 김팀장, 박과장, 최주임":  "",
			"오늘 저녁은 동창 모임":         "",
			"그게 내 마음.":             "",
			"처음":                   "",
			"배포가 끝났어요.":            "",
			"나 공부 안 한 거 티 나지":      "",
			"ㅋㅋㅋ":                  "",
		}},
		{"unnumbered", func(s string) (string, bool) { return unnumbered(s), true }, map[string]string{
			"1. 전화는 벨이 세 번 울리기 전에 받는다.": "전화는 벨이 세 번 울리기 전에 받는다.",
			"2) 고객의 말을 끝까지 듣는다.":        "고객의 말을 끝까지 듣는다.",
			"(3) 기록할 것.":                "기록할 것.",
			"1.5배 늘었다.":                 "1.5배 늘었다.",
			"2026. 11. 25. 오후에 봐요.":     "2026. 11. 25. 오후에 봐요.",
			"12월 3일에 점검합니다.":            "12월 3일에 점검합니다.",
		}},
		{"quoted", func(s string) (string, bool) { return s, quoted(s) }, map[string]string{
			"\"아직 안 잤어?\"":        "\"아직 안 잤어?\"",
			"“먹었어. 걱정 마.”":        "“먹었어. 걱정 마.”",
			"‘그래도 괜찮다.’":          "‘그래도 괜찮다.’",
			"\"독자들은 읽는다\"라고 말했다.": "",
			"\"가자\"고 했고 \"싫어\"":   "",
			"그는 \"좋아\"":           "",
			"\"":                  "",
			"“끝나지 않은 말":           "",
		}},
		{"personAt", func(s string) (string, bool) {
			words := strings.Fields(s)
			for i := range words {
				if form, ok := personAt(words, i); ok {
					return form, true
				}
			}
			return "", false
		}, map[string]string{
			"저희 매장에서 판매한 케이크":  "저희",
			"우리 아이가 밥을 안 먹어요":  "우리",
			"제 생각은 달라요":        "저",
			"나 아침에 좀 늦을 수도 있음": "나",
			"내 이름을 부르던 목소리":    "나",
			"엄마 저 방금 회사 도착했어요": "저",
			"저 갈게요":            "저",
			"저는 좋아요":           "저",
			"내가 갈게":            "나",
			"저 사람 누구예요?":       "",
			"저 건물이 제일 높아요":     "",
			"3일 내 처리합니다":       "",
			"기간 내 제출":          "",
			"다 제 탓이에요":         "저",
		}},
		{"opener", opener, map[string]string{
			"또 늦으면 김밥 니가 사":  "",
			"또 다른 문제도 있다":    "",
			"또, 이번 주는 비가 온대": "또",
			"또한 일정도 바뀌었습니다":  "또한",
			"그래서 일찍 가자는 거지":  "그래서",
			"근데 비 온다던데 괜찮나":  "근데",
			"오늘은 비가 와요":      "",
		}},
		{"linkAt", func(s string) (string, bool) { return linkAt(strings.Fields(s), 0) }, map[string]string{
			"여기고 저기고":       "고",
			"잊고 말았다":        "",
			"완벽하고 예뻐요":      "고",
			"골랐는데 별로였어":     "는데",
			"야근하고 오면":       "고",
			"잠자고 일어나니":      "고",
			"키가 자라고":        "",
			"자라고 있어요":       "",
			"모자라고 아쉬워요":     "고",
			"좋아졌다고 칭찬해":     "",
			"학생이라고 했어":      "",
			"놀자고 했잖아":       "",
			"뭐냐고 물어봤어":      "",
			"그만두고 싶었어":      "",
			"기다리고 있어요":      "",
			"밥 먹고":          "",
			"끝내고 나서 보자":     "",
			"읽고 나면 숨을 골랐다":  "",
			"끝나고 나면":        "",
			"그리고 나서":        "",
			"그래서 왔어":        "",
			"하지만 괜찮아":       "",
			"고 해":           "",
			"완벽하고":          "",
			"갔는데 줄이 길었어":    "는데",
			"칼국수집인데 줄이 길어요": "는데",
			"좋은데 비싸요":       "는데",
			"하시던데 믿어도 될까요":  "는데",
			"있는데 안 보여":      "는데",
			"먹어서 배불러":       "어서",
			"믿고 찾아 주신":      "고",
			"좋고 싸요":         "고",
			"광고 보고 왔어요":     "",
			"최고 좋아요":        "",
			"참고 바랍니다":       "",
			"바다가 보여요":       "",
			"하며 웃었다":        "며",
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			for in, want := range c.cases {
				got, ok := c.read(in)
				if !ok {
					got = ""
				}
				if got != want {
					t.Errorf("%s(%q) = %q, want %q", c.name, in, got, want)
				}
			}
		})
	}
}

// TestFigures: a rule book numbered 1. to 8. carries no figures for its numbers; a date or a
// time in an item does.
func TestFigures(t *testing.T) {
	for text, want := range map[string]int{
		"1. 전화는 벨이 세 번 울리기 전에 받는다.\n2. 고객의 말을 끝까지 듣는다.\n3. 확인 후 30분 안에 다시 연락한다.": 1,
		"(1) 기록할 것.\n(2) 보고할 것.":    0,
		"12월 3일에 점검합니다. 협조 부탁드립니다.": 1,
		"가격이 1.5배 올랐어요. 그래도 샀어요.":   1,
	} {
		if got := Measure(text).Figures; got != want {
			t.Errorf("Measure(%q).Figures = %d, want %d", text, got, want)
		}
	}
}
