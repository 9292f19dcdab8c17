package arrange

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"maltu/libs/engine/hangul"
	"maltu/libs/engine/internal/wordlist"
	"maltu/libs/engine/speech"
	"maltu/libs/gate/chars"
	"maltu/libs/gate/contract"
	"maltu/libs/gate/figures"
)

// numberRe finds a figure as written: digits with grouping and decimals, and Korean magnitudes
// that may follow (48억 2천만, 1,200억, 3.5만).
var numberRe = regexp.MustCompile(`[+-]?\d+(?:,\d{3})*(?:\.\d+)?(?:[십백천만억조]+(?:\s?\d+(?:,\d{3})*(?:\.\d+)?[십백천만억조]+)*)?`)

// numeric reports whether numberRe finds a figure in w: wherever w has a digit, as every part of it
// but \d is optional.
func numeric(w string) bool {
	for i := 0; i < len(w); i++ {
		if '0' <= w[i] && w[i] <= '9' {
			return true
		}
	}
	return false
}

// units a figure may carry, longest first so that %p wins over %; what unitOf reads on its own
// needs no place here, what is written spaced or goes on (3년째) does. 팩 counts (12팩은 할인, 6팩은
// 폐기): read as a counter no list holds it would name a part (namesPart).
var units = slices.Concat(countryDollars, []string{"%p", "퍼센트", "%", "개월", "시간", "분기", "단계", "가지", "달러", "유로", "위안", "배럴", "가구", "세대", "톤", "차례", "TEU", "단어", "부", "엔", "원", "명", "개", "건", "배", "권", "kWh", "마리", "장", "통", "종", "자", "팀",
	"년", "월", "일", "시", "분", "초", "회", "곳", "대", "면", "주", "번", "살", "세", "위", "점", "층", "호", "차", "박", "평", "km", "kg", "GB", "MB", "TB", "ms", "g", "팩"})

// countryDollars are the dollars of a country, written glued as one unit (3,120호주달러,
// 3,018캐나다달러뿐): four syllables and more, no counter of their own (set 42's writer lists 3 of 3).
var countryDollars = []string{"뉴질랜드달러", "싱가포르달러", "캐나다달러", "호주달러", "미국달러", "홍콩달러", "대만달러"}

// spacedUnits may stand after a space (1,200억 원, 8,400만 배럴), as a word of their own; other
// units must touch the figure, or 3 주요 would read as three weeks.
var spacedUnits = slices.Concat(countryDollars, []string{"원", "달러", "유로", "위안", "엔", "명", "건", "퍼센트", "시간", "개월", "kWh", "배럴", "가구", "세대", "톤"})

// numbersIn lists the figures of one sentence with their unit and a short context (the words
// before the figure, or after it when it opens the sentence). A value is written so that the
// service's figure check reads in it what it reads in the sentence: 8.4% rather than 8.4,
// 11월 1일 rather than 11 (a date). A figure that cannot be written so is left out, and so is one
// the gate reads as naming when or which (figures.Kind: a date, a year, an ordinal, a list number,
// a room, a version, a name such as 영업2팀), the table org mode's claim signal reads too.
func numbersIn(s string) []contract.Number {
	sc := figureScan{s: s, scanned: figures.Scan(s), nfc: chars.NFC(s) == s}
	for _, f := range sc.scanned {
		sc.inSentence = append(sc.inSentence, f.Value)
	}
	for _, loc := range numberRe.FindAllStringIndex(s, -1) {
		if len(sc.out) == maxNumbers {
			break // the report lists no more; reading on would cost a pass over the sentence a figure
		}
		if loc[0] >= sc.done && (!sc.naming(loc[0]) || timesDone(s[loc[1]:])) && !inCode(s, loc[0], loc[1]) {
			sc.read(loc[0], loc[1])
		}
	}
	sc.readMagnitudeWords()
	return sc.out
}

// readMagnitudeWords lists the amounts written with a word of magnitude alone (만 원 추가, 한
// 사람당 만 원): the gate reads 10000 there and both outside writers who wrote one listed it. Native
// numerals (두 번, 한 달) stay out: outside writers list about one in forty of them.
func (sc *figureScan) readMagnitudeWords() {
	for _, f := range sc.scanned {
		first, size := utf8.DecodeRuneInString(sc.s[min(f.Start, len(sc.s)):])
		if !sc.nfc || !f.Measures() || !strings.ContainsRune(magnitudes, first) || len(sc.out) == maxNumbers || f.Start < sc.done {
			continue
		}
		if f.Start > 0 && !strings.HasSuffix(sc.s[:f.Start], " ") {
			continue // 3만 원's 만 is the digits' pass's
		}
		if unit, rest := unitOf(sc.s[f.Start+size:], true); unit != "" {
			sc.readValue(f.Start, f.Start+size, unit, rest)
		}
	}
}

// codeRe is the rest of a code after its first digits: a letter and a run of digits, glued
// (7C1302편, a flight) or, after two or three digits, one syllable and a space before four digits
// that end the word (12가 3456, a vehicle's plate); a unit squared (84m2) has one digit.
var codeRe = regexp.MustCompile(`^(?:[A-Za-z]+\d{2,}|(\p{Hangul}) \d{4}(?:[ ,.]|$))`)

// pairJoints join two figures into a pair (10과 1000 사이), no plate.
var pairJoints = []string{"와", "과"}

// inCode reports a figure that is part of a code, not an amount: after the number sign (#36 크라운,
// a tooth; #16), after a Latin letter in its word, glued or joined by a dot or a hyphen
// (r6i.4xlarge, KR1, AMX-S228), or before a letter that more digits follow (codeRe) where that
// letter counts nothing (5개 1000원 is two amounts). US$300 has a sign between.
func inCode(s string, start, end int) bool {
	if strings.HasSuffix(s[:start], "#") || strings.HasSuffix(s[:start], "＃") || masked(s[:start], s[end:]) {
		return true
	}
	before := strings.TrimRight(s[:start], ".-")
	r, _ := utf8.DecodeLastRuneInString(before)
	if start-len(before) <= 1 && r < unicode.MaxASCII && unicode.IsLetter(r) {
		return true
	}
	m := codeRe.FindStringSubmatch(s[end:])
	switch {
	case m == nil:
		return false
	case m[1] == "":
		return true // 7C1302: a letter and digits glued on
	}
	_, counts := figures.Counter(m[1])
	plate := end-start >= 2 && end-start <= 3 && strings.Trim(s[start:end], "0123456789") == ""
	return plate && !counts && !slices.Contains(units, m[1]) && !slices.Contains(pairJoints, m[1])
}

// maskRunes stand for the digits of a number hidden in a text (053-○○○-○○○○, 010-XXXX-1234).
const maskRunes = "○◯●xX*＊"

// masked reports a figure joined by a hyphen to digits hidden with maskRunes: part of a phone
// number, no amount (1590's 053-○○○-○○○○; the gate reads such a number when its digits are all written).
func masked(before, after string) bool {
	if x, ok := strings.CutPrefix(after, "-"); ok {
		if r, _ := utf8.DecodeRuneInString(x); strings.ContainsRune(maskRunes, r) {
			return true
		}
	}
	if x, ok := strings.CutSuffix(before, "-"); ok {
		if r, _ := utf8.DecodeLastRuneInString(x); strings.ContainsRune(maskRunes, r) {
			return true
		}
	}
	return false
}

// figureScan is one sentence's figures read left to right.
type figureScan struct {
	s          string
	scanned    []figures.Figure // as the gate reads them
	inSentence []string         // their values
	nfc        bool             // the gate's offsets are in the NFC text: they hold in s
	done       int              // where the last figure taken whole (a date, a range) ends
	part       string           // the counter of the last part of a text named (partOfText)
	partEnd    int              // where that part's figure and counter end
	one        contract.Number  // the last figure read as naming one of a noun (numbersOne), with that noun
	out        []contract.Number
}

// naming reports a figure at start the gate reads as naming when or which (a year, an ordinal, a
// room, a version): no amount.
func (sc *figureScan) naming(start int) bool {
	return sc.nfc && slices.ContainsFunc(sc.scanned, func(f figures.Figure) bool { return !f.Measures() && f.Start <= start && start < f.End })
}

// enumJoint joins a bare figure to the next of an enumeration that shares one counter (1·2호기,
// 1, 2호기), the counter written after the last alone.
var enumJoint = regexp.MustCompile(`^(?:·|, ?)(\d+)`)

// enumeratedNaming reports a bare figure whose enumeration ends in one the gate reads as naming
// which (1·2호기 승강기, 5·6층 병실, 1, 2호기 엘리베이터): it shares that counter, so it names
// which one as well. Outside writers list none of them (sets 6, 14, 17, 25; own 460).
func (sc *figureScan) enumeratedNaming(end int) bool {
	m := enumJoint.FindStringSubmatchIndex(sc.s[end:])
	if m == nil {
		return false
	}
	next, nextEnd := end+m[2], end+m[3]
	return sc.naming(next) || sc.enumeratedNaming(nextEnd)
}

// readHere is the figure the gate reads from start, or "" where it reads none or its offsets do
// not hold in the text.
func (sc *figureScan) readHere(start int) string {
	i := slices.IndexFunc(sc.scanned, func(f figures.Figure) bool { return f.Start == start })
	if !sc.nfc || i < 0 {
		return ""
	}
	return sc.scanned[i].Value
}

