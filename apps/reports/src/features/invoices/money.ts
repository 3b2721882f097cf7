import type { Money } from '@pathdesk/contracts';

/**
 * Money on the invoice pages. The API sends baht as decimal strings ("1234.50", docs/architecture.md: never
 * floats); the pages show them with two decimals and ฿, Thai style: ฿1,234.50. Done on the digits,
 * so no amount is ever rounded through a float.
 */
export function formatBaht(amount: Money): string {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) return amount;
  const [, sign, whole, fraction = ''] = match;
  const grouped = whole!.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}฿${grouped}.${fraction.padEnd(2, '0')}`;
}

/** An amount as integer satang, to compare amounts (a payment with the balance) without floats. */
export function toSatang(amount: Money): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) return Number.NaN;
  const [, sign, whole, fraction = ''] = match;
  const satang = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign ? -satang : satang;
}

/** A number field's baht (1234.5) as the API takes it ("1234.50"); null when nothing usable was typed. */
export function toMoney(baht: number | null | undefined): Money | null {
  if (baht == null || !Number.isFinite(baht)) return null;
  const satang = Math.round(baht * 100);
  const sign = satang < 0 ? '-' : '';
  const abs = Math.abs(satang);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** An amount for a number field (the field shows two decimals). */
export const toBaht = (amount: Money): number => toSatang(amount) / 100;
