package voice

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"maltu/libs/engine/hangul"
	"maltu/libs/engine/internal/wordlist"
	"maltu/libs/engine/rules"
	"maltu/libs/engine/speech"
)

// trait is one thing the extraction can say about a writer: the weight of its observation and
// of its rule rank it against the others (the heaviest are kept; 0 states none of that kind),
// and measure reads it in a profile.
type trait struct {
	name    string
	weight  int // the observation's
	rule    int // the rule's
	measure func(Profile) (said, bool)
}

// said is what a trait found: an observation's title, a rule and the reason for it (a zero Rule
// is none), and the verbatim evidence both quote.
type said struct {
	title    string
	rule     rules.Rule
	why      string
	evidence string
}

// traits in the order that breaks ties between equal weights. Where a trait has exclusive
// forms (a short, long or usual sentence length), each form is a row.
var traits = []trait{
	{"level-unread", 80, 0, levelUnread},
	{"terse", 80, 0, terseNotes},
	{"level-mixed", 80, 0, levelMixed},
	{"level", 100, 100, levelFixed},
	{"numbered", 60, 0, numbered},
	{"short-sentences", 70, 70, shortSentences},
	{"long-sentences", 60, 5, longSentences},
	{"usual-sentences", 40, 5, usualSentences},
	{"rhythm", 55, 0, rhythm},
	{"few-commas", 50, 45, fewCommas},
	{"many-commas", 50, 45, manyCommas},
	{"one-connector", 65, 65, oneConnector},
	{"varied-connectors", 45, 0, variedConnectors},
	{"no-connectors", 35, 30, noConnectors},
	{"laughter", 75, 75, laughter},
	{"emoji", 62, 0, emoji},
	{"linking-habit", 52, 0, linkingHabit},
	{"exclaims", 45, 0, exclaims},
	{"latin", 40, 0, latin},
	{"no-stops", 72, 72, noStops},
	{"person", 42, 35, person},
	{"addressing", 60, 0, addressed},
	{"quotations", 56, 0, quotations},
	{"hedging", 48, 0, hedging},
	{"questions", 44, 0, questions},
	{"plain-korean", 0, 25, plainKorean},
	{"punctuation", 15, 0, punctuation},
	{"lines", 30, 0, lines},
	{"colour", 38, 0, colour},
	{"linking", 18, 0, linking},
	{"figures", 58, 0, figures},
}

// fallbacks are asked, in this order, only when the traits leave fewer observations or rules
// than the contract's minimum, as a short text does: each states what a text shows however
// short it is (no comma at all, no translationese, the level most of its sentences share).
var fallbacks = []trait{
	{"no-commas", 1, 1, noCommas},
	{"no-tells", 0, 1, noTells},
	{"level-most", 0, 1, levelMost},
}

// unread says whether the text shows no speech level: most sentences end in a noun or an
// ending the engine does not read.
func unread(p Profile) bool {
	lvl, n := p.Dominant()
	return lvl == speech.Unknown || n*3 < p.narrated()
}

// narrated is how many sentences are the writer's own: all but those quoted whole.
func (p Profile) narrated() int { return len(p.Sentences) - p.Quoted }

// besidesQuoted says, after a count of sentences at a level, that n of the others are quotations
// and so at no level of the writer's: nothing when there are none.
func besidesQuoted(p Profile, atLevel int) string {
	switch {
	case p.Quoted == 0:
		return ""
	case atLevel+p.Quoted == len(p.Sentences):
		return fmt.Sprintf(", 나머지 %d개는 따옴표 속 말이에요", p.Quoted)
	}
	return fmt.Sprintf(", 나머지 가운데 %d개는 따옴표 속 말이에요", p.Quoted)
}

