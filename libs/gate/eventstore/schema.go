package eventstore

import (
	"regexp"
	"strings"
)

// schema is the store's DDL, applied in order at start-up. Every statement is idempotent and written
// to what ClickHouse 18.16 (tests) and a current ClickHouse (production) both accept
// (shared/notes/clickhouse.md). {db} stands for the database named in CLICKHOUSE_URL; on a cluster
// (CLICKHOUSE_CLUSTER) {on_cluster} makes a statement ON CLUSTER and {replacing TABLE} is the
// Replicated engine (Store.ddl). Append only: a deployed statement is never edited, a change is a
// new statement.
var schema = []string{
	`CREATE DATABASE IF NOT EXISTS {db}{on_cluster}`,

	// One row per event id. A retry of an id on the same UTC day is the same sorting key, so the
	// merges keep one row and reads with FINAL see one before they do. props is the JSON object as
	// admitted; the KPI reads only the typed columns beside it. at is the server's receive time in
	// seconds (18.16 has no DateTime64), day its UTC date. Monthly partitions are what retention
	// drops (18.16 has no TTL).
	`CREATE TABLE IF NOT EXISTS {db}.events_by_id{on_cluster} (
		day Date,
		id UUID,
		at DateTime,
		event String,
		anon String,
		props String,
		changed_ratio Nullable(Float64),
		edit_ratio Nullable(Float64),
		origin String,
		synthetic UInt8
	) ENGINE = {replacing events_by_id} PARTITION BY toYYYYMM(day) ORDER BY (day, id)`,

	// The KPI of each ended day (Store.Rollup): that day's counts, and the sessions of every day up
	// to it as one uniqCombined sketch, so a read merges one sketch however long the history. A day
	// rolled up again replaces its row.
	`CREATE TABLE IF NOT EXISTS {db}.kpi_days{on_cluster} (
		day Date,
		events UInt64,
		profiles_created UInt64,
		drafts_submitted UInt64,
		transforms_done UInt64,
		published_as_is UInt64,
		revision_loops UInt64,
		rules_edited_inline UInt64,
		rules_edited_tab UInt64,
		changed_ratio_sum Float64,
		changed_ratios UInt64,
		first_event_at DateTime,
		last_event_at DateTime,
		sessions AggregateFunction(uniqCombined, String)
	) ENGINE = {replacing kpi_days} ORDER BY day`,
}

// legacy upgrades a database of the schema before event ids (tables events, kpi_daily and the
// view between them), applied by Store.Upgrade only while its events table exists. The old rows
// are copied once with ids derived from their content: rows that were indistinguishable become
// one, which is what a retry stored twice looked like. A step that finds its table gone lost the
// race to another process doing the same upgrade.
var legacy = []string{
	`DROP TABLE IF EXISTS {db}.kpi_daily_mv`,
	`INSERT INTO {db}.events_by_id (day, id, at, event, anon, props, changed_ratio, edit_ratio, origin, synthetic)
	SELECT toDate(at), toUUID(UUIDNumToString(sipHash128(concat(toString(at), '|', event, '|', anon, '|', props, '|',
		toString(synthetic))))), at, event, anon, props, changed_ratio, edit_ratio, origin, synthetic
	FROM {db}.events`,
	`DROP TABLE IF EXISTS {db}.kpi_daily`,
	`DROP TABLE IF EXISTS {db}.events`,
}

// insertEvents names its columns: 18.16 needs the list for a batch.
const insertEvents = `INSERT INTO {db}.events_by_id (day, id, at, event, anon, props, changed_ratio, edit_ratio, origin, synthetic)`

// counted are the KPI's sums over the non-synthetic events of one stretch of days, in kpi_days'
// column order, and their session sketch; the short names are the columns of the reads below.
// published_as_is counts only events whose edit_ratio is absent or 0 (§6 rule 3).
const counted = `count() AS n,
	countIf(event = 'profile_created') AS p,
	countIf(event = 'draft_submitted') AS d,
	countIf(event = 'transform_done') AS t,
	countIf(event = 'published_as_is' AND ifNull(edit_ratio, 0) = 0) AS a,
	countIf(event = 'revision_loop') AS r,
	countIf(event = 'taste_rule_edited' AND origin = 'inline') AS i,
	countIf(event = 'taste_rule_edited' AND origin = 'tab') AS b,
	sum(ifNull(changed_ratio, 0)) AS rs,
	countIf(isNotNull(changed_ratio)) AS rn,
	min(at) AS f,
	max(at) AS l,
	uniqCombinedStateIf(anon, anon != '') AS s`

