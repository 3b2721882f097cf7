import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];
type Node = Violation['nodes'][number];

export interface AxeOptions {
  /** CSS selectors of parts not to check (say why where you pass them). */
  exclude?: string[];
  /** axe rule ids to skip (say why where you pass them). */
  disableRules?: string[];
  /** Record the violations and go on (expect.soft): a walk of many pages names every page's. */
  soft?: boolean;
}

const html = (node: Node) => node.html ?? '';

/** The element, and for contrast what axe measured (`#777 on #fff: 4.1`). */
const where = (node: Node) => {
  const data = (node.any[0]?.data ?? {}) as { fgColor?: string; bgColor?: string; contrastRatio?: number };
  const measured = data.fgColor ? ` (${data.fgColor} on ${data.bgColor}: ${data.contrastRatio})` : ` ${html(node).slice(0, 300)}`;
  return node.target.join(' ') + measured;
};
const describe = (v: Violation) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 5).map(where).join(' | ')}`;

/**
 * The contrast findings that are parts of a disabled component: WCAG 1.4.3 exempts inactive user
 * interface components. axe cannot tell, since PrimeReact marks a disabled Dropdown (the paginator's
 * rows-per-page one too) with a class, not with `disabled` or `aria-disabled`.
 */
async function inactiveTargets(page: Page, violations: Violation[]): Promise<Set<string>> {
  const targets = violations.filter((v) => v.id === 'color-contrast').flatMap((v) => v.nodes.map((node) => node.target.join(' ')));
  const inactive = await page.evaluate(
    (selectors) => selectors.filter((selector) => document.querySelector(selector)?.closest('.p-disabled, [aria-disabled="true"], :disabled')),
    targets,
  );
  return new Set(inactive);
}

/**
 * The rules about colour: what the dark scheme changes. It is a stylesheet of its own (`#theme-css`)
 * over the same page, whose structure — names, roles, labels, landmarks — the light scheme's scan
 * checks with every rule; these run in about half the time of all of them (measured on the template
 * pages: 1.0 against 2.0 s a scan).
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Runs axe on the page as it is now (every rule axe has: WCAG 2.x A/AA and best practices; in the dark
 * scheme the colour rules) and fails with the serious and critical violations, if any. Moderate and
 * minor ones are not failures. PrimeReact's own ARIA slips are fixed for the whole app in
 * apps/shell/src/app/prime-react-config.ts.
 */
export async function expectNoSeriousViolations(page: Page, { exclude = [], disableRules = [], soft = false }: AxeOptions = {}): Promise<void> {
  let axe = new AxeBuilder({ page });
  for (const selector of exclude) axe = axe.exclude(selector);
  if (disableRules.length) axe = axe.disableRules(disableRules);
  if ((await page.locator('html').getAttribute('data-scheme')) === 'dark') axe = axe.withRules(COLOUR_RULES.filter((rule) => !disableRules.includes(rule)));
  const { violations } = await axe.analyze();
  const inactive = await inactiveTargets(page, violations);
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      ...v,
      nodes: v.nodes.filter((node) => !(v.id === 'color-contrast' && inactive.has(node.target.join(' ')))),
    }))
    .filter((v) => v.nodes.length > 0);
  (soft ? expect.soft : expect)(serious.map(describe), `serious or critical accessibility violations on ${page.url()}`).toEqual([]);
}
