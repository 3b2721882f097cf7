import { addDays, ageAt, buddhistYear, LAB_TIME_ZONE, labDateTime, labDay, labDayStart, labMonth, labOffsetMs, labYear } from './lab-clock.js';

describe('the lab clock', () => {
  it('keeps the lab in Bangkok, seven hours ahead of UTC all year', () => {
    expect(LAB_TIME_ZONE).toBe('Asia/Bangkok');
    expect(labOffsetMs('2026-01-15T12:00:00Z')).toBe(7 * 3_600_000);
    expect(labOffsetMs('2026-07-15T12:00:00Z')).toBe(7 * 3_600_000);
  });

  it('reads the same time from its kept offsets as from the zone’s rules, through the 1920 change of offset', () => {
    // Bangkok Mean Time (+06:42:04) gave way to +07:00 at 1920-03-31T17:17:56Z, inside a quarter hour.
    expect(labDateTime('1920-03-31T17:17:55.500Z')).toBe('1920-03-31T23:59:59.500');
    expect(labDateTime('1920-03-31T17:17:56.000Z')).toBe('1920-04-01T00:17:56.000');
    expect(labOffsetMs('1920-03-31T17:00:00Z')).toBe((6 * 3_600 + 42 * 60 + 4) * 1_000);
    const rules = new Intl.DateTimeFormat('sv-SE', { timeZone: LAB_TIME_ZONE, dateStyle: 'short', timeStyle: 'medium' });
    const instants = [Date.parse('1920-03-31T17:10:00Z'), Date.parse('2026-11-29T01:00:00Z')].flatMap((from) => Array.from({ length: 400 }, (_, i) => from + i * 4_321));
    for (const at of instants) expect(labDateTime(at).slice(0, 19).replace('T', ' ')).toBe(rules.format(at));
  });

  it('turns the day at midnight Bangkok, not at midnight UTC', () => {
    expect(labDay('2026-11-21T16:59:59.999Z')).toBe('2026-11-21');
    expect(labDay('2026-11-21T17:00:00.000Z')).toBe('2026-11-22');
    expect(labDay('2026-11-22T00:00:00+07:00')).toBe('2026-11-22');
    expect(labDateTime('2026-11-21T17:00:00.123Z')).toBe('2026-11-22T00:00:00.123');
  });

  it('turns the month and the year at the lab’s midnight', () => {
    expect(labMonth('2026-11-30T16:59:59Z')).toBe('2026-11');
    expect(labMonth('2026-11-30T17:00:00Z')).toBe('2026-12');
    expect(labYear(new Date('2026-12-31T16:59:59Z'))).toBe(2026);
    expect(labYear(new Date('2026-12-31T17:00:00Z'))).toBe(2027);
  });

  it('starts a lab day at 17:00 UTC the day before', () => {
    expect(labDayStart('2026-01-01').toISOString()).toBe('2025-12-31T17:00:00.000Z');
    expect(labDayStart('2024-02-29').toISOString()).toBe('2024-02-28T17:00:00.000Z');
    expect(labDay(labDayStart('2026-03-01'))).toBe('2026-03-01');
    expect(labDay(labDayStart('2026-03-01').getTime() - 1)).toBe('2026-02-28');
  });

  it('adds days across months and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('writes years in the Buddhist Era', () => {
    expect(buddhistYear(2026)).toBe(2569);
  });

  describe('age at a date', () => {
    it('counts a birthday from the lab’s midnight', () => {
      expect(ageAt('1980-05-10', '2026-05-09T23:59:59+07:00')).toBe(45);
      expect(ageAt('1980-05-10', '2026-05-10T00:00:00+07:00')).toBe(46);
      // 17:00 UTC on 9 May is already 10 May at the lab.
      expect(ageAt('1980-05-10', '2026-05-09T17:00:00Z')).toBe(46);
      expect(ageAt('1980-05-10', '2026-05-09T16:59:59Z')).toBe(45);
    });

    it('is zero in the first year and negative before birth', () => {
      expect(ageAt('2026-01-01', '2026-11-21T09:00:00+07:00')).toBe(0);
      expect(ageAt('2026-12-01', '2026-11-21T09:00:00+07:00')).toBe(-1);
    });

    it('has a 29 February birthday on 1 March in other years', () => {
      expect(ageAt('2000-02-29', '2025-02-28T12:00:00+07:00')).toBe(24);
      expect(ageAt('2000-02-29', '2025-03-01T00:00:00+07:00')).toBe(25);
      expect(ageAt('2000-02-29', '2024-02-28T23:59:59+07:00')).toBe(23);
      expect(ageAt('2000-02-29', '2024-02-29T00:00:00+07:00')).toBe(24);
    });
  });
});
