import { expect, test, toasts } from './support/fixtures';
import { registerCase, saveResult } from './support/api';

// Issue 15.4: screener workload. The test makes a screener record of its own (the demo screeners
// are shared with the other tests), counts one Pap against it, then declares the day's hours.
test('an administrator enters a screener’s hours for the day and sees the slides counted against the limit', async ({ page, signIn, apiAs }) => {
  const [admin, user, doctor] = [await apiAs('admin'), await apiAs('user'), await apiAs('doctor')];
  const name = `Screener E2E ${Date.now().toString(36)}`;
  const { cfgvalue } = await admin.send('post', '/api/cfgvalues', { category: 'screener', name, value: 'CT(ASCP)' }, 201);
  const c = await registerCase(user, 'gynecological', { hn: `WL${Date.now().toString(36)}`.toUpperCase(), firstName: 'สุดา' });
  const [gynType] = (await doctor.get('/api/cfgvalues/gynecologicaltypes')).gynecologicaltypes;
  await saveResult(doctor, 'gynecological', c.id, { gynTypeId: gynType.id, adequacy: 'satisfactory', interpretation: 'NILM', screenerId: cfgvalue.id, highRisk: false });

  await signIn('admin');
  await page.goto('/workspace/workload');
  await page.locator('#workload-screener-list').click();
  await page.getByRole('option', { name }).click();
  const status = page.getByRole('status').filter({ hasText: 'Slides counted' });
  await expect(status).toContainText('Slides counted: 1 of 100 (no hours declared');
  await expect(page.getByRole('table', { name: 'Screenings of the day' })).toContainText(c.accessionNo);

  // Over 24 hours is refused with the reason; 4 hours prorate the limit to 50.
  const hours = page.getByLabel(/^Hours of screening this day/);
  await hours.fill('25');
  await page.getByRole('button', { name: 'Save hours' }).click();
  await expect(page.getByText('a day has at most 24 hours of screening')).toBeVisible();
  await hours.fill('4');
  await page.getByRole('button', { name: 'Save hours' }).click();
  await expect(toasts(page)).toContainText('Hours saved');
  await expect(status).toContainText('Slides counted: 1 of 50 (4 h declared)');
  await expect(page.getByRole('table', { name: 'Workload log' }).getByRole('row').nth(1)).toContainText('50');
});
