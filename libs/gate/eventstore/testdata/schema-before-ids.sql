-- The tables of the schema before event ids (until issue 18), as deployed; {db} is the database.

CREATE TABLE IF NOT EXISTS {db}.events (
		at DateTime,
		event String,
		anon String,
		props String,
		changed_ratio Nullable(Float64),
		edit_ratio Nullable(Float64),
		origin String,
		synthetic UInt8
	) ENGINE = MergeTree PARTITION BY toYYYYMM(at) ORDER BY (event, at);

CREATE TABLE IF NOT EXISTS {db}.kpi_daily (
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
	) ENGINE = AggregatingMergeTree PARTITION BY toYYYYMM(day) ORDER BY day;

CREATE MATERIALIZED VIEW IF NOT EXISTS {db}.kpi_daily_mv TO {db}.kpi_daily AS
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
	GROUP BY day;
