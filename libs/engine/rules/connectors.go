package rules

import (
	"strings"

	"maltu/libs/engine/internal/wordlist"
)

// Sense is what a sentence-opening connector does. A connector may have more than one (그런데
// both contrasts and changes the subject).
type Sense int

// Senses of connectors.
const (
	Contrast   Sense = 1 << iota // 하지만, 그러나
	Addition                     // 그리고, 또한
	Cause                        // 그래서, 따라서
	Summary                      // 결론적으로, 즉
	Transition                   // 한편, 그런데
)

// connectors maps each connector the engine knows to its senses; longer ones first matter
// only for Opening, which tries every entry.
var connectors = map[string]Sense{
	"하지만": Contrast, "그러나": Contrast, "그렇지만": Contrast, "그럼에도": Contrast, "다만": Contrast,
	"반면": Contrast, "반면에": Contrast, "그런데": Contrast | Transition, "근데": Contrast | Transition,
	"그치만": Contrast, "그래도": Contrast,
	"그리고": Addition, "또한": Addition, "또": Addition, "게다가": Addition, "더불어": Addition, "아울러": Addition,
	"그리구": Addition, "글구": Addition,
	"그래서": Cause, "따라서": Cause, "그러므로": Cause, "그러니까": Cause, "그러니": Cause, "그니까": Cause,
	"그러다 보니": Cause, "이에": Cause,
	"결론적으로": Summary, "요약하면": Summary, "정리하면": Summary, "즉": Summary, "결국": Summary, "요컨대": Summary,
	"한마디로": Summary,
	"한편":   Transition, "아무튼": Transition, "어쨌든": Transition, "암튼": Transition,
}

// SenseOf gives a connector's senses, 0 when the word is no connector the engine knows.
func SenseOf(word string) Sense { return connectors[word] }

func isConnector(word string) bool { return connectors[word] != 0 }

// Opening finds the connector a sentence opens with, and the text after it (its comma and the
// space after included in rest's leading characters).
func Opening(sentence string) (word, rest string, ok bool) {
	best := ""
	for w := range connectors {
		after, found := strings.CutPrefix(sentence, w)
		if !found || len(w) <= len(best) {
			continue
		}
		if after == "" || after[0] == ' ' || after[0] == ',' {
			best = w
		}
	}
	if best == "" {
		return "", sentence, false
	}
	return best, sentence[len(best):], true
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
	{"을 통해", []string{"을 통해", "를 통해", "을 통하여", "를 통하여"}},
	{"이러한", []string{"이러한", "그러한"}},
	{"결론적으로", []string{"결론적으로"}},
	{"에 있어서", []string{"에 있어서", "에 있어 "}},
	{"되어지다", []string{"되어지", "되어졌", "되어진"}},
	{"다양한", []string{"다양한"}},
	{"따라서", []string{"따라서"}},
}

// Uses reports whether text uses the tell in any of its forms.
func (t Tell) Uses(text string) bool { return wordlist.Has(text, t.Forms) }
