// npm test's operations stage, part two: `npm run db:backup`, wipe, `npm run db:restore`, then every
// case, result, report version and audit row is identical and the numbering goes on. In the format
// db:backup picks for the server (PathDesk's logical format on the embedded PostgreSQL 18; pg_dump
// where a pg_dump of the server's version is installed), and with pg_dump too when it can.
import { spawnSync } from 'node:child_process';
import { isDeepStrictEqual } from 'node:util';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { requireNode24, workspaceRoot } from '../scripts/run.mjs';
import { pgProgram, programMajor, serverMajor } from '../scripts/database-target.mjs';
import { adminQuery, freshDatabase, startReplica } from './cluster.mjs';
import { caseRefs, DEMO_PASSWORD, httpClient, surgicalCase } from './workload.mjs';

requireNode24();
const PORT = 4389;
const results = [];
function check(name, ok, detail = '') {
  results.push({ name, ok });
  console.log(`${ok ? '✓' : '✗'} ${name}${detail ? ` — ${detail}` : ''}`);
}

/** Everything the restore must bring back, as JSON, in a stable order. */
async function snapshot(url) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const all = async (table, order) => (await db.query(`select to_jsonb(t) as row from ${table} t order by ${order}`)).rows.map((r) => r.row);
    return {
      cases: await all('pathology_case', 'id'),
      results: await all('case_result', 'case_id'),
      reports: await all('report_version', 'id'),
      audit: await all('audit_log', 'id'),
      counters: await all('accession_counter', 'prefix_id, year'),
      users: await all('app_user', 'id'),
    };
  } finally {
    await db.end();
  }
}

function script(name, args, databaseUrl) {
  const run = spawnSync(process.execPath, [join(workspaceRoot, 'tools/scripts', name), ...args], {
    cwd: workspaceRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
  });
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}`.trim() };
}

const database = await freshDatabase();
const folder = mkdtempSync(join(tmpdir(), 'pathdesk-backup-'));
let replica;
try {
  replica = await startReplica({ port: PORT, databaseUrl: database.url });
  const refs = await caseRefs(database.url);
  const base = `http://127.0.0.1:${PORT}`;
  const { call, signIn, close } = httpClient({ maxSockets: 4 });
  const user = await signIn(base, 'user');
  const doctor = await signIn(base, 'doctor');
  const registered = [];
  for (let i = 0; i < 3; i++) registered.push((await call(base, 'POST', '/api/surgicals', { headers: user, body: surgicalCase(refs, 700_000 + i) })).body.surgical);
  const [first] = registered;
  // A doctor signs as the pathologist record linked to the account, with the password again (issues 16.6, 15.6).
  const { signature } = (await call(base, 'GET', '/api/users/me/signature', { headers: doctor })).body;
  const fields = {
    gross: 'Skin ellipse 2 cm.',
    microscopic: 'Dermatofibroma.',
    diagnosis: 'Skin, excision: dermatofibroma.',
    malignancy: 'not-malignant',
    noBlocksReason: 'Shave submitted whole for frozen section.',
    comment: null,
    pathologistId: signature.staffId,
  };
  const current = await call(base, 'GET', `/api/surgicals/${first.id}/result`, { headers: doctor });
  await call(base, 'PUT', `/api/surgicals/${first.id}/result`, { headers: doctor, body: { fields, version: current.body.result.version, complete: true } });
  const signOut = await call(base, 'POST', '/api/reports/surgicals/generate', { headers: doctor, body: { caseId: first.id, password: DEMO_PASSWORD } });
  check('test data: cases registered, a result saved, a report signed out', registered.every(Boolean) && signOut.status === 201, `sign-out ${signOut.status}`);
  close();
  await replica.stop();
  replica = undefined;

  const before = await snapshot(database.url);
  check(
    'the snapshot has cases, a report version and audit rows',
    before.cases.length >= 3 && before.reports.length >= 1 && before.audit.length >= 4,
    `${before.cases.length} cases, ${before.reports.length} report versions, ${before.audit.length} audit rows`,
  );

  const formats = [undefined];
  const server = await serverMajor(database.url);
  const dumpMajor = programMajor(pgProgram('pg_dump'));
  if (dumpMajor >= server)
    formats.push('logical'); // the default was pg_dump: try the other one too
  else console.log(`  (pg_dump ${dumpMajor || 'missing'} cannot dump PostgreSQL ${server}: the logical format is what db:backup uses here)`);
  for (const format of formats) {
    const name = format ?? 'default';
    const file = join(folder, `backup-${name}`);
    const backup = script('db-backup.mjs', ['--out', file, ...(format ? ['--format', format] : [])], database.url);
    check(`db:backup (${name} format)`, backup.ok, backup.output.split('\n').at(-1));
    // Wipe: the database is dropped and created empty.
    await adminQuery(database.adminUrl, `DROP DATABASE ${database.name} WITH (FORCE)`);
    await adminQuery(database.adminUrl, `CREATE DATABASE ${database.name}`);
    const refused = script('db-restore.mjs', [file], database.url);
    check('db:restore refuses without --yes', !refused.ok && /--yes/.test(refused.output));
    const restore = script('db-restore.mjs', [file, '--yes'], database.url);
    check(`db:restore (${name} format)`, restore.ok, restore.output.split('\n').at(-1));
    const after = await snapshot(database.url);
    for (const key of Object.keys(before)) {
      check(`${key}: every row identical after the restore (${name})`, isDeepStrictEqual(before[key], after[key]), `${before[key].length} before, ${after[key].length} after`);
    }
  }

  // The restored database serves, and the numbering goes on where it was.
  replica = await startReplica({ port: PORT, databaseUrl: database.url });
  const again = httpClient({ maxSockets: 2 });
  const next = await again.call(base, 'POST', '/api/surgicals', { headers: await again.signIn(base, 'user'), body: surgicalCase(refs, 799_999) });
  again.close();
  const last = registered.at(-1).accessionNo;
  const seq = (no) => Number(/(\d+)$/.exec(no)?.[1]);
  check(
    'after the restore a registration takes the next number',
    next.status === 201 && seq(next.body.surgical.accessionNo) === seq(last) + 1,
    `${last} → ${next.body.surgical?.accessionNo}`,
  );
} catch (error) {
  check('the backup test ran to the end', false, error.stack);
} finally {
  await replica?.stop('SIGKILL').catch(() => undefined);
  rmSync(folder, { recursive: true, force: true });
  await database.drop().catch(() => undefined);
}
const failed = results.filter((r) => !r.ok).length;
console.log(`\n${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
