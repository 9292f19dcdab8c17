package figures

import (
	"regexp"
	"slices"
	"strings"
	"unicode"

	"maltu/libs/gate/chars"
)

// Kind is what a figure does in its sentence: measure something, or name when or which.
type Kind int

// Kinds of figures. Only an Amount measures; the others name, and a sentence whose figures all name
// makes no claim by them (contract §4.2 rule 6).
const (
	Amount  Kind = iota // how much or how many: 3,400명, 2.4%, 1억 원, 3시간, 두 명, 12:1, 1위 (a rank compares)
	Date                // when: 2026년, 11월, 15일에, 2분기, 2026-03-05, 3/5(목)
	Time                // a time of day: 오후 3시, 9:30
	Ordinal             // a place in an order: 셋째, 세 번째, 2차, 4기, 제5회, 10주년
	Label               // which one: a list number 1), a room 301호, a version 3.2.1, a phone number, a name 영업2팀
)

// Figure is a figure's normal form (as Of gives it), its kind, and where it is written: byte
// offsets in the NFC form of the text (the text itself, when it is NFC, as typed Korean is).
type Figure struct {
	Value      string
	Kind       Kind
	Start, End int
}

// Measures reports a figure that says how much or how many.
func (f Figure) Measures() bool { return f.Kind == Amount }

// Scan returns the figures of s as Of does, each with its kind.
func Scan(s string) []Figure {
	s = chars.NFC(s)
	sc := scanner{rs: decode(nil, s), spans: []span{}}
	sc.run()
	offsets := make([]int, 0, len(sc.rs)+1) // decode keeps one rune for each of s
	for i := range s {
		offsets = append(offsets, i)
	}
	offsets = append(offsets, len(s))
	out := make([]Figure, len(sc.out))
	for k, v := range sc.out {
		sp := sc.spans[k]
		out[k] = Figure{v, kindOf(sc.rs, sp, v), offsets[sp.start], offsets[sp.end]}
	}
	// The two ends of a range are one kind: the bare lower end takes the upper end's (1~3월, 9~18시),
	// and an upper end written bare after a date or a time is one too (3월 2일~6일).
	for k := len(out) - 2; k >= 0; k-- {
		if joined(sc.rs, sc.spans[k], sc.spans[k+1]) && bare(sc.rs, sc.spans[k]) {
			out[k].Kind = out[k+1].Kind
		}
	}
	for k := 1; k < len(out); k++ {
		if joined(sc.rs, sc.spans[k-1], sc.spans[k]) && (out[k-1].Kind == Date || out[k-1].Kind == Time) {
			out[k].Kind = out[k-1].Kind
		}
	}
	codeLists(sc.rs, sc.spans, out)
	ageLists(sc.rs, sc.spans, out)
	return out
}

// ageLists makes a figure shaped as an age group (10대 to 90대) one when another in the sentence
// is read as one and the word before it is told of people (toldOfPeople): 20대가 절반인데 반품은
// 30대 쪽이, 70대가 54%로 많았고 80대 이상도 compare groups of people; 트럭 20대, 10대로 늘린
// count machines.
func ageLists(rs []rune, spans []span, out []Figure) {
	ages := func(k int) bool {
		n, end, ok := smallInt(rs, spans[k].start, 2)
		return ok && end == spans[k].end && decade(n) && at(rs, end, '대') && particlesOnly(rs, end+1)
	}
	named := false
	for k := range out {
		named = named || out[k].Kind == Label && ages(k)
	}
	for k := range out {
		if named && out[k].Kind == Amount && ages(k) && toldOfPeople(string(rs[spans[k].end+1:hangulEnd(rs, spans[k].end)]), wordBefore(rs, spans[k].start)) {
			out[k].Kind = Label
		}
	}
}

// codeLists makes a list of bare figures in commas one kind: codes when one of them names (사물함
// 번호 12, 15, 27) or the list stands in brackets (해당 과목(101, 205, 310), [1023, 1047]); an
// amount in a list carries its unit.
func codeLists(rs []rune, spans []span, out []Figure) {
	for from := 0; from < len(out); {
		to := from + 1
		for to < len(out) && listed(rs, spans[to-1], spans[to]) {
			to++
		}
		if to-from > 1 && codes(rs, spans[from:to], out[from:to]) {
			for k := from; k < to; k++ {
				out[k].Kind = Label
			}
		}
		from = to
	}
}

// listed reports two bare figures with a comma between (12, 15), the second with no counter after
// it (2345, 2000 명 counts people). Two figures of one word (두세 개) share their span.
func listed(rs []rune, a, b span) bool {
	if b.start < a.end {
		return false
	}
	between := strings.TrimSpace(string(rs[a.end:b.start]))
	return between == "," && bare(rs, a) && bare(rs, b) && !amountAfter(rs, b.end) && particlesOnly(rs, b.end)
}

// codes reports a list whose figures name: one of them does, or brackets hold the list.
func codes(rs []rune, spans []span, fs []Figure) bool {
	if slices.ContainsFunc(fs, func(f Figure) bool { return f.Kind == Label }) {
		return true
	}
	first, last := spans[0], spans[len(spans)-1]
	return first.start > 0 && strings.ContainsRune("([", rs[first.start-1]) && strings.ContainsRune(")]", runeAt(rs, last.end))
}

