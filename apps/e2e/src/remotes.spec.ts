import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { registerCase } from './support/api';

const remotes = [
  { name: 'workspace', path: '/workspace/surgicals', title: 'Surgical cases' },
  { name: 'settings', path: '/setting/hispitals', title: 'Hospitals' },
  { name: 'reports', path: '/report/index', title: 'Reports' },
] as const;

/** Remote entry files the page has asked for so far. */
function recordRemoteEntries(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const match = /\/remotes\/(\w+)\/remoteEntry(\.[0-9a-f]+)?\.js/.exec(request.url());
    if (match) seen.push(match[1]!);
  });
  return seen;
}

test.describe('remotes', () => {
  test.beforeEach(({ signIn }) => signIn('admin'));

  test('the start page fetches no remote; each remote is fetched when its page is opened', async ({ page }) => {
    const fetched = recordRemoteEntries(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(fetched).toEqual([]);

    await page.getByRole('link', { name: 'Surgical cases' }).click();
    await expect(page.getByRole('heading', { name: 'Surgical cases' })).toBeVisible();
    expect(new Set(fetched)).toEqual(new Set(['workspace']));
  });

  for (const remote of remotes) {
    test(`${remote.name} renders its page inside the layout, also on reload of a deep link`, async ({ page }) => {
      await page.goto(remote.path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { name: remote.title, exact: true })).toBeVisible();
      await page.reload();
      await expect(main.getByRole('heading', { name: remote.title, exact: true })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${remote.path}$`));
    });
  }

  test("remotes share the shell's store, router and PrimeReact: a remote raises a toast in the shell", async ({ page, apiAs }) => {
    const c = await registerCase(await apiAs('admin'), 'surgical', { firstName: 'รีโมต' });
    await page.goto(`/workspace/surgicals/${c.id}/info`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.accessionNo);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole('button', { name: 'Save' }).click();
    const toast = page.locator('.p-toast-bottom-right .p-toast-message').first();
    await expect(toast).toContainText('Nothing to save');
    // A remote's link moves the shell's router without a page load: the shell's toast area is the
    // same element afterwards. (Not the toast itself: it lives 3 s, and a busy machine's navigation
    // loading the reports remote took longer.)
    const area = await page.locator('.p-toast-bottom-right').elementHandle();
    await page.getByRole('navigation', { name: 'Case' }).getByRole('link', { name: 'Report' }).click();
    await expect(page).toHaveURL(/\/view$/);
    expect(await area!.evaluate((element) => element.isConnected)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test('a remote that cannot be loaded shows an error panel; the rest keeps working and a retry recovers', async ({ page }) => {
    await page.route('**/remotes/reports/**', (route) => route.abort('connectionrefused'));
    await page.goto('/report/index');
    const panel = page.getByRole('alert');
    await expect(panel).toContainText('Reports is unavailable right now.');
    await expect(page.getByRole('button', { name: 'Toggle menu' })).toBeVisible();
    await expect(page.locator('footer')).toContainText('2025');

    // The other remotes still work.
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await page.getByRole('link', { name: 'Surgical', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Surgical cases' })).toBeVisible();

    // Once the remote is reachable again, "Try again" loads it without reloading the shell.
    await page.goBack();
    await expect(page.getByRole('alert')).toContainText('Reports is unavailable right now.');
    await page.unroute('**/remotes/reports/**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('main').getByRole('heading', { name: 'Reports', exact: true })).toBeVisible();
  });
});
