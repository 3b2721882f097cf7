import type { Page } from '@playwright/test';
import { expect, test, toasts } from './support/fixtures';
import { registerCase } from './support/api';
import { bodyRows } from './support/tables';
import { chooseOption } from './support/dropdowns';

const kinds = [
  { kind: 'surgical', plural: 'surgicals', letter: 'S', specimen: 'Left breast mass, excision' },
  { kind: 'cytological', plural: 'cytologicals', letter: 'C', specimen: 'Thyroid nodule, right lobe' },
  { kind: 'gynecological', plural: 'gynecologicals', letter: 'G', specimen: 'Cervical smear' },
] as const;

/**
 * A tag of letters only: the search box takes text with a digit for an accession number or HN
 * (spec §9), so a name with a digit in it would not be found by name.
 */
const unique = () =>
  Date.now()
    .toString(36)
    .slice(-6)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);

/** Searches a case list and waits for the server's answer to that search, not the list shown before. */
async function search(page: Page, text: string) {
  const answered = page.waitForResponse((res) => new URL(res.url()).searchParams.get('search') === text);
  await page.getByRole('searchbox', { name: 'Accession no., HN or name' }).fill(text);
  await answered;
}

test.describe('case registration', () => {
  test.beforeEach(({ signIn }) => signIn('user'));

  for (const { kind, plural, letter, specimen } of kinds) {
    test(`register a ${kind} case with the remembered defaults, find it, edit it and see its history`, async ({ page }) => {
      const tag = unique();
      const hn = `HN${tag}`.toUpperCase();
      const lastName = `ทดสอบ${tag}`;

      await page.goto(`/workspace/${plural}/new`);
      await expect(page.getByTestId('next-accession-no')).toHaveText(new RegExp(`^${letter}\\d{2}-\\d{5}$`));
      await chooseOption(page, 'case-hospital', /.+/);
      const hospitalLabel = page
        .locator('.p-dropdown')
        .filter({ has: page.locator('#case-hospital') })
        .locator('.p-dropdown-label');
      const hospital = (await hospitalLabel.innerText()).trim();
      await page.getByLabel('Remember as my default hospital').check();
      await chooseOption(page, 'case-doctor', /.+/);
      await page.getByLabel('Remember as my default doctor').check();
      await page.getByLabel(/^HN/).fill(hn);
      await page.getByLabel(/^First name \*/).fill('สมศรี');
      await page.getByLabel(/^Last name \*/).fill(lastName);
      if (kind !== 'gynecological') await page.locator('#case-sex').getByText('Female', { exact: true }).click();
      await page.locator('#case-specimen-0').fill(specimen);
      if (kind === 'cytological') await chooseOption(page, 'case-cyto-type-0', /.+/);
      if (kind === 'gynecological') await chooseOption(page, 'case-gyn-type', /.+/);
      await page.getByRole('button', { name: 'Register', exact: true }).click();

      const number = page.getByTestId('registered-accession-no');
      await expect(number).toHaveText(new RegExp(`^${letter}\\d{2}-\\d{5}$`));
      const accessionNo = (await number.innerText()).trim();
      // Ready for the next one, with the hospital kept.
      await expect(page.getByLabel(/^HN/)).toHaveValue('');
      await expect(page.getByLabel(/^HN/)).toBeFocused();

      // The defaults are remembered across visits.
      await page.reload();
      await expect(hospitalLabel).toHaveText(hospital);

      // Found by accession number, and by the Thai last name.
      await page.goto(`/workspace/${plural}`);
      const table = page.getByRole('table');
      await search(page, accessionNo);
      await expect(bodyRows(table)).toHaveCount(1);
      await expect(table).toContainText(lastName);
      await search(page, lastName);
      await expect(bodyRows(table)).toHaveCount(1);
      await expect(table).toContainText(accessionNo);

      await table.getByRole('link', { name: accessionNo }).click();
      await expect(page.getByRole('heading', { level: 1, name: accessionNo })).toBeVisible();
      await page.getByLabel(/^Clinical history/).fill('ก้อนโตขึ้นใน 2 เดือน');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(toasts(page)).toContainText('Saved');
      const history = page.getByRole('region', { name: 'History' }).or(page.locator('section[aria-labelledby="case-history-title"]')).first();
      await expect(history).toContainText('Edited by user');
      await expect(history).toContainText('ก้อนโตขึ้นใน 2 เดือน');
      await expect(history).toContainText('Registered by user');
    });
  }

  test('invalid input is refused with the fields named, and nothing is registered', async ({ page }) => {
    // Not "the next number stays": other tests register cases meanwhile. Nothing is sent instead.
    const registrations: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /^\/api\/surgicals(\/new)?$/.test(new URL(request.url()).pathname)) registrations.push(request.url());
    });
    await page.goto('/workspace/surgicals/new');
    await expect(page.getByTestId('next-accession-no')).toBeVisible();
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByText('is required').first()).toBeVisible();
    await expect(page.getByLabel(/^HN/)).toHaveAttribute('aria-invalid', 'true');
    expect(registrations).toEqual([]);
  });

  test('a case is cancelled with a reason and keeps its number', async ({ page, apiAs }) => {
    // Registered through the API: the registration form is the tests' above.
    const { id, accessionNo } = await registerCase(await apiAs('user'), 'surgical', { firstName: 'ยกเลิก' });
    await page.goto(`/workspace/surgicals/${id}/info`);
    await expect(page.getByRole('heading', { level: 1, name: accessionNo })).toBeVisible();

    await page.getByRole('button', { name: 'Cancel case' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel ${accessionNo}` });
    await dialog.getByRole('button', { name: 'Cancel the case' }).click();
    await expect(dialog.getByText('Say why the case is cancelled.')).toBeVisible();
    await dialog.getByLabel(/^Reason/).fill('Specimen received without a label');
    await dialog.getByRole('button', { name: 'Cancel the case' }).click();
    await expect(toasts(page)).toContainText('keeps its number');
    await expect(page.getByRole('heading', { level: 1, name: accessionNo })).toBeVisible();
    await expect(page.getByText('Cancelled: Specimen received without a label')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeHidden();
  });
});

test.describe('keyboard-only registration', () => {
  test('a specimen is registered without the mouse', async ({ page, signIn }) => {
    await signIn('user');
    await page.goto('/workspace/surgicals/new');
    const tag = unique();
    await page.locator('#case-hospital').focus();
    await page.keyboard.press('Enter'); // opens the list, its filter focused
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.locator('.p-dropdown').filter({ has: page.locator('#case-hospital') })).not.toContainText('Choose the hospital');
    await page.locator('#case-hn').focus();
    await page.keyboard.type(`K${tag}`);
    await page.keyboard.press('Tab'); // title
    await page.keyboard.press('Tab'); // first name
    await page.keyboard.type('คีย์บอร์ด');
    await page.keyboard.press('Tab');
    await page.keyboard.type(`ทดสอบ${tag}`);
    await page.locator('#case-specimen-0').focus();
    await page.keyboard.type('Appendix');
    await page
      .locator('#case-sex .p-button')
      .filter({ hasText: /^Male$/ })
      .focus();
    await page.keyboard.press('Space');
    await page.locator('#case-specimen-0').focus();
    await page.keyboard.press('Enter'); // submits the form
    await expect(page.getByTestId('registered-accession-no')).toHaveText(/^S\d{2}-\d{5}$/);
  });
});
