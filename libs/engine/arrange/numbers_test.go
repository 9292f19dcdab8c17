package arrange

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"maltu/libs/gate/contract"
)

// TestInformativeNumbers: past the maximum, figures a context names stay before those it does not.
func TestInformativeNumbers(t *testing.T) {
	var ns []contract.Number
	for i := range 22 {
		n := contract.Number{Value: strconv.Itoa(i + 1), Unit: "건", Context: "문의"}
		if i%10 == 0 {
			n.Context = "" // the 1st, 11th and 21st say nothing of what they count
		}
		ns = append(ns, n)
	}
	got := informative(ns, maxNumbers)
	var values []string
	for _, n := range got {
		values = append(values, n.Value)
	}
	// All 19 named ones stay, in input order, and the room left goes to the first unnamed one.
	want := []string{"1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "12", "13", "14", "15", "16", "17", "18", "19", "20", "22"}
	if !slices.Equal(values, want) {
		t.Errorf("kept %v, want %v", values, want)
	}
}

// TestSameFigureTwoThings: a round figure said again of the same thing is listed once; said of
// another thing a modifier tells apart, it is listed again.
func TestSameFigureTwoThings(t *testing.T) {
	for _, tc := range []struct {
		name  string
		draft []string
		want  int // figures of the value 3회 or 5개 listed
	}{
		{"of two things a modifier tells apart", []string{"일반 쓰레기 수거는 주 3회에서 주 2회로 바뀝니다.", "음식물 쓰레기 수거는 주 3회에서 주 4회로 늘립니다."}, 2},
		{"of the same thing", []string{"그중 5개는 외부에서 바로 악용할 수 있는 높은 위험 등급입니다.", "높은 위험 등급 5개는 이번 주 안에 반드시 조치해야 합니다."}, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := 0
			for _, n := range Report(tc.draft).Numbers {
				if n.Value+n.Unit == "3회" || n.Value+n.Unit == "5개" {
					got++
				}
			}
			if got != tc.want {
				t.Errorf("%q: %d listed, want %d", tc.draft, got, tc.want)
			}
		})
	}
}

// TestCodesNameNoAmount: a figure inside a code (a flight, an instance type, a plate, a number
// after #) is no amount; a counter between two amounts (5개 1,000원) or a unit squared (84m2) makes no code.
func TestCodesNameNoAmount(t *testing.T) {
	testFigures(t, map[string][]string{
		"제주 노선 7C1302편과 7C1304편은 승무원이 1명씩 더 필요했습니다.":          {"1명"},
		"- 분석용 r6i.4xlarge 인스턴스 18대가 계속 돌았음":                  {"18대"},
		"차량은 12가 3456 아반떼이고 반납 30분 전에 긁었대요.":                  {"30분"},
		"사과 5개 1000원, 지난 3년 2024년까지 7명 1200, 범위는 10과 1000 사이": {"5개", "1000원", "3년", "7명", "10"},
		"가격은 US$300이고 면적은 84m2예요.":                            {"300", "84m"},
		"#36, #37 크라운 2개, 이슈 #128은 3일 걸림":                     {"2개", "3일"},
	})
}

// TestApproximateFigures: a figure with 여 before its counter (10여 명, 3천여 권) is about so many,
// an amount listed as written; 여 before no counter makes no unit.
func TestApproximateFigures(t *testing.T) {
	testFigures(t, map[string][]string{
		"주민 10여 명이 모였고 20여 곳에서 참가했다.": {"10여명", "20여곳"},
		"남은 책 3천여 권은 두 곳에 나눠 기증해요.":   {"3천여권"},
		"1만여 명이 다녀갔다.":                {"1만여명"},
	})
}

// TestCounterAfterMagnitude: after a Korean magnitude the word after the space is what the figure
// counts when it is a counter the gate lists or the sentence glues to another figure, whatever
// ending or copula it carries (원이네, 원임, 원이래요); a bound (넘게, 가까이) or an act (돌파) is none.
func TestCounterAfterMagnitude(t *testing.T) {
	testFigures(t, map[string][]string{
		"막내는 43만 2천 원이네.":                {"43만2천원"},
		"받은 돈이 102만 4천 원임.":              {"102만4천원"},
		"수리비가 35만 원이래요.":                 {"35만원"},
		"가창오리는 2만 8천 개체에서 9,600개체로 줄었다.": {"2만8천개체", "9,600개체"},
		"걸음 수는 4천 보 정도에서 9,500보로 늘었어요.":  {"4천보", "9,500보"},
		"하루 출고량은 평균 1만 2천 상자다.":          {"1만2천상자"},
		"관객이 5천 가까이 왔다.":                 {"5천"},
		"3만 넘게 팔렸다.":                     {"3만"},
	})
}

