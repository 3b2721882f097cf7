// npm run db:restore -- FILE --yes
// Replaces everything in PathDesk's database (DATABASE_URL, else the embedded one) with a backup
// of db:backup: pg_restore for pg_dump's format; for PathDesk's logical format, the database is
// first migrated to the backup's migrations (`node dist/apps/api/main.js migrate`), then loaded in
// one transaction. Stop the API (all replicas) first. docs/operations.md (Backup and restore).
import { spawnSync } from 'node:child_process';
import { existsSync, openSync, readSync, closeSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { workspaceRoot } from './run.mjs';
import { databaseTarget, libpqEnv, pgProgram } from './database-target.mjs';
import { loadDatabase, readHeader } from './logical-dump.mjs';

const { values, positionals } = parseArgs({ options: { yes: { type: 'boolean' } }, allowPositionals: true });
const file = positionals[0] && resolve(positionals[0]);
if (!file || !existsSync(file)) {
  console.error('Usage: npm run db:restore -- <backup file> --yes');
  process.exit(2);
}
if (!values.yes) {
  console.error(`Restoring replaces every case, report and audit row in the database with those of ${file}. Stop the API, then add --yes.`);
  process.exit(2);
}

function magic(path) {
  const fd = openSync(path, 'r');
  const buffer = Buffer.alloc(5);
  readSync(fd, buffer, 0, 5, 0);
  closeSync(fd);
  return buffer.toString('latin1');
}

const target = await databaseTarget();
try {
  const database = new URL(target.url).pathname.slice(1);
  if (magic(file) === 'PGDMP') {
    const run = spawnSync(
      pgProgram('pg_restore'),
      ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${database}`, file],
      {
        env: libpqEnv(target.url),
        stdio: 'inherit',
      },
    );
    if (run.status !== 0) throw new Error(`pg_restore failed (exit ${run.status}); the database is as it was (one transaction).`);
  } else {
    const header = await readHeader(file);
    if (!header) throw new Error(`${file} is neither a pg_dump custom-format file nor a PathDesk logical dump.`);
    // The schema of the backup's PathDesk version: migrate (nothing happens when already there).
    const main = join(workspaceRoot, 'dist/apps/api/main.js');
    if (!existsSync(main)) throw new Error('dist/apps/api/main.js is missing: build the API first (npx nx run api:build).');
    const env = { ...process.env, DATABASE_URL: target.url, NODE_ENV: process.env.NODE_ENV === 'production' ? 'production' : 'development', LOG_LEVEL: 'warn' };
    const run = spawnSync(process.execPath, [main, 'migrate'], { env, stdio: 'inherit' });
    if (run.status !== 0) throw new Error(`Migrating the database failed (exit ${run.status})`);
    const counts = await loadDatabase(target.url, file);
    console.log(
      `rows: ${Object.entries(counts)
        .map(([t, n]) => `${t} ${n}`)
        .join(', ')}`,
    );
  }
  console.log(`Restored ${database} from ${file}`);
} finally {
  await target.stop();
}
