// Package claim tells whether a sentence makes a claim that needs evidence (DESIGN §2): it has a
// figure that measures, a comparison (보다, 더, 가장, 증가 …) or a forecast (예상, 전망, 될 것, 내년 …). In org mode such
// a sentence is left blank rather than rewritten, because there are no documents to back it.
package claim

import (
	"slices"
	"strings"
	"unicode/utf8"

	"maltu/libs/gate/chars"
	"maltu/libs/gate/figures"
	"maltu/libs/gate/markers"
)

// Figure is the signal name for a sentence that has a figure that measures (3,400명, 2.4%, 두 명,
// 3시간 …). A figure that names when or which (2026년 상반기, 셋째, 1), 3층, 오후 2시, 버전 2.0) makes
// no claim: there is nothing to back.
const Figure = "숫자"

// Is reports whether s carries a claim signal. It looks for the words first, the cheaper test.
func Is(s string) bool {
	s = chars.NFC(s)
	return len(wordSignals(s)) > 0 || hasFigure(s)
}

// Signals lists the signals found in s: Figure first if it has one, then the comparison and forecast
// words that fired, in the order of the table below. It says why a sentence was judged a claim.
func Signals(s string) []string {
	s = chars.NFC(s)
	var out []string
	if hasFigure(s) {
		out = append(out, Figure)
	}
	return append(out, wordSignals(s)...)
}

// hasFigure reports a figure that measures (figures.Kind). A leading list number is no figure: in
// "1. 추진 배경" the 1 is a marker.
func hasFigure(s string) bool {
	return slices.ContainsFunc(figures.Scan(markers.Strip(s)), figures.Figure.Measures)
}

func wordSignals(s string) []string {
	var out []string
	var words []string
	for _, sig := range candidates(s) {
		if words == nil {
			words = strings.Fields(s)
			for i, w := range words {
				words[i] = strings.TrimFunc(w, isPunct)
			}
		}
		if sig.fires(s, words) {
			out = append(out, sig.word)
		}
	}
	return out
}

// candidates are the signals whose word occurs somewhere in s, in table order: one pass over s
// instead of one search per signal.
func candidates(s string) []signal {
	var seen [64]bool // one per signal; the table is short
	found := false
	for i, r := range s {
		if !chars.IsSyllable(r) || byFirst[r-chars.First] == 0 {
			continue
		}
		for _, k := range starting[byFirst[r-chars.First]-1] {
			if strings.HasPrefix(s[i:], signals[k].word) {
				seen[k], found = true, true
			}
		}
	}
	if !found {
		return nil
	}
	var out []signal
	for k, sig := range signals {
		if seen[k] {
			out = append(out, sig)
		}
	}
	return out
}

// Every signal word starts with a Hangul syllable. byFirst maps a syllable (less chars.First) to
// 1 + its entry in starting, the signals whose word begins with it, or to 0: a table lookup per
// rune.
var byFirst [chars.Last - chars.First + 1]uint8

var starting = func() [][]int {
	if len(signals) > 64 {
		panic("claim: more signals than candidates can track")
	}
	var groups [][]int
	for k, sig := range signals {
		first, _ := utf8.DecodeRuneInString(sig.word)
		if !chars.IsSyllable(first) {
			panic("claim: a signal word must start with a Hangul syllable: " + sig.word)
		}
		if byFirst[first-chars.First] == 0 {
			groups = append(groups, nil)
			byFirst[first-chars.First] = uint8(len(groups))
		}
		g := byFirst[first-chars.First] - 1
		groups[g] = append(groups[g], k)
	}
	return groups
}()

// place says where in a word (eojeol) a signal counts.
type place int

const (
	anywhere  place = iota // 증가율, 상승세
	wordStart              // 비해 but not 준비해; 내년도
	afterNoun              // 작년보다 but not 해보다 or the verb 보다 alone
	alone                  // 더, 더는: not 더위
	phrase                 // 될 것: two words
)

// signal is one comparison or forecast word, where it counts, and the words that contain it but say
// something else (최고경영자, 전망대, 최대한).
type signal struct {
	word   string
	at     place
	except []string
}

var signals = []signal{
	// comparison
	{"보다", afterNoun, []string{"무엇보다", "뭐보다"}},
	{"더", alone, nil},
	{"더욱", wordStart, nil},
	{"가장", wordStart, []string{"가장자리"}},
	{"최고", anywhere, []string{"최고경영", "최고위", "최고책임"}},
	{"최저", anywhere, nil},
	{"최대", anywhere, []string{"최대한"}},
	{"최소", anywhere, []string{"최소한"}},
	{"역대", wordStart, nil},
	{"대비", anywhere, []string{"대비하", "대비해", "대비했", "대비한", "대비할", "대비책"}},
	{"비해", wordStart, nil},
	{"비하면", wordStart, nil},
	{"증가", anywhere, nil},
	{"감소", anywhere, nil},
	{"상승", anywhere, nil},
	{"하락", anywhere, nil},
	{"늘었", anywhere, nil},
	{"줄었", anywhere, nil},
	{"늘어", anywhere, []string{"늘어놓", "늘어져", "늘어진", "늘어서"}},
	{"줄어", anywhere, nil},
	{"높아", anywhere, nil},
	{"낮아", anywhere, nil},
	{"웃돌", anywhere, nil},
	{"밑돌", anywhere, nil},
	// forecast
	{"예상", anywhere, nil},
	{"전망", anywhere, []string{"전망대"}},
	{"예측", anywhere, nil},
	{"예정", anywhere, nil},
	{"추정", anywhere, nil},
	{"될 것", phrase, nil},
	{"할 것", phrase, nil},
	{"향후", wordStart, nil},
	{"앞으로", wordStart, nil},
	{"내년", wordStart, nil},
	{"내후년", wordStart, nil},
	{"기대된", anywhere, nil},
	{"가능성", anywhere, nil},
}

// fires decides a signal whose word occurs in s by where it stands in its word.
func (g signal) fires(s string, words []string) bool {
	if g.at == phrase {
		return true
	}
	for i, w := range words {
		if g.excepted(w) {
			continue
		}
		switch g.at {
		case anywhere:
			if strings.Contains(w, g.word) {
				return true
			}
		case wordStart:
			if strings.HasPrefix(w, g.word) {
				return true
			}
		case afterNoun:
			if comparedTo(w, g.word) {
				return true
			}
		case alone:
			if (w == g.word || w == g.word+"는" || w == g.word+"도") && !(i+1 < len(words) && words[i+1] == "이상") {
				return true // "더 이상" (no longer) compares nothing
			}
		}
	}
	return false
}

func (g signal) excepted(w string) bool {
	for _, e := range g.except {
		if strings.Contains(w, e) {
			return true
		}
	}
	return false
}

// comparedTo reports the particle 보다 after a noun: 작년보다, 예전보다는. After a verb stem (해보다,
// 먹어보다) or standing alone it is the verb "to see / to try".
func comparedTo(w, particle string) bool {
	w = strings.TrimSuffix(strings.TrimSuffix(w, "는"), "도")
	before, ok := strings.CutSuffix(w, particle)
	if !ok || before == "" {
		return false
	}
	last := []rune(before)
	switch last[len(last)-1] {
	case '아', '어', '여', '해', '워', '와', '봐', '져':
		return false
	}
	return true
}

func isPunct(r rune) bool {
	return strings.ContainsRune(".,!?…。\"'“”‘’()[]「」『』·:;~", r)
}