// read reads the figure whose digits are s[start:end] and lists it when it is an amount.
func (sc *figureScan) read(start, end int) {
	s := sc.s
	after := s[end:]
	last, _ := utf8.DecodeLastRuneInString(s[start:end])
	if tail := smallerPart.FindString(after); tail != "" && strings.ContainsRune("만억조", last) && strings.IndexFunc(after[len(tail):], unicode.IsLetter) == 0 {
		end += len(tail) // 1만 2,300원, 3억 4,500만 원: the rest of the amount in digits
		after, last = s[end:], '0'
	}
	if to := sc.slashEnd(start, end); to > end {
		sc.readRatio(start, to)
		return // 148/92: a pair over a slash the gate reads as one amount (a blood pressure)
	}
	if to := ratioEnd(s, start, end); to > end {
		sc.readRatio(start, to)
		return
	}
	magnitude := strings.ContainsRune(magnitudes, last)
	if x, ok := strings.CutPrefix(after, approximately); ok && !copulaOnFigure(s[start:end], after) {
		if u, _ := unitOf(x, true); u != "" { // not 3.42여서: the copula, 이어서, on a figure read in a vowel
			// 3천여 권, 10여 명: about so many, the counter after 여 spaced as after a magnitude
			end, after, magnitude = end+len(approximately), x, true
		}
	}
	unit, rest := unitOf(after, magnitude)
	if unit == "" && magnitude {
		unit, rest = sc.counterGlued(after)
	}
	copula := copulaOnFigure(s[start:end], after)
	if copula {
		unit, rest = "", after // 월세 65면: the copula's if, no unit 면
	}
	switch {
	case unit != "" && perOne(s[start:end], unit, rest):
		return // 1벌에 3만 5천 원: the price of one, a rate; 4주에 48만 원 is an amount
	case unit == "" && named(s[:start]) && (strings.HasPrefix(after, "의 ") || version(s[start:end], after)):
		return // 앱 2.0의, 시즌 2의, 앱 2.0 출시: a figure right after a noun names which one
	case unit != "" && strings.HasPrefix(rest, "당"):
		return // 쿠폰 1장당, 1시간당: a rate says per what, it is no amount
	case unit == "" && boundWord(after) && !copula:
		return // 1인당, 3차로: a figure of a word, not an amount
	case unit == "" && numberToCall(after):
		return // 129로 문의하시면: a number to call, not an amount
	case unit == "" && sc.enumeratedNaming(end):
		return // 1·2호기, 5·6층: one of those the counter after the last names
	}
	rest = strings.TrimPrefix(strings.TrimPrefix(rest, "씩"), "짜리") // 2시간씩 혈압 상담을, 1시간짜리 라이브 코딩으로: the nouns after are what it counts
	if unit == "분" && strings.HasPrefix(rest, "의 ") {
		sc.readFraction(start, len(s)-len(rest)+len("의 "))
		return // 10분의 1: a fraction, one figure whose parts are no amounts
	}
	if to, ok := rangeEnd(s, end, unit); ok {
		sc.readRange(start, to, unit)
		return
	}
	sc.readValue(start, end, unit, rest)
}

// magnitudes are the Korean words of magnitude a figure is written with (3만, 1억 2천), after
// which a counter stands spaced (3만 명).
const magnitudes = "십백천만억조"

// approximately, written onto a figure before its counter, says about so many (10여 명, 3천여
// 권): the figure is an amount, listed with it as the text writes it.
const approximately = "여"

// ratioEnd is where a ratio that starts with the figure s[start:end] stops (6:4, 38:1, 2.3:1,
// 1:1.4, 12.4 대 1), or end when no colon and digits or 대 1 follow.
func ratioEnd(s string, start, end int) int {
	if to := againstOne(s, start, end); to > end {
		return to
	}
	if to := scoreEnd(s, end); to > end {
		return to
	}
	for strings.HasPrefix(s[end:], ":") {
		loc := numberRe.FindStringIndex(s[end+1:])
		if loc == nil || loc[0] != 0 {
			break
		}
		end += 1 + loc[1]
	}
	return end
}

// slashEnd is where a pair over a slash that starts with the figure s[start:end] stops when it
// can be no date, its first part no month or its second no day (148/92, 82/50: a blood pressure),
// and the gate reads it as one figure; or end (11/18 is a date).
func (sc *figureScan) slashEnd(start, end int) int {
	after, ok := strings.CutPrefix(sc.s[end:], "/")
	d := numberRe.FindStringIndex(after)
	if !ok || d == nil || d[0] != 0 || !strings.Contains(sc.readHere(start), "/") {
		return end
	}
	month, err1 := strconv.Atoi(sc.s[start:end])
	day, err2 := strconv.Atoi(after[:d[1]])
	if err1 != nil || err2 != nil || month <= 12 && day <= 31 {
		return end
	}
	return end + 1 + d[1]
}

// againstOneRe is a rate to one written with 대 (경쟁률은 12.4 대 1): after a noun of rate it is one
// ratio, as 12.4:1 is, where a 대 b of two counts (5 대 4로, 3 대 1로 이겼다) sets two sides apart.
var againstOneRe = regexp.MustCompile(`^ ?대 ?1`)

// rateNouns end a noun that a rate measures (경쟁률, 배율, 비율).
var rateNouns = []string{"률", "율"}

// againstOne is where a rate to one after the figure s[start:end] stops, or end.
func againstOne(s string, start, end int) int {
	loc := againstOneRe.FindStringIndex(s[end:])
	words := strings.Fields(s[:start])
	if loc == nil || len(words) == 0 || !strings.HasSuffix(s[:start], " ") {
		return end
	}
	if noun, _ := subjectMarked(words[len(words)-1]); !wordlist.Closes(noun, rateNouns...) {
		return end
	}
	if r, _ := utf8.DecodeRuneInString(s[end+loc[1]:]); unicode.IsDigit(r) || r == '.' || r == ',' {
		return end
	}
	return end + loc[1]
}

// scoreRe is a score written glued to its 대, a bare count after it (7대 9로 졌어요, 3대 1로 이긴,
// 1대 2로): the two sides are one figure, as every outside writer who wrote one lists it (sets 16,
// 19, 23, 25: 5 of 5); spaced (5 대 4로, 35 대 65로) the team's and set 3's writers list the parts.
var scoreRe = regexp.MustCompile(`^대 ?\d+`)

// scoreEnd is where a score after the figure ending at end stops, or end: the count after 대 takes
// no unit of its own (트럭 2대 3천만 원, 2대 1년 무료 are counts of machines).
func scoreEnd(s string, end int) int {
	loc := scoreRe.FindStringIndex(s[end:])
	if loc == nil {
		return end
	}
	after := s[end+loc[1]:]
	if r, _ := utf8.DecodeRuneInString(after); unicode.IsDigit(r) || r == '.' || r == ',' {
		return end
	}
	if unit, _ := unitOf(after, false); unit != "" {
		return end
	}
	return end + loc[1]
}

// pairUnits are the units a pair is measured in, written glued after it (140/90mmHg, a blood
// pressure): the reader keeps the unit with the value, as the text writes it; 140/90 alone is a
// value the text never writes (sets 17, 41 and 43 list 6 of 6 with it).
var pairUnits = []string{"mmHg"}

// readRatio lists a ratio as one figure, as the gate reads it (a clock time 9:30 it reads as a
// time is no ratio), with the unit of pairUnits written on it and the context of the first part; a
// rate to one in 대 the gate reads as its two figures.
func (sc *figureScan) readRatio(start, to int) {
	s := sc.s
	sc.done = to
	v := figures.Of(s[start:to])
	parts := 1
	if strings.Contains(s[start:to], "대") {
		parts = 2
	}
	if len(v) != parts || sc.naming(start) || !figures.Contains(sc.inSentence, v) {
		return
	}
	unit := ""
	if i := slices.IndexFunc(pairUnits, func(u string) bool { return strings.HasPrefix(s[to:], u) }); i >= 0 {
		unit = pairUnits[i]
		sc.done = to + len(unit)
	}
	sc.out = append(sc.out, contract.Number{Value: s[start:to], Unit: unit, Context: contextOf(s[:start], unit, s[sc.done:]), Evidence: s})
}

// readFraction lists a fraction (3분의 1, 10분의 1) as one figure, as the gate reads it, the
// numerator's digits starting at from.
func (sc *figureScan) readFraction(start, from int) {
	s := sc.s
	sc.done = from + len(numberRe.FindString(s[from:]))
	value := s[start:sc.done]
	if v := figures.Of(value); sc.done > from && len(v) == 1 && figures.Contains(sc.inSentence, v) {
		sc.out = append(sc.out, contract.Number{Value: value, Context: contextOf(s[:start], "", s[sc.done:]), Evidence: s})
	}
}

// perOne reports a count of one before 에 and an amount, a noun between or not (1벌에 3만 5천 원,
// 1회에 2시간, 1박 숙박료 18만 원): what one costs or takes, a rate like 1벌당.
func perOne(figure, unit, rest string) bool {
	x, ok := strings.CutPrefix(rest, "에 ")
	if !ok {
		x, ok = strings.CutPrefix(rest, " ") // 1회 1,000원에서: per one wash; 1년 4개월 is one period
	}
	loc := numberRe.FindStringIndex(x)
	if smaller, compounds := smallerUnits[unit]; compounds && loc != nil && strings.HasPrefix(x[loc[1]:], smaller) {
		return false
	}
	if loc != nil && loc[0] > 0 && pricesOne(x[:loc[0]]) {
		loc[0] = 0 // 1박 숙박료 18만 원, 1대 수리비는 평균 15만 원: a noun says what of the one the amount is
	}
	return figure == "1" && ok && loc != nil && loc[0] == 0
}

