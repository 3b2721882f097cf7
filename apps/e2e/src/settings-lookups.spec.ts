import { expect, test, toasts } from './support/fixtures';
import { chooseOption } from './support/dropdowns';
import { bodyRows, filterColumn } from './support/tables';

const stamp = () => Date.now().toString(36).slice(-5);

const categories = [
  { path: '/setting/screener', title: 'Screeners', noun: 'screener' },
  { path: '/setting/pathologist', title: 'Pathologists', noun: 'pathologist' },
  { path: '/setting/cytologicaltype', title: 'Cytological types', noun: 'cytological type' },
  { path: '/setting/gynecologicaltype', title: 'Gynecological types', noun: 'gynecological type' },
  { path: '/setting/gynecologicalcomment', title: 'Gynecological comments', noun: 'comment' },
  { path: '/setting/company', title: 'Companies', noun: 'company' },
  { path: '/setting/prefix', title: 'Name titles', noun: 'title' },
];

test.describe('config-value lists (one editor for every category)', () => {
  test.beforeEach(({ signIn }) => signIn('admin'));

  for (const { path, title, noun } of categories) {
    test(`${title}: add, find, edit, filter, delete with confirm; a duplicate shows "Add Cfgvalue failed"`, async ({ page }) => {
      await page.goto(path);
      const section = page
        .getByRole('region', { name: title })
        .or(page.locator('section', { has: page.getByRole('heading', { name: title, exact: true }) }))
        .first();
      await expect(section.getByRole('heading', { name: title, exact: true })).toBeVisible();
      const table = section.getByRole('table');
      const name = `ทดสอบ ${noun} ${stamp()}`;

      await section.getByRole('button', { name: 'Add', exact: true }).click();
      let dialog = page.getByRole('dialog', { name: `Add a ${noun}` });
      await dialog.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(dialog.getByText('is required')).toBeVisible();
      await dialog.getByLabel(/^Name/).fill(name);
      await dialog.getByLabel(/^Description/).fill('เพิ่มโดยการทดสอบอัตโนมัติ');
      // Last in every dropdown: tests running meanwhile pick the first entry, which this one deletes.
      await dialog.getByLabel(/^Order in lists/).fill('9999');
      await dialog.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(toasts(page)).toContainText('Added');

      await section.getByRole('searchbox', { name: `Search ${title.toLowerCase()}` }).fill(name);
      await expect(bodyRows(table)).toHaveCount(1);
      await expect(table).toContainText(name);

      // The same name again, in another case and with spaces around it.
      await section.getByRole('button', { name: 'Add', exact: true }).click();
      dialog = page.getByRole('dialog', { name: `Add a ${noun}` });
      await dialog.getByLabel(/^Name/).fill(`  ${name.toUpperCase()}  `);
      await dialog.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(toasts(page)).toContainText('Add Cfgvalue failed');
      await expect(toasts(page)).toContainText('already');
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      await table.getByRole('button', { name: `Edit ${name}` }).click();
      const edit = page.getByRole('dialog', { name: `Edit ${name}` });
      await edit.getByLabel(/^Name/).fill(`${name} (แก้ไข)`);
      await edit.getByRole('button', { name: 'Save' }).click();
      await expect(edit).toBeHidden();
      await expect(table).toContainText(`${name} (แก้ไข)`);

      // A column filter on top of the search: "Ends with" finds it, "Starts with" something else does not.
      await filterColumn(page, table, 'Name', '(แก้ไข)', 'Ends with');
      await expect(bodyRows(table)).toHaveCount(1);
      await filterColumn(page, table, 'Name', 'zzz-no-such', 'Starts with');
      await expect(table).toContainText('match');
      await filterColumn(page, table, 'Name', 'ทดสอบ', 'Starts with');
      await expect(bodyRows(table)).toHaveCount(1);

      await bodyRows(table).first().locator('input[type=checkbox]').check();
      await section.getByRole('button', { name: 'Delete', exact: true }).click();
      const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: /^Delete/ }));
      await expect(confirm).toContainText(`${name} (แก้ไข)`);
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(toasts(page)).toContainText('Deleted');
      await expect(table).toContainText('match');
    });
  }
});

