#!/bin/bash
# make kind-up and make kind-test with KIND_NODE_IMAGE (make kind-e2e: both): the chart on a real
# cluster built with no image registry (the kind-offline kit, ../shared/tools/kind-offline), put
# through what an operator does to it. Each step prints what held and how long it took, also into
# .run/kind-e2e/summary.txt; the run stops at the first step that does not hold.
# e2e.sh up: the kit's dockerd and a new cluster on KIND_NODE_IMAGE (any old one deleted), then
#   1 images    the services built on the host onto an empty base (two tags: a release and its
#               upgrade), Debian's Redis and ClickHouse, curl, Traefik, kube-router; loaded with kind
#   2 edge      Gateway API CRDs, kube-router enforcing NetworkPolicies, Traefik as the GatewayClass
#   3 secret    an install without the Secret is refused, naming it; then the Secret (make kind-secret)
#   4 install   every Deployment and StatefulSet Ready (time to Ready), the Gateway programmed
# e2e.sh test: the installed release (its image tag, the upgrade's beside it) on that cluster
#   5 helm test one pod per route through the edge
#   6 flow      /voice, then extract -> rewrite -> report -> track -> KPI with the Secret's operator key
#   7 client IP the per-IP limit counts the host and a pod as two clients; a forged X-Forwarded-For
#               counts nobody
#   8 upgrade   to the second tag under load, no failed request; rollback under load restores the
#               first tag's images (image ids), no failed request
#   9 faults    a web, track and kpi pod deleted, then Redis, under load: no failed request; then
#               ClickHouse, whose restart fails what needs it (counted, not a failure of the step)
#  10 drain     the node drained of web, track and kpi: the PDBs leave one pod each, no failed request
#  11 policy    a pod outside the release reaches no service, Redis or ClickHouse; the edge does;
#               ClickHouse refuses its user default without the password
#  12 events    every event answered 200 by track is in ClickHouse
# Needs root, the kit built (its node image and tools under WORK, Debian's docker.io).
set -euo pipefail
PHASE=${1:?usage: e2e.sh up|test}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
KIT=${KIND_OFFLINE_KIT:-$ROOT/../shared/tools/kind-offline}
WORK=${KIND_OFFLINE_WORK:-/tmp/kindlab}
NODE_IMAGE=${KIND_NODE_IMAGE:?make sets KIND_NODE_IMAGE}
CLUSTER=${KIND_CLUSTER:?make sets KIND_CLUSTER}
HELM=${HELM:-helm}
SERVICES=${SERVICES:?make sets SERVICES}
OUT=$ROOT/.run/kind-e2e; mkdir -p "$OUT"
# The kit's kind v0.30.0 and kubectl v1.34.4, the cluster's version.
export PATH=$WORK/bin:$WORK/k8sbuild/bin:$PATH
K="kubectl --context kind-$CLUSTER"
NS=maltu
RUN_ID=e2e-$(date +%s)

log() { echo "$*" | tee -a "$OUT/summary.txt"; }
step() { STEP=$1; STEP_START=$(date +%s); echo; log "== $1"; }
held() { log "-- held: $* ($(( $(date +%s) - STEP_START ))s)"; }
fail() { log "-- FAILED at $STEP: $*"; exit 1; }
STEP=$PHASE

# install_args: the release as up installs it, Traefik's pod address the only trusted proxy.
install_args() {
  local traefik_ip
  traefik_ip=$($K -n traefik get pod -l app.kubernetes.io/name=traefik -o jsonpath='{.items[0].status.podIP}')
  echo maltu "$ROOT/charts/maltu" --namespace $NS --kube-context "kind-$CLUSTER" \
    -f "$ROOT/k8s/values-kind.yaml" -f "$ROOT/k8s/offline/values.yaml" --set "edge.trustedProxies={$traefik_ip/32}"
}

