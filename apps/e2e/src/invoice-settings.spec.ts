import { execFileSync } from 'node:child_process';
import { addDays, formatThaiDate, labDay } from '@pathdesk/contracts';
import { expect, test, toasts } from './support/fixtures';
import { bodyRows, filterColumn } from './support/tables';

// Issue 13, settings: what an invoice prints about its payer (branch, credit term) and the lab
// (tax ID, VAT mode) is set on the settings pages, validated at the field, and followed by the
// next invoice's PDF. The lab's VAT mode is lab-wide: it is 7% only from the save to the issue
// (the invoice keeps what it was issued with) and is put back at once.

const unique = () => Date.now().toString(36).slice(-6) + Math.random().toString(36).slice(2, 4);
const ARRIVAL = { timeout: 30_000 };

function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', '-layout', file, '-'], { encoding: 'utf8' });
}

test.describe('invoice settings', () => {
  test("a hospital's branch and credit term and the lab's VAT mode, set on the settings pages, print on the next invoice", async ({ page, signIn, apiAs }) => {
    test.slow();
    const admin = await apiAs('admin');
    const user = await apiAs('user');
    const code = `BR${unique()}`.toUpperCase();
    const name = `โรงพยาบาลสาขา ${code}`;
    const { hospital } = await admin.send('post', '/api/hospitals', { code, nameTh: name, address: '7 ถนนสุขุมวิท กรุงเทพฯ' }, 201);
    const tag = unique();
    const { surgical } = await user.send(
      'post',
      '/api/surgicals',
      {
        hn: `B${tag}`.toUpperCase(),
        patientTitle: 'นาง',
        patientFirstName: 'สมศรี',
        patientLastName: `สาขา${tag}`,
        sex: 'female',
        ageYears: 52,
        hospitalId: hospital.id,
        specimen: 'Skin, left arm, excision',
        receivedAt: new Date(Date.now() - 60_000).toISOString(),
        price: 1000,
      },
      201,
    );
    await signIn('admin');

    // The hospital: branch and credit term, the term checked at the field.
    await page.goto('/setting/hispitals');
    await expect(page.getByRole('heading', { name: 'Hospitals', exact: true })).toBeVisible(ARRIVAL);
    const table = page.getByRole('table');
    await filterColumn(page, table, 'Code', code, 'Equals');
    await expect(bodyRows(table)).toHaveCount(1);
    await table.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${name}` });
    const term = edit.getByLabel(/^Credit term/);
    await term.click();
    await term.press('Control+a');
    await term.pressSequentially('400');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.getByText('must be at most 365')).toBeVisible();
    await term.click();
    await term.press('Control+a');
    await term.pressSequentially('45');
    await edit.getByLabel(/^Branch/).fill('00007');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(toasts(page)).toContainText('Hospital saved');

    // The lab: its tax ID (13 digits, checked at the field) and VAT 7%.
    const { labSettings: before } = await admin.get('/api/lab-settings');
    let number: string;
    let id: number;
    try {
      await page.goto('/setting/lab');
      const form = page.getByRole('form', { name: 'Lab settings' });
      await expect(form).toBeVisible(ARRIVAL);
      const taxId = form.getByLabel(/^Tax id/);
      await taxId.fill('12345');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(form.getByText('must be 13 digits')).toBeVisible();
      await taxId.fill('0105561234567');
      await form
        .locator('.p-dropdown')
        .filter({ has: page.locator('#lab-vat-mode') })
        .click();
      await page.getByRole('option', { name: 'VAT 7%' }).click();
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(toasts(page)).toContainText('Saved');
      expect((await admin.get('/api/lab-settings')).labSettings).toMatchObject({ labTaxId: '0105561234567', vatMode: 'vat7' });

      // This month's invoice so far for the hospital, issued while VAT is 7%.
      const today = labDay();
      const { surgicalinvoices } = await user.send(
        'post',
        '/api/reports/surgicalinvoices',
        { payer: { type: 'hospital', id: hospital.id }, from: `${today.slice(0, 7)}-01`, to: today },
        201,
      );
      const { surgicalinvoice } = await user.send('post', `/api/reports/surgicalinvoices/${surgicalinvoices[0].id}/issue`, { version: surgicalinvoices[0].version }, 200);
      expect(surgicalinvoice).toMatchObject({ dueDate: addDays(today, 45), vat: '70.00', total: '1070.00' });
      number = surgicalinvoice.number;
      id = surgicalinvoice.id;
    } finally {
      await admin.send('put', '/api/lab-settings', before, 200);
    }

    // Its PDF, as a clerk downloads it: the branch, the due date 45 days on (BE), the VAT line.
    await signIn('user');
    await page.goto(`/report/surgical-invoice/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: number })).toBeVisible(ARRIVAL);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: `Download PDF of ${number}` }).click();
    const text = pdfText(await (await downloading).path());
    expect(text).toContain(surgical.accessionNo);
    expect(text).toContain('00007');
    expect(text).toContain(formatThaiDate(addDays(labDay(), 45)));
    expect(text).toContain('45 วัน');
    expect(text).toContain('ภาษีมูลค่าเพิ่ม 7% / VAT 7%');
    expect(text).toContain('70.00');
    expect(text).toContain('1,070.00');
    expect(text).toContain('0105561234567');
    expect(text).not.toContain('ยกเว้นภาษีมูลค่าเพิ่ม');
  });
});
