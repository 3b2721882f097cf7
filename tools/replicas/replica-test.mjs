// npm test's replica stage (and `npm run test:replicas`): two API replicas of the production build
// on one PostgreSQL database behind nginx on loopback. Concurrent registrations, sign-ins and
// result saves go through nginx while one replica is killed (SIGKILL) half-way; then: no
// acknowledged write lost, accession numbers unique and gap-free, sessions valid on both replicas,
// sign-in throttling shared, migrations applied once, a WORKER_ONLY process opens no port, and a start
// whose migration is refused says why. Then
// a dispatch job (a merged PDF) queued through nginx with two replicas up: the replica running it is
// killed mid-job, the other finishes it, exactly once (one dispatch, one audit entry).
// Needs the build (`npx nx run api:build`) and nginx (Debian's package).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { requireNode24, workspaceRoot } from '../scripts/run.mjs';
import { adminQuery, allExited, descendants, freshDatabase, listeningPorts, startNginx, startReplica } from './cluster.mjs';
import { caseRefs, DEMO_PASSWORD, httpClient, runWorkload } from './workload.mjs';
import { pollJob, releasedReports, startDispatchJob } from './batch-job.mjs';

requireNode24();
const [LB, A, B, WORKER] = [4384, 4385, 4386, 4387];
const SECONDS = Number(process.env.REPLICA_TEST_SECONDS ?? 8);
/** Reports of the dispatch job killed mid-way: enough PDFs that it is still running when looked at. */
/** A job whose replica died is looked for every 2 s (5 by default): the stage stays short. */
const FAST_JOBS = { JOBS_SUPERVISE_SECONDS: '2' };
const JOB_REPORTS = Number(process.env.REPLICA_TEST_JOB_REPORTS ?? 8);

if (!existsSync(join(workspaceRoot, 'dist/apps/api/main.js'))) {
  console.error('dist/apps/api/main.js is missing: build the API first (npx nx run api:build).');
  process.exit(1);
}

const results = [];
function check(name, ok, detail = '') {
  results.push({ name, ok });
  console.log(`${ok ? '✓' : '✗'} ${name}${detail ? ` — ${detail}` : ''}`);
}

