package eventstore

import (
	"strings"
)

// schema is the store's DDL, applied in order at start-up. Every statement is idempotent and written
// to what ClickHouse 18.16 (tests) and a current ClickHouse (production) both accept
// (shared/notes/clickhouse.md). {db} stands for the database named in CLICKHOUSE_URL. Append only:
// a deployed statement is never edited, a change is a new statement.
var schema = []string{
	`CREATE DATABASE IF NOT EXISTS {db}`,

	// One row per recorded event. props is the JSON object as admitted; the KPI reads only the
	// typed columns beside it. at is the server's receive time, in seconds (18.16 has no DateTime64).
	`CREATE TABLE IF NOT EXISTS {db}.events (
		at DateTime,
		event String,
		anon String,
		props String,
		changed_ratio Nullable(Float64),
		edit_ratio Nullable(Float64),
		origin String,
		synthetic UInt8
	) ENGINE = MergeTree PARTITION BY toYYYYMM(at) ORDER BY (event, at)`,

	// The KPI row (DESIGN §4) as aggregate states, one row per day so the states stay small; the read
	// merges all days into one row. No state takes a Nullable argument: the state type of one would
	// differ between 18.16 and a current server.
	`CREATE TABLE IF NOT EXISTS {db}.kpi_daily (
		day Date,
		events AggregateFunction(count),
		sessions AggregateFunction(uniqExactIf, String, UInt8),
		profiles_created AggregateFunction(countIf, UInt8),
		drafts_submitted AggregateFunction(countIf, UInt8),
		transforms_done AggregateFunction(countIf, UInt8),
		published_as_is AggregateFunction(countIf, UInt8),
		revision_loops AggregateFunction(countIf, UInt8),
		rules_edited_inline AggregateFunction(countIf, UInt8),
		rules_edited_tab AggregateFunction(countIf, UInt8),
		avg_changed_ratio AggregateFunction(avgIf, Float64, UInt8),
		first_event_at AggregateFunction(min, DateTime),
		last_event_at AggregateFunction(max, DateTime)
	) ENGINE = AggregatingMergeTree PARTITION BY toYYYYMM(day) ORDER BY day`,

	// Every insert into events is aggregated into kpi_daily, synthetic traffic left out.
	// published_as_is counts only events whose edit_ratio is absent or 0 (§6 rule 3).
	`CREATE MATERIALIZED VIEW IF NOT EXISTS {db}.kpi_daily_mv TO {db}.kpi_daily AS
	SELECT
		toDate(at) AS day,
		countState() AS events,
		uniqExactIfState(anon, anon != '') AS sessions,
		countIfState(event = 'profile_created') AS profiles_created,
		countIfState(event = 'draft_submitted') AS drafts_submitted,
		countIfState(event = 'transform_done') AS transforms_done,
		countIfState(event = 'published_as_is' AND ifNull(edit_ratio, 0) = 0) AS published_as_is,
		countIfState(event = 'revision_loop') AS revision_loops,
		countIfState(event = 'taste_rule_edited' AND origin = 'inline') AS rules_edited_inline,
		countIfState(event = 'taste_rule_edited' AND origin = 'tab') AS rules_edited_tab,
		avgIfState(ifNull(changed_ratio, 0), isNotNull(changed_ratio)) AS avg_changed_ratio,
		minState(at) AS first_event_at,
		maxState(at) AS last_event_at
	FROM {db}.events
	WHERE synthetic = 0
	GROUP BY day`,
}

// kpiQuery reads the KPI row: the merged states, with the two ratios made NULL where there is
// nothing to divide (avgIfMerge of no values is nan on ClickHouse).
const kpiQuery = `SELECT
	countMerge(events),
	uniqExactIfMerge(sessions),
	countIfMerge(profiles_created),
	countIfMerge(drafts_submitted),
	countIfMerge(transforms_done),
	countIfMerge(published_as_is),
	if(countIfMerge(transforms_done) = 0, NULL, countIfMerge(published_as_is) / countIfMerge(transforms_done)),
	countIfMerge(revision_loops),
	countIfMerge(rules_edited_inline),
	countIfMerge(rules_edited_tab),
	if(isNaN(avgIfMerge(avg_changed_ratio)), NULL, avgIfMerge(avg_changed_ratio)),
	minMerge(first_event_at),
	maxMerge(last_event_at)
FROM {db}.kpi_daily`

// insertEvents names its columns: 18.16 needs the list for a batch.
const insertEvents = `INSERT INTO {db}.events (at, event, anon, props, changed_ratio, edit_ratio, origin, synthetic)`

// in puts the database name into a statement; the name is checked to be an identifier by Open.
func in(db, statement string) string {
	return strings.ReplaceAll(statement, "{db}", db)
}
