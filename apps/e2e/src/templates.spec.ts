import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test, toasts } from './support/fixtures';
import { bodyRows } from './support/tables';
import { openInApp, walkTimeout } from './support/navigation';

// The template pages (spec §2) and the landing page, as a visitor who has not signed in sees them.
const PAGES = [
  ['/uikit/formlayout', 'Form layout'],
  ['/uikit/input', 'Input'],
  ['/uikit/button', 'Button'],
  ['/uikit/table', 'Table'],
  ['/uikit/list', 'List'],
  ['/uikit/tree', 'Tree'],
  ['/uikit/panel', 'Panel'],
  ['/uikit/overlay', 'Overlay'],
  ['/uikit/media', 'Media'],
  ['/uikit/message', 'Message'],
  ['/uikit/file', 'File'],
  ['/uikit/menu', 'Menu'],
  ['/uikit/charts', 'Charts'],
  ['/uikit/misc', 'Misc'],
  ['/uikit/timeline', 'Timeline'],
  ['/pages/empty', 'Empty page'],
  ['/pages/crud', 'Additional tests'],
  ['/documentation', 'Documentation'],
  ['/landing', 'The workspace of your pathology laboratory'],
] as const;

/** What the browser's console reports as errors (and uncaught exceptions) while the test runs. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('template pages, without signing in', () => {
  // One walk per scheme, the pages opened in the app as its links open them (support/navigation.ts): a
  // page's findings are recorded and the walk goes on, so a failure names every page that has one.
  for (const scheme of ['light', 'dark'] as const) {
    test(`every template page shows its heading, without console errors or serious accessibility problems (${scheme} scheme)`, async ({ page, context }) => {
      test.setTimeout(walkTimeout(PAGES.length));
      if (scheme === 'dark') await context.addInitScript(() => localStorage.setItem('pathdesk.layout', JSON.stringify({ colorScheme: 'dark' })));
      const errors = consoleErrors(page);
      for (const [path, heading] of PAGES) {
        await test.step(`${path} shows "${heading}"`, async () => {
          const before = errors.length;
          await openInApp(page, path);
          await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
          await expect(page).toHaveURL(path);
          if (scheme === 'dark') await expect(page.locator('html')).toHaveAttribute('data-scheme', 'dark');
          else await expect(page.locator('html')).not.toHaveAttribute('data-scheme', 'dark');
          await expectNoSeriousViolations(page, { soft: true });
          expect.soft(errors.slice(before), `console errors on ${path}`).toEqual([]);
        });
      }
    });
  }

  test('the CRUD example adds, edits and deletes (after the confirm dialog) an additional test', async ({ page }) => {
    const errors = consoleErrors(page);
    await page.goto('/pages/crud');
    const card = page.getByRole('region', { name: 'Additional tests' });
    const table = card.getByRole('table', { name: 'Additional tests' });

    await card.getByRole('button', { name: 'Add', exact: true }).click();
    let dialog = page.getByRole('dialog', { name: 'Add an additional test' });
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog.getByText('is required')).toHaveCount(3);
    await dialog.getByLabel('Code').fill('ihc-cd20');
    await dialog.getByLabel('Name').fill('CD20');
    await dialog.getByLabel('Price (THB)').fill('1200');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(toasts(page)).toContainText('Added');

    await card.getByRole('searchbox', { name: 'Search additional tests' }).fill('CD20');
    await expect(bodyRows(table)).toHaveCount(1);
    await expect(bodyRows(table).first()).toContainText('IHC-CD20');
    await expect(bodyRows(table).first()).toContainText('1,200.00');

    await table.getByRole('button', { name: 'Edit CD20' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit CD20' });
    await dialog.getByLabel('Name').fill('CD20 (L26)');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(toasts(page)).toContainText('Saved');
    await expect(bodyRows(table).first()).toContainText('CD20 (L26)');

    await bodyRows(table).first().locator('input[type=checkbox]').check();
    await card.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete additional tests' });
    await expect(confirm).toContainText('Delete CD20 (L26)?');
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toasts(page)).toContainText('Deleted 1 test.');
    await expect(table).toContainText('No additional tests match.');
    expect(errors).toEqual([]);
  });

  test('an unknown address lands on the not-found page', async ({ page }) => {
    await page.goto('/uikit/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.goto('/pages/notfound');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('the access-denied and sign-in error pages exist', async ({ page }) => {
    await page.goto('/auth/access');
    await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
    await page.goto('/auth/error');
    await expect(page.getByRole('heading', { name: 'PathDesk cannot check your sign-in' })).toBeVisible();
  });

  test('the landing page leads to the sign-in page', async ({ page }) => {
    await page.goto('/landing');
    await page.getByRole('link', { name: 'Sign in to PathDesk' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in to PathDesk' })).toBeVisible();
  });
});
