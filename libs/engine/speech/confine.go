package speech

import (
	"slices"
	"strings"

	"maltu/libs/engine/internal/wordlist"
)

// Confined reports whether out, a sentence after Convert or Person, differs from s only where a
// change of level or person may change it (issue 25): in its final predicate and the word before
// it (which a phrase such as 주시기 바랍니다 → 주세요 or 출구 입니다 → 출구야 may join to it), its
// closing marks and notes kept; in a word whose ending proves a sentence ends there (provedEnd);
// and in the level's own words: the first person, the answer that opens a line, the listener's
// -시- and the speaker's humble words, which 반말 drops, a 반말 word before a comma that ends its
// sentence toward 해요체 (commaEnd), the 너 or 네가 that speaking up leaves out or asks in 직접
// (dropYou), the listener's nouns it honours (이름 → 성함) and the meal asked up (밥 먹었어? →
// 식사하셨어요?), a favour asked in 주세요 after the verb
// as it was (기다려 → 기다려 주세요), and the -시- the verbs linked before a
// command to the listener take (들어가서 한숨 자 → 들어가셔서 한숨 주무세요, 먹고 → 드시고), the
// listener's conditions (도착하면 → 도착하시면) and a background whose subject is the listener's
// part (얼굴이 안 좋은데 → 좋으신데). It is the engine's own check on its rules, as the gate is on a
// model's: restyle keeps a sentence whose change breaks it.
func Confined(s, out string) bool {
	ps, po := split(s), split(out)
	before, after := strings.Fields(ps.head), strings.Fields(po.head)
	if len(before) == len(after)+1 {
		before = withoutYou(before)
	}
	if len(after) == len(before)+1 && after[len(after)-1] == ps.word && po.word == "주세요" {
		after = after[:len(before)] // a favour asked (favours): 기다려 → 기다려 주세요, the verb kept before 주다
	}
	if len(before) == len(after)+1 {
		before = withoutMeal(before, after, po.word)
	}
	switch d := len(before) - len(after); {
	case ps.tail != po.tail || d < 0 || d > 1:
		return false
	case d == 1 && !joinsOnto(ps.word):
		return false // only a copula spaced off (출구 입니다 → 출구야) or 바랍니다 (주시기 바랍니다 → 주세요) joins
	}
	honours := endHonoursListener(po) || guidance(po)
	for i := range len(before) - 1 {
		if before[i] != after[i] && !levelWord(before, i) && !boundChain(before, i) && !swapped(before, i, after[i], honours) && !honouredBefore(before, i, after[i], ps.word) {
			return false
		}
	}
	return true
}

// withoutYou is words without the listener's 너 that speaking up leaves out (dropYou): the one
// that opens them, or a 네가, 너 or 너는 inside them.
func withoutYou(words []string) []string {
	if youOpens[words[0]] {
		return words[1:]
	}
	if i := slices.IndexFunc(words, func(w string) bool { return youInside[w] || youBare[w] }); i > 0 {
		return slices.Delete(slices.Clone(words), i, i+1)
	}
	return words
}

// withoutMeal is words without the bare 밥 that the meal asked up leaves out (honourMeal: 밥
// 먹었어? → 식사하셨어요?), where the word after it in out is the meal's honoured 하다.
func withoutMeal(words, out []string, last string) []string {
	for i, w := range words {
		next := last
		if i < len(out) {
			next = out[i]
		}
		if w == "밥" && strings.HasPrefix(next, mealHonoured) {
			return slices.Delete(slices.Clone(words), i, i+1)
		}
	}
	return words
}

// swapped reports a word of words a change of level writes as is: a verb linked before a command
// honoured (honouredLink), the listener's condition honoured where the end honours the listener
// (honours), as honourInside writes it (도착하면 연락할게 → 도착하시면 연락할게요 makes the speaker's
// arrival the listener's), a modifier before 지 or 적 honoured with no thing before it, as
// honourSince writes it (비 온 지 stays), the listener's noun honoured (listenersNoun), and the 네가
// after the thing done that asks who did it, asked in 직접 (asksWho); a 네가 anywhere else is left
// out, and 직접 in its place would add what no one said.
func swapped(words []string, at int, is string, honours bool) bool {
	was := words[at]
	if h, ok := honouredCondition(commandClause(words[:at]), was); ok && h == is && honours {
		return true
	}
	if h, ok := honouredBackground(commandClause(words[:at]), was); ok && h+was[len(strings.TrimRight(was, ",")):] == is && honours {
		return true // 얼굴이 안 좋은데 → 좋으신데
	}
	if at+1 < len(words) && sinceNouns[words[at+1]] && !thingBefore(words[:at]) && honouredModifier(was) == is {
		return true // 키운 지 → 키우신 지 (honourSince)
	}
	if said, ok := saidToComma(words, at); ok && said[at]+was[len(strings.TrimRight(was, ",")):] == is {
		return true // 물이 안 내려가, → 내려가요, (commaEnd)
	}
	if j := slices.IndexFunc(words[at:], func(w string) bool { return strings.HasSuffix(w, ",") }); j > 0 {
		if said, ok := saidToComma(words, at+j); ok && said[at] == is {
			return true // 잘 가, → 안녕히 가세요,; 오늘 고생했어, → 고생하셨어요,
		}
	}
	return honouredLink(was) == is || listenersNoun(words, at) == is || asksWho(words, at) && is == "직접"
}