func levelUnread(p Profile) (said, bool) {
	total := len(p.Sentences)
	if total == 0 || !unread(p) {
		return said{}, false
	}
	ev := quote(p.Sentences[indexOf(p, func(i int) bool { return p.Ends[i].Level == speech.Unknown })], "")
	if !mostlyHangul(p.Text) {
		return said{title: "한국어 문장이 거의 없어 말끝의 높임 수준을 읽지 못했어요", evidence: ev}, true
	}
	// Sentences in 개조식 end in a predicate all the same; terseNotes states them. The
	// predicates there are may each end differently (미쳤다, 타자, 뜯음; 팝니다, 없음, 주세요):
	// no level holds them, whether or not noun lines hold a third, unless 개조식 holds half.
	bare := p.Levels[speech.Unknown] - p.Terse - p.Quoted
	kinds := predicateKinds(p)
	if bare*3 < total && (len(kinds) < 2 || p.Terse*2 >= total) {
		return said{}, false
	}
	ev = quote(p.Sentences[indexOf(p, func(i int) bool {
		return p.Ends[i].Level == speech.Unknown && p.Ends[i].Label != terseLabel && p.Ends[i].Label != quotedLabel
	})], "")
	title := fmt.Sprintf("문장 %d개 중 %d개를 서술어 없이 명사나 짧은 어구로 끝내요", total, bare)
	switch {
	case len(kinds) >= 2 && bare == 0:
		title = fmt.Sprintf("말끝이 한 가지로 고정되지 않아요: 문장 %d개 중 %s예요", total, strings.Join(kinds, ", "))
	case len(kinds) >= 2:
		title = fmt.Sprintf("말끝이 한 가지로 고정되지 않아요: 문장 %d개 중 %s이고 %d개는 서술어 없이 끝나요", total, strings.Join(kinds, ", "), bare)
	}
	return said{title: title, evidence: ev}, true
}

// predicateKinds counts the sentences at each level and in 개조식, most first: "'-다'체 2개".
func predicateKinds(p Profile) []string {
	counts := map[string]int{}
	for _, l := range speech.Levels {
		counts[l.Voice()] = p.Levels[l]
	}
	counts[terseLabel] = p.Terse
	var out []string
	for _, k := range keys(counts) {
		out = append(out, fmt.Sprintf("%s %d개", k, counts[k]))
	}
	return out
}

// terseNotes: a writer of notes ends in the -음 form (완료함, 있음) or a bare noun (확인 필요).
func terseNotes(p Profile) (said, bool) {
	total := len(p.Sentences)
	if p.Terse < 2 || p.Terse*3 < total {
		return said{}, false
	}
	var words []string
	ev := ""
	for _, s := range p.Sentences {
		if w, ok := terseWord(s); ok && len(words) < 2 && !slices.Contains(words, w) {
			words = append(words, "'"+w+"'")
			if ev == "" {
				ev = quote(s, w)
			}
		}
	}
	return said{title: fmt.Sprintf("문장 %d개 중 %d개를 %s처럼 개조식으로 끝내요", total, p.Terse, strings.Join(words, ", ")), evidence: ev}, true
}

// levelEndings are the endings of the dominant level, most used first, and a sentence that
// shows the most used one.
func levelEndings(p Profile, lvl speech.Level) ([]string, map[string]int, string) {
	labels := map[string]int{}
	for _, e := range p.Ends {
		if e.Level == lvl {
			labels[e.Label]++
		}
	}
	used := keys(labels)
	evidence := quote(p.Sentences[indexOf(p, func(i int) bool { return p.Ends[i].Label == used[0] && p.Ends[i].Level == lvl })], "")
	return used, labels, evidence
}

