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

func TestRoles(t *testing.T) {
	cases := []struct {
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
		{"a line labelled as the decision or the reviewer's opinion is the conclusion", []string{"3. 검토 의견: 전면 전환보다 지방만 외주로 돌리는 부분 전환이 적절함", "박 대리: 외주를 한 건 더 잡아야 합니다.", "결정 사항: 12월 광고 예산 30% 감축"},
			func(r contract.Report) bool { return strings.HasPrefix(r.Conclusion, "결정 사항:") }},
		{"a lead that gives the conclusion first is the conclusion", []string{"후보 두 곳을 2주간 시험했습니다.", "결론부터 말씀드리면 현재 메신저를 1년 더 쓰는 것이 낫다고 판단합니다.", "첫째, A사 제품은 기록을 옮길 수 없습니다.", "둘째, B사 제품은 연간 252만 원이 더 듭니다."},
			func(r contract.Report) bool { return strings.HasPrefix(r.Conclusion, "결론부터") }},
		{"an overall verdict is the conclusion before a proposal", []string{"방문객은 6,240명이었습니다.", "전체적으로 이번 행사는 목표를 넘어선 성공으로 평가됩니다.", "내년에는 셔틀버스를 운행하는 방안을 제안합니다."},
			func(r contract.Report) bool { return strings.HasPrefix(r.Conclusion, "전체적으로") }},
		{"a decision in the bullets of minutes is a next action", []string{"로그 저장 비용이 예산보다 35% 많음", "이번 주 안에 디버그 로그를 끄고 보관 기간을 30일로 줄이기로 함", "업그레이드 재시도는 다음 주 목요일로 잠정 결정"},
			func(r contract.Report) bool { return len(r.NextActions) == 2 }},
		{"a recommendation is the conclusion and an action, so is what one need only do", []string{"전체 요구액은 148억 원으로 한도보다 12억 원 많습니다.", "따라서 클라우드 이전은 2년 분할로 조정하는 것을 권고합니다.", "나머지 1억 5천만 원은 각 본부가 1%씩 자율 감액하는 방식으로 맞추면 됩니다."},
			func(r contract.Report) bool {
				return strings.HasSuffix(r.Conclusion, "권고합니다.") && len(r.NextActions) == 2
			}},
		{"a plan a clause gives up is no decision, no conclusion nor next action", []string{"실장님, 시안 일정 관련해서 말씀드릴 게 있어요.", "원래 이번 주 금요일까지 시안 3종 드리기로 했는데 2종만 가능할 것 같아요.", "클라이언트가 색상을 바꿔 달라고 해서 절반을 다시 했거든요.", "지금 진행률은 60% 정도예요."},
			func(r contract.Report) bool { return r.Conclusion == "" && len(r.NextActions) == 0 }},
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
		{"what the reader is asked to do first is a next action", []string{"공사 기간에는 승강기 2대 가운데 1대만 운행합니다.", "거동이 불편한 어르신이 있는 세대는 관리사무소에 미리 알려 주시면 계단 이동을 도와 드립니다."},
			func(r contract.Report) bool { return len(r.NextActions) == 1 && len(r.KeyPoints) == 1 }},
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
		{"a sentence that splits a figure stated before details that point", []string{"플랫폼팀 주간 회의록 (11월 24일)", "API 응답 시간은 380ms에서 240ms로 단축", "로그 저장 비용이 월 420만 원으로 예산 대비 35% 초과", "쿠버네티스 업그레이드는 스테이징에서 오류 3건이 발견되어 보류", "오류 3건 중 2건은 원인 파악, 1건은 조사 중", "온보딩 문서가 오래되어 절반 이상이 현재 구성과 다름"},
			func(r contract.Report) bool {
				return len(r.KeyPoints) == 3 && !slices.ContainsFunc(r.KeyPoints, func(k contract.KeyPoint) bool { return strings.HasPrefix(k.Evidence, "오류 3건 중") })
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
				return len(r.KeyPoints) == 1 && r.KeyPoints[0].Evidence == "쌓인 메일은 3,600통이었습니다."
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
		{"a turn to the writer's plan is the conclusion", []string{"면접 이탈이 많았어요.", "그래서 면접 단계를 4단계에서 3단계로 줄이려고 해요.", "과제 전형은 1시간이에요.", "면접관은 5명이에요.", "공고는 다음 달에 올라가요."},
			func(r contract.Report) bool {
				return r.Conclusion == "그래서 면접 단계를 4단계에서 3단계로 줄이려고 해요."
			}},
		{"a turn to what is done anyway concludes nothing, only a turn to a plan, judgement or step does",
			[]string{"도서관은 매일 밤 10시에 문을 닫습니다.", "시험 기간 열람실 이용자가 작년보다 30% 늘었습니다.", "이에 따라 다음 주부터 매주 토요일에도 열람실을 엽니다.", "이용 시간은 오전 9시부터 오후 6시까지입니다."},
			func(r contract.Report) bool { return r.Conclusion == "" }},
		{"a deed for someone is an action, 줄다 is none", []string{"오류 신고가 3,400건이었어요.", "김 PM이 목요일까지 우선순위를 정리해 줄 거예요.", "키오스크를 한 대 더 들이면 대기 시간이 꽤 줄 거예요."},
			func(r contract.Report) bool {
				return len(r.NextActions) == 1 && r.NextActions[0].Evidence == "김 PM이 목요일까지 우선순위를 정리해 줄 거예요."
			}},
		{"a plan left out of the actions is no key point", []string{"지원자는 860명이었어요.", "서류 통과율은 11%로 낮았어요.", "추천 보상금은 200만 원에서 300만 원으로 올릴 계획이에요.",
			"인사팀은 금요일까지 공고를 정리해 주세요.", "개발팀은 월요일까지 과제를 정리해 주세요.", "디자인팀은 화요일까지 시안을 정리해 주세요.", "재무팀은 수요일까지 예산을 정리해 주세요."},
			func(r contract.Report) bool {
				return len(r.NextActions) == 4 && !slices.ContainsFunc(r.KeyPoints, func(k contract.KeyPoint) bool { return strings.Contains(k.Evidence, "보상금") })
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
				return r.Conclusion == "" && len(r.KeyPoints) == 1 && r.KeyPoints[0].Evidence == "다음 달 신제품 홍보 일정을 공유드립니다."
			}},
		{"an opening after a greeting that shares the text is a key point only when there is no other",
			[]string{"개발본부 여러분, 안녕하세요.", "플랫폼팀 서지훈입니다.", "어제 저녁에 있었던 결제 장애 경위를 공유드립니다.", "49분 동안 카드 결제가 실패했습니다.", "결제 시도 8,716건 중 5,902건이 실패했습니다.", "만료 알림이 퇴사자 주소로 가서 아무도 받지 못했습니다."},
			func(r contract.Report) bool {
				return len(r.KeyPoints) == 3 && !slices.ContainsFunc(r.KeyPoints, func(k contract.KeyPoint) bool { return strings.HasSuffix(k.Evidence, "공유드립니다.") })
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
			func(r contract.Report) bool {
				return strings.HasSuffix(r.KeyPoints[0].Evidence, "바뀝니다.") && !slices.ContainsFunc(r.KeyPoints, func(k contract.KeyPoint) bool { return strings.Contains(k.Evidence, "지장") })
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
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if r := Report(tc.in); !tc.check(r) {
				got, _ := json.Marshal(r)
				t.Errorf("report %s", got)
			}
		})
	}
}

func TestAtMostSixSections(t *testing.T) {
	var in []string
	for _, w := range []string{"첫째", "둘째", "셋째", "넷째", "다음으로", "한편", "반면", "마지막으로"} {
		in = append(in, w+", 검토 결과를 정리했습니다.", "세부 내용은 별첨에 있습니다.")
	}
	r := Report(in)
	checkFaithful(t, in, r)
	if len(r.Sections) != contract.SectionsMax {
		t.Errorf("%d sections", len(r.Sections))
	}
}

// TestNumberContexts holds each class of construction the numbers part reads (issue 13): what
// names a figure, what never does, and what is no figure at all.
func TestNumberContexts(t *testing.T) {
	cases := []struct {
		name, sentence string
		want           []string // value+unit=a word the context holds, in order
	}{
		{"a copula noun before the figure", "목표였던 3,000건을 넘겼지만 쿠폰 사용률은 18%로 낮았어요.", []string{"3,000건=목표", "18%=쿠폰 사용률"}},
		{"never a bound after it", "CPU 사용률은 하루 대부분 20% 아래에 머물러 있습니다.", []string{"20%=CPU 사용률"}},
		{"the predicate of the sentence the figure is topic of", "그중 5개는 외부에서 바로 악용할 수 있는 높은 위험 등급입니다.", []string{"5개=위험 등급"}},
		{"a genitive that narrows it", "성능 시험에서도 응답 시간의 차이는 5% 이내였습니다.", []string{"5%=응답 시간"}},
		{"never a place", "모의 피싱 메일 시험에서는 직원의 12%가 링크를 눌렀습니다.", []string{"12%=직원"}},
		{"never a quotation", "가장 많은 의견은 배송이 느리다는 내용으로 전체의 38%를 차지했어요.", []string{"38%=배송"}},
		{"never a verb made noun", "올해 초에 책 24권 읽기를 목표로 세웠어요.", []string{"24권=책"}},
		{"past a verb, its topic and not its objects", "교체 비용은 장비와 설치를 합쳐 약 8,500만 원으로 추산됩니다.", []string{"8,500만원=교체 비용"}},
		{"a period in two units is one figure", "평균 사용 기간은 1년 4개월이었어요.", []string{"1년 4개월=사용 기간"}},
		{"a fraction is no figure", "시험 환경의 데이터가 운영 환경의 10분의 1 수준이어서 놓쳤습니다.", nil},
		{"a scale is no score", "만족도는 5점 만점에 3.6점이었습니다.", []string{"3.6점=만족도"}},
		{"a rate per person and a number that names are no amounts", "사용료는 1인당 8,000원이고 문의는 내선 2345로 주세요.", []string{"8,000원=사용료"}},
		{"a day in an order is no amount", "7일 차 잔존율은 21%로 1.0 때보다 낮아요.", []string{"21%=잔존율"}},
		{"an age group is no count", "20대 응답자의 만족도는 3.5점이었습니다.", []string{"3.5점=만족도"}},
		{"a count before 의 with no noun before it counts the noun after", "약 2만 3천 건의 주문이 취소되었습니다.", []string{"2만 3천건=주문"}},
		{"a count before 의 counts the noun before it", "신메뉴 3종의 판매량은 4만 개였습니다.", []string{"3종=신메뉴", "4만개=판매량"}},
		{"the base of a comparison names no figure", "추천 의향 지수는 32로 전 분기 대비 5포인트 상승했습니다.", []string{"32=추천 의향 지수", "5포인트=추천 의향 지수"}},
		{"the unit of an earlier figure is no noun", "증액분 8천만 원 가운데 5천만 원은 광고에 씁니다.", []string{"8천만원=증액분", "5천만원=증액분"}},
		{"a bound in 인 holds the subject before it", "통근 시간이 하루 90분 이상인 직원에게서 효과가 컸어요.", []string{"90분=통근 시간"}},
		{"a whole a part is taken from", "자유 의견 640건 가운데 상담원 친절을 칭찬한 의견이 120건이었습니다.", []string{"640건=자유 의견", "120건=의견"}},
		{"a sum is named by what it is spent on", "증액분 8천만 원 가운데 5천만 원은 유튜브 광고에 쓰고 나머지 3천만 원은 오프라인 행사 2회에 쓸 거예요.", []string{"8천만원=증액분", "5천만원=유튜브 광고", "3천만원=오프라인 행사", "2회=오프라인 행사"}},
		{"a sum spent on nothing named keeps its noun", "교체 비용은 1,450만 원이며 예산 안에서 씁니다.", []string{"1,450만원=교체 비용"}},
		{"a share in subject is of the whole in 의 before it", "가장 만족스러운 항목은 배송 속도로 응답자의 71%가 만족한다고 답했습니다.", []string{"71%=응답자"}},
		{"a quarter by which is no amount", "내년 1분기 안에 방화벽 장비를 교체해야 합니다.", nil},
		// Whatever is written onto a figure is its unit once particles and copula are cut off.
		{"a unit never carries its particle", "기준금리가 1.75%포인트로 올랐습니다.", []string{"1.75%포인트=기준금리"}},
		{"a counter before a particle", "수출 물량은 3,200톤으로 지난해보다 12% 늘었습니다.", []string{"3,200톤=수출 물량", "12%=수출 물량"}},
		{"a sign as unit before a copula", "면적은 84㎡이고 가격은 3억 2천만 원입니다.", []string{"84㎡=면적", "3억 2천만원=가격"}},
		{"a counter of two syllables, not the shorter unit of the list", "신규 입주 가구는 120가구, 대기 세대는 45세대입니다.", []string{"120가구=입주 가구", "45세대=대기 세대"}},
		{"Latin units", "기준금리는 0.25%p 올라 25bp 인상됐습니다.", []string{"0.25%p=기준금리", "25bp=기준금리"}},
		{"Latin units before particles", "저장 공간은 500GB에서 2TB로 늘었고 발전 용량은 50MW였습니다.", []string{"500GB=저장 공간", "2TB=저장 공간", "50MW=발전 용량"}},
		{"currencies and a copula in the past", "수입액은 4억 달러였고 원자재 단가는 7.2위안까지 올랐습니다.", []string{"4억달러=수입액", "7.2위안=단가"}},
		{"counters of ships, trucks, times", "부산항에는 선박 3척과 트럭 12대가 투입됐고 점검은 5차례였습니다.", []string{"3척=선박", "12대=트럭", "5차례=점검"}},
		{"a unit before a distributive and a ratio", "직원들은 하루 평균 커피를 2잔씩 마시고 매출은 작년의 2배로 늘었어요.", []string{"2잔=커피", "2배=매출"}},
		{"a spaced unit is a word of its own", "원유 도입량은 8,400만 배럴로 줄었고 재료는 10만 원어치가 남았다.", []string{"8,400만배럴=원유 도입량", "10만원=재료"}},
		{"a rate names no figure", "A사 견적은 개당 28만 원, B사 견적은 개당 31만 원입니다.", []string{"28만원=A사 견적", "31만원=B사 견적"}},
		{"a past verb, a copula and a verb before its noun name nothing", "지난달 수출액은 작년보다 7.4% 늘었다고 밝혔고 처리 용량은 하루 40톤 늘릴 계획이다.", []string{"7.4%=수출액", "40톤=처리 용량"}},
		{"a figure held to a bound measures the nouns before it", "이 가운데 전용면적 59㎡ 이하 소형 주택이 780가구입니다.", []string{"59㎡=전용면적", "780가구=소형 주택"}},
		{"an ordinal written onto a figure is no amount", "2차전에서는 3회차 교육생 40명이 1등을 했고 5차례 발표했습니다.", []string{"40명=교육생", "5차례=발표"}},
		{"a name with a figure is no amount, a counter after it is", "3호선 공사 구간은 84평 규모입니다.", []string{"84평=공사 구간"}},
		{"a loanword in 일 is a noun", "B 서비스는 파일 보관 용량이 5GB로 제한됩니다.", []string{"5GB=파일 보관 용량"}},
		{"a noun held to a bound by 만", "지난번 고깃집은 대기만 40분이라 다들 힘들었어요.", []string{"40분=대기"}},
		// A range is one figure, written as it stands, with the unit of its upper end.
		{"a range in a hyphen", "배송에는 3-5일이 걸립니다.", []string{"3-5일=배송"}},
		{"a range in a tilde", "보통 2~3주가 걸리고 참석 인원은 20~30명 정도입니다.", []string{"2~3주=", "20~30명=참석 인원"}},
		{"a range whose lower end repeats the unit", "할인율은 10%~15%입니다.", []string{"10%~15%=할인율"}},
		{"a range in a tilde operator", "제작 기간은 3∼5일입니다.", []string{"3∼5일=제작 기간"}},
		{"a range in an en dash", "검수 기간은 3–5일입니다.", []string{"3–5일=검수 기간"}},
		{"a range in 에서", "배송에는 3에서 5일이 걸립니다.", []string{"3에서 5일=배송"}},
		{"a change is two figures, no range", "오류율이 평소 0.3%에서 4.8%까지 올라갔고 용량은 500GB에서 2TB로 늘었어요.", []string{"0.3%=오류율", "4.8%=오류율", "500GB=용량", "2TB=용량"}},
		{"a bound of time names no figure", "현재 개발자는 42명이고 연말까지 12명을 더 뽑으려고 해요.", []string{"42명=개발자", "12명=개발자"}},
		{"a bound of time before a count of its own", "상반기부터 매장 8곳을 새로 열 계획입니다.", []string{"8곳=매장"}},
		{"a noun in 과 after a vowel is no particle", "이들의 초과 근무는 주당 평균 3.2시간 줄었어요.", []string{"3.2시간=초과 근무"}},
		{"a noun in 과 keeps its place in the phrase", "소아과 대기 시간은 평균 40분이었습니다.", []string{"40분=소아과 대기 시간"}},
		{"a version before 의 names which one", "지난달 출시한 가계부 앱 2.0의 회고를 정리했어요.", nil},
		{"a version before a noun names which one", "앱 2.0 출시는 2주 미뤄졌고 평점 4.5 이상인 리뷰는 1.5 수준의 가중치를 받았습니다.", []string{"2주=출시", "4.5=평점", "1.5="}},
		{"a season before 의 names which one, its count does not", "시즌 2의 시청자는 12만 명이었습니다.", []string{"12만명=시청자"}},
		{"a schedule that names a group is no figure", "주 2일 재택 그룹의 업무 완료율은 7% 높았어요.", []string{"7%=업무 완료율"}},
		{"a schedule of a plan is one", "내년부터 주 2일 재택을 시범 도입합니다.", []string{"2일=재택"}},
		{"a rate in 당 on a unit is no amount", "쿠폰 사용률은 34%였고 쿠폰 1장당 평균 할인액은 5,400원이었어요.", []string{"34%=쿠폰 사용률", "5,400원=할인액"}},
		{"a distributive leaves the nouns it counts", "매주 수요일 오후 2시간씩 혈압 상담을 운영합니다.", []string{"2시간=혈압 상담"}},
		{"a contracted past is no noun", "불량이 40건 생겼고 반품은 12건이었어요.", []string{"40건=불량", "12건=반품"}},
		{"past a verb, its subject is its own and the topic goes on", "화물차 운임은 경유 가격이 올라 한 대에 평균 4만 원 올랐어요.", []string{"4만원=화물차 운임"}},
		{"past a verb, a subject in 이 is its own", "접종 비용은 회사가 전액 부담하며 1인당 3만 5천 원입니다.", []string{"3만 5천원=접종 비용"}},
		{"a figure after a comma keeps the topic", "교육 예산은 1인당 120만 원, 모두 7,680만 원이 들었습니다.", []string{"120만원=교육 예산", "7,680만원=교육 예산"}},
		{"per one of a bound noun names nothing", "상담은 한 번에 20분이며 하루 최대 6명까지 받을 수 있습니다.", []string{"20분=상담", "6명=상담"}},
		{"a figure bare before a noun in 으로 counts it", "교육은 4주 과정으로 진행했습니다.", []string{"4주=과정"}},
		{"a value noun in 으로 says by what", "전 직원 150명 기준으로 연간 720만 원이 더 듭니다.", []string{"150명=직원", "720만원="}},
		{"a contracted copula and a bound after the unit", "문의는 모두 640건이었고 비밀번호는 90일마다 바꿉니다.", []string{"640건=문의", "90일=비밀번호"}},
		{"a year and a day of an event are no amounts", "회사는 2019년 설립됐으며 150억 원을 유치했다고 28일 밝혔다.", []string{"150억원=유치"}},
		{"a day after 지난 is a date, a span after it is not", "지난 15일 회의에서 위원 11명이 찬성했고 지난 3일 동안 문의가 40건 들어왔습니다.", []string{"11명=위원", "3일=", "40건=문의"}},
		{"a month or a year with a suffix is a time", "2027년도 예산안과 12월분 당직표를 확정했고 1인당 평균 5일입니다.", []string{"5일="}},
		{"a numbered item's label is no amount", "조치 2: 만료 30일 전부터 경고를 표시함", []string{"30일=만료"}},
		{"a unit never carries 까지만 nor a copula in 여서", "증가 한도는 8%여서 면회는 5시간까지만 가능합니다.", []string{"8%=증가 한도", "5시간=면회"}},
		{"degrees are a unit", "성수점만 냉장고 온도가 8도까지 올라가 있었어요.", []string{"8도=냉장고 온도"}},
		{"a class is a name, a sign of degrees is no noun", "5학년 2반 학생은 28명이고 기온은 영하 5도까지 떨어졌습니다.", []string{"28명=학생", "5도=기온"}},
		{"a building's number is a name", "공사 순서는 101동부터 시작하며 한 동당 약 6주가 걸립니다.", []string{"6주="}},
		{"a grade and a kind of room are names", "5학년 학생 148명이 가고 1인실 병실료 차액은 하루 18만 원입니다.", []string{"148명=학생", "18만원=병실료"}},
		{"the basis of a measure names nothing", "월 반복 매출(MRR)은 9월 말 기준 6억 8천만 원이고 응답 시간은 p95 기준 380ms입니다.", []string{"6억 8천만원=MRR", "380ms=응답 시간"}},
		{"a span of the calendar before the base of a comparison names nothing", "고객 이탈률은 월 1.8%로 지난 분기 2.5%보다 낮아졌습니다.", []string{"1.8%=이탈률", "2.5%=이탈률"}},
		{"a target set against the topic", "방문객은 모두 6,240명으로 목표했던 5,000명을 웃돌았습니다.", []string{"6,240명=방문객", "5,000명=목표"}},
		{"what a figure depends on names nothing", "연봉은 경력에 따라 5,500만~7,500만 원 사이에서 협의하고 장롱은 높이가 120cm를 넘으면 추가 요금을 받습니다.", []string{"5,500만~7,500만원=연봉", "120cm=높이"}},
		{"a part counts what its whole counts", "심의위원 5명 중 4명은 나눠 진행하자는 의견이었습니다.", []string{"5명=심의위원", "4명=심의위원"}},
		{"the size of what follows names nothing", "메디로그는 150억 원 규모의 시리즈 B 투자를 유치했다.", []string{"150억원=투자"}},
		{"a change stays a change with a bound on its end", "새 시스템은 상담원 1인당 하루 처리 건수를 60건에서 85건 안팎까지 늘릴 수 있습니다.", []string{"60건=처리 건수", "85건=처리 건수"}},
		{"a figure for each before a total is read past as a figure", "추가 작업 비용은 종당 40만 원씩 200만 원으로 견적을 다시 드렸어요.", []string{"40만원=추가 작업 비용", "200만원=추가 작업 비용"}},
		{"a span in a native numeral (한 달) names no figure", "마감 직전에 접수가 몰려 직원 초과 근무가 한 달 평균 46시간에 이르렀습니다.", []string{"46시간=초과 근무"}},
		{"a day before a clock time is a date", "- 기간: 18일 19:10 ~ 19:52, 약 40분", []string{"40분=기간"}},
		{"a half of the year before a figure says when", "지원자는 작년 하반기 1,640명보다 41% 늘었습니다.", []string{"1,640명=지원자", "41%=지원자"}},
		{"an age group compared is no count", "연령대별로는 20대의 배달 의존도가 30대보다 뚜렷하게 높았다.", nil},
		{"a postposition in 따른 names no figure", "지연에 따른 보상으로 이번 주문 금액의 5%인 320만 원을 청구 금액에서 빼 드리겠습니다.", []string{"5%=주문 금액", "320만원="}},
		{"a unit word after a figure with a unit of its own is a noun", "본 조사는 전국 1인 가구 1,200명을 대상으로 진행하였다.", []string{"1,200명=가구"}},
		{"an answer in quotes is what was said, not what is counted", "버리는 이유로는 '양이 너무 많다'가 71%로 가장 많았다.", []string{"71%=이유"}},
		{"an answer of one word in quotes too", "버리는 이유로는 '많다'가 71%로 가장 많았다.", []string{"71%=이유"}},
		{"an answer of a noun phrase in quotes too", "받지 못하는 이유로는 '회사 실적 악화'가 44%로 가장 많았다.", []string{"44%=이유"}},
		{"a part of a whole in any unit written apart", "현재 물량 4만 장 가운데 2만 5천 장은 오늘 오후에 출고했고, 내일 도착할 예정입니다.", []string{"4만장=물량", "2만 5천장=물량"}},
		{"a period in 간 before an object measures the object's run", "이에 인사팀은 1월부터 3개월간 시차 출근제를 시범 운영할 것을 제안합니다.", []string{"3개월=시차 출근제"}},
		{"a period in 간의 measures the noun after it", "후보는 두 곳이며, 기능 시연과 2주간의 시험 사용을 거쳤습니다.", []string{"2주=시험 사용"}},
		{"a compound of a noun that ends as a particle does is a noun", "평균 객단가 | 32,500원 | 34,100원", []string{"32,500원=객단가", "34,100원=객단가"}},
		{"a note in brackets after a figure remarks on it; the nouns before name it", "· 미처리 건 37건 (주말 접수분)", []string{"37건=미처리 건"}},
		{"a period before 동안 is the nouns' before it", "점검 시간 6시간 동안 그룹웨어, 전자결재, 메일 접속이 모두 중단됩니다.", []string{"6시간=점검 시간"}},
		{"the rest of an amount in digits after a magnitude is of it", "결제 사용자 1인당 매출은 1만 2,300원으로 늘었다.", []string{"1만 2,300원=매출"}},
		{"a difference is an amount, and what it is set against names nothing", "치수 표가 실제와 최대 2cm 차이 나는 상품이 많았습니다.", []string{"2cm=치수 표"}},
		{"a comma ends the nouns after a figure", "결정 사항: 12월 인스타그램 예산 30% 감축, 유튜브로 재배정", []string{"30%=인스타그램 예산"}},
		{"a week after a month is a date", "□ 고객센터 주간 업무 보고 (11월 3주), 전체 문의 1,284건", []string{"1,284건=문의"}},
		{"a label and a total in brackets", "장애 시간: 11월 20일 08:40 ~ 10:15 (총 1시간 35분)", []string{"1시간 35분=장애 시간"}},
		{"a noun before 까지 that is no time names what is left to it", "감액 규모는 약 10억 원으로 한도까지 1억 5천만 원이 남고 연말까지 12명을 더 뽑습니다.", []string{"10억원=감액 규모", "1억 5천만원=한도", "12명="}},
		{"a count in brackets after a list totals what its label names", "참석: 박민준, 이하은, 최우진, 정소연 (4명)", []string{"4명=참석"}},
		{"days above 31 and days after a frequency are counts", "보관 기간을 90일에서 30일로 줄이고 재택근무는 주 2일까지 가능합니다.", []string{"90일=보관 기간", "30일=보관 기간", "2일=재택근무"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var got []string
			for _, n := range numbersIn(tc.sentence) {
				for _, p := range []string{"로", "에", "의", "은", "는", "이", "가", "을", "를", "도", "만", "까지", "부터", "씩", "였", "이고"} {
					if strings.HasSuffix(n.Unit, p) && n.Unit != "도" || p != "만" && strings.HasSuffix(n.Value, p) { // 8,500만: a magnitude; 8도: degrees
						t.Errorf("number %q %q carries the particle %q", n.Value, n.Unit, p)
					}
				}
				v := n.Value // the value may carry its unit already (8.4%)
				if !strings.HasSuffix(v, n.Unit) {
					v += n.Unit
				}
				got = append(got, v+"="+n.Context)
			}
			if len(got) != len(tc.want) {
				t.Fatalf("numbers %q, want %q", got, tc.want)
			}
			for i, w := range tc.want {
				figure, head, _ := strings.Cut(w, "=")
				if g, ctx, _ := strings.Cut(got[i], "="); g != figure || !strings.Contains(ctx, head) {
					t.Errorf("number %q, want %q", got[i], w)
				}
			}
		})
	}
}

// TestContextsAreNounPhrases: a context is a clean noun phrase, never the stem of an adjective
// (비슷) nor a noun with the copula that describes the figure (목표치인).
func TestContextsAreNounPhrases(t *testing.T) {
	for s, want := range map[string][]string{
		"온라인 매출은 15%로 작년과 비슷합니다.":              {"온라인 매출"},
		"방문자 수는 1,200명으로 꾸준했어요.":               {"방문자 수"},
		"전환율은 목표치인 3%를 넘지 못했습니다.":              {"목표치"},
		"참여 인원은 적정 수준인 40명이었습니다.":              {"적정 수준"},
		"외국인 300명이 행사에 다녀갔습니다.":                {"외국인"},
		"배송에는 평소보다 긴 3-5일이 걸립니다.":              {"배송"},
		"연말 주문이 몰리면서 입고량이 평소보다 25% 늘었기 때문입니다.": {"입고량"},
		"홍보 예산은 500만 원으로 작년과 동일합니다.":           {"홍보 예산"},
		"7일 차 잔존율은 21%로 낮아요.":                  {"잔존율"},
		"푸드트럭 대기로, 길게는 50분을 기다렸다는 의견이 있었습니다.":  {""},
		"개발, 디자인, 영업 세 직군에 모두 2,315명이 지원했습니다.": {"지원"},     // 디자인, is listed, no copula
		"- 잘된 점: 알림이 5분 만에 울려 당직자가 바로 확인함":     {"알림"},     // a label's colon and a dash close the phrase
		"라벨 재부착에는 인력 12명이 3주 동안 매달려야 한다.":      {"인력", ""}, // a verb in -어야 is no noun
		"- 아쉬운 점: 서버 문제인지 망 문제인지 가리는 데 25분 걸림": {""},       // nor a memo's last word in -ㅁ
	} {
		var got []string
		for _, n := range numbersIn(s) {
			got = append(got, n.Context)
		}
		if !slices.Equal(got, want) {
			t.Errorf("%s: contexts %q, want %q", s, got, want)
		}
	}
}

// TestHeadings: a heading is a short label drawn from the sentences, never chat, a greeting, a
// sign-off or a whole sentence; with no label to draw, a fixed one.
func TestHeadings(t *testing.T) {
	cases := []struct {
		name string
		in   []string
		want []string
	}{
		{"chat is no heading", []string{"이번 주 금요일 회식 메뉴 정해야 해요.", "치킨 어때요?", "당연하지 ㅠㅠ 난 허니콤보", "저는 양념이요 ㅋㅋ", "그럼 7시에 예약할게요."},
			[]string{"배경", "다음 계획"}},
		{"a greeting and a sign-off are no headings", []string{"안녕하세요, 팀장님.", "3분기 정산 결과를 보내드립니다.", "매출은 지난 분기보다 12% 늘었습니다.", "검토 부탁드립니다.", "박지현 드림"},
			[]string{"배경", "다음 계획"}},
		{"an announcement gives the noun it opens with", []string{"잘한 점부터 정리할게요.", "배포가 자동화되어 하루 만에 끝났어요.", "리뷰도 빨라졌어요."},
			[]string{"잘한 점"}},
		{"a bullet that states a figure is no heading", []string{"1. 외주 전환 시", "- 월 외주비 9,860만 원으로 지금보다 2,660만 원 증가", "- 지연율은 1.5% 안팎으로 개선 예상", "- 기존 기사 고용 승계 문제 있음"},
			[]string{"외주 전환 시"}},
		{"a bracketed label without its brackets", []string{"[향후 계획]", "다음 주까지 점검표를 고치겠습니다."}, []string{"향후 계획"}},
		{"a label line as it stands", []string{"다음 할 일", "디자인팀은 시안을 금요일까지 공유해 주세요."}, []string{"다음 할 일"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			r := Report(tc.in)
			checkFaithful(t, tc.in, r)
			var got []string
			for _, s := range r.Sections {
				got = append(got, s.Heading)
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("headings %q, want %q", got, tc.want)
			}
		})
	}
	for s, want := range map[string]bool{"향후 계획": true, "재발 방지": true, "개요": true, "다음 할 일": true, "잘한 점": true, "업무 보고": true,
		"당연하지 ㅠㅠ 난 허니콤보": false, "박지현 드림": false, "감사합니다": false, "넵 알겠습니다": false, "우리": false, "옮기": false, "고마워요~": false} {
		if label(s) != want {
			t.Errorf("label(%q) = %v", s, !want)
		}
	}
}

// TestReadings: the sentence readings the ranking rests on. -까지 sets a deadline only after a word
// of time; a cause is a clause that brings the rest about, not a purpose or a topic; a trouble is an
// issue unless what fell is itself a trouble (inquiries, failures).
func TestReadings(t *testing.T) {
	issue := func(s string) bool { return roleOf(s, 1, 3, numbersIn(s), false).issue }
	for _, c := range []struct {
		reading        string
		read           func(string) bool
		name, sentence string
		want           bool
	}{
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
	} {
		t.Run(c.reading+"/"+cmp.Or(c.name, c.sentence), func(t *testing.T) {
			if got := c.read(c.sentence); got != c.want {
				t.Errorf("%s(%q) = %v, want %v", c.reading, c.sentence, got, c.want)
			}
		})
	}
}
