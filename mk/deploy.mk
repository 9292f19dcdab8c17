# Deployment (docs/deploy.md): service images, the Helm chart on kind, and `make verify-deploy`,
# the offline checks `make test` runs. Tools are pinned, built once into $(TOOLS_DIR), reused by
# every clone on the machine.

TOOLS_DIR ?= $(HOME)/.cache/maltu/tools
HELM_VERSION := v3.22.0
KIND_VERSION := v0.33.0
# kube-apiserver for the dry-run check, built from deploy/kubetools (see its go.mod).
K8S_VERSION := v1.32.13
# Envoy Gateway, the edge on kind: its Helm chart (an OCI artifact, fetched on the operator's
# machine) installs the controller and the Gateway API CRDs it ships. verify-deploy reads the same
# release's CRDs from the Go module cache and checks that it ships deploy/go.mod's Gateway API.
ENVOY_GATEWAY_VERSION ?= v1.9.1
ENVOY_GATEWAY_CHART := oci://docker.io/envoyproxy/gateway-helm

HELM := $(TOOLS_DIR)/helm-$(HELM_VERSION)/helm
KIND := $(TOOLS_DIR)/kind-$(KIND_VERSION)/kind
KUBE_APISERVER := $(TOOLS_DIR)/kubernetes-$(K8S_VERSION)/kube-apiserver
# A kubectl already on PATH is used as is; otherwise one is built from the same module.
KUBECTL ?= $(or $(shell command -v kubectl 2>/dev/null),$(TOOLS_DIR)/kubernetes-$(K8S_VERSION)/kubectl)
ETCD ?= $(or $(shell command -v etcd 2>/dev/null),/usr/bin/etcd)

DEBIAN_DEPS += etcd-server:etcd
TEST_EXTRA += verify-deploy

# The services are the route map's (libs/gate/routes/routes.json).
SERVICES := $(shell sed -n 's/.*"services": *\[\(.*\)\].*/\1/p' libs/gate/routes/routes.json | tr -d '",')
KIND_CLUSTER := maltu
KUBE_CONTEXT := kind-$(KIND_CLUSTER)
# Empty: an operator's kind cluster (Envoy Gateway, images pulled from a registry). A node image
# built with no registry (make kind-offline makes kindlab/node:v1.34.4): kind-up and kind-test run
# k8s/offline/e2e.sh on the kit's single-node cluster instead, every image built here.
KIND_NODE_IMAGE ?=
# Images are tagged with the commit they were built from (and -dirty-<hash> for uncommitted changes), so
# every Helm revision names its own binaries and `helm rollback` brings the old ones back.
# A dirty tree's tag carries a hash of its changes, so two different dirty builds never share one.
IMAGE_TAG ?= $(shell git rev-parse --short=12 HEAD 2>/dev/null || echo unknown)$(shell test -z "$$(git status --porcelain 2>/dev/null)" || echo -dirty-$$(git diff HEAD | sha256sum | cut -c1-8))

.PHONY: verify-deploy deploy-tools images kind-cluster kind-secret kind-up kind-down deploy kind-test kind-offline kind-e2e

$(HELM):
	@echo "deploy: building helm $(HELM_VERSION) into $(@D) (about 3 minutes, once)"
	GOWORK=off GOBIN=$(@D) $(GO) install helm.sh/helm/v3/cmd/helm@$(HELM_VERSION)

$(KIND):
	@echo "deploy: building kind $(KIND_VERSION) into $(@D)"
	GOWORK=off GOBIN=$(@D) $(GO) install sigs.k8s.io/kind@$(KIND_VERSION)

K8S_MINOR := $(word 2,$(subst ., ,$(K8S_VERSION)))
K8S_LDFLAGS := -s -w -X k8s.io/component-base/version.gitVersion=$(K8S_VERSION) \
	-X k8s.io/component-base/version.gitMajor=1 -X k8s.io/component-base/version.gitMinor=$(K8S_MINOR)

$(TOOLS_DIR)/kubernetes-$(K8S_VERSION)/%:
	@echo "deploy: building $* $(K8S_VERSION) into $(@D) (about 4 minutes and 2 GB of memory, once)"
	cd deploy/kubetools && GOWORK=off $(GO) build -trimpath -ldflags "$(K8S_LDFLAGS)" -o $@ k8s.io/kubernetes/cmd/$*

deploy-tools: $(HELM) $(KIND) $(KUBE_APISERVER) $(KUBECTL)

# Offline: helm lint and template (default, kind and Tilt values), strict decoding, the chart's
# policy, a server-side dry run against a real kube-apiserver and etcd, kind's validation of the
# cluster config and the Envoy Gateway objects of k8s/, the Tiltfile in Starlark, the Gateway API
# edge and the Ingress against the route map and the local edge (built here from hack/edge, in the
# workspace), and the Dockerfile. The CRDs come from the Go module cache.
DEPLOY_EDGE := $(CURDIR)/.run/deploy/edge
verify-deploy: deps deploy-tools
	$(GO) build -o $(DEPLOY_EDGE) ./hack/edge
	cd deploy && GOWORK=off $(GO) vet ./...
	cd deploy && GOWORK=off HELM=$(HELM) KIND=$(KIND) KUBE_APISERVER=$(KUBE_APISERVER) KUBECTL=$(KUBECTL) ETCD=$(ETCD) \
		EDGE=$(DEPLOY_EDGE) ENVOY_GATEWAY_VERSION=$(ENVOY_GATEWAY_VERSION) $(GO) test -count=1 ./...

# --- Operating a local kind cluster (needs Docker and network access) ---

images:
	@for s in $(SERVICES); do \
		echo "deploy: image maltu/$$s:$(IMAGE_TAG)"; \
		docker build --build-arg SERVICE=$$s -t maltu/$$s:$(IMAGE_TAG) . || exit 1; \
	done

