import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator } from '@playwright/test';
import { BENCH_API, labDay } from '@pathdesk/contracts';
import { expect, test } from './support/fixtures';
import { DEMO_PASSWORD, diagnoseSurgical, registerCase, saveResult, type Api } from './support/api';
import { expectNoSeriousViolations } from './support/axe';

// Issue 24: the figures a lab trusts (the summary counts the pathologist's malignancy), a real second
// reader (a screener does not rescreen their own Pap), and the PDF equal to the report on the screen.

const unique = () => Date.now().toString(36).slice(-5).toUpperCase() + Math.random().toString(36).slice(2, 4).toUpperCase();

/** A surgical case at `hospitalId`, diagnosed with `malignancy` and signed out by the doctor. */
async function released(user: Api, doctor: Api, hospitalId: number, fields: Record<string, unknown>, malignancy: 'malignant' | 'not-malignant') {
  const c = await registerCase(user, 'surgical', {}, { hospitalId });
  const { signature } = await doctor.get('/api/users/me/signature');
  await diagnoseSurgical(
    user,
    doctor,
    c.id,
    { gross: 'Tan fragments, 2 mL in aggregate.', microscopic: 'See diagnosis.', pathologistId: signature.staffId, ...fields },
    malignancy,
  );
  const { surgicalreport } = await doctor.send('post', '/api/reports/surgicals/generate', { caseId: c.id, password: DEMO_PASSWORD }, 201);
  return { ...c, reportId: surgicalreport.id as number };
}

/** The text of each section of a region: its level-4 headings and what follows them, whitespace folded. */
async function sections(region: Locator): Promise<{ label: string; text: string }[]> {
  const headings = region.getByRole('heading', { level: 4 });
  await expect(headings.first()).toBeVisible();
  const out: { label: string; text: string }[] = [];
  for (const heading of await headings.all()) {
    // The heading's own words (on screen they are upper-cased by style, as the PDF prints them).
    const label = ((await heading.textContent()) ?? '').trim();
    const [, ...body] = (await region.getByRole('region', { name: label, exact: true }).innerText()).split('\n');
    out.push({ label, text: body.join(' ').replace(/\s+/g, ' ').trim() });
  }
  return out;
}

const folded = (text: string) => text.replace(/\s+/g, ' ');

