// npm run bench:labels — the bench at scale, against the built API (one process, the shared Chromium):
//   1. a label sheet of 200 labels: one surgical case grossed through the API into 50 blocks with 3
//      slides each (50 cassette + 150 slide labels), GET /api/surgicals/:id/labels/pdf sequentially
//      after a warm-up: PDF time p50 (target ≤ 1 s), and the CPU the API process and its Chromium
//      spent per sheet (from /proc: the cost itself, apart from waiting for a busy machine)
//   2. the open-orders worklist with 100,000 orders: 20,000 cases (fillCases), one block each, and
//      100,000 additional-test orders inserted straight into the database — 80% done (priced), 20%
//      open (ordered or in progress), over two years, across the catalogue's tests — then
//      sequential requests after a warm-up, signed in as lab staff (p50/p99; target p99 ≤ 20 ms):
//        (a) the first page, oldest first   (b) one test's open orders   (c) open ≥ 30 days
//        (d) a page 5,000 deep              (e) done orders, newest first (a history list: no target)
// `--no-build` skips the API build; BENCH_ORDERS, BENCH_REQUESTS, BENCH_SHEETS change the sizes, BENCH_PORT the port.
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { nx, requireNode24 } from '../scripts/run.mjs';
import { fillCases } from './case-data.mjs';
import { DEMO_PASSWORD, httpClient } from './http-client.mjs';
import { ms, sequentialGets } from './load.mjs';
import { serveBuiltApp } from './serve-built-app.mjs';

requireNode24();
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const CASES = Math.max(1_000, Math.floor(ORDERS / 5));
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const SHEETS = Number(process.env.BENCH_SHEETS ?? 30);
const WARM_UP = 30;
const TARGET_SHEET_P50_MS = 1_000;
const TARGET_LIST_P99_MS = 20;

if (!process.argv.includes('--no-build')) {
  const code = await nx(['run', 'api:build']);
  if (code !== 0) process.exit(code);
}

const { call, signIn, close } = httpClient({ maxSockets: 4 });

/** A process's /proc stat fields after the command name (Linux); null once it is gone. */
function stat(pid) {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  } catch {
    return null;
  }
}

/** User + system CPU (ms, at 100 ticks/s) of a process and of its descendants alive now (the API's Chromium). */
function treeCpuMs(root) {
  const parents = new Map();
  for (const entry of readdirSync('/proc')) if (/^\d+$/.test(entry)) parents.set(Number(entry), Number(stat(entry)?.[1] ?? 0));
  const inTree = (pid) => pid === root || (pid > 1 && parents.has(pid) && inTree(parents.get(pid)));
  let api = 0;
  let children = 0;
  for (const pid of parents.keys()) {
    if (!inTree(pid)) continue;
    const f = stat(pid);
    if (!f) continue;
    const ms = ((Number(f[11]) + Number(f[12])) * 1000) / 100;
    if (pid === root) api += ms;
    else children += ms;
  }
  return { api, children };
}

const measure = (base, headers, path, { warmUp = WARM_UP, requests = REQUESTS } = {}) => sequentialGets(call, base, headers, path, { warmUp, requests });

