import {
  DEFAULT_DATE_DISPLAY,
  datePlaceholder,
  displayYear,
  formatDisplayDate,
  formatDisplayMonth,
  formatLabDate,
  maskDateText,
  monthPlaceholder,
  parseDisplayDate,
  parseDisplayMonth,
  type DateDisplay,
} from './date-format.js';

const MDY: DateDisplay = DEFAULT_DATE_DISPLAY;
const DMY: DateDisplay = { dateFormat: 'dd/mm/yyyy', buddhistEra: false };
const DMY_BE: DateDisplay = { dateFormat: 'dd/mm/yyyy', buddhistEra: true };
const MDY_BE: DateDisplay = { dateFormat: 'mm/dd/yyyy', buddhistEra: true };

describe('the lab’s date format', () => {
  const morning = new Date(2025, 0, 5, 9, 7);

  it('is mm/dd/yyyy in the Common Era by default (spec §9)', () => {
    expect(formatDisplayDate(morning, MDY)).toBe('01/05/2025');
    expect(datePlaceholder(MDY)).toBe('mm/dd/yyyy');
  });

  it.each<[DateDisplay, string]>([
    [DMY, '05/01/2025 09:07'],
    [DMY_BE, '05/01/2568 09:07'],
    [MDY_BE, '01/05/2568 09:07'],
  ])('follows the setting %j', (display, text) => {
    expect(formatDisplayDate(morning, display, { withTime: true })).toBe(text);
    // What is shown is read back as the same instant: inputs and tables agree.
    expect(parseDisplayDate(text, display)).toEqual(morning);
  });

  it('is empty for no date or an invalid one', () => {
    expect(formatDisplayDate(null, MDY)).toBe('');
    expect(formatDisplayDate('not a date', MDY)).toBe('');
  });

  it('reads only real dates of the format: no silent day/month swap', () => {
    expect(parseDisplayDate('13/01/2025', MDY)).toBeNull(); // month 13
    expect(parseDisplayDate('13/01/2025', DMY)).toEqual(new Date(2025, 0, 13));
    expect(parseDisplayDate('02/31/2025', MDY)).toBeNull();
    expect(parseDisplayDate('24/11/2569', DMY_BE)).toEqual(new Date(2026, 10, 24));
    expect(parseDisplayDate('2025-01-05', MDY)).toBeNull();
    expect(parseDisplayDate('01/05/2025 25:00', MDY)).toBeNull();
  });

  it('writes the header year in the era of the setting', () => {
    expect(displayYear(2026, MDY)).toBe(2026);
    expect(displayYear(2026, DMY_BE)).toBe(2569);
    expect(datePlaceholder(DMY_BE)).toBe('dd/mm/yyyy (พ.ศ.)');
  });
});

describe('typed dates (issue 26.1)', () => {
  it('reads the Buddhist Era where the lab uses it: 27/11/2569 is 27 Nov 2026', () => {
    expect(parseDisplayDate('27/11/2569', DMY_BE)).toEqual(new Date(2026, 10, 27));
    expect(parseDisplayDate('11/27/2569', MDY_BE)).toEqual(new Date(2026, 10, 27));
    expect(parseDisplayDate('27/11/2569 14:05', DMY_BE)).toEqual(new Date(2026, 10, 27, 14, 5));
    // A birth date in 1975 (2518) is typed, not paged back to.
    expect(parseDisplayDate('03/04/2518', DMY_BE)).toEqual(new Date(1975, 3, 3));
  });

  it('reads digits alone in the lab’s order', () => {
    expect(parseDisplayDate('27112569', DMY_BE)).toEqual(new Date(2026, 10, 27));
    expect(parseDisplayDate('112720261405', MDY)).toEqual(new Date(2026, 10, 27, 14, 5));
  });

  it.each(['31/02/2569', '00/11/2569', '27/13/2569', '29/02/2570', '27/11/2569 24:00', '27/11/25', '27-11-2569'])('finds no date in %s', (text) => {
    expect(parseDisplayDate(text, DMY_BE)).toBeNull();
  });

  it('knows a leap day in the Buddhist Era (2567 = 2024)', () => {
    expect(parseDisplayDate('29/02/2567', DMY_BE)).toEqual(new Date(2024, 1, 29));
  });

  it.each<[string, boolean, string]>([
    ['2', false, '2'],
    ['27', false, '27/'],
    ['27/1', false, '27/1'],
    ['27/11', false, '27/11/'],
    ['27/112', false, '27/11/2'],
    ['27/11/2569', false, '27/11/2569'],
    ['27/11/2569', true, '27/11/2569 '],
    ['27/11/2569 1405', true, '27/11/2569 14:05'],
    ['27/11/25691', false, '27/11/2569'],
    ['27112569', false, '27/11/2569'],
    ['271125691405', true, '27/11/2569 14:05'],
    ['2/3/2026', false, '2/3/2026'],
    ['27//', false, '27/'],
    ['27/11/2569  ', true, '27/11/2569 '],
    ['abc', false, 'abc'],
  ])('masks %s (with time: %s) as %s', (typed, withTime, shown) => {
    expect(maskDateText(typed, { withTime })).toBe(shown);
  });

  it('never undoes a deletion', () => {
    expect(maskDateText('27/11', { withTime: false, deleting: true })).toBe('27/11');
  });
});

