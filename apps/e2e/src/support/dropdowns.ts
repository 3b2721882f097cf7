import { expect, type Page } from '@playwright/test';

/**
 * Picks an option (the first matching `option`) of the PrimeReact dropdown around `#inputId`.
 *
 * A dropdown that depends on another field (the doctor on the hospital) is disabled, then loading,
 * until that field's change has rendered and its options arrived; on a busy machine a click in
 * between opens nothing (PrimeReact's disabled dropdown is a plain div, which Playwright clicks).
 * So it waits for the dropdown to be enabled and loaded, and opens it again if its panel did not open.
 * The panel of the dropdown chosen just before may still be on the page while it closes: it waits
 * for it to go first (else its first option, the other dropdown's, was clicked).
 */
export async function chooseOption(page: Page, inputId: string, option: string | RegExp = /.+/): Promise<void> {
  const dropdown = page.locator('.p-dropdown').filter({ has: page.locator(`#${inputId}`) });
  await expect(page.locator('.p-dropdown-panel')).toHaveCount(0);
  await expect(dropdown).not.toHaveClass(/p-disabled/);
  await expect(dropdown.locator('.p-icon-spin')).toHaveCount(0);
  const choice = page.locator('.p-dropdown-items').getByRole('option', { name: option }).first();
  await expect(async () => {
    if (!(await page.locator('.p-dropdown-panel').isVisible())) await dropdown.click();
    await choice.click({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}
