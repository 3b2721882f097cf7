import { expect, menuSections, signInWithForm, test, toasts } from './support/fixtures';

test.describe('sign-in', () => {
  test('a deep link asks to sign in, then opens the page first asked for; logout ends the session', async ({ page }) => {
    await page.goto('/workspace/cytologicals');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fworkspace%2Fcytologicals$/);
    await signInWithForm(page, 'user');
    await expect(page).toHaveURL(/\/workspace\/cytologicals$/);
    await expect(page.getByRole('heading', { name: 'Cytological cases' })).toBeVisible();

    const userMenu = page.getByRole('button', { name: /^user / });
    await expect(userMenu).toHaveText(/user\s+เจ้าหน้าที่ห้องปฏิบัติการ/);
    await userMenu.click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);

    // The server forgot the session: a protected page asks to sign in again.
    await page.goto('/workspace/surgicals');
    await expect(page).toHaveURL(/\/login\?redirect=/);
  });

  test('a wrong password shows "Login failed" with the reason', async ({ page }) => {
    await page.goto('/login');
    await signInWithForm(page, 'admin', 'not-the-password');
    await expect(toasts(page)).toContainText('Login failed');
    await expect(toasts(page)).toContainText('Wrong username or password.');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a sign-in sent before the server has answered the page (no CSRF cookie yet) is still checked', async ({ page, context }) => {
    // The page's HTML is not an API answer: the cookie comes with the first one, and a quick user
    // (or a password manager) can submit before it. The call asks for the cookie first.
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await context.clearCookies();
    await signInWithForm(page, 'admin', 'not-the-password');
    await expect(toasts(page)).toContainText('Wrong username or password.');

    await context.clearCookies();
    await signInWithForm(page, 'doctor');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  });

  test('/auth/login is the sign-in page too, and success goes to the dashboard', async ({ page }) => {
    await page.goto('/auth/login');
    await signInWithForm(page, 'doctor');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  });

  test('the profile page warns before sending an anonymous visitor to sign in', async ({ page }) => {
    await page.goto('/setting/profile');
    await expect(toasts(page)).toContainText('Access Denied');
    await expect(toasts(page)).toContainText('Please log in to access this page.');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fsetting%2Fprofile$/);
  });

  test('a role that may not use a page lands on access denied', async ({ page, signIn }) => {
    await signIn('guest');
    await page.goto('/workspace/surgicals');
    await expect(page).toHaveURL(/\/auth\/access$/);
    await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
    await page.goto('/report/surgical-report');
    await expect(page.getByRole('heading', { name: 'Surgical report' })).toBeVisible();
  });

  test('an unexpected error in the guard shows "Error" and cancels the navigation', async ({ page, signIn }) => {
    await signIn('admin');
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await page.route('**/api/auth/check', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.getByRole('link', { name: 'Surgical cases' }).click();
    await expect(toasts(page)).toContainText('Error');
    await expect(toasts(page)).toContainText('An unexpected error occurred.');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  });
});

test.describe('menus by role (spec §6)', () => {
  const cases: [string, string[], string[]][] = [
    ['admin', ['Home', 'Workspace', 'Report', 'Settings'], ['Surgical', 'Users']],
    ['user', ['Home', 'Workspace', 'Report', 'Settings'], ['Surgical', 'Report', 'Hospitals', 'Doctors']],
    ['doctor', ['Home', 'Workspace', 'Report'], ['Surgical', 'Gynecological', 'Gynecological Review']],
    ['guest', ['Home', 'Report'], ['Surgical Report', 'Gynecological Report']],
  ];
  for (const [role, sections, someLinks] of cases) {
    test(`${role} sees ${sections.join(', ')}`, async ({ page, signIn }) => {
      await signIn(role);
      await page.goto('/');
      expect(await menuSections(page)).toEqual(sections.map((s) => s.toUpperCase()));
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      for (const link of someLinks) await expect(menu.getByRole('link', { name: link, exact: true })).toBeAttached();
    });
  }

  test('a guest has only its inbox, its requisitions and loans, and the three report pages', async ({ page, signIn }) => {
    await signIn('guest');
    await page.goto('/');
    const links = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link');
    await expect(links).toHaveText(['Dashboard', 'Inbox', 'Requisitions', 'Loans', 'Surgical Report', 'Cytological Report', 'Gynecological Report']);
  });
});

test.describe('registration', () => {
  test('a new account signs in, gets the template menu and reaches no lab page until it has a role', async ({ page }) => {
    const username = `newcomer${Date.now().toString(36)}`;
    await page.goto('/login');
    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill('a-long-password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText(/can reach nothing until an administrator gives it a role/)).toBeVisible();

    await signInWithForm(page, username, 'a-long-password');
    // Spec §6: the template menu with the demo pages, not the access-denied page.
    await expect(page).toHaveURL(/\/welcome$/);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'Form Layout' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Surgical', exact: true })).toHaveCount(0);
    await page.goto('/workspace/surgicals');
    await expect(page).toHaveURL(/\/auth\/access$/);
  });
});