// joined reports two figures that a range's separator joins: 1~3, 2일~6일, 9-18.
func joined(rs []rune, a, b span) bool {
	return b.start == a.end+1 && strings.ContainsRune("~～-–", rs[a.end])
}

// bare reports a figure of digits alone.
func bare(rs []rune, sp span) bool {
	return strings.Trim(string(rs[sp.start:sp.end]), "0123456789") == ""
}

// span is where a figure stands in the runes it was read from.
type span struct{ start, end int }

// Normal forms that are a date or a time by their shape (see Of); a literal kept as written with
// three groups or more (3.2.1, 010-1234-5678) is a version, a phone number or a code.
var (
	dateForm = regexp.MustCompile(`^(\d{4}-\d{2}(-\d{2})?|\d{2}-\d{2})$`)
	timeForm = regexp.MustCompile(`^\d{2}:\d{2}(:\d{2})?$`)
	codeForm = regexp.MustCompile(`^\d+([.-]\d+){2,}$`)
	monthDay = regexp.MustCompile(`^(1[0-2]|[1-9])[/.]([12]\d|3[01]|[1-9])$`)
)

// kindOf reads the kind of the figure v read at sp: by its normal form, then by what is written
// before it and onto it, by the table of naming counters. What none of them names is an Amount:
// a figure nobody has said names something is taken to measure, so a claim is not missed.
func kindOf(rs []rune, sp span, v string) Kind {
	if k, ok := formKind(rs, sp, v); ok {
		return k
	}
	if !isDigit(rs[sp.start]) {
		return spelledKind(rs, sp)
	}
	if k, ok := gluedBefore(rs, sp); ok {
		return k
	}
	c := context{value: v, before: wordBefore(rs, sp.start)}
	if namedBefore(rs, sp, c.before) {
		return Label
	}
	w := hangulEnd(rs, sp.end)
	c.rs, c.w, c.next = rs, w, wordAfter(rs, w)
	if graded(rs, sp) {
		return Label // 1++ 등급, 1+ 등급: a grade written with pluses; 1+1 adds
	}
	if at(rs, w, ':') && !isDigit(runeAt(rs, w+1)) {
		return Label // 1단계: 요구사항 정리, 조치 2: 백업 점검: a numbered item's label
	}
	if w > sp.end {
		return counterKind(rs, sp, w, c)
	}
	return bareKind(rs, sp, c)
}

// formKind is the kind a figure's written form gives by itself: a date, a time, a code, a ratio.
func formKind(rs []rune, sp span, v string) (Kind, bool) {
	switch {
	case dateForm.MatchString(v):
		return Date, true
	case strings.Contains(v, ":") && ratioTold(rs, sp):
		return Amount, true // 희석 비율은 1:50으로, 88:12의 비율로: a ratio, not a time of day
	case timeForm.MatchString(v):
		return Time, true
	case codeForm.MatchString(v):
		return Label, true
	case monthDay.MatchString(v) && at(rs, sp.end, '(') && weekday(runeAt(rs, sp.end+1)):
		return Date, true // 3/5(목), 3.5(목): a notice's date, not three fifths
	case strings.Contains(v, ":") && pairedThings.opens(wordAfter(rs, sp.end)):
		return Label, true // 1:1 상담: one to one, a kind of service; 경쟁률은 3:1입니다 compares
	}
	return Amount, false
}

// namedBefore reports a figure that what stands around it makes a name: a naming word before it, an
// address, a Latin kind or a release.
func namedBefore(rs []rune, sp span, before string) bool {
	name := before[strings.LastIndexAny(before, "([")+1:] // the word a bracket opens: 관리사무소(내선 101), 기기(OS 9
	switch {
	case namingWords.has(name):
		return true // 버전 2.0, 내선 2345, 시즌 2
	case address(rs, sp, before):
		return true // 테헤란로 123, 판교역로 235: an address
	case latinNames.has(string(runeAt(rs, sp.end))) && !isLatinLetter(runeAt(rs, sp.end+1)):
		return true // 5G, 3D, 4K: a kind named with its figure
	}
	// iOS 17, Windows 11, Python 3, OS 9 이하: a release of what the Latin word names; KPI 3개, CPU 80% count
	return latinWord(name) && strings.Trim(string(rs[sp.start:sp.end]), "0123456789.") == "" && particlesOnly(rs, sp.end) && !counterAfter(rs, sp.end)
}

