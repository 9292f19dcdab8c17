package arrange

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"maltu/libs/gate/contract"
	"maltu/libs/gate/golden"
)

// reportCase is a draft of testdata/cases with the report a careful reader expects of it.
type reportCase struct {
	name       string
	sentences  []string
	conclusion int         // 1-based; 0 when the draft has none
	key        []int       // sentences whose point a key point should make
	numbers    [][2]string // value and the head noun its context should hold
	actions    []int       // sentences that propose or plan an action
}

// readCases reads the drafts of dir (testdata/cases, testdata/heldout).
func readCases(t testing.TB, dir string) []reportCase {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(dir, "*.txt"))
	var out []reportCase
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		c := reportCase{name: filepath.Base(f)}
		for line := range strings.SplitSeq(strings.TrimSpace(string(b)), "\n") {
			switch {
			case strings.HasPrefix(line, "#"):
			case strings.HasPrefix(line, "== "):
				key, val, _ := strings.Cut(strings.TrimPrefix(line, "== "), ": ")
				switch key {
				case "conclusion":
					c.conclusion, _ = strconv.Atoi(val)
				case "key":
					c.key = indexes(val)
				case "actions":
					c.actions = indexes(val)
				case "numbers":
					for _, item := range strings.Split(val, "; ") {
						v, head, _ := strings.Cut(item, "=")
						c.numbers = append(c.numbers, [2]string{v, head})
					}
				}
			default:
				c.sentences = append(c.sentences, line)
			}
		}
		out = append(out, c)
	}
	return out
}

func indexes(s string) []int {
	var out []int
	for _, f := range strings.Split(s, ",") {
		if n, err := strconv.Atoi(strings.TrimSpace(f)); err == nil {
			out = append(out, n)
		}
	}
	return out
}