// pricesOne reports the words between a count of one and its amount that say what of the one the
// amount is: a noun, bare or the subject or topic (1kg 도매가가 1만 5천 원, 1년 수입은 542만 원), or
// two, the first bare (1회 이용 시간은 약 50분, 1회 체험 인원은 30명까지), and only words that qualify
// or approximate the amount after it (평균, 약). A bound noun of the dictionary (1년 사이, 1년 동안)
// says over what span, not of what.
func pricesOne(between string) bool {
	words := strings.Fields(between)
	if !strings.HasSuffix(between, " ") || len(words) == 0 || lightNouns[words[0]] {
		return false
	}
	qualifies := func(w string) bool { return slices.Contains(measureQualifiers, w) || slices.Contains(approximators, w) }
	if len(words) > 1 && !qualifies(words[1]) && bareNoun(words[0]) {
		words = words[1:] // the noun's first word, bare
	}
	noun, _ := subjectMarked(words[0])
	return bareNoun(noun) && !lightNouns[noun] && !slices.ContainsFunc(words[1:], func(w string) bool { return !qualifies(w) })
}

// readRange lists 3-5일, 2~3주, 10%~15%: one figure, written as a range from start to to, with the
// unit of its upper end.
func (sc *figureScan) readRange(start, to int, unit string) {
	s := sc.s
	last, _ := utf8.DecodeLastRuneInString(s[:to])
	rest := s[to:]
	if !strings.HasSuffix(s[:to], unit) || unit == "" {
		unit, rest = unitOf(s[to:], strings.ContainsRune(magnitudes, last))
	}
	sc.done = to
	from := signFrom(s, start, unit)
	value := s[from:to]
	if strings.HasPrefix(s[to:], unit) && !figures.Contains(sc.inSentence, figures.Of(value)) {
		value = s[from : to+len(unit)] // 15~20%, 2~3%p: the gate reads the upper end with its sign
	}
	if measured(unit, rest) && !ageBand(value, unit) && figures.Contains(sc.inSentence, figures.Of(value)) {
		sc.out = append(sc.out, contract.Number{Value: value, Unit: unit, Context: sc.contextOf(from, unit, rest), Evidence: s})
	}
}

// ageBand reports a range of age groups (20~30대, 30~40대): both ends shaped as one, it names
// whom, as 30대 does, whatever follows (30~40대 등록이, 응답자의 71%가 20~30대여서).
func ageBand(value, unit string) bool {
	ends := numberRe.FindAllString(value, -1)
	return len(ends) == 2 && ageShaped(ends[0], unit) && ageShaped(ends[1], unit)
}

// readValue lists the figure from start written as the gate reads it, with the smaller unit of a
// compound (1시간 30분), unless it names when or which.
func (sc *figureScan) readValue(start, end int, unit, rest string) {
	s := sc.s
	from := signFrom(s, start, unit)
	value, to, ok := readable(s, from, end, unit, sc.inSentence, sc.readHere(from))
	if !ok {
		return
	}
	date := strings.ContainsAny(value[len(s[from:end]):], "0123456789")
	if upto, smaller := compound(s, len(s)-len(rest), unit); smaller != "" && figures.Contains(sc.inSentence, figures.Of(s[from:upto])) {
		value, to, unit, rest, date = s[from:upto], upto, smaller, s[upto:], false
	}
	sc.done = to
	if next := strings.Fields(rest); len(next) > 0 && strings.HasPrefix(next[0], "만점") {
		return // 5점 만점: the scale, not a score
	}
	if date || namesWhen(s[:start], s[start:end], unit, rest) || sc.clockMinutes(start, unit) {
		return // a date, a time, a period, an ordinal or a version (1.0 때보다) names when or which, not how much
	}
	if boundsGroup(unit, rest) {
		return // 65세 이상이, 토픽 3급 이상 취득자는: the line that draws a group, not an amount
	}
	if slices.Contains(ranks, unit) {
		return // 2교 마감: which round, not how many
	}
	if numbersOne(s[:start], unit, rest) {
		sc.one = contract.Number{Value: value, Unit: unit, Context: contextOf(s[:start], unit, rest)}
		return // 리프트 2번에서, B동 3번 통로: which one of the noun before, not how many times
	}
	if namesPart(s[:start], s[start:end], unit, rest) {
		return // 2종 보통 수강생이, 1부 한국 가곡, 3코스 담당: the number of a part or a class, not how many
	}
	if part, ok := sc.partOfText(start, s[start:end], unit); ok {
		// 계약서 4조에는, 청구항 1은, 악보 43마디부터 60마디까지: which part of a text; the figure
		// after may number another part in the same counter (60마디까지)
		sc.part, sc.partEnd = part, len(s)-len(rest)
		return
	}
	value, unit, rest = band(value, unit, rest)
	if v, u, r := joinedOn(value, unit, rest); r != rest {
		value, unit, rest, sc.done = v, u, r, len(s)-len(r)
	}
	sc.out = append(sc.out, contract.Number{Value: value, Unit: unit, Context: sc.contextOf(from, unit, rest), Evidence: s})
}

// clockMinutes reports minutes right after an hour the gate reads as a time of day (새벽 3시 40분경,
// 오전 5시 40분경): the rest of that time, which the gate reads whole when nothing is written on
// (3시 40분에); the outside writers list none (16 of 16).
func (sc *figureScan) clockMinutes(start int, unit string) bool {
	return unit == "분" && sc.nfc && slices.ContainsFunc(sc.scanned, func(f figures.Figure) bool {
		return !f.Measures() && f.End == start-1 && sc.s[f.End] == ' ' && strings.HasSuffix(sc.s[f.Start:f.End], "시")
	})
}

// band keeps the 대 written after a share or an amount in a word of magnitude (60%대라, 50%대에,
// 30만 원대라, 3만 원대로): the band is the figure, as the outside writers list it (sets 5, 15 and
// 16, 4 of 4). An amount in its digits alone (환율이 1,390원대라) is read in its unit, as set 3's
// writer lists it; 대 before more letters (대비, 대출) is another word.
func band(value, unit, rest string) (string, string, string) {
	after, ok := strings.CutPrefix(rest, "대")
	if !ok || unitWord(rest) != "대" {
		return value, unit, rest
	}
	switch {
	case unit == "%":
		return value + "대", unit + "대", after
	case unit == "원" && strings.ContainsAny(value, magnitudes):
		return value, unit + "대", after
	}
	return value, unit, rest
}

// signWords are the words before a figure its value keeps as the text writes them, with the unit
// they go with ("" for any): a temperature's sign (영하 14도 listed as 14도 tells the reader the
// opposite; the gate reads it as -14). 영상 is a sign before 도 only: before any other unit it is
// a video (영상 3개).
var signWords = []struct{ word, unit string }{{"영하", ""}, {"영상", degree}}

// rateWord is a word written alone before a figure that makes it a rate, unless the word before
// it names the rate already (a noun ending in saidBy).
type rateWord struct{ word, saidBy string }

// rateWords are kept in the figure's value as the writer writes them: the bare figure is another
// one (초속 14m a speed, 14m a length). The outside writers list a speed with its word 4 of 4 (sets
// 32 and 34: 초속 14m, 시속 30km); after a noun of speed (풍속이 초속 12m) the team's and set 5's
// list it bare, 3 of 3. A period before a count (주 3회, 월 1회) is not here: the writers split on
// it (sets 10-25 and 32-37 keep it 27 times and drop it 14, the team drops it; round 44e).
var rateWords = []rateWord{{"초속", "속"}, {"시속", "속"}}

// signFrom is where the figure starting at start, read in unit, begins with the sign or rate word
// written right before it (영하 14도, 영상 5도, 초속 7m), or start.
func signFrom(s string, start int, unit string) int {
	w := strings.TrimSuffix(s[:start], " ")
	for _, sign := range signWords {
		before, ok := strings.CutSuffix(w, sign.word)
		if r, _ := utf8.DecodeLastRuneInString(before); ok && !hangul.IsSyllable(r) && (sign.unit == "" || sign.unit == unit) {
			return len(before)
		}
	}
	for _, rate := range rateWords {
		if before, ok := strings.CutSuffix(w, rate.word); ok && rate.reads(before) {
			return len(before)
		}
	}
	return start
}

// reads reports the rate word, written after before, making a rate of the figure after it: a word
// of its own, not after a noun that names the rate already.
func (rate rateWord) reads(before string) bool {
	if r, _ := utf8.DecodeLastRuneInString(before); before != "" && !unicode.IsSpace(r) && r != '(' {
		return false // 풍속초속: part of another word
	}
	prev := strings.Fields(before)
	if len(prev) == 0 {
		return true
	}
	noun, _ := subjectMarked(prev[len(prev)-1])
	return !strings.HasSuffix(noun, rate.saidBy)
}

