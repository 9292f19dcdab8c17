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

# `make outside-corpus`: Korean text nobody here wrote, from Debian's help and localisation
# packages (tens of thousands of sentences), downloaded once with apt-get and unpacked without
# installing into $(CORPUS_DIR); the speech test converts every sentence toward each level and
# fails on any change outside the final predicate (libs/engine/speech/outside_test.go). A package
# that cannot be had fails the target. `make test` runs it.
CORPUS_DIR ?= $(HOME)/.cache/maltu/corpus
CORPUS_PACKAGES := gimp-help-ko libreoffice-help-ko debian-faq-ko firefox-esr-l10n-ko thunderbird-l10n-ko

.PHONY: outside-corpus
outside-corpus:
	@hack/corpus.sh $(CORPUS_DIR) $(CORPUS_PACKAGES)
	cd libs/engine && MALTU_CORPUS=$(CORPUS_DIR)/text $(GO) test -count=1 -run '^TestOutsideCorpus$$' -v ./speech | grep -v '^=== RUN'

TEST_EXTRA += outside-corpus
