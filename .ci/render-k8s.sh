#!/usr/bin/env bash
# Renders deploy/k8s/overlays/production with `kubectl kustomize` (kubectl from the machine, or
# Debian's kubernetes-client, which .ci/run installs) and checks the objects the deployment needs.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p tmp
out=tmp/k8s-production.yaml
kubectl version --client 2>/dev/null | head -1 || true
# kubectl 1.27+ notes the `bases`/`patchesStrategicMerge` fields kept for Debian's kubectl 1.20.
kubectl kustomize deploy/k8s/overlays/production > "$out" 2> tmp/k8s-render.err || { cat tmp/k8s-render.err; exit 1; }
if grep -v "is deprecated" tmp/k8s-render.err | grep -q .; then cat tmp/k8s-render.err; exit 1; fi
fail=0
expect() { # expect <description> <count> <extended regex>
  local n
  n=$(grep -cE -e "$3" "$out" || true)
  if [ "$n" -ge "$2" ]; then echo "ok   $1"; else echo "FAIL $1 (found $n of $2: $3)"; fail=1; fi
}
expect "Deployments (API and worker)" 2 '^kind: Deployment$'
expect "Services (API, external PostgreSQL)" 2 '^kind: Service$'
expect "an ExternalName Service for PostgreSQL" 1 'type: ExternalName'
expect "Ingress" 1 '^kind: Ingress$'
expect "TLS on the Ingress" 1 'secretName: pathdesk-tls'
expect "HorizontalPodAutoscaler" 1 '^kind: HorizontalPodAutoscaler$'
expect "PodDisruptionBudget" 1 '^kind: PodDisruptionBudget$'
expect "migrate Job" 1 '^kind: Job$'
expect "the migrate command" 1 '- migrate$'
expect "liveness probes on /api/health/live" 2 'path: /api/health/live'
expect "readiness probe on /api/health/ready" 1 'path: /api/health/ready'
expect "a worker with WORKER_ONLY=true" 1 'name: WORKER_ONLY'
expect "secrets from a Secret" 3 'name: pathdesk-secrets'
expect "resource limits" 3 'limits:'
expect "API replicas >= 2" 1 '^  replicas: [2-9]'
expect "the namespace" 9 'namespace: pathdesk'
[ "$fail" = 0 ] && echo "deploy/k8s/overlays/production renders: $(grep -c '^kind:' "$out") objects"
exit "$fail"
