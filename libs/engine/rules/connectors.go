package rules

import (
	"strings"

	"maltu/libs/engine/internal/wordlist"
)

// Class is the relation a sentence-opening connective states between its sentence and the one
// before. The classes divide Korean's 접속부사 finely enough that two words of one class stand
// for each other without changing what the text claims: 그러나 denies an expectation, 그래도
// grants the point and holds against it, 다만 lets it stand and limits it, 반면 sets a second case
// beside it. A coarse "contrast" would let any of them replace another.
type Class int

// The classes, each with the words that state it.
const (
	NoClass     Class = iota
	Adversative       // 하지만, 그러나: what follows runs against what the sentence before leads one to expect
	Concessive        // 그래도, 그럼에도, 그런데도: grants the sentence before and holds in spite of it
	Restrictive       // 다만, 단: the sentence before stands, with a limit or an exception
	Contrastive       // 반면: a second case beside the first; neither is denied
	Additive          // 그리고, 또한, 게다가: one more point of the same weight
	Sequence          // 그러다 보니, and 그리고 read as "and then": what came next, or of a course of events
	Causal            // 그래서, 따라서, 그러므로: what follows results or follows from the sentence before
	Restatement       // 즉, 다시 말해: the sentence before said again in other words
	Summary           // 요컨대, 결론적으로: sums up what went before
	Shift             // 한편: turns to another matter alongside
	Resumptive        // 아무튼, 어쨌든: back to the point, whatever was just said
)

// classes say what a class lets the rewrite do besides swapping its words. droppable: the
// relation is still read when the word goes (order adds and sums up, and two sentences side by
// side still set off what 한편 may contrast; a stated contrast, limit or cause would be lost).
// contrasts: the sentence turns against or limits the one before.
var classes = map[Class]struct{ droppable, contrasts bool }{
	Adversative: {contrasts: true},
	Concessive:  {contrasts: true},
	Restrictive: {contrasts: true},
	Contrastive: {contrasts: true},
	Additive:    {droppable: true},
	Summary:     {droppable: true},
	Shift:       {droppable: true},
	Resumptive:  {droppable: true},
}

// Droppable reports whether a connective of the class may go without the text losing its
// relation (접속사 줄이기).
func (c Class) Droppable() bool { return classes[c].droppable }

// Contrasts reports whether the class turns against or limits the sentence before.
func (c Class) Contrasts() bool { return classes[c].contrasts }

// connective is one sentence-opening word. also is a second reading the word may have, which the
// sentence alone cannot rule out: 그런데 may change the subject rather than contrast, 결국 may
// mean "in the end" rather than sum up. A word with a second reading is replaced only by one that
// has the same (근데 for 그런데), since another would decide the reading the writer left open.
type connective struct {
	word  string
	class Class
	also  Class
	of    string   // the written word a spoken form contracts (근데 of 그런데)
	comma bool     // a connective only before a comma: 또 늦었다 is "again", 단 한 번 is "only once"
	next  []string // a next word that makes it part of another expression (그래도 돼: "may I do so")
	later []string // a word later in the sentence that gives it another sense (다만 … 뿐: "merely")
}

// connectives are the words the engine reads as connectives. In each class the plain written
// word comes first: an avoided connective is replaced by the first word of its class that may
// stand in for it.
var connectives = []connective{
	{word: "하지만", class: Adversative},
	{word: "그러나", class: Adversative},
	{word: "그렇지만", class: Adversative},
	{word: "그치만", class: Adversative, of: "그렇지만"},
	{word: "그런데", class: Adversative, also: Shift},
	{word: "근데", class: Adversative, also: Shift, of: "그런데"},
	{word: "그래도", class: Concessive, next: []string{"되", "돼", "괜찮", "좋", "상관"}},
	{word: "그럼에도", class: Concessive, next: []string{"불구"}},
	{word: "그런데도", class: Concessive},
	{word: "다만", class: Restrictive, later: []string{"뿐"}},
	{word: "단", class: Restrictive, comma: true},
	{word: "반면", class: Contrastive},
	{word: "반면에", class: Contrastive, of: "반면"},
	{word: "그러다 보니", class: Sequence},
	{word: "그리고", class: Additive, also: Sequence, next: []string{"나서", "나니", "나면"}},
	{word: "그리구", class: Additive, also: Sequence, of: "그리고", next: []string{"나서", "나니", "나면"}},
	{word: "글구", class: Additive, also: Sequence, of: "그리고"},
	{word: "또한", class: Additive},
	{word: "또", class: Additive, comma: true},
	{word: "게다가", class: Additive},
	{word: "더불어", class: Additive},
	{word: "아울러", class: Additive},
	{word: "그래서", class: Causal},
	{word: "따라서", class: Causal},
	{word: "그러므로", class: Causal},
	{word: "그러니", class: Causal},
	{word: "이에 따라", class: Causal},
	{word: "그러니까", class: Causal, also: Restatement},
	{word: "그니까", class: Causal, also: Restatement, of: "그러니까"},
	{word: "즉", class: Restatement},
	{word: "다시 말해", class: Restatement},
	{word: "요컨대", class: Summary},
	{word: "요약하면", class: Summary},
	{word: "정리하면", class: Summary},
	{word: "한마디로", class: Summary},
	{word: "결론적으로", class: Summary},
	{word: "결국", class: Summary, also: Causal},
	{word: "한편", class: Shift, also: Contrastive},
	{word: "아무튼", class: Resumptive},
	{word: "어쨌든", class: Resumptive},
	{word: "암튼", class: Resumptive, of: "아무튼"},
}