// TestReportCases arranges every draft of testdata/cases and scores each part against what a
// careful reader expects: the conclusion found, key points among the expected sentences, every
// sentence in one section, each measured figure with a context holding its head noun (and no
// date or ordinal listed), next actions. The test prints the scores; every part of a draft short of
// its expected report is a miss named with what it got, and testdata/cases.misses lists those known
// today (issue 13 asked 90% of every part; the list holds today's scores exactly). Drafts 01-12 were written first and the arrangement tuned on them;
// 13-16 and then 17-40 were written after each round of tuning and first run unseen (17-40:
// conclusion 70.8%, key points 52.1%, numbers 71.8%, next actions 80.6%, sections 100%), then
// tuned on too; so were 41-54 (first run: conclusion 85.7%, key points 75.1%, numbers 79.3%,
// next actions 88.1%, sections 100%) and 55-64 (first run, after 41-54 had been tuned on:
// conclusion 100%, key points 83.4%, numbers 64.9%, next actions 91.7%, sections 100%). Drafts
// 65-70 (team chat, e-mails with greeting and sign-off, news with many units) were written with
// their expected reports after the units, repeats and headings of a probe were fixed, and first
// run: conclusion 50.0%, key points 83.3%, numbers 64.4%, next actions 48.6%, sections 100%.
// Drafts 72-79 (sales review, hiring plan, postmortem, budget request, launch retro, survey,
// facilities notice, research summary; many figures that are names, not measures) were
// written with their reports before they were run; first run: conclusion 75.0%, key points
// 79.2%, numbers 71.1%, next actions 74.0%, sections 100%; after the classes they showed were
// fixed: conclusion 100%, key points 87.5%, numbers 80.5%, next actions 86.5%. Drafts 80-84
// (monthly ops, campaign result, training summary, logistics weekly, clinic notice) were
// written likewise; first run: conclusion 80.0%, key points 73.3%, numbers 81.0%, next actions
// 100%, sections 100%; numbers 96.6% after the classes they showed were fixed.
// Drafts 85-87 (store weekly, mail incident, app meeting; 9-11 sentences) were written with
// their reports after the key-point classes of 55-84 were fixed, and first run: key points
// 66.7%, conclusion 100%, numbers 78.3%, next actions 80.6%, sections 100%; key points 100%
// after the classes they showed (an announcing opening, a failure told by negation, a loss
// spared) were fixed. Drafts 88-102 (press release, school letter, investor update, district,
// hospital and apartment notices, research summary, event result, customer notice, outage
// report in bullets, budget memo, job posting, minutes in bullets, messenger report, a sales
// mail of 40 sentences) were written with their reports before they were run; first run:
// conclusion 66.7%, key points 64.4%, numbers 60.2%, next actions 61.2%, sections 100%; after
// the classes they showed were fixed (dates and names read as amounts, contexts of a basis, a
// postposition or an adverb, figures taken up again, the limit of 12 figures, title lines,
// bullets that decide or label a step, what asks no step): conclusion 80.0%, key points
// 80.1%, numbers 83.9%, next actions 91.8%. Drafts 103-117 (a newcomer's chat, an apology
// mail, office and school notices, a cafe owner's chat, a research summary in -다, a
// freelancer's mail, a council survey, an outage memo in bullets, a hiring result, a
// proposal, interview notes, a budget request, a midterm review of 35 sentences, a four-line
// chat) were written with their reports before they were run; first run: conclusion 20.0%,
// key points 58.9%, numbers 71.7%, next actions 65.0%, sections 100%, or, once seven
// conclusions were read as the drafts above read them (a notice's or a result's lead news is
// a key point, not the conclusion), conclusion 66.7% and key points 64.4%; after the classes
// they showed were fixed: conclusion 86.7%, key points 78.9%, numbers 80.3%, next actions
// 91.7%. Key points were then weighed as classes of predicate rather than a sum of cue lists
// (a result, a change an option leads to, a detail splitting an earlier figure, a line pointing
// below, a trouble that fell), designed on 105 drafts with 12 held out unread (10, 20, …, 110,
// 115): key points 90.5% -> 92.7% on the 105, 86.1% -> 88.9% on the 12, 90.0% -> 92.3% on all.
// Drafts 118-132 (mails with greeting and sign-off, a memo concluding fifth, nested bullets,
// minutes with speakers, chat with emoticons, press reports with headlines, tables pasted as
// lines, dates and times, sums of one unit, falls and %p) were written with their reports
// before they were run; first run: conclusion 40.0%, key points 66.7%, numbers 76.0%, next
// actions 68.9%, sections 100%; after the classes they showed were fixed: conclusion 80.0%, key
// points 84.6%, numbers 85.5%, next actions 86.1%, the 117 before them unchanged. Some of what
// is left is where their reports read otherwise than the drafts above: 그래서 with a plan (122)
// concludes there, a contact line asks a step (125, as 63), a conclusion that proposes is a
// next action too (126, 127), a span before 새 is listed (123). The conclusion was then read by
// the predicate a cue leads to (a turn to no plan, judgement or step, a need of an amount and a
// forecast drawn from nothing conclude nothing), designed on 106 drafts with 26 held out unread
// (3, 8, …, 128): conclusion 91.5% -> 94.3% on the 106, 88.5% -> 88.5% on the 26, 90.9% -> 93.2%
// on all. Drafts 133-155 (a nursing study, a growers' and a residents' meeting with a chair, a
// playtest in a team chat, a legal opinion, a museum's and a charity's yearly results, a hotel
// memo, a blog post, an A/B test, a site report, a baker's message, a lab mail to a professor, a
// publisher's chat, a call centre's check, a vendor comparison, a coach's message to parents, a
// council's review, a hygiene check in bullets, a security check, a parents' notice, a claims
// analysis, a one-line-verdict DM) were written with their reports for issue 30's conclusion and
// key-point classes before they were run; 135, 140, 145, 150 and 154 were held out, their misses
// not read while fixing. First run on all 23: conclusion 26.1%, key points 82.6%, numbers 65.6%,
// next actions 72.8%, sections 100% (the 18 read: conclusion 16.7%, key points 85.2%; the 5 held
// out: 60.0%, 73.3%). The conclusion was then read as the writer's verdict (an appraisal told with
// a verb of judging or an evaluative predicate, a verdict placed first, a forecast of the figures
// as they run, a chair's -ㅂ시다 in minutes; a step after a verdict does not take its place; a
// caveat, a rule or an open question concludes nothing) and framing lines and a study's
// reservations were no findings: conclusion 88.9% and key points 90.7% on the 18, 100% and 80.0%
// on the 5 held out, the 132 before them 93.2% -> 93.9% and 91.8% -> 91.8%. The 18 still read
// otherwise where a 따라서 in the middle (136) restates a verdict placed first, and where a text
// with no conclusion ends in what must be done (152).
// Drafts 190-211 (a library's plan, an orchard co-op's and a building site's minutes, a
// translation agency's request, mails from a vet, a tax accountant, a hotel, a wedding planner,
// notices of a district, a studio, a clinic, chats of a tenant and of two bakers, a law memo, a
// lab's weekly, a game team's notes, an investor update, a theatre's and volunteers' reports)
// were written with their reports before they were run; first run: next actions precision 79.5%,
// recall 79.5% (conclusion 63.6%, key points 72.8%, numbers 76.3%). Next actions were then read
// by predicate class (closing wishes, contact lines, a telling of what the text tells, a list's
// introduction, 예정 not the predicate, an appraisal, a verdict, a standing rule are no step;
// bullets under a plan of a time to come are; the dated first at the cap), designed on 17 of
// them with 194, 199, 204, 209 and 211 held out unread: on the 17, 82.8% / 80.0% -> 98.4% /
// 100%; on the 5 held out, 70.0% / 77.8% -> 89.5% / 94.4%; on 1-132, 94.3% / 96.6% -> 96.6% /
// 96.6% (63 reads its contact line as a step, which 78, 91 and 125 do not).
// Drafts 160-180 (a farm co-op's newsletter, a running club's notice, a clinical trial, a
// publisher's minutes, a lecturer's mail, a greenhouse chat, port news, a vet's notice, a
// translation quote, a film festival, water rates, a band's tour settlement, a parish bazaar, a
// residents' vote, a cram school, a nursing home's letter, a baseball report, library statistics,
// a building site's weekly, a bakery's post, a blood drive; rich in figures: from-to, ranges in %,
// a:b, a 대 b, counts in brackets, codes, age groups, printings and phases) were written with their
// reports before they were run, for issue 30's figure classes; 163, 167, 171, 175 and 179 were held
// out of every design decision. First run, figures found / context naming what is measured /
// non-figures listed: 92.1% / 71.7% / 35 over the 21 drafts (the 5 held out: 91.8% / 62.3% / 9);
// conclusion 66.7%, key points 85.7%, numbers 68.8%, next actions 65.9%. After the classes they and
// the drafts above showed were fixed: 99.6% / 88.5% / 7 (held out: 100% / 77.0% / 2), numbers 87.0%;
// the 132 drafts above went from 97.6% / 89.6% / 10 to 97.6% / 91.3% / 7 (numbers 92.3% -> 93.5%).
// Drafts 282-301 (a guesthouse owner's chat, a doctoral student's mail, a fire station's notice, a
// webtoon editor's chat, a daycare's letter, a garage's estimate, a hiking club's text, a pool's
// closing notice, an IT vendor's monthly, a conference committee, an interior site report, a
// department's mail, a shelter's volunteers, a creator's retro, a pottery studio, a beekeeper, an
// HR notice, a tour operator, a pharmacy chain's memo, a ski resort's minutes; rich in plans,
// requests, commitments and their false friends: wishes in 바랍니다, 말씀드릴게요, 예정 in a reason,
// pending decisions, vague resolutions) were written with their reports before they were run, for
// issue 30's next-action classes; 286, 290, 294, 298 and 301 are held out of every design decision.
// First run, next actions precision / recall: 81.0% / 85.0% on the 15 read, 82.4% / 93.3% on the 5
// held out. Next actions were then read by the sentence's role rather than our drafts' phrasing (a
// decision put off or to leave things as they are, an agenda, a rule cited, a recalled request, a
// wish for the reader's time or health, goodwill asked, a farewell, a notice's scheduled news take
// no step; a contact for a trouble named, a line saying the steps follow, a note ending in a step
// for a time to come do; a bullet that asks is no heading; a need gives way to the step that sets
// it), designed on the 15 and on drafts 212-241: on the 15, 100% / 100%; on the 5 held out, 93.3% /
// 93.3%; on 212-241, 78.9% / 85.7% -> 97.1% / 94.3%; on 133-211, 91.5% / 88.6% -> 95.4% / 91.1%;
// on 1-132, 96.6% / 96.9% unchanged.
// Drafts 242-261 (a wine shop's newsletter, a ferry's notice, podcast hosts' chat, an admissions
// office's mail, an aquarium's check in bullets, a taxi co-op's minutes, a noodle review, a kimchi
// plant's hygiene report, a hiking club's accounts, an open-source maintainer's notice, a
// bookbinding class, a crowdfunding update, a district's bus route review, roommates' chat, a dance
// recital, solar quotes, a crop insurance opinion, a sunscreen panel test, a residents' council, a
// trainer's message) were written with their reports for round 2 of issue 30's conclusion and
// key-point classes before they were run; 245, 250, 255 and 260 were held out of every design
// decision. First run: conclusion 65.0%, key points 78.3% (the 16 read: 56.2%, 79.2%; the 4 held
// out: 100%, 75.0%). The conclusion was then read by what its sentence does rather than by cue
// words: a verb of judging in any form after -다고, -ㄴ 것으로 or -다는 (판단된다, 봐, 판단입니다,
// 할 수 있습니다), a whole measured against what was hoped for or named a success, a verdict under
// its label, an appraisal a news report quotes; a verdict stands before any step after it, 그래서
// or not (so 03 concludes at 충분하다고 생각해요, no longer at the proposal after it, as the outside
// drafts 212-241 read it); a member's view in minutes, a study's reservation, an instruction to the
// reader (-셔야) and 결국 or 즉 that tell an event or restate a figure conclude nothing; a chair's or a
// chat's turn to what it settles (그럼 … 합시다, 그럼 … 굽자, 그럼 … 하겠습니다) decides. Key points:
// a caveat after the conclusion, an open question and an aside are points only when there is no
// other; a survey's response and a panel's split set the frame. After: the 16 read 93.8% and 95.8%,
// the 4 held out 100% and 75.0%; drafts 212-241 went from 73.3% / 92.2% to 93.3% / 97.8%, 133-211
// from 78.8% / 81.8% to 86.4% / 82.3%, 1-132 stayed 93.9% / 91.8% (93.2% under 03's old reading).
// Drafts 262-281 (a fishery co-op's minutes, a fan club's settlement, a brewery's batch log, a
// hiking club's blog, a dialysis ward's handover, an esports team's scrim report, a piano school's
// notice, a used-car dealer's monthly mail, a laver farmer's letter, ski resort news, a family's
// solar quotes, a county's bus notice, a podcast's newsletter, a beekeeper's diary, a crowdfunding
// update, a kimchi factory's QC report, dorm council minutes, a dog groomer's chat, a ferry
// operator's quarter, a gym owner's DM) were written with their reports before they were run, for
// round 2 of issue 30's figure classes; 265, 269, 273, 277 and 281 are held out of every design
// decision. First run, figures found / context naming what is measured / non-figures listed: 96.4% /
// 85.9% / 17 over the 20 (the 15 read: 95.8% / 87.5% / 13; the 5 held out: 98.1% / 81.1% / 4). After
// the classes they and drafts 212-241 showed were fixed (a topic over the subjects after it, a
// modifier telling a noun apart, a part counting what its whole counts, a figure in 에서 setting the
// next, a memo's predicate, a reason, an adverb, a time or a verb's tail naming nothing; remarks in
// brackets counting, codes and age groups naming): 98.6% / 94.5% / 6 (the 15: 98.2% / 96.3% / 3;
// held out: 100% / 88.9% / 3); drafts 212-241 went from 95.8% / 84.1% / 6 to 98.3% / 89.2% / 3,
// 133-211 from 99.1% / 84.2% / 19 to 99.5% / 85.5% / 16, 1-132 from 97.6% / 93.6% / 6 to 97.6% /
// 93.9% / 6, no draft losing a figure found or named.
// Drafts 347-361 (a choir director's chat, a cooking school's notice, a truck driver's text, a lab
// safety memo, a courier branch's chat, a phone repair shop's text, a councillor's newsletter, a
// driving instructor's message, an architect's mail, a cabin crew briefing, a print shop's reply,
// siblings' chat, a village broadcast, a landscaper's report, an author's newsletter; rich in plans,
// requests, commitments and their false friends: cancelled plans, decisions to leave things be,
// rules kept every time, requests told as standing, deferred tellings, goodwill, wishes) were
// written with their reports before they were run, for round 3 of issue 30's next-action classes;
// 350, 354, 358 and 361 are held out of every design decision. First run, next actions precision /
// recall: 89.7% / 86.7% on the 11 read, 76.9% / 83.3% on the 4 held out. Next actions were then
// read by the main predicate's mood and tense rather than by cue lists alone: an act of doing told
// in the present for a time to come is scheduled (not in the opening, where it is the news, nor
// recurring, nor a forecast); a guess (것 같아요, 것으로 보인다) is no step whatever day it names; a
// rule kept every time, a request told as standing, goodwill asked by its noun, a wish for a time
// spent, a list's object, a telling put off apart, a speaker given the floor take none; a way judged
// best or a step found needed as the predicate proposes; a news report's explicit plan or
// obligation is a step, as the outside drafts 225 and 307 read it. After: the 11 read 100% / 90.0%,
// the 4 held out 76.9% / 83.3%; 302-331 went from 82.7% / 82.7% to 96.1% / 94.2%, 242-301 from
// 94.2% / 91.6% to 99.0% / 97.2%, 212-241 from 97.1% / 97.1% to 97.2% / 100%, 133-211 from 95.4% /
// 91.1% to 94.9% / 94.9%, 1-132 from 96.6% / 96.9% to 95.3% / 97.3% (others' plans in our news
// drafts 70, 88, 123 and 166, present schedules in 07 and 176, 101's rule in 늘 traded); key points
// and conclusions unchanged but 212-241 97.8% -> 98.9% and 242-301 82.5% -> 83.1%.
// Round 4 of next actions was judged on each outside set apart (212-241, 302-331, 362-391): each
// rule switched off in turn, a rule or change kept only if it helps two of them and hurts none. An
// obligation told as a reservation or after a concession (다만 …, 싸지만 … 나눠야 해요) is no step:
// 212-241 97.2% -> 100% precision, 362-391 76.9% -> 78.4%, 302-331 unchanged (96.1% / 94.2%),
// recall unchanged everywhere; 1-211 95.2% -> 95.4% / 96.4%, 242-301 (99.0% / 97.2%) and 332-361
// (91.2% / 88.1%) unchanged. An appraisal's own check (appraisesLast reads it) and a standing rule
// from a day on changed nothing on any set and went. Classes that help 362-391 alone (an intent in
// -ㄹ 생각이다; a judgement in 으로 평가한다) or help it and hurt 302-331 (notes in 바람, 요청함, -ㄹ 것)
// were left.
// Drafts 332-346 (a cattle farmer's text, a mountain rescue team's season report, an astronomy
// blog, a water-quality notice, a distributor's box-office mail, a driving school's chat, a lift
// inspection, a fund report, a paediatric checkup note, a mixing engineer's DM, an airport's press
// release, a research cruise, an EV charging mail, a hospital kitchen's memo, a taekwondo notice;
// rich in figures beside dates, ordinals, names with numbers, codes, grades, ages, bases of a rate,
// scales and negative values) were written with their reports before they were run, for round 3 of
// issue 30's figure classes; 335, 339, 343 and 346 are held out of every design decision. First
// run, figures found / context naming what is measured / non-figures listed: 92.7% / 80.2% / 29
// over the 15 (the 11 read: 93.4% / 78.9% / 17; the 4 held out: 90.7% / 83.7% / 12). The
// non-figures of all drafts were then read by class and decided by structure, in the gate's kinds
// or the report's listing: an age group told of people (after a subject, topic or owner, a clause's
// end, a figure listed, a part of a whole), machines counted in 기, a number heading a phrase of
// nouns, a kind named by counter and suffix (3개월권, 2017년식), a grade in pluses, a period before 새 or
// 전보다, a day a deadline is set by after a clause, a date in brackets after 내일 or 오늘, a base of one
// before a noun and an amount, a release bounded after a Latin name or named two words on; figures
// missed: 면, a counter spaced after a magnitude, 원대, a fraction; contexts: 평균 with what it
// averages, a time run giving way to the noun marked, the context of the figure just before, 기준
// after a figure in 로, a part named with what it does, 쪽, 대로, 이제, ㅋㅋ, a verb in -는, nouns of degree
// in 도, a bound noun's act with its noun or its verb's subject, noun phrases of four words. After:
// the 11 read 97.1% / 85.0% / 9; the 4 held out 94.4% / 86.3% / 9 (their misses lines were seen as
// the ratchet was rewritten, never designed on); all 15 96.3% / 85.3% / 18; 302-331 went from 97.0%
// / 85.7% / 17 to 99.0% / 89.0% / 4, 242-301 from 96.6% / 87.3% / 12 to 98.9% / 89.6% / 7, 212-241
// from 98.3% / 89.2% / 3 to 99.2% / 89.7% / 1, 133-211 from 99.5% / 85.5% / 16 to 99.3% / 87.1% /
// 11 (151 lists its 4개 부적합 once), 1-132 from 97.6% / 93.9% / 6 to 97.7% / 94.5% / 5 (42 gains the
// fraction its sentence holds, which 220 of the same shape expects). What is left is mostly where
// the drafts read one shape two ways (영하 5도 as 5도, 만에 and 최근 N as figures or not, N명분, X 기준 N) and
// contexts that need the sentence's structure beyond the figure's clause.
// Round 4 of the conclusion was judged on the three outside sets apart (212-241, 302-331, 362-391),
// a change kept only where it helped two and hurt none. Switching each conclusion cue and step off
// in turn, only sums up, judgement, appraisal, decision, second half, promise with a deadline,
// caveat, reservation, rule and one speaker's view moved an outside set; rule costs 362-391 its
// chair's decision in 지 말고 (368), one speaker's view costs 386's chat its verdict and gains
// 213's minutes theirs. The misses were a verdict where there is
// none (228, 307, 379), the wrong sentence (365, 378, 386) and none where there is one (223, 305,
// 316, 321, 364, 366, 368, 373, 385). A verb or noun of judging now reads whatever its complement
// (상태로 판단함, 심판으로 평가한다, 부족하다고 봄, …였다는 것이 경영진의 판단이다): conclusion
// 212-241 93.3% -> 93.3%, 302-331 86.7% -> 90.0%, 362-391 70.0% -> 80.0% (key points 98.9%, 92.2%,
// 92.2% -> 94.4%). A verdict placed first holds against a 따라서 in the second half as in the
// first, a condition that paid on no set: 362-391 80.0% -> 83.3%, the others unchanged (one set
// only). Drafts 1-211, 242-301 and 332-361 stayed 91.4% / 88.8%, 78.3% / 84.7%, 63.3% / 78.9%.
// Round 4 of issue 30's figures was judged on each outside set apart (212-241, 302-331, 362-391),
// a change kept when it helped two of them and hurt none: a ward in 병동 names; a ratio in colons
// beside 비율 measures (no time of day); a name written with a figure (2쇄, 2호기) may be the noun
// measured; a topic ending a run of bare nouns keeps its compound; a word ending as a particle or an
// ending right before a head noun is the compound's first noun (전세가 비율, 표면 온도); the sides of a
// pair in 대 by subject and object or a noun in 보다; a period in 약 or 총 is of the act before it or
// of the nouns after 동안; a share in X의 or X 대비 names X; a part of a whole told as a count and its
// noun counts that noun; and, for one outside set only but a value whose meaning the cut changed, a
// unit over a slash is read whole (0.5m/s). Found / context / non-figures: 212-241 99.2% / 89.7% / 1
// -> 99.2% / 91.5% / 1; 302-331 99.0% / 89.0% / 4 -> 99.3% / 92.0% / 3; 362-391 95.6% / 84.2% / 31 ->
// 97.0% / 86.5% / 25; 1-211 98.3% / 91.6% / 16 -> 98.3% / 92.1% / 16; 242-301 unchanged (98.9% /
// 89.6% / 7); 332-361 97.5% / 82.6% / 24 -> 98.6% / 82.8% / 21. Left out by the rule: classes seen
// in one outside set only (age groups said of people, N번 before the thing it numbers, dates in 엔 or
// 분기 동안, endings on a sign's unit, 원대), and 영하, which set 2's 324 and the drafts 141 and 349
// expect as the bare degrees while 334 and 369 expect it kept.
// Round 5 of next actions was judged on the four outside sets apart (212-241, 302-331, 362-391,
// 392-421), each class's annotations counted per set first: a class is built only where two sets
// agree and none disagrees, and kept only where it helps two sets and hurts none. Precision /
// recall before: 100% / 100%, 96.1% / 94.2%, 78.4% / 85.1%, 82.3% / 89.5%, the rest 95.6% / 95.8%.
// A meeting's agenda told as a promise to discuss today (오늘은 … 건을 논의하겠습니다) is no step:
// 362-391 precision 80.0%, 392-421 83.6%; a note ending in 바람 asks as 요망 does (확인 바람):
// recall 87.2% and 91.2%; the other sets unchanged. Both: 362-391 80.4% / 87.2%, 392-421 83.9% / 91.2%.
// Left, the outside sets' writers disagreeing (yes / no per set): a contact asked on a condition
// (…하시면 연락 주십시오: 212-241 1/0, 302-331 2/1, 362-391 1/1); a decision put to a named later
// meeting (302-331 1/0, 362-391 1/3, 212-241 0/2, 392-421 0/3); a note in 요청(함) (302-331 0/1,
// 362-391 1/0, 392-421 1/0) and in 필요(함) (212-241 1/0, 302-331 0/1). Seen in one set only: an
// intent in -ㄹ 생각이다 (362-391 2/0); a note's order in -ㄹ 것 (362-391 1/0 missed, 392-421 1/0
// found by its deadline) helps one set.
// Kept as a pair, each of its halves helping one set alone: a time booked for a day named
// (13일 토요일에는 특별 연습을 잡았습니다; 302-331 1/0, 392-421 1/0) is a step as a decision is,
// and a wish for the reader's care or a blessing (목 관리 잘하시기 바랍니다, 평강이 함께하시기를
// 바랍니다; 302-331 0/3, 362-391 0/2, 392-421 0/2) no step. The booking alone: 302-331 96.2% /
// 96.2%, 392-421 unchanged (411's booking found, its promise crowded out by the wish); the wish
// alone: 392-421 86.7% / 91.2%. Both: 302-331 96.2% / 96.2%, 392-421 86.9% / 93.0%.
// Round 5 of issue 30's figures, over the four outside sets (212-241, 302-331, 362-391, 392-421):
// first, 영하 is kept in the value (영하 14도; the gate reads it as -14), a meaning fix, and the
// drafts that listed it as bare degrees now keep it (141, 324, 349, 398, 417). Then non-figures by
// class, a change kept when it helped two outside sets and hurt none: a figure with its unit before
// 에서 is one end told apart, not a range (230개에서 380개); 번 before a noun marked as topic,
// subject or place, or first in a list of such numbers, names which one (8번 수조는, 6번, 7번
// 수조); a figure shaped as an age group is one beside another in the sentence when the word
// before it is told of people (반품은 30대 쪽이); an ending glued to a unit is cut (30%잖아, 16기다);
// and, for contexts, a figure after another's 에서 measures what that one does (230개에서 380개).
// Found / context / non-figures: 212-241 99.2% / 91.5% / 1 and 302-331 99.3% / 92.0% / 3
// unchanged; 362-391 97.0% / 86.5% / 25 -> 98.7% / 86.7% / 12; 392-421 97.3% / 87.9% / 27 ->
// 99.0% / 88.8% / 20; the other drafts 98.5% / 90.4% / 44 -> 98.5% / 90.3% / 42. Left: classes
// seen in one outside set only (dates in 엔, 분기 동안, N조 as a team or an article, N부 and N종
// naming a part or a class, 원대, which the drafts read two ways).
// Round 6 of next actions was judged as round 5 was, on each outside set apart, a change kept where
// it helps two of them and hurts none. Precision / recall before: 212-241 100% / 100%, 302-331 96.2%
// / 96.2%, 362-391 80.4% / 87.2%, 392-421 86.9% / 93.0%; the team's 1-211 95.4% / 96.4%, 242-301
// 99.0% / 97.2%, 332-361 91.2% / 88.1%. A line that sums the matter up in any style (정리해 볼게,
// 정리해서 올릴게, 정리했어 … 봐 봐) names what the text is, as announces' polite endings do: 362-391
// 82.0% precision, 392-421 88.3%, 332-361 93.0% / 89.8%. The message's own telling takes no step: a
// telling whose later time is its cause's (다음 주 월요일부터 … 바뀌어서 말씀드릴게요) and 참고 pointing to
// what the message encloses (첨부 파일을 참고해 주십시오): 362-391 83.7%, 392-421 89.8%, 1-211 95.6%.
// A request whose mood the sentence's end does not show asks all the same (a note's order in -ㄹ 것,
// a 반말 request closing a clause: 해 줘, 마감이 수요일이래): 362-391 84.0% / 89.4%, 392-421 90.0% /
// 94.7%. 212-241 and 302-331 unchanged throughout. Left, helping 362-391 alone: an intent in -ㄹ
// 생각이다 (recall 93.6%), a chair asking for a report now (보고해 주세요; precision 85.7%), 이번 as a
// time to come only before a word of time (이번 결과는; 85.7%, and 343). Left as the writers read them
// both ways: a decision put off to a meeting or until others are heard (303, 372, 241, 310 a step;
// 377, 379, 384, 397, 402, 417 none), a contact or a telling asked on a condition, notes in 요청함 and
// 필요함, a chair's -ㅂ시다 that is also the conclusion, a telling promised on confirmation, an act
// told as what befalls (입금됩니다).
// Its second pass counted how the writers of every draft read each class (yes / no, outside sets then
// the team's own) and took the reading most writers choose where it was clear (2:1 over 5 drafts or
// more, the outside sets agreeing), a change kept when the outside sets gained on balance and none
// lost more than one draft. Taken: an offer or contact with a deadline is a step (5/0, own 4/0;
// 367), 362-391 84.0% / 89.4% -> 84.3% / 91.5%; an intent in -ㄹ 생각이다, as in -려(고) 하다 and
// -ㄹ까 하다 (4/0, own 14/2; 378, 389, 334), 362-391 -> 84.9% / 95.7%, 332-361 93.0% / 89.8% ->
// 93.1% / 91.5%; 이번 before a word not of time (이번 결과는) names no time to come (0/1, own 0/1;
// 364, 343), 362-391 -> 86.5%, 332-361 -> 94.7%; a note ending in 요청(함) asks as one in 필요(함)
// does (요청 3/1 and 필요 1/1, own 필요 3/1), 302-331 96.2% -> 94.3% (302's 점검 요청함, done in the
// shift), 362-391 -> 86.8% / 97.9%, 392-421 90.0% / 94.7% -> 90.2% / 96.5%. Where the engine
// already reads as most writers do: a chair's -ㅂ시다 that concludes (3/1, own 7/0), a telling
// promised on an event (확정되면 알려 드리겠습니다; 2/1, own 5/0), a contact asked on a condition with
// no deadline (2/2, own 5/1), an obligation hedged in -야 할 것 같다 (0/1, own 3/0). Left unclear: a
// decision put off to a later meeting or until others are heard (5/9, own 4/1: 241, 303, 310, 312,
// 372 a step; 217, 227, 377, 379, 384, 394, 397, 402, 417 none), a transfer told as what befalls
// (입금됩니다, 배송됩니다, 지급됩니다; 1/0, own 1/3), a third party's plan in news (시는 … 계획이다;
// 2/1, own 1/4), a recurring programme from a time to come (1/0, own 2/2); too few: a chair giving
// the floor in 보고해 주세요 (0/1, own 0/1).
//
// Round 6 of issue 30's figures, over the four outside sets, a change kept when it helped two and
// hurt none: a figure numbering a part or a class heading the phrase it numbers (2부 레퀴엠은, 5성
// 장비, 3코스 담당; namesPart) or a part of a text (계약서 4조에는, 청구항 1은, 악보 43마디부터
// 60마디까지; partOfText) is no amount; a unit written spaced is read (58 IBU, 6천 유로를); a range
// keeps the sign of its upper end (2~3%p) and a range of days changing counts days (7~10일에서
// 14~18일로). Two meaning fixes for one set each: a value starts with what the gate reads at its
// place (12 of 12/1 is none), and 차 after a counter other than of spans is a margin (1,231표 차로).
// Found / context / non-figures: 212-241 99.2% / 91.5% / 1 -> 99.6% / 91.5% / 1; 302-331 99.3% /
// 92.0% / 3 -> 99.7% / 92.0% / 1; 362-391 98.7% / 86.7% / 12 -> 99.3% / 86.5% / 9; 392-421 99.0% /
// 88.8% / 20 -> 99.3% / 88.8% / 10; own 242-301 non-figures 7 -> 5, own 332-361 19 -> 17, the
// rest unchanged. Left, one outside set each: codes (7C1302편, r6i.4xlarge), age groups by who
// (유권자, 부부), dates in 엔 or joined in 과 (24일과 31일 객실은), N조 as a team, 1종 보통 (보통 read as
// an adverb), N년 전에 as a past time; and the classes read two ways (12.4 대 1, 원대, 48명분, 60대 주차).
// Round 6's contexts, by the same rule, were read by clause structure (a clause of time, a span
// since, an earlier time's figure, a part named by what it did, a verbal noun's act, figures in
// brackets, a label heading its phrase): 212-241 91.5% -> 96.2%, 302-331 92.0% -> 94.7%, 362-391
// 86.7% -> 91.6%, 392-421 88.8% -> 93.9%. Its second pass: a figure right before 차이 or 차 is a
// difference (3.1%p 차이가, 1,231표 차로): 302-331 -> 95.0%, 362-391 -> 91.9%, the rest unchanged.
// Left, each helping one outside set and hurting none: a part named by the first two nouns of a long
// predicate (216), a topic in 까지는 before a run (414), an earlier value in brackets before 보다
// (지난 배치(880L)보다; 382), a bound's nouns after a clause's end (376), a copula's noun after a figure
// (3년 과제이며; 311, and 340 of the team's); and nouns read as a verb's or a particle's ending
// (사고 접수, 파고 2m, 달성도 0.8), each seen in one set.
//
// Round 6: the weights of the conclusion and of the key points were fitted and cross-validated
// (TestCueWeightsCrossValidated; keyClasses has the figures). The key points' fit was kept, the
// conclusion's was not. Key points per set, the conclusions and every other measure unchanged:
// 1-211 88.8% -> 88.8% (14 drafts newly short, 15 now whole), 212-241 98.9% -> 98.9%, 242-301 84.7%
// -> 87.5%, 302-331 92.2% -> 94.4%, 332-361 78.9% -> 85.6%, 362-391 94.4% -> 96.7%, 392-421 95.6% ->
// 97.8%; these are the drafts fitted on, the held-out figures are keyClasses'.
//
// Round 6's second pass on figures counted, over every draft, how the writers annotate each class
// said to be read both ways, and adopted a majority of at least 2:1 over at least 4 drafts that the
// outside drafts share: 원대 is the amount in 원 (255, 358, 386; 272 keeps 원대), glued as spaced
// (1,390원대); N unit 전 is two classes each read one way, a lead time a figure (7 drafts) and a point
// back from now none (3 drafts: 3년 전에도, 6개월 전 검진 때보다; pointsBack); N일째 and N번째 name which
// (3 drafts of 3). Left as the majority reads them and the engine did already: 만에 a figure (8
// drafts to 342), a 대 b two figures (8 drafts to 395's 12.4 대 1); left as even or too few: 명분 (320
// 48명, 84 80명분), N분기 동안, N번만, N일에 이르다, one draft each. Then classes of non-figures
// that recur once outside and own drafts are pooled: licence classes (337 and 408: 1종 보통이, 2종
// 보통 수강생이, 보통 being a function word namesPart never took for a noun) and age groups heading who
// they are, past a bound too (389's 30대 부부가, 364's 60대 이상 유권자의; by namesPart's structure,
// the gate's list of who left as it is). And a round figure said again of another thing a modifier
// tells apart is listed again (239: 일반 쓰레기 수거 주 3회, 음식물 쓰레기 수거 주 3회). Found /
// non-figures: set 1 99.6% / 1 -> 100% / 1; set 2 99.7% / 1 unchanged; set 3 99.3% / 9 -> 99.7% /
// 5; set 4 99.3% / 10 -> 99.3% / 7; own 1-211 98.3% / 16 and 242-301 98.9% / 5 unchanged; own
// 332-361 99.3% / 17 -> 99.3% / 14; contexts unchanged everywhere. Left, one outside set each:
// codes glued to Latin letters (7C1302편, r6i.4xlarge; 345's 7A 병동 is another shape), dates in 엔
// or joined in 과, 7조, 1분기 동안, a part named again (1부는 after 2부 레퀴엠은), 1번만 after 원심분리기
// 2번, 3학기 이하, 주차 60대 (the gate reads an age group after any topic), 19일에 이르렀다 (a date
// to the gate); and own drafts' innings, rounds, phone numbers, grades in 품, chapters, ages in 세.
//
// Round 6's pass on the conclusion counted the misses of each outside set by class, before: set 1
// (93.3%) a verdict missed for lack of a cue (223: a goal set with 잡았어요 after 그래서) and none
// expected with an obligation of one option picked (228); set 2 (90.0%) a verdict placed first
// missed (316), a verdict missed (321: a cause told with 원인은 … 데 있다) and none expected with a news
// report's lead picked (307); set 3 (83.3%) a verdict placed first missed (385), a verdict missed
// (368: a chair's decision whose 지 말고 read as a standing rule), a step picked over the verdict
// (378: …라는 걸 알게 됐어요; 386: a member's 라고 봐 in a chat before 그러니까 -자) and none expected with a
// decision put to a named later meeting picked (379); set 4 (93.3%) a verdict placed first missed
// (412) and a verdict missed (416: 것 같아 in 반말). The verdict placed first, the one class in three
// sets, is read by an evaluative predicate: a whole measured against what was targeted, planned or
// expected as well as hoped for (목표를 밑돌았으며), a quality that got better or worse (좋아졌다는), a thing
// recommended (추천하는); an evaluative conceded before the point it gives way to (좋아졌는데 아직 …)
// appraises nothing. Set 2 93.3%, set 3 86.7%, set 4 96.7% (each reading gains one set alone), set
// 1 and the own sets unchanged, set 4's key points 97.8% -> 98.9%. Two fixes for one set each, kept
// as gaps that pay on no draft: 것 같아 judges in 반말 as 것 같아요 does (set 4 100%), and a prohibition in
// a chair's decision lays down no rule (set 3 90.0%). Left: a news report's lead (read both ways:
// own 123, 132, 166, 69, 70, 88 want it, 271 and set 2's 307 not; dropping the step gains set 2 and
// loses six own drafts); a decision put to a later meeting (379, which the outside writers read
// both ways); 잡았어요 and 정했 as a decision (gains 223, but makes those lines steps: set 1's next
// actions precision 100% -> 97.1%, and 11, 68, 358); a cause as the verdict (321 only: 20 other
// drafts' 원인은 … lines conclude nothing); every 해요체 judgement read in 반말 at the sentence's end
// (gains 416, loses set 4's 421 and own 267, whose 반말 obligations are steps); 알게 됐어요 and a chat
// member's view (set 3 only).
func TestReportCases(t *testing.T) {
	all, sets := runReportSet(t, "testdata/cases", "testdata/cases.misses")
	all.log(t, "cases")
	for _, set := range caseSets {
		t.Logf("%-16s %s", set.Name+":", sets[set.Name].summary())
	}
}

