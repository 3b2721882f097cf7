// Issue 32.3: a frozen section received from theatre, diagnosed, telephoned with read-back, then at
// the sign-out compared with the final diagnosis; the released report prints it.
import { expect, test } from './support/fixtures';
import { DEMO_PASSWORD, diagnoseSurgical, registerCase } from './support/api';

test('a frozen section and its call, compared with the final diagnosis at sign-out, printed on the report', async ({ page, signIn, apiAs }) => {
  const user = await apiAs('user');
  const doctor = await apiAs('doctor');
  const c = await registerCase(user, 'surgical', { firstName: 'แช่แข็ง' });
  const { signature } = await doctor.get('/api/users/me/signature');
  await diagnoseSurgical(
    user,
    doctor,
    c.id,
    { gross: 'A lymph node 1.2 cm.', microscopic: 'No metastatic carcinoma.', diagnosis: 'Lymph node, sentinel: no metastatic carcinoma (0/1).', pathologistId: signature.staffId },
    'not-malignant',
  );

  await signIn('doctor');
  await page.goto(`/workspace/surgicals/${c.id}/result`);
  const frozen = page.getByRole('region', { name: 'Frozen sections' });
  await expect(frozen).toContainText('No frozen section on this case.');

  // Received from theatre: the specimen typed, the time now; Enter receives it.
  await frozen.getByRole('button', { name: 'Receive a frozen section' }).click();
  let dialog = page.getByRole('dialog', { name: 'Receive a frozen section' });
  await expect(dialog.getByLabel(/^Specimen from theatre/)).toBeFocused();
  await page.keyboard.type('Sentinel lymph node, left axilla');
  await page.keyboard.press('Enter');
  await expect(frozen).toContainText('Awaiting the diagnosis.');

  // The pathologist's diagnosis.
  await frozen.getByRole('button', { name: 'Report' }).click();
  dialog = page.getByRole('dialog', { name: /^Frozen-section diagnosis/ });
  await expect(dialog.getByLabel(/^Frozen-section diagnosis/)).toBeFocused();
  await page.keyboard.type('Negative for metastatic carcinoma.');
  await dialog.getByRole('button', { name: 'Report' }).click();
  await expect(frozen).toContainText(/Reported by .* in \d+ min \(target 20\)/);

  // The call to theatre, read back.
  await frozen.getByRole('button', { name: 'Record the call' }).click();
  dialog = page.getByRole('dialog', { name: /^Call to theatre/ });
  await expect(dialog.getByLabel(/^Told to/)).toBeFocused();
  await page.keyboard.type('Dr. Somchai (surgeon)');
  await dialog.getByText('They read the diagnosis back').click();
  await dialog.getByRole('button', { name: 'Record the call' }).click();
  await expect(frozen).toContainText('Telephoned to Dr. Somchai (surgeon), read back,');

  // At sign-out: compared with the final diagnosis.
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  dialog = page.getByRole('dialog', { name: /^Sign out / });
  await expect(dialog).toContainText('Sentinel lymph node, left axilla: Negative for metastatic carcinoma.');
  await expect(dialog.getByLabel(/^Comparison/)).toBeFocused();
  await page.keyboard.type('Agree');
  await page.keyboard.press('Enter');
  await dialog.getByLabel(/^Your password/).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(new RegExp(`/workspace/surgicals/${c.id}/view$`));
  await expect(page.getByRole('region', { name: 'Intraoperative consultation (frozen section)' })).toContainText(
    'Sentinel lymph node, left axilla: Negative for metastatic carcinoma.',
  );
  const { frozenSections } = await doctor.get(`/api/surgicals/${c.id}/frozen-sections`);
  expect(frozenSections).toEqual([expect.objectContaining({ state: 'called', correlation: 'agree', readBack: true, calledTo: 'Dr. Somchai (surgeon)' })]);
});
