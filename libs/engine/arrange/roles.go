package arrange

import (
	"slices"
	"strings"
	"unicode/utf8"

	"maltu/libs/engine/hangul"
	"maltu/libs/engine/internal/wordlist"
	"maltu/libs/engine/speech"
	"maltu/libs/gate/contract"
)

// role is what a sentence does in the text.
type role struct {
	conclusion int // how much it reads as the text's conclusion (see weighRoles)
	key        int // how central it is: a figure that moved, a cause, a risk, emphasis
	action     bool
	act        int // how strongly it reads as a next action (see actionStrength)
	issue      bool
	figures    bool
	heading    bool // a short line that names what follows (1. 배경, 향후 계획)
	decision   bool // a decision taken (-기로 했다): on a tie a judgement is the conclusion
	news       bool // a notice's news told as the deed it sets (openingDeed): a step and a finding both
	verdict    bool // it reads as the writer's appraisal of the whole (see verdict)
	voiced     bool // an appraisal of the whole quoted from others: a news report's point
	proposes   bool // a step the writer proposes, asks or finds needed (see proposes)
	plan       bool // a turn to the writer's plan (그래서 … 늘리려고 해요): the step after the point (see groundOfPlan)
	asks       bool // a request or a proposal to the reader, the only action a news report has
	opensPart  bool // an enumerator or a shift of topic starts a new section here
	phatic     bool // a greeting, a sign-off or the writer introducing themself: never a point
	names      bool // an opening that names what the text does (채용 공고를 요약합니다): no news of its own
	frame      bool // a line that sets the frame (일시: …, 1,200명을 대상으로 진행하였다): no news of its own either
	plain      bool // in the plain written style (늘었다, 이다), as a news report is
	row        bool // a table's row pasted as a line (반품률 | 3.2% | 4.1%): figures, no point; the sentences about them make it

	// what weighRoles weighs conclusion and key by: the conclusionCues and keyClasses that match, the
	// keyWords it holds, and whether it is a point only when there is no other (minor)
	concluding, classes cueSet
	emphasis            int
	minor               bool
}