// caseSets are the drafts of testdata/cases by who wrote them and when, scored apart as well as
// together: issue 30's outside sets (first run unseen, then design material) against the team's own.
// A change is judged on each outside set, not on the sum.
var caseSets = []golden.Set{
	{Name: "own 1-211", From: 1, To: 211},
	{Name: "set 1 (212-241)", From: 212, To: 241},
	{Name: "own 242-301", From: 242, To: 301},
	{Name: "set 2 (302-331)", From: 302, To: 331},
	{Name: "own 332-361", From: 332, To: 361},
	{Name: "set 3 (362-391)", From: 362, To: 391},
	{Name: "set 4 (392-421)", From: 392, To: 421},
}

// caseSet names the set of caseSets a draft of testdata/cases belongs to by its number ("" for none).
func caseSet(name string) string {
	n, _ := strconv.Atoi(strings.SplitN(name, "-", 2)[0])
	return golden.SetOf(caseSets, n)
}

// TestReportHeldOut scores the drafts of testdata/heldout as TestReportCases scores its own,
// against testdata/heldout.misses. They are written by other writers, registers and domains than
// testdata/cases, with their reports, and committed before they are run; no one designing the
// engine reads them or their misses. They are scored once after a round of fixes, that first run
// is reported, and then they join testdata/cases as design material and a new set takes their
// place. Issue 30's set 1 is drafts 212-241 (first run before the issue: conclusion 53.3%, key
// points 90.0%, figures found 91.5%, context 80.6%, 16 non-figures, next actions 80.0% / 91.4%;
// after round 1: 73.3%, 92.2%, 95.8%, 84.1%, 6, 78.9% / 85.7%); set 2 is drafts 302-331 (after
// round 1: 76.7%, 92.2%, 97.0%, 84.6%, 17, 80.4% / 78.8%; after round 2: 86.7%, 92.2%, 97.0%,
// 85.7%, 17, 82.7% / 82.7%); set 3 is drafts 362-391 (after round 2: 70.0%, 93.3%, 95.0%, 81.6%, 38,
// 78.0% / 83.0%; after round 3: 70.0%, 92.2%, 95.6%, 84.2%, 31, 76.9% / 85.1%); set 4 is drafts 392-421
// (before round 3: 93.3%, 94.4%, 97.0%, 82.3%, 31, 81.7% / 86.0%; after round 4: 93.3%, 95.6%, 97.3%,
// 87.9%, 27, 82.3% / 89.5%). Set 5 is testdata/heldout now (after round 4: 90.0%, 82.2%, 96.3%, 82.4%,
// 15, 77.3% / 87.9%; after round 5: 90.0%, 82.2%, 96.3%, 82.0%, 15, 77.3% / 87.9%).
func TestReportHeldOut(t *testing.T) {
	all, _ := runReportSet(t, "testdata/heldout", "testdata/heldout.misses")
	all.log(t, "heldout")
}