# The cluster (an edge node and a worker), Envoy Gateway with its GatewayClass "envoy", the
# namespace and its Secret: what Tilt needs before `tilt up`.
kind-cluster: $(KIND) $(HELM) $(KUBECTL)
	@$(KIND) get clusters 2>/dev/null | grep -qx $(KIND_CLUSTER) || $(KIND) create cluster --config k8s/kind-config.yaml
	$(HELM) upgrade --install eg $(ENVOY_GATEWAY_CHART) --version $(ENVOY_GATEWAY_VERSION) \
		--namespace envoy-gateway-system --create-namespace --kube-context $(KUBE_CONTEXT) --wait --timeout 5m
	$(KUBECTL) --context $(KUBE_CONTEXT) apply -f k8s/envoy-gateway.yaml
	$(KUBECTL) --context $(KUBE_CONTEXT) apply -f k8s/namespace.yaml
	@$(MAKE) --no-print-directory kind-secret

# The Secret the chart reads. ADMIN_TOKEN defaults to a random one, the in-cluster stores' passwords
# are always random (hex: they go into the services' URLs as written); OPENAI_API_KEY is optional
# (without it the services answer with the local engine). A Secret made by an older release gets the
# store passwords it lacks; a key it has is never changed, since a running store holds it.
kind-secret: $(KUBECTL)
	@k="$(KUBECTL) --context $(KUBE_CONTEXT) -n maltu"; rand() { head -c 24 /dev/urandom | od -An -tx1 | tr -d ' \n'; }; \
	if $$k get secret maltu-secrets >/dev/null 2>&1; then \
		echo "deploy: secret maltu/maltu-secrets exists, kept"; \
		for key in redis-password clickhouse-password; do \
			[ -n "$$($$k get secret maltu-secrets -o jsonpath="{.data.$$key}")" ] && continue; \
			$$k patch secret maltu-secrets --type merge -p "{\"stringData\":{\"$$key\":\"$$(rand)\"}}" >/dev/null && \
			echo "deploy: key $$key added to it"; \
		done; \
	else \
		$$k create secret generic maltu-secrets \
			--from-literal=admin-token="$${ADMIN_TOKEN:-$$(rand)}" \
			--from-literal=redis-password="$$(rand)" --from-literal=clickhouse-password="$$(rand)" \
			$${OPENAI_API_KEY:+--from-literal=engine-openai-api-key="$$OPENAI_API_KEY"} >/dev/null && \
		echo "deploy: secret maltu/maltu-secrets created; read the admin token with:" && \
		echo "  $(KUBECTL) --context $(KUBE_CONTEXT) -n maltu get secret maltu-secrets -o jsonpath='{.data.admin-token}' | base64 -d"; \
	fi

# Images built and loaded into kind, the chart installed or upgraded with their tag: a new tag is a
# new pod template, so the pods roll without a restart, and a rollback names the old images.
deploy: images $(KIND) $(HELM) $(KUBECTL)
	@for s in $(SERVICES); do $(KIND) load docker-image --name $(KIND_CLUSTER) maltu/$$s:$(IMAGE_TAG) || exit 1; done
	$(HELM) upgrade --install maltu charts/maltu --namespace maltu --kube-context $(KUBE_CONTEXT) \
		-f k8s/values-kind.yaml --set image.tag=$(IMAGE_TAG) --wait --timeout 5m
	$(KUBECTL) --context $(KUBE_CONTEXT) -n maltu rollout status deployment -l app.kubernetes.io/instance=maltu --timeout 5m
	$(KUBECTL) --context $(KUBE_CONTEXT) -n maltu wait gateway/maltu --for=condition=Programmed --timeout 2m

ifeq ($(KIND_NODE_IMAGE),)
kind-up: kind-cluster deploy
	@echo "deploy: maltu is at http://localhost/voice (operator screen: http://localhost/admin); check it with: make kind-test"

# helm test: one pod per route calls it through the edge.
kind-test: $(HELM)
	$(HELM) test maltu --namespace maltu --kube-context $(KUBE_CONTEXT) --logs
else
# e2e.sh up: a new cluster, every image built and loaded, the edge, the Secret, the install.
# e2e.sh test: helm test, the flow, client IP, upgrade and rollback, faults, drain, policies, events.
kind-up kind-test: $(HELM)
	HELM=$(HELM) IMAGE_TAG=$(IMAGE_TAG) SERVICES="$(SERVICES)" KIND_NODE_IMAGE=$(KIND_NODE_IMAGE) KIND_CLUSTER=$(KIND_CLUSTER) \
		KIND_OFFLINE_KIT=$(KIND_OFFLINE_KIT) KIND_OFFLINE_WORK=$(KIND_OFFLINE_WORK) k8s/offline/e2e.sh $(@:kind-%=%)
endif

kind-down: $(KIND)
	$(KIND) delete cluster --name $(KIND_CLUSTER)

# --- A real cluster with no image registry (docs/deploy.md, "The offline kind cluster") ---
# Never part of make test: the kit's cold build takes 45-50 minutes on two cores. kind-offline
# builds the kit's node image (root, Docker from Debian); kind-e2e is kind-up then kind-test on it.
KIND_OFFLINE_KIT ?= $(CURDIR)/../shared/tools/kind-offline
KIND_OFFLINE_WORK ?= /tmp/kindlab

kind-offline:
	WORK=$(KIND_OFFLINE_WORK) nice -n 10 $(KIND_OFFLINE_KIT)/run-all.sh

kind-e2e:
	$(MAKE) --no-print-directory kind-up kind-test KIND_NODE_IMAGE=$(or $(KIND_NODE_IMAGE),kindlab/node:v1.34.4)