// honouredBefore reports words[at] honoured as the listener's before a last word, last: the giving
// thanks are for, words of degree between (도와줘서 정말 고마워 → 도와주셔서 정말 고마워요:
// thankedFor), or the doing confirmed in 거 맞다 (내일 오는 거 맞지? → 오시는 거 맞죠?: honourDoing).
func honouredBefore(words []string, at int, is, last string) bool {
	if at+2 == len(words) && words[at+1] == "거" && strings.HasPrefix(last, "맞") {
		return !subjectBeforeConfirmed(words[:at]) && honouredModifier(words[at]) == is
	}
	if spokenUp[strings.TrimRight(last, ".!?~")] != spokenUp["고마워"] {
		return false
	}
	thanked := strings.Fields(thankedFor(strings.Join(words, " ") + " "))
	return len(thanked) == len(words) && thanked[at] == is
}

// saidToComma is the words of a line up to words[at], a word a comma closes, as the sentence they
// make says them toward 해요체 (commaEnd; a set phrase after them, twoWordPhrase), when it says
// as many.
func saidToComma(words []string, at int) ([]string, bool) {
	if at >= len(words) {
		return nil, false
	}
	core := strings.TrimRight(words[at], ",")
	if core == words[at] {
		return nil, false
	}
	clause, ok := Convert(strings.Join(append(words[:at:at], core), " "), Polite)
	said := strings.Split(clause, " ")
	return said, ok && len(said) == at+1
}

// listenersNoun is the word of words at in its honorific word where it is the listener's noun with
// no owner written before it (이름을 → 성함을, 여기에 이름 → 성함; 내 이름 and 강아지 이름 stay:
// unowned), as speaking up writes it (honourInside), or "" for none.
func listenersNoun(words []string, at int) string {
	if at > 0 && !unowned(words[at-1]) {
		return ""
	}
	return honouredNoun(words[at])
}

// honouredNoun is word with the listener's noun in its honorific word (이름 → 성함, 이름을 →
// 성함을: upNouns), or "" for none.
func honouredNoun(word string) string {
	for noun, honorific := range upNouns {
		if rest, ok := strings.CutPrefix(word, noun); ok && (rest == "" || nounParticles[strings.TrimRight(rest, ",")]) {
			return honorific + rest
		}
	}
	return ""
}

// boundChain reports the verb before a bound noun that ends the head, which makes one predicate with
// the final word (할 수 있어, 봐 줄 수 있어): the listener's -시- goes on it (하실 수 있어요).
func boundChain(words []string, at int) bool {
	return at == len(words)-2 && slices.Contains(boundNouns, words[at+1])
}

// boundNouns make a predicate of the verb before them and the final word (할 수 있다, 할 줄 알다).
var boundNouns = []string{"수", "줄"}

// joinsOnto reports a last word that a change of level may join to the word before it.
func joinsOnto(word string) bool {
	core := strings.TrimRightFunc(word, closer)
	return slices.Contains(spacedCopulas, core) || wordlist.Opens(core, "바랍", "바란")
}

// levelWord reports a word of words a change of level may rewrite wherever it stands.
func levelWord(words []string, at int) bool {
	word := words[at]
	core := strings.TrimRight(word, ",")
	if slices.ContainsFunc(persons, func(p [2]string) bool { return core == p[0] || core == p[1] }) || slices.Contains(personWords, core) {
		return true
	}
	if _, phrase := setPhrase(core, Casual); phrase && at == 0 || setPhraseWord(words, at) || strings.HasPrefix(core, "죄송") || strings.HasPrefix(core, "미안") {
		return true // 네 → 응, 잘 자 → 잘 자요, 죄송해요, → 미안해,
	}
	// A laugh or a cry after a word closes its sentence as a stop does (타 ㅋㅋ 3시쯤 도착해).
	marked := at+1 < len(words) && strings.TrimLeftFunc(words[at+1], closer) == ""
	return marked || provedEnd(word) || strings.HasSuffix(core, "니다만") || wordlist.Has(core, levelMarks...)
}

// personWords are the first person's bare forms, which Person swaps by context.
var personWords = []string{"저", "나", "제", "내", "저희", "우리", "전", "난"}

// levelMarks are what 반말 drops inside a line: the listener's -시- (주신, 오셔서, 가시면,
// 드시고), the speaker's humble giving and telling (드린, 드릴, 말씀) and the listener's honorific
// nouns (말씀, 댁: plainNouns).
var levelMarks = []string{"시", "셔", "셨", "세", "신", "실", "십", "드리", "드린", "드릴", "드려", "말씀", "댁"}

// provedEnd reports a word that ends a sentence inside a line by a mark (했어요. 그리고, 알겠어~
// 이따) or by an ending no connective shares (요, 니다, 구나, 군요, 었어, ㄹ게).
func provedEnd(word string) bool {
	core := strings.TrimRightFunc(word, closer)
	if core != word && core != strings.TrimRight(word, ",") || glued(core) {
		return true
	}
	if yoNoun(core) {
		return false // 화요 모임을: a noun, not 해요체
	}
	return pastEnd(core) || wordlist.Closes(core, finalEndings...)
}

// glued reports a word that holds the end of one sentence and the start of the next, a stop
// between them (받았어요…손주가, 도착했어~오늘은).
func glued(word string) bool {
	i := strings.IndexAny(word, "?!.…~")
	return i > 0 && strings.ContainsFunc(word[:i], func(r rune) bool { return r >= '가' && r <= '힣' }) && strings.TrimLeftFunc(word[i:], closer) != ""
}

// finalEndings end a sentence and nothing else, with the past 었어 (but not 있어).
var finalEndings = []string{"요", "니다", "니까", "십시오", "구나", "군요", "네", "게", "께", "래", "아니야", "거야", "이야"}
