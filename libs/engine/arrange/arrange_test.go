package arrange

import (
	"cmp"
	"encoding/json"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"maltu/libs/engine/internal/golden"
	"maltu/libs/engine/internal/wordlist"
	"maltu/libs/gate/contract"
	"maltu/libs/gate/sentence"
)

// TestReportGolden arranges testdata/NAME.txt (split into sentences) and compares with NAME.json.
func TestReportGolden(t *testing.T) {
	for _, name := range []string{"meeting", "weekly"} {
		t.Run(name, func(t *testing.T) {
			sentences := sentence.Split(golden.Read(t, filepath.Join("testdata", name+".txt")))
			r := Report(sentences)
			checkFaithful(t, sentences, r)
			got, _ := json.MarshalIndent(r, "", "  ")
			golden.Check(t, filepath.Join("testdata", name+".json"), append(got, '\n'))
		})
	}
}

// checkFaithful holds a report to the contract: items quote input sentences, texts are parts of
// them, section bodies are whole sentences in input order, values stand in their evidence.
func checkFaithful(t *testing.T, in []string, r contract.Report) {
	t.Helper()
	if r.Conclusion != "" && !slices.Contains(in, r.Conclusion) {
		t.Errorf("conclusion %q is not an input sentence", r.Conclusion)
	}
	for _, q := range slices.Concat(r.KeyPoints, r.NextActions) {
		if !slices.Contains(in, q.Evidence) || q.Text == "" || !strings.Contains(q.Evidence, q.Text) {
			t.Errorf("item %+v does not quote an input sentence", q)
		} else if !cutAtPhrase(q.Evidence, q.Text) {
			t.Errorf("item %+v opens inside a phrase of its sentence", q)
		}
	}
	// A sentence said twice is listed once: no two key points, nor two actions, quote the same.
	for _, list := range [][]contract.KeyPoint{r.KeyPoints, r.NextActions} {
		for i, q := range list {
			if slices.ContainsFunc(list[:i], func(p contract.KeyPoint) bool { return p.Evidence == q.Evidence }) {
				t.Errorf("%q is listed twice", q.Evidence)
			}
		}
	}
	if len(r.KeyPoints) > contract.KeyPointsMax || len(r.Sections) > contract.SectionsMax || len(r.NextActions) > contract.NextActionsMax || len(r.Numbers) > maxNumbers {
		t.Errorf("over the maxima: %d key points, %d sections, %d actions, %d numbers", len(r.KeyPoints), len(r.Sections), len(r.NextActions), len(r.Numbers))
	}
	// Each body is a run of whole input sentences, the runs in input order and together all of them.
	next := 0
	for _, s := range r.Sections {
		if strings.TrimSpace(s.Heading) == "" || utf8.RuneCountInString(s.Heading) > 20 || slices.Contains(in, s.Heading) && !label(s.Heading) {
			t.Errorf("heading %q", s.Heading) // empty, long, or a whole sentence that is no label
		}
		from := next
		for next < len(in) && len(strings.Join(in[from:next], " ")) < len(s.Body) {
			next++
		}
		if next == from || strings.Join(in[from:next], " ") != s.Body {
			t.Errorf("section %q does not hold whole sentences in input order", s.Heading)
			return
		}
	}
	if next != len(in) {
		t.Errorf("sentences %d to %d are in no section", next+1, len(in))
	}
	for _, n := range r.Numbers {
		if !slices.Contains(in, n.Evidence) || n.Value == "" || !strings.Contains(n.Evidence, n.Value) {
			t.Errorf("number %+v does not stand in its evidence", n)
		}
	}
}

// cutAtPhrase reports text as the sentence s itself or s after whole connectives it opens with
// (그리고 특히 …) and not opening with a word that goes on a phrase: a text cut anywhere else opens
// inside a phrase (따라 하반기에는 …).
func cutAtPhrase(s, text string) bool {
	if text == s {
		return true
	}
	for {
		_, rest, ok := openedBy(s)
		if !ok {
			return false
		}
		if s = rest; s == text {
			return !wordlist.Opens(text, goesOn...)
		}
	}
}

func TestRoles(t *testing.T) {
	for _, tc := range roleCases {
		t.Run(tc.name, func(t *testing.T) {
			if r := Report(tc.in); !tc.check(r) {
				got, _ := json.Marshal(r)
				t.Errorf("report %s", got)
			}
		})
	}
}

// TestReadings: the sentence readings the ranking rests on. -까지 sets a deadline only after a word
// of time; a cause is a clause that brings the rest about, not a purpose or a topic; a trouble is an
// issue unless what fell is itself a trouble (inquiries, failures); an evaluative conceded before
// the point appraises nothing; a prohibition in a chair's decision lays down no rule; an intent is
// -ㄹ 생각 as its clause's predicate, not a thought had nor one denied.
func TestReadings(t *testing.T) {
	issue := func(s string) bool { return roleOf(s, 1, 3, numbersIn(s), false).issue }
	for _, c := range []struct {
		reading        string
		read           func(string) bool
		name, sentence string
		want           bool
	}{
		{"next event", nextEvent, "", "다음 합주는 토요일 2시야.", true},
		{"next event", nextEvent, "", "지현(PM): 다음 회의는 목요일 11시로 옮깁니다.", true},
		{"next event", nextEvent, "", "다음 달은 12월 3일이 휴일이에요.", false},
		{"next event", nextEvent, "", "다음 회의: 12월 8일 월요일 오전 9시", false},
		{"deadline", deadline, "", "시안은 금요일까지 공유해 주세요.", true},
		{"deadline", deadline, "", "이달 말까지 절차를 정리하겠습니다.", true},
		{"deadline", deadline, "", "오신 분들까지 모두 40명이었어요.", false},
		{"deadline", deadline, "", "이탈 비율이 42%까지 올라갔어요.", false},
		{"deadline", deadline, "", "새벽 1시부터 5시까지 점검이 있습니다.", false},
		{"deadline", deadline, "", "지금까지 17권을 읽었어요.", false},
		{"deadline", deadline, "", "재택근무는 주 2일까지 가능합니다.", false},
		{"deadline", deadline, "", "점검은 오전 9시부터 오후 6시까지 진행됩니다.", false},
		{"deadline", deadline, "", "만료 30일 전부터 대시보드에 경고를 표시 (12월 첫째 주까지 인프라팀)", true},
		{"deadline", deadline, "", "연동 규격은 이번 주 안에 양측 서명으로 동결한다.", true},
		{"deadline", deadline, "", "가입 후 7일 안에 이탈하는 비율은 21%입니다.", false},
		{"deadline", deadline, "", "10월 중 이탈 사용자에게 복귀 쿠폰을 발송한다.", true},
		{"deadline", deadline, "", "이번 주 중으로 견적을 받아 오겠습니다.", true},
		{"deadline", deadline, "", "지난 5일 중 3일은 비가 왔어요.", false},
		{"deadline", deadline, "", "회의 중 결정된 사항은 없습니다.", false},
		{"deadline", deadline, "", "매주 목요일에는 오후 8시까지 야간 접수를 합니다.", false},
		{"causal", causal, "a clause in -아서", "비가 많이 와서 행사가 밀렸어요.", true},
		{"causal", causal, "a clause in -어 of a verb", "주문이 점심에 몰려 대기 시간이 길어졌습니다.", true},
		{"causal", causal, "a figure that moved and the total it made", "신규 거래처가 23곳 늘어 전체 거래처는 418곳이 되었습니다.", false},
		{"causal", causal, "a clause in a verb in 르", "손님이 오래 머물러 회전율이 떨어졌어요.", true},
		{"causal", causal, "a loanword in 러 is no verb", "우리 층의 컬러 출력은 한 달 평균 2,400장입니다.", false},
		{"causal", causal, "a purpose", "비용을 줄이기 위해 장비를 바꿨습니다.", false},
		{"causal", causal, "what the sentence is about", "브랜드 리뉴얼 작업 일정 관련해서 말씀드릴 게 있어요.", false},
		{"issue", issue, "a measure that fell", "이번 달 매출은 지난달보다 12% 줄었습니다.", true},
		{"issue", issue, "a delay", "인덱스를 새로 만드는 데 오래 걸려서 일정이 일주일 밀렸어요.", true},
		{"issue", issue, "inquiries that fell", "예약 관련 문의도 한 달에 480건에서 290건으로 줄었어요.", false},
		{"issue", issue, "a failure rate that fell", "배포 후 결제 실패율이 1.2%에서 0.4%로 떨어졌어요.", false},
		{"issue", issue, "leak reports that fell", "작년 점검 때는 누수 신고가 12건이었는데 올해는 3건으로 줄었습니다.", false},
		{"evaluates", evaluates, "measured against a target", "상반기 매출은 목표에 못 미쳤고 원인은 신제품 출시 지연입니다.", true},
		{"evaluates", evaluates, "got better", "올해 고객 응대 품질이 확실히 좋아졌다고 말씀드릴 수 있습니다.", true},
		{"evaluates", evaluates, "recommended", "입문자에게 자신 있게 추천하는 카메라예요.", true},
		{"evaluates", evaluates, "conceded", "발음은 많이 좋아졌는데 아직 억양이 어색해요.", false},
		{"standingRule", standingRule, "a rule laid down", "작업장 안에서는 음식물을 먹지 말고 손을 자주 씻으세요.", true},
		{"standingRule", standingRule, "a chair's decision", "회장: 그럼 이번 달은 신규 회원을 받지 말고 기존 회원 관리에 집중합시다.", false},
		{"promise", promise, "an elder's -마", "주말에 내가 다시 전화하마.", true},
		{"promise", promise, "an elder's -으마", "게장 담가 놓으마", true},
		{"promise", promise, "a word in 마 that is no verb", "그건 설마", false},
		{"promise", promise, "a skirt", "어제 산 치마", false},
		{"promise", promise, "a prohibition", "그건 하지 마.", false},
		{"recommended", recommended, "a deed recommended in -길", "외래 재활을 받으시길 권해요.", true},
		{"recommended", recommended, "a deed recommended in -는 걸", "조금 일찍 가는 걸 추천한다.", true},
		{"recommended", recommended, "a place recommended", "이 식당 정말 추천해요.", false},
		{"recommended", recommended, "a party's advice told", "업체에서는 교체를 권하고 있습니다.", false},
		{"asksNow", asksNow, "whether the reader can, asked by 여쭙다", "다만 기존 오븐을 150만 원에 보상 매입해 주실 수 있는지 여쭙니다.", true},
		{"asksNow", asksNow, "whether it may be so, asked by 여쭤보다", "다음 주 목요일 수업은 금요일로 옮겨도 괜찮을지 여쭤봐요.", true},
		{"asksNow", asksNow, "a question told as asked before", "어제 견적을 여쭤봤어요.", false},
		{"dueDeed", dueDeed, "a deed at a time to come in -ㄹ 거야", "그래서 다음 주부터 앱으로 줄서기를 받을 거야.", true},
		{"dueDeed", dueDeed, "the same said up in -ㄹ 겁니다", "월요일에 택배로 부칠 겁니다.", true},
		{"dueDeed", dueDeed, "a forecast of what happens to a thing", "다음 주면 물량이 많이 줄어들 거예요.", false},
		{"dueDeed", dueDeed, "a state, not a deed", "내일이면 충분할 거야.", false},
		{"dueDeed", dueDeed, "a question", "내일 어떻게 할 거야?", false},
		{"dueDeed", dueDeed, "no time to come", "그 사람은 결국 받을 거야.", false},
		{"intends", intends, "an intent in -ㄹ 생각이다", "다음 달에 새 바디를 들일 생각이다.", true},
		{"intends", intends, "an intent in a clause that goes on", "재서 올릴 생각이구요, 사진도 같이 보낼게요.", true},
		{"intends", intends, "a thought had", "그거 정말 좋은 생각이에요.", false},
		{"intends", intends, "no intent", "지금은 이사할 생각이 없다.", false},
		{"intends", intends, "a line of punctuation alone", "?", false},
	} {
		t.Run(c.reading+"/"+cmp.Or(c.name, c.sentence), func(t *testing.T) {
			if got := c.read(c.sentence); got != c.want {
				t.Errorf("%s(%q) = %v, want %v", c.reading, c.sentence, got, c.want)
			}
		})
	}
}

