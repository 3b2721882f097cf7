// Issue 16.1–2: the main flow once in Thai — the top bar's EN / ไทย switch, registration, a result
// signed out, the report list — and the choice kept with the user (after a reload, on another
// computer). New accounts of their own: a language set on a shared demo account would reach the
// tests running beside this one.
import type { Page } from '@playwright/test';
import { expect, test, toasts } from './support/fixtures';
import { signInThrough } from './support/api';

const PASSWORD = 'a-long-enough-password-42';

async function chooseThai(page: Page) {
  await page
    .getByRole('group', { name: /^(Language|ภาษา)$/ })
    .getByRole('button', { name: 'ไทย' })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
}

test('the main flow in Thai, and the language kept with the user', async ({ page, browser, baseURL, apiAs, signIn }) => {
  test.slow(); // a registration, a signature with the password asked again, two sign-ins, a second browser
  const admin = await apiAs('admin');
  const tag = Date.now().toString(36);
  const { cfgvalue: pathologist } = await admin.send('post', '/api/cfgvalues', { category: 'pathologist', name: `พญ.ภาษา ${tag}`, sortOrder: 99 }, 201);
  const staff = `th-staff-${tag}`;
  const doctor = `th-doctor-${tag}`;
  await admin.send('post', '/api/users', { username: staff, name: 'เจ้าหน้าที่ ภาษาไทย', role: 'user', password: PASSWORD }, 201);
  await admin.send('post', '/api/users', { username: doctor, name: 'แพทย์ ภาษาไทย', role: 'doctor', password: PASSWORD, staffId: pathologist.id }, 201);

  // Lab staff: English by default; ไทย in the top bar switches the shell at once
  await signIn(staff, PASSWORD);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await chooseThai(page);
  await expect(page.getByRole('heading', { name: 'แดชบอร์ด' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'เมนูหลัก' });
  await expect(menu).toContainText('งานห้องปฏิบัติการ');
  await expect(menu.getByRole('link', { name: 'ศัลยพยาธิ', exact: true })).toBeVisible();

  // kept with the user: after a reload, and on the server
  await page.reload();
  await expect(page.getByRole('heading', { name: 'แดชบอร์ด' })).toBeVisible();
  expect(await (await page.request.get('/api/users/me/language')).json()).toEqual({ language: 'th', labLanguage: 'en' });

  // register a surgical case, in Thai (the menu opens from the top bar: overlay by default)
  await page.getByRole('button', { name: 'เปิด/ปิดเมนู' }).click();
  await menu.getByRole('link', { name: 'ศัลยพยาธิ', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'เคสศัลยพยาธิ' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'เลขที่' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'วันที่รับ' })).toBeVisible();
  await page.getByRole('link', { name: 'ลงทะเบียน', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'ลงทะเบียนเคสศัลยพยาธิ' })).toBeVisible();
  await expect(page.getByText('ใบส่งตรวจ', { exact: true })).toBeVisible();
  // PrimeReact's own texts follow: the calendar in Thai, Sunday first
  await page
    .locator('.p-calendar')
    .filter({ has: page.locator('#case-received') })
    .getByRole('button')
    .click();
  await expect(page.locator('.p-datepicker-calendar thead th')).toHaveText(['อา', 'จ', 'อ', 'พ', 'พฤ', 'ศ', 'ส']);
  await expect(page.locator('.p-datepicker-month')).toHaveText(/มกราคม|กุมภาพันธ์|มีนาคม|เมษายน|พฤษภาคม|มิถุนายน|กรกฎาคม|สิงหาคม|กันยายน|ตุลาคม|พฤศจิกายน|ธันวาคม/);
  await page.keyboard.press('Escape');
  await page.locator('#case-hospital').focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.locator('.p-dropdown').filter({ has: page.locator('#case-hospital') })).not.toContainText('เลือกโรงพยาบาล');
  await page.getByLabel(/^HN/).fill(`T${tag}`.slice(0, 12));
  await page.locator('#case-first-name').fill('ภาษา');
  await page.locator('#case-last-name').fill(`ทดสอบ${tag}`);
  await page.locator('#case-sex .p-button').filter({ hasText: /^หญิง$/ }).click();
  await page.locator('#case-specimen-0').fill('ผิวหนัง แขนซ้าย');
  await page.getByRole('button', { name: 'ลงทะเบียน', exact: true }).click();
  await expect(page.getByRole('status', { name: 'ลงทะเบียนแล้ว' })).toBeVisible();
  const registered = page.getByTestId('registered-accession-no');
  const accessionNo = (await registered.innerText()).trim();
  const caseUrl = (await registered.getAttribute('href'))!;

  // another computer (no local memory of the choice): the server's choice applies at sign-in
  const elsewhere = await browser.newContext({ baseURL });
  try {
    await signInThrough(elsewhere.request, staff, PASSWORD);
    const other = await elsewhere.newPage();
    await other.goto('/');
    await expect(other.getByRole('heading', { name: 'แดชบอร์ด' })).toBeVisible();
    // the report list, in Thai (the shell around it: menu and title)
    await other.goto('/report/index');
    await expect(other.getByRole('navigation', { name: 'เมนูหลัก' }).getByRole('link', { name: 'รายงาน', exact: true })).toHaveClass(/active-route/);
    await expect(other.locator('html')).toHaveAttribute('lang', 'th');
    await expect(other.getByRole('main').getByRole('heading').first()).toBeVisible();
  } finally {
    await elsewhere.close();
  }

  // the doctor (no choice of their own: the lab's English) picks Thai too, enters the result and signs out
  await page.context().clearCookies();
  await signIn(doctor, PASSWORD);
  await page.goto(caseUrl);
  await expect(page.getByRole('heading', { level: 1, name: accessionNo })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Case' })).toBeVisible();
  await chooseThai(page);
  const tabs = page.getByRole('navigation', { name: 'เคส' });
  await expect(tabs.getByRole('link', { name: 'ข้อมูลเคส' })).toBeVisible();
  await tabs.getByRole('link', { name: 'ผลการตรวจ' }).click();
  const sidebar = page.getByRole('complementary', { name: 'การลงนาม' });
  await expect(sidebar.getByRole('list', { name: 'ยังต้องกรอก' })).toContainText('ลักษณะทางมหพยาธิวิทยา');
  // the doctor signs as their own pathologist record (filled in once the signature arrives)
  await expect(page.getByLabel(/^พยาธิแพทย์/)).toBeDisabled();
  await page.getByLabel(/^ลักษณะทางมหพยาธิวิทยา/).fill('ชิ้นเนื้อผิวหนังรูปวงรี ขนาด 2.0 × 1.0 ซม.');
  await page.getByLabel(/^ลักษณะทางจุลพยาธิวิทยา/).fill('Dermal spindle cell proliferation. Margins free.');
  await page.getByLabel(/^การวินิจฉัย/).fill('Skin, left arm, excision: dermatofibroma');
  // issue 24: the pathologist decides malignancy, and a case without blocks says why it has none
  await page.getByRole('button', { name: 'ไม่ใช่มะเร็ง', exact: true }).click();
  await page.getByLabel(/^เหตุผลที่ไม่มีบล็อกชิ้นเนื้อ/).fill('ส่งตรวจทั้งหมดเป็นเซลล์วิทยา');
  await expect(sidebar).toContainText('ครบถ้วน: พร้อมลงนาม');
  await page.getByRole('button', { name: 'ลงนาม', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `ลงนามเคส ${accessionNo}?` });
  await dialog.getByLabel(/^รหัสผ่านของคุณ/).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'ลงนาม', exact: true }).click();
  await expect(toasts(page)).toContainText('ลงนามแล้ว');
  await expect(page).toHaveURL(/\/view$/);

  // and back to English: the spec's wording again
  await page.getByRole('group', { name: 'ภาษา' }).getByRole('button', { name: 'EN' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
});

test('a list already on screen follows the switch: its cells as well as its headings', async ({ page, apiAs, signIn }) => {
  // Before the fix, PrimeReact kept each cell until its row changed: the role stayed "Administrator"
  // under Thai headings until the next visit.
  const admin = await apiAs('admin');
  const username = `th-list-${Date.now().toString(36)}`;
  await admin.send('post', '/api/users', { username, name: 'ผู้ดูแล รายการ', role: 'admin', password: PASSWORD }, 201);
  await signIn(username, PASSWORD);
  await page.goto('/setting/users');
  await page.getByRole('searchbox', { name: 'Search users' }).fill(username);
  const row = page.getByRole('main').getByRole('row').filter({ hasText: username });
  await expect(row).toContainText('Administrator');
  await chooseThai(page);
  await expect(page.getByRole('heading', { level: 1, name: 'ผู้ใช้งาน' })).toBeVisible();
  await expect(row).toContainText('ผู้ดูแลระบบ');
  await expect(row).not.toContainText('Administrator');
});