var (
	// summingOpeners sum up what came before; 따라서 and 그래서 lead to a step as often as to a
	// verdict, so an obligation after them is no summing-up (summedUp).
	summingOpeners    = []string{"결론적으로", "요약하면", "정리하면", "한마디로", "결국", "요컨대"}
	conclusionOpeners = append(slices.Clip(summingOpeners), "따라서", "그러므로", "즉")
	summingWords      = wordlist.NewTable("결론은", "요점은", "핵심은", "정리하자면", "종합하면", "요약하자면", "종합해 보면", "결과적으로", "점을 고려하면", "결론부터",
		"결론입니다", "결론이에요", "결론이다", "결론이야", "결론임", "결론을 내렸", "결론지었", // … 것이 이번 분석의 결론입니다: a verdict that names itself
		"결론 냈", "결론을 냈", "결론 내렸", // the writer's own, past, with no particle (… 먼저라고 결론 냈어)
		"총평하자면", "총평을 하자면", // a review's verdict announced as the summing word in -자면 (총평하자면 비싸긴 해도 … 갈 만한 곳이에요)
		// the chair drawing the meeting's conclusion, at every level (회장: … 줄이고 … 키우는 걸로 결론 낼게요)
		"결론 낼게", "결론 내겠", "결론 낸다", "결론 냅니다", "결론 냅시다", "결론 내자", "결론 내요", "결론 내죠", "결론 냄")
	// verdictLabels are the labels minutes, reviews and inspections put before their verdict (결론: …,
	// 결정: …, 종합 판정: …), read as the whole label (labelledVerdict): 장애 요약: names a part of a
	// report, the summary of the incident, not the writer's verdict.
	verdictLabels = []string{"결론", "요약", "결정", "결정 사항", "결정사항", "의결", "의결 사항", "의결사항", "검토 의견", "종합 의견", "판정", "종합 판정", "판단", "총평", "종합 평가", "평가 의견"}
	// conclusionWords sum up wherever they stand: the summing words and the labels with their colon.
	conclusionWords = slices.Concat(summingWords.Words(), labelled(verdictLabels))
	// conclusionLeads sum up only where the sentence opens with them (검토 결과 A로 옮기는 것이
	// 유리합니다, not 회의 결과를 공유드립니다).
	// 돌아보면 and 돌이켜 보면 look back over the whole for its lesson (돌이켜 보면 방수는 처음부터 … 맡겼어야
	// 했다), where 돌아보니 at the opening tells what the look found.
	conclusionLeads = []string{"논의 끝에", "고민 끝에", "검토 끝에", "검토 결과", "논의 결과", "회의 결과", "분석 결과", "이런 점을 고려하면", "돌아보면", "돌이켜 보면", "되돌아보면"}
	// overall words take in the whole wherever they stand (3분기 실적은 전반적으로 부진했습니다).
	overall = []string{"전체적으로", "종합적으로", "전반적으로"}
	// turnOpeners lead to what the writer draws from what came before.
	turnOpeners = []string{"그래서", "이에 따라", "이에", "그러니", "그러니까"}
	// groundings take what came before as the ground of a step (이 결과를 바탕으로 … 요구하겠습니다).
	groundings = wordlist.NewTable("결과를 바탕으로", "이를 바탕으로", "결과를 토대로", "이를 토대로", "이를 근거로", "결과를 근거로")
	// proposals and obligations: what the writer proposes or finds must be done (줄이는 게
	// 좋겠어요, 교체해야 합니다), a step whether or not it concludes.
	proposals = slices.Concat(recommendations, []string{"자고 제안", "제안합니다", "제안드립니다", "제안하고 싶", "제안해요", "것이 좋겠", "게 좋겠", "는 편이 좋", "제안",
		"권고합니다", "권고드립니다", "권장합니다", "권장드립니다", "건의합니다", "건의드립니다",
		"권고드려", "권고드린다", "권장드려", "권장드린다", "건의드려", "건의드린다", "건의할게", "건의해요", "건의한다"}) // 건의드려요, 건의드린다, 건의할게: the same proposal at every level
	// recommendations tell the reader what the writer finds best to do, at every level and in
	// note style (받아 보시는 게 좋아요, 하시는 걸 권해 드려요 and its 반말 권해 줄게, 계약하는 것을 추천합니다): the
	// advice a letter or a post gives. Not a request to recommend (추천해 주세요, 추천해 줘).
	recommendations = []string{"는 게 좋아요", "는 게 좋습니다", "는 게 좋다", "는 게 좋아.", "는 게 좋음", "는 것이 좋아요", "는 것이 좋습니다", "는 것이 좋다", "는 것이 좋음",
		"권해 드", "권해드", "권해 줄게", "추천해 줄게", "권합니다", "권해요", "권해.", "권할게", "권한다", "권함", "추천드", "추천합니다", "추천해요", "추천해.", "추천할게", "추천한다", "추천함"}
	obligations = []string{"야 합니다", "야 해요", "야 한다", "야 합", "야 할", "야겠"}
	// judgements: what the writer concludes should be, is likely, or proposes, at every level and in
	// note style (좋은 사례로 사료됩니다, 성공으로 평가됨, 주원인은 … 이상으로 추정됩니다, 넘을 것으로 보임,
	// 먹힌 듯해요, and a note's bare 듯: hedgedLast).
	judgements = wordlist.NewTable(slices.Concat(firmJudgements, seemings)...)
	// firming are the judgements that say more than a guess, compiled for guessedFigure.
	firming = wordlist.NewTable(firmJudgements...)
	// seemings tell what the writer says as a guess, at every level and in note style (먹힌 것
	// 같아요, 나은 거 같아: the spoken 거 for 것, 먹힌 듯해요).
	seemings = []string{"것 같습니다", "것 같아", "것 같다", "것 같음", "거 같습니다", "거 같아", "거 같다", "거 같음", "듯합니다", "듯해", "듯하다", "듯함", "듯싶"}
	// firmJudgements are the judgements but the seemings.
	firmJudgements = slices.Concat(proposals, obligations, preferred, everyLevel("판단하", "판단되", "사료되", "해결되", "적절하", "타당하", "로 평가하", "로 평가되", "로 추정되"), []string{"바람직",
		"어렵습니다", "어려워요", "어려워.", "어렵다", "것으로 보입니다", "것으로 보인다", "것으로 보여", "것으로 보임", "해결책",
		// 4월 가동이 현실적이다: what the writer finds can be done; B업체가 더 낫겠습니다: the option the
		// writer prefers (preferred)
		"현실적",
		// 초기 만성 신부전으로 보는 게 맞아요: the reading the writer finds right
		"게 맞아", "게 맞다", "게 맞는다", "게 맞음", "게 맞습", "게 맞겠", "게 맞는 것", "것이 맞"})
	// certainties end a sentence in what the writer is sure of, at every level and in note style:
	// 분명하다 (저희 쪽 과실이 분명합니다, 사고가 날 것이 분명합니다) and 맞다 after its subject (저희
	// 잘못이 맞습니다, X 도입이 맞다). Outside writers took such an ending as the conclusion in 4 of 5
	// drafts (sets 12, 13, 14, 16), the fifth a cause confirmed (때문이 맞아요, set 14).
	certainties       = []string{"분명합니다", "분명해요", "분명하죠", "분명하다", "분명해", "분명하지", "분명함"}
	rightAfterSubject = []string{"맞습니다", "맞아요", "맞죠", "맞다", "맞는다", "맞아", "맞지", "맞음"}
	// ownViews name the verdict as the writer's own (… 줄이는 게 제 생각이에요, 개인적으로는 …); 우리 판단
	// is 저희 판단 said down, as speech writes it.
	ownViews = wordlist.NewTable("제 생각", "저의 생각", "제 판단", "저의 판단", "저희 판단", "저희의 판단", "우리 판단", "우리의 판단", "제 의견", "저의 의견", "개인적으로는", "제가 보기에는", "제가 보기엔")
	// evaluatives appraise a whole without a verb of judging (이번 행사는 성공적이었습니다, 의미
	// 있는 성과를 거두었다), measure it against what was hoped for (실적은 목표를 밑돌았으며), say it
	// got better or worse (품질이 눈에 띄게 좋아졌다는) or recommend it (강력 추천하는 제품이에요); of
	// a figure (만족도 4.6점으로 긍정적, 2.3:1에서 2:1로 좋아졌습니다) they tell a finding.
	evaluatives = wordlist.NewTable(slices.Concat(measuredAgainst("기대", "목표", "예상", "계획"), []string{"성공적", "의미가 있", "의미 있는", "고무적", "효과가 있", "효과적", "만족스러", "긍정적", "무난", "순조롭", "성과를 거두", "성과를 냈", "성과가 있",
		"잘 마무리", "성공한 ", "좋아졌", "나빠졌", "나아졌", "추천하는 ",
		"부진했", "부진한 ", "선방했", "선방한 ", "한계가 있",
		"성공이었", "성공이에요", "성공이야", "성공입니다", "성공이다", "대성공", "실패였", "실패예요", "실패야", "실패입니다", "실패다"})...) // 완전 성공이었어: the whole named
	// trends forecast from the figures as they run (이대로 가면 적자로 돌아설 것 같아요): a verdict
	// on them, where a forecast on a condition of a step (검토하지 않으면 떨어질 것으로 보여요) is
	// the ground of that step.
	trends = []string{"이대로 가면", "이대로라면", "이대로면", "이 추세라면", "이 추세면", "이 추세대로", "지금 추세", "이 속도라면", "이 속도면", "지금 속도라면", "지금 속도면",
		"이대로 간다면", "이대로 가다가는", "이대로 두면", "현재 추세", "현재 속도", "이런 속도", "이런 추세", "이런 흐름", "이 흐름이면", "이 흐름대로", "지금처럼 가면", "이 상태로 가면", "지금 상태로"}
	// appraisingVerbs judge what a clause in -다고 or -라고 before them says (효과가 있다고
	// 평가한다, 값은 한다고 생각해요, 어렵다고 봐요, 가능하다고 보는 것이): the writer's verdict
	// told as what the writer thinks, with or without a summing-up word.
	appraisingVerbs = slices.Concat(judgingForms("생각", "평가", "판단", "자평", "확신"),
		[]string{"봅니다", "봐", "본다", "봄", "봤", "보지만", "보고 있", "보는 것이", "믿습", "믿어", "믿는다", "여깁", "여겨", "할 수 있", "말할 수 있"})
	// judgingNouns name a verdict a clause in -다는 or -라는 before them holds (효과가 있었다는
	// 판단입니다, 성공했다는 평가가 나왔다, 충분하다는 생각이에요).
	judgingNouns = []string{"판단", "평가", "결론", "생각입", "생각이에요", "생각이다", "생각이야", "생각임", "생각이 듭", "생각이 들어", "생각이 든다"}
	// needs judge what must be had; of an amount (20명 정도가 필요해요) they measure it, a finding
	// as a forecast of a figure is.
	needs = wordlist.NewTable("필요합니다", "필요해요", "필요하다", "필요가 있습니다", "필요가 있어", "필요가 있다", "필요가 있음")
	// forecasts judge what will be; of a figure (15% 정도 줄 것으로 예상됩니다) they are a finding. The
	// verb at every level and in note style (예상됩니다, 예상돼요, 예상된다, 예상됨, 예상합니다).
	forecasts = wordlist.NewTable(append(everyLevel("예상하", "예상되"), "것으로 예상")...)
	// decisions taken, at every level and in bullets (줄이기로 했어요, 줄이기로 해요, 줄이기로 함).
	decisions = wordlist.NewTable(slices.Concat(everyLevel("기로 하"), []string{"기로 했", "기로 결정", "기로 합의", "기로 하였", "로 결정", "잠정 결정", "결정함", "걸로 하죠", "걸로 하자", "걸로 합시다", "것으로 합시다", "것으로 하죠", "것으로 하자", "것으로 해요", "기로 하자", "기로 합시다"})...)
	// resolutions are a meeting's body deciding by vote (가결함, 쓰기로 의결, 조정안을 의결하였습니다):
	// the decision minutes and a board's letter report, weightier than a member's step decided
	// beside it. Not what a vote came to, told of the motion (안건은 가결되었습니다), which
	// outside writers read as news rather than the verdict (sets 5, 8, 10).
	resolutions = wordlist.NewTable("기로 의결", "의결했", "의결하였", "의결함", "가결했", "가결하였", "가결함")
	// intentions are a plan told as the writer's intention or schedule at every level (줄이려고 해요,
	// 운영하려고 합니다, 늘리려고, 비교할 계획이다, 진행할 예정임).
	intentions = []string{"려고", "려 합", "려 해", "려 한", "계획", "예정"}
	keyWords   = []string{"핵심", "중요", "가장", "제일", "반드시", "주요", "무엇보다", "특히", "결정적", "처음으로", "최대", "최고", "최저"}
	causeWords = wordlist.NewTable("때문", "원인", "비롯", "덕분", "로 인해", "탓", "다 보니", "이유로", "더니 ", "니까 ", "므로 ", "면서 ")
	// notCauses end as a clause of cause does and are a purpose, a means, a sequence or a noun
	// (위해, 거쳐, 피해).
	notCauses = []string{"위해", "대해", "관해", "관련해", "통해", "비해", "의해", "따라", "거쳐", "걸쳐", "맞춰", "이어", "비롯해", "포함해", "제외해", "말해", "들어",
		"이해", "피해", "올해", "방해", "손해", "매해", "한해", "교과서"}
	// inferences: what the writer finds likely is a finding (것으로 파악됩니다, 몰리는 것 같아요).
	inferences = wordlist.NewTable("것으로 파악", "것으로 보", "것으로 추정", "것으로 분석", "것으로 확인", "것 같", "듯합", "듯해", "듯하다", "듯함",
		"로 보입", "로 보여", "로 보인다", "로 보임") // 교체가 미뤄진 영향으로 보임: a note's inference as 보입니다's
	// limits: a figure or a thing held to a bound (두 개까지만, 한 대뿐, 1주밖에).
	limits     = wordlist.NewTable("까지만", "뿐", "밖에", "에 그쳤", "에 불과")
	movedWords = wordlist.NewTable("증가", "감소", "늘었", "늘어", "늘고", "줄었", "줄어", "올랐", "올라", "오릅", "오르", "오른", "떨어", "내려", "하락", "상승", "개선", "악화", "대비", "보다", "절감", "달성", "%",
		"높아", "낮아", "넘었", "넘겼", "넘긴", "그쳤", "미쳤", "밀렸", "길어졌", "짧아", "만에", "아낄", "아껴", "절약", "더 ",
		"두 배", "세 배", "네 배", "배 가까이", "배 넘게", "배 이상", "배 수준", "배로")
	// changeWords: what changed, with or without a figure (바뀌어요, 바꾼 효과); 바꿉 reads 바꿉니다 as
	// 바꿔요, 바꾼다 and 바꿔 are read, so a notice's news weighs alike at every level (round 45f). 바뀝니다 and
	// 바뀐다 are left (round 45m): a notice's 합쇼체 opening then outweighs one of its key points (set 5).
	changeWords = wordlist.NewTable("바뀌", "바꾼", "바꿔", "바꿉", "변경", "늘었", "줄었", "올랐", "떨어졌", "높아졌", "낮아졌", "많았", "컸")
	// merits: what was found good (경험이 풍부하고 답도 명확했습니다), the other side of an issue.
	merits     = wordlist.NewTable("풍부", "명확", "우수", "뛰어나", "뛰어난", "탁월", "충분했", "만족도가 높", "호평", "인기가 많", "반응이 좋", "좋았")
	issueWords = wordlist.NewTable("문제", "이탈", "부족", "감소", "하락", "리스크", "위험", "우려", "지연", "오류", "장애", "불만", "낮아", "낮은", "줄었", "떨어", "실패", "중단", "취약",
		"늦어", "늦게", "늦은", "힘들었", "어렵", "밀렸", "밀려", "밀립", "밀린", "밀릴", "미뤄", "뒤처", "밑돌", "아쉬운", "아쉬웠", "빡빡", "불편", "부담",
		"멈췄", "멈춰", "멈춘", "끊겼", "끊겨", "고장") // 음향 장비가 한 번 멈췄지만: what broke down
	// riskOutcomes end a condition in a loss or a delay (받을 수 없습니다, 모자랄 것으로, 공간이 없습니다,
	// 착수가 1월 이후로 밀립니다).
	riskOutcomes = []string{"수 없", "모자라", "모자랄", "못 하", "못할", "없습니다", "없어요", "없다", "밀립", "밀린다", "밀릴", "밀려", "늦어집", "늦어진다", "늦어질", "늦어져"}
	// failed says something meant to happen did not (발송되지 않았습니다, 팔지 못했어요).
	failed = wordlist.NewTable("되지 않았", "되지 않아", "지 못했", "지 못해", "지 못합", "지 못하", "지 못한")
	// losses are what a text may report as spared (유실된 메일은 없었습니다).
	losses      = []string{"유실", "피해", "누락", "손실", "다친", "부상"}
	partOpeners = []string{"첫째", "둘째", "셋째", "넷째", "먼저", "우선", "다음으로", "마지막으로", "끝으로", "한편", "반면", "다만"}
	// quantityWords give a share without a figure (절반, 대부분).
	quantityWords = wordlist.NewTable("절반", "대부분", "대다수", "과반", "상당수", "전부", "일부만")
	// compared: a figure set against another time is a finding (작년에는 80명 … 52명).
	compared = wordlist.NewTable("작년", "지난해", "전년", "지난달", "전월", "지난주", "지난번", "평소", "실제", "목표", "예상", "계획")
	// notable: an amount the writer marks as large (5단계나 되다, 네 곳이나 됩니다), at every level
	// and in note style (67%나 됩니다, 67%나 돼요, 67%나 된다, 67%나 됐어, 67%나 됨).
	notable = wordlist.NewTable("나 되", "나 돼", "나 됩", "나 된", "나 됐", "나 됨", "이나 ")
)

