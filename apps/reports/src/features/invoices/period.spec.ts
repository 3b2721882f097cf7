import type { DateDisplay } from '@pathdesk/contracts';
import { dateToMonth, draftPeriod, latestClosedMonth, monthToDate, periodText, thisMonth } from './period';

describe('invoice periods', () => {
  it('turns a month into the picker date and back', () => {
    expect(dateToMonth(monthToDate('2026-01'))).toBe('2026-01');
    expect(dateToMonth(monthToDate('2025-12'))).toBe('2025-12');
    expect(monthToDate('2026-11').getDate()).toBe(1);
  });

  it('takes this month on the lab clock (Bangkok), not the browser’s', () => {
    // 31 Oct 2026 20:00 UTC is already 1 Nov 03:00 in Bangkok.
    expect(thisMonth(Date.UTC(2026, 9, 31, 20))).toBe('2026-11');
    expect(thisMonth(Date.UTC(2026, 9, 31, 16))).toBe('2026-10');
  });
});

describe('invoice periods as the lab writes dates (issue 26.2)', () => {
  const DEFAULT: DateDisplay = { dateFormat: 'mm/dd/yyyy', buddhistEra: false };
  const BE: DateDisplay = { dateFormat: 'dd/mm/yyyy', buddhistEra: true };

  it('writes a whole month as its month, leap February included, in the lab’s era', () => {
    expect(periodText('2026-11-01', '2026-11-30', DEFAULT)).toBe('11/2026');
    expect(periodText('2026-11-01', '2026-11-30', BE)).toBe('11/2569');
    expect(periodText('2028-02-01', '2028-02-29', BE)).toBe('02/2571');
  });

  it('writes any other period as its two days in the lab’s order', () => {
    expect(periodText('2026-11-01', '2026-11-15', DEFAULT)).toBe('11/01/2026 – 11/15/2026');
    expect(periodText('2026-11-01', '2026-11-15', BE)).toBe('01/11/2569 – 15/11/2569');
    expect(periodText('2028-02-01', '2028-02-28', BE)).toBe('01/02/2571 – 28/02/2571');
  });
});

describe('draftPeriod', () => {
  it('asks for a month that is over as a month', () => {
    expect(draftPeriod('2026-10', '2026-11-24')).toEqual({ month: '2026-10' });
  });
  it('asks for this month so far while it runs', () => {
    expect(draftPeriod('2026-11', '2026-11-24')).toEqual({ from: '2026-11-01', to: '2026-11-24' });
    expect(draftPeriod('2026-11', '2026-11-30')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
  });
});

describe('latestClosedMonth', () => {
  it('is last month until this month’s last day', () => {
    expect(latestClosedMonth('2026-11-24')).toBe('2026-10');
    expect(latestClosedMonth('2026-01-01')).toBe('2025-12');
  });
  it('is this month on its last day, leap February included', () => {
    expect(latestClosedMonth('2026-11-30')).toBe('2026-11');
    expect(latestClosedMonth('2028-02-29')).toBe('2028-02');
    expect(latestClosedMonth('2028-02-28')).toBe('2028-01');
  });
});
