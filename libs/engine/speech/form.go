package speech

import (
	"strings"

	"maltu/libs/engine/hangul"
)

// Level is a speech level (높임 수준) as written Korean shows it in sentence endings.
type Level int

// The speech levels the package reads and writes.
const (
	Unknown Level = iota
	Formal        // 합쇼체: 합니다, 했습니까, 하십시오
	Polite        // 해요체: 해요, 했어요, 이에요
	Plain         // 해라체: 한다, 좋다, 했다, 이다
	Casual        // 해체(반말): 해, 했어, 이야
)

// Levels are the speech levels in order, from the most deferent.
var Levels = [...]Level{Formal, Polite, Plain, Casual}

// forms are one word or phrase at each of the levels, in the order of Levels; "" where a level
// has none. A level added to Levels makes every forms row one longer, so a table not yet written
// for it fails to compile or its test.
type forms [len(Levels)]string

// at is the form at level l.
func (f forms) at(l Level) string { return f[l-Formal] }

// Each level's names: as Korean grammar calls it (String), as the voice tells a writer of it
// (Voice), and the rule that asks for it (Rule).
var (
	levelNames = forms{"합쇼체", "해요체", "해라체", "해체"}
	voiceNames = forms{"합니다체", "해요체", "'-다'체", "반말"}
	ruleNames  = forms{"합니다체로 끝맺기", "해요체로 끝맺기", "'-다'로 끝맺기", "반말로 끝맺기"}
)

func (l Level) String() string { return l.name(levelNames, "알 수 없음") }

// Voice is the level as the voice names it to a writer ("" for Unknown).
func (l Level) Voice() string { return l.name(voiceNames, "") }

// Rule is the text of the rule that asks for the level ("" for Unknown).
func (l Level) Rule() string { return l.name(ruleNames, "") }

func (l Level) name(names forms, unknown string) string {
	if l < Formal || l > Casual {
		return unknown
	}
	return names.at(l)
}

// levels is a set of speech levels: those a pass of Convert acts toward.
type levels uint8

func levelsOf(ls ...Level) levels {
	var s levels
	for _, l := range ls {
		s |= 1 << l
	}
	return s
}

func (s levels) has(l Level) bool { return s&(1<<l) != 0 }

var allLevels = levelsOf(Levels[:]...)

// Mood is what a sentence does.
type Mood int

// Moods.
const (
	Statement Mood = iota
	Question
	Command
	Proposal
)

// kind is what precedes the sentence ending.
type kind int

const (
	kindStem   kind = iota // a dictionary stem that conjugates: 하, 먹, 돕, 만들
	kindPre                // a form in ㅆ/ㅄ that takes endings unchanged: 했, 하겠, 있, 없
	kindHonor              // the form the honorific 시 (or 십시오, 세요) attaches to: 하, 읽으, 도우
	kindCopula             // a noun before 이다: 학생, 의사, 것
	kindNot                // 아니다, after whatever precedes it in the word
)

// family is an ending beyond the core four moods that some levels share (네요/네, 죠/지 ...).
type family int

const (
	famCore    family = iota
	famNe             // 좋네요: a finding
	famJi             // 그렇죠: agreement
	famGun            // 그렇군요: realisation
	famGeodeun        // 했거든요: giving a reason
	famJana           // 알잖아요: what the listener knows
	famGe             // 할게요: a promise
	famKka            // 할까요: wondering
	famRae            // 할래요: what one will do, or asks the listener to
)

// families are the endings beyond the four moods, one row each: the 반말 ending as read (and as
// familyEnding builds on), the 반말 ending as written, and the 해요체 endings, the first of them
// written. Adding such an ending is adding a row and its family.
var families = []struct {
	fam             family
	casual, written string
	polite          []string
}{
	{famJana, "잖아", "잖아", []string{"잖아요"}},
	{famGeodeun, "거든", "거든", []string{"거든요"}},
	{famNe, "네", "네", []string{"네요"}},
	{famJi, "지", "지", []string{"죠", "지요"}},
	{famGun, "군", "구나", []string{"군요"}}, // 그렇군요 → 그렇구나, as 반말 says it
}

// familyEndings gives a family's row.
func familyEndings(f family) (casual, written, polite string) {
	for _, row := range families {
		if row.fam == f {
			return row.casual, row.written, row.polite[0]
		}
	}
	return "", "", ""
}

// pred is the predicate that ends a sentence, read back to what every level can be built from.
type pred struct {
	kind kind
	stem string
	adj  bool // descriptive; only the plain level's forms differ
	mood Mood
	fam  family
	reg  bool // a stem the tables conjugate irregularly, read regular (seenRegular, twinCues)
	open bool // a stem of twinCues whose class neither its form nor the words around it tell
}

// class is how p's stem conjugates: regular where the text showed or cued it so, else by the tables.
func (p pred) class() class {
	if p.reg {
		return regular
	}
	return classify(p.stem)
}

