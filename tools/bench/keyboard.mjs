// npm run bench:keyboard — what a clerk's registration of a typical Pap costs on the keyboard alone
// (issue 26): the production build in the system Chromium, signed in as the demo clerk (`user`), the
// gynecological registration form driven only by key presses — Tab to move, typing, Enter — never a
// click or a programmatic focus, so every field reached is a Tab (or Shift+Tab) counted. The clerk's hospital and
// doctor are remembered (the first registration of the day ticks "Remember"), as on a working day.
// Each of BENCH_RUNS (default 5) registrations after that prints its key presses (Tab, typed
// characters, other keys) and the seconds the app took from the form's opening to the accession
// number (keys typed without pauses: the app's time, not a person's); then the median, and what a
// clerk typing 200 keys a minute would spend. `--no-build` skips the build. Asserts nothing: it fails
// only if the form cannot be completed by the keyboard (a field no Tab reaches, no accession number).
/* global document -- used inside page.evaluate */
import { chromium } from '@playwright/test';
import { APP_PROJECTS, nx, requireNode24 } from '../scripts/run.mjs';
import { DEMO_PASSWORD, httpClient } from './http-client.mjs';
import { serveBuiltApp } from './serve-built-app.mjs';

requireNode24();
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const KEYS_PER_MINUTE = 200;

if (!process.argv.includes('--no-build')) {
  const code = await nx(['run-many', '-t', 'build', `--projects=${APP_PROJECTS.join(',')}`]);
  if (code !== 0) process.exit(code);
}

const server = await serveBuiltApp({ port: Number(process.env.BENCH_PORT ?? 4392), env: { NODE_ENV: 'development', DEMO_PASSWORD } });
const { signIn, close } = httpClient({ maxSockets: 2 });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking'],
});
let failed = false;
try {
  const session = await signIn(server.baseUrl, 'user');
  const cookies = session.cookie.split('; ').map((c) => {
    const [name, value] = c.split(/=(.*)/s);
    return { name, value, url: server.baseUrl };
  });
  const context = await browser.newContext({ baseURL: server.baseUrl, locale: 'th-TH', timezoneId: 'Asia/Bangkok', viewport: { width: 1280, height: 800 } });
  await context.addCookies(cookies);
  const page = await context.newPage();

  const rows = [];
  for (let run = 0; run <= RUNS; run++) {
    const count = { tab: 0, typed: 0, other: 0 };
    const press = async (key) => {
      await page.keyboard.press(key);
      if (key === 'Tab' || key === 'Shift+Tab') count.tab++;
      else count.other++;
    };
    const type = async (text) => {
      await page.keyboard.type(text);
      count.typed += [...text].length;
    };
    /** Tab (forward only) until the focus is in the element: the Tabs a clerk would press. */
    const tabTo = async (selector, key = 'Tab') => {
      const passed = [];
      for (let i = 0; i < 60; i++) {
        const at = await page.evaluate((s) => {
          const e = document.activeElement;
          return e?.closest(s) ? null : e?.id || e?.getAttribute('aria-label') || e?.tagName || '?';
        }, selector);
        if (at === null) return;
        passed.push(at);
        await press(key);
      }
      throw new Error(`No Tab reaches ${selector}; the Tabs went through ${passed.join(', ')}`);
    };
    /** A dropdown: Enter opens its filter, part of the name, Enter picks it. */
    const choose = async (selector, text) => {
      await tabTo(selector);
      await press('Enter');
      // As a person does, the filter is typed into once it is open (a wait, not a key).
      await page.waitForFunction(() => document.activeElement?.classList.contains('p-dropdown-filter'));
      await type(text);
      await press('Enter');
      await page.locator('.p-dropdown-panel').waitFor({ state: 'detached' });
    };

    await page.goto('/workspace/gynecologicals/new');
    await page.locator('#case-hn').waitFor();
    await page.waitForFunction(() => document.activeElement?.tagName === 'INPUT', undefined, { timeout: 30_000 });
    const started = performance.now();
    if (run === 0) {
      // The day's first: the hospital and the doctor, each remembered.
      await choose('#case-hospital', 'นนท');
      await tabTo('#remember-hospital');
      await press('Space');
      await page.locator('.p-dropdown:not(.p-disabled) #case-doctor').waitFor();
      await choose('#case-doctor', 'ธิดา');
      await tabTo('#remember-doctor');
      await press('Space');
    }
    const stamp = `${Date.now()}`.slice(-6);
    const d = new Date(Date.now() - 24 * 3600_000);
    const pad = (n) => String(n).padStart(2, '0');
    const yesterday = `${pad(d.getMonth() + 1)}${pad(d.getDate())}${d.getFullYear()}`;
    // The collection time sits above the HN, where the form opens on a working day: back to it.
    await tabTo('#case-collected', run === 0 ? 'Tab' : 'Shift+Tab');
    await type(`${yesterday}0830`);
    await tabTo('#case-hn');
    await type(`6${stamp}`);
    await tabTo('.p-dropdown:has(#case-title)');
    await type('นาง'); // an editable list: the title is typed
    await tabTo('#case-first-name');
    await type('สมศรี');
    await tabTo('#case-last-name');
    await type(`ทดสอบ${stamp}`);
    await tabTo('#case-birth-date');
    await type('04031975');
    await tabTo('#case-specimen-0');
    await type('Cervix');
    await tabTo('#case-gyn-type');
    await type('C'); // a list without a filter: its first letters pick the option (Conventional Pap smear)
    await tabTo('#case-lmp');
    await type(`${pad(d.getMonth() + 1)}01${d.getFullYear()}`);
    await tabTo('#case-relevant-history');
    await type('G2P2');
    await press('Enter');
    const accession = await page
      .getByTestId('registered-accession-no')
      .first()
      .textContent({ timeout: 30_000 })
      .catch(async () => {
        const errors = await page.locator('.p-error, [role=alert]').allTextContents();
        throw new Error(`Register did not answer an accession number; the form says: ${errors.join(' | ') || 'nothing'}`);
      });
    const seconds = (performance.now() - started) / 1000;
    if (!/^G\d{2}-\d{5}$/.test(accession ?? '')) throw new Error(`No accession number after Register (${accession})`);
    const keys = count.tab + count.typed + count.other;
    if (run > 0) rows.push({ run, accession, ...count, keys, seconds });
    console.log(
      `${run === 0 ? 'first of the day (remembers hospital and doctor)' : `run ${run}`}: ${accession}, ${keys} keys (${count.tab} Tab, ${count.typed} typed, ${count.other} other), ${seconds.toFixed(2)} s`,
    );
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
  const keys = median(rows.map((r) => r.keys));
  const tabs = median(rows.map((r) => r.tab));
  const seconds = median(rows.map((r) => r.seconds));
  const load = (await import('node:os')).loadavg()[0].toFixed(1);
  console.log(`\nA typical Pap registration on the keyboard alone (median of ${rows.length}; load average ${load}):`);
  console.log(`  ${keys} key presses (${tabs} of them Tab), the app's time ${seconds.toFixed(2)} s;`);
  console.log(`  at ${KEYS_PER_MINUTE} keys a minute a clerk spends about ${Math.round((keys / KEYS_PER_MINUTE) * 60)} s typing.`);
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await browser.close();
  close();
  await server.stop();
}
process.exit(failed ? 1 : 0);
