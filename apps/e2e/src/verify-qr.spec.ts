// Issue 32.5: the QR code printed on a released report is read back from the rendered page (as a
// phone's camera would read the paper) and opens the verification page without signing in: authentic,
// which lab, the accession number and version, current — and nothing about the patient; and pdfsig
// finds the built app's signature valid over the whole document.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './support/fixtures';
import { DEMO_PASSWORD, diagnoseSurgical, registerCase } from './support/api';

/** The first page of a PDF as an image (150 dpi), and what the QR code on it says; and what pdfsig says of its signature. */
function scanQr(pdf: Buffer): { address: string; signature: string } {
  const dir = mkdtempSync(join(tmpdir(), 'pathdesk-qr-'));
  writeFileSync(join(dir, 'report.pdf'), pdf);
  const signature = spawnSync('pdfsig', [join(dir, 'report.pdf')], { encoding: 'utf8' });
  execFileSync('pdftoppm', ['-r', '150', '-f', '1', '-l', '1', '-png', join(dir, 'report.pdf'), join(dir, 'page')]);
  const png = execFileSync('ls', [dir], { encoding: 'utf8' })
    .split('\n')
    .find((f) => f.startsWith('page') && f.endsWith('.png'))!;
  const address = execFileSync('zbarimg', ['--quiet', '--raw', '-Sdisable', '-Sqrcode.enable', join(dir, png)], { encoding: 'utf8' }).trim();
  return { address, signature: `${signature.stdout}${signature.stderr}` };
}

test('the QR code of a printed report opens its verification, signed out and on a phone', async ({ page, signIn, apiAs, browser }) => {
  const user = await apiAs('user');
  const doctor = await apiAs('doctor');
  const c = await registerCase(user, 'surgical', { firstName: 'คิวอาร์' });
  const { signature } = await doctor.get('/api/users/me/signature');
  await diagnoseSurgical(user, doctor, c.id, { gross: 'A nodule.', diagnosis: 'Benign nodule.', pathologistId: signature.staffId }, 'not-malignant');
  const { surgicalreport: report } = await doctor.send('post', '/api/reports/surgicals/generate', { caseId: c.id, password: DEMO_PASSWORD }, 201);

  await signIn('doctor');
  const pdf = await page.request.get(`/api/reports/surgicals/${report.id}/pdf`);
  expect(pdf.status()).toBe(200);
  const { address, signature: signed } = scanQr(await pdf.body());
  expect(address).toMatch(/^http:\/\/localhost:\d+\/verify\/[0-9a-f]{32}$/);
  expect(signed).toMatch(/Signature Validation: Signature is Valid\./);
  expect(signed).toMatch(/Total document signed/);

  // Someone else's phone: no session, a narrow screen.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const reader = await phone.newPage();
    await reader.goto(new URL(address).pathname);
    const card = reader.getByRole('main');
    await expect(card.getByText(/^Authentic: issued by /)).toBeVisible();
    await expect(card).toContainText(c.accessionNo);
    await expect(card).toContainText('This is the current version.');
    await expect(card).not.toContainText('คิวอาร์');
    // Nothing spills sideways on the phone.
    expect(await reader.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // One digit changed: not this lab's document.
    const token = address.slice(-32);
    const altered = token.slice(0, -1) + (token.endsWith('0') ? '1' : '0');
    await reader.goto(`/verify/${altered}`);
    await expect(reader.getByText('Not a document of this lab')).toBeVisible();
  } finally {
    await phone.close();
  }
});
