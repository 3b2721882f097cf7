import { expect, test } from './support/fixtures';

// Issue 26.4: dialogs behave on the keyboard — Escape closes only what is open inside the dialog
// (a dropdown's list, a calendar) and then the dialog; a dialog with entries asks before it closes.

test.describe('dialogs on the keyboard (26.4)', () => {
  test('Escape closes an open dropdown inside a dialog, not the dialog; a second Escape with unsaved entries asks first', async ({ page, signIn }) => {
    await signIn('admin');
    await page.goto('/setting/doctors');
    await expect(page.getByRole('heading', { name: 'Doctors', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a doctor' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(/^Name/).fill('สมหมาย ยังไม่บันทึก');
    await dialog
      .locator('.p-dropdown')
      .filter({ has: page.locator('#doctor-hospital') })
      .click();
    const list = page.locator('.p-dropdown-items');
    await expect(list).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(/^Name/)).toHaveValue('สมหมาย ยังไม่บันทึก');

    // The dialog has an entry: Escape asks before losing it; "Stay" keeps it.
    await page.keyboard.press('Escape');
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: /Unsaved/ }));
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Stay' }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(/^Name/)).toHaveValue('สมหมาย ยังไม่บันทึก');
    await page.keyboard.press('Escape');
    await page
      .getByRole('alertdialog')
      .or(page.getByRole('dialog', { name: /Unsaved/ }))
      .getByRole('button', { name: 'Discard' })
      .click();
    await expect(dialog).toBeHidden();
  });

  test('an untouched dialog closes on Escape at once', async ({ page, signIn }) => {
    await signIn('admin');
    await page.goto('/setting/doctors');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a doctor' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