// measuredAgainst are a whole measured against what was hoped for, planned or expected (기대에 못
// 미쳤습니다, 목표를 밑돌았으며, 예상을 웃돌았다): an appraisal of it, which without a figure is the
// writer's verdict.
func measuredAgainst(standards ...string) []string {
	var out []string
	for _, st := range standards {
		obj := "를"
		if hangul.EndsInConsonant(st) {
			obj = "을"
		}
		out = append(out, st+" 이상", st+obj+" 넘", st+obj+" 웃돌", st+obj+" 밑돌", st+"에 못 미", st+"에 미치지 못")
	}
	return out
}

// everyLevel are the forms a predicate in 하다 or 되다 ends in at every speech level and in note
// style (적절합니다, 적절해요, 적절하다, 적절해, 적절함; 해결됩니다, 해결돼, 해결된다, 해결됨): a
// class's table reads alike whatever level the writer keeps. Within a sentence 해 and 돼 take in 해요
// and 돼요 too; at its end they do not.
func everyLevel(stems ...string) []string {
	var out []string
	for _, st := range stems {
		if x, ok := strings.CutSuffix(st, "되"); ok {
			out = append(out, x+"됩니다", x+"돼", x+"된다", x+"됨")
			continue
		}
		x := strings.TrimSuffix(st, "하")
		out = append(out, x+"합니다", x+"해", x+"하다", x+"한다", x+"함")
	}
	return out
}

