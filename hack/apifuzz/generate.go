package apifuzz

import (
	"fmt"
	"math"
	"regexp"
	"slices"
	"strings"

	"github.com/getkin/kin-openapi/openapi3"
)

// spread bounds how far past its minimum a generated string or array goes, so that a run stays
// quick: the limits themselves are the document's, the size within them the generator's.
const (
	stringSpread = 300
	arraySpread  = 4
)

// alphabet is what generated text is made of: Korean syllables, Latin letters, digits and
// punctuation, with spaces inside only (the ends are never blank, so a minLength holds after the
// services trim), all in NFC.
var (
	syllables   = []rune("가나다라마바사아자차카타파하각난닫랄맘밥삿앙잦찾칵탓팝핳글말투문장보고서")
	punctuation = []rune(".,?!~%()'\"-")
)

// value generates a value of schema s.
func (f *fuzzer) value(s *openapi3.Schema, depth int) any {
	for range 20 {
		v := f.one(s, depth)
		if s.Not == nil || s.Not.Value.VisitJSON(v, openapi3.EnableJSONSchema2020()) != nil {
			return v
		}
	}
	return f.one(s, depth)
}

func (f *fuzzer) one(s *openapi3.Schema, depth int) any {
	// The keywords of the document's request schemas; one it does not handle yields requests the
	// schema refuses, which Run reports.
	if len(s.Enum) > 0 {
		return s.Enum[f.rnd.IntN(len(s.Enum))]
	}
	types := s.Type.Slice()
	if len(types) == 0 { // any value at all
		types = []string{"string", "number", "integer", "boolean", "null", "object", "array"}
		if depth > 2 {
			types = types[:5]
		}
	}
	switch types[f.rnd.IntN(len(types))] {
	case "string":
		return f.text(s)
	case "integer":
		return math.Round(f.number(s))
	case "number":
		return f.number(s)
	case "boolean":
		return f.rnd.IntN(2) == 0
	case "array":
		return f.array(s, depth)
	case "object":
		return f.object(s, depth)
	}
	return nil
}

func (f *fuzzer) text(s *openapi3.Schema) string {
	if s.Format == "uuid" {
		b := make([]byte, 16)
		for i := range b {
			b[i] = byte(f.rnd.UintN(256))
		}
		b[6], b[8] = b[6]&0x0f|0x40, b[8]&0x3f|0x80 // version 4, RFC 4122 variant
		return fmt.Sprintf("%x-%x-%x-%x-%x", b[0:4], b[4:6], b[6:8], b[8:10], b[10:])
	}
	lo := int(s.MinLength)
	hi := lo + stringSpread
	if s.MaxLength != nil {
		hi = min(hi, int(*s.MaxLength))
	}
	var re *regexp.Regexp
	if s.Pattern != "" {
		re = regexp.MustCompile(s.Pattern) // the document's patterns compile: Load validated them
	}
	var b strings.Builder
	for range 100 { // a pattern this alphabet cannot meet ends in a request Run reports
		b.Reset()
		n := lo + f.rnd.IntN(hi-lo+1)
		for i := range n {
			b.WriteRune(f.char(i > 0 && i < n-1))
		}
		if re == nil || re.MatchString(b.String()) {
			break
		}
	}
	return b.String()
}

func (f *fuzzer) char(inside bool) rune {
	switch k := f.rnd.IntN(10); {
	case inside && k == 0:
		return ' '
	case k < 6:
		return syllables[f.rnd.IntN(len(syllables))]
	case k < 8:
		return rune('a' + f.rnd.IntN(26))
	case k < 9:
		return rune('0' + f.rnd.IntN(10))
	default:
		return punctuation[f.rnd.IntN(len(punctuation))]
	}
}

func (f *fuzzer) number(s *openapi3.Schema) float64 {
	lo, hi := -1e6, 1e6
	if s.Min != nil {
		lo = *s.Min
	}
	if s.Max != nil {
		hi = *s.Max
	}
	return lo + f.rnd.Float64()*(hi-lo)
}

func (f *fuzzer) array(s *openapi3.Schema, depth int) []any {
	lo := int(s.MinItems)
	hi := lo + arraySpread
	if s.MaxItems != nil {
		hi = min(hi, int(*s.MaxItems))
	}
	out := make([]any, lo+f.rnd.IntN(hi-lo+1))
	for i := range out {
		if s.Items != nil {
			out[i] = f.value(s.Items.Value, depth+1)
		} else {
			out[i] = f.value(&openapi3.Schema{}, depth+1)
		}
	}
	if s.Contains != nil && len(out) > 0 { // at least one item of the kind contains asks for
		out[f.rnd.IntN(len(out))] = f.value(s.Contains.Value, depth+1)
	}
	return out
}

func (f *fuzzer) object(s *openapi3.Schema, depth int) map[string]any {
	out := map[string]any{}
	for name, p := range s.Properties {
		if slices.Contains(s.Required, name) || f.rnd.IntN(2) == 0 {
			out[name] = f.value(p.Value, depth+1)
		}
	}
	if len(s.Properties) == 0 && depth < 3 { // a free-form object: a few properties of any kind
		for i := range f.rnd.IntN(3) {
			out[fmt.Sprintf("k%d", i)] = f.value(&openapi3.Schema{}, depth+1)
		}
	}
	return out
}
