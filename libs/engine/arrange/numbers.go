package arrange

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"maltu/libs/engine/hangul"
	"maltu/libs/engine/rules"
	"maltu/libs/engine/speech"
	"maltu/libs/gate/contract"
	"maltu/libs/gate/figures"
)

// numberRe finds a figure as written: digits with grouping and decimals, and Korean magnitudes
// that may follow (48억 2천만, 1,200억, 3.5만).
var numberRe = regexp.MustCompile(`[+-]?\d+(?:,\d{3})*(?:\.\d+)?(?:[십백천만억조]+(?:\s?\d+(?:,\d{3})*(?:\.\d+)?[십백천만억조]+)*)?`)

// units a figure may carry, longest first so that %p wins over %; what unitOf reads on its own
// needs no place here, what is written spaced or goes on (3년째) does.
var units = []string{"%p", "퍼센트", "%", "개월", "시간", "분기", "단계", "가지", "달러", "유로", "위안", "배럴", "가구", "세대", "톤", "차례", "엔", "원", "명", "개", "건", "배", "권", "kWh", "마리", "장", "통", "종", "자", "팀",
	"년", "월", "일", "시", "분", "초", "회", "곳", "대", "주", "번", "살", "세", "위", "점", "층", "호", "차", "km", "kg", "GB", "MB", "TB", "ms", "g"}

// spacedUnits may stand after a space (1,200억 원, 8,400만 배럴), as a word of their own; other
// units must touch the figure, or 3 주요 would read as three weeks.
var spacedUnits = []string{"원", "달러", "유로", "위안", "엔", "명", "건", "퍼센트", "시간", "개월", "kWh", "배럴", "가구", "세대", "톤"}

// particles trimmed off a context word.
var particles = []string{"에서는", "에서", "에는", "으로", "로", "은", "는", "이", "가", "을", "를", "의", "도", "에", "과", "와"}

// numbersIn lists the figures of one sentence with their unit and a short context (the words
// before the figure, or after it when it opens the sentence). A value is written so that the
// service's figure check reads in it what it reads in the sentence: 8.4% rather than 8.4,
// 11월 1일 rather than 11 (a date). A figure that cannot be written so is left out, and a list
// number at the start (1. or 2)) is a marker, not a figure.
func numbersIn(s string) []contract.Number {
	var out []contract.Number
	inSentence := figures.Of(s)
	done := 0
	for _, loc := range numberRe.FindAllStringIndex(s, -1) {
		if len(out) == maxNumbers {
			break // the report lists no more; reading on would cost a pass over the sentence a figure
		}
		if loc[0] < done {
			continue // inside a date or time already taken whole
		}
		after := s[loc[1]:]
		if loc[0] == 0 && (strings.HasPrefix(after, ".") || strings.HasPrefix(after, ")")) {
			continue
		}
		if r, _ := utf8.DecodeLastRuneInString(s[:loc[0]]); loc[0] > 0 && unicode.IsLetter(r) {
			continue // part of a name (영업2팀, B2B)
		}
		last, _ := utf8.DecodeLastRuneInString(s[loc[0]:loc[1]])
		if tail := smallerPart.FindString(after); tail != "" && strings.ContainsRune("만억조", last) && strings.IndexFunc(after[len(tail):], unicode.IsLetter) == 0 {
			loc[1] += len(tail) // 1만 2,300원, 3억 4,500만 원: the rest of the amount in digits
			after, last = s[loc[1]:], '0'
		}
		unit, rest := unitOf(after, strings.ContainsRune("십백천만억조", last))
		if unit == "" && named(s[:loc[0]]) && (strings.HasPrefix(after, "의 ") || version(s[loc[0]:loc[1]], after)) {
			continue // 앱 2.0의, 시즌 2의, 앱 2.0 출시: a figure right after a noun names which one
		}
		if unit != "" && strings.HasPrefix(rest, "당") {
			continue // 쿠폰 1장당, 1시간당: a rate says per what, it is no amount
		}
		rest = strings.TrimPrefix(rest, "씩") // 2시간씩 혈압 상담을: a distributive, the nouns after are what it counts
		if unit == "" && boundWord(after) {
			continue // 1인당, 3차로: a figure of a word, not an amount
		}
		if unit == "" && loc[0] > 0 && (after == ":" || strings.HasPrefix(after, ": ")) {
			continue // 조치 1: …, 2단계: a numbered item's label, not an amount
		}
		if dateOf(s[:loc[0]], s[loc[0]:loc[1]], unit, rest) {
			continue // 2019년 설립, 지난 15일 회의, 28일 밝혔다: when it happened
		}
		if plain := s[loc[0]:loc[1]]; unit == "" && len(plain) >= 4 && strings.Trim(plain, "0123456789") == "" {
			continue // 2345, 2024: a number that names (an extension, a year) is written so, an amount with a comma or a unit
		}
		if unit == "분" && strings.HasPrefix(rest, "의 ") {
			from := len(s) - len(rest) + len("의 ")
			done = from + len(numberRe.FindString(s[from:]))
			continue // 10분의 1: a fraction, whose parts are no amounts
		}
		if to, ok := rangeEnd(s, loc[1], unit); ok {
			// 3-5일, 2~3주, 10%~15%: one figure, written as a range, with the unit of its upper end
			last, _ := utf8.DecodeLastRuneInString(s[:to])
			if !strings.HasSuffix(s[:to], unit) || unit == "" {
				unit, rest = unitOf(s[to:], strings.ContainsRune("십백천만억조", last))
			} else {
				rest = s[to:]
			}
			done = to
			if measured(s[loc[0]:to], unit, rest) && figures.Contains(inSentence, figures.Of(s[loc[0]:to])) {
				out = append(out, contract.Number{Value: s[loc[0]:to], Unit: unit, Context: contextOf(s[:loc[0]], rest), Evidence: s})
			}
			continue
		}
		value, end, ok := readable(s, loc[0], loc[1], unit, inSentence)
		if !ok {
			continue
		}
		date := strings.ContainsAny(value[len(s[loc[0]:loc[1]]):], "0123456789")
		if to, smaller := compound(s, len(s)-len(rest), unit); smaller != "" && figures.Contains(inSentence, figures.Of(s[loc[0]:to])) {
			value, end, unit, rest, date = s[loc[0]:to], to, smaller, s[to:], false
		}
		done = end
		if next := strings.Fields(rest); len(next) > 0 && strings.HasPrefix(next[0], "만점") {
			continue // 5점 만점: the scale, not a score
		}
		if date || !measured(s[loc[0]:loc[1]], unit, rest) && !(dayCount(s[:loc[0]], s[loc[0]:loc[1]], unit) && !namesGroup(rest)) || strings.HasPrefix(strings.TrimSpace(rest), "버전") || unit == "" && strings.HasPrefix(rest, " 때") {
			continue // a date, a time, a period, an ordinal or a version (1.0 때보다) names when or which, not how much
		}
		out = append(out, contract.Number{Value: value, Unit: unit, Context: contextOf(s[:loc[0]], rest), Evidence: s})
	}
	return out
}

