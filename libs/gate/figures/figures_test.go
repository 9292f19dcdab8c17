package figures

import (
	"maltu/libs/gate/chars"
	"slices"
	"strings"
	"testing"

	"maltu/libs/gate/golden"
)

func TestOfGolden(t *testing.T) {
	golden.Check(t, "testdata/figures.txt", func(_ *testing.T, in string) []string { return Of(in) })
}

func TestDiff(t *testing.T) {
	tests := []struct {
		name                string
		original, rewritten string
		gained, lost        []string
	}{
		{"같은 값 다른 표기", "관람객은 1,200명이다.", "관람객이 1200명이래요.", nil, nil},
		{"만 단위와 쉼표", "3만 명이 모였다.", "30,000명이 모였어요.", nil, nil},
		{"고유어와 숫자", "두 명이 왔다.", "2명이 왔어요.", nil, nil},
		{"시각 표기", "오후 3시에 보자.", "15:00에 봐요.", nil, nil},
		{"날짜 표기", "2026년 3월 5일 공개", "2026. 3. 5. 공개해요", nil, nil},
		{"숫자가 생김", "매출이 늘었다.", "매출이 30% 늘었어요.", []string{"30%"}, nil},
		{"숫자가 빠짐", "매출이 30% 늘었다.", "매출이 늘었어요.", nil, []string{"30%"}},
		{"숫자가 바뀜", "참석자는 120명이다.", "참석자는 210명이에요.", []string{"210"}, []string{"120"}},
		{"같은 숫자 하나가 빠짐", "1위와 1위가 붙었다.", "1위끼리 붙었다.", nil, []string{"1"}},
		{"퍼센트가 빠지면 다른 값", "30% 올랐다.", "30 올랐다.", []string{"30"}, []string{"30%"}},
		{"분수는 소수와 같지 않다", "확률은 1/2이다.", "확률은 0.5다.", []string{"0.5"}, []string{"1/2"}},
		{"분의 꼴과 빗금 분수는 같다", "3분의 1이 반대했다.", "1/3이 반대했어요.", nil, nil},
		{"음수의 부호가 빠짐", "성장률은 -0.3%였다.", "성장률은 0.3%였다.", []string{"0.3%"}, []string{"-0.3%"}},
		{"마이너스와 빼기 기호", "마이너스 3%였다.", "-3%였어요.", nil, nil},
		{"영하가 빠지면 부호가 바뀜", "새벽 기온은 영하 14도였다.", "새벽 기온은 14도였어요.", []string{"14"}, []string{"-14"}},
		{"영하와 빼기 기호", "영하 5도까지 떨어졌다.", "-5도까지 떨어졌어요.", nil, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			gained, lost := Diff(Of(tt.original), Of(tt.rewritten))
			if !slices.Equal(gained, tt.gained) || !slices.Equal(lost, tt.lost) {
				t.Errorf("Diff(%q, %q) = gained %q lost %q, want gained %q lost %q",
					tt.original, tt.rewritten, gained, lost, tt.gained, tt.lost)
			}
		})
	}
}

func TestContains(t *testing.T) {
	tests := []struct {
		name     string
		in, want string
		ok       bool
	}{
		{"표기가 달라도 값이 있으면", "관람객은 1,200명이다.", "1200", true},
		{"없는 값", "관람객은 1,200명이다.", "1300", false},
		{"값 두 개 중 하나만 있음", "3명과 5명", "3명, 7명", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Contains(Of(tt.in), Of(tt.want)); got != tt.ok {
				t.Errorf("Contains(%q, %q) = %v, want %v", tt.in, tt.want, got, tt.ok)
			}
		})
	}
}