func levelMixed(p Profile) (said, bool) {
	lvl, n := p.Dominant()
	total := len(p.Sentences)
	if total == 0 || unread(p) || n*10 >= p.narrated()*6 {
		return said{}, false
	}
	_, _, ev := levelEndings(p, lvl)
	if p.Terse > 0 {
		return said{title: fmt.Sprintf("말끝이 한 가지로 고정되지 않아요: 문장 %d개 중 %s %d개, '-음' 같은 개조식이 %d개예요", total, lvl.Voice(), n, p.Terse), evidence: ev}, true
	}
	// The rest may end in other endings or in no predicate at all (a poem's 떨어진 은행잎); each
	// is named for what it is.
	head := fmt.Sprintf("말끝이 한 가지로 고정되지 않아요: %s 문장 %d개 중 %d개", subject(lvl.Voice()), total, n)
	bare := p.Levels[speech.Unknown] - p.Quoted
	switch other := total - n - bare; {
	case bare == 0:
		return said{title: head + "이고 나머지는 다른 어미예요", evidence: ev}, true
	case other == 0:
		return said{title: fmt.Sprintf("%s이고 나머지 %d개는 서술어 없이 명사나 어구로 끝나요", head, bare), evidence: ev}, true
	}
	return said{title: fmt.Sprintf("%s, 다른 어미가 %d개, 서술어 없이 끝나는 문장이 %d개예요", head, total-n-bare, bare), evidence: ev}, true
}

// levelMost asks for the level most sentences end in, even when they are few or mixed; the
// reason says how many.
func levelMost(p Profile) (said, bool) {
	lvl, n := p.Dominant()
	if n == 0 {
		return said{}, false
	}
	_, _, ev := levelEndings(p, lvl)
	return said{
		rule:     rules.Rule{Kind: rules.Level, Level: lvl},
		why:      fmt.Sprintf("문장 %d개 중 %d개가 %s", len(p.Sentences), n, copula(lvl.Voice())),
		evidence: ev,
	}, true
}

func levelFixed(p Profile) (said, bool) {
	lvl, n := p.Dominant()
	total := len(p.Sentences)
	if total == 0 || unread(p) || n*10 < p.narrated()*6 {
		return said{}, false
	}
	used, counts, ev := levelEndings(p, lvl)
	var named []string
	for i, l := range used[:min(2, len(used))] {
		// A second ending used once is no habit: 주로 '-ㄹ까' would say what the text does not.
		if i == 0 || counts[l] >= 2 {
			named = append(named, "'"+l+"'")
		}
	}
	return said{
		title:    fmt.Sprintf("문장 %d개 중 %d개를 %s 맺어요(주로 %s)%s", total, n, means(lvl.Voice()), strings.Join(named, ", "), besidesQuoted(p, n)),
		rule:     rules.Rule{Kind: rules.Level, Level: lvl},
		why:      fmt.Sprintf("문장 %d개 중 %d개가 %s", total, n, copula(lvl.Voice())),
		evidence: ev,
	}, true
}

// lengths are a text's sentence lengths: the mean, the shortest and the longest, and the sentence
// closest in length to a target.
type lengths struct {
	mean, lo, hi int
	closest      func(int) string
}

// lengthsOf reads them; a text without sentences has none.
func lengthsOf(p Profile) (lengths, bool) {
	if len(p.Lengths) == 0 {
		return lengths{}, false
	}
	l := lengths{mean: p.MeanLength(), lo: p.Lengths[0], hi: p.Lengths[0]}
	for _, n := range p.Lengths {
		l.lo, l.hi = min(l.lo, n), max(l.hi, n)
	}
	distance := func(i, target int) int { return max(p.Lengths[i]-target, target-p.Lengths[i]) }
	l.closest = func(target int) string {
		best := 0
		for i := range p.Lengths {
			if distance(i, target) < distance(best, target) {
				best = i
			}
		}
		return p.Sentences[best]
	}
	return l, true
}

func shortSentences(p Profile) (said, bool) {
	l, ok := lengthsOf(p)
	if !ok || l.mean > 30 {
		return said{}, false
	}
	return said{title: fmt.Sprintf("문장이 짧아요: 평균 %d자, 가장 긴 문장도 %d자예요", l.mean, l.hi),
		rule: rules.Rule{Kind: rules.Short, Chars: max(15, (l.mean+2)/5*5)}, why: fmt.Sprintf("문장이 평균 %d자로 짧아요", l.mean),
		evidence: quote(l.closest(l.mean), "")}, true
}

