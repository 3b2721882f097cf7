import { billingPeriod, monthEnd } from './billing-period.js';

describe('billing period', () => {
  it('knows month ends, leap years included', () => {
    expect(monthEnd('2026-02')).toBe('2026-02-28');
    expect(monthEnd('2028-02')).toBe('2028-02-29');
    expect(monthEnd('2026-12')).toBe('2026-12-31');
  });

  it('takes a month or from..to', () => {
    expect(billingPeriod({ month: '2026-10' }, '2026-11-24')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(billingPeriod({ from: '2026-11-01', to: '2026-11-24' }, '2026-11-24')).toEqual({ from: '2026-11-01', to: '2026-11-24' });
  });

  it('refuses a period that is not over, at its field', () => {
    expect(() => billingPeriod({ month: '2026-11' }, '2026-11-24')).toThrow(/month: the period ends 2026-11-30, after today/);
    expect(() => billingPeriod({ from: '2026-11-01', to: '2026-11-25' }, '2026-11-24')).toThrow(/to: the period ends/);
  });

  it('takes the month on its last day: it ends today, not after', () => {
    expect(billingPeriod({ month: '2026-11' }, '2026-11-30')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
  });
});
