// Issue 33.5: a shell and its remotes are deployed one by one, so a page may run a remote of another
// commit than its shell. This commit's shell with the reports remote as built at an earlier commit,
// and this commit's remotes under that earlier commit's shell built as of an older platform (2.0.0;
// this commit's remotes are built for its platform's version): the app works, or shows the remote's own page saying it
// needs an update — never a blank page, a crash or a second React.
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { countReactRenderers, EARLIER_PLATFORM, earlierBuild, fulfillFrom, PLATFORM, reactRenderers, readRelease } from './support/earlier-build';

let earlier: { dir: string; commit: string };
let olderShell: { dir: string; commit: string };

// One worker builds the earlier commit once: two workers building it side by side trip over each
// other's extraction in tmp/at-commit (fullyParallel would give each test its own beforeAll).
test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  // Built from the commit's sources with this checkout's packages; kept in tmp/at-commit for the next run.
  test.setTimeout(600_000);
  earlier = earlierBuild(['reports']);
  olderShell = earlierBuild(['shell'], EARLIER_PLATFORM);
});

/** What went wrong on the page: uncaught errors, and React's complaints about a second copy of itself. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Invalid hook call|more than one copy of React/i.test(message.text())) problems.push(message.text());
  });
  return problems;
}

/** Follows a link of the sidebar (an overlay at this width: opened with the toggle first). */
async function follow(page: Page, name: string) {
  await page.getByRole('button', { name: 'Toggle menu' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name, exact: true }).click();
}

test.describe('version skew (issue 33.5)', () => {
  test.beforeEach(async ({ signIn, page }) => {
    await signIn('admin');
    await countReactRenderers(page);
  });

  test('the shell of this commit runs the reports remote of the earlier commit', async ({ page }) => {
    const remoteDir = join(earlier.dir, 'reports');
    const release = readRelease(remoteDir);
    const problems = problemsOf(page);
    const fetched: string[] = [];
    // The earlier build, served beside this one, and the shell told to use it (as a pin would).
    await page.route('**/remotes-earlier/reports/**', async (route) => {
      const path = new URL(route.request().url()).pathname.replace('/remotes-earlier/reports/', '');
      fetched.push(path);
      if (!(await fulfillFrom(route, remoteDir, path))) await route.fulfill({ status: 404 });
    });
    await page.route('**/api/shell-config', async (route) => {
      const response = await route.fetch();
      const config = await response.json();
      config.remotes = config.remotes.map((remote: { name: string }) =>
        remote.name === 'reports'
          ? { ...remote, entry: `/remotes-earlier/reports/${release.entry}`, version: release.version, manifest: release.manifest, texts: release.texts }
          : remote,
      );
      await route.fulfill({ response, json: config });
    });

    await page.goto('/report/index');

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Reports', exact: true })).toBeVisible();
    await follow(page, 'Surgical Report');
    await expect(main.getByRole('heading', { level: 1, name: 'Surgical report' })).toBeVisible();
    expect(fetched).toContain(release.entry);
    // Its menu is the one it declared; the other remotes are this commit's and work beside it.
    await follow(page, 'Surgical');
    await expect(main.getByRole('heading', { level: 1, name: 'Surgical cases' })).toBeVisible();
    expect(await reactRenderers(page)).toEqual([expect.stringMatching(/^19\./)]);
    expect(problems).toEqual([]);
  });

  test("this commit's remotes under the earlier commit's shell show their own 'needs an update' page; the rest works", async ({ page }) => {
    const shellDir = join(olderShell.dir, 'shell');
    const problems = problemsOf(page);
    // The earlier shell's page and files; the API and the remotes are this commit's.
    await page.route('**/*', async (route) => {
      const { pathname } = new URL(route.request().url());
      if (pathname.startsWith('/api/') || pathname.startsWith('/remotes/')) return route.continue();
      if (route.request().resourceType() === 'document') {
        await route.fulfill({ path: join(shellDir, 'index.html'), headers: { 'content-type': 'text/html', 'cache-control': 'no-cache' } });
        return;
      }
      if (!(await fulfillFrom(route, shellDir, pathname))) await route.continue();
    });

    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Surgical Report' })).toBeAttached();

    await follow(page, 'Report');
    const panel = main.getByRole('alert');
    await expect(panel).toContainText('Reports needs an update');
    await expect(panel).toContainText(`@pathdesk/web-data ${EARLIER_PLATFORM} (^${PLATFORM} wanted)`);
    await expect(page.getByRole('button', { name: 'Toggle menu' })).toBeVisible();

    // Inside the layout: the dashboard is one click away, and works.
    await follow(page, 'Dashboard');
    await expect(main.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(await reactRenderers(page)).toEqual([expect.stringMatching(/^19\./)]);
    expect(problems).toEqual([]);
  });
});
