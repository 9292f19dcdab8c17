package arrange

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"maltu/libs/engine/internal/wordlist"
	"maltu/libs/gate/contract"
	"maltu/libs/gate/markers"
)

// restated reports a figure an earlier sentence listed, taken up again as the whole a part
// comes from, as all of it or as the object of a step (12분 중 9분이, 6명 모두, 45개를 모두
// 교체하면, 인증서 3개를 갱신하겠습니다): the same thing, whatever the new sentence calls it.
func restated(listed []contract.Number, n contract.Number) bool {
	return followedBy(n.Evidence, n, "를", "을", " 중", " 가운데", " 모두", " 전원", " 전부") && listedBefore(listed, n)
}

// referred reports a figure an earlier sentence listed, taken up again as what something
// belongs to or after a word pointing back (넘긴 3건의 금액, 이 14개 상품의 치수 표): listed once,
// though it tells more of the figure, not a part of it, so it still weighs as a point.
func referred(listed []contract.Number, n contract.Number) bool {
	back := followedBy(n.Evidence, n, "의") || slices.ContainsFunc([]string{"이 ", "그 ", "해당 "}, func(w string) bool {
		return strings.Contains(" "+n.Evidence, " "+w+n.Value) // 상품이 14개 is no pointer
	})
	return back && listedBefore(listed, n)
}

func listedBefore(listed []contract.Number, n contract.Number) bool {
	return slices.ContainsFunc(listed, func(m contract.Number) bool {
		return m.Value == n.Value && m.Unit == n.Unit && m.Evidence != n.Evidence
	})
}

// topicNouns are the nouns of two syllables or more in s, their particles cut off: what sharesTopic
// compares.
func topicNouns(s string) []string {
	var out []string
	for w := range strings.FieldsSeq(s) {
		n := topicWord(w)
		if utf8.RuneCountInString(n) >= 2 && bareNoun(n) && !functionWords.Holds(n) {
			out = append(out, n)
		}
	}
	return out
}

// topicWord is a word as topicNouns reads it: without its punctuation and its particle.
func topicWord(w string) string {
	n, _ := cutAny(strings.Trim(w, ",.!?()"), contextParticles)
	return n
}

// sharesTopic reports two of a's nouns (topicNouns) that the topic, the conclusion's nouns, has too
// (호남권은 … / … 호남권 인력 공백과). A word of a (topicWord) is one of a's nouns when the topic
// holds it, since the topic's are topicNouns too.
func sharesTopic(a string, topic []string) bool {
	return sharedNouns(a, topic) >= 2
}

// byKey lists sentence indexes by emphasis, strongest first; among equals a line that sets the
// scene (setsScene) comes after the others, and input order decides the rest.
func byKey(d *draft) []int {
	idx := make([]int, len(d.roles))
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(a, b int) int {
		if k := d.roles[b].key - d.roles[a].key; k != 0 || d.setsScene(a) == d.setsScene(b) {
			return k
		}
		if d.setsScene(a) {
			return 1
		}
		return -1
	})
	return idx
}

// setsScene reports a line that opens the text or a part, the opening after a greeting or the first
// line under a heading (오늘로 우리 기공소가 문을 연 지 꼭 20년이 됐다, 지난 2주 동안 고객 12분을
// 인터뷰했어요, 병수야, 건강검진 결과 나왔다), that weighs no more than a plain figure (sceneWeight):
// it tells what the findings after it are about, and among lines that weigh the same a reader lists
// those. Outside writers list 38 of the 141 such lines that weigh 1 or 2 and 521 of the 931 other
// lines that do (sets 10-25). An opening that weighs more (a figure that moved, an inference, a
// total) is the headline told first and keeps its place.
func (d *draft) setsScene(i int) bool {
	opens := i == d.opening || i > 0 && d.roles[i-1].heading
	return opens && d.roles[i].key <= sceneWeight
}

// sceneWeight is the most a line that sets the scene weighs: keyClasses' plain figure.
const sceneWeight = 2

// quoteOf is a key point or an action: the sentence as evidence and, as text, the sentence
// without the connectives it opens with (cut).
func quoteOf(s string) contract.KeyPoint {
	return contract.KeyPoint{Text: cut(s), Evidence: s}
}

