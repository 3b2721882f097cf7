import { changeLanguage, i18n } from '@pathdesk/web-data';
import type { ReportsT } from '../../i18n';
import { englishT } from '../../testing/english-t';
import { monthNames } from './month-names';
import { dateToMonth, draftPeriod, formatDay, latestClosedMonth, monthLabel, monthToDate, periodText, thisMonth } from './period';

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

  it('labels a month in the Buddhist Era unless asked otherwise', () => {
    expect(monthLabel('2026-11')).toBe('November 2569');
    expect(monthLabel('2026-01', false)).toBe('January 2026');
  });
});

describe('invoice days and periods', () => {
  it('writes a day in the Buddhist Era', () => {
    expect(formatDay('2026-11-05')).toBe('05/11/2569');
    expect(formatDay(null)).toBe('');
    expect(formatDay('soon')).toBe('');
  });

  it('names a whole month, leap February included', () => {
    expect(periodText('2026-11-01', '2026-11-30')).toBe('November 2569');
    expect(periodText('2028-02-01', '2028-02-29')).toBe('February 2571');
  });

  it('names the month in the user\'s language', async () => {
    await changeLanguage('th');
    const thai: ReportsT = i18n().getFixedT('th', 'reports');
    expect(periodText('2026-11-01', '2026-11-30', monthNames(thai))).toBe('พฤศจิกายน 2569');
    expect(periodText('2026-11-01', '2026-11-15', monthNames(thai))).toBe('01/11/2569 – 15/11/2569');
    await changeLanguage('en');
    expect(periodText('2026-11-01', '2026-11-30', monthNames(englishT))).toBe('November 2569');
  });

  it('writes any other period as its two days', () => {
    expect(periodText('2026-11-01', '2026-11-15')).toBe('01/11/2569 – 15/11/2569');
    expect(periodText('2028-02-01', '2028-02-28')).toBe('01/02/2571 – 28/02/2571');
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