// judgingForms are the forms a verb of judging made of a noun takes where a sentence ends or goes on
// (판단합니다, 판단해, 판단한다, 판단됩니다, 판단된다, 판단했지만, 판단됨): the verb, whatever its
// level, in bullets too.
func judgingForms(nouns ...string) []string {
	var out []string
	for _, n := range nouns {
		for _, e := range []string{"합", "해", "한다", "했", "하지만", "함", "됩", "돼", "된다", "됐", "되지만", "됨"} {
			out = append(out, n+e)
		}
	}
	return out
}

// phatic reports what a letter says to open or close and not about its matter: a greeting or
// thanks (팀장님, 안녕하세요.), a sign-off (김소연 드림) or a self-introduction (마케팅팀 김소연입니다.).
func phatic(s string, nums []contract.Number) bool {
	words := strings.Fields(strings.TrimRight(s, ".!~ "))
	if len(words) == 0 || len(nums) > 0 {
		return false
	}
	last := words[len(words)-1]
	switch {
	case (greetings.In(s) || slices.ContainsFunc(words, func(w string) bool { return strings.Trim(w, ",!~") == "안녕" })) && len(words) <= 4:
		return true // 팀장님, 안녕하세요 and its 반말 (얘들아, 안녕!)
	case len(words) <= 4 && slices.Contains([]string{"드림", "올림", "배상"}, last):
		return true
	case slices.Contains(thanks, last) && beforeThanks(s) == s || slices.Contains(apologies, last) || pardon(s):
		return true // 항상 저희 서비스를 이용해 주셔서 감사합니다, 불편을 드려 죄송합니다, 양해 부탁드립니다: thanks, apologies and pardons, however long
	}
	if len(words) > 4 || !wordlist.Closes(last, "입니다", "이에요", "예요", "이라고 합니다", "이야", "이다") {
		return false // 디자인팀 윤서진이에요, 윤서진이야, 윤서진이다: a self-introduction at any level
	}
	return slices.Contains([]string{"저는", "전", "제"}, words[0]) ||
		slices.ContainsFunc(words[:len(words)-1], func(w string) bool {
			return wordlist.Closes(w, "팀", "부", "실", "센터", "본부", "지점", "소속", "담당", "담당자")
		})
}

