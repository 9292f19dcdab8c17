package eventstore

import "strings"

// counter is one of the KPI's sums, held together by name: its kpi_days column, how it counts the
// raw events of a stretch of days, its value in a row that only carries a session sketch, how rows
// add up (%s is the column), and where the read puts it (nil: only a ratio reads it).
type counter struct {
	column, count, zero, total string
	field                      func(*kpiRow) any
}

// kpiRow is what the read scans: the KPI, and the events it counts (none: no KPI yet).
type kpiRow struct {
	KPI
	events uint64
}

// counters are the KPI's sums over non-synthetic events, each a column of kpi_days (schema).
// published_as_is counts only events whose edit_ratio is absent or 0 (§6 rule 3); the times of a
// row that counted no event are no times.
var counters = []counter{
	{"events", "count()", "toUInt64(0)", "sum(%s)", func(r *kpiRow) any { return &r.events }},
	{"profiles_created", "countIf(event = 'profile_created')", "toUInt64(0)", "sum(%s)", func(r *kpiRow) any { return &r.ProfilesCreated }},
	{"drafts_submitted", "countIf(event = 'draft_submitted')", "toUInt64(0)", "sum(%s)", func(r *kpiRow) any { return &r.DraftsSubmitted }},
	{"transforms_done", "countIf(event = 'transform_done')", "toUInt64(0)", "sum(%s)", func(r *kpiRow) any { return &r.TransformsDone }},
	{"published_as_is", "countIf(event = 'published_as_is' AND ifNull(edit_ratio, 0) = 0)", "toUInt64(0)", "sum(%s)", func(r *kpiRow) any { return &r.PublishedAsIs }},
	{"revision_loops", "countIf(event = 'revision_loop')", "toUInt64(0)", "sum(%s)", func(r *kpiRow) any { return &r.RevisionLoops }},
	{"rules_edited_inline", "countIf(event = 'taste_rule_edited' AND origin = 'inline')", "toUInt64(0)", "sum(%s)", func(r *kpiRow) any { return &r.RulesEditedInline }},
	{"rules_edited_tab", "countIf(event = 'taste_rule_edited' AND origin = 'tab')", "toUInt64(0)", "sum(%s)", func(r *kpiRow) any { return &r.RulesEditedTab }},
	{"changed_ratio_sum", "sum(ifNull(changed_ratio, 0))", "toFloat64(0)", "sum(%s)", nil},
	{"changed_ratios", "countIf(isNotNull(changed_ratio))", "toUInt64(0)", "sum(%s)", nil},
	{"first_event_at", "min(at)", "toDateTime(0)", "minIf(%s, events > 0)", func(r *kpiRow) any { return &r.FirstEventAt }},
	{"last_event_at", "max(at)", "toDateTime(0)", "maxIf(%s, events > 0)", func(r *kpiRow) any { return &r.LastEventAt }},
}

// ratios are the read's quotients of counters, NULL where there is nothing to divide.
var ratios = []struct {
	expr  string
	field func(*kpiRow) any
}{
	{"if(sum(transforms_done) = 0, NULL, sum(published_as_is) / sum(transforms_done))", func(r *kpiRow) any { return &r.PublishAsIsRate }},
	{"if(sum(changed_ratios) = 0, NULL, sum(changed_ratio_sum) / sum(changed_ratios))", func(r *kpiRow) any { return &r.AvgChangedRatio }},
}

// The sessions are not summed but one uniqCombined sketch, called sketch in the statements below
// (kpi_days' column sessions holds every day's up to its own); the counters keep their columns'
// names.

// listed joins what each counter gives.
func listed(of func(counter) string) string {
	out := make([]string, len(counters))
	for i, c := range counters {
		out[i] = of(c)
	}
	return strings.Join(out, ", ")
}

func (c counter) totalled() string { return strings.ReplaceAll(c.total, "%s", c.column) }

var (
	columns = listed(func(c counter) string { return c.column })
	totals  = listed(counter.totalled)

	// counted are the counters and the session sketch over the raw events of {from} to {to}.
	counted = `SELECT ` + listed(func(c counter) string { return c.count + " AS " + c.column }) + `,
	uniqCombinedStateIf(anon, anon != '') AS sketch
	FROM ` + firstArrivals

	// sketchOnly is a row of counted with nothing counted but the session sketch of a kpi_days row.
	sketchOnly = `SELECT ` + listed(func(c counter) string { return c.zero }) + `, sessions AS sketch`
)

// rollupDay writes the kpi_days row of day {day}: its counts, and its sessions merged into the
// sketch of the latest day before it.
var rollupDay = `INSERT INTO {db}.kpi_days (day, ` + columns + `, sessions)
SELECT {day}, ` + totals + `, uniqCombinedMergeState(sketch)
FROM (
	` + strings.NewReplacer("{from}", "{day}", "{to}", "{day}").Replace(counted) + `
	UNION ALL
	` + sketchOnly + `
	FROM (SELECT sessions FROM {db}.kpi_days FINAL WHERE day < {day} ORDER BY day DESC LIMIT 1)
)`

// kpiQuery reads the KPI row: the rolled-up days' counts up to {rolled}, the last day rolled up,
// the sketch of that day, and the raw events of the days after it (today, and yesterday until it is
// rolled up). {rolled} is read once before (rolledDay) so that both halves split at the same day: a
// rollup landing while the query runs adds a day after it, which the raw half counts and the rolled
// half leaves out, where reading max(day) in each half could count that day twice.
var kpiQuery = `SELECT ` + strings.Join(kpiRead(&kpiRow{}).exprs, ", ") + `
FROM (
	SELECT ` + columns + `, arrayReduce('uniqCombinedState', emptyArrayString()) AS sketch
	FROM {db}.kpi_days FINAL WHERE day <= {rolled}
	UNION ALL
	` + sketchOnly + `
	FROM {db}.kpi_days FINAL WHERE day = {rolled}
	UNION ALL
	` + strings.NewReplacer("{from}", "{rolled} + 1", "{to}", "toDate('2105-12-31')").Replace(counted) + `
)`

// read is kpiQuery's select list and where each of its columns lands, built together so that
// the statement and the Scan cannot drift apart.
type read struct {
	exprs   []string
	targets []any
}

// kpiRead is the read of r: the sessions, the counters the KPI shows and the ratios.
func kpiRead(r *kpiRow) read {
	out := read{[]string{"uniqCombinedMerge(sketch)"}, []any{&r.Sessions}}
	for _, c := range counters {
		if c.field != nil {
			out.exprs, out.targets = append(out.exprs, c.totalled()), append(out.targets, c.field(r))
		}
	}
	for _, q := range ratios {
		out.exprs, out.targets = append(out.exprs, q.expr), append(out.targets, q.field(r))
	}
	return out
}

// firstArrivals keeps each id on the UTC day it first arrived: a retry that crossed midnight is
// also stored on the next day, and is left out there. Retries come within seconds, so only the
// last hour of the day before is looked at. FINAL keeps one row of an id retried within a day.
const firstArrivals = `{db}.events_by_id FINAL
	WHERE synthetic = 0 AND day >= {from} AND day <= {to}
	AND (id, day) NOT IN (SELECT id, day + 1 FROM {db}.events_by_id
		WHERE day >= {from} - 1 AND day <= {to} - 1 AND at >= toDateTime(day) + 82800)`

// rolledDay reads the last day kpi_days holds, 1970-01-01 while it holds none; rolled is it as a
// subquery.
const (
	rolledDay = `SELECT max(day) FROM {db}.kpi_days`
	rolled    = `(` + rolledDay + `)`
)
