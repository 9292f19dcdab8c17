package compat

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"math"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"maltu/libs/engine"
	"maltu/libs/engine/internal/wordlist"
	"maltu/libs/gate/chars"
	"maltu/libs/gate/check"
	"maltu/libs/gate/contract"
	"maltu/libs/gate/evidence"
	"maltu/libs/gate/figures"
)

// Parsing of model answers. Everything here reads untrusted text: it must never panic, and its
// errors name a class (engine.ErrUnparseable, ErrBadShape, ErrRefused, ErrTruncated) but never
// quote the answer.

// refusalMarks are openings of a refusal written in prose instead of the JSON asked for.
var refusalMarks = []string{
	"죄송하지만", "죄송합니다", "도와드릴 수 없", "도와 드릴 수 없", "처리할 수 없", "답변드릴 수 없", "답변할 수 없", "요청하신 작업은",
	"i'm sorry", "i am sorry", "i can't", "i cannot", "i am unable", "i'm unable", "as an ai",
}

// maxObjectTries bounds the braces tried as the start of an object, so that an answer full of
// them cannot make the search quadratic.
const maxObjectTries = 64

// objects are the JSON objects in an answer, in order. Models put prose and fences around the one
// asked for, braces in that prose ("{원문}"), and now and then a second object after it (a note,
// the answer again). The search goes on after an object, or after where a broken one broke, so an
// object inside another, whole or broken, is never listed.
func objects(answer string) []string {
	var out []string
	for i, tries := 0, 0; tries < maxObjectTries; tries++ {
		j := strings.IndexByte(answer[i:], '{')
		if j < 0 {
			break
		}
		i += j
		dec := json.NewDecoder(strings.NewReader(answer[i:]))
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			var syntax *json.SyntaxError
			if !errors.As(err, &syntax) {
				break // cut off: nothing whole follows
			}
			i += max(int(syntax.Offset), 1)
			continue
		}
		out = append(out, string(raw))
		i += int(dec.InputOffset())
	}
	return out
}

// answerObject is the object of an answer that holds one of keys (matched as encoding/json
// matches field names), else its first object; an answer that is a JSON string is read for the
// object inside it. An answer with no such object in JSON is read
// again from its first brace as models write JSON without a JSON mode (see standard). ok is false
// when there is no object at all.
func answerObject(answer string, keys ...string) (obj string, ok bool) {
	var inner string
	if json.Unmarshal([]byte(strings.TrimSpace(answer)), &inner) == nil {
		answer = inner // the object encoded once more, as a JSON string
	}
	found := objects(answer)
	if o, ok := holding(found, keys); ok {
		return o, true
	}
	if start := strings.IndexByte(answer, '{'); start >= 0 {
		lenient := objects(standard(answer[start:]))
		if o, ok := holding(lenient, keys); ok {
			return o, true
		}
		found = append(found, lenient...)
	}
	if len(found) == 0 {
		return "", false
	}
	return found[0], true
}

// holding is the first of objs with a field named one of keys.
func holding(objs []string, keys []string) (string, bool) {
	for _, o := range objs {
		var fields map[string]json.RawMessage
		_ = json.Unmarshal([]byte(o), &fields)
		for k := range fields {
			if slices.ContainsFunc(keys, func(key string) bool { return strings.EqualFold(k, key) }) {
				return o, true
			}
		}
	}
	return "", false
}

// notJSON classifies an answer that holds no JSON object: a refusal, or just unparseable.
func notJSON(answer string) error {
	lower := strings.ToLower(answer)
	for _, m := range refusalMarks {
		if strings.Contains(lower, m) {
			return engine.ErrRefused
		}
	}
	return engine.ErrUnparseable
}

// decodeObject decodes the answer's JSON object that holds one of keys into v, classifying failures.
func decodeObject(answer string, v any, keys ...string) error {
	obj, ok := answerObject(answer, keys...)
	if !ok {
		return notJSON(answer)
	}
	if err := json.Unmarshal([]byte(obj), v); err != nil {
		var typeErr *json.UnmarshalTypeError
		if errors.As(err, &typeErr) {
			return fmt.Errorf("%w: field %q", engine.ErrBadShape, typeErr.Field)
		}
		return notJSON(answer)
	}
	return nil
}

