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
