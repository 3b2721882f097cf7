import { ageing, invoiceTotals, paymentState, vatWithin } from './invoice-totals.js';

describe('invoice totals', () => {
  it('adds no VAT when the lab is exempt (medical services)', () => {
    expect(invoiceTotals([70000, 40000], 10000, 'exempt')).toEqual({ subtotal: 110000, discount: 10000, vat: 0, total: 100000, vatRate: '0.00' });
  });

  it('adds 7% VAT on the amount after discount, rounded half up to the satang', () => {
    expect(invoiceTotals([100000], 0, 'vat7')).toEqual({ subtotal: 100000, discount: 0, vat: 7000, total: 107000, vatRate: '7.00' });
    // 0.50 baht × 7% = 3.5 satang → 4; 0.07 × 7% = 0.49 → 0.
    expect(invoiceTotals([50], 0, 'vat7').vat).toBe(4);
    expect(invoiceTotals([7], 0, 'vat7').vat).toBe(0);
    expect(invoiceTotals([35050], 50, 'vat7')).toMatchObject({ vat: 2450, total: 37450 });
  });

  it('refuses a discount over the subtotal', () => {
    expect(() => invoiceTotals([100], 101, 'exempt')).toThrow(RangeError);
  });

  it('tells unpaid, partial and paid', () => {
    expect(paymentState(1000, 0)).toBe('unpaid');
    expect(paymentState(1000, 1)).toBe('partial');
    expect(paymentState(1000, 1000)).toBe('paid');
  });

  it('counts credit notes as settling the balance', () => {
    expect(paymentState(1000, 0, 300)).toBe('unpaid');
    expect(paymentState(1000, 200, 300)).toBe('partial');
    expect(paymentState(1000, 200, 800)).toBe('paid');
    expect(paymentState(1000, 0, 1000)).toBe('paid');
    // Nothing to pay (a discount of the whole subtotal) is paid, as the list's "paid" filter says.
    expect(paymentState(0, 0)).toBe('paid');
  });

  it('finds the VAT within an amount that includes it, rounded half up', () => {
    expect(vatWithin(10700, 700)).toBe(700);
    expect(vatWithin(100000, 700)).toBe(6542); // 1,000.00 × 7/107 = 65.4205…
    expect(vatWithin(53, 700)).toBe(3); // 0.53 × 7/107 = 0.0347 → 0.03
    expect(vatWithin(54, 700)).toBe(4); // 0.0353 → 0.04
    expect(vatWithin(12345, 0)).toBe(0);
  });

  it.each([
    ['2026-11-24', 0, 'current'],
    ['2026-11-23', 1, '1-30'],
    ['2026-10-25', 30, '1-30'],
    ['2026-10-24', 31, '31-60'],
    ['2026-08-26', 90, '61-90'],
    ['2026-08-25', 91, '90+'],
    ['2026-12-24', 0, 'current'],
  ])('ages a balance due %s on 2026-11-24: %i days, %s', (due, days, bucket) => {
    expect(ageing(due, '2026-11-24')).toEqual({ daysOverdue: days, bucket });
  });
});
