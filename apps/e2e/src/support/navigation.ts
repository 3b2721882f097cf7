import { expect, type Page, type Request } from '@playwright/test';

/**
 * The time a walk of `pages` pages may take: each page opened, waited for and checked (axe takes
 * seconds) — 10 s a page and 30 s for the set-up. The default 60 s held 19 template pages on a
 * quiet machine and not on one three times slower (CI of 2026-11-29: a walk cut off at page 12).
 */
export const walkTimeout = (pages: number) => 30_000 + pages * 10_000;

/** An address that is nobody's: the shell's not-found page, which a walk passes through. */
const NOWHERE = '/__walk__';

interface Traffic {
  inFlight: Set<Request>;
  /** When a request last started or ended (ms since the epoch). */
  last: number;
}

const traffic = new WeakMap<Page, Traffic>();

/** Counts `page`'s requests in flight, from the first call on. */
function trafficOf(page: Page): Traffic {
  let seen = traffic.get(page);
  if (!seen) {
    const t: Traffic = { inFlight: new Set(), last: Date.now() };
    const end = (request: Request) => {
      t.inFlight.delete(request);
      t.last = Date.now();
    };
    page.on('request', (request) => {
      t.inFlight.add(request);
      t.last = Date.now();
    });
    page.on('requestfinished', end);
    page.on('requestfailed', end);
    traffic.set(page, (seen = t));
  }
  return seen;
}

/** The app's router goes to `path`, as its links do (the history's new entry, then the event the router listens to). */
async function routerGo(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

/**
 * Opens `path` in the app already loaded in `page`, as its own links do: the router navigates and
 * nothing reloads (a walk of thirty pages starts the shell once, not thirty times — each start
 * compiles the bundles and fetches the session and configuration again). It goes through the
 * not-found page first, so the page before is gone whole and what is read next is the new page's,
 * even where two addresses share a component. A page without the app yet loads it.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  const seen = trafficOf(page);
  if (!/^https?:/.test(page.url())) {
    await page.goto(path);
    return;
  }
  await routerGo(page, NOWHERE);
  await expect(page.locator('#not-found-title')).toBeVisible();
  seen.last = Date.now();
  await routerGo(page, path);
  await expect(page.locator('#not-found-title')).toHaveCount(0);
  // (a page may add its own query, as the stations' step)
  await expect(page).toHaveURL((url) => url.pathname === new URL(path, url).pathname);
}

/**
 * Waits until `page` has had no request in flight for `quietMs` (what Playwright's 'networkidle'
 * waits for after a load — 500 ms — which a navigation inside the app does not wait for again).
 * Counting starts at the page's first openInApp (or here); gives up after `timeoutMs`.
 */
export async function networkQuiet(page: Page, quietMs = 300, timeoutMs = 10_000): Promise<void> {
  const seen = trafficOf(page);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (seen.inFlight.size === 0 && Date.now() - seen.last >= quietMs) return;
    await page.waitForTimeout(50);
  }
}
