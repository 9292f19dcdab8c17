# The API driven from its OpenAPI document alone (hack/apifuzz): examples, generated requests and
# the links of every 200, against the whole stack on loopback. `make test` runs 15 calls per
# operation with a fixed seed; this runs 200 with a new one (a failure prints the seed to replay).
.PHONY: api-fuzz
api-fuzz: deps
	APIFUZZ_CALLS=$${APIFUZZ_CALLS:-200} APIFUZZ_SEED=$${APIFUZZ_SEED:-$$(date +%s)} $(GO) test -count=1 -v -run TestTheDocumentReachesEveryOperation ./hack/apifuzz/
