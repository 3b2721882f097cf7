// npm test's operations stage, part three: a month-end ("issue all") job survives a crash of its
// process. The built API (dist/apps/api/main.js) starts a month end for enough payers to be caught
// half-way, is killed with SIGKILL (no clean stop: its job stays "active" in pg-boss with a stale
// heartbeat), and a new process on the same database takes the job over once the heartbeat expires.
// Then every payer has exactly one issued invoice, the numbers are unique and without gaps, every
// case is billed once, no draft is left, and the merged PDF and the Excel workbook are produced.
// Loopback only (127.0.0.1); stops by itself (each wait has a deadline).
import { spawnSync } from 'node:child_process';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { PDFDocument } from 'pdf-lib';
import { requireNode24 } from '../scripts/run.mjs';
import { freshDatabase, startReplica } from './cluster.mjs';
import { httpClient } from './workload.mjs';

requireNode24();
const PORT = 4388;
const PAYERS = Number(process.env.CRASH_PAYERS ?? 80);
const LINES = 2;
// pg-boss gives a dead worker's job to another after its heartbeat (10 s, a job run's) has expired and
// its supervisor has noticed: allow for both, the retry delay and the rest of the job.
const TAKEOVER_DEADLINE_MS = 240_000;
const results = [];
function check(name, ok, detail = '') {
  results.push({ name, ok });
  console.log(`${ok ? '✓' : '✗'} ${name}${detail ? ` — ${detail}` : ''}`);
}

// Last month on the lab's clock (Bangkok): the newest month that may be billed.
const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
const month = new Date(Date.parse(`${today.slice(0, 7)}-01T00:00:00Z`) - 86_400_000).toISOString().slice(0, 7);

/** `PAYERS` hospitals with `LINES` surgical cases each, received in `month`, straight into the database. */
async function fill(q) {
  const [{ id: prefixId }] = await q(`select id from setting_prefix where kind = 'surgical' order by id limit 1`);
  await q(
    `insert into hospital (code, name_th, address, branch, credit_term_days)
     select 'CR' || g, 'โรงพยาบาลทดสอบล่ม ' || g, g || ' ถนนพระราม 4 กรุงเทพฯ', 'สำนักงานใหญ่', 30 from generate_series(1, $1::int) g`,
    [PAYERS],
  );
  await q(
    `insert into pathology_case (kind, accession_no, prefix_id, accession_year, accession_seq, status, hn, patient_title, patient_first_name, patient_last_name, sex,
        hospital_id, specimen, received_at, price, created_by_username)
     select 'surgical', 'CR-' || lpad((h.n * $2 + g)::text, 7, '0'), $1, 2026, 2000000 + h.n * $2 + g, 'registered', 'HN' || (h.n * $2 + g), 'นาง', 'ผู้ป่วย' || g, 'ล่ม' || h.n, 'female',
        h.id, 'Skin, excision', ($3 || '-01')::date + ((g % 28) || ' days')::interval + interval '3 hours', 500 + g, 'crash-test'
       from (select id, row_number() over (order by id) as n from hospital where code like 'CR%') h cross join generate_series(1, $2::int) g`,
    [prefixId, LINES, month],
  );
}