// TestCopulaOnUnit: a unit glued to the copula in any ending, at every speech level and in a note,
// is read as the unit (명이더라, 명뿐임, 주래요); the ending is no part of it.
func TestCopulaOnUnit(t *testing.T) {
	testFigures(t, map[string][]string{
		"어제 온 손님은 42명이더라.":        {"42명"},
		"대기 인원은 12명이더라고요.":        {"12명"},
		"현장 인원은 3명뿐임.":            {"3명"},
		"배송은 2주래요.":               {"2주"},
		"불량품은 7개더라.":              {"7개"},
		"참석자는 15명입니다.":            {"15명"},
		"대기 시간은 30분이었음.":          {"30분"},
		"남은 재고는 5개네.":             {"5개"},
		"평균 평점이 3.42여서 아쉬웠어요.":    {"3.42"},
		"기간이 2주여서 빠듯했다.":          {"2주"},
		"새벽 기온이 영하 14도라니까 핫팩 챙겨.": {"영하14도"},
		"그 단지 매매가가 5억 8천이었지?":     {"5억8천"},
	})
}

// TestSignWords: a sign word before a figure stays in its value (영하 14도, 영상 5도), 영상 before
// a figure in any other unit is a video; a speed word stays too (초속 14m, 시속 30km) unless a noun
// of speed says it (풍속이 초속 12m); a round of proofs (2교) is which one, not how many.
func TestSignWords(t *testing.T) {
	testFigures(t, map[string][]string{
		"낮 기온이 영상 5도까지 오른대요.":               {"영상5도"},
		"바람이 초속 14m 이상이면 결항됩니다.":            {"초속14m"},
		"속도를 시속 30km 이하로 줄이겠습니다.":           {"시속30km"},
		"순간 풍속이 초속 12m까지 올라 작업을 멈췄습니다.":     {"12m"},
		"강풍(순간 풍속 초속 18m)으로 크레인 작업을 멈췄습니다.": {"18m"},
		"홍보 영상 3개를 올렸습니다.":                  {"3개"},
		"2교 마감은 금요일이고 원고는 412쪽이에요.":         {"412쪽"},
	})
}

// TestContractedParticle: 엔, 에는 contracted, is a particle on a time (12월엔 names when, no
// amount), and 엔 alone after a figure is still the yen.
func TestContractedParticle(t *testing.T) {
	testFigures(t, map[string][]string{
		"작년 3월엔 참석자가 9명까지 줄었다.":         {"9명"},
		"오후 2시엔 손님이 4명뿐이었어요.":           {"4명"},
		"기념품은 500엔이고 입장료는 1,200엔은 넘어요.": {"500엔", "1,200엔"},
	})
}

// TestAgeBand: a range of age groups (20~30대) names whom as one age group does; a range of
// machines counted in 대 is an amount.
func TestAgeBand(t *testing.T) {
	testFigures(t, map[string][]string{
		"40~50대 가입이 120명 늘었다.":     {"120명"},
		"버스를 3~5대 더 투입한다.":         {"3~5대"},
		"참여자의 64%가 20~30대였습니다.":    {"64%"},
		"20대 참여를 늘리려고 부스를 2곳 엽니다.": {"2곳"},
		"트럭 20대를 더 투입한다.":          {"20대"},
	})
}

// TestRateToOne: a rate to one in 대 after a noun of rate is one ratio, as 12.4:1 is; a score or a
// split in 대 keeps its two sides.
func TestRateToOne(t *testing.T) {
	testFigures(t, map[string][]string{
		"경쟁률은 3.6 대 1이었습니다.":      {"3.6대1"},
		"경쟁률 12.4대1을 기록했다.":       {"12.4대1"},
		"청룡고가 백호고를 3 대 1로 이겼다.":   {"3", "1"},
		"스마트폰 대 스피커가 8 대 2 정도예요.": {"8", "2"},
	})
}

// TestSlashPair: a pair over a slash that can be no date (a blood pressure) is one figure, as the
// gate reads it; a month and a day over a slash are a date, no amount.
func TestSlashPair(t *testing.T) {
	testFigures(t, map[string][]string{
		"혈압이 평균 148/92로 지난주 135/85보다 높았어요.": {"148/92", "135/85"},
		"투석 중 혈압 82/50까지 떨어졌다.":             {"82/50"},
		"마감은 11/18까지이고 비용은 3만 원이다.":         {"3만원"},
	})
}

// TestStayAndShare: a stay's nights and days are one figure (5박 6일); a share for so many people
// priced right after it counts the people (4명분 12만 원), a share alone is the amount (80명분이).
func TestStayAndShare(t *testing.T) {
	testFigures(t, map[string][]string{
		"결정: 기간 5박 6일, 회비 1인당 4만 원 추가.": {"5박6일", "4만원"},
		"산장 숙박비 4명분 12만 원.":             {"4명", "12만원"},
		"백신은 80명분이 남아 있어 선착순으로 접종합니다.":  {"80명분"},
	})
}

