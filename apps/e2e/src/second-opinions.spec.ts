// Issue 32.2: a pathologist asks a colleague to co-sign and for a second opinion; the release waits
// for the co-signature; the colleague signs and answers from the same case; the report prints them.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { DEMO_PASSWORD, diagnoseSurgical, registerCase } from './support/api';

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^Sign out / });
  await dialog.getByLabel(/^Your password/).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign out' }).click();
}

test('a co-signature and a second opinion, asked and given on the case, before the release', async ({ page, context, signIn, apiAs }) => {
  test.slow(); // two pathologists take turns
  const admin = await apiAs('admin');
  const user = await apiAs('user');
  const doctor = await apiAs('doctor');
  // A second pathologist of the lab: a doctor account linked to another pathologist record.
  const { signature } = await doctor.get('/api/users/me/signature');
  const { pathologists } = await admin.get('/api/cfgvalues/pathologists');
  const record = pathologists.find((p: { id: number }) => p.id !== signature.staffId);
  const username = `cs${Date.now().toString(36)}`;
  const { user: created } = await admin.send('post', '/api/users', { username, name: 'Second Reader', role: 'doctor', password: DEMO_PASSWORD }, 201);
  await admin.send('put', `/api/users/${created.id}`, { staffId: record.id }, 200);

  const c = await registerCase(user, 'surgical', { firstName: 'ร่วมลงนาม' });
  await diagnoseSurgical(
    user,
    doctor,
    c.id,
    { gross: 'A polyp.', microscopic: 'Tubular adenoma.', diagnosis: 'Colon, polypectomy: tubular adenoma.', pathologistId: signature.staffId },
    'not-malignant',
  );
  const resultPage = `/workspace/surgicals/${c.id}/result`;

  // The case's pathologist asks the colleague to co-sign and for an opinion.
  await signIn('doctor');
  await page.goto(resultPage);
  const panel = page.getByRole('region', { name: 'Second pathologists' });
  await expect(panel).toContainText('No co-signer asked.');
  await panel.getByRole('button', { name: 'Ask a co-signer' }).click();
  let dialog = page.getByRole('dialog', { name: 'Ask a pathologist to co-sign' });
  await dialog.getByLabel(/^Pathologist/).press('Enter');
  await page.getByRole('option', { name: record.name }).click();
  await dialog.getByRole('button', { name: 'Ask' }).click();
  await expect(panel).toContainText(`${record.name} is asked to co-sign`);
  await panel.getByRole('button', { name: 'Ask for a second opinion' }).click();
  dialog = page.getByRole('dialog', { name: 'Ask a colleague for a second opinion' });
  await dialog.getByLabel(/^Pathologist/).press('Enter');
  await page.getByRole('option', { name: record.name }).click();
  await dialog.getByLabel(/^Your question/).fill('Low or high-grade dysplasia?');
  await dialog.getByRole('button', { name: 'Ask' }).click();
  await expect(panel.getByRole('list', { name: 'Second opinions' })).toContainText('Awaiting the answer.');
  // The release waits for the co-signature.
  await signOut(page);
  await expect(page.getByText(new RegExp(`awaits the co-signature of ${record.name}`)).first()).toBeVisible();

  // The colleague co-signs and answers.
  await context.clearCookies();
  await signIn(username);
  await page.goto(resultPage);
  await panel.getByRole('button', { name: 'Co-sign' }).click();
  dialog = page.getByRole('dialog', { name: 'Co-sign this result' });
  await dialog.getByLabel(/^Your password/).fill(DEMO_PASSWORD);
  await dialog.getByLabel(/^Your password/).press('Enter');
  await expect(panel).toContainText(`Co-signed by ${record.name}`);
  await panel.getByRole('button', { name: 'Give your opinion' }).click();
  dialog = page.getByRole('dialog', { name: /^Second opinion for / });
  await dialog.getByLabel(/^Your opinion/).press('Enter');
  await page.getByRole('option', { name: 'Agree', exact: true }).click();
  await dialog.getByRole('button', { name: 'Send the opinion' }).click();
  await expect(panel.getByRole('list', { name: 'Second opinions' })).toContainText('Agree');

  // Released, with the co-signer beside the pathologist.
  await context.clearCookies();
  await signIn('doctor');
  await page.goto(resultPage);
  await signOut(page);
  await expect(page).toHaveURL(new RegExp(`/workspace/surgicals/${c.id}/view$`));
  await expect(page.getByRole('region', { name: 'Signatures' })).toContainText(`Co-signed by${record.name}`);
});
