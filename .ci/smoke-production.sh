#!/usr/bin/env bash
# Runs the production image's command (docker/api.Dockerfile CMD) outside Docker against a real
# PostgreSQL server, and checks that it migrates, serves the web and answers its health check.
set -euo pipefail
cd "$(dirname "$0")/.."

admin_url="${SMOKE_ADMIN_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
if ! node -e "const c=new (require('pg').Client)({connectionString:process.argv[1]});c.connect().then(()=>c.end(),()=>process.exit(1))" "$admin_url" 2>/dev/null; then
  echo "No PostgreSQL server at $admin_url: production smoke test skipped."
  exit 0
fi
db="pathdesk_smoke_$$"
url="${admin_url%/*}/$db"
sql() { node -e "const c=new (require('pg').Client)({connectionString:process.argv[1]});c.connect().then(()=>c.query(process.argv[2])).then(()=>c.end())" "$admin_url" "$1"; }
sql "CREATE DATABASE $db"
mkdir -p tmp
port=4390
cleanup() { kill "${pid:-0}" 2>/dev/null || true; wait "${pid:-0}" 2>/dev/null || true; sql "DROP DATABASE IF EXISTS $db WITH (FORCE)"; }
trap cleanup EXIT

secret=$(node -e "console.log(require('crypto').randomBytes(36).toString('base64url'))")
NODE_ENV=production DATABASE_URL="$url" SESSION_SECRET="$secret" INITIAL_ADMIN_USERNAME=chief INITIAL_ADMIN_PASSWORD=chief-password-123 \
  PORT=$port HOST=127.0.0.1 node dist/apps/api/main.js > tmp/smoke.log 2>&1 &
pid=$!
for _ in $(seq 1 60); do
  curl -sf "http://127.0.0.1:$port/api/health" > tmp/smoke-health.json && break
  kill -0 "$pid" 2>/dev/null || { cat tmp/smoke.log; exit 1; }
  sleep 0.5
done
cat tmp/smoke-health.json; echo
grep -q '^{"status":"\(ok\|degraded\)"}$' tmp/smoke-health.json # anonymous callers: the status only
curl -sf "http://127.0.0.1:$port/workspace/surgicals" | grep -q '<div id="root">'
curl -sf "http://127.0.0.1:$port/api/shell-config" | grep -q '"remotes"'
# Production has no demo accounts; the first admin from INITIAL_ADMIN_* signs in (with CSRF).
jar=tmp/smoke-cookies.txt
token=$(curl -sf -c "$jar" "http://127.0.0.1:$port/api/auth/csrf" | node -pe "JSON.parse(require('fs').readFileSync(0)).csrfToken")
login() { curl -s -o /dev/null -w '%{http_code}' -b "$jar" -c "$jar" -H 'content-type: application/json' -H "x-csrf-token: $token" \
  -d "{\"username\":\"$1\",\"password\":\"$2\"}" "http://127.0.0.1:$port/api/auth/login"; }
[ "$(login admin pathdesk-demo)" = 401 ] || { echo "a demo account exists in production"; exit 1; }
[ "$(login chief chief-password-123)" = 200 ] || { echo "the first admin cannot sign in"; exit 1; }
curl -sf -b "$jar" "http://127.0.0.1:$port/api/users" | grep -q '"chief"'
curl -sf -b "$jar" "http://127.0.0.1:$port/api/health" | grep -q '"database":{"ready":true}'
kill -TERM "$pid"; wait "$pid" || true
grep -q 'shutting down' tmp/smoke.log
echo "production smoke test passed"