// dateOf reports a figure in 년, 주 or 일 that names when rather than how long: a week after a month (11월 3주), a year of four
// digits (2019년, 2027년도), a day after 지난 or 오는 (지난 15일 회의에서) or before a time of day
// or a verb of reporting (28일 오후, 18일 19:10, 28일 밝혔다), unless a word of amount follows (지난 3일 동안).
func dateOf(before, figure, unit, rest string) bool {
	switch unit {
	case "주":
		words := strings.Fields(before)
		return len(words) > 0 && monthRe.MatchString(words[len(words)-1]) // 11월 3주: the third week of November
	case "년":
		return len(figure) == 4 && strings.Trim(figure, "0123456789") == ""
	case "일":
		next := strings.Fields(rest)
		if !strings.HasPrefix(rest, " ") || len(next) == 0 || hasPrefixAny(next[0], amountAfter...) {
			return false
		}
		words := strings.Fields(before)
		return len(words) > 0 && slices.Contains([]string{"지난", "오는"}, words[len(words)-1]) ||
			hasPrefixAny(next[0], dayTimes...) || hasPrefixAny(next[0], reportingVerbs...) || clockRe.MatchString(next[0])
	}
	return false
}

// monthRe is a month of the year (11월), which a week after it dates.
var monthRe = regexp.MustCompile(`^\(?\d{1,2}월$`)

// smallerPart is the rest of an amount after a magnitude, in digits and glued to a unit (만 2,300원).
var smallerPart = regexp.MustCompile(`^ \d{1,3}(?:,\d{3})*`)

// clockRe is a time of day written with a colon (19:10), which a day before it dates.
var clockRe = regexp.MustCompile(`^\d{1,2}:\d{2}`)

// dayCount reports a figure in 일 that can only count days, whatever follows it: above 31
// (90일에서 30일로), or after a word of frequency (주 2일까지 재택).
func dayCount(before, figure, unit string) bool {
	if unit != "일" {
		return false
	}
	words := strings.Fields(before)
	n, err := strconv.Atoi(strings.ReplaceAll(figure, ",", ""))
	return err == nil && n > 31 || len(words) > 0 && slices.Contains(frequencyWords, words[len(words)-1])
}

// frequencyWords say per what span a count holds (주 2일, 월 1회).
var frequencyWords = []string{"주", "월", "연", "매주", "매달", "매월", "매년"}

// dayTimes follow a day of the month (28일 오후 3시).
var dayTimes = []string{"오전", "오후", "새벽", "아침", "저녁", "밤", "낮", "정오", "자정"}

// rangeSeparators join the ends of a range (3-5일, 2~3주, 3에서 5일).
var rangeSeparators = []string{"-", "~", "～", "∼", "〜", "–", "—", "에서 "}

// rangeEnd reports a figure that ends at end as the lower end of a range and returns where the
// upper end's digits stop. The lower end may repeat the unit (10%~15%); 에서 makes a range only
// between figures of one unit that no 로 or 까지 follows (61%에서 74%로 is a change), and a third part
// (2024-03-05, 010-1234-5678) makes a date or a phone number, no range.
func rangeEnd(s string, end int, unit string) (int, bool) {
	after := s[end:]
	glued := unit != "" && strings.HasPrefix(after, unit)
	if glued {
		after = after[len(unit):]
	}
	for _, sep := range rangeSeparators {
		x, ok := strings.CutPrefix(after, sep)
		if !ok {
			continue
		}
		loc := numberRe.FindStringIndex(x)
		if loc == nil || loc[0] != 0 || strings.HasPrefix(x, "-") || strings.HasPrefix(x, "+") {
			return 0, false
		}
		to := len(s) - len(x) + loc[1]
		upper, rest := unitOf(s[to:], false)
		if hasPrefixAny(s[to:], rangeSeparators[:7]...) || glued && upper != unit {
			return 0, false
		}
		if sep == "에서 " && (upper != unit && unit != "" || hasPrefixAny(rest, "로", "으로", "까지") || boundedChange(rest)) {
			return 0, false
		}
		if glued {
			to += len(unit)
		}
		return to, true
	}
	return 0, false
}

// boundedChange reports the end of a change with a bound before its 로 or 까지 (60건에서 85건
// 안팎까지, 3%에서 5% 정도로).
func boundedChange(rest string) bool {
	w, _, _ := strings.Cut(strings.TrimLeft(rest, " "), " ")
	b, ok := cutAny(w, []string{"까지", "으로", "로"})
	return ok && slices.Contains(bounds, b)
}

// boundWord reports a bare figure glued to a word that is neither a unit nor a particle (1인당).
func boundWord(after string) bool {
	r, _ := utf8.DecodeRuneInString(after)
	return hangul.IsSyllable(r) && !hasPrefixAny(after, figureParticles...)
}

// figureParticles may follow a bare figure (3이, 2로, 10까지).
var figureParticles = []string{"이", "가", "은", "는", "을", "를", "에", "의", "과", "와", "도", "만", "로", "으로", "까지", "부터", "보다", "씩"}

// sameFigure reports a figure listed already for the same thing: the same value and unit, and a
// context holding the other (140개 계정, then 미사용 계정 140개).
func sameFigure(listed []contract.Number, n contract.Number) bool {
	// A specific amount (184만 원, 2,430건) said twice is one thing said twice, whatever names it.
	specific := strings.ContainsAny(n.Value, "십백천만억조") || len(strings.Trim(n.Value, ",.%")) >= 4
	return slices.ContainsFunc(listed, func(m contract.Number) bool {
		return m.Value == n.Value && m.Unit == n.Unit && (specific || m.Context != "" && n.Context != "" &&
			(strings.Contains(m.Context, n.Context) || strings.Contains(n.Context, m.Context) || shared(m.Context, n.Context) > 1))
	})
}

// shared counts the words two contexts have in common (위험 등급 악용, 위험 등급 조치: two).
func shared(a, b string) int {
	n, bw := 0, strings.Fields(b)
	for _, w := range strings.Fields(a) {
		if slices.Contains(bw, w) {
			n++
		}
	}
	return n
}

// pointUnits name a point in time or a place in an order (3분기, 10월, 2024년, 2차, 3호); days,
// years and hours do too when a particle of time follows (18일에, 2024년부터), not when they are
// an amount (7일 안에, 3일 동안, 2년째).
var pointUnits = []string{"분기", "월", "차", "호", "층", "위", "시", "회차", "등", "학년", "교시", "인실", "동", "반"}

var periodUnits = []string{"일", "년", "주"}

// ageWords follow an age group in 대 (20대 응답자, 30대 초반), never a count of vehicles or machines.
var ageWords = []string{"응답자", "고객", "직원", "사용자", "이용자", "남성", "여성", "청년", "초반", "중반", "후반", "가입자", "소비자", "구직자"}

var weekdays = []string{"월요일", "화요일", "수요일", "목요일", "금요일", "토요일", "일요일"}

var amountAfter = []string{"동안", "안에", "안", "만에", "이내", "간", "째", "연속", "이상", "이하", "넘게", "가까이", "정도", "쯤", "전", "후", "뒤"}

// bounds after a figure say where it stands (20% 아래), not what it measures.
var bounds = []string{"아래", "미만", "초과", "안팎", "내외", "가량", "남짓", "이상", "이하", "이내", "넘게", "가까이", "정도", "쯤"}

