package speech

import (
	"strings"
	"unicode/utf8"

	"maltu/libs/engine/hangul"
)

// An ending is one row of the grammar the final word is read by: the ending as written, the level
// it belongs to, the sentence type it makes, and what may stand before it. The counterparts at the
// other levels are written from the reading by pred.form: the core four moods by conjugation,
// the 네/지/군/거든/잖아 rows by their row in families. Adding an ending is adding a row.
type ending struct {
	level Level
	label string // the ending as a writer names it: "-습니다", "-어요", "-네요"
	// suffix is the ending as written; a leading ㅂ, ㄴ or ㄹ is the final consonant of the
	// syllable before (ㅂ니다 ends 갑니다), taken off what stands before it.
	suffix string
	mood   Mood // the sentence type; asked: a statement, or a question with a question mark
	// when, if set, must hold of what stands before the ending for the row to match.
	when func(x string, c context) bool
	// before reads what stands before the ending; nil for an ending that is recognised but not
	// converted (게요 after no ㄹ is an adverb's 빠르게요).
	before   func(x string, mood Mood, c context) (pred, bool)
	alone    bool // a match settles the word at every level: 삽니다 is no noun 삽니 before 다
	misspelt bool // a misspelt form (가수에요), rewritten even at its own level
	// as is one predicate at 합쇼체, 해요체, 해라체 and 반말: at the row's own level as it is
	// read, at the others as it is written; "" where a level has no counterpart. The test of the
	// grammar holds every row to it.
	as   forms
	text string
	tail int
}

// asked is the sentence type of an ending that states or asks by its question mark (먹어, 먹어?).
const asked Mood = -1

