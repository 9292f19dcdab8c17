#!/bin/bash
# kube-router v2.1.0 as a NetworkPolicy controller only, for the offline kind cluster, whose ptp
# pod network enforces no policy. Built from the Go module proxy through a wrapper module (its
# go.mod has replace directives `go install` refuses), onto the kit's minimal root filesystem with
# Debian's ipset. For tests only: this release has reported security flaws.
# usage: build-kube-router.sh WORKDIR   -> image maltu-kind/kube-router:v2.1.0
set -euo pipefail
W=$1; V=v2.1.0
D=$W/kube-router; mkdir -p "$D"; cd "$D"
docker image inspect maltu-kind/kube-router:$V >/dev/null 2>&1 && { echo "kube-router: image exists"; exit 0; }
export GOFLAGS=-mod=mod CGO_ENABLED=0 GOWORK=off
M=$(go mod download -json github.com/cloudnativelabs/kube-router/v2@$V | jq -r .GoMod)
{ echo "module maltu/kube-router"; echo; grep '^go ' "$M"; echo; echo "require github.com/cloudnativelabs/kube-router/v2 $V"; echo;
  awk '/^replace \(/{f=1;print;next} f&&/^\)/{print;f=0;next} f{print} /^replace [^(]/{print}' "$M"; } > go.mod
printf 'package main\n\nfunc main() {}\n' > dummy.go
go get github.com/cloudnativelabs/kube-router/v2/cmd/kube-router@$V >/dev/null
nice -n 10 go build -p 1 -trimpath -ldflags "-s -w" -o kube-router github.com/cloudnativelabs/kube-router/v2/cmd/kube-router
cat > Dockerfile <<'DOCKERFILE'
FROM kindlab/debian-min:bookworm
RUN apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends ipset \
    && apt-get clean && rm -rf /var/lib/apt/lists/*
COPY kube-router /usr/local/bin/kube-router
ENTRYPOINT ["/usr/local/bin/kube-router"]
DOCKERFILE
DOCKER_BUILDKIT=0 docker build -q -t maltu-kind/kube-router:$V .