// contextOf names what the figure at start measures; a figure that names nothing of its own right
// after another figure (6개를 8개로, 26만 명보다 29%), or that figure's 에서 (230개에서 380개
// 가까이), measures what that one does: the end or the change of the same thing, with the verbal
// noun of the change when it has one (47건으로 전주 29건보다 18건 증가 → 출동 증가).
func (sc *figureScan) contextOf(start int, unit, rest string) string {
	c := contextOf(sc.s[:start], unit, rest)
	n := len(sc.out)
	if n > 0 && afterArrow(sc.s[:start], sc.out[n-1]) {
		return sc.out[n-1].Context // 개당 68,000원 → 72,000원, 412 MWh → 368 MWh: the new value of the same measure
	}
	if c == "" && sc.one.Value != "" && afterFigure(sc.s[:start], sc.one) {
		return sc.one.Context // 큐 87번이 1.5초 늦게: a figure of the one just named
	}
	v := verbalNoun(strings.Fields(rest))
	own := strings.TrimSpace(strings.TrimSuffix(c, v)) // the phrase without the verbal noun
	if n > 0 && afterFigure(sc.s[:start], sc.out[n-1]) && !whenWord(sc.out[n-1].Context) {
		last := sc.out[n-1].Context
		// 전주 29건보다 18건 증가, 12가구에 총 1,566만 원: no noun of its own
		bare := own == "" || onlyStatistic(sc.s[:start], own) || onlyWhen(own) && last != "" && !onlyWhen(last)
		switch {
		case bare && own != c && !strings.Contains(last, v):
			return strings.TrimSpace(last + " " + v)
		case bare || strings.HasSuffix(sc.s[:start], "에서 "):
			return last
		}
	}
	if n > 0 && onlyWhen(c) && sc.out[n-1].Context != "" && !onlyWhen(sc.out[n-1].Context) {
		return sc.out[n-1].Context // 가스비가 540만 원 나왔어, 지난달엔 390만 원: a time says when the thing measured before was so
	}
	return c
}

// onlyStatistic reports a context that is only the statistic written bare right before the figure
// (12가구에 총 1,566만 원), which names no noun; 평균은 71점 has 평균 for its topic.
func onlyStatistic(before, c string) bool {
	return slices.Contains(statistics, c) && strings.HasSuffix(strings.TrimSpace(before), " "+c)
}

// onlyWhen reports a context of time words alone (지난달엔, 전월, 3월, 봄): when a figure held, not
// what it measures. A time of day is not one: 낮 26도, 밤 8도 tell two measures apart.
func onlyWhen(c string) bool {
	for w := range strings.FieldsSeq(c) {
		w, _ = cutParticle(w, []string{"엔", "에는", "에도", "에", "은", "는"})
		if !slices.Contains(whenAlone, w) && !pointInTime(w) {
			return false
		}
	}
	return c != ""
}

// whenAlone are words that say when and nothing else (지난달, 전월, 봄).
var whenAlone = []string{"지난달", "지난주", "지난해", "작년", "올해", "전월", "전주", "전년", "이번", "지난", "다음", "봄", "여름", "가을", "겨울"}

// pointInTime reports a figure glued to a unit of a point in time (3월, 4시, 2분기).
func pointInTime(w string) bool {
	unit := strings.TrimLeft(w, "0123456789")
	return unit != w && slices.Contains([]string{"월", "시", "일", "년", "분기"}, unit)
}

// afterArrow reports text that ends in an arrow right after the figure last listed (한 통 4만 2천
// 원 → 5만 1천 원): the figure after it is what the one before became, of the same measure, as
// writers read every such pair (15 in sets 9, 11, 13, 14, 23, 25 and the team's own).
func afterArrow(before string, last contract.Number) bool {
	rest, ok := strings.CutSuffix(strings.TrimSpace(before), "→")
	figure := last.Value
	if !strings.HasSuffix(figure, last.Unit) {
		figure += last.Unit
	}
	unspaced := func(s string) string { return strings.ReplaceAll(s, " ", "") }
	return ok && strings.HasSuffix(unspaced(rest), unspaced(figure))
}

// afterFigure reports text that ends in the figure last listed, its unit spaced or not (6개를,
// 26만 명보다), or in the other side of a comparison (47%로 2차보다 12%p); 2쇄 5천 부 follows an
// ordinal, no figure listed.
func afterFigure(before string, last contract.Number) bool {
	words := strings.Fields(before)
	n := len(words)
	tail := ""
	if n > 1 && !startsWithFigure(words[n-1]) && startsWithFigure(words[n-2]) {
		tail = words[n-2] + words[n-1]
	} else if n > 0 {
		tail = words[n-1]
	}
	return tail != "" && (strings.HasPrefix(tail, strings.ReplaceAll(last.Value, " ", "")+last.Unit) || strings.HasSuffix(tail, "보다"))
}

// whenWord reports a context that names a time (지난해, 같은 기간), which no figure after it takes.
func whenWord(c string) bool {
	words := strings.Fields(c)
	return len(words) > 0 && (functionWords.Holds(words[len(words)-1]) || slices.Contains(whenNouns, words[len(words)-1]))
}

// namesWhen reports a figure with its unit that is no measure (a time, a period, an ordinal) and
// counts no days, a period that points back from now (3년 전에도; pointsBack), or a figure that a
// version or 때 follows.
func namesWhen(before, figure, unit, rest string) bool {
	if !measured(unit, rest) && !(dayCount(before, figure, unit) && !namesGroup(rest)) || pointsBack(before, unit, rest) || dateGoesOn(before, unit) {
		return true
	}
	return strings.HasPrefix(strings.TrimSpace(rest), "버전") || unit == "" && strings.HasPrefix(rest, " 때")
}

// pointsBack reports a period before 전 that points back from now, as 지난해 does: no event before it
// says what it leads (만료 30일 전, 예식일 기준 150일 전까지 are lead times, amounts), and it tells
// what has happened again since (3년 전에도) or what a change is told from in its clause (6개월 전
// 검진 때보다, as 1년 전보다 in comparedFrom); 3주 전에는 보내야 is a lead time too.
func pointsBack(before, unit, rest string) bool {
	next := strings.Fields(rest)
	if !slices.Contains(backUnits, unit) || len(next) < 2 || !strings.HasPrefix(rest, " ") {
		return false
	}
	if x, ok := strings.CutPrefix(next[0], "전"); !ok || x != "" && !slices.Contains(particles, x) && x != "에도" {
		return false
	}
	if words := strings.Fields(before); len(words) > 0 && bareNoun(strings.Trim(words[len(words)-1], ",")) {
		return false
	}
	if next[0] == "전에도" {
		return true
	}
	for _, w := range next[1:] {
		if strings.HasSuffix(w, "보다") {
			return true
		}
		if strings.HasSuffix(w, ",") || wordlist.Closes(w, clauseEnds...) {
			return false
		}
	}
	return false
}

// numberedTexts are texts whose parts are numbered (계약서 4조, 보고서 4장, 청구항 1, 악보 43마디);
// a compound ending in one is one (근로기준법, 결과보고서).
var numberedTexts = []string{"계약서", "약관", "규정", "정관", "조례", "법", "보고서", "논문", "교재", "매뉴얼", "악보", "청구항"}

// textParts are the counters that number a text's parts, none for a bare number (청구항 1은).
var textParts = []string{"", "조", "항", "장", "절", "마디", "번"}

// partOfText reports a figure that names a part of a text: in a counter of parts right after the
// text (계약서 4조에는, 보고서 4장을, 청구항 7과는; 조 there is no trillion), or in the counter of the
// part just named with only a particle or a comma between (43마디부터 60마디까지, 3번과 7번). part
// is the counter it is numbered in.
func (sc *figureScan) partOfText(start int, figure, unit string) (part string, ok bool) {
	if x, ok := strings.CutSuffix(figure, "조"); ok && unit == "" && strings.Trim(x, "0123456789") == "" {
		unit = "조"
	}
	if !slices.Contains(textParts, unit) {
		return "", false
	}
	before := sc.s[:start]
	words := strings.Fields(before)
	named := strings.HasSuffix(before, " ") && len(words) > 0 && wordlist.Closes(words[len(words)-1], numberedTexts...)
	joined := unit != "" && unit == sc.part && sc.partEnd <= start && len(strings.Fields(sc.s[sc.partEnd:start])) == 1 && trimEndings(strings.Trim(sc.s[sc.partEnd:start], " ,")) == ""
	return unit, named || joined
}

// partCounters count copies, sheets or kinds and also number a part, a chapter or a class (1부,
// 4장, 2종 보통): which they do the phrase tells (namesPart).
var partCounters = []string{"부", "종", "장"}

// namesPart reports a figure that numbers a part or a class: a counter that may (partCounters) or
// one neither reader lists (5성, 3코스), on a number of one or two digits heading the noun phrase
// it numbers (2종 보통 수강생이, 2부 레퀴엠은, 3장의 결말을) with no noun before it that it would
// count (식자재 2종 유통기한, 번역서 2종 계약 count). A figure before is no such noun (10명이 3장
// 반전이, 143명이고 1종 보통이): read as one, over sets 1-23 it kept one expected figure (1정씩
// 5일분) and one non-figure (10명이 3장), and it cost sets 24 and 25 (round 26's ablation).
func namesPart(before, figure, unit, rest string) bool {
	if len(figure) > 2 || !slices.Contains(partCounters, unit) && !unlistedCounter(unit) && !ageShaped(figure, unit) {
		return false
	}
	if words := strings.Fields(before); len(words) > 0 && strings.HasSuffix(before, " ") && bareNoun(strings.Trim(words[len(words)-1], "-•·*")) {
		return false
	}
	if ageShaped(figure, unit) {
		rest = ageBound.ReplaceAllString(rest, " ") // 60대 이상 유권자의: an age group and its bound name who
		rest = caseOff(rest)
	} else if wordlist.Opens(rest, topicMarks...) {
		return true // 지금 속도라면 1부는, 다만 5장은: a part made the topic is one known by its number; a count follows its noun (나머지 73장은)
	}
	return headsPhrase(strings.TrimPrefix(rest, "의"))
}

