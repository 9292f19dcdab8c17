// The dimension a figure is the measure of when it stands bare before the noun that names it
// (차로 10분 거리예요, 약 2m 높이에서): what is measured is the dimension, not the nouns before.

package arrange

import (
	"slices"
	"strings"
)

// dimensionNouns name the dimension a measure bare before them gives: a distance, a height, a
// depth, a length, a width, a thickness.
var dimensionNouns = []string{"거리", "높이", "깊이", "길이", "넓이", "두께"}

// dimensionOf: a span or a size written bare before a noun of dimensionNouns (펜션에서 차로 10분
// 거리예요, 300m 거리 안으로, 트램으로 20분 거리 쉐어하우스에, 약 2m 높이에서) is that dimension's
// measure, which writers name; the bare nouns before, where they stand (통학 거리), stay in front.
// Outside writers name the dimension (sets 32, 41 and 42), where the nearest noun with a particle
// is how one goes (차로, 트램으로) or where to (록키까지).
func dimensionOf(x spot) []string {
	if !x.spacedBefore() || !slices.Contains(spanUnits, x.unit) && !slices.Contains(sizeUnits, x.unit) {
		return nil
	}
	w := strings.Trim(x.next[0], punctuation)
	for _, d := range dimensionNouns {
		if rest, ok := strings.CutPrefix(w, d); ok && (rest == "" || trimEndings(rest) == "" || slices.Contains(particles, rest)) {
			return append(notWhen(runBefore(x.words), x.unit), d)
		}
	}
	return nil
}