func FuzzFigures(f *testing.F) {
	for _, seed := range []string{
		"올해 매출은 1억 2천만 원으로 집계됐다.",
		"2026년 3월 5일 오후 3시 30분, 2026. 3. 5.",
		"두 명이 세 번째로 하나를 샀다. 열두 시 반",
		"-3.5%와 ±3.1%p, 1,200과 3,14, 3:1과 1/2",
		"삼천오백만 원, 수천 명, 3분의 1, 마이너스 0.3%",
		"１２명 GPT-4o 010-1234-5678 2.3.1",
		"제5회 2026년 상반기 셋째 주 3/5(목) 7일 차 1588-1234 버전 2.0 2) 3층 301호",
		"주제는 두세 개, 사람은 서너 명(3, 4)",
		"가결(찬성 51, 반대 9, 기권 4), 문학(813), (내선 101) 38화 20대와 30대가 다음 달 10일쯤 세네 개(12)",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got := Of(s)
		// The same text always gives the same figures, and a figure is never empty.
		if again := Of(s); !slices.Equal(got, again) {
			t.Fatalf("Of is not deterministic: %q then %q", got, again)
		}
		for _, v := range got {
			if v == "" {
				t.Fatalf("empty figure in %q", got)
			}
		}
		// A figure's normal form is a fixed point: read again, it gives itself.
		for _, v := range got {
			if strings.ContainsAny(v, "0123456789") && !isLiteral(v) {
				if again := Of(v); !slices.Equal(again, []string{v}) {
					t.Fatalf("normal form %q reads back as %q (from %q)", v, again, s)
				}
			}
		}
		// Text without any digit or Hangul has no figures.
		if !strings.ContainsFunc(s, func(r rune) bool { return isDigit(r) || chars.IsSyllable(r) || (r >= '０' && r <= '９') }) && len(got) > 0 {
			t.Fatalf("figures %q in %q", got, s)
		}
		// Whitespace around the text changes nothing.
		if padded := Of(" " + s + " "); !slices.Equal(padded, got) {
			t.Fatalf("Of(%q) = %q but with spaces around %q", s, got, padded)
		}
		// Scan reads the figures Of reads, and gives each a kind.
		scanned := Scan(s)
		if len(scanned) != len(got) {
			t.Fatalf("Scan(%q) = %v but Of = %q", s, scanned, got)
		}
		for k, f := range scanned {
			if f.Value != got[k] || f.Kind < Amount || f.Kind > Label || f.Start < 0 || f.Start >= f.End || f.End > len(chars.NFC(s)) {
				t.Fatalf("Scan(%q) = %v but Of = %q", s, scanned, got)
			}
		}
		// Diff of a text with itself is empty.
		if g, l := Diff(got, got); len(g)+len(l) > 0 {
			t.Fatalf("Diff with itself: %q %q", g, l)
		}
	})
}

// isLiteral reports the normal forms that are not written that way in Korean text, so need not read
// back as themselves: a vague magnitude (수천) and a month-day (03-05 reads as the range 3 to 5).
func isLiteral(v string) bool {
	return strings.HasPrefix(v, "수") || len(v) == 5 && v[2] == '-'
}

func BenchmarkOf(b *testing.B) {
	s := "2분기 매출은 1,234억 원으로 전년 대비 12.5% 늘었고, 고객사 12곳과 계약 3건, 총 4억 5천만 원 규모다. 두 명이 오후 3시에 왔다."
	for b.Loop() {
		Of(s)
	}
}

// TestMayStartWord keeps the fast filter in step with the tables it stands for.
func TestMayStartWord(t *testing.T) {
	var firsts []rune
	for r := range natives {
		firsts = append(firsts, r)
	}
	for _, l := range []wordList{meridiems, minus} {
		for _, w := range l.runes {
			firsts = append(firsts, w[0])
		}
	}
	firsts = append(firsts, []rune("일이삼사오육칠팔구십백천만억조수")...)
	for _, r := range firsts {
		if !mayStartWord(r) {
			t.Errorf("mayStartWord(%q) = false, but a figure word starts with it", r)
		}
	}
}