func longSentences(p Profile) (said, bool) {
	l, ok := lengthsOf(p)
	if !ok || l.mean < 55 {
		return said{}, false
	}
	return said{title: fmt.Sprintf("문장을 길게 이어 써요: 평균 %d자예요", l.mean),
		rule: rules.Rule{Kind: rules.Short, Chars: min(120, (l.mean+2)/5*5)}, why: fmt.Sprintf("문장이 평균 %d자로 길어요", l.mean),
		evidence: quote(l.closest(l.hi), "")}, true
}

// usualSentences states the length in between; its rule is the fallback when the text shows
// too little else.
func usualSentences(p Profile) (said, bool) {
	l, ok := lengthsOf(p)
	if !ok || l.mean <= 30 || l.mean >= 55 {
		return said{}, false
	}
	return said{title: fmt.Sprintf("문장 길이는 평균 %d자로 보통이에요", l.mean),
		rule: rules.Rule{Kind: rules.Short, Chars: (l.mean + 2) / 5 * 5}, why: fmt.Sprintf("문장이 평균 %d자예요", l.mean),
		evidence: quote(l.closest(l.mean), "")}, true
}

func rhythm(p Profile) (said, bool) {
	l, ok := lengthsOf(p)
	if !ok || len(p.Lengths) < minSentencesForRules {
		return said{}, false
	}
	// A sentence of one word is a formula (감사합니다.), the first sentence opens the text (a
	// heading, a greeting, the title taken up: 제목 그대로입니다.) and a last line of one sentence
	// is a sign-off (김지은 드림): none is a beat of the writer's rhythm. A heading set off by a
	// blank line is followed by the greeting (구청 담당자님께., 오빠 안녕!!), and a sign-off set off
	// so is preceded by the closing (앞으로 잘 부탁드립니다.): these frame the letter too.
	text := strings.TrimSpace(p.Text)
	last := text[strings.LastIndex(text, "\n")+1:]
	n := len(p.Sentences)
	first, end := 1, n-1
	if head, _, ok := strings.Cut(text, "\n\n"); ok && n > 0 && strings.TrimSpace(head) == strings.TrimSpace(p.Sentences[0]) {
		first = 2
	}
	if i := strings.LastIndex(text, "\n\n"); i >= 0 && n > 0 && strings.TrimSpace(text[i:]) == strings.TrimSpace(p.Sentences[n-1]) {
		end = n - 2
	}
	lo, short := l.hi, ""
	for i, s := range p.Sentences {
		s = strings.TrimSpace(s)
		framing := i < first || i >= end && strings.TrimSpace(last) == strings.TrimSpace(p.Sentences[n-1])
		if !framing && strings.Contains(s, " ") && p.Lengths[i] < lo {
			lo, short = p.Lengths[i], s
		}
	}
	if short == "" || l.hi < 3*lo || l.hi-lo < 30 {
		return said{}, false
	}
	return said{title: fmt.Sprintf("짧은 문장과 긴 문장을 섞어 리듬을 만들어요(%d자에서 %d자까지)", lo, l.hi), evidence: quote(short, "")}, true
}

func fewCommas(p Profile) (said, bool) {
	total := len(p.Sentences)
	if total < minSentencesForRules || p.WithComma*10 > total {
		return said{}, false
	}
	return commaless(p), true
}

// noCommas: a text without a single comma, however short, asks for none.
func noCommas(p Profile) (said, bool) {
	if len(p.Sentences) == 0 || p.WithComma > 0 {
		return said{}, false
	}
	return commaless(p), true
}

// commaless states the habit, quoting the longest sentence without a comma.
func commaless(p Profile) said {
	total := len(p.Sentences)
	long := 0
	for i, s := range p.Sentences {
		if !hasComma(s) && p.Lengths[i] > p.Lengths[long] {
			long = i
		}
	}
	title := fmt.Sprintf("쉼표를 거의 쓰지 않아요: 문장 %d개 중 %d개에만 있어요", total, p.WithComma)
	if p.WithComma == 0 {
		title = fmt.Sprintf("쉼표를 한 번도 쓰지 않아요(문장 %d개)", total)
	}
	return said{title: title, rule: rules.Rule{Kind: rules.FewerCommas}, why: "긴 문장도 쉼표 없이 이어 써요", evidence: quote(p.Sentences[long], "")}
}

