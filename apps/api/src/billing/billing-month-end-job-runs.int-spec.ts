import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { INVOICE_API, JOB_API, type JobRunDto, type MonthEndJobDto } from '@pathdesk/contracts';
import { ApiClient } from '../../test/api-client.js';
import { caseOn, lastMonth, newHospital } from '../../test/billing.js';
import { caseRefs } from '../../test/cases.js';
import { binary } from '../../test/pdf-text.js';
import { sql } from '../../test/sql.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Issue 25.6: one job mechanism. A month-end run reports its progress through the same job-run
 * records as dispatch PDFs and summary exports (job_run, kind billing-month-end); the runs made
 * before keep their files, progress and place in the list (migration 029), at the same routes.
 */
describe('billing: a month-end run is a job run', () => {
  let t: TestApp;
  let user: ApiClient;
  beforeAll(async () => {
    t = await createTestApp();
    user = await ApiClient.signedIn(t, 'user');
  });
  afterAll(() => t.close());

  it('reports its progress through its job run: the jobs route and the month-end route say the same', async () => {
    const refs = await caseRefs(t);
    const month = lastMonth();
    await caseOn(user, 'cytological', refs, await newHospital(user), `${month}-09`, { price: 300 });
    const started = (await user.post(INVOICE_API.monthEnd('cytological'), { month }).expect(202)).body.job as MonthEndJobDto;
    const end = Date.now() + 120_000;
    let job = started;
    while (job.state !== 'done' && job.state !== 'failed' && Date.now() < end) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      job = (await user.get(INVOICE_API.monthEndJob('cytological', started.id)).expect(200)).body.job;
    }
    expect(job).toMatchObject({ state: 'done', total: 1, done: 1, filesReady: true, createdBy: 'user' });
    const run = (await user.get(JOB_API.job(started.id)).expect(200)).body.job as JobRunDto;
    expect(run).toMatchObject({ id: started.id, kind: 'billing-month-end', state: 'done', total: 1, done: 1, error: null, attempts: 1, createdBy: 'user' });
    expect([run.createdAt, run.startedAt, run.finishedAt]).toEqual([job.createdAt, job.startedAt, job.finishedAt]);
    expect(await sql(t, `select params from job_run where id = ?`, [started.id])).toEqual([{ params: { kind: 'cytological', month } }]);
  }, 180_000);

  it('keeps the runs made before the job runs: their state, progress, author, times and files, at the same routes', async () => {
    const orm = t.app.get(MikroORM);
    await orm.migrator.down({ to: '20261124-028-release-event' }); // billing_run as it was
    const [done, failed] = [randomUUID(), randomUUID()];
    const pdf = Buffer.from('%PDF-1.7 a merged month end');
    await sql(
      t,
      `insert into billing_run (id, kind, month, state, total, done, error, pdf, xlsx, created_by_username, created_at, started_at, finished_at) values
         (?, 'surgical', '2026-01', 'done', 12, 12, null, ?, ?, 'user', '2026-02-01T02:00:00Z', '2026-02-01T02:00:01Z', '2026-02-01T02:03:00Z'),
         (?, 'surgical', '2026-02', 'failed', 7, 3, 'Chromium is not installed', null, null, 'admin', '2026-03-01T02:00:00Z', '2026-03-01T02:00:02Z', null)`,
      [done, pdf, Buffer.from('a workbook'), failed],
    );
    await orm.migrator.up();

    const list = (await user.get(INVOICE_API.monthEnd('surgical')).expect(200)).body;
    expect(list).toEqual({
      total: 2,
      jobs: [
        {
          id: failed,
          kind: 'surgical',
          month: '2026-02',
          state: 'failed',
          total: 7,
          done: 3,
          error: 'Chromium is not installed',
          filesReady: false,
          createdBy: 'admin',
          createdAt: '2026-03-01T02:00:00.000Z',
          startedAt: '2026-03-01T02:00:02.000Z',
          finishedAt: null,
          invoiceIds: [],
        },
        {
          id: done,
          kind: 'surgical',
          month: '2026-01',
          state: 'done',
          total: 12,
          done: 12,
          error: null,
          filesReady: true,
          createdBy: 'user',
          createdAt: '2026-02-01T02:00:00.000Z',
          startedAt: '2026-02-01T02:00:01.000Z',
          finishedAt: '2026-02-01T02:03:00.000Z',
          invoiceIds: [],
        },
      ],
    });
    const file = await user.get(INVOICE_API.monthEndPdf('surgical', done)).buffer(true).parse(binary).expect(200);
    expect(Buffer.compare(file.body as Buffer, pdf)).toBe(0);
    expect(
      await sql(t, `select j.kind, j.params, j.attempts, u.username as "createdBy" from job_run j left join app_user u on u.id = j.created_by_id where j.id = ?`, [done]),
    ).toEqual([{ kind: 'billing-month-end', params: { kind: 'surgical', month: '2026-01' }, attempts: 1, createdBy: 'user' }]);
    // A run is billing's and its job run's together: neither goes without the other.
    await expect(sql(t, `delete from job_run where id = ?`, [done])).rejects.toThrow(/billing_run_id_foreign/);
  });
});
