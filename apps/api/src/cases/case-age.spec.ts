import { ageAt, labDate } from './case-age.js';

describe('labDate', () => {
  it("is the day in Bangkok (UTC+7), not in UTC", () => {
    expect(labDate(new Date('2026-11-21T16:59:59Z'))).toBe('2026-11-21');
    expect(labDate(new Date('2026-11-21T17:00:00Z'))).toBe('2026-11-22');
  });
});

describe('ageAt', () => {
  const at = (iso: string) => new Date(iso);

  it('counts whole years at the reception, a birthday counting from its lab day', () => {
    expect(ageAt('1980-05-10', at('2026-05-09T10:00:00+07:00'))).toBe(45);
    expect(ageAt('1980-05-10', at('2026-05-10T00:00:00+07:00'))).toBe(46);
    // 23:30 UTC on the 9th is already the 10th in Bangkok.
    expect(ageAt('1980-05-10', at('2026-05-09T23:30:00Z'))).toBe(46);
    expect(ageAt('2026-01-01', at('2026-11-21T09:00:00+07:00'))).toBe(0);
  });

  it('has a 29 February birthday on 1 March in other years', () => {
    expect(ageAt('2000-02-29', at('2025-02-28T12:00:00+07:00'))).toBe(24);
    expect(ageAt('2000-02-29', at('2025-03-01T12:00:00+07:00'))).toBe(25);
    expect(ageAt('2000-02-29', at('2024-02-29T12:00:00+07:00'))).toBe(24);
  });

  it('goes negative for a birth after the reception (refused by the service)', () => {
    expect(ageAt('2026-12-01', at('2026-11-21T09:00:00+07:00'))).toBe(-1);
  });
});
