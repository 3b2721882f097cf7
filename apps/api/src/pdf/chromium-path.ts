import { accessSync, constants, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

export type ChromiumLookup = { path: string; source: 'PUPPETEER_EXECUTABLE_PATH' | 'system' | 'puppeteer-cache' } | { path: null; error: string };

const SYSTEM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

/**
 * Where Chromium is: PUPPETEER_EXECUTABLE_PATH, else a system Chromium, else a browser that
 * Puppeteer downloaded into its cache (`npx @puppeteer/browsers install chrome-headless-shell`).
 */
export function findChromium(explicit: string | undefined, candidates = SYSTEM_CANDIDATES): ChromiumLookup {
  if (explicit) {
    return isExecutable(explicit)
      ? { path: explicit, source: 'PUPPETEER_EXECUTABLE_PATH' }
      : { path: null, error: `PUPPETEER_EXECUTABLE_PATH=${explicit} is not an executable file.` };
  }
  const system = candidates.find(isExecutable);
  if (system) return { path: system, source: 'system' };
  const cached = puppeteerCacheBrowser();
  if (cached) return { path: cached, source: 'puppeteer-cache' };
  return {
    path: null,
    error:
      'No Chromium found for PDFs. Install one (Debian/Ubuntu: apt-get install chromium fonts-thai-tlwg) ' + 'or set PUPPETEER_EXECUTABLE_PATH to a Chrome/Chromium executable.',
  };
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function puppeteerCacheBrowser(): string | null {
  const cache = process.env.PUPPETEER_CACHE_DIR ?? join(homedir(), '.cache', 'puppeteer');
  const layouts = [
    ['chrome-headless-shell', 'chrome-headless-shell-linux64', 'chrome-headless-shell'],
    ['chrome', 'chrome-linux64', 'chrome'],
  ];
  for (const [product, folder, binary] of layouts) {
    let versions: string[];
    try {
      versions = readdirSync(join(cache, product)).sort().reverse();
    } catch {
      continue;
    }
    for (const version of versions) {
      const path = join(cache, product, version, folder, binary);
      if (isExecutable(path)) return path;
    }
  }
  return null;
}