// reportParts are the parts each draft is scored on, as its misses name them.
var reportParts = []string{"conclusion", "key points", "sections", "numbers", "next actions"}

// setScore is what a set of drafts scored: each part's per-draft scores summed, and the counts of
// issue 30's measures.
type setScore struct {
	drafts int
	parts  map[string]float64
	// figures expected, those listed with their value (whatever the context), those whose context
	// holds the head noun, and listed figures whose value no expected figure has
	figures, found, named, nonFigures int
	// next actions listed, expected (at most NextActionsMax a draft) and listed among the expected
	actsGot, actsWant, actsHit int
}

// runReportSet arranges every draft of dir and scores it, failing on a part short of its expected
// report that the known-misses file at misses does not list (or lists and no longer misses). It
// returns the scores of all drafts and of each set of caseSets.
func runReportSet(t *testing.T, dir, misses string) (setScore, map[string]setScore) {
	known := golden.LoadMisses(t, misses)
	all, sets := newSetScore(), map[string]setScore{}
	for _, c := range readCases(t, dir) {
		one := newSetScore()
		one.score(t, c, known)
		all.add(one)
		if set := caseSet(c.name); set != "" {
			s, ok := sets[set]
			if !ok {
				s = newSetScore()
			}
			s.add(one)
			sets[set] = s
		}
	}
	known.Close(t)
	return all, sets
}