function pdfToText(bytes) {
  const run = spawnSync('pdftotext', ['-layout', '-', '-'], { input: bytes, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(`pdftotext failed: ${run.stderr}`);
  return run.stdout;
}

const database = await freshDatabase();
const db = new pg.Client({ connectionString: database.url });
let replica;
const { call, signIn, close } = httpClient({ maxSockets: 2 });
const base = `http://127.0.0.1:${PORT}`;
try {
  replica = await startReplica({ port: PORT, databaseUrl: database.url });
  await db.connect();
  const q = (text, params) => db.query(text, params).then((r) => r.rows);
  await fill(q);
  let session = await signIn(base, 'user');

  const start = await call(base, 'POST', '/api/reports/surgicalinvoices/month-end', { headers: session, body: { month } });
  if (start.status !== 202) throw new Error(`month end answered ${start.status}: ${JSON.stringify(start.body)}`);
  const jobId = start.body.job.id;

  // Kill the process as soon as some invoices are issued and others are not.
  let killedAt = null;
  const midwayDeadline = Date.now() + 120_000;
  while (Date.now() < midwayDeadline) {
    const [run] = await q(`select state, total, done from job_run where id = $1`, [jobId]);
    if (run.state === 'done' || run.state === 'failed') break;
    if (run.total > 0 && run.done >= 3) {
      replica.child.kill('SIGKILL');
      await replica.exited;
      killedAt = run;
      break;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  replica = undefined;
  const [afterKill] = await q(
    `select r.state, r.total, (select count(*)::int from invoice i where i.run_id = r.id and i.status = 'issued') as issued from job_run r where r.id = $1`,
    [jobId],
  );
  check(
    'the API process was killed (SIGKILL) half-way through issuing',
    killedAt !== null && afterKill.issued > 0 && afterKill.issued < PAYERS && afterKill.state === 'running',
    killedAt ? `${afterKill.issued} of ${afterKill.total} issued, the run left "${afterKill.state}"` : 'the job was not caught mid-way',
  );

  // A new process on the same database takes the job over.
  const tookOver = performance.now();
  replica = await startReplica({ port: PORT, databaseUrl: database.url });
  session = await signIn(base, 'user');
  let job;
  let resumed = null;
  const deadline = Date.now() + TAKEOVER_DEADLINE_MS;
  for (;;) {
    job = (await call(base, 'GET', `/api/reports/surgicalinvoices/month-end/${jobId}`, { headers: session })).body.job;
    if (resumed === null && job.done > afterKill.issued) resumed = performance.now();
    if (job.state === 'done' || job.state === 'failed' || Date.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  check(
    'the new process completed the job',
    job.state === 'done' && job.total === PAYERS && job.done === PAYERS && job.filesReady && job.error === null,
    `${job.state}, ${job.done}/${job.total} in ${((performance.now() - tookOver) / 1000).toFixed(0)} s after the restart (issuing again after ${resumed === null ? '?' : ((resumed - tookOver) / 1000).toFixed(0)} s)${job.error ? `, ${job.error}` : ''}`,
  );
  const [boss] = await q(`select retry_count from pgboss.job where id = $1`, [jobId]);
  check("pg-boss retried the dead worker's job", (boss?.retry_count ?? 0) >= 1, `retry_count ${boss?.retry_count}`);

  const invoices = await q(`select id, status, number, payer_id from invoice where run_id = $1 order by number`, [jobId]);
  const issued = invoices.filter((i) => i.status === 'issued');
  check(
    'one issued invoice per payer, no draft or void left',
    invoices.length === PAYERS && issued.length === PAYERS && new Set(issued.map((i) => i.payer_id)).size === PAYERS,
    `${invoices.length} invoices, ${issued.length} issued`,
  );
  const seqs = issued.map((i) => Number(i.number.slice(-5)));
  const consecutive = seqs.every((s, i) => i === 0 || s === seqs[i - 1] + 1);
  check('numbers unique and without gaps', new Set(issued.map((i) => i.number)).size === issued.length && consecutive, `${issued[0]?.number} … ${issued.at(-1)?.number}`);
  const [{ counter }] = await q(`select max(last_number)::int as counter from invoice_counter where kind = 'surgical'`);
  check('the counter stops at the last number (nothing burnt)', counter === seqs.at(-1), `counter ${counter}`);
  const [lines] = await q(
    `select count(*)::int as lines, count(distinct l.case_id)::int as cases, (select count(*)::int from invoice_claim c join invoice i on i.id = c.invoice_id where i.run_id = $1) as claims
       from invoice_line l join invoice i on i.id = l.invoice_id where i.run_id = $1`,
    [jobId],
  );
  check('every case billed exactly once', lines.lines === PAYERS * LINES && lines.cases === PAYERS * LINES && lines.claims === PAYERS * LINES, JSON.stringify(lines));
  const [{ audits }] = await q(`select count(*)::int as audits from audit_log where entity = 'invoice' and after->>'status' = 'issued' and entity_id = any($1::text[])`, [
    issued.map((i) => String(i.id)),
  ]);
  check('one issue audit entry per invoice', audits === PAYERS, `${audits} audit entries`);

  const pdf = await call(base, 'GET', `/api/reports/surgicalinvoices/month-end/${jobId}/pdf`, { headers: session });
  const pages = pdf.status === 200 ? (await PDFDocument.load(pdf.body)).getPageCount() : 0;
  const text = pdf.status === 200 ? pdfToText(pdf.body) : '';
  check('the merged PDF holds every invoice', pages === PAYERS && issued.every((i) => text.includes(i.number)), `${pdf.status}, ${pages} pages`);
  const xlsx = await call(base, 'GET', `/api/reports/surgicalinvoices/month-end/${jobId}/xlsx`, { headers: session });
  let rows = 0;
  if (xlsx.status === 200) {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.body);
    rows = book.getWorksheet('Invoices')?.rowCount ?? 0;
  }
  check('the Excel workbook lists every invoice', rows === PAYERS + 1, `${xlsx.status}, ${rows} rows with the header`);
} catch (error) {
  check('the crash test ran', false, error.stack ?? String(error));
} finally {
  close();
  await replica?.stop('SIGKILL');
  await db.end().catch(() => undefined);
  await database.drop();
}
const failed = results.filter((r) => !r.ok).length;
console.log(failed ? `\n${failed} month-end crash check(s) failed.` : '\nThe month-end job survives a SIGKILL of its process.');
process.exit(failed ? 1 : 0);
