// npm run bench:lookups — latency of the doctors lists at scale: 1,000 hospitals and 100,000
// doctors inserted straight into the database, then sequential requests (one at a time, after a
// warm-up) to the built API as a signed-in administrator:
//   (a) GET /api/doctors, name contains a first name, sorted by name, a page of 20
//   (b) the same plus a hospitalName filter, sorted by hospitalName
//   (c) GET /api/doctors/hospital?hospitalId=… (a hospital's active doctors, ~90)
// Target (issue: lookups): p99 < 20 ms for each. `--no-build` skips the API build.
import pg from 'pg';
import { nx, requireNode24 } from '../scripts/run.mjs';
import { ms, percentiles } from './load.mjs';
import { fillLookups } from './lookup-data.mjs';
import { serveBuiltApp } from './serve-built-app.mjs';

requireNode24();
const PASSWORD = process.env.DEMO_PASSWORD ?? 'pathdesk-demo';
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const WARM_UP = 50;
const TARGET_P99_MS = 20;

if (!process.argv.includes('--no-build')) {
  const code = await nx(['run', 'api:build']);
  if (code !== 0) process.exit(code);
}

async function countOf(databaseUrl, where, params) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    return Number((await db.query(`select count(*) from doctor d join hospital h on h.id = d.hospital_id where ${where}`, params)).rows[0].count);
  } finally {
    await db.end();
  }
}

async function signIn(base) {
  const csrfRes = await fetch(`${base}/api/auth/csrf`);
  const csrfCookie = csrfRes.headers
    .getSetCookie()
    .find((c) => c.startsWith('pathdesk.csrf='))
    ?.split(';')[0];
  const { csrfToken } = await csrfRes.json();
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: csrfCookie, 'x-csrf-token': csrfToken },
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
  const session = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('pathdesk.sid='))
    ?.split(';')[0];
  // Sign-in renews the CSRF token (bound to the new session).
  const renewed = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('pathdesk.csrf='))
    ?.split(';')[0];
  return `${session}; ${renewed}`;
}

/** Sequential GETs: `path(i)` for each; answers p50/p99 and the last body. */
async function measure(base, cookie, path) {
  const timings = [];
  let body;
  for (let i = 0; i < WARM_UP + REQUESTS; i++) {
    const started = performance.now();
    const res = await fetch(`${base}${path(i)}`, { headers: { cookie } });
    body = await res.json();
    const elapsed = performance.now() - started;
    if (res.status !== 200) throw new Error(`${path(i)} answered ${res.status}: ${JSON.stringify(body)}`);
    if (i >= WARM_UP) timings.push(elapsed);
  }
  return { ...percentiles(timings), body };
}

const filters = (value) => encodeURIComponent(JSON.stringify(value));
const contains = (value) => ({ operator: 'and', constraints: [{ matchMode: 'contains', value }] });

const server = await serveBuiltApp({ env: { DEMO_PASSWORD: PASSWORD } });
let failed = false;
try {
  const { firstHospitalId, took, hospitals: HOSPITALS, doctors: DOCTORS } = await fillLookups(server.databaseUrl);
  const cookie = await signIn(server.baseUrl);

  const baseline = await measure(server.baseUrl, cookie, () => '/api/auth/check');
  const NAME = 'ธนพล';
  const HOSPITAL = 'เชียงใหม่';
  const a = await measure(server.baseUrl, cookie, () => `/api/doctors?first=0&rows=20&sortField=name&sortOrder=1&filters=${filters({ name: contains(NAME) })}`);
  const b = await measure(
    server.baseUrl,
    cookie,
    () => `/api/doctors?first=0&rows=20&sortField=hospitalName&sortOrder=1&filters=${filters({ name: contains(NAME), hospitalName: contains(HOSPITAL) })}`,
  );
  const b2 = await measure(
    server.baseUrl,
    cookie,
    () => `/api/doctors?first=0&rows=20&sortField=hospitalName&sortOrder=1&filters=${filters({ hospitalName: contains(HOSPITAL) })}`,
  );
  const c = await measure(server.baseUrl, cookie, (i) => `/api/doctors/hospital?hospitalId=${firstHospitalId + ((i * 37) % HOSPITALS)}`);

  // The totals must be the true counts, not estimates.
  const expected = {
    a: await countOf(server.databaseUrl, `d.name ilike $1`, [`%${NAME}%`]),
    b: await countOf(server.databaseUrl, `d.name ilike $1 and h.name_th ilike $2`, [`%${NAME}%`, `%${HOSPITAL}%`]),
    b2: await countOf(server.databaseUrl, `h.name_th ilike $1`, [`%${HOSPITAL}%`]),
  };
  const rows = [
    ['(a) name contains, sort by name', a, `total ${a.body.total} (SQL count ${expected.a})`, a.body.total === expected.a && a.body.doctors.length === 20],
    ['(b) + hospitalName contains, sort by hospital', b, `total ${b.body.total} (SQL count ${expected.b})`, b.body.total === expected.b && b.body.doctors.length === 20],
    ['(b2) hospitalName contains only, sort by hospital', b2, `total ${b2.body.total} (SQL count ${expected.b2})`, b2.body.total === expected.b2 && b2.body.doctors.length === 20],
    ['(c) /api/doctors/hospital?hospitalId=…', c, `${c.body.doctors.length} doctors in the last answer`, c.body.doctors.length > 0],
  ];

  console.log(`\nPathDesk lookups benchmark (one API process, this machine)\n`);
  console.log(`data: ${HOSPITALS.toLocaleString('en')} hospitals and ${DOCTORS.toLocaleString('en')} doctors inserted in ${(took / 1000).toFixed(1)} s`);
  console.log(`requests: ${REQUESTS} sequential per query after ${WARM_UP} warm-up, signed in as admin; target p99 < ${TARGET_P99_MS} ms\n`);
  console.log(`${'GET /api/auth/check (floor: session check, no lookup)'.padEnd(52)} p50 ${ms(baseline.p50).padStart(8)}   p99 ${ms(baseline.p99).padStart(8)}`);
  for (const [name, result, note, correct] of rows) {
    const ok = result.p99 < TARGET_P99_MS && correct;
    failed ||= !ok;
    console.log(`${name.padEnd(52)} p50 ${ms(result.p50).padStart(8)}   p99 ${ms(result.p99).padStart(8)}   ${note}${correct ? '' : '  WRONG'}${ok ? '' : '  <- missed'}`);
  }
  console.log(failed ? '\nTarget missed.' : '\nTarget met: p99 < 20 ms for every query.');
} finally {
  await server.stop();
}
process.exitCode = failed ? 1 : 0;
