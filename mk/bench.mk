# `make bench`: the real stack on loopback under bounded load from a second process, one table
# (hack/bench). About two minutes; run it on a quiet machine for figures worth recording.
.PHONY: bench
bench: deps
	@$(GO) build -o $${RUN_DIR:-.run}/bin/bench ./hack/bench && exec $${RUN_DIR:-.run}/bin/bench

# `make faults`: the stack with a daily limit of 30, then a burst from one IP, malformed and
# oversized bodies, and Redis killed and restarted under load. Fails when a promise breaks.
.PHONY: faults
faults: deps
	@$(GO) build -o $${RUN_DIR:-.run}/bin/bench ./hack/bench && exec $${RUN_DIR:-.run}/bin/bench faults