// thanks close a letter's thanks at every level (감사합니다, 고마워요, 고마워, 고맙다).
var thanks = []string{"감사합니다", "감사드립니다", "감사드려요", "감사해요", "감사드려", "고맙습니다", "고마워요", "감사드린다", "감사하다", "감사해", "고맙다", "고마워"}

// labelled is each label with its colon (결론:, 결론 :).
func labelled(labels []string) []string {
	var out []string
	for _, l := range labels {
		out = append(out, l+":", l+" :")
	}
	return out
}

// apologies close a letter's apology at every level (죄송합니다, 사과드려요, 미안해): what went wrong
// is told before it, the apology adds no finding.
var apologies = []string{"사과드립니다", "사과드려요", "사과드린다", "사과드려", "사과드리겠습니다", "사과합니다", "사과해요", "사과한다", "사과해", "사과할게요", "사과할게", "죄송합니다", "죄송해요", "죄송하다", "죄송해",
	"미안합니다", "미안해요", "미안하다", "미안해"}

// causal reports a clause that gives a cause before the end of the sentence (길어서, 써서,
// 많아 일부는, 몰려, 부족해, 한 대뿐이라), not a purpose or a sequence (위해, 거쳐) nor a verb
// with its helping verb (만들어 볼게요).
func causal(s string) bool {
	words := strings.Fields(s)
	for k, w := range words[:max(len(words)-1, 0)] {
		w = strings.TrimRight(w, ",")
		x, seo := strings.CutSuffix(w, "서")
		if x == "" || wordlist.Closes(x, notCauses...) || wordlist.Closes(w, notCauses...) || helping(words[k+1], k+2 == len(words)) {
			continue
		}
		if k > 0 && numeric(words[k-1]) && slices.Contains([]string{"늘어", "줄어", "올라", "내려", "떨어져"}, w) {
			continue // 23곳 늘어 전체 거래처는 418곳: a figure that moved and the total it made, no cause
		}
		if connective(x, seo) {
			return true
		}
	}
	return false
}

