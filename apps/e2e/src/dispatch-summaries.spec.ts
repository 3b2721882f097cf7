import { execFileSync } from 'node:child_process';
import ExcelJS from 'exceljs';
import { labDay } from '@pathdesk/contracts';
import { expect, test } from './support/fixtures';
import { DEMO_PASSWORD, demoGuestHospitalId, diagnoseSurgical, registerCase, type Api, type Kind } from './support/api';

// Issue 14 end to end: reports sent to a hospital as one merged PDF, the three summaries with their
// charts and Excel exports, and the dashboard per role. Each test makes its own hospital and cases.

const unique = () => Date.now().toString(36).slice(-6) + Math.random().toString(36).slice(2, 5);

/** The text of a PDF file, as pdftotext reads it. */
const pdfText = (file: string) => execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });

/** A hospital of this test's own, so the reports waiting for it are this test's only. */
async function newHospital(admin: Api) {
  const tag = unique().toUpperCase();
  const { hospital } = await admin.send('post', '/api/hospitals', { code: `E2E-${tag}`, nameTh: `โรงพยาบาลทดสอบส่ง ${tag}` }, 201);
  return hospital as { id: number; nameTh: string; code: string };
}

/** A surgical case at `hospitalId`, diagnosed and signed out by the pathologist: released version 1. */
async function releasedSurgical(user: Api, doctor: Api, hospitalId: number, lastName: string) {
  const c = await registerCase(user, 'surgical', { lastName }, { hospitalId });
  // The doctor signs as the pathologist record linked to their account (issue 16.6), with the password (15.6).
  const { signature } = await doctor.get('/api/users/me/signature');
  await diagnoseSurgical(
    user,
    doctor,
    c.id,
    { gross: 'An ellipse of skin 1.5 cm.', microscopic: 'Benign.', diagnosis: 'Skin: seborrheic keratosis.', pathologistId: signature.staffId },
    'not-malignant',
  );
  await doctor.send('post', '/api/reports/surgicals/generate', { caseId: c.id, password: DEMO_PASSWORD }, 201);
  return c;
}

test.describe('include reports and dispatch', () => {
  test('lab staff dispatch three released reports as one PDF whose cover lists them, and can reprint it', async ({ page, signIn, apiAs }) => {
    const [admin, user, doctor] = [await apiAs('admin'), await apiAs('user'), await apiAs('doctor')];
    const hospital = await newHospital(admin);
    const cases = [];
    for (const name of ['ส่งหนึ่ง', 'ส่งสอง', 'ส่งสาม']) cases.push(await releasedSurgical(user, doctor, hospital.id, `${name}${unique()}`));

    await signIn('user');
    await page.goto('/report/surgical-report');
    const toSend = page.getByRole('region', { name: 'To send' });
    await toSend.getByRole('combobox', { name: 'Hospital to send to' }).or(toSend.locator('.p-dropdown')).first().click();
    await page.locator('.p-dropdown-filter').fill(hospital.code);
    await page.locator('.p-dropdown-items').getByRole('option', { name: hospital.nameTh }).click();

    const table = toSend.getByLabel('Reports to send', { exact: true });
    for (const c of cases) await expect(table).toContainText(c.accessionNo);
    const dispatch = toSend.getByRole('button', { name: 'Dispatch 3' });
    await expect(dispatch).toBeEnabled();
    await dispatch.click();
    const confirm = page.getByRole('dialog', { name: 'Dispatch reports' });
    await expect(confirm).toContainText(`Send 3 reports to ${hospital.nameTh}?`);
    const downloading = page.waitForEvent('download');
    await confirm.getByRole('button', { name: 'Dispatch', exact: true }).click();
    const download = await downloading;

    expect(download.suggestedFilename()).toMatch(/^D\d{2}-\d+\.pdf$/);
    const cover = pdfText(await download.path());
    expect(cover).toContain(`Dispatch ${download.suggestedFilename().replace('.pdf', '')}`);
    for (const c of cases) expect(cover).toContain(c.accessionNo);
    await expect(table).toContainText(`Nothing waits to be sent to ${hospital.nameTh}.`);

    const reprint = toSend.getByRole('button', { name: `Reprint ${download.suggestedFilename().replace('.pdf', '')}` });
    const again = page.waitForEvent('download');
    await reprint.click();
    expect(pdfText(await (await again).path())).toBe(cover);
  });
});

