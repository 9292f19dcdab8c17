package arrange

import (
	"slices"
	"unicode/utf8"

	"maltu/libs/engine/internal/wordlist"
	"maltu/libs/gate/markers"
)

// place is one named reason a sentence weighs as the conclusion or as a key point by where it
// stands in the draft rather than by its words: first or last of the body, under which heading,
// beside the conclusion. Its weight is what it adds when match holds.
type place struct {
	name   string
	weight int
	match  func(d *draft, i int) bool
}

// layout is where the sentences stand, read once (readLayout) for the places.
type layout struct {
	first, last int   // the body's first and last sentences: no greeting, sign-off or heading; -1 for none
	under       []int // the heading each sentence stands under, -1 for none
	median      int   // the body's median length in characters
}

// conclusionPlaces add to how much a sentence reads as the conclusion (weighRoles).
var conclusionPlaces = []place{
	// The writer who closes on a verdict puts it last, before the sign-off (정리하면 없이: 이번 달은
	// 무난했다고 봅니다. / 감사합니다.).
	{"last of the body", 0, func(d *draft, i int) bool { return i == d.layout.last && d.layout.first < i }},
	// An event told in the past (행사는 3시에 끝났습니다) reports; a verdict judges in the present.
	{"told in the past", 0, func(d *draft, i int) bool { return past(d.in[i]) }},
	// The last line of a letter before its sign-off (감사합니다, 김소연 드림) is where it closes.
	{"before a sign-off", 0, func(d *draft, i int) bool { return i == d.layout.last && i+1 < len(d.in) && d.roles[i+1].phatic }},
	// A writer may put the verdict first (C3).
	{"first of the body", 0, func(d *draft, i int) bool { return i == d.layout.first }},
	// Under a heading of plans stand steps, not the verdict.
	{"under a heading of plans", 0, func(d *draft, i int) bool { return headedBy(d, i, planHeading) }},
	// Two figures compare: a finding rather than the verdict drawn from it.
	{"two figures", 0, func(d *draft, i int) bool { return len(d.nums[i]) >= 2 }},
}

// keyPlaces add to how central a sentence is (keyPlaced), after the conclusion is chosen.
var keyPlaces = []place{
	// The first line of the body tells the news a report opens with.
	{"first of the body", 0, func(d *draft, i int) bool { return i == d.layout.first }},
	{"second of the body", 0, func(d *draft, i int) bool { return d.layout.first >= 0 && i == nextBody(d, d.layout.first) }},
	{"last of the body", 0, func(d *draft, i int) bool { return i == d.layout.last }},
	// The first line under a heading says what the part is about; the last one before the next
	// heading closes it.
	{"opens a part", 0, func(d *draft, i int) bool { return i > 0 && d.roles[i-1].heading }},
	{"closes a part", 0, func(d *draft, i int) bool { return i+1 < len(d.in) && d.roles[i+1].heading }},
	// The line before the conclusion is the finding it is drawn from.
	{"last before the conclusion", 0, func(d *draft, i int) bool { return i == lastBefore(d, d.conclusion) }},
	// Two figures or more in a sentence compare or split a whole (61%에서 74%로, 3건 중 2건).
	{"two figures", 0, func(d *draft, i int) bool { return len(d.nums[i]) >= 2 }},
	// Under a heading of plans stand steps; under any other heading, what the text found.
	{"under a heading of plans", 0, func(d *draft, i int) bool { return headedBy(d, i, planHeading) }},
	{"under another heading", 0, func(d *draft, i int) bool {
		return d.layout.under[i] >= 0 && !headedBy(d, i, planHeading)
	}},
	// A sentence that turns against what came before (하지만, 반면) sets a finding against another.
	{"contrast", 0, func(d *draft, i int) bool { return wordlist.OpensWord(markers.Strip(d.in[i]), contrasts...) }},
	// A sentence without a figure on the conclusion's topic (as keyShifts.topic weighs one with).
	{"topic without a figure", 0, func(d *draft, i int) bool {
		return d.conclusion >= 0 && i != d.conclusion && !d.roles[i].figures && sharesTopic(d.in[i], d.in[d.conclusion])
	}},
	// A sentence longer than most of the draft's says more.
	{"long", 0, func(d *draft, i int) bool { return utf8.RuneCountInString(d.in[i]) > d.layout.median }},
}

// contrasts open a sentence that turns against the one before it.
var contrasts = []string{"하지만", "그러나", "그렇지만", "반면", "반면에", "그런데"}

// headedBy reports a sentence under a heading whose label is.
func headedBy(d *draft, i int, is func(label string) bool) bool {
	h := d.layout.under[i]
	return h >= 0 && is(labelOf(d.in[h]))
}

// lastBefore is the last sentence of the body before c, -1 for none.
func lastBefore(d *draft, c int) int {
	for i := c - 1; i >= 0; i-- {
		if body(d.roles[i]) {
			return i
		}
	}
	return -1
}

// nextBody is the first sentence of the body after i, -1 for none.
func nextBody(d *draft, i int) int {
	for j := i + 1; j < len(d.in); j++ {
		if body(d.roles[j]) {
			return j
		}
	}
	return -1
}

// body reports a sentence of the body: no greeting, sign-off or heading.
func body(ro role) bool { return !ro.phatic && !ro.heading }

// readLayout reads where the sentences stand.
func readLayout(d *draft) {
	l := layout{first: -1, last: -1, under: make([]int, len(d.in))}
	var sizes []int
	h := -1
	for i, ro := range d.roles {
		if ro.heading {
			h = i
		}
		l.under[i] = h
		if body(ro) {
			if l.first < 0 {
				l.first = i
			}
			l.last = i
			sizes = append(sizes, utf8.RuneCountInString(d.in[i]))
		}
	}
	if len(sizes) > 0 {
		slices.Sort(sizes)
		l.median = sizes[len(sizes)/2]
	}
	d.layout = l
}

// placed is the weight of the places that match the i-th sentence.
func placed(places []place, d *draft, i int) int {
	w := 0
	for _, p := range places {
		if p.weight != 0 && p.match(d, i) {
			w += p.weight
		}
	}
	return w
}

// keyPlaced: each sentence that may be a point weighs by where it stands too.
func keyPlaced(d *draft) {
	for i := range d.roles {
		if ro := &d.roles[i]; body(*ro) && !ro.names && !ro.row && !ro.frame && !ro.minor {
			ro.key += placed(keyPlaces, d, i)
		}
	}
}
