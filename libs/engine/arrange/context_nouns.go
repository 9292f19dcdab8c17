package arrange

import (
	_ "embed"
	"strings"
)

// particlenouns.txt lists the nouns of mecab-ko-dic (Apache License 2.0, through
// github.com/ikawaha/kagome-dict-ko v0.2.1) that end in a syllable a particle is written as (고양이,
// 귀걸이, 세로, 병가, 정도) and that the analyser reads whole before a count (고양이 3개): cutting
// the particle off them leaves a fragment (고양, 귀걸, 세, 병) in place of what a figure measures.
// TestParticleNounsAreTheDictionarys regenerates it.
//
//go:embed particlenouns.txt
var particleNounsTxt string

var particleNouns = wordSet(particleNounsTxt)

// endingnouns.txt lists the nouns of mecab-ko-dic (Apache License 2.0, through
// github.com/ikawaha/kagome-dict-ko v0.2.1) that end in a syllable a verb's ending is written as
// (무게, 측면, 필요, 분할, 크라운) and that the analyser reads whole before a count, less those whose
// rest is a verb's stem (가요, 서면, 사라: as often the verb in -요, -면, -라):
// TestEndingNounsAreTheDictionarys regenerates it.
//
//go:embed endingnouns.txt
var endingNounsTxt string

var endingNouns = wordSet(endingNounsTxt)

// wordSet is a word list embedded one word a line, as a set.
func wordSet(list string) map[string]bool {
	m := map[string]bool{}
	for w := range strings.FieldsSeq(list) {
		m[w] = true
	}
	return m
}

// cutParticle is cutAny for a noun: a noun of the dictionary keeps its last syllable whole.
func cutParticle(w string, particles []string) (string, bool) {
	if particleNouns[w] {
		return w, false
	}
	return cutAny(w, particles)
}

// actnouns.txt lists the common nouns of mecab-ko-dic (Apache License 2.0, through
// github.com/ikawaha/kagome-dict-ko v0.2.1) that the dictionary files under an act or a change of
// state (교체, 배정, 증원, 추천, 할인): what a sentence does with what it counts.
// TestActNounsAreTheDictionarys regenerates it.
//
//go:embed actnouns.txt
var actNounsTxt string

var actNouns = wordSet(actNounsTxt)

// lightnouns.txt lists the nouns of mecab-ko-dic (Apache License 2.0, through
// github.com/ikawaha/kagome-dict-ko v0.2.1) that the dictionary gives as bound (때문, 이내, 정도) or
// files under a state (상태, 상황, 고장): with the acts, the nouns a copula says how something stands
// with, not what it is. TestLightNounsAreTheDictionarys regenerates it.
//
//go:embed lightnouns.txt
var lightNounsTxt string

var lightNouns = wordSet(lightNounsTxt)
