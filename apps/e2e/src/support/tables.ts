import { expect, type Locator, type Page } from '@playwright/test';

/** Opens a column's filter menu (PrimeReact, display "menu"), sets its first rule and applies it. */
export async function filterColumn(page: Page, table: Locator, column: string, value: string, matchMode?: string) {
  const header = table.getByRole('columnheader', { name: column });
  await header.getByRole('button', { name: 'Show Filter Menu' }).click();
  const menu = page.locator('.p-column-filter-overlay');
  await expect(menu).toBeVisible();
  if (matchMode) {
    await menu.locator('.p-column-filter-matchmode-dropdown').click();
    await page.locator('.p-dropdown-items').getByRole('option', { name: matchMode, exact: true }).click();
  }
  await menu.locator('input.p-column-filter').first().fill(value);
  await menu.getByRole('button', { name: 'Apply' }).click();
  await expect(menu).toBeHidden();
}

/** The body rows of a DataTable (its header row excluded). */
export function bodyRows(table: Locator) {
  return table.locator('tbody tr');
}
