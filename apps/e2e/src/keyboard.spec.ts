import type { Page } from '@playwright/test';
import { expect, test, toasts } from './support/fixtures';
import { DEMO_PASSWORD, diagnoseSurgical, registerCase } from './support/api';
import { expectNoSeriousViolations } from './support/axe';

// Issue 26: a clerk's, a technician's and a pathologist's day without the mouse — no click below.

const pad = (n: number) => String(n).padStart(2, '0');
/** Yesterday as the lab's default format types it (mm/dd/yyyy), digits only: the mask puts the separators. */
function yesterdayDigits(): string {
  const d = new Date(Date.now() - 24 * 3600_000);
  return `${pad(d.getMonth() + 1)}${pad(d.getDate())}${d.getFullYear()}`;
}
const tag = () =>
  Date.now()
    .toString(36)
    .slice(-6)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);

/** The dropdown's shown choice. */
const dropdownLabel = (page: Page, id: string) =>
  page
    .locator('.p-dropdown')
    .filter({ has: page.locator(`#${id}`) })
    .locator('.p-dropdown-label');

test.describe('a day on the keyboard', () => {
  test('a clerk registers a two-specimen surgical case with typed dates and a remembered hospital', async ({ page, signIn }) => {
    test.slow();
    await signIn('user');
    await page.goto('/workspace/surgicals/new');
    // The form opens with the focus in its first field: the hospital.
    // (The form's lookups load first: on a busy machine that takes a while.)
    await expect(page.locator('#case-hospital')).toBeFocused({ timeout: 30_000 });
    // Any part of the name, then Enter: "นนท" is the Nonthaburi hospital, not the first of the list.
    // (Playwright types Thai letters as text without key presses, which the closed dropdown cannot
    // take, so Enter opens its filter first; a Thai keyboard's keys open it too: dropdown-field.spec.)
    await page.keyboard.press('Enter');
    await expect(page.locator('input.p-dropdown-filter')).toBeFocused();
    await page.keyboard.type('นนท');
    await page.keyboard.press('Enter');
    await expect(dropdownLabel(page, 'case-hospital')).toHaveText('โรงพยาบาลนนทบุรีรวมแพทย์');
    await expect(page.locator('#case-hospital')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Remember as my default hospital')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByLabel('Remember as my default hospital')).toBeChecked();

    // Typed dates: the calendar does not take the focus; the separators come by themselves.
    const collected = page.getByLabel(/^Collected/);
    await collected.focus();
    await page.keyboard.type(`${yesterdayDigits()}0830`);
    await expect(page.locator('.p-datepicker')).toHaveCount(0);
    await expect(collected).toHaveValue(/^\d{2}\/\d{2}\/\d{4} 08:30$/);
    const received = page.getByLabel(/^Received/);
    await received.focus();
    await page.keyboard.press('Control+a');
    await page.keyboard.type(`${yesterdayDigits()}0915`);
    await expect(received).toHaveValue(/^\d{2}\/\d{2}\/\d{4} 09:15$/);

    const id = tag();
    await page.getByLabel(/^HN/).focus();
    await page.keyboard.type(`K${id}`.toUpperCase());
    await page.getByLabel(/^First name \*/).focus();
    await page.keyboard.type('คีย์บอร์ด');
    await page.keyboard.press('Tab');
    await page.keyboard.type(`ทดสอบ${id}`);
    // A birth date that does not exist says so, naming the field and the format; then a real one.
    const birth = page.getByLabel(/^Birth date/);
    await birth.focus();
    await page.keyboard.type('02311975');
    await page.keyboard.press('Tab');
    await expect(page.getByText('Birth date: 02/31/1975 is not a date. Type it as mm/dd/yyyy.')).toBeVisible();
    await birth.focus();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('04031975');
    await page.keyboard.press('Tab');
    await expect(birth).toHaveValue('04/03/1975');
    await expect(page.getByText(/is not a date/)).toHaveCount(0);
    await page
      .locator('#case-sex .p-button')
      .filter({ hasText: /^Male$/ })
      .focus();
    await page.keyboard.press('Space');

    await page.locator('#case-specimen-0').focus();
    await page.keyboard.type('Gallbladder');
    const another = page.getByRole('button', { name: /Another specimen/ });
    if (await another.count()) {
      await another.focus();
      await page.keyboard.press('Enter');
      await page.locator('#case-specimen-1').focus();
      await page.keyboard.type('Appendix');
    }
    await page.keyboard.press('Enter'); // submits the form
    await expect(page.getByTestId('registered-accession-no').first()).toHaveText(/^S\d{2}-\d{5}$/);
    await expect(page.getByLabel(/^HN/)).toBeFocused();
    await expect(page.getByLabel(/^HN/)).toBeInViewport();
    // The hospital is remembered: a new form opens on it, the focus in the HN.
    await page.goto('/workspace/surgicals/new');
    await expect(dropdownLabel(page, 'case-hospital')).toHaveText('โรงพยาบาลนนทบุรีรวมแพทย์');
    await expect(page.getByLabel(/^HN/)).toBeFocused();
    await expectNoSeriousViolations(page);
  });

  test('Tab from the top bar reaches the page, never the links of a menu that is off screen (26.5)', async ({ page, signIn }) => {
    await signIn('user');
    await page.goto('/workspace/surgicals');
    await expect(page.getByRole('heading', { name: 'Surgical cases' })).toBeVisible();
    const inSidebar = () => page.evaluate(() => !!document.activeElement?.closest('#layout-sidebar'));
    await page.getByRole('button', { name: 'Toggle menu' }).focus();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await inSidebar()).toBe(false);
    }
    // Opened, the menu is reachable again.
    await page.getByRole('button', { name: 'Toggle menu' }).focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Surgical', exact: true }).focus();
    expect(await inSidebar()).toBe(true);
  });

  test('a technician scans 20 slides in a row, fast, and every one lands', async ({ page, signIn, apiAs }) => {
    test.slow();
    const staff = await apiAs('user');
    const c = await registerCase(staff, 'surgical');
    const { blocks } = await staff.send('post', `/api/surgicals/${c.id}/blocks`, { range: { part: 'A', from: 1, to: 20, slidesEach: 1 } }, 201);
    const slides = (blocks as { slides: { id: number }[] }[]).map((b) => `SLD-${b.slides[0]!.id}`);
    expect(slides).toHaveLength(20);

    await signIn('user');
    await page.goto('/workspace/stations?step=cutting');
    const scanBox = page.getByRole('textbox', { name: /^Scan a label/ });
    await expect(scanBox).toBeFocused();
    // A keyboard-wedge scanner: the code and Enter, no pause between labels.
    for (const code of slides) await page.keyboard.type(`${code}\n`);
    const recorded = page.getByRole('row').filter({ hasText: c.accessionNo });
    await expect(recorded).toHaveCount(20, { timeout: 30_000 });
    await expect(scanBox).toBeFocused();
    await expect(scanBox).toHaveValue('');
  });

  test('a pathologist signs out with the password and Enter', async ({ page, signIn, apiAs }) => {
    test.slow();
    const user = await apiAs('user');
    const doctor = await apiAs('doctor');
    const c = await registerCase(user, 'surgical', { firstName: 'คีย์บอร์ด' });
    const { signature } = await doctor.get('/api/users/me/signature');
    await diagnoseSurgical(
      user,
      doctor,
      c.id,
      { gross: 'Appendix 6 cm.', microscopic: 'Transmural neutrophils.', diagnosis: 'Appendix, appendectomy: acute appendicitis', pathologistId: signature.staffId },
      'not-malignant',
    );
    await signIn('doctor');
    await page.goto(`/workspace/surgicals/${c.id}/result`);
    await expect(page.getByRole('heading', { level: 1, name: c.accessionNo })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Sign out', exact: true }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /^Sign out / });
    await expect(dialog.getByLabel(/^Your password/)).toBeFocused();
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(toasts(page)).toContainText('Signed out');
  });
});

