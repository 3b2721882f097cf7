import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { DEMO_PASSWORD, registerCase, type Api } from './support/api';
import { bodyRows } from './support/tables';

// Custody end to end (issue 31), with the keyboard only: a block scanned through embedding and
// cutting, its slide through staining, coverslipping and distribution, both filed at a location,
// found in the archive, and an expired batch disposed of with a second person's approval. The
// cases, blocks and the earlier steps are seeded through the API.

const tag = () => Date.now().toString(36).slice(-5).toUpperCase();

async function gross(api: Api, caseId: number, blocks: number) {
  const { blocks: made } = await api.send('post', `/api/surgicals/${caseId}/blocks`, { range: { part: 'A', from: 1, to: blocks, slidesEach: 1 } }, 201);
  return made as { id: number; code: string; slides: { id: number; code: string }[] }[];
}

/** Types a code into the focused box and presses Enter, as a keyboard-wedge scanner does. */
async function scan(page: Page, code: string) {
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
}

/** Moves the station on to the next step, `step`, with PageDown in the scan box: the focus stays there (or goes to the location at filing). */
async function station(page: Page, step: string) {
  const scanBox = page.getByRole('textbox', { name: /^Scan a label/ });
  await expect(scanBox).toBeFocused();
  await page.keyboard.press('PageDown');
  await expect(page.getByRole('radio', { name: step })).toBeChecked();
  await expect(scanBox).toHaveAccessibleName(`Scan a label — ${step}`);
  const next = step === 'Filing' ? page.getByRole('textbox', { name: 'Location (scan the box label)' }) : scanBox;
  await expect(next).toBeFocused();
}