// TestBand: a band in 대 after a share or an amount in a word of magnitude is the figure as
// written; an amount in its digits alone is read in its unit; 대비 is another word.
func TestBand(t *testing.T) {
	testFigures(t, map[string][]string{
		"어법 문제는 아직 정답률이 60%대라 연습이 필요합니다.": {"60%대"},
		"커플 시계는 30만 원대라 좀 부담돼.":           {"30만원대"},
		"지난달엔 9만 원대였으니까 두 배야.":            {"9만원대"},
		"환율이 1,390원대라 좀 기다리자.":            {"1,390원"},
		"매출은 30만 원 대비 20% 늘었다.":           {"30만원", "20%"},
	})
}

// TestPartAsTopic: a part made the topic (다만 5장은) is known by its number, which part; a count
// made the topic follows its noun (나머지 73장은).
func TestPartAsTopic(t *testing.T) {
	testFigures(t, map[string][]string{
		"다만 5장은 인물이 7명이나 등장해요.":  {"7명"},
		"나머지 73장은 사회공헌팀이 보관합니다.": {"73장"},
	})
}

// testFigures checks the figures numbersIn reads in each sentence, each with its unit and its
// spaces folded (1만 2천 원 as 1만2천원), against the sentence's row.
func testFigures(t *testing.T, cases map[string][]string) {
	t.Helper()
	for s, want := range cases {
		t.Run(s, func(t *testing.T) {
			var got []string
			for _, n := range numbersIn(s) {
				got = append(got, strings.ReplaceAll(withUnit(n), " ", ""))
			}
			if !slices.Equal(got, want) {
				t.Errorf("figures %q, want %q", got, want)
			}
		})
	}
}

// TestWordMagnitude: an amount written with a word of magnitude alone (만 원) is listed as the gate
// reads it; a native numeral before a counter (두 번) is not.
func TestWordMagnitude(t *testing.T) {
	testFigures(t, map[string][]string{
		"시급으로 치면 한 사람당 만 원 조금 넘더라.": {"만원"},
		"양치를 하루 두 번 해 주세요.":         nil,
	})
}

// TestBoundedGroup: an age or a rank with a bound after it draws a group (65세 이상이), no amount;
// an age said of someone (88세 어르신) is one, and so is an age bounded bare before the people it
// bounds (13세 미만 어린이는); a rank so bounded (3급 이상 취득자는) still draws the group.
func TestBoundedGroup(t *testing.T) {
	testFigures(t, map[string][]string{
		"피해를 막은 고객 가운데 65세 이상이 14명이었습니다.": {"14명"},
		"토픽 3급 이상 취득자는 121명입니다.":          {"121명"},
		"88세 어르신이 혼자 사십니다.":               {"88세"},
		"13세 미만 어린이는 병동 출입이 제한됩니다.":       {"13세"},
		"만 75세 이상 홀몸 어르신 가정을 대상으로 합니다.":   {"75세"},
		"택시 요금은 65세 이상은 무료입니다.":           nil,
	})
}

// TestDateGoesOn: a day joined to a date (12월 14일과 21일) is a date; after 부터 it may count days.
func TestDateGoesOn(t *testing.T) {
	testFigures(t, map[string][]string{
		"헌금은 12월 14일과 21일 두 주일에 걸쳐 받겠습니다.": nil,
		"전달이 12월 15일에서 22일로 밀립니다.":         nil,
		"연수는 2월 12일부터 3일 동안 진행합니다.":        {"3일"},
	})
}

// FuzzNumeric checks numeric against numberRe, which it stands for where only a match matters.
func FuzzNumeric(f *testing.F) {
	for _, s := range []string{"", "3,200건", "약", "-", "１２", "48억 2천만", "v2", "\xff9"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, w string) {
		if numeric(w) != numberRe.MatchString(w) {
			t.Fatalf("numeric(%q) = %v, numberRe %v", w, numeric(w), numberRe.MatchString(w))
		}
	})
}

// TestJoinedOn: a run's 째 in years or weeks and a count in 개 with the noun it counts are one
// figure; which day of a run is none.
func TestJoinedOn(t *testing.T) {
	for _, tc := range []struct {
		name, sentence string
		want           []string // the figures listed, value and unit as sameValue reads them
	}{
		{"a run in weeks", "통증이 2주째 계속돼요.", []string{"2주째"}},
		{"a run in years", "이 가격은 3년째 그대로예요.", []string{"3년째"}},
		{"which day of a run", "투약 5일째에 열이 내렸다.", nil},
		{"a count of classes", "올해는 7개 반을 운영합니다.", []string{"7개 반"}},
		{"a count of teams", "모두 16개 팀이 참가했어요.", []string{"16개 팀"}},
		{"a count of things", "사과 3개를 샀어요.", []string{"3개"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var got []string
			for _, n := range Report([]string{tc.sentence}).Numbers {
				got = append(got, withUnit(n))
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("%q: listed %q, want %q", tc.sentence, got, tc.want)
			}
		})
	}
}