// counterKind is the kind of a figure with a counter up to w: an order, a kind named, or the kind a
// naming counter's row gives; any other counter counts.
func counterKind(rs []rune, sp span, w int, c context) Kind {
	if ordinalAfter(c.next) && spanCounters.has(string(rs[sp.end:w])) || cohortRates.opens(c.next) {
		return Ordinal // 7일 차, 3주 차: a place in an order; 7일 잔존율, 3개월 유지율: which day's rate
	}
	if kindNamed(rs, sp.end, w) {
		return Label // 3개월권, 2017년식: a kind named by its figure
	}
	for _, row := range namingCounters {
		n := len(row.counter)
		if n <= w-sp.end && slices.Equal(rs[sp.end:sp.end+n], row.counter) && particlesOnly(rs, sp.end+n) {
			c.particles = string(rs[sp.end+n : w])
			c.paren = at(rs, w, '(')
			if row.when == nil || row.when(c) {
				return ranked(rs, w, row.kind)
			}
			return Amount
		}
	}
	return Amount
}

// ratioTold reports a figure in colons next to a noun of ratio: the topic or subject before it
// (희석 비율은 1:50) or the noun its 의 or a space leads to (88:12의 비율로).
func ratioTold(rs []rune, sp span) bool {
	before := strings.TrimRight(wordBefore(rs, sp.start), "은는이가")
	return ratioNouns.has(before) || ratioNouns.opens(wordAfter(rs, hangulEnd(rs, sp.end)))
}

// ratioNouns name a ratio told with a colon (비율, 혼합비, 성비).
var ratioNouns = newWordList("비율", "비", "비중", "배합비", "혼합비", "희석비", "성비", "구성비")

// context is what a naming counter's condition reads around its figure. The words further on
// (then, listed) are read only by the few conditions that ask, as Scan runs on every sentence.
type context struct {
	rs        []rune // the runes the figure was read from
	w         int    // the end of the figure's word
	value     string // the figure's normal form
	before    string // the word before the figure
	particles string // what follows the counter in its word (에, 까지, 째)
	next      string // the word after the figure's word
	paren     bool   // a bracket right after the word: 15일(목)
}

// then is the word after next.
func (c context) then() string { return wordAfterNext(c.rs, c.w, c.next) }

// listed are the two words after a comma that ends the figure's word (6번, 7번 수조: 7번 and 수조),
// or none.
func (c context) listed() (listed, then string) {
	if !at(c.rs, c.w, ',') {
		return "", ""
	}
	return wordsAfter(c.rs, c.w+1)
}

// namingRow is a counter that, written onto a figure, makes it name rather than measure, when its
// condition holds (always when nil).
type namingRow struct {
	counter []rune
	kind    Kind
	when    func(context) bool
}

func row(counter string, kind Kind, when func(context) bool) namingRow {
	return namingRow{[]rune(counter), kind, when}
}

// namingCounters are the counters that name; longer first where one begins another (년대 before 년,
// 번째 before 번). A counter not listed counts (명, 원, 건, 시간, 위).
var namingCounters = []namingRow{
	// when
	row("년대", Date, nil),
	row("년도", Date, nil),
	row("년생", Date, nil),
	row("년", Date, calendarYear),
	row("세기", Date, nil),
	row("월", Date, func(c context) bool { return inRange(c.value, 1, 12) }),
	row("일차", Ordinal, nil),
	row("일", Date, dayOfMonth),
	row("주년", Ordinal, nil),
	row("주차", Ordinal, nil),
	row("주", Date, func(c context) bool { return monthWord.MatchString(c.before) }), // 11월 3주
	row("분기", Date, notRun),
	row("반기", Date, notRun),
	row("학기", Date, notRun),
	// a place in an order
	row("회차", Ordinal, nil),
	row("차전", Ordinal, nil),
	row("차", Ordinal, nil),
	row("번째", Ordinal, nil),
	row("기", Ordinal, cohort), // 4기 교육: a cohort; 리프트 7기 중, 충전기 12기의 count machines
	row("라운드", Ordinal, nil),
	row("회", Ordinal, func(c context) bool { return innings.has(c.next) }), // 11회 말: an inning
	row("쇄", Ordinal, nil),        // 5쇄 2,000부: a printing of a book
	row("상", Ordinal, nil),        // 2상 임상시험: a phase of a trial
	row("화", Ordinal, notCounted), // 38화 '장 담그기': an episode of a series; 25화에서 15화로 counts
	// which one
	row("안", Label, nil), // 1안과 2안: options of a proposal
	row("대", Label, ageGroup),
	row("학년", Label, nil),
	row("교시", Label, nil),
	row("반", Label, nil),
	row("층", Label, nil),
	row("부두", Label, nil), // 신항 7부두: a pier
	row("단계", Label, func(c context) bool { return c.particles == "" && steppedThings.opens(c.next) }), // 2단계 인증: a kind
	row("열", Label, nil),  // 3동 2열: a row of a greenhouse, a hall
	row("병동", Label, nil), // 3병동: a ward of a hospital
	row("호실", Label, nil),
	row("호선", Label, nil),
	row("호기", Label, nil),
	row("호", Label, nil),
	row("동", Label, notCounted), // 101동: a building; 하우스 4동 중 3동 counts
	row("관", Label, nil),
	row("번지", Label, nil),
	row("번길", Label, nil),
	row("번", Label, numbered), // 2번 출구, 1번 안건, 8번 수조는, 6번, 7번 수조; 3번이나 counts
	row("단지", Label, nil),
	row("구역", Label, nil),
	row("등급", Label, nil),
	row("절", Label, nil), // 3.2절: a section of a document
}