/** Presses `key` (Tab or Shift+Tab) until `target` has the focus, as a keyboard user goes down a list — at most `max` times. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', max = 500) {
  for (let presses = 0; presses < max && !(await target.evaluate((el) => el === document.activeElement)); presses++) await page.keyboard.press(key);
  await expect(target).toBeFocused();
}

test.describe('custody', () => {
  test('scan a block and its slide through the bench, file them, find them, dispose of an expired batch with a second approver — keyboard only', async ({
    page,
    signIn,
    apiAs,
  }) => {
    test.setTimeout(150_000);
    const staff = await apiAs('user');
    const admin = await apiAs('admin');
    const box = `E2E-${tag()}`;
    await admin.send('post', '/api/custody/locations', { code: box, name: `Cabinet ${box}`, kind: 'box' }, 201);
    const c = await registerCase(staff, 'surgical');
    const other = await registerCase(staff, 'surgical');
    const [a1] = await gross(staff, c.id, 1);
    const [o1] = await gross(staff, other.id, 1);
    const block = `BLK-${a1!.id}`;
    const slide = `SLD-${a1!.slides[0]!.id}`;
    const stray = `SLD-${o1!.slides[0]!.id}`;
    for (const step of ['grossing', 'processing']) await staff.send('post', '/api/custody/scans', { code: block, step }, 201);
    await staff.send('post', '/api/custody/scans', { code: stray, step: 'cutting' }, 201);

    await signIn('user');
    await page.goto('/workspace/stations?step=embedding');
    const scanBox = page.getByRole('textbox', { name: /^Scan a label/ });
    const result = page.locator('#custody-scan-result');
    await expect(scanBox).toBeFocused();
    await scan(page, block);
    await expect(result.getByRole('status')).toHaveText(`Recorded: ${c.accessionNo} A1 at Embedding`);
    await expect(scanBox).toBeFocused();
    await expect(scanBox).toHaveValue('');

    // Cutting: the block shows its case and the slide expected of it; then the slide is cut.
    await station(page, 'Cutting');
    await expect(scanBox).toBeFocused();
    await scan(page, block);
    await expect(page.getByText(`Working on ${c.accessionNo}`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Expected slides' })).toContainText(`A1-1 · H&E · ${slide}`);
    await scan(page, slide);
    await expect(result.getByRole('status')).toHaveText(`Recorded: ${c.accessionNo} A1-1 at Cutting`);

    // Staining: a slide of another case is stopped, loudly; the box keeps focus for the next scan.
    await station(page, 'Staining');
    await scan(page, stray);
    const stop = result.getByRole('alert');
    await expect(stop).toContainText('STOP — wrong case');
    await expect(stop).toContainText(`${stray} is ${other.accessionNo} A1-1, not of ${c.accessionNo} being worked`);
    await expect(scanBox).toBeFocused();
    // An unknown code: the reason at the scan box, focus kept.
    await scan(page, 'NOT-A-LABEL');
    await expect(result.getByRole('alert')).toContainText('NOT-A-LABEL is not a label PathDesk printed');
    await expect(scanBox).toBeFocused();
    await scan(page, slide);
    await expect(result.getByRole('status')).toHaveText(`Recorded: ${c.accessionNo} A1-1 at Staining`);
    for (const [from, to] of [
      ['Staining', 'Coverslipping'],
      ['Coverslipping', 'Distribution'],
    ] as const) {
      await expect(page.getByRole('radio', { name: from })).toBeChecked();
      await station(page, to);
      await scan(page, slide);
      await expect(result.getByRole('status')).toHaveText(`Recorded: ${c.accessionNo} A1-1 at ${to}`);
    }

    // Filing: the location first (Enter goes on to the scan box), then the slide and the block.
    await station(page, 'Filing');
    const location = page.getByRole('textbox', { name: 'Location (scan the box label)' });
    await expect(location).toBeFocused();
    await scan(page, box);
    await expect(scanBox).toBeFocused();
    await scan(page, slide);
    await expect(result.getByRole('status')).toHaveText(`Recorded: ${c.accessionNo} A1-1 at Filing · ${box}`);
    await scan(page, block);
    await expect(result.getByRole('status')).toHaveText(`Recorded: ${c.accessionNo} A1 at Filing · ${box}`);
    await expect(bodyRows(page.getByRole('table', { name: 'Scans at this station' }))).toHaveCount(8);

    // Where is it? The archive answers with the location of each.
    await page.goto('/workspace/archive');
    await expect(page.getByRole('textbox', { name: /^Code or accession number/ })).toBeFocused();
    await scan(page, `${c.accessionNo} A1`);
    const found = page.getByRole('table', { name: 'Whereabouts' });
    await expect(bodyRows(found)).toHaveCount(2);
    await expect(bodyRows(found).nth(0)).toContainText(`${c.accessionNo} A1 · ${block}`);
    await expect(bodyRows(found).nth(0)).toContainText(`Filed at ${box} (Cabinet ${box})`);
    await expect(bodyRows(found).nth(1)).toContainText(`Filed at ${box} (Cabinet ${box})`);

    // The case's timeline has every step in order, with who.
    await page.goto(`/workspace/surgicals/${c.id}/timeline`);
    const timeline = page.getByRole('table', { name: 'Timeline' });
    await expect(bodyRows(timeline)).toHaveCount(10);
    await expect(bodyRows(timeline).last()).toContainText('Filing');
    // Its labels for a Zebra-type printer, downloaded as ZPL.
    // The page leaves the focus on the document: Shift+Tab from there comes to its last control, the download.
    const downloading = page.waitForEvent('download');
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: 'Download labels (ZPL)' })).toBeFocused();
    await page.keyboard.press('Enter');
    const zpl = await downloading;
    expect(zpl.suggestedFilename()).toBe(`${c.accessionNo}-labels.zpl`);
    const zplText = readFileSync(await zpl.path(), 'utf8');
    expect(zplText).toContain(`^FD${c.accessionNo} A1^FS`);
    expect(zplText).toContain(`^FD${slide}^FS`);

    // Retention: a case received 11 years ago is due; its batch is disposed of with admin's approval.
    const old = await registerCase(staff, 'surgical', {}, { receivedAt: new Date(Date.now() - 11 * 366 * 86_400_000).toISOString() });
    const oldBlocks = await gross(staff, old.id, 2);
    // The page opens on the kind of item (all kinds); Tab goes down the items to the case's blocks, then to the reason.
    await page.goto('/workspace/retention');
    await expect(page.getByRole('radio', { name: 'All' })).toBeFocused();
    const due = page.getByRole('table', { name: 'Due for disposal' });
    for (const b of oldBlocks) {
      const box = due.getByRole('checkbox', { name: `Dispose of ${old.accessionNo} ${b.code} (BLK-${b.id})` });
      await tabTo(page, box);
      await page.keyboard.press('Space');
      await expect(box).toBeChecked();
    }
    await tabTo(page, page.getByRole('textbox', { name: 'Reason' }));
    await page.keyboard.type('Retention period ended');
    await page.keyboard.press('Tab');
    await page.keyboard.type('admin');
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Dispose of these items?' });
    await expect(confirm).toContainText('2 item(s) will be recorded as disposed of, approved by admin.');
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(confirm.getByRole('button', { name: 'Dispose' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Disposed of 2 item(s)' })).toBeVisible();
    for (const b of oldBlocks) await expect(due.getByRole('checkbox', { name: `Dispose of ${old.accessionNo} ${b.code} (BLK-${b.id})` })).toHaveCount(0);
    // Its slides are still due: they were not in the batch.
    await expect(due.getByRole('checkbox', { name: `Dispose of ${old.accessionNo} A1-1 (SLD-${oldBlocks[0]!.slides[0]!.id})` })).toBeEnabled();
    const records = page.getByRole('table', { name: 'Disposal records' });
    await expect(bodyRows(records).first()).toContainText('Retention period ended');
    await expect(bodyRows(records).first()).toContainText('admin');
  });
});
