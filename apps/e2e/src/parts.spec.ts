import { expect, test, toasts } from './support/fixtures';
import { DEMO_PASSWORD, registerCase } from './support/api';
import { chooseOption } from './support/dropdowns';

const unique = () => Date.now().toString(36).slice(-6) + Math.random().toString(36).slice(2, 4);

/** Issue 27: a mastectomy and its axillary nodes are parts A and B of one case, signed out as one report. */
test('a mastectomy with its nodes: registered as parts A and B, grossed, diagnosed part by part, signed out as one report', async ({ page, signIn, apiAs }) => {
  test.slow(); // a sign-out with the password asked again
  const hn = `P${unique()}`.toUpperCase();
  await signIn('user');
  await page.goto('/workspace/surgicals/new');
  await expect(page.getByTestId('next-accession-no')).toBeVisible();
  await chooseOption(page, 'case-hospital');
  await chooseOption(page, 'case-doctor');
  await page.getByLabel(/^HN/).fill(hn);
  await page.getByLabel(/^First name \*/).fill('มาลี');
  await page.getByLabel(/^Last name \*/).fill(`ส่วนสอง${hn}`);
  await page.locator('#case-sex').getByText('Female', { exact: true }).click();
  await page.locator('#case-specimen-0').fill('Breast, left, mastectomy');
  await page.getByRole('button', { name: 'Another specimen from this requisition' }).click();
  // The keyboard goes on in the new row: part B.
  await expect(page.locator('#case-specimen-1')).toBeFocused();
  await page.keyboard.type('Lymph nodes, axillary, left');
  await expect(page.getByRole('group', { name: 'Part B' })).toBeVisible();
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  const number = page.getByTestId('registered-accession-no');
  await expect(number).toHaveText(/^S\d{2}-\d{5}$/);
  const accessionNo = (await number.textContent())!.trim();

  // One case, with its parts.
  const api = await apiAs('user');
  const found = await api.get(`/api/surgicals?search=${hn}`);
  expect(found.total).toBe(1);
  const caseId = found.surgicals[0].id as number;
  const c = (await api.get(`/api/surgicals/${caseId}`)).surgical;
  expect(c.accessionNo).toBe(accessionNo);
  expect(c.parts.map((p: { letter: string; specimen: string }) => `${p.letter}. ${p.specimen}`)).toEqual(['A. Breast, left, mastectomy', 'B. Lymph nodes, axillary, left']);

  // Grossed per part at the bench: the blocks grouped under their parts, each part's next code offered.
  await page.goto(`/workspace/surgicals/${caseId}/additionals`);
  const grossing = page.getByTestId('grossing-parts');
  await expect(grossing).toContainText('A. Breast, left, mastectomy — 0 blocks · next A1');
  await page.getByLabel(/^Add blocks/).fill('A1–A3, B1–B2');
  await page.getByLabel(/^Add blocks/).press('Enter');
  await expect(toasts(page)).toContainText('5 blocks added');
  await expect(grossing).toContainText('A. Breast, left, mastectomy — 3 blocks · next A4');
  await expect(grossing).toContainText('B. Lymph nodes, axillary, left — 2 blocks · next B3');
  await expect(page.getByTestId('block-part-group')).toHaveText(['Part A — Breast, left, mastectomy', 'Part B — Lymph nodes, axillary, left']);
  const blockRows = page.getByRole('table', { name: 'Blocks' }).getByRole('row');
  await expect(blockRows.filter({ hasText: `${accessionNo} B2` })).toHaveCount(1);

  // The pathologist diagnoses each part.
  await signIn('doctor');
  await page.goto(`/workspace/surgicals/${caseId}/result`);
  await expect(page.getByRole('heading', { level: 1, name: accessionNo })).toBeVisible();
  const partA = page.getByRole('group', { name: 'Part A — Breast, left, mastectomy' });
  const partB = page.getByRole('group', { name: 'Part B — Lymph nodes, axillary, left' });
  const sidebar = page.getByRole('complementary', { name: 'Sign-out' });
  await partA.getByLabel(/^A\. Gross description/).fill('A mastectomy 22 × 18 × 5 cm with a firm tumour 2.5 cm.');
  await partA.getByLabel(/^A\. Diagnosis/).fill('Invasive ductal carcinoma, grade 2; margins free.');
  await partA.getByRole('button', { name: 'Malignant', exact: true }).click();
  await partB.getByLabel(/^B\. Gross description/).fill('Fifteen lymph nodes, up to 1.8 cm.');
  await expect(sidebar.getByRole('list', { name: 'Still needed' })).toContainText('B. Diagnosis');
  await partB.getByLabel(/^B\. Diagnosis/).fill('Metastatic carcinoma in 2 of 15 lymph nodes.');
  await partB.getByRole('button', { name: 'Malignant', exact: true }).click();
  await expect(sidebar).toContainText('Complete: ready for sign-out.');
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^Sign out / });
  await dialog.getByLabel(/^Your password/).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign out' }).click();
  await expect(toasts(page)).toContainText('Signed out');
  await expect(page).toHaveURL(new RegExp(`/workspace/surgicals/${caseId}/view$`));

  // One report: the parts' diagnoses in order.
  const body = page.locator('main');
  await expect(body).toContainText('A. Breast, left, mastectomy: Invasive ductal carcinoma, grade 2; margins free.');
  await expect(body).toContainText('B. Lymph nodes, axillary, left: Metastatic carcinoma in 2 of 15 lymph nodes.');
  const text = (await body.textContent())!;
  expect(text.indexOf('A. Breast, left, mastectomy:')).toBeLessThan(text.indexOf('B. Lymph nodes, axillary, left:'));
  // The case is malignant: both its parts are.
  const result = (await api.get(`/api/surgicals/${caseId}/result`)).result;
  expect(result).toMatchObject({ status: 'signed_out', fields: { malignancy: 'malignant' } });
});

