package voice

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"maltu/libs/engine/hangul"
	"maltu/libs/engine/internal/wordlist"
	"maltu/libs/engine/rules"
	"maltu/libs/engine/speech"
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
	obs    *contract.Observation
	rule   *contract.Rule
}

// Extract states the voice of text. The result has 3 to 6 observations and 2 to 5 rules when
// the text has at least one sentence; every evidence is a verbatim part of text.
func Extract(text string) contract.Extraction {
	p := Measure(text)
	var items []item
	for _, f := range []func(Profile) []item{level, length, commas, openers, laughter, stops, persons, hedging, questions, plainness, punctuation, lines, colour, linking, figures} {
		items = append(items, f(p)...)
	}
	x := contract.Extraction{Observations: []contract.Observation{}, Rules: []contract.Rule{}, Avoids: avoids(p)}
	// Heaviest first; a stable sort keeps equal weights in the order of the traits.
	slices.SortStableFunc(items, func(a, b item) int { return cmp.Compare(b.weight, a.weight) })
	for _, it := range items {
		switch {
		case it.obs != nil && len(x.Observations) < contract.ObservationsMax:
			x.Observations = append(x.Observations, *it.obs)
		case it.rule != nil && len(x.Rules) < contract.RulesOutMax && !hasRule(x.Rules, it.rule.Rule):
			x.Rules = append(x.Rules, *it.rule)
		}
	}
	return x
}

func hasRule(rs []contract.Rule, text string) bool {
	for _, r := range rs {
		if r.Rule == text {
			return true
		}
	}
	return false
}

func observe(weight int, title, evidence string) item {
	return item{weight: weight, obs: &contract.Observation{Title: title, Evidence: evidence}}
}

