import { expect, test } from './support/fixtures';

test.describe('the shell', () => {
  test.beforeEach(({ signIn }) => signIn('admin'));

  test('shows the layout: top bar, menu, main area and footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Toggle menu' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'PathDesk home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    const footer = page.locator('footer');
    await expect(footer).toContainText('ห้องปฏิบัติการพยาธิวิทยา PathDesk');
    await expect(footer).toContainText('2025');
    await expect(footer).toContainText('1.0.0');
  });

  test('reports the API and its parts as ready on the dashboard', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('Database ready')).toBeVisible();
  });

  test('sends unknown addresses to the not-found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.goto('/workspace/no-such-list');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveURL(/\/pages\/notfound$/);
  });
});
