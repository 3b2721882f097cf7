// npm run bench:chain — the seals' chain check at scale (issue 32.4), against the built API:
//   data: BENCH_CASES cases (fillCases, 1,000,000 by default) and a released version for each signed-out
//   one (fillReports), each sealed as a release seals it (its content's SHA-256, chained) — inserted
//   straight into PostgreSQL (timed);
//   (a) `node dist/apps/api/main.js verify` (npm run db:verify) over every version: wall time, and the
//       versions per second;
//   (b) one version's snapshot changed behind the API (as a superuser could): the same command exits 1
//       naming it, and how long it took.
// `--no-build` skips the API build; BENCH_CASES, BENCH_PORT change the size and port.
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { nx, requireNode24 } from '../scripts/run.mjs';
import { REPORT_CONTENT_SHA256, chainOf } from '../../apps/api/src/signing/report-content.ts';
import { fillCases } from './case-data.mjs';
import { fillReports } from './report-data.mjs';
import { serveBuiltApp } from './serve-built-app.mjs';

requireNode24();
const CASES = Number(process.env.BENCH_CASES ?? 1_000_000);

if (!process.argv.includes('--no-build')) {
  const code = await nx(['run', 'api:build']);
  if (code !== 0) process.exit(code);
}

const server = await serveBuiltApp({ port: Number(process.env.BENCH_PORT ?? 4383) });
const db = new pg.Client({ connectionString: server.databaseUrl });
let failed = false;

/** The verify command with the API's environment: its exit code, its JSON line and its wall time. */
function verify() {
  const started = performance.now();
  const run = spawnSync(process.execPath, ['dist/apps/api/main.js', 'verify'], {
    env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: server.databaseUrl, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const seconds = (performance.now() - started) / 1000;
  const line = run.stdout.trim().split('\n').at(-1) ?? '';
  return { code: run.status, seconds, line };
}

try {
  await fillCases(server.databaseUrl, { cases: CASES });
  await db.connect();
  const q = (text, params) => db.query(text, params).then((r) => r.rows);
  let t0 = performance.now();
  await fillReports(db);
  const reportsSeconds = (performance.now() - t0) / 1000;
  t0 = performance.now();
  await q(`set synchronous_commit = off`);
  // As sealOnRelease seals a first version: a token, its content's hash, the chain over no previous seal.
  await q(
    `insert into document_seal (document_type, document_id, token, previous_id, content_sha256, chain_sha256)
     select 'report', r.id, md5(r.id::text || clock_timestamp()::text), null, c.content, ${chainOf('null', 'c.content')}
       from report_version r cross join lateral (select ${REPORT_CONTENT_SHA256} as content) c`,
  );
  const sealSeconds = (performance.now() - t0) / 1000;
  const [{ versions, bytes }] = await q(`select count(*)::int as versions, avg(pg_column_size(snapshot))::int as bytes from report_version`);
  console.log(
    `bench:chain — ${versions.toLocaleString('en')} released versions (snapshot ~${bytes} B each): reports ${reportsSeconds.toFixed(0)} s, seals ${sealSeconds.toFixed(0)} s`,
  );

  // The API stays up, idle: the command is a process of its own, as the daily CronJob runs it.
  const whole = verify();
  const checkSeconds = (JSON.parse(whole.line || '{}').durationMs ?? 0) / 1000;
  console.log(
    `(a) db:verify over every version: ${whole.seconds.toFixed(1)} s wall, the check itself ${checkSeconds.toFixed(1)} s ` +
      `(${Math.round(versions / (checkSeconds || whole.seconds)).toLocaleString('en')} versions/s), exit ${whole.code}: ${whole.line.slice(0, 160)}`,
  );
  if (whole.code !== 0) failed = true;

  const [{ id }] = await q(`select id from report_version order by random() limit 1`);
  // The append-only triggers disabled, as a superuser could.
  await q(`alter table report_version disable trigger user`);
  await q(`update report_version set snapshot = jsonb_set(snapshot, '{result,diagnosis}', '"changed behind the API"') where id = $1`, [id]);
  await q(`alter table report_version enable trigger user`);
  const tampered = verify();
  const named = tampered.line.includes(String(id));
  console.log(`(b) one version changed behind the API: ${tampered.seconds.toFixed(1)} s, exit ${tampered.code}, names version ${id}: ${named ? 'yes' : 'no'}`);
  if (tampered.code !== 1 || !named) failed = true;
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await db.end().catch(() => undefined);
  await server.stop();
}
process.exit(failed ? 1 : 0);
