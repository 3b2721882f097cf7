import type { CaseKind, Money, PriceSource } from '@pathdesk/contracts';

export interface StoredPrice {
  hospitalId: number | null;
  companyId: number | null;
  kind: CaseKind | null;
  price: Money;
}

/**
 * The price of a test for a case, resolved once when its order becomes billable (done): the case's
 * company (the payer) first, then its hospital — each the case kind's price before its any-kind
 * price — else the test's default. Money stays the stored decimal text: nothing is computed.
 */
export function resolvePrice(
  prices: readonly StoredPrice[],
  payer: { hospitalId: number; companyId: number | null; kind: CaseKind },
  defaultPrice: Money,
): { price: Money; source: PriceSource } {
  const pick = (matches: (p: StoredPrice) => boolean) => prices.find((p) => matches(p) && p.kind === payer.kind) ?? prices.find((p) => matches(p) && p.kind === null);
  const company = payer.companyId === null ? undefined : pick((p) => p.companyId === payer.companyId);
  if (company) return { price: company.price, source: 'company' };
  const hospital = pick((p) => p.hospitalId === payer.hospitalId);
  if (hospital) return { price: hospital.price, source: 'hospital' };
  return { price: defaultPrice, source: 'default' };
}
