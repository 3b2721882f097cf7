// Issue 30.2–30.3: a pathologist records ER, PR, HER2 and Ki-67 on the ordered tests, then completes
// a breast cancer synoptic report with the keyboard only — the template suggested from the specimen,
// its biomarker elements taken from those results, each other element reached with Tab, a choice
// found by typing a few letters and Enter, numbers typed — and signs out; the released version holds
// the values and the PDF prints them. The keystrokes and the time it took are printed (issue 30's
// measurement), with the template list's and the form's load times.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { DEMO_PASSWORD, diagnoseSurgical, registerCase } from './support/api';

/** What the pathologist types for each core element of a typical mastectomy, in the form's order. */
const TYPED: [element: string, text: string][] = [
  ['neoadjuvant-therapy', 'No neo'],
  ['operative-procedure', 'Total'],
  ['laterality', 'Left'],
  ['tumour-focality', 'Single'],
  ['invasive-size', '25'],
  ['histological-type', 'no special'],
  ['histological-grade', 'Grade 2'],
  ['lymphovascular-invasion', 'Not id'],
  ['dcis', 'Not id'],
  ['invasive-margin', 'Not inv'],
  ['invasive-margin-distance', '5'],
  ['nodes-status', 'examined'],
  ['nodes-examined', '15'],
  ['nodes-positive', '0'],
  // ER, PR and HER2 come from the biomarker results entered first.
  ['pt', 'pT2'],
  ['pn', 'no regional'],
  ['pm', 'Not app'],
];
const NUMBERS = new Set(['invasive-size', 'invasive-margin-distance', 'nodes-examined', 'nodes-positive']);

/** What the pathologist types for each biomarker, field by field (a choice is typed, then Enter). */
const BIOMARKERS: [test: string, fields: { text: string; choice?: true }[]][] = [
  ['ER', [{ text: '95' }, { text: 'str', choice: true }]],
  ['PR', [{ text: '80' }, { text: 'mod', choice: true }]],
  ['HER2', [{ text: '1+', choice: true }]],
  ['KI67', [{ text: '20' }]],
];

/** Presses Tab until the field `id` has the focus (recommended elements in between are passed by). */
async function tabTo(page: Page, id: string, count: { keys: number }) {
  for (let presses = 0; presses < 20; presses++) {
    if ((await page.evaluate(() => document.activeElement?.id)) === id) return;
    await page.keyboard.press('Tab');
    count.keys++;
  }
  throw new Error(`Tab did not reach #${id}`);
}

