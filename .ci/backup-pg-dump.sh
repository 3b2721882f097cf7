#!/usr/bin/env bash
# npm test's backup test runs on the embedded PostgreSQL 18, for which Debian's pg_dump (15) is too
# old: it tests PathDesk's logical format there. This runs it again on a PostgreSQL server of
# pg_dump's version (the machine's, as .ci/smoke-production.sh uses), so that pg_dump/pg_restore
# and the logical format are both tested. Skipped without such a server.
set -euo pipefail
cd "$(dirname "$0")/.."
admin_url="${SMOKE_ADMIN_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
if ! node -e "const c=new (require('pg').Client)({connectionString:process.argv[1]});c.connect().then(()=>c.end(),()=>process.exit(1))" "$admin_url" 2>/dev/null; then
  echo "No PostgreSQL server at $admin_url: pg_dump backup test skipped."
  exit 0
fi
DATABASE_URL="$admin_url" node tools/replicas/backup-test.mjs