up() {
TAG=${IMAGE_TAG:?make kind-up sets IMAGE_TAG}
TAG2=$TAG-upgrade
: > "$OUT/summary.txt"
log "kind-up $(date -u +%FT%TZ) on $NODE_IMAGE"
"$KIT/start-dockerd.sh" "$WORK/docker-data" >/dev/null
docker image inspect "$NODE_IMAGE" >/dev/null 2>&1 || fail "no node image $NODE_IMAGE: build the kit first (make kind-offline)"
# A new cluster each time: a run starts from what an operator has before the first install.
kind delete cluster --name "$CLUSTER" >/dev/null 2>&1 || true
s=$(date +%s)
kind create cluster --name "$CLUSTER" --image "$NODE_IMAGE" --config "$KIT/kind-config.yaml" --wait 5m >/dev/null 2>&1 || fail "kind create cluster"
log "-- cluster $CLUSTER created, node Ready ($(( $(date +%s) - s ))s)"

step "1 images"
ctx=$OUT/image; rm -rf "$ctx"; mkdir -p "$ctx"
echo 'nonroot:x:65532:65532:nonroot:/home/nonroot:/sbin/nologin' > "$ctx/passwd"
cp "$ROOT/k8s/offline/Dockerfile.service" "$ctx/Dockerfile"
for s in $SERVICES; do
  (cd "$ROOT" && CGO_ENABLED=0 go build -trimpath -ldflags "-s -w" -o "$ctx/$s" "./services/$s")
  # The upgrade's images hold the same binaries under another label, so their image ids differ.
  for t in "$TAG" "$TAG2"; do
    DOCKER_BUILDKIT=0 docker build -q 2>/dev/null --build-arg SERVICE="$s" --label maltu.build="$t" -t "maltu/$s:$t" "$ctx" >/dev/null
  done
done
for img in redis:7.0.15 clickhouse:18.16.1; do
  docker image inspect "maltu-kind/$img" >/dev/null 2>&1 || DOCKER_BUILDKIT=0 docker build -q -t "maltu-kind/$img" "$KIT/images/${img%%:*}" >/dev/null
done
if ! docker image inspect maltu-kind/curl:bookworm >/dev/null 2>&1; then
  c=$(mktemp -d); cp "$KIT/examples/Dockerfile.curl" "$c/Dockerfile"; DOCKER_BUILDKIT=0 docker build -q -t maltu-kind/curl:bookworm "$c" >/dev/null
fi
docker image inspect kindlab/traefik:3.6.12 >/dev/null 2>&1 || WORK=$WORK "$KIT/traefik/build-traefik.sh"
"$ROOT/k8s/offline/build-kube-router.sh" "$WORK/e2e" >/dev/null
images=(maltu-kind/redis:7.0.15 maltu-kind/clickhouse:18.16.1 maltu-kind/curl:bookworm kindlab/traefik:3.6.12 maltu-kind/kube-router:v2.1.0)
for s in $SERVICES; do images+=("maltu/$s:$TAG" "maltu/$s:$TAG2"); done
kind load docker-image --name "$CLUSTER" "${images[@]}" >/dev/null
held "${#images[@]} images built here and loaded, none pulled"

step "2 edge and policy enforcement"
# v1.4.0, the release Traefik v3.6 implements (the offline checks load v1.6.1, Envoy Gateway's).
gwapi=$(cd "$WORK" && GOWORK=off GOFLAGS= go mod download -json sigs.k8s.io/gateway-api@v1.4.0 | jq -r .Dir)
$K apply --server-side -f "$gwapi/config/crd/standard/" >/dev/null
$K apply -f "$ROOT/k8s/offline/kube-router.yaml" >/dev/null
$K apply -f "$ROOT/k8s/offline/traefik.yaml" >/dev/null
$K -n kube-system rollout status daemonset/kube-router --timeout 3m >/dev/null
$K -n traefik rollout status deployment/traefik --timeout 3m >/dev/null
read -ra install_args <<<"$(install_args)"
held "Gateway API v1.4.0 CRDs, kube-router enforcing NetworkPolicies, Traefik Ready (${install_args[-1]}: the only trusted proxy)"

step "3 secret"
$K apply -f "$ROOT/k8s/namespace.yaml" >/dev/null
if out=$($HELM upgrade --install "${install_args[@]}" --set image.tag="$TAG" 2>&1); then fail "installed without the Secret"; fi
echo "$out" | grep -q "Secret maltu/maltu-secrets is missing" || fail "refused without naming the Secret: $out"
make -C "$ROOT" --no-print-directory kind-secret KUBECTL="$(command -v kubectl)" KUBE_CONTEXT="kind-$CLUSTER" >/dev/null
held "without it: \"$(echo "$out" | grep -o 'Secret maltu/maltu-secrets is missing[^.]*')\"; then created (make kind-secret)"

step "4 install"
$HELM upgrade --install "${install_args[@]}" --set image.tag="$TAG" --wait --timeout 10m >/dev/null
for kind in statefulset deployment; do $K -n $NS rollout status $kind -l app.kubernetes.io/instance=maltu --timeout 5m >/dev/null; done
$K -n $NS wait gateway/maltu --for=condition=Programmed --timeout 2m >/dev/null
ready=$($K -n $NS get deploy,statefulset -o jsonpath='{range .items[*]}{.metadata.name}={.status.readyReplicas}/{.spec.replicas} {end}')
$K -n $NS get pods -o wide > "$OUT/pods.txt"
# Who owns the stores' volumes: fsGroup applies only where the volume plugin supports it.
volumes="redis /data $($K -n $NS exec maltu-redis-0 -- stat -c '%u:%g %a' /data), clickhouse /var/lib/clickhouse $($K -n $NS exec maltu-clickhouse-0 -- stat -c '%u:%g %a' /var/lib/clickhouse)"
held "Ready: $ready; Gateway Programmed; volumes (uid:gid mode): $volumes"
}