func manyCommas(p Profile) (said, bool) {
	total := len(p.Sentences)
	if total < minSentencesForRules || p.WithComma*10 <= total || p.WithComma*2 < total {
		return said{}, false
	}
	return said{
		title:    fmt.Sprintf("쉼표로 호흡을 자주 끊어요: 문장 %d개 중 %d개에 쉼표가 있어요", total, p.WithComma),
		rule:     rules.Rule{Kind: rules.MoreCommas},
		why:      "쉼표를 자주 찍어요",
		evidence: quote(find(p, hasComma), ","),
	}, true
}

// topOpener is the connector that opens most sentences and how often it does.
func topOpener(p Profile) (string, int) {
	for _, w := range keys(p.Openers) {
		return w, p.Openers[w]
	}
	return "", 0
}

// opening is the first sentence that opens with word, a connector or a signpost.
func opening(p Profile, word string) string {
	return quote(find(p, func(s string) bool {
		w, _ := opener(s)
		v, _ := signpost(s)
		return w == word || v == word
	}), word)
}

func oneConnector(p Profile) (said, bool) {
	word, n := topOpener(p)
	if n < 2 {
		return said{}, false
	}
	return said{
		title:    fmt.Sprintf("문장을 %s 자주 시작해요(%d번)", means("'"+word+"'"), n),
		rule:     rules.Rule{Kind: rules.Connector, Word: word},
		why:      fmt.Sprintf("문장 첫머리에 %s %d번 썼어요", object("'"+word+"'"), n),
		evidence: opening(p, word),
	}, true
}

// openings counts the connectors and the signposts (첫째, 특히) that open sentences: a reader
// hears both order the argument, though only connectors are rules.
func openings(p Profile) map[string]int {
	all := maps.Clone(p.Openers)
	maps.Copy(all, p.Signposts)
	return all
}

func variedConnectors(p Profile) (said, bool) {
	all := openings(p)
	if _, n := topOpener(p); n >= 2 || len(all) < 3 {
		return said{}, false
	}
	used := keys(all)[:3]
	return said{title: fmt.Sprintf("문장 첫머리에 '%s' 같은 접속어를 골라 써서 논리를 나눠요", strings.Join(used, "', '")), evidence: opening(p, used[0])}, true
}

// opened is how many sentences open with a connector.
func opened(p Profile) int {
	n := 0
	for _, c := range p.Openers {
		n += c
	}
	return n
}

func connectorless(total, opened int) string {
	if opened == 0 {
		return fmt.Sprintf("접속사로 여는 문장이 하나도 없어요(문장 %d개)", total)
	}
	return fmt.Sprintf("접속사로 여는 문장이 거의 없어요(문장 %d개 중 %d개)", total, opened)
}

func noConnectors(p Profile) (said, bool) {
	total := len(p.Sentences)
	if _, n := topOpener(p); n >= 2 || total < 8 || len(openings(p)) > 1 {
		return said{}, false
	}
	return said{
		title:    connectorless(total, opened(p)),
		rule:     rules.Rule{Kind: rules.FewerConnectors},
		why:      fmt.Sprintf("문장 %d개 중 접속사로 시작한 문장이 거의 없어요", total),
		evidence: quote(p.Sentences[0], ""),
	}, true
}

