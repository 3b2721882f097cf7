import { DEFAULT_DATE_DISPLAY, datePlaceholder, displayYear, formatDisplayDate, parseDisplayDate, type DateDisplay } from './date-format.js';

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