// TestScanKinds: a figure that measures is an Amount; one that names when or which is not.
func TestScanKinds(t *testing.T) {
	cases := []struct {
		name, in string
		want     []Kind
	}{
		{"연도와 분기는 때", "2025년 4분기 실적", []Kind{Date, Date}},
		{"두 자리 연도도 반기 앞이면 때", "26년 상반기 계획", []Kind{Date}},
		{"기간의 년은 양", "5년 만에 흑자", []Kind{Amount}},
		{"며칟날과 기간", "15일에 시작해 3일간 진행", []Kind{Date, Amount}},
		{"주 며칠은 양", "재택근무는 주 2일까지", []Kind{Amount}},
		{"서수", "셋째, 세 번째 안건과 2번째 시안", []Kind{Ordinal, Ordinal, Ordinal}},
		{"고유어 수는 양", "두 명이 두 달째 맡았다", []Kind{Amount, Amount}},
		{"차수와 차례", "2차 면접을 3차례 미뤘다", []Kind{Ordinal, Amount}},
		{"일 차와 차이", "7일 차 잔존율과 5점 차이", []Kind{Ordinal, Amount}},
		{"층과 호실", "2층 301호", []Kind{Label, Label}},
		{"번호와 횟수", "1번 안건을 3번이나 미뤘다", []Kind{Label, Amount}},
		{"조사 붙은 명사 앞 번호, 쉼표로 늘어놓은 번호", "8번 수조는 괜찮고 6번, 7번 수조에서 폐사했다", []Kind{Label, Label, Label}},
		{"연령대 옆, 사람을 말하는 자리의 대도 연령대, 버스 대수는 아님", "구매자는 20대가 절반인데 반품은 30대 쪽이 많고 버스 30대", []Kind{Label, Label, Amount}},
		{"연령대가 없으면 대는 대수", "버스 30대와 트럭 20대 이상 투입", []Kind{Amount, Amount}},
		{"을 앞과 만에 앞의 번은 횟수", "3번 회의를 열고 2번 만에 끝냈다", []Kind{Amount, Amount}},
		{"관형사형 동사 앞의 번은 횟수", "기획 변경이 23번 있었던 게 컸다", []Kind{Amount}},
		{"목록 번호", "안건은 1) 이전, 2) 휴가", []Kind{Label, Label}},
		{"이름 속 숫자", "영업2팀과 GPT-4o와 v2.1", []Kind{Label, Label, Label}},
		{"앞에 붙은 양의 말", "월3회, 약30%", []Kind{Amount, Amount}},
		{"전화번호", "1588-1234, 02-3456-7890", []Kind{Label, Label, Label}},
		{"범위는 양", "3-5일 걸린다", []Kind{Amount, Amount}},
		{"시각과 시간", "오후 3시부터 2시간", []Kind{Time, Amount}},
		{"빗금 날짜와 분수", "3/5(목)까지 1/2을", []Kind{Date, Amount}},
		{"쉼표 없는 네 자리 수와 단위 앞의 수", "내선 2345, 2000 명", []Kind{Label, Amount}},
		{"순위는 견주는 양", "점유율 1위", []Kind{Amount}},
		{"로마자 이름 뒤 버전과 개수", "iOS 17에서 KPI 3개, CPU 80%", []Kind{Label, Amount, Amount}},
		{"범위의 두 끝", "1~3월과 3월 2일~6일, 2~3일", []Kind{Date, Date, Date, Date, Amount, Amount}},
		{"연령대와 대수", "20대 고객과 30대보다, 차량 20대", []Kind{Label, Label, Amount}},
		{"이상·이하로 닫은 연령대", "60대 이상 환자와 10대 이하 비율, 버스 20대 이상 투입", []Kind{Label, Label, Amount}},
		{"쇄와 상과 열", "5쇄 2,000부, 2상 시험, 3동 2열", []Kind{Ordinal, Amount, Ordinal, Label, Label}},
		{"병동과 병동 수", "3병동 환자 12명, 병동 4개", []Kind{Label, Amount, Amount}},
		{"비율과 시각", "물과 원액의 혼합 비율은 1:20이고 70:30의 비율로 나눠 9:30에 시작", []Kind{Amount, Amount, Time}},
		{"타자 번호와 배번", "3번 타자와 배번 1024번", []Kind{Label, Label}},
		{"괄호 속 번호 목록과 이름 붙은 목록", "과목(101, 205, 310), 번호 12, 15와 3, 5명", []Kind{Label, Label, Label, Label, Label, Amount, Amount}},
		{"날수의 변화", "처리 기간은 9일에서 6일로 줄었고 15일에 발표한다", []Kind{Amount, Amount, Date}},
		{"차례의 차와 차이의 차", "7일 차에 3주 차 보고, 1,231표 차로 이겼다", []Kind{Ordinal, Ordinal, Amount}},
		{"날수 범위의 변화", "배송 기간이 7~10일에서 14~18일로 늘었다", []Kind{Amount, Amount, Amount, Amount}},
		{"앞에 온 연령대와 이어진 연령대", "30대와 40대가 62%를, 버스 30대가 운행", []Kind{Label, Label, Amount, Amount}},
		{"며칠째의 비율, 이닝, 부두, 인증", "7일 잔존율은 11회 말 7부두에서 2단계 인증으로", []Kind{Ordinal, Ordinal, Label, Label}},
		{"이름이 되는 숫자", "5G와 3D, 500GB, 1:1 상담과 3:1로", []Kind{Label, Label, Amount, Label, Amount}},
		{"도로명 주소", "테헤란로 123에", []Kind{Label}},
		{"절 번호", "1-1. 사업 개요", []Kind{Label, Label}},
		{"첫머리의 수와 띄어 쓴 단위", "12 팀이 참가", []Kind{Amount}},
		{"쌍점 앞 번호와 비율", "2단계: 3:1로", []Kind{Label, Amount}},
		{"한 낱말의 두 수", "주제는 두세 개, 사람은 서너 명", []Kind{Amount, Amount, Amount, Amount}},
		{"괄호를 닫는 수는 세고, 낱말에 붙은 괄호 속 세 자리는 번호", "가결(찬성 51, 반대 9, 기권 4), 치명(3), 문학(813), 사무실(내선 101)", []Kind{Amount, Amount, Amount, Amount, Label, Label}},
		{"회차와 병상과 배치 번호", "38화 '장 담그기'와 7번 베드, 14번 배치", []Kind{Ordinal, Label, Label}},
		{"이어진 연령대", "이용객 가운데 20대와 30대가 절반, 트럭 20대와 버스", []Kind{Label, Label, Amount}},
		{"다음 달의 며칟날", "다음 달 10일쯤 연락하고 3일쯤 걸린다", []Kind{Date, Amount}},
		{"절 뒤의 며칟날 전", "30일 이전에 예약한 분, 주시면 20일 전에, 만료 30일 전에. 3일 전에 예약", []Kind{Date, Date, Amount, Amount}},
		{"몫이 나온 연령대", "50대 이상에서는 찬성이 70%, 차량 20대 이상 투입", []Kind{Label, Amount, Amount}},
		{"사람을 말한 뒤의 연령대", "참가자는 50대가 15명, 60대가 12명이었고 가운데 30대 비중이", []Kind{Label, Amount, Label, Amount, Label}},
		{"퍼센트 뒤 대는 몫의 범위", "아직 정답률이 60%대라 연습이 필요합니다", []Kind{Amount}},
		{"연령대였다와 바뀐 대수", "이용자의 40%가 20대였고, 푸드트럭은 6대에서 10대로", []Kind{Amount, Label, Amount, Amount}},
		{"기계를 세는 기와 기수", "리프트 7기 중 6기는 통과, 충전기 12기의, 4기 교육", []Kind{Amount, Amount, Amount, Ordinal}},
		{"더하기표 등급과 기호", "1++ 등급 17두, 기호 2번 후보, 1+1 행사", []Kind{Label, Amount, Label, Amount, Amount}},
		{"로마자 이름 뒤 버전의 범위", "구형 기기(OS 9 이하)와 KPI 3 개", []Kind{Label, Amount}},
		{"괄호 속 날짜와 이어진 버전", "내일(14일) 오전 1.8 정식 패치, 요금(3만 원)", []Kind{Date, Label, Amount}},
		{"종류를 말하는 식에 붙은 서술격 조사", "보일러가 2009년식이라 바꿨고 2020년식이라서 괜찮다", []Kind{Label, Label}},
		{"전체와 바뀜이 세는 동과 화, 그 밖에는 이름", "창고 6동 중 2동, 무료 분량을 30화에서 20화로, 101동 앞과 38화 예고", []Kind{Amount, Label, Amount, Amount, Label, Ordinal}},
		{"대로 뒤 단위 붙은 수", "말한 대로 92BPM에서 96BPM으로, 테헤란로 123에", []Kind{Amount, Amount, Label}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var got []Kind
			for _, f := range Scan(tc.in) {
				got = append(got, f.Kind)
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("Scan(%q) kinds %v, want %v (%v)", tc.in, got, tc.want, Scan(tc.in))
			}
		})
	}
}
