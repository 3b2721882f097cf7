import { expect, test, toasts } from './support/fixtures';
import { DEMO_PASSWORD, diagnoseSurgical, hsilPap, registerCase, type Api } from './support/api';
import { expectNoSeriousViolations } from './support/axe';

// Issue 15.2 and 15.5: cyto-histologic correlation on the gynecological review report, and the
// dashboard's critical calls. Each test makes a patient of its own (a unique HN).

const unique = () => `CR${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.toUpperCase();

/** An HSIL Pap of the patient, signed out by the doctor. */
const papOf = (user: Api, doctor: Api, hn: string) => hsilPap(user, doctor, { hn, firstName: 'บุญมี' });

test.describe('correlation and critical calls', () => {
  test('a cervical biopsy signed out after a Pap of the patient is in the correlation list; a pathologist records a minor discrepancy', async ({ page, signIn, apiAs }) => {
    test.slow();
    const [user, doctor] = [await apiAs('user'), await apiAs('doctor')];
    const hn = unique();
    const pap = await papOf(user, doctor, hn);
    const biopsy = await registerCase(user, 'surgical', { hn, firstName: 'บุญมี' });
    const { surgical } = await user.get(`/api/surgicals/${biopsy.id}`);
    await user.send('put', `/api/surgicals/${biopsy.id}`, { specimen: 'Cervix, punch biopsy at 6 o’clock', version: surgical.version }, 200);
    const { signature } = await doctor.get('/api/users/me/signature');
    await diagnoseSurgical(
      user,
      doctor,
      biopsy.id,
      { gross: 'Two fragments, 0.3 cm.', microscopic: 'Low-grade dysplasia.', diagnosis: 'Cervix, biopsy: LSIL (CIN 1).', pathologistId: signature.staffId },
      'not-malignant',
    );
    await doctor.send('post', '/api/reports/surgicals/generate', { caseId: biopsy.id, password: DEMO_PASSWORD }, 201);

    // The doctor signed both reports: the administrator (another reader) correlates them.
    await signIn('admin');
    await page.goto('/report/gynecological-review-report');
    const list = page.getByRole('table', { name: 'Correlations' });
    const row = list.getByRole('row').filter({ hasText: biopsy.accessionNo });
    await expect(row).toContainText(`${pap.accessionNo} (HSIL)`);
    await expect(row).toContainText('To correlate');
    await row.getByRole('button', { name: `Record the correlation of ${pap.accessionNo} and ${biopsy.accessionNo}` }).click();
    const dialog = page.getByRole('dialog', { name: `Correlation of ${pap.accessionNo} / ${biopsy.accessionNo}` });
    await expect(dialog).toContainText('Cervix, biopsy: LSIL (CIN 1).');
    await expectNoSeriousViolations(page);
    await dialog.locator('.p-dropdown').first().click();
    await page.getByRole('option', { name: 'Minor discrepancy' }).click();
    await dialog.getByRole('button', { name: 'Save correlation' }).click();
    await expect(dialog.getByText('is required for a discrepancy: say what differs')).toBeVisible();
    await dialog.getByLabel(/^Note/).fill('Pap HSIL, biopsy CIN 1: sampling difference.');
    await dialog.getByRole('button', { name: 'Save correlation' }).click();
    await expect(toasts(page)).toContainText('Minor discrepancy');
    await expect(list.getByRole('row').filter({ hasText: biopsy.accessionNo })).toHaveCount(0);
    await page.getByRole('button', { name: 'Recorded', exact: true }).click();
    await expect(list.getByRole('row').filter({ hasText: biopsy.accessionNo })).toContainText('Minor discrepancy · admin');
    await expect(page.getByRole('table', { name: 'Correlation summary' })).toContainText('Discrepancy rate');
  });

  test('the dashboard shows the open critical calls and links to the notifications page', async ({ page, signIn, apiAs }) => {
    const [user, doctor] = [await apiAs('user'), await apiAs('doctor')];
    const pap = await papOf(user, doctor, unique());
    await signIn('user');
    await page.goto('/');
    const panel = page.getByRole('region', { name: 'Critical results to call' });
    const count = panel.getByRole('link', { name: /critical results to call$/ });
    await expect(count).toHaveAttribute('href', '/workspace/notifications');
    await expect(count).not.toHaveText('0');
    await expect(panel).toContainText('Oldest released');
    await expect(panel).toContainText('90th percentile');
    await count.click();
    await expect(page).toHaveURL(/\/workspace\/notifications$/);
    await expect(page.getByRole('table', { name: 'Calls to make' }).getByRole('row').filter({ hasText: pap.accessionNo })).toBeVisible();
    // the sidebar leads there too
    await expect(page.getByRole('link', { name: 'Critical calls' })).toHaveAttribute('href', '/workspace/notifications');
  });
});
