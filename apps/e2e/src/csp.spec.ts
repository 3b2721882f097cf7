import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** CSP violations the page reports (the browser logs each refused script, style or request). */
function recordViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test.describe('Content-Security-Policy', () => {
  test.beforeEach(({ signIn }) => signIn('admin'));

  test('the shell and every remote load under the policy, and nothing is refused', async ({ page }) => {
    const violations = recordViolations(page);
    const response = await page.goto('/');
    const csp = response!.headers()['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    for (const [path, title] of [
      ['/workspace/surgicals', 'Surgical cases'],
      ['/setting/hispitals', 'Hospitals'],
      ['/report/index', 'Reports'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { name: title, exact: true })).toBeVisible();
    }
    expect(violations).toEqual([]);
  });

  test('the color-scheme script runs before the first paint without inline script', async ({ page }) => {
    const violations = recordViolations(page);
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('pathdesk.layout', JSON.stringify({ colorScheme: 'dark' })));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-scheme', 'dark');
    await expect(page.locator('#theme-css')).toHaveAttribute('href', '/themes/dark/theme.css');
    expect(violations).toEqual([]);
  });

  test("PrimeReact's inline styles still apply: an overlay is positioned by its style attribute", async ({ page }) => {
    const violations = recordViolations(page);
    await page.goto('/workspace/surgicals');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Surgical cases', exact: true })).toBeVisible();
    // The paginator's rows-per-page dropdown opens a panel placed with inline top/left.
    await main.locator('.p-paginator .p-dropdown').first().click();
    const panel = page.locator('.p-dropdown-panel').first();
    await expect(panel).toBeVisible();
    const style = await panel.evaluate((el) => ({ inline: el.getAttribute('style') ?? '', position: getComputedStyle(el).position, top: getComputedStyle(el).top }));
    expect(style.inline).toMatch(/top/);
    expect(style.position).toBe('absolute');
    expect(style.top).not.toBe('auto');
    expect(violations).toEqual([]);
  });
});