test.describe('summary reports', () => {
  for (const kind of ['surgical', 'cytological', 'gynecological'] as Kind[]) {
    test(`the ${kind} summary draws its chart and its Excel file reads back`, async ({ page, signIn }) => {
      await signIn('user');
      await page.goto(`/report/${kind}-summary-report`);

      await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${kind} summary report$`, 'i') })).toBeVisible();
      await expect(page.getByLabel('Totals')).toContainText('Received');
      await expect(page.getByRole('img', { name: 'Cases by diagnosis category' })).toBeVisible();
      await expect(page.locator('canvas[aria-label="Cases by diagnosis category"]')).toBeVisible();

      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download Excel' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(new RegExp(`^${kind}s-summary-\\d{4}-\\d{2}-\\d{2}-\\d{4}-\\d{2}-\\d{2}\\.xlsx$`));
      const book = new ExcelJS.Workbook();
      await book.xlsx.readFile(await download.path());
      expect(book.worksheets.map((s) => s.name)).toEqual(['Summary', 'Cases']);
    });
  }

  test('a hospital’s summary of today lists its cases in the Excel file, Thai names intact', async ({ page, signIn, apiAs }) => {
    const [admin, user, doctor] = [await apiAs('admin'), await apiAs('user'), await apiAs('doctor')];
    const hospital = await newHospital(admin);
    const released = await releasedSurgical(user, doctor, hospital.id, `สรุป${unique()}`);
    const pending = await registerCase(user, 'surgical', { lastName: `รอผล${unique()}` }, { hospitalId: hospital.id });

    await signIn('user');
    const today = labDay();
    await page.goto(`/report/surgical-summary-report?from=${today}&to=${today}&hospitalId=${hospital.id}`);
    await expect(page.getByLabel('Totals')).toContainText('Received2');
    await expect(page.getByLabel('Cases of the summary', { exact: true })).toContainText(pending.accessionNo);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Excel' }).click();
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await (await downloading).path());
    const cases = book.getWorksheet('Cases')!;
    const text = cases.getSheetValues().flat().map(String).join(' ');
    for (const c of [released, pending]) {
      expect(text).toContain(c.accessionNo);
      expect(text).toContain(c.patientName);
    }
  });
});

test.describe('the dashboard', () => {
  test('lab staff see the day’s work, each number a link to its list', async ({ page, signIn }) => {
    await signIn('user');
    await page.goto('/');

    const received = page.getByRole('region', { name: 'Received today' });
    const surgical = received.getByRole('link', { name: /Surgical, received today$/ });
    await expect(surgical).toHaveAttribute('href', `/workspace/surgicals?receivedFrom=${labDay()}&receivedTo=${labDay()}`);
    await expect(page.getByRole('region', { name: 'Reports to dispatch' }).getByRole('link', { name: /Surgical reports/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cases waiting, by age' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'My cases to sign out' })).toHaveCount(0);

    await surgical.click();
    await expect(page).toHaveURL(/\/workspace\/surgicals\?receivedFrom=/);
    // The worklist opens with the link's filter: received today (the workspace remote loads first,
    // slowly on a busy machine).
    await expect(page.getByPlaceholder('Received between')).not.toHaveValue('', { timeout: 30_000 });
  });

  test('a guest sees the latest released reports only, and no tile that leads to Access denied', async ({ page, signIn, apiAs }) => {
    const [admin, user, doctor] = [await apiAs('admin'), await apiAs('user'), await apiAs('doctor')];
    // At the demo guest's hospital: a guest reads its hospitals' reports only (issue 28).
    await releasedSurgical(user, doctor, await demoGuestHospitalId(admin), `แขก${unique()}`);

    await signIn('guest');
    await page.goto('/');

    const latest = page.getByRole('region', { name: 'Latest released reports' });
    await expect(latest.getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Received today' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Surgical cases' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Reports', exact: true })).toHaveCount(0);

    await latest.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/report\/\w+-report\/\d+$/);
    await expect(page.getByText('Access denied')).toHaveCount(0);
  });
});
