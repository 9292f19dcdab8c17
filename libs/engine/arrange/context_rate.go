// What a figure after a rate in 당 measures (박스당 2만 원, 시간당 1만 8천 원씩): the thing priced
// or counted per one, as the writer names it in the clause, never the one it is per.

package arrange

import (
	"slices"
	"strings"
)

// rateTopic is the topic (은/는) of the clause a rate written right before a figure stands in
// (주차는 …, 초과 시 30분당 1,000원; 잔업 수당은 시간당 1만 8천 원씩 붙는다고; 단가는 … 장미 단당
// 2만 2천 원), with the nouns it is compounded of, or nil: the rate says per what, the topic what
// is priced or counted. A noun in a case particle between (도수치료를 회당 8만 원, 택배비가
// 상자당 300원) is the thing measured itself, and a topic that only says when (올해는) names
// nothing, so neither gives one.
func rateTopic(words []string) []string {
	for k := len(words) - 1; k >= 0; k-- {
		w := strings.Trim(words[k], ",.")
		if x, ok := topicNoun(w); ok {
			if phrase := nounsBefore(words[:k], []string{x}); !onlyWhen(strings.Join(phrase, " ")) {
				return phrase
			}
			return nil
		}
		if x, ok := cutParticle(w, caseParticles); ok && bareNoun(x) {
			return nil
		}
	}
	return nil
}

// caseParticles mark a noun as an argument of the clause's verb: the thing measured when a rate
// follows (도수치료를 회당, 원가가 개당), so the topic beyond is not read.
var caseParticles = []string{"이", "가", "을", "를", "에게", "한테", "께서", "에서", "에", "의", "으로", "로"}

// perRate is the rate in 당 perOneBefore found (not a span of one, 하루 or 한 달에), with the words
// before it, or false.
func perRate(words, per []string) ([]string, bool) {
	i := slices.IndexFunc(per, rate)
	if i < 0 {
		return nil, false
	}
	return words[:len(words)-len(per)+i], true
}

// nounOfItsOwn reports a figure written right before a noun with its particle (km당 5분 40초
// 페이스를): that noun is what it measures, whatever the clause's topic.
func nounOfItsOwn(x spot) bool {
	if !x.spacedBefore() {
		return false
	}
	n, ok := cutParticle(strings.Trim(x.next[0], ",."), contextParticles)
	return ok && bareNoun(n)
}