// laughter gives a rule only for the marks that lighten a text (ㅋㅋ, ㅎㅎ, ^^); ㅠㅠ and ㅜㅜ
// are a feeling, stated but not asked for.
func laughter(p Profile) (said, bool) {
	mark, n := top(p.Marks, marks)
	if n < 2 {
		return said{}, false
	}
	s := said{
		title:    fmt.Sprintf("웃음 표시 '%s'를 자주 붙여 말투를 가볍게 해요(%d번)", mark, n),
		evidence: quote(find(p, func(s string) bool { return strings.Contains(s, mark) }), mark),
	}
	switch mark {
	case "ㅠㅠ", "ㅜㅜ":
		s.title = fmt.Sprintf("'%s'로 아쉽거나 속상한 마음을 드러내요(%d번)", mark, n)
	case "ㅋㅋ", "ㅎㅎ", "^^":
		s.rule, s.why = rules.Rule{Kind: rules.Laugh, Word: mark}, fmt.Sprintf("글에 %s %d번 나와요", subject("'"+mark+"'"), n)
	}
	return s, true
}

// emoji: a writer who sets a feeling with emoji (🎉, 😂) writes for the screen.
func emoji(p Profile) (said, bool) {
	total := len(p.Sentences)
	if p.Emoji < 2 || p.Emoji*5 < total {
		return said{}, false
	}
	// Quoted with words where it can be: emoji after a sentence's ! are a sentence of their own.
	ev := quote(find(p, func(s string) bool {
		return strings.ContainsFunc(s, isEmoji) && strings.ContainsFunc(s, hangul.IsSyllable)
	}), "")
	if ev == "" {
		ev = quote(find(p, func(s string) bool { return strings.ContainsFunc(s, isEmoji) }), "")
	}
	return said{title: fmt.Sprintf("이모지로 감정을 곁들여요(문장 %d개 중 %d개)", total, p.Emoji), evidence: ev}, true
}

// latin: a writer who keeps the words of the trade in English (PR, QA, Slack) as they are.
func latin(p Profile) (said, bool) {
	if len(p.Latin) < 3 || !mostlyHangul(p.Text) {
		return said{}, false
	}
	ev := quote(find(p, func(s string) bool { return strings.Contains(s, p.Latin[0]) }), p.Latin[0])
	return said{title: fmt.Sprintf("'%s' 같은 영어 낱말을 그대로 섞어 써요", strings.Join(p.Latin[:3], "', '")), evidence: ev}, true
}

func exclaims(p Profile) (said, bool) {
	total := len(p.Sentences)
	if p.Exclaims < 2 || p.Exclaims*5 < total {
		return said{}, false
	}
	ev := quote(find(p, func(s string) bool { return strings.HasSuffix(strings.TrimSpace(s), "!") }), "!")
	return said{title: fmt.Sprintf("느낌표로 감정을 드러내요(문장 %d개 중 %d개)", total, p.Exclaims), evidence: ev}, true
}

// noStops: most sentences left bare, or none stopped with a full stop while a third are bare
// and the rest end in a question mark or a tilde (맞죠?, 되세요~), as a chat's messages do.
func noStops(p Profile) (said, bool) {
	total := len(p.Sentences)
	unstopped := p.NoStop
	if !slices.ContainsFunc(p.Sentences, fullStop) && p.NoStop*10 >= total*3 {
		unstopped = total
	}
	if total < minSentencesForRules || unstopped*10 < total*6 {
		return said{}, false
	}
	return said{
		title:    fmt.Sprintf("마침표 없이 말을 끝내요(문장 %d개 중 %d개)", total, unstopped),
		rule:     rules.Rule{Kind: rules.NoPeriod},
		why:      "메신저처럼 문장 끝에 마침표를 찍지 않아요",
		evidence: quote(find(p, func(s string) bool { return !strings.ContainsAny(s[len(s)-1:], ".!?") }), ""),
	}, true
}

var personWords = map[string]string{"저": "저는", "나": "나는", "우리": "우리", "저희": "저희"}

func person(p Profile) (said, bool) {
	form, n := top(p.Persons, []string{"저", "나", "저희", "우리"})
	if n < 2 {
		return said{}, false
	}
	ev := ""
	for _, s := range p.Sentences {
		words := strings.Fields(s)
		for i, w := range words {
			if got, _ := personAt(words, i); got == form && ev == "" {
				ev = quote(s, w)
			}
		}
	}
	return said{
		title:    fmt.Sprintf("자신을 %s 가리켜요(%d번)", means("'"+form+"'"), n),
		rule:     rules.Rule{Kind: rules.Person, Word: form},
		why:      fmt.Sprintf("'%s' 같은 1인칭을 %d번 썼어요", personWords[form], n),
		evidence: ev,
	}, true
}