// measured reports whether a figure with unit, followed by rest, is an amount.
func measured(figure, unit, rest string) bool {
	next := strings.Fields(rest)
	if len(next) > 0 && strings.HasPrefix(rest, " ") {
		if w, _ := cutAny(next[0], particles); w == "차" && !slices.Contains(doNouns, strings.Trim(next[0], ",.")) { // 2cm 차이 is a difference
			return false // 7일 차 잔존율, 3주 차: a place in an order, not an amount
		}
		if unit == "대" && slices.ContainsFunc(ageWords, func(a string) bool { return strings.HasPrefix(next[0], a) }) {
			return false // 20대 응답자: an age group names who, it measures nothing
		}
	}
	if unit == "대" && hasPrefixAny(rest, "의 ", "보다") && decade(figure) {
		return false // 20대의 배달 의존도가 30대보다: an age group set against another, no count of machines
	}
	if slices.Contains(scheduleUnits, unit) && namesGroup(rest) {
		return false // 주 2일 재택 그룹: a schedule names the group, it measures nothing of it
	}
	amount := len(next) > 0 && slices.ContainsFunc(amountAfter, func(w string) bool { return strings.HasPrefix(next[0], w) })
	switch {
	case slices.Contains(pointUnits, unit):
		// 2분기 연속 is an amount; 1분기 안에, 3월 전에 say by when.
		return amount && !slices.ContainsFunc([]string{"안", "이내", "전", "후", "뒤"}, func(w string) bool { return strings.HasPrefix(next[0], w) })
	case slices.Contains(periodUnits, unit):
		if len(next) > 0 && slices.ContainsFunc(weekdays, func(d string) bool { return strings.HasPrefix(next[0], d) }) {
			return false // 26일 토요일: a date
		}
		return amount || !hasPrefixAny(rest, "에", "부터", "까지", "자", "의")
	}
	return true
}

// decade reports a figure of tens from 10 to 90, as an age group is written (20대, 30대).
func decade(figure string) bool {
	n, err := strconv.Atoi(figure)
	return err == nil && n >= 10 && n <= 90 && n%10 == 0
}

// scheduleUnits say how often or how long (주 2일, 월 1회), and may name what keeps to them.
var scheduleUnits = []string{"일", "주", "시간", "개월", "년", "회", "번", "분"}

// groupNouns name a group that a schedule or figure before them tells apart from others.
var groupNouns = []string{"그룹", "집단", "조", "반", "군"}

// namesGroup reports bare nouns after a figure that end in a group noun (2일 재택 그룹의).
func namesGroup(rest string) bool {
	if !strings.HasPrefix(rest, " ") {
		return false
	}
	for i, w := range strings.Fields(rest) {
		noun, marked := cutAny(strings.Trim(w, ",."), particles)
		if slices.Contains(groupNouns, noun) && i > 0 {
			return true
		}
		if marked || i == 2 || !bareNoun(noun) {
			return false
		}
	}
	return false
}

// version reports a decimal with no unit that a bare noun follows (2.0 출시는): a release's name,
// as a measure in decimals has a unit or a particle (평점 4.5로) or a bound (4.5 이상).
func version(figure, after string) bool {
	next := strings.Fields(after)
	if !strings.Contains(figure, ".") || !strings.HasPrefix(after, " ") || len(next) == 0 {
		return false
	}
	noun, _ := cutAny(strings.Trim(next[0], ",."), append(particles, "인"))
	return noun == "버전" || bareNoun(noun) && !slices.Contains(bounds, noun) && !hasSuffixAny(noun, valueNouns...) && !slices.Contains(functionWords, noun)
}

// named reports a bare noun right before a figure, a space between (앱 2.0, 시즌 2).
func named(before string) bool {
	words := strings.Fields(before)
	if len(words) == 0 || !strings.HasSuffix(before, " ") {
		return false
	}
	w := words[len(words)-1]
	return bareNoun(w) && !slices.Contains(functionWords, w) && !slices.Contains(measureQualifiers, w)
}