// refusalObject reports whether a JSON answer is a refusal in JSON clothing:
// {"refusal": "..."} or {"error": "..."} instead of the fields asked for.
func refusalObject(answer string) bool {
	var probe struct {
		Refusal json.RawMessage `json:"refusal"`
		Error   json.RawMessage `json:"error"`
	}
	obj, _ := answerObject(answer)
	return json.Unmarshal([]byte(obj), &probe) == nil && (probe.Refusal != nil || probe.Error != nil)
}

// parseExtraction reads an extraction answer. The observations and rules lists must be present;
// items not written in Korean are dropped, and the rest are checked by the service's gate.
func parseExtraction(answer string) (contract.Extraction, error) {
	var a struct {
		Observations *[]contract.Observation `json:"observations"`
		Rules        *[]contract.Rule        `json:"rules"`
		Avoids       json.RawMessage         `json:"avoids"`
	}
	if err := decodeObject(answer, &a, "observations", "rules"); err != nil {
		return contract.Extraction{}, err
	}
	if a.Observations == nil || a.Rules == nil {
		if refusalObject(answer) {
			return contract.Extraction{}, engine.ErrRefused
		}
		return contract.Extraction{}, fmt.Errorf("%w: observations or rules missing", engine.ErrBadShape)
	}
	// The writer reads these in Korean: an observation or rule in English (Llama and Qwen slip into
	// it) is not theirs to read, and the gate then finds whether enough are left.
	// A model in a loop writes the same item again: the writer reads it once.
	observations := once(slices.DeleteFunc(*a.Observations, func(o contract.Observation) bool { return !korean(o.Title) }),
		func(o contract.Observation) string { return o.Title })
	rules := once(slices.DeleteFunc(*a.Rules, func(r contract.Rule) bool { return !korean(r.Rule) }),
		func(r contract.Rule) string { return r.Rule })
	// Avoids are optional: a list of another shape is left out, not the extraction.
	var avoids []contract.Avoid
	for _, it := range part[[]avoidItem](a.Avoids) {
		avoids = append(avoids, contract.Avoid(it))
	}
	return contract.Extraction{Observations: observations, Rules: rules, Avoids: avoids}, nil
}

// avoidItem is an avoided phrase as asked, or as models also write one, the phrase alone.
type avoidItem contract.Avoid

func (a *avoidItem) UnmarshalJSON(b []byte) error {
	if json.Unmarshal(b, &a.Phrase) == nil {
		return nil
	}
	return json.Unmarshal(b, (*contract.Avoid)(a))
}

// once keeps the first of the items whose texts fold alike.
func once[T any](items []T, text func(T) string) []T {
	seen := map[string]bool{}
	return slices.DeleteFunc(items, func(it T) bool {
		t := evidence.Fold(text(it))
		if seen[t] {
			return true
		}
		seen[t] = true
		return false
	})
}

// korean reports whether text has a Hangul letter.
func korean(text string) bool {
	return strings.IndexFunc(text, func(r rune) bool { return unicode.Is(unicode.Hangul, r) }) >= 0
}

// rewriteItem is one sentence of a rewrite answer; I counts from 1 in the order sent.
type rewriteItem struct {
	I       number   `json:"i"`
	Text    string   `json:"text"`
	RuleIDs []number `json:"rule_ids"`
}

// UnmarshalJSON reads an item, or a sentence written as a plain string instead of one.
func (it *rewriteItem) UnmarshalJSON(b []byte) error {
	var text string
	if json.Unmarshal(b, &text) == nil {
		*it = rewriteItem{Text: text}
		return nil
	}
	type item rewriteItem
	return json.Unmarshal(b, (*item)(it))
}

