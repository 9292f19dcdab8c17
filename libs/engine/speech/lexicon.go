package speech

import (
	"strings"
	"unicode/utf8"

	"maltu/libs/engine/hangul"
)

// The word lists below are what Hangul arithmetic cannot know: which stems conjugate
// irregularly, which are descriptive (adjectives), and which vowel-final surface forms hide a
// ㄹ-stem. Lookups match the end of a stem, so compounds (알아듣, 자연스럽, 힘들) need no entry of
// their own. The lists cover common written Korean; a stem they miss is treated as regular.

func set(words string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(words) {
		m[w] = true
		longestWord = max(longestWord, utf8.RuneCountInString(w))
	}
	return m
}

// longestWord is the most syllables of any word in a set: no longer ending of a stem can match, so
// a lookup in a long unspaced run of text stays linear instead of trying every suffix.
var longestWord int

// endsWithAny reports whether stem ends with a word of the set, trying the longest ending first.
func endsWithAny(stem string, words map[string]bool) bool {
	_, ok := longestEnding(stem, words)
	return ok
}

func longestEnding(stem string, words map[string]bool) (string, bool) {
	r := []rune(stem)
	for i := max(0, len(r)-longestWord); i < len(r); i++ {
		if words[string(r[i:])] {
			return string(r[i:]), true
		}
	}
	return "", false
}

// irregularP: ㅂ-irregular stems (돕다 → 도와, 어렵다 → 어려워). Adjectives in -스럽, -롭, -답 are
// all irregular and matched by pattern instead.
var irregularP = set(`돕 곱 눕 줍 굽 깁 여쭙 가깝 가볍 간지럽 고맙 괴롭 귀엽 그립 더럽 덥 두껍 두렵 뜨겁 맵 무겁 무섭
	미덥 밉 반갑 부끄럽 부드럽 부럽 사납 쉽 시끄럽 싱겁 아깝 아쉽 어둡 어렵 역겹 우습 즐겁 지겹 징그럽 차갑 춥 가렵
	놀랍 따갑 매섭 미끄럽 안타깝 아니꼽 노엽 서럽 수월찮 너그럽 간지럽`)

// irregularPSuffix: productive adjective endings that are ㅂ-irregular.
var irregularPSuffix = []string{"스럽", "롭", "답"}

// irregularT: ㄷ-irregular stems (듣다 → 들어). 받다, 닫다, 믿다, 얻다 are regular.
var irregularT = set(`듣 걷 묻 싣 깨닫 일컫 알아듣 엿듣`)

// cuesT: words around 들어/걸어 that read it as 듣다/걷다 (see resolveT).
var cuesT = map[string][]string{
	"들": {"음악", "노래", "소리", "이야기", "얘기", "강의", "설명", "수업", "목소리", "라디오", "팟캐스트", "조언", "의견", "말을", "말씀"},
	"걸": {"산책", "공원", "길을", "거리를", "걸음", "까지 걸", "분 걸", "분을 걸"},
}

// twinCues: words around a stem the tables conjugate irregularly that read its regular homonym
// where the form does not show the class (걷자, 걷고, 묻는): 걷다, to roll up or collect (회비를
// 걷어요, not 걸어요, to walk), 묻다, to bury or stain (묻어요, not 물어요, to ask), 굽다, to bend
// (굽어요, not 구워요, to bake).
var twinCues = map[string][]string{
	"걷": {"회비", "돈", "소매", "팔", "바지", "빨래", "이불", "커튼"},
	"묻": {"땅에", "흙", "옷에", "손에", "얼굴에"},
	"굽": {"허리", "등이", "무릎"},
}

// twinIrregularCues: words around those stems that read the tables' class (걷다, to walk; 묻다, to
// ask; 굽다, to bake).
var twinIrregularCues = map[string][]string{
	"걷": {"길", "산책", "거리", "걸음", "공원", "천천히", "같이", "운동"},
	"묻": {"한테", "에게", "께", "질문", "길을"},
	"굽": {"빵", "고기", "생선", "오븐", "삼겹살", "쿠키"},
}

// cuesL: words around 들어/걸어 that read it as 들다/걸다 (resolveT), and 물어 as 물다 (stemBeforeA).
var cuesL = map[string][]string{
	"들": {"돈이", "비용이", "시간이", "마음에", "힘이", "손에", "품이", "기운이", "잠이", "정이"},
	"걸": {"전화를", "기대를", "말을 걸", "시간이", "목숨을", "희망을"},
	"물": {"개가", "강아지가", "모기", "입에", "담배를", "이빨로"},
}

