// Issue 28.5: a hospital's guest asks for a block and slides of its released case on loan and follows
// the request as the lab sends it. Issue 28.6: the administrator's access log shows the guest's view
// of the patient's report — who, which hospital, what, when — and exports it as CSV.
import { readFileSync } from 'node:fs';
import { expect, test } from './support/fixtures';
import { DEMO_PASSWORD, demoGuestHospitalId, diagnoseSurgical, registerCase, type Api } from './support/api';
import { chooseOption } from './support/dropdowns';
import { expectNoSeriousViolations } from './support/axe';

async function releasedSurgical(user: Api, doctor: Api, hospitalId: number, hn: string) {
  const c = await registerCase(user, 'surgical', { hn }, { hospitalId });
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

test('a hospital’s guest asks for a block and slides on loan and follows the request', async ({ page, signIn, apiAs }) => {
  const [user, doctor] = [await apiAs('user'), await apiAs('doctor')];
  const c = await releasedSurgical(user, doctor, await demoGuestHospitalId(user), `LN${Date.now().toString().slice(-7)}`);

  await signIn('guest');
  await page.goto('/report/loans');
  await page.getByRole('button', { name: 'Request a loan' }).click();
  await page.locator('#loan-accession').fill(c.accessionNo);
  await page.locator('#loan-accession').press('Enter');
  const request = page.getByRole('form', { name: 'Request a loan' });
  await expect(request).toContainText(c.accessionNo);
  await request.getByLabel('Block A1', { exact: true }).check();
  await request.getByLabel('Unstained slides of A1').fill('3');
  await request.getByLabel('Purpose').fill('Second opinion at the referral centre');
  await request.getByRole('button', { name: 'Send the request' }).click();
  const row = page.getByRole('table', { name: 'Loans' }).getByRole('row').filter({ hasText: c.accessionNo });
  await expect(row).toContainText('block A1, 3 slides of A1');
  await expect(row).toContainText('Requested');
  await expectNoSeriousViolations(page);

  // The lab sends it; the hospital sees it sent.
  const { paraffins } = await user.get(`/api/surgicals/${c.id}/paraffins`);
  const [loan] = paraffins as { id: number; version: number; requester: string }[];
  expect(loan!.requester).toBe('guest');
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Bangkok' });
  await user.send('put', `/api/surgicals/${c.id}/paraffins/${loan!.id}`, { status: 'sent', sentDate: today, courierNote: 'Kerry KX123', version: loan!.version }, 200);
  await page.reload();
  await expect(row).toContainText('Sent');
  await expect(row).toContainText('Kerry KX123');

  // From the report's page, the button opens a request on that case, its blocks listed.
  await page.goto(`/report/surgical-report/${c.reportId}`);
  await page.getByRole('link', { name: 'Request blocks or slides' }).click();
  await expect(page).toHaveURL(new RegExp(`/report/loans\\?case=${c.id}$`));
  await expect(page.getByRole('form', { name: 'Request a loan' })).toContainText(c.accessionNo);
  await expect(page.getByRole('form', { name: 'Request a loan' }).getByLabel('Block A1', { exact: true })).toBeVisible();
});

test('the administrator’s access log shows the guest’s view of the patient’s report, and exports it', async ({ page, signIn, apiAs }) => {
  const [user, doctor, guest] = [await apiAs('user'), await apiAs('doctor'), await apiAs('guest')];
  const hn = `AL${Date.now().toString().slice(-7)}`;
  const bkv = await demoGuestHospitalId(user);
  const c = await releasedSurgical(user, doctor, bkv, hn);
  await guest.get(`/api/reports/surgicals/${c.reportId}`);
  const { hospitals } = await user.get('/api/cfgvalues/hospitals');
  const hospital = (hospitals as { id: number; code: string; name: string }[]).find((h) => h.id === bkv)!;

  await signIn('admin');
  await page.goto('/setting/patient-access');
  await chooseOption(page, 'pa-hospital', new RegExp(`^${hospital.code} — `));
  await page.locator('#pa-hn').fill(hn);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByTestId('access-patient')).toContainText(c.patientName.split(' ').at(-1)!);
  const table = page.getByRole('table', { name: 'Accesses to the patient’s records' });
  const view = table.getByRole('row').filter({ hasText: 'guest (guest)' });
  await expect(view).toContainText('Viewed');
  await expect(view).toContainText(hospital.name);
  await expect(view).toContainText(c.accessionNo);
  await expectNoSeriousViolations(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv).toContain('at,username,role,hospitals,kind,action,record,recordId,accessionNo,ip');
  expect(csv).toMatch(new RegExp(`,guest,guest,${hospital.name},view,view,report_version,${c.reportId},${c.accessionNo},`));
});
