import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { buddhistYear, labYear } from '@pathdesk/contracts';
import { expect, test, toasts } from './support/fixtures';
import { Api, DEMO_PASSWORD, demoGuestHospitalId, diagnoseSurgical, registerCase as register, saveResult } from './support/api';
import { bodyRows } from './support/tables';

// Released reports end to end: cases are registered, diagnosed and signed out through the API (as
// the people who would do it), then read where lab staff, guests and pathologists read them.

/** The Buddhist Era year of today in Bangkok, as report dates show it. */
const beYear = () => buddhistYear(labYear());

interface Staff {
  user: Api;
  doctor: Api;
}

const DIAGNOSIS = 'Skin, left arm, excision: dermatofibroma, completely excised.';

/** A surgical case signed out by the pathologist (doctor): its case and released version 1. */
async function signedOutSurgical(staff: Staff) {
  // At the demo guest's hospital: guests read their hospitals' reports only (issue 28).
  const c = await register(staff.user, 'surgical', {}, { hospitalId: await demoGuestHospitalId(staff.user) });
  // The doctor signs as the pathologist record linked to their account (issue 16.6).
  const { signature } = await staff.doctor.get('/api/users/me/signature');
  const fields = { gross: 'An ellipse of skin 2.0 × 1.0 × 0.5 cm.', microscopic: 'A dermal spindle cell proliferation.', diagnosis: DIAGNOSIS, pathologistId: signature.staffId };
  await diagnoseSurgical(staff.user, staff.doctor, c.id, fields, 'not-malignant');
  const { surgicalreport } = await staff.doctor.send('post', '/api/reports/surgicals/generate', { caseId: c.id, password: DEMO_PASSWORD }, 201);
  return { ...c, fields, reportId: surgicalreport.id as number };
}

/** What the page logs as errors (a refused call the page answers itself is not one). */
function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The text of a PDF file, as pdftotext reads it. */
function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

const reportDocument = (page: Page) => page.getByRole('article', { name: /REPORT/ });

