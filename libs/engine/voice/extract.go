package voice

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"maltu/libs/engine/hangul"
	"maltu/libs/engine/rules"
	"maltu/libs/gate/contract"
)

// Thresholds for saying something about the writer. Below them a trait is not stated: a rule
// drawn from two sentences would be a guess.
const (
	minSentencesForRules = 4   // comma, connector and full-stop habits need this many sentences
	minCharsForAvoids    = 500 // avoided phrases need this much text to be more than chance
	maxQuote             = 60  // evidence is cut to this many characters around its point
)

// item is a candidate observation or rule with its weight; the strongest are kept.
type item struct {
	weight int
	said   said
	rule   bool // the item is said's rule, not its observation
}

// Extract states the voice of text. The result has 3 to 6 observations and 2 to 5 rules when
// the text has at least one sentence; every evidence is a verbatim part of text.
func Extract(text string) contract.Extraction {
	p := Measure(text)
	var items []item
	for _, t := range traits {
		s, ok := t.measure(p)
		if !ok {
			continue
		}
		if t.weight > 0 && s.title != "" {
			items = append(items, item{weight: t.weight, said: s})
		}
		if t.rule > 0 && s.rule.Kind != rules.Unknown {
			items = append(items, item{weight: t.rule, said: s, rule: true})
		}
	}
	x := contract.Extraction{Observations: []contract.Observation{}, Rules: []contract.Rule{}, Avoids: avoids(p)}
	// Heaviest first; a stable sort keeps equal weights in the order of the traits.
	slices.SortStableFunc(items, func(a, b item) int { return cmp.Compare(b.weight, a.weight) })
	for _, it := range items {
		switch {
		case !it.rule && len(x.Observations) < contract.ObservationsMax:
			x.Observations = append(x.Observations, it.said.asObservation())
		case it.rule && len(x.Rules) < contract.RulesOutMax && !hasRule(x.Rules, it.said.rule.Text()):
			x.Rules = append(x.Rules, it.said.asRule())
		}
	}
	for _, t := range fallbacks {
		s, ok := t.measure(p)
		if !ok {
			continue
		}
		if t.weight > 0 && s.title != "" && len(x.Observations) < contract.ObservationsMin && !hasTitle(x.Observations, s.title) {
			x.Observations = append(x.Observations, s.asObservation())
		}
		if t.rule > 0 && len(x.Rules) < contract.RulesOutMin && !hasRule(x.Rules, s.rule.Text()) {
			x.Rules = append(x.Rules, s.asRule())
		}
	}
	return x
}

// asObservation and asRule write what a trait said as the contract states an observation and a rule.
func (s said) asObservation() contract.Observation {
	return contract.Observation{Title: s.title, Evidence: s.evidence}
}

func (s said) asRule() contract.Rule {
	return contract.Rule{Rule: s.rule.Text(), Why: s.why, Evidence: s.evidence}
}

func hasTitle(os []contract.Observation, title string) bool {
	for _, o := range os {
		if o.Title == title {
			return true
		}
	}
	return false
}

func hasRule(rs []contract.Rule, text string) bool {
	for _, r := range rs {
		if r.Rule == text {
			return true
		}
	}
	return false
}

// quote cuts a verbatim excerpt of at most maxQuote characters from s around focus, at word
// boundaries.
func quote(s, focus string) string {
	if utf8.RuneCountInString(s) <= maxQuote {
		return s
	}
	at := strings.Index(s, focus)
	if at < 0 || focus == "" {
		at = 0
	}
	words := strings.Split(s, " ")
	// Find the word holding the focus, then grow the window both ways while it fits.
	pos, first := 0, 0
	for i, w := range words {
		if pos+len(w) > at {
			first = i
			break
		}
		pos += len(w) + 1
	}
	lo, hi := first, first+1
	size := func(a, b int) int { return utf8.RuneCountInString(strings.Join(words[a:b], " ")) }
	for {
		grown := false
		if hi < len(words) && size(lo, hi+1) <= maxQuote {
			hi, grown = hi+1, true
		}
		if lo > 0 && size(lo-1, hi) <= maxQuote {
			lo, grown = lo-1, true
		}
		if !grown {
			break
		}
	}
	out := strings.Join(words[lo:hi], " ")
	if utf8.RuneCountInString(out) > maxQuote {
		return string([]rune(out)[:maxQuote])
	}
	return out
}

// find is the first sentence that satisfies ok, or "".
func find(p Profile, ok func(string) bool) string {
	for _, s := range p.Sentences {
		if ok(s) {
			return s
		}
	}
	return ""
}

// mostlyHangul reports whether at least half of the letters in text are Hangul.
func mostlyHangul(text string) bool {
	letters, hangulCount := 0, 0
	for _, r := range text {
		if unicode.IsLetter(r) {
			letters++
			if unicode.Is(unicode.Hangul, r) {
				hangulCount++
			}
		}
	}
	return hangulCount*2 >= letters
}

// indexOf is the first sentence index that satisfies ok, or 0.
func indexOf(p Profile, ok func(int) bool) int {
	for i := range p.Sentences {
		if ok(i) {
			return i
		}
	}
	return 0
}

// enough is how many uses make a habit: two, or one in a text of three sentences or fewer.
func enough(n int, p Profile) bool { return n >= 2 || (n == 1 && len(p.Sentences) <= 3) }

// avoids lists the catalogued tells a long text never uses.
func avoids(p Profile) []contract.Avoid {
	out := []contract.Avoid{}
	if p.Chars < minCharsForAvoids || len(p.Sentences) < 2*minSentencesForRules {
		return out
	}
	for _, t := range rules.Tells {
		if t.Uses(p.Text) || len(out) == contract.AvoidsMax {
			continue
		}
		out = append(out, contract.Avoid{Phrase: t.Phrase, Why: fmt.Sprintf("글 %d자에서 한 번도 쓰지 않았어요", p.Chars)})
	}
	return out
}

// Particles after a word, chosen by how the word ends: 반말이에요, 해요체예요.
func subject(w string) string { return w + pick(w, "이", "가") }
func object(w string) string  { return w + pick(w, "을", "를") }
func copula(w string) string  { return w + pick(w, "이에요", "예요") }

// means attaches 으로/로: 반말로, 해요체로, '근데'로.
func means(w string) string {
	if hangul.TakesRo(w) {
		return w + "로"
	}
	return w + "으로"
}

func pick(w, consonant, vowel string) string {
	if hangul.EndsInConsonant(w) {
		return consonant
	}
	return vowel
}