// rieul is the ㄹ-form of p's stem that 게, 래 and 까 follow (withRieul).
func (p pred) rieul() string { return withTail(euFormAs(p.stem, p.class()), hangul.L) }

// form writes the predicate at a level. ok is false when the level has no form for it (a
// command of 있다, a promise in the honorific).
func (p pred) form(to Level) (string, bool) {
	if p.kind == kindHonor && to == Formal && (p.fam == famKka || p.fam == famRae && p.mood == Question) {
		// 가능하실까요? and 같이 가실래요? ask the listener's view or will, which 합쇼체 asks in 겠
		// (가능하시겠습니까?, 같이 가시겠습니까?); 제가 할까요? offers and 같이 갈까요? proposes, and keep 까요.
		return p.stem + "시겠습니까", true
	}
	switch p.fam {
	case famCore:
		return p.core(to)
	case famGe:
		if p.kind != kindStem {
			return "", false
		}
		switch to {
		case Formal:
			return p.stem + "겠습니다", true
		case Plain:
			return p.stem + "겠다", true
		case Polite:
			return p.rieul() + "게요", true
		case Casual:
			return p.rieul() + "게", true
		}
	case famRae:
		base := ""
		switch p.kind {
		case kindStem:
			base = p.rieul()
		case kindHonor:
			base = p.stem + "실"
		}
		switch {
		case base == "" || to == Formal || to == Plain:
			return "", false // 갈래요 has no written twin that keeps its sense
		case to == Polite:
			return base + "래요", true
		}
		return base + "래", true
	case famKka:
		base, ok := p.kkaBase()
		if !ok {
			return "", false
		}
		if to == Formal || to == Polite {
			return base + "까요", true
		}
		return base + "까", true
	default:
		end, ok := p.familyEnding()
		casual, written, polite := familyEndings(p.fam)
		switch {
		case !ok:
			return "", false
		case to == Polite:
			return strings.TrimSuffix(end, casual) + polite, true
		case to == Casual:
			return strings.TrimSuffix(end, casual) + written, true
		case p.mood == Question:
			return "", false // 그렇죠? has no plain or formal twin that keeps its sense
		}
		q := p
		q.fam, q.mood = famCore, Statement
		return q.core(to)
	}
	return "", false
}

// core writes the four-mood endings.
func (p pred) core(to Level) (string, bool) {
	switch p.kind {
	case kindStem:
		if p.open {
			return openForm(p.stem, p.adj, p.mood, to)
		}
		return stemForm(p.stem, p.class(), p.adj, p.mood, to)
	case kindPre:
		return preForm(p.stem, p.mood, to)
	case kindHonor:
		return p.honorForm(to)
	case kindCopula:
		return copulaForm(p.stem, p.mood, to)
	case kindNot:
		return notForm(p.stem, p.mood, to)
	}
	return "", false
}

func stemForm(s string, c class, adj bool, mood Mood, to Level) (string, bool) {
	switch to {
	case Formal:
		switch mood {
		case Statement, Question:
			return formalEnding(s, mood == Question), true
		case Command:
			return commandBase(s, c) + "십시오", true
		case Proposal:
			return withTail(euFormAs(s, c), hangul.P) + "시다", true
		}
	case Polite:
		if mood == Command {
			return commandBase(s, c) + "세요", true
		}
		return infinitiveAs(s, c) + "요", true
	case Plain:
		switch mood {
		case Statement:
			return plainStatement(s, adj), true
		case Question:
			return plainQuestion(s, adj), true
		case Command:
			return infinitiveAs(s, c) + "라", true
		case Proposal:
			return s + "자", true
		}
	case Casual:
		if mood == Proposal {
			return s + "자", true
		}
		return infinitiveAs(s, c), true
	}
	return "", false
}

// openForm writes a stem of twinCues that nothing reads (같이 걷자: to walk, or to collect?) only
// where the level keeps it as written, so as not to choose a verb: 걷죠 proposes at 해요체 for
// either 걷다, where 걸어요 or 걷어요 would choose; a form that needs one is not written.
func openForm(s string, adj bool, mood Mood, to Level) (string, bool) {
	switch {
	case to == Polite && mood == Proposal:
		return s + "죠", true
	case to == Formal && (mood == Statement || mood == Question), to == Plain && mood != Command, to == Casual && mood == Proposal:
		return stemForm(s, regular, adj, mood, to)
	}
	return "", false
}

// commandBase is the form 세요 and 십시오 follow in a request, where 먹다 and 자다 take their
// honorific words (드세요, 주무세요).
func commandBase(stem string, c class) string {
	switch stem {
	case "먹":
		return "드"
	case "자":
		return "주무"
	}
	return euFormAs(stem, c)
}

// endings holds, per level, the statement and question endings of a predicate that takes them
// unchanged. Formal endings of pre-final forms are built by formalEnding instead ("" here).
type endings map[Level][2]string