test('biomarkers recorded and a breast synoptic report completed with the keyboard only, then signed out and printed', async ({ page, signIn, apiAs }) => {
  test.slow(); // four biomarkers and twenty-odd elements typed, and a signature
  const user = await apiAs('user');
  const doctor = await apiAs('doctor');
  const c = await registerCase(user, 'surgical', { firstName: 'ซินอปติก' }, { specimen: 'Breast, left, total mastectomy' });
  await user.send('post', `/api/surgicals/${c.id}/blocks`, { range: { part: 'A', from: 1, to: 3, slidesEach: 1 } }, 201);
  // The pathologist ordered the breast panel on block A2; the bench has stained it.
  const { blocks } = await user.get(`/api/surgicals/${c.id}/blocks`);
  const a2 = blocks.find((b: { code: string }) => b.code === 'A2');
  const { tests } = await doctor.get('/api/tests?first=0&rows=100&sortField=code&sortOrder=1&active=true');
  const testIds = BIOMARKERS.map(([code]) => tests.find((t: { code: string }) => t.code === code).id);
  const { additionals } = await doctor.send('post', `/api/surgicals/${c.id}/additionals`, { blockId: a2.id, testIds }, 201);
  for (const o of additionals) await user.send('put', `/api/surgicals/${c.id}/additionals/${o.id}`, { version: o.version, status: 'done' }, 200);
  // The texts written already (a draft): what is left is the biomarkers and the synoptic report.
  const url = `/api/surgicals/${c.id}/result`;
  const { result: empty } = await doctor.get(url);
  const texts = { gross: 'A mastectomy specimen with a firm tumour.', diagnosis: 'Invasive carcinoma of no special type.', malignancy: 'malignant' };
  await doctor.send('put', url, { fields: texts, version: empty.version }, 200);
  await signIn('doctor');
  const opened = Date.now();
  await page.goto(`/workspace/surgicals/${c.id}/result`);
  const section = page.getByRole('region', { name: 'Synoptic report of part A' });
  await expect(section).toContainText('Suggested from the specimen: Invasive carcinoma of the breast (resection)');
  const listLoad = await page.evaluate(() => {
    const entry = performance.getEntriesByType('resource').find((e) => e.name.endsWith('/api/synoptic/templates')) as PerformanceResourceTiming | undefined;
    return entry ? Math.round(entry.duration) : null;
  });
  const pageReady = Date.now() - opened;

  const count = { keys: 0 };
  const started = Date.now();
  // The first biomarker's first field is where the pathologist starts; the keyboard does the rest.
  const biomarkers = page.getByRole('region', { name: 'Biomarker results' });
  await biomarkers
    .getByRole('form', { name: 'ER on A2' })
    .getByLabel(/^Tumour cells stained/)
    .focus();
  for (const [test, fields] of BIOMARKERS) {
    const form = biomarkers.getByRole('form', { name: `${test} on A2` });
    await expect(form.locator('input').first()).toBeFocused();
    for (const [i, field] of fields.entries()) {
      if (i > 0) {
        await page.keyboard.press('Tab');
        count.keys++;
      }
      await page.keyboard.type(field.text);
      count.keys += field.text.length;
      if (field.choice) {
        await page.keyboard.press('Enter');
        count.keys++;
        await expect(page.locator('.p-dropdown-panel')).toHaveCount(0);
      }
    }
    // Tab to Save, Enter: saved, and the keyboard goes on to the next one.
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: 'Save the result' })).toBeFocused();
    await page.keyboard.press('Enter');
    count.keys += 2;
    await expect(form).toContainText('Entered by doctor');
  }
  await expect(biomarkers.getByRole('form', { name: 'HER2 on A2' })).toContainText('HER2 negative (HER2-low)');

  const formOpened = Date.now();
  await tabTo(page, 'synoptic-A-template', count);
  await page.keyboard.type('breast');
  await page.keyboard.press('Enter');
  count.keys += 'breast'.length + 1;
  await expect(section.getByText(/^3 of \d+ core elements given$/)).toBeVisible();
  const formLoad = Date.now() - formOpened;
  await expect(page.locator('#synoptic-A-her2-status')).toBeAttached();
  await expect(section.getByText('From the biomarker result')).toHaveCount(4);
  for (const [element, text] of TYPED) {
    await tabTo(page, `synoptic-A-${element}`, count);
    await page.keyboard.type(text);
    count.keys += text.length;
    if (!NUMBERS.has(element)) {
      await page.keyboard.press('Enter');
      count.keys++;
      await expect(page.locator('.p-dropdown-panel')).toHaveCount(0);
    }
  }
  await page.keyboard.press('Tab');
  await page.keyboard.press('Control+s');
  count.keys += 2;
  const elapsed = Date.now() - started;

  const sidebar = page.getByRole('complementary', { name: 'Sign-out' });
  await expect(sidebar).toContainText('Complete: ready for sign-out.');
  await expect(section.getByText(/^(\d+) of \1 core elements given$/)).toBeVisible();
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^Sign out / });
  await dialog.getByLabel(/^Your password/).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(new RegExp(`/workspace/surgicals/${c.id}/view$`));
  // The report on screen shows the same table and results as the PDF.
  await expect(page.getByRole('table', { name: 'Synoptic report: Invasive carcinoma of the breast (resection) (v1)' })).toContainText('Negative, HER2-low');
  await expect(page.getByRole('region', { name: 'Additional studies' })).toContainText('Allred score 7/8');

  const { result } = await doctor.get(`/api/surgicals/${c.id}/result`);
  expect(result.status).toBe('signed_out');
  // The same content as free text: each element's label and value on a line, as the report prints them.
  const { surgicalreport: report } = await doctor.get(`/api/reports/surgicals/${result.latestReportId}`);
  const rows: { label: { en: string }; value: { en: string } }[] = report.snapshot.synoptic[0].sections.flatMap((s: { rows: unknown[] }) => s.rows);
  const freeText = rows.reduce((n, r) => n + `${r.label.en}: ${r.value.en}\n`.length, 0);
  console.log(
    `synoptic (breast, ${rows.length} elements, ER/PR/HER2/Ki-67 entered first): ${count.keys} keystrokes and ${elapsed} ms typed in the browser; ` +
      `the same content as free text: ${freeText} characters; template list ${listLoad ?? '?'} ms, result page ready ${pageReady} ms, form shown ${formLoad} ms after Enter`,
  );
  expect(result.fields.parts[0].synoptic).toMatchObject({
    templateId: 'breast-invasive-resection',
    values: {
      laterality: 'left',
      'invasive-size': 25,
      'histological-type': 'nst',
      'er-status': 'positive',
      'pr-status': 'positive',
      'her2-status': 'low',
      ki67: 20,
      pt: 'pT2',
      pn: 'pN0',
      pm: 'not-applicable',
      'nodes-examined': 15,
    },
  });

  // The PDF prints the synoptic table and each biomarker's result as its sentence.
  const pdf = await page.request.get(`/api/reports/surgicals/${result.latestReportId}/pdf`);
  expect(pdf.status()).toBe(200);
  const file = join(mkdtempSync(join(tmpdir(), 'pathdesk-e2e-')), 'report.pdf');
  writeFileSync(file, await pdf.body());
  const printed = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  for (const text of [
    'Invasive carcinoma size (largest focus) 25 mm',
    'Histological tumour type Invasive carcinoma of no special type',
    'Oestrogen receptor (ER)',
    'HER2 status Negative, HER2-low',
    'Ki-67 proliferation index 20 %',
    'Primary tumour (pT) pT2',
    'ER positive: ',
    'Allred score 8/8',
    'PR positive: ',
    'Ki-67: 20% of invasive tumour cells.',
  ]) {
    expect(printed).toContain(text);
  }
});

