// Issue 28.3: a hospital's guest signs in, finds in its inbox its hospital's new report — and not
// another hospital's — and acknowledges receipt of it.
import { expect, test, toasts } from './support/fixtures';
import { DEMO_PASSWORD, demoGuestHospitalId, diagnoseSurgical, hsilPap, registerCase, type Api } from './support/api';
import { pdfText } from './support/billing';

async function releasedSurgical(user: Api, doctor: Api, hospitalId: number) {
  const c = await registerCase(user, 'surgical', {}, { hospitalId });
  const { signature } = await doctor.get('/api/users/me/signature');
  await diagnoseSurgical(
    user,
    doctor,
    c.id,
    { gross: 'An ellipse of skin 1.5 cm.', microscopic: 'Benign.', diagnosis: 'Skin: seborrheic keratosis.', pathologistId: signature.staffId },
    'not-malignant',
  );
  const { surgicalreport } = await doctor.send('post', '/api/reports/surgicals/generate', { caseId: c.id, password: DEMO_PASSWORD }, 201);
  return { ...c, reportId: surgicalreport.id as number };
}

test.setTimeout(120_000);

test('a hospital’s guest sees its new report in the inbox, not another hospital’s, and acknowledges receipt', async ({ page, signIn, apiAs }) => {
  const [user, doctor] = [await apiAs('user'), await apiAs('doctor')];
  const bkv = await demoGuestHospitalId(user);
  const { hospitals } = await user.get('/api/cfgvalues/hospitals');
  const rkk = (hospitals as { id: number; code: string }[]).find((h) => h.code === 'RKK')!.id;
  const theirs = await releasedSurgical(user, doctor, rkk);
  const mine = await releasedSurgical(user, doctor, bkv);

  await signIn('guest');
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Inbox', exact: true })).toHaveAttribute('href', '/report/inbox');
  await page.goto('/report/inbox');
  const table = page.getByRole('table', { name: 'Reports to receive' });
  const row = table.getByRole('row').filter({ hasText: mine.accessionNo });
  await expect(row).toBeVisible();
  await expect(row).toContainText(mine.patientName);
  await expect(table).not.toContainText(theirs.accessionNo);

  await page.getByRole('button', { name: `Acknowledge receipt of ${mine.accessionNo}` }).click();
  await expect(toasts(page)).toContainText('Receipt acknowledged');
  await expect(table.getByRole('row').filter({ hasText: mine.accessionNo })).toHaveCount(0);

  // Received, by the guest: shown with the received ones.
  await page.getByLabel('Show received reports too').click();
  await expect(table.getByRole('row').filter({ hasText: mine.accessionNo })).toContainText('Received by guest');
  // And another hospital's report is not found at all (404), even by its address.
  await page.goto(`/report/surgical-report/${theirs.reportId}`);
  await expect(page.getByText(theirs.patientName)).toHaveCount(0);
});

test('a hospital’s guest acknowledges a critical result online; the lab’s call record shows who and when', async ({ page, signIn, apiAs }) => {
  const [user, doctor] = [await apiAs('user'), await apiAs('doctor')];
  const bkv = await demoGuestHospitalId(user);
  const pap = await hsilPap(user, doctor, { firstName: 'วิกฤต' }, { hospitalId: bkv });

  await signIn('guest');
  await page.goto('/report/inbox');
  const critical = page.getByRole('region', { name: /critical results? to acknowledge/ });
  await expect(critical).toContainText(pap.accessionNo);
  await expect(critical).toContainText('High-grade Pap: HSIL');
  await critical.getByRole('button', { name: `Acknowledge the critical result of ${pap.accessionNo}` }).click();
  await expect(toasts(page)).toContainText('Critical result acknowledged');
  await expect(critical.getByText(pap.accessionNo)).toHaveCount(0);

  const { notifications } = await user.get('/api/notifications');
  expect(notifications.find((n: { caseId: number }) => n.caseId === pap.id)).toMatchObject({ acknowledgedBy: 'guest', acknowledgedAt: expect.any(String) });
});

test('a hospital’s guest ticks two reports and downloads them as one PDF, in the list’s order', async ({ page, signIn, apiAs }, info) => {
  const [user, doctor] = [await apiAs('user'), await apiAs('doctor')];
  const bkv = await demoGuestHospitalId(user);
  const older = await releasedSurgical(user, doctor, bkv);
  const newer = await releasedSurgical(user, doctor, bkv);

  await signIn('guest');
  await page.goto('/report/inbox');
  const table = page.getByRole('table', { name: 'Reports to receive' });
  for (const c of [older, newer]) await table.getByRole('row').filter({ hasText: c.accessionNo }).getByRole('checkbox').check();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Ticked as one PDF (2)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('reports-2.pdf');
  const file = info.outputPath('reports-2.pdf');
  await download.saveAs(file);
  const text = pdfText(file);
  // Newest first, as listed.
  expect(text.indexOf(newer.accessionNo)).toBeGreaterThanOrEqual(0);
  expect(text.indexOf(newer.accessionNo)).toBeLessThan(text.indexOf(older.accessionNo));
});
