import { labDay } from '@pathdesk/contracts';
import { expect, test, toasts } from './support/fixtures';
import { registerCase } from './support/api';
import { expectNoSeriousViolations } from './support/axe';
import { issuedThrough, newHospital, pdfTextOf, surgicalCase } from './support/billing';
import { chooseOption } from './support/dropdowns';
import { bodyRows } from './support/tables';

// Issue 24.6 and 24.5: an issued invoice corrected after the fact — a payment reversed (then the
// invoice voided, its PDF marked VOID on every page), a credit note, a redraft's changed price —
// the month-end runs found again after a reload, and a paraffin loan billed to the centre that
// asked for it. Each test has a hospital of its own (support/billing.ts).

/** The first look at a page reached by a client-side move, on a busy 2-core machine. */
const ARRIVAL = { timeout: 30_000 };

test.describe('correcting invoices', () => {
  test('a payment reversed with a reason, then the invoice voided: its PDF says VOID on every page', async ({ page, signIn, apiAs }, info) => {
    const user = await apiAs('user');
    const hospital = await newHospital(await apiAs('admin'));
    await surgicalCase(user, hospital, 1800);
    const { id, number } = await issuedThrough(user, hospital);
    await user.send('post', `/api/reports/surgicalinvoices/${id}/payments`, { date: labDay(), amount: '1800', reference: `CHQ-${number}` }, 201);
    await signIn('user');

    await page.goto(`/report/surgical-invoice/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: number })).toBeVisible(ARRIVAL);
    await expect(page.getByRole('button', { name: 'Void…' })).toBeDisabled();

    // By keyboard: the reversal asks for the reason, then for a confirmation.
    await page.getByRole('button', { name: `Reverse the payment CHQ-${number}` }).focus();
    await page.keyboard.press('Enter');
    const reversing = page.getByRole('dialog', { name: `Reverse the payment of ฿1,800.00 (CHQ-${number})` });
    await expect(reversing.getByLabel('Reason')).toBeFocused();
    await reversing.getByRole('button', { name: 'Reverse…' }).click();
    await expect(reversing.getByRole('alert')).toBeVisible();
    await reversing.getByLabel('Reason').fill('Cheque returned by the bank');
    await reversing.getByRole('button', { name: 'Reverse…' }).click();
    const confirm = page.getByRole('dialog', { name: 'Reverse the payment of ฿1,800.00?' });
    await expect(confirm.getByRole('button', { name: 'Back' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Reverse it' }).click();
    await expect(toasts(page)).toContainText('Payment reversed');

    const payments = page.getByRole('region', { name: /^Payments/ });
    await expect(payments).toContainText('Reversed');
    await expect(payments).toContainText('Cheque returned by the bank');
    await expect(payments).toContainText('balance ฿1,800.00');
    await expect(page.getByRole('region', { name: 'Invoice details' })).toContainText('Unpaid');
    await expectNoSeriousViolations(page);

    // Now it can be voided; its PDF carries the void mark on every page.
    await page.getByRole('button', { name: 'Void…' }).click();
    const voiding = page.getByRole('dialog', { name: `Void ${number}` });
    await voiding.getByLabel('Reason').fill('Billed to the wrong hospital');
    await voiding.getByRole('button', { name: 'Void…' }).click();
    await page.getByRole('button', { name: 'Void it' }).click();
    await expect(page.getByRole('region', { name: 'Invoice details' })).toContainText('Billed to the wrong hospital');
    const href = await page.getByRole('link', { name: `Open PDF of ${number}` }).getAttribute('href');
    const pdf = await page.request.get(href!);
    expect(pdf.status()).toBe(200);
    const pages = (await pdfTextOf(pdf, info, 'void.pdf')).split('\f').filter((p) => p.trim());
    expect(pages.length).toBeGreaterThanOrEqual(2); // the original and the copy
    for (const text of pages) {
      expect(text).toContain('VOID');
      expect(text).toContain('ยกเลิก');
    }
  });

  test('a credit note against an issued invoice: its own number, the balance it leaves, listed with its PDF', async ({ page, signIn, apiAs }, info) => {
    const user = await apiAs('user');
    const hospital = await newHospital(await apiAs('admin'));
    await surgicalCase(user, hospital, 2000);
    const { id, number } = await issuedThrough(user, hospital);
    await signIn('user');

    await page.goto(`/report/surgical-invoice/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: number })).toBeVisible(ARRIVAL);
    await page.getByRole('button', { name: 'Credit note…' }).click();
    const dialog = page.getByRole('dialog', { name: `Credit note against ${number}` });
    const amount = dialog.getByLabel('Amount (฿)');
    await amount.click();
    await amount.press('Control+a');
    await amount.pressSequentially('2500');
    await dialog.getByLabel('Reason').fill('Agreed discount for the October batch');
    await dialog.getByRole('button', { name: 'Make the credit note…' }).click();
    await expect(dialog.getByText('At most the balance, ฿2,000.00.')).toBeVisible();
    await amount.click();
    await amount.press('Control+a');
    await amount.pressSequentially('500');
    await dialog.getByRole('button', { name: 'Make the credit note…' }).click();
    await expect(page.getByText("฿500.00 comes off the invoice's balance. The credit note gets its number and never changes.")).toBeVisible();
    await page.getByRole('button', { name: 'Make it' }).click();
    await expect(toasts(page)).toContainText('Credit note made');

    const notes = page.getByRole('region', { name: /^Credit notes/ });
    const row = bodyRows(notes.getByRole('table'));
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(/CN-S\d{2}-\d{5}/);
    await expect(row).toContainText('฿500.00');
    await expect(row).toContainText('Agreed discount for the October batch');
    await expect(page.getByRole('region', { name: /^Payments/ })).toContainText('balance ฿1,500.00');
    await expect(page.getByRole('button', { name: 'Void…' })).toBeDisabled();
    await expectNoSeriousViolations(page);

    const creditNumber = (/CN-S\d{2}-\d{5}/.exec((await row.textContent())!) ?? [''])[0];
    const pdf = await page.request.get((await notes.getByRole('link', { name: `Open PDF of ${creditNumber}` }).getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    const text = await pdfTextOf(pdf, info, 'credit-note.pdf');
    for (const expected of ['ใบลดหนี้', creditNumber, number, hospital.name, '2,000.00', '1,500.00', '500.00', 'Agreed discount for the October batch'])
      expect(text).toContain(expected);
  });

  test("a redraft after a void changes a line's price with a reason; the void invoice keeps its own", async ({ page, signIn, apiAs }) => {
    const user = await apiAs('user');
    const hospital = await newHospital(await apiAs('admin'));
    const c = await surgicalCase(user, hospital, 1200);
    const { id, number, version } = await issuedThrough(user, hospital);
    await user.send('post', `/api/reports/surgicalinvoices/${id}/void`, { version, reason: 'The hospital has a contract price' }, 200);
    await signIn('user');

    await page.goto(`/report/surgical-invoice/${id}`);
    await page.getByRole('button', { name: 'Reissue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Draft surgical invoice #\d+$/ })).toBeVisible(ARRIVAL);
    await page.getByRole('button', { name: `Change the price of ${c.accessionNo}` }).click();
    const dialog = page.getByRole('dialog', { name: `Price of ${c.accessionNo}` });
    const price = dialog.getByLabel('Unit price (฿)');
    await expect(price).toBeFocused();
    await price.press('Control+a');
    await price.pressSequentially('950');
    await dialog.getByRole('button', { name: 'Change the price' }).click();
    await expect(dialog.getByText('A reason is required.')).toBeVisible();
    await dialog.getByLabel('Reason').fill('Contract price 2569');
    await dialog.getByRole('button', { name: 'Change the price' }).click();
    await expect(dialog).toBeHidden();
    const line = bodyRows(page.getByRole('table')).filter({ hasText: c.accessionNo });
    await expect(line).toContainText('was ฿1,200.00: Contract price 2569');
    await expect(line).toContainText('฿950.00');
    await expect(page.getByRole('region', { name: 'Invoice totals' })).toContainText('฿950.00');

    await page.getByRole('button', { name: 'Issue…' }).click();
    await page.getByRole('button', { name: 'Issue', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^INV-S\d{2}-\d{5}$/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Invoice totals' })).toContainText('฿950.00');
    const original = (await user.get(`/api/reports/surgicalinvoices/${id}`)).surgicalinvoice;
    expect(original).toMatchObject({ number, status: 'void', total: '1200.00', lines: [expect.objectContaining({ unitPrice: '1200.00', originalUnitPrice: null })] });
  });

  test('month-end runs stay listed after a reload; a run that issued nothing offers no files', async ({ page, signIn, apiAs }) => {
    const user = await apiAs('user');
    // A month long past: nothing is left to bill in it, so the run issues nothing.
    const { job } = await user.send('post', '/api/reports/paraffininvoices/month-end', { month: '2020-01' }, 202);
    await expect(async () => expect((await user.get(`/api/reports/paraffininvoices/month-end/${job.id}`)).job.state).toBe('done')).toPass({ timeout: 60_000 });
    await signIn('user');

    await page.goto('/report/paraffin-invoice');
    await page.reload();
    await page.getByRole('button', { name: 'Past runs' }).click(ARRIVAL);
    const dialog = page.getByRole('dialog', { name: /^Month-end runs: paraffin/ });
    const run = bodyRows(dialog.getByRole('table')).filter({ hasText: '01/2020' });
    await expect(run).toHaveCount(1);
    await expect(run).toContainText('Done');
    await expect(run).toContainText('None: nothing was issued');
    await expect(run.getByRole('link')).toHaveCount(0);
    await expectNoSeriousViolations(page);
    // The API has no file to give either, and says why.
    const refused = await page.request.get(`/api/reports/paraffininvoices/month-end/${job.id}/pdf`);
    expect(refused.status()).toBe(404);
    expect((await refused.json()).message).toMatch(/issued no invoice/);

    // Shown on the page: done, nothing to bill, no links and no "preparing" forever.
    await run.getByRole('button', { name: /^Show the run of 01\/2020/ }).click();
    await expect(dialog).toBeHidden();
    const progress = page.getByRole('region', { name: 'Month end' });
    await expect(progress.getByRole('status')).toHaveText('Done: nothing to bill, no invoice issued — so no files.');
    await expect(progress.getByRole('link')).toHaveCount(0);
    await page.reload();
    await expect(progress.getByRole('status')).toHaveText('Done: nothing to bill, no invoice issued — so no files.', ARRIVAL);
  });

  test('a paraffin loan requested by an outside centre is billed to that centre, chosen in the request dialog', async ({ page, signIn, apiAs }) => {
    const admin = await apiAs('admin');
    const user = await apiAs('user');
    const caseHospital = await newHospital(admin);
    const centre = await newHospital(admin);
    const c = await registerCase(user, 'surgical', {}, { hospitalId: caseHospital.id });
    await user.send('post', `/api/surgicals/${c.id}/blocks`, { range: { part: 'A', from: 1, to: 1, slidesEach: 1 } }, 201);
    await signIn('user');

    await page.goto(`/workspace/surgicals/${c.id}/paraffins`);
    await page.getByRole('button', { name: 'New request' }).click(ARRIVAL);
    const request = page.getByRole('dialog', { name: 'New paraffin request' });
    await request.getByLabel('Requester').fill('Dr Anan, outside oncology centre');
    await request.getByLabel('Purpose').fill('Second opinion');
    await request.locator('.p-multiselect').click();
    await page.getByRole('option', { name: `${c.accessionNo} A1` }).click();
    await request.getByText('New paraffin request').click();
    await chooseOption(page, 'paraffin-bill-to', centre.name);
    const fee = request.getByLabel('Fee (THB)');
    await fee.click();
    await fee.pressSequentially('450');
    await request.getByRole('button', { name: 'Record' }).click();
    await expect(toasts(page)).toContainText('Request recorded');
    const loans = page.getByRole('table', { name: 'Paraffin requests' });
    await expect(loans).toContainText(`billed to ${centre.name}`);

    // Sent today: this month's paraffin invoice of the centre bills it; the case's hospital has nothing.
    const [loan] = (await user.get(`/api/surgicals/${c.id}/paraffins`)).paraffins;
    expect(loan.billTo).toEqual({ type: 'hospital', id: centre.id, name: centre.name });
    await user.send('put', `/api/surgicals/${c.id}/paraffins/${loan.id}`, { version: loan.version, status: 'sent', sentDate: labDay() }, 200);
    const period = { from: `${labDay().slice(0, 7)}-01`, to: labDay() };
    const { paraffininvoices } = await user.send('post', '/api/reports/paraffininvoices', { payer: { type: 'hospital', id: centre.id }, ...period }, 201);
    const invoice = (await user.get(`/api/reports/paraffininvoices/${paraffininvoices[0].id}`)).paraffininvoice;
    expect(invoice.lines).toEqual([expect.objectContaining({ source: 'paraffin', sourceId: loan.id, accessionNo: c.accessionNo, unitPrice: '450.00' })]);
    await user.send('post', '/api/reports/paraffininvoices', { payer: { type: 'hospital', id: caseHospital.id }, ...period }, 422);
  });
});
