/**
 * Money in code is integer satang (1 baht = 100 satang), never a float: amounts arrive from
 * PostgreSQL (numeric) and from requests (the contracts' money schema) as decimal text and go back
 * as decimal text.
 */

/** "1200.50" → 120050; "-3.5" → -350. Throws on anything that is not a decimal amount. */
export function toSatang(amount: string): number {
  const match = /^(-?)([0-9]+)(?:\.([0-9]{1,2}))?$/.exec(amount.trim());
  if (!match) throw new Error(`Not an amount: ${amount}`);
  const satang = Number(match[2]) * 100 + Number((match[3] ?? '0').padEnd(2, '0'));
  return match[1] ? -satang : satang;
}

/** 120050 → "1200.50" */
export function fromSatang(satang: number): string {
  if (!Number.isSafeInteger(satang)) throw new Error(`Not a whole number of satang: ${satang}`);
  const sign = satang < 0 ? '-' : '';
  const abs = Math.abs(satang);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** 120050 → "1,200.50" (as the invoice prints it). */
export function formatBaht(satang: number): string {
  const [whole, fraction] = fromSatang(satang).split('.') as [string, string];
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}
