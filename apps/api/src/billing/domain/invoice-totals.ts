import type { AgeingBucket, PaymentState, VatMode } from '@pathdesk/contracts';

/** VAT rates in hundredths of a percent: exempt 0, vat7 7.00%. */
const VAT_BASIS_POINTS: Record<VatMode, number> = { exempt: 0, vat7: 700 };

export interface Totals {
  subtotal: number;
  discount: number;
  vat: number;
  total: number;
  /** "7.00" or "0.00" */
  vatRate: string;
}

/**
 * An invoice's amounts in satang: the included lines' sum, less the discount, plus VAT on what is
 * left (rounded half up to the satang, as the Revenue Department's forms do).
 */
export function invoiceTotals(lineAmounts: readonly number[], discount: number, vatMode: VatMode): Totals {
  const subtotal = lineAmounts.reduce((sum, amount) => sum + amount, 0);
  if (discount < 0 || discount > subtotal) throw new RangeError('The discount is more than the subtotal');
  const net = subtotal - discount;
  const basis = VAT_BASIS_POINTS[vatMode];
  // net × basis / 10,000, rounded half up, in integers only.
  const vat = Math.floor((net * basis + 5_000) / 10_000);
  return { subtotal, discount, vat, total: net + vat, vatRate: `${basis / 100}.00` };
}

/** Paid: nothing left to pay (paid, or credited by credit notes); otherwise by what was paid. */
export function paymentState(total: number, paid: number, credited = 0): PaymentState {
  if (paid + credited >= total) return 'paid';
  return paid > 0 ? 'partial' : 'unpaid';
}

/**
 * The VAT within an amount that includes it, at a rate in basis points (700 = 7%), rounded half
 * up to the satang: what a credit note for an amount of a VAT invoice states.
 */
export function vatWithin(amount: number, basisPoints: number): number {
  return Math.floor((amount * basisPoints * 2 + 10_000 + basisPoints) / (2 * (10_000 + basisPoints)));
}

/** Whole days from `from` to `to` (yyyy-mm-dd). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The ageing of an unpaid balance on `today`: current until its due date, then by days overdue. */
export function ageing(dueDate: string, today: string): { daysOverdue: number; bucket: AgeingBucket } {
  const daysOverdue = Math.max(0, daysBetween(dueDate, today));
  const bucket: AgeingBucket = daysOverdue === 0 ? 'current' : daysOverdue <= 30 ? '1-30' : daysOverdue <= 60 ? '31-60' : daysOverdue <= 90 ? '61-90' : '90+';
  return { daysOverdue, bucket };
}
