package speech

import "testing"

// TestPassesDecide holds each pass of Convert that decides a sentence to one it decides, so the
// trace names the rule a newcomer looks for; the passes that only reshape the predicate read
// (ask or tell when sure, checking -죠, promise, 반말 drops -시-, ...) decide through conjugate.
func TestPassesDecide(t *testing.T) {
	for _, c := range []struct {
		pass, in string
		to       Level
		want     string
	}{
		{"noun ends the line", "2.1. 개요", Polite, "2.1. 개요"},
		{"written request", "확인하시기 바랍니다.", Polite, "확인해 주세요."},
		{"spaced copula", "오늘 모임은 7시 예요^^", Plain, "오늘 모임은 7시다^^"},
		{"two-word set phrase", "안녕히 가세요.", Casual, "잘 가."},
		{"set phrase", "창문 좀 닫아 줘.", Polite, "창문 좀 닫아 주세요."},
		{"joined 말다", "잘 도착했다 ~ 걱정마라", Polite, "잘 도착했어요 ~ 걱정마세요"},
		{"fragment", "진짜?", Polite, "진짜요?"},
		{"polite fragment has no copula", "진짜요?", Formal, "진짜요?"},
		{"clipped 듯", "오늘 비 올 듯", Polite, "오늘 비 올 듯해요"},
		{"spoken ending", "내일 비 온대.", Polite, "내일 비 온대요."},
		{"head only", "회의 끝.", Polite, "회의 끝."},
		{"already at the level", "내일부터 운동하자.", Plain, "내일부터 운동하자."},
		{"wondering -ㄴ가", "이 정도면 충분한가?", Polite, "이 정도면 충분한가요?"},
		{"ask or tell", "다음 주에 다시 와.", Formal, "다음 주에 다시 와."},
		{"conjugate", "요즘 많이 힘들어?", Polite, "요즘 많이 힘드세요?"},
	} {
		t.Run(c.pass, func(t *testing.T) {
			got, changed, by := convert(c.in, c.to)
			if got != c.want || changed != (got != c.in) || by != c.pass {
				t.Errorf("convert(%q, %s) = %q, %v by %q; want %q by %q", c.in, c.to, got, changed, by, c.want, c.pass)
			}
		})
	}
}

// TestPassNamesAreUnique: a trace names one pass.
func TestPassNamesAreUnique(t *testing.T) {
	seen := map[string]bool{}
	for _, p := range passes {
		if seen[p.name] {
			t.Errorf("two passes are called %q", p.name)
		}
		seen[p.name] = true
	}
}

// TestEveryLevelIsNamed: a level added to Levels must be named in every table of names, as
// grammar, the voice and the rules call it.
func TestEveryLevelIsNamed(t *testing.T) {
	for _, l := range Levels {
		t.Run(l.String(), func(t *testing.T) {
			for table, name := range map[string]string{"String": l.String(), "Voice": l.Voice(), "Rule": l.Rule()} {
				if name == "" || name == Unknown.String() {
					t.Errorf("level %d has no %s name", int(l), table)
				}
			}
		})
	}
}

// TestFavourAsked: bidding up, a favour done for the speaker is asked in -어 주세요 (favours), and
// only a bare bid: waiting as a try (기다려 봐) or told (버스 기다려?) is left to the other rules.
func TestFavourAsked(t *testing.T) {
	convertsTo(t, []expected{
		{"잠깐만 기다려.", Polite, "잠깐만 기다려 주세요."},       // bid to wait
		{"번호표 뽑고 기다려.", Polite, "번호표 뽑고 기다려 주세요."}, // bid to wait after a linked verb
		{"많이 기다렸어?", Polite, "많이 기다리셨어요?"},         // asked, no bid
		{"여기 앉아.", Polite, "여기 앉으세요."},             // another verb bidden
	})
}

// TestDroppedCopula: before 거든 or an asked 지, 반말 drops the copula after a vowel-final noun (몇
// 시지?, 야간조거든), and 해요체 says it as the copula's 죠 and 거든요.
func TestDroppedCopula(t *testing.T) {
	convertsTo(t, []expected{
		{"몇 시지?", Polite, "몇 시죠?"},
		{"오늘 야간조거든.", Polite, "오늘 야간조거든요."},
	})
}

// TestOursTimed: 우리 before a bare noun and a day is the speaker's side, humbled as 저희 (우리 가게
// 오늘 쉬어); before an adverb of time it stays (우리 팀 또 졌어: the team one supports).
func TestOursTimed(t *testing.T) {
	convertsTo(t, []expected{
		{"우리 가게 오늘 쉬어.", Polite, "저희 가게 오늘 쉬어요."},
		{"우리 집 이번에 이사해.", Polite, "저희 집 이번에 이사해요."},
		{"우리 팀 또 졌어.", Polite, "우리 팀 또 졌어요."},
	})
}

// TestOwnSideUnhumbled: spoken down to 반말, the speaker's side 저희 is 우리 (저희 엄마가 해녀예요 →
// 우리 엄마가 해녀야), with its particle, unless the line keeps a humble 저 (저희 엄마가 저한테).
func TestOwnSideUnhumbled(t *testing.T) {
	convertsTo(t, []expected{
		{"저희 엄마가 해녀예요.", Casual, "우리 엄마가 해녀야."},
		{"저희 집에 놀러 오세요.", Casual, "우리 집에 놀러 와."},
		{"저희 아빠가 데리러 온대요.", Casual, "우리 아빠가 데리러 온대."},
		{"저희는 내일 쉽니다.", Casual, "우리는 내일 쉬어."},
		{"저희 엄마가 저한테 전화하셨어요.", Casual, "저희 엄마가 저한테 전화하셨어."},
		{"저희 엄마가 해녀예요.", Polite, "저희 엄마가 해녀예요."},
		{"저희 팀이 이겼다.", Casual, "저희 팀이 이겼어."},
	})
}
