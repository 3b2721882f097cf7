#!/usr/bin/env bash
# Renders deploy/k8s/overlays/production with `kubectl kustomize` (kubectl from the machine, or
# Debian's kubernetes-client, which .ci/run installs) and checks the objects the deployment needs.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p tmp
out=tmp/k8s-production.yaml
kubectl version --client 2>/dev/null | head -2 || true
# The remotes' kustomize components (issue 33.4) need kustomize 3.7+, in kubectl since 1.21.
minor=$(kubectl version --client -o json 2>/dev/null | sed -n 's/.*"minor": *"\([0-9]*\).*/\1/p' | head -1)
if [ -n "$minor" ] && [ "$minor" -lt 21 ]; then
  echo "FAIL kubectl 1.$minor cannot render kustomize components (deploy/k8s/components): use kubectl 1.21 or later"
  exit 1
fi
# kubectl 1.27+ notes the `bases`/`patchesStrategicMerge` fields kept for Debian's kubectl 1.20.
kubectl kustomize deploy/k8s/overlays/production > "$out" 2> tmp/k8s-render.err || { cat tmp/k8s-render.err; exit 1; }
if grep -v "is deprecated" tmp/k8s-render.err | grep -q .; then cat tmp/k8s-render.err; exit 1; fi
fail=0
expect() { # expect <description> <count> <extended regex>
  local n
  n=$(grep -cE -e "$3" "$out" || true)
  if [ "$n" -ge "$2" ]; then echo "ok   $1"; else echo "FAIL $1 (found $n of $2: $3)"; fail=1; fi
}
expect "Deployments (API, worker, 4 remotes)" 6 '^kind: Deployment$'
expect "Services (API, external PostgreSQL, 4 remotes)" 6 '^kind: Service$'
expect "an ExternalName Service for PostgreSQL" 1 'type: ExternalName'
expect "Ingress" 1 '^kind: Ingress$'
expect "TLS on the Ingress" 1 'secretName: pathdesk-tls'
expect "HorizontalPodAutoscaler" 1 '^kind: HorizontalPodAutoscaler$'
expect "PodDisruptionBudget" 1 '^kind: PodDisruptionBudget$'
expect "migrate Job" 1 '^kind: Job$'
expect "the migrate command" 1 '- migrate$'
expect "the daily chain check (db:verify) as a CronJob" 1 '^kind: CronJob$'
expect "the verify command" 1 '- verify$'
expect "liveness probes on /api/health/live" 2 'path: /api/health/live'
expect "readiness probe on /api/health/ready" 1 'path: /api/health/ready'
expect "a worker with WORKER_ONLY=true" 1 'name: WORKER_ONLY'
expect "secrets from a Secret" 4 'name: pathdesk-secrets'
expect "resource limits" 4 'limits:'
expect "API replicas >= 2" 1 '^  replicas: [2-9]'
expect "the namespace" 18 'namespace: pathdesk'
for remote in workspace settings reports templates; do
  expect "the $remote remote: its image" 1 "image: registry.example.org/pathdesk-remote-$remote:"
  expect "the $remote remote: /remotes/$remote on the Ingress, to its Service" 1 "path: /remotes/$remote\$"
  expect "the $remote remote: where the API reads its releases" 1 "REMOTE_${remote^^}_INDEX_URL: http://pathdesk-remote-$remote/remotes/$remote/"
done
expect "the API reads the remotes' places" 1 'name: pathdesk-remotes-'
expect "the lab's host on the Ingress" 1 'host: pathdesk.lab.example.org'
[ "$fail" = 0 ] && echo "deploy/k8s/overlays/production renders: $(grep -c '^kind:' "$out") objects"
exit "$fail"