// byWord indexes connectives by their word.
var byWord = func() map[string]connective {
	m := make(map[string]connective, len(connectives))
	for _, c := range connectives {
		m[c.word] = c
	}
	return m
}()

// Connectives lists every word the engine reads as a connective, in table order.
func Connectives() []string {
	out := make([]string, len(connectives))
	for i, c := range connectives {
		out[i] = c.word
	}
	return out
}

// ClassOf gives a connective's class, NoClass when the word is none the engine knows.
func ClassOf(word string) Class { return byWord[word].class }

// IsConnective reports whether the engine knows word as a connective.
func IsConnective(word string) bool { return ClassOf(word) != NoClass }

// NeedsComma reports whether word reads as a connective only with a comma after it (또, 단).
func NeedsComma(word string) bool { return byWord[word].comma }

// Replaces reports whether the connective with may stand where old opens a sentence: the same
// class, and any second reading old has, with has too. So 근데 may replace 그러나 (after a
// sentence it turns against, 근데 reads as that turn), but only 그런데 replaces 근데, which may
// have changed the subject instead.
func Replaces(with, old string) bool {
	w, o := byWord[with], byWord[old]
	return with != old && w.class != NoClass && w.class == o.class && (o.also == NoClass || o.also == w.also)
}

// StandIn is the first connective that may replace old and is not a form of the same word
// (그리구 is 그리고 still), for a writer who does without old.
func StandIn(old string) (string, bool) {
	for _, c := range connectives {
		if Replaces(c.word, old) && lemma(c.word) != lemma(old) {
			return c.word, true
		}
	}
	return "", false
}

// lemma is the written word a connective is a form of (그리고 for 그리구 and for itself).
func lemma(word string) string {
	if of := byWord[word].of; of != "" {
		return of
	}
	return word
}

// Open puts word in front of rest (the text after a connective, its comma and space included),
// with the comma the word needs.
func Open(word, rest string) string {
	if NeedsComma(word) && !strings.HasPrefix(rest, ",") {
		return word + "," + rest
	}
	return word + rest
}

// Opening finds the connective a sentence opens with, and the text after it (its comma and the
// space after included in rest's leading characters). The longest word wins (그러다 보니 over
// 그러다); a word is no connective where its row says another expression begins (그리고 나서,
// 그래도 돼요, 그럼에도 불구하고, 다만 … 뿐).
func Opening(sentence string) (word, rest string, ok bool) {
	var best connective
	for _, c := range connectives {
		after, found := strings.CutPrefix(sentence, c.word)
		if !found || len(c.word) <= len(best.word) || !reads(c, after) {
			continue
		}
		best = c
	}
	if best.word == "" {
		return "", sentence, false
	}
	return best.word, sentence[len(best.word):], true
}

// reads reports whether c, followed by after, is the connective.
func reads(c connective, after string) bool {
	if after == "" {
		return !c.comma
	}
	if after[0] != ',' && (after[0] != ' ' || c.comma) {
		return false
	}
	next, _, _ := strings.Cut(strings.TrimLeft(after, ", "), " ")
	return !wordlist.Opens(next, c.next...) && !wordlist.Has(after, c.later...)
}

// Tell is an expression catalogues of Korean machine prose flag (translationese, AI
// vocabulary, stiff connectors). Forms are how it appears in running text.
type Tell struct {
	Phrase string
	Forms  []string
}

// Tells are the expressions the local engine can both spot and replace.
var Tells = []Tell{
	{"또한", []string{"또한"}},
	{"을 통해", []string{"을 통해", "를 통해", "을 통하여", "를 통하여", "을 통해서", "를 통해서"}},
	{"이러한", []string{"이러한", "그러한"}},
	{"결론적으로", []string{"결론적으로"}},
	{"에 있어서", []string{"에 있어서", "에 있어 "}},
	{"되어지다", []string{"되어지", "되어졌", "되어진", "되어질", "되어짐"}},
	{"다양한", []string{"다양한"}},
	{"따라서", []string{"따라서"}},
}

// Uses reports whether text uses the tell in any of its forms.
func (t Tell) Uses(text string) bool { return wordlist.Has(text, t.Forms...) }