// TestPerOneOfTwoWords: a count of one before a noun of two words and an amount is what one takes
// or holds (1회 이용 시간, 1회 체험 인원), a rate like 1회당, no figure; before one word as before.
func TestPerOneOfTwoWords(t *testing.T) {
	testFigures(t, map[string][]string{
		"건조기는 4,000원이며 1회 이용 시간은 50분입니다.": {"4,000원", "50분"},
		"과수원은 2곳이고 1회 체험 인원은 30명까지예요.":    {"2곳", "30명"},
		"1박 숙박료 18만 원을 환불해 드립니다.":         {"18만원"},
	})
}

// TestNumbersOne: 번 after a bare noun, marked as subject or place or heading a noun, names which
// one (리프트 2번에서); 번 counting times stays a figure (정기런 4번에, 침을 5번 맞았는데), and a
// figure after the one named is that one's.
func TestNumbersOne(t *testing.T) {
	testFigures(t, map[string][]string{
		"카드 단말기 1번이 또 먹통이라 손님을 3분 기다리게 했어요.": {"3분"},
		"리프트 2번에서 오전에 20분 정도 멈췄어요.":          {"20분"},
		"B동 3번 통로는 오늘 막아 둠.":                 nil,
		"이번 달 정기런 4번에 12명이 나왔어요.":            {"4번", "12명"},
		"하루 8번 왕복하고 나면 다리가 풀려요.":             {"8번"},
		"침을 5번 맞았는데 아직도 허리가 아파요.":            {"5번"},
	})
}

// TestParticleTailedUnits: a unit whose last syllable is a particle too (유로, 키로) is read whole,
// never cut to a value the text does not write (650유); 번가 numbers a street, no amount.
func TestParticleTailedUnits(t *testing.T) {
	testFigures(t, map[string][]string{
		"임대료가 월 650유로에서 720유로로 인상됨.": {"650유로", "720유로"},
		"등록비는 380유로이고 숙박은 따로예요.":     {"380유로"},
		"돼지 앞다리 20키로.":               {"20키로"},
		"뉴욕 K타운 32번가에 새로 생긴 집이에요.":   nil,
	})
}

// TestMoneyAbroad: a country's dollars glued (3,120호주달러), cents on a price (3달러 50센트), the
// polite 요 on a unit (300달러요) and packs counted (12팩은) are read as the writers list them.
func TestMoneyAbroad(t *testing.T) {
	testFigures(t, map[string][]string{
		"제 계좌 입금액은 3,018캐나다달러뿐이었습니다.": {"3,018캐나다달러"},
		"학교 점심은 한 끼 3달러 50센트라 비싸요.":   {"3달러50센트"},
		"타이어는 넉넉해요, 300달러요.":          {"300달러"},
		"편백 잎 15단이요.":                 {"15단"},
		"갈치 12팩은 할인하고 6팩은 폐기함.":       {"12팩", "6팩"},
	})
}

// TestWhatTheTextWrites: a pair's unit written on it (140/90mmHg) stays in its value; a number to
// call (129로 문의) and a phone number with hidden digits (053-○○○-○○○○) are no amounts.
func TestWhatTheTextWrites(t *testing.T) {
	t.Run("pairUnits", func(t *testing.T) {
		testFigures(t, map[string][]string{
			"혈압 168/96mmHg로 지난 방문 때보다 많이 오름.": {"168/96mmHg"},
			"활력징후 혈압 142/86mmHg, 맥박 88회.":     {"142/86mmHg", "88회"},
			"혈압이 평균 148/92로 높았어요.":            {"148/92"},
		})
	})
	t.Run("callWords", func(t *testing.T) {
		testFigures(t, map[string][]string{
			"누리집이나 129로 문의하시면 안내받으실 수 있습니다.": nil,
			"국번 없이 121로 전화해 주십시오.":           nil,
			"사과 30상자로 연락이 왔어요.":              {"30상자"},
			"배송은 3일로 문의 주신 날짜보다 늦어요.":        {"3일"},
		})
	})
	t.Run("maskRunes", func(t *testing.T) {
		testFigures(t, map[string][]string{
			"053-○○○-○○○○로 전화 주시면 됩니다.":  nil,
			"담당자 010-XXXX-1234로 연락 주세요.": nil,
			"정원 30-40명 규모입니다.":           {"30-40명"},
		})
	})
}
