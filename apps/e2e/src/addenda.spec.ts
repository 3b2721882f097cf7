import { expect, test, toasts } from './support/fixtures';
import { Api, DEMO_PASSWORD, diagnoseSurgical, registerCase as register } from './support/api';

// Issue 32.1: a pathologist adds an addendum on the Report tab; both versions stay on it.

const DIAGNOSIS = 'Lung, right upper lobe, wedge resection: adenocarcinoma, acinar pattern.';
const ADDENDUM = 'Immunohistochemistry: tumour cells are TTF-1 and napsin A positive, supporting a lung primary.';

test.describe('addenda', () => {
  let user: Api;
  let doctor: Api;
  test.beforeAll(async ({ playwright }, info) => {
    const baseURL = info.project.use.baseURL!;
    user = await Api.as(playwright, baseURL, 'user');
    doctor = await Api.as(playwright, baseURL, 'doctor');
  });
  test.afterAll(async () => {
    await user.dispose();
    await doctor.dispose();
  });

  test('a pathologist adds an addendum: a new version marked ADDENDUM, the diagnosis unchanged, both versions on the Report tab', async ({ page, signIn }) => {
    const c = await register(user, 'surgical');
    const { signature } = await doctor.get('/api/users/me/signature');
    await diagnoseSurgical(
      user,
      doctor,
      c.id,
      { gross: 'A wedge of lung 6 × 3 × 2 cm.', microscopic: 'Acinar adenocarcinoma.', diagnosis: DIAGNOSIS, pathologistId: signature.staffId },
      'malignant',
    );
    await doctor.send('post', '/api/reports/surgicals/generate', { caseId: c.id, password: DEMO_PASSWORD }, 201);
    await signIn('doctor');

    await page.goto(`/workspace/surgicals/${c.id}/view`);
    await page.getByRole('button', { name: 'Add addendum' }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(`Add an addendum to ${c.accessionNo}`) });
    await expect(dialog).toContainText('Version 1 stays as released, its diagnosis unchanged.');
    // Escape closes it without releasing anything.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Add addendum' }).click();
    await dialog.getByRole('textbox', { name: 'Addendum' }).fill(ADDENDUM);
    await dialog.getByLabel(/^Your password/).fill(DEMO_PASSWORD);
    await dialog.getByLabel(/^Your password/).press('Enter'); // Enter signs
    await expect(dialog).toBeHidden();
    await expect(toasts(page)).toContainText('Addendum released');

    const doc = page.getByRole('article', { name: /REPORT/ });
    await expect(doc.getByRole('note', { name: 'Addendum' })).toContainText('ADDENDUM — version 2');
    await expect(doc).toContainText(DIAGNOSIS);
    await expect(doc.getByRole('region', { name: 'Addendum (version 2)' })).toContainText(ADDENDUM);
    const versions = page.getByRole('navigation', { name: 'Versions' }).getByRole('button');
    await expect(versions).toHaveCount(2);
    await expect(versions.first()).toContainText('Version 2');
    await expect(versions.first()).toContainText('ADDENDUM');
    await expect(versions.first()).not.toContainText('AMENDED');

    await versions.nth(1).click();
    await expect(doc).toContainText('Report version 1');
    await expect(doc).toContainText(DIAGNOSIS);
    await expect(doc).not.toContainText(ADDENDUM);
    // A superseded version takes no addendum.
    await expect(page.getByRole('button', { name: 'Add addendum' })).toHaveCount(0);
  });

  test('lab staff see no Add addendum action', async ({ page, signIn }) => {
    const c = await register(user, 'surgical');
    const { signature } = await doctor.get('/api/users/me/signature');
    await diagnoseSurgical(
      user,
      doctor,
      c.id,
      { gross: 'A core.', microscopic: 'Benign.', diagnosis: 'Breast, core biopsy: fibroadenoma.', pathologistId: signature.staffId },
      'not-malignant',
    );
    await doctor.send('post', '/api/reports/surgicals/generate', { caseId: c.id, password: DEMO_PASSWORD }, 201);
    await signIn('user');
    await page.goto(`/workspace/surgicals/${c.id}/view`);
    await expect(page.getByRole('article', { name: /REPORT/ })).toContainText('fibroadenoma');
    await expect(page.getByRole('button', { name: 'Add addendum' })).toHaveCount(0);
  });
});
