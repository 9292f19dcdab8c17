package speech

import (
	_ "embed"
	"strings"

	"maltu/libs/engine/hangul"
)

// stems.tsv lists the verb and adjective stems of mecab-ko-dic (Apache License 2.0, through
// github.com/ikawaha/kagome-dict-ko v0.2.1): 9,402 stems, each VV (verb), VA (adjective) or VX
// (auxiliary). It settles what suffix arithmetic cannot: whether 힘들어 or 즐거워 is a predicate
// (영어 is not), whether 소속이 is a noun before the copula (움직이 is a verb), whether 이루어지 is
// a stem of its own (not 어질다's). TestStemsAreTheDictionarys regenerates it.
//
//go:embed stems.tsv
var stemsTSV string

// dictStems maps each stem to its part of speech.
var dictStems = func() map[string]string {
	m := make(map[string]string, 9500)
	for line := range strings.SplitSeq(stemsTSV, "\n") {
		if stem, pos, ok := strings.Cut(line, "\t"); ok {
			m[stem] = pos
		}
	}
	for stem, pos := range dictionaryGaps {
		m[stem] = pos
	}
	return m
}()

// dictionaryGaps are stems the dictionary lists only inside compounds (발달시키, 주문시키), though
// they end a sentence alone as often: 시키다 (산책은 몇 번 시켜?).
var dictionaryGaps = map[string]string{"시키": "VV"}

// known reports whether stem is a verb or adjective stem of the dictionary, whole, and not one
// of the nouns it also lists (영하, 인하, 기차, 자리), which end sentences as nouns far more often.
func known(stem string) bool {
	return dictStems[stem] != "" && !nounsInHa[stem] && !nounsAsStems[stem] || nounNa[stem] || intensified(stem)
}

// intensified reports chat's intensifier 개- before an adjective, a verb of feeling or one in 있/없
// (개웃겨, 개좋아, 개맛있어), which the dictionary does not list joined; other verbs are left out, since 개 (a dog)
// opens a sentence's subject as often (개가 짖어).
func intensified(stem string) bool {
	rest, ok := strings.CutPrefix(stem, "개")
	lasting := len(runes(rest)) > 1 && (strings.HasSuffix(rest, "있") || strings.HasSuffix(rest, "없")) // 맛있, 재밌
	return ok && dictStems[rest] != "" && (isAdjective(rest) || feelings[rest] || lasting)
}

// nounNa are verbs of a noun and 나다 that chat writes as one word (짜증나, 겁나) and the dictionary
// lists only apart: 짜증나 is a predicate as 화나 is.
var nounNa = set(`짜증나 겁나 열나 난리나 티나 탈나 배탈나 소문나 재미나 성질나`)

// IsStem reports whether s is a verb or adjective stem of the dictionary (버리, 가입하 are; 가입자
// is not), for callers that must tell an adnominal form (버리는) from a noun with a particle.
func IsStem(s string) bool { return dictStems[s] != "" }

// passiveJi reports a stem in -어지/-아지 (이루어지, 없어지, 좋아지): a productive verb the
// dictionary does not list, never a ㄹ-stem in 질.
func passiveJi(stem string) bool {
	before, ok := strings.CutSuffix(stem, "지")
	if !ok || before == "" {
		return false
	}
	switch vowelOf(before) {
	case hangul.EO, hangul.A, hangul.YEO, hangul.WO, hangul.WA, hangul.AE:
		return true
	}
	return false
}

// iVerb reports a stem in 이 that is a verb (보이, 움직이), not a noun before the copula (소속이):
// the listed ones whole, or the dictionary's.
func iVerb(stem string) bool { return iVerbs[stem] || dictStems[stem] == "VV" }

// nounsend.txt lists the nouns of mecab-ko-dic that end in 다, 네 or 데 and that the dictionary
// itself reads as one noun at the end of a sentence (이것은 바다: sea, not 바 before the copula),
// which Convert would otherwise take for an ending and change (바예요, 캐나예요, 동네요, 그란데요).
// TestNounsAtEndAreTheDictionarys regenerates it.
//
//go:embed nounsend.txt
var nounsEndTxt string

// nounsAtEnd is nounsend.txt as a set.
var nounsAtEnd = set(nounsEndTxt)

// Descriptive reports whether s is an adjective's stem in the dictionary (많, 낮, 가깝, 크), for
// callers that must tell a clause describing what something is like from one of an act.
func Descriptive(s string) bool { return dictStems[s] == "VA" }
