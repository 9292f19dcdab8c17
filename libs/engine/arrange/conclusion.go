package arrange

import (
	"iter"
	"slices"
	"strings"

	"maltu/libs/engine/internal/wordlist"
)

// judged reports a judgement of the writer's, not one others voiced that the writer reports
// (빈자리를 찾기 어렵다는 의견이 많았습니다, 필요하다고 답했다) nor one set as a condition
// (꼭 지켜야 한다면).
func judged(s string, words []string) bool {
	for _, j := range words {
		for rest := range following(s, j) {
			if !strings.HasSuffix(j, "다") || !wordlist.Opens(rest, "는 ", "면 ", "고 답", "고 응답", "고 말", "고 밝", "고 꼽") {
				return true // 지켜야 한다면 is a condition, not what the writer finds
			}
		}
	}
	return false
}

// following yields what follows each place w occurs in s.
func following(s, w string) iter.Seq[string] {
	return func(yield func(string) bool) {
		for rest := s; ; {
			i := strings.Index(rest, w)
			if i < 0 || !yield(rest[i+len(w):]) {
				return
			}
			rest = rest[i+len(w):]
		}
	}
}

// weighsUp reports a sentence that opens by weighing up what came before (이 위험을 모두 고려하면,
// 이를 종합하면, 이런 사정을 감안하면): what follows is drawn from all of it.
func weighsUp(s string) bool {
	words := strings.Fields(s)
	if len(words) < 2 || !slices.Contains([]string{"이", "이런", "이러한", "이상의", "위의", "이를", "이것을", "이들을", "이상을"}, words[0]) {
		return false
	}
	for _, w := range words[1:min(len(words), 5)] {
		if wordlist.Opens(w, "고려하면", "감안하면", "종합하면") {
			return true
		}
	}
	return false
}

// decisionsIn reports a decision taken (줄이기로 했습니다, 잠정 결정) and one a clause goes on to
// give up (3종 드리기로 했는데 2종만 가능해요, 열기로 했지만): what was planned before is no step,
// nor is the date it had.
func decisionsIn(s string) (taken, dropped bool) {
	for _, d := range decisions {
		for rest := range following(s, d) {
			if wordlist.Opens(rest, "는데", "지만", "으나", "던") {
				dropped = true
			} else {
				taken = true
			}
		}
	}
	return taken, dropped
}

// minConclusion is the weight a sentence needs to be the conclusion: a judgement late in the
// text, or a summing-up word anywhere.
const minConclusion = 3

// reported reports a news report: at least half its sentences in the plain style (늘었다, 이다)
// and a verb of reporting (밝혔다, 발표했다) in one of them.
func reported(in []string, roles []role) bool {
	plain, says := 0, false
	for i, s := range in {
		if roles[i].plain {
			plain++
		}
		says = says || wordlist.Has(s, reportingVerbs...)
	}
	return says && plain*2 >= len(in)
}

var reportingVerbs = []string{"밝혔다", "발표했다", "전했다", "설명했다", "말했다", "보고 있다", "내다봤다", "집계됐다", "나타났다", "덧붙였다"}
