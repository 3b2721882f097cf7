// npm run bench:jobs — PDF batch jobs (dispatches: a cover sheet and N report PDFs merged into one)
// through the production build, with 1 and then 2 processes working the queue: the API replica
// alone, then the API replica and a WORKER_ONLY process. BENCH_JOBS jobs of BENCH_JOB_REPORTS
// reports each are queued at once (POST /api/reports/dispatches/jobs) and timed until all are done.
// `--no-build` skips the API build. On a 2-core machine the two workers, their Chromiums and
// PostgreSQL share the cores: the ratio is bounded by them.
import pg from 'pg';
import { nx, requireNode24 } from '../scripts/run.mjs';
import { freshDatabase, startReplica } from '../replicas/cluster.mjs';
import { caseRefs, httpClient } from '../replicas/workload.mjs';
import { pollJob, releasedReports, startDispatchJob } from '../replicas/batch-job.mjs';

requireNode24();
const JOBS = Number(process.env.BENCH_JOBS ?? 6);
const REPORTS = Number(process.env.BENCH_JOB_REPORTS ?? 5);
const [API, WORKER] = [4397, 4398];

if (!process.argv.includes('--no-build')) {
  const code = await nx(['run', 'api:build']);
  if (code !== 0) process.exit(code);
}

const database = await freshDatabase();
const processes = [];
const db = new pg.Client({ connectionString: database.url });
const { call, signIn, close } = httpClient({ maxSockets: 16 });
try {
  processes.push(await startReplica({ port: API, databaseUrl: database.url }));
  await db.connect();
  const refs = await caseRefs(database.url);
  const base = `http://127.0.0.1:${API}`;
  const headers = await signIn(base, 'user');
  let hn = 700_000;
  const batch = async (count, size) => {
    const ids = await releasedReports({ baseUrl: base, refs, call, signIn, count: count * size, first: hn });
    hn += count * size;
    return Array.from({ length: count }, (_, i) => ids.slice(i * size, (i + 1) * size));
  };
  /** Queues every batch at once; the wall time until the last ends, and who ran each. */
  const runJobs = async (batches) => {
    const started = performance.now();
    const jobs = await Promise.all(batches.map((reportIds) => startDispatchJob({ baseUrl: base, refs, call, headers, reportIds })));
    const ended = await Promise.all(jobs.map((job) => pollJob({ baseUrl: base, call, headers, id: job.id, everyMs: 100, timeoutMs: 600_000 })));
    const seconds = (performance.now() - started) / 1000;
    const failed = ended.filter((j) => j?.state !== 'done').length;
    const workers = (await db.query(`select worker, count(*)::int as n from job_run where id = any($1) group by worker`, [jobs.map((j) => j.id)])).rows;
    return {
      seconds,
      failed,
      split: workers
        .map((w) => w.n)
        .sort((a, b) => b - a)
        .join(' + '),
    };
  };

  const rows = [];
  for (const workers of [1, 2]) {
    if (workers === 2)
      processes.push(await startReplica({ port: WORKER, databaseUrl: database.url, env: { WORKER_ONLY: 'true', LOG_LEVEL: 'log' }, waitFor: 'worker is running' }));
    // Warm-up: a few one-report jobs, so each process has its Chromium started.
    await runJobs(await batch(2 * workers, 1));
    const run = await runJobs(await batch(JOBS, REPORTS));
    const pdfs = JOBS * (REPORTS + 1);
    rows.push({ workers, ...run, jobsPerSecond: JOBS / run.seconds, pdfsPerSecond: pdfs / run.seconds });
  }

  console.log(
    `\nPDF batch jobs (${JOBS} dispatches of ${REPORTS} reports + a cover sheet, queued at once; ${process.env.DATABASE_URL ? 'PostgreSQL at DATABASE_URL' : 'embedded PostgreSQL'}):`,
  );
  console.log('workers  seconds  jobs/s  PDFs/s  jobs per process  failed');
  for (const r of rows) {
    console.log(
      `${String(r.workers).padStart(7)}  ${r.seconds.toFixed(1).padStart(7)}  ${r.jobsPerSecond.toFixed(2).padStart(6)}  ${r.pdfsPerSecond.toFixed(1).padStart(6)}  ${r.split.padStart(16)}  ${String(r.failed).padStart(6)}`,
    );
  }
  console.log(`ratio 2 : 1 workers = ${(rows[1].jobsPerSecond / rows[0].jobsPerSecond).toFixed(2)} (workers: the API replica, then it and one WORKER_ONLY process)`);
} finally {
  close();
  await db.end().catch(() => undefined);
  for (const p of processes.reverse()) await p.stop('SIGKILL').catch(() => undefined);
  await database.drop().catch(() => undefined);
}