// offCues: objects of 끄다 (불을 끕니다), against 끌다 (가방을 끕니다).
var offCues = []string{"불을", "전원을", "TV를", "티비를", "알람을", "시동을", "컴퓨터를", "휴대폰을", "핸드폰을", "조명을", "스위치를", "에어컨을", "난방을"}

// determiners make the word after them a noun: 내 차야 (my car), 첫 번째 차다.
var determiners = set(`내 네 제 우리 저희 그 이 저 첫 새 무슨 어느 이런 그런 저런 번째 어떤 모든 온갖 두 세 한`)

// questionWords are the nouns that a bare 냐 follows as the copula (뭐냐, 어디냐, 누구냐).
var questionWords = set(`뭐 어디 누구 언제 얼마 시 무엇`)

// irregularS: ㅅ-irregular stems (낫다 → 나아). 씻다, 벗다, 웃다 are regular.
var irregularS = set(`낫 짓 잇 붓 젓 긋`)

// yeoStems: stems whose own vowel is ㅕ (켜다 → 켜); any other ㅕ infinitive is 이 + 어 (마셔 →
// 마시).
var yeoStems = set(`켜 펴`)

// adjectivesH: ㅎ-irregular adjectives, to read 그래요 back as 그렇다 (ㅐ-final forms are
// otherwise vowel stems such as 보내다).
var adjectivesH = set(`그렇 이렇 저렇 어떻 빨갛 파랗 노랗 하얗 까맣 동그랗 커다랗 조그맣 기다랗 새빨갛 새파랗 시퍼렇 누렇 허옇 뽀얗`)

// regularH: stems in ㅎ that keep it (좋다 → 좋아); every other ㅎ-final stem is ㅎ-irregular
// (그렇다 → 그래).
var regularH = set(`좋 놓 넣 낳 닿 쌓 땋 빻 찧`)

// euStems: stems in ㅡ that drop it before 아/어 (쓰다 → 써, 바쁘다 → 바빠), used to undo the drop.
var euStems = set(`쓰 크 끄 뜨 트 바쁘 나쁘 기쁘 예쁘 아프 고프 슬프 잠그 담그 모으 따르 치르 들르 가쁘 서글프 애달프
	구슬프 어설프 미쁘 우러르 다다르`)

// euRegular: stems in 르 that only drop ㅡ (따르다 → 따라), not 르-irregular (모르다 → 몰라).
var euRegular = set(`따르 치르 들르 우러르 다다르`)

// leoIrregular: 러-irregular stems (푸르다 → 푸르러).
var leoIrregular = set(`푸르`)

// rieulStems: ㄹ-stems whose ㄹ drops before ㄴ, ㅂ, ㅅ (만들다 → 만듭니다, 만든다). A vowel-final
// form such as 만듭니다 is read back as the ㄹ-stem only when the ㄹ-stem is listed here; stems
// that share a form with a common vowel stem (갈/가, 날/나, 줄/주) are left out on purpose, and
// the truly ambiguous pairs are in rieulAmbiguous.
var rieulStems = set(`알 놀 만들 들 열 울 불 길 멀 돌 밀 벌 얼 졸 털 풀 흔들 떨 이끌 썰 굴 힘들 둥글 가늘 드물
	매달 시들 베풀 떠들 내밀 허물 빌 말 물 부풀 늘 휘날 낯설 서툴 어질`)

// rieulAmbiguous: vowel-final forms that belong to two common stems (삽니다: 사다 or 살다).
// The word before the predicate decides when it can (see resolveRieul).
var rieulAmbiguous = set(`사 파 거 다 끄`)

// proposalStems: verbs, besides X하 and X보, that take the plain proposal 자 (가자, 먹자); a
// noun in 자 (사용자, 의자) is not one of them.
var proposalStems = set(`가 먹 읽 찾 듣 걷 만들 놀 받 믿 잡 쓰 알아보 나누 지키 시작하 자 오 쉬 씻 살 타 놓 두 팔 열 닫 앉 웃 울 뛰`)

// otherSubjects are words that make the speaker, or their group, the subject (나는 피곤하면 자).
var otherSubjects = set(`나 나는 난 내가 나도 우리 우리는 우리가 저 저는 전 제가 저도 저희 저희는 저희가`)

// nounsFirst are words far more often written as nouns or adverbs than as the predicate forms
// they look like: 노래 (a song, not 노랗다's), 파래, 빨래 (laundry, not 빨다's 빨래), 몰래.
var nounsFirst = set(`노래 파래 빨래 몰래`)

