// npm run bench:custody — custody at scale (issue 31), against the built API (one process):
//   data: 1,000,000 cases (fillCases), one block and one slide each, and 10,000,000 custody events
//   (each block grossed, processed, embedded, cut and filed; each slide cut, stained,
//   coverslipped, distributed and filed) inserted straight into the database (timed);
//   (a) scan-to-confirmation: one surgical case grossed through the API into 40 blocks of 5 slides
//       (240 items), then every block scanned at grossing, processing, embedding and cutting and
//       every slide at cutting, staining, coverslipping and distribution (with the case being worked:
//       the mislabelling check) — 960 POST /api/custody/scans one after another, signed in as lab
//       staff: p50/p99 (target p99 ≤ 50 ms); then each item filed at a location;
//   (b) that case's timeline (1,210 events of 242 items): GET /api/surgicals/:id/timeline,
//       sequential requests after a warm-up: p50/p99 (target p99 ≤ 30 ms) — the items and events kept
//       until the case's next event; then the first read after each of 100 new events (nothing kept).
// `--no-build` skips the API build; BENCH_CASES (events are 10 per case), BENCH_REQUESTS, BENCH_PORT change the sizes.
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { nx, requireNode24 } from '../scripts/run.mjs';
import { fillCases } from './case-data.mjs';
import { DEMO_PASSWORD, httpClient } from './http-client.mjs';
import { ms, percentiles, sequentialGets } from './load.mjs';
import { cpuTime } from './process-memory.mjs';
import { serveBuiltApp } from './serve-built-app.mjs';

