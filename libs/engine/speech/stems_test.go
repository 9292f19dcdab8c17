package speech

import (
	"maps"
	"slices"
	"strings"
	"testing"

	"maltu/libs/engine/hangul"
	"maltu/libs/engine/internal/mecab"
	"maltu/libs/engine/internal/wordlist"
)

// TestStemsAreTheDictionarys rebuilds stems.tsv from mecab-ko-dic (kagome-dict-ko: about 2 s and
// 200 MiB, so at test time only): every verb, adjective and auxiliary stem in Hangul syllables,
// a verb reading winning over the others. go test -run Stems -update-word-lists writes it.
func TestStemsAreTheDictionarys(t *testing.T) {
	pos := map[string]string{}
	for e := range mecab.Entries() {
		f := e.Features
		if len(f) < 4 || f[3] != "*" { // f[3]: Inflect, Compound... or *
			continue
		}
		p := e.POS
		stem := f[2] // the reading
		if (p != "VV" && p != "VA" && p != "VX") || stem == "" || !mecab.Hangul(stem) {
			continue
		}
		if pos[stem] != "VV" {
			pos[stem] = p
		}
	}
	var lines []string
	for stem, p := range pos {
		lines = append(lines, stem+"\t"+p)
	}
	mecab.Written(t, "stems.tsv", stemsTSV, lines)
}

// TestLookalikesAreTheDictionarys derives lookalikes from mecab-ko-dic: the common (word cost
// below 2000) nouns and adverbs that spell a stem and a connective (재고, 그리고, 하지만), a noun
// in 지 before 만 (잡지만), and a one-syllable noun that is also a stem before an elided copula
// (때고). Rarer ones (심고, 업고, 감고 are nouns too) lose to the verb.
func TestLookalikesAreTheDictionarys(t *testing.T) {
	want := map[string]bool{}
	for e := range mecab.Entries() {
		if e.Weight >= 2000 {
			continue
		}
		p, w := e.POS, e.Features[2]
		if p != "NNG" && p != "MAJ" && p != "MAG" {
			continue
		}
		for _, conn := range []string{"으며", "며", "지만", "고"} {
			if x, ok := strings.CutSuffix(w, conn); ok && (known(x) || haPredicate(x) || isPre(x)) {
				want[w] = true
			}
		}
		if p != "NNG" {
			continue
		}
		if x, ok := strings.CutSuffix(w, "지"); ok && known(x) {
			want[w+"만"] = true
		}
		if len(runes(w)) == 1 && tailOf(w) == hangul.None && known(w) {
			want[w+"고"], want[w+"며"], want[w+"지만"] = true, true, true
		}
	}
	got := slices.Sorted(maps.Keys(lookalikes))
	if words := slices.Sorted(maps.Keys(want)); !slices.Equal(got, words) {
		t.Errorf("lookalikes = %v, the dictionary's are %v", got, words)
	}
}

// TestNounsAtEndAreTheDictionarys rebuilds nounsend.txt from mecab-ko-dic: every noun in Hangul
// that ends in 다, 네 or 데, which the analyser reads as that one noun at the end of "이것은 …" (not
// as a stem or a noun before the copula, as it reads 크다 and 친구다), and which Convert, without
// the list, would change (바다 → 바예요, 동네 → 동네요): a bare noun has no ending to convert.
// go test -run NounsAtEnd -update-word-lists writes it.
func TestNounsAtEndAreTheDictionarys(t *testing.T) {
	tk := mecab.Analyser(t)
	candidates := map[string]bool{}
	for e := range mecab.Entries() {
		if len(e.Features) < 3 {
			continue
		}
		p, w := e.POS, e.Features[2]
		if (p == "NNG" || p == "NNP") && len(runes(w)) > 1 && wordlist.Closes(w, "다", "네", "데") && mecab.Hangul(w) {
			candidates[w] = true
		}
	}
	saved := nounsAtEnd
	nounsAtEnd = map[string]bool{} // what Convert does without the list
	defer func() { nounsAtEnd = saved }()
	var words []string
	for w := range candidates {
		tokens := tk.Tokenize("이것은 " + w)
		last := tokens[len(tokens)-1]
		if last.Surface != w || !strings.HasPrefix(last.POS()[0], "NN") {
			continue
		}
		if _, changed := Convert("이것은 "+w, Polite); changed {
			words = append(words, w)
		}
	}
	mecab.Written(t, "nounsend.txt", nounsEndTxt, words)
}
