// npm run bench:load — cold start of the web app in headless Chromium, on the production build:
// time from navigation to the first meaningful content (the dashboard's heading) after sign-in,
// with an empty cache, and what opening each remote for the first time adds (each opened once the
// page before has finished loading, as a person would click it). Prints medians and
// the worst of BENCH_RUNS runs (default 7), and the bytes each step transferred (as sent: gzip).
// Targets (issue: the shell, complete): the shell usable within 1.5 s; a remote's first opening
// adds under 300 ms.
/* global window, document, PopStateEvent -- used inside page.evaluate */
import { chromium } from '@playwright/test';
import { APP_PROJECTS, nx, requireNode24 } from '../scripts/run.mjs';
import { serveBuiltApp } from './serve-built-app.mjs';
import { signIn } from './sign-in.mjs';

requireNode24();
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const SHELL_TARGET_MS = 1500;
const REMOTE_TARGET_MS = 300;
const REMOTES = [
  ['workspace', '/workspace/surgicals', 'Surgical cases'],
  ['settings', '/setting/hispitals', 'Hospitals'],
  ['reports', '/report/surgical-report', 'Surgical report'],
];

if (!process.argv.includes('--no-build')) {
  const code = await nx(['run-many', '-t', 'build', `--projects=${APP_PROJECTS.join(',')}`]);
  if (code !== 0) process.exit(code);
}

/** Resolves once the main area shows a level-1 heading with this text (checked every frame). */
const headingShown = (page, text) =>
  page.waitForFunction((t) => [...document.querySelectorAll('main h1')].some((h) => h.textContent?.trim() === t), text, { polling: 'raf', timeout: 15_000 });

/**
 * Resolves once the page has made no request for `quietMs` (the page before has fetched and drawn
 * its data). Playwright's 'networkidle' cannot tell: it is reached once per document, not per
 * pushState, so without this a remote would be opened while the previous page still loads.
 */
async function settled(page, quietMs = 500) {
  let inFlight = 0;
  let last = Date.now();
  const started = () => {
    inFlight++;
    last = Date.now();
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    last = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    while (inFlight > 0 || Date.now() - last < quietMs) await new Promise((resolve) => setTimeout(resolve, 50));
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/** Bytes the page transferred (headers and bodies as sent) while `step` ran and what it started. */
async function transferred(page, step) {
  let bytes = 0;
  const pending = [];
  const onFinished = (request) =>
    pending.push(
      request.sizes().then(
        (s) => (bytes += s.responseHeadersSize + s.responseBodySize),
        () => undefined,
      ),
    );
  page.on('requestfinished', onFinished);
  const result = await step();
  await settled(page);
  page.off('requestfinished', onFinished);
  await Promise.all(pending);
  return { result, bytes };
}

const server = await serveBuiltApp({ port: Number(process.env.BENCH_PORT ?? 4390) });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking'],
});
const samples = { shell: [], ...Object.fromEntries(REMOTES.map(([name]) => [name, []])) };
const bytes = { shell: 0, ...Object.fromEntries(REMOTES.map(([name]) => [name, 0])) };
try {
  for (let run = 0; run < RUNS; run++) {
    // A new context: empty cache, no service worker, only the session cookie.
    const context = await browser.newContext();
    await signIn(context, server.baseUrl);
    const page = await context.newPage();
    const shell = await transferred(page, async () => {
      await page.goto(`${server.baseUrl}/`, { waitUntil: 'commit' });
      await headingShown(page, 'Dashboard');
      return page.evaluate(() => performance.now());
    });
    samples.shell.push(shell.result);
    bytes.shell = shell.bytes;
    for (const [name, path, heading] of REMOTES) {
      const step = await transferred(page, async () => {
        const start = await page.evaluate((to) => {
          const t = performance.now();
          window.history.pushState({}, '', to);
          window.dispatchEvent(new PopStateEvent('popstate'));
          return t;
        }, path);
        await headingShown(page, heading);
        return (await page.evaluate(() => performance.now())) - start;
      });
      samples[name].push(step.result);
      bytes[name] = step.bytes;
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const worst = (xs) => Math.max(...xs);
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
let failed = false;
console.log(`\nPathDesk cold load (${RUNS} runs, empty cache, loopback, production build)\n`);
console.log(
  `shell: dashboard shown after ${median(samples.shell).toFixed(0)} ms (median; worst ${worst(samples.shell).toFixed(0)} ms), ${kib(bytes.shell)} transferred (target < ${SHELL_TARGET_MS} ms)`,
);
failed ||= median(samples.shell) > SHELL_TARGET_MS;
for (const [name, path] of REMOTES) {
  console.log(
    `${name.padEnd(9)} first opening (${path}): +${median(samples[name]).toFixed(0)} ms (median; worst ${worst(samples[name]).toFixed(0)} ms), ${kib(bytes[name])} transferred (target < ${REMOTE_TARGET_MS} ms)`,
  );
  failed ||= median(samples[name]) > REMOTE_TARGET_MS;
}
console.log(failed ? '\nSome targets were missed.' : '\nAll targets met.');
