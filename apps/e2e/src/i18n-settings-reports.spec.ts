import { expect, test } from './support/fixtures';
import { signInThrough } from './support/api';

// Issue 16.1: the settings and reports remotes in Thai. The language is kept with the user on the
// server, so the test uses an account of its own: the demo accounts stay in English for the
// tests running beside it.
const unique = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 5);

test.describe('settings and reports in Thai', () => {
  test('a user who picks Thai sees the settings lists and the report pages in Thai, and English again after switching back', async ({ apiAs, context, page }) => {
    test.setTimeout(120_000); // two remotes' pages in both languages, each language's files fetched on a busy machine
    const username = `thai${unique()}`;
    const password = 'thai-e2e-password';
    const admin = await apiAs('admin');
    await admin.send('post', '/api/users', { username, name: 'ผู้ทดสอบภาษาไทย', role: 'admin', password }, 201);

    const csrf = await signInThrough(context.request, username, password);
    const setLanguage = async (language: 'th' | null) => {
      const res = await context.request.put('/api/users/me/language', { data: { language }, headers: { 'x-csrf-token': csrf } });
      expect(res.status(), await res.text()).toBe(200);
    };
    await setLanguage('th');

    // A settings list: its title, search, column headers and Add button.
    await page.goto('/setting/hispitals');
    await expect(page.getByRole('heading', { name: 'โรงพยาบาล', exact: true })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'ค้นหาโรงพยาบาล' })).toBeVisible();
    const hospitals = page.getByRole('table');
    await expect(hospitals.getByRole('columnheader', { name: /^ชื่อ \(ภาษาไทย\)/ })).toBeVisible();
    await expect(hospitals.getByRole('columnheader', { name: /^เลขประจำตัวผู้เสียภาษี/ })).toBeVisible();
    await page.getByRole('button', { name: 'เพิ่ม', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'เพิ่มโรงพยาบาลหรือคลินิก' });
    await expect(dialog.getByLabel(/^ชื่อ \(ภาษาไทย\)/)).toBeVisible();
    await page.keyboard.press('Escape'); // the footer's Cancel is libs/web/ui's (common namespace)
    await expect(dialog).toBeHidden();

    // The reports' index and a report list: group headings, title, filters and columns.
    await page.goto('/report/index');
    await expect(page.getByRole('heading', { name: 'รายงานที่ออกแล้ว' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'ใบแจ้งหนี้', exact: true })).toBeVisible();
    // The index's card, not the menu's item of the same name.
    await page
      .getByRole('main')
      .getByRole('link', { name: /รายงานศัลยพยาธิ/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/report\/surgical-report$/);
    await expect(page.getByRole('heading', { name: 'รายงานศัลยพยาธิ' })).toBeVisible();
    await expect(page.getByText('เฉพาะฉบับล่าสุด')).toBeVisible();
    const reports = page.getByRole('table').first();
    await expect(reports.getByRole('columnheader', { name: /^เลขทะเบียน/ })).toBeVisible();
    await expect(reports.getByRole('columnheader', { name: /^ผู้ลงนาม/ })).toBeVisible();
    await expect(page.getByText('Latest versions only')).toHaveCount(0);

    // Back to the lab's default (English): the same pages read as the spec words them.
    await setLanguage(null);
    await page.goto('/setting/hispitals');
    await expect(page.getByRole('heading', { name: 'Hospitals', exact: true })).toBeVisible();
    await expect(page.getByRole('table').getByRole('columnheader', { name: /^Name \(Thai\)/ })).toBeVisible();
    await page.goto('/report/surgical-report');
    await expect(page.getByText('Latest versions only')).toBeVisible();
  });
});
