import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { addDays, buddhistYear, labDay, labYear } from '@pathdesk/contracts';
import { expect, test, toasts } from './support/fixtures';
import type { Api } from './support/api';
import { expectNoSeriousViolations } from './support/axe';
import { issuedThrough, newHospital, pdfText, surgicalCase, unique, type Hospital } from './support/billing';
import { bodyRows } from './support/tables';

// Invoices end to end: a hospital of the test's own (support/billing.ts), two surgical cases
// received today with their own prices, billed this month so far through the pages a clerk uses.

/**
 * The first look at a page reached by a client-side move (its lazy chunk, then its call): on the
 * shared 2-core machine under load this has been seen to take over 10 s, the default step wait.
 */
const ARRIVAL = { timeout: 30_000 };

/** The month the month-end dialog offers first: this month on its last day, else last month. */
function closedMonth(): string {
  const today = labDay();
  return addDays(today, 1).slice(0, 7) !== today.slice(0, 7) ? today.slice(0, 7) : addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7);
}

/** A cytological case from `hospital`, received on the 10th of the month month end offers (a month that is over). */
async function cytologicalLastMonth(user: Api, hospital: Hospital) {
  const tag = unique();
  const lastMonth = closedMonth();
  const [cytoType] = (await user.get('/api/cfgvalues/cytologicaltypes')).cytologicaltypes;
  const body = {
    hn: `M${tag}`.toUpperCase(),
    patientTitle: 'นาย',
    patientFirstName: 'สมชาย',
    patientLastName: `สิ้นเดือน${tag}`,
    sex: 'male',
    ageYears: 61,
    hospitalId: hospital.id,
    specimen: 'Thyroid FNA',
    cytoTypeId: cytoType.id,
    source: 'Left thyroid lobe',
    collectedAt: `${lastMonth}-10T01:00:00.000Z`,
    receivedAt: `${lastMonth}-10T03:00:00.000Z`,
    price: 650,
  };
  const { cytological } = await user.send('post', '/api/cytologicals', body, 201);
  return { accessionNo: cytological.accessionNo as string };
}

/** Opens the payer dropdown of the open dialog and picks the hospital by typing part of its name. */
async function pickPayer(page: Page, hospital: Hospital) {
  const dialog = page.getByRole('dialog');
  await dialog.locator('.p-dropdown').first().click();
  await page.locator('.p-dropdown-filter').fill(hospital.name.split(' ')[1]!);
  await page.getByRole('option', { name: hospital.name }).click();
}