// nounsInHa are nouns in 하 that stand before the copula far more often than any 하다 they look
// like (기준치 이하다, 기온이 영하다, 주차장은 지하다). Whole words only: 유지하, 확인하 and 운영하
// end in them. 천하, 귀하, 상하, 전하, 반하, 폐하 are left out: 천하다, 귀하다 (adjectives), 상하다,
// 전하다, 반하다, 폐하다 (verbs) are common, and only a determiner or modifier before them makes
// them nouns (see plainDa).
var nounsInHa = set(`이하 영하 지하 반지하 저하 인하 산하 휘하 슬하 각하 좌하 부하 수하 문하 침하 과부하 낙하 투하 비하`)

// nounsAsStems are words mecab-ko-dic also lists as adjective stems that end a sentence as nouns
// before the copula's 다 (이건 기차다, 여기가 자리다): known leaves them out, with nounsInHa. 비리다,
// 구리다, 후지다 and 외지다 are common adjectives, and only a modifier makes them nouns (명백한 비리다).
var nounsAsStems = set(`기차 고리 자리 마디 습지 지대`)

// yoNouns are common nouns that end in the syllable 요 (mecab-ko-dic's nouns in 요 of word cost
// below 2900), which 반말 must not lose as if it were 해요체's 요 (화요 모임을 → 화 모임을, 2.1. 개요 →
// 개). Left out: 사요, 새요 and 매요, a verb's 해요체 far more often, and 전요, 저는요 clipped.
var yoNouns = set(`강요 개요 농요 담요 동요 민요 불필요 소요 수요 요요 주요 중요 풍요 필요 화요`)

// yoNoun reports a word that ends in a noun of yoNouns (항목(개요, 화요).
func yoNoun(word string) bool {
	i := strings.LastIndexFunc(word, func(r rune) bool { return !hangul.IsSyllable(r) })
	return yoNouns[word[i+1:]]
}

// nounForms are common nouns (mecab-ko-dic's, of word cost below 2800) spelled as a one-syllable
// stem and the 자 or 지 of an ending (격자: 격다 + 자, 감지: 감다 + 지), which end titles and lists
// (기본 이미지 격자, 움직임 감지, 시작 일자) and are read as predicates there: left out are those a
// verb's proposal or 지 far more often (잡자, 돕지, 막자).
var nounForms = set(`가지 각자 각지 감지 검지 격자 골자 금지 동지 물자 박자 사지 숙지 식자 업자 일자 적자 적지 통지 팔자 한자 혼자 잡지`)

// nounsInDe are nouns in ㄴ데, which a spoken 데 after a modifier would take apart (화면의 가운데 →
// 가운데요).
var nounsInDe = set(`가운데 한데 군데`)

// countingWords are determiners that count: a word after them is a noun (한 가지, 여러 감지), never
// a verb or an adjective. 네 is left out: it answers as often (네 알겠어요).
var countingWords = set(`한 두 세 다섯 여섯 일곱 여덟 아홉 열 몇 여러 모든 온갖 각`)

// lookalikes are common nouns and adverbs that spell a stem and a connective (재고: 재다, 그리고:
// 그리다), which Finish must not end as clauses; TestLookalikesAreTheDictionarys derives them.
var lookalikes = set(`고사하고 그렇지만 그리고 금지만 대지만 동지만 돼지만 때고 때며 때지만 떼고 떼며 떼지만 보고 사고 신고 예고 작고
	잡지만 재고 차고 차지만 참고 하지만`)

// nounsInI are nouns in 이 after a vowel, which a bare 다 or 죠 follows as the copula (친구 사이다,
// 아직 아이다): read as a noun before 이다, they lose their 이 (사예요). Whole words only, since
// 회사이다 is 회사 before 이다. 나이 is no more often age than 나 before 이다 (범인은 나이다): see
// plainDa.
var nounsInI = set(`아이 사이 오이 스파이 넥타이 와이파이 어린아이`)

// feelings are verbs whose bare 다 says how one feels (졸리다, 웃기다), where any other verb
// would take ㄴ다: a vowel-final verb stem before a bare 다 is otherwise as likely a noun (배우다,
// 다리다, 가지다).
var feelings = set(`졸리 웃기 신나 설레 떨리 헷갈리 짜증나 화나 질리 지치 미치 겁나 놀라 배부르 목마르 벅차 멋지
	시리 저리 숨차 쑤시 잘생기 못생기 모자라 애타 빡치 거슬리 끌리 땡기 들뜨 김새 두근거리 설레이 찔리 소름끼치`)

