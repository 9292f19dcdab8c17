# `make bench`: the real stack on loopback under bounded load from a second process, one table
# (hack/bench), then the parts ClickHouse makes per 10,000 events and the KPI read at 10 M sessions
# (mk/track.mk). About five minutes; run it on a quiet machine for figures worth recording.
#
# `make faults`: the stack with a daily limit of 30 put through a burst from one IP, malformed,
# oversized and slow requests, Redis and ClickHouse killed and restarted under load, and an engine
# that hangs. Each fault prints what it did and what held; a broken promise fails the run.
# `make test` runs the short form: the same faults under shorter and lighter load.
BENCH_BIN = $${RUN_DIR:-.run}/bin/bench

# `make bench-model`: only the table's rewrites against a scripted model at a real model's speed.
.PHONY: bench bench-table bench-model faults faults-short
bench: bench-table bench-parts bench-kpi

# BENCH_MODE is the target's name, empty for the table.
bench-table bench-model faults faults-short: deps
	@$(GO) build -o $(BENCH_BIN) ./hack/bench && BENCH_MODE=$(filter-out bench-table,$@) exec $(BENCH_BIN)

TEST_EXTRA += faults-short