// ageGroup is an age group (20대 고객, 30대의 의견, 40대보다, 60대 이상 환자), not a count of
// machines (차량 20대, 20대 이상 투입).
func ageGroup(c context) bool {
	if n, _, ok := smallInt([]rune(c.value), 0, 2); !ok || !decade(n) || strings.HasSuffix(c.value, "%") { // 60%대라: a band of shares
		return false
	}
	return ageNouns.opens(c.next) || c.particles == "의" || c.particles == "보다" || ageBounds.has(c.next) && (ageNouns.opens(c.then()) || ageShares.opens(c.then())) ||
		c.particles != "" && (c.before == "" || ageWord.MatchString(c.before)) || // 30대와 40대가 전체의 62%: a group named first; 버스 30대가 counts
		ageJoined.has(c.particles) && ageWord.MatchString(strings.TrimRight(c.next, "가이는은도의에서")) || // 이용객 가운데 20대와 30대가: joined to the next group
		ageBounds.opens(c.next) && strings.Contains(c.next, "에서") || // 50대 이상에서는: the group a share is found in
		c.particles == "" && (ageShares.opens(c.next) || ageBounds.opens(c.next) && partitives.has(c.before)) || // 30대 비중이, 가운데 60대 이상이
		c.particles != "" && toldOfPeople(c.particles, c.before) // 참가자는 50대가, 회원이 20대와, 58%, 30대가
}

// decade reports n as the tens an age group is written with (10 to 90).
func decade(n int) bool { return n >= 10 && n <= 90 && n%10 == 0 }

// toldOfPeople reports an age group's particles and the word before it as telling of people, not
// of a counted noun (버스 30대가 counts): no particle of an object or of a change's end on the group (20대를,
// 10대로), and before it a word its particle marks as subject, topic or owner (참가자는, 회원이,
// 요청자의), a clause ended (높았고), a figure listed before it (58%, 30대가) or a part of a whole
// (가운데, 중).
func toldOfPeople(particles, before string) bool {
	rs := []rune(before)
	if len(rs) == 0 || countMarked.opens(particles) {
		return false
	}
	return isDigit(rs[0]) || partitives.has(before) || len(rs) > 1 && strings.ContainsRune(peopleMarkers, rs[len(rs)-1])
}

var (
	// partitives name a part of a whole a group is picked from (가운데 30대, 중 20대).
	partitives = newWordList("가운데", "중")
	// countMarked groups are objects or ends of a change, as machines bought or added are (20대를
	// 들였다, 6대에서 10대로).
	countMarked = newWordList("을", "를", "로", "으로", "에", "까지", "부터")
)

// address reports the number of a building on the road named before it (테헤란로 123에): bare
// digits with nothing but an address's particle on them; 대로 92BPM is a unit's figure.
func address(rs []rune, sp span, before string) bool {
	return roadName(before) && bare(rs, sp) && !isLatinLetter(runeAt(rs, sp.end)) && addressEnds.has(string(rs[sp.end:hangulEnd(rs, sp.end)]))
}

// graded reports a figure with a plus sign after it and no figure after that (1++, 1+).
func graded(rs []rune, sp span) bool { return at(rs, sp.end, '+') && !isDigit(runeAt(rs, sp.end+1)) }

// headsPhrase reports a number heading a phrase of nouns (2번 축사 환풍기, 7번 충전기 커넥터는):
// two words after it with no ending on the first and none of a clause on the second; 3번 방문했다,
// 3번 회의를, 2번 연속 우승, 3번 시도 끝에 and 하루 3번 count times.
func headsPhrase(c context) bool {
	thenWord := c.then()
	next, then := []rune(c.next), []rune(thenWord)
	if len(next) == 0 || len(then) == 0 || perSpan.has(c.before) || runWords.opens(c.next) || ageBounds.opens(c.next) || timesAfter.opens(thenWord) {
		return false
	}
	return hangulEnd(next, 0) == len(next) && !strings.ContainsRune(wordEnds, next[len(next)-1]) && chars.IsSyllable(then[0]) && !strings.ContainsRune(clauseEnds, then[len(then)-1])
}

// numbered reports 번 numbering a thing rather than counting times: before a thing it is known to
// number (2번 출구), heading a phrase of nouns, before a noun marked as topic, subject or place (8번
// 수조는, 1번 발전기가, 3번 실린더만) or first in a list of such numbers (6번, 7번 수조에서).
func numbered(c context) bool {
	if c.particles != "" {
		return false
	}
	if numberedThings.opens(c.next) || headsPhrase(c) || markedNoun(c.next) {
		return true
	}
	listed, then := c.listed()
	n, ok := strings.CutSuffix(listed, "번")
	return ok && n != "" && strings.Trim(n, "0123456789") == "" && (numberedThings.opens(then) || markedNoun(then))
}

