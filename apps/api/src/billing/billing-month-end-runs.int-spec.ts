import { INVOICE_API, type MonthEndJobDto } from '@pathdesk/contracts';
import { ApiClient } from '../../test/api-client.js';
import { caseOn, lastMonth, newHospital } from '../../test/billing.js';
import { caseRefs } from '../../test/cases.js';
import { binary } from '../../test/pdf-text.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** Polls the run until it has ended. */
async function ended(client: ApiClient, jobId: string): Promise<MonthEndJobDto> {
  const end = Date.now() + 120_000;
  for (;;) {
    const job = (await client.get(INVOICE_API.monthEndJob('gynecological', jobId)).expect(200)).body.job as MonthEndJobDto;
    if (job.state === 'done' || job.state === 'failed' || Date.now() > end) return job;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('billing: the month-end runs stay findable, and a run that issued nothing offers no files', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("lists a kind's runs newest first with who, when, the month, the state and what they issued; an empty run has no files", async () => {
    const user = await ApiClient.signedIn(t, 'user');
    const admin = await ApiClient.signedIn(t, 'admin');
    const refs = await caseRefs(t);
    const month = lastMonth();
    const hospitalId = await newHospital(user);
    await caseOn(user, 'gynecological', refs, hospitalId, `${month}-11`, { price: 250, lmp: `${month}-01` });

    const first = await ended(user, (await user.post(INVOICE_API.monthEnd('gynecological'), { month }).expect(202)).body.job.id);
    expect(first).toMatchObject({ state: 'done', filesReady: true, invoiceIds: [expect.any(Number)] });
    // Nothing is left to bill: the second run of the month issues nothing, and has no files to offer.
    const empty = await ended(admin, (await admin.post(INVOICE_API.monthEnd('gynecological'), { month }).expect(202)).body.job.id);
    expect(empty).toMatchObject({ state: 'done', total: 0, invoiceIds: [], filesReady: false, createdBy: 'admin' });
    // Its owner (an administrator) is told why; lab staff, who did not start it, may not read its files at all (issue 24.13).
    const noPdf = await admin.get(INVOICE_API.monthEndPdf('gynecological', empty.id)).expect(404);
    expect(noPdf.body.message).toMatch(/issued no invoice/);
    expect(noPdf.body.errors).toEqual([{ field: 'jobId', message: 'issued no invoice' }]);
    await admin.get(INVOICE_API.monthEndXlsx('gynecological', empty.id)).expect(404);
    expect((await user.get(INVOICE_API.monthEndPdf('gynecological', empty.id)).expect(404)).body.message).not.toMatch(/issued no invoice/);
    await user.get(INVOICE_API.monthEndPdf('gynecological', first.id)).buffer(true).parse(binary).expect(200).expect('Content-Type', 'application/pdf');

    // After a reload, the page finds both runs again: the list of the kind's runs, newest first.
    const list = (await user.get(INVOICE_API.monthEnd('gynecological')).expect(200)).body;
    expect(list.total).toBe(2);
    expect(list.jobs.map((j: MonthEndJobDto) => j.id)).toEqual([empty.id, first.id]);
    expect(list.jobs[1]).toEqual(first);
    expect(list.jobs[0]).toMatchObject({ month, createdBy: 'admin', state: 'done', filesReady: false, createdAt: expect.any(String), finishedAt: expect.any(String) });
    expect((await user.get(`${INVOICE_API.monthEnd('gynecological')}?first=1&rows=1`).expect(200)).body).toEqual({ jobs: [first], total: 2 });
    // Per kind; lab staff only; the page's bounds checked.
    expect((await user.get(INVOICE_API.monthEnd('surgical')).expect(200)).body).toEqual({ jobs: [], total: 0 });
    await (await ApiClient.signedIn(t, 'doctor')).get(INVOICE_API.monthEnd('gynecological')).expect(403);
    expect((await user.get(`${INVOICE_API.monthEnd('gynecological')}?rows=0`).expect(400)).body.errors[0]).toMatchObject({ field: 'rows' });
    await user.get(`${INVOICE_API.monthEnd('gynecological')}?state=done`).expect(400);
  }, 300_000);
});
