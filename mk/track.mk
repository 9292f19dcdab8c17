# Track and KPI (docs/track-kpi.md): the ingestion benchmark and a fuzz run of the event rules.
.PHONY: bench-track fuzz-events

# Events per second answered 200 with p50/p99, batched and one insert per event, on real ClickHouse.
bench-track: deps
	$(GO) test -run '^$$' -bench BenchmarkTrack -benchtime 3s ./services/track/

fuzz-events:
	$(GO) test -run '^$$' -fuzz FuzzAdmit -fuzztime 30s ./libs/gate/events/
