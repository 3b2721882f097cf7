import { caseListQuerySchema } from './cases.schema.js';
import { dateTimeSchema, daySchema, monthSchema, yearInRange } from './dates.schema.js';

describe('the years a date may have (issue 24.10)', () => {
  it.each(['0000-01-01', '0999-12-31', '3000-01-01', '9999-12-31'])('refuses the day %s', (day) => {
    expect(daySchema.safeParse(day).error?.issues.map((i) => i.message)).toEqual(['must be in the years 1000 to 2999']);
  });

  it('takes the first and last days of the range', () => {
    expect(daySchema.parse('1000-01-01')).toBe('1000-01-01');
    expect(daySchema.parse('2999-12-31')).toBe('2999-12-31');
  });

  it('refuses times and months out of the years, with one message for a malformed one', () => {
    for (const time of ['0000-01-01T00:00:00Z', '9999-12-31T23:59:59.999Z', '3000-01-01T00:00:00+07:00']) expect(dateTimeSchema.safeParse(time).success).toBe(false);
    expect(dateTimeSchema.parse('2999-12-31T23:59:59+07:00')).toBe('2999-12-31T23:59:59+07:00');
    for (const month of ['0000-01', '9999-12']) expect(monthSchema.safeParse(month).success).toBe(false);
    expect(monthSchema.parse('2026-02')).toBe('2026-02');
    expect(daySchema.safeParse('soon').error?.issues).toHaveLength(1);
    expect(yearInRange('soon')).toBe(true);
  });

  it('refuses list filter dates out of the years', () => {
    const filters = (value: string) => JSON.stringify({ receivedAt: { operator: 'and', constraints: [{ matchMode: 'dateIs', value }] } });
    expect(caseListQuerySchema.safeParse({ filters: filters('9999-12-31') }).success).toBe(false);
    expect(caseListQuerySchema.safeParse({ filters: filters('0999-12-31T00:00:00Z') }).success).toBe(false);
    expect(caseListQuerySchema.safeParse({ filters: filters('2999-12-31') }).success).toBe(true);
  });
});