// parseRewrite reads a rewrite answer for sent sentences. A complete answer must hold every
// sentence, or name the ones it skipped by leaving their numbers out; a truncated one (cut off
// before the model finished) may hold fewer, and when it is no longer JSON keeps the complete
// leading items and drops the one cut in half. A sentence the answer does not hold is Missing, to
// be asked for again. An empty text keeps the sentence as sent.
func parseRewrite(answer string, sent []string, truncated bool) (engine.Rewrite, error) {
	items, err := answerItems(answer, truncated)
	if err != nil {
		return engine.Rewrite{}, err
	}
	n := len(sent)
	if items, err = renumbered(items, n); err != nil {
		return engine.Rewrite{}, err
	}
	last := int(items[len(items)-1].I)
	gap := last != len(items)
	if !truncated && !gap && len(items) != n {
		// Fewer sentences numbered 1 to m: merged or dropped, there is no telling which.
		return engine.Rewrite{}, fmt.Errorf("%w: %d sentences for %d", engine.ErrBadShape, len(items), n)
	}
	if gap && mergedAny(items, sent) {
		return engine.Rewrite{}, fmt.Errorf("%w: a sentence merged into the one before it", engine.ErrBadShape)
	}
	size := n
	if truncated {
		size = last
	}
	out := engine.Rewrite{Sentences: make([]engine.Rewritten, size), Truncated: size < n}
	for k := range out.Sentences {
		out.Sentences[k].Missing = true
	}
	for _, it := range items {
		i := int(it.I) - 1
		out.Sentences[i] = rewritten(sent[i], it)
	}
	return out, nil
}

// answerItems are the sentences of a rewrite answer, or of what arrived whole of a truncated one;
// an answer with items but not one text is of the wrong shape.
func answerItems(answer string, truncated bool) ([]rewriteItem, error) {
	items, err := rewriteItems(answer)
	if err != nil && truncated {
		whole, ok := salvage(answer)
		if !ok {
			return nil, engine.ErrTruncated
		}
		if items, err = rewriteItems(whole); err != nil {
			return nil, engine.ErrTruncated
		}
	} else if err != nil {
		return nil, err
	}
	if len(items) == 0 && truncated {
		return nil, engine.ErrTruncated
	}
	if !slices.ContainsFunc(items, func(it rewriteItem) bool { return strings.TrimSpace(it.Text) != "" }) && len(items) > 0 {
		// Not one text ("rewritten" or "revised" for "text"): that is no rewrite, though each
		// empty text alone would keep its sentence.
		return nil, fmt.Errorf("%w: no sentence has a text", engine.ErrBadShape)
	}
	return items, nil
}

// renumbered sorts items by their sentence numbers, counted from 1 as the prompt asks whichever way
// the model numbered them, and checks each is one of n sentences, once.
func renumbered(items []rewriteItem, n int) ([]rewriteItem, error) {
	if !slices.ContainsFunc(items, func(it rewriteItem) bool { return it.I != 0 }) {
		// Written in order but not numbered (plain strings, or "i" left out): their order numbers
		// them, and their count is checked as any answer's.
		for k := range items {
			items[k].I = number(k + 1)
		}
	}
	slices.SortStableFunc(items, func(a, b rewriteItem) int { return int(a.I - b.I) })
	if len(items) == 0 {
		return nil, fmt.Errorf("%w: no sentence for %d", engine.ErrBadShape, n)
	}
	if items[0].I == 0 {
		// Numbered from 0, as an array's indices are.
		for k := range items {
			items[k].I++
		}
	}
	for k, it := range items {
		if it.I < 1 || int(it.I) > n || (k > 0 && items[k-1].I == it.I) {
			return nil, fmt.Errorf("%w: sentence numbers not within 1..%d, once each", engine.ErrBadShape, n)
		}
	}
	return items, nil
}

// mergedAny reports whether an item followed by a gap in the numbers holds its sentence and the
// skipped next one in one.
func mergedAny(items []rewriteItem, sent []string) bool {
	for k, it := range items[:len(items)-1] {
		i := int(it.I) - 1
		if int(items[k+1].I) > i+2 && merged(sent[i], sent[i+1], it.Text) {
			return true
		}
	}
	return false
}

// rewritten is an item's sentence cleaned of what the model added around it; an empty text keeps
// the sentence as sent.
func rewritten(original string, it rewriteItem) engine.Rewritten {
	text := unnoted(original, ungreeted(original, strings.TrimSpace(unmarked(original, it.Text))))
	if text == "" {
		return engine.Rewritten{Text: original}
	}
	return engine.Rewritten{Text: text, RuleIDs: ints(it.RuleIDs)}
}