test('the completeness record counts the month’s malignant reports with a synoptic report (issue 30.6)', async ({ page, signIn, apiAs }) => {
  // A malignant report of this month, released without a synoptic report.
  const user = await apiAs('user');
  const doctor = await apiAs('doctor');
  const c = await registerCase(user, 'surgical', { firstName: 'ความครบถ้วน' });
  const { signature } = await doctor.get('/api/users/me/signature');
  await diagnoseSurgical(user, doctor, c.id, { gross: 'A nodule.', diagnosis: 'Squamous cell carcinoma.', pathologistId: signature.staffId }, 'malignant');
  await doctor.send('post', '/api/reports/surgicals/generate', { caseId: c.id, password: DEMO_PASSWORD }, 201);
  await signIn('doctor');
  await page.goto('/report/synoptic-completeness');
  await expect(page.getByRole('heading', { level: 1, name: 'Synoptic completeness' })).toBeVisible();
  // Other tests release malignant reports too: the month's total is there, whatever its figures.
  await expect(page.getByRole('table', { name: 'Synoptic completeness' })).toContainText('All pathologists');
  await expect(page.getByRole('region', { name: 'Cancer registry' })).toHaveCount(0);
});

test('lab staff download the month’s cancer registry file; a pathologist is not offered it (issue 30.6)', async ({ page, signIn }) => {
  await signIn('user');
  await page.goto('/report/synoptic-completeness');
  const registry = page.getByRole('region', { name: 'Cancer registry' });
  const waiting = page.waitForEvent('download');
  await registry.getByRole('button', { name: /^CSV, / }).click();
  const file = await waiting;
  expect(file.suggestedFilename()).toMatch(/^cancer-registry-\d{4}-\d{2}\.csv$/);
  const text = await readFile((await file.path())!, 'utf8');
  expect(text.replace(/^\uFEFF/, '').split('\r\n')[0]).toContain('Accession No.,Version,First released,Hospital,HN,Citizen ID');
});