const database = await freshDatabase();
const db = new pg.Client({ connectionString: database.url });
const stops = [];
// The test stops by itself: a hung request or replica fails it (and the clean-up below still runs).
const DEADLINE_MS = Number(process.env.REPLICA_TEST_DEADLINE_MS ?? 6 * 60_000);
let watchdog;
const deadline = new Promise((_, reject) => {
  watchdog = setTimeout(() => reject(new Error(`did not finish within ${DEADLINE_MS / 1000} s: a request or a replica hung`)), DEADLINE_MS);
});
const main = async () => {
  // Both start at once on an empty database: the advisory lock lets one migrate.
  const started = await Promise.allSettled([A, B].map((port) => startReplica({ port, databaseUrl: database.url, env: { LOG_LEVEL: 'log', ...FAST_JOBS } })));
  for (const s of started) if (s.status === 'fulfilled') stops.push(() => s.value.stop('SIGKILL'));
  const failedStart = started.find((s) => s.status === 'rejected');
  if (failedStart) throw failedStart.reason;
  const [a, b] = started.map((s) => s.value);
  const applied = [a, b].filter((r) => /Applied \d+:/.test(r.output()));
  check('two replicas starting together: one applies the migrations, the other finds them done', applied.length === 1);
  const lb = await startNginx({ port: LB, upstreamPorts: [A, B] });
  stops.push(() => lb.stop());
  await db.connect();
  const refs = await caseRefs(database.url);
  const { call, signIn, close } = httpClient({ maxSockets: 8 });
  stops.push(async () => close());

  // Sessions: made through nginx, valid on each replica directly.
  const early = await signIn(lb.url, 'user');
  const onA = await call(`http://127.0.0.1:${A}`, 'GET', '/api/auth/check', { headers: early });
  const onB = await call(`http://127.0.0.1:${B}`, 'GET', '/api/auth/check', { headers: early });
  check('a session made through nginx is valid on both replicas', onA.status === 200 && onB.status === 200, `${onA.status}/${onB.status}`);

  // Throttling: five wrong passwords spread over both replicas lock the account on both.
  const wrong = async (port) => {
    const base = `http://127.0.0.1:${port}`;
    const csrf = await call(base, 'GET', '/api/auth/csrf');
    const cookie = csrf.headers['set-cookie'].find((c) => c.startsWith('pathdesk.csrf=')).split(';')[0];
    return (password) => call(base, 'POST', '/api/auth/login', { headers: { cookie, 'x-csrf-token': csrf.body.csrfToken }, body: { username: 'guest', password } });
  };
  const [loginA, loginB] = [await wrong(A), await wrong(B)];
  for (let i = 0; i < 5; i++) await (i % 2 ? loginB : loginA)('not-the-password');
  const locked = await loginA(DEMO_PASSWORD);
  check('five failed sign-ins over both replicas lock the account on each', locked.status === 429, `status ${locked.status}`);

  // The workload, with replica B killed half-way. Meanwhile, on replica A directly, the reports of
  // the batch job below are released; B comes back as soon as it is dead.
  const preparing = releasedReports({ baseUrl: `http://127.0.0.1:${A}`, refs, call, signIn, count: JOB_REPORTS, first: 800_000, concurrency: 2 });
  preparing.catch(() => undefined);
  const killer = setTimeout(() => b.child.kill('SIGKILL'), (SECONDS * 1000) / 2);
  const run = await runWorkload({ baseUrl: lb.url, refs, clients: 6, seconds: SECONDS, label: 'r' });
  clearTimeout(killer);
  await b.exited;
  const stage = performance.now();
  const restarting = startReplica({ port: B, databaseUrl: database.url, env: { LOG_LEVEL: 'log', ...FAST_JOBS } });
  restarting.then(
    (r) => stops.push(() => r.stop('SIGKILL')),
    () => undefined,
  );
  const { cases, results: saves, signIns } = run.acknowledged;
  console.log(
    `  ${cases.length} registrations, ${saves.length} result saves and ${signIns} sign-ins acknowledged in ${run.seconds.toFixed(1)} s; ` +
      `${run.failures.length} requests failed (${[...new Set(run.failures.map((f) => f.status))].join(', ') || 'none'})`,
  );
  const afterKill = cases.filter((c) => c.atMs > (SECONDS * 1000) / 2).length;
  check('the workload ran through the kill (registrations acknowledged after it)', afterKill > 0, `${afterKill} after the kill`);

  const rows = (
    await db.query(
      `select c.id, c.accession_no, c.hn, r.fields->>'diagnosis' as diagnosis from pathology_case c left join case_result r on r.case_id = c.id where c.id = any($1)`,
      [cases.map((c) => c.id)],
    )
  ).rows;
  const byId = new Map(rows.map((r) => [r.id, r]));
  const lostCases = cases.filter((c) => byId.get(c.id)?.accession_no !== c.accessionNo || byId.get(c.id)?.hn !== c.hn);
  check('no acknowledged registration lost', lostCases.length === 0, `${lostCases.length} of ${cases.length} missing or changed`);
  const lostSaves = saves.filter((s) => byId.get(s.caseId)?.diagnosis !== s.diagnosis);
  check('no acknowledged result save lost', lostSaves.length === 0, `${lostSaves.length} of ${saves.length} missing`);

  const groups = (
    await db.query(`select prefix_id, accession_year, count(*)::int as n, count(distinct accession_seq)::int as distinct_n, max(accession_seq)::int as max,
                           (select last_number from accession_counter ac where ac.prefix_id = c.prefix_id and ac.year = c.accession_year) as counter
                    from pathology_case c where kind = 'surgical' group by prefix_id, accession_year`)
  ).rows;
  const numbers = (await db.query(`select count(*)::int as n, count(distinct accession_no)::int as d from pathology_case`)).rows[0];
  check('accession numbers unique', numbers.n === numbers.d, `${numbers.n} cases, ${numbers.d} numbers`);
  const gaps = groups.filter((g) => g.n !== g.max || g.distinct_n !== g.n || Number(g.counter) !== g.max);
  check('accession numbers gap-free (1…n per prefix and year, the counter at n)', gaps.length === 0, JSON.stringify(gaps));

  // Sessions made during the run (some by the killed replica) still work on the survivor.
  const survivors = await Promise.all(run.sessions.map((headers) => call(`http://127.0.0.1:${A}`, 'GET', '/api/auth/check', { headers })));
  check(
    'every session of the run is valid on the surviving replica',
    survivors.every((r) => r.status === 200),
    `${survivors.filter((r) => r.status === 200).length}/${survivors.length}`,
  );
  const after = await call(lb.url, 'GET', '/api/auth/check', { headers: await signIn(lb.url, 'admin') });
  check('sign-in through nginx after the kill', after.status === 200);

  // A batch job across replicas: B is back, a dispatch of JOB_REPORTS reports is queued through
  // nginx, and the replica that runs it is killed (SIGKILL) half-way through its PDFs. pg-boss sees
  // its heartbeat stop and hands the job to the other replica, which finishes it — once.
  const reportIds = await preparing;
  const b2 = await restarting;
  const prepared = performance.now();
  const staff = await signIn(lb.url, 'user');
  const job = await startDispatchJob({ baseUrl: lb.url, refs, call, headers: staff, reportIds });
  const midway = await pollJob({
    baseUrl: lb.url,
    call,
    headers: staff,
    id: job.id,
    until: (j) => j.state !== 'queued' && (j.done >= 2 || j.state !== 'running'),
    everyMs: 25,
    timeoutMs: 30_000,
  });
  const holderName = (await db.query(`select worker from job_run where id = $1`, [job.id])).rows[0]?.worker;
  const holder = [a, b2].find((r) => holderName?.endsWith(`:${r.child.pid}`));
  check(
    'the dispatch job runs on a replica and is caught mid-job',
    !!holder && midway?.state === 'running' && midway.done < midway.total,
    `${midway?.state} ${midway?.done}/${midway?.total} on ${holderName}`,
  );
  let survivor = a;
  if (holder) {
    const started = descendants(holder.child.pid);
    holder.child.kill('SIGKILL');
    await holder.exited;
    survivor = holder === a ? b2 : a;
    // Its Chromium (launched over a pipe) exits with it: a killed API leaves no browser behind.
    const exited = await allExited(started);
    check(
      'the killed replica left no browser behind',
      started.length > 0 && exited,
      `${started.length} processes it had started (its Chromium) ${exited ? 'all exited' : 'still running'}`,
    );
  }
  const killedAt = performance.now();
  const finished = await pollJob({ baseUrl: lb.url, call, headers: staff, id: job.id, everyMs: 200, timeoutMs: 45_000 });
  const finishedBy = (await db.query(`select worker from job_run where id = $1`, [job.id])).rows[0]?.worker;
  check(
    'the other replica finishes the job after the kill',
    finished?.state === 'done' && finished.attempts >= 2 && finishedBy?.endsWith(`:${survivor.child.pid}`),
    `${finished?.state ?? 'not ended'}, ${finished?.attempts} tries, ${((performance.now() - killedAt) / 1000).toFixed(1)} s after the kill, by ${finishedBy}`,
  );
  const sent = (
    await db.query(`select count(*)::int as items, count(distinct dispatch_id)::int as dispatches, min(dispatch_id) as id from dispatch_item where report_id = any($1)`, [
      reportIds,
    ])
  ).rows[0];
  const audits = (await db.query(`select count(*)::int as n from audit_log where entity = 'dispatch' and action = 'create' and after->>'jobId' = $1`, [job.id])).rows[0].n;
  const dispatchRows = (
    await db.query(
      `select count(*)::int as n, min(page_count) as pages from dispatch d where exists (select 1 from dispatch_item i where i.dispatch_id = d.id and i.report_id = any($1))`,
      [reportIds],
    )
  ).rows[0];
  const waiting = (await db.query(`select count(*)::int as n from report_to_dispatch where report_id = any($1)`, [reportIds])).rows[0].n;
  check(
    'the job finished exactly once: one dispatch of every report, one audit entry, nothing left to send',
    sent.items === JOB_REPORTS &&
      sent.dispatches === 1 &&
      dispatchRows.n === 1 &&
      Number(sent.id) === finished?.dispatchId &&
      audits === 1 &&
      waiting === 0 &&
      dispatchRows.pages > JOB_REPORTS,
    `${sent.items} items in ${sent.dispatches} dispatch(es) (${dispatchRows.pages} pages), ${audits} audit entries, ${waiting} still waiting; stage ${((performance.now() - stage) / 1000).toFixed(1)} s after the workload (${((prepared - stage) / 1000).toFixed(1)} s until B is back and the reports released)`,
  );

  // A worker: the application context, no HTTP port.
  const worker = await startReplica({ port: WORKER, databaseUrl: database.url, env: { WORKER_ONLY: 'true', LOG_LEVEL: 'log' }, waitFor: 'worker is running' });
  stops.push(() => worker.stop('SIGKILL'));
  const ports = listeningPorts(worker.child.pid);
  const refused = await fetch(`http://127.0.0.1:${WORKER}/api/health/live`).then(
    () => false,
    () => true,
  );
  check('WORKER_ONLY=true opens no port', ports.length === 0 && refused, `listening on [${ports.join(', ')}]`);
  const workerExit = await worker.stop('SIGTERM');
  check('the worker exits 0 on SIGTERM', workerExit === 0, String(workerExit));

  // A start whose migration is refused (here a table already there) says why before it exits: Nest
  // holds its logs back until the app has started, and this reason was once lost with them.
  const refusedDb = `${database.name}_refused`;
  await adminQuery(database.adminUrl, `CREATE DATABASE ${refusedDb}`);
  const refusedUrl = Object.assign(new URL(database.url), { pathname: `/${refusedDb}` }).toString();
  try {
    await adminQuery(refusedUrl, 'create table audit_log (id int)');
    const why = await startReplica({ port: WORKER, databaseUrl: refusedUrl }).then(
      async (started) => {
        await started.stop('SIGKILL');
        return 'it started';
      },
      (error) => error.message,
    );
    check('a start whose migration is refused exits and says why', /exited during start-up[\s\S]*relation .*audit_log.* already exists/.test(why), why.split('\n').at(-1));
  } finally {
    await adminQuery(database.adminUrl, `DROP DATABASE IF EXISTS ${refusedDb} WITH (FORCE)`);
  }

  // SIGTERM on the survivor: drains and exits 0.
  const exit = await survivor.stop('SIGTERM');
  const drained = /requests in flight finished in (\d+) ms/.exec(survivor.output());
  check('SIGTERM: the replica drains, closes and exits 0', exit === 0 && !!drained && survivor.output().includes('Shut down'), `exit ${exit}, drain ${drained?.[1]} ms`);
};
try {
  await Promise.race([main(), deadline]);
} catch (error) {
  check('the replica test ran to the end', false, error.stack);
} finally {
  clearTimeout(watchdog);
  for (const stop of stops.reverse()) await stop().catch(() => undefined);
  await db.end().catch(() => undefined);
  await database.drop().catch(() => undefined);
}
const failed = results.filter((r) => !r.ok).length;
console.log(`\n${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
