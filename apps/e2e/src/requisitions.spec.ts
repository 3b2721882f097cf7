// Issue 28.4: a hospital's guest orders a requisition online and prints it (its code as a QR code and
// as text); lab staff scan that code on the registration page and the case appears with its
// accession number — nothing retyped; a specimen that did not arrive is unticked and the case has
// only the specimens received.
import { expect, test } from './support/fixtures';
import { chooseOption } from './support/dropdowns';
import { expectNoSeriousViolations } from './support/axe';
import { pdfText } from './support/billing';

test.setTimeout(120_000);

test('a guest orders and prints a requisition; lab staff scan its code and the case appears with its accession number', async ({ page, signIn, apiAs }) => {
  // The demo guest may order (an administrator's switch, audited).
  const [admin, guestApi] = [await apiAs('admin'), await apiAs('guest')];
  const me = await guestApi.get('/api/auth/check');
  await admin.send('put', `/api/users/${me.id}`, { mayOrder: true }, 200);
  const hn = `RQ${Date.now().toString().slice(-7)}`;

  await signIn('guest');
  await page.goto('/report/requisitions');
  await page.getByRole('button', { name: 'New requisition' }).click();
  const form = page.getByRole('form', { name: 'New requisition' });
  await expect(form.locator('#rq-hn')).toBeFocused();
  await expectNoSeriousViolations(page);
  await form.locator('#rq-hn').fill(hn);
  await form.locator('#rq-first').fill('สมศรี');
  await form.locator('#rq-last').fill('ตรวจออนไลน์');
  await chooseOption(page, 'rq-sex', 'Female');
  await chooseOption(page, 'rq-doctor');
  await form.locator('#rq-part-0-specimen').fill('Breast, left, core biopsy');
  await form.getByRole('button', { name: 'Add a specimen' }).click();
  await form.locator('#rq-part-1-specimen').fill('Lymph node, left axilla');
  await form.locator('#rq-history').fill('Mass 2 cm, BI-RADS 4');

  // Ordering prints it: the PDF downloads with the requisition's code on it.
  const downloading = page.waitForEvent('download');
  await form.getByRole('button', { name: 'Order and print' }).click();
  const download = await downloading;
  const code = download.suggestedFilename().replace(/\.pdf$/, '');
  expect(code).toMatch(/^RQ\d{2}-\d{6}$/);
  const text = pdfText(await download.path());
  expect(text).toContain(code);
  expect(text).toContain(hn);
  expect(text).toContain('Breast, left, core');
  const row = page.getByRole('table', { name: 'Requisitions' }).getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('Ordered — not yet received');

  // The lab scans the code on the registration page; the lymph node did not come.
  await signIn('user');
  await page.goto('/workspace/surgicals/new');
  const scan = page.getByRole('textbox', { name: 'Scan a requisition' });
  await scan.fill(code.toLowerCase());
  await scan.press('Enter');
  const found = page.getByTestId('requisition-found');
  await expect(found).toContainText(code);
  await expect(found).toContainText(`HN ${hn}`);
  await expectNoSeriousViolations(page);
  // Found, the focus waits on Receive (Enter would receive it as sent).
  await expect(page.locator('#requisition-receive')).toBeFocused();
  await page.getByLabel('B. Lymph node, left axilla').uncheck();
  await page.getByRole('button', { name: 'Receive and register' }).click();
  const accessionNo = page.getByTestId('registered-accession-no');
  await expect(accessionNo).toHaveText(/^S/);
  const number = (await accessionNo.textContent())!.trim();

  // The case is there with the hospital's patient data and the specimen received.
  await accessionNo.click();
  await expect(page.locator('#case-hn')).toHaveValue(hn);
  const specimens = page.getByRole('textbox', { name: 'Specimen' });
  await expect(specimens).toHaveCount(1);
  await expect(specimens).toHaveValue('Breast, left, core biopsy');

  // A second scan finds it received; the hospital sees the lab's number.
  await page.goto('/workspace/surgicals/new');
  await scan.fill(code);
  await scan.press('Enter');
  await expect(found).toContainText(`Already received: ${number}`);
  await expect(page.getByRole('button', { name: 'Receive and register' })).toBeDisabled();
  await signIn('guest');
  await page.goto('/report/requisitions');
  await expect(page.getByRole('table', { name: 'Requisitions' }).getByRole('row').filter({ hasText: code })).toContainText(`Received: ${number}`);
});