// Issue 26's measurement: keystrokes and seconds for a clerk's registration of a typical Pap, the
// hospital remembered, dates typed (written to the test's annotations and the report of the issue).
test('a clerk registers a typical Pap from the keyboard: keystrokes and seconds', async ({ page, signIn }) => {
  test.slow();
  await signIn('user');
  await page.goto('/workspace/gynecologicals/new');
  await expect(page.locator('#case-hospital')).toBeFocused({ timeout: 30_000 });
  let keys = 0;
  const press = async (key: string) => (keys++, page.keyboard.press(key));
  const type = async (text: string) => ((keys += [...text].length), page.keyboard.type(text));
  // The hospital, remembered for the next ones (the clerk's first Pap of the day).
  await press('Enter');
  await expect(page.locator('input.p-dropdown-filter')).toBeFocused();
  await type('นนท');
  await press('Enter');
  await press('Tab');
  await press('Space');
  const started = Date.now();
  keys = 0;
  const id = tag();
  await page.getByLabel(/^HN/).focus();
  keys++; // the clerk's Tab or shortcut to the HN (the form opens there once the hospital is remembered)
  await type(`P${id}`.toUpperCase());
  await page.getByLabel(/^First name \*/).focus();
  keys += 2; // Tab, Tab (past the title)
  await type('มาลี');
  await press('Tab');
  await type(`ตรวจ${id}`);
  await page.getByLabel(/^Birth date/).focus();
  keys += 3;
  await type('04031975');
  await page.locator('#case-specimen-0').focus();
  keys += 2;
  await type('Cervical smear');
  await page.locator('#case-gyn-type').focus();
  keys += 3;
  await press('Enter');
  await press('ArrowDown');
  await press('Enter');
  await page.getByLabel(/^Last menstrual period/).focus();
  keys += 1;
  await type(yesterdayDigits());
  await press('Enter');
  await expect(page.getByTestId('registered-accession-no').first()).toHaveText(/^G\d{2}-\d{5}$/);
  const seconds = (Date.now() - started) / 1000;
  test.info().annotations.push({ type: 'Pap registration', description: `${keys} keystrokes, ${seconds.toFixed(1)} s (machine time, typing at full speed)` });
  console.log(`Pap registration: ${keys} keystrokes, ${seconds.toFixed(1)} s`);
  // Most of them are the patient's own text (HN, names, specimen) and two dates of 8 digits each.
  expect(keys).toBeLessThan(80);
});
