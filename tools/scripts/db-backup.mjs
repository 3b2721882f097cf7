// npm run db:backup [-- --out FILE] [-- --format pg_dump|logical]
// Backs up PathDesk's database (DATABASE_URL, else the embedded one) with pg_dump's custom format
// when a pg_dump of the server's major version or newer is installed (PG_BIN or PATH), else in
// PathDesk's logical format (logical-dump.mjs). Default file: BACKUP_DIR (DATA_DIR/backups).
// Retention and off-site copies: docs/operations.md (Backup and restore).
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { databaseTarget, libpqEnv, pgProgram, programMajor, serverMajor } from './database-target.mjs';
import { dumpDatabase } from './logical-dump.mjs';

const { values } = parseArgs({ options: { out: { type: 'string' }, format: { type: 'string' } } });
const target = await databaseTarget();
try {
  const server = await serverMajor(target.url);
  const pgDump = pgProgram('pg_dump');
  const dumpMajor = programMajor(pgDump);
  const format = values.format ?? (dumpMajor >= server ? 'pg_dump' : 'logical');
  if (format === 'pg_dump' && dumpMajor < server)
    throw new Error(`pg_dump ${dumpMajor || '(missing)'} cannot dump a PostgreSQL ${server} server: install its client or use --format logical.`);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const database = new URL(target.url).pathname.slice(1);
  const file = resolve(
    values.out ??
      join(process.env.BACKUP_DIR ?? resolve(process.env.DATA_DIR ?? '.data', 'backups'), `pathdesk-${database}-${stamp}.${format === 'pg_dump' ? 'dump' : 'ndjson.gz'}`),
  );
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  if (format === 'pg_dump') {
    const run = spawnSync(pgDump, ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`], { env: libpqEnv(target.url), stdio: 'inherit' });
    if (run.status !== 0) throw new Error(`pg_dump failed (exit ${run.status})`);
    chmodSync(file, 0o600);
  } else {
    const counts = await dumpDatabase(target.url, file);
    console.log(
      `rows: ${Object.entries(counts)
        .map(([t, n]) => `${t} ${n}`)
        .join(', ')}`,
    );
  }
  console.log(
    `Backed up ${database} (PostgreSQL ${server}, ${format === 'pg_dump' ? `pg_dump ${dumpMajor} custom format` : 'PathDesk logical format'}) to ${file} (${(statSync(file).size / 1024).toFixed(0)} KiB)`,
  );
} finally {
  await target.stop();
}
