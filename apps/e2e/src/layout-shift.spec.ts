import type { Page } from '@playwright/test';
import { DEFAULT_PAGE_SIZE, type RescreenDto } from '@pathdesk/contracts';
import { expect, test } from './support/fixtures';
import { registerCase } from './support/api';

/*
 * Issue 18: pages stand still while they load. The cumulative layout shift of a page (the browser's
 * 'layout-shift' entries, buffered, without those that follow an input) stays ≤ 0.1 — Lighthouse's
 * "good" — while its lists load. The list responses are slowed so that the loading state is on
 * screen, and filled to a whole page of rows so that the loaded table is as tall as it gets (the
 * shift is a property of the layout, not of how many rows the shared database holds).
 */
const MAX_CLS = 0.1;
const DELAY_MS = 1_500;

/** Installs, before the page's own scripts, an observer that sums the page's layout shifts. */
async function observeLayoutShift(page: Page) {
  await page.addInitScript(() => {
    type Source = { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    const w = window as unknown as { __cls: number; __shifts: string[] };
    w.__cls = 0;
    w.__shifts = [];
    const describe = (node: Node | null) =>
      node instanceof Element ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${[...node.classList].join('.')}` : String(node?.nodeName);
    const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] })[]) {
        if (entry.hadRecentInput) continue;
        w.__cls += entry.value;
        const moved = entry.sources.map((s) => `${describe(s.node)} ${rect(s.previousRect)} → ${rect(s.currentRect)}`);
        w.__shifts.push(`${entry.value.toFixed(3)} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Fails above MAX_CLS, naming the elements that moved. */
async function expectStill(page: Page) {
  const { __cls: cls, __shifts: shifts } = await page.evaluate(() => {
    const w = window as unknown as { __cls: number; __shifts: string[] };
    return { __cls: w.__cls, __shifts: w.__shifts };
  });
  test.info().annotations.push({ type: 'layout shift', description: `${cls.toFixed(3)}${shifts.length ? `: ${shifts.join(' | ')}` : ''}` });
  expect(cls, `layout shifts:\n${shifts.join('\n')}`).toBeLessThanOrEqual(MAX_CLS);
}

/**
 * Answers the list requests matching `url` after DELAY_MS, with the server's own answer whose list
 * (its first array) is filled up to a page with copies of its first item, or of `template`.
 */
async function slowFullPage(page: Page, url: RegExp, template?: object) {
  await page.route(url, async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    await new Promise((resolve) => setTimeout(resolve, DELAY_MS));
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    const key = Object.keys(body).find((k) => Array.isArray(body[k]));
    if (key) {
      const items = body[key] as { id: number }[];
      const model = items[0] ?? template;
      if (model) {
        while (items.length < DEFAULT_PAGE_SIZE) items.push({ ...model, id: 1_000_000 + items.length });
        if (typeof body['total'] === 'number') body['total'] = Math.max(body['total'], items.length);
      }
    }
    await route.fulfill({ response, json: body });
  });
}

/** Waits until the table shows data rows (not its empty message), then lets the page settle. */
async function loaded(page: Page, table: string) {
  await expect(page.locator(`[aria-label="${table}"]`).locator('tbody tr:not(.p-datatable-emptymessage)').first()).toBeVisible({ timeout: 20_000 });
  await page.waitForTimeout(500);
}

const RESCREEN: RescreenDto = {
  id: 1_000_000,
  caseId: 1,
  accessionNo: 'G69-99999',
  patientName: 'Layout Shift',
  reason: 'random',
  originalInterpretation: 'NILM',
  requestedBy: 'doctor',
  requestedAt: new Date().toISOString(),
  reviewer: null,
  reviewedAt: null,
  agree: null,
  correctedInterpretation: null,
  note: null,
};

test.describe('layout shift while lists load (issue 18)', () => {
  test.beforeEach(({ signIn }) => signIn('admin'));

  test('the worklist keeps its room while its rows load', async ({ page, apiAs }) => {
    await registerCase(await apiAs('admin'), 'surgical'); // at least one row to show
    await observeLayoutShift(page);
    await slowFullPage(page, /\/api\/surgicals(\?|$)/);
    await page.goto('/workspace/surgicals');
    await loaded(page, 'Surgical cases');
    await expectStill(page);
  });

  test('the gynecological review report keeps its room while its queues and report load', async ({ page }) => {
    await observeLayoutShift(page);
    await slowFullPage(page, /\/api\/reports\/gynecologicals\/rescreens(\?|$)/, RESCREEN);
    await slowFullPage(page, /\/api\/reports\/gynecologicals\/rescreens\/summary/);
    await page.goto('/report/gynecological-review-report');
    await loaded(page, 'Waiting for rescreen');
    await expect(page.getByRole('term').filter({ hasText: 'Agreement rate' })).toBeVisible({ timeout: 20_000 });
    await expectStill(page);
  });

  test('a settings list keeps its room while its rows load', async ({ page }) => {
    await observeLayoutShift(page);
    await slowFullPage(page, /\/api\/hospitals(\?|$)/);
    await page.goto('/setting/hispitals');
    await loaded(page, 'Hospitals');
    await expectStill(page);
  });
});