func rule(weight int, r rules.Rule, why, evidence string) item {
	return item{weight: weight, rule: &contract.Rule{Rule: r.Text(), Why: why, Evidence: evidence}}
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

var levelNames = map[speech.Level]string{
	speech.Formal: "합니다체", speech.Polite: "해요체", speech.Plain: "'-다'체", speech.Casual: "반말",
}

func level(p Profile) []item {
	lvl, n := p.Dominant()
	total := len(p.Sentences)
	if total == 0 {
		return nil
	}
	if lvl == speech.Unknown || n*3 < total {
		// Most sentences end in a noun or an ending the engine does not read.
		k := p.Levels[speech.Unknown]
		ev := quote(p.Sentences[indexOf(p, func(i int) bool { return p.Ends[i].Level == speech.Unknown })], "")
		if !mostlyHangul(p.Text) {
			return []item{observe(80, "한국어 문장이 거의 없어 말끝의 높임 수준을 읽지 못했어요", ev)}
		}
		return []item{observe(80, fmt.Sprintf("문장 %d개 중 %d개를 서술어 없이 명사나 짧은 어구로 끝내요", total, k), ev)}
	}
	labels := map[string]int{}
	for _, e := range p.Ends {
		if e.Level == lvl {
			labels[e.Label]++
		}
	}
	var named []string
	for _, l := range keys(labels) {
		if len(named) < 2 {
			named = append(named, "'"+l+"'")
		}
	}
	first := keys(labels)[0]
	evidence := quote(p.Sentences[indexOf(p, func(i int) bool { return p.Ends[i].Label == first && p.Ends[i].Level == lvl })], "")
	if n*10 < total*6 {
		return []item{observe(80, fmt.Sprintf("말끝이 한 가지로 고정되지 않아요: %s 문장 %d개 중 %d개이고 나머지는 다른 어미예요", subject(levelNames[lvl]), total, n), evidence)}
	}
	title := fmt.Sprintf("문장 %d개 중 %d개를 %s 맺어요(주로 %s)", total, n, means(levelNames[lvl]), strings.Join(named, ", "))
	why := fmt.Sprintf("문장 %d개 중 %d개가 %s", total, n, copula(levelNames[lvl]))
	return []item{
		observe(100, title, evidence),
		rule(100, rules.Rule{Kind: rules.Level, Level: lvl}, why, evidence),
	}
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

// colour: the degree words a writer leans on (진짜, 너무, 살짝).
func colour(p Profile) []item {
	w, n := top(p.Adverbs, adverbs)
	if !enough(n, p) {
		return nil
	}
	ev := quote(find(p, func(s string) bool { return strings.Contains(s, w) }), w)
	return []item{observe(38, fmt.Sprintf("%s 같은 정도 부사로 느낌을 더해요(%d번)", "'"+w+"'", n), ev)}
}

// linking: the clause ending a writer strings sentences on with (-는데, -고).
func linking(p Profile) []item {
	l, n := top(p.Links, links)
	if !enough(n, p) {
		return nil
	}
	ev := ""
	for _, s := range p.Sentences {
		for _, w := range strings.Fields(s) {
			if strings.HasSuffix(strings.TrimRight(w, ","), l) && ev == "" {
				ev = quote(s, w)
			}
		}
	}
	return []item{observe(18, fmt.Sprintf("연결 어미 '-%s'로 문장을 이어 가요(%d번)", l, n), ev)}
}

// figures: a writer who argues with numbers.
func figures(p Profile) []item {
	total, with := len(p.Sentences), 0
	for _, s := range p.Sentences {
		if strings.ContainsAny(s, "0123456789") {
			with++
		}
	}
	if total < minSentencesForRules || with*5 < total*2 {
		return nil
	}
	ev := quote(find(p, func(s string) bool { return strings.ContainsAny(s, "0123456789") }), "")
	return []item{observe(58, fmt.Sprintf("수치를 들어 구체적으로 말해요(문장 %d개 중 %d개에 숫자)", total, with), ev)}
}

// punctuation is always there to say, so a short text still gets three observations.
func punctuation(p Profile) []item {
	total := len(p.Sentences)
	ended := 0
	for _, s := range p.Sentences {
		if strings.HasSuffix(strings.TrimSpace(s), ".") {
			ended++
		}
	}
	if total == 0 {
		return nil
	}
	if ended*2 < total {
		if p.NoStop == total {
			return []item{observe(15, "문장부호 없이 말을 이어 써요", quote(p.Sentences[0], ""))}
		}
		return nil
	}
	ev := quote(find(p, func(s string) bool { return strings.HasSuffix(strings.TrimSpace(s), ".") }), "")
	return []item{observe(15, fmt.Sprintf("문장을 마침표로 또박또박 끝내요(문장 %d개 중 %d개)", total, ended), ev)}
}

// lines: a writer who breaks the line after a sentence or two writes for the screen.
func lines(p Profile) []item {
	breaks := strings.Count(strings.TrimSpace(p.Text), "\n")
	total := len(p.Sentences)
	if total < minSentencesForRules || breaks*2 < total {
		return nil
	}
	return []item{observe(30, fmt.Sprintf("한두 문장마다 줄을 바꿔요(문장 %d개, 줄바꿈 %d번)", total, breaks), quote(p.Sentences[0], ""))}
}

func length(p Profile) []item {
	if len(p.Lengths) == 0 {
		return nil
	}
	mean := p.MeanLength()
	lo, hi := p.Lengths[0], p.Lengths[0]
	for _, n := range p.Lengths {
		lo, hi = min(lo, n), max(hi, n)
	}
	distance := func(s string, target int) int { n := utf8.RuneCountInString(s); return max(n-target, target-n) }
	closest := func(target int) string {
		best := p.Sentences[0]
		for _, s := range p.Sentences {
			if distance(s, target) < distance(best, target) {
				best = s
			}
		}
		return best
	}
	typical := quote(closest(mean), "")
	var out []item
	switch {
	case mean <= 30:
		out = append(out, observe(70, fmt.Sprintf("문장이 짧아요: 평균 %d자, 가장 긴 문장도 %d자예요", mean, hi), typical))
		chars := max(15, (mean+2)/5*5)
		out = append(out, rule(70, rules.Rule{Kind: rules.Short, Chars: chars}, fmt.Sprintf("문장이 평균 %d자로 짧아요", mean), typical))
	case mean >= 55:
		long := quote(closest(hi), "")
		out = append(out, observe(60, fmt.Sprintf("문장을 길게 이어 써요: 평균 %d자예요", mean), long))
		out = append(out, rule(5, rules.Rule{Kind: rules.Short, Chars: min(120, (mean+2)/5*5)}, fmt.Sprintf("문장이 평균 %d자로 길어요", mean), long))
	default:
		out = append(out, observe(40, fmt.Sprintf("문장 길이는 평균 %d자로 보통이에요", mean), typical))
		// A length rule is the fallback when the text shows too little else.
		out = append(out, rule(5, rules.Rule{Kind: rules.Short, Chars: (mean + 2) / 5 * 5}, fmt.Sprintf("문장이 평균 %d자예요", mean), typical))
	}
	if len(p.Lengths) >= minSentencesForRules && hi >= 3*lo && hi-lo >= 30 {
		out = append(out, observe(55, fmt.Sprintf("짧은 문장과 긴 문장을 섞어 리듬을 만들어요(%d자에서 %d자까지)", lo, hi), quote(closest(lo), "")))
	}
	return out
}

func commas(p Profile) []item {
	total := len(p.Sentences)
	if total < minSentencesForRules {
		return nil
	}
	switch {
	case p.WithComma*10 <= total:
		long := p.Sentences[0]
		for _, s := range p.Sentences {
			if !strings.Contains(s, ",") && utf8.RuneCountInString(s) > utf8.RuneCountInString(long) {
				long = s
			}
		}
		ev := quote(long, "")
		title := fmt.Sprintf("쉼표를 거의 쓰지 않아요: 문장 %d개 중 %d개에만 있어요", total, p.WithComma)
		if p.WithComma == 0 {
			title = fmt.Sprintf("쉼표를 한 번도 쓰지 않아요(문장 %d개)", total)
		}
		return []item{
			observe(50, title, ev),
			rule(45, rules.Rule{Kind: rules.FewerCommas}, "긴 문장도 쉼표 없이 이어 써요", ev),
		}
	case p.WithComma*2 >= total:
		ev := quote(find(p, func(s string) bool { return strings.Contains(s, ",") }), ",")
		return []item{
			observe(50, fmt.Sprintf("쉼표로 호흡을 자주 끊어요: 문장 %d개 중 %d개에 쉼표가 있어요", total, p.WithComma), ev),
			rule(45, rules.Rule{Kind: rules.MoreCommas}, "쉼표를 자주 찍어요", ev),
		}
	}
	return nil
}

func openers(p Profile) []item {
	total := len(p.Sentences)
	word, n := "", 0
	for _, w := range keys(p.Openers) {
		word, n = w, p.Openers[w]
		break
	}
	switch {
	case n >= 2:
		ev := quote(find(p, func(s string) bool { w, _, _ := rules.Opening(s); return w == word }), word)
		return []item{
			observe(65, fmt.Sprintf("문장을 %s 자주 시작해요(%d번)", means("'"+word+"'"), n), ev),
			rule(65, rules.Rule{Kind: rules.Connector, Word: word}, fmt.Sprintf("문장 첫머리에 %s %d번 썼어요", object("'"+word+"'"), n), ev),
		}
	case len(p.Openers) >= 3:
		used := keys(p.Openers)[:3]
		ev := quote(find(p, func(s string) bool { w, _, _ := rules.Opening(s); return w == used[0] }), used[0])
		return []item{observe(45, fmt.Sprintf("문장 첫머리에 '%s' 같은 접속어를 골라 써서 논리를 나눠요", strings.Join(used, "', '")), ev)}
	case total >= 8 && len(p.Openers) <= 1:
		ev := quote(p.Sentences[0], "")
		return []item{
			observe(35, "접속사 없이 문장을 바로 시작해요", ev),
			rule(30, rules.Rule{Kind: rules.FewerConnectors}, fmt.Sprintf("문장 %d개 중 접속사로 시작한 문장이 거의 없어요", total), ev),
		}
	}
	return nil
}

func laughter(p Profile) []item {
	mark, n := top(p.Marks, marks)
	var out []item
	if n >= 2 {
		ev := quote(find(p, func(s string) bool { return strings.Contains(s, mark) }), mark)
		title := fmt.Sprintf("웃음 표시 '%s'를 자주 붙여 말투를 가볍게 해요(%d번)", mark, n)
		if mark == "ㅠㅠ" || mark == "ㅜㅜ" {
			title = fmt.Sprintf("'%s'로 아쉽거나 속상한 마음을 드러내요(%d번)", mark, n)
		}
		out = append(out, observe(75, title, ev))
		if mark == "ㅋㅋ" || mark == "ㅎㅎ" || mark == "^^" {
			out = append(out, rule(75, rules.Rule{Kind: rules.Laugh, Word: mark}, fmt.Sprintf("글에 %s %d번 나와요", subject("'"+mark+"'"), n), ev))
		}
	}
	if total := len(p.Sentences); p.Exclaims >= 2 && p.Exclaims*5 >= total {
		ev := quote(find(p, func(s string) bool { return strings.HasSuffix(strings.TrimSpace(s), "!") }), "!")
		out = append(out, observe(45, fmt.Sprintf("느낌표로 감정을 드러내요(문장 %d개 중 %d개)", total, p.Exclaims), ev))
	}
	return out
}

func stops(p Profile) []item {
	total := len(p.Sentences)
	if total < minSentencesForRules || p.NoStop*10 < total*6 {
		return nil
	}
	ev := quote(find(p, func(s string) bool { return !strings.ContainsAny(s[len(s)-1:], ".!?") }), "")
	return []item{
		observe(72, fmt.Sprintf("마침표 없이 말을 끝내요(문장 %d개 중 %d개)", total, p.NoStop), ev),
		rule(72, rules.Rule{Kind: rules.NoPeriod}, "메신저처럼 문장 끝에 마침표를 찍지 않아요", ev),
	}
}

var personWords = map[string]string{"저": "저는", "나": "나는", "우리": "우리", "저희": "저희"}

func persons(p Profile) []item {
	form, n := top(p.Persons, []string{"저", "나", "저희", "우리"})
	if n < 2 {
		return nil
	}
	ev := ""
	for _, s := range p.Sentences {
		for _, w := range strings.Fields(s) {
			if firstPerson[strings.TrimRight(w, ",.!?~")] == form && ev == "" {
				ev = quote(s, w)
			}
		}
	}
	return []item{
		observe(42, fmt.Sprintf("자신을 %s 가리켜요(%d번)", means("'"+form+"'"), n), ev),
		rule(35, rules.Rule{Kind: rules.Person, Word: form}, fmt.Sprintf("'%s' 같은 1인칭을 %d번 썼어요", personWords[form], n), ev),
	}
}

// enough is how many uses make a habit: two, or one in a text of three sentences or fewer.
func enough(n int, p Profile) bool { return n >= 2 || (n == 1 && len(p.Sentences) <= 3) }

func hedging(p Profile) []item {
	h, n := top(p.Hedges, hedges)
	if !enough(n, p) {
		return nil
	}
	ev := quote(find(p, func(s string) bool { return strings.Contains(s, h) }), h)
	return []item{observe(48, fmt.Sprintf("'%s…'처럼 단정을 피하는 표현을 써요(%d번)", strings.TrimSpace(h), n), ev)}
}

func questions(p Profile) []item {
	total := len(p.Sentences)
	if total < minSentencesForRules || p.Questions < 2 || p.Questions*5 < total {
		return nil
	}
	ev := quote(find(p, func(s string) bool { return strings.HasSuffix(strings.TrimSpace(s), "?") }), "?")
	return []item{observe(44, fmt.Sprintf("읽는 사람에게 질문을 던지며 써요(문장 %d개 중 %d개)", total, p.Questions), ev)}
}

// plainness: a long text without any catalogued tell asks the rewrite to drop them too.
func plainness(p Profile) []item {
	if p.Chars < minCharsForAvoids/2 {
		return nil
	}
	for _, t := range rules.Tells {
		if t.Uses(p.Text) {
			return nil
		}
	}
	plain := []string{"이런", "그래서", "그리고", "으로", "에서"}
	ev := quote(find(p, func(s string) bool { return wordlist.Has(s, plain) }), "")
	if ev == "" {
		ev = quote(p.Sentences[0], "")
	}
	return []item{rule(25, rules.Rule{Kind: rules.PlainKorean}, fmt.Sprintf("글 %d자에 '또한', '~을 통해' 같은 번역투가 한 번도 없어요", p.Chars), ev)}
}

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
