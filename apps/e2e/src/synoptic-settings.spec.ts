// Issue 30.4: an administrator loads the lab's ICD-O-3 list from a CSV file in Settings; the codes
// are found by the list's search, and a result may then carry them.
import { expect, test, toasts } from './support/fixtures';

test('an administrator loads ICD-O-3 morphology codes from a CSV file and finds them', async ({ page, signIn }) => {
  await signIn('admin');
  await page.goto('/setting/synoptic');
  await expect(page.getByRole('heading', { level: 1, name: 'Synoptic reporting' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Templates' })).toContainText('Invasive carcinoma of the breast (resection)');

  await page.getByRole('button', { name: 'Morphology (type and behaviour)' }).click();
  const csv = (text: string) => ({ name: 'morphology.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
  await page.getByTestId('icdo3-file').setInputFiles(csv('code,term\n8983/3,"Adenomyoepithelioma with carcinoma, e2e"\n'));
  await expect(toasts(page)).toContainText('morphology.csv loaded');
  await page.getByRole('searchbox', { name: 'Search codes or terms' }).fill('8983/3');
  await expect(page.getByRole('table', { name: 'Morphology (type and behaviour)' })).toContainText('Adenomyoepithelioma with carcinoma, e2e');

  // A file with a bad line changes nothing and says which line.
  await page.getByTestId('icdo3-file').setInputFiles(csv('code,term\n8984/3,Fine\n898/3,Bad code\n'));
  await expect(page.getByRole('main').getByRole('alert')).toContainText('"898/3" must be an ICD-O-3 morphology code');
  await page.getByRole('searchbox', { name: 'Search codes or terms' }).fill('8984/3');
  await expect(page.getByRole('table', { name: 'Morphology (type and behaviour)' })).toContainText('No code matches the search.');
});
