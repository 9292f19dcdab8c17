# Engine-backed services (services/extract, rewrite, report): the long fuzz runs of their request
# parsers and one full request per endpoint at the contract's largest input. `make test` already
# replays each fuzz seed corpus as ordinary test cases.
SERVICES_FUZZTIME ?= 30s

.PHONY: services-fuzz services-bench
services-fuzz:
	cd services/rewrite && $(GO) test -run '^$$' -fuzz '^FuzzRewriteRequest$$' -fuzztime $(SERVICES_FUZZTIME) -parallel 1 .
	cd services/report && $(GO) test -run '^$$' -fuzz '^FuzzReportSentences$$' -fuzztime $(SERVICES_FUZZTIME) -parallel 1 .

services-bench:
	$(GO) test -run '^$$' -bench . -benchmem -cpu 1 ./services/extract ./services/rewrite ./services/report