// merged reports whether text, the rewrite of original followed by a gap, looks like original and
// the skipped next sentence in one: a rewrite changes a sentence's voice, not its length by half of
// the next one.
func merged(original, next, text string) bool {
	o, t := utf8.RuneCountInString(original), utf8.RuneCountInString(text)
	return t >= o+utf8.RuneCountInString(next)/2 && 10*t >= 13*o
}

// emphasis is the markdown models put on words they think matter (**1,200억 원**, `OpenAI`).
var emphasis = []string{"**", "__", "`"}

// unmarked removes from a rewritten sentence the markdown emphasis its original did not have: the
// writer's draft is plain text, and a rewrite changes its voice, not its look.
func unmarked(original, text string) string {
	for _, m := range emphasis {
		if !strings.Contains(original, m) {
			text = strings.ReplaceAll(text, m, "")
		}
	}
	return text
}

// greetings are what a chatty model opens its first rewritten sentence with.
var greetings = []string{"안녕하세요", "안녕하십니까", "반갑습니다"}

// ungreeted removes a greeting its original did not have from the start of a rewritten sentence
// ("안녕하세요! 올해 3분기 매출은…"): it is the model talking to the writer, not the writer's text.
func ungreeted(original, text string) string {
	for _, g := range greetings {
		rest, ok := strings.CutPrefix(text, g)
		if !ok || strings.Contains(original, g) {
			continue
		}
		rest = strings.TrimLeft(rest, "!.,~ ")
		if rest != "" && len(rest) < len(text)-len(g) {
			return rest
		}
	}
	return text
}

// noteWords mark a note on the rules a model adds after a rewritten sentence: "(규칙 1 적용)",
// "(해요체 적용)".
var noteWords = []string{"규칙", "적용", "rule"}

// unnoted removes a closing parenthesis of the model's about the rules it applied, when the
// original did not close with one: a figure in it ("규칙 1") would revert the whole sentence.
func unnoted(original, text string) string {
	if !strings.HasSuffix(text, ")") || strings.HasSuffix(strings.TrimSpace(original), ")") {
		return text
	}
	open := strings.LastIndex(text, "(")
	if open <= 0 {
		return text
	}
	note := strings.ToLower(text[open:])
	if !wordlist.Has(note, noteWords...) {
		return text
	}
	return strings.TrimSpace(text[:open])
}

// rewriteItems reads the sentences of a whole rewrite answer: the object asked for, or the array
// of its items alone, which a server without a JSON mode lets a model write.
func rewriteItems(answer string) ([]rewriteItem, error) {
	if start := strings.IndexAny(answer, "[{"); start >= 0 && answer[start] == '[' {
		var items []rewriteItem
		if json.NewDecoder(strings.NewReader(answer[start:])).Decode(&items) == nil && len(items) > 0 {
			return items, nil
		}
	}
	var a struct {
		Sentences *[]rewriteItem `json:"sentences"`
	}
	if err := decodeObject(answer, &a, "sentences"); err != nil {
		return nil, err
	}
	if a.Sentences == nil {
		if refusalObject(answer) {
			return nil, engine.ErrRefused
		}
		return nil, fmt.Errorf("%w: sentences missing", engine.ErrBadShape)
	}
	return *a.Sentences, nil
}

// salvage is what arrived whole of an answer that was cut off, as JSON: the fields of the object
// it began that arrived whole and, of a list cut inside, the items that did; of a list begun
// alone, its whole items. ok is false unless the fields named need arrived, whole or in part (as
// encoding/json matches names), and something did.
func salvage(answer string, need ...string) (string, bool) {
	start := strings.IndexAny(answer, "{[")
	if start < 0 {
		return "", false
	}
	src := answer[start:]
	dec := json.NewDecoder(strings.NewReader(src))
	if src[0] == '[' {
		items, _ := wholeItems(dec)
		b, err := json.Marshal(items)
		return string(b), err == nil && len(items) > 0 && len(need) == 0
	}
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		return "", false
	}
	fields := map[string]json.RawMessage{}
	for dec.More() {
		key, err := dec.Token()
		name, ok := key.(string)
		if err != nil || !ok {
			break
		}
		if rest := strings.TrimLeft(src[dec.InputOffset():], " \t\r\n:"); strings.HasPrefix(rest, "[") {
			items, closed := wholeItems(dec)
			fields[name], _ = json.Marshal(items)
			if !closed {
				break
			}
			continue
		}
		var value json.RawMessage
		if dec.Decode(&value) != nil {
			break
		}
		fields[name] = value
	}
	for _, n := range need {
		if !slices.ContainsFunc(slices.Collect(maps.Keys(fields)), func(k string) bool { return strings.EqualFold(k, n) }) {
			return "", false
		}
	}
	if len(fields) == 0 {
		return "", false
	}
	b, err := json.Marshal(fields)
	return string(b), err == nil
}

