// Issue 16.1: the bench screens (blocks, additional tests, paraffin loans) and the screening
// workload page in Thai, and a client-side validation reason in Thai — the shared schema's English
// message translated on the web by its catalogue code (libs/web/data api-errors.ts, issue 25.7). An account of its own: a
// language set on a shared demo account would reach the tests running beside this one.
import type { Page } from '@playwright/test';
import { expect, test, toasts } from './support/fixtures';
import { registerCase } from './support/api';

const PASSWORD = 'a-long-enough-password-42';

async function chooseThai(page: Page) {
  await page
    .getByRole('group', { name: /^(Language|ภาษา)$/ })
    .getByRole('button', { name: 'ไทย' })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
}

test('the bench tabs, the paraffin loans and the workload page in Thai, with client-side reasons in Thai', async ({ page, apiAs, signIn }) => {
  test.slow(); // a case, blocks, three pages and two dialogs
  const admin = await apiAs('admin');
  const tag = Date.now().toString(36);
  const username = `th-bench-${tag}`;
  await admin.send('post', '/api/users', { username, name: 'ผู้ดูแล ห้องตัดชิ้นเนื้อ', role: 'admin', password: PASSWORD }, 201);
  const c = await registerCase(await apiAs('user'), 'surgical');

  await signIn(username, PASSWORD);
  await page.goto(`/workspace/surgicals/${c.id}/additionals`);
  await expect(page.getByRole('heading', { name: 'Blocks and slides' })).toBeVisible();
  await chooseThai(page);

  // the additionals tab: blocks and the orders, headings, columns and empty states in Thai
  await expect(page.getByRole('heading', { name: 'บล็อกและสไลด์' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'การตรวจพิเศษเพิ่มเติม' })).toBeVisible();
  const blocks = page.getByRole('table', { name: 'บล็อก' });
  await expect(blocks.getByRole('columnheader', { name: 'ชิ้นเนื้อ' })).toBeVisible();
  await expect(blocks).toContainText('ยังไม่มีบล็อก');
  await expect(page.getByRole('table', { name: 'การตรวจพิเศษเพิ่มเติม' })).toContainText('เคสนี้ยังไม่มีการสั่งตรวจ');
  const entry = page.getByRole('textbox', { name: 'เพิ่มบล็อก' });
  await entry.fill('A1–A2, 1 slide each');
  await entry.press('Enter');
  await expect(toasts(page)).toContainText('เพิ่ม 2 บล็อกแล้ว');
  await expect(blocks.getByRole('cell', { name: 'ตลับชิ้นเนื้อ' }).first()).toBeVisible();
  // the grossing shorthand's own reason, before anything is sent
  await entry.fill('A2');
  await entry.press('Enter');
  await expect(page.getByText('เคสนี้มี A2 อยู่แล้ว')).toBeVisible();

  // the paraffins tab; a new request without blocks is refused before anything is sent, in Thai
  await page.goto(`/workspace/surgicals/${c.id}/paraffins`);
  await expect(page.getByRole('heading', { name: 'บล็อกพาราฟิน' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'คำขอยืมบล็อกพาราฟิน' })).toContainText('ไม่มีคำขอยืมบล็อกพาราฟิน');
  await page.getByRole('button', { name: 'คำขอใหม่' }).click();
  const dialog = page.getByRole('dialog', { name: 'คำขอยืมบล็อกพาราฟินใหม่' });
  await dialog.getByRole('textbox', { name: /^วัตถุประสงค์/ }).fill('ขอความเห็นที่สอง');
  await dialog.getByRole('button', { name: 'ลงบันทึก' }).click();
  // 'is required' and 'lend at least one block or slide set' of the shared schema, in Thai
  await expect(dialog.locator('#paraffin-requester-error')).toContainText('จำเป็นต้องระบุ');
  await expect(dialog.locator('#paraffin-blocks-error')).toContainText('ให้ยืมอย่างน้อยหนึ่งบล็อกหรือหนึ่งชุดสไลด์');
  await dialog.getByRole('button', { name: 'ยกเลิก' }).click();
  await expect(dialog).toBeHidden();

  // the lab's lists: open orders and paraffin loans
  await page.goto('/workspace/additionals');
  await expect(page.getByRole('heading', { name: 'การตรวจพิเศษเพิ่มเติม' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'ตัวกรองรายการสั่งตรวจ' })).toContainText('ค้างอยู่ (สั่งตรวจแล้ว, กำลังดำเนินการ)');
  await expect(page.getByRole('columnheader', { name: 'รายการตรวจ' })).toBeVisible();
  await page.goto('/workspace/paraffins');
  await expect(page.getByRole('heading', { name: 'การยืมบล็อกพาราฟิน' })).toBeVisible();
  await expect(page.getByText('เฉพาะที่เกินกำหนด')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'กำหนดส่งคืน' })).toBeVisible();

  // the workload page: headings, and zero hours refused at the field with the schema's reason in Thai
  await page.goto('/workspace/workload');
  await expect(page.getByRole('heading', { name: 'ภาระงานการอ่านสไลด์' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'บันทึกภาระงาน' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'บันทึกภาระงาน' }).getByRole('columnheader', { name: 'จำนวนสไลด์ที่นับ' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'จำนวนสไลด์ที่นับ:' })).toBeVisible();
  const hours = page.getByLabel(/^ชั่วโมงการอ่านสไลด์ของวันนี้/);
  await hours.fill('0');
  await page.getByRole('button', { name: 'บันทึกชั่วโมง' }).click();
  await expect(page.locator('#workload-hours-error')).toContainText('ต้องมากกว่า 0 ชั่วโมง');

  // back in English: the schema's own words, exactly
  await page.getByRole('group', { name: 'ภาษา' }).getByRole('button', { name: 'EN' }).click();
  await expect(page.getByRole('heading', { name: 'Screening workload' })).toBeVisible();
  await page.getByLabel(/^Hours of screening this day/).fill('0');
  await page.getByRole('button', { name: 'Save hours' }).click();
  await expect(page.locator('#workload-hours-error')).toContainText('must be more than 0 hours');
});
