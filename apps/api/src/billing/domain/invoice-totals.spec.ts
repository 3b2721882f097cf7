import { ageing, invoiceTotals, paymentState } from './invoice-totals.js';

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