// wholeItems decodes the items of the array dec is at, stopping at the first that does not decode
// whole, and says whether the array closed.
func wholeItems(dec *json.Decoder) (items []json.RawMessage, closed bool) {
	items = []json.RawMessage{}
	if tok, err := dec.Token(); err != nil || tok != json.Delim('[') {
		return items, false
	}
	for dec.More() {
		var it json.RawMessage
		if dec.Decode(&it) != nil {
			return items, false
		}
		items = append(items, it)
	}
	_, err := dec.Token()
	return items, err == nil
}

// reportAnswer is the report answer: sentences are named by number (from 1) so that the model
// selects input sentences instead of copying them.
type reportAnswer struct {
	Conclusion *sentenceRef `json:"conclusion"`
	KeyPoints  []quoteItem  `json:"key_points"`
	Sections   []sectionRef `json:"sections"`
	Numbers    []numberItem `json:"numbers"`
	Actions    []quoteItem  `json:"next_actions"`
}

// reportFields are the report answer's parts, each read on its own: a part written in a shape of
// the model's own (numbers as plain strings) is left out, not the whole report with it.
type reportFields struct {
	Conclusion json.RawMessage `json:"conclusion"`
	KeyPoints  json.RawMessage `json:"key_points"`
	Sections   json.RawMessage `json:"sections"`
	Numbers    json.RawMessage `json:"numbers"`
	Actions    json.RawMessage `json:"next_actions"`
}

// part is raw read as a T, or T's zero value when it is not one.
func part[T any](raw json.RawMessage) T {
	var v T
	if json.Unmarshal(raw, &v) != nil {
		var zero T
		return zero
	}
	return v
}

// quoteItem is a key point or next action: a sentence number and a part of it, or as models also
// write one, the number alone or the part alone.
type quoteItem struct {
	I    number `json:"i"`
	Text string `json:"text"`
}

func (q *quoteItem) UnmarshalJSON(b []byte) error {
	if t := bytes.TrimSpace(b); len(t) > 0 && t[0] == '{' {
		type item quoteItem
		return json.Unmarshal(b, (*item)(q))
	}
	if q.I.UnmarshalJSON(b) == nil {
		return nil
	}
	return json.Unmarshal(b, &q.Text)
}

// quoting is the number of the one sentence that has text in it, or 0 when none or several do.
func quoting(sentences []string, text string) number {
	t := evidence.Fold(text)
	found := number(0)
	for i, s := range sentences {
		if t != "" && strings.Contains(evidence.Fold(s), t) {
			if found != 0 {
				return 0
			}
			found = number(i + 1)
		}
	}
	return found
}

type sectionRef struct {
	Heading   string   `json:"heading"`
	Sentences []number `json:"sentences"`
}

// numberItem is a contract.Number that names its sentence instead of quoting it.
type numberItem struct {
	I       number    `json:"i"`
	Value   valueText `json:"value"`
	Unit    string    `json:"unit"`
	Context string    `json:"context"`
}

