import { expect, test, toasts } from './support/fixtures';
import { registerCase } from './support/api';

const sidebar = (page: import('@playwright/test').Page) => page.locator('#layout-sidebar');
const toggle = (page: import('@playwright/test').Page) => page.getByRole('button', { name: 'Toggle menu' });
/**
 * Stops the page's installed clock. It jumps 10 s ahead first: Playwright cannot pause at a time
 * already past, and the page's time moves on while this call travels on a busy machine.
 */
async function stopClock(page: import('@playwright/test').Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 10_000);
}

test.describe('layout behaviour (spec §2, §9)', () => {
  test.beforeEach(({ signIn }) => signIn('admin'));

  test('at 1200 px the toggle opens the overlay menu, and collapses the static menu in static mode', async ({ page }) => {
    await page.setViewportSize({ width: 1200, height: 900 });
    await page.goto('/');
    await expect(sidebar(page)).not.toBeInViewport();
    await toggle(page).click();
    await expect(sidebar(page)).toBeInViewport();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');

    // A click outside the sidebar closes it.
    await page.mouse.click(1000, 500);
    await expect(sidebar(page)).not.toBeInViewport();

    await page.getByRole('button', { name: 'Layout settings' }).click();
    await page.getByLabel('Static').check();
    await page.keyboard.press('Escape');
    await expect(sidebar(page)).toBeInViewport();
    await toggle(page).click();
    await expect(sidebar(page)).not.toBeInViewport();
    await toggle(page).click();
    await expect(sidebar(page)).toBeInViewport();
  });

  test('at 800 px the toggle opens the mobile menu, which a click outside closes', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/');
    await expect(sidebar(page)).not.toBeInViewport();
    await toggle(page).click();
    await expect(sidebar(page)).toBeInViewport();
    await page.mouse.click(780, 600);
    await expect(sidebar(page)).not.toBeInViewport();
  });

  test('the menu is used from the keyboard: arrows, and type-ahead that starts over after 500 ms', async ({ page }) => {
    // The page's clock stands still while keys are typed, and moves on only as the test says: a
    // busy machine that types slowly cannot start the type-ahead over by accident.
    await page.clock.install();
    await page.setViewportSize({ width: 1200, height: 900 });
    await page.goto('/');
    await toggle(page).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Dashboard' }).focus();
    await stopClock(page);
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('link', { name: 'Surgical', exact: true })).toBeFocused();
    await page.keyboard.type('gy');
    await expect(menu.getByRole('link', { name: 'Gynecological', exact: true })).toBeFocused();
    await page.clock.runFor(600);
    await page.keyboard.type('u');
    await expect(menu.getByRole('link', { name: 'Users' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/setting\/users$/);
    await expect(menu.getByRole('link', { name: 'Users' })).toHaveClass(/active-route/);
  });

  test('toasts appear bottom-right, 25rem wide, and leave after 3 s', async ({ page, apiAs }) => {
    const c = await registerCase(await apiAs('user'), 'surgical', { firstName: 'แจ้ง' });
    // The toast's 3 s are counted on the page's clock, which stands still while the test measures.
    await page.clock.install();
    await page.goto(`/workspace/surgicals/${c.id}/info`);
    await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();
    await stopClock(page);
    // Focus and Enter, not click(): with the page's clock stopped, click()'s wait for the button to
    // stand still (animation frames) can wait for ever.
    await page.getByRole('button', { name: 'Save' }).focus();
    await page.keyboard.press('Enter');
    const toast = toasts(page).locator('.p-toast-message').filter({ hasText: 'Nothing to save' });
    // The toast area is downloaded and revealed (React's Suspense waits on a timer) while the clock
    // moves in 50 ms steps: once it shows, it has been shown for 50 ms at most.
    await expect(async () => {
      await page.clock.runFor(50);
      await expect(toast).toBeVisible({ timeout: 100 });
    }).toPass({ timeout: 10_000 });
    const area = await toasts(page).boundingBox();
    const viewport = page.viewportSize()!;
    const rem = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
    expect(area!.width).toBeCloseTo(25 * rem, 0);
    expect(area!.x + area!.width).toBeGreaterThan(viewport.width - 40);
    expect((await toast.boundingBox())!.y).toBeGreaterThan(viewport.height / 2);
    await page.clock.runFor(2900);
    await expect(toast).toBeVisible();
    await page.clock.runFor(1100); // past the 3 s, and the leaving animation
    await expect(toast).toBeHidden();
  });

  test('a slow data call shows the full-screen loading overlay; a fast one does not', async ({ page }) => {
    await page.goto('/setting/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
    await page.route('**/api/users?**', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.getByRole('searchbox').fill('adm');
    await expect(page.getByTestId('loading-overlay')).toBeVisible();
    await expect(page.getByTestId('loading-overlay')).toHaveCount(0, { timeout: 5000 });
  });

  // Issue 24.7: the calendar's names are Thai with Sunday first by default, in the English interface
  // too (the lab setting calendarNames=interface switches them: thai-locale.spec.ts).
  test('date pickers show Thai day and month names, Sunday first, in the English interface', async ({ page }) => {
    await page.goto('/workspace/surgicals/new');
    await page
      .locator('.p-calendar')
      .filter({ has: page.locator('#case-received') })
      .getByRole('button')
      .click();
    const days = page.locator('.p-datepicker-calendar thead th');
    await expect(days).toHaveText(['อา', 'จ', 'อ', 'พ', 'พฤ', 'ศ', 'ส']);
    await expect(page.locator('.p-datepicker-month')).toHaveText(/มกราคม|กุมภาพันธ์|มีนาคม|เมษายน|พฤษภาคม|มิถุนายน|กรกฎาคม|สิงหาคม|กันยายน|ตุลาคม|พฤศจิกายน|ธันวาคม/);
    // The rest of the interface stays English.
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/[\u0E00-\u0E7F]/);
  });

  test('dark/light applies inside a remote at once and is kept after a reload', async ({ page }) => {
    await page.goto('/setting/users');
    const card = page.getByRole('main').locator('.card').first();
    await expect(card).toBeVisible();
    const light = await card.evaluate((el) => getComputedStyle(el).backgroundColor);
    await page.getByRole('button', { name: 'Dark scheme' }).click();
    await expect(page.getByRole('button', { name: 'Dark scheme' })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => card.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(light);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-scheme', 'dark');
    await expect(page.locator('link#theme-css')).toHaveAttribute('href', '/themes/dark/theme.css');
    await expect
      .poll(() =>
        page
          .getByRole('main')
          .locator('.card')
          .first()
          .evaluate((el) => getComputedStyle(el).backgroundColor),
      )
      .not.toBe(light);
    await page.getByRole('button', { name: 'Dark scheme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-scheme', 'light');
  });
});
