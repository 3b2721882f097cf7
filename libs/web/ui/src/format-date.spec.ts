import { formatDate, toBuddhistYear } from './format-date';

describe('toBuddhistYear', () => {
  it('adds 543 to the Common Era year', () => {
    expect(toBuddhistYear(2025)).toBe(2568);
    expect(toBuddhistYear(1957)).toBe(2500);
  });
});

describe('formatDate', () => {
  // Local time, as the function formats in local time.
  const morning = new Date(2025, 0, 5, 9, 7);

  it('formats dd/mm/yyyy in the Common Era by default', () => {
    expect(formatDate(morning)).toBe('05/01/2025');
  });

  it('uses the Buddhist Era year when asked', () => {
    expect(formatDate(morning, { buddhistEra: true })).toBe('05/01/2568');
  });

  it('adds hh:mm when asked for the time', () => {
    expect(formatDate(morning, { withTime: true })).toBe('05/01/2025 09:07');
    expect(formatDate(new Date(2025, 11, 31, 23, 59), { withTime: true, buddhistEra: true })).toBe('31/12/2568 23:59');
  });

  it('accepts a date string', () => {
    expect(formatDate('2025-03-14T08:30:00', { withTime: true })).toBe('14/03/2025 08:30');
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an empty string', ''],
    ['an unparsable string', 'not a date'],
    ['an invalid Date', new Date(Number.NaN)],
  ])('returns an empty string for %s', (_label, value) => {
    expect(formatDate(value)).toBe('');
    expect(formatDate(value, { buddhistEra: true, withTime: true })).toBe('');
  });
});
