import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { LAB_TIME_ZONE } from '@pathdesk/contracts';

const port = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://127.0.0.1:${port}`;

// Playwright cannot download its browser here: use the system Chromium (CHROMIUM_PATH overrides).
const chromium = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));

export default defineConfig({
  testDir: './src',
  outputDir: '../../tmp/e2e-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: '../../tmp/e2e-report' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'th-TH',
    // The browser runs on the lab's clock, as the lab's screens do.
    timezoneId: LAB_TIME_ZONE,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: {
          executablePath: chromium,
          args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking'],
        },
      },
    },
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
