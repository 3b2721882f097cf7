// Issue 26.8: polish a lab would notice — status badges on one line and as wide as their words, no
// blank page of room under a short table, the phone layout's user menu inside the screen.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { registerCase } from './support/api';
import { networkQuiet, openInApp, walkTimeout } from './support/navigation';

/** Each visible badge that wraps onto a second line or is stretched past its words (with its page's layout). */
async function misshapenBadges(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.p-tag')]
      .filter((tag) => tag.offsetParent !== null)
      .flatMap((tag) => {
        const value = tag.querySelector<HTMLElement>('.p-tag-value') ?? tag;
        const style = getComputedStyle(tag);
        const lineHeight = parseFloat(getComputedStyle(value).lineHeight) || parseFloat(style.fontSize) * 1.5;
        const padX = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight) + parseFloat(style.borderLeftWidth) + parseFloat(style.borderRightWidth);
        const padY = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom) + parseFloat(style.borderTopWidth) + parseFloat(style.borderBottomWidth);
        const range = document.createRange();
        range.selectNodeContents(value);
        const words = range.getBoundingClientRect();
        const box = tag.getBoundingClientRect();
        const problems: string[] = [];
        if (value.getClientRects().length > 1 || words.height > lineHeight * 1.5) problems.push('wraps');
        if (box.width > words.width + padX + 24) problems.push(`stretched to ${Math.round(box.width)} px for ${Math.round(words.width)} px of words`);
        if (box.height > lineHeight + padY + 8) problems.push(`stretched to ${Math.round(box.height)} px high`);
        return problems.length ? [`"${tag.innerText}": ${problems.join(', ')}`] : [];
      }),
  );
}

test.describe('badges, tables and the phone layout (issue 26.8)', () => {
  test('status badges stay on one line and as wide as their words, on a desktop and on a phone', async ({ page, apiAs, signIn }) => {
    const user = await apiAs('user');
    const c = await registerCase(user, 'surgical');
    await user.send('put', `/api/surgicals/${c.id}`, { version: 1, priority: 'urgent' }, 200);
    await signIn('admin');
    const found: Record<string, string[]> = {};
    const paths = ['/', '/workspace', '/workspace/surgicals', `/workspace/surgicals/${c.id}/info`, '/setting/users', '/report/surgical-report'];
    test.setTimeout(walkTimeout(2 * paths.length));
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of paths) {
        await openInApp(page, path);
        await expect(page.getByRole('main').locator('h1').first()).toBeVisible();
        await networkQuiet(page);
        // this case's badges (urgent, registered) at least, where the page lists it
        if (path !== '/' && path !== '/setting/users' && path !== '/report/surgical-report') await expect(page.locator('.p-tag').first()).toBeVisible();
        const bad = await misshapenBadges(page);
        if (bad.length) found[`${path} at ${width} px`] = bad;
      }
    }
    expect(found).toEqual({});
  });

  test('a short table ends under its rows: no blank room of a whole page', async ({ page, apiAs, signIn }) => {
    const c = await registerCase(await apiAs('user'), 'surgical');
    await signIn('user');
    await page.goto('/workspace/surgicals');
    await page.getByRole('searchbox').first().fill(c.accessionNo);
    const table = page.locator('.p-datatable').first();
    await expect(table.locator('tbody tr')).toHaveCount(1);
    const wrapper = table.locator('.p-datatable-wrapper');
    const [room, rows] = await Promise.all([
      wrapper.evaluate((el) => el.getBoundingClientRect().height),
      table.locator('table').evaluate((el) => el.getBoundingClientRect().height),
    ]);
    // the wrapper holds the one row and its header, not the room of ten
    expect(room - rows).toBeLessThan(48);
  });

  test("the phone layout's user menu opens inside the screen", async ({ page, signIn }) => {
    await signIn('admin');
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await expect(page.getByRole('main').locator('h1').first()).toBeVisible();
    await page.locator('.layout-user-menu-button').click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    const box = (await menu.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(box.y + box.height).toBeLessThanOrEqual(740);
    for (const item of await menu.getByRole('menuitem').all()) await expect(item).toBeInViewport({ ratio: 1 });
  });
});

/** A Thai citizen ID with its check digit, unique to this run. */
function citizenId(): string {
  const twelve = `1${String(Date.now()).slice(-9)}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
  const sum = [...twelve].reduce((t, d, i) => t + Number(d) * (13 - i), 0);
  return `${twelve}${(11 - (sum % 11)) % 10}`;
}

test('the known patient shows under the citizen ID it matched, with a link to their earlier cases (issue 26.8)', async ({ page, apiAs, signIn }) => {
  const user = await apiAs('user');
  const cid = citizenId();
  const hospitalId = Object.values<{ id: number }[]>(await user.get('/api/cfgvalues/hospitals'))[0]![0]!.id;
  const hn = `K${cid.slice(-8)}`;
  const body = {
    hn,
    citizenId: cid,
    patientTitle: 'นาง',
    patientFirstName: 'รู้จัก',
    patientLastName: `ผู้ป่วย${cid.slice(-4)}`,
    sex: 'female',
    ageYears: 40,
    hospitalId,
    specimen: 'Skin',
    receivedAt: new Date(Date.now() - 60_000).toISOString(),
  };
  const { surgical: earlier } = await user.send('post', '/api/surgicals', body, 201);
  await signIn('user');
  await page.goto('/workspace/surgicals/new');
  await page.locator('#case-citizen-id').fill(cid);
  const banner = page.getByRole('region', { name: 'Patient check' });
  await expect(banner).toContainText('Known patient (same citizen ID)');
  // beside the field it matched: right under the citizen ID, above the specimen
  const [field, shown, specimen] = await Promise.all([page.locator('#case-citizen-id').boundingBox(), banner.boundingBox(), page.locator('#case-specimen-0').boundingBox()]);
  expect(shown!.y).toBeGreaterThan(field!.y);
  expect(shown!.y - (field!.y + field!.height)).toBeLessThan(80);
  expect(shown!.y).toBeLessThan(specimen!.y);
  await banner.getByRole('link', { name: /see the earlier case/ }).click();
  await expect(page).toHaveURL(/\/workspace\/surgicals\?search=/);
  await expect(page.getByRole('table').getByRole('link', { name: earlier.accessionNo })).toBeVisible();
});
