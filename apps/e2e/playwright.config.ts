import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { LAB_TIME_ZONE } from '@pathdesk/contracts';

const port = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://127.0.0.1:${port}`;

// Playwright cannot download its browser here: use the system Chromium (CHROMIUM_PATH overrides).
const chromium = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
const browser = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 800 },
  launchOptions: {
    executablePath: chromium,
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking'],
  },
};
/** Specs that change a setting of the whole lab, which other specs' pages read. */
const LAB_WIDE = /invoice-settings\.spec\.ts$/;

export default defineConfig({
  testDir: './src',
  outputDir: '../../tmp/e2e-results',
  // Tests run side by side (two workers on the 2-core CI machine; E2E_WORKERS overrides), so none
  // may count rows or read "the next number" that another test could change meanwhile.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // A test that fails only sometimes is fixed at its cause, never retried into green.
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Each step waits up to 10 s for its condition; a whole flow (15–20 steps, axe scans of 2–4 s
  // each on a busy machine) gets 60 s, which a hang still exceeds but a loaded machine does not.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: '../../tmp/e2e-report' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'th-TH',
    // As a user who asked the system for less motion: overlays open and close without their
    // transitions (the app honours the preference), so no step waits for an animation to settle.
    reducedMotion: 'reduce',
    // The browser runs on the lab's clock, as the lab's screens do.
    timezoneId: LAB_TIME_ZONE,
  },
  projects: [
    // Signs each demo role in once; the tests reuse the sessions (support/signed-in-state.ts).
    { name: 'sign-in', testMatch: /sign-in\.setup\.ts$/, teardown: 'sign-in teardown' },
    { name: 'sign-in teardown', testMatch: /sign-in\.teardown\.ts$/ },
    { name: 'chromium', dependencies: ['sign-in'], testIgnore: LAB_WIDE, use: browser },
    // The lab's VAT mode is lab-wide: saved while another worker drafted an invoice, that invoice got
    // 7% VAT (invoices.spec, CI of 2026-11-28). Such specs run once every other spec is done.
    { name: 'lab-wide settings', dependencies: ['sign-in', 'chromium'], testMatch: LAB_WIDE, use: browser },
  ],
  // The production server, built by the e2e target's dependencies, on a database of its own.
  webServer: {
    command: `node apps/e2e/serve-e2e.mjs`,
    cwd: '../..',
    url: `${baseURL}/api/health`,
    env: { E2E_PORT: String(port) },
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