// parseReport reads a report answer and resolves sentence numbers against sentences. Items
// naming a sentence that does not exist are dropped; a quoted text that is not part of its
// sentence is taken from the one sentence that has it, or else replaced by the whole sentence,
// which is the most the model may quote. A report
// with nothing left is of the wrong shape.
func parseReport(answer string, sentences []string) (contract.Report, error) {
	a, err := reportParts(answer)
	if err != nil {
		return contract.Report{}, err
	}
	in := reportSentences(sentences)
	r := contract.Report{Conclusion: in.conclusion(a.Conclusion), KeyPoints: in.quotes(a.KeyPoints), Sections: in.sections(a.Sections),
		Numbers: in.numbers(a.Numbers), NextActions: in.quotes(a.Actions)}
	if r.Conclusion == "" && len(r.KeyPoints) == 0 && len(r.Sections) == 0 && len(r.Numbers) == 0 && len(r.NextActions) == 0 {
		// A summary in its own words, empty lists or only sentences that do not exist: an empty
		// report would pass every gate, and the writer would get nothing for their sentences.
		return contract.Report{}, fmt.Errorf("%w: nothing in the report names a sentence", engine.ErrBadShape)
	}
	return r, nil
}

// reportParts reads the report answer's parts, each on its own; an answer with none of them that
// is a refusal in JSON clothing is a refusal.
func reportParts(answer string) (reportAnswer, error) {
	var f reportFields
	if err := decodeObject(answer, &f, "conclusion", "key_points", "sections", "numbers", "next_actions"); err != nil {
		return reportAnswer{}, err
	}
	if f.Conclusion == nil && f.KeyPoints == nil && f.Sections == nil && f.Numbers == nil && f.Actions == nil && refusalObject(answer) {
		return reportAnswer{}, engine.ErrRefused
	}
	return reportAnswer{Conclusion: part[*sentenceRef](f.Conclusion), KeyPoints: part[[]quoteItem](f.KeyPoints),
		Sections: part[[]sectionRef](f.Sections), Numbers: part[[]numberItem](f.Numbers), Actions: part[[]quoteItem](f.Actions)}, nil
}

// reportSentences are the sentences a report answer names by number, from 1.
type reportSentences []string

// at is sentence n, if there is one.
func (in reportSentences) at(n number) (string, bool) {
	i := int(n)
	if i < 1 || i > len(in) {
		return "", false
	}
	return in[i-1], true
}

// quotes resolves key points or next actions to the sentences they quote.
func (in reportSentences) quotes(items []quoteItem) []contract.KeyPoint {
	out := []contract.KeyPoint{}
	for _, it := range items {
		if s, ok := in.at(it.I); !ok || !strings.Contains(evidence.Fold(s), evidence.Fold(it.Text)) {
			// No number, or one off: the sentence the quote is from, if one alone has it.
			if i := quoting(in, it.Text); i != 0 {
				it.I = i
			}
		}
		s, ok := in.at(it.I)
		if !ok {
			continue
		}
		text := strings.TrimSpace(it.Text)
		if text == "" || !strings.Contains(s, text) {
			text = s
		}
		out = append(out, contract.KeyPoint{Text: text, Evidence: s})
	}
	return out
}

// conclusion is the sentence the conclusion names, or "" for none.
func (in reportSentences) conclusion(c *sentenceRef) string {
	switch {
	case c == nil:
		return ""
	case c.text != "":
		// Copied rather than numbered: it stands only if it is a sentence, whole.
		if i := slices.IndexFunc(in, func(s string) bool { return evidence.Fold(s) == evidence.Fold(c.text) }); i >= 0 {
			return in[i]
		}
		return ""
	}
	s, _ := in.at(c.n)
	return s
}

// sections are the sections with a sentence that exists, each sentence once and in order.
func (in reportSentences) sections(refs []sectionRef) []contract.Section {
	out := []contract.Section{}
	for _, sec := range refs {
		var body []string
		for _, i := range slices.Compact(slices.Sorted(slices.Values(sec.Sentences))) {
			if s, ok := in.at(i); ok {
				body = append(body, s)
			}
		}
		if len(body) > 0 {
			out = append(out, contract.Section{Heading: shortHeading(sec.Heading), Body: strings.Join(body, " ")})
		}
	}
	return out
}

// numbers are the figures of sentences that exist, each value as its sentence writes it.
func (in reportSentences) numbers(items []numberItem) []contract.Number {
	out := []contract.Number{}
	for _, n := range items {
		if s, ok := in.at(n.I); ok {
			value, unit := asWritten(s, strings.TrimSpace(string(n.Value)), strings.TrimSpace(n.Unit))
			out = append(out, contract.Number{Value: value, Unit: unit, Context: n.Context, Evidence: s})
		}
	}
	return out
}

