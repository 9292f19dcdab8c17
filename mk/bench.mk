# `make bench`: the real stack on loopback under bounded load from a second process, one table
# (hack/bench). About two minutes; run it on a quiet machine for figures worth recording.
BENCH_BIN = $${RUN_DIR:-.run}/bin/bench

.PHONY: bench faults faults-short
bench: deps
	@$(GO) build -o $(BENCH_BIN) ./hack/bench && exec $(BENCH_BIN)

# `make faults`: the stack with a daily limit of 30 put through a burst from one IP, malformed,
# oversized and slow requests, Redis and ClickHouse killed and restarted under load, and an engine
# that hangs. Each fault prints what it did and what held; a broken promise fails the run.
# `make test` runs the short form: the same faults under shorter and lighter load.
faults: deps
	@$(GO) build -o $(BENCH_BIN) ./hack/bench && BENCH_MODE=faults exec $(BENCH_BIN)

faults-short: deps
	@$(GO) build -o $(BENCH_BIN) ./hack/bench && BENCH_MODE=faults-short exec $(BENCH_BIN)

TEST_EXTRA += faults-short
