// Issue 33.4: an administrator rolls a remote back to an earlier release from Settings → Remotes, and
// every user's next page load runs that release — no restart of the shell or the API — then takes
// the pin away. The earlier release is this build's templates remote copied beside it as 0.0.1
// (WEB_ROOT/templates/0.0.1/, as docs/remotes.md keeps releases), so the pages other tests open
// meanwhile run the same code.
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Api } from './support/api';
import { expect, test } from './support/fixtures';
import { savedCookies } from './support/signed-in-state';

const EARLIER = '0.0.1';
const templates = join(import.meta.dirname, '../../../dist/apps/templates');
const earlierDir = join(templates, EARLIER);

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  mkdirSync(earlierDir, { recursive: true });
  for (const file of readdirSync(templates)) {
    if (statSync(join(templates, file)).isFile()) cpSync(join(templates, file), join(earlierDir, file));
  }
  const release = JSON.parse(readFileSync(join(templates, 'remote.json'), 'utf8'));
  writeFileSync(join(earlierDir, 'remote.json'), JSON.stringify({ ...release, version: EARLIER }));
});

test.afterAll(async ({ playwright, baseURL }) => {
  // Whatever happened above, no pin and no copy are left for the tests that follow.
  const admin = await Api.as(playwright, baseURL!, 'admin');
  await admin.send('delete', '/api/shell-config/pins/templates', undefined, 200);
  await admin.dispose();
  rmSync(earlierDir, { recursive: true, force: true });
});

test('an administrator pins the template pages at an earlier release, users get it at their next page load, and un-pins it', async ({ page, signIn, apiAs }) => {
  await signIn('admin');
  const newest = JSON.parse(readFileSync(join(templates, 'remote.json'), 'utf8')).version as string;
  // The API reads the releases again after REMOTE_RELEASES_TTL_SECONDS (1 s in the e2e server).
  await expect(async () => {
    await page.goto('/setting/remotes');
    await expect(page.getByRole('table', { name: 'Releases of templates' }).getByRole('row')).toHaveCount(3, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByTestId('served-templates')).toHaveText(`Users are given ${newest}`);

  // Cancelled: nothing changes.
  await page.getByRole('button', { name: `Pin templates at ${EARLIER}` }).click();
  let dialog = page.getByRole('dialog', { name: `Pin templates at ${EARLIER}?` });
  await expect(dialog).toContainText('from their next page load');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('served-templates')).toHaveText(`Users are given ${newest}`);

  await page.getByRole('button', { name: `Pin templates at ${EARLIER}` }).click();
  dialog = page.getByRole('dialog', { name: `Pin templates at ${EARLIER}?` });
  await dialog.getByRole('button', { name: 'Pin', exact: true }).click();
  await expect(page.getByTestId('served-templates')).toHaveText(`Users are given ${EARLIER}`);
  await expect(page.getByText(`Pinned at ${EARLIER} by admin`)).toBeVisible();

  // Another user's next page load runs the pinned release, from its own folder.
  const user = await page
    .context()
    .browser()!
    .newContext({ baseURL: new URL(page.url()).origin });
  await user.addCookies(savedCookies('user') ?? []);
  const other = await user.newPage();
  const entries: string[] = [];
  other.on('request', (request) => {
    if (/\/remotes\/templates\/.*remoteEntry/.test(request.url())) entries.push(new URL(request.url()).pathname);
  });
  await other.goto('/uikit/button');
  await expect(other.getByRole('main').getByRole('heading', { name: 'Button', exact: true }).first()).toBeVisible();
  expect(entries).toEqual([expect.stringMatching(new RegExp(`^/remotes/templates/${EARLIER}/remoteEntry\\.[0-9a-f]+\\.js$`))]);

  // The pin is audited with who and what.
  const admin = await apiAs('admin');
  const { audit } = (await admin.get('/api/audit?entity=remote_pin&entityId=templates')) as { audit: { action: string; after: unknown; actorUsername?: string }[] };
  expect(audit[0]).toMatchObject({ action: 'create', after: { version: EARLIER } });

  // Un-pinned after a confirmation: the newest again, at the next page load.
  await page.getByRole('button', { name: 'Un-pin templates' }).click();
  dialog = page.getByRole('dialog', { name: 'Un-pin templates?' });
  await expect(dialog).toContainText(`(${newest})`);
  await dialog.getByRole('button', { name: 'Un-pin', exact: true }).click();
  await expect(page.getByTestId('served-templates')).toHaveText(`Users are given ${newest}`);
  entries.length = 0;
  await other.reload();
  await expect(other.getByRole('main').getByRole('heading', { name: 'Button', exact: true }).first()).toBeVisible();
  expect(entries).toEqual([expect.stringMatching(/^\/remotes\/templates\/remoteEntry\.[0-9a-f]+\.js$/)]);
  await user.close();
});