test.describe('hospitals', () => {
  test.beforeEach(async ({ signIn, page }) => {
    await signIn('user'); // lab staff keep hospitals too
    await page.goto('/setting/hispitals');
    await expect(page.getByRole('heading', { name: 'Hospitals', exact: true })).toBeVisible();
  });

  test('add (validated), find, edit, filter; a duplicate code shows "Add Hospital failed"', async ({ page }) => {
    const code = `T${stamp()}`.toUpperCase();
    const table = page.getByRole('table');

    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a hospital or clinic' });
    await dialog.getByLabel(/^Code/).fill(code);
    await dialog.getByLabel(/^Name \(Thai\)/).fill(`โรงพยาบาลทดสอบ ${code}`);
    await dialog.getByLabel(/^Tax id/).fill('1234567890123');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog.getByText(/13-digit Thai tax id/)).toBeVisible();
    await dialog.getByLabel(/^Tax id/).fill('0994000165510');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(toasts(page)).toContainText('Hospital added');

    await filterColumn(page, table, 'Code', code, 'Equals');
    await expect(bodyRows(table)).toHaveCount(1);
    await table.getByRole('button', { name: `Edit โรงพยาบาลทดสอบ ${code}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit โรงพยาบาลทดสอบ ${code}` });
    await edit.getByLabel(/^Name \(English\)/).fill(`Test Hospital ${code}`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(table).toContainText(`Test Hospital ${code}`);

    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const duplicate = page.getByRole('dialog', { name: 'Add a hospital or clinic' });
    await duplicate.getByLabel(/^Code/).fill(code.toLowerCase());
    await duplicate.getByLabel(/^Name \(Thai\)/).fill(`อีกแห่ง ${code}`);
    await duplicate.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(toasts(page)).toContainText('Add Hospital failed');
  });
});

test.describe('doctors', () => {
  test('add at a hospital, filter by hospital, edit; a duplicate licence shows "Add Doctor failed"', async ({ page, signIn }) => {
    await signIn('admin');
    await page.goto('/setting/doctors');
    await expect(page.getByRole('heading', { name: 'Doctors', exact: true })).toBeVisible();
    const table = page.getByRole('table');
    const licence = `ว.${Date.now().toString().slice(-5)}`;
    const name = `สมหมาย ทดสอบ ${stamp()}`;

    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a doctor' });
    await dialog.getByLabel(/^Name/).fill(name);
    await dialog
      .locator('.p-dropdown')
      .filter({ has: page.locator('#doctor-hospital') })
      .click();
    const option = page.locator('.p-dropdown-items').getByRole('option').first();
    const hospital = (await option.innerText()).trim();
    await option.click();
    await dialog.getByLabel(/^Licence number/).fill(licence);
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(toasts(page)).toContainText('Doctor added');

    // The toolbar's hospital filter.
    await page
      .getByRole('combobox', { name: 'Hospital' })
      .or(page.locator('.p-dropdown').filter({ hasText: 'All hospitals' }))
      .first()
      .click();
    await page.locator('.p-dropdown-items').getByRole('option', { name: hospital, exact: true }).click();
    await page.getByRole('searchbox', { name: 'Search doctors' }).fill(name);
    await expect(bodyRows(table)).toHaveCount(1);
    await expect(table).toContainText(hospital);

    await table.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${name}` });
    await edit.getByLabel(/^Phone/).fill('02-123-4567');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(table).toContainText('02-123-4567');

    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const duplicate = page.getByRole('dialog', { name: 'Add a doctor' });
    await duplicate.getByLabel(/^Name/).fill(`อีกคน ${stamp()}`);
    await duplicate.getByLabel(/^Licence number/).fill(licence);
    await duplicate.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(toasts(page)).toContainText('Add Doctor failed');
  });
});

test.describe('accession prefixes', () => {
  test('one active prefix per kind ("Add Prefix failed"); an inactive one is added and edited', async ({ page, signIn }) => {
    await signIn('admin');
    await page.goto('/setting/prefix');
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Accession prefixes' }) }).first();
    const table = section.getByRole('table');
    await expect(table).toContainText('S');

    const letters = `X${
      stamp()
        .replace(/[^a-z]/g, '')
        .slice(0, 3)
        .toUpperCase() || 'Q'
    }`;
    await section.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an accession prefix' });
    await dialog.getByLabel(/^Letters/).fill(letters);
    await expect(dialog.getByTestId('prefix-preview')).toContainText(`${letters}`);
    await dialog.getByRole('button', { name: 'Add', exact: true }).click(); // active, and surgical already has S
    await expect(toasts(page)).toContainText('Add Prefix failed');

    await dialog
      .getByRole('switch', { name: /^Active/ })
      .or(dialog.locator('#prefix-active'))
      .first()
      .click();
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(table).toContainText(letters);

    await table.getByRole('button', { name: `Edit prefix ${letters}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit prefix ${letters}` });
    await edit.getByLabel(/^Digits/).fill('6');
    // Issue 27.5: the kind's price counts per case (the default) or per part.
    await expect(edit.locator('.p-dropdown').filter({ has: page.locator('#prefix-price-per') })).toContainText('Per case');
    await chooseOption(page, 'prefix-price-per', 'Per part (per specimen)');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(table.getByRole('row', { name: new RegExp(letters) })).toContainText('-000001');
    await expect(table.getByRole('row', { name: new RegExp(letters) })).toContainText('Per part (per specimen)');
  });
});