// markedNoun reports a word of two syllables or more before a particle of topic, subject or place
// (수조는, 발전기가, 실린더만, 대여소에서): a noun a number before it names; 3번 이상은, 3번 만에
// and 3번 시도가 끝에 are runs and times.
func markedNoun(w string) bool {
	if runWords.opens(w) || timesAfter.opens(w) {
		return false
	}
	for _, p := range nounMarks {
		stem, ok := strings.CutSuffix(w, p)
		if rs := []rune(stem); ok && len(rs) >= 2 && hangulEnd(rs, 0) == len(rs) {
			return true
		}
	}
	return false
}

// nounMarks are the particles markedNoun reads: 을/를 are left out (3번 회의를 열었다 counts).
var nounMarks = []string{"에서", "은", "는", "이", "가", "만"}

// peopleMarkers end a word before an age group: its particle of subject, topic or owner, or a
// clause's end. wordEnds are the last syllables of a word with a particle or an ending on it
// (축사는, 방문했다, 있었던: 던 ends no noun but a verb that modifies the next); clauseEnds those of
// a predicate (바꾸려고, 했다, 하며).
const (
	peopleMarkers = "이가은는의고며"
	wordEnds      = "은는이가을를의에도와과로만다고며서요지게죠던"
	clauseEnds    = "다고며서요죠"
)

// timesAfter follow a count of times and what was done (3번 시도 끝에, 2번 회의 후).
var timesAfter = newWordList("끝", "후", "뒤", "만에", "전", "동안", "째")

// kindSuffixes, written onto a counter, make the figure the name of a kind (3개월권, 2017년식,
// 2인용) rather than a count.
var kindSuffixes = newWordList("권", "식", "용")

// kindNamed reports the Hangul from..to after a figure as a counter, a kind suffix and particles.
func kindNamed(rs []rune, from, to int) bool {
	for _, counters := range []wordList{sinoCounters, nativeCounters} {
		n := counters.longest(rs[from:to])
		if n == 0 {
			continue
		}
		if k := kindSuffixes.longest(rs[from+n : to]); k > 0 && particlesOnly(rs, from+n+k) {
			return true
		}
	}
	return false
}

// cohort is a cohort named (4기 교육, 3기 수료생): no particle on it and no part of a whole after it;
// 7기 중, 6기는, 12기의 count.
func cohort(c context) bool {
	return c.particles == "" && !partitives.opens(c.next) && !ageBounds.opens(c.next)
}

// ageWord is an age group joined to the next (20대와, 30대,).
var ageWord = regexp.MustCompile(`^[1-9]0대(와|과|,)?$`)

// ageJoined join an age group to another (20대와 30대가).
var ageJoined = newWordList("와", "과")

// calendarYear is a year of the calendar: four digits (2026년), or any with a part of a year after
// it (26년 상반기); 3년 동안 is a period.
func calendarYear(c context) bool {
	return len(c.value) == 4 || yearParts.opens(c.next) || monthWord.MatchString(c.next)
}

// dayOfMonth is a day of a month: a particle of time on it (15일에, 20일까지, 3일자), a time of day,
// a weekday, a verb of reporting or a bracket after it (28일 오후, 26일 토요일, 28일 밝혔다,
// 15일(목)), or 지난 or 오는 before it. 3일 동안, 3일 만에, 3일 걸렸다, 주 2일 and 최대 20일까지
// are periods.
func dayOfMonth(c context) bool {
	if !inRange(c.value, 1, 31) {
		return false
	}
	if c.before == "" && strings.HasPrefix(c.next, "이전") || beforeDay.opens(c.next) && c.before != "" && strings.ContainsRune(clauseEnds+"면", []rune(c.before)[len([]rune(c.before))-1]) {
		return true // 30일 이전에 예약하신, 보내 주시면 20일 전에: the day a deadline is set by, after no event (만료 30일 전, 3일 전에 예약 count days)
	}
	if runWords.opens(c.next) || perSpan.has(c.before) || amountPrefixes.has(c.before) {
		return false // 주 2일까지: two days a week; 최대 20일까지: a bound of days
	}
	if c.particles == "에서" && dayChange.MatchString(c.next) {
		return false // 9일에서 6일로, 7~10일에서 14~18일로: a count of days changing, not the 9th
	}
	return dayParticles.opens(c.particles) || c.paren || dayAfter.opens(c.next) || clockForm.MatchString(c.next) || dayBefore.has(c.before)
}

// notRun is a quarter, half or term named, not counted: 2분기 매출 but 2분기 연속, 3분기째.
// notCounted is a figure no whole or change makes a count of: a whole a part is picked from (4동
// 중, 120동 가운데) and the ends of a change in one counter (25화에서 15화로) count what the
// counter names elsewhere (101동, 38화; 작업 중 104동 앞 names after 중 as before it).
func notCounted(c context) bool {
	from, ok := strings.CutSuffix(c.before, "에서")
	changed := c.particles == "에서" && changeTo.MatchString(c.next) || (c.particles == "로" || c.particles == "으로") && ok && countOf.MatchString(from)
	return !(c.particles == "" && partitives.has(c.next) || changed)
}

var (
	changeTo = regexp.MustCompile(`^\d+\p{Hangul}+(으로|로)$`) // 15화로: the end of a change
	countOf  = regexp.MustCompile(`^\d+\p{Hangul}+$`)       // 25화(에서): the start of one
)

