package arrange

import (
	"fmt"
	"slices"
	"testing"

	"maltu/libs/engine/speech"
	"maltu/libs/gate/contract"
	"maltu/libs/gate/golden"
)

// TestReportReadsAlikeAtEveryLevel rewrites every draft of testdata/cases at each speech level
// (speech.Convert, sentence by sentence) and arranges it again: a writer who says 할게 instead of
// 하겠습니다, or writes a memo in -다, means the same conclusion, key points and next actions, so
// the report should pick the same sentences. Where it does not, testdata/alike.misses lists the
// draft, the level, the part and both readings (a ratchet: a fix takes lines off, a new difference
// fails). Some lines are the conversion's own slips rather than the report's.
func TestReportReadsAlikeAtEveryLevel(t *testing.T) {
	known := golden.LoadMisses(t, "testdata/alike.misses")
	differ := map[speech.Level]int{}
	cases := readCases(t, "testdata/cases")
	for _, c := range cases {
		r := Report(c.sentences)
		for _, to := range speech.Levels {
			at := reportCase{sentences: make([]string, len(c.sentences))}
			for i, s := range c.sentences {
				at.sentences[i], _ = speech.Convert(s, to)
			}
			r2 := Report(at.sentences)
			for _, p := range alikeParts {
				was, now := p.read(c, r), p.read(at, r2)
				if slices.Equal(was, now) {
					continue
				}
				differ[to]++
				known.Miss(t, fmt.Sprintf("%s\t%s\t%s\t%v → %v", c.name, to, p.name, was, now), "")
			}
		}
	}
	known.Close(t)
	for _, to := range speech.Levels {
		t.Logf("%s: %d readings of %d drafts differ", to, differ[to], len(cases))
	}
}

// alikePart is a part of the report compared across levels, read as sentence numbers.
type alikePart struct {
	name string
	read func(c reportCase, r contract.Report) []int
}

// alikeParts are the report's parts compared across levels.
var alikeParts = []alikePart{
	{"conclusion", func(c reportCase, r contract.Report) []int { return []int{c.index(r.Conclusion)} }},
	{"key points", func(c reportCase, r contract.Report) []int { return sorted(c.keyPoints(r)) }},
	{"next actions", func(c reportCase, r contract.Report) []int {
		var acts []int
		for _, a := range r.NextActions {
			acts = append(acts, c.index(a.Evidence))
		}
		return sorted(acts)
	}},
}

func sorted(s []int) []int {
	slices.Sort(s)
	return s
}