// firstArrivals keeps each id on the UTC day it first arrived: a retry that crossed midnight is
// also stored on the next day, and is left out there. Retries come within seconds, so only the
// last hour of the day before is looked at. FINAL keeps one row of an id retried within a day.
const firstArrivals = `{db}.events_by_id FINAL
	WHERE synthetic = 0 AND day >= {from} AND day <= {to}
	AND (id, day) NOT IN (SELECT id, day + 1 FROM {db}.events_by_id
		WHERE day >= {from} - 1 AND day <= {to} - 1 AND at >= toDateTime(day) + 82800)`

// sketchOnly is a row of counted with nothing counted but the session sketch of a kpi_days row.
const sketchOnly = `toUInt64(0), toUInt64(0), toUInt64(0), toUInt64(0), toUInt64(0), toUInt64(0), toUInt64(0), toUInt64(0),
	toFloat64(0), toUInt64(0), toDateTime(0), toDateTime(0), sessions`

// rolled is the last day kpi_days holds, 1970-01-01 while it holds none.
const rolled = `(SELECT max(day) FROM {db}.kpi_days)`

// rollupDay writes the kpi_days row of day {day}: its counts, and its sessions merged into the
// sketch of the latest day before it.
var rollupDay = `INSERT INTO {db}.kpi_days (day, events, profiles_created, drafts_submitted, transforms_done,
	published_as_is, revision_loops, rules_edited_inline, rules_edited_tab, changed_ratio_sum, changed_ratios,
	first_event_at, last_event_at, sessions)
SELECT {day}, sum(n), sum(p), sum(d), sum(t), sum(a), sum(r), sum(i), sum(b), sum(rs), sum(rn),
	minIf(f, n > 0), maxIf(l, n > 0), uniqCombinedMergeState(s)
FROM (
	SELECT ` + counted + `
	FROM ` + strings.NewReplacer("{from}", "{day}", "{to}", "{day}").Replace(firstArrivals) + `
	UNION ALL
	SELECT ` + sketchOnly + `
	FROM (SELECT sessions FROM {db}.kpi_days FINAL WHERE day < {day} ORDER BY day DESC LIMIT 1)
)`

// kpiQuery reads the KPI row: the rolled-up days' counts, the sketch of the last of them, and the
// raw events of the days after it (today, and yesterday until it is rolled up). The two ratios are
// NULL where there is nothing to divide.
var kpiQuery = `SELECT sum(n), uniqCombinedMerge(s), sum(p), sum(d), sum(t), sum(a),
	if(sum(t) = 0, NULL, sum(a) / sum(t)),
	sum(r), sum(i), sum(b),
	if(sum(rn) = 0, NULL, sum(rs) / sum(rn)),
	minIf(f, n > 0), maxIf(l, n > 0)
FROM (
	SELECT events AS n, profiles_created AS p, drafts_submitted AS d, transforms_done AS t, published_as_is AS a,
		revision_loops AS r, rules_edited_inline AS i, rules_edited_tab AS b, changed_ratio_sum AS rs,
		changed_ratios AS rn, first_event_at AS f, last_event_at AS l, arrayReduce('uniqCombinedState', emptyArrayString()) AS s
	FROM {db}.kpi_days FINAL
	UNION ALL
	SELECT ` + sketchOnly + `
	FROM {db}.kpi_days FINAL WHERE day = ` + rolled + `
	UNION ALL
	SELECT ` + counted + `
	FROM ` + strings.NewReplacer("{from}", rolled+" + 1", "{to}", "toDate('2105-12-31')").Replace(firstArrivals) + `
)`

// in puts the database name into a statement; the name is checked to be an identifier by Open.
func in(db, statement string) string {
	return strings.ReplaceAll(statement, "{db}", db)
}

// replacing is the engine placeholder of a table in schema.
var replacing = regexp.MustCompile(`\{replacing ([a-z_]+)\}`)

// ddl renders a schema statement: on one node plain, on a cluster ON CLUSTER with each table
// replicated at its own ZooKeeper path ({shard} and {replica} are the servers' macros).
func (s *Store) ddl(statement string) string {
	on, engine := "", "ReplacingMergeTree"
	if s.cluster != "" {
		on = " ON CLUSTER " + s.cluster
		engine = "ReplicatedReplacingMergeTree('/clickhouse/tables/{shard}/" + s.db + "/$1', '{replica}')"
	}
	statement = strings.ReplaceAll(statement, "{on_cluster}", on)
	return in(s.db, replacing.ReplaceAllString(statement, engine))
}