func notRun(c context) bool {
	return !strings.HasPrefix(c.particles, "째") && !runWords.opens(c.next)
}

func inRange(v string, lo, hi int) bool {
	n, _, ok := smallInt([]rune(v), 0, 2)
	return ok && len(v) <= 2 && n >= lo && n <= hi
}

var (
	dayChange = regexp.MustCompile(`^\d+([~～-]\d+)?일(으로|로)`) // 6일로, 14~18일로
	monthWord = regexp.MustCompile(`^\d{1,2}월`)
	clockForm = regexp.MustCompile(`^\d{1,2}(:\d{2}|시)`)
)

var (
	yearParts    = newWordList("상반기", "하반기", "상반", "하반", "1분기", "2분기", "3분기", "4분기", "연초", "연말")
	dayParticles = newWordList("에", "부터", "까지", "자", "경", "엔")
	// dayAfter follow a day of the month: a time of day, a weekday, a verb of reporting (28일
	// 밝혔다: the day a report was made).
	dayAfter = newWordList("오전", "오후", "새벽", "아침", "저녁", "밤", "낮", "정오", "자정",
		"월요일", "화요일", "수요일", "목요일", "금요일", "토요일", "일요일", "밝혔", "발표했", "전했", "설명했", "말했")
	dayBefore = newWordList("지난", "오는", "이번", "다음", "매월", "매달", "달") // 다음 달 10일쯤
	// beforeDay follow a day a deadline is set by (20일 전에, 30일 이전에).
	beforeDay = newWordList("전에", "이전에", "이전까지")
	// perSpan say per what span a count of days holds (주 2일, 연 15일).
	perSpan = newWordList("주", "월", "연", "매주", "매년", "하루")
	// runWords make a figure before them a period or a run (3일 동안, 2분기 연속, 15일 후에).
	runWords = newWordList("연속", "동안", "만에", "째", "간", "안에", "안으로", "이내", "넘게", "이상", "이하", "가까이", "정도", "쯤", "전에", "후에", "뒤에", "후부터", "걸쳐", "걸친")
	// numberedThings follow 번 when it numbers them (2번 출구, 1번 안건), not counts times.
	numberedThings = newWordList("타자", "투수", "선수", "타순", "국도", "칸", "자리", "코스", "출구", "게이트", "창구", "방", "버스", "노선", "항목", "안건", "문항", "질문", "문제", "과제", "트랙", "채널", "좌석", "테이블", "부스", "레인", "홀", "라인", "선로", "승강장", "주차장",
		"배치", "베드", "병상", "침상", "탱크")
	// cohortRates are rates told by the day they are read on (7일 잔존율, 30일 유지율).
	cohortRates = newWordList("잔존율", "유지율", "리텐션", "재방문율", "재구매율", "생존율")
	// innings follow the number of an inning (11회 말, 9회 초).
	innings = newWordList("말", "초")
	// steppedThings follow N단계 as the kind it names (2단계 인증); 5단계로 나눈 counts steps.
	steppedThings = newWordList("인증")
	// ageNouns are who an age group is (20대 고객, 30대 초반).
	ageNouns = newWordList("응답자", "고객", "직원", "사용자", "이용자", "남성", "여성", "청년", "초반", "중반", "후반", "가입자", "소비자", "구직자", "부모", "학부모", "세대",
		"회원", "환자", "신입", "사원", "학생", "직장인", "지원자", "신청자", "구매자", "수강생", "입주자", "근로자", "운전자", "창업자", "주부", "노인", "어르신", "관객", "독자", "시청자", "방문자", "참여자", "참가자", "남녀", "인구", "가구주")
	// ageBounds close an age group before who it is (60대 이상 환자); ageShares are what the
	// group's part is told as (10대 이하 비율).
	ageBounds = newWordList("이상", "이하", "미만")
	ageShares = newWordList("비율", "비중", "인구", "연령")
	// pairedThings follow 1:1 as the kind of service it names (1:1 상담, 1:1 문의).
	pairedThings = newWordList("상담", "문의", "코칭", "대화", "채팅", "멘토링", "과외", "수업", "면담", "맞춤", "관리", "교육")
	// namingWords stand before a figure that names which one.
	namingWords = newWordList("버전", "내선", "시즌", "파트", "전화", "번호", "제", "배번", "등번호", "기호")
	// amountPrefixes may be written onto the digits of an amount (월3회, 약30%, 총5건); any other
	// word a figure is glued to makes a name of it (영업2팀, 시즌2).
	amountPrefixes = newWordList("약", "총", "각", "단", "월", "주", "연", "일", "매", "평균", "최대", "최소", "최고", "최저", "하루", "누적", "전체")
)