// connective reports a verb form in -아/-어 (길어, 많아, 몰려, 부족해; 써 and 봐 only before
// 서) or a copula in -이라.
func connective(w string, seo bool) bool {
	r := []rune(w)
	if len(r) < 2 && !seo || len(r) == 0 {
		return false // one syllable is a verb only before 서 (써서)
	}
	last, stem := r[len(r)-1], string(r[:len(r)-1])
	switch {
	case last == '해', strings.HasSuffix(w, "이라"):
		return true
	case last == '셔': // 나오셔서, 퇴사하셔서: the listener's or a third person's -시- before -어서, as 나와서 and 퇴사해서
		return strings.HasSuffix(stem, "하") || speech.IsStem(stem)
	case last == '어' || last == '아':
		return speech.IsStem(stem)
	case (last == '러' || last == '라') && len(r) > 1 && hangul.Tail(r[len(r)-2]) == hangul.L:
		// 머물러, 달라: a verb in 르, whose ending follows the vowel before it; 컬러 and 달러 are words
		// no such verb makes.
		lead, vowel, _, _ := hangul.Split(r[len(r)-2])
		bright := vowel == hangul.A || vowel == hangul.O
		return bright == (last == '라') && speech.IsStem(string(r[:len(r)-2])+string(hangul.Join(lead, vowel, hangul.None))+"르")
	case hangul.Vowel(last) == hangul.YEO && !hangul.HasTail(last): // 몰려 → 몰리
		lead, _, _, _ := hangul.Split(last)
		return speech.IsStem(stem + string(hangul.Join(lead, hangul.I, hangul.None)))
	case hangul.HasTail(last) || !seo:
		return false
	}
	// 써서, 봐서, 커서: a stem and its ending in one syllable
	v := hangul.Vowel(last)
	return v == hangul.EO || v == hangul.WA || v == hangul.WO || v == hangul.WAE || v == hangul.A || v == hangul.AE
}

// helping reports a helping verb (주세요, 볼게요, 두고), not a noun that starts as one does
// (주문까지, 보고서를); the last word, when it ends as a sentence does, is the verb at every level
// (올려 드린다, 얘기해 봅니다, 얘기해 보죠 as 올려 드려요).
func helping(w string, last bool) bool {
	noun, _ := cutAny(strings.Trim(w, ",."), contextParticles)
	finite := last && speech.Detect(w).Level != speech.Unknown
	return wordlist.Opens(w, helpers...) && (finite || !(utf8.RuneCountInString(noun) >= 2 && bareNoun(noun)))
}

