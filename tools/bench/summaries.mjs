// npm run bench:summaries — the summaries, the dashboard and the include lists at scale, against
// the built API (one process):
//   data: 1,000,000 cases (fillCases: 5½ years, statuses by age) and, for every signed-out or
//   amended one, a released report version inserted straight into PostgreSQL (generate_series-style
//   INSERT … SELECT, no API calls): released 0–6 days after reception, a result whose category is
//   drawn per kind (surgical: ~30% malignant wording; cytology: the five categories; Paps: Bethesda
//   mostly NILM, some unsatisfactory), one of the pathologists and screeners. The outbox, the TAT
//   histogram and the summaries' facts are then filled in bulk as the subscribers of each
//   sign-out's report.released fill them; reports older than 45 days are taken as sent (removed from the outbox).
//   reads: each dashboard panel (as the role that sees it), the report index's counts, an include
//   list's first page (target p99 ≤ 50 ms each; the include list ≤ 30 ms, issue 34.3), and a year's summary of each kind (target p99 ≤ 200 ms);
//   a hospital's guest (issue 28: its account moved to the bench hospital with the most reports, of 100)
//   reading its inbox and its surgical report list, first pages (target p99 ≤ 20 ms: the hospital
//   filter on an index).
// `--no-build` skips the API build; BENCH_CASES, BENCH_REQUESTS change the sizes, BENCH_PORT the port.
import pg from 'pg';
import { nx, requireNode24 } from '../scripts/run.mjs';
import { fillCases } from './case-data.mjs';
import { fillReports } from './report-data.mjs';
import { DEMO_PASSWORD, httpClient } from './http-client.mjs';
import { ms, sequentialGets } from './load.mjs';
import { serveBuiltApp } from './serve-built-app.mjs';

requireNode24();
const CASES = Number(process.env.BENCH_CASES ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const SUMMARY_REQUESTS = Math.max(10, Math.floor(REQUESTS / 5));
const WARM_UP = 10;
const TARGET_PANEL_P99_MS = 50;
const TARGET_SUMMARY_P99_MS = 200;
const TARGET_GUEST_P99_MS = 20;
/** Issue 34.3: the include list's first page alone. */
const TARGET_INCLUDE_P99_MS = 30;

if (!process.argv.includes('--no-build')) {
  const code = await nx(['run', 'api:build']);
  if (code !== 0) process.exit(code);
}

const { call, signIn, close } = httpClient({ maxSockets: 4 });
const server = await serveBuiltApp({ port: Number(process.env.BENCH_PORT ?? 4383), env: { DEMO_PASSWORD } });
const db = new pg.Client({ connectionString: server.databaseUrl });
let failed = false;
try {
  const seed = await fillCases(server.databaseUrl, { cases: CASES });
  await db.connect();
  const q = (text, params) => db.query(text, params).then((r) => r.rows);
  const t0 = performance.now();
  await fillReports(db);
  const fill = ((performance.now() - t0) / 1000).toFixed(1);
  const [{ reports }] = await q(`select count(*)::int as reports from report_version`);
  const [{ waiting }] = await q(`select count(*)::int as waiting from report_to_dispatch`);

  // The demo guest reads for the bench hospital with the most released reports (issue 28's measure).
  const [busiest] = await q(`select hospital_id as id, count(*)::int as n from report_version group by hospital_id order by n desc limit 1`);
  await q(`delete from app_user_hospital where user_id = (select id from app_user where username = 'guest')`);
  await q(`insert into app_user_hospital (user_id, hospital_id) select id, $1 from app_user where username = 'guest'`, [busiest.id]);
  const base = server.baseUrl;
  const sessions = { admin: await signIn(base, 'admin'), user: await signIn(base, 'user'), doctor: await signIn(base, 'doctor'), guest: await signIn(base, 'guest') };
  const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
  const yearAgo = new Date(Date.now() + 7 * 3_600_000 - 365 * 86_400_000).toISOString().slice(0, 10);

  const panels = [
    ['received-today', 'user'],
    ['waiting', 'user'],
    ['open-additionals', 'user'],
    ['to-dispatch', 'user'],
    ['my-sign-out', 'doctor'],
    ['my-qc-reviews', 'doctor'],
    ['tat-month', 'admin'],
    ['tat-trend', 'admin'],
    ['latest-reports', 'guest'],
  ];
  const reads = [
    ...panels.map(([panel, role]) => [`panel ${panel} (${role})`, role, `/api/dashboard/${panel}`, TARGET_PANEL_P99_MS, REQUESTS]),
    ['report index counts (user)', 'user', '/api/reports/index-counts', TARGET_PANEL_P99_MS, REQUESTS],
    ['surgical include list, first page (user)', 'user', '/api/reports/surgicalincludereports', TARGET_INCLUDE_P99_MS, REQUESTS],
    ...['surgicals', 'cytologicals', 'gynecologicals'].map((plural) => [
      `${plural} summary, one year (user)`,
      'user',
      `/api/${plural}/summary?from=${yearAgo}&to=${today}`,
      TARGET_SUMMARY_P99_MS,
      SUMMARY_REQUESTS,
    ]),
    [
      `portal inbox, first page (guest of a hospital with ${busiest.n.toLocaleString('en')} reports)`,
      'guest',
      '/api/portal/inbox?rows=25&received=true',
      TARGET_GUEST_P99_MS,
      REQUESTS,
    ],
    ['surgical report list, first page (guest)', 'guest', '/api/reports/surgicals?first=0&rows=25', TARGET_GUEST_P99_MS, REQUESTS],
    ['surgicals summary cases, first page (user)', 'user', `/api/surgicals/summary/cases?from=${yearAgo}&to=${today}`, TARGET_SUMMARY_P99_MS, SUMMARY_REQUESTS],
  ];

  console.log(`\nPathDesk summaries and dashboard benchmark (one API process, this machine)\n`);
  console.log(
    `data: ${CASES.toLocaleString('en')} cases (${(seed.took / 1000).toFixed(1)} s), ${reports.toLocaleString('en')} released reports (${waiting.toLocaleString('en')} not yet sent) inserted in ${fill} s`,
  );
  console.log(`reads: sequential requests after ${WARM_UP} warm-up; targets p99 ≤ ${TARGET_PANEL_P99_MS} ms per panel, ≤ ${TARGET_SUMMARY_P99_MS} ms for a year's summary\n`);
  const floor = await sequentialGets(call, base, sessions.user, '/api/auth/check', { warmUp: WARM_UP, requests: REQUESTS });
  console.log(`${'GET /api/auth/check (floor: the session check)'.padEnd(52)} p50 ${ms(floor.p50).padStart(9)}   p99 ${ms(floor.p99).padStart(9)}`);
  for (const [name, role, path, target, requests] of reads) {
    const result = await sequentialGets(call, base, sessions[role], path, { warmUp: WARM_UP, requests });
    const ok = result.p99 <= target;
    failed ||= !ok;
    const size = result.body.summary ? `received ${result.body.summary.totals.received.toLocaleString('en')}` : '';
    console.log(`${name.padEnd(52)} p50 ${ms(result.p50).padStart(9)}   p99 ${ms(result.p99).padStart(9)}   ${size}${ok ? '' : `  <- missed (${target} ms)`}`);
  }
  console.log(failed ? '\nTarget missed.' : `\nTargets met.`);
} finally {
  close();
  await db.end().catch(() => undefined);
  await server.stop();
}
process.exitCode = failed ? 1 : 0;
