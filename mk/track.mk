# Track and KPI (docs/track-kpi.md): the ingestion benchmarks and a fuzz run of the event rules.
.PHONY: bench-track bench-parts bench-kpi fuzz-events
# ZooKeeper (on Java) coordinates the two ClickHouse replicas of the cluster tests (localdb.ClickHouseCluster).
DEBIAN_DEPS += zookeeper:/usr/share/zookeeper/bin/zkServer.sh

# Events per second answered 200 with p50/p99, batched and one insert per event, on real ClickHouse;
# then the parts ClickHouse creates per 10,000 events at low and high load, before and now.
bench-track: deps
	$(GO) test -run '^$$' -bench 'BenchmarkTrack' -benchtime 3s ./services/track/
	@$(MAKE) --no-print-directory bench-parts

bench-parts: deps
	$(GO) test -run '^$$' -bench BenchmarkInsertParts -benchtime 1x ./services/track/

# The KPI read's time and memory at 10 M generated sessions, beside the exact count of before. About a minute.
bench-kpi: deps
	$(GO) test -run '^$$' -bench BenchmarkKPIRead10MSessions -benchtime 1x ./libs/gate/eventstore/

fuzz-events:
	$(GO) test -run '^$$' -fuzz FuzzAdmit -fuzztime 30s ./libs/gate/events/
