import ExcelJS from 'exceljs';
import pg from 'pg';
import { INVOICE_API, type MonthEndJobDto } from '@pathdesk/contracts';
import { PDFDocument } from 'pdf-lib';
import { ApiClient } from '../../test/api-client.js';
import { caseOn, lastMonth, newHospital } from '../../test/billing.js';
import { caseRefs, type CaseRefs } from '../../test/cases.js';
import { binary, pdfText } from '../../test/pdf-text.js';
import { auditOf, sql } from '../../test/sql.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const PAYERS = 24;

/** Polls the job until `until` holds (or the time runs out). */
async function waitFor(client: ApiClient, jobId: string, until: (job: MonthEndJobDto) => boolean, timeoutMs = 150_000): Promise<MonthEndJobDto> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const job = (await client.get(INVOICE_API.monthEndJob('surgical', jobId)).expect(200)).body.job as MonthEndJobDto;
    if (until(job) || Date.now() > end) return job;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('billing: month end as a background job (pg-boss)', () => {
  let first: TestApp;
  let second: TestApp | null = null;
  let refs: CaseRefs;
  const month = lastMonth();
  beforeAll(async () => {
    first = await createTestApp();
    refs = await caseRefs(first);
  });
  afterAll(async () => {
    await second?.close();
  });

  it("issues every payer's invoice of the month, survives a restart of the API mid-job, and ends with one merged PDF and a workbook", async () => {
    const user = await ApiClient.signedIn(first, 'user');
    for (let i = 0; i < PAYERS; i++) {
      const hospitalId = await newHospital(user);
      await caseOn(user, 'surgical', refs, hospitalId, `${month}-${String(1 + (i % 28)).padStart(2, '0')}`, { price: 500 + i });
    }
    const refused = await user.post(INVOICE_API.monthEnd('surgical'), { month: '2999-01' }).expect(400);
    expect(refused.body.errors[0]).toMatchObject({ field: 'month' });

    const started = await user.post(INVOICE_API.monthEnd('surgical'), { month }).expect(202);
    const jobId = started.body.job.id;
    expect(started.body.job).toMatchObject({ kind: 'surgical', month, done: 0, filesReady: false, createdBy: 'user' });
    expect(['queued', 'running']).toContain(started.body.job.state);
    // One run of a month at a time.
    await user.post(INVOICE_API.monthEnd('surgical'), { month }).expect(409);
    await user.get(INVOICE_API.monthEndPdf('surgical', jobId)).expect(409);

    // Stop the API while the job is under way; a new API process on the same database takes it over.
    const midway = await waitFor(user, jobId, (job) => job.done >= 1);
    expect(midway.state).toBe('running');
    await first.close({ keepDatabase: true });
    // The stopping process ended the job between two steps and gave it back to the queue.
    const db = new pg.Client({ connectionString: first.database.url });
    await db.connect();
    const paused = (await db.query('select state, total, error from job_run where id = $1', [jobId])).rows[0];
    await db.end();
    expect(paused).toMatchObject({ state: 'queued', total: PAYERS, error: expect.stringMatching(/^interrupted/) });
    second = await createTestApp({}, { database: first.database });
    const client = await ApiClient.signedIn(second, 'user');

    const job = await waitFor(client, jobId, (j) => j.state === 'done' || j.state === 'failed');
    expect(job).toMatchObject({ state: 'done', total: PAYERS, done: PAYERS, filesReady: true, error: null });
    expect(job.invoiceIds).toHaveLength(PAYERS);
    const [boss] = await sql<{ retry_count: number }[]>(second, 'select retry_count from pgboss.job where id = ?', [jobId]);
    expect(boss!.retry_count).toBeGreaterThanOrEqual(1);

    // Every payer once, numbers unique and consecutive, no draft left behind.
    const rows = await sql<{ status: string; number: string; payer_id: number }[]>(second, `select status, number, payer_id from invoice where run_id = ? order by number`, [
      jobId,
    ]);
    expect(rows).toHaveLength(PAYERS);
    expect(rows.every((r) => r.status === 'issued')).toBe(true);
    expect(new Set(rows.map((r) => r.payer_id)).size).toBe(PAYERS);
    const seqs = rows.map((r) => Number(r.number.slice(-5)));
    expect(seqs.at(-1)! - seqs[0]! + 1).toBe(PAYERS);
    expect(await auditOf(second, 'billing_run', jobId as never)).toEqual([expect.objectContaining({ action: 'create', actor_username: 'user' })]);

    const pdf = await client.get(INVOICE_API.monthEndPdf('surgical', jobId)).buffer(true).parse(binary).expect(200).expect('Content-Type', 'application/pdf');
    expect((await PDFDocument.load(pdf.body as Buffer)).getPageCount()).toBe(PAYERS);
    const text = pdfText(pdf.body as Buffer);
    for (const r of rows) expect(text).toContain(r.number);

    const xlsx = await client.get(INVOICE_API.monthEndXlsx('surgical', jobId)).buffer(true).parse(binary).expect(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.body as Parameters<typeof book.xlsx.load>[0]);
    const invoices = book.getWorksheet('Invoices')!;
    const lines = book.getWorksheet('Lines')!;
    expect(invoices.rowCount).toBe(PAYERS + 1);
    expect(lines.rowCount).toBe(PAYERS + 1);
    expect(invoices.getRow(1).getCell(1).value).toBe('Number');
    const totals = invoices.getColumn(13).values.slice(2) as number[];
    expect(totals.reduce((s, v) => s + v, 0)).toBe(Array.from({ length: PAYERS }, (_, i) => 500 + i).reduce((s, v) => s + v, 0));

    // Nothing left to bill: a second run of the month issues nothing.
    const again = await client.post(INVOICE_API.monthEnd('surgical'), { month }).expect(202);
    expect(await waitFor(client, again.body.job.id, (j) => j.state === 'done' || j.state === 'failed')).toMatchObject({ state: 'done', total: 0, invoiceIds: [] });
    // Guests and doctors see no run.
    await (await ApiClient.signedIn(second, 'doctor')).get(INVOICE_API.monthEndJob('surgical', jobId)).expect(403);
    await client.get(INVOICE_API.monthEndJob('surgical', 'not-a-uuid')).expect(400);
    await client.get(INVOICE_API.monthEndJob('cytological', jobId)).expect(404);
  }, 400_000);
});