// grammar is read in order, formal endings first. At the formal, polite and plain levels the
// first ending that matches settles the level: a 게요 after no ㄹ is no 할게요, and no other polite
// ending is tried on it. 반말's endings are tried in turn, since its bare forms overlap nouns.
var grammar = compile([]ending{
	{level: Formal, label: "-습니다", suffix: "습니다", mood: asked, before: formalStem, alone: true, as: forms{"먹습니다", "먹어요", "먹는다", "먹어"}},
	{level: Formal, label: "-습니다", suffix: "습니까", mood: Question, before: formalStem, alone: true, as: forms{"먹습니까", "먹어요", "먹는가", "먹어"}},
	{level: Formal, label: "-십시오", suffix: "십시오", mood: Command, before: honorAt, as: forms{"앉으십시오", "앉으세요", "앉아라", "앉아"}},
	{level: Formal, label: "-ㅂ시다", suffix: "ㅂ시다", mood: Proposal, before: euStem, as: forms{"갑시다", "가요", "가자", "가자"}},
	{level: Formal, label: "-ㅂ니다", suffix: "ㅂ니다", mood: asked, before: vowelPred, alone: true, as: forms{"갑니다", "가요", "간다", "가"}},
	{level: Formal, label: "-ㅂ니다", suffix: "ㅂ니까", mood: Question, before: vowelPred, alone: true, as: forms{"갑니까", "가요", "가는가", "가"}},

	{level: Polite, label: "-이에요", suffix: "아니에요", mood: asked, before: notAt, as: forms{"아닙니다", "아니에요", "아니다", "아니야"}},
	{level: Polite, label: "-이에요", suffix: "이에요", mood: asked, when: some, before: copulaAt, as: forms{"학생입니다", "학생이에요", "학생이다", "학생이야"}},
	{level: Polite, label: "-예요", suffix: "예요", mood: asked, when: some, before: copulaAt, as: forms{"가수입니다", "가수예요", "가수다", "가수야"}},
	{level: Polite, label: "-예요", suffix: "에요", mood: asked, when: notConsonant, before: copulaAt, misspelt: true, as: forms{"가수입니다", "가수에요", "가수다", "가수야"}},
	{level: Polite, label: "-세요", suffix: "세요", mood: asked, when: some, before: seyo, as: forms{"앉으십시오", "앉으세요", "앉아라", "앉아"}},
	{level: Polite, label: "-나요", suffix: "나요", mood: Question, when: askedWord, before: softQuestion, as: forms{"됩니까", "되나요", "되는가", "돼"}},
	{level: Polite, label: "-ㄴ가요", suffix: "ㄴ가요", mood: Question, when: askedWord, before: wonderedPolitely, as: forms{"혹시 괜찮습니까", "혹시 괜찮은가요", "혹시 괜찮은가", "혹시 괜찮아"}},
	{level: Polite, label: "-ㄹ게요", suffix: "ㄹ게요", mood: asked, before: rieul(famGe), as: forms{"하겠습니다", "할게요", "하겠다", "할게"}},
	{level: Polite, label: "-ㄹ게요", suffix: "게요", mood: asked, as: forms{"", "빠르게요", "", ""}},
	{level: Polite, label: "-ㄹ래요", suffix: "ㄹ래요", mood: asked, before: rieul(famRae), as: forms{"", "갈래요", "", "갈래"}},
	{level: Polite, label: "-ㄹ까요", suffix: "ㄹ까요", mood: Question, before: rieul(famKka), as: forms{"갈까요", "갈까요", "갈까", "갈까"}},
	{level: Polite, label: "-ㄹ까요", suffix: "까요", mood: Question, as: forms{"", "어디까요", "", ""}},
	// here: the 해요체 rows of families
	{level: Polite, label: "-어요", suffix: "요", mood: asked, before: infinitivePred, as: forms{"먹습니다", "먹어요", "먹는다", "먹어"}},

	{level: Plain, label: "-는다", suffix: "는다", mood: asked, before: verbAt, as: forms{"먹습니다", "먹어요", "먹는다", "먹어"}},
	{level: Plain, label: "-ㄴ다", suffix: "ㄴ다", mood: asked, before: plainVerb, as: forms{"갑니다", "가요", "간다", "가"}},
	{level: Plain, label: "-다", suffix: "거다", mood: asked, before: thingAt, as: forms{"할 것입니다", "할 거예요", "할 거다", "할 거야"}},
	{level: Plain, label: "-다", suffix: "다", mood: asked, before: plainDa, as: forms{"좋습니다", "좋아요", "좋다", "좋아"}},
	{level: Plain, label: "-는가", suffix: "는가", mood: Question, before: neunga, as: forms{"먹습니까", "먹어요", "먹는가", "먹어"}},
	{level: Plain, label: "-인가", suffix: "인가", mood: Question, when: some, before: copulaAt, as: forms{"학생입니까", "학생이에요", "학생인가", "학생이야"}},
	{level: Plain, label: "-ㄴ가", suffix: "ㄴ가", mood: Question, before: adjectiveAsked, as: forms{"좋습니까", "좋아요", "좋은가", "좋아"}},
	{level: Plain, label: "-라", suffix: "으라", mood: Command, before: writtenCommand, as: forms{"읽으십시오", "읽으세요", "읽으라", "읽어"}},
	{level: Plain, label: "-어라", suffix: "라", mood: Command, when: some, before: command, as: forms{"드십시오", "드세요", "먹어라", "먹어"}},
	{level: Plain, label: "-자", suffix: "자", mood: Proposal, before: proposal, as: forms{"먹읍시다", "먹어요", "먹자", "먹자"}},
	{level: Plain, label: "-ㄹ까", suffix: "ㄹ까", mood: Question, before: rieul(famKka), as: forms{"갈까요", "갈까요", "갈까", "갈까"}},

	{level: Casual, label: "-어", suffix: "어", mood: asked, before: preAt, as: forms{"했습니다", "했어요", "했다", "했어"}},
	{level: Casual, label: "-야", suffix: "아니야", mood: asked, before: notAt, as: forms{"아닙니다", "아니에요", "아니다", "아니야"}},
	{level: Casual, label: "-야", suffix: "이야", mood: asked, when: afterConsonant, before: copulaAt, as: forms{"학생입니다", "학생이에요", "학생이다", "학생이야"}},
	{level: Casual, label: "-야", suffix: "거야", mood: asked, before: thingAt, as: forms{"할 것입니다", "할 거예요", "할 것이다", "할 거야"}},
	{level: Casual, label: "-ㄹ게", suffix: "ㄹ게", mood: asked, before: rieul(famGe), as: forms{"하겠습니다", "할게요", "하겠다", "할게"}},
	{level: Casual, label: "-ㄹ래", suffix: "ㄹ래", mood: asked, before: rieul(famRae), as: forms{"", "갈래요", "", "갈래"}},
	// here: the 반말 rows of families
	{level: Casual, label: "-니", suffix: "니", mood: Question, when: askedWord, before: questionNi, as: forms{"먹습니까", "먹어요", "먹는가", "먹니"}},
	{level: Casual, label: "-니", suffix: "냐", mood: Question, before: questionNya, as: forms{"먹습니까", "먹어요", "먹는가", "먹냐"}},
	{level: Casual, label: "-야", suffix: "야", mood: asked, when: afterVowel, before: copulaAfterVowel, as: forms{"가수입니다", "가수예요", "가수다", "가수야"}},
	{level: Casual, label: "-셔", suffix: "셔", mood: asked, before: honorInfinitive, as: forms{"앉으십니다", "앉으세요", "앉으신다", "앉으셔"}},
	{level: Casual, label: "-어", suffix: "", mood: asked, before: casualInfinitive, as: forms{"힘듭니다", "힘들어요", "힘들다", "힘들어"}},
})

