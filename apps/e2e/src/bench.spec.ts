import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { expect, test, toasts } from './support/fixtures';
import { registerCase } from './support/api';
import { bodyRows } from './support/tables';
import { expectNoSeriousViolations } from './support/axe';

// The bench end to end (issue 12): lab staff gross a case into blocks and print their labels, a
// pathologist orders an IHC panel on one block, lab staff mark the orders done by scanning the
// slides cut for them, and a paraffin loan goes out and comes back. The case is registered through
// the API; every step the issue names is done in the browser.

const PANEL = ['ER', 'PR', 'KI67'];

/** The text of a PDF file, as pdftotext reads it. */
function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

const blocksTable = (page: Page) => page.getByRole('table', { name: 'Blocks' });
const ordersTable = (page: Page) => page.getByRole('table', { name: 'Additional tests' });

test.describe('the bench', () => {
  test('gross into 4 blocks, order an IHC panel on A2, print labels, scan the slides done, lend a block and get it back', async ({ page, signIn, apiAs }) => {
    test.setTimeout(150_000);
    const staff = await apiAs('user');
    const c = await registerCase(staff, 'surgical');
    const tab = `/workspace/surgicals/${c.id}/additionals`;

    // Grossing: lab staff type the blocks in one line; they do not order tests.
    await signIn('user');
    await page.goto(tab);
    await expect(bodyRows(blocksTable(page)).first()).toContainText('No blocks yet.');
    await expect(page.getByRole('button', { name: 'Order tests' })).toHaveCount(0);
    const entry = page.getByRole('textbox', { name: 'Add blocks' });
    await entry.fill('A1–A4, 1 slide each');
    await entry.press('Enter');
    await expect(toasts(page)).toContainText('4 blocks added');
    await expect(bodyRows(blocksTable(page))).toHaveCount(4);
    for (const code of ['A1', 'A2', 'A3', 'A4']) await expect(blocksTable(page)).toContainText(`${c.accessionNo} ${code}`);
    // A code the case has already is refused at the field, before anything is sent.
    await entry.fill('A2');
    await entry.press('Enter');
    await expect(page.getByText('A2 already exists in this case')).toBeVisible();

    // One click prints the case's label sheet: every block is named on it.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Print labels' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${c.accessionNo}-labels.pdf`);
    const text = pdfText(await download.path());
    for (const code of ['A1', 'A2', 'A3', 'A4']) expect(text).toContain(`${c.accessionNo} ${code}`);

    // The pathologist orders a panel of three on A2; a doctor does not record blocks.
    await signIn('doctor');
    await page.goto(tab);
    await expect(bodyRows(blocksTable(page))).toHaveCount(4);
    await expect(page.getByRole('textbox', { name: 'Add blocks' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Order tests' }).click();
    const dialog = page.getByRole('dialog', { name: 'Order additional tests' });
    await dialog.locator('.p-dropdown').first().click();
    await page.getByRole('option', { name: `${c.accessionNo} A2` }).click();
    await dialog.locator('.p-multiselect').click();
    for (const code of PANEL) await page.getByRole('option', { name: new RegExp(`^${code} — `) }).click();
    await dialog.getByText('Order additional tests').click();
    await dialog.getByRole('button', { name: 'Order' }).click();
    await expect(toasts(page)).toContainText('3 tests ordered');
    await expect(bodyRows(ordersTable(page))).toHaveCount(3);
    for (const code of PANEL) await expect(ordersTable(page)).toContainText(code);

    // Lab staff cut two more slides on A2 for its ER order: stained ER, numbered on, on the label sheet.
    await signIn('user');
    await page.goto(tab);
    await page.getByRole('button', { name: 'Cut more slides on A2' }).click();
    const cutting = page.getByRole('dialog', { name: `Cut more slides on ${c.accessionNo} A2` });
    const count = cutting.getByLabel('Slides');
    await count.selectText();
    await count.pressSequentially('2');
    await expect(count).toHaveValue('2');
    await cutting.locator('.p-dropdown').click();
    await page.getByRole('option', { name: 'ER (its order)' }).click();
    await cutting.getByRole('button', { name: 'Cut' }).click();
    await expect(toasts(page)).toContainText('2 slides cut');
    await expect(blocksTable(page)).toContainText('A2-5 (ER), A2-6 (ER)');
    const recut = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Print labels' }).click();
    expect(pdfText(await (await recut).path())).toContain('A2-6');

    // The open orders by test: this case's chips count its orders, and a chip filters on its test.
    const { additionals } = await staff.get(`/api/surgicals/${c.id}/additionals`);
    expect(additionals).toHaveLength(3);
    for (const order of additionals) expect(order).toMatchObject({ blockCode: 'A2', status: 'ordered', slideBarcode: expect.stringMatching(/^SLD-\d+$/) });
    await page.goto('/workspace/additionals');
    const search = page.getByRole('searchbox', { name: 'Accession no. or scan a label' });
    const chips = page.getByRole('group', { name: 'Orders by test' });
    const worklist = page.getByRole('table', { name: 'Orders' });
    await search.fill(c.accessionNo);
    for (const code of PANEL) await expect(chips.getByRole('button', { name: `${code} (1)` })).toBeVisible();
    await chips.getByRole('button', { name: 'PR (1)' }).click();
    await expect(chips.getByRole('button', { name: 'PR (1)' })).toHaveAttribute('aria-pressed', 'true');
    await expect(bodyRows(worklist)).toHaveCount(1);
    await expect(worklist).toContainText('PR');
    await chips.getByRole('button', { name: 'PR (1)' }).click();
    await expect(bodyRows(worklist)).toHaveCount(3);

    // Lab staff scan each slide cut for the panel into the search: a dialog shows its order and
    // takes an optional result note; Enter marks it done.
    for (const order of additionals) {
      await search.fill(order.slideBarcode);
      await search.press('Enter');
      const scanned = page.getByRole('dialog', { name: 'Mark the scanned order done' });
      await expect(scanned).toContainText(`${order.testCode} ${order.testName}`);
      const note = scanned.getByLabel('Result note');
      await expect(note).toBeFocused();
      if (order.testCode === 'ER') await note.fill('ER positive in 90% of tumour cells');
      await note.press('Enter');
      await expect(toasts(page)).toContainText(`${order.testCode} done`);
      await expect(scanned).toBeHidden();
      await expect(search).toHaveValue('');
    }
    // Today's sheet holds every block grossed today, this case's among them.
    const todays = page.waitForEvent('download');
    await page.getByRole('button', { name: "Today's labels" }).click();
    const sheet = pdfText(await (await todays).path());
    for (const code of ['A1', 'A4']) expect(sheet).toContain(`${c.accessionNo} ${code}`);
    // A done order's slide scanned again opens the case at its block: nothing is left to mark.
    await search.fill(additionals[0].slideBarcode);
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/workspace/surgicals/${c.id}/additionals\\?block=A2$`));
    const after = await staff.get(`/api/surgicals/${c.id}/additionals`);
    expect(after.additionals.map((o: { status: string }) => o.status)).toEqual(['done', 'done', 'done']);
    // The result page lists the finished studies beside the diagnosis: the bench's notes, for the pathologist (not printed, issue 24.3).
    await page.goto(`/workspace/surgicals/${c.id}/result`);
    const studies = page.getByRole('region', { name: 'Additional tests done (bench notes)' });
    for (const code of PANEL) await expect(studies).toContainText(`${code} (A2)`);
    await expect(studies).toContainText('ER (A2): ER positive in 90% of tumour cells');

    // A referral centre borrows A1: recorded, sent with the courier's note, returned.
    await page.goto(`/workspace/surgicals/${c.id}/paraffins`);
    await page.getByRole('button', { name: 'New request' }).click();
    const request = page.getByRole('dialog', { name: 'New paraffin request' });
    await request.getByRole('button', { name: 'Record' }).click();
    await expect(request.locator('#paraffin-requester-error')).toContainText('is required');
    await expect(request.locator('#paraffin-blocks-error')).toContainText('lend at least one block or slide set');
    await request.getByLabel('Requester').fill('Dr Somchai, Chiang Mai referral centre');
    await request.getByLabel('Purpose').fill('Second opinion');
    await request.locator('.p-multiselect').click();
    await page.getByRole('option', { name: `${c.accessionNo} A1` }).click();
    await request.getByText('New paraffin request').click();
    await request.getByRole('button', { name: 'Record' }).click();
    await expect(toasts(page)).toContainText('Request recorded');
    const loans = page.getByRole('table', { name: 'Paraffin requests' });
    await expect(bodyRows(loans)).toHaveCount(1);
    await expect(loans).toContainText('Requested');

    await loans.getByRole('button', { name: /request sent$/ }).click();
    const send = page.getByRole('dialog');
    await send.getByLabel('Courier note').fill('Kerry TH12345');
    await send.getByRole('button', { name: 'Mark sent' }).click();
    await expect(toasts(page)).toContainText('Marked sent');
    await expect(loans).toContainText('Kerry TH12345');
    // Out and not yet due, it is on the page the loans list opens on (issue 26.8: all open loans, not the overdue ones only).
    await page.goto('/workspace/paraffins');
    await page.getByRole('searchbox', { name: 'Accession no.' }).fill(c.accessionNo);
    await expect(page.getByRole('table', { name: 'Paraffin loans' }).getByRole('link', { name: c.accessionNo })).toBeVisible();
    await page.goto(`/workspace/surgicals/${c.id}/paraffins`);

    await loans.getByRole('button', { name: /request returned$/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Mark returned' }).click();
    await expect(toasts(page)).toContainText('Marked returned');
    await expect(loans).toContainText('Returned');
    const { paraffins } = await staff.get(`/api/surgicals/${c.id}/paraffins`);
    expect(paraffins).toEqual([expect.objectContaining({ status: 'returned', courierNote: 'Kerry TH12345', sentDate: expect.any(String), returnedDate: expect.any(String) })]);
    expect(paraffins[0].items).toEqual([expect.objectContaining({ blockCode: 'A1', type: 'block', count: 1 })]);

    // Returned, it has left the open loans the page opens on (issue 26.8), and shows under its status.
    await page.goto('/workspace/paraffins');
    const all = page.getByRole('table', { name: 'Paraffin loans' });
    await expect(page.getByLabel('Overdue only')).not.toBeChecked();
    await expect(page.getByRole('heading', { name: 'Paraffin loans' }).locator('..')).toContainText(/open loans?/);
    await expect(all).not.toContainText(c.accessionNo);
    await page.getByRole('group', { name: 'Loan filters' }).locator('.p-dropdown').click();
    await page.locator('.p-dropdown-items').getByRole('option', { name: 'Returned', exact: true }).click();
    await expect(all.getByRole('link', { name: c.accessionNo })).toBeVisible();
    // Paged by the server: the search finds this case's loan among all of them.
    await expect(page.locator('.p-paginator')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Accession no.' }).fill(c.accessionNo);
    await expect(bodyRows(all)).toHaveCount(1);
    await expect(all.getByRole('link', { name: c.accessionNo })).toBeVisible();
  });

  test('a Pap case: its own slides and a cell block under spec §2’s gyneologicals; a block with slides keeps its code; a scanned block label opens the case there', async ({
    page,
    signIn,
    apiAs,
  }) => {
    const staff = await apiAs('user');
    const c = await registerCase(staff, 'gynecological');
    await signIn('user');
    await page.goto(`/workspace/gyneologicals/${c.id}/additionals`);

    await page.getByRole('button', { name: 'Add a slide' }).click();
    await expect(page.getByText('Slides of the case:')).toBeVisible();
    const entry = page.getByRole('textbox', { name: 'Add blocks' });
    await entry.fill('CB1, 1 slide each');
    await entry.press('Enter');
    await expect(bodyRows(blocksTable(page))).toHaveCount(1);
    await expect(blocksTable(page)).toContainText('Cell block');

    await page.getByRole('button', { name: 'Edit block CB1' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Code')).toBeDisabled();
    await expect(dialog.getByText('The code cannot change: slides are cut from this block.')).toBeVisible();
    await dialog.getByLabel('Tissue description').fill('Cell block of the residual fluid');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toasts(page)).toContainText('Block saved');
    await expect(blocksTable(page)).toContainText('Cell block of the residual fluid');

    // The worklist's search takes a scanned block label (typed, then Enter) and opens the case at it.
    const { blocks } = await staff.get(`/api/gynecologicals/${c.id}/blocks`);
    await page.goto('/workspace/gynecologicals');
    const search = page.getByRole('searchbox', { name: 'Accession no., HN or name' });
    await search.fill(blocks[0].barcode);
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/workspace/gyneologicals/${c.id}/additionals\\?block=CB1$`));
    await expect(blocksTable(page).locator('tr.p-highlight')).toContainText('CB1');
  });

  test("the dashboard's overdue link opens the worklist filtered by age (?minAgeDays)", async ({ page, signIn }) => {
    await signIn('user');
    const asked = page.waitForRequest((r) => r.url().includes('/api/additionals?') && new URL(r.url()).searchParams.get('minAgeDays') === '2');
    await page.goto('/workspace/additionals?minAgeDays=2');
    await asked;
    await expect(page.getByRole('textbox', { name: 'Age', exact: true })).toHaveValue('Older than 2 days');
  });

  test('the test catalogue names the result template of the biomarker tests (issue 30.3)', async ({ page, signIn }) => {
    await signIn('admin');
    await page.goto('/setting/tests');
    const catalogue = page.getByRole('table', { name: 'Tests' });
    await page.getByRole('searchbox', { name: 'Search tests' }).fill('HER2');
    const row = bodyRows(catalogue).filter({ has: page.getByRole('cell', { name: 'HER2', exact: true }) });
    await expect(row).toContainText('HER2 IHC: 0 to 3+');
    await page.getByRole('searchbox', { name: 'Search tests' }).fill('MMR');
    await expect(bodyRows(catalogue).filter({ has: page.getByRole('cell', { name: 'MMR', exact: true }) })).toContainText('MMR: MLH1, PMS2, MSH2, MSH6');
  });

  test('the bench pages pass axe: a case’s tabs with blocks and orders, the open orders, the loans, the test catalogue', async ({ page, signIn, apiAs }) => {
    test.setTimeout(120_000); // five pages, each checked by axe
    const staff = await apiAs('admin');
    const c = await registerCase(staff, 'surgical');
    await staff.send('post', `/api/surgicals/${c.id}/blocks`, { blocks: [{ code: 'A1' }, { code: 'A2' }] }, 201);
    await signIn('admin');
    const pages: [string, string][] = [
      [`/workspace/surgicals/${c.id}/additionals`, 'Blocks and slides'],
      [`/workspace/surgicals/${c.id}/paraffins`, 'Paraffin blocks'],
      ['/workspace/additionals', 'Additional tests'],
      ['/workspace/paraffins', 'Paraffin loans'],
      ['/setting/tests', 'Tests'],
    ];
    for (const [path, heading] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible();
      await expect(page.locator('.p-datatable-loading-overlay')).toHaveCount(0);
      await expectNoSeriousViolations(page);
    }
  });
});