// framing reports a line that sets the frame of what the text found and finds nothing: a
// meeting's date, place or attendance (일시: …, 참석: …, or noted without a label, meetingNote), or
// how a study or a test was set up (1,200명을 대상으로 진행하였다, 같은 조건에서 다섯 번 반복했습니다)
// where it tells no result.
func framing(s string) bool {
	if _, ok := afterLabel(s, frameLabels); ok || meetingNote(s) {
		return true
	}
	setUp := setUps.In(s) || studies.In(s) && wordlist.Has(s, "진행", "실시")
	return setUp && !wordlist.Has(s, results...) || addresses(s)
}

// meetingNote reports a meeting's frame noted without a label's colon and without a verb: its date
// (일시 3월 12일 오후 2시, 어촌계 사무실, …) or its attendance (참석 상인 34명, 회장 사회로 진행; 임원 11명
// 중 9명 참석, 회장 주재로 오후 3시 개회; 참석 인원 23명, 결석 4명(병원 진료)). The outside writers took
// none of seven such lines as a key point (sets 23-36); attendance told as news ends in a verb (19명만
// 출석했어요, 86명이 참석했다) and stays a finding.
func meetingNote(s string) bool {
	if !wordlist.Has(s, "일시", "장소", "참석", "출석", "개회") {
		return false // most lines: not split
	}
	s = markers.Strip(s)
	if i := strings.LastIndex(s, "("); i > 0 && strings.HasSuffix(strings.TrimRight(s, ". "), ")") {
		s = s[:i] // 결석 4명(병원 진료, 자녀 집 방문): what the note adds in brackets
	}
	words := strings.Fields(strings.TrimRight(s, ". "))
	if len(words) < 2 || !strings.ContainsAny(s, "0123456789") {
		return false
	}
	if noteLabels.Holds(words[0]) {
		return true
	}
	last := words[len(words)-1]
	return wordlist.Has(s, "참석", "출석", "개회") && (noteCloses.Holds(last) || headcount(last))
}

// headcount reports a count of people closing a note (21명).
func headcount(w string) bool {
	n, ok := strings.CutSuffix(w, "명")
	return ok && n != "" && strings.Trim(n, "0123456789,") == ""
}

var (
	// noteLabels open a meeting's frame as a label without its colon (일시 3월 12일 …).
	noteLabels = wordlist.NewTable("일시", "장소", "참석", "참석자")
	// noteCloses close a meeting's frame in a note's bare noun (회장 사회로 진행, … 9명 참석).
	noteCloses = wordlist.NewTable("참석", "진행", "개회")
)

// addresses reports a line that opens by greeting or calling the reader (팀장님, …; 조합원 여러분,
// …; 얘들아, …; 안녕하십니까, … and its 반말 안녕, …): a letter's or a turn's opening to the one it speaks to, which the
// outside writers took as a key point in none of 86 lines (sets 1-14).
func addresses(s string) bool {
	if spoken(s) {
		_, s, _ = strings.Cut(s, ":")
	}
	head, _, _ := strings.Cut(markers.Strip(s), ",")
	if !strings.Contains(head, "안녕") && !callSuffixes.In(head) {
		return false
	}
	words := strings.Fields(head)
	if len(words) == 0 || len(words) > 6 {
		return false
	}
	return strings.Contains(head, "안녕") || callSuffixes.Closes(words[len(words)-1])
}

// callSuffixes end a word that calls the reader: a title or a name in 님 (팀장님, 보호자님께, 부모님들),
// the readers all (여러분) or a group in 들아 (얘들아).
var callSuffixes = wordlist.NewTable("님", "님들", "님께", "여러분", "들아")

