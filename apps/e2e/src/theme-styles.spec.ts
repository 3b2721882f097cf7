import type { Locator, Page } from '@playwright/test';
import { registerCase } from './support/api';
import { expect, test } from './support/fixtures';

// Issue 16, points 4 and 5: link buttons kept the theme's green text on the theme's green
// background (the shell's `a { color }` sits outside PrimeReact's cascade layer), and after a
// reload of a page that mounts no PrimeReact component first, the top bar's buttons were raw
// browser buttons (PrimeReact injects .p-link and .p-button only with its first component).

/** The WCAG contrast ratio of an element's text colour on its own background colour. */
function contrastOf(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const rgb = (css: string) => (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const luminance = (css: string) => {
      const [r, g, b] = rgb(css).map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const style = getComputedStyle(el);
    const [a, b] = [luminance(style.color), luminance(style.backgroundColor)].sort((x, y) => y - x);
    return (a! + 0.05) / (b! + 0.05);
  });
}

/** What a top-bar button looks like: PrimeReact's .p-link reset applied, not the browser's button. */
async function expectThemedTopbar(page: Page) {
  // The language switch's pressed button (EN / ไทย) is filled on purpose: the others are not.
  const buttons = page.locator('.layout-topbar-button:not([aria-pressed="true"])');
  await expect(buttons.first()).toBeVisible();
  for (const button of await buttons.all()) {
    await expect(button).toHaveCSS('border-top-style', 'none');
    await expect(button).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  }
}

test.describe('link buttons read (issue 16.4)', () => {
  test('the Register button of every worklist', async ({ page, signIn }) => {
    await signIn('admin');
    for (const path of ['/workspace/surgicals', '/workspace/cytologicals', '/workspace/gynecologicals']) {
      await page.goto(path);
      const register = page.getByRole('link', { name: 'Register' });
      await expect(register).toHaveCSS('color', 'rgb(255, 255, 255)');
      expect(await contrastOf(register), path).toBeGreaterThanOrEqual(4.5);
    }
  });

  test('the landing page’s call to action and the link button of /uikit/button', async ({ page }) => {
    await page.goto('/landing');
    const signIn = page.getByRole('link', { name: 'Sign in to PathDesk' });
    await expect(signIn).toBeVisible();
    expect(await contrastOf(signIn)).toBeGreaterThanOrEqual(4.5);

    await page.goto('/uikit/button');
    const link = page.getByRole('link', { name: 'Open the worklist' });
    await expect(link).toBeVisible();
    expect(await contrastOf(link)).toBeGreaterThanOrEqual(4.5);
  });
});

test.describe('the top bar keeps its theme (issue 16.5)', () => {
  test.beforeEach(({ signIn }) => signIn('admin'));

  test('after a reload of /, /report/index and a case tab', async ({ page, apiAs }) => {
    const registered = await registerCase(await apiAs('user'), 'surgical');
    for (const path of ['/', '/report/index', `/workspace/surgicals/${registered.id}/info`]) {
      await page.goto(path);
      await expectThemedTopbar(page);
      await page.reload();
      await expectThemedTopbar(page);
    }
  });

  test('looks the same after a cold load and after navigation (screenshots)', async ({ page }) => {
    const topbar = page.locator('.layout-topbar');
    // The top of a worklist: top bar, title, search, Register and the filters. Other tests add cases
    // meanwhile, so the count is masked and the rows (whose content sizes the columns) left out.
    const worklistTop = () => ({ clip: { x: 0, y: 0, width: 1280, height: 215 }, mask: [page.locator('#page-title + p')] });
    const shot = { animations: 'disabled' as const, caret: 'hide' as const, maxDiffPixelRatio: 0.01 };

    await page.goto('/report/index');
    await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
    await expect(topbar).toHaveScreenshot('topbar.png', shot);

    await page.goto('/workspace/surgicals');
    await expect(page.getByRole('link', { name: 'Register' })).toBeVisible();
    await expect(page.locator('.p-datatable-loading-overlay')).toHaveCount(0);
    await expect(topbar).toHaveScreenshot('topbar.png', shot);
    await expect(page).toHaveScreenshot('surgical-worklist.png', { ...shot, ...worklistTop() });

    // By the menu, from a page of another remote.
    await page.goto('/report/index');
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Surgical', exact: true }).click();
    await expect(page.getByRole('link', { name: 'Register' })).toBeVisible();
    await expect(page.locator('.p-datatable-loading-overlay')).toHaveCount(0);
    // The overlay menu closes once a page is chosen.
    await expect(page.locator('#layout-sidebar')).not.toBeInViewport();
    await expect(topbar).toHaveScreenshot('topbar.png', shot);
    await expect(page).toHaveScreenshot('surgical-worklist.png', { ...shot, ...worklistTop() });
  });
});