var (
	preEndings   = endings{Polite: {"어요", "어요"}, Plain: {"다", "는가"}, Casual: {"어", "어"}}
	notEndings   = endings{Formal: {"아닙니다", "아닙니까"}, Polite: {"아니에요", "아니에요"}, Plain: {"아니다", "아닌가"}, Casual: {"아니야", "아니야"}}
	copulaAfterC = endings{Formal: {"입니다", "입니까"}, Polite: {"이에요", "이에요"}, Plain: {"이다", "인가"}, Casual: {"이야", "이야"}}
	copulaAfterV = endings{Formal: {"입니다", "입니까"}, Polite: {"예요", "예요"}, Plain: {"다", "인가"}, Casual: {"야", "야"}}
)

// attach writes stem with the ending of its level and mood; commands and proposals have none.
func (e endings) attach(stem string, mood Mood, to Level) (string, bool) {
	pair, ok := e[to]
	if !ok || mood == Command || mood == Proposal {
		return "", false
	}
	if mood == Question {
		return stem + pair[1], true
	}
	return stem + pair[0], true
}

func preForm(s string, mood Mood, to Level) (string, bool) {
	if to == Formal {
		if mood == Command || mood == Proposal {
			return "", false
		}
		return formalEnding(s, mood == Question), true
	}
	// 하였어요 is correct but reads like a written report; speech and essays contract it.
	if x, ok := strings.CutSuffix(s, "하였"); ok {
		s = x + "했"
	}
	return preEndings.attach(s, mood, to)
}

// commandStem is the stem a command without -시- is made from: the plain word of an honorific one
// (드세요 → 먹어라, not 들어라; 주무세요 → 자라; 계세요 → 있어라), or the stem before 시.
func commandStem(h string) (string, bool) {
	if stem, ok := honourWords[h]; ok {
		return stem, true
	}
	return stemFromEu(h, "")
}

// honorForm: the stem is the form before 시. A command (하십시오, 하세요) is written with it too.
func (p pred) honorForm(to Level) (string, bool) {
	h := p.stem
	switch to {
	case Formal:
		switch p.mood {
		case Statement:
			return h + "십니다", true
		case Question:
			return h + "십니까", true
		case Command:
			return h + "십시오", true
		}
	case Polite:
		return h + "세요", true
	case Plain:
		switch p.mood {
		case Statement:
			if p.adj {
				return h + "시다", true
			}
			return h + "신다", true
		case Question:
			return h + "시는가", true
		case Command:
			if stem, ok := commandStem(h); ok {
				return infinitiveAs(stem, seenClass(stem, h)) + "라", true // 확인해라, 읽어라, 드세요 → 먹어라
			}
			return h + "라", true // the written imperative: 읽으라
		}
	case Casual:
		if p.mood == Command {
			if stem, ok := commandStem(h); ok {
				return infinitiveAs(stem, seenClass(stem, h)), true
			}
			return "", false
		}
		return h + "셔", true
	}
	return "", false
}

func copulaForm(host string, mood Mood, to Level) (string, bool) {
	// 것 is 거 in the spoken levels: 할 거예요, 할 것입니다.
	switch {
	case host == "거" && (to == Formal || to == Plain):
		host = "것"
	case host == "것" && (to == Polite || to == Casual):
		host = "거"
	}
	if hangul.EndsInConsonant(host) {
		return copulaAfterC.attach(host, mood, to)
	}
	return copulaAfterV.attach(host, mood, to)
}

func notForm(before string, mood Mood, to Level) (string, bool) {
	return notEndings.attach(before, mood, to)
}

// familyEnding is the 해체 form of the 네/지/군/거든 endings; 해요체 adds 요 to it.
func (p pred) familyEnding() (string, bool) {
	end, _, _ := familyEndings(p.fam)
	switch p.kind {
	case kindStem:
		if p.fam == famNe || (p.fam == famGun && !p.adj) {
			if p.fam == famGun {
				end = "는군"
			}
			return bare(p.stem) + end, true
		}
		return p.stem + end, true
	case kindPre:
		return p.stem + end, true
	case kindHonor:
		return p.stem + "시" + end, true
	case kindCopula:
		if hangul.EndsInConsonant(p.stem) {
			return p.stem + "이" + end, true
		}
		return p.stem + end, true
	case kindNot:
		return p.stem + "아니" + end, true
	}
	return "", false
}

// kkaBase is the form 까 follows: 할, 했을, 하실, 학생일, 아닐.
func (p pred) kkaBase() (string, bool) {
	switch p.kind {
	case kindStem:
		return p.rieul(), true
	case kindPre:
		return p.stem + "을", true
	case kindHonor:
		return p.stem + "실", true
	case kindCopula:
		return p.stem + "일", true
	case kindNot:
		return p.stem + "아닐", true
	}
	return "", false
}