var (
	frameLabels = []string{"일시", "장소", "때", "곳", "참석", "참석자", "출석", "불참", "대상", "기간", "방법", "점검자", "작성자"}
	// setUps tell how evidence was gathered, and what each arm of a trial did (한 집단은 …, B병동은
	// 기존 방식을 유지했다); studies name the study a sentence sets up (본 조사는, 이번 분석은 …
	// 진행하였다). A study is set up on its object (1,200명을 대상으로, 640km를 대상으로); 대상으로
	// as what a verb makes a thing (세관 검사 대상으로 지정되었습니다, 지원 대상으로 검토해) tells
	// what happened to it.
	setUps = wordlist.NewTable("을 대상으로", "를 대상으로", "조건에서", "무작위로", "반복했", "반복하였", "비교해 봤", "비교해 보았", "시험해 봤",
		"한 집단", "집단으로 나누", "집단으로 나눠", "그룹으로 나누", "그룹으로 나눠", "대조군", "실험군", "기존 방식을 유지", "기존 방식대로",
		"응답률", "명이 응답") // 1,046명 중 781명이 응답해 응답률은 75%였습니다: who answered a survey, not what they said
	studies = wordlist.NewTable("분석은", "조사는", "연구는", "실험은", "테스트는", "설문은", "점검은")
	// results are what a set-up line would tell if it found something (보다 높았다).
	results = []string{"높았", "낮았", "늘었", "줄었", "올랐", "떨어졌", "보다", "많았", "적었", "나타났", "확인됐", "드러났"}
)

// limitation reports a study's reservation about its own evidence (일반화하기에는 한계가 있다,
// 같은 결과가 나올지는 아직 모릅니다): not what it found.
func limitation(s string) bool {
	return limitations.In(s)
}

var limitations = wordlist.NewTable("일반화", "기에는 한계가 있", "에는 한계가 있", "알 수 없", "아직 모릅", "아직 몰라", "아직 모른", "아직 모르", "다를 수 있", "단정하기 어렵", "단정하기 어려", "단정할 수 없", "해석에 주의",
	"오차가 있을 수", "달랐을 수 있", "말하기 어렵", "말하기 어려") // 이번 값은 오차가 있을 수 있음, 이번 결과로 말하기 어렵습니다 (어려워요: ㅂ's other stem)

// checked reports a finding told after the check that found it, a verb's -아/어 form before 보니
// or 봤더니 (확인해 보니, 재 보니, 돌아보니, 핥아서 봤더니); -다 보니 gives a cause (하다 보니), and
// 보니까 an opinion (보니까 … 것 같아), neither a check.
func checked(s string) bool {
	if !checkedAfter.In(s) {
		return false
	}
	words := strings.Fields(s)
	for i, w := range words {
		w = strings.TrimRight(w, ",")
		for _, after := range checkedAfter.Words() {
			stem, ok := strings.CutSuffix(w, after)
			if ok && stem == "" && i > 0 {
				stem = strings.TrimRight(words[i-1], ",")
			}
			if ok && infinitive(stem) {
				return true
			}
		}
	}
	return false
}

var checkedAfter = wordlist.NewTable("보니", "봤더니", "보았더니")

// totals reports a sentence that sums its figures up: 총 (총 공사비는, 총 47분), a word that adds up
// (합계, 전부 합쳐, 통틀어, 다 더하니), or 모두 and 전부 just before a figure (모두 212마리로); 총무 and
// 모두 모여 add nothing up.
func totals(s string) bool {
	words := strings.Fields(s)
	for i, w := range words {
		if w == "총" || i > 0 && slices.Contains([]string{"모두", "전부"}, words[i-1]) && unicode.IsDigit([]rune(w)[0]) {
			return true
		}
	}
	return wordlist.Has(s, totalWords...)
}

var totalWords = []string{"총액", "총합", "합계", "합산", "합쳐", "합치면", "합하면", "통틀어", "다 더하"}

// courteous reports a courtesy with no figure (actions.go's courtesy: 감기 조심하세요, 새해 복 많이
// 받으세요, 주말 잘 보내시길 바랍니다, 궁금한 점은 언제든 연락 주세요): a wish, a greeting or an offer
// to the reader, not what the text found. Outside writers took 1 of its 86 lines that no step reads
// as an action as a key point (sets 1-14; own drafts 1 of 53).
func courteous(s string, nums []contract.Number) bool {
	return len(nums) == 0 && courtesy(s)
}