/** Issue 27.1: the case page changes a part, adds one at the end and removes the last — refused, with the reason, while it has blocks. */
test('editing parts after registration: change a part, add one, remove the last after a confirmation (refused while it has blocks)', async ({ page, signIn, apiAs }) => {
  const api = await apiAs('user');
  const c = await registerCase(api, 'surgical');
  await signIn('user');
  await page.goto(`/workspace/surgicals/${c.id}/info`);
  const parts = page.getByTestId('case-parts');
  const confirmOf = (letter: string) => page.getByRole('alertdialog').or(page.getByRole('dialog', { name: `Remove part ${letter}?` }));
  await expect(parts).toContainText('A. Skin, left arm, excision');

  // Change part A, then add part B — keyboard and dialogs.
  await page.getByRole('button', { name: 'Change part A' }).click();
  let dialog = page.getByRole('dialog', { name: 'Change part A' });
  await expect(dialog.getByLabel(/^Specimen/)).toBeFocused();
  await dialog.getByLabel(/^Specimen/).fill('Breast, left, mastectomy');
  await dialog.getByLabel(/^Procedure/).fill('Mastectomy');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page)).toContainText('Part A saved');
  await expect(parts).toContainText('A. Breast, left, mastectomy · Mastectomy');

  await page.getByRole('button', { name: 'Add part B' }).click();
  dialog = page.getByRole('dialog', { name: 'Add part B' });
  await dialog.getByRole('button', { name: 'Add the part' }).click();
  await expect(dialog.getByText('is required: every part is a specimen')).toBeVisible();
  await dialog.getByLabel(/^Specimen/).fill('Lymph nodes, axillary, left');
  await dialog.getByLabel(/^Specimen/).press('Enter');
  await expect(toasts(page)).toContainText('Part B added');
  await expect(parts).toContainText('B. Lymph nodes, axillary, left');
  // The history reads the parts edit as the parts (not their JSON).
  await expect(page.locator('main')).toContainText('A. Breast, left, mastectomy; B. Lymph nodes, axillary, left');
  await expect(page.locator('main')).not.toContainText('"letter"');
  const stored = (await api.get(`/api/surgicals/${c.id}`)).surgical;
  expect(stored.parts.map((p: { letter: string; specimen: string }) => `${p.letter}. ${p.specimen}`)).toEqual(['A. Breast, left, mastectomy', 'B. Lymph nodes, axillary, left']);

  // Part C, added with nothing on it, is removed after the confirmation ("Keep it" first keeps it).
  await page.getByRole('button', { name: 'Add part C' }).click();
  await expect(page.getByRole('dialog', { name: 'Add part C' }).getByLabel(/^Specimen/)).toBeFocused();
  await page.keyboard.type('Skin, additional margin');
  await page.keyboard.press('Enter');
  await expect(toasts(page)).toContainText('Part C added');
  await page.getByRole('button', { name: 'Remove part C' }).click();
  let confirm = confirmOf('C');
  await expect(confirm).toContainText('Skin, additional margin');
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(confirm).toBeHidden();
  await expect(parts).toContainText('C. Skin, additional margin');
  await page.getByRole('button', { name: 'Remove part C' }).click();
  await confirmOf('C').getByRole('button', { name: 'Remove the part' }).click();
  await expect(toasts(page)).toContainText('Part C removed');
  await expect(parts).not.toContainText('C. Skin');
  expect((await api.get(`/api/surgicals/${c.id}`)).surgical.parts).toHaveLength(2);

  // Part B has a block: its removal is refused with the reason, and it stays.
  await api.send('post', `/api/surgicals/${c.id}/blocks`, { shorthand: 'B1' }, 201);
  await page.reload();
  await page.getByRole('button', { name: 'Remove part B' }).click();
  confirm = confirmOf('B');
  await confirm.getByRole('button', { name: 'Remove the part' }).click();
  await expect(toasts(page)).toContainText('Part B cannot be removed: B has blocks B1.');
  await expect(parts).toContainText('B. Lymph nodes, axillary, left');
  expect((await api.get(`/api/surgicals/${c.id}`)).surgical.parts).toHaveLength(2);
});
