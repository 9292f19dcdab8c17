# The two commands a fresh machine needs: `make run` (the whole stack, offline engine) and `make test`.
SHELL := /bin/bash
GO ?= go
MODULES := $(shell $(GO) work edit -json | sed -n 's/.*"DiskPath": "\.\/\(.*\)".*/\1/p')
PKGS := $(addsuffix /...,$(addprefix ./,$(MODULES)))
DEBIAN_DEPS := redis-server:redis-server clickhouse-server:/usr/sbin/clickhouse-server
# staticcheck at a pinned version, run from the module proxy: no module of ours requires it.
STATICCHECK ?= honnef.co/go/tools/cmd/staticcheck@v0.8.2
# Included files add their own checks to `make test` through TEST_EXTRA and packages through DEBIAN_DEPS.
TEST_EXTRA :=

-include mk/*.mk

.PHONY: deps test vet unit run build fmt tidy
deps:
	@hack/install-deps.sh $(DEBIAN_DEPS)

vet:
	@unformatted=$$(gofmt -l $(MODULES)); if [ -n "$$unformatted" ]; then echo "gofmt needed: $$unformatted"; exit 1; fi
	$(GO) vet $(PKGS)
	$(GO) run $(STATICCHECK) $(PKGS)
	$(GO) run ./hack/cyclo -over 30 libs/engine

unit: deps
	$(GO) test -count=1 $(PKGS)

test: deps vet unit $(TEST_EXTRA)

build:
	@mkdir -p bin && for s in $$(ls services); do $(GO) build -o bin/$$s ./services/$$s || exit 1; done

# The stack is built and exec'd (not `go run`) so that signals reach it directly.
run: deps
	@$(GO) build -o $${RUN_DIR:-.run}/bin/stack ./hack/stack && exec $${RUN_DIR:-.run}/bin/stack

fmt:
	@gofmt -l -w $(MODULES)

# After a dependency change in a shared module, every module that requires it (the deploy
# modules too, which live outside the workspace) needs its go.mod and go.sum brought along.
tidy:
	@for m in $(MODULES); do (cd $$m && $(GO) mod tidy) || exit 1; done
	@cd deploy && GOWORK=off $(GO) mod tidy