func hasPrefixAny(s string, prefixes ...string) bool {
	for _, p := range prefixes {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

// unitOf reads the unit right after a figure. Whatever is written onto the figure, once its
// particles and copula are cut off (3,200톤으로, 84㎡이고, 45세대입니다, 1.75%포인트로), is its unit
// when it reads as a counter: symbols and Latin letters (kg, bp, MW, ㎡) or up to three
// syllables that do not make a word of the figure (1인당, 3년째, 천원짜리). Otherwise a unit of
// the list may open what is written on (3년째 → 년), and after a Korean magnitude (4만 2천 개)
// or for a unit that is written spaced (1,200억 원) it may stand after a space.
func unitOf(after string, magnitude bool) (unit, rest string) {
	glued := after[:len(after)-len(strings.TrimLeftFunc(after, gluedRune))]
	u := trimEndings(glued)
	if slices.Contains(units, u) {
		return u, after[len(u):]
	}
	if u == "동" {
		return u, after[len(u):] // 101동부터: a building's number names which one
	}
	for _, o := range ordinals {
		if strings.HasPrefix(glued, o) && !strings.HasPrefix(glued, "차례") {
			return o, after[len(o):] // 2차전, 3회차, 3호선, 1등: which one, not how many
		}
	}
	for t, suffixes := range timeSuffixes {
		if x, ok := strings.CutPrefix(u, t); ok && slices.Contains(suffixes, x) {
			return t, after[len(t):] // 12월분, 2027년도, 3일자, 5시경: a time with a suffix, not a counter of its own
		}
	}
	if u == "" && strings.HasPrefix(glued, "도") && glued != "도" {
		return "도", after[len("도"):] // 8도까지, 영하 3도로: degrees; 도 alone may still be the particle
	}
	if counter(u) {
		return u, after[len(u):]
	}
	trimmed := strings.TrimPrefix(after, " ")
	for _, u := range units {
		if strings.HasPrefix(after, u) {
			return u, after[len(u):]
		}
		if (magnitude || slices.Contains(spacedUnits, u)) && strings.HasPrefix(trimmed, u) && spacedUnit(trimmed, u) {
			return u, trimmed[len(u):]
		}
	}
	return "", after
}

// spacedUnit reports the word that opens s as the unit u with only endings or a bound noun on
// it (원으로, 원어치가, 배럴씩), not a longer word u begins (8,400만 배럴 is no 배).
func spacedUnit(s, u string) bool {
	w := trimEndings(s[:len(s)-len(strings.TrimLeftFunc(s, gluedRune))])
	x, _ := cutAny(w, []string{"어치", "짜리", "당", "째", "간"})
	return w == u || x == u
}

// timeSuffixes are written onto a month, day, year or hour (12월분, 3월말, 2027년도, 3일자, 5시경);
// 3일분 and 3일치 are amounts.
var timeSuffixes = map[string][]string{"월": {"분", "말", "초", "중", "경"}, "일": {"자", "경"}, "년": {"도", "말", "초"}, "시": {"경"}}

// ordinals open a word that names a place in an order or a kind (2차전, 3회차, 3호선, 1등급,
// 5학년, 2반, 1인실).
var ordinals = []string{"회차", "차", "호", "위", "등", "학년", "교시", "인실", "반"}

// gluedRune may be written onto a figure as its unit or particle: letters and unit signs (%, ㎡,
// ℃, °), not punctuation or a space.
func gluedRune(r rune) bool {
	return unicode.IsLetter(r) || unicode.Is(unicode.So, r) || strings.ContainsRune("%％°′″", r)
}

// endings are written onto a figure's unit and are no part of it: particles, a copula, a bound
// (3,200톤으로, 45세대입니다, 5단계나, 2잔씩, 30유로였습니다, 21개고, 90일마다), longest first
// where one ends another (밖에 before 에).
var endings = []string{"밖에", "마다", "께서", "에게서", "한테", "이랑", "랑", "조차", "마저", "뿐", "께", "까지만", "이지만", "지만", "이어서", "여서", "라서", "라면", "라", "고", "며", "면", "이었습니다", "였습니다", "입니다", "이었어요", "였어요", "이에요", "예요", "이었고", "이었는데", "이었다", "였고", "였는데", "였으며", "였다",
	"이라서", "이라면", "이라", "인데", "이고", "이며", "이면", "이다", "인",
	"에서는", "에서도", "에서", "에게", "에는", "에도", "으로는", "으로도", "으로", "로는", "로도", "로", "까지", "부터", "보다", "처럼", "만큼", "하고",
	"이나", "나", "씩", "만", "은", "는", "이", "가", "을", "를", "의", "도", "에", "과", "와", "쯤", "정도", "가량", "남짓", "이상", "이하", "미만", "넘게"}

// trimEndings cuts the endings off what is written onto a figure, one after another (까지만,
// 으로도); an ending alone (2345로) leaves nothing.
func trimEndings(w string) string {
	for _, c := range []string{"이었", "였", "입니", "이에", "예요"} { // a copula in any tense (이었지만, 였는데)
		if i := strings.Index(w, c); i > 0 {
			w = w[:i]
		}
	}
	for {
		if slices.Contains(endings, w) {
			return ""
		}
		x, ok := cutAny(w, endings)
		if !ok || x == w {
			return w
		}
		w = x
	}
}

// wordSuffixes make a word of a figure rather than a unit: a rate (1인당), an ordinal or a run
// (2번째, 3년째), a span (7일간), a price tag (천원짜리), an approximation (10여).
var wordSuffixes = []string{"당", "째", "간", "짜리", "여", "번", "차"}

// counter reports what is written onto a figure as a unit: no digit, and symbols or Latin
// letters (kg, bp, ㎡) or up to three syllables (톤, 가구, 개소, 차례, %포인트), not a bound word.
func counter(u string) bool {
	if u == "" || strings.ContainsAny(u, "0123456789") || hasSuffixAny(u, wordSuffixes...) {
		return false
	}
	syllables := 0
	for _, r := range u {
		if hangul.IsSyllable(r) {
			syllables++
		} else if !gluedRune(r) {
			return false
		}
	}
	return syllables <= 3 && utf8.RuneCountInString(u) <= 6
}

// smallerUnits go on a period in one figure (1년 4개월, 2시간 30분).
var smallerUnits = map[string]string{"년": "개월", "시간": "분", "분": "초"}

// compound extends a period by the smaller unit that follows it (1년 → 1년 4개월).
func compound(s string, end int, unit string) (to int, smaller string) {
	next, ok := smallerUnits[unit]
	if !ok || !strings.HasPrefix(s[end:], " ") {
		return end, ""
	}
	n := numberRe.FindStringIndex(s[end+1:])
	if n == nil || n[0] != 0 || !strings.HasPrefix(s[end+1+n[1]:], next) {
		return end, ""
	}
	return end + 1 + n[1] + len(next), next
}

// readable finds the shortest span from start, at least the figure itself, whose figures the
// sentence has: the figure, then with its unit (8.4%, 7시), then with up to three more words
// (11월 1일, 2024년 3월).
func readable(s string, start, end int, unit string, inSentence []string) (value string, to int, ok bool) {
	candidates := []int{end}
	if unit != "" {
		candidates = append(candidates, strings.Index(s[end:], unit)+end+len(unit))
	}
	next := candidates[len(candidates)-1]
	for range 3 { // the rest of this word, then the next two
		i := strings.IndexByte(s[next:], ' ')
		if i == 0 {
			i = strings.IndexByte(s[next+1:], ' ')
			if i >= 0 {
				i++
			}
		}
		if i < 0 {
			i = len(s) - next
		}
		if next += i; next > candidates[len(candidates)-1] {
			candidates = append(candidates, next)
		}
	}
	for _, c := range candidates {
		v := strings.TrimRight(s[start:c], ",. ")
		if want := figures.Of(v); len(want) > 0 && figures.Contains(inSentence, want) {
			return v, start + len(v), true
		}
	}
	return "", 0, false
}

// contextOf names what a figure measures with words of its sentence: the noun phrase the figure
// counts when it stands bare before it (3,000원 할인 쿠폰을), else the nearest noun with a particle
// before it with the bare nouns and the verbal noun in front (이탈하는 비율이 → 이탈 비율), else
// the bare nouns right before it (결제 시도 3,200건), else the words after it; and the verbal
// noun of the predicate that follows (7일 안에 이탈하는 → 가입 후 이탈), when the phrase lacks one.
func contextOf(before, after string) string {
	words := strings.Fields(before)
	next := strings.Fields(after)
	var head []string
	if label, _, ok := strings.Cut(before, ":"); ok && strings.HasSuffix(strings.TrimSpace(before), "(") && label != "" && len(strings.Fields(label)) <= 3 {
		head = strings.Fields(label) // 참석: 박민준, 이하은 (4명): a count in brackets totals the list its label names
	}
	if hasPrefixAny(after, "은 ", "는 ") && !partOf(words) && head == nil {
		head = predicateNoun(next) // 5개는 … 높은 위험 등급입니다: the figure is what the sentence says it is
	}
	if head == nil {
		head = spentOn(after)
	}
	if x, ok := strings.CutPrefix(after, "간 "); ok && head == nil && objectFirst(x) {
		head = afterPhrase(" " + x) // 3개월간 시차 출근제를 운영할: the period is the object's run, not the topic's
	}
	if x, ok := strings.CutPrefix(after, "간의 "); ok && head == nil {
		head = afterPhrase(" " + x) // 기능 시연과 2주간의 시험 사용: the period is the run of the noun it qualifies
	}
	if n := len(words); head == nil && n > 0 && hasPrefixAny(after, "가 ", "이 ", "는 ", "은 ") {
		// 응답자의 71%가: a share in subject is of the whole in 의 right before it, whatever
		// an earlier clause is about
		if whole, ok := strings.CutSuffix(words[n-1], "의"); ok && bareNoun(whole) && utf8.RuneCountInString(whole) >= 2 {
			head = nounsBefore(words[:n-1], []string{whole})
		}
	}
	if of, ok := strings.CutPrefix(after, "의 "); ok && head == nil && runBefore(words) == nil {
		// 약 2만 3천 건의 주문이: with no noun before it, the noun after 의 is what the figure
		// counts (고객 1,320명의 사용 기록 counts 고객)
		head = afterPhrase(" " + of)
	}
	// A figure held to a bound (전용면적 59㎡ 이하 소형 주택) measures the bare nouns before it; the
	// nouns after are what the bound selects.
	if head == nil && strings.HasPrefix(after, " ") && len(next) > 0 {
		if bound, _ := cutAny(strings.Trim(next[0], ",."), append(particles, "인")); slices.Contains(bounds, bound) {
			head = runBefore(words) // 90분 이상인 직원: 인 makes the bound a modifier
			if head == nil {
				head = markedBefore(words) // 통근 시간이 하루 90분 이상인: the subject the bound holds
			}
		}
		// A whole a part is taken from (자유 의견 640건 가운데 … 120건) is the nouns before it; the
		// nouns after name the part.
		if head == nil && (next[0] == "중" || next[0] == "가운데") {
			head = runBefore(words)
		}
	}
	// The figure's own word ends here: what follows the space, if bare nouns then a particle, is
	// what it counts.
	if n := len(words); head == nil && len(next) > 0 && next[0] == "동안" && n > 0 && bareNoun(words[n-1]) && !slices.Contains(functionWords, words[n-1]) && !hasSuffixAny(words[n-1], timeWords...) {
		head = runBefore(words) // 점검 시간 6시간 동안 메일 접속이: the period is the nouns' right before it; the clause after happens in it
	}
	if head == nil && strings.HasPrefix(after, " ") && !strings.HasPrefix(after, " (") && len(next) > 1 {
		// A figure that stands bare before nouns counts them: 3,000원 할인 쿠폰을, 7일 유지율은;
		// a note in brackets after it (37건 (주말 접수분)) remarks on it.
		noun, marked := cutAny(strings.Trim(next[0], ",."), contextParticles)
		if x, ok := cutAny(strings.Trim(next[0], ",."), []string{"으로", "로"}); !marked && ok && !hasSuffixAny(x, valueNouns...) {
			noun, marked = x, true // 4주 과정으로; 150명 기준으로 says by what, not what
		}
		countsNoun := marked && utf8.RuneCountInString(noun) >= 2 && !speech.IsStem(noun) && !slices.Contains(functionWords, noun)
		if phrase := afterPhrase(after); len(phrase) > 1 || len(phrase) == 1 && countsNoun && bareNoun(noun) {
			head = phrase
		}
	}
	if head == nil {
		head = runBefore(words)
	}
	if head == nil {
		head = markedBefore(words)
	}
	if head == nil {
		head = afterPhrase(after)
	}
	if len(head) == 0 && len(words) > 0 {
		// Nothing named: the word before, without its particles (지난번에는 8명 → 지난번), read
		// past a modifier and a comparison (배송에는 평소보다 긴 3-5일 → 배송), which name nothing.
		k := len(words) - 1
		for k > 0 && len(words)-k < 3 && (modifier(words[k]) || strings.HasSuffix(words[k], "보다")) {
			k--
		}
		w := strings.Trim(words[k], ",.()[]\"'“”")
		for _, p := range []string{"에는", "에서는", "에서", "에", "은", "는", "까지"} {
			w = strings.TrimSuffix(w, p)
		}
		if w != "" && !modifier(w) && !strings.HasSuffix(w, "보다") && (!numberRe.MatchString(w) || anchor(w)) && !strings.ContainsAny(w, "었았였했겠됐") && !predicate(w) && // never a verb (1등을 했고 5차례)
			!adverbial(w) && !slices.Contains([]string{"데", "것", "수", "바", "줄", "채"}, w) { // nor an adverb (보통, 길게는) nor a bound noun (가리는 데): how, not what
			head = []string{w} // 지난번에는 8명, 11월까지 9,800만 원: when it held
		}
	}
	if v := verbalNoun(next); v != "" && !slices.Contains(head, v) {
		head = append(head, v)
	}
	return strings.Join(head, " ")
}

// memoEnd reports a verb made a noun in -ㅁ, as a memo in bullets ends (걸림, 확인함, 없음).
func memoEnd(w string) bool {
	r := []rune(strings.TrimRight(w, ".)"))
	if len(r) == 0 || hangul.Tail(r[len(r)-1]) != hangul.M {
		return false
	}
	last := r[len(r)-1]
	stem := string(r[:len(r)-1]) + string(hangul.WithTail(last, hangul.None))
	return last == '함' || last == '됨' || speech.IsStem(stem) || last == '음' && speech.IsStem(string(r[:len(r)-1]))
}

// objectFirst reports words whose first noun with a particle is an object (새 근무 제도를 …).
func objectFirst(s string) bool {
	for _, w := range strings.Fields(s) {
		if _, ok := cutAny(w, particles); ok {
			return hasSuffixAny(w, "을", "를")
		}
	}
	return false
}

// adverbial reports an adverb (보통, 최근) or a verb made an adverb in -게 (길게는 50분): it says
// how or when, it names nothing.
func adverbial(w string) bool {
	return slices.Contains(adverbs, w) || slices.Contains([]string{"보통", "최근", "요즘", "대개", "주로", "흔히"}, w) ||
		strings.HasSuffix(w, "게") && speech.IsStem(strings.TrimSuffix(w, "게")) && !slices.Contains(doNouns, w)
}

// partOf reports a figure taken from a whole just before it (심의위원 5명 중 4명은 … 의견이었습니다):
// the part counts what the whole counts, whatever the sentence says of it.
func partOf(words []string) bool {
	n := len(words)
	if n < 2 || words[n-1] != "중" && words[n-1] != "가운데" {
		return false
	}
	return numberRe.MatchString(words[n-2]) || n > 2 && unitApart(words[n-3], words[n-2])
}

// unitApart reports a unit written apart from its figure (8천만 원, 4만 장): a unit that may
// stand alone, or any unit after a magnitude.
func unitApart(figure, unit string) bool {
	last, _ := utf8.DecodeLastRuneInString(figure)
	return bareFigure(figure) && (slices.Contains(spacedUnits, unit) || strings.ContainsRune("십백천만억조", last) && slices.Contains(units, unit))
}

// spendVerbs use a sum up on something (쓸, 투입할, 배정했다, 들어간).
var spendVerbs = []string{"쓰", "쓸", "써", "썼", "쓴", "투입", "배정", "사용", "집행", "들어", "들었", "든 "}

// spentOn is what a sum in topic or object is spent on (5천만 원은 유튜브 광고에 쓸, 3천만 원을
// 행사 2회에 배정): what it pays for names it better than the whole it came from.
func spentOn(after string) []string {
	if !hasPrefixAny(after, "은 ", "는 ", "을 ", "를 ") {
		return nil
	}
	next := strings.Fields(after)[1:]
	for k := 0; k+1 < len(next); k++ {
		x, ok := strings.CutSuffix(next[k], "에")
		switch {
		case !ok && bareNoun(next[k]):
			continue
		case !ok || !hasPrefixAny(next[k+1]+" ", spendVerbs...):
			return nil
		case numberRe.FindStringIndex(x) != nil && numberRe.FindStringIndex(x)[0] == 0:
			return nounsBefore(next[:k], nil) // 오프라인 행사 2회에: the nouns the count is of
		}
		return nounsBefore(next[:k], []string{x})
	}
	return nil
}

// modifier reports a verb form that describes the noun after it (긴, 큰, 걸리는, 지난): a
// dictionary stem with ㄴ on it, a ㄹ-stem's included (길 → 긴).
func modifier(w string) bool {
	r := []rune(w)
	if len(r) == 0 || adnominal(w) {
		return len(r) > 0
	}
	last := r[len(r)-1]
	r[len(r)-1] = hangul.WithTail(last, hangul.L)
	return hangul.Tail(last) == hangul.N && speech.IsStem(string(r))
}

// predicateNoun is the noun phrase of a copula that ends the sentence (위험 등급입니다).
func predicateNoun(next []string) []string {
	if len(next) < 2 {
		return nil
	}
	last := strings.TrimRight(next[len(next)-1], ".!?")
	noun, ok := cutAny(last, []string{"이었습니다", "였습니다", "입니다", "이었어요", "였어요", "이에요", "예요", "이다"})
	if !ok || !bareNoun(noun) || utf8.RuneCountInString(noun) < 2 {
		return nil
	}
	return nounsBefore(next[1:len(next)-1], []string{noun})
}

// anchor reports a point in time written with a figure (11월, 2분기).
func anchor(w string) bool {
	loc := numberRe.FindStringIndex(w)
	return loc != nil && loc[0] == 0 && slices.Contains(pointUnits, w[loc[1]:])
}

// contextParticles end the noun a figure is about.
var contextParticles = []string{"에게", "까지", "은", "는", "이", "가", "을", "를", "의", "과", "와", "도", "에", "만"}

// markedBefore is the nearest noun with a particle before the figure, in its clause, with up to
// two bare nouns or one verbal noun (X하는, X된) in front of it, or the noun a copula makes of it
// (목표였던). A noun in 의 (직원의 87%) is the whole the figure is a share of; another noun
// (이수율은) names the figure, so 의 is taken only when there is no other. Past a verb, its
// objects are its own (교체 비용은 장비와 설치를 합쳐 8,500만 원): only a topic or a subject names
// the figure, and the nearest object only when nothing else does.
func markedBefore(words []string) []string {
	var genitive, other []string
	clause := false
	for i := len(words) - 1; i >= 0; i-- {
		if quotedClause(words[i]) {
			for i > 0 && !hasPrefixAny(words[i], "'", "‘", "\"", "“") {
				i-- // '양이 너무 많다'가 71%: an answer in quotes is what was said, not what is counted
			}
			continue
		}
		w := strings.Trim(words[i], ",.()[]\"'“”")
		if !clause && predicate(w) {
			clause = true
			continue
		}
		noun, ok := cutAny(w, contextParticles)
		x, copula := cutAny(w, copulas)
		// A word listed with a comma after it (디자인, 영업) is a noun, never a copula.
		if copula = copula && utf8.RuneCountInString(x) >= 2 && !numberRe.MatchString(x) && !strings.HasSuffix(words[i], ","); copula {
			noun, ok = x, true // 목표였던 3,000건, 적정 수준인 80%: the noun the figure is
		}
		// One syllable left is more often a verb form (오는, 가는) than a noun, and a dictionary
		// stem before 는 is one (버리는); a place (시험에서는) is where, and a bound of time
		// (연말까지 12명) is when, not what.
		// A quoted clause (느리다는) says what was said, not what is counted.
		if i > 0 && slices.Contains(nativeNumerals, words[i-1]) {
			i-- // 한 번에, 한 대에: per one of what, not what is counted
			continue
		}
		if i > 0 && slices.Contains(postpositions, w) {
			i-- // 품목에 따라, 경력에 따라: what the figure depends on, not what it is
			continue
		}
		if !ok || noun == "" || hasSuffixAny(w, "까지", "부터") && (hasSuffixAny(noun, timeWords...) || strings.HasSuffix(w, "부터")) || speech.IsStem(noun) && !slices.Contains(doNouns, noun) || adverbial(noun) || numberRe.MatchString(w) || hasSuffixAny(noun, "에", "에서") || hasSuffixAny(w, quoted...) || rules.SenseOf(w) != 0 || rules.SenseOf(noun) != 0 || slices.Contains(functionWords, noun) && !slices.Contains(measureQualifiers, noun) || slices.Contains(functionWords, w) {
			if strings.HasSuffix(words[i], ",") && !numberRe.MatchString(words[i]) && !(i > 0 && numberRe.MatchString(words[i-1])) {
				break // the figure's clause starts after a comma, unless a figure of the same topic ends there (1인당 120만 원, 모두 7,680만 원)
			}
			continue
		}
		phrase := nounsBefore(words[:i], []string{noun})
		switch {
		case hasSuffixAny(w, "와", "과") && genitive == nil && other == nil:
			other = phrase // 치수 표가 실제와 최대 2cm 차이: what the figure is set against, not what it measures
		case strings.HasSuffix(w, "의"):
			if genitive == nil {
				genitive = phrase
			}
		case !clause || copula || hasSuffixAny(w, "은", "는", "도"):
			// A subject past a verb (경유 가격이 올라 한 대에 4만 원) is of that verb; a topic goes on.
			return phrase
		case other == nil:
			other = phrase
		}
	}
	if genitive != nil {
		return genitive
	}
	return other
}

// quotedClause reports a word that closes a quoted sentence ('양이 너무 많다'가) or a quoted
// answer in subject ('회사 실적 악화'가), not a quoted name ('발주 자동 알림' 기능).
func quotedClause(w string) bool {
	w = strings.TrimLeft(w, "'‘\"“")
	q := strings.IndexAny(w, "'’\"”")
	if q <= 0 {
		return false
	}
	r, size := utf8.DecodeLastRuneInString(w[:q])
	_, closer := utf8.DecodeRuneInString(w[q:])
	return r == '다' || r == '요' || size > 0 && hasPrefixAny(w[q+closer:], "가", "이") // '회사 실적 악화'가 44%: an answer in subject
}

// predicate reports a verb that ends a clause of its own before the figure (합쳐, 쓰고 있어,
// 필요하지만, 부담하며).
func predicate(w string) bool {
	return connective(w, false) || !bareNoun(w) && hasSuffixAny(w, "지만", "는데", "면서", "어서", "아서", "며", "하고", "되고") && !numberRe.MatchString(w)
}

// postpositions make a phrase of the noun before them (품목에 따라, 지연에 따른, 계획에 대해, 작년에 비해).
var postpositions = []string{"따라", "따르면", "따른", "대해", "대해서", "대한", "관해", "관한", "비해", "의해", "의한", "맞춰", "맞춘"}

// nativeNumerals count one or a few of a bound noun (한 번, 두 대).
var nativeNumerals = []string{"한", "두", "세", "네", "몇"}

// quoted ends a clause in reported speech (느리다는, 늦다고).
var quoted = []string{"다는", "이라는", "냐는", "다고", "이라고"}

// copulas end a noun that a figure after it is (목표였던, 수준인).
var copulas = []string{"이었던", "였던", "이던", "인"}

// nounsBefore puts in front of phrase, up to three words, the bare nouns before it, a genitive
// that narrows it (응답 시간의 차이 → 응답 시간 차이), and the verbal noun or the argument of a
// clause that describes it (이탈하는 비율 → 이탈 비율, 첫 구매까지 걸리는 기간 → 첫 구매 기간).
func nounsBefore(words, phrase []string) []string {
	clause := false
	for j := len(words) - 1; j >= 0 && len(phrase) < 3; j-- {
		w := strings.Trim(words[j], "()[]\"'“”")
		if w == "" || strings.HasSuffix(w, ":") || !strings.ContainsFunc(w, unicode.IsLetter) {
			break // a quote mark, a bracket, a dash or a label's colon (잘된 점: 알림이) closes the phrase
		}
		if slices.Contains(functionWords, w) && !slices.Contains(measureQualifiers, w) || utf8.RuneCountInString(w) == 1 && slices.Contains(timeQualifiers, w) ||
			w == "차" && j > 0 && numberRe.MatchString(words[j-1]) {
			break // 이번 주 신규 가입자, 배포 후 결제 실패율, 7일 차 잔존율: the phrase starts after the time
		}
		if bareNoun(w) {
			phrase = append([]string{w}, phrase...)
			continue
		}
		if g, ok := strings.CutSuffix(w, "의"); ok && bareNoun(g) && !clause {
			phrase = append([]string{g}, phrase...)
			continue
		}
		if v := verbalRoot(w); v != "" && !clause && hasSuffixAny(w, "하는", "한", "할", "하던", "했던", "된", "되는", "될", "되던") {
			return append([]string{v}, phrase...)
		}
		if !clause && adnominal(w) {
			clause = true // the clause's own argument may name the figure
			continue
		}
		if clause {
			if x, ok := cutAny(w, []string{"까지", "에서", "부터", "이", "가", "을", "를"}); ok && bareNoun(x) {
				phrase = append([]string{x}, phrase...)
				clause = false
				continue
			}
		}
		break
	}
	return phrase
}

// adnominal reports a verb form that describes the noun after it (걸리는, 멈춘, 했던).
func adnominal(w string) bool {
	if x, ok := cutAny(w, []string{"는", "은", "던"}); ok && verbForm(x) {
		return true
	}
	r := []rune(w)
	if len(r) == 0 {
		return false
	}
	last := r[len(r)-1]
	if hangul.Tail(last) != hangul.N {
		return false
	}
	r[len(r)-1] = hangul.WithTail(last, hangul.None)
	return speech.IsStem(string(r))
}

// measureQualifiers belong to the phrase they stand in (연간 비용, 하루 평균 접속).
var measureQualifiers = []string{"연간", "월평균", "평균", "하루"}

// verbForm reports a stem as a verb's rather than a noun's: a dictionary stem (걸리, 쓰) or one
// syllable, which before 는 is more often a verb form (오는, 쓰는) than a noun.
func verbForm(stem string) bool {
	return stem != "" && (speech.IsStem(stem) || utf8.RuneCountInString(stem) == 1)
}

// bareFigure reports a word that is all a figure (8천만, 40만), whose unit may be written apart;
// 1인 has a unit of its own, and 가구 after it is a noun (1인 가구).
func bareFigure(w string) bool {
	loc := numberRe.FindStringIndex(w)
	return loc != nil && loc[0] == 0 && loc[1] == len(w)
}

// functionWords stand between a count and its noun (결제 시도 3,200건 중 2,900건) or before it (약).
var functionWords = []string{"중", "및", "등", "약", "총", "평균", "보통", "대략", "가운데", "대부분", "거의", "대체로", "매달", "매주", "매일", "매년",
	"지", "동안", "주", "연", "지난", "나머지", "만점", "반년", "일주일", "이틀", "사흘", "나흘", "보름", "달", "드디어", "실제로", "지금", "지금까지", "월평균", "월", "하루", "연간", "그중", "모두", "각각", "대비",
	"적어도", "최소", "최대", "무려", "영하", "영상", "겨우", "벌써", "이미", "아직", "지난번", "지난주", "지난달", "작년", "올해", "전월", "전년", "전주", "전일", "전분기", "지난해", "이번", "오늘", "내일", "어제", "현재", "당시", "평소", "평상시",
	"상반기", "하반기", "연초", "연말"} // 작년 하반기 1,640명: when, not what

// runBefore is the bare nouns right before the figure, read past a function word and an earlier
// figure (결제 시도 3,200건 중 → 결제 시도).
func runBefore(words []string) []string {
	var run []string
	if len(words) > 0 && slices.Contains(timeQualifiers, words[len(words)-1]) {
		return nil // 개편 전 61%: when, not what
	}
	if n := len(words); n > 1 && modifier(words[n-1]) && strings.HasSuffix(words[n-2], "보다") {
		return nil // 평소보다 긴 3-5일: a comparison says what the figure is like, not what it is
	}
	for i := len(words) - 1; i >= 0 && len(run) < 3; i-- {
		w := strings.Trim(words[i], "()[]:\"'“”")
		switch {
		case !strings.ContainsFunc(w, unicode.IsLetter) && !numberRe.MatchString(w):
			continue // a bracket or a dash alone (정소연 (4명), 08:40 ~ 10:15)
		case w == "동안":
			return run // 이 시간 동안 결제 시도 3,200건: the run starts after the period
		case len(run) == 0 && w == "기준":
			return nil // 9월 말 기준, p95 기준: the basis names when or how it was measured, not what
		case len(run) == 0 && valueVerb(w) != "":
			// 다운로드는 18만 건으로 목표했던 15만 건: the figure is the target (or the estimate) of the topic
			return append(markedBefore(words[:i]), valueVerb(w))
		case len(run) > 0 && slices.Contains([]string{"지난", "이번", "다음", "올"}, w) && !slices.ContainsFunc(run, func(r string) bool { return !slices.Contains(timeNouns, r) }):
			return nil // 지난 분기 2.5%보다: when it held, the sentence's topic says what
		case w == "대비" || strings.HasSuffix(w, "보다"):
			return nil // 전 분기 대비 5포인트: the base of a comparison is not what the figure measures
		case len(run) == 0 && i > 0 && unitApart(words[i-1], strings.TrimSuffix(w, "씩")):
			i-- // 8천만 원 가운데 5천만 원, 40만 원씩 200만 원: the unit of an earlier figure, read past as the figure is
			continue
		case slices.Contains(functionWords, w) || rate(w) || slices.Contains(nativeNumerals, w) && len(run) == 0:
			continue // 한 달 평균 46시간: a span in a native numeral says over what time, not what
		case numberRe.MatchString(w) && len(run) == 0:
			if _, marked := cutAny(w, particles); marked {
				return nil // 인프라팀 3명이 6주: the earlier figure has a noun of its own
			}
			continue
		case bareNoun(w) && rules.SenseOf(w) == 0:
			run = append([]string{w}, run...)
		default:
			if v := verbalRoot(w); v != "" && len(run) > 0 {
				run = append([]string{v}, run...) // 신고한 건 21개 → 신고 건
			}
			return run
		}
	}
	return run
}

// timeNouns name a span of the calendar (지난 분기, 이번 달).
var timeNouns = []string{"분기", "주", "달", "해", "월", "년", "반기", "학기", "시즌"}

// valueVerb is X when w describes the noun after it as X's value (목표했던, 예상한, 계획한): the
// figure that follows is the target, the estimate or the plan.
func valueVerb(w string) string {
	v := verbalRoot(w)
	if slices.Contains([]string{"목표", "예상", "계획", "예측", "추정", "전망"}, v) && hasSuffixAny(w, "했던", "한", "하던", "된", "되던") {
		return v
	}
	return ""
}

// rate reports a word of rate (개당, 1인당, 시간당): it says per what a figure holds, not what the
// figure is (A사 견적은 개당 28만 원 → A사 견적).
func rate(w string) bool {
	x, ok := strings.CutSuffix(w, "당")
	x = strings.TrimLeft(x, "0123456789")
	return ok && (x == "인" || slices.Contains(units, x))
}

// timeQualifiers close a phrase that says when a figure held (개편 전, 도입 후).
var timeQualifiers = []string{"전", "후", "뒤", "이전", "이후", "당시", "때"}

// afterPhrase is the words after the figure's own word up to the first one with a particle.
func afterPhrase(after string) []string {
	next := strings.Fields(after)
	if !strings.HasPrefix(after, " ") && len(next) > 0 {
		next = next[1:] // the rest of the figure's own word (7시까지, 5단계나)
	}
	var phrase []string
	skipped := false
	for k, w := range next {
		if len(phrase) == 3 || k == len(next)-1 && memoEnd(w) {
			break // 25분 걸림: a memo's predicate in -ㅁ ends the sentence, no noun of it
		}
		w = strings.Trim(w, ",.()[]\"'“”")
		if numberRe.MatchString(w) {
			if len(phrase) > 0 {
				return nil // 2주 동안 고객 12분을: the nouns count the next figure
			}
			break // what follows belongs to the next figure (24명 중 19명이)
		}
		if bound, _ := cutAny(w, particles); w == "" || slices.Contains(amountAfter, w) || slices.Contains(bounds, bound) || slices.Contains(functionWords, w) ||
			strings.HasSuffix(w, "의") && slices.Contains(valueNouns, bound) { // 150억 원 규모의 투자: the size of what follows
			skipped = skipped || len(phrase) == 0
			continue
		}
		noun, ok := cutAny(w, particles)
		if v := verbalRoot(w); v != "" || !ok && !bareNoun(w) || ok && (verbForm(noun) || tensed(noun)) { // 기다렸다는: a verb in the past
			break // the predicate (its verbal noun is added on its own), or a word no noun
		}
		if ok && skipped && hasSuffixAny(w, "에서", "에서는") {
			return nil // a place (3일 동안 교육장에서) is not what the figure counts; 9개 계정에서는 is
		}
		phrase = append(phrase, noun)
		if ok && !strings.HasSuffix(w, "의") || strings.HasSuffix(next[k], ",") { // 규모의 사무용품: the genitive goes on; 30% 감축, 유튜브로: a comma ends it
			break
		}
	}
	return phrase
}

// verbalNoun is the X of the first X하다 or X되다 predicate among the next words (이탈하는 → 이탈,
// 절감할 → 절감).
func verbalNoun(next []string) string {
	for k, w := range next {
		if k > 5 {
			break
		}
		if v := verbalRoot(w); v != "" && !slices.Contains(stateRoots, v) {
			return v
		}
	}
	return ""
}

// stateRoots make adjectives in 하다 and are no nouns of their own (비슷합니다, 꾸준했어요): they
// say how a figure compares, not what it measures (필요, 부족 are nouns and may name it: 20명이 필요).
var stateRoots = []string{"비슷", "유사", "동일", "충분", "중요", "정확", "확실", "분명", "적당", "적절", "저렴", "원활", "활발", "꾸준", "뚜렷", "넉넉",
	"든든", "깨끗", "따뜻", "조용", "익숙", "미미", "미흡", "양호", "다양", "풍부"}

// valueNouns name a value a figure can be (목표치, 수준, 기준): before 인 they are the copula's
// noun, and 목표치인 3% is the 목표치, not a compound noun 목표치인.
var valueNouns = []string{"치", "수준", "기준", "목표", "한도", "상한", "하한", "평균", "규모", "비율", "금액", "가격"}

// verbalRoot is X when w is a form of X하다 or X되다 with X of two syllables or more.
func verbalRoot(w string) string {
	w = strings.Trim(w, ",.()[]\"'“”")
	if slices.Contains(functionWords, trimEndings(w)) {
		return "" // 지난해보다, 올해는: a time, not a verb
	}
	for _, v := range []string{"하는", "하고", "하여", "해서", "했", "할", "한", "합", "해", "하", "되는", "되어", "돼", "됐", "될", "된", "됩", "되"} {
		if i := strings.Index(w, v); i > 0 {
			x := w[:i]
			if utf8.RuneCountInString(x) >= 2 && !numberRe.MatchString(x) && !strings.ContainsAny(x, ",.") {
				return x
			}
		}
	}
	return ""
}

// bareNoun guesses that a word without a particle is a noun in a compound (신규 고객, 재구매):
// not a figure, not a connector, and not ending as verbs and adverbs do.
func bareNoun(w string) bool {
	if w == "" || numberRe.MatchString(w) || rules.SenseOf(w) != 0 || strings.ContainsAny(w, ",.") {
		return false
	}
	if slices.Contains(doNouns, w) || hasSuffixAny(w, doNouns...) && !strings.HasSuffix(w, "의") {
		return true // 객단가, 제조원가: a compound of one is a noun too
	}
	if x, ok := strings.CutSuffix(w, "인"); ok && hasSuffixAny(x, valueNouns...) {
		return false
	}
	if tensed(w) || hasSuffixAny(w, "이다", "이고", "이며", "이면", "이지만", "인데", "니다", "니까", "면서") {
		return false // 늘었다고, 정했고: a verb in the past; 원이고, 계획이다: a copula; 보내드립니다: a sentence's end; 몰리면서: a clause going on
	}
	r := []rune(w)
	// 늘릴, 바꿀: a verb before the noun it describes; 일 ends loanwords (파일, 메일) more often
	// than a verb in 이 (보일).
	if last := r[len(r)-1]; len(r) > 1 && last != '일' && hangul.Tail(last) == hangul.L && speech.IsStem(string(r[:len(r)-1])+string(hangul.WithTail(last, hangul.None))) {
		return false
	}
	if len(r) > 6 || verbalRoot(w) != "" || slices.Contains(adverbs, w) || len(r) > 1 && (adnominal(w) || connective(w, false)) {
		return false
	}
	if x, ok := strings.CutSuffix(w, "기"); ok && x != "" && !slices.Contains(doNouns, w) && (speech.IsStem(x) || hasSuffixAny(x, "었", "았", "였", "했", "겠")) {
		return false // 읽기, 늘었기: a verb made a noun names an act, not a measure
	}
	if last := r[len(r)-1]; hangul.Vowel(last) == hangul.YEO && !hangul.HasTail(last) && !strings.ContainsRune("여려녀", last) {
		return false // 합쳐, 옮겨: a verb in -어
	}
	if x, ok := strings.CutSuffix(w, "야"); ok && utf8.RuneCountInString(x) > 1 && connective(x, false) {
		return false // 매달려야, 고쳐야: a verb of obligation
	}
	last, x := r[len(r)-1], string(r[:len(r)-1])
	switch {
	case hasSuffixAny(w, "보다", "에서", "까지", "부터", "처럼", "만큼", "에게", "한테", "으로"):
		return false
	case strings.ContainsRune("는은을를이가의에로도", last): // a particle
		return false
	case last == '과': // 과 is a particle only after a consonant (매출과); 초과, 경과 are nouns
		return len(r) > 1 && !hangul.HasTail(r[len(r)-2]) // a 과 written apart is a particle too
	case strings.ContainsRune("어아고지다", last): // 먹어, 먹고, 먹다; 하드웨어, 광고, 바다 are nouns
		return !speech.IsStem(x)
	case last == '서' && x != "": // 먹어서, 걸려서, 해서; 문서, 순서, 소개서 are nouns
		p := r[len(r)-2]
		v := hangul.Vowel(p)
		return hasSuffixAny(w, "소개서", "교과서") || hangul.HasTail(p) || !slices.Contains([]int{hangul.A, hangul.EO, hangul.AE, hangul.YEO, hangul.WA, hangul.WO, hangul.WAE}, v)
	}
	return !strings.ContainsRune("며면게히께요만데니라할난운던된져워와해돼", last)
}

// tensed reports a syllable closed by ㅆ, which only a verb's past or future has (늘었다고, 생겼고,
// 올렸고, 하겠고); no noun is written so.
func tensed(w string) bool {
	return strings.ContainsFunc(w, func(r rune) bool { return hangul.Tail(r) == hangul.SS })
}

// doNouns end as a particle or a verb form does (시도, 문의, 주기) and are nouns all the same.
var doNouns = []string{"시도", "정도", "속도", "온도", "태도", "제도", "빈도", "강도", "밀도", "난이도", "만족도", "신뢰도", "인지도", "완성도", "집중도",
	"문의", "회의", "논의", "합의", "강의", "동의", "결과", "효과", "성과", "평가", "단가", "원가", "물가", "휴가", "차이", "길이", "높이", "경로", "통로", "주기",
	"피해", "손해", "방해", "이해", "참가", "증가", "추가", "대기", "크기", "얘기", "이야기", "분위기", "인기", "경기", "전기", "분기", "초기", "시기", "위기", "용기",
	"개요", "수요", "방지", "유지", "금지", "가게", "보고"}

// adverbs stand bare before a predicate and are no nouns (못 미쳤어요, 더 듭니다).
var adverbs = []string{"못", "안", "더", "덜", "잘", "꼭", "또", "좀", "곧", "늘", "다", "참", "딱", "제일", "가장", "아주", "매우", "너무", "조금", "많이",
	"다시", "바로", "미리", "먼저", "함께", "같이", "새로", "훨씬", "크게", "점점", "계속", "따로", "서로", "특히", "오히려", "여전히", "모두"}

func cutAny(w string, suffixes []string) (string, bool) {
	for _, p := range suffixes {
		if x, ok := strings.CutSuffix(w, p); ok && x != "" {
			return x, true
		}
	}
	return w, false
}
