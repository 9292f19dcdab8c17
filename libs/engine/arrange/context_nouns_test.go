package arrange

import (
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/ikawaha/kagome/v2/tokenizer"

	"maltu/libs/engine/internal/mecab"
	"maltu/libs/engine/speech"
)

// particleSyllables are the one-syllable particles a noun of the dictionary may end in.
var particleSyllables = []string{"이", "가", "로", "도", "의", "과", "와", "은", "는", "을", "를", "에", "만"}

// TestParticleNounsAreTheDictionarys rebuilds particlenouns.txt from mecab-ko-dic: every common noun
// in Hangul of two syllables or more that ends in a particle's syllable and that the analyser reads
// as that one noun before a count (고양이 3개, 그 세로 3개; not 전기가, which it reads 전기 + 가), less
// those whose rest is a bound noun (분이, 수도, 가로: 분 + 이, 수 + 도 far more often; 가로 is lost so) or ends in a
// particle itself (방에만). go test -run ParticleNouns -update-word-lists writes it.
func TestParticleNounsAreTheDictionarys(t *testing.T) {
	tk := mecab.Analyser(t)
	candidates, bound := map[string]bool{}, map[string]bool{}
	for e := range mecab.Entries() {
		if len(e.Features) < 3 {
			continue
		}
		p, w := e.POS, e.Features[2]
		if p == "NNB" || p == "NP" || p == "NR" {
			bound[w] = true
		}
		if p == "NNG" && len([]rune(w)) > 1 && mecab.Hangul(w) &&
			slices.ContainsFunc(particleSyllables, func(s string) bool { return strings.HasSuffix(w, s) }) {
			candidates[w] = true
		}
	}
	var words []string
	for w := range candidates {
		r := []rune(w)
		rest := string(r[:len(r)-1])
		if bound[rest] || slices.ContainsFunc(particleSyllables, func(s string) bool { return strings.HasSuffix(rest, s) }) {
			continue
		}
		if readWhole(tk, w+" 3개", w, 0) || readWhole(tk, "그 "+w+" 3개", w, 2) {
			words = append(words, w)
		}
	}
	mecab.Written(t, "particlenouns.txt", particleNounsTxt, words)
}

// endingSyllables are the last syllables of a verb's ending that bareNoun's endsAsNoun refuses a
// word for (-며, -면, -게, -요, -라, -운, -해...).
var endingSyllables = []rune("며면게히께요데니라할난운던된져워와해돼")

// TestEndingNounsAreTheDictionarys rebuilds endingnouns.txt from mecab-ko-dic: every common noun in
// Hangul of two syllables or more that ends in a syllable of endingSyllables and that the analyser
// reads as that one noun before a count (무게 3개, 그 측면 3개), less those whose rest is a verb's
// stem (가요, 서면, 사라, 올해: the verb in -요, -면, -라, -해 as often). go test -run EndingNouns
// -update-word-lists writes it.
func TestEndingNounsAreTheDictionarys(t *testing.T) {
	tk := mecab.Analyser(t)
	candidates := map[string]bool{}
	for e := range mecab.Entries() {
		if len(e.Features) < 3 || e.POS != "NNG" {
			continue
		}
		w := e.Features[2]
		if r := []rune(w); len(r) > 1 && mecab.Hangul(w) && slices.Contains(endingSyllables, r[len(r)-1]) && !speech.IsStem(string(r[:len(r)-1])) {
			candidates[w] = true
		}
	}
	var words []string
	for w := range candidates {
		if readWhole(tk, w+" 3개", w, 0) || readWhole(tk, "그 "+w+" 3개", w, 2) {
			words = append(words, w)
		}
	}
	mecab.Written(t, "endingnouns.txt", endingNounsTxt, words)
}

// readWhole reports the analyser reading w whole, as a noun, as the i-th word of s.
func readWhole(tk *tokenizer.Tokenizer, s, w string, i int) bool {
	toks := tk.Tokenize(s)
	return len(toks) > i && toks[i].Surface == w && strings.HasPrefix(toks[i].POS()[0], "NN")
}

// TestActNounsAreTheDictionarys rebuilds actnouns.txt from mecab-ko-dic: every common noun in Hangul
// of two syllables or more that the dictionary files under an act or a change of state (교체, 배정,
// 증원, 추천), the nouns a sentence does something with. go test -run ActNouns -update-word-lists
// writes it.
func TestActNounsAreTheDictionarys(t *testing.T) {
	set := map[string]bool{}
	for e := range mecab.Entries() {
		if len(e.Features) < 3 || e.POS != "NNG" || e.Features[0] != "행위" && e.Features[0] != "상태변화" {
			continue
		}
		if w := e.Features[2]; len([]rune(w)) > 1 && mecab.Hangul(w) {
			set[w] = true
		}
	}
	mecab.Written(t, "actnouns.txt", actNounsTxt, slices.Collect(maps.Keys(set)))
}

// TestLightNounsAreTheDictionarys rebuilds lightnouns.txt from mecab-ko-dic: every noun in Hangul the
// dictionary gives as bound (때문, 이내, 정도) or files under a state (상태, 상황, 고장): a copula on
// such a noun says how a part stands, not what it is. go test -run LightNouns -update-word-lists
// writes it.
func TestLightNounsAreTheDictionarys(t *testing.T) {
	set := map[string]bool{}
	for e := range mecab.Entries() {
		if len(e.Features) < 3 || e.POS != "NNB" && (e.POS != "NNG" || e.Features[0] != "정적사태") {
			continue
		}
		if w := e.Features[2]; mecab.Hangul(w) {
			set[w] = true
		}
	}
	mecab.Written(t, "lightnouns.txt", lightNounsTxt, slices.Collect(maps.Keys(set)))
}
