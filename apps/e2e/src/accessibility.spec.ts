import type { Page } from '@playwright/test';
import { registerCase } from './support/api';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test, toasts } from './support/fixtures';
import { networkQuiet, openInApp, walkTimeout } from './support/navigation';

// axe on the main pages of PathDesk, in the light and the dark scheme (issue: the shell, complete):
// no serious or critical violation, contrast included (in the dark scheme the colour rules alone:
// support/axe.ts says why).
const SCHEMES = ['light', 'dark'] as const;

/** The page at `path` (opened in the app, as its links do) once its data has arrived: the heading shown and nothing loading. */
async function open(page: Page, path: string, heading: string | RegExp) {
  await openInApp(page, path);
  await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
  await networkQuiet(page);
  await expect(page.locator('.p-skeleton, .p-datatable-loading-overlay')).toHaveCount(0);
}

for (const scheme of SCHEMES) {
  test.describe(`accessibility, ${scheme} scheme`, () => {
    test.beforeEach(async ({ context }) => {
      await context.addInitScript((colorScheme) => {
        localStorage.setItem('pathdesk.layout', JSON.stringify({ colorScheme }));
      }, scheme);
    });

    test('sign-in and landing pages', async ({ page }) => {
      await open(page, '/login', 'Sign in to PathDesk');
      await expect(page.locator('html')).toHaveAttribute('data-scheme', scheme);
      await expectNoSeriousViolations(page);

      await page.getByLabel('Username', { exact: true }).fill('admin');
      await page.getByLabel('Password', { exact: true }).fill('not the password');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(toasts(page)).toContainText('Login failed');
      await expectNoSeriousViolations(page);

      await open(page, '/landing', 'The workspace of your pathology laboratory');
      await expectNoSeriousViolations(page);
    });

    // A test per page or two where the page is worked (each axe scan takes seconds on a busy machine,
    // and tests of their own run side by side); pages only read are walked in one test.
    test('dashboard and its layout settings', async ({ page, signIn }) => {
      await signIn('admin');
      await open(page, '/', 'Dashboard');
      await expect(page.locator('html')).toHaveAttribute('data-scheme', scheme);
      await expectNoSeriousViolations(page);

      await page.getByRole('button', { name: 'Layout settings' }).click();
      await expect(page.getByText(/The lab writes dates/)).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test('a case list, and registration with errors', async ({ page, signIn }) => {
      await signIn('admin');
      await open(page, '/workspace/surgicals', 'Surgical cases');
      await expectNoSeriousViolations(page);

      await page.goto('/workspace/surgicals/new');
      await expect(page.getByTestId('next-accession-no')).toBeVisible();
      await page.getByRole('button', { name: 'Register', exact: true }).click();
      await expect(page.getByText('is required').first()).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test('case and result pages', async ({ page, signIn, apiAs }) => {
      const c = await registerCase(await apiAs('user'), 'surgical');
      await signIn('admin');
      await open(page, `/workspace/surgicals/${c.id}/info`, c.accessionNo);
      await expectNoSeriousViolations(page);

      await open(page, `/workspace/surgicals/${c.id}/result`, c.accessionNo);
      await expectNoSeriousViolations(page);
    });

    test('settings and report pages', async ({ page, signIn }) => {
      test.setTimeout(walkTimeout(5));
      await signIn('admin');
      for (const [path, heading] of [
        ['/setting/hispitals', 'Hospitals'],
        ['/setting/users', 'Users'],
        ['/setting/lab', 'Lab settings'],
        ['/report/index', /Reports/],
        ['/report/surgical-report', /Surgical/],
      ] as const) {
        await test.step(path, async () => {
          await open(page, path, heading);
          await expectNoSeriousViolations(page, { soft: true });
        });
      }
    });
  });
}