// nounsInJa: nouns whose first syllable is also a verb stem (남자: 남다), never proposals.
var nounsInJa = set(`남자 감자 숫자 글자 액자 책자 탁자 상자 왕자 학자 독자`)

// iVerbs: stems in 이 that are verbs (보이다, 줄이다), so that 보입니다 is not read as the copula
// after a noun 보.
var iVerbs = set(`보이 먹이 줄이 붙이 죽이 녹이 속이 끓이 들이 쌓이 놓이 쓰이 모이 높이 늘이 기울이 숙이 섞이 묶이
	끼이 닦이 깎이 꺾이 벌이 숨이 뉘이 쏘이 쪼이 꼬이 덮이 먹이 보이 쓰이 바뀌이`)

// honorLike: stems that end in 시 but are not the honorific 시 (마시다 → 마셔요, not 마세요).
var honorLike = set(`마시 모시 들이마시`)

// adjectiveHa: roots that make adjectives with 하다 (중요하다 → 중요하다, not 중요한다), and the
// bound nouns of the auxiliary adjectives 만하다, 듯하다 and 법하다 (읽어 볼 만하다, not 만한다).
var adjectiveHa = set(`중요 필요 가능 불가능 다양 충분 불충분 부족 확실 불확실 분명 정확 부정확 간단 복잡 편리 불편 편안 편
	유용 유리 불리 적절 부적절 적합 부적합 명확 불명확 활발 원활 안전 위험 심각 상당 유사 동일 비슷 특별 독특 유일 완벽
	건강 행복 불행 피곤 깨끗 조용 따뜻 시원 답답 궁금 미안 죄송 익숙 유명 무관 중대 막대 거대 방대 저렴 풍부 빈번 신속
	신중 소중 귀중 엄격 철저 꼼꼼 친절 불친절 솔직 정직 성실 진지 심심 지루 똑똑 훌륭 대단 굉장 엄청 적당 우수 탁월
	열악 취약 미흡 미미 미약 저조 부진 양호 원만 무난 평범 단순 순수 투명 불투명 공정 공평 강력 강 약 유연 견고 튼튼
	허약 건전 건실 안정 불안정 불안 초조 급 시급 긴급 절실 간절 분주 한가 넉넉 풍족 빠듯 촉박 치열 격렬 뚜렷 선명 희미
	모호 애매 곤란 난처 당연 마땅 유효 무효 용이 어색 흔 다행 불쌍 가난 부유 동등 대등 균등 평등 상이 확고 굳건 든든
	씩씩 당당 떳떳 뻔뻔 깔끔 말끔 산뜻 포근 아늑 쾌적 청결 혼잡 한산 번잡 소박 화려 수수 검소 우아 세련 희귀 기발 참신
	진부 식상 평이 난해 명쾌 통쾌 유쾌 불쾌 상쾌 찝찝 개운 속상 섭섭 서운 억울 허전 쓸쓸 뿌듯 흐뭇 기특 대견 고요 잠잠 잔잔
	착 진 연 심 독 멍 딱딱 차분 꾸준 능숙 미숙 성숙 무의미 타당 부당 정당 합당 명백 확연 유익 무익 가득 비슷비슷 유망
	유능 무능 무관심 무책임 생소 특이 이상 정상 비정상 느긋 막막 먹먹 무사 무심 빽빽 선선 쌀쌀 정교 조악 치밀 허술 엉성
	촘촘 화목 다정 냉정 냉담 따분 한심 허무 황당 창피 감사 무난 탄탄 원활 꾸준 정확 상세 자세 구체 막연 성급
	신선 친숙 편협 협소 광범위 광대 미세 극심 과도 과다 과중 부실 충실 확실 절박 긴밀 밀접 긴요 요긴 유리 불가피
	만 듯 법`)

// adjectives: descriptive stems that are not X+하 (좋다, 크다, 어렵다). Stems in -스럽, -롭, -답
// and every ㅂ-irregular stem above are adjectives too.
var adjectives = set(`좋 싫 많 적 크 작 높 낮 길 짧 넓 좁 깊 얕 얇 굵 가늘 빠르 느리 이르 같 다르 낡 젊 어리 밝 맑 흐리
	괜찮 바쁘 아프 기쁘 슬프 예쁘 나쁘 고프 비싸 싸 짜 달 시 멀 옳 그르 낫 뛰어나 거칠 둥글 드물 잦 짙 옅 세 희 검 붉
	싶 않 힘들 낯설 게으르 서투르 못나 잘나 알맞 걸맞 올바르 귀찮 점잖 변변찮 시원찮 만만찮 적잖 같잖 똑같 어질 서툴
	목마르 배부르`)
