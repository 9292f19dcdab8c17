package arrange

import (
	"slices"
	"strings"
	"unicode/utf8"

	"maltu/libs/gate/contract"
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

// sharesTopic reports a noun of two syllables or more, its particle cut off, that a and b both
// have (호남권은 … / … 호남권 인력 공백과).
func sharesTopic(a, b string) bool {
	nouns := func(s string) []string {
		var out []string
		for _, w := range strings.Fields(s) {
			n, _ := cutAny(strings.Trim(w, ",.!?()"), contextParticles)
			if utf8.RuneCountInString(n) >= 2 && bareNoun(n) && !slices.Contains(functionWords, n) {
				out = append(out, n)
			}
		}
		return out
	}
	bn, shared := nouns(b), 0
	for _, n := range slices.Compact(slices.Sorted(slices.Values(nouns(a)))) {
		if slices.Contains(bn, n) {
			shared++
		}
	}
	return shared >= 2
}

// byKey lists sentence indexes by emphasis, strongest first, in input order among equals.
func byKey(roles []role) []int {
	idx := make([]int, len(roles))
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(a, b int) int { return roles[b].key - roles[a].key })
	return idx
}

// quoteOf is a key point or an action: the sentence as evidence and, as text, the sentence
// without the connectives it opens with (cut).
func quoteOf(s string) contract.KeyPoint {
	return contract.KeyPoint{Text: cut(s), Evidence: s}
}
