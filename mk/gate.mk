# Content gates (libs/gate): the long fuzz runs and the speed budget, outside `make test`.
# `make test` already replays each fuzz corpus under testdata/fuzz as ordinary test cases.
GATE_FUZZTIME ?= 60s

.PHONY: gate-fuzz gate-bench
# One fuzzer at a time, one worker, to leave the other core free.
gate-fuzz:
	cd libs/gate && $(GO) test ./sentence -run='^$$' -fuzz='^FuzzSplit$$' -fuzztime=$(GATE_FUZZTIME) -parallel=1
	cd libs/gate && $(GO) test ./figures -run='^$$' -fuzz='^FuzzFigures$$' -fuzztime=$(GATE_FUZZTIME) -parallel=1
	cd libs/gate && $(GO) test ./evidence -run='^$$' -fuzz='^FuzzEvidence$$' -fuzztime=$(GATE_FUZZTIME) -parallel=1
	cd libs/gate && $(GO) test ./door -run='^$$' -fuzz='^FuzzDecode$$' -fuzztime=$(GATE_FUZZTIME) -parallel=1

# Budget: a 10,000-character draft split, gated and scored in under 5 ms on one core.
gate-bench:
	cd libs/gate && $(GO) test ./check -run='^$$' -bench=GateDraft10k -benchmem -cpu=1 -count=5
