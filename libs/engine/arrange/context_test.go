package arrange

import (
	"slices"
	"strings"
	"testing"
)

// TestNumberContexts holds each class of construction the numbers part reads (issue 13): what
// names a figure, what never does, and what is no figure at all.
func TestNumberContexts(t *testing.T) {
	cases := []struct {
		name, sentence string
		want           []string // value+unit=a word the context holds, in order
	}{
		{"a clause before a bound noun, by what it is about", "접수된 민원 중 보완이 필요한 것은 14건이고, 환불 들어온 게 3건이에요.", []string{"14건=보완", "3건=환불"}},
		{"a size before one of a counter is that one's", "올해 배는 7.5kg 한 상자에 5만 원, 참기름 350ml 한 병에 1만 8천 원입니다.", []string{"7.5kg=한 상자", "5만원=한 상자", "350ml=참기름 한 병", "1만 8천원=참기름 한 병"}},
		{"the span a measure is summed over is part of its name", "하반기 매출은 6,200만 원이었고 연 순이익은 900만 원이었습니다.", []string{"6,200만원=하반기 매출", "900만원=연 순이익"}},
		{"a size before a count is the size of what it counts", "창고에는 18L 말통 12개와 사료 15kg 포대 30개가 남았습니다.", []string{"18L=말통", "12개=말통", "15kg=사료 포대", "30개=포대"}},
		{"a span of one before a figure is what it is per", "주말엔 손님이 하루 평균 90명 오고, 가스비는 한 달에 40만 원쯤 나와요.", []string{"90명=하루 평균", "40만원=한 달"}},
		{"a size before a noun is that noun's", "어제는 마라도 남쪽 8마일 해역에서 조업했고, 작은아버지 논 1,200평 시세가 올랐대요.", []string{"8마일=해역", "1,200평=논"}},
		{"a bare bound makes a figure the modifier of the noun phrase after", "저는 다음 주에 20분 정도 점검 회의를 하고, 손님은 5만 원 이상 구매가 많았어요.", []string{"20분=점검 회의", "5만원=구매"}},
		{"a copula noun before the figure", "목표였던 3,000건을 넘겼지만 쿠폰 사용률은 18%로 낮았어요.", []string{"3,000건=목표", "18%=쿠폰 사용률"}},
		{"never a bound after it", "CPU 사용률은 하루 대부분 20% 아래에 머물러 있습니다.", []string{"20%=CPU 사용률"}},
		{"the predicate of the sentence the figure is topic of", "그중 5개는 외부에서 바로 악용할 수 있는 높은 위험 등급입니다.", []string{"5개=위험 등급"}},
		{"a genitive that narrows it", "성능 시험에서도 응답 시간의 차이는 5% 이내였습니다.", []string{"5%=응답 시간"}},
		{"never a place", "모의 피싱 메일 시험에서는 직원의 12%가 링크를 눌렀습니다.", []string{"12%=직원"}},
		{"never a quotation", "가장 많은 의견은 배송이 느리다는 내용으로 전체의 38%를 차지했어요.", []string{"38%=배송"}},
		{"never a verb made noun", "올해 초에 책 24권 읽기를 목표로 세웠어요.", []string{"24권=책"}},
		{"past a verb, its topic and not its objects", "교체 비용은 장비와 설치를 합쳐 약 8,500만 원으로 추산됩니다.", []string{"8,500만원=교체 비용"}},
		{"a total or a month's measure keeps 총 or 월", "총 공사비는 4,650만 원이고 월 지원액은 35만 원입니다.", []string{"4,650만원=총 공사비", "35만원=월 지원액"}},
		{"a noun in 고 that a verb's form shares", "마이크 고장 신고 23건, 주차장 접촉 사고 4건.", []string{"23건=고장 신고", "4건=사고"}},
		{"a noun's topic in 는 that a rare verb's form shares", "크루 전체 누적 거리는 2,480km로 늘었어요.", []string{"2,480km=누적 거리"}},
		{"the topic holds over a run a coordinated noun starts", "처방약은 진통제와 항응고제 2주분을 드립니다.", []string{"2주분=처방약"}},
		{"the topic holds past a figure in its clause", "참가 학생은 4개 반 112명입니다.", []string{"4개 반=참가 학생", "112명=참가 학생"}},
		{"a figure that ends its clause ends the topic's reach", "파손 신고는 31건, 분실 신고는 4건이었고 분실 4건 중 3건은 찾았습니다.", []string{"31건=파손 신고", "4건=분실 신고", "4건=분실", "3건=분실"}},
		{"the topic holds over every item of a list", "무상 보증은 A사 3년, B사 2년, C사 1년입니다.", []string{"3년=무상 보증", "2년=무상 보증", "1년=무상 보증"}},
		{"a period in two units is one figure", "평균 사용 기간은 1년 4개월이었어요.", []string{"1년 4개월=사용 기간"}},
		{"a count in 면, and a number heading nouns names", "7번 충전기 커넥터는 교체했고 주차장 120면을 같이 씁니다.", []string{"120면=주차장"}},
		{"a period before 새 or 전보다 names when", "버터 값이 1년 새 30% 넘게 올랐고 원유 도입량은 1년 전보다 줄었다.", []string{"30%=값"}},
		{"past a verb joining its clause, the noun it takes", "딸기잼 40병 가져가서 31병 팔았고, 빈 시간 합치면 22시간이야.", []string{"40병=딸기잼", "31병=딸기잼", "22시간=빈 시간"}},
		{"one of a base before a noun and an amount", "사과의 뜻으로 1박 숙박료 18만 원을 환불해 드립니다.", []string{"18만원=숙박료"}},
		{"a counter spaced after a magnitude", "하루 출고량은 평균 1만 2천 상자로 늘었다.", []string{"1만 2천상자=출고량"}},
		{"an age group told of people and machines counted in 기", "참가자는 50대가 15명이었고 리프트 7기 중 6기는 통과했다.", []string{"15명=참가자", "7기=리프트", "6기="}},
		{"a figure right after another measures what it does", "레인 6개를 8개로 늘립니다.", []string{"6개=레인", "8개=레인"}},
		{"평균 goes with what it averages", "정시 운항률은 87.3%로 전국 공항 평균 82.1%를 웃돌았다.", []string{"87.3%=운항률", "82.1%=평균"}},
		{"a bound noun, a chat's laugh and a verb in -는 are no nouns", "보컬은 250Hz 쪽을 3dB 깎았어. 리뷰 별점은 4.7점 유지 중 ㅋㅋ", []string{"250Hz=", "3dB=보컬", "4.7점=별점"}},
		{"a fraction is one figure", "시험 환경의 데이터가 운영 환경의 10분의 1 수준이어서 놓쳤습니다.", []string{"10분의 1=시험 환경 데이터"}},
		{"해도 after a noun is 하다's, not the year 해", "관리비가 많이 나왔는데 난방비만 해도 21만 원이에요.", []string{"21만원=난방비"}},
		{"a scale is no score", "만족도는 5점 만점에 3.6점이었습니다.", []string{"3.6점=만족도"}},
		{"a rate per person and a number that names are no amounts", "사용료는 1인당 8,000원이고 문의는 내선 2345로 주세요.", []string{"8,000원=사용료"}},
		{"a rate right before the figure goes with what it measures, with its numeral", "회비는 한 사람당 3만 원씩이고 택시비는 한 대당 평균 1만 2천 원이었어요.", []string{"3만원=한 사람당", "1만 2천원=한 대당"}},
		{"a time alone names when the thing measured before was so, a time of day tells measures apart", "수도 요금이 8만 원 나왔는데 지난달엔 5만 원이었고, 온도는 낮 20도, 밤 9도로 맞췄다.", []string{"8만원=요금", "5만원=요금", "20도=낮", "9도=밤"}},
		{"a day in an order is no amount", "7일 차 잔존율은 21%로 1.0 때보다 낮아요.", []string{"21%=잔존율"}},
		{"an age group is no count", "20대 응답자의 만족도는 3.5점이었습니다.", []string{"3.5점=만족도"}},
		{"a count before 의 with no noun before it counts the noun after", "약 2만 3천 건의 주문이 취소되었습니다.", []string{"2만 3천건=주문"}},
		{"a count before 의 counts the noun before it", "신메뉴 3종의 판매량은 4만 개였습니다.", []string{"3종=신메뉴", "4만개=판매량"}},
		{"a share of an earlier figure in 의 is of what that figure measures", "방문객은 6,200명으로 목표 1만 명의 62%에 그쳤고 발전량은 계획 61GWh의 86%였다.", []string{"6,200명=방문객", "1만명=목표", "62%=목표", "61GWh=계획", "86%=계획"}},
		{"a value noun after a figure says its size, not what it measures", "냉각수 온도는 78~82도 범위로 정상이었고 김장김치는 200포기 분량이 다 팔렸다.", []string{"78~82도=냉각수 온도", "200포기=김장김치"}},
		{"a figure a change starts from or ends at is of the object changed", "선사가 긴급 할증료를 컨테이너당 150달러에서 280달러로 올렸고 장애 알림 기준을 응답 시간 2초로 낮췄다.", []string{"150달러=할증료", "280달러=할증료", "2초=알림 기준"}},
		{"a measure or a size written on a noun is of that noun", "발효버터 4.5kg 한 박스는 21만 원에서 24만 5천 원으로, 생크림 1L는 7,800원에서 8,600원으로 오릅니다.", []string{"4.5kg=", "21만원=발효버터", "24만 5천원=발효버터", "1L=생크림", "7,800원=생크림", "8,600원=생크림"}},
		{"a describing clause names its noun by its act or its argument in 로", "모금에 참여해 주신 분은 총 1,482명이었고 앱으로 듣는 분이 61%였다.", []string{"1,482명=참여", "61%=앱"}},
		{"a standard a figure is compared with is named by whose standard it is, a basis is not", "상환비율은 38%로 내부 기준 40%를 밑돌고 수수료는 복수여권 기준 5만 원으로 같다.", []string{"38%=상환비율", "40%=내부 기준", "5만원=수수료"}},
		{"an age group in subject names the share it takes", "이용객 가운데 60대 이상이 71%를 차지했고 수강생은 70대가 54%로 많았다.", []string{"71%=60대 이상", "54%=수강생 70대"}},
		{"an earlier time's figure right after another is the other side of what that one measures", "이용률은 24.7%로 전년 같은 분기 28.1%보다 낮았고 고장 출동은 9회로 10월 4회에서 늘었다.", []string{"24.7%=이용률", "28.1%=이용률", "9회=고장 출동", "4회=고장 출동"}},
		{"an act describing the noun is told as written", "이번 달 탈퇴한 회원은 38명이에요.", []string{"38명=탈퇴한 회원"}},
		{"a part is named by the copula's noun of a kind, not of a state", "신입 12명 중 5명은 경력 전환 개발자였고 소화기 30개 중 4개는 압력 부족 상태였어요.", []string{"12명=신입", "5명=경력 전환 개발자", "30개=소화기", "4개=소화기"}},
		{"a count of one in subject is what the figure measures", "식빵은 한 봉지가 약 450g이에요.", []string{"450g=한 봉지"}},
		{"a verbal noun's act is told with the noun it is done to", "현장에서 회원 가입한 고객은 1,450명이었고 부케만 따로 주문한 건 61건이었다.", []string{"1,450명=회원 가입", "61건=부케 주문"}},
		{"the end of a change told for a stage only is of what its start measures", "IPA 초기 비중 1.062에서 최종 1.012로 떨어졌고 회전수도 12,000rpm 넣었는데 중간에 9,000rpm으로 떨어졌다.", []string{"1.062=비중", "1.012=비중", "12,000rpm=회전수", "9,000rpm=회전수"}},
		{"a figure the gate reads as a name heads the phrase it names", "매수자 가운데 30대 비중이 41%로 가장 높았고 1등급 학생은 3명이었다.", []string{"41%=30대 비중", "3명=1등급 학생"}},
		{"a figure in brackets is of the word it is written on, unless a time", "심각도는 치명(3), 보통(29)이고 1학년(4.2점)이 가장 높았으며 예식은 38건으로 작년(29건)보다 많았다.", []string{"3=치명", "29=보통", "4.2점=1학년", "38건=예식", "29건=예식"}},
		{"a count in brackets is of the noun written with it inside", "수술이 38건(고양이 26마리)이라 선반을 옮기십시오(1차로 500개 품목). 렌터카는 2,000대(전기차 64대 포함)였다.", []string{"38건=수술", "26마리=고양이", "500개=품목", "2,000대=렌터카", "64대=전기차"}},
		{"a span before 만에 is since the nouns before it, before 된 the age of the nouns after", "출간 5주 만에 누적 판매가 1만 부를 넘었고 50년 된 냉면집과 90일 넘은 장기 재고가 남았다.", []string{"5주=출간", "1만부=누적 판매", "50년=냉면집", "90일=장기 재고"}},
		{"a clause of time says when, not what", "활성 사용자 수는 중복 제거 기준이 바뀐 뒤 8월부터 약 12% 부풀려졌고 체온은 38.6도까지 올라 해열제 투여 후 6시 37.4도로 내려갔다.", []string{"12%=활성 사용자 수", "38.6도=체온", "37.4도=체온"}},
		{"a part is named by the object or the copula's noun of what it did", "검체 6건 중 4건이 노로바이러스 양성이었고 응답자 286명 가운데 71%가 메뉴에 불만을 표시했다.", []string{"6건=검체", "4건=양성", "286명=응답자", "71%=불만"}},
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
		{"an ending of speech on a unit of signs, the copula on a counter", "배당주 비중은 30%잖아. 발전기는 16기다. 선발은 3실점했다.", []string{"30%=배당주 비중", "16기=발전기"}},
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
		{"a class is a name, a sign of degrees is no noun", "5학년 2반 학생은 28명이고 기온은 영하 5도까지 떨어졌습니다.", []string{"28명=학생", "영하 5도=기온"}},
		{"a speed word is no noun", "북서풍 초속 7m 안팎이고 속도를 시속 30km 이하로 줄였습니다.", []string{"초속 7m=북서풍", "시속 30km=속도"}},
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
		{"a figure named by nothing else is of the occasion 때 names", "지난번 정기 점검 때 14건이 나왔고, 시범 운영 때 9%였어요.", []string{"14건=점검", "9%=운영"}},
		{"a note's change after the figure it differs from is of what that one measures", "- 가입자 3,200명, 전월 2,900명 대비 300명 증가", []string{"3,200명=가입자", "2,900명=가입자", "300명=가입자 증가"}},
		{"a predicate in note style (X함, X됨) reads as X했다", "- 서버 비용은 월 120만 원 절감됨", []string{"120만원=서버 비용 절감"}},
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
		{"a ratio is one figure", "두 팀의 인원 비율은 3:2로 맞췄고 배치 비율은 1.5:1입니다.", []string{"3:2=인원 비율", "1.5:1=배치 비율"}},
		{"a range of percents with the sign on its upper end", "불량률은 2~3%에 머물렀습니다.", []string{"2~3%=불량률"}},
		{"a period before 에 and an amount is the span the amount is for", "교육비는 6주에 30만 원입니다.", []string{"6주=교육비", "30만원=교육비"}},
		{"one before 에 and an amount is a rate", "우산은 1개에 8천 원입니다.", []string{"8천원=우산"}},
		{"a time alone is passed for what its clause names, and kept", "냉장고 온도가 오후 3시에 9도 찍혔어요. 밭 3,000평 중에 어제까지 1,400평을 캤다.", []string{"9도=냉장고 온도", "3,000평=밭", "1,400평=밭"}},
		{"a time after a figure stays when that figure's measure was so", "배추는 올해 60포기, 작년엔 80포기 했어요.", []string{"60포기=배추", "80포기=배추"}},
		{"a second temperature in 도 is degrees too", "실내는 낮 25도, 밤 20도로 맞춥니다.", []string{"25도=낮", "20도=밤"}},
		{"a unit of Latin letters after a magnitude", "환적 물량은 95만 TEU로 늘었다.", []string{"95만TEU=환적 물량"}},
		{"figures in 대 take the sides named in 대", "여당 대 야당이 150석 대 120석으로 맞섰다.", []string{"150석=여당", "120석=야당"}},
		{"figures in 대 measure what the first does", "남녀 비율은 55% 대 45%였다.", []string{"55%=남녀 비율", "45%=남녀 비율"}},
		{"a count in brackets written onto a noun is a remark", "조리 부스(6개)가 800만 원을 벌었습니다.", []string{"6개=조리 부스", "800만원=조리 부스"}},
		{"nouns joined by 와 are summed", "인건비와 임대료 2,400만 원을 빼면 남는 것이 없습니다.", []string{"2,400만원=인건비 임대료"}},
		{"a classifier counts the noun after it, whatever its particle", "전국 8개 매장에서 판매합니다.", []string{"8개=매장"}},
		{"a verb's modifier before a bound noun is no noun", "반품은 2% 줄어드는 데 그쳤다.", []string{"2%=반품"}},
		{"the setting of the figure's own clause, not the other clause's topic", "오전 조는 불량이 12건이었는데 야간 조에서는 3건으로 줄었습니다.", []string{"12건=불량", "3건=야간 조"}},
		{"a noun in 으로 of the figure's own clause, not the subject of the clause before", "주문이 몰려 배송이 늦었고 보상 쿠폰으로 500만 원이 나갔습니다.", []string{"500만원=보상 쿠폰"}},
		{"a run after a topic names a part of it", "참가자는 서울 42명, 부산 17명입니다.", []string{"42명=참가자 서울", "17명=부산"}},
		{"the words after a comma are the next item's", "오전에는 3건, 오후에는 5건이 접수됐습니다.", []string{"3건=오전", "5건=오후"}},
		{"a price in 가 is a noun, no particle", "분양가 5억 2천만 원은 주변 시세보다 8% 낮습니다.", []string{"5억 2천만원=분양가", "8%=분양가"}},
		{"a figure after a comma measures what the one before it does", "· 전체 문의 1,284건, 전주 대비 9% 증가", []string{"1,284건=전체 문의", "9%=전체 문의"}},
		{"a count of days changing is no date", "처리 기간은 평균 9일에서 6일로 줄었습니다.", []string{"9일=처리 기간", "6일=처리 기간"}},
		{"a place in an order ends the run before a figure", "입사 3주 차 신입 사원 6명이 교육을 마쳤다.", []string{"6명=신입 사원"}},
		{"a classifier counts the bare noun that ends a memo's line", "지원 대상: 소상공인 [A-12, B-07] 3개 유형", []string{"3개=유형"}},
		{"age groups named first are no counts", "30대와 40대가 전체 응답자의 62%를 차지했다.", []string{"62%=40대"}},
		{"an adverb of degree names nothing", "겨우 3명만 참석했다.", []string{"3명=참석"}},
		{"codes listed in brackets are no figures", "해당 과목(101, 205, 310)은 폐강되고 수강생 42명은 옮깁니다.", []string{"42명=수강생"}},
		{"a unit after a magnitude with the copula on it", "창고에 남은 재고는 1만 2천 개다.", []string{"1만 2천개=재고"}},
		{"a figure after another's unit measures what that one does", "신규 가입은 3만 건으로 8% 줄었다.", []string{"3만건=신규 가입", "8%=신규 가입"}},
		{"a word in 로 before a figure, without its particle", "이메일로 320건, 전화로 140건의 문의가 들어왔다.", []string{"320건=이메일", "140건=문의"}},
		{"a classifier counts the noun after it though the noun is one syllable", "6개 층 가운데 남은 2개 층은 다음 달에 끝냅니다.", []string{"6개=층", "2개=층"}},
		{"a bracket that holds the figure starts its phrase", "설계 변경 3건(소요 일수 각 10일)은 승인이 필요합니다.", []string{"3건=설계 변경", "10일=소요 일수"}},
		{"a name with a figure may name what is measured", "습도는 70%였고 3동은 85%를 넘었습니다.", []string{"70%=습도", "85%=3동"}},
		{"a loanword in 인 is no copula away from the figure", "크레인 고장이 올해 23건 발생했다.", []string{"23건=크레인 고장"}},
		{"편도 says how a time was measured, not what", "통학 시간은 편도 40분에서 25분으로 줄었습니다.", []string{"40분=통학 시간", "25분=통학 시간"}},
		{"a bound noun stands for the act of the clause before it", "준공한 지 40년 넘은 건물이 많고 신고해 주신 건은 모두 12건입니다.", []string{"40년=준공", "12건=신고"}},
		{"a tag in 짜리 leaves the nouns after to name the figure", "30분짜리 안전 교육을 듣게 됩니다.", []string{"30분=안전 교육"}},
		{"days above 31 and days after a frequency are counts", "보관 기간을 90일에서 30일로 줄이고 재택근무는 주 2일까지 가능합니다.", []string{"90일=보관 기간", "30일=보관 기간", "2일=재택근무"}},
		// Round 2 of issue 30: the noun phrase the figure measures, by structure, never a fragment.
		{"a topic holds over the subjects after it", "연비는 디젤이 16km, 하이브리드가 21km로 차이가 크다.", []string{"16km=연비", "21km=연비"}},
		{"a topic before a subject in its clause", "수강료는 초급이 12만 원입니다.", []string{"12만원=수강료"}},
		{"a noun of one syllable in ㄹ is no verb", "홍합은 200톤, 굴은 150톤이었다.", []string{"200톤=홍합", "150톤=굴"}},
		{"an adverb in 로 names nothing", "이대로 가면 연간 3억 원 정도의 비용을 아낄 수 있습니다.", []string{"3억원=비용"}},
		{"a reason names nothing", "전기료는 요금 인하 덕에 12% 줄었다.", []string{"12%=전기료"}},
		{"a modifier alone tells its noun apart", "쌓인 재고가 120상자이고 남은 물량 40톤은 다음 주에 보냅니다.", []string{"120상자=쌓인 재고", "40톤=남은 물량"}},
		{"a part counts what its whole counts", "남은 12개 중 7개는 다음 달에 옮깁니다.", []string{"12개=남은", "7개=남은"}},
		{"a figure in 에서 sets what the figures after it measure", "예선 6경기에서 4승 2패를 거뒀다.", []string{"6경기=예선", "4승=예선", "2패=예선"}},
		{"a bound alone in its clause measures the nouns it selects", "전체 완주율은 54%이고, 10km 이하 코스는 81%였다.", []string{"54%=완주율", "10km=코스", "81%=코스"}},
		{"a memo's predicate up to a comma is no noun", "- 부품 재고 30개 남음, 신규 주문 2건 검수 예정, 담당자 확인 바람", []string{"30개=부품 재고", "2건=신규 주문"}},
		{"an act and its time after a figure are no noun", "- 진통제 10mg 투여 후 안정됨", []string{"10mg=진통제"}},
		{"a start of time in topic is no noun", "- 5월부터는 매주 화요일 오전 30분을 스트레칭 시간으로 잡아 둘게요.", []string{"30분=스트레칭"}},
		{"a rate in 당 on a counter of its own", "위판 단가는 상자당 3만 원에서 3만 5천 원으로 올랐다.", []string{"3만원=위판 단가", "3만 5천원=위판 단가"}},
		{"the figure's own word ending its clause leaves the words after", "목표는 40건인데 팀장이 더 늘리자고 했다.", []string{"40건=목표"}},
		{"the unit of an earlier figure in a copula is no noun", "월 매출 3천만 원인데 작년보다 5% 늘었다.", []string{"3천만원=매출", "5%=매출"}},
		{"a figure before one of a counter is of that counter", "사과 가격은 5kg 한 상자에 3만 원입니다.", []string{"5kg=상자", "3만원=사과 가격"}},
		{"a basis in 대비 names the other side, not the measure", "- 가스 사용량: 410㎥로 전년 동월 대비 6% 감소함", []string{"410㎥=가스 사용량", "6%=가스 사용량 감소"}},
		{"a count of one before an amount names the one with what it is one of", "택배비 한 상자 4,500원이고 국밥은 한 그릇에 9천 원이에요.", []string{"4,500원=택배비 한 상자", "9천원=국밥 한 그릇"}},
		{"a rate with no noun of its own measures the clause's topic", "주차는 2시간 무료이며, 초과 시 30분당 1,000원입니다. 잔업 수당은 시간당 1만 8천 원씩 붙는다고 들었다.", []string{"2시간=주차", "1,000원=30분당 주차", "1만 8천원=시간당 잔업 수당"}},
		{"a noun in a case particle after the topic is the thing priced", "제휴 센터 직원은 도수치료를 회당 8만 원에 받습니다.", []string{"8만원=회당 도수치료"}},
		{"a figure before a noun of its own keeps it past the topic", "첫 구간은 km당 5분 40초 페이스를 지켰다.", []string{"5분 40초=페이스"}},
		{"a topic that says when is no thing priced", "올해는 1인당 3만 원씩 걷자.", []string{"3만원=1인당"}},
		{"a period between a rate and its figure stays with the rate", "학생 수로 나누면 1인당 월 7만 원이 넘는다.", []string{"7만원=1인당 월"}},
		{"a count before a bare act noun counts the nouns before it", "식당 냉장고 3대 교체 일정을 다음 주로 잡았습니다.", []string{"3대=냉장고"}},
		{"a span after a clause in 지 is since the act, of what the clause is about", "주차장 차단기는 교체한 지 9년이 넘었고 새 리모컨도 사용한 지 2주 만에 고장 났어요.", []string{"9년=주차장 차단기 교체", "2주=사용"}},
		{"a span in 지 after a verb of its own is since what the verb takes, an adverb between", "이 동네로 이사 온 지 딱 2년이고 공장에 들어간 지 5개월째예요.", []string{"2년=이사", "5개월=공장"}},
		{"a figure before 차이 or 차 is a difference", "노사 제시안은 아직 3.1%p 차이가 나고 결승은 2골 차로 졌다. 두 지점의 배송 시간은 평균 40분 차이였다.", []string{"3.1%p=차이", "2골=차", "40분=차이"}},
		{"a count of times names nothing", "수율은 다섯 번 모두 70%를 넘었다.", []string{"70%=수율"}},
		{"a thing told by its clause alone", "월세 빼면 남는 게 80만 원 정도예요.", []string{"80만원=남는"}},
		{"a whole in a classifier counts the noun after it", "준비한 20개 질문 가운데 14개를 다뤘다.", []string{"20개=질문", "14개=질문"}},
		{"a schedule that names a system is no figure", "주 4일 근무제에 찬성한 사람은 58%였다.", []string{"58%=찬성"}},
		{"a copula in 이므로 is no unit", "보증 기간은 2년이므로 내년까지 무상입니다.", []string{"2년=보증 기간"}},
		{"the band of an amount is told in its unit", "환율이 1,390원대라 좀 기다리자.", []string{"1,390원=환율"}},
		{"the day of a run is which day, not how long", "- 해열제 투약 3일째, 식욕은 정상으로 돌아옴, 체중 12kg", []string{"12kg=체중"}},
		{"a class named after a clause ends, its noun a word that is mostly an adverb", "수강생은 143명이고 1종 보통이 61명, 2종 보통 수강생이 82명이에요.", []string{"143명=수강생", "61명=수강생", "82명=수강생"}},
		{"a period before 전 points back from now, unless an event leads it", "피보험자가 3년 전에도 같은 배관을 수리했고, 해지 통지는 30일 전에 해야 합니다.", []string{"30일=해지 통지"}},
		{"a period before 전 that a change is told from", "6개월 전 검진 때보다 몸무게는 1.2kg 늘었어요. 계약 만료 30일 전에도 알림을 보냅니다.", []string{"1.2kg=몸무게", "30일=계약 만료"}},
		{"an age group heading who it names; machines counted, a part of them", "고객은 30대 부부가 대부분이었고, 빌려준 안내기는 20대 가운데 대부분이 돌아왔다.", []string{"20대=안내기"}},
		{"an age group's bound and who it names", "출구조사에서 60대 이상 유권자의 64%가 박 후보를 찍었다.", []string{"64%=유권자"}},
		{"a span or a size bare before a dimension measures the dimension", "공장은 역에서 버스로 15분 거리이고 인부들은 3m 높이에서 일했다.", []string{"15분=거리", "3m=높이"}},
		{"a basis in 대비 after a figure whose unit is apart", "6월 순이익 1,200만 원으로 전월 대비 12% 늘었다.", []string{"1,200만원=순이익", "12%=순이익"}},
		{"a count before 나와 is of what turned up, no pronoun 나", "당일 불참자가 4명 나와 출발이 늦었고, 의심자가 12명 나와서 연계했다.", []string{"4명=불참자", "12명=의심자"}},
		{"a code of letters and digits bare before a figure names it", "산소는 2L 유지 중이며 SpO2 94% 유지, 실내 CO2 800ppm이다.", []string{"2L=산소", "94%=SpO2", "800ppm=CO2"}},
		{"a bracket's remark counts and a glued code names", "안건은 가결됐다(찬성 51, 반대 9, 기권 4). 분류는 문학(813)이 가장 많다.", []string{"51=찬성", "9=반대", "4=기권"}},
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
		"온라인 매출은 15%로 작년과 비슷합니다.":                   {"온라인 매출"},
		"방문자 수는 1,200명으로 꾸준했어요.":                    {"방문자 수"},
		"전환율은 목표치인 3%를 넘지 못했습니다.":                   {"목표치"},
		"참여 인원은 적정 수준인 40명이었습니다.":                   {"적정 수준"},
		"외국인 300명이 행사에 다녀갔습니다.":                     {"외국인"},
		"배송에는 평소보다 긴 3-5일이 걸립니다.":                   {"배송"},
		"연말 주문이 몰리면서 입고량이 평소보다 25% 늘었기 때문입니다.":      {"입고량"},
		"홍보 예산은 500만 원으로 작년과 동일합니다.":                {"홍보 예산"},
		"7일 차 잔존율은 21%로 낮아요.":                       {"잔존율"},
		"푸드트럭 대기로, 길게는 50분을 기다렸다는 의견이 있었습니다.":       {""},
		"개발, 디자인, 영업 세 직군에 모두 2,315명이 지원했습니다.":      {"지원"},                             // 디자인, is listed, no copula
		"- 잘된 점: 알림이 5분 만에 울려 당직자가 바로 확인함":          {"알림 확인"},                          // a label's colon and a dash close the phrase; 확인함 reads as 확인했습니다
		"라벨 재부착에는 인력 12명이 3주 동안 매달려야 한다.":           {"인력", "라벨 재부착"},                   // a verb in -어야 is no noun; the clause's setting is
		"- 아쉬운 점: 서버 문제인지 망 문제인지 가리는 데 25분 걸림":      {""},                               // nor a memo's last word in -ㅁ
		"올해 전세가 비율은 평균 61%로 조금 낮아졌습니다.":             {"전세가 비율 평균"},                      // 전세가 is a compound's noun, not 전세 and a subject's 가
		"지난달 냉각수 온도는 최고 83도까지 올랐어요.":                {"냉각수 온도 최고"},                      // the topic keeps its nouns past the run after it
		"결승에서 청룡고가 백호고를 3 대 1로 이겼다.":                {"청룡고", "백호고"},                     // a contest's sides by the clause's roles
		"우리 팀이 7건 대 5건으로 옆 팀보다 많았다.":                {"우리 팀", "옆 팀"},                    // the second side compared after the pair
		"점검하는 약 3시간 동안 엘리베이터를 세웁니다.":                {"점검"},                             // a period in 약 is of the act its modifier names
		"3분기 수출은 4억 달러로 계획 대비 87%에 머물렀다.":           {"수출", "수출 계획 대비"},                 // a share names what it is of, against it
		"쇼케이스 온도가 7도로 기준보다 2도 높았고 매출은 작년보다 5% 늘었다.": {"쇼케이스 온도", "쇼케이스 온도 기준 대비", "매출"}, // a difference names its other side, unless a time
		"점검 대상 12개 승강기 중에 9개가 합격했다.":                {"점검 대상 합격", "승강기 합격"},             // a part counts the noun its whole counts
	} {
		t.Run(s, func(t *testing.T) {
			var got []string
			for _, n := range numbersIn(s) {
				got = append(got, n.Context)
			}
			if !slices.Equal(got, want) {
				t.Errorf("contexts %q, want %q", got, want)
			}
		})
	}
}