// gluedBefore reads what is written right before the digits of a figure: 제 (제5회) makes an
// ordinal; a letter (v2.1, 영업2팀), or a letter and a hyphen (GPT-4), a name; a hyphen between
// runs of three digits or more (1588-1234) a phone number.
func gluedBefore(rs []rune, sp span) (Kind, bool) {
	if sp.start == 0 {
		return Amount, false
	}
	r := rs[sp.start-1]
	switch {
	case r == '제' && wordStart(rs, sp.start-1):
		return Ordinal, true
	case r == '(' && dayWords.has(string(rs[hangulStart(rs, sp.start-1):sp.start-1])):
		return Date, true // 내일(14일), 오늘(3일): the date of the day named
	case isLatinLetter(r):
		return Label, true
	case chars.IsSyllable(r):
		if _, ok := amountPrefixes.whole(rs[hangulStart(rs, sp.start):sp.start]); ok || money(rs, sp) {
			return Amount, false // 월3회, 총매출3억원: spacing left out of an amount
		}
		return Label, true
	case r == '-' && sp.start >= 2 && isLatinLetter(rs[sp.start-2]):
		return Label, true
	case r == '-' && digitsEnd(rs, sp.start) >= sp.start+3 && digitsBefore(rs, sp.start-1) >= 3:
		return Label, true
	}
	return Amount, false
}

// dayWords name a day by where it stands from today, its date in brackets after them.
var dayWords = newWordList("오늘", "내일", "모레", "어제", "그제", "글피")

// hangulStart is where the Hangul run that ends at i begins.
func hangulStart(rs []rune, i int) int {
	for i > 0 && chars.IsSyllable(rs[i-1]) {
		i--
	}
	return i
}

// money reports a figure with a magnitude or a percent, or money's unit on it (3억, 30%, 500원):
// an amount whatever it is glued to.
func money(rs []rune, sp span) bool {
	return strings.ContainsAny(string(rs[sp.start:sp.end]), "십백천만억조%") || moneyUnits.opens(string(rs[sp.end:hangulEnd(rs, sp.end)]))
}

// addressEnds may follow the number of an address (테헤란로 123에); 목표로 120을 is an amount.
var addressEnds = newWordList("", "에", "에서", "번길")

var moneyUnits = newWordList("원", "달러", "엔", "유로", "위안")

// digitsBefore counts the digits right before i.
func digitsBefore(rs []rune, i int) int {
	n := 0
	for i-n > 0 && isDigit(rs[i-n-1]) {
		n++
	}
	return n
}

// bareKind reads a figure with no counter written onto it: a list or section number (1), 2., 1.1), a
// year or a number of four digits or more without a comma (2024 시즌, 내선 2345: an amount that
// large is written with a comma or a unit), the first part of a phone number (1588-1234), a
// release (2.0 버전).
func bareKind(rs []rune, sp span, c context) Kind {
	digits := string(rs[sp.start:sp.end])
	plain := strings.Trim(digits, "0123456789") == ""
	switch {
	case plain && at(rs, sp.end, ')') && (!bracketOpen(rs[:sp.start]) || codeGlued(rs, sp)):
		return Label // 1) 개요, 문학(813); (찬성 51, 기권 4) and 치명(3) close a remark and count
	case sectionNumber(rs, sp) && !amountAfter(rs, sp.end):
		return Label
	case plain && len(digits) >= 4 && !amountAfter(rs, sp.end):
		return Label
	case plain && len(digits) >= 3 && at(rs, sp.end, '-') && digitsEnd(rs, sp.end+1) >= sp.end+4:
		return Label
	case strings.Contains(digits, ".") && (releaseWords.opens(c.next) || releaseWords.opens(c.then())):
		return Label // 2.0 버전, 1.8 정식 패치
	}
	return Amount
}

// bracketOpen reports a bracket opened before and not closed: a ')' after a figure closes it.
func bracketOpen(rs []rune) bool {
	for i := len(rs) - 1; i > 0; i-- {
		switch rs[i] {
		case ')', '）':
			return false
		case '(', '（':
			return true
		}
	}
	return false
}

// codeGlued reports three digits or more alone in a bracket glued to a word (문학(813)): the
// word's code, where a count in a remark is small (치명(3), 높음(11)).
func codeGlued(rs []rune, sp span) bool {
	return sp.end-sp.start >= 3 && sp.start >= 2 && rs[sp.start-1] == '(' && unicode.IsLetter(rs[sp.start-2])
}

// sectionNumber reports the number a heading opens with (1.1 추진 배경, 1-1. 개요, [2] 일정): only
// brackets or the numbers before it joined to it before, and a point, a bracket or a space after.
func sectionNumber(rs []rune, sp span) bool {
	if !only(rs[:sp.start], " ([0123456789.-") || !only(rs[sp.start:sp.end], "0123456789.") {
		return false
	}
	i := sp.end
	if at(rs, i, '.') || at(rs, i, ')') || at(rs, i, ']') {
		i++
	}
	return i == len(rs) || rs[i] == ' '
}

// only reports whether every rune of rs is one of set; it reads the runes in place, as a text
// of thousands of figures asks it once for each.
func only(rs []rune, set string) bool {
	for _, r := range rs {
		if !strings.ContainsRune(set, r) {
			return false
		}
	}
	return true
}

