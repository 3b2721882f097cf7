import { test as base, expect, type Page } from '@playwright/test';
import { Api, DEMO_PASSWORD, signInThrough } from './api';
import { savedCookies } from './signed-in-state';

export interface Fixtures {
  /**
   * Signs the browser in: with the session the setup project saved for a demo account, else
   * through the API, as the web app would.
   */
  signIn: (username: string, password?: string) => Promise<void>;
  /** The API as `username`, apart from the browser (to set up data as the person who would). */
  apiAs: (username: string) => Promise<Api>;
}

export const test = base.extend<Fixtures>({
  signIn: async ({ context }, use) => {
    await use(async (username, password = DEMO_PASSWORD) => {
      const saved = password === DEMO_PASSWORD ? savedCookies(username) : null;
      if (saved) {
        await context.addCookies(saved);
        return;
      }
      await signInThrough(context.request, username, password);
    });
  },
  apiAs: async ({ playwright, baseURL }, use) => {
    const opened: Api[] = [];
    await use(async (username) => {
      const api = await Api.as(playwright, baseURL!, username);
      opened.push(api);
      return api;
    });
    await Promise.all(opened.map((api) => api.dispose()));
  },
});

export { expect };

/** The toast area at the bottom right (spec §2): toContainText matches any toast in it. */
export function toasts(page: Page) {
  return page.locator('.p-toast.p-toast-bottom-right');
}

/** Fills and submits the sign-in form. */
export async function signInWithForm(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The sidebar's section headings, in order. */
export async function menuSections(page: Page): Promise<string[]> {
  const headings = page.getByRole('navigation', { name: 'Main menu' }).locator('.layout-menuitem-root-text');
  await expect(headings).not.toHaveCount(0);
  return headings.allInnerTexts();
}