// timesDone reports 번 before a verb in the past or the future (침을 5번 맞았는데, 3번 전화했는데):
// a count of times done, which the gate may read as heading a phrase when the verb's ending is
// one it does not list (-는데).
func timesDone(after string) bool {
	rest, ok := strings.CutPrefix(after, "번 ")
	next, _, _ := strings.Cut(strings.TrimLeft(rest, " "), " ")
	return ok && next != "" && tensed(next)
}

// oneOfMarks are the particles that mark 번 as a thing of its own, the subject or the place of
// what happens (단말기 1번이, 리프트 2번에서); a count of times takes 에, 으로, 밖에 (정기런 4번에).
var oneOfMarks = []string{"이", "가", "에서"}

// numbersOne reports a number in 번 that names one of the things the noun right before it
// names (카드 단말기 1번이, 리프트 2번에서, B동 3번 통로): the noun is bare, no word of time or
// degree (하루 8번, 평균 9번), and 번 is marked as subject or place or heads a noun (통로) rather
// than a verb (연습장 3번밖에, 하루 8번 왕복하고 count times). The gate reads 번 before a noun it
// knows (2번 출구) or a phrase of nouns; outside writers list none of these (sets 13, 16, 22, 34, 37).
func numbersOne(before, unit, rest string) bool {
	if unit != "번" || !strings.HasSuffix(before, " ") {
		return false // most figures: before not split
	}
	if w := lastWord(before); w == "" || !bareNoun(w) || functionWords.Holds(w) || actNouns[w] {
		return false
	}
	if mark, _, _ := strings.Cut(rest, " "); slices.Contains(oneOfMarks, mark) || headsPhrase(rest) {
		return true
	}
	next, _, _ := strings.Cut(strings.TrimLeft(rest, " "), " ")
	if !strings.HasPrefix(rest, " ") || next == "" {
		return false
	}
	noun, _ := cutParticle(next, objectParticles)
	first, _ := utf8.DecodeRuneInString(noun)
	return first < unicode.MaxASCII && unicode.IsLetter(first) || bareNoun(noun) && !wordlist.Opens(noun, amountAfter...) && !slices.Contains(bounds, noun)
}

// caseOff cuts the case particle off the word after a figure: an age group heads its noun in any
// case (20대 참여를 늘리기, 20대 유입에서), as machines counted never do (트럭 20대를).
func caseOff(rest string) string {
	next := strings.Fields(rest)
	if !strings.HasPrefix(rest, " ") || len(next) == 0 {
		return rest
	}
	noun, _ := cutParticle(next[0], particles)
	return " " + noun + strings.TrimPrefix(rest, " "+next[0])
}

// topicMarks make the figure before them the topic.
var topicMarks = []string{"은 ", "는 "}

// ageBound is the bound of an age group before who it names (60대 이상 유권자의).
var ageBound = regexp.MustCompile(`^ (이상|이하|미만)( |$)`)

// groupCounters count an age or a rank (65세, 3급, 3학기). With a bound after it the figure draws
// the line of a group it names (65세 이상이 14명, 3학기 이하 저학년이): outside writers list none of
// those (sets 1, 7, 9; one team draft lists 7세 이상 노령견), while they list an age that is said of
// someone (88세 어르신).
var groupCounters = []string{"세", "살", "급", "학기"}

// groupBound is a bound after a figure, the noun of the group itself when a particle follows (이상이).
var groupBound = regexp.MustCompile(`^ (이상|이하|미만|초과)`)

// boundsGroup reports an age or a rank bounded (groupCounters), but an age whose bound is written
// bare before the people it bounds (65세 이상 어르신은, 13세 미만 어린이는): the writers list that
// age 6 times of 6 (sets 17, 24, 37, 42, own 167), none where the bound is the noun (65세 이상이
// 14명, 65세 이상은 무료: 0 of 4). A rank so bounded (3급 이상 취득자는) still draws the group.
func boundsGroup(unit, rest string) bool {
	m := groupBound.FindStringIndex(rest)
	if !slices.Contains(groupCounters, unit) || m == nil {
		return false
	}
	return !slices.Contains(ageCounters, unit) || !headsPhrase(rest[m[1]:])
}

// ageCounters count years of age.
var ageCounters = []string{"세", "살"}

// ageShaped reports a figure in 대 shaped as an age group (10대 to 90대): heading a noun phrase, it
// names who (30대 부부가), as machines counted follow the noun they are (트럭 20대가).
func ageShaped(figure, unit string) bool {
	n, err := strconv.Atoi(figure)
	return unit == "대" && err == nil && n >= 10 && n <= 90 && n%10 == 0
}

// unlistedCounter reports a counter of Hangul that neither the units here nor the gate's counters
// list (성, 코스, 화방): a word a figure is glued to more often to name than to count.
func unlistedCounter(unit string) bool {
	_, known := figures.Counter(unit)
	return unit != "" && !known && !slices.Contains(units, unit) && !strings.ContainsFunc(unit, func(r rune) bool { return !hangul.IsSyllable(r) })
}

// headsPhrase reports a noun right after a space that the figure before heads: bare, or marked as
// topic, subject or owner (2종 보통, 2부 레퀴엠은, 2화방 꽃이, 60대 이상 유권자의); a bound, a span or a word of degree after a
// figure (이상, 동안, 정도, 중) goes with the figure instead. A word that is mostly a function word
// or an adverb (보통, 평균) is the noun when a particle of topic or subject marks it or a noun so
// marked follows it (1종 보통이, 2종 보통 수강생이): an adverb takes neither.
func headsPhrase(rest string) bool {
	next := strings.Fields(rest)
	if !strings.HasPrefix(rest, " ") || len(next) == 0 {
		return false
	}
	noun, marked := subjectMarked(next[0])
	if marked && speech.IsStem(noun) {
		return false // 2도 높은 17도: an adnominal, the figure measures what it qualifies
	}
	if functionWords.Holds(noun) && !marked {
		after, ok := "", false
		if len(next) > 1 {
			after, ok = subjectMarked(next[1])
		}
		if !ok || !bareNoun(after) || functionWords.Holds(after) {
			return false // 20대 가운데 대부분이: a part of what the figure counts
		}
	}
	return bareNoun(noun) && !wordlist.Opens(noun, amountAfter...) && !slices.Contains(bounds, noun) && !slices.Contains(valueNouns, noun)
}

// subjectMarked cuts a particle of topic, subject or owner off a word (보통이, 수강생은, 유권자의).
func subjectMarked(w string) (string, bool) {
	return cutParticle(strings.Trim(w, ",."), []string{"은", "는", "이", "가", "의"})
}

// monthRe is a month of the year (11월), within which 중 sets a deadline (10월 중).
var monthRe = regexp.MustCompile(`^\(?\d{1,2}월$`)

// smallerPart is the rest of an amount after a magnitude, in digits and glued to a unit (만 2,300원).
var smallerPart = regexp.MustCompile(`^ \d{1,3}(?:,\d{3})*`)

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

// dayJoined is a day of a date joined to another day (14일과, 15일에서, 3일,); after 부터 a day may
// count how long (2월 12일부터 3일 동안).
var dayJoined = regexp.MustCompile(`^\d{1,2}일(?:과|와|에서|,)$`)

// dateGoesOn reports a day right after a date and its joint (12월 14일과 21일, 12월 15일에서 22일로):
// a day of the same month, as the gate reads the first, no count of days.
func dateGoesOn(before, unit string) bool {
	words := strings.Fields(before)
	n := len(words)
	return unit == "일" && n >= 2 && strings.HasSuffix(before, " ") && monthRe.MatchString(words[n-2]) && dayJoined.MatchString(words[n-1])
}

// frequencyWords say per what span a count holds (주 2일, 월 1회).
var frequencyWords = []string{"주", "월", "연", "매주", "매달", "매월", "매년"}

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
		if wordlist.Opens(s[to:], rangeSeparators[:7]...) || glued && upper != unit {
			return 0, false
		}
		if sep == "에서 " && (unit != "" || wordlist.Opens(rest, "로", "으로", "까지")) {
			return 0, false // a figure with its unit in 에서 is one end told apart, as readers list it: a change (230개에서 380개 가까이) or bounds (480정에서 520정 사이)
		}
		if glued {
			to += len(unit)
		}
		return to, true
	}
	return 0, false
}

// callWords are what a number to call is for, after it in 로 (129로 문의하시면, 121로 전화):
// no writer lists such a number (1584, 170).
var callWords = []string{"문의", "전화", "연락"}

// numberToCall reports a bare figure in 로 or 으로 before a word of callWords: a number to call.
func numberToCall(after string) bool {
	x, ok := strings.CutPrefix(after, "으로 ")
	if !ok {
		x, ok = strings.CutPrefix(after, "로 ")
	}
	return ok && wordlist.Opens(x, callWords...)
}

// boundWord reports a bare figure glued to a word that is neither a unit nor a particle (1인당).
func boundWord(after string) bool {
	r, _ := utf8.DecodeRuneInString(after)
	return hangul.IsSyllable(r) && !wordlist.Opens(after, figureParticles...)
}