// compile splits each row's leading final consonant from its text and adds the rows of families
// where the table marks them: a family's 해요체 endings before the bare 요, its 반말 ending
// before the questions in 니.
func compile(rows []ending) []ending {
	var out []ending
	for _, e := range rows {
		switch {
		case e.level == Polite && e.suffix == "요":
			for _, f := range families {
				for _, end := range f.polite {
					out = append(out, withFinal(ending{level: Polite, label: "-" + end, suffix: end, mood: asked, before: familyAt(f.fam)}))
				}
			}
		case e.level == Casual && e.suffix == "니":
			for _, f := range families {
				out = append(out, withFinal(ending{level: Casual, label: "-" + f.casual, suffix: f.casual, mood: asked, when: some, before: casualFamily(f.fam)}))
				if f.written != f.casual { // 구나 as written, beside the 군 that familyEnding builds on
					out = append(out, withFinal(ending{level: Casual, label: "-" + f.written, suffix: f.written, mood: asked, when: some, before: casualFamily(f.fam)}))
				}
			}
		}
		out = append(out, withFinal(e))
	}
	return out
}

// withFinal takes a leading final consonant off the row's suffix.
func withFinal(e ending) ending {
	e.text, e.tail = e.suffix, hangul.None
	if r, size := utf8.DecodeRuneInString(e.suffix); finals[r] != hangul.None {
		e.text, e.tail = e.suffix[size:], finals[r]
	}
	return e
}

var finals = map[rune]int{'ㅂ': hangul.P, 'ㄴ': hangul.N, 'ㄹ': hangul.L}

// match gives what stands before the row's ending in word.
func (e *ending) match(word string, c context) (string, bool) {
	x, ok := strings.CutSuffix(word, e.text)
	if !ok {
		return "", false
	}
	if e.tail != hangul.None {
		if x == "" || tailOf(x) != e.tail {
			return "", false
		}
		x = withTail(x, hangul.None)
	}
	return x, e.when == nil || e.when(x, c)
}

// read parses the final word of a sentence by the grammar. ok is false when the ending is not one
// the package can rebuild at another level, or the stem is ambiguous (삽니다: 사다 or 살다?) and
// the context does not settle it; the sentence is then left as it is.
func read(word string, c context) (reading, bool) {
	if nounsFirst[word] {
		return reading{}, false
	}
	word, slip := respelt(word)
	settled := Unknown
	for i := range grammar {
		e := &grammar[i]
		if e.level == settled {
			continue
		}
		x, ok := e.match(word, c)
		if !ok {
			continue
		}
		mood := e.mood
		if mood == asked {
			mood = Statement
			if c.question {
				mood = Question
			}
		}
		if e.before != nil {
			if p, ok := e.before(x, mood, c); ok {
				return reading{pred: p, level: e.level, ending: e.label, misspelt: e.misspelt || slip}, true
			}
		}
		if e.alone {
			return reading{}, false
		}
		if e.level != Casual {
			settled = e.level
		}
	}
	return reading{}, false
}

// respelt is word with the slips chat writers make in a verb's ending written right, and whether
// it had one: 됬 for 됐 (됬어요), 되 for 돼 where 되다 ends (안되요, 안되), 께 for 게 after ㄹ
// (할께요). The word is read as the form meant and rewritten even at its own level, since a
// writer who rewrites the ending writes it right; 하되 is a connective and stays.
func respelt(word string) (string, bool) {
	out := strings.ReplaceAll(word, "됬", "됐")
	switch x, polite := strings.CutSuffix(out, "되요"); {
	case polite:
		out = x + "돼요"
	case strings.HasSuffix(out, "되") && known(out):
		out = strings.TrimSuffix(out, "되") + "돼"
	}
	for _, e := range []string{"께요", "께"} {
		if x, ok := strings.CutSuffix(out, e); ok && x != "" && tailOf(x) == hangul.L {
			out = x + "게" + strings.TrimPrefix(e, "께")
			break
		}
	}
	return out, out != word
}

// Conditions on what stands before an ending.

func some(x string, _ context) bool           { return x != "" }
func afterConsonant(x string, _ context) bool { return x != "" && hangul.EndsInConsonant(x) }
func askedWord(_ string, c context) bool      { return c.question }

func notConsonant(x string, _ context) bool { return x != "" && !hangul.EndsInConsonant(x) }

// afterVowel: a syllable without a final consonant (가수에요, 뭐야), or a figure or Latin name read
// with none (512GB야: 기가바이트, 2야: 이).
func afterVowel(x string, _ context) bool {
	t, ok := hangul.FinalSound(x)
	return ok && t == hangul.None
}