// asWritten joins a figure's value to its unit as its sentence writes them when the model split
// them, as the prompt's own example does ("12" and "%" for 12%, "48" and "억 원" for 48억 원): the
// gate holds a value to the sentence's figures, and 12 is not 12%. A value the sentence has as it
// is stays.
func asWritten(sentence, value, unit string) (string, string) {
	have := figures.Of(sentence)
	if want := figures.Of(value); len(want) == 0 || figures.Contains(have, want) {
		return value, unit
	}
	tries := []struct{ value, unit string }{{value + unit, unit}, {value + " " + unit, unit}}
	if first, rest, ok := strings.Cut(unit, " "); ok {
		// A magnitude and a unit: 48 and 억 원 are 48억 and 원.
		tries = slices.Insert(tries, 0, struct{ value, unit string }{value + first, rest})
	}
	for _, c := range tries {
		if strings.Contains(sentence, c.value) && figures.Contains(have, figures.Of(c.value)) {
			return c.value, c.unit
		}
	}
	return value, unit
}

// connectives are words a heading cut short must not end on.
var connectives = []string{"및", "그리고", "또는", "·", "-", "&", "/"}

// shortHeading fits a section's heading within the gate's maximum, cutting it at a word: models
// write a heading of a line ("고객 문의 응답 지연 문제와 4분기 상담 인력 충원 계획"), and the gate
// drops a section whose heading is too long with the sentences under it.
func shortHeading(heading string) string {
	words := strings.Fields(heading)
	n := 0
	for i, w := range words {
		if n += chars.Count(w) + min(i, 1); n > check.HeadingMaxChars {
			words = words[:i]
			break
		}
	}
	for len(words) > 0 && slices.Contains(connectives, words[len(words)-1]) {
		words = words[:len(words)-1]
	}
	if len(words) == 0 {
		// One word longer than the maximum: its first characters.
		r := []rune(strings.TrimSpace(heading))
		return string(r[:min(len(r), check.HeadingMaxChars)])
	}
	return strings.Join(words, " ")
}

// number is a sentence or rule number as models write it: 3, 3.0, "3" or an item that holds it
// ({"i":3,"text":"…"} where a number was asked for).
type number int

func (n *number) UnmarshalJSON(b []byte) error {
	text := strings.TrimSpace(string(b))
	if strings.HasPrefix(text, "{") {
		var item struct {
			I *number `json:"i"`
		}
		if json.Unmarshal(b, &item) != nil || item.I == nil {
			return &json.UnmarshalTypeError{Value: "object", Type: reflect.TypeFor[int]()}
		}
		*n = *item.I
		return nil
	}
	var s string
	if json.Unmarshal(b, &s) == nil {
		text = strings.TrimSpace(s)
	}
	f, err := strconv.ParseFloat(text, 64)
	if err != nil || f != math.Trunc(f) || math.Abs(f) > 1e9 {
		return &json.UnmarshalTypeError{Value: "number " + strconv.Quote(text), Type: reflect.TypeFor[int]()}
	}
	*n = number(f)
	return nil
}

func ints(ns []number) []int {
	out := make([]int, len(ns))
	for i, n := range ns {
		out[i] = int(n)
	}
	return out
}

// valueText is a figure's value as written: models give "1,200" as asked, or 1200 as a JSON number.
type valueText string

func (v *valueText) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err == nil {
		*v = valueText(s)
		return nil
	}
	var n json.Number
	if err := json.Unmarshal(b, &n); err != nil {
		return &json.UnmarshalTypeError{Value: "value", Type: reflect.TypeFor[string]()}
	}
	*v = valueText(n)
	return nil
}

// sentenceRef is the conclusion: a sentence number as asked, or, as models also write it, the
// sentence copied.
type sentenceRef struct {
	n    number
	text string
}

func (r *sentenceRef) UnmarshalJSON(b []byte) error {
	if r.n.UnmarshalJSON(b) == nil {
		return nil
	}
	if err := json.Unmarshal(b, &r.text); err != nil {
		return &json.UnmarshalTypeError{Value: "conclusion", Type: reflect.TypeFor[int]()}
	}
	return nil
}