// copulaOnFigure reports the copula written onto a bare figure in one of its endings (공복
// 118인데, 월세 65면): the clause says a thing is that figure, an amount (the outside writers list
// 5 of 5, sets 5, 9, 12, 16, 18). The copula keeps its 이 after a figure whose reading ends in a
// consonant (118, 백십팔: 118인데, 118이면) and drops it after a vowel (65, 육십오: 65면, 65야),
// where a glued 면 is the copula's if and no unit (주차 40면, 사십: 40이면) unless a word that
// needs a noun before it follows (슬로프 9면 중 5면: no clause ends in 면 before 중).
func copulaOnFigure(figure, after string) bool {
	word := after[:len(after)-len(strings.TrimLeftFunc(after, hangul.IsSyllable))]
	if final, ok := hangul.FinalSound(figure); ok && final == hangul.None { // 65 육십오, 1조; 118 백십팔, 30만
		next := strings.Fields(after[len(word):])
		return word == "면" && (len(next) == 0 || !functionWords.Holds(next[0])) || slices.Contains(afterVowel, word)
	}
	return wordlist.Opens(word, "인데", "인지", "입니") || word == "임"
}

// figureParticles may follow a bare figure (3이, 2로, 10까지).
var figureParticles = []string{"이", "가", "은", "는", "을", "를", "에", "의", "과", "와", "도", "만", "로", "으로", "까지", "부터", "보다", "씩"}

// sameFigure reports a figure listed already for the same thing: the same value and unit, and a
// context holding the other (140개 계정, then 미사용 계정 140개).
func sameFigure(listed []contract.Number, n contract.Number) bool {
	// A specific amount (184만 원, 2,430건) said twice is one thing said twice, whatever names it; a
	// round one (1만 원, 5천만 원) may be two things of one price.
	specific := significant(n.Value) >= 2 && (strings.ContainsAny(n.Value, magnitudes) || len(strings.Trim(n.Value, ",.%")) >= 4)
	return slices.ContainsFunc(listed, func(m contract.Number) bool {
		return m.Value == n.Value && m.Unit == n.Unit && (specific || m.Context != "" && n.Context != "" &&
			(strings.Contains(m.Context, n.Context) || strings.Contains(n.Context, m.Context) || shared(m.Context, n.Context) > 1 && sameFirst(m.Context, n.Context)))
	})
}

// sameFirst reports two contexts that open with one word (위험 등급 악용, 위험 등급 조치): words in
// common after another first word are of two things a modifier tells apart (일반 쓰레기 수거, 음식물
// 쓰레기 수거).
func sameFirst(a, b string) bool {
	fa, fb := strings.Fields(a), strings.Fields(b)
	return len(fa) > 0 && len(fb) > 0 && fa[0] == fb[0]
}

// significant counts a figure's digits but the zeros that end it (184만: 3, 1만: 1, 2,430: 3).
func significant(v string) int {
	digits := strings.TrimRight(strings.Map(func(r rune) rune {
		if unicode.IsDigit(r) {
			return r
		}
		return -1
	}, v), "0")
	return len(digits)
}

// shared counts the words two contexts have in common (위험 등급 악용, 위험 등급 조치: two).
func shared(a, b string) int {
	n, bw := 0, strings.Fields(b)
	for w := range strings.FieldsSeq(a) {
		if slices.Contains(bw, w) {
			n++
		}
	}
	return n
}

// pointUnits name a point in time or a place in an order (3분기, 10월, 2024년, 2차, 3호); days,
// years and hours do too when a particle of time follows (18일에, 2024년부터), not when they are
// an amount (7일 안에, 3일 동안, 2년째). 동 is the gate's to read: a building (101동) or, in a whole
// or a change, a count (하우스 4동 중).
var pointUnits = []string{"분기", "월", "차", "호", "층", "위", "시", "회차", "등", "학년", "교시", "인실", "반", "번가"}

var periodUnits = []string{"일", "년", "주"}

// backUnits are the periods that may point back from now before 새 or 전 (1년 새, 3개월 전 검진 때보다;
// comparedFrom, pointsBack): 개월 as well, which names no point of its own.
var backUnits = slices.Concat(periodUnits, []string{"개월"})

var amountAfter = []string{"동안", "안에", "안", "만에", "이내", "간", "째", "연속", "이상", "이하", "넘게", "가까이", "정도", "쯤", "전", "후", "뒤"}

// bounds after a figure say where it stands (20% 아래), not what it measures.
var bounds = []string{"아래", "미만", "초과", "안팎", "안쪽", "내외", "가량", "남짓", "이상", "이하", "이내", "넘게", "가까이", "정도", "쯤"}

// measured reports whether a figure with unit, followed by rest, is an amount. What names by its
// own words (7일 차, 20대 응답자, 26일 토요일) the gate has read already (figures.Kind).
func measured(unit, rest string) bool {
	next := strings.Fields(rest)
	if slices.Contains(scheduleUnits, unit) && namesGroup(rest) {
		return false // 주 2일 재택 그룹: a schedule names the group, it measures nothing of it
	}
	amount := len(next) > 0 && wordlist.Opens(next[0], amountAfter...)
	switch {
	case slices.Contains(pointUnits, unit):
		// 2분기 연속 is an amount; 1분기 안에, 3월 전에 say by when.
		return amount && !wordlist.Opens(next[0], []string{"안", "이내", "전", "후", "뒤"}...)
	case slices.Contains(backUnits, unit) && comparedFrom(next):
		return false // 1년 새 23%, 1년 전보다 줄었다: the point a change is told from, not how long
	case slices.Contains(periodUnits, unit) && strings.HasPrefix(rest, "째") && !slices.Contains(runUnits, unit):
		return false // 5일째에 드라이호핑, 투약 3일째: which day of a run, as 14번째 is which game, not how long
	case slices.Contains(periodUnits, unit):
		return amount || perSpan(rest) || changeFrom(rest, unit) || !wordlist.Opens(rest, "에", "부터", "까지", "자", "의")
	}
	return true
}

// comparedFrom reports a period before 새 or 전보다 (1년 새, 3개월 전과 비교해): it points back to
// when a change is told from, as 지난해 does.
func comparedFrom(next []string) bool {
	return len(next) > 0 && (next[0] == "새" || wordlist.Opens(next[0], "전보다", "전과", "전에 비해", "전 대비"))
}

// perSpan reports 에 and an amount after a period: the span the amount is for (수강료는 4주에
// 48만 원), not a point in time.
func perSpan(rest string) bool {
	x, ok := strings.CutPrefix(rest, "에 ")
	loc := numberRe.FindStringIndex(x)
	return ok && loc != nil && loc[0] == 0
}

// changeFrom reports the start of a change to a figure or a range of the same unit (9일에서 6일로,
// 7~10일에서 14~18일로): a count of days, not the 9th.
func changeFrom(rest, unit string) bool {
	x, ok := strings.CutPrefix(rest, "에서 ")
	loc := numberRe.FindStringIndex(x)
	if !ok || loc == nil || loc[0] != 0 {
		return false
	}
	end := loc[1]
	if to, ranged := rangeEnd(x, end, ""); ranged {
		end = to
	}
	return wordlist.Opens(x[end:], unit+"로", unit+"으로")
}

// scheduleUnits say how often or how long (주 2일, 월 1회), and may name what keeps to them.
var scheduleUnits = []string{"일", "주", "시간", "개월", "년", "회", "번", "분"}

// groupNouns name a group that a schedule or figure before them tells apart from others.
var groupNouns = []string{"그룹", "집단", "조", "반", "군"}

// systemNouns name a system a schedule before them names (주 4일 근무제, 격주 2일 제도), right after
// it too.
var systemNouns = []string{"근무제", "제도", "근무제도"}

