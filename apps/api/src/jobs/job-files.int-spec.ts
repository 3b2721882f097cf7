// Issue 24.13: a background job's file — a summary export, a month end's merged PDF and workbook —
// is read only by the account that started it or an administrator (404 to anyone else, who is not
// told it exists), and every download is in the audit log.
import { INVOICE_API, JOB_API, type JobRunDto, type MonthEndJobDto } from '@pathdesk/contracts';
import { ApiClient } from '../../test/api-client.js';
import { caseOn, lastMonth, newHospital } from '../../test/billing.js';
import { binary } from '../../test/pdf-text.js';
import { resultsApp } from '../../test/results-app.js';
import type { ResultRefs } from '../../test/results.js';
import { sql } from '../../test/sql.js';
import { DEMO_PASSWORD, type TestApp } from '../../test/test-app.js';

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 120_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

const downloads = (t: TestApp, entity: string, id: string) =>
  sql<{ actor_username: string; after: Record<string, unknown> }[]>(
    t,
    `select actor_username, after from audit_log where entity = ? and entity_id = ? and action = 'download' order by id`,
    [entity, id],
  );

describe("a background job's files (issue 24.13)", () => {
  let t: TestApp;
  let admin: ApiClient;
  let user: ApiClient;
  let otherStaff: ApiClient;
  let refs: ResultRefs;
  beforeAll(async () => {
    ({ t, admin, user, refs } = await resultsApp());
    await admin.post('/api/users', { username: 'user2', name: 'Other Lab Staff', role: 'user', password: DEMO_PASSWORD }).expect(201);
    otherStaff = await ApiClient.signedIn(t, 'user2');
  });
  afterAll(() => t.close());

  it('a summary export: its owner and administrators download it, each download audited; other staff get 404', async () => {
    const started = (await user.post(JOB_API.summaryExportJobs('surgicals'), { from: '2026-01-01', to: '2026-01-31', format: 'csv' }).expect(202)).body.job as JobRunDto;
    const job = await until(
      async () => (await user.get(JOB_API.job(started.id)).expect(200)).body.job as JobRunDto,
      (j) => j.state === 'done' || j.state === 'failed',
    );
    expect(job.state).toBe('done');

    const refused = await otherStaff.get(JOB_API.file(job.id)).expect(404);
    expect(refused.body.message).not.toContain(job.filename!);
    expect(await downloads(t, 'job_run', job.id)).toEqual([]);

    await user.get(JOB_API.file(job.id)).buffer(true).parse(binary).expect(200);
    await admin.get(JOB_API.file(job.id)).buffer(true).parse(binary).expect(200);
    expect(await downloads(t, 'job_run', job.id)).toEqual([
      { actor_username: 'user', after: { kind: 'summary-export', filename: job.filename } },
      { actor_username: 'admin', after: { kind: 'summary-export', filename: job.filename } },
    ]);
  });

  it("a month end's merged PDF and workbook: the same", async () => {
    const month = lastMonth();
    await caseOn(user, 'surgical', refs, await newHospital(user), `${month}-10`, { price: 900 });
    const started = (await user.post(INVOICE_API.monthEnd('surgical'), { month }).expect(202)).body.job as MonthEndJobDto;
    const job = await until(
      async () => (await user.get(INVOICE_API.monthEndJob('surgical', started.id)).expect(200)).body.job as MonthEndJobDto,
      (j) => j.state === 'done' || j.state === 'failed',
    );
    expect(job).toMatchObject({ state: 'done', filesReady: true });

    for (const file of [INVOICE_API.monthEndPdf('surgical', job.id), INVOICE_API.monthEndXlsx('surgical', job.id)]) {
      await otherStaff.get(file).expect(404);
      await user.get(file).buffer(true).parse(binary).expect(200);
      await admin.get(file).buffer(true).parse(binary).expect(200);
    }
    expect((await downloads(t, 'billing_run', job.id)).map((d) => [d.actor_username, d.after.file])).toEqual([
      ['user', `invoices-surgical-${month}.pdf`],
      ['admin', `invoices-surgical-${month}.pdf`],
      ['user', `invoices-surgical-${month}.xlsx`],
      ['admin', `invoices-surgical-${month}.xlsx`],
    ]);
  });
});