// addressed: a speaker who keeps calling the audience (여러분은, 여러분의 앞날에) talks to them.
func addressed(p Profile) (said, bool) {
	w, n := top(p.Addressed, addressing)
	if n < 3 {
		return said{}, false
	}
	ev := quote(find(p, func(s string) bool { return strings.Contains(s, w) }), w)
	return said{title: fmt.Sprintf("상대를 '%s'%s 부르며 말을 건네요(%d번)", w, pick(w, "이라고", "라고"), n), evidence: ev}, true
}

// quotations: a writer who brings in others' words as they were said: a columnist's sayings and
// sources, or a story's lines of dialogue when every quotation is a sentence of its own.
func quotations(p Profile) (said, bool) {
	if p.Quotes < 2 {
		return said{}, false
	}
	ev := quote(find(p, func(s string) bool { return strings.ContainsAny(s, "\"“「『") }), "")
	if p.Quoted == p.Quotes {
		return said{title: fmt.Sprintf("따옴표 속 대사로 인물의 말을 그대로 들려줘요(%d번)", p.Quotes), evidence: ev}, true
	}
	return said{title: fmt.Sprintf("따옴표로 남의 말을 그대로 인용해요(%d번)", p.Quotes), evidence: ev}, true
}

func hedging(p Profile) (said, bool) {
	h, n := top(p.Hedges, hedges)
	if !enough(n, p) {
		return said{}, false
	}
	ev := quote(find(p, func(s string) bool { return strings.Contains(s, h) }), h)
	return said{title: fmt.Sprintf("'%s…'처럼 단정을 피하는 표현을 써요(%d번)", strings.TrimSpace(h), n), evidence: ev}, true
}

func questions(p Profile) (said, bool) {
	total := len(p.Sentences)
	if total < minSentencesForRules || p.Questions < 2 || p.Questions*5 < total {
		return said{}, false
	}
	ev := quote(find(p, func(s string) bool { return strings.HasSuffix(strings.TrimSpace(s), "?") }), "?")
	return said{title: fmt.Sprintf("읽는 사람에게 질문을 던지며 써요(문장 %d개 중 %d개)", total, p.Questions), evidence: ev}, true
}

// plainKorean: a long text without any catalogued tell asks the rewrite to drop them too.
func plainKorean(p Profile) (said, bool) {
	if p.Chars < minCharsForAvoids/2 {
		return said{}, false
	}
	return noTells(p)
}

// noTells: a text without any catalogued tell, however short, asks the rewrite to drop them.
func noTells(p Profile) (said, bool) {
	if len(p.Sentences) == 0 {
		return said{}, false
	}
	for _, t := range rules.Tells {
		if t.Uses(p.Text) {
			return said{}, false
		}
	}
	plain := []string{"이런", "그래서", "그리고", "으로", "에서"}
	ev := quote(find(p, func(s string) bool { return wordlist.Has(s, plain...) }), "")
	if ev == "" {
		ev = quote(p.Sentences[0], "")
	}
	return said{rule: rules.Rule{Kind: rules.PlainKorean}, why: fmt.Sprintf("글 %d자에 '또한', '~을 통해' 같은 번역투가 한 번도 없어요", p.Chars), evidence: ev}, true
}

// punctuation is always there to say, so a short text still gets three observations.
func punctuation(p Profile) (said, bool) {
	total := len(p.Sentences)
	ended := 0
	for _, s := range p.Sentences {
		if fullStop(s) {
			ended++
		}
	}
	switch {
	case total == 0:
		return said{}, false
	case ended*2 < total && p.NoStop == total:
		return said{title: "문장부호 없이 말을 이어 써요", evidence: quote(p.Sentences[0], "")}, true
	case ended*2 < total:
		return said{}, false
	}
	// Quoted with the writer's own words where it can be.
	ev := quote(find(p, func(s string) bool { return fullStop(s) && !quoted(s) }), "")
	if ev == "" {
		ev = quote(find(p, fullStop), "")
	}
	return said{title: fmt.Sprintf("문장을 마침표로 또박또박 끝내요(문장 %d개 중 %d개)", total, ended), evidence: ev}, true
}