// helpers follow a verb in -어 as one predicate with it (해 주세요, 만들어 볼게요, 정리해 둘게요).
var helpers = []string{"주", "줘", "줬", "준", "줍", "드", "보", "봐", "볼", "봤", "본", "봅", "두", "둘", "뒀", "둔", "둡", "놓", "버", "있", "가", "갔", "오", "왔", "와", "내", "냈", "나", "달"}

// conditional reports a clause in -면 (줄이면, 이대로라면), not a noun in 면 (반면, 화면).
func conditional(s string) bool {
	for w := range strings.FieldsSeq(s) {
		w = strings.TrimRight(w, ",")
		if strings.HasSuffix(w, "면") && !slices.Contains(myeonNouns, w) {
			return true
		}
	}
	return false
}

var myeonNouns = []string{"반면", "측면", "화면", "정면", "전면", "표면", "방면", "양면", "일면", "대면", "비대면", "장면", "국면", "지면", "내면", "외면", "면"}

// spared reports a loss or a trouble that did not happen (유실된 메일은 없었습니다, 변동이
// 없습니다, 지장이 없습니다): good news, not an issue.
func spared(s string) bool {
	words := strings.Fields(strings.TrimRight(s, ".!? "))
	if len(words) < 2 || !strings.HasPrefix(words[len(words)-1], "없") {
		return false
	}
	trouble, _ := cutAny(words[len(words)-2], []string{"이", "가", "은", "는", "도"})
	return wordlist.Has(s, losses...) || slices.Contains(steady, trouble)
}

// steady are what a text says there is none of when nothing went wrong (변동이 없습니다).
var steady = []string{"변동", "변화", "변경", "문제", "이상", "지장", "차질", "영향", "오류", "장애"}

// lacks reports a sentence that ends in what there is not (공간이 없습니다, 차이가 없었어요) or
// tells what is still not done.
func lacks(s string) bool {
	if strings.Contains(s, "아직 ") && (strings.Contains(s, "지 않") || strings.Contains(s, "지 못") || strings.Contains(s, "못 ")) {
		return true // what is still not done (아직 검진을 받지 않은 직원은 397명입니다) is a gap too
	}
	if !strings.Contains(s, "없") {
		return false
	}
	words := strings.Fields(s)
	return len(words) > 1 && strings.HasPrefix(words[len(words)-1], "없")
}

// followedBy reports a figure written with one of the words right after it (61%에서, 3건 중).
func followedBy(s string, n contract.Number, after ...string) bool {
	v := n.Value
	if !strings.HasSuffix(v, n.Unit) {
		v += n.Unit
	}
	for _, a := range after {
		if strings.Contains(s, v+a) || strings.Contains(s, n.Value+" "+n.Unit+a) {
			return true
		}
	}
	return false
}

// openingFrame reports an opening that only frames what the text reports on: thanks for the work
// it reports (다들 11월 고생 많았어, 오늘 연습 수고 많으셨어요) or the visit it reports (오늘 부산 매장
// 점검 다녀왔어요, 냉면집을 드디어 다녀왔다). It finds nothing.
func openingFrame(s string) bool {
	return wordlist.Has(s, effortThanks...) || wordlist.Closes(strings.TrimRight(s, ".!?~ "), visited...)
}

var (
	// effortThanks thank the readers for their work, in any style.
	effortThanks = []string{"고생 많았", "고생 많으셨", "고생하셨", "고생했어", "고생했습니다", "고생했다", "수고 많았", "수고 많으셨", "수고하셨", "수고했어", "수고했습니다", "수고했다"}
	// visited end a line telling that the writer went somewhere.
	visited = []string{"다녀왔어요", "다녀왔습니다", "다녀왔다", "다녀왔어", "다녀왔음", "다녀옴", "갔다 왔어요", "갔다 왔습니다", "갔다 왔어", "갔다 왔다", "갔다 왔음"}
)

// signpost reports a short sentence that announces what comes next (잘한 점부터 정리할게요,
// 먼저 일정부터 말씀드리겠습니다): it heads a part, it is no action.
func signpost(s string) bool {
	if utf8.RuneCountInString(s) > 20 || deadline(s) {
		return false
	}
	return wordlist.Has(s, pointsBelow...) ||
		wordlist.Has(s, []string{"부터 ", "먼저 ", "도 ", "몇 가지"}...) &&
			wordlist.Has(s, []string{"정리할게", "정리하겠", "말씀드리", "말씀드릴", "살펴보", "살펴볼", "설명드리", "설명드릴", "공유할게", "공유하겠", "보고드리", "보고드릴", "요청드"}...)
}

// pointsBelow refer to what the sentences below say (아래와 같이 실시하고자 합니다).
var pointsBelow = []string{"다음과 같이", "아래와 같이"}