func newSetScore() setScore { return setScore{parts: map[string]float64{}} }

// add adds the scores of o to s.
func (s *setScore) add(o setScore) {
	for p, v := range o.parts {
		s.parts[p] += v
	}
	s.drafts += o.drafts
	s.figures, s.found, s.named, s.nonFigures = s.figures+o.figures, s.found+o.found, s.named+o.named, s.nonFigures+o.nonFigures
	s.actsGot, s.actsWant, s.actsHit = s.actsGot+o.actsGot, s.actsWant+o.actsWant, s.actsHit+o.actsHit
}

// summary is issue 30's measures of the set on one line.
func (s setScore) summary() string {
	pct := func(part, all int) float64 { return 100 * float64(part) / float64(max(all, 1)) }
	return fmt.Sprintf("conclusion %.1f%%, key points %.1f%%, found %.1f%%, context %.1f%%, non-figures %d, actions P %.1f%% / R %.1f%% (%d drafts)",
		100*s.parts["conclusion"]/float64(s.drafts), 100*s.parts["key points"]/float64(s.drafts), pct(s.found, s.figures), pct(s.named, s.found),
		s.nonFigures, pct(s.actsHit, s.actsGot), pct(s.actsHit, s.actsWant), s.drafts)
}

// score arranges one draft and adds its scores to s.
func (s *setScore) score(t *testing.T, c reportCase, known *golden.Misses) {
	r := Report(c.sentences)
	checkFaithful(t, c.sentences, r)
	score := map[string]float64{"conclusion": c.conclusionScore(r), "key points": c.keyScore(r)}
	keys := c.keyPoints(r)
	score["sections"] = 1 // checkFaithful fails the test otherwise
	figures := matchFigures(r.Numbers, c.numbers)
	score["numbers"] = figures.score()
	var acts []int
	for _, a := range r.NextActions {
		acts = append(acts, c.index(a.Evidence))
	}
	score["next actions"] = overlap(acts, c.actions, max(len(acts), len(c.actions)))
	got := map[string]string{
		"conclusion":   fmt.Sprintf("%d, want %d", c.index(r.Conclusion), c.conclusion),
		"key points":   fmt.Sprintf("%v, want %v", keys, c.key),
		"numbers":      strings.Join(figures.unmatched, "; "),
		"next actions": fmt.Sprintf("%v, want %v", acts, c.actions),
	}
	for _, p := range reportParts {
		s.parts[p] += score[p]
		if score[p] < 1 {
			known.Miss(t, c.name+"\t"+p+"\t"+got[p], fmt.Sprintf("%s: %s %.2f (conclusion %d want %d, keys %v want %v, actions %v want %v, numbers %v)", c.name, p, score[p],
				c.index(r.Conclusion), c.conclusion, keys, c.key, acts, c.actions, brief(r.Numbers)))
		}
	}
	s.drafts++
	s.figures += len(c.numbers)
	s.found += figures.found
	s.named += figures.named
	s.nonFigures += figures.nonFigures
	s.actsGot += len(acts)
	s.actsWant += min(contract.NextActionsMax, len(c.actions))
	s.actsHit += min(hits(acts, c.actions), contract.NextActionsMax)
}

