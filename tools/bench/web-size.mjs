// npm run bench:web — builds for production, opens the app in headless Chromium and prints the
// gzipped size of what the shell loads at start and of what each remote adds on its first visit.
// Targets (issue: foundation): shell initial JS+CSS ≤ 250 KiB gzip; each remote ≤ 40 KiB gzip on
// first visit; no remote entry fetched at start.
/* global window, PopStateEvent -- used inside page.evaluate, which runs in the browser */
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { nx, requireNode24, workspaceRoot } from '../scripts/run.mjs';
import { serveBuiltApp } from './serve-built-app.mjs';
import { signIn } from './sign-in.mjs';

requireNode24();
const SHELL_BUDGET = 250 * 1024;
const REMOTE_BUDGET = 40 * 1024;

if (!process.argv.includes('--no-build')) {
  const code = await nx(['run-many', '-t', 'build', '--projects=api,shell,workspace,settings,reports']);
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

const server = await serveBuiltApp();
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
try {
  const context = await browser.newContext();
  await signIn(context, server.baseUrl);
  const page = await context.newPage();
  let seen = [];
  page.on('request', (request) => {
    const type = request.resourceType();
    if (type === 'script' || type === 'stylesheet') seen.push({ url: request.url(), at: Date.now() });
  });

  await page.goto(`${server.baseUrl}/`, { waitUntil: 'load' });
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  await page.waitForLoadState('networkidle');
  // The shell fetches what remote pages need once it is idle (apps/shell/src/app/prefetch.ts).
  const prefetchAt = await page.evaluate(() => {
    const mark = performance.getEntriesByName('pathdesk:prefetch')[0];
    return mark ? performance.timeOrigin + mark.startTime : Infinity;
  });
  const atStart = seen.filter((r) => r.at < prefetchAt).map((r) => r.url);
  const prefetched = seen.filter((r) => r.at >= prefetchAt).map((r) => r.url);
  const sum = (urls) => urls.reduce((total, url) => total + gzippedSize(url), 0);
  const shellBytes = sum(atStart);
  const remoteEntriesAtStart = seen.filter((r) => /\/remotes\//.test(r.url));
  console.log('\nPathDesk web bundle sizes (gzip -9 of the files the browser loaded)\n');
  console.log(`shell, initial load: ${kib(shellBytes)} in ${atStart.length} files (target ≤ ${kib(SHELL_BUDGET)})`);
  listFiles(atStart);
  console.log(`shell, prefetched once idle: ${kib(sum(prefetched))} in ${prefetched.length} files (PrimeReact parts every remote page uses)`);
  console.log(`remote files fetched at start: ${remoteEntriesAtStart.length} (target 0)`);
  failed ||= shellBytes > SHELL_BUDGET || remoteEntriesAtStart.length > 0;

  for (const [name, path] of [['workspace', '/workspace'], ['settings', '/setting/prefix'], ['reports', '/report/index']]) {
    seen = [];
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    const urls = seen.map((r) => r.url);
    const bytes = sum(urls);
    const entry = sum(urls.filter((u) => /remoteEntry/.test(u)));
    console.log(`${name.padEnd(9)} first visit (${path}): ${kib(bytes)} in ${urls.length} files, of which entry ${kib(entry)} (target ≤ ${kib(REMOTE_BUDGET)})`);
    listFiles(urls);
    failed ||= bytes > REMOTE_BUDGET;
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(failed ? '\nSome targets were missed.' : '\nAll targets met.');
