import { expect, test, toasts } from './support/fixtures';
import { DEMO_PASSWORD, registerCase, saveResult, type Api } from './support/api';

// Issue 15: the patient behind the cases and the safety rules — prior history, the 5-year
// look-back, critical-result calls. Each test makes a patient of its own (a unique HN).

const unique = () => `PS${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.toUpperCase();

/** A Pap of the patient with HN `hn`, diagnosed and signed out by the doctor as `interpretation`. */
async function signedOutPap(user: Api, doctor: Api, hn: string, interpretation: 'NILM' | 'HSIL') {
  const c = await registerCase(user, 'gynecological', { hn, firstName: 'มาลัย' });
  const [gynType] = (await doctor.get('/api/cfgvalues/gynecologicaltypes')).gynecologicaltypes;
  const [screener] = (await doctor.get('/api/cfgvalues/screeners')).screeners;
  // The doctor signs as the pathologist record linked to their account (issue 16.6).
  const { signature } = await doctor.get('/api/users/me/signature');
  const fields = { gynTypeId: gynType.id, adequacy: 'satisfactory', interpretation, screenerId: screener.id, pathologistId: signature.staffId, highRisk: false };
  await saveResult(doctor, 'gynecological', c.id, fields);
  // NILM Paps may be drawn for QC (202): either way the test goes on with the case.
  const res = await doctor.sendExpecting('/api/reports/gynecologicals/generate', { caseId: c.id, password: DEMO_PASSWORD }, [201, 202]);
  return { ...c, held: res.status === 202 };
}

test.describe('patient safety', () => {
  test('a second Pap of a patient shows the first among the patient’s previous cases', async ({ page, signIn, apiAs }) => {
    const [user, doctor] = [await apiAs('user'), await apiAs('doctor')];
    const hn = unique();
    const first = await signedOutPap(user, doctor, hn, 'NILM');
    const second = await registerCase(user, 'gynecological', { hn, firstName: 'มาลัย' });

    await signIn('doctor');
    await page.goto(`/workspace/gynecologicals/${second.id}/result`);
    const panel = page.getByRole('region', { name: 'Previous cases of this patient' });
    await expect(panel.getByRole('link', { name: first.accessionNo })).toBeVisible();
    if (!first.held) await expect(panel).toContainText('NILM');
    await page.goto(`/workspace/gynecologicals/${second.id}/info`);
    await expect(page.getByRole('region', { name: 'Previous cases of this patient' }).getByRole('link', { name: first.accessionNo })).toBeVisible();
  });

  test('an HSIL release queues the earlier NILM for the look-back, and opens a critical call that lab staff record', async ({ page, signIn, apiAs }) => {
    test.slow(); // two pages, two roles, three signed-out Paps
    const [user, doctor] = [await apiAs('user'), await apiAs('doctor')];
    const hn = unique();
    let earlier = await signedOutPap(user, doctor, hn, 'NILM');
    // A NILM held for QC is not released: register another until one is (QC holds about 10%).
    for (let i = 0; earlier.held && i < 5; i++) earlier = await signedOutPap(user, doctor, hn, 'NILM');
    const hsil = await signedOutPap(user, doctor, hn, 'HSIL');

    // The look-back: a second reader (the administrator, who neither screened nor signed it) agrees.
    await signIn('admin');
    await page.goto('/report/gynecological-review-report');
    const queue = page.getByRole('table', { name: 'Look-backs to rescreen' });
    const row = queue.getByRole('row').filter({ hasText: earlier.accessionNo });
    await expect(row).toContainText(`${hsil.accessionNo} (HSIL)`);
    await row.getByRole('button', { name: `Review the look-back of ${earlier.accessionNo}` }).click();
    const dialog = page.getByRole('dialog', { name: `Look-back of ${earlier.accessionNo}` });
    // issue 26.8: the dialog says whose Pap it is, what it said, and links the slide's case
    await expect(dialog.getByLabel('The Pap to rescreen')).toContainText(earlier.patientName);
    await expect(dialog.getByLabel('The Pap to rescreen')).toContainText('Reported NILM');
    await expect(dialog.getByRole('link', { name: earlier.accessionNo })).toHaveAttribute('href', `/workspace/gynecologicals/${earlier.id}/info`);
    await expect(dialog.getByRole('link', { name: hsil.accessionNo })).toHaveAttribute('href', `/workspace/gynecologicals/${hsil.id}/info`);
    await dialog.getByLabel(/^Note/).fill('Rescreened: negative.');
    await dialog.getByRole('button', { name: 'Save review' }).click();
    await expect(toasts(page)).toContainText('Look-back reviewed');
    await expect(page.getByRole('table', { name: 'Look-backs reviewed' }).getByRole('row').filter({ hasText: earlier.accessionNo })).toContainText('Agree');

    // The critical call: lab staff record who at the hospital was told.
    await signIn('user');
    await page.goto('/workspace/notifications');
    const calls = page.getByRole('table', { name: 'Calls to make' });
    await calls.getByRole('button', { name: `Record the call for ${hsil.accessionNo}` }).click();
    const call = page.getByRole('dialog', { name: `Record the call for ${hsil.accessionNo}` });
    await call.getByLabel(/^Who was told/).fill('Nurse Wipa, gynecology clinic');
    await call.getByRole('button', { name: 'Record call' }).click();
    await expect(call.getByText('a phoned critical result is read back by the person told')).toBeVisible();
    await call.getByLabel('The person read the result back').check();
    await call.getByRole('button', { name: 'Record call' }).click();
    await expect(toasts(page)).toContainText('Call recorded');
    await expect(calls.getByRole('row').filter({ hasText: hsil.accessionNo })).toHaveCount(0);
    await page.getByRole('button', { name: 'Recorded', exact: true }).click();
    await expect(page.getByRole('table', { name: 'Recorded calls' }).getByRole('row').filter({ hasText: hsil.accessionNo })).toContainText('Nurse Wipa');
  });
});