test.describe('figures, second readers and the printed report (issue 24)', () => {
  test('the summary counts a benign curettage as not malignant — the pathologist’s decision, not the words', async ({ page, signIn, apiAs }) => {
    test.slow(); // two sign-outs, each with the password asked again
    const [admin, user, doctor] = [await apiAs('admin'), await apiAs('user'), await apiAs('doctor')];
    const tag = unique();
    const { hospital } = await admin.send('post', '/api/hospitals', { code: `E2E-M${tag}`, nameTh: `โรงพยาบาลสรุปมะเร็ง ${tag}` }, 201);
    const curettage = await released(
      user,
      doctor,
      hospital.id,
      { diagnosis: 'Endometrium, curettage:\n- Proliferative endometrium; no hyperplasia or malignancy.' },
      'not-malignant',
    );
    const carcinoma = await released(user, doctor, hospital.id, { diagnosis: 'Breast, left, core biopsy: invasive carcinoma of no special type, grade 2.' }, 'malignant');

    await signIn('user');
    const today = labDay();
    await page.goto(`/report/surgical-summary-report?from=${today}&to=${today}&hospitalId=${hospital.id}`);
    const byCategory = page.getByRole('table', { name: 'By diagnosis category' });
    await expect(byCategory.getByRole('row').filter({ hasText: /^Not malignant/ })).toContainText('1');
    await expect(byCategory.getByRole('row').filter({ hasText: /^Malignant/ })).toContainText('1');
    await expect(byCategory.getByRole('row').filter({ hasText: /^Uncertain/ })).toContainText('0');
    const cases = page.getByLabel('Cases of the summary', { exact: true });
    await expect(cases.getByRole('row').filter({ hasText: curettage.accessionNo })).toContainText('Not malignant');
    await expect(cases.getByRole('row').filter({ hasText: carcinoma.accessionNo })).toContainText('Malignant');
  });

  test('a screener’s own rescreen is refused in the browser, with the reason', async ({ page, signIn, apiAs }) => {
    const [user, doctor] = [await apiAs('user'), await apiAs('doctor')];
    // The lab staff account signs as a screener record (issue 16.6): the Pap is screened as that record.
    const { signature } = await user.get('/api/users/me/signature');
    const [gynType] = (await doctor.get('/api/cfgvalues/gynecologicaltypes')).gynecologicaltypes;
    const c = await registerCase(user, 'gynecological');
    await saveResult(doctor, 'gynecological', c.id, { gynTypeId: gynType.id, adequacy: 'satisfactory', interpretation: 'NILM', screenerId: signature.staffId, highRisk: true });
    await doctor.send('post', '/api/reports/gynecologicals/generate', { caseId: c.id, password: DEMO_PASSWORD }, 202);

    await signIn('user');
    await page.goto('/report/gynecological-review-report');
    await page
      .getByRole('region', { name: 'Waiting for rescreen' })
      .getByRole('button', { name: `Review ${c.accessionNo}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Rescreen ${c.accessionNo}` });
    await dialog.getByLabel(/^Agree — NILM/).check();
    await page.getByRole('button', { name: 'Record the review' }).click();
    await page.getByRole('button', { name: 'Agree and release' }).click();
    await expect(dialog.getByRole('alert')).toContainText('You screened this Pap (its primary screener): another person rescreens the slide.');
    // Nothing was released: the case is still waiting for its rescreen.
    const { result } = await doctor.get(`/api/gynecologicals/${c.id}/result`);
    expect(result).toMatchObject({ status: 'diagnosed', pendingRescreenId: expect.any(Number) });
  });

  test('the report PDF shows the sections and values of the report on the screen, the bench’s notes in neither', async ({ page, signIn, apiAs }) => {
    test.slow();
    const [user, doctor] = [await apiAs('user'), await apiAs('doctor')];
    const c = await registerCase(user, 'surgical', { firstName: 'พิมพ์ใจ' });
    const { signature } = await doctor.get('/api/users/me/signature');
    // An ER stain done on the bench, with the technician's work-off note.
    const { blocks } = await user.send('post', BENCH_API.blocks('surgical', c.id), { range: { part: 'A', from: 1, to: 1, slidesEach: 1 } }, 201);
    const er = (await doctor.get(`${BENCH_API.tests}?search=ER&rows=50`)).tests.find((t: { code: string }) => t.code === 'ER');
    const [order] = (await doctor.send('post', BENCH_API.additionals('surgical', c.id), { blockId: blocks[0].id, testIds: [er.id] }, 201)).additionals;
    await user.send('put', BENCH_API.additional('surgical', c.id, order.id), { version: order.version, status: 'done', resultNote: 'Stained, controls OK, slide to Dr.' }, 200);
    await saveResult(doctor, 'surgical', c.id, {
      gross: 'Four cores of tan tissue, up to 1.5 cm, all embedded.',
      microscopic: 'Infiltrating nests of atypical ductal cells in a desmoplastic stroma.',
      diagnosis: 'Breast, left, core biopsy: invasive carcinoma of no special type, grade 2.',
      malignancy: 'malignant',
      comment: 'Discussed with the surgeon.',
      additionalStudies: 'Estrogen receptor: positive, 95% of tumour cells, strong (Allred 8).',
      pathologistId: signature.staffId,
    });
    const { surgicalreport: report } = await doctor.send('post', '/api/reports/surgicals/generate', { caseId: c.id, password: DEMO_PASSWORD }, 201);

    await signIn('user');
    await page.goto(`/workspace/surgicals/${c.id}/view`);
    const doc = page.getByRole('article', { name: /REPORT/ });
    const shown = await sections(doc.getByRole('region', { name: 'Result' }));
    expect(shown.map((s) => s.label)).toEqual(['Gross description', 'Microscopic description', 'Diagnosis', 'Comment', 'Additional studies']);
    const facts = doc.getByRole('region', { name: 'Patient and specimen' });
    const labels = await facts.locator('dt').allInnerTexts();
    const values = await facts.locator('dd').allInnerTexts();
    expect(labels.length).toBeGreaterThan(5);

    const pdf = await page.request.get(`/api/reports/surgicals/${report.id}/pdf`);
    expect(pdf.status()).toBe(200);
    const file = join(mkdtempSync(join(tmpdir(), 'pathdesk-e2e-')), 'report.pdf');
    writeFileSync(file, await pdf.body());
    const printed = folded(execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }));

    // The same sections, in the same order, with the same values.
    const at = shown.map(({ label }) => printed.indexOf(label.toUpperCase()));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    for (const { text } of shown) expect(printed).toContain(text);
    labels.forEach((label, i) => {
      expect(printed).toContain(label);
      expect(printed).toContain(folded(values[i]!));
    });
    // The studies named once, the technician's note in neither.
    expect(shown.at(-1)!.text).toContain('Studies performed: Estrogen receptor (ER), block A1');
    expect(printed).not.toContain('(ER) (ER)');
    await expect(doc).not.toContainText('Stained, controls OK');
    expect(printed).not.toContain('Stained, controls OK');
  });

  test('a pathologist reaches “Malignancy to review” from the menu; the page is accessible', async ({ page, signIn }) => {
    await signIn('doctor');
    await page.goto('/');
    // The overlay menu (the default mode) opens with its toggle.
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Malignancy to review' }).click();
    await expect(page).toHaveURL(/\/report\/malignancy-review$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Malignancy to review' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Waiting for review' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