// amountAfter reports a counter or a bound as the next word (2000 명, 1200 이상): the bare
// figure before it is an amount after all.
func amountAfter(rs []rune, i int) bool {
	if !at(rs, i, ' ') {
		return false
	}
	_, _, sino := counter(rs, i+1, sinoCounters)
	_, _, native := counter(rs, i+1, nativeCounters)
	return sino || native || bounds.opens(string(rs[i+1:hangulEnd(rs, i+1)]))
}

// counterAfter reports a counter as the next word (KPI 3 개): the bare figure counts; a bound
// after it (OS 9 이하) bounds a release.
func counterAfter(rs []rune, i int) bool {
	return amountAfter(rs, i) && !bounds.opens(string(rs[i+1:hangulEnd(rs, i+1)]))
}

var bounds = newWordList("이상", "이하", "미만", "초과", "넘게", "가량", "정도", "남짓")

var releaseWords = newWordList("버전", "업데이트", "패치", "릴리스")

// spelledKind reads a figure spelled in Hangul: an ordinal in 째 after the numeral or 번 (셋째,
// 둘째 주, 세 번째); 두 달째 is a run, an amount.
func spelledKind(rs []rune, sp span) Kind {
	for i := sp.start + 1; i < sp.end; i++ {
		if rs[i] == '째' && (rs[i-1] == '번' || natives[rs[sp.start]] != nil && i == hangulEnd(rs, sp.start)-1) {
			return ranked(rs, sp.end, Ordinal)
		}
	}
	return Amount
}

// ranked turns an ordinal before a word of degree into a rank (두 번째로 많은, 3번째로 큰): it
// compares, as 1위 does; 두 번째로 발표할 팀 is an order.
func ranked(rs []rune, wordEnd int, k Kind) Kind {
	if k == Ordinal && wordEnd >= 2 && string(rs[wordEnd-2:wordEnd]) == "째로" && degreeWords.opens(wordAfter(rs, wordEnd)) {
		return Amount
	}
	return k
}

// degreeWords say how much of something (많은, 큰, 높은): after an ordinal in 로 they make a rank.
var degreeWords = newWordList("많", "큰", "크", "높", "낮", "적", "작", "빠르", "빠른", "느린", "긴", "길", "넓", "좋")

// wordBefore is the word before the space before i, its punctuation trimmed.
func wordBefore(rs []rune, i int) string {
	if i == 0 || rs[i-1] != ' ' {
		return ""
	}
	end := i - 1
	from := end
	for from > 0 && rs[from-1] != ' ' {
		from--
	}
	return strings.Trim(string(rs[from:end]), ",.:;()[]\"'")
}

// wordAfter is the word after the space at i, its punctuation trimmed.
func wordAfter(rs []rune, i int) string {
	if !at(rs, i, ' ') {
		return ""
	}
	end := i + 1
	for end < len(rs) && rs[end] != ' ' {
		end++
	}
	return strings.Trim(string(rs[i+1:end]), ",.:;()[]\"'")
}

// wordsAfter are the word after the space at i and the one after that, as wordAfter reads them.
func wordsAfter(rs []rune, i int) (next, then string) {
	next = wordAfter(rs, i)
	return next, wordAfterNext(rs, i, next)
}

// wordAfterNext is the word after next, the word wordAfter read at i.
func wordAfterNext(rs []rune, i int, next string) string {
	return wordAfter(rs, i+1+len([]rune(next)))
}

// spanCounters count spans of time or rounds, which 차 after them puts in an order (7일 차, 3주 차,
// 2년 차, 5회 차); after another counter 차 is the margin (1,231표 차로, 3점 차).
var spanCounters = newWordList("일", "주", "주일", "개월", "달", "년", "회", "시간", "분기", "학기")

// ordinalAfter reports 차 as the next word, particles allowed (7일 차에): the figure before it is
// a place in an order. 차이 (a difference) is another word.
func ordinalAfter(next string) bool {
	rest, ok := strings.CutPrefix(next, "차")
	return ok && !strings.HasPrefix(rest, "이") && particlesOnly([]rune(rest), 0)
}

// latinNames follow a figure as the kind it names (5G, 3D, 4K), not a unit (5GB, 10kg).
var latinNames = newWordList("G", "D", "K")

// roadName reports a road of an address (테헤란로, 판교역로, 중앙1길), which the number after it
// places a building on.
func roadName(w string) bool {
	rs := []rune(w)
	return len(rs) >= 2 && (rs[len(rs)-1] == '로' || rs[len(rs)-1] == '길') && chars.IsSyllable(rs[0])
}

// latinWord reports a word of Latin letters (iOS, Windows), the way a product is named.
func latinWord(w string) bool {
	for _, r := range w {
		if !isLatinLetter(r) {
			return false
		}
	}
	return w != ""
}

func weekday(r rune) bool { return strings.ContainsRune("월화수목금토일", r) }

// has reports w as one of the words of l.
func (l wordList) has(w string) bool {
	_, ok := l.whole([]rune(w))
	return ok
}

// opens reports w opening with one of the words of l.
func (l wordList) opens(w string) bool { return l.longest([]rune(w)) > 0 }