test_release() {
log ""
log "kind-test $(date -u +%FT%TZ)"
kind get clusters 2>/dev/null | grep -qx "$CLUSTER" || fail "no cluster $CLUSTER: make kind-up first"
read -ra install_args <<<"$(install_args)"
# The installed release's tag, whose upgrade's images kind-up loaded beside it.
TAG=$($HELM get values maltu --namespace $NS --kube-context "kind-$CLUSTER" -o json | jq -r .image.tag)
TAG2=$TAG-upgrade
REV=$($HELM history maltu --namespace $NS --kube-context "kind-$CLUSTER" -o json | jq '.[-1].revision')
TOKEN=$($K -n $NS get secret maltu-secrets -o jsonpath='{.data.admin-token}' | base64 -d)
NODE=$CLUSTER-control-plane
EDGE=http://$(docker inspect -f '{{.NetworkSettings.Networks.kind.IPAddress}}' "$NODE"):30080

step "5 helm test"
$HELM test maltu --namespace $NS --kube-context "kind-$CLUSTER" --logs > "$OUT/helm-test.txt" 2>&1 || { cat "$OUT/helm-test.txt"; fail "helm test"; }
held "$(grep -c 'Phase:.*Succeeded' "$OUT/helm-test.txt") test pods succeeded, $(grep -c 'Phase:.*Failed' "$OUT/helm-test.txt" || true) failed"

step "6 flow"
# As the web app calls it (a browser's User-Agent: curl's would mark the events synthetic).
UA='Mozilla/5.0 (X11; Linux x86_64) maltu-kind-e2e'
api() { curl -sS -A "$UA" -H "Host: localhost" -H 'Content-Type: application/json' -w '\n%{http_code}' "$@"; }
code() { tail -n1 <<<"$1"; }
body() { sed '$d' <<<"$1"; }
r=$(curl -sS -o /dev/null -w '%{http_code}' -H "Host: localhost" "$EDGE/voice"); [ "$r" = 200 ] || fail "/voice $r"
before=$(api -H "x-admin-token: $TOKEN" "$EDGE/api/kpi"); [ "$(code "$before")" = 200 ] || fail "kpi $(code "$before")"
note='이번 주는 정말 정신없이 지나갔어요. 월요일에 신규 기능 배포가 있었는데 생각보다 문의가 많이 들어왔어요. 근데 대부분은 사용법을 몰라서 생긴 문의라 금방 정리됐어요. 수요일에는 팀원들이랑 회고를 했어요. 저도 같은 생각이에요. 다음 배포 때는 테스트 기간을 하루 더 잡으려고 해요.'
draft='이번 분기 고객 지원 자동화 프로젝트의 진행 상황을 공유드립니다. 현재 챗봇이 전체 문의의 35%를 처리하고 있습니다. 따라서 다음 달까지 환불 정책 문서를 보완할 예정입니다.'
x=$(api -d "$(jq -n --arg t "$note" '{text: $t}')" "$EDGE/api/style-extract"); [ "$(code "$x")" = 200 ] || fail "extract $(code "$x"): $(body "$x")"
rules=$(body "$x" | jq '[.rules[:2] | to_entries[] | {id: (.key + 1), rule: .value.rule, evidence: .value.evidence}]')
w=$(api -d "$(jq -n --arg d "$draft" --argjson r "$rules" '{draft: $d, rules: $r, mode: "personal"}')" "$EDGE/api/rewrite"); [ "$(code "$w")" = 200 ] || fail "rewrite $(code "$w"): $(body "$w")"
p=$(api -d "$(body "$w" | jq '{sentences: [.sentences[].rewritten]}')" "$EDGE/api/report"); [ "$(code "$p")" = 200 ] || fail "report $(code "$p"): $(body "$p")"
t=$(api -d "{\"ev\":\"draft_submitted\",\"anon\":\"$RUN_ID-flow\",\"props\":{\"mode\":\"personal\"}}" "$EDGE/api/track"); [ "$(code "$t")" = 200 ] || fail "track $(code "$t"): $(body "$t")"
after=$(api -H "x-admin-token: $TOKEN" "$EDGE/api/kpi"); [ "$(code "$after")" = 200 ] || fail "kpi $(code "$after")"
# A fresh store has no KPI row yet: kpi is null.
d0=$(body "$before" | jq ".kpi.drafts_submitted // 0"); d1=$(body "$after" | jq ".kpi.drafts_submitted // 0")
[ "$d1" -eq $(( d0 + 1 )) ] || fail "KPI drafts_submitted $d0 -> $d1, want one more"
held "/voice 200; extract $(body "$x" | jq '.rules | length') rules -> rewrite $(body "$w" | jq .changed_count) sentences changed -> report $(body "$p" | jq '.sections | length') sections -> track stored -> KPI drafts_submitted $d0 -> $d1"

step "7 client IP"
redis() { $K -n $NS exec maltu-redis-0 -- sh -c "redis-cli -a \"\$REDIS_PASSWORD\" --no-auth-warning $*"; }
counted() { redis "--scan --pattern 'maltu:limit:*'" | sed -n 's/^maltu:limit:{\([^}]*\)}.*/\1/p' | sort -u | tr '\n' ' '; }
api -H 'X-Forwarded-For: 203.0.113.7' -d "$(jq -n --arg t "$note" '{text: $t}')" "$EDGE/api/style-extract" >/dev/null
$K -n default run e2e-client --rm -i --restart=Never --image maltu-kind/curl:bookworm --image-pull-policy=Never --quiet -- \
  curl -sS -o /dev/null -H 'Host: localhost' -H 'Content-Type: application/json' -d "{\"text\":\"$note\"}" http://traefik.traefik.svc.cluster.local/api/style-extract
clients=$(counted)
host_ip=$(docker network inspect kind -f '{{(index .IPAM.Config 0).Gateway}}')
grep -qw "$host_ip" <<<"$clients" || fail "the host ($host_ip) is not counted: $clients"
grep -q '10\.244\.' <<<"$clients" || fail "the pod is not counted: $clients"
! grep -q 203.0.113.7 <<<"$clients" || fail "the forged X-Forwarded-For was counted: $clients"
held "clients counted: $clients(host $host_ip, a pod); the forged 203.0.113.7 is not"

# load NAME: kindload through the edge in the background until stop_load; its line goes to the summary.
go build -o "$OUT/kindload" "$ROOT/hack/kindload"
load() { LOAD_NAME=$1; "$OUT/kindload" -url "$EDGE" -host localhost -anon "$RUN_ID" -token "$TOKEN" -c 4 -rate 40 > "$OUT/load-$1.txt" 2>&1 & LOAD_PID=$!; sleep 3; }
# stop_load [tolerate]: stops the load, which must have had no failed request unless told.
stop_load() {
  sleep 3; kill -INT $LOAD_PID; wait $LOAD_PID || true
  log "   load during $LOAD_NAME: $(cat "$OUT/load-$LOAD_NAME.txt")"
  [ "${1:-}" = tolerate ] || grep -q ' failed=0 ' "$OUT/load-$LOAD_NAME.txt" || fail "requests failed during $LOAD_NAME"
}
# The image ids the service pods run (what containerd resolved, not the tag the spec names), once
# exactly the Deployments' replicas exist: none of the old ones still terminating.
images_of() {
  local want pods
  want=$($K -n $NS get deploy -l app.kubernetes.io/instance=maltu -o json | jq '[.items[].spec.replicas] | add')
  for _ in $(seq 120); do
    pods=$($K -n $NS get pods -l "app.kubernetes.io/instance=maltu,app.kubernetes.io/component in (extract,rewrite,report,track,kpi,web)" -o json)
    [ "$(jq '.items | length' <<<"$pods")" = "$want" ] && break
    sleep 1
  done
  jq -r '.items[].status.containerStatuses[0].imageID' <<<"$pods" | sort -u
}

step "8 upgrade and rollback"
before_ids=$(images_of)
load upgrade
s=$(date +%s)
$HELM upgrade "${install_args[@]}" --set image.tag="$TAG2" --wait --timeout 10m >/dev/null
$K -n $NS rollout status deployment -l app.kubernetes.io/instance=maltu --timeout 5m >/dev/null
up=$(( $(date +%s) - s )); stop_load
upgraded_ids=$(images_of)
[ "$(wc -l <<<"$upgraded_ids")" -eq "$(wc -w <<<"$SERVICES")" ] && [ -z "$(comm -12 <(echo "$before_ids") <(echo "$upgraded_ids"))" ] \
  || fail "after the upgrade the pods do not all run new images: $upgraded_ids"
load rollback
s=$(date +%s)
$HELM rollback maltu "$REV" --namespace $NS --kube-context "kind-$CLUSTER" --wait --timeout 10m >/dev/null
$K -n $NS rollout status deployment -l app.kubernetes.io/instance=maltu --timeout 5m >/dev/null
back=$(( $(date +%s) - s )); stop_load
[ "$(images_of)" = "$before_ids" ] || fail "after the rollback the pods do not run the images they ran before the upgrade"
held "upgrade to $TAG2 in ${up}s (every service pod on a new image id), rollback to revision $REV in ${back}s (every service pod on the image id it ran before)"

step "9 faults"
load faults
for c in web track kpi; do
  $K -n $NS delete pod "$($K -n $NS get pod -l app.kubernetes.io/component=$c -o jsonpath='{.items[0].metadata.name}')" --wait=false >/dev/null
done
$K -n $NS delete pod maltu-redis-0 --wait=false >/dev/null
sleep 20
for kind in statefulset deployment; do $K -n $NS rollout status $kind -l app.kubernetes.io/instance=maltu --timeout 5m >/dev/null; done
stop_load
held "one pod each of web, track and kpi, and Redis, deleted under load"

step "9b ClickHouse lost"
# One ClickHouse node: while it restarts, track answers 502 {"stored": false} (the client retries
# with the event's id) and kpi 503; what was answered stored must all be there afterwards (step 12).
load clickhouse
$K -n $NS delete pod maltu-clickhouse-0 --wait=false >/dev/null
sleep 5
$K -n $NS rollout status statefulset/maltu-clickhouse --timeout 5m >/dev/null
$K -n $NS wait pod/maltu-clickhouse-0 --for=condition=Ready --timeout 5m >/dev/null
stop_load tolerate
held "the ClickHouse pod deleted under load and Ready again; failures above are the restart's"

step "10 drain"
load drain
# One node: drained of the services the load calls, each PDB lets one of its two pods go, and the
# other stays (its replacement cannot schedule on the cordoned node), so drain gives up.
if $K drain "$NODE" --pod-selector 'app.kubernetes.io/component in (web,track,kpi)' --ignore-daemonsets \
    --delete-emptydir-data --timeout 40s > "$OUT/drain.txt" 2>&1; then fail "the drain evicted both pods of a service"; fi
evicted=$(grep -c 'evicted$' "$OUT/drain.txt" || true); refused=$(grep -c 'disruption budget' "$OUT/drain.txt" || true)
stop_load
$K uncordon "$NODE" >/dev/null
$K -n $NS rollout status deployment -l app.kubernetes.io/instance=maltu --timeout 5m >/dev/null
[ "$evicted" -ge 3 ] && [ "$refused" -ge 1 ] || fail "drain: $evicted evicted, $refused refusals by a PDB"
held "drain evicted $evicted pods, refused by a PDB $refused times, the edge answered throughout; uncordoned, Ready again"

step "11 policy"
web_ip=$($K -n $NS get pod -l app.kubernetes.io/component=web -o jsonpath='{.items[0].status.podIP}')
redis_ip=$($K -n $NS get pod maltu-redis-0 -o jsonpath='{.status.podIP}')
ch_ip=$($K -n $NS get pod maltu-clickhouse-0 -o jsonpath='{.status.podIP}')
probe() { $K -n default run "e2e-probe-$1" --rm -i --restart=Never --image maltu-kind/curl:bookworm --image-pull-policy=Never --quiet -- \
  sh -c "curl -sS -m 3 -o /dev/null -w '%{http_code}' $2 </dev/null; echo \" exit=\$?\"" 2>&1 | tail -n1; }
# Blocked is a timeout (dropped) or a refusal (rejected) from a port that is listening.
for target in "web http://$web_ip:8080/healthz" "redis telnet://$redis_ip:6379" "clickhouse telnet://$ch_ip:9000"; do
  set -- $target; r=$(probe "$1" "$2")
  grep -qE 'exit=(7|28)' <<<"$r" || fail "a pod outside the release reached $1 ($2): $r"
  log "   outside pod -> $1 $2: blocked ($r)"
done
r=$(probe edge "-H Host:localhost http://traefik.traefik.svc.cluster.local/voice"); grep -q '^200' <<<"$r" || fail "the outside pod did not reach the edge: $r"
# Where no NetworkPolicy is enforced, ClickHouse's password is the guard: user default without it
# is refused (18.16: "Password required", later releases: "Authentication failed").
ch_open=$($K -n $NS exec maltu-clickhouse-0 -- clickhouse-client --query 'SELECT 1' 2>&1 || true)
grep -qE 'Password required|Authentication failed' <<<"$ch_open" || fail "ClickHouse answered user default without its password: $ch_open"
log "   ClickHouse's user default without the password: $(grep -oE 'Code: [0-9]+|Password required|Authentication failed' <<<"$ch_open" | head -2 | tr '\n' ' ')"
held "blocked: web, Redis, ClickHouse from a pod outside the release; the edge answers it ($r); ClickHouse wants its password"

step "12 events"
tracked=$(sed -n 's/.* tracked=\([0-9]*\) .*/\1/p' "$OUT"/load-*.txt | awk '{n += $1} END {print n}')
# The password is expanded in the pod, never on this command line.
stored=$($K -n $NS exec maltu-clickhouse-0 -- sh -c 'clickhouse-client --password "$CLICKHOUSE_PASSWORD" --query "$0"' \
  "SELECT uniqExact(id) FROM maltu.events_by_id WHERE anon = '$RUN_ID'")
[ "$stored" -ge "$tracked" ] || fail "$tracked events answered stored, $stored in ClickHouse"
held "$tracked events answered 200 stored under load, $stored in ClickHouse: none lost"

log ""
log "kind-test: every step held (run $RUN_ID)"
}

case $PHASE in
  up) up; log "kind-up: every step held; the checks: make kind-test" ;;
  test) test_release ;;
  *) fail "usage: e2e.sh up|test" ;;
esac
