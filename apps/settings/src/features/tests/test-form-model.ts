import type { CaseKind, CreateTestRequest, PricePer, TestCategory, TestDto } from '@pathdesk/contracts';
import { translateIssue, type ValidationIssue } from '@pathdesk/web-data';

export type Payer = 'hospital' | 'company';

/** One row of a test's price list: a hospital's or a company's price, for one case kind or any. */
export interface PriceRow {
  payer: Payer;
  payerId: number | null;
  kind: CaseKind | null;
  price: number | null;
}

export interface TestForm {
  code: string;
  name: string;
  category: TestCategory;
  cgdCode: string;
  defaultPrice: number | null;
  pricePer: PricePer;
  active: boolean;
  prices: PriceRow[];
}

export function emptyTestForm(): TestForm {
  return { code: '', name: '', category: 'immunohistochemistry', cgdCode: '', defaultPrice: null, pricePer: 'case', active: true, prices: [] };
}

export const emptyPriceRow = (): PriceRow => ({ payer: 'hospital', payerId: null, kind: null, price: null });

export function testToForm(test: TestDto): TestForm {
  return {
    code: test.code,
    name: test.name,
    category: test.category,
    cgdCode: test.cgdCode ?? '',
    defaultPrice: Number(test.defaultPrice),
    pricePer: test.pricePer,
    active: test.active,
    prices: test.prices.map((p) => ({
      payer: p.companyId !== null ? 'company' : 'hospital',
      payerId: p.companyId ?? p.hospitalId,
      kind: p.kind,
      price: Number(p.price),
    })),
  };
}

/** The request of the dialog (create, or the whole test on update: the price list replaces the stored one). */
export function testRequest(form: TestForm): CreateTestRequest {
  return {
    code: form.code,
    name: form.name,
    category: form.category,
    cgdCode: form.cgdCode,
    // The schema says what is wrong with a missing amount; a blank is sent as such.
    defaultPrice: form.defaultPrice ?? '',
    pricePer: form.pricePer,
    active: form.active,
    prices: form.prices.map((row) => ({
      hospitalId: row.payer === 'hospital' ? row.payerId : null,
      companyId: row.payer === 'company' ? row.payerId : null,
      kind: row.kind,
      price: row.price === null ? '' : String(row.price),
    })),
  };
}

/**
 * The reasons for single price rows, by row: the schema's issues (path ['prices', 2, 'price']) or
 * the server's (`prices.2.price`).
 */
export function priceRowErrors(
  issues: ReadonlyArray<ValidationIssue & { path?: ReadonlyArray<PropertyKey>; field?: string }>,
  labels: { payer: string; price: string } = { payer: 'Hospital or company', price: 'Price' },
): Record<number, string> {
  const rows: Record<number, string> = {};
  for (const issue of issues) {
    const path = issue.field ? issue.field.split('.') : (issue.path ?? []).map(String);
    if (path[0] !== 'prices' || path[1] === undefined || !/^\d+$/.test(path[1])) continue;
    const row = Number(path[1]);
    const field = path[2] === 'hospitalId' ? labels.payer : path[2] === 'price' ? labels.price : (path[2] ?? labels.price);
    rows[row] ??= `${field} ${translateIssue(issue)}`;
  }
  return rows;
}
