{{/*
Names and labels shared by every object. A component's objects are all named
<release>-<component>, so a Deployment, its Service and its ConfigMap line up.
*/}}

{{- define "maltu.name" -}}
{{- printf "%s-%s" .root.Release.Name .name | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{- define "maltu.selectorLabels" -}}
app.kubernetes.io/name: maltu
app.kubernetes.io/instance: {{ .root.Release.Name | quote }}
app.kubernetes.io/component: {{ .name | quote }}
{{- end -}}

{{- define "maltu.labels" -}}
{{ include "maltu.selectorLabels" . }}
app.kubernetes.io/part-of: maltu
app.kubernetes.io/version: {{ .root.Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .root.Release.Service | quote }}
helm.sh/chart: {{ printf "%s-%s" .root.Chart.Name .root.Chart.Version | quote }}
{{- end -}}

{{/* The pod securityContext every pod of the release gets (restricted Pod Security Standard); the
group (gid, default the uid) also owns the pod's volumes. */}}
{{- define "maltu.podSecurityContext" -}}
runAsNonRoot: true
runAsUser: {{ .uid }}
runAsGroup: {{ .gid | default .uid }}
fsGroup: {{ .gid | default .uid }}
seccompProfile:
  type: RuntimeDefault
{{- end -}}

{{- define "maltu.containerSecurityContext" -}}
allowPrivilegeEscalation: false
readOnlyRootFilesystem: {{ .readOnly }}
privileged: false
capabilities:
  drop: ["ALL"]
seccompProfile:
  type: RuntimeDefault
{{- end -}}

{{- define "maltu.image" -}}
{{- $v := .root.Values.image -}}
{{- $repo := printf "%s/%s" $v.repositoryPrefix .name -}}
{{- if $v.registry }}{{ $repo = printf "%s/%s" $v.registry $repo }}{{ end -}}
{{- printf "%s:%s" $repo (default .root.Chart.AppVersion $v.tag) -}}
{{- end -}}

{{/*
The route map: files/routes.json, a symlink to libs/gate/routes/routes.json (helm package stores
its content). Every template that reads it gets the same check: each service it routes to has a
component entry.
*/}}
{{- define "maltu.routes" -}}
{{- $raw := .Files.Get "files/routes.json" -}}
{{- if not $raw }}{{ fail "files/routes.json is missing: it links to libs/gate/routes/routes.json" }}{{ end -}}
{{- range $svc := (fromJson $raw).services }}
{{- if not (hasKey $.Values.components $svc) }}
{{- fail (printf "components.%s is missing: the route map sends traffic to service %q" $svc $svc) }}
{{- end }}
{{- end }}
{{- $raw -}}
{{- end -}}

{{/* URL a service uses for a store: the in-cluster StatefulSet's Service, or the operator's. */}}
{{- define "maltu.redisURL" -}}
{{- if .Values.redis.inCluster -}}
{{- /* $(REDIS_PASSWORD) is expanded by Kubernetes from the env var before it. */ -}}
{{- printf "redis://:$(REDIS_PASSWORD)@%s:6379/0" (include "maltu.name" (dict "root" . "name" "redis")) -}}
{{- else -}}
{{- .Values.redis.external.url -}}
{{- end -}}
{{- end -}}

{{- define "maltu.clickhouseURL" -}}
{{- if .Values.clickhouse.inCluster -}}
{{- /* $(CLICKHOUSE_PASSWORD) is expanded by Kubernetes from the env var before it. */ -}}
{{- printf "clickhouse://default:$(CLICKHOUSE_PASSWORD)@%s:9000/%s" (include "maltu.name" (dict "root" . "name" "clickhouse")) .Values.clickhouse.database -}}
{{- else -}}
{{- .Values.clickhouse.external.url -}}
{{- end -}}
{{- end -}}

{{/* The edge's proxies as a NetworkPolicy peer (networkPolicy.edge: key=value labels, each
passed through tpl, so they can name this release's Gateway). */}}
{{- define "maltu.edgePeer" -}}
{{- $e := .Values.networkPolicy.edge -}}
- namespaceSelector:
    matchLabels:
      kubernetes.io/metadata.name: {{ $e.namespace }}
  podSelector:
    matchLabels:
      {{- range $l := $e.podLabels }}
      {{- $kv := splitn "=" 2 (tpl $l $) }}
      {{ $kv._0 }}: {{ $kv._1 | quote }}
      {{- end }}
{{- end -}}

{{/* DNS egress: every pod that resolves a Service or an engine host needs it (networkPolicy.dnsEgress). */}}
{{- define "maltu.dnsEgress" -}}
{{- toYaml .Values.networkPolicy.dnsEgress }}
{{- end -}}

{{/* The data of a component's ConfigMap ({root, c}); the Deployment's checksum hashes the same text. */}}
{{- define "maltu.configData" -}}
{{- $root := .root -}}
{{- $c := .c -}}
ADDR: ":8080"
LOG_LEVEL: {{ $root.Values.common.logLevel | quote }}
SHUTDOWN_DRAIN: {{ printf "%ds" (int $root.Values.common.shutdown.drainSeconds) | quote }}
SHUTDOWN_TIMEOUT: {{ printf "%ds" (int $root.Values.common.shutdown.requestSeconds) | quote }}
TRUSTED_PROXIES: {{ join "," $root.Values.edge.trustedProxies | quote }}
{{- with $root.Values.common.otelEndpoint }}
OTEL_EXPORTER_OTLP_ENDPOINT: {{ . | quote }}
{{- end }}
{{- if and (has "redis" $c.uses) (not $root.Values.redis.inCluster) (not $root.Values.redis.external.urlFromSecret) }}
REDIS_URL: {{ include "maltu.redisURL" $root | quote }}
{{- end }}
{{- if has "redis" $c.uses }}
{{- /* While Redis is down each replica allows this share of a limit: the fewest replicas that run. */}}
LIMIT_REPLICAS: {{ ternary $c.autoscaling.minReplicas $c.replicas $c.autoscaling.enabled | quote }}
{{- end }}
{{- if and (has "clickhouse" $c.uses) (not $root.Values.clickhouse.inCluster) (not $root.Values.clickhouse.external.urlFromSecret) }}
CLICKHOUSE_URL: {{ include "maltu.clickhouseURL" $root | quote }}
{{- end }}
{{- if and (has "clickhouse" $c.uses) (not $root.Values.clickhouse.inCluster) $root.Values.clickhouse.external.cluster }}
CLICKHOUSE_CLUSTER: {{ $root.Values.clickhouse.external.cluster | quote }}
{{- end }}
{{- if has "engines" $c.uses }}
ENGINES: {{ join "," $root.Values.engines.order | quote }}
ENGINE_BUDGET: {{ $root.Values.engines.budget | quote }}
{{- range $e := $root.Values.engines.remote }}
ENGINE_{{ upper $e.name }}_BASE_URL: {{ $e.baseURL | quote }}
ENGINE_{{ upper $e.name }}_MODEL: {{ $e.model | quote }}
{{- end }}
{{- end }}
{{- range $k, $v := $c.env }}
{{ $k }}: {{ $v | quote }}
{{- end }}
{{- end -}}

{{/* Where a component's pods go and what they may pull with (.Values.pod): pull secrets, node
selector, tolerations, topology spread, priority class, and affinity, by default a soft
anti-affinity that spreads a component's replicas over nodes. */}}
{{- define "maltu.podPlacement" -}}
{{- $p := .root.Values.pod -}}
{{- with $p.imagePullSecrets }}
imagePullSecrets:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- with $p.nodeSelector }}
nodeSelector:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- with $p.tolerations }}
tolerations:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- with $p.priorityClassName }}
priorityClassName: {{ . }}
{{- end }}
{{- with $p.topologySpreadConstraints }}
topologySpreadConstraints:
  {{- range . }}
  - {{ toYaml (merge (dict "labelSelector" (dict "matchLabels" (include "maltu.selectorLabels" $ | fromYaml))) .) | nindent 4 | trim }}
  {{- end }}
{{- end }}
affinity:
  {{- if $p.affinity }}
  {{- toYaml $p.affinity | nindent 2 }}
  {{- else }}
  podAntiAffinity:
    preferredDuringSchedulingIgnoredDuringExecution:
      - weight: 100
        podAffinityTerm:
          topologyKey: kubernetes.io/hostname
          labelSelector:
            matchLabels:
              {{- include "maltu.selectorLabels" . | nindent 14 }}
  {{- end }}
{{- end -}}