requireNode24();
const CASES = Number(process.env.BENCH_CASES ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const WARM_UP = 30;
const FRESH_READS = 100;
const TARGET_SCAN_P99_MS = 50;
const TARGET_TIMELINE_P99_MS = 30;
const BLOCK_STEPS = ['grossing', 'processing', 'embedding', 'cutting', 'filing'];
const SLIDE_STEPS = ['cutting', 'staining', 'coverslipping', 'distribution', 'filing'];

if (!process.argv.includes('--no-build')) {
  const code = await nx(['run', 'api:build']);
  if (code !== 0) process.exit(code);
}

const { call, signIn, close } = httpClient({ maxSockets: 4 });

/** CPU per request of the API and this bench's PostgreSQL between two `cpuTime` readings: the cost of a request itself, which a busy machine inflates far less than its latency. */
const cpuPer = (before, after, n) =>
  `CPU per request: API ${(((after.api - before.api) * 1000) / n).toFixed(1)} ms + PostgreSQL ${(((after.postgres - before.postgres) * 1000) / n).toFixed(1)} ms`;
const server = await serveBuiltApp({ port: Number(process.env.BENCH_PORT ?? 4382), env: { DEMO_PASSWORD } });
const db = new pg.Client({ connectionString: server.databaseUrl });
let failed = false;

/** Each block and slide's steps as events an hour apart, over the last ~3 years (the bulk is history). */
const eventsOf = (kind, steps) => `
  insert into custody_event (item_id, case_id, action, at, actor_username, station)
  select i.id, i.case_id, s.action, now() - interval '1100 days' * (1 - i.id::float8 / m.n) + s.n * interval '1 hour', 'bench', 'bench-' || s.n
    from custody_item i cross join (select max(id)::float8 as n from custody_item) m
    cross join unnest(array[${steps.map((s) => `'${s}'`).join(', ')}]) with ordinality as s(action, n)
   where i.kind = '${kind}'`;

try {
  const seed = await fillCases(server.databaseUrl, { cases: CASES });
  await db.connect();
  const q = (text, params) => db.query(text, params).then((r) => r.rows);

  // 10 events per case: drop the event indexes while loading, build them after (as a restore would).
  const t0 = performance.now();
  const steps = [];
  const step = async (name, sql) => {
    const s = performance.now();
    await q(sql);
    steps.push(`${name} ${((performance.now() - s) / 1000).toFixed(0)} s`);
  };
  await step('blocks', `insert into bench_block (case_id, code, created_by_username) select id, 'A1', 'bench' from pathology_case`);
  await step('slides', `insert into bench_slide (case_id, block_id, code, stain) select case_id, id, 'A1-1', 'H&E' from bench_block`);
  await q(`insert into custody_location (code, name, kind) values ('BENCH-C1', 'Bench cabinet 1', 'cabinet'), ('BENCH-B1', 'Bench box 1', 'box')`);
  const [{ id: location }] = await q(`select id from custody_location where code = 'BENCH-C1'`);
  await step(
    'items',
    `insert into custody_item (barcode, kind, case_id, block_id, slide_id, item_code, status, last_action, last_at, last_by, location_id)
     select 'BLK-' || id, 'block', case_id, id, null, code, 'filed', 'filing', now(), 'bench', ${location} from bench_block
     union all
     select 'SLD-' || id, 'slide', case_id, block_id, id, code, 'filed', 'filing', now(), 'bench', ${location} from bench_slide`,
  );
  const eventIndexes = await q(`select indexdef from pg_indexes where tablename = 'custody_event' and indexname <> 'custody_event_pkey'`);
  for (const { indexdef } of eventIndexes) await q(`drop index ${indexdef.match(/INDEX (\S+) ON/)[1]}`);
  await step('block events', eventsOf('block', BLOCK_STEPS));
  await step('slide events', eventsOf('slide', SLIDE_STEPS));
  await step('event indexes', eventIndexes.map((i) => i.indexdef).join('; '));
  await step('analyze', `vacuum analyze bench_block, bench_slide, custody_item, custody_event`);
  const fill = ((performance.now() - t0) / 1000).toFixed(1);
  const [{ events, items }] = await q(`select (select count(*) from custody_event)::int as events, (select count(*) from custody_item)::int as items`);

  // (a) one case of 40 blocks × 5 slides, grossed through the API, scanned step by step
  const base = server.baseUrl;
  const session = await signIn(base, 'user');
  const [theCase] = await q(`select id, accession_no from pathology_case where kind = 'surgical' and status <> 'cancelled' order by id desc limit 1`);
  // Blocks belong to a part (issue 27): the case is given parts A and B as a registration would.
  await q(
    `insert into case_part (case_id, letter, position, specimen, containers, collected_at)
     select c.id, p.letter, p.position, c.specimen || ' (' || p.letter || ')', 1, c.collected_at
       from pathology_case c cross join (values ('A', 1), ('B', 2)) as p(letter, position) where c.id = $1 on conflict do nothing`,
    [theCase.id],
  );
  const grossed = await call(base, 'POST', `/api/surgicals/${theCase.id}/blocks`, { headers: session, body: { range: { part: 'B', from: 1, to: 40, slidesEach: 5 } } });
  if (grossed.status !== 201) throw new Error(`grossing answered ${grossed.status}: ${JSON.stringify(grossed.body)}`);
  const blocks = grossed.body.blocks.filter((b) => b.code.startsWith('B'));
  const slides = blocks.flatMap((b) => b.slides);
  const scans = [];
  let wrong = 0;
  const post = async (body) => {
    const res = await call(base, 'POST', '/api/custody/scans', { headers: session, body });
    if (res.status !== 201) throw new Error(`scan ${JSON.stringify(body)} answered ${res.status}: ${JSON.stringify(res.body)}`);
    if (res.body.scan.caseId !== theCase.id || res.body.scan.action !== body.step) wrong++;
    return res;
  };
  const scanCpuBefore = cpuTime(server.pid);
  for (const s of BLOCK_STEPS.slice(0, 4)) for (const b of blocks) scans.push((await post({ code: b.barcode, step: s, station: 'bench' })).ms);
  for (const s of SLIDE_STEPS.slice(0, 4)) for (const sl of slides) scans.push((await post({ code: sl.barcode, step: s, station: 'bench', caseId: theCase.id })).ms);
  const scanCpu = cpuPer(scanCpuBefore, cpuTime(server.pid), scans.length);
  const scan = percentiles(scans.slice(WARM_UP));
  const filing = [];
  for (const item of [...blocks, ...slides]) filing.push((await post({ code: item.barcode, step: 'filing', location: 'BENCH-B1' })).ms);
  const filed = percentiles(filing);

  // (b) the case's timeline
  const timelineCpuBefore = cpuTime(server.pid);
  const timeline = await sequentialGets(call, base, session, `/api/surgicals/${theCase.id}/timeline`, { warmUp: WARM_UP, requests: REQUESTS });
  const timelineCpu = cpuPer(timelineCpuBefore, cpuTime(server.pid), WARM_UP + REQUESTS);
  const [{ n: sqlEvents }] = await q(`select count(*)::int as n from custody_event where case_id = $1`, [theCase.id]);
  // 10 events of the case's own seeded block and slide, and 5 of each of its 240 items.
  // Each of its 242 items named once (the seeded block and slide, and the 240 grossed here).
  const timelineCorrect = timeline.body.events.length === sqlEvents && sqlEvents === 10 + 240 * 5 && timeline.body.items.length === 242;
  const timelineKb = (Buffer.byteLength(JSON.stringify(timeline.body)) / 1024).toFixed(0);
  // (b') the first read after each new event (nothing kept from before it): an event appended
  // straight into the database — as another replica's scan reaches this one — then a read.
  const [firstItem] = await q(`select id from custody_item where barcode = $1`, [blocks[0].barcode]);
  const fresh = [];
  const freshCpuBefore = cpuTime(server.pid);
  for (let i = 0; i < FRESH_READS; i++) {
    await q(`insert into custody_event (item_id, case_id, action, actor_username, station) values ($1, $2, 'retrieval', 'bench', 'bench')`, [firstItem.id, theCase.id]);
    const res = await call(base, 'GET', `/api/surgicals/${theCase.id}/timeline`, { headers: { cookie: session.cookie } });
    if (res.status !== 200 || res.body.events.length !== 10 + 240 * 5 + i + 1) throw new Error(`timeline after event ${i + 1}: ${res.status}, ${res.body.events?.length} events`);
    fresh.push(res.ms);
  }
  const freshCpu = cpuPer(freshCpuBefore, cpuTime(server.pid), FRESH_READS);
  const first = percentiles(fresh);

  console.log(`\nPathDesk custody benchmark (one API process, this machine)\n`);
  console.log(
    `data: ${CASES.toLocaleString('en')} cases inserted in ${(seed.took / 1000).toFixed(1)} s; ${items.toLocaleString('en')} items and ${events.toLocaleString('en')} custody events in ${fill} s`,
  );
  console.log(`      ${steps.join('; ')}`);
  const scanOk = scan.p99 <= TARGET_SCAN_P99_MS && wrong === 0;
  const timelineOk = timeline.p99 <= TARGET_TIMELINE_P99_MS && timelineCorrect;
  failed = !scanOk || !timelineOk;
  console.log(
    `\n${`(a) POST /api/custody/scans, ${scans.length - WARM_UP} scans (40 blocks, 200 slides)`.padEnd(62)} p50 ${ms(scan.p50).padStart(8)}   p99 ${ms(scan.p99).padStart(8)}   target p99 ≤ ${TARGET_SCAN_P99_MS} ms${wrong ? `  WRONG ${wrong}` : ''}${scanOk ? '' : '  <- missed'}`,
  );
  console.log(`    ${scanCpu}`);
  console.log(`${`    filing with a location, ${filing.length} scans`.padEnd(62)} p50 ${ms(filed.p50).padStart(8)}   p99 ${ms(filed.p99).padStart(8)}`);
  console.log(
    `${`(b) GET timeline of ${theCase.accession_no} (${timeline.body.events.length} events, ${timelineKb} KB)`.padEnd(62)} p50 ${ms(timeline.p50).padStart(8)}   p99 ${ms(timeline.p99).padStart(8)}   target p99 ≤ ${TARGET_TIMELINE_P99_MS} ms${timelineOk ? '' : '  <- missed'}`,
  );
  console.log(`    ${timelineCpu}`);
  console.log(`${`    the first read after each of ${FRESH_READS} new events`.padEnd(62)} p50 ${ms(first.p50).padStart(8)}   p99 ${ms(first.p99).padStart(8)}`);
  console.log(`    ${freshCpu}`);
  const [load] = readFileSync('/proc/loadavg', 'utf8').split(' ');
  console.log(`\nthis machine's load average (1 min) at the end: ${load} on ${readdirSync('/sys/devices/system/cpu').filter((d) => /^cpu\d+$/.test(d)).length} CPUs`);
  console.log(
    failed ? '\nTarget missed.' : `\nTargets met: scan p99 ≤ ${TARGET_SCAN_P99_MS} ms at ${events.toLocaleString('en')} events; timeline p99 ≤ ${TARGET_TIMELINE_P99_MS} ms.`,
  );
} finally {
  close();
  await db.end().catch(() => undefined);
  await server.stop();
}
process.exitCode = failed ? 1 : 0;