// announces reports a sentence that says what the text is about to do or has done (계획을 공유드려요, 증액을
// 요청드립니다, 결과를 보고드립니다, 업무 정리해서 보내드려요) and names no deadline, or that sums
// the matter up in whatever form (summing).
func announces(s string) bool {
	body := strings.TrimRight(s, ".!? ")
	return summing(s) || !deadline(s) && (wordlist.Closes(body, announcedLower...) || wordlist.Closes(body, "공유드려요", "공유드립니다", "요청드려요", "요청드립니다", "보고드려요", "보고드립니다",
		"안내드려요", "안내드립니다", "알려 드려요", "알려 드립니다", "알려드려요", "알려드립니다",
		"보내드려요", "보내드립니다", "보내 드려요", "보내 드립니다", "정리해서 올려요", "정리해 올려요", "정리해서 올립니다", "정리해 올립니다", "전달드려요", "전달드립니다", "요약해 드려요", "요약해 드립니다",
		"공유합니다", "보고합니다", "안내합니다", "알립니다", "요약합니다",
		"연락드려요", "연락드립니다", "첨부드려요", "첨부드립니다", "첨부합니다", // 일정 때문에 연락드려요, 수정안 3종 첨부드려요: the message's own sending
		"정리했어요", "정리했습니다", "정리하였습니다", "정리해 봤어요", "정리해 보았습니다", // 봉사 결과를 정리했어요: what the text is, told as done
		"말씀드립니다", "말씀드려요", "말씀드리겠습니다", "말씀드릴게요",
		"전해 드려요", "전해 드립니다", "전해드려요", "전해드립니다", // 12월 소식을 전해 드립니다
		"정리한다", "보고한다", "공유한다", "알린다", "전한다", // 3분기 운항 실적을 정리한다: the plain written style's telling
		"현황입니다", "현황이에요", "결과입니다", "결과예요", "보고입니다", "보고예요")) // 이번 주 물류 현황입니다: the text named
}

// announcedLower are the announcing endings toward 해라체 and 반말 (결과를 알려 드린다, 경위를 공유할게,
// 일정을 정리해서 말할게): the text named at every level, as 공유드립니다 names it.
var announcedLower = func() []string {
	var out []string
	for _, v := range []string{"공유", "요청", "보고", "안내", "전달"} {
		out = append(out, v+"드린다", v+"드려", v+"드리겠다", v+"할게", v+"할게요", v+"해요")
	}
	for _, v := range []string{"연락", "첨부"} { // the message's own sending (연락드립니다, 첨부드려요) toward 해라체 and 반말
		out = append(out, v+"드린다", v+"드려", v+"드리겠다", v+"할게")
	}
	for _, v := range []string{"알려", "보내", "전해"} {
		out = append(out, v+" 드린다", v+"드린다", v+" 드려", v+"드려", v+" 줄게", v+"줄게")
	}
	return append(out, "말할게", "말씀드린다", "말씀드려", "말씀드리겠다", "말씀드릴게", "요약해 줄게")
}()

// summing reports the writer summing a matter up, promised, done or shown, in any style (정산
// 끝났어, 대충 정리해 볼게; 칠순 얘기 정리해서 올릴게; 11월 숫자 정리했어, 한번 봐 봐): what the text
// below is, no step; not a summary asked of the reader (정리해 주세요) nor one set for a day.
func summing(s string) bool {
	return wordlist.Has(s, summings...) && !dated(s) && !asksNow(s)
}

// summings are the forms of the verbs of summing up (정리해, 정리했, 요약할).
var summings = []string{"정리해", "정리했", "정리할", "정리하겠", "요약해", "요약했", "요약할", "요약하겠"}

// newsAhead reports an opening that says only that there is something to tell (일정 관련해서
// 말씀드릴 게 있어요): unlike 일정을 공유드립니다 after a greeting, it tells nothing yet.
func newsAhead(s string) bool {
	return wordlist.Closes(strings.TrimRight(s, ".!? "), "드릴 게 있어요", "드릴 게 있습니다", "드릴 것이 있어요", "드릴 것이 있습니다", "드릴 말씀이 있어요", "드릴 말씀이 있습니다")
}

// eased reports a trouble that fell (문의가 480건에서 290건으로 줄었어요, 누수 신고가 3건으로
// 줄었습니다): good news, no issue.
func eased(s string) bool {
	return falls.In(s) && troubles.In(s)
}

var (
	falls = wordlist.NewTable("줄었", "줄어", "감소", "떨어", "낮아", "하락")
	// troubles are what a text is glad to see fall.
	troubles = wordlist.NewTable("문의", "오류", "불만", "비용", "대기", "실패", "지연", "이탈", "결함", "버그", "누수", "사고", "신고", "요청", "해지")
)
