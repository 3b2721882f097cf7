import { labDay } from '@pathdesk/contracts';
import { expect, test } from './support/fixtures';

// Issue 16.3: one lab setting writes every date — tables, inputs, the calendar's header year.
test.describe('one date format, the lab’s', () => {
  test('dd/mm/yyyy in the Buddhist Era, set in Lab settings, in a table, an input and the calendar', async ({ page, signIn, apiAs }) => {
    const admin = await apiAs('admin');
    const { labSettings: before } = await admin.get('/api/lab-settings');
    await signIn('admin');
    try {
      // The default (spec §9): mm/dd/yyyy, the Common Era.
      await page.goto('/workspace/surgicals/new');
      await expect(page.getByLabel('Birth date')).toHaveAttribute('placeholder', 'mm/dd/yyyy');

      await admin.send('put', '/api/lab-settings', { ...before, dateFormat: 'dd/mm/yyyy', buddhistEra: true }, 200);
      await page.goto('/workspace/surgicals/new');
      const birthDate = page.getByLabel('Birth date');
      await expect(birthDate).toHaveAttribute('placeholder', 'dd/mm/yyyy (พ.ศ.)');
      // Typed in the lab's format, it reads back the same; the calendar's header year is in BE.
      await birthDate.fill('24/11/2530');
      await expect(birthDate).toHaveValue('24/11/2530');
      // A click on the input opens the calendar (and leaves it open when typing already did).
      await birthDate.click();
      const year = page.locator('.p-datepicker select.p-datepicker-year');
      await expect(year).toHaveValue('1987');
      // Playwright's :checked is for check boxes: read the chosen option's text.
      expect(await year.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent)).toBe('2530');
      await expect(page.locator('.p-datepicker .p-highlight').first()).toHaveText('24');
      await page.keyboard.press('Escape');

      await page.goto('/workspace/surgicals');
      const received = page.getByRole('table').locator('tbody tr').first().locator('time').first();
      await expect(received).toHaveText(/^\d{2}\/\d{2}\/25\d\d \d{2}:\d{2}$/);
      const iso = (await received.getAttribute('datetime'))!;
      // The browser runs on the lab's clock: the day of that instant in Bangkok, day first, in BE.
      const [y, m, d] = labDay(iso).split('-');
      await expect(received).toContainText(`${d}/${m}/${Number(y) + 543} `);
    } finally {
      await admin.send('put', '/api/lab-settings', before, 200);
    }
  });
});