// index is the place of s among the draft's sentences, from 1 (0 for none).
func (c reportCase) index(s string) int { return slices.Index(c.sentences, s) + 1 }

// conclusionScore is 1 when r concludes at the expected sentence or, as expected, nowhere.
func (c reportCase) conclusionScore(r contract.Report) float64 {
	if (r.Conclusion == "" && c.conclusion == 0) || c.index(r.Conclusion) == c.conclusion {
		return 1
	}
	return 0
}

// keyPoints are the sentences r's key points quote.
func (c reportCase) keyPoints(r contract.Report) []int {
	var keys []int
	for _, k := range r.KeyPoints {
		keys = append(keys, c.index(k.Evidence))
	}
	return keys
}

// keyScore is the share of the expected key points r finds, as TestReportCases scores it.
func (c reportCase) keyScore(r contract.Report) float64 {
	return overlap(c.keyPoints(r), c.key, min(contract.KeyPointsMax, len(c.key)))
}

// log reports the set's scores: each part's mean over the drafts as the ratchet scores it, then
// issue 30's measures one by one.
func (s setScore) log(t *testing.T, set string) {
	for _, p := range reportParts {
		t.Logf("%s: %-12s %.1f%% over %d drafts", set, p, 100*s.parts[p]/float64(s.drafts), s.drafts)
	}
	t.Logf("%s: conclusion exact %s of drafts", set, share(int(s.parts["conclusion"]), s.drafts))
	t.Logf("%s: key points %.1f%% (mean share of the expected ones found, up to %d a draft)", set, 100*s.parts["key points"]/float64(s.drafts), contract.KeyPointsMax)
	t.Logf("%s: figures found %s of expected figures (value listed, any context)", set, share(s.found, s.figures))
	t.Logf("%s: context names what is measured %s of found figures", set, share(s.named, s.found))
	t.Logf("%s: non-figures listed %d over %d drafts (listed values no expected figure has)", set, s.nonFigures, s.drafts)
	t.Logf("%s: next actions precision %s of listed, recall %s of expected (up to %d a draft)", set, share(s.actsHit, s.actsGot), share(s.actsHit, s.actsWant), contract.NextActionsMax)
}

