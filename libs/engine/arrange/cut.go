package arrange

import (
	"strings"

	"maltu/libs/engine/internal/wordlist"
	"maltu/libs/engine/rules"
)

// Every part of a sentence the report shows (a key point's or an action's text, a heading read
// from a sentence's topic) is cut here, where a phrase ends: after the connective the sentence
// opens with, never inside it, or not at all.

// openers are the connectives of several words a sentence opens with, and the adverbs that only
// lean on the sentence before; the one-word connectives are the rules' (rules.Opening). Each goes
// whole: cut after 이에, 이에 따라 would leave 따라 at the front.
var openers = []string{
	// consequence and means
	"이에 따라", "그에 따라", "이로 인해", "그로 인해", "이 때문에", "그 때문에", "그렇기 때문에", "이런 이유로", "그런 이유로",
	"그 결과", "이 결과", "이를 통해", "이를 통해서", "그러다 보니", "그렇다 보니",
	// purpose and ground
	"이를 위해", "이를 위해서", "이를 위해서는", "이를 바탕으로", "이를 토대로",
	// addition and sequence
	"이와 함께", "그와 함께", "이와 더불어", "이에 더해", "이 밖에", "이 밖에도", "그 밖에", "그 밖에도",
	"이 외에", "이 외에도", "그 외에", "그 외에도", "이와 관련해", "이와 관련하여", "이에 앞서", "그에 앞서",
	// contrast
	"이와 달리", "그와 달리", "이에 비해", "그에 비해", "이와 반대로", "그럼에도 불구하고",
	// restatement and example
	"다시 말해", "예를 들어", "예를 들면",
	// adverbs of emphasis and choice that lean on what came before
	"특히", "무엇보다", "또는",
}

// bound are the words that, after a one-word connective, make one phrase with it: 이에 대한
// (about this) names what a noun is of, 또 다른 (another) counts it, 또 한 번 (once more)
// repeats it. Cut after the connective, the text would open inside the phrase and say another
// thing; the sentence stays whole.
var bound = map[string][]string{
	"이에": {"대해", "대한", "대하여", "관해", "관한", "관하여", "따른", "맞춰", "맞는", "맞게", "의해", "의한", "반해", "걸맞은", "걸맞게", "해당"},
	"또":  {"하나", "다른", "한 "},
}

// openedBy splits s after the connective it opens with and the comma and spaces after it; ok is
// false when s opens with none, with a connective that is all of it, or with one bound into a
// phrase with the word after.
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
	if rest == "" || wordlist.Opens(rest+" ", bound[opener]) {
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
// (그리고 특히 …, 다만 이에 따라 …), or s whole.
func cut(s string) string {
	for {
		_, rest, ok := openedBy(s)
		if !ok {
			return s
		}
		s = rest
	}
}
