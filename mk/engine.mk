# Engines (libs/engine): fuzzing the parsers of untrusted text and the benchmarks. `make test`
# already runs every fuzz target over its seed corpus; these run them for real.
FUZZTIME ?= 15s

.PHONY: engine-fuzz engine-bench
engine-fuzz:
	cd libs/engine && $(GO) test -run '^$$' -fuzz '^FuzzConvert$$' -fuzztime $(FUZZTIME) ./speech
	cd libs/engine && $(GO) test -run '^$$' -fuzz '^FuzzParse$$' -fuzztime $(FUZZTIME) ./rules
	cd libs/engine && $(GO) test -run '^$$' -fuzz '^FuzzAnswers$$' -fuzztime $(FUZZTIME) ./compat
	cd libs/engine && $(GO) test -run '^$$' -fuzz '^FuzzExtract$$' -fuzztime $(FUZZTIME) ./voice

engine-bench:
	cd libs/engine && $(GO) test -run '^$$' -bench . -benchmem ./speech ./voice ./restyle ./arrange
