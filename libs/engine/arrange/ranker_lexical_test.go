package arrange

import (
	"slices"
	"strings"
	"testing"
	"unicode"

	"maltu/libs/engine/speech"
)

// Does the ranker generalise better when it also learns the grammar of a sentence's own predicate,
// where a Korean bottom line says what it is (판단했습니다, 교환해 드리겠습니다, 추천하지 않아요), rather
// than only the hand's cues? The lexical features are strings read off the sentence, each a
// feature of its own: the character n-grams of its last word and of its last two words, its ending
// as speech.Detect labels it and its first word; of "no conclusion", the endings of the text's first
// and last sentences. Which strings are features (the vocabulary) is chosen for each fold on the
// drafts it trains on only, so the set left out never chooses them.

// lexicalMinDrafts is how many training drafts must say a string for it to be a feature.
const lexicalMinDrafts = 3

// lexicalWords are a sentence's words with what is no letter or digit trimmed off each, the empty
// ones (an emoticon, a dash) dropped.
func lexicalWords(s string) []string {
	var out []string
	for _, w := range strings.Fields(s) {
		if w = strings.TrimFunc(w, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }); w != "" {
			out = append(out, w)
		}
	}
	return out
}

// ngrams are the 2-4 letter runs of s, each prefixed by tag.
func ngrams(tag, s string) []string {
	rs := []rune(s)
	var out []string
	for n := 2; n <= 4; n++ {
		for i := 0; i+n <= len(rs); i++ {
			out = append(out, tag+string(rs[i:i+n]))
		}
	}
	return out
}

// predicateKeys are the lexical features of a sentence: the n-grams of its last word, of its last
// two words (the space between them a letter), its ending's label and its opener.
func predicateKeys(s string) []string {
	ws := lexicalWords(s)
	if len(ws) == 0 {
		return nil
	}
	last := ws[len(ws)-1]
	keys := ngrams("last word: ", last)
	if len(ws) > 1 {
		keys = append(keys, ngrams("last two words: ", ws[len(ws)-2]+" "+last)...)
	}
	if e := speech.Detect(s); e.Label != "" {
		keys = append(keys, "ending: "+e.Label)
	}
	return append(keys, "first word: "+ws[0])
}

// textKeys are the lexical features of "no conclusion": the endings of the text's first sentence
// past its title and greeting, and of its last before the closing greetings.
func textKeys(d *draft) []string {
	var keys []string
	for _, k := range []struct {
		tag string
		i   int
	}{{"none: opens with ", d.opening}, {"none: closes with ", lastBeforeGreetings(d)}} {
		if k.i >= 0 && k.i < len(d.in) {
			if e := speech.Detect(d.in[k.i]); e.Label != "" {
				keys = append(keys, k.tag+e.Label)
			}
		}
	}
	return keys
}

// lexicalKeys are each draft's candidates' lexical features, once each.
func lexicalKeys(all []rankDraft) [][][]string {
	out := make([][][]string, len(all))
	for k, r := range all {
		d := r.p.weighed()
		for i := range r.x {
			var keys []string
			if i < len(d.in) {
				keys = predicateKeys(d.in[i])
			} else {
				keys = textKeys(&d)
			}
			slices.Sort(keys)
			out[k] = append(out[k], slices.Compact(keys))
		}
	}
	return out
}

// lexicon is the strings said in at least lexicalMinDrafts of the drafts not in set, numbered from
// nf on in sorted order.
func lexicon(all []rankDraft, keys [][][]string, set string, nf int) map[string]int {
	drafts := map[string]int{}
	for k, r := range all {
		if r.set == set {
			continue
		}
		var seen []string
		for _, ks := range keys[k] {
			seen = append(seen, ks...)
		}
		slices.Sort(seen)
		for _, key := range slices.Compact(seen) {
			drafts[key]++
		}
	}
	var kept []string
	for key, n := range drafts {
		if n >= lexicalMinDrafts {
			kept = append(kept, key)
		}
	}
	slices.Sort(kept)
	out := make(map[string]int, len(kept))
	for j, key := range kept {
		out[key] = nf + j
	}
	return out
}

// withLexicon is, for each set left out, the drafts with their lexical features of that fold's
// lexicon added after the nf they have, and how many features they have then.
func withLexicon(all []rankDraft, keys [][][]string, nf int) func(set string) ([]rankDraft, int) {
	return func(set string) ([]rankDraft, int) {
		lex := lexicon(all, keys, set, nf)
		out := slices.Clone(all)
		for k, r := range out {
			r.x = slices.Clone(r.x)
			for i, ks := range keys[k] {
				v := slices.Clone(r.x[i])
				for _, key := range ks {
					if j, ok := lex[key]; ok {
						v = append(v, feat{j, 1})
					}
				}
				r.x[i] = v
			}
			out[k] = r
		}
		return out, nf + len(lex)
	}
}

// TestLexicalRankerHeldOut leaves each outside set out in turn (sets 10-17, the strangers, first)
// and scores the conclusion exact on it beside the engine's pick: the ranker of
// TestLearnedRankerHeldOut, the same with the lexical features (its pick alone and through the
// engine's later steps), and the lexical features with the generic ones but without the cues. It
// logs the table and the heaviest lexical weights fitted on all drafts. It fails when a ranker wins
// by the rule for adopting one (rankAdopts) while the engine still weighs by hand. About 20 s
// of a core.
func TestLexicalRankerHeldOut(t *testing.T) {
	fs := rankFeatures()
	all := rankDrafts(prepare(readCases(t, "testdata/cases")), fs)
	keys := lexicalKeys(all)
	folds, rules, alone, _, _ := heldOutScores(all, len(fs), rankLambda)
	_, _, lexAlone, lexPiped, apart := heldOutScoresBy(withLexicon(all, keys, len(fs)), rankLambda)
	bare, nb := withoutCues(all, fs)
	_, _, lexBare, _, _ := heldOutScoresBy(withLexicon(bare, keys, nb), rankLambda)
	logRankTable(t, all, folds, []rankVariant{{"rules", rules}, {"learned", alone}, {"+ lexical", lexAlone}, {"→ later steps", lexPiped}, {"lexical, no cues", lexBare}})
	judgeRankers(t, rules, []rankVariant{{"learned", alone}, {"learned + lexical", lexAlone}, {"learned + lexical → later steps", lexPiped}, {"lexical without cues", lexBare}})
	for k := range strangerFolds {
		t.Logf("%s: learned + lexical %s", folds[k], apart[k])
	}
	lexAll, nl := withLexicon(all, keys, len(fs))("")
	w := rankFit(lexAll, nl, rankLambda)
	lex := lexicon(all, keys, "", len(fs))
	named := make([]string, nl)
	for key, j := range lex {
		named[j] = key
	}
	order := make([]int, 0, len(lex))
	for j := len(fs); j < nl; j++ {
		order = append(order, j)
	}
	slices.SortFunc(order, func(a, b int) int { return int(1e6 * (abs(w[b]) - abs(w[a]))) })
	t.Logf("fitted on all %d drafts, %d lexical features; the heaviest:", len(all), len(lex))
	for _, j := range order[:min(30, len(order))] {
		t.Logf("  %-42q %+.2f", named[j], w[j])
	}
}

// abs is x's magnitude.
func abs(x float64) float64 { return max(x, -x) }