const server = await serveBuiltApp({ port: Number(process.env.BENCH_PORT ?? 4381), env: { DEMO_PASSWORD } });
const db = new pg.Client({ connectionString: server.databaseUrl });
let failed = false;
try {
  const seed = await fillCases(server.databaseUrl, { cases: CASES });
  await db.connect();
  const q = (text, params) => db.query(text, params).then((r) => r.rows);
  const base = server.baseUrl;
  const session = await signIn(base, 'user');

  // 1. the label sheet: 50 blocks × (1 cassette + 3 slides) = 200 labels, recorded through the API
  const [sheetCase] = await q(`select id, accession_no from pathology_case where kind = 'surgical' and status <> 'cancelled' order by id desc limit 1`);
  for (const part of ['A', 'B']) {
    const res = await call(base, 'POST', `/api/surgicals/${sheetCase.id}/blocks`, { headers: session, body: { range: { part, from: 1, to: 25, slidesEach: 3 } } });
    if (res.status !== 201) throw new Error(`grossing answered ${res.status}: ${JSON.stringify(res.body)}`);
  }
  const [{ labels }] = await q(`select (select count(*) from bench_block where case_id = $1) + (select count(*) from bench_slide where case_id = $1) as labels`, [sheetCase.id]);
  await measure(base, session, `/api/surgicals/${sheetCase.id}/labels/pdf`, { warmUp: 0, requests: 3 }); // starts Chromium
  const cpuBefore = treeCpuMs(server.pid);
  const sheet = await measure(base, session, `/api/surgicals/${sheetCase.id}/labels/pdf`, { warmUp: 0, requests: SHEETS });
  const cpuAfter = treeCpuMs(server.pid);
  const apiCpu = (cpuAfter.api - cpuBefore.api) / SHEETS;
  const chromiumCpu = (cpuAfter.children - cpuBefore.children) / SHEETS;
  const sheetBytes = sheet.body.length;

  // 2. 100,000 orders: one block per case, orders on it across the catalogue
  const t0 = performance.now();
  await q(`insert into bench_block (case_id, code, created_by_username) select id, 'A1', 'bench' from pathology_case where id <> $1`, [sheetCase.id]);
  await q(
    `with t as (select array_agg(id order by id) as ids, count(*)::int as n from lab_test),
          b as (select id, case_id, row_number() over (order by id) as r from bench_block where code = 'A1' and case_id <> $2),
          nb as (select count(*)::int as n from b)
     insert into additional_order (case_id, block_id, test_id, status, price, price_source, ordered_by_username, ordered_at,
                                   started_by_username, started_at, done_by_username, done_at)
     select b.case_id, b.id, t.ids[1 + (g.i * 7) % t.n], s.status,
            case when s.status = 'done' then 500 end, case when s.status = 'done' then 'default' end,
            'doctor', s.at, case when s.status <> 'ordered' then 'user' end, case when s.status <> 'ordered' then s.at + interval '1 hour' end,
            case when s.status = 'done' then 'user' end, case when s.status = 'done' then s.at + interval '1 day' end
       from generate_series(1, $1::int) as g(i) cross join t cross join nb
       join b on b.r = 1 + (g.i % nb.n)
       cross join lateral (select now() - interval '730 days' * (1 - g.i::float8 / $1) as at0) a
       cross join lateral (select case when g.i % 10 < 8 then 'done' when g.i % 10 = 8 then 'ordered' else 'in_progress' end as status,
                                  -- open orders are recent-ish (up to ~3 months), done ones span two years
                                  case when g.i % 10 < 8 then a.at0 else now() - interval '90 days' * random() end as at) s`,
    [ORDERS, sheetCase.id],
  );
  await q(`vacuum analyze bench_block, additional_order`);
  const fill = ((performance.now() - t0) / 1000).toFixed(1);
  const [{ open, total }] = await q(`select count(*) filter (where status in ('ordered', 'in_progress'))::int as open, count(*)::int as total from additional_order`);
  const [busy] = await q(`select test_id as id, count(*)::int as n from additional_order where status in ('ordered', 'in_progress') group by 1 order by 2 desc limit 1`);
  const [{ n: oldOpen }] = await q(`select count(*)::int as n from additional_order where status in ('ordered', 'in_progress') and ordered_at <= now() - interval '30 days'`);
  const [{ id: deepId }] = await q(`select id from additional_order where status in ('ordered', 'in_progress') order by ordered_at, id offset 5000 limit 1`);
  const [{ n: done }] = await q(`select count(*)::int as n from additional_order where status = 'done'`);

  const floor = await measure(base, session, '/api/auth/check');
  const reads = [
    ['(a) open orders, first page, oldest first', '/api/additionals', (b) => b.total === open && b.additionals.length === 20],
    [`(b) one test's open orders (test ${busy.id})`, `/api/additionals?testId=${busy.id}`, (b) => b.total === busy.n && b.additionals.every((o) => o.testId === busy.id)],
    ['(c) open ≥ 30 days', '/api/additionals?minAgeDays=30', (b) => b.total === oldOpen || console.log(`(c) expected ${oldOpen}`)],
    ['(d) open orders, a page 5,000 deep', '/api/additionals?first=5000', (b) => b.additionals[0]?.id === deepId],
    [
      '(e) done orders, newest first (history; no target)',
      '/api/additionals?status=done&sortOrder=-1',
      (b) => b.total === done && b.additionals.every((o) => o.status === 'done' && o.price !== null),
      false,
    ],
  ];

  console.log(`\nPathDesk bench benchmark (one API process, this machine)\n`);
  const sheetOk = sheet.p50 <= TARGET_SHEET_P50_MS && Number(labels) === 200;
  failed ||= !sheetOk;
  console.log(`label sheet: ${labels} labels (${sheetCase.accession_no}: 50 cassettes, 150 slides), ${SHEETS} sheets after 3 warm-up; target p50 ≤ ${TARGET_SHEET_P50_MS} ms`);
  console.log(`  p50 ${ms(sheet.p50)}   p99 ${ms(sheet.p99)}   ${(sheetBytes / 1024).toFixed(0)} KiB per PDF${sheetOk ? '' : '  <- missed'}`);
  console.log(`  CPU per sheet: API process ${ms(apiCpu)} (HTML and barcodes), Chromium ${ms(chromiumCpu)} — the work itself, whatever else the machine runs`);
  console.log(
    `\nworklist data: ${CASES.toLocaleString('en')} cases (${(seed.took / 1000).toFixed(1)} s), ${total.toLocaleString('en')} orders (${open.toLocaleString('en')} open) inserted in ${fill} s`,
  );
  console.log(`reads: ${REQUESTS} sequential requests each after ${WARM_UP} warm-up; target p99 ≤ ${TARGET_LIST_P99_MS} ms\n`);
  console.log(`${'GET /api/auth/check (floor: the session check)'.padEnd(48)} p50 ${ms(floor.p50).padStart(8)}   p99 ${ms(floor.p99).padStart(8)}`);
  for (const [name, path, check, targeted = true] of reads) {
    const result = await measure(base, session, path);
    const correct = check(result.body);
    const ok = (!targeted || result.p99 <= TARGET_LIST_P99_MS) && correct;
    failed ||= !ok;
    console.log(
      `${name.padEnd(48)} p50 ${ms(result.p50).padStart(8)}   p99 ${ms(result.p99).padStart(8)}   total ${result.body.total}${correct ? '' : '  WRONG'}${ok ? '' : '  <- missed'}`,
    );
  }
  console.log(failed ? '\nTarget missed.' : `\nTargets met: label sheet p50 ≤ ${TARGET_SHEET_P50_MS} ms; worklist p99 ≤ ${TARGET_LIST_P99_MS} ms.`);
} finally {
  close();
  await db.end().catch(() => undefined);
  await server.stop();
}
process.exitCode = failed ? 1 : 0;