// roleCases are TestRoles' cases: a short text and what its report must hold. A refit of the cue
// weights keeps them (TestCueWeightsCrossValidated), as a change by hand does.
var roleCases = []struct {
	name  string
	in    []string
	check func(contract.Report) bool
}{
	{"a conclusion marker makes the conclusion", []string{"매출이 늘었습니다.", "결론적으로 이번 분기는 성공적이었습니다."},
		func(r contract.Report) bool {
			return r.Conclusion == "결론적으로 이번 분기는 성공적이었습니다."
		}},
	{"a line labelled 결론 is the conclusion", []string{"원인: 인증 서버의 인증서 만료", "결론: 인증서 관리가 개인 계정에 묶여 있는 것이 근본 문제임", "조치 1: 만료 알림 수신처를 팀 공용 메일로 변경함 (완료)"},
		func(r contract.Report) bool { return strings.HasPrefix(r.Conclusion, "결론:") }},
	{"a line summing up under its label is the conclusion where nothing else concludes", []string{"동아리 회의 메모", "회장: 축제 부스는 두 곳 신청했어요.", "총무: 회비는 이번 달까지 걷을게요.", "정리: 부스 운영은 2학년이 맡고 1학년은 홍보를 돕는다.", "다음 회의는 금요일 점심시간."},
		func(r contract.Report) bool { return strings.HasPrefix(r.Conclusion, "정리:") }},
	{"a line labelled as the decision or the reviewer's opinion is the conclusion", []string{"3. 검토 의견: 전면 전환보다 지방만 외주로 돌리는 부분 전환이 적절함", "박 대리: 외주를 한 건 더 잡아야 합니다.", "결정 사항: 12월 광고 예산 30% 감축"},
		func(r contract.Report) bool { // 적절함 judges in note style as 적절합니다 does: either label may stand
			return strings.HasPrefix(r.Conclusion, "결정 사항:") || strings.HasPrefix(r.Conclusion, "3. 검토 의견:")
		}},
	{"a lead that gives the conclusion first is the conclusion", []string{"후보 두 곳을 2주간 시험했습니다.", "결론부터 말씀드리면 현재 메신저를 1년 더 쓰는 것이 낫다고 판단합니다.", "첫째, A사 제품은 기록을 옮길 수 없습니다.", "둘째, B사 제품은 연간 252만 원이 더 듭니다."},
		func(r contract.Report) bool { return strings.HasPrefix(r.Conclusion, "결론부터") }},
	{"an overall verdict is the conclusion before a proposal", []string{"방문객은 6,240명이었습니다.", "전체적으로 이번 행사는 목표를 넘어선 성공으로 평가됩니다.", "내년에는 셔틀버스를 운행하는 방안을 제안합니다."},
		func(r contract.Report) bool { return strings.HasPrefix(r.Conclusion, "전체적으로") }},
	{"an appraisal stays the conclusion before the proposal after it", []string{"참가자는 320명으로 작년보다 40명 늘었습니다.", "운영진은 이번 캠프가 참가자들의 협업 경험을 넓혔다고 평가합니다.", "내년에는 기간을 하루 늘릴 것을 제안합니다."},
		func(r contract.Report) bool { return strings.HasPrefix(r.Conclusion, "운영진은") }},
	{"a forecast of the figures as they run stays the conclusion before the proposal after it", []string{"이번 달 광고비는 420만 원, 매출은 380만 원이었어요.", "이 추세면 다음 달에는 적자가 더 커질 것 같아요.", "그래서 광고를 절반으로 줄이는 걸 제안하고 싶어요."},
		func(r contract.Report) bool { return strings.HasPrefix(r.Conclusion, "이 추세면") }},
	{"a verdict in a noun of judging stays the conclusion before the step drawn from it", []string{"석 달 동안 문의 응답 시간이 평균 9시간에서 3시간으로 줄었습니다.", "같은 기간 재문의 비율도 18%에서 11%로 내려갔습니다.", "챗봇 1차 응대가 효과를 냈다는 판단입니다.", "그래서 다음 분기에는 주말에도 챗봇을 켜 두려고 합니다."},
		func(r contract.Report) bool { return strings.HasPrefix(r.Conclusion, "챗봇 1차") }},
	{"what the writer says can be said of the whole is the conclusion", []string{"올해 바자회 수익은 640만 원으로 작년보다 120만 원 많았습니다.", "봉사자는 48명이 참여했습니다.", "준비 기간이 짧았던 것을 생각하면 성공적이었다고 할 수 있습니다.", "남은 물품은 다음 주에 복지관에 보내겠습니다."},
		func(r contract.Report) bool { return strings.HasPrefix(r.Conclusion, "준비 기간이") }},
	{"a talk's turn to what it settles in -자 is its conclusion", []string{"이번 달 택배비가 38만 원 나왔어.", "지난달보다 9만 원 늘었네.", "그럼 다음 달부터는 묶음 배송만 받자.", "거래처에는 내가 내일 말해 둘게."},
		func(r contract.Report) bool { return strings.HasPrefix(r.Conclusion, "그럼 다음 달") }},
	{"a trailing instruction to the reader concludes nothing", []string{"내일 오전 배편이 결항합니다.", "파고가 3m까지 높아질 것으로 예보되었습니다.", "환불은 7일 이내에 매표소에서 신청하셔야 합니다."},
		func(r contract.Report) bool { return r.Conclusion == "" }},
	{"a verdict that names the whole opens the chat", []string{"이번 제주 워크숍은 완전 성공이었어!", "참가자 만족도가 4.8점이 나왔어.", "예산도 20만 원 남았고.", "다음엔 일정만 하루 늘리자."},
		func(r contract.Report) bool { return strings.HasPrefix(r.Conclusion, "이번 제주") }},
	{"the option the writer prefers, said first after a greeting, is the conclusion", []string{"팀장님, 안녕하세요.", "두 업체 견적을 비교해 보니 B업체가 더 낫겠습니다.", "A업체는 월 320만 원, B업체는 월 290만 원입니다.", "B업체는 유지보수 기간도 1년 더 깁니다.", "괜찮으시면 이번 주에 B업체와 계약을 진행하겠습니다."},
		func(r contract.Report) bool { return strings.HasPrefix(r.Conclusion, "두 업체") }},
	{"a forecast of the figures as they run stays before the proposal drawn from it", []string{"이번 달 재고 회전일은 48일로 지난달보다 9일 늘었습니다.", "반품 입고가 200건 넘게 몰린 탓입니다.", "이대로 간다면 다음 달 말에는 창고가 가득 찰 것으로 보입니다.", "그래서 반품 상품은 아울렛으로 돌리는 방안을 제안합니다."},
		func(r contract.Report) bool { return strings.HasPrefix(r.Conclusion, "이대로 간다면") }},
	{"the chair turning to what the meeting will do is the conclusion, not a member's promise", []string{"일시: 9월 5일 오후 4시", "팀장: 이번 분기 목표부터 보겠습니다.", "지수: 신규 고객 40곳 목표 중 31곳을 확보했습니다.", "현우: 이탈 고객은 5곳으로 지난 분기보다 2곳 줄었습니다.", "팀장: 그럼 남은 기간은 신규 고객 발굴에 집중하겠습니다.", "지수: 제안서는 제가 금요일까지 만들겠습니다."},
		func(r contract.Report) bool { return strings.HasPrefix(r.Conclusion, "팀장: 그럼") }},
	{"an opening that names the text and an aside are no findings", []string{"이번 주 물류 현황입니다.", "출고는 3,420건으로 지난주보다 6% 늘었습니다.", "반품은 118건이었습니다.", "오배송은 4건이었고 모두 당일 재발송했습니다.", "참고로 다음 주 월요일은 택배사 휴무라 출고가 없습니다."},
		func(r contract.Report) bool {
			return len(r.KeyPoints) == 3 && !slices.ContainsFunc(r.KeyPoints, func(k contract.KeyPoint) bool {
				return strings.HasPrefix(k.Evidence, "참고로") || strings.HasPrefix(k.Evidence, "이번 주")
			})
		}},
	{"a judgement in -ㄴ 것으로 판단됩니다 stays the conclusion before the proposal 따라서 draws from it", []string{"지난 한 달 동안 사내 카페 운영 시간을 오후 6시까지로 늘려 봤습니다.", "오후 4시 이후 주문은 하루 평균 85잔이었습니다.", "인건비는 한 달에 260만 원이 더 들었습니다.", "매출 증가분은 190만 원에 그쳤습니다.", "연장 운영은 비용 대비 효과가 크지 않은 것으로 판단됩니다.", "따라서 다음 달부터는 다시 오후 5시에 문을 닫는 것을 제안드립니다."},
		func(r contract.Report) bool { return strings.HasPrefix(r.Conclusion, "연장 운영은") }},
	{"a method found wanting is the verdict, a study's limits are not", []string{"이번 분기 채용 결과를 보고드립니다.", "목표 12명 중 9명을 채용했습니다.", "개발 직군은 5명 목표에 2명만 뽑았습니다.", "지원자 수 자체가 작년의 절반 수준이었습니다.", "개발 직군 채용은 지금 방식으로는 한계가 있습니다.", "추천 보상금을 100만 원에서 300만 원으로 올리는 방안을 검토해 주십시오."},
		func(r contract.Report) bool { return strings.HasPrefix(r.Conclusion, "개발 직군 채용은") }},
	{"즉 restating a figure sums nothing up", []string{"셔틀버스 시간표가 바뀝니다.", "오전에는 20분 간격, 오후에는 30분 간격으로 운행합니다.", "즉 하루 운행 횟수가 42회에서 36회로 줄어듭니다.", "첫차는 오전 7시, 막차는 오후 9시입니다.", "자세한 시간표는 게시판을 확인해 주세요."},
		func(r contract.Report) bool { return r.Conclusion == "" }},
	{"a closing appraisal with no cue concludes, though a plan follows it", []string{"지난 주말 처음으로 체험 다이빙을 했어요.", "강사님이 두 명씩 맡아서 꼼꼼히 봐 주셨어요.", "장비 대여까지 포함해서 8만 원이었어요.", "처음 하시는 분들께 자신 있게 추천할 수 있는 곳이에요.", "다음엔 자격증 따러 다시 가려고요."},
		func(r contract.Report) bool {
			return r.Conclusion == "처음 하시는 분들께 자신 있게 추천할 수 있는 곳이에요."
		}},
	{"a fault owned in the second half concludes a reply", []string{"불편을 드려 죄송합니다.", "확인해 보니 배송 기사가 주소를 잘못 입력했습니다.", "그 때문에 이틀이 늦어졌습니다.", "어떤 사정이 있어도 연락 없이 늦은 것은 저희의 잘못입니다.", "다음 주문에는 배송비를 받지 않겠습니다."},
		func(r contract.Report) bool {
			return r.Conclusion == "어떤 사정이 있어도 연락 없이 늦은 것은 저희의 잘못입니다."
		}},
	{"a chat's praise of what another did concludes nothing", []string{"엄마: 올해는 배추 40포기만 주문했어.", "엄마: 작년엔 60포기 했는데 너무 많더라.", "아들: 잘했네, 절이는 게 제일 힘들잖아.", "엄마: 올 때 고무장갑 사 와."},
		func(r contract.Report) bool { return r.Conclusion == "" }},
	{"a permission in -어도 괜찮다 and a question are no appraisal", []string{"내일 행사는 10시에 시작해요.", "주차장은 200대까지 들어가요.", "조금 늦으셔도 괜찮아요.", "혹시 점심은 드시고 오시는 거 괜찮아요?"},
		func(r contract.Report) bool { return r.Conclusion == "" }},
	{"결국 leading to an event told is no conclusion, the decision after it is", []string{"어제 부산 출장 다녀왔어요.", "KTX가 선로 장애로 40분 멈췄어요.", "결국 거래처 미팅에 1시간 늦게 도착했어요.", "다행히 거래처에서 이해해 주셔서 계약은 예정대로 진행하기로 했어요.", "계약 금액은 3억 2천만 원이에요."},
		func(r contract.Report) bool { return strings.HasPrefix(r.Conclusion, "다행히") }},
	{"a judgement in a bullet's ending (판단됨) is the conclusion before the step listed after it", []string{"□ 민원 처리 현황 점검 결과", "- 3분기 민원 접수 1,240건, 기한 내 처리율 91%", "- 처리 지연 민원 112건 중 68건이 건축 인허가 분야", "- 인허가 담당 인력은 4명으로 타 구 평균 7명보다 적음", "- 인허가 분야 인력 보강이 시급한 것으로 판단됨", "- 4분기 중 임기제 공무원 2명 채용 추진"},
		func(r contract.Report) bool { return strings.HasPrefix(r.Conclusion, "- 인허가 분야 인력") }},
	{"a formal judgement (사료됩니다) is the conclusion before the closing request", []string{"귀 기관의 협조로 올해 청소년 캠프를 무사히 마쳤습니다.", "참가 청소년은 186명이었고 만족도는 4.5점이었습니다.", "안전사고는 한 건도 없었습니다.", "이는 지역 사회 협력의 좋은 사례로 사료됩니다.", "내년에도 변함없는 협조를 부탁드립니다."},
		func(r contract.Report) bool { return strings.HasPrefix(r.Conclusion, "이는 지역") }},
	{"a verdict the text opens with is the conclusion", []string{"이번 공급사 변경안은 지금 시행하기 어렵다고 봅니다.", "새 공급사의 단가는 8% 낮지만 납기가 열흘 더 깁니다.", "성수기 재고가 부족해질 위험이 큽니다.", "변경은 3월 이후로 미루는 것을 제안합니다."},
		func(r contract.Report) bool { return strings.HasPrefix(r.Conclusion, "이번 공급사") }},
	{"the chair closing the matter in -ㅂ시다 in minutes is the conclusion, not a member's view", []string{"김 과장: 신규 거래처 단가가 12% 낮습니다.", "이 대리: 품질 검사는 아직 한 번만 했어요.", "박 대리: 기존 거래처를 그대로 쓰는 게 맞다고 봅니다.", "부장: 그럼 다음 달까지 두 곳을 함께 써 봅시다.", "다음 회의: 3월 4일"},
		func(r contract.Report) bool { return strings.HasPrefix(r.Conclusion, "부장:") }},
	{"a caveat, a rule or an open question at the end concludes nothing", []string{"이번 주 방문객은 1,240명이었어요.", "주말 대기가 평균 25분이었어요.", "다만 비가 온 토요일은 집계가 빠졌어요.", "입장권 없이 들어오시면 안 돼요.", "다음 달 요금 인상 여부는 아직 본사 결정을 기다리고 있어요."},
		func(r contract.Report) bool { return r.Conclusion == "" }},
	{"a study's set-up and its reservation are no key points", []string{"직원 60명을 대상으로 4주 동안 진행했습니다.", "한 집단은 오전에 회의를 몰았고 다른 집단은 평소대로 일했습니다.", "몰아 쓴 집단의 집중 시간은 하루 1.6시간 늘었습니다.", "회의 만족도도 3.1점에서 3.8점으로 올랐습니다.", "다만 표본이 작아 일반화하기에는 한계가 있습니다.", "반면 오후 메신저 응답은 평균 12분 늦어졌습니다."},
		func(r contract.Report) bool {
			return !slices.ContainsFunc(r.KeyPoints, func(k contract.KeyPoint) bool {
				return strings.HasPrefix(k.Evidence, "직원") || strings.HasPrefix(k.Evidence, "한 집단") || strings.HasPrefix(k.Evidence, "다만")
			})
		}},
	{"a decision in the bullets of minutes is a next action", []string{"로그 저장 비용이 예산보다 35% 많음", "이번 주 안에 디버그 로그를 끄고 보관 기간을 30일로 줄이기로 함", "업그레이드 재시도는 다음 주 목요일로 잠정 결정"},
		func(r contract.Report) bool { return len(r.NextActions) == 2 }},
	// writers list 보내 주시면 돼요 / 보내 주면 돼 as asked (6 of 6 drafts) and a bare -면 되다 as guidance (6 of 7)
	{"a recommendation is the conclusion and an action, so is what one is asked only to do; what one need only do is guidance", []string{"전체 요구액은 148억 원으로 한도보다 12억 원 많습니다.", "따라서 클라우드 이전은 2년 분할로 조정하는 것을 권고합니다.", "나머지 1억 5천만 원은 각 본부가 1%씩 자율 감액하는 방식으로 맞추면 됩니다.", "본부별 감액안은 메일로 보내 주면 돼."},
		func(r contract.Report) bool {
			return strings.HasSuffix(r.Conclusion, "권고합니다.") && len(r.NextActions) == 2 && strings.HasSuffix(r.NextActions[1].Evidence, "보내 주면 돼.")
		}},
	{"a plan a clause gives up is no decision, no conclusion nor next action", []string{"실장님, 시안 일정 관련해서 말씀드릴 게 있어요.", "원래 이번 주 금요일까지 시안 3종 드리기로 했는데 2종만 가능할 것 같아요.", "클라이언트가 색상을 바꿔 달라고 해서 절반을 다시 했거든요.", "지금 진행률은 60% 정도예요."},
		func(r contract.Report) bool { return r.Conclusion == "" && len(r.NextActions) == 0 }},
	{"an obligation is a step where it closes a clause, not where the clause goes on to a reason", []string{"공사 기간에는 계단을 이용하셔야 하므로 큰 불편이 예상됩니다.", "다음 달 안에 교체 업체를 정해야 합니다.", "상의해야 할 단계야, 견적은 내가 받아 볼게.", "재고는 금요일까지 다시 세어 봐야겠어요."},
		func(r contract.Report) bool {
			return len(r.NextActions) == 3 && !slices.ContainsFunc(r.NextActions, func(a contract.KeyPoint) bool { return strings.HasPrefix(a.Evidence, "공사 기간") })
		}},
	{"a bullet under a heading of plans is a next action", []string{"- 처리 현황", "· 전체 문의 1,284건, 전주 대비 9% 증가", "· 미처리 건 37건", "- 향후 계획", "① 결제 오류 안내 문구 홈페이지 게시 (11/22까지)", "② 주말 당번 1명 추가 배치 검토"},
		func(r contract.Report) bool {
			return len(r.NextActions) == 2 && strings.HasPrefix(r.NextActions[0].Evidence, "①") && strings.HasPrefix(r.NextActions[1].Evidence, "②")
		}},
	{"a request asked as a question, or for leave, is a next action", []string{"템플릿 12개를 새로 만들었어요.", "바뀐 환불 규정을 다음 주에 30분 정도 설명해 주실 수 있을까요?", "자료를 검토해 주시겠습니까?", "작업 시간이 12시간쯤 더 들어서 추가 비용을 청구해도 될지 여쭤보고 싶어요.", "회의를 다음 주로 미뤄도 될까요?"},
		func(r contract.Report) bool { return len(r.NextActions) == 4 }},
	{"a note to take in and a request on a maybe ask no step; where to look is one", []string{"회의는 1시간 30분쯤 걸릴 것 같으니 뒤 일정 있으신 분들은 참고해 주세요.", "혹시 생산 일정에 차질이 생긴다면 말씀해 주십시오.", "자료는 오늘 저녁 6시까지 공유 폴더에 올려 주세요!", "변경 방법은 사내 게시판 공지를 참고해 주십시오."},
		func(r contract.Report) bool {
			return len(r.NextActions) == 2 && strings.HasPrefix(r.NextActions[0].Evidence, "자료는")
		}},
	{"a plan named as a baseline or given up is no plan", []string{"현재 공정률은 계획 52% 대비 44%로 8%p 뒤처져 있다.", "예산은 계획 범위 안에서 쓰이고 있다.", "예정된 3월 2일 가동은 어렵다.", "충원 예정이던 상담원 4명을 뽑지 않아도 됩니다.", "다음 주에 설명회를 열 예정입니다."},
		func(r contract.Report) bool {
			return len(r.NextActions) == 1 && strings.HasPrefix(r.NextActions[0].Evidence, "다음 주에")
		}},
	{"a request in the plain style of a report is a next action", []string{"가동이 한 달 늦어지면 사업비는 10억 1천만 원이 된다.", "추가 예산 6천만 원은 예비비에서 쓸 수 있도록 재무팀 승인을 요청한다.", "가동일 변경 여부는 운영위원회에서 최종 결정해 주기 바란다."},
		func(r contract.Report) bool { return len(r.NextActions) == 2 }},
	{"a short line that announces a list below heads it and concludes nothing", []string{"출고 모듈은 3주가량 지연되었다.", "일정 조정이 필요하다.", "이에 다음과 같이 조치하고자 한다.", "연동 규격은 이번 주 안에 동결한다."},
		func(r contract.Report) bool { return !strings.HasPrefix(r.Conclusion, "이에") }},
	{"a bullet labelled as follow-up or noting what is needed is a next action", []string{"- 결론: 외부 결제사 장애를 먼저 알아챌 수단이 없었음", "- 후속: PG사 응답 시간 대시보드 추가", "- 고객 보상 쿠폰 발송 여부는 CS팀과 논의 필요"},
		func(r contract.Report) bool { return len(r.NextActions) == 2 }},
	{"a first line that names the text is a title, however long", []string{"시차 출근제 시범 운영 제안", "지각 건수가 월평균 37건으로 늘었습니다.", "1월부터 3개월간 시차 출근제를 시범 운영할 것을 제안합니다."},
		func(r contract.Report) bool {
			return len(r.NextActions) == 1 && !slices.ContainsFunc(r.KeyPoints, func(k contract.KeyPoint) bool { return k.Evidence == "시차 출근제 시범 운영 제안" })
		}},
	{"a first line that names the text after a bullet and before a note in brackets is a title", []string{"□ 고객센터 주간 업무 보고 (11월 3주)", "- 주요 이슈", "① 결제 오류 문의 급증: 210건, 전체의 16%", "② 환불 처리 지연으로 불만 접수가 45건 늘어남"},
		func(r contract.Report) bool {
			return len(r.KeyPoints) == 2 && !slices.ContainsFunc(r.KeyPoints, func(k contract.KeyPoint) bool { return strings.HasPrefix(k.Evidence, "□") })
		}},
	{"a summing-up lead after a connector sums up", []string{"원두값이 올라서 이익은 4% 줄었어요.", "그래서 고민 끝에 11월부터 아메리카노 가격을 4,800원으로 올리기로 했어요.", "대신 스탬프 10개 모으면 주던 음료 쿠폰은 8개로 줄여서 단골 혜택을 늘릴 거예요.", "메뉴판 가격은 제가 일요일에 바꿔 둘게요."},
		func(r contract.Report) bool { return strings.HasPrefix(r.Conclusion, "그래서") }},
	{"what the risks weighed together make is the conclusion", []string{"바코드 결정이 늦으면 개발 착수가 밀린다.", "연동 규격이 또 바뀌면 추가 지연을 피하기 어렵다.", "이 위험을 모두 고려하면 3월 가동은 어렵고, 4월 첫째 주 가동이 현실적이다.", "가동을 늦추면 사업비는 10억 1천만 원이 된다."},
		func(r contract.Report) bool { return strings.HasPrefix(r.Conclusion, "이 위험을") }},
	{"a judgement others voiced is no conclusion of the writer's", []string{"좌석이 부족하다고 느낀 학생은 83%에 달했습니다.", "예약 좌석 중 평균 27%가 비어 있었습니다.", "특히 오후에는 빈자리를 찾기 어렵다는 의견이 많았습니다."},
		func(r contract.Report) bool { return r.Conclusion == "" }},
	{"an obligation in a condition is no judgement", []string{"패키지 디자인까지 포함하면 납품이 2주 늦어질 것 같아요.", "견적은 200만 원입니다.", "이번 주 안에 검토 부탁드립니다.", "혹시 납품일을 꼭 지켜야 한다면 패키지는 2종만 먼저 진행하는 방법도 있어요."},
		func(r contract.Report) bool { return !strings.HasPrefix(r.Conclusion, "혹시") }},
	{"the step the writer takes on the strength of the findings is the conclusion", []string{"시험 기간 24시간 개방을 원한다는 응답이 79%였습니다.", "예약 좌석 중 평균 27%가 비어 있었습니다.", "학생회는 이 결과를 바탕으로 학교 측에 24시간 개방과 노쇼 벌점제 도입을 요구하겠습니다.", "설문에 참여해 주신 모든 분께 감사드립니다."},
		func(r contract.Report) bool { return strings.HasPrefix(r.Conclusion, "학생회는") }},
	{"what is expected to happen to things is no plan", []string{"2만 5천 장은 오늘 출고했고, 내일 오전 10시 전에 도착할 예정입니다.", "다른 서버 인증서 14개 중 3개도 다음 달 안에 만료될 예정입니다.", "남은 1만 5천 장은 다음 주 화요일까지 보내드리겠습니다."},
		func(r contract.Report) bool {
			return len(r.NextActions) == 1 && strings.HasPrefix(r.NextActions[0].Evidence, "남은")
		}},
	{"a bullet labelled as a step is a next action unless done", []string{"원인: 인증서 만료", "조치 1: 알림 수신처를 팀 공용 메일로 변경함 (완료)", "조치 2: 사내 인증서 전체 목록 점검", "할 일: 온보딩 문서 갱신"},
		func(r contract.Report) bool {
			return len(r.NextActions) == 2 && strings.HasPrefix(r.NextActions[0].Evidence, "조치 2") && strings.HasPrefix(r.NextActions[1].Evidence, "할 일")
		}},
	{"a figure taken up again is listed once, two facts of one value twice",
		[]string{"현재 사무실 의자는 모두 120개이며 그중 45개가 5년 이상 사용한 제품입니다.", "45개를 모두 교체하면 1,260만 원이 듭니다.", "이 120개 의자의 구매 기록은 첨부했습니다.", "교체할 45개의 목록도 붙였습니다.", "디자인팀에 2명, 영업팀에 2명이 합류했습니다."},
		func(r contract.Report) bool {
			count := func(v string) int {
				return len(slices.DeleteFunc(slices.Clone(r.Numbers), func(n contract.Number) bool { return n.Value != v }))
			}
			return count("45") == 1 && count("120") == 1 && count("2") == 2
		}},
	{"what the reader is asked to do first is a next action, and a point only after the findings", []string{"공사 기간에는 승강기 2대 가운데 1대만 운행합니다.", "거동이 불편한 어르신이 있는 세대는 관리사무소에 미리 알려 주시면 계단 이동을 도와 드립니다."},
		func(r contract.Report) bool {
			return len(r.NextActions) == 1 && len(r.KeyPoints) == 2 && r.KeyPoints[1].Evidence == r.NextActions[0].Evidence
		}},
	{"a wish for what may come about is no step; a wish the reader is to grant is", []string{"이번 달 판매는 120개였어요.", "앞으로도 좋은 관계가 이어지기를 바랍니다.", "언젠가 다시 인사드릴 수 있으면 좋겠어요.", "견적서는 금요일까지 보내 주실 수 있으면 좋겠어요."},
		func(r contract.Report) bool {
			return len(r.NextActions) == 1 && strings.HasPrefix(r.NextActions[0].Evidence, "견적서는")
		}},
	{"an option with a deadline asks nothing, nor does what follows if a step is not taken by then", []string{"프리미엄 요금제 가격이 월 9,900원에서 11,900원으로 오릅니다.", "가격 변경에 동의하지 않으시면 12월 31일까지 설정 메뉴에서 해지하실 수 있으며, 이 경우 위약금은 없습니다.", "가계약은 11월 28일까지 본계약으로 바꾸지 않으면 풀립니다."},
		func(r contract.Report) bool { return len(r.NextActions) == 0 }},
	{"a pardon is neither a step nor a point", []string{"면회는 평일 저녁에만 가능합니다.", "발열이 있는 분은 면회를 삼가 주시기 바랍니다.", "불편을 드려 죄송하며 환자분들의 안전을 위한 조치이니 양해 부탁드립니다."},
		func(r contract.Report) bool {
			return len(r.NextActions) == 1 && !slices.ContainsFunc(r.KeyPoints, func(k contract.KeyPoint) bool { return strings.Contains(k.Evidence, "양해") })
		}},
	{"announcing the requests that follow is none of them", []string{"11월 매출은 48억 원입니다.", "이를 위해 몇 가지를 요청드립니다.", "인사팀은 채용을 12월 중순까지 마무리해 주십시오."},
		func(r contract.Report) bool {
			return len(r.NextActions) == 1 && strings.HasPrefix(r.NextActions[0].Evidence, "인사팀")
		}},
	{"a figure on what the conclusion names is one of its points", []string{"전체 매출은 48억 원으로 목표를 넘었습니다.", "호남권 매출은 5억 2천만 원으로 목표의 87%에 그쳤습니다.", "비데 판매량은 3,150대로 12% 줄었습니다.", "렌탈 해지율은 1.6%로 업계 평균보다 낮은 수준입니다.", "수도권 판매량은 9,000대로 작년보다 10% 줄었습니다.", "종합하면 목표는 넘었지만 호남권 매출이 위험 요인입니다."},
		func(r contract.Report) bool {
			has := func(p string) bool {
				return slices.ContainsFunc(r.KeyPoints, func(k contract.KeyPoint) bool { return strings.HasPrefix(k.Evidence, p) })
			}
			return has("호남권")
		}},
	{"a result is not pushed out by sentences that only meet more cue lists", []string{"이번 달 신규 가입자는 1,240명으로 지난달보다 18% 늘었습니다.", "결제 화면 오류 때문에 문의 전화가 이어졌습니다.", "배송 지연은 물류센터 인력 부족 탓입니다.", "앱 속도가 느려서 불만이 나왔습니다.", "따라서 다음 달에는 결제 화면부터 고쳐야 합니다."},
		func(r contract.Report) bool {
			return slices.ContainsFunc(r.KeyPoints, func(k contract.KeyPoint) bool { return strings.HasPrefix(k.Evidence, "이번 달 신규 가입자는") })
		}},
	{"a change a condition leads to is a change, as one told is", []string{"데이터베이스 서버는 가장 큰 사양을 씁니다.", "작은 사양으로 바꾸면 비용이 크게 줄어듭니다.", "성능 시험도 마쳤습니다.", "그러므로 다음 점검일에 서버 사양을 낮출 것을 제안합니다."},
		func(r contract.Report) bool {
			return slices.ContainsFunc(r.KeyPoints, func(k contract.KeyPoint) bool { return strings.HasPrefix(k.Evidence, "작은 사양으로 바꾸면") })
		}},
	{"a line that points to what follows is no point, however long", []string{"학부모님 안녕하십니까?", "가을을 맞아 5학년 현장체험학습을 아래와 같이 실시하고자 합니다.", "일시는 10월 17일 금요일이며, 오전 8시 50분까지 학교 운동장에 모입니다.", "장소는 국립과천과학관이고 학생 148명과 교사 9명이 함께 갑니다.", "버스는 45인승 4대를 이용합니다.", "참가비는 1인당 23,000원입니다."},
		func(r contract.Report) bool {
			return len(r.KeyPoints) == 3 && !slices.ContainsFunc(r.KeyPoints, func(k contract.KeyPoint) bool { return strings.Contains(k.Evidence, "아래와 같이") })
		}},
	{"a condition that leads to a loss ranks before a figure that moved", []string{"공격 시도가 월평균 1,300건으로 작년의 세 배 수준입니다.", "지원이 끝나면 보안 업데이트를 받을 수 없습니다.", "교체 비용은 8,500만 원입니다.", "업체 견적은 두 곳에서 받았습니다.", "따라서 내년 1분기 안에 장비를 교체해야 합니다."},
		func(r contract.Report) bool {
			return len(r.KeyPoints) > 0 && r.KeyPoints[0].Evidence == "지원이 끝나면 보안 업데이트를 받을 수 없습니다."
		}},
	{"what is still not done is a gap among key points", []string{"올해 건강검진 대상자는 1,240명이며 현재 수검률은 68%입니다.", "접종 비용은 1인당 3만 5천 원입니다.", "백신은 80명분이 있습니다.", "아직 검진을 받지 않은 직원은 397명입니다."},
		func(r contract.Report) bool {
			return slices.ContainsFunc(r.KeyPoints, func(k contract.KeyPoint) bool {
				return k.Evidence == "아직 검진을 받지 않은 직원은 397명입니다."
			})
		}},
	{"an opening that names the matter is no key point", []string{"사내 메일 장애 경위를 보고드립니다.", "쌓인 메일은 3,600통이었습니다.", "따라서 알림은 팀 공용 주소로 받아야 합니다."},
		func(r contract.Report) bool {
			return !slices.ContainsFunc(r.KeyPoints, func(k contract.KeyPoint) bool {
				return k.Evidence == "사내 메일 장애 경위를 보고드립니다."
			})
		}},
	{"a loss that did not happen is no issue", []string{"쌓인 메일은 3,600통이었습니다.", "유실된 메일은 없었습니다."},
		func(r contract.Report) bool {
			spared := "유실된 메일은 없었습니다." // a point after the figure, told as it is, but no issue
			return len(r.KeyPoints) == 2 && r.KeyPoints[0].Evidence == "쌓인 메일은 3,600통이었습니다." && !roleOf(spared, 1, 2, nil, false).issue
		}},
	{"a failure told by a negation is an issue", []string{"담당자는 김민수 님입니다.", "외부로 나가는 메일이 발송되지 않았습니다.", "따라서 알림은 팀 공용 주소로 받아야 합니다."},
		func(r contract.Report) bool {
			return len(r.KeyPoints) == 1 && r.KeyPoints[0].Evidence == "외부로 나가는 메일이 발송되지 않았습니다."
		}},
	{"no conclusion sentence gives an empty one", []string{"오늘은 비가 왔어요.", "우산을 챙겼어요."},
		func(r contract.Report) bool { return r.Conclusion == "" }},
	{"a proposal is an action, without its connector", []string{"일정이 밀렸습니다.", "그래서 다음 주까지 시안을 다시 정리하겠습니다."},
		func(r contract.Report) bool {
			return len(r.NextActions) == 1 && r.NextActions[0].Text == "다음 주까지 시안을 다시 정리하겠습니다."
		}},
	{"an opening that names the text asks nothing", []string{"하반기 채용 계획을 공유드려요.", "지원자가 860명이었어요.", "팀장님들은 금요일까지 요구 역량을 정리해 주세요."},
		func(r contract.Report) bool {
			return len(r.NextActions) == 1 && r.NextActions[0].Evidence == "팀장님들은 금요일까지 요구 역량을 정리해 주세요."
		}},
	{"a wish in -어 주셨으면 asks", []string{"검색 광고 단가가 25% 올랐어요.", "그래서 내년 예산을 25% 늘려 주셨으면 해요."},
		func(r contract.Report) bool {
			return r.Conclusion == "그래서 내년 예산을 25% 늘려 주셨으면 해요." && len(r.NextActions) == 1
		}},
	{"a turn to the writer's plan is the step after the point, not the conclusion", []string{"면접 이탈이 많았어요.", "그래서 면접 단계를 4단계에서 3단계로 줄이려고 해요.", "과제 전형은 1시간이에요.", "면접관은 5명이에요.", "공고는 다음 달에 올라가요."},
		func(r contract.Report) bool {
			return r.Conclusion == "" && len(r.NextActions) == 1
		}},
	{"what a turn to a plan is drawn from concludes, the plan is the step after it", []string{"이번 달 신규 회원은 52명이었어요.", "그중 절반이 주말 수업을 골랐어요.", "주말반 수요가 평일반보다 확실히 많다는 게 보였어요.", "그래서 다음 달부터 주말반을 하나 더 열려고 해요."},
		func(r contract.Report) bool {
			return r.Conclusion == "주말반 수요가 평일반보다 확실히 많다는 게 보였어요."
		}},
	{"a chat's turn opening 그럼 settles in a clause before the talk goes on", []string{"민수: 이번 주 회식 어디서 할까", "지영: 고깃집은 지난달에 갔잖아", "민수: 알았어, 그럼 이번엔 횟집으로 가자 ㅋㅋ 예약은 내가 할게", "지영: 난 8시 이후만 돼", "태호: 나도 좋아 8시에 보자"},
		func(r contract.Report) bool {
			return r.Conclusion == "민수: 알았어, 그럼 이번엔 횟집으로 가자 ㅋㅋ 예약은 내가 할게"
		}},
	{"a speaker who opens by summing up says what the meeting found", []string{"은주(팀장): 이번 달 반품은 120건이었어요.", "민호(물류): 그중 70건이 포장 파손이었습니다.", "은주(팀장): 정리하면 포장재만 바꿔도 반품이 절반 가까이 줄 수 있어요.", "민호(물류): 견적은 금요일까지 받아 볼게요."},
		func(r contract.Report) bool {
			return r.Conclusion == "은주(팀장): 정리하면 포장재만 바꿔도 반품이 절반 가까이 줄 수 있어요."
		}},
	{"a turn to what is done anyway concludes nothing, only a turn to a plan, judgement or step does",
		[]string{"도서관은 매일 밤 10시에 문을 닫습니다.", "시험 기간 열람실 이용자가 작년보다 30% 늘었습니다.", "이에 따라 다음 주부터 매주 토요일에도 열람실을 엽니다.", "이용 시간은 오전 9시부터 오후 6시까지입니다."},
		func(r contract.Report) bool { return r.Conclusion == "" }},
	{"a deed for someone is an action, 줄다 is none", []string{"오류 신고가 3,400건이었어요.", "김 PM이 목요일까지 우선순위를 정리해 줄 거예요.", "키오스크를 한 대 더 들이면 대기 시간이 꽤 줄 거예요."},
		func(r contract.Report) bool {
			return len(r.NextActions) == 1 && r.NextActions[0].Evidence == "김 PM이 목요일까지 우선순위를 정리해 줄 거예요."
		}},
	{"a plan left out of the actions is a key point only after the findings", []string{"지원자는 860명이었어요.", "서류 통과율은 11%로 낮았어요.", "추천 보상금은 200만 원에서 300만 원으로 올릴 계획이에요.",
		"인사팀은 금요일까지 공고를 정리해 주세요.", "개발팀은 월요일까지 과제를 정리해 주세요.", "디자인팀은 화요일까지 시안을 정리해 주세요.", "재무팀은 수요일까지 예산을 정리해 주세요."},
		func(r contract.Report) bool {
			return len(r.NextActions) == 4 && len(r.KeyPoints) == 3 && strings.Contains(r.KeyPoints[2].Evidence, "보상금")
		}},
	{"a forecast of a figure is a finding, not the conclusion", []string{"점검은 토요일에 진행됩니다.", "엘리베이터 4대 중 2대만 운행합니다.", "교체 비용은 1,450만 원이며 전기 요금이 연간 15% 정도 줄 것으로 예상됩니다."},
		func(r contract.Report) bool {
			return r.Conclusion == "" && slices.ContainsFunc(r.KeyPoints, func(k contract.KeyPoint) bool { return strings.Contains(k.Evidence, "예상됩니다") })
		}},
	{"a need of an amount measures it, as a forecast of a figure does: no conclusion",
		[]string{"다음 달 헌혈 행사는 12일 금요일에 있어요.", "작년에는 직원 40명이 참여했어요.", "올해는 60명 정도가 필요해요.", "참여하실 분은 수요일까지 신청해 주세요."},
		func(r contract.Report) bool { return r.Conclusion == "" }},
	{"a need of a step with no figure concludes", []string{"출시 후 버그가 23건 나왔어요.", "다음 프로젝트에는 QA 기간을 더 길게 잡는 것이 필요해요."},
		func(r contract.Report) bool { return strings.HasPrefix(r.Conclusion, "다음 프로젝트에는") }},
	{"a forecast alone is news, no conclusion",
		[]string{"12월 6일 토요일에 본사 건물 정전 점검이 있습니다.", "지난번 점검은 예정보다 2시간 늦게 끝났습니다.", "이번에는 작업 범위가 작아 오후 3시 전에 끝날 것으로 예상합니다.", "점검 중에는 엘리베이터를 이용할 수 없습니다."},
		func(r contract.Report) bool { return r.Conclusion == "" }},
	{"a forecast drawn from what came before concludes", []string{"강남점이 11월에 다시 문을 엽니다.", "연말 할인 행사도 시작합니다.", "이에 따라 11월 매출은 10월보다 회복될 것으로 예상합니다."},
		func(r contract.Report) bool { return strings.HasPrefix(r.Conclusion, "이에 따라") }},
	{"a forecast with no figure concludes", []string{"매출이 줄었습니다.", "이대로면 다음 달에도 손실이 클 것으로 예상됩니다."},
		func(r contract.Report) bool {
			return r.Conclusion == "이대로면 다음 달에도 손실이 클 것으로 예상됩니다."
		}},
	{"figures keep their unit and what they measure", []string{"신규 가입자는 1,240명으로 5% 늘었습니다."},
		func(r contract.Report) bool {
			return len(r.Numbers) == 2 && r.Numbers[0] == contract.Number{Value: "1,240", Unit: "명", Context: "신규 가입자", Evidence: "신규 가입자는 1,240명으로 5% 늘었습니다."} && r.Numbers[1].Unit == "%"
		}},
	{"a list number is no figure", []string{"1. 배경", "시장 규모는 3조 원입니다."},
		func(r contract.Report) bool {
			return len(r.Numbers) == 1 && r.Numbers[0].Value == "3조" && r.Sections[0].Heading == "배경"
		}},
	{"a request said four times is one next action, and every sentence stays in a section",
		[]string{"오늘까지 보고서를 보내 주세요.", "오늘까지 보고서를 보내 주세요.", "오늘까지 보고서를 보내 주세요.", "오늘까지 보고서를 보내 주세요."},
		func(r contract.Report) bool {
			return len(r.NextActions) == 1 && strings.Count(r.Sections[0].Body, "보내 주세요.") == 4
		}},
	{"a finding said twice is one key point",
		[]string{"이번 달 매출이 12% 줄었습니다.", "원인은 배송 지연 때문입니다.", "이번 달 매출이 12% 줄었습니다.", "원인은 배송 지연 때문입니다."},
		func(r contract.Report) bool {
			return len(r.KeyPoints) == 2 && r.KeyPoints[0].Evidence != r.KeyPoints[1].Evidence
		}},
	{"a greeting, an open offer and a chat reply are no next actions",
		[]string{"팀원 여러분 안녕하세요!", "다음 주 워크숍 장소가 바뀌었어요.", "신청 안 하신 분은 수요일까지 설문에 답해 주세요.", "궁금한 점은 언제든 편하게 물어봐 주세요.", "ㅇㅋ 진행할게요"},
		func(r contract.Report) bool {
			return len(r.NextActions) == 1 && r.NextActions[0].Evidence == "신청 안 하신 분은 수요일까지 설문에 답해 주세요."
		}},
	{"a judgement in 해요체 is the conclusion as in 합니다체",
		[]string{"방금 배포 이후에 로그인 오류가 계속 나고 있어요.", "오류율이 평소 0.3%에서 4.8%까지 올라갔어요.", "일단 이전 버전으로 되돌리는 게 제일 빠를 것 같아요.", "민수 님이 지금 바로 롤백해 주세요."},
		func(r contract.Report) bool {
			return r.Conclusion == "일단 이전 버전으로 되돌리는 게 제일 빠를 것 같아요."
		}},
	{"a news report: its lead is the conclusion, others' plans are no next actions",
		[]string{"통계청은 지난달 취업자 수가 2,870만 명으로 1년 전보다 21만 명 늘었다고 밝혔다.", "청년층 고용률은 45.2%로 0.8%p 떨어졌다.", "정부는 다음 달 청년 일자리 대책을 발표하기로 했다."},
		func(r contract.Report) bool {
			return r.Conclusion == "통계청은 지난달 취업자 수가 2,870만 명으로 1년 전보다 21만 명 늘었다고 밝혔다." && len(r.NextActions) == 0
		}},
	{"a news report's headline, a line with no full stop above its lead, is no conclusion nor key point",
		[]string{"직장인 41% \"올해 연말 보너스 못 받는다\"", "직장인의 41%가 올해 연말 보너스를 받지 못할 것이라고 답한 조사 결과가 나왔다.", "보너스를 받을 것이라는 응답은 59%로 지난해보다 8%p 줄었다.", "플랫폼 관계자는 \"보상 규모를 줄이는 기업이 늘고 있다\"고 말했다."},
		func(r contract.Report) bool {
			return strings.HasPrefix(r.Conclusion, "직장인의 41%가") && !slices.ContainsFunc(r.KeyPoints, func(k contract.KeyPoint) bool { return !strings.HasSuffix(k.Evidence, ".") })
		}},
	{"a table's rows pasted as lines are no key points; their figures are listed",
		[]string{"10월 운영 지표 공유드립니다.", "항목 | 9월 | 10월", "반품률 | 3.2% | 4.1%", "재구매율 | 27.4% | 25.1%", "걱정되는 건 반품률인데, 반품 사유의 절반 가까이가 사이즈였습니다.", "치수 표가 실제와 2cm 차이 나는 상품이 14개 있었습니다.", "재구매율 하락은 적립금 행사가 없었던 영향으로 보입니다."},
		func(r contract.Report) bool {
			return len(r.KeyPoints) == 3 && !slices.ContainsFunc(r.KeyPoints, func(k contract.KeyPoint) bool { return strings.Contains(k.Evidence, "|") }) &&
				slices.ContainsFunc(r.Numbers, func(n contract.Number) bool { return n.Value == "3.2%" || n.Value+n.Unit == "3.2%" })
		}},
	{"a greeting, a self-introduction and a sign-off are no key points, nor the conclusion",
		[]string{"팀장님, 안녕하세요.", "마케팅팀 김소연입니다.", "다음 달 신제품 홍보 일정을 공유드립니다.", "보도자료는 3일에 배포합니다.", "온라인 광고는 10일부터 집행합니다.", "오프라인 행사는 장소를 확정하는 대로 알려 드리겠습니다.", "감사합니다.", "김소연 드림"},
		func(r contract.Report) bool {
			return r.Conclusion == "" && len(r.KeyPoints) == 3 && r.KeyPoints[0].Evidence == "다음 달 신제품 홍보 일정을 공유드립니다." &&
				r.KeyPoints[1].Evidence == "온라인 광고는 10일부터 집행합니다." && // what the text tells fills the rest, a step it tells last
				r.KeyPoints[2].Evidence == "보도자료는 3일에 배포합니다."
		}},
	{"an opening after a greeting that shares the text is a key point only when there is no other",
		[]string{"개발본부 여러분, 안녕하세요.", "플랫폼팀 서지훈입니다.", "어제 저녁에 있었던 결제 장애 경위를 공유드립니다.", "49분 동안 카드 결제가 실패했습니다.", "결제 시도 8,716건 중 5,902건이 실패했습니다.", "만료 알림이 퇴사자 주소로 가서 아무도 받지 못했습니다."},
		func(r contract.Report) bool {
			return len(r.KeyPoints) == 3 && !slices.ContainsFunc(r.KeyPoints, func(k contract.KeyPoint) bool { return strings.HasSuffix(k.Evidence, "공유드립니다.") })
		}},
	{"what the message tells, named after the opening's address, is no key point where others are",
		[]string{"반장님, 김 사장이에요.", "상가 화장실 건 일정 때문에 연락드려요.", "바닥은 14제곱미터, 벽은 38제곱미터 정도 나와요.", "자재는 19일 오후에 현장으로 들어가요.", "작업 기간은 3일이면 충분할 것 같아요."},
		func(r contract.Report) bool {
			return len(r.KeyPoints) == 3 && !slices.ContainsFunc(r.KeyPoints, func(k contract.KeyPoint) bool { return strings.Contains(k.Evidence, "연락드려요") })
		}},
	{"a self-introduction and thanks are no key points",
		[]string{"저는 영업팀 박지훈입니다.", "신규 거래처 두 곳과 계약을 마쳤습니다.", "따라서 다음 달부터 납품을 시작하는 것이 좋겠습니다.", "늘 감사합니다.", "박지훈 올림"},
		func(r contract.Report) bool {
			return r.Conclusion == "따라서 다음 달부터 납품을 시작하는 것이 좋겠습니다." && !slices.ContainsFunc(r.KeyPoints, func(k contract.KeyPoint) bool {
				return strings.Contains(k.Evidence, "박지훈") || strings.Contains(k.Evidence, "감사")
			})
		}},
	{"a title line and an opening that names the text are no key points",
		[]string{"[장애 보고] 사내 VPN 접속 장애 (11/20)", "영향 범위: 재택 근무자 약 430명 접속 불가", "원인: 인증 서버의 인증서 만료"},
		func(r contract.Report) bool {
			return len(r.KeyPoints) == 2 && r.KeyPoints[0].Evidence != "[장애 보고] 사내 VPN 접속 장애 (11/20)" && r.KeyPoints[1].Evidence != "[장애 보고] 사내 VPN 접속 장애 (11/20)"
		}},
	{"an opening in 합니다 that names the text is no news of a notice",
		[]string{"데이터 엔지니어 경력직 채용 공고를 요약합니다.", "모집 인원은 2명이며 경력 3년 이상인 분을 찾습니다.", "근무지는 판교 본사입니다."},
		func(r contract.Report) bool {
			return !slices.ContainsFunc(r.KeyPoints, func(k contract.KeyPoint) bool { return strings.HasSuffix(k.Evidence, "요약합니다.") })
		}},
	{"an opening after a greeting that says there is news names the text",
		[]string{"안녕하세요, 디자이너 한소라입니다.", "브랜드 리뉴얼 작업 일정 관련해서 말씀드릴 게 있어요.", "로고 시안 3종은 금요일에 보내드릴 수 있어요.", "추가 작업 비용은 200만 원으로 견적을 다시 드렸어요."},
		func(r contract.Report) bool {
			return !slices.ContainsFunc(r.KeyPoints, func(k contract.KeyPoint) bool { return strings.Contains(k.Evidence, "말씀드릴") })
		}},
	{"falling behind and a delay that a condition brings are issues",
		[]string{"전체 일정은 24주입니다.", "입고 모듈 테스트에는 현장 직원 15명이 참여했습니다.", "현장 직원의 만족도는 4.1점이었습니다.", "현재 공정률은 44%로 계획보다 8%p 뒤처져 있습니다.", "바코드 통일 결정이 11월 안에 나지 않으면 재고 모듈 개발 착수가 1월 이후로 밀립니다."},
		func(r contract.Report) bool {
			return len(r.KeyPoints) == 3 && strings.HasPrefix(r.KeyPoints[0].Evidence, "현재 공정률") && strings.HasPrefix(r.KeyPoints[1].Evidence, "바코드")
		}},
	{"an opening that sends the text names it",
		[]string{"팀장님, 이번 주 업무 정리해서 보내드려요.", "고객 문의 답변 템플릿 12개를 새로 만들었어요.", "평균 답변 시간이 8분에서 5분으로 줄었어요.", "환불 문의는 아직 손으로 쓰고 있어요."},
		func(r contract.Report) bool {
			return !slices.ContainsFunc(r.KeyPoints, func(k contract.KeyPoint) bool { return strings.HasPrefix(k.Evidence, "팀장님") })
		}},
	{"an opening that posts the text names it, whatever emoticon closes it",
		[]string{"팀장님~ 성수 팝업 첫날 정리해서 올려요 😊", "오늘 방문객은 총 612명이었고 목표 500명보다 많았어요!!", "굿즈는 300개 중에 260개가 팔렸어요 ㅎㅎ", "오후에는 40분 넘게 기다리신 분들도 있었어요 ㅠㅠ"},
		func(r contract.Report) bool {
			return len(r.KeyPoints) == 3 && !slices.ContainsFunc(r.KeyPoints, func(k contract.KeyPoint) bool { return strings.HasPrefix(k.Evidence, "팀장님") })
		}},
	{"no change and no trouble are no issues",
		[]string{"2027년 1월 2일부터 여권 발급 신청 시간이 바뀝니다.", "평일 접수는 오후 5시 30분에 마감합니다.", "발급 수수료는 5만 원으로 변동이 없습니다.", "기존 예약에는 지장이 없습니다."},
		func(r contract.Report) bool { // the unchanged fee is a figure among the points, no issue
			fee := "발급 수수료는 5만 원으로 변동이 없습니다."
			return slices.ContainsFunc(r.KeyPoints, func(k contract.KeyPoint) bool { return strings.HasSuffix(k.Evidence, "바뀝니다.") }) &&
				!slices.ContainsFunc(r.KeyPoints, func(k contract.KeyPoint) bool { return strings.Contains(k.Evidence, "지장") }) && !roleOf(fee, 2, 4, numbersIn(fee), false).issue
		}},
	{"thanks of any length are no point",
		[]string{"항상 저희 클라우드 저장 서비스를 이용해 주셔서 감사합니다.", "프리미엄 요금제 가격이 월 9,900원에서 11,900원으로 오릅니다.", "저장 용량은 200GB에서 500GB로 늘어납니다."},
		func(r contract.Report) bool {
			return len(r.KeyPoints) == 2 && !slices.ContainsFunc(r.KeyPoints, func(k contract.KeyPoint) bool { return strings.Contains(k.Evidence, "감사") })
		}},
	{"a figure taken up again as all of it is listed once", []string{"인터뷰 대상은 구매 담당자 6명입니다.", "6명 모두 발주서를 아직 팩스로 주고받고 있습니다."},
		func(r contract.Report) bool { return len(r.Numbers) == 1 }},
	{"empty sentences are ignored", []string{"", "  ", "좋습니다."},
		func(r contract.Report) bool { return len(r.Sections) == 1 && r.Sections[0].Body == "좋습니다." }},
	{"nothing in, empty lists out", nil,
		func(r contract.Report) bool {
			return r.KeyPoints != nil && r.Sections != nil && r.Numbers != nil && r.NextActions != nil && len(r.Sections) == 0
		}},
}
