package arrange

import (
	"slices"
	"strings"

	"maltu/libs/engine/internal/wordlist"
	"maltu/libs/engine/rules"
)

// Every part of a sentence the report shows (a key point's or an action's text, a heading read
// from a sentence's topic) is cut here, where a phrase ends: after the connective the sentence
// opens with, never inside it, or not at all.

// openers are the connectives of several words a sentence opens with, and the adverbs that only
// lean on the sentence before, beyond the connectives the rules know (rules.Opening: 그래서,
// 이에 따라, 다시 말해 …). Each goes whole: cut after 이에, 이에 따라서 would leave 따라서 at the
// front.
var openers = []string{
	// consequence and means
	"이에 따라서", "그에 따라", "그에 따라서", "이로 인해", "그로 인해", "이 때문에", "그 때문에", "그렇기 때문에", "이런 이유로", "그런 이유로",
	"그 결과", "이 결과", "이를 통해", "이를 통해서", "이로써", "그러다 보니", "그렇다 보니", "그래서 그런지",
	// purpose and ground
	"이를 위해", "이를 위해서", "이를 위해서는", "이를 바탕으로", "이를 토대로", "이를 계기로",
	"이를 고려해", "이를 고려하여", "이를 감안해", "이를 감안하여", "이런 상황에서", "이러한 상황에서",
	// addition and sequence
	"이와 함께", "그와 함께", "이와 더불어", "이에 더해", "이 밖에", "이 밖에도", "그 밖에", "그 밖에도",
	"이 외에", "이 외에도", "그 외에", "그 외에도", "이와 관련해", "이와 관련하여", "이에 앞서", "그에 앞서",
	"이와 동시에", "그와 동시에", "덧붙여", "이 과정에서", "그 과정에서",
	// contrast
	"이와 달리", "그와 달리", "이에 비해", "그에 비해", "이와 반대로", "이에 반해", "그에 반해", "그럼에도 불구하고", "그 대신",
	// restatement and example
	"예를 들어", "예를 들면",
	// adverbs of emphasis and choice that lean on what came before
	"특히", "무엇보다", "또는",
	// 이에 alone, which rules.Opening no longer takes for a connective (이에 대해 is none): loose
	// says where it opens the clause
	"이에",
}

// loose are the one-word openers that read also as part of a phrase with the word after them,
// with the test that they open the clause: 이에 is a pronoun and its particle before a verb (이에
// 대해, 이에 따른, 이에 대응하기 위해, 이에 동의하시면), a connective only before a noun with its
// particle (이에 팀장님의 승인을, 이에 다음과 같이, 이에 오는 9월부터). Cut inside the phrase, the
// text would open there and say another thing; the sentence stays whole. (또 is the rules' to
// read: a connective only before a comma, so 또 하나의 문제 stays whole.)
var loose = map[string]func(next string) bool{
	"이에": nounPhrase,
}

// nounPhrase reports a word that opens a noun phrase: a noun with its particle (팀장님의, 다음과),
// not a verb that describes a noun (해당하는, 따른), or a word that dates one (오는 9월).
func nounPhrase(w string) bool {
	w = strings.TrimRight(w, ",")
	_, marked := cutAny(w, contextParticles)
	return marked && !adnominal(w) && !wordlist.Closes(w, doAdnominals...) || slices.Contains(timeDeterminers, w)
}

// doAdnominals end a verb made of a noun with 하다 or 되다 that describes the noun after it
// (해당하는, 관련된), which the dictionary of stems does not hold.
var doAdnominals = []string{"하는", "되는", "하던", "되던", "한", "된"}

// timeDeterminers date the noun after them (오는 9월, 지난 회의).
var timeDeterminers = []string{"오는", "지난", "다가오는"}

// openedBy splits s after the connective it opens with and the comma and spaces after it; ok is
// false when s opens with none, with a connective that is all of it, or with a loose one that
// makes a phrase with the word after (no comma between).
func openedBy(s string) (opener, rest string, ok bool) {
	for _, o := range openers {
		if len(o) > len(opener) && opens(s, o) {
			opener = o
		}
	}
	if w, _, found := rules.Opening(s); found && len(w) > len(opener) {
		opener = w
	}
	if opener == "" {
		return "", s, false
	}
	rest = strings.TrimLeft(s[len(opener):], ", ")
	next, _, _ := strings.Cut(rest, " ")
	if opens := loose[opener]; rest == "" || opens != nil && !strings.HasPrefix(s[len(opener):], ",") && !opens(next) {
		return "", s, false
	}
	return opener, rest, true
}

// opens reports s opening with the word w, a space or a comma after it.
func opens(s, w string) bool {
	after, ok := strings.CutPrefix(s, w)
	return ok && (after == "" || after[0] == ' ' || after[0] == ',')
}

// cut is the text a key point or an action quotes of s: s after the connectives it opens with
// (그리고 특히 …, 다만 이에 따라 …), or s whole, also when what is left would open with a word that
// only goes on a phrase (a connective of several words the table lacks).
func cut(s string) string {
	text := s
	for {
		_, rest, ok := openedBy(text)
		if !ok {
			break
		}
		text = rest
	}
	if text != s && wordlist.Opens(text, goesOn...) {
		return s
	}
	return text
}

// goesOn are words that go on a phrase begun before them and open no clause (이에 따라 → 따라,
// 그래서 그런지 → 그런지, 그래도 그렇지, 그런데 말이에요).
var goesOn = []string{"따라", "따른", "위해", "위한", "통해", "통한", "대해", "대한", "관해", "관한", "인해", "인한", "의해", "의한",
	"비해", "반해", "더해", "맞춰", "불구하고", "그런지", "때문", "그렇지", "말이에요", "말이야", "말입니다"}
