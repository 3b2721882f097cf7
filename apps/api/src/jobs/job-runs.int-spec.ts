import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { DISPATCH_API, JOB_API, type JobRunDto } from '@pathdesk/contracts';
import { ApiClient } from '../../test/api-client.js';
import { binary, pdfText } from '../../test/pdf-text.js';
import { signedOutCase, type ResultRefs } from '../../test/results.js';
import { auditOf, sql } from '../../test/sql.js';
import { type TestApp } from '../../test/test-app.js';
import { SummariesService } from '../summaries/summaries.service.js';
import { JobRunsService } from './job-runs.service.js';
import { resultsApp } from '../../test/results-app.js';

// Issue 17.2: merged dispatch PDFs and summary exports as pg-boss jobs the page follows — progress,
// exactly once, retry with back-off — and their metrics (17.3, job hooks of the MetricsService).

async function waitFor(client: ApiClient, jobId: string, until: (job: JobRunDto) => boolean, timeoutMs = 60_000): Promise<JobRunDto> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { job } = (await client.get(JOB_API.job(jobId)).expect(200)).body as { job: JobRunDto };
    if (until(job)) return job;
    if (Date.now() > deadline) throw new Error(`job ${jobId} is still ${job.state} (${job.done}/${job.total})`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
const ended = (job: JobRunDto) => job.state === 'done' || job.state === 'failed';

describe('background jobs the page follows', () => {
  let t: TestApp;
  let admin: ApiClient;
  let user: ApiClient;
  let doctor: ApiClient;
  let guest: ApiClient;
  let refs: ResultRefs;
  beforeAll(async () => {
    ({ t, admin, user, doctor, guest, refs } = await resultsApp());
  });
  afterAll(() => t.close());

  const signed = (firstName: string, hn: string) =>
    signedOutCase(user, doctor, 'surgical', refs, { caseOverrides: { patientFirstName: firstName, hospitalId: refs.hospitalId, doctorId: refs.doctorId, hn } });
  const dispatchesOf = (reportId: number) =>
    sql<{ id: number }[]>(t, 'select distinct dispatch_id as id from dispatch_item where report_id = ?', [reportId]).then((rows) => rows.map((r) => r.id));

  it('a dispatch job: 202 at once, progress to the last PDF, one dispatch and one audit entry, its PDF the same as a reprint', async () => {
    const [a, b] = [await signed('จันทร์', '6620001'), await signed('อังคาร', '6620002')];
    const res = await user.post(JOB_API.dispatchJobs, { kind: 'surgical', hospitalId: refs.hospitalId, reportIds: [a.report.id, b.report.id] }).expect(202);
    expect(res.body.job).toMatchObject({ kind: 'dispatch-pdf', state: 'queued', dispatchId: null, createdBy: 'user' });
    const job = await waitFor(user, res.body.job.id, ended);
    expect(job).toMatchObject({ state: 'done', total: 3, done: 3, attempts: 1, error: null, filename: null });
    expect(job.dispatchId).toEqual(expect.any(Number));
    expect(await dispatchesOf(a.report.id)).toEqual([job.dispatchId]);

    const creates = (await auditOf(t, 'dispatch', job.dispatchId!)).filter((r) => r.action === 'create');
    expect(creates).toHaveLength(1);
    expect(creates[0]).toMatchObject({ actor_username: 'user', after: expect.objectContaining({ jobId: job.id }) });
    expect((await sql<{ action: string }[]>(t, `select action from audit_log where entity = 'job_run' and entity_id = ?`, [job.id])).map((r) => r.action)).toEqual(['create']);

    const pdf = await user.get(DISPATCH_API.dispatchPdf(job.dispatchId!)).buffer(true).parse(binary).expect(200);
    expect(pdfText(pdf.body)).toContain(a.case.accessionNo);
    // A dispatch job makes no file of its own: its PDF is the dispatch's.
    await user.get(JOB_API.file(job.id)).expect(404);
  });

  it('runs a job exactly once: a second try of a finished job, or two tries at once, make one dispatch', async () => {
    const runs = t.app.get(JobRunsService) as unknown as { run(kind: string, id: string, signal: AbortSignal, retry: number): Promise<void | 'failed'> };
    const c = await signed('พุธ', '6620003');
    // A run recorded but not queued in pg-boss, so that only this test's tries run it.
    const id = randomUUID();
    const body = { kind: 'surgical', hospitalId: refs.hospitalId, reportIds: [c.report.id] };
    await sql(t, `insert into job_run (id, kind, params, created_by_username) values (?, 'dispatch-pdf', ?::jsonb, 'user')`, [id, JSON.stringify(body)]);
    const signal = new AbortController().signal;
    const outcomes = await Promise.all([runs.run('dispatch-pdf', id, signal, 0), runs.run('dispatch-pdf', id, signal, 0)]);
    expect(outcomes).toEqual([undefined, undefined]);
    // A retry of the finished run (pg-boss after a lost acknowledgement) does not even start it.
    await runs.run('dispatch-pdf', id, signal, 1);
    const dispatches = await dispatchesOf(c.report.id);
    expect(dispatches).toHaveLength(1);
    expect((await auditOf(t, 'dispatch', dispatches[0]!)).filter((r) => r.action === 'create')).toHaveLength(1);
    expect(await waitFor(user, id, ended)).toMatchObject({ state: 'done', dispatchId: dispatches[0], attempts: 2 });
  });

  it('ends a job whose reports were sent meanwhile as failed with the reason, without a retry', async () => {
    const runs = t.app.get(JobRunsService) as unknown as { run(kind: string, id: string, signal: AbortSignal, retry: number): Promise<void | 'failed'> };
    const d = await signed('พฤหัส', '6620004');
    const body = { kind: 'surgical', hospitalId: refs.hospitalId, reportIds: [d.report.id] };
    const id = randomUUID();
    await sql(t, `insert into job_run (id, kind, params, created_by_username) values (?, 'dispatch-pdf', ?::jsonb, 'user')`, [id, JSON.stringify(body)]);
    // Sent by the route that answers when its job is done (201, as before jobs), before this job runs.
    expect((await user.post(DISPATCH_API.dispatches, body).expect(201)).body.dispatch).toMatchObject({
      reportCount: 1,
      items: [expect.objectContaining({ reportId: d.report.id })],
    });
    expect(await runs.run('dispatch-pdf', id, new AbortController().signal, 0)).toBe('failed');
    expect(await waitFor(user, id, ended)).toMatchObject({ state: 'failed', attempts: 1, dispatchId: null, error: expect.stringMatching(/^Some reports were sent meanwhile/) });
    expect(await dispatchesOf(d.report.id)).toHaveLength(1);
  });

  it('retries a failed try with back-off; a summary export job leaves its file to download', async () => {
    const summaries = t.app.get(SummariesService);
    const original = summaries.summary.bind(summaries);
    let tries = 0;
    summaries.summary = async (...args) => {
      if (tries++ === 0) throw new Error('the database went away for a moment');
      return original(...args);
    };
    try {
      const res = await user.post(JOB_API.summaryExportJobs('surgicals'), { from: '2026-01-01', to: '2026-12-31', format: 'xlsx' }).expect(202);
      const midway = await waitFor(user, res.body.job.id, (j) => j.attempts === 1 && j.state === 'queued');
      expect(midway.error).toBe('the database went away for a moment');
      const job = await waitFor(user, res.body.job.id, ended);
      expect(job).toMatchObject({ state: 'done', attempts: 2, total: 3, done: 3, error: null, filename: 'surgicals-summary-2026-01-01-2026-12-31.xlsx' });
      const file = await user.get(JOB_API.file(job.id)).buffer(true).parse(binary).expect(200);
      expect(file.headers['content-disposition']).toContain(job.filename);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(file.body as Parameters<typeof book.xlsx.load>[0]);
      expect(book.worksheets.map((s) => s.name)).toEqual(['Summary', 'Cases']);
    } finally {
      summaries.summary = original;
    }
  });

  it('refuses bad input with the reason, writing nothing; a file before the job is done: 409', async () => {
    const count = async () => (await sql<{ n: number }[]>(t, 'select count(*)::int as n from job_run'))[0]!.n;
    const before = await count();
    expect((await user.post(JOB_API.dispatchJobs, { kind: 'surgical', hospitalId: 999999, reportIds: [1] }).expect(400)).body.errors).toEqual([
      { field: 'hospitalId', message: 'is not a known hospital' },
    ]);
    expect((await user.post(JOB_API.dispatchJobs, { kind: 'surgical', hospitalId: refs.hospitalId, reportIds: [987654] }).expect(400)).body.errors[0].message).toMatch(
      /not waiting to be sent/,
    );
    await user.post(JOB_API.dispatchJobs, { kind: 'surgical', hospitalId: refs.hospitalId, reportIds: [] }).expect(400);
    expect((await user.post(JOB_API.summaryExportJobs('surgicals'), { from: '2026-02-10', to: '2026-02-01' }).expect(400)).body.errors[0].field).toBe('to');
    await user.post(JOB_API.summaryExportJobs('surgicals'), { format: 'pdf' }).expect(400);
    expect(await count()).toBe(before);
    await user.get(JOB_API.job('not-a-job')).expect(400);
    await user.get(JOB_API.job(randomUUID())).expect(404);

    const id = randomUUID();
    const me = (await user.get('/api/auth/check').expect(200)).body.id;
    await sql(t, `insert into job_run (id, kind, params, created_by_id, created_by_username) values (?, 'summary-export', '{}'::jsonb, ?, 'user')`, [id, me]);
    expect((await user.get(JOB_API.file(id)).expect(409)).body.message).toMatch(/The job is queued/);
  });

  it('is lab work: guests and pathologists neither start nor read jobs', async () => {
    for (const client of [guest, doctor]) {
      await client.post(JOB_API.dispatchJobs, { kind: 'surgical', hospitalId: refs.hospitalId, reportIds: [1] }).expect(403);
      await client.post(JOB_API.summaryExportJobs('surgicals'), {}).expect(403);
      await client.get(JOB_API.job(randomUUID())).expect(403);
    }
  });

  it('reports queue depth, jobs completed, failed and retried, and job durations in /metrics', async () => {
    const text = (await admin.get('/api/metrics').expect(200)).text;
    expect(text).toMatch(/pathdesk_job_queue_depth\{queue="dispatch-pdf"\} \d+/);
    expect(text).toMatch(/pathdesk_job_queue_depth\{queue="summary-export"\} \d+/);
    expect(text).toMatch(/pathdesk_jobs_completed_total\{queue="dispatch-pdf"\} [1-9]/);
    expect(text).toMatch(/pathdesk_jobs_completed_total\{queue="summary-export"\} [1-9]/);
    expect(text).toMatch(/pathdesk_job_failures_total\{queue="summary-export"\} [1-9]/);
    expect(text).toMatch(/pathdesk_job_retries_total\{queue="summary-export"\} [1-9]/);
    expect(text).toMatch(/pathdesk_job_duration_seconds_count\{queue="dispatch-pdf",outcome="completed"\} [1-9]/);
  });
});
