import { expect, test } from './support/fixtures';
import { DEMO_PASSWORD, diagnoseSurgical, registerCase } from './support/api';
import { bodyRows } from './support/tables';
import { chooseOption } from './support/dropdowns';

// Defects a first day of use found (issue 16, points 7 and 8), in the browser: each step is what
// the user did when it went wrong.

test.describe('first-day defects', () => {
  test('16.7: a satisfactory cytology cannot be saved as non-diagnostic; the reason is at the category', async ({ page, signIn, apiAs }) => {
    const c = await registerCase(await apiAs('user'), 'cytological');
    await signIn('doctor');
    await page.goto(`/workspace/cytologicals/${c.id}/result`);
    await expect(page.getByRole('heading', { level: 1, name: c.accessionNo })).toBeVisible();

    await page.getByRole('button', { name: 'Satisfactory for evaluation', exact: true }).click();
    await chooseOption(page, 'result-category', 'Non-diagnostic');
    await page.getByRole('button', { name: 'Save draft', exact: true }).click();
    await expect(page.getByText('a satisfactory specimen is not non-diagnostic: choose its category').first()).toBeVisible();

    // Choosing "Unsatisfactory" makes it non-diagnostic by itself, and that saves.
    await page.getByRole('button', { name: 'Unsatisfactory for evaluation', exact: true }).click();
    await expect(page.locator('.p-dropdown').filter({ has: page.locator('#result-category') })).toContainText('Non-diagnostic');
    await expect(page.getByText(/^Last saved/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Save draft', exact: true }).click();
    await expect(page.getByText(/^Last saved .* by doctor$/)).toBeVisible();
  });

  test('16.7: the preselected Female on a Pap stays selected when clicked, and the case registers', async ({ page, signIn }) => {
    await signIn('user');
    await page.goto('/workspace/gynecologicals/new');
    const female = page.locator('#case-sex .p-button').filter({ hasText: /^Female$/ });
    await expect(female).toHaveAttribute('aria-pressed', 'true');
    await female.click();
    await expect(female).toHaveAttribute('aria-pressed', 'true');
    await chooseOption(page, 'case-hospital', /.+/);
    await chooseOption(page, 'case-doctor', /.+/);
    await page.getByLabel(/^HN/).fill(`HN${Date.now().toString(36)}`.toUpperCase());
    await page.getByLabel(/^First name \*/).fill('สมศรี');
    await page.getByLabel(/^Last name \*/).fill(`ทดสอบ${Date.now().toString(36)}`);
    await page.locator('#case-specimen-0').fill('Cervix, conventional Pap smear');
    await chooseOption(page, 'case-gyn-type', /.+/);
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByTestId('registered-accession-no')).toHaveText(/^G\d{2}-\d{5}$/);
    await expect(page.getByText('must be male, female or unknown')).toHaveCount(0);
  });

  test('16.8: the report list shows the diagnosis under its heading, two lines at most, the whole text on hover', async ({ page, signIn, apiAs }) => {
    const user = await apiAs('user');
    const doctor = await apiAs('doctor');
    const c = await registerCase(user, 'surgical');
    const { signature } = await doctor.get('/api/users/me/signature');
    const diagnosis = 'Skin, left arm, excision:\n- Dermatofibroma, completely excised.\n- No malignancy.\n- Margins clear by 3 mm.';
    await diagnoseSurgical(user, doctor, c.id, { gross: 'An ellipse of skin.', microscopic: 'Spindle cells.', diagnosis, pathologistId: signature.staffId }, 'not-malignant');
    await doctor.send('post', '/api/reports/surgicals/generate', { caseId: c.id, password: DEMO_PASSWORD }, 201);

    await signIn('user');
    await page.goto('/report/surgical-report');
    // Lab staff also see the reports to send below: the list is the first table.
    const table = page.getByRole('table').first();
    await page.getByRole('searchbox', { name: 'Accession no., HN or name' }).fill(c.accessionNo);
    await expect(bodyRows(table)).toHaveCount(1);
    const cell = bodyRows(table).first().locator('[title]').filter({ hasText: 'Dermatofibroma' });
    await expect(cell).toHaveAttribute('title', diagnosis);
    await expect(cell).toContainText('Skin, left arm, excision:');
    // Two lines are shown and the rest is cut: the four-line diagnosis overflows its clamped box.
    const box = await cell.evaluate((el) => ({ clamp: getComputedStyle(el).webkitLineClamp, cut: el.scrollHeight > el.clientHeight + 1 }));
    expect(box).toEqual({ clamp: '2', cut: true });
  });
});
