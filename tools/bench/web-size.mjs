// npm run bench:web — builds for production, opens the app in headless Chromium and prints the
// gzipped size of what the shell loads at start and of what each remote adds on its first visit.
// Targets: the shell's first signed-in load of / ≤ 200 KiB gzip of JS+CSS (issue 33.3; the sign-in
// page ≤ 250 KiB, the foundation's); each remote ≤ 40 KiB gzip on first visit; no remote entry
// fetched at start.
/* global window, PopStateEvent -- used inside page.evaluate, which runs in the browser */
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { APP_PROJECTS, nx, requireNode24, workspaceRoot } from '../scripts/run.mjs';
import { serveBuiltApp } from './serve-built-app.mjs';
import { signIn } from './sign-in.mjs';

requireNode24();
const SHELL_BUDGET = 200 * 1024;
const LOGIN_BUDGET = 250 * 1024;
const REMOTE_BUDGET = 40 * 1024;
/** The page each remote is first opened at, and the heading that says it is shown. */
const FIRST_VISITS = [
  { name: 'workspace', path: '/workspace/surgicals', heading: 'Surgical cases' },
  { name: 'settings', path: '/setting/prefix', heading: 'Accession prefixes' },
  { name: 'reports', path: '/report/index', heading: 'Reports' },
  { name: 'templates', path: '/uikit/formlayout', heading: 'Form layout' },
];

if (!process.argv.includes('--no-build')) {
  const code = await nx(['run-many', '-t', 'build', `--projects=${APP_PROJECTS.join(',')}`]);
  if (code !== 0) process.exit(code);
}

const dist = join(workspaceRoot, 'dist/apps');
/** The file a URL of the app maps to, and its gzip -9 size. */
function gzippedSize(url) {
  const path = new URL(url).pathname;
  const file = path.startsWith('/remotes/') ? join(dist, path.slice('/remotes/'.length)) : join(dist, 'shell', path);
  if (!existsSync(file)) return 0;
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

const server = await serveBuiltApp({ port: Number(process.env.BENCH_PORT ?? 4380) });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking'],
});
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
/** `--files`: list each file with its size, largest first (to see what to trim). */
const listFiles = (urls) => {
  if (!process.argv.includes('--files')) return;
  for (const url of [...urls].sort((a, b) => gzippedSize(b) - gzippedSize(a))) console.log(`    ${kib(gzippedSize(url)).padStart(10)}  ${new URL(url).pathname}`);
};
let failed = false;
/** What a page's first load fetches: the scripts and stylesheets before the shell's idle prefetch, and those after. */
async function initialLoad(page, path, heading) {
  const seen = [];
  const record = (request) => {
    const type = request.resourceType();
    if (type === 'script' || type === 'stylesheet') seen.push({ url: request.url(), at: Date.now() });
  };
  page.on('request', record);
  await page.goto(`${server.baseUrl}${path}`, { waitUntil: 'load' });
  await page.getByRole('heading', { name: heading }).waitFor();
  await page.waitForLoadState('networkidle');
  // The shell fetches what remote pages need once it is idle (apps/shell/src/app/prefetch.ts).
  const prefetchAt = await page.evaluate(() => {
    const mark = performance.getEntriesByName('pathdesk:prefetch')[0];
    return mark ? performance.timeOrigin + mark.startTime : Infinity;
  });
  page.off('request', record);
  return { atStart: seen.filter((r) => r.at < prefetchAt).map((r) => r.url), prefetched: seen.filter((r) => r.at >= prefetchAt).map((r) => r.url) };
}
const sum = (urls) => urls.reduce((total, url) => total + gzippedSize(url), 0);
/** Resolves once the page has started no request for `ms`. */
async function quiet(page, ms) {
  let last = Date.now();
  const seen = () => (last = Date.now());
  page.on('request', seen);
  while (Date.now() - last < ms) await new Promise((resolve) => setTimeout(resolve, 100));
  page.off('request', seen);
}
try {
  console.log('\nPathDesk web bundle sizes (gzip -9 of the files the browser loaded)\n');
  // Signed out: the sign-in page.
  const anonymous = await browser.newContext();
  const login = await initialLoad(await anonymous.newPage(), '/login', 'Sign in to PathDesk');
  console.log(`shell, initial load of /login (signed out): ${kib(sum(login.atStart))} in ${login.atStart.length} files (target ≤ ${kib(LOGIN_BUDGET)})`);
  listFiles(login.atStart);
  failed ||= sum(login.atStart) > LOGIN_BUDGET;
  await anonymous.close();

  const context = await browser.newContext();
  await signIn(context, server.baseUrl);
  const page = await context.newPage();
  const { atStart, prefetched } = await initialLoad(page, '/', 'Dashboard');
  const shellBytes = sum(atStart);
  const remoteEntriesAtStart = atStart.concat(prefetched).filter((url) => /\/remotes\//.test(url));
  console.log(`shell, initial load of / (signed in): ${kib(shellBytes)} in ${atStart.length} files (target ≤ ${kib(SHELL_BUDGET)})`);
  listFiles(atStart);
  console.log(`shell, prefetched once idle: ${kib(sum(prefetched))} in ${prefetched.length} files (PrimeReact parts every remote page uses)`);
  console.log(`remote files fetched at start: ${remoteEntriesAtStart.length} (target 0)`);
  failed ||= shellBytes > SHELL_BUDGET || remoteEntriesAtStart.length > 0;

  // What the dashboard draws once the browser is idle (its chart) is the dashboard's, not the first
  // remote's: let it finish first.
  await quiet(page, 1000);

  // Each remote's first visit: from the click (a pushState, as the menu's links do) until its page's
  // heading is shown and no request has started for half a second.
  for (const { name, path, heading } of FIRST_VISITS) {
    const seen = [];
    let last = Date.now();
    const record = (request) => {
      last = Date.now();
      const type = request.resourceType();
      if (type === 'script' || type === 'stylesheet') seen.push(request.url());
    };
    page.on('request', record);
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await page.getByRole('main').getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
    while (Date.now() - last < 500) await new Promise((resolve) => setTimeout(resolve, 100));
    page.off('request', record);
    const bytes = sum(seen);
    const entry = sum(seen.filter((u) => /remoteEntry/.test(u)));
    console.log(`${name.padEnd(9)} first visit (${path}): ${kib(bytes)} in ${seen.length} files, of which entry ${kib(entry)} (target ≤ ${kib(REMOTE_BUDGET)})`);
    listFiles(seen);
    failed ||= bytes > REMOTE_BUDGET;
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(failed ? '\nSome targets were missed.' : '\nAll targets met.');
