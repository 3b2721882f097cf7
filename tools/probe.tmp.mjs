import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
page.on('pageerror', e => console.log('pageerror:', e.message)); page.on('console', m => m.type() === 'error' && console.log('console:', m.text().slice(0, 300)));
const base = process.argv[2] ?? 'http://localhost:4200';
await page.goto(base + '/login');
await page.getByLabel('Username').fill('admin');
await page.getByLabel('Password', { exact: true }).fill('pathdesk-demo');
await page.getByRole('button', { name: 'Sign in' }).click();
await page.waitForTimeout(1500);
for (const path of process.argv.slice(3)) {
  await page.goto(base + path);
  await page.waitForTimeout(8000);
  const name = path.replace(/\//g, '_');
  await page.screenshot({ path: `/tmp/p${name}.png`, fullPage: true });
  console.log(path, (await page.locator('main').innerText()).slice(0, 150).replace(/\n/g, ' | '));
}
await browser.close();