test.describe('released reports', () => {
  let staff: Staff;
  test.beforeAll(async ({ playwright }, info) => {
    const baseURL = info.project.use.baseURL!;
    staff = { user: await Api.as(playwright, baseURL, 'user'), doctor: await Api.as(playwright, baseURL, 'doctor') };
  });
  test.afterAll(async () => {
    await staff.user.dispose();
    await staff.doctor.dispose();
  });

  test('before sign-out the Report tab says so and leads to the result', async ({ page, signIn }) => {
    await signIn('user');
    const c = await register(staff.user, 'surgical');

    await page.goto(`/workspace/surgicals/${c.id}/view`);

    await expect(page.getByText('This case has not been signed out yet: there is no report to show.')).toBeVisible();
    await page.getByRole('link', { name: 'Go to the result' }).click();
    await expect(page).toHaveURL(new RegExp(`/workspace/surgicals/${c.id}/result$`));
  });

  test('the Report tab shows the signed-out report, and its PDF has the same text', async ({ page, signIn }) => {
    const consoleErrors = collectConsoleErrors(page);
    await signIn('user');
    const c = await signedOutSurgical(staff);

    await page.goto(`/workspace/surgicals/${c.id}/view`);
    const doc = reportDocument(page);
    await expect(doc).toContainText(c.accessionNo);
    await expect(doc).toContainText(c.patientName);
    await expect(doc).toContainText(DIAGNOSIS);
    await expect(doc.getByRole('region', { name: 'Patient and specimen' })).toContainText(String(beYear()));
    await expect(page.getByRole('navigation', { name: 'Versions' }).getByRole('button')).toHaveCount(1);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: `Download PDF of ${c.accessionNo} version 1` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${c.accessionNo}-v1.pdf`);
    const text = pdfText(await download.path());
    expect(text).toContain(c.accessionNo);
    expect(text).toContain(c.patientName);
    expect(text).toContain(DIAGNOSIS);
    await expect(page.getByRole('button', { name: /^Download PDF/ })).toBeEnabled();

    // On paper only the report: no top bar, menu, footer, case tabs, buttons or version list.
    await page.emulateMedia({ media: 'print' });
    await expect(doc).toBeVisible();
    for (const hidden of [page.getByRole('button', { name: 'Toggle menu' }), page.locator('footer.layout-footer'), page.getByRole('navigation', { name: 'Case' })]) {
      await expect(hidden).toBeHidden();
    }
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Versions' })).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });

  test('a guest finds the report in the surgical reports and opens it, but not the workspace', async ({ page, signIn }) => {
    const c = await signedOutSurgical(staff);
    await signIn('guest');

    await page.goto('/report/surgical-report');
    const table = page.getByRole('table');
    await page.getByRole('searchbox', { name: 'Accession no., HN or name' }).fill(c.accessionNo);
    await expect(bodyRows(table)).toHaveCount(1);
    await expect(table).toContainText(c.patientName);
    await table.getByRole('link', { name: c.accessionNo }).click();

    await expect(page).toHaveURL(new RegExp(`/report/surgical-report/${c.reportId}$`));
    await expect(page.getByRole('heading', { level: 1, name: c.accessionNo })).toBeVisible();
    await expect(reportDocument(page)).toContainText(DIAGNOSIS);

    await page.goto('/workspace');
    await expect(page).toHaveURL(/\/auth\/access$/);
    await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  });

  test('an amendment is a new, AMENDED version; the original stays readable', async ({ page, signIn }) => {
    const c = await signedOutSurgical(staff);
    const corrected = 'Skin, left arm, excision: dermatofibroma; deep margin involved.';
    await saveResult(staff.doctor, 'surgical', c.id, { diagnosis: corrected }, true);
    await staff.doctor.send('post', '/api/reports/surgicals/generate', { caseId: c.id, amendReason: 'Deep margin re-examined', password: DEMO_PASSWORD }, 201);
    await signIn('doctor');

    await page.goto(`/workspace/surgicals/${c.id}/view`);
    const doc = reportDocument(page);
    await expect(doc.getByRole('note', { name: 'Amended report' })).toContainText('AMENDED REPORT — version 2, supersedes version 1');
    await expect(doc).toContainText('Reason for amendment: Deep margin re-examined');
    await expect(doc).toContainText(corrected);
    const versions = page.getByRole('navigation', { name: 'Versions' }).getByRole('button');
    await expect(versions).toHaveCount(2);
    await expect(versions.first()).toContainText('Version 2');
    await expect(versions.first()).toContainText('AMENDED');

    await versions.nth(1).click();
    await expect(doc).toContainText('Report version 1');
    await expect(doc).toContainText(DIAGNOSIS);
    await expect(doc.getByRole('note')).toContainText('Superseded by version 2.');
  });

  test('a high-risk NILM Pap is held for a rescreen, and another person’s agreement releases it', async ({ page, signIn }) => {
    const consoleErrors = collectConsoleErrors(page);
    const c = await register(staff.user, 'gynecological');
    // Screened by a screener record no lab staff account signs as: lab staff may rescreen it (issue 24.2).
    const { signature } = await staff.user.get('/api/users/me/signature');
    const screener = (await staff.doctor.get('/api/cfgvalues/screeners')).screeners.find((s: { id: number }) => s.id !== signature.staffId);
    const [gynType] = (await staff.doctor.get('/api/cfgvalues/gynecologicaltypes')).gynecologicaltypes;
    const fields = { gynTypeId: gynType.id, adequacy: 'satisfactory', interpretation: 'NILM', screenerId: screener.id, highRisk: true };
    await saveResult(staff.doctor, 'gynecological', c.id, fields);
    const held = await staff.doctor.send('post', '/api/reports/gynecologicals/generate', { caseId: c.id, password: DEMO_PASSWORD }, 202);
    expect(held.qc).toMatchObject({ caseId: c.id, reason: 'high-risk' });

    // The pathologist who asked for the sign-out may not rescreen it: the server says why.
    await signIn('doctor');
    await page.goto('/report/gynecological-review-report');
    const queue = page.getByRole('region', { name: 'Waiting for rescreen' });
    await queue.getByRole('button', { name: `Review ${c.accessionNo}` }).click();
    let dialog = page.getByRole('dialog', { name: `Rescreen ${c.accessionNo}` });
    await dialog.getByLabel(/^Agree — NILM/).check();
    await page.getByRole('button', { name: 'Record the review' }).click();
    await page.getByRole('button', { name: 'Agree and release' }).click();
    await expect(dialog.getByRole('alert')).toContainText('You asked for this sign-out: another person rescreens the slide.');
    await expect(toasts(page)).toContainText('Rescreen failed');

    // Lab staff rescreen it and agree: the report is released.
    await signIn('user');
    await page.goto('/report/gynecological-review-report');
    await queue.getByRole('button', { name: `Review ${c.accessionNo}` }).click();
    dialog = page.getByRole('dialog', { name: `Rescreen ${c.accessionNo}` });
    await page.getByRole('button', { name: 'Record the review' }).click();
    await expect(dialog.getByText('Choose whether you agree with the original interpretation.')).toBeVisible();
    await dialog.getByLabel(/^Agree — NILM/).check();
    await dialog.getByLabel('Note').fill('Rescreened: NILM confirmed.');
    await page.getByRole('button', { name: 'Record the review' }).click();
    await page.getByRole('button', { name: 'Agree and release' }).click();
    await expect(toasts(page)).toContainText('Report released');
    await expect(dialog).toBeHidden();
    await expect(queue.getByRole('button', { name: `Review ${c.accessionNo}` })).toBeHidden();
    await expect(page.getByRole('region', { name: 'Reviewed' }).getByRole('row').filter({ hasText: c.accessionNo })).toContainText('Agreed');
    // The review report counts it: the reviewer appears among this month's reviewers.
    const review = page.getByRole('region', { name: 'Review report', exact: true });
    await expect(review.getByRole('region', { name: 'By reviewer' }).getByRole('row', { name: /^user/ })).toBeVisible();
    await expect(review).toContainText('Agreement rate');

    await page.goto(`/workspace/gyneologicals/${c.id}/view`);
    const doc = reportDocument(page);
    await expect(doc).toContainText('Negative for intraepithelial lesion or malignancy (NILM)');
    await expect(doc.getByRole('region', { name: 'Signatures' })).toContainText('Quality-control rescreen');
    expect(consoleErrors).toEqual([]);
  });
});