test.describe('invoices', () => {
  test('a month for one hospital: draft, exclude a line, issue, its PDF, the list', async ({ page, signIn, apiAs }) => {
    test.slow();
    const admin = await apiAs('admin');
    const user = await apiAs('user');
    const hospital = await newHospital(admin);
    const kept = await surgicalCase(user, hospital, 1200);
    const other = await surgicalCase(user, hospital, 800);
    await signIn('user');

    // A draft of this month so far, for this hospital only.
    await page.goto('/report/surgical-invoice');
    await expect(page.getByRole('heading', { level: 1, name: 'Surgical invoice' })).toBeVisible(ARRIVAL);
    await page.getByRole('button', { name: 'New draft…' }).click();
    await pickPayer(page, hospital);
    await page.getByRole('button', { name: 'Make the draft' }).click();
    await expect(page).toHaveURL(/\/report\/surgical-invoice\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Draft surgical invoice #\d+$/ })).toBeVisible(ARRIVAL);
    const lines = page.getByRole('table');
    await expect(bodyRows(lines)).toHaveCount(2);
    await expect(page.getByRole('region', { name: 'Invoice totals' })).toContainText('฿2,000.00');
    await expectNoSeriousViolations(page);

    // Exclude one line: the reason is asked for first.
    await page.getByRole('button', { name: `Exclude ${other.accessionNo}` }).click();
    const exclude = page.getByRole('dialog', { name: `Exclude ${other.accessionNo}?` });
    await exclude.getByRole('button', { name: 'Exclude the line' }).click();
    await expect(exclude.getByText('A reason is required.')).toBeVisible();
    await exclude.getByLabel('Reason').fill('Billed with the next batch');
    await exclude.getByRole('button', { name: 'Exclude the line' }).click();
    await expect(exclude).toBeHidden();
    await expect(page.getByRole('button', { name: `Put ${other.accessionNo} back` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Invoice totals' })).toContainText('฿1,200.00');
    await expect(page.getByRole('region', { name: 'Invoice totals' })).toContainText('หนึ่งพันสองร้อยบาทถ้วน');

    // Issue, confirmed.
    await page.getByRole('button', { name: 'Issue…' }).click();
    await expect(page.getByText(/^1 line, total ฿1,200\.00\./)).toBeVisible();
    await page.getByRole('button', { name: 'Issue', exact: true }).click();
    const heading = page.getByRole('heading', { level: 1, name: /^INV-S\d{2}-\d{5}$/ });
    await expect(heading).toBeVisible();
    const number = (await heading.textContent())!;
    expect(number).toMatch(new RegExp(`^INV-S${buddhistYear(labYear()) % 100}-`));
    await expectNoSeriousViolations(page);

    // Its PDF: the number, the payer, the line kept (not the one excluded), the total in Thai words, a BE date.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: `Download PDF of ${number}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${number}.pdf`);
    const text = pdfText(await download.path());
    expect(text).toContain(number);
    expect(text).toContain(hospital.name);
    expect(text).toContain(kept.accessionNo);
    expect(text).not.toContain(other.accessionNo);
    expect(text).toContain('หนึ่งพันสองร้อยบาทถ้วน');
    expect(text).toContain(String(buddhistYear(labYear())));

    // The list finds it by payer, with its balance and status.
    await page.getByRole('link', { name: /^All surgical invoices$/ }).click();
    await page.getByRole('searchbox', { name: 'Number or payer' }).fill(number);
    const row = bodyRows(page.getByRole('table')).filter({ hasText: number });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('฿1,200.00');
    await expect(row).toContainText('Unpaid');
    await expect(page.locator('.p-datatable-loading-overlay')).toHaveCount(0);
    await expectNoSeriousViolations(page);
  });

  test('void with a reason, then reissue: a new invoice for the same payer and period', async ({ page, signIn, apiAs }) => {
    const user = await apiAs('user');
    const hospital = await newHospital(await apiAs('admin'));
    const c = await surgicalCase(user, hospital, 1500);
    const { id, number } = await issuedThrough(user, hospital);
    await signIn('user');

    await page.goto(`/report/surgical-invoice/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: number })).toBeVisible(ARRIVAL);
    await page.getByRole('button', { name: 'Void…' }).click();
    const voiding = page.getByRole('dialog', { name: `Void ${number}` });
    await voiding.getByRole('button', { name: 'Void…' }).click();
    await expect(voiding.getByRole('alert')).toBeVisible();
    await voiding.getByLabel('Reason').fill('Wrong price on the case');
    await voiding.getByRole('button', { name: 'Void…' }).click();
    await page.getByRole('button', { name: 'Void it' }).click();
    const details = page.getByRole('region', { name: 'Invoice details' });
    await expect(details).toContainText('Wrong price on the case');
    await expect(details.getByText('Void', { exact: true })).toBeVisible();

    // Reissue: a draft for the same payer and period, pointing at the void one; issue it.
    await page.getByRole('button', { name: 'Reissue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Draft surgical invoice #\d+$/ })).toBeVisible(ARRIVAL);
    await expect(details).toContainText(`Replaces ${number}`);
    await expect(bodyRows(page.getByRole('table')).filter({ hasText: c.accessionNo })).toHaveCount(1);
    await page.getByRole('button', { name: 'Issue…' }).click();
    await page.getByRole('button', { name: 'Issue', exact: true }).click();
    const reissued = page.getByRole('heading', { level: 1, name: /^INV-S\d{2}-\d{5}$/ });
    await expect(reissued).toBeVisible();
    expect(await reissued.textContent()).not.toBe(number);
  });

  test('a payment: part paid, the balance left, and no void once paid', async ({ page, signIn, apiAs }) => {
    const user = await apiAs('user');
    const hospital = await newHospital(await apiAs('admin'));
    await surgicalCase(user, hospital, 2500);
    const { id, number } = await issuedThrough(user, hospital);
    await signIn('user');

    await page.goto(`/report/surgical-invoice/${id}`);
    await page.getByRole('button', { name: 'Record payment…' }).click();
    const dialog = page.getByRole('dialog', { name: `Payment on ${number}` });
    // PrimeReact's InputNumber formats as keys are typed: type, as a clerk would.
    const amount = dialog.getByLabel('Amount (฿)');
    await amount.click();
    await amount.press('Control+a');
    await amount.pressSequentially('1000');
    await dialog.getByLabel('Reference').fill(`TR-${number}`);
    await dialog.getByRole('button', { name: 'Record the payment' }).click();
    await expect(dialog).toBeHidden();

    const payments = page.getByRole('region', { name: /^Payments/ });
    await expect(payments).toContainText(`TR-${number}`);
    await expect(payments).toContainText('balance ฿1,500.00');
    await expect(page.getByRole('region', { name: 'Invoice details' })).toContainText('Part paid');
    await expect(page.getByRole('button', { name: 'Void…' })).toBeDisabled();
  });

  test('a refusal is shown where it was asked: nothing to bill for a hospital without cases', async ({ page, signIn, apiAs }) => {
    const hospital = await newHospital(await apiAs('admin'));
    await signIn('user');

    await page.goto('/report/surgical-invoice');
    await page.getByRole('button', { name: 'New draft…' }).click();
    await pickPayer(page, hospital);
    await page.getByRole('button', { name: 'Make the draft' }).click();

    // The toast first: it goes after a few seconds, the reason in the dialog stays.
    await expect(toasts(page)).toContainText('New draft failed');
    const dialog = page.getByRole('dialog', { name: 'New surgical invoice draft' });
    await expect(dialog.getByRole('alert').filter({ hasText: 'Nothing to bill' })).toBeVisible();
    await expect(page).toHaveURL(/\/report\/surgical-invoice$/);
  });

  test('month end: issue all of last month in the background, survive a reload, then the merged PDF and the workbook', async ({ page, signIn, apiAs }, info) => {
    test.slow();
    const hospital = await newHospital(await apiAs('admin'));
    const c = await cytologicalLastMonth(await apiAs('user'), hospital);
    await signIn('user');

    await page.goto('/report/cytological-invoice');
    await page.getByRole('button', { name: 'Month end…' }).click();
    await page.getByRole('dialog', { name: 'Month end: cytological invoices' }).getByRole('button', { name: 'Issue all…' }).click();
    await page.getByRole('button', { name: 'Issue all', exact: true }).click();

    const run = page.getByRole('region', { name: 'Month end' });
    await expect(run.getByRole('progressbar', { name: 'Month-end progress' })).toBeVisible();
    await expect(page).toHaveURL(/\?job=[0-9a-f-]{36}$/);

    // The progress is the job's, not the page's: a reload picks it up again.
    await page.reload();
    await expect(run.getByRole('progressbar', { name: 'Month-end progress' })).toBeVisible();
    await expect(run.getByRole('status')).toContainText(/^Done: \d+ invoices? issued\.$/, { timeout: 60_000 });

    const pdf = await page.request.get((await run.getByRole('link', { name: 'Merged PDF' }).getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    const pdfFile = info.outputPath('month-end.pdf');
    writeFileSync(pdfFile, await pdf.body());
    const text = pdfText(pdfFile);
    expect(text).toContain(hospital.name);
    expect(text).toContain(c.accessionNo);

    const xlsx = await page.request.get((await run.getByRole('link', { name: 'Excel workbook' }).getAttribute('href'))!);
    expect(xlsx.status()).toBe(200);
    const workbook = new ExcelJS.Workbook();
    const bytes = await xlsx.body();
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    const cells = (sheet: string) => workbook.getWorksheet(sheet)!.getSheetValues().flat().map(String);
    expect(cells('Invoices')).toContain(hospital.name);
    expect(cells('Lines')).toContain(c.accessionNo);

    // The run's invoices are in the list, issued.
    await page.getByRole('searchbox', { name: 'Number or payer' }).fill(hospital.name);
    const row = bodyRows(page.getByRole('table')).filter({ hasText: hospital.name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(/INV-C\d{2}-\d{5}/);
  });
});