describe('one date format everywhere (issue 26.2)', () => {
  it('writes a calendar day (yyyy-mm-dd) as that day in every setting, whatever the time zone', () => {
    expect(formatDisplayDate('2026-11-01', MDY)).toBe('11/01/2026');
    expect(formatDisplayDate('2026-11-01', DMY)).toBe('01/11/2026');
    expect(formatDisplayDate('2026-11-01', DMY_BE)).toBe('01/11/2569');
    expect(formatDisplayDate('2026-11-01', MDY_BE)).toBe('11/01/2569');
    expect(formatDisplayDate('2026-11-01', DMY_BE, { withTime: true })).toBe('01/11/2569 00:00');
  });

  it('writes nothing for a day that does not exist or text that is no date', () => {
    expect(formatDisplayDate('2026-02-30', MDY)).toBe('');
    expect(formatDisplayDate('2026-13-01', DMY_BE)).toBe('');
    expect(formatDisplayDate('soon', DMY_BE)).toBe('');
    expect(formatDisplayDate(undefined, DMY_BE)).toBe('');
    expect(formatDisplayDate(new Date(Number.NaN), DMY_BE)).toBe('');
  });

  it('writes on the lab’s clock for what the server writes (exports), not the machine’s', () => {
    // 31 Oct 2026 20:30 UTC is already 1 Nov 03:30 in Bangkok.
    expect(formatLabDate('2026-10-31T20:30:00.000Z', MDY, { withTime: true })).toBe('11/01/2026 03:30');
    expect(formatLabDate('2026-10-31T20:30:00.000Z', DMY_BE, { withTime: true })).toBe('01/11/2569 03:30');
    expect(formatLabDate(new Date('2026-10-31T16:59:00.000Z'), DMY_BE)).toBe('31/10/2569');
    expect(formatLabDate('2026-11-05', DMY_BE)).toBe('05/11/2569');
    expect(formatLabDate(null, MDY)).toBe('');
    expect(formatLabDate('no', MDY)).toBe('');
  });

  it.each<[DateDisplay, string]>([
    [MDY, '11/2026'],
    [DMY, '11/2026'],
    [DMY_BE, '11/2569'],
    [MDY_BE, '11/2569'],
  ])('writes a month as mm/yyyy in the era of %j', (display, text) => {
    expect(formatDisplayMonth('2026-11', display)).toBe(text);
    expect(formatDisplayMonth('2026-11-27', display)).toBe(text);
    expect(formatDisplayMonth(new Date(2026, 10, 27), display)).toBe(text);
    // What a month field shows reads back as the 1st of that month.
    expect(parseDisplayMonth(text, display)).toEqual(new Date(2026, 10, 1));
  });

  it('writes and reads no month that is not one', () => {
    expect(formatDisplayMonth('2026-13', MDY)).toBe('');
    expect(formatDisplayMonth('', MDY)).toBe('');
    expect(formatDisplayMonth(null, MDY)).toBe('');
    expect(formatDisplayMonth('later', MDY)).toBe('');
    expect(parseDisplayMonth('13/2026', MDY)).toBeNull();
    expect(parseDisplayMonth('00/2026', MDY)).toBeNull();
    expect(parseDisplayMonth('2026-11', MDY)).toBeNull();
    expect(parseDisplayMonth('11/26', MDY)).toBeNull();
  });

  it('gives month fields their placeholder in the lab’s era', () => {
    expect(monthPlaceholder(MDY)).toBe('mm/yyyy');
    expect(monthPlaceholder(DMY_BE)).toBe('mm/yyyy (พ.ศ.)');
  });
});