// share is part of all, as a count and a percentage (100% of nothing).
func share(part, all int) string {
	if all == 0 {
		return "0 of 0 (100.0%)"
	}
	return fmt.Sprintf("%d of %d (%.1f%%)", part, all, 100*float64(part)/float64(all))
}

// hits counts the items of got that want has.
func hits(got, want []int) int {
	hit := 0
	for _, g := range got {
		if slices.Contains(want, g) {
			hit++
		}
	}
	return hit
}

// overlap is the share of want found in got, over n (1 when both are empty).
func overlap(got, want []int, n int) float64 {
	if n == 0 {
		if len(got) == 0 {
			return 1
		}
		return 0
	}
	return float64(min(hits(got, want), n)) / float64(n)
}

// figureMatch is how a report's figures meet the expected ones.
type figureMatch struct {
	got, want int // figures listed and expected
	named     int // expected figures listed with their value and a context holding the head noun
	found     int // expected figures listed with their value, whatever the context
	// listed figures whose value no expected figure has (a date, an ordinal, a code)
	nonFigures int
	// the figures not named: expected ones (want value=head) and listed ones (got value=context)
	unmatched []string
}

// matchFigures matches each expected figure, in order, to a listed one of the same value whose
// context holds the head noun, then the rest to a listed one of the same value alone.
func matchFigures(got []contract.Number, want [][2]string) figureMatch {
	m := figureMatch{got: len(got), want: len(want)}
	used := make([]bool, len(got))
	pick := func(w [2]string, named bool) bool {
		for i, n := range got {
			if !used[i] && sameValue(n, w[0]) && (!named || n.Context != "" && strings.Contains(n.Context, w[1])) {
				used[i] = true
				return true
			}
		}
		return false
	}
	var rest [][2]string
	for _, w := range want {
		if pick(w, true) {
			m.named++
		} else {
			rest = append(rest, w)
			m.unmatched = append(m.unmatched, "want "+w[0]+"="+w[1])
		}
	}
	for i, n := range got {
		if !used[i] {
			m.unmatched = append(m.unmatched, "got "+withUnit(n)+"="+n.Context)
		}
	}
	m.found = m.named
	for _, w := range rest {
		if pick(w, false) {
			m.found++
		}
	}
	for _, n := range got {
		if !slices.ContainsFunc(want, func(w [2]string) bool { return sameValue(n, w[0]) }) {
			m.nonFigures++
		}
	}
	return m
}

// score is the share of figures named, over the listed or the expected ones, whichever are more;
// listed figures nobody expects count against.
func (m figureMatch) score() float64 {
	if n := max(m.got, m.want); n > 0 {
		return float64(m.named) / float64(n)
	}
	return 1
}

// sameValue says whether a listed figure has the value v, spaces aside.
func sameValue(n contract.Number, v string) bool {
	return strings.ReplaceAll(withUnit(n), " ", "") == strings.ReplaceAll(v, " ", "")
}

// withUnit is a figure's value with its unit, which the value may carry already (8.4%).
func withUnit(n contract.Number) string {
	if strings.HasSuffix(n.Value, n.Unit) {
		return n.Value
	}
	return n.Value + n.Unit
}

func brief(ns []contract.Number) []string {
	var out []string
	for _, n := range ns {
		out = append(out, n.Value+n.Unit+"="+n.Context)
	}
	return out
}