// fullStop: the sentence ends in a full stop, inside a closing quotation mark or not ("안 읽는다.").
func fullStop(s string) bool {
	return strings.HasSuffix(strings.TrimRight(strings.TrimSpace(s), closers), ".")
}

// lines: a writer who breaks the line after a sentence or two writes for the screen; in a chat
// every message is a line of the app's making. A blank line between paragraphs is one break,
// not two: a column of three-sentence paragraphs does not break every sentence or two.
func lines(p Profile) (said, bool) {
	breaks := -1
	for l := range strings.Lines(p.Text) {
		if strings.TrimSpace(l) != "" {
			breaks++
		}
	}
	total := len(p.Sentences)
	if p.Chat || total < minSentencesForRules || breaks*2 < total {
		return said{}, false
	}
	return said{title: fmt.Sprintf("한두 문장마다 줄을 바꿔요(문장 %d개, 줄바꿈 %d번)", total, breaks), evidence: quote(p.Sentences[0], "")}, true
}

// colour: the degree words a writer leans on (진짜, 너무, 살짝).
func colour(p Profile) (said, bool) {
	w, n := top(p.Adverbs, adverbs)
	if !enough(n, p) {
		return said{}, false
	}
	ev := quote(find(p, func(s string) bool { return strings.Contains(s, w) }), w)
	return said{title: fmt.Sprintf("%s 같은 정도 부사로 느낌을 더해요(%d번)", "'"+w+"'", n), evidence: ev}, true
}

// linking: the clause ending a writer strings sentences on with (-는데, -고); used in a third of
// the sentences or more it is a habit a reader hears (칼국수집인데, 갔는데, 스타일인데) and
// weighs as one (linkingHabit).
func linking(p Profile) (said, bool) {
	s, n, ok := linked(p)
	return s, ok && !habit(n, p)
}

func linkingHabit(p Profile) (said, bool) {
	s, n, ok := linked(p)
	return s, ok && habit(n, p)
}

func habit(n int, p Profile) bool { return n >= 3 && n*3 >= len(p.Sentences) }

// linked states the clause ending used most and how often.
func linked(p Profile) (said, int, bool) {
	l, n := top(p.Links, links)
	if !enough(n, p) {
		return said{}, 0, false
	}
	ev := ""
	for _, s := range p.Sentences {
		words := strings.Fields(s)
		for i, w := range words {
			if got, ok := linkAt(words, i); ok && got == l && ev == "" {
				ev = quote(s, w)
			}
		}
	}
	return said{title: fmt.Sprintf("연결 어미 '-%s'로 문장을 이어 가요(%d번)", l, n), evidence: ev}, n, true
}

// numbered: a writer of rules or steps numbers them (1. 전화는 벨이 세 번 울리기 전에 받는다.).
func numbered(p Profile) (said, bool) {
	if p.Numbered < 3 {
		return said{}, false
	}
	ev := quote(find(p, func(s string) bool { return unnumbered(s) != s }), "")
	return said{title: fmt.Sprintf("항목마다 번호를 매겨 나눠 써요(%d개)", p.Numbered), evidence: ev}, true
}

// figures: a writer who argues with numbers.
func figures(p Profile) (said, bool) {
	total, with := len(p.Sentences), p.Figures
	if total < minSentencesForRules || with*5 < total*2 {
		return said{}, false
	}
	ev := quote(find(p, func(s string) bool { return strings.ContainsAny(unnumbered(s), "0123456789") }), "")
	return said{title: fmt.Sprintf("수치를 들어 구체적으로 말해요(문장 %d개 중 %d개에 숫자)", total, with), evidence: ev}, true
}
