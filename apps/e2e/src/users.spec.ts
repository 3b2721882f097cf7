import { expect, signInWithForm, test, toasts } from './support/fixtures';

const unique = () => Date.now().toString(36);

test.describe('users (admin)', () => {
  test.beforeEach(async ({ signIn, page }) => {
    await signIn('admin');
    await page.goto('/setting/users');
    await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  });

  test('create, find, edit, reset the password of, and delete a user', async ({ page }) => {
    const username = `somsri${unique()}`;
    const table = page.getByRole('table');

    await page.getByRole('button', { name: 'New user' }).click();
    const dialog = page.getByRole('dialog', { name: 'New user' });
    await dialog.getByRole('button', { name: 'Add user' }).click();
    await expect(dialog.getByText('is required')).toBeVisible(); // validated before sending
    await dialog.getByLabel(/^Username/).fill(username);
    await dialog.getByLabel(/^Name/).fill('สมศรี มีสุข');
    await dialog
      .locator('.p-dropdown')
      .filter({ has: page.locator('#user-role') })
      .click();
    await page.getByRole('option', { name: 'Pathologist' }).click();
    await dialog.getByLabel(/^Password/).fill('somsri-password');
    await dialog.getByRole('button', { name: 'Add user' }).click();
    await expect(dialog).toBeHidden();
    await expect(toasts(page)).toContainText('User added');

    await page.getByRole('searchbox', { name: 'Search users' }).fill(username);
    await expect(table.getByRole('row')).toHaveCount(2); // header + the one match
    await expect(table).toContainText('สมศรี มีสุข');
    await expect(table).toContainText('Pathologist');

    await page.getByRole('button', { name: `Edit ${username}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${username}` });
    await edit.getByLabel(/^Name/).fill('สมศรี ใจงาม');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(table).toContainText('สมศรี ใจงาม');

    await page.getByRole('button', { name: `Reset the password of ${username}` }).click();
    const reset = page.getByRole('dialog', { name: `Reset the password of ${username}` });
    await reset.getByLabel(/^New password/).fill('reset-password-1');
    await reset.getByLabel(/^Repeat the new password/).fill('reset-password-1');
    await reset.getByRole('button', { name: 'Reset password' }).click();
    await expect(toasts(page)).toContainText('Password reset');

    await table
      .getByRole('row', { name: new RegExp(username) })
      .locator('input[type=checkbox]')
      .check();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: 'Delete users' }));
    await expect(confirm).toContainText(`Delete ${username}?`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toasts(page)).toContainText('Users deleted');
    await expect(table).toContainText('No user matches the search.');
  });

  test('a duplicate username shows "Add User failed" with the reason', async ({ page }) => {
    await page.getByRole('button', { name: 'New user' }).click();
    const dialog = page.getByRole('dialog', { name: 'New user' });
    await dialog.getByLabel(/^Username/).fill('DOCTOR');
    await dialog.getByLabel(/^Name/).fill('Another doctor');
    await dialog.getByLabel(/^Password/).fill('long-enough-pass');
    await dialog.getByRole('button', { name: 'Add user' }).click();
    await expect(toasts(page)).toContainText('Add User failed');
    await expect(toasts(page)).toContainText('The username "doctor" is taken.');
    await expect(dialog).toBeVisible();
  });

  test('the admin cannot select their own account for deletion', async ({ page }) => {
    const adminRow = page.getByRole('row').filter({ hasText: 'ผู้ดูแลระบบ' });
    await expect(adminRow.locator('input[type=checkbox]')).toBeDisabled();
  });
});

test.describe("changing one's password", () => {
  test('the new password works at the next sign-in and the old one does not', async ({ page, signIn, context }) => {
    // A user of its own, so other tests keep the demo passwords.
    const username = `pw${unique()}`;
    await signIn('admin');
    const { csrfToken } = await (await context.request.get('/api/auth/csrf')).json();
    const created = await context.request.post('/api/users', {
      data: { username, name: 'Password Tester', role: 'user', password: 'first-password' },
      headers: { 'x-csrf-token': csrfToken },
    });
    expect(created.status()).toBe(201);
    await context.clearCookies();

    await page.goto('/setting/profile');
    await signInWithForm(page, username, 'first-password');
    await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel(/^Current password/).fill('wrong-current');
    await form.getByLabel(/^New password/).fill('second-password');
    await form.getByLabel(/^Repeat the new password/).fill('second-password');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(toasts(page)).toContainText('Change Password failed');
    await expect(toasts(page)).toContainText('The current password is not correct.');

    await form.getByLabel(/^Current password/).fill('first-password');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(toasts(page)).toContainText('Password changed');

    await page.getByRole('button', { name: new RegExp(`^${username} `) }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await signInWithForm(page, username, 'first-password');
    await expect(toasts(page)).toContainText('Wrong username or password.');
    await signInWithForm(page, username, 'second-password');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  });
});