// namesGroup reports bare nouns after a figure that end in a group noun (2일 재택 그룹의).
func namesGroup(rest string) bool {
	if !strings.HasPrefix(rest, " ") {
		return false
	}
	for i, w := range strings.Fields(rest) {
		noun, marked := cutParticle(strings.Trim(w, ",."), particles)
		if slices.Contains(groupNouns, noun) && i > 0 || slices.Contains(systemNouns, noun) {
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
	noun, _ := cutParticle(strings.Trim(next[0], ",."), append(particles, "인"))
	return noun == "버전" || bareNoun(noun) && !slices.Contains(bounds, noun) && !wordlist.Closes(noun, valueNouns...) && !functionWords.Holds(noun)
}

// named reports a bare noun right before a figure, a space between (앱 2.0, 시즌 2).
func named(before string) bool {
	words := strings.Fields(before)
	if len(words) == 0 || !strings.HasSuffix(before, " ") {
		return false
	}
	w := words[len(words)-1]
	return bareNoun(w) && !functionWords.Holds(w) && !slices.Contains(measureQualifiers, w)
}

// unitOf reads the unit right after a figure. Whatever is written onto the figure, once its
// particles and copula are cut off (3,200톤으로, 84㎡이고, 45세대입니다, 1.75%포인트로), is its unit
// when it reads as a counter: symbols and Latin letters (kg, bp, MW, ㎡) or up to three
// syllables that do not make a word of the figure (1인당, 3년째, 천원짜리). Otherwise a unit of
// the list may open what is written on (3년째 → 년), and after a Korean magnitude (4만 2천 개)
// or for a unit that is written spaced (1,200억 원) it may stand after a space.
func unitOf(after string, magnitude bool) (unit, rest string) {
	glued := after[:len(after)-len(strings.TrimLeftFunc(after, gluedRune))]
	if q := quotientUnit(after); q != "" {
		return q, after[len(q):]
	}
	if u := particleTailed(glued); u != "" {
		return u, after[len(u):]
	}
	u := withoutCopula(trimEndings(glued))
	if signs := signsOf(u); signs != "" {
		return signs, after[len(signs):]
	}
	if slices.Contains(units, u) {
		return u, after[len(u):]
	}
	if x, ok := strings.CutSuffix(u, "대"); ok && slices.Contains(spacedUnits, x) {
		return x, after[len(x):] // 1,390원대: the band of an amount is told in its unit, as 9만 원대 is
	}
	if u == "동" {
		return u, after[len(u):] // 101동부터: a building's number names which one
	}
	for _, o := range ordinals {
		if strings.HasPrefix(glued, o) && !strings.HasPrefix(glued, "차례") {
			return o, after[len(o):] // 2차전, 3회차, 3호선, 1등: which one, not how many
		}
	}
	if heads, ok := pricedShare(u, after); ok {
		return heads, after[len(heads):]
	}
	for t, suffixes := range timeSuffixes {
		if x, ok := strings.CutPrefix(u, t); ok && slices.Contains(suffixes, x) {
			return t, after[len(t):] // 12월분, 2027년도, 3일자, 5시경: a time with a suffix, not a counter of its own
		}
	}
	if (u == "" || copulaOn(glued) == degree) && strings.HasPrefix(glued, degree) && (glued != degree || !wordlist.Opens(strings.TrimLeft(after[len(degree):], " "), notEven...)) {
		return degree, after[len(degree):] // 8도까지, 영하 3도로, 낮 23도, 밤 8도, 영하 5도래: degrees; 1도 없다 is the particle
	}
	if x := trimEndings(copulaOn(glued)); x != u && knownUnit(x) {
		return x, after[len(x):] // 28명이더라, 5명뿐임, 5주래요: a unit and the copula in any ending
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
	if trimmed != after {
		return spacedCounter(trimmed, magnitude)
	}
	return "", after
}

// particleTailedUnits end in a syllable that is a particle too (유로's 로, 번가's 가): cut from the
// end as endings are, 650유로에서 would read 650유, a value the text never writes. 번가 numbers a
// street (뉴욕 32번가에), which pointUnits read as naming which.
var particleTailedUnits = []string{"유로", "키로", "킬로", "번가"}

// particleTailed is the unit of particleTailedUnits that opens what is written onto a figure with
// only endings or the copula after it (유로에서, 유로이고, 키로, 번가에), or "".
func particleTailed(glued string) string {
	for _, u := range particleTailedUnits {
		if rest, ok := strings.CutPrefix(glued, u); ok {
			if x := trimEndings(rest); x == "" || slices.Contains(afterVowel, x) {
				return u
			}
		}
	}
	return ""
}

// degree is the unit of temperature, no counter of the lists: 도 after a figure may be the particle
// (1도 없다), never with the copula on it (영하 5도래, 30도예요).
const degree = "도"

// withoutCopula cuts the copula 다 written onto a unit after a vowel (5개다, 3만 부다, 16기다);
// 3실점했다 is a verb.
func withoutCopula(u string) string {
	if x, ok := strings.CutSuffix(u, "다"); ok && (slices.Contains(units, x) || counter(x) && !hangul.EndsInConsonant(x)) {
		return x
	}
	return u
}

// signsOf is the unit of signs that starts u when an ending in Hangul follows it (30%잖아,
// 5kg이라며), or "": a unit of signs ends where Hangul starts (%포인트 is %p spelled).
func signsOf(u string) string {
	signs := strings.TrimRightFunc(u, hangul.IsSyllable)
	if signs == "" || signs == u || strings.ContainsFunc(signs, hangul.IsSyllable) || strings.HasPrefix(u[len(signs):], "포인트") {
		return ""
	}
	return signs
}

// quotientUnit is a unit of signs divided by another (0.5m/s, 6.5mg/L, 90km/h), read whole: cut at
// the slash it would say 0.5m. Its signs are no Hangul (3개/일 is not read so); endings may follow.
func quotientUnit(after string) string {
	sign := func(r rune) bool { return gluedRune(r) && !hangul.IsSyllable(r) }
	num := after[:len(after)-len(strings.TrimLeftFunc(after, sign))]
	den, ok := strings.CutPrefix(after[len(num):], "/")
	den = den[:len(den)-len(strings.TrimLeftFunc(den, sign))]
	if !ok || num == "" || den == "" {
		return ""
	}
	return num + "/" + den
}

// spacedCounter reads the word after a figure's space as its unit when it is a unit's signs or
// letters (58 IBU, 31만 ㎥) or, after a Korean magnitude, a counter a numeral takes (the gate's, or
// the dictionary's: 20만 타), its endings and copula cut (1만 2천 상자, 29만 4천 끼, 43만 2천 원이네):
// 3만 넘게 and 3 주요 have none.
func spacedCounter(s string, magnitude bool) (unit, rest string) {
	u := unitWord(s)
	if _, ok := figures.Counter(u); (ok || dictionaryCounters[u]) && magnitude || u != "" && strings.IndexFunc(u, hangul.IsSyllable) < 0 && counter(u) {
		return u, s[len(u):]
	}
	return "", " " + s
}

// counterGlued reads the word after a magnitude's space as its unit when the sentence glues that
// word to a figure elsewhere (2만 8천 개체에서 9,600개체로, 4천 보 정도에서 9,500보로): the writer's
// own counter, which no list need hold; a word never glued so (5만 돌파를) counts nothing.
func (sc *figureScan) counterGlued(after string) (unit, rest string) {
	s := strings.TrimPrefix(after, " ")
	u := unitWord(s)
	if s == after || !counter(u) || !gluedElsewhere(sc.s, u) {
		return "", after
	}
	return u, s[len(u):]
}

// unitWord is the unit the word that opens s may be: its letters and signs, their endings and
// copula cut, and the particles the copula follows (원이네 → 원, 상자다 → 상자, 원씩이지 → 원); a prefix of s.
func unitWord(s string) string {
	w := s[:len(s)-len(strings.TrimLeftFunc(s, gluedRune))]
	return trimEndings(copulaOn(withoutCopula(trimEndings(w))))
}

// gluedElsewhere reports a figure in s with u written onto it (9,600개체로); an empty u is none.
func gluedElsewhere(s, u string) bool {
	if u == "" {
		return false // strings.Index would find it everywhere and the scan never move on
	}
	for from := 0; ; {
		i := strings.Index(s[from:], u)
		if i < 0 {
			return false
		}
		if r, _ := utf8.DecodeLastRuneInString(s[:from+i]); unicode.IsDigit(r) {
			return true
		}
		from += i + len(u)
	}
}

// copulaOn cuts the copula off a unit, in whatever ending it is written: after a consonant its stem
// 이 stays (원이네, 원이래요, 명이더라, 원임, 명뿐임, 개체이고요), after a vowel it goes and the ending
// is one of afterVowel (주래요, 개더라, 개네): what is left is the unit, as 원이에요 leaves 원.
func copulaOn(w string) string {
	// 이 has an ending after it (원이네), 임 ends the word (원임)
	for _, c := range []struct {
		syllable string
		last     bool
	}{{"이", false}, {"임", true}} {
		if i := strings.Index(w, c.syllable); i > 0 && hangul.EndsInConsonant(w[:i]) && (w[i:] == c.syllable) == c.last {
			return w[:i]
		}
	}
	for _, e := range afterVowel {
		if x, ok := strings.CutSuffix(w, e); ok && x != "" && !hangul.EndsInConsonant(x) {
			return x
		}
	}
	return w
}

// afterVowel are the copula's endings written straight onto a word ending in a vowel, its stem 이
// dropped, at every speech level and in a note: 해체 (개야, 개래, 개네, 개지, 개잖아, 개거든, 개더라,
// 개던데), 해요체 (개예요, 개래요, 개네요, 개죠, 개잖아요, 개거든요, 개더라고요, 개던데요), 해라체
// (개다, 개였다, 개라고), a note's 개임, 개였음, and the connectives 개여서, 개여도, 개여야 (이어서
// contracted); longest first where one ends another.
var afterVowel = []string{"더라고요", "라니까요", "더라고", "던데요", "잖아요", "거든요", "라고요", "라니까", "였어요", "였습니다", "였음", "예요", "래요", "네요", "지요",
	"더라", "던데", "잖아", "거든", "라고", "였어", "였다", "여서", "여도", "여야", "임", "야", "래", "네", "죠", "지", "다"}

// knownUnit reports a unit the lists here or the gate's counters hold (명, 주, 상자).
func knownUnit(u string) bool {
	_, ok := figures.Counter(u)
	return ok || slices.Contains(units, u)
}

// notEven follow a bare figure in the particle 도 (1도 없다, 하나도 모른다): not even that many.
var notEven = []string{"없", "안 ", "못 ", "모르"}

// spacedUnit reports the word that opens s as the unit u with only endings or a bound noun on
// it (원으로, 원어치가, 배럴씩, 원이었으나, 원씩이지), not a longer word u begins (8,400만 배럴 is no 배). A
// unit that ends as a particle does (유로를) is read from its start too: cut from the end, 유로 is 유.
func spacedUnit(s, u string) bool {
	word := s[:len(s)-len(strings.TrimLeftFunc(s, gluedRune))]
	w := strings.TrimSuffix(trimEndings(word), "다")                  // 원어치다: the copula after a vowel
	x, _ := cutAny(w, []string{"어치", "짜리", "당", "째", "간", "다", "대"}) // 9만 원대: the band of an amount
	rest, ok := strings.CutPrefix(word, u)
	return w == u || x == u || trimEndings(copulaOn(w)) == u || ok && trimEndings(rest) == ""
}

// timeSuffixes are written onto a month, day, year, hour or minute (12월분, 3월말, 2027년도, 3일자, 5시경, 40분경);
// 3일분 and 3일치 are amounts.
var timeSuffixes = map[string][]string{"월": {"분", "말", "초", "중", "경"}, "일": {"자", "경"}, "년": {"도", "말", "초"}, "시": {"경"}, "분": {"경"}}

// pricedShare reads a share for so many people priced right after it (숙박비 4명분 12만 원) as
// the head count: the price is the amount, the people are what is counted; a share standing alone
// (백신 80명분이 남아) is the amount itself.
func pricedShare(u, after string) (heads string, ok bool) {
	heads, ok = strings.CutSuffix(u, "분")
	next, spaced := strings.CutPrefix(after[len(u):], " ")
	figure := numberRe.FindStringIndex(next)
	return heads, ok && heads == "명" && spaced && figure != nil && figure[0] == 0
}

// ordinals open a word that names a place in an order or a kind (2차전, 3회차, 3호선, 1등급,
// 5학년, 2반, 1인실).
var ordinals = []string{"회차", "차", "호", "위", "등", "학년", "교시", "인실", "반"}

// ranks are counters that name a round, which one and not how many, where the gate reads an
// amount: a round of proofs (2교 마감, 3교는; set 35's writer lists neither).
var ranks = []string{"교"}

// gluedRune may be written onto a figure as its unit or particle: letters and unit signs (%, ㎡,
// ℃, °), not punctuation or a space.
func gluedRune(r rune) bool {
	return unicode.IsLetter(r) || unicode.Is(unicode.So, r) || strings.ContainsRune("%％°′″", r)
}

// endings are written onto a figure's unit and are no part of it: particles, a copula (told as
// heard too: 영하 5도래, 40포기라던데), a bound (3,200톤으로, 45세대입니다, 5단계나, 2잔씩,
// 30유로였습니다, 21개고, 90일마다, 12월엔 with 에는 contracted; 500엔 alone is still the yen, a
// unit of the list; the polite 요 a spoken answer ends on, 300달러요, 15단이요: sets 19 and 42),
// longest first where one ends another (밖에 before 에).
var endings = wordlist.NewTable("밖에", "마다", "께서", "에게서", "한테", "이랑", "랑", "조차", "마저", "뿐", "께", "까지만", "이지만", "지만", "이어서", "여서", "라서", "라면", "라", "고", "며", "면", "이었습니다", "였습니다", "입니다", "이었어요", "였어요", "이에요", "예요", "이었고", "이었는데", "이었다", "였고", "였는데", "였으며", "였다",
	"이라서", "이라면", "이라던데", "라던데", "이라는데", "라는데", "이래요", "래요", "이래", "래", "이라", "인데", "이고", "이며", "이면", "이다", "이므로", "므로", "인",
	"에서는", "에서도", "에서", "에게", "에는", "엔", "에도", "으로는", "으로도", "으로", "로는", "로도", "로", "까지", "부터", "보다", "처럼", "만큼", "하고",
	"이나", "나", "씩", "만", "은", "는", "이", "가", "을", "를", "의", "도", "에", "과", "와", "쯤", "꼴", "이야", "야", "정도", "가량", "남짓", "이상", "이하", "미만", "넘게", "요")

// trimEndings cuts the endings off what is written onto a figure, one after another (까지만,
// 으로도); an ending alone (2345로) leaves nothing.
func trimEndings(w string) string {
	for _, c := range []string{"이었", "였", "입니", "이에", "예요"} { // a copula in any tense (이었지만, 였는데; 8천이었지: no unit)
		if i := strings.Index(w, c); i >= 0 {
			w = w[:i]
		}
	}
	for {
		if endings.Holds(w) {
			return ""
		}
		x, ok := endings.Cut(w)
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
// letters (kg, bp, ㎡) or up to three syllables (톤, 가구, 개소, 차례, %포인트), not a bound word;
// a counter of the dictionary may be longer (14제곱미터, 3킬로미터).
func counter(u string) bool {
	if u == "" || strings.ContainsAny(u, "0123456789") || wordlist.Closes(u, wordSuffixes...) {
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
	return syllables <= 3 && utf8.RuneCountInString(u) <= 6 || dictionaryCounters[u]
}

// smallerUnits go on a period in one figure (1년 4개월, 2시간 30분), a stay's days on its
// nights (4박 5일) and cents on dollars or euros (3달러 50센트: one price, as set 42's writer lists it).
var smallerUnits = map[string]string{"년": "개월", "시간": "분", "분": "초", "박": "일", "달러": "센트", "유로": "센트"}

// halvedUnits are the periods a half may go on (2시간 반, 1년 반), as a smaller unit does.
var halvedUnits = []string{"년", "개월", "주", "시간", "분"}

// half is the word of a half after a period, with only endings on it (반이, 반 동안; not 반찬).
var half = regexp.MustCompile(`^ 반(\p{Hangul}*)`)

// compound extends a period by the smaller units that follow it, each onto the last (1년 → 1년
// 4개월, 1시간 58분 42초), or by its half (2시간 반: the unit is then 시간 반, as the value ends).
func compound(s string, end int, unit string) (to int, smaller string) {
	to = end
	for {
		if m := half.FindStringSubmatch(s[to:]); m != nil && slices.Contains(halvedUnits, unit) && trimEndings(m[1]) == "" {
			return to + len(m[0]) - len(m[1]), unit + " 반"
		}
		next, ok := smallerUnits[unit]
		if !ok || !strings.HasPrefix(s[to:], " ") {
			return to, smaller
		}
		n := numberRe.FindStringIndex(s[to+1:])
		if n == nil || n[0] != 0 || !strings.HasPrefix(s[to+1+n[1]:], next) {
			return to, smaller
		}
		to, unit, smaller = to+1+n[1]+len(next), next, next
	}
}

// readable finds the shortest span from start, at least the figure itself, whose figures the
// sentence has: the figure, then with its unit (8.4%, 7시), then with up to three more words
// (11월 1일, 2024년 3월). Its first figure is here, what the gate reads from start, when known: 30
// of 30% is not what 30대 elsewhere reads, and 12 of 12/1 is no figure of its own.
func readable(s string, start, end int, unit string, inSentence []string, here string) (value string, to int, ok bool) {
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
		if want := figures.Of(v); len(want) > 0 && figures.Contains(inSentence, want) && (here == "" || want[0] == here) {
			return v, start + len(v), true
		}
	}
	return "", 0, false
}

// maxNumbers keeps the numbers part readable; the contract sets no maximum. A figure-rich
// report (a monthly sales mail, a budget memo) holds 15 to 40 measures a reader looks for, and
// 12 cut a third of them; past 20 the list reads as the text again.
const maxNumbers = 20

// informative keeps at most limit figures in input order, those a context names first: a figure
// with nothing to say what it measures tells a reader least.
func informative(ns []contract.Number, limit int) []contract.Number {
	if len(ns) <= limit {
		return ns
	}
	named := 0
	for _, n := range ns {
		if n.Context != "" {
			named++
		}
	}
	unnamed := limit - min(named, limit) // room left for the first figures without a context
	out := make([]contract.Number, 0, limit)
	for _, n := range ns {
		switch {
		case len(out) == limit:
		case n.Context != "":
			out = append(out, n)
		case unnamed > 0:
			out, unnamed = append(out, n), unnamed-1
		}
	}
	return out
}

// withUnit is a figure's value with its unit, which the value may carry already (8.4%, 3년째).
func withUnit(n contract.Number) string {
	if strings.HasSuffix(n.Value, n.Unit) {
		return n.Value
	}
	return n.Value + n.Unit
}

// runUnits are the periods a run is counted in with 째 (8년째 그대로, 통증이 2주째): how long it has
// gone on, listed with its 째 as the outside writers list it (sets 10, 13, 18, 20, 23: 5 of 7);
// 5일째에 stays which day of a run.
var runUnits = []string{"년", "주"}

// groupCounts are the nouns a count in 개 counts spaced after it (7개 반, 16개 팀, 3개 동): the
// count and its noun are one figure, as the outside writers list it (sets 13, 14, 22-24: 6 of 6).
var groupCounts = []string{"반", "팀", "동"}

// joinedOn extends a figure by what is written on after it into one figure: a run's 째 (3년째) and
// a count in 개 with the noun it counts (7개 반). It returns the value, the unit it ends in and the
// rest after; the rest unchanged when nothing joins.
func joinedOn(value, unit, rest string) (string, string, string) {
	whole := withUnit(contract.Number{Value: value, Unit: unit})
	switch {
	case slices.Contains(runUnits, unit) && strings.HasPrefix(rest, "째"):
		return whole + "째", unit + "째", strings.TrimPrefix(rest, "째")
	case unit == "개" && strings.HasPrefix(rest, " "):
		if w := unitWord(rest[1:]); slices.Contains(groupCounts, w) {
			return whole + " " + w, w, rest[1+len(w):]
		}
	}
	return value, unit, rest
}
