package check

import (
	"math"
	"strings"
	"unicode"
	"unicode/utf8"

	"maltu/libs/gate/chars"
	"maltu/libs/gate/contract"
	"maltu/libs/gate/editdist"
	"maltu/libs/gate/figures"
	"maltu/libs/gate/markers"
	"maltu/libs/gate/names"
)

// Reason is why the gate reverted a sentence: a code for metrics and logs, and the message the
// user reads in the sentence's reason field. Rewording a message leaves the code alone.
type Reason struct {
	Code    string
	Message string
}

// The reasons a rewritten sentence is reverted.
var (
	ReasonEmpty         = Reason{"empty", "고쳐 쓴 문장이 비어 있어 원문을 유지했습니다"}
	ReasonFigureGained  = Reason{"figure_gained", "원문에 없는 숫자가 생겨 원문을 유지했습니다"}
	ReasonFigureLost    = Reason{"figure_lost", "원문의 숫자가 빠져 원문을 유지했습니다"}
	ReasonFigureChanged = Reason{"figure_changed", "원문의 숫자가 바뀌어 원문을 유지했습니다"}
	ReasonNameLost      = Reason{"name_lost", "원문의 영문 이름이 빠져 원문을 유지했습니다"}
)

// Verdict is the gate's decision on one rewritten sentence.
type Verdict struct {
	Text     string // what ships: the rewrite without foreign markers, or the original when reverted
	Reverted bool
	Reason   Reason // one of the Reason values when reverted
}

// Sentence gates one rewritten sentence against its original (contract §4.2 rules 2–5): markers the
// original did not start with are removed; a rewrite that gained, lost or changed a figure, or lost
// a Latin-script name, is reverted to the original.
func Sentence(original, rewritten string) Verdict {
	text := markers.Keep(original, rewritten)
	revert := func(reason Reason) Verdict { return Verdict{Text: original, Reverted: true, Reason: reason} }
	if text == "" && strings.TrimSpace(original) != "" || !hasWords(text) && hasWords(original) {
		return revert(ReasonEmpty) // nothing left, or nothing but markers and punctuation
	}
	// A list number is a marker, not a figure: "1. 숙소 예약" may become "숙소 예약".
	gained, lost := figures.Diff(figures.Of(markers.Strip(original)), figures.Of(markers.Strip(text)))
	switch {
	case len(gained) > 0 && len(lost) > 0:
		return revert(ReasonFigureChanged)
	case len(gained) > 0:
		return revert(ReasonFigureGained)
	case len(lost) > 0:
		return revert(ReasonFigureLost)
	case len(names.Lost(original, text)) > 0:
		return revert(ReasonNameLost)
	}
	return Verdict{Text: text}
}

// ChangedRatio is how much the engine changed the draft (contract §4.2): the summed edit distance
// between each original and its final text over the summed characters of the originals, for the
// sentences that are not blank, clamped to 1 and rounded to three decimals. It is nil when there are
// no original characters to measure.
func ChangedRatio(sentences []contract.Sentence) *float64 {
	var dist, total int
	for _, s := range sentences {
		if s.Blank {
			continue
		}
		original := chars.NFC(strings.TrimSpace(s.Original))
		dist += editdist.Distance(original, chars.NFC(strings.TrimSpace(s.Rewritten)))
		total += utf8.RuneCountInString(original)
	}
	if total == 0 {
		return nil
	}
	r := math.Round(min(float64(dist)/float64(total), 1)*1000) / 1000
	return &r
}

func hasWords(s string) bool { return strings.IndexFunc(s, isWordRune) >= 0 }

func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }
